/// What the terminal can show: how many colours, and whether Unicode glyphs or only ASCII.
///
/// Detect it from the environment with ``init(environment:forcesMonochrome:forcesASCII:)``; pass the
/// `--no-color` and `--ascii` flags as the two overrides.
public struct TerminalCapabilities: Hashable, Sendable {
    /// The colours the renderer may use.
    public var colorMode: ColorMode

    /// Whether the screen may draw Unicode glyphs (box lines, queens); ASCII fallbacks otherwise.
    public var supportsUnicode: Bool

    /// Creates capabilities as given.
    public init(colorMode: ColorMode, supportsUnicode: Bool) {
        self.colorMode = colorMode
        self.supportsUnicode = supportsUnicode
    }

    /// Detects the capabilities from environment variables.
    ///
    /// Colours: monochrome when `NO_COLOR` is set and non-empty, `forcesMonochrome` is true or `TERM` is `dumb`;
    /// else 24-bit when `COLORTERM` is `truecolor` or `24bit`; else 256 colours when `TERM` contains `256color`;
    /// else 16. Unicode when the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and non-empty names UTF-8
    /// (and `forcesASCII` is false); ASCII otherwise, including when none is set.
    public init(environment: [String: String], forcesMonochrome: Bool = false, forcesASCII: Bool = false) {
        self.init(
            colorMode: forcesMonochrome ? .monochrome : Self.colorMode(in: environment),
            supportsUnicode: !forcesASCII && Self.localeUsesUTF8(in: environment))
    }

    /// The colour mode the environment asks for (see ``init(environment:forcesMonochrome:forcesASCII:)``).
    public static func colorMode(in environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term == "dumb" { return .monochrome }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.contains("256color") { return .palette256 }
        return .palette16
    }

    /// Whether the locale the environment selects uses UTF-8.
    public static func localeUsesUTF8(in environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale = locale?.lowercased() else { return false }
        return locale.contains("utf-8") || locale.contains("utf8")
    }
}
