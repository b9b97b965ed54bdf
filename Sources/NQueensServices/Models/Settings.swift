import NQueensLocalization

/// How a queen is drawn; the front ends' design tokens map each style to glyphs.
public enum QueenStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// The solid chess queen.
    case classic
    /// The outlined chess queen.
    case outline
    /// A crown.
    case crown
    /// A star.
    case star
    /// The plain letter Q, for terminals and fonts without symbols.
    case letter
}

/// The colour scheme of the front ends.
public enum Theme: String, Sendable, Hashable, Codable, CaseIterable {
    /// Follow the platform's light or dark appearance (the default); dark where it cannot be known (a terminal).
    case system
    /// Light pieces on a dark board.
    case dark
    /// Dark pieces on a light board.
    case light

    /// The scheme to draw: `dark` or `light`, with `system` following `systemPrefersDark`.
    public func resolved(systemPrefersDark: Bool) -> Theme {
        switch self {
        case .system: systemPrefersDark ? .dark : .light
        case .dark, .light: self
        }
    }
}

/// The player's preferences.
///
/// Every field has a sensible default; stores fall back to it, field by field, for a stored value they do not
/// understand (an unknown style, a board size out of range), so that settings never fail to load.
public struct Settings: Sendable, Hashable {
    /// The board sizes offered as one-tap choices (as in the seed).
    public static let boardSizePresets = [4, 6, 8, 10]

    /// Every board size a game may use.
    public static let boardSizeRange = 4...16

    /// The board size in `boardSizeRange` nearest to `size`.
    public static func nearestBoardSize(to size: Int) -> Int {
        min(max(size, boardSizeRange.lowerBound), boardSizeRange.upperBound)
    }

    /// The settings a new player starts with.
    public static let defaults = Settings()

    /// The number of rows (and columns) of the next game's board, within `boardSizeRange`.
    public var boardSize: Int

    /// How queens are drawn.
    public var queenStyle: QueenStyle

    /// Whether squares attacked by a queen are shaded.
    public var showAttackedSquares: Bool

    /// Whether the number of solutions of the board size (and of the current position) is shown.
    public var showSolutionsCounter: Bool

    /// Whether moves and wins make a sound (the terminal's bell).
    public var soundEnabled: Bool

    /// Whether animations are replaced by instant changes.
    public var reduceMotion: Bool

    /// Whether moves and wins give haptic feedback where the device has it.
    public var hapticsEnabled: Bool

    /// The colour scheme.
    public var theme: Theme

    /// Whether a click (a tap, Space) cycles a square empty → ✕ → queen → empty, as in LinkedIn's Queens, instead
    /// of placing or removing a queen.
    public var clickCyclesMarks: Bool

    /// Whether a new queen in a regions game puts ✕ on every square it rules out (its row, column, region and the
    /// squares around it); off by default, so that marks stay the player's own notes until they ask for this.
    public var marksAroundQueens: Bool

    /// The language NQueens speaks: the gettext name of one of `Language.available` (`de`, `ja`), or `nil` for the
    /// system's (the one the environment asks for; see `Localization.configure(preferred:environment:)`).
    public var language: String?

    /// Creates settings; every field defaults to what a new player starts with.
    public init(
        boardSize: Int = 8, queenStyle: QueenStyle = .classic, showAttackedSquares: Bool = false,
        showSolutionsCounter: Bool = false, soundEnabled: Bool = false, reduceMotion: Bool = false,
        hapticsEnabled: Bool = true, theme: Theme = .system, clickCyclesMarks: Bool = false,
        marksAroundQueens: Bool = false, language: String? = nil
    ) {
        self.boardSize = boardSize
        self.queenStyle = queenStyle
        self.showAttackedSquares = showAttackedSquares
        self.showSolutionsCounter = showSolutionsCounter
        self.soundEnabled = soundEnabled
        self.reduceMotion = reduceMotion
        self.hapticsEnabled = hapticsEnabled
        self.theme = theme
        self.clickCyclesMarks = clickCyclesMarks
        self.marksAroundQueens = marksAroundQueens
        self.language = language
    }

    /// `code` when NQueens speaks that language (`Language.available`), else `nil` (the system's language).
    public static func knownLanguage(_ code: String?) -> String? {
        guard let code, Language.available.contains(where: { $0.code == code }) else { return nil }
        return code
    }

    /// What is wrong with the settings, in one sentence, or `nil` when a store may keep them.
    var problem: String? {
        guard Self.boardSizeRange.contains(boardSize) else {
            return tr(
                "board size %1$d is out of range; sizes run from %2$d to %3$d", boardSize,
                Self.boardSizeRange.lowerBound,
                Self.boardSizeRange.upperBound)
        }
        return nil
    }
}

// MARK: - Stored form

extension Settings {
    /// The stored keys, in a stable order.
    enum Key: String, CaseIterable {
        case boardSize = "board-size"
        case queenStyle = "queen-style"
        case showAttackedSquares = "show-attacked-squares"
        case showSolutionsCounter = "show-solutions-counter"
        case soundEnabled = "sound"
        case reduceMotion = "reduce-motion"
        case hapticsEnabled = "haptics"
        case theme
        case clickCyclesMarks = "click-cycles-marks"
        case marksAroundQueens = "mark-around-queens"
        case language
    }

    /// The settings as text values by key (how stores keep them).
    var storedValues: [Key: String] {
        [
            .boardSize: String(boardSize), .queenStyle: queenStyle.rawValue,
            .showAttackedSquares: String(showAttackedSquares), .showSolutionsCounter: String(showSolutionsCounter),
            .soundEnabled: String(soundEnabled), .reduceMotion: String(reduceMotion),
            .hapticsEnabled: String(hapticsEnabled), .theme: theme.rawValue,
            .clickCyclesMarks: String(clickCyclesMarks), .marksAroundQueens: String(marksAroundQueens),
            .language: language ?? "",
        ]
    }

    /// Reads stored text values by key; a missing, unknown or out-of-range value gives that field's default (for the
    /// language, a language NQueens does not speak, or the empty text, is the system's).
    init(storedValues: [String: String]) {
        let defaults = Settings.defaults
        func flag(_ key: Key, _ fallback: Bool) -> Bool {
            storedValues[key.rawValue].flatMap(Bool.init) ?? fallback
        }
        let size = storedValues[Key.boardSize.rawValue].flatMap { Int($0) }
        self.init(
            boardSize: size.flatMap { Self.boardSizeRange.contains($0) ? $0 : nil } ?? defaults.boardSize,
            queenStyle: storedValues[Key.queenStyle.rawValue].flatMap(QueenStyle.init) ?? defaults.queenStyle,
            showAttackedSquares: flag(.showAttackedSquares, defaults.showAttackedSquares),
            showSolutionsCounter: flag(.showSolutionsCounter, defaults.showSolutionsCounter),
            soundEnabled: flag(.soundEnabled, defaults.soundEnabled),
            reduceMotion: flag(.reduceMotion, defaults.reduceMotion),
            hapticsEnabled: flag(.hapticsEnabled, defaults.hapticsEnabled),
            theme: storedValues[Key.theme.rawValue].flatMap(Theme.init) ?? defaults.theme,
            clickCyclesMarks: flag(.clickCyclesMarks, defaults.clickCyclesMarks),
            marksAroundQueens: flag(.marksAroundQueens, defaults.marksAroundQueens),
            language: Self.knownLanguage(storedValues[Key.language.rawValue]))
    }
}

// MARK: - Coding

extension Settings: Codable {
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes settings field by field; a missing, unknown or out-of-range field gives its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        var values: [String: String] = [:]
        for key in Key.allCases {
            let codingKey = AnyKey(stringValue: key.rawValue)
            if let text = try? container.decode(String.self, forKey: codingKey) {
                values[key.rawValue] = text
            } else if let number = try? container.decode(Int.self, forKey: codingKey) {
                values[key.rawValue] = String(number)
            } else if let flag = try? container.decode(Bool.self, forKey: codingKey) {
                values[key.rawValue] = String(flag)
            }
        }
        self.init(storedValues: values)
    }

    /// Encodes the settings under their stored keys (`board-size`, `queen-style`, …).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encode(boardSize, forKey: AnyKey(stringValue: Key.boardSize.rawValue))
        try container.encode(queenStyle, forKey: AnyKey(stringValue: Key.queenStyle.rawValue))
        try container.encode(showAttackedSquares, forKey: AnyKey(stringValue: Key.showAttackedSquares.rawValue))
        try container.encode(showSolutionsCounter, forKey: AnyKey(stringValue: Key.showSolutionsCounter.rawValue))
        try container.encode(soundEnabled, forKey: AnyKey(stringValue: Key.soundEnabled.rawValue))
        try container.encode(reduceMotion, forKey: AnyKey(stringValue: Key.reduceMotion.rawValue))
        try container.encode(hapticsEnabled, forKey: AnyKey(stringValue: Key.hapticsEnabled.rawValue))
        try container.encode(theme, forKey: AnyKey(stringValue: Key.theme.rawValue))
        try container.encode(clickCyclesMarks, forKey: AnyKey(stringValue: Key.clickCyclesMarks.rawValue))
        try container.encode(marksAroundQueens, forKey: AnyKey(stringValue: Key.marksAroundQueens.rawValue))
        try container.encodeIfPresent(language, forKey: AnyKey(stringValue: Key.language.rawValue))
    }
}
