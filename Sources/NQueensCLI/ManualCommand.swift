import NQueensLocalization

/// `nqueens manual`: prints the manual page `nqueens(1)` in roff, made from the command table and the help texts.
struct ManualCommand: Command {
    static let name = "manual"
    static var summary: String { tr("print the manual page nqueens(1) in roff (what `make install` installs)") }
    // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
    static let help = """
        usage: nqueens manual

        Prints the manual page nqueens(1) in roff: every command with its options and examples, the keys of
        the game, the environment, the files and the exit status. `make install` installs it; to read it
        without installing:

          nqueens manual | man -l -

        example:
          nqueens manual > nqueens.1
        """
    // l10n: end
    static let specification = ArgumentList.Specification()
    static let completion = CompletionSpecification()

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...0, describedAs: .nothing)
    }

    /// Prints the page, in English whatever the language (the command summaries in it included).
    func run(on console: Console) async throws(CommandLineError) {
        console.write(
            Localization.withLanguage(.english) {
                ManualPage(commands: CommandLineTool.commands, version: CommandLineTool.version).text
            })
    }
}
