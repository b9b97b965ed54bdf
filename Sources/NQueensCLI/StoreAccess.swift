import Foundation
import NQueensServices

/// Opens the player's stores for the `history` and `stats` commands.
///
/// The scripting commands read the services directly: they have no interactive state, so no view model stands
/// between them and the store. A damaged database is moved aside by the services; the notice goes to standard error.
enum StoreAccess {
    /// The stores in the data directory the environment names.
    ///
    /// - Throws: a failure (exit 1) naming the directory or database problem.
    static func open(for command: String, context: CommandContext, console: Console) throws(CommandLineError)
        -> SQLiteStores
    {
        do {
            let directory = try DataDirectory(environment: context.environment)
            let stores = try SQLiteStores.open(in: directory)
            if let notice = stores.notice {
                console.printError("nqueens: \(command): \(notice)")
            }
            return stores
        } catch {
            throw .failure("\(command): \(error)")
        }
    }
}
