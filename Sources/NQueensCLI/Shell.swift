/// The shells `nqueens completions` writes a script for.
enum Shell: String, CaseIterable {
    case bash, zsh, fish

    /// The completion script for this shell, from `model`.
    func script(for model: CompletionModel) -> String {
        switch self {
        case .bash: BashCompletion(model: model).script
        case .zsh: ZshCompletion(model: model).script
        case .fish: FishCompletion(model: model).script
        }
    }
}
