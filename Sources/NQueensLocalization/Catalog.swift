/// The translations of one language: every message of a gettext `.po` file, with the language's plural rule.
///
/// Built from the file's text (`Catalog(po:)`), the catalogues NQueens ships being compiled into it
/// (`EmbeddedCatalogs`). Untranslated and fuzzy entries are left out, so that their English shows.
public struct Catalog: Sendable {
    /// The plural rule of the `Plural-Forms` header (English's when the header has none).
    public let pluralRule: PluralRule
    /// Each message's translations, keyed by `Catalog.key(_:context:)`: one string, or one per plural form.
    public let messages: [String: [String]]

    /// The key of a message: its context and its original, as gettext's `.mo` files join them.
    public static func key(_ message: String, context: String?) -> String {
        guard let context else { return message }
        return context + "\u{4}" + message
    }

    /// The translation of `message` in `context`, or `nil` when the catalogue has none.
    public func translation(of message: String, context: String? = nil) -> String? {
        messages[Self.key(message, context: context)]?.first
    }

    /// The translation of a message with a plural form for `count`, or `nil` when the catalogue has none.
    public func translation(singular: String, count: Int, context: String? = nil) -> String? {
        guard let forms = messages[Self.key(singular, context: context)], !forms.isEmpty else { return nil }
        return forms[min(pluralRule.formIndex(for: count), forms.count - 1)]
    }

    /// Reads the text of a `.po` file; entries it cannot read are skipped (`msgfmt --check` guards the files).
    public init(po text: String) {
        let entries = POFile.parse(text)
        var rule = PluralRule.english
        var messages: [String: [String]] = [:]
        for entry in entries {
            if entry.msgid.isEmpty, entry.context == nil {
                let field = "Plural-Forms:"  // l10n: not shown (a .po header field)
                for line in entry.translations.first?.split(separator: "\n") ?? [] where line.hasPrefix(field) {
                    rule = PluralRule(header: String(line.dropFirst(field.count))) ?? rule
                }
                continue
            }
            guard !entry.isFuzzy, !entry.translations.isEmpty, entry.translations.allSatisfy({ !$0.isEmpty }) else {
                continue
            }
            messages[Self.key(entry.msgid, context: entry.context)] = entry.translations
        }
        pluralRule = rule
        self.messages = messages
    }
}

// MARK: - The .po format

/// A reader of gettext's `.po` files: contexts, plurals, continued strings, C escapes and fuzzy flags.
public enum POFile {
    /// One entry of a `.po` file.
    public struct Entry: Sendable, Hashable {
        /// The `msgctxt`, if any.
        public var context: String?
        /// The original (`msgid`).
        public var msgid: String
        /// The original's plural (`msgid_plural`), if any.
        public var msgidPlural: String?
        /// `msgstr`, or `msgstr[0]`, `msgstr[1]`… in order.
        public var translations: [String]
        /// Whether the entry is flagged `fuzzy` (a guess that must not be shown).
        public var isFuzzy: Bool
        /// The flags of its `#,` comment, such as `c-format`.
        public var flags: [String]
    }

    /// Every entry of `text`, the header (empty `msgid`) included; obsolete (`#~`) entries are skipped.
    public static func parse(_ text: String) -> [Entry] {
        var entries: [Entry] = []
        var current = Entry(context: nil, msgid: "", msgidPlural: nil, translations: [], isFuzzy: false, flags: [])
        var started = false
        var field: Field?

        func finish() {
            if started { entries.append(current) }
            current = Entry(context: nil, msgid: "", msgidPlural: nil, translations: [], isFuzzy: false, flags: [])
            started = false
            field = nil
        }

        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingSpaces()
            if line.isEmpty {
                finish()
                continue
            }
            // A comment after a translation starts the next entry (files without blank lines between entries).
            if line.hasPrefix("#"), started, !current.translations.isEmpty { finish() }
            if line.hasPrefix("#,") {
                let flags = line.dropFirst(2).split(separator: ",").map { String($0.trimmingSpaces()) }
                current.flags += flags
                current.isFuzzy = current.isFuzzy || flags.contains("fuzzy")
                continue
            }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("\"") {
                guard let value = unquote(line), let field else { continue }
                append(value, to: field, of: &current)
                continue
            }
            guard let space = line.firstIndex(of: " "), let value = unquote(line[space...].trimmingSpaces()) else {
                continue
            }
            let keyword = line[..<space]
            let next: Field
            switch keyword {
            case "msgctxt": next = .context
            case "msgid": next = .msgid
            case "msgid_plural": next = .msgidPlural
            case "msgstr": next = .translation(0)
            default:
                // gettext's plural forms number at most 6 (PluralRule's bound): a negative or larger index is
                // not a form.
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                    let index = Int(keyword.dropFirst(7).dropLast()), (0..<6).contains(index)
                else { continue }
                next = .translation(index)
            }
            // A msgctxt or msgid after a translation starts the next entry.
            if case .translation = field, next == .context || next == .msgid { finish() }
            started = true
            field = next
            if case .translation(let index) = next {
                while current.translations.count <= index { current.translations.append("") }
            }
            append(value, to: next, of: &current)
        }
        finish()
        return entries
    }

    private enum Field: Hashable {
        case context, msgid, msgidPlural
        case translation(Int)
    }

    private static func append(_ value: String, to field: Field, of entry: inout Entry) {
        switch field {
        case .context: entry.context = (entry.context ?? "") + value
        case .msgid: entry.msgid += value
        case .msgidPlural: entry.msgidPlural = (entry.msgidPlural ?? "") + value
        case .translation(let index): entry.translations[index] += value
        }
    }

    /// The value of a C string literal (with its quotes), or `nil` when it is not one.
    static func unquote(_ literal: Substring) -> String? {
        guard literal.count >= 2, literal.first == "\"", literal.last == "\"" else { return nil }
        var result = ""
        var escaping = false
        for character in literal.dropFirst().dropLast() {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "a": result.append("\u{7}")
                case "\\", "\"", "'", "?": result.append(character)
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
