import Testing

@testable import NQueensLocalization

@Suite("Reading .po files")
struct POFileTests {
    static let sample = #"""
        # German translation.
        msgid ""
        msgstr ""
        "Language: de\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\n"

        #. A comment for translators.
        #: Sources/A.swift:1
        msgid "Play"
        msgstr "Spielen"

        #, c-format
        msgid "%d queen"
        msgid_plural "%d queens"
        msgstr[0] "%d Dame"
        msgstr[1] "%d Damen"

        msgctxt "difficulty"
        msgid "Hard"
        msgstr "Schwer"

        msgid ""
        "A long message "
        "over \"two\" lines\n"
        msgstr ""
        "Eine lange Nachricht "
        "über \"zwei\" Zeilen\n"

        #, fuzzy
        msgid "Undo"
        msgstr "Rückgängig?"

        msgid "Redo"
        msgstr ""

        #~ msgid "Gone"
        #~ msgstr "Weg"
        """#

    @Test("Messages, plurals, contexts and continued strings are read; fuzzy and empty ones are left out")
    func catalogue() {
        let catalog = Catalog(po: Self.sample)
        #expect(catalog.translation(of: "Play") == "Spielen")
        #expect(catalog.translation(of: "Hard") == nil)
        #expect(catalog.translation(of: "Hard", context: "difficulty") == "Schwer")
        #expect(
            catalog.translation(of: "A long message over \"two\" lines\n")
                == "Eine lange Nachricht über \"zwei\" Zeilen\n")
        #expect(catalog.translation(singular: "%d queen", count: 1) == "%d Dame")
        #expect(catalog.translation(singular: "%d queen", count: 0) == "%d Damen")
        #expect(catalog.translation(of: "Undo") == nil)
        #expect(catalog.translation(of: "Redo") == nil)
        #expect(catalog.translation(of: "Gone") == nil)
        #expect(catalog.pluralRule.formCount == 2)
    }

    @Test("Entries without blank lines between them are told apart")
    func withoutBlankLines() {
        let text = """
            msgid "One"
            msgstr "Eins"
            msgid "Two"
            msgstr "Zwei"
            #, fuzzy
            msgid "Three"
            msgstr "Drei"
            msgctxt "c"
            msgid "Four"
            msgstr "Vier"
            """
        let catalog = Catalog(po: text)
        #expect(catalog.translation(of: "One") == "Eins")
        #expect(catalog.translation(of: "Two") == "Zwei")
        #expect(catalog.translation(of: "Three") == nil)
        #expect(catalog.translation(of: "Four", context: "c") == "Vier")
    }

    @Test("Escapes are decoded; lines that are not .po are skipped, never trapped on")
    func escapesAndDamage() {
        #expect(POFile.unquote(#""a\tb\\c\"d\n""#) == "a\tb\\c\"d\n")
        #expect(POFile.unquote("no quotes") == nil)
        let damaged =
            "msgid \"x\nmsgstr [\nmsgstr[99999999999999999999] \"y\"\n\"orphan\"\nmsgid \"ok\"\nmsgstr \"gut\""
        #expect(Catalog(po: damaged).translation(of: "ok") == "gut")
    }

    @Test("A plural form's index out of gettext's range is skipped: negative (a fuzzing find), or past the sixth form")
    func formIndexOutOfRange() {
        let text =
            "msgid \"Queen\"\nmsgid_plural \"Queens\"\nmsgstr[-1] \"x\"\n\"more\"\nmsgstr[6] \"y\"\n"
            + "msgstr[1000000000] \"z\"\nmsgstr[0] \"Dame\"\nmsgstr[1] \"Damen\"\n"
        let catalog = Catalog(po: text)
        #expect(catalog.messages["Queen"] == ["Dame", "Damen"])
    }
}
