/// Word wrapping and fitting for text drawn in terminal columns, measured in display width (a CJK character takes
/// two columns, a combining mark none).
enum TextLayout {
    // MARK: Wrapping

    /// `text` broken into lines of at most `width` columns.
    ///
    /// Lines break at spaces; text in scripts written without spaces (Japanese, Chinese) also breaks between its
    /// wide characters, though never before closing punctuation such as `。` or `」`. A word longer than a line is
    /// cut across lines, with a hyphen where the cut falls between two letters. Existing line breaks are kept. No
    /// line for an empty text; nothing at all when `width` is below 1.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, !text.isEmpty else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                var wordWidth = word.displayWidth
                let gap = lineWidth > 0 ? 1 : 0
                if lineWidth + gap + wordWidth <= width {
                    line += (gap > 0 ? " " : "") + word
                    lineWidth += gap + wordWidth
                    continue
                }
                // Text without spaces fills the rest of the line before going on to the next.
                let rest = width - lineWidth - gap
                if word.breaksBetweenCharacters, rest >= 2 {
                    let (head, tail) = split(word, atWidth: rest)
                    if !head.isEmpty {
                        line += (gap > 0 ? " " : "") + head
                        lineWidth = width
                        word = tail
                        wordWidth = word.displayWidth
                    }
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    let (head, tail) = split(word, atWidth: width)
                    lines.append(head)
                    word = tail
                    wordWidth = word.displayWidth
                }
                line = word
                lineWidth = wordWidth
            }
            if lineWidth > 0 || paragraph.isEmpty { lines.append(line) }
        }
        return lines
    }

    /// `text` broken into at most `maximumLines` lines of `width` columns, the last cut with an ellipsis when the
    /// text does not fit.
    static func wrap(_ text: String, width: Int, maximumLines: Int) -> [String] {
        let lines = wrap(text, width: width)
        guard lines.count > maximumLines, maximumLines > 0 else { return lines }
        var last = lines[maximumLines - 1]
        for line in lines[maximumLines...] {
            // Lines broken between wide characters join again without a space.
            let joint = last.last?.displayWidth == 2 && line.first?.displayWidth == 2 ? "" : " "
            last += joint + line
        }
        return Array(lines.prefix(maximumLines - 1)) + [last.truncated(toWidth: width)]
    }

    // MARK: Fitting side by side

    /// `texts` cut so that together they take at most `width` columns, the longest cut first (each keeps at least
    /// one character and its ellipsis); unchanged when they fit.
    ///
    /// For items in a row, such as buttons or settings: `width` is what the row leaves for the texts once the
    /// gaps and keys between them are counted.
    static func fit(_ texts: [String], width: Int) -> [String] {
        let widths = texts.map(\.displayWidth)
        guard widths.reduce(0, +) > width, let widest = widths.max() else { return texts }
        // The largest cap on each text's width that makes them fit (at least 2: a character and the ellipsis).
        var cap = widest
        while cap > 2, widths.reduce(0, { $0 + min($1, cap) }) > width { cap -= 1 }
        return texts.map { $0.truncated(toWidth: cap) }
    }

    // MARK: Cutting a word

    /// Characters that may not begin a line in Japanese and Chinese (closing brackets and punctuation, small kana,
    /// the long vowel mark).
    private static let noLineStart: Set<Character> = [
        "、", "。", "，", "．", "・", "：", "；", "？", "！", "）", "」", "』", "】", "〕", "〉", "》", "ー", "…", "ぁ", "ぃ",
        "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", ")", ",", ".", "!", "?",
    ]

    /// `text` cut after at most `width` columns (at least one character), and the rest.
    ///
    /// Between two letters of a script written with spaces the head ends in a hyphen (within the width); between
    /// wide characters the cut moves back rather than start the rest with closing punctuation.
    private static func split(_ text: String, atWidth width: Int) -> (String, String) {
        var characters = Array(text)
        var head: [Character] = []
        var used = 0
        while !characters.isEmpty {
            let characterWidth = characters[0].displayWidth
            if used + characterWidth > width && !head.isEmpty { break }
            head.append(characters.removeFirst())
            used += characterWidth
        }
        guard let last = head.last, let next = characters.first else { return (String(head), "") }
        if last.displayWidth < 2, next.displayWidth < 2, last.isLetter, next.isLetter, width >= 3 {
            // Hyphenate: give the last character back so that the hyphen fits.
            while used + 1 > width, head.count > 1 {
                used -= head[head.count - 1].displayWidth
                characters.insert(head.removeLast(), at: 0)
            }
            return (String(head) + "-", String(characters))
        }
        if noLineStart.contains(next), head.count > 1, head[head.count - 1].displayWidth == 2 || next.displayWidth == 2
        {
            characters.insert(head.removeLast(), at: 0)
        }
        return (String(head), String(characters))
    }
}

extension String {
    /// Whether the text may break between any two of its characters: it holds wide characters (CJK), whose scripts
    /// are written without spaces.
    fileprivate var breaksBetweenCharacters: Bool {
        contains { $0.displayWidth == 2 }
    }
}
