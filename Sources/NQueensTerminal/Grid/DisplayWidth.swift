// MARK: - Display width of text

extension Unicode.Scalar {
    /// The number of terminal columns the scalar takes on its own: 0, 1 or 2.
    ///
    /// Controls, combining and enclosing marks and format characters (such as the zero-width joiner) take none;
    /// East Asian wide and fullwidth characters and emoji shown as emoji by default take two; everything else,
    /// including the chess and star glyphs (`♛ ♕ ♚ ♔ ★`), takes one.
    public var displayWidth: Int {
        let value = self.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if value < 0x300 { return 1 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value >= 0x1160 && value <= 0x11FF { return 0 }  // Hangul vowels and finals join the initial consonant.
        if properties.isEmojiPresentation || WideRanges.contains(value) { return 2 }
        return 1
    }
}

extension Character {
    /// The number of terminal columns the character (a grapheme cluster) takes: 0, 1 or 2.
    ///
    /// A base with combining marks takes the base's width; an emoji variation selector (U+FE0F) widens an emoji
    /// base to two columns and a text variation selector (U+FE0E) narrows it to one.
    public var displayWidth: Int {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 { return first.displayWidth }
        var width = 0
        var asEmoji = false
        var asText = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F: asEmoji = first.properties.isEmoji
            case 0xFE0E: asText = true
            default: width = max(width, scalar.displayWidth)
            }
        }
        if asText { return min(width, 1) }
        if asEmoji && width > 0 { return 2 }
        return width
    }
}

extension String {
    /// The number of terminal columns the text takes on one line (the sum of its characters' widths).
    public var displayWidth: Int {
        var width = 0
        for character in self { width += character.displayWidth }
        return width
    }

    /// The text cut to at most `width` columns, ending in `ellipsis` when something was cut.
    ///
    /// A wide character that would straddle the limit is left out, and so are spaces before the ellipsis; when even
    /// the ellipsis does not fit, the text is cut without it.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard displayWidth > width else { return self }
        let ellipsisWidth = ellipsis.displayWidth
        let budget = ellipsisWidth <= width ? width - ellipsisWidth : width
        var result = ""
        var used = 0
        for character in self {
            let characterWidth = character.displayWidth
            if used + characterWidth > budget { break }
            result.append(character)
            used += characterWidth
        }
        guard ellipsisWidth <= width else { return result }
        while result.last?.isWhitespace == true { result.removeLast() }
        return result + ellipsis
    }
}

// MARK: - East Asian wide ranges

/// Code point ranges of East Asian wide and fullwidth characters (Unicode's `EastAsianWidth.txt`, W and F),
/// condensed to the blocks that matter; emoji are covered by their `Emoji_Presentation` property instead.
private enum WideRanges {
    static let ranges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]

    static func contains(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle - 1
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
