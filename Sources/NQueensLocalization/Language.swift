/// A language NQueens can speak: English (the messages as written), a shipped translation, or the pseudo-language
/// the layout tests use.
public struct Language: Sendable, Hashable, Identifiable {
    /// The gettext name: `en`, `de`, `ja`, or `pseudo`.
    public let code: String
    /// The locale its dates and numbers are written in: `de_DE` when the player's locale says Germany, else the
    /// language's own (`de`).
    public let localeIdentifier: String

    /// The language's gettext name.
    public var id: String { code }

    /// English: every message as written.
    public static let english = Language(code: "en", localeIdentifier: "en")

    /// The pseudo-language of the layout tests: every message accented, 40 % longer and bracketed (never offered
    /// to players).
    public static let pseudo = Language(code: "pseudo", localeIdentifier: "en")

    /// A language by its gettext name, written in `localeIdentifier`'s way (by default the language's own).
    public init(code: String, localeIdentifier: String? = nil) {
        self.code = code
        self.localeIdentifier = localeIdentifier ?? code
    }

    /// Whether this is English, whose messages need no catalogue.
    public var isEnglish: Bool { code == "en" }

    /// The languages a player can choose: English and every shipped translation, in the order of `po/LINGUAS`.
    public static var available: [Language] {
        [.english] + EmbeddedCatalogs.languages.map { Language(code: $0) }
    }

    /// The language's name in itself: `Deutsch`, `日本語` (its catalogue's translation of "English" in the context
    /// "language name").
    public var nativeName: String {
        switch code {
        case "en": return "English"  // l10n: not shown (English's name in English, whatever the language)
        case "pseudo": return Pseudo.transform("English")  // l10n: not shown (the tests' pseudo-language)
        default:
            // TRANSLATORS: the name of your language in your language, as the language setting lists it: Deutsch.
            let english = trNoop(context: "language name", "English")
            let context = "language name"  // l10n: not shown (the message's context)
            return Localization.catalog(for: code)?.translation(of: english, context: context) ?? code
        }
    }

    /// The first of `requested` (gettext names, most wanted first: see `LanguageChain`) that NQueens speaks, or
    /// English.
    public static func best(for requested: [String]) -> Language {
        let shipped = Set(EmbeddedCatalogs.languages)
        for (index, name) in requested.enumerated() {
            let bare = String(name.prefix { $0 != "_" })
            if bare == "en" { return .english }
            if name == "pseudo" { return .pseudo }
            if shipped.contains(name), name != bare { return Language(code: name) }
            guard shipped.contains(bare) else { continue }
            // Write dates in the player's country when the chain names one for this language (`de_AT`).
            let regional =
                requested[index...].first { $0.hasPrefix(bare + "_") }
                ?? requested.first {
                    $0.hasPrefix(bare + "_")
                }
            return Language(code: bare, localeIdentifier: regional ?? bare)
        }
        return .english
    }
}
