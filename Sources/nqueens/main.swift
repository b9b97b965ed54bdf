import Foundation
import NQueensCLI

// The `nqueens` executable: hands the arguments to the command-line tool and exits with its code.
let code = await CommandLineTool().run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
