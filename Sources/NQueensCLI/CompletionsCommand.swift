import NQueensLocalization

/// `nqueens completions bash|zsh|fish`: prints the shell's completion script, made from the command table.
///
/// The script is in English whatever the language, its command summaries included: its options are described by the
/// help, which stays English, and `make install` writes one script for everyone on the machine.
struct CompletionsCommand: Command {
    static let name = "completions"
    static var summary: String {
        tr("print the completion script for bash, zsh or fish (what `make install` installs)")
    }
    static var help: String {
        let shells = Shell.allCases.map(\.rawValue).joined(separator: ", ")
        // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
        return """
            usage: nqueens completions SHELL

            Prints the script that completes nqueens's commands, options, board sizes, styles and formats on
            Tab in SHELL (one of \(shells)). `make install` installs all three; to try one in the current
            shell instead:

              source <(nqueens completions bash)
              source <(nqueens completions zsh)
              nqueens completions fish | source

            examples:
              nqueens completions bash > ~/.local/share/bash-completion/completions/nqueens
              nqueens completions fish > ~/.config/fish/completions/nqueens.fish
            """
        // l10n: end
    }
    static let specification = ArgumentList.Specification()
    static let completion = CompletionSpecification(positionals: .cases(of: Shell.self))

    private let shell: Shell

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(
            1...1,
            describedAs: .init(
                // TRANSLATORS: SHELL is the help's name for the shell (bash, zsh or fish); keep it.
                missing: { tr("missing one SHELL: bash, zsh or fish") },
                unexpected: { extra in tr("unexpected argument '%s'; it takes one SHELL: bash, zsh or fish", extra) }))
        let name = arguments.positionals[0]
        guard let shell = Shell(rawValue: name) else {
            let shells = Shell.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage(in: Self.name, tr("unknown shell '%1$s'; shells are %2$s", name, shells))
        }
        self.shell = shell
    }

    /// Prints the script, in English (see the type's summary).
    func run(on console: Console) async throws(CommandLineError) {
        console.write(
            Localization.withLanguage(.english) {
                shell.script(for: CompletionModel(commands: CommandLineTool.commands))
            })
    }
}
