/// Spacing and shape tokens in points (a terminal front end reads one point step as one cell).
public enum Spacing {
    /// Hairline gaps: between a square and its outline.
    public static let extraSmall = 2

    /// Between related items: an icon and its label.
    public static let small = 4

    /// Between rows of a list, and inside chips.
    public static let medium = 8

    /// Inside cards and panels.
    public static let large = 16

    /// Between sections of a screen.
    public static let extraLarge = 24

    /// Around the screen's content.
    public static let screenMargin = 20

    /// The corner radius of cards, rows and buttons.
    public static let cornerRadius = 14

    /// The corner radius of a board square.
    public static let squareCornerRadius = 4
}
