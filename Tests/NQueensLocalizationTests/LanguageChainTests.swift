import Testing

@testable import NQueensLocalization

@Suite("Choosing the language")
struct LanguageChainTests {
    @Test("LANGUAGE comes first, then LC_ALL, LC_MESSAGES and LANG; codesets and modifiers are dropped")
    func chain() {
        #expect(LanguageChain.requested(by: ["LANG": "de_DE.UTF-8"]) == ["de_DE", "de"])
        #expect(
            LanguageChain.requested(by: ["LANGUAGE": "pt_BR:fr", "LANG": "de_AT.UTF-8@euro"]) == [
                "pt_BR", "pt", "fr", "de_AT", "de",
            ])
        #expect(LanguageChain.requested(by: ["LC_ALL": "ja_JP.UTF-8", "LANG": "de_DE.UTF-8"]) == ["ja_JP", "ja"])
        #expect(LanguageChain.requested(by: ["LC_MESSAGES": "es_ES", "LANG": "de_DE"]) == ["es_ES", "es"])
        #expect(LanguageChain.requested(by: ["LANG": "C.UTF-8"]).isEmpty)
        #expect(LanguageChain.requested(by: ["LANG": "POSIX"]).isEmpty)
        #expect(LanguageChain.requested(by: [:]).isEmpty)
        #expect(LanguageChain.requested(by: ["LANG": "../../etc/passwd"]).isEmpty)
    }

    @Test("LANGUAGE counts under the C locale, where glibc would ignore it")
    func languageUnderC() {
        #expect(Localization.resolve(preferred: nil, environment: ["LANGUAGE": "fr", "LANG": "C.UTF-8"]).code == "fr")
        #expect(Localization.resolve(preferred: nil, environment: ["LANGUAGE": "fr"]).code == "fr")
        #expect(Localization.resolve(preferred: nil, environment: ["LANGUAGE": "fr", "LC_ALL": "C"]).code == "fr")
    }

    @Test("The first language NQueens speaks wins: pt_BR → pt → English, and a region keeps its dates")
    func fallback() {
        #expect(Localization.resolve(preferred: nil, environment: ["LANG": "pt_BR.UTF-8"]) == .english)
        #expect(Localization.resolve(preferred: nil, environment: ["LANGUAGE": "pt_BR:es"]).code == "es")
        let austrian = Localization.resolve(preferred: nil, environment: ["LANG": "de_AT.UTF-8"])
        #expect(austrian.code == "de")
        #expect(austrian.localeIdentifier == "de_AT")
        #expect(Localization.resolve(preferred: nil, environment: ["LANGUAGE": "en:de"]) == .english)
    }

    @Test("The player's setting overrides the environment; the pseudo-language is for tests only")
    func setting() {
        let environment = ["LANG": "de_CH.UTF-8"]
        #expect(Localization.resolve(preferred: "ja", environment: environment).code == "ja")
        #expect(Localization.resolve(preferred: "de", environment: environment).localeIdentifier == "de_CH")
        #expect(Localization.resolve(preferred: "", environment: environment).code == "de")
        #expect(Localization.resolve(preferred: "en", environment: environment) == .english)
        #expect(Localization.resolve(preferred: nil, environment: ["NQUEENS_PSEUDO_LOCALE": "1"]) == .pseudo)
        #expect(!Language.available.contains(.pseudo))
    }

    @Test("A scoped language holds for its task only")
    func scoped() async {
        let before = Localization.language
        await Localization.withLanguage(Language(code: "fr")) {
            #expect(Localization.language.code == "fr")
            let child = Task { Localization.language.code }
            #expect(await child.value == "fr")
        }
        #expect(Localization.language == before)
    }
}
