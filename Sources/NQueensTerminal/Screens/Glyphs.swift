import Foundation
import NQueensLocalization

/// The symbols the screens draw, in Unicode or in plain ASCII for terminals and locales without it.
struct Glyphs: Hashable, Sendable {
    /// Whether Unicode symbols may be drawn.
    let unicode: Bool

    /// Frames of cards, sheets and the board.
    var lines: BoxLines { unicode ? .rounded : .ascii }

    /// The board's grid.
    var gridLines: BoxLines { unicode ? .light : .ascii }

    /// The frame around the cursor's square.
    var cursorLines: BoxLines { unicode ? .heavy : .asciiHeavy }

    /// Separates figures on one line: `·`.
    var dot: String { unicode ? "·" : "-" }

    /// Marks the focused item: `▶`.
    var pointer: String { unicode ? "▶" : ">" }

    /// A back arrow: `‹`.
    var back: String { unicode ? "‹" : "<" }

    /// A hint, and the hint's square: `◆`.
    var hintMark: Character { unicode ? "◆" : "+" }

    /// An attacked square, when shown in monochrome: `·`.
    var attackedMark: Character { unicode ? "·" : "." }

    /// A square on an attack line, in monochrome: `░`.
    var attackLineMark: Character { unicode ? "░" : ":" }

    /// A square a puzzle's hint ruled out, between the hint's brackets: `[×]`.
    var ruledOutMark: Character { unicode ? "×" : "x" }

    /// A square a puzzle's hint ruled out, on squares too narrow for brackets: `⊠`.
    var narrowRuledOutMark: Character { unicode ? "⊠" : "#" }

    /// The player's own mark on a square: `✕`.
    var playerMark: Character { unicode ? "✕" : "x" }

    /// The brackets of the hint's square and of the squares hints ruled out: `[◆]`, `[×]`.
    var hintBrackets: (Character, Character) { ("[", "]") }

    /// Either side of a queen in conflict: `!♛!`.
    var conflictBadge: Character { "!" }

    /// The bars either side of a given queen: `▕♛▏` (`(Q)` in ASCII, apart from the grid's `|` lines).
    var givenBrackets: (Character, Character) { unicode ? ("▕", "▏") : ("(", ")") }

    /// A day of the last 30 dailies: solved `●`, in progress `◐`, not solved `○` (`#`, `+`, `.` in ASCII).
    func dailyMark(solved: Bool, inProgress: Bool) -> Character {
        if solved { return unicode ? "●" : "#" }
        if inProgress { return unicode ? "◐" : "+" }
        return unicode ? "○" : "."
    }

    /// A conflict: `✖`.
    var conflictMark: String { unicode ? "✖" : "!" }

    /// A success: `✔`.
    var checkMark: String { unicode ? "✔" : "v" }

    /// The arrow keys, as the help and key bar name them.
    var arrowKeys: String { unicode ? "←↑↓→" : KeyName.arrows }

    /// The left and right arrow keys.
    var leftRightKeys: String { unicode ? "←→" : KeyName.leftRight }

    /// The up and down arrow keys.
    var upDownKeys: String { unicode ? "↑↓" : KeyName.upDown }

    /// The filled part of a progress bar.
    var barFilled: Character { unicode ? "━" : "=" }

    /// The empty part of a progress bar.
    var barEmpty: Character { unicode ? "─" : "-" }

    /// The pieces of confetti.
    var confetti: [Character] { unicode ? ["•", "✦", "▪", "◆", "✶", "●", "▴"] : ["*", "+", "o", ".", "x", "~", "^"] }

    /// The pieces of the grand confetti of a completed album: mostly stars.
    var grandConfetti: [Character] {
        unicode ? ["★", "✦", "✶", "★", "✧", "●", "★"] : ["*", "+", "*", "o", "*", "x", "*"]
    }

    /// `text` as the terminal can show it: itself with Unicode, else with every symbol replaced by ASCII.
    func text(_ text: String) -> String {
        unicode ? text : Self.ascii(text)
    }

    /// `text` with every non-ASCII character replaced by an ASCII look-alike (`×` by `x`, `…` by `...`, an emoji
    /// by a symbol, an accented letter by its letter: `ö` by `o`, `ß` by `ss`), or `?` when there is none.
    static func ascii(_ text: String) -> String {
        guard !text.unicodeScalars.allSatisfy({ $0.isASCII }) else { return text }
        var result = ""
        for character in text {
            if character.unicodeScalars.allSatisfy({ $0.isASCII }) {
                result.append(character)
            } else if let replacement = replacements[character] {
                result += replacement
            } else if let base = character.unicodeScalars.first, base.isASCII {
                result.unicodeScalars.append(base)
            } else if let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first,
                base.isASCII
            {
                result.unicodeScalars.append(base)
            } else {
                result += "?"
            }
        }
        return result
    }

    /// Whether `language` can be written in ASCII look-alikes (German, French, Spanish, the pseudo-language), judged
    /// by its own name: Japanese, whose name folds to `???`, cannot.
    static func canWrite(_ language: Language) -> Bool {
        !ascii(language.nativeName).contains("?")
    }

    private static let replacements: [Character: String] = [
        "×": "x", "·": "-", "…": "...", "—": "-", "–": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"",
        "\u{00A0}": " ", "\u{202F}": " ", "\u{2009}": " ", "🔥": "*", "💡": "!", "✔": "v", "✦": "*", "♛": "Q",
        "♕": "O", "♔": "W", "◆": "+", "✕": "x", "⊠": "#", "▕": "|", "▏": "|", "●": "#", "○": ".", "◐": "+", "◉": "@",
        "▶": ">", "◀": "<", "ß": "ss", "Æ": "AE", "æ": "ae", "Œ": "OE", "œ": "oe", "«": "\"", "»": "\"",
        "„": "\"", "‚": "'",
        "←": "<-", "→": "->", "↑": "^", "↓": "v", "é": "e", "★": "*", "✧": "+", "›": ">",
    ]
}
