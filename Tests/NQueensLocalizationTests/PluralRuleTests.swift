import Testing

@testable import NQueensLocalization

@Suite("Plural rules")
struct PluralRuleTests {
    @Test("The rules of the shipped languages pick the right form at 0, 1, 2 and 5")
    func shippedRules() throws {
        let german = try #require(PluralRule(header: " nplurals=2; plural=(n != 1);"))
        let french = try #require(PluralRule(header: "nplurals=2; plural=(n > 1);"))
        let japanese = try #require(PluralRule(header: "nplurals=1; plural=0;"))
        #expect([0, 1, 2, 5].map(german.formIndex) == [1, 0, 1, 1])
        #expect([0, 1, 2, 5].map(french.formIndex) == [0, 0, 1, 1])
        #expect([0, 1, 2, 5].map(japanese.formIndex) == [0, 0, 0, 0])
        #expect(japanese.formCount == 1)
        #expect([0, 1, 2, 5].map(PluralRule.english.formIndex) == [1, 0, 1, 1])
    }

    @Test("Russian's three forms: precedence, && and ||, and the conditional")
    func russian() throws {
        let rule = try #require(
            PluralRule(
                header:
                    "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
            ))
        let expected = [0: 2, 1: 0, 2: 1, 4: 1, 5: 2, 11: 2, 12: 2, 21: 0, 22: 1, 25: 2, 111: 2, 101: 0]
        for (count, form) in expected { #expect(rule.formIndex(for: count) == form, "n = \(count)") }
    }

    @Test("Arabic's six forms and Polish's three, as gettext writes them")
    func longerRules() throws {
        let arabic = try #require(
            PluralRule(
                header:
                    "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;"
            ))
        #expect([0, 1, 2, 3, 11, 100].map(arabic.formIndex) == [0, 1, 2, 3, 4, 5])
        let polish = try #require(
            PluralRule(
                header: "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : 2);"))
        #expect([1, 2, 5, 12, 22, 25].map(polish.formIndex) == [0, 1, 2, 2, 1, 2])
        let negation = try #require(PluralRule(header: "nplurals=2; plural=!(n == 1);"))
        #expect([1, 2].map(negation.formIndex) == [0, 1])
    }

    @Test(
        "Headers that are not rules are refused",
        arguments: [
            "", "nplurals=2;", "plural=(n != 1);", "nplurals=0; plural=0;", "nplurals=2; plural=(n != ;",
            "nplurals=2; plural=n ? 1;", "nplurals=2; plural=x;", "nplurals=2; plural=(n != 1));",
        ])
    func refused(header: String) {
        #expect(PluralRule(header: header) == nil)
    }

    @Test("A rule whose result is out of range picks the last form; division by zero is 0")
    func outOfRange() throws {
        let rule = try #require(PluralRule(header: "nplurals=2; plural=n;"))
        #expect(rule.formIndex(for: 7) == 1)
        let division = try #require(PluralRule(header: "nplurals=2; plural=n/0 + n%0;"))
        #expect(division.formIndex(for: 3) == 0)
    }
}
