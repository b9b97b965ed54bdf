import Foundation

/// The language NQueens speaks, and the catalogues it speaks them from.
///
/// A front end sets the language once at launch from the player's setting or the environment
/// (`configure(preferred:environment:)`); `tr` and `trn` translate through it. Tests speak another language within a
/// scope (`withLanguage(_:_:)`), which holds for the calling task only, so tests in other languages can run beside
/// them.
public enum Localization {
    // MARK: The current language

    /// The language messages are translated into now.
    public static var language: Language {
        scoped ?? state.withLock { $0.language }
    }

    /// The locale dates, times and numbers are written in: the current language's.
    public static var locale: Locale {
        Locale(identifier: language.localeIdentifier)
    }

    /// Speaks `language` from now on, in every task.
    public static func setLanguage(_ language: Language) {
        state.withLock { $0.language = language }
    }

    /// Chooses the language at launch, and returns it.
    ///
    /// The player's `preferred` setting (a gettext name such as `de`; `nil` or empty for the system's) wins, else
    /// what `environment` asks for (`LanguageChain`); English when NQueens speaks none of them.
    /// `NQUEENS_PSEUDO_LOCALE=1` selects the layout tests' pseudo-language.
    @discardableResult
    public static func configure(preferred: String?, environment: [String: String]) -> Language {
        let chosen = resolve(preferred: preferred, environment: environment)
        setLanguage(chosen)
        return chosen
    }

    /// The language `configure(preferred:environment:)` would choose, without choosing it.
    public static func resolve(preferred: String?, environment: [String: String]) -> Language {
        if environment["NQUEENS_PSEUDO_LOCALE"] == "1" { return .pseudo }
        let requested = LanguageChain.requested(by: environment)
        if let preferred, !preferred.isEmpty {
            // The setting names the language; the environment may still name the country its dates follow.
            return Language.best(for: [preferred] + requested.filter { $0.hasPrefix(preferred + "_") })
        }
        return Language.best(for: requested)
    }

    /// Runs `body` speaking `language`, for the calling task and the tasks it starts only.
    public static func withLanguage<Result>(_ language: Language, _ body: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(language, operation: body)
    }

    /// Runs `body` speaking `language`, for the calling task and the tasks it starts only.
    public static func withLanguage<Result>(
        _ language: Language, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(language, operation: body, isolation: isolation)
    }

    @TaskLocal private static var scoped: Language?

    // MARK: Catalogues

    /// The shipped catalogue of the language named `code`, read from its compiled-in `.po` file on first use.
    public static func catalog(for code: String) -> Catalog? {
        if let cached = state.withLock({ $0.catalogs[code] }) { return cached }
        guard let text = EmbeddedCatalogs.po(for: code) else { return nil }
        let catalog = Catalog(po: text)
        state.withLock { $0.catalogs[code] = catalog }
        return catalog
    }

    // MARK: Translating

    /// `message` in the current language, its placeholders filled with `arguments`.
    static func translate(_ message: String, context: String?, arguments: [MessageValue]) -> String {
        let language = language
        let text: String
        switch language.code {
        case "en": text = message
        case "pseudo": text = Pseudo.transform(message)
        default: text = catalog(for: language.code)?.translation(of: message, context: context) ?? message
        }
        return MessageFormat.format(text, arguments)
    }

    /// The form of a plural message for `count` in the current language, its placeholders filled with `arguments`.
    static func translate(
        singular: String, plural: String, count: Int, context: String?, arguments: [MessageValue]
    ) -> String {
        let language = language
        let english = PluralRule.english.formIndex(for: count) == 0 ? singular : plural
        let text: String
        switch language.code {
        case "en": text = english
        case "pseudo": text = Pseudo.transform(english)
        default:
            text =
                catalog(for: language.code)?.translation(singular: singular, count: count, context: context) ?? english
        }
        return MessageFormat.format(text, arguments)
    }

    // MARK: State

    private struct State {
        var language = Language.english
        var catalogs: [String: Catalog] = [:]
    }

    private static let state = LockedState(State())
}

// MARK: - The calls that mark and translate messages

/// `message` in the player's language, its `%s` and `%d` placeholders filled with `arguments` in order (or by
/// position: `%2$s`).
///
/// `scripts/update-translations` collects every literal passed here into `po/nqueens.pot`: pass a string literal
/// (no interpolation), and put the figures in through placeholders.
public func tr(_ message: String, _ arguments: any MessageArgument...) -> String {
    Localization.translate(message, context: nil, arguments: arguments.map(\.messageValue))
}

/// `message` in the player's language, told apart from the same English in other places by `context` (gettext's
/// `msgctxt`), its placeholders filled with `arguments`.
public func tr(context: String, _ message: String, _ arguments: any MessageArgument...) -> String {
    Localization.translate(message, context: context, arguments: arguments.map(\.messageValue))
}

/// The form of a message for `count` in the player's language (English: `singular` for 1, else `plural`), its
/// placeholders filled with `arguments`, or with `count` alone when none are given.
///
/// `trn("%d queen", "%d queens", count: 2)` is "2 Damen" in German. Never choose a form with `count == 1 ? … : …`:
/// languages have other rules (French's singular takes 0 too, Japanese has one form).
public func trn(_ singular: String, _ plural: String, count: Int, _ arguments: any MessageArgument...) -> String {
    Localization.translate(
        singular: singular, plural: plural, count: count, context: nil,
        arguments: arguments.isEmpty ? [.integer(count)] : arguments.map(\.messageValue))
}

/// The form of a message for `count`, in `context` (see `trn(_:_:count:_:)`).
public func trn(
    context: String, _ singular: String, _ plural: String, count: Int, _ arguments: any MessageArgument...
) -> String {
    Localization.translate(
        singular: singular, plural: plural, count: count, context: context,
        arguments: arguments.isEmpty ? [.integer(count)] : arguments.map(\.messageValue))
}

/// Marks `message` for the catalogue without translating it (gettext's `N_`): for messages kept in tables and
/// translated with `tr` where they are shown.
public func trNoop(_ message: String) -> String {
    message
}

/// Marks `message` in `context` for the catalogue without translating it (see `trNoop(_:)`).
public func trNoop(context: String, _ message: String) -> String {
    message
}

// MARK: - A lock

/// A value behind a lock, for the little state the localization keeps across threads.
final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
