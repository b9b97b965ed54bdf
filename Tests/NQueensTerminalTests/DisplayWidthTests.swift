import NQueensTerminal
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "characters take 0, 1 or 2 columns",
        arguments: [
            ("a", 1), (" ", 1), ("é", 1), ("e\u{301}", 1), ("♛", 1), ("♕", 1), ("♚", 1), ("♔", 1), ("★", 1),
            ("✔", 1), ("█", 1), ("─", 1), ("漢", 2), ("字", 2), ("한", 2), ("Ａ", 2), ("。", 2), ("🔥", 2),
            ("🎉", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("☺︎", 1), ("\u{200B}", 0),
            ("\u{301}", 0), ("\u{7}", 0), ("\u{1B}", 0), ("\u{9B}", 0), ("\r\n", 0),
        ] as [(Character, Int)])
    func characterWidth(character: Character, width: Int) {
        #expect(character.displayWidth == width)
    }

    @Test func textWidthIsTheSumOfItsCharacters() {
        #expect("Queens 8/8".displayWidth == 10)
        #expect("♛ 漢字 🔥".displayWidth == 9)
        #expect("".displayWidth == 0)
        #expect("a\tb".displayWidth == 2)
    }

    @Test func truncationKeepsWithinTheWidth() {
        #expect("Hello world".truncated(toWidth: 20) == "Hello world")
        #expect("Hello world".truncated(toWidth: 11) == "Hello world")
        #expect("Hello world".truncated(toWidth: 8) == "Hello w…")
        #expect("Hello world".truncated(toWidth: 7) == "Hello…")
        #expect("漢字漢字".truncated(toWidth: 6) == "漢字…")
        #expect("漢字漢字".truncated(toWidth: 4) == "漢…")
        #expect("Hello".truncated(toWidth: 3, ellipsis: "...") == "...")
        #expect("Hello".truncated(toWidth: 2, ellipsis: "...") == "He")
        #expect("Hello".truncated(toWidth: 0) == "")
    }
}
