import Testing

@testable import NQueensTerminal

/// Wrapping, cutting and fitting text by display width: Japanese (two columns a character, no spaces), German (long
/// words), and the pseudo-language's accents.
@Suite("Text layout")
struct TextLayoutTests {
    // MARK: Display width of the scripts that matter

    @Test(
        "Japanese, Chinese, Korean and fullwidth forms take two columns; halfwidth katakana and accents one",
        arguments: [
            ("ひらがな", 8), ("カタカナ", 8), ("漢字", 4), ("한국어", 6), ("ＡＢＣ", 6), ("ｶﾀｶﾅ", 4), ("Größe", 5),
            ("[Pláý ~~]", 9), ("が", 2), ("か\u{3099}", 2), ("🔥 3", 4), ("盤面８×８", 9), ("、。", 4),
        ] as [(String, Int)])
    func widthOfScripts(text: String, width: Int) {
        #expect(text.displayWidth == width)
    }

    @Test func cuttingJapaneseNeverSplitsACharacter() {
        let text = "新しいゲームを始める"
        #expect(text.truncated(toWidth: 20) == text)
        #expect(text.truncated(toWidth: 9) == "新しいゲ…")
        #expect(text.truncated(toWidth: 8) == "新しい…")
        #expect(text.truncated(toWidth: 8).displayWidth == 7)
        #expect("ab漢字".truncated(toWidth: 4) == "ab…")
    }

    @Test func cuttingGermanEndsInAnEllipsis() {
        let text = "Lösungsalbumübersicht"
        #expect(text.truncated(toWidth: 10) == "Lösungsal…")
        #expect(text.truncated(toWidth: 10).displayWidth == 10)
    }

    // MARK: Wrapping

    @Test func wrappingJapaneseBreaksBetweenCharacters() {
        let text = "今日のデイリーパズルを解きました。明日もまた挑戦してください。"
        let lines = TextLayout.wrap(text, width: 20)
        #expect(lines.allSatisfy { $0.displayWidth <= 20 })
        #expect(lines.joined() == text)
        #expect(lines == ["今日のデイリーパズル", "を解きました。明日も", "また挑戦してくださ", "い。"])
    }

    @Test func wrappingJapaneseNeverStartsALineWithClosingPunctuation() {
        // Ten characters fill 20 columns exactly; the full stop would begin the second line, so こ goes with it.
        let lines = TextLayout.wrap("あいうえおかきくけこ。さしすせそ", width: 20)
        #expect(lines == ["あいうえおかきくけ", "こ。さしすせそ"])
        #expect(lines.allSatisfy { !$0.hasPrefix("。") })
    }

    @Test func wrappingJapaneseAfterLatinFillsTheLine() {
        let lines = TextLayout.wrap("8×8 のパズルを解きました", width: 12)
        #expect(lines == ["8×8 のパズル", "を解きました"])
        #expect(lines.allSatisfy { $0.displayWidth <= 12 })
    }

    @Test func wrappingGermanBreaksAtSpacesFirst() {
        let lines = TextLayout.wrap("Zeige die Anzahl der noch erreichbaren Lösungen", width: 20)
        #expect(lines == ["Zeige die Anzahl der", "noch erreichbaren", "Lösungen"])
    }

    @Test func aGermanWordLongerThanALineIsHyphenated() {
        let lines = TextLayout.wrap("Die Lösungsalbumübersicht", width: 10)
        #expect(lines == ["Die", "Lösungsal-", "bumübersi-", "cht"])
        #expect(lines.allSatisfy { $0.displayWidth <= 10 })
    }

    @Test func wrappingToAFewLinesEndsInAnEllipsis() {
        let german = TextLayout.wrap("Zeige die Anzahl der noch erreichbaren Lösungen", width: 20, maximumLines: 2)
        #expect(german == ["Zeige die Anzahl der", "noch erreichbaren L…"])
        let japanese = TextLayout.wrap("今日のデイリーパズルを解きました。明日もまた挑戦してください。", width: 20, maximumLines: 2)
        #expect(japanese.count == 2)
        #expect(japanese[1].hasSuffix("…"))
        #expect(japanese[1].displayWidth <= 20)
        #expect(!japanese[1].contains(" "))
    }

    @Test func wrappingKeepsLineBreaksAndDropsNothing() {
        #expect(TextLayout.wrap("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(TextLayout.wrap("", width: 5).isEmpty)
        #expect(TextLayout.wrap("abc", width: 0).isEmpty)
        #expect(TextLayout.wrap("漢字", width: 1) == ["漢", "字"])
    }

    // MARK: Fitting side by side

    @Test func fittingCutsTheLongestFirst() {
        let labels = ["Dunkles Design", "Animationen an", "Glocke aus"]
        let fitted = TextLayout.fit(labels, width: 34)
        #expect(fitted.map(\.displayWidth).reduce(0, +) <= 34)
        #expect(fitted[2] == "Glocke aus")
        #expect(fitted[0].hasSuffix("…") && fitted[1].hasSuffix("…"))
        #expect(TextLayout.fit(labels, width: 60) == labels)
    }

    @Test func fittingMeasuresWideCharacters() {
        let fitted = TextLayout.fit(["ダークテーマ", "アニメーション オン"], width: 20)
        #expect(fitted.map(\.displayWidth).reduce(0, +) <= 20)
        #expect(fitted.allSatisfy { !$0.isEmpty })
    }
}
