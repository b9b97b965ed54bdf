/// `nqueens completions bash|zsh|fish`: prints the shell's completion script, made from the command table.
struct CompletionsCommand: Command {
    static let name = "completions"
    static let summary = "print the completion script for bash, zsh or fish (what `make install` installs)"
    static var help: String {
        let shells = Shell.allCases.map(\.rawValue).joined(separator: ", ")
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
    }
    static let specification = ArgumentList.Specification()
    static let completion = CompletionSpecification(positionals: .cases(of: Shell.self))

    private let shell: Shell

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(1...1, describedAs: "one SHELL: bash, zsh or fish")
        let name = arguments.positionals[0]
        guard let shell = Shell(rawValue: name) else {
            let shells = Shell.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("completions: unknown shell '\(name)'; shells are \(shells)")
        }
        self.shell = shell
    }

    func run(on console: Console) async throws(CommandLineError) {
        console.write(shell.script(for: CompletionModel(commands: CommandLineTool.commands)))
    }
}
