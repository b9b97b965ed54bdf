import Testing

@testable import NQueensLocalization

@Suite("The pseudo-language")
struct PseudoTests {
    @Test("Messages are accented, bracketed and at least 40 % longer, their placeholders kept")
    func transform() {
        let message = "Solved in %d moves on %2$s, 100%%"
        let pseudo = Pseudo.transform(message)
        #expect(pseudo.hasPrefix("[Šölvéd"))
        #expect(pseudo.hasSuffix("]"))
        #expect(Double(pseudo.count) >= Double(message.count) * 1.4)
        #expect(MessageFormat.placeholders(in: pseudo) == MessageFormat.placeholders(in: message))
        #expect(Pseudo.transform("") == "")
    }

    @Test("tr speaks it under the pseudo-language")
    func speaking() {
        Localization.withLanguage(.pseudo) {
            #expect(tr("Play %s", "8×8").hasPrefix("[Pláý 8×8"))
            #expect(trn("%d queen", "%d queens", count: 2).hasPrefix("[2 qüééñš"))
        }
    }
}
