/// Word wrapping for text drawn in terminal columns.
enum TextLayout {
    /// `text` broken into lines of at most `width` columns at spaces.
    ///
    /// A word longer than a line is cut across lines. Existing line breaks are kept. No line for an empty text;
    /// nothing at all when `width` is below 1.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, !text.isEmpty else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                var wordWidth = word.displayWidth
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    let (head, rest) = split(word, atWidth: width)
                    lines.append(head)
                    word = rest
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
        let last = lines[(maximumLines - 1)...].joined(separator: " ").truncated(toWidth: width)
        return Array(lines.prefix(maximumLines - 1)) + [last]
    }

    /// `text` cut after at most `width` columns (at least one character), and the rest.
    private static func split(_ text: String, atWidth width: Int) -> (String, String) {
        var head = ""
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let characterWidth = text[index].displayWidth
            if used + characterWidth > width && !head.isEmpty { break }
            head.append(text[index])
            used += characterWidth
            index = text.index(after: index)
        }
        return (head, String(text[index...]))
    }
}
