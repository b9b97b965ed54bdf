import NQueensServices

extension Theme {
    /// The theme's name in a settings list: "Follow System", "Light" or "Dark".
    public var title: String {
        switch self {
        case .system: "Follow System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}
