import Testing

@testable import NQueensLocalization

@Suite("Message placeholders")
struct MessageFormatTests {
    @Test("Placeholders are filled in order, by position, and %% is a per cent sign")
    func formatting() {
        #expect(
            MessageFormat.format("%s solved in %d moves", [.text("8×8"), .integer(12)]) == "8×8 solved in 12 moves")
        #expect(MessageFormat.format("%2$s: %1$d", [.integer(3), .text("Zeit")]) == "Zeit: 3")
        #expect(MessageFormat.format("80%%", []) == "80%")
        #expect(MessageFormat.format("no placeholders", [.text("x")]) == "no placeholders")
        #expect(MessageFormat.format("missing %s", []) == "missing %s")
        #expect(MessageFormat.format("a lone % sign", []) == "a lone % sign")
    }

    @Test("Placeholders are listed with their kinds; mixed and broken ones are refused")
    func listing() {
        #expect(
            MessageFormat.placeholders(in: "%s and %d")
                == [.init(position: 1, kind: .text), .init(position: 2, kind: .integer)])
        #expect(
            MessageFormat.placeholders(in: "%2$d, %1$s")
                == [.init(position: 2, kind: .integer), .init(position: 1, kind: .text)])
        #expect(MessageFormat.placeholders(in: "100%%") == [])
        #expect(MessageFormat.placeholders(in: "%1$s and %s") == nil)
        #expect(MessageFormat.placeholders(in: "%x") == nil)
        #expect(MessageFormat.placeholders(in: "trailing %") == nil)
    }

    @Test("tr and trn fill their arguments; trn fills the count when given none")
    func calls() {
        Localization.withLanguage(.english) {
            #expect(tr("Play %s", "8×8") == "Play 8×8")
            #expect(trn("%d queen", "%d queens", count: 1) == "1 queen")
            #expect(trn("%d queen", "%d queens", count: 0) == "0 queens")
            #expect(trn("%d game on %s", "%d games on %s", count: 2, 2, "8×8") == "2 games on 8×8")
            #expect(tr(context: "difficulty", "Hard") == "Hard")
            #expect(trNoop("Kept") == "Kept")
        }
    }
}
