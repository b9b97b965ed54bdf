import Foundation
import NQueensCLI
import NQueensLocalization

// The `nqueens` executable: chooses the language from the environment (a command that opens the player's store
// then follows their language setting, if they chose one), hands the arguments to the command-line tool and exits
// with its code.
let environment = ProcessInfo.processInfo.environment
Localization.configure(preferred: nil, environment: environment)
let code = await CommandLineTool(environment: environment).run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
