import Foundation
import Testing

@testable import NQueensLocalization

@Suite("The shipped catalogues")
struct ShippedCatalogTests {
    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("po/LINGUAS names exactly the compiled-in languages, and each has a catalogue")
    func linguas() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("po/LINGUAS"), encoding: .utf8)
        let names = text.split(separator: "\n").map { $0.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        #expect(names == EmbeddedCatalogs.languages)
        for code in names { #expect(Localization.catalog(for: code) != nil, "\(code)") }
        #expect(Language.available.map(\.code) == ["en"] + names)
    }

    @Test(
        "Every translation has the placeholders of its original, in count and kind",
        arguments: EmbeddedCatalogs.languages)
    func placeholders(code: String) throws {
        let text = try #require(EmbeddedCatalogs.po(for: code))
        for entry in POFile.parse(text) where !entry.msgid.isEmpty && !entry.isFuzzy {
            let original = try #require(MessageFormat.placeholders(in: entry.msgid), "\(entry.msgid)")
            for (index, translation) in entry.translations.enumerated() where !translation.isEmpty {
                let translated = MessageFormat.placeholders(in: translation)
                #expect(translated != nil, "\(code): '\(translation)' has a broken placeholder")
                guard let translated else { continue }
                // A plural form may leave the count out (Japanese's one form still says it); a singular form for 1
                // may write it as a word, as English's "%d" for one may be "one" elsewhere.
                let pluralOriginal = entry.msgidPlural.flatMap(MessageFormat.placeholders(in:)) ?? []
                let wanted = Self.signature(original + pluralOriginal)
                let got = Self.signature(translated)
                if entry.msgidPlural == nil {
                    #expect(got == wanted, "\(code): '\(translation)' for '\(entry.msgid)'")
                } else {
                    #expect(got.isSubset(of: wanted), "\(code) form \(index): '\(translation)' for '\(entry.msgid)'")
                    // What a form may leave out: a number, or what one of the English forms leaves out too.
                    let inBoth = Self.signature(original).intersection(Self.signature(pluralOriginal))
                    #expect(
                        wanted.subtracting(got).allSatisfy { $0.kind == .integer || !inBoth.contains($0) },
                        "\(code): '\(translation)' drops text"
                    )
                }
            }
        }
    }

    @Test("A plural message has as many forms as its language's rule", arguments: EmbeddedCatalogs.languages)
    func pluralForms(code: String) throws {
        let text = try #require(EmbeddedCatalogs.po(for: code))
        let catalog = Catalog(po: text)
        for entry in POFile.parse(text) where entry.msgidPlural != nil && !entry.isFuzzy {
            #expect(entry.translations.count == catalog.pluralRule.formCount, "\(code): \(entry.msgid)")
        }
    }

    /// The placeholders of a message as a set of (position, kind), positions made explicit.
    private static func signature(_ placeholders: [MessageFormat.Placeholder]) -> Set<Slot> {
        Set(placeholders.map { Slot(position: $0.position, kind: $0.kind) })
    }

    private struct Slot: Hashable {
        var position: Int
        var kind: MessageFormat.Kind
    }
}
