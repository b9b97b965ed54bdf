import Foundation
import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// Opens the player's stores for the `history`, `stats` and `album` commands.
///
/// The scripting commands read the services directly: they have no interactive state, so no view model stands
/// between them and the store. A damaged database is moved aside by the services; the notice goes to standard error.
/// Once the store is open, the player's language setting (if they chose one) is the language of the rest.
enum StoreAccess {
    /// The stores in the data directory the environment names; speaks the player's language from then on when the
    /// context may choose it.
    ///
    /// - Throws: a failure (exit 1) naming the directory or database problem.
    static func open(for command: String, context: CommandContext, console: Console) throws(CommandLineError)
        -> SQLiteStores
    {
        do {
            let directory = try DataDirectory(environment: context.environment)
            let stores = try SQLiteStores.open(in: directory)
            if context.choosesLanguage {
                let preferred = stores.settings.loadSettings().language
                Localization.configure(preferred: preferred, environment: context.environment)
            }
            if let notice = stores.notice {
                let names = "nqueens: \(command): "  // l10n: not shown (the program's and command's names)
                console.printError(names + notice.description)
            }
            return stores
        } catch {
            throw .failure(in: command, DisplayText.problem(error))
        }
    }
}
