import Foundation
import NQueensGNOME

// `nqueens-gnome [--size N] [--style NAME]`: the GNOME app; everything happens in `DesktopApp`.
exit(DesktopApp.run(arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment))
