// Fuzzes what the localization reads from outside: the language variables of the environment (`LANGUAGE`,
// `LC_ALL`, `LC_MESSAGES`, `LANG`, and the saved language setting), gettext plural rules, `.po` text and message
// placeholders (the shipped catalogues are ours, but a translator's file is read the same way).
//
// Input: a selector byte, then text split at NUL bytes.
// Invariants: nothing traps; the chosen language is English, the pseudo-language or a shipped one; a rule's form
// is within its form count; formatting a message never drops literal text around its placeholders; a catalogue's
// plural translation has as many forms as it read.

import FuzzSupport
import NQueensLocalization

/// libFuzzer calls this with each input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let selector = input.byte() % 4
    let parts = input.rest().split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    let first = parts.first ?? ""
    switch selector {
    case 0:
        let names = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]
        var environment: [String: String] = [:]
        for (name, value) in zip(names, parts.dropFirst()) { environment[name] = value }
        let requested = LanguageChain.requested(by: environment)
        fuzzExpect(Set(requested).count == requested.count, "the chain repeats a language: \(requested)")
        let chosen = Localization.resolve(preferred: first.isEmpty ? nil : first, environment: environment)
        let known = Set(Language.available.map(\.code) + ["pseudo"])
        fuzzExpect(known.contains(chosen.code), "chose \(chosen.code), which NQueens does not speak")
    case 1:
        guard let rule = PluralRule(header: first) else { return 0 }
        for count in [0, 1, 2, 5, 11, 21, 101, Int.max, Int.min] {
            let form = rule.formIndex(for: count)
            fuzzExpect((0..<rule.formCount).contains(form), "form \(form) of \(rule.formCount) for \(count)")
        }
    case 2:
        let catalog = Catalog(po: first)
        for forms in catalog.messages.values { fuzzExpect(!forms.isEmpty, "a message with no translation") }
        _ = catalog.translation(singular: parts.dropFirst().first ?? "", count: 3)
    default:
        let arguments: [MessageValue] = parts.dropFirst().map { .text($0) }
        let formatted = MessageFormat.format(first, arguments)
        if !first.contains("%") { fuzzExpect(formatted == first, "a message without placeholders changed") }
        if let placeholders = MessageFormat.placeholders(in: first) {
            fuzzExpect(placeholders.allSatisfy { $0.position >= 1 }, "a placeholder before the first argument")
        }
        _ = Pseudo.transform(first)
    }
    return 0
}
