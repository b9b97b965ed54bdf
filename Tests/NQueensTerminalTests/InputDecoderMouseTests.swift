import NQueensTerminal
import Testing

@Suite("Input decoding: mouse, paste")
struct InputDecoderMouseTests {
    static let mouseCases: [(String, [InputEvent])] = [
        ("\u{1B}[<0;10;5M", [mouse(.press(.left), 9, 4)]), ("\u{1B}[<0;10;5m", [mouse(.release(.left), 9, 4)]),
        ("\u{1B}[<1;1;1M", [mouse(.press(.middle), 0, 0)]), ("\u{1B}[<1;1;1m", [mouse(.release(.middle), 0, 0)]),
        ("\u{1B}[<2;3;4M", [mouse(.press(.right), 2, 3)]), ("\u{1B}[<2;3;4m", [mouse(.release(.right), 2, 3)]),
        ("\u{1B}[<64;5;6M", [mouse(.scrollUp, 4, 5)]), ("\u{1B}[<65;5;6M", [mouse(.scrollDown, 4, 5)]),
        ("\u{1B}[<66;5;6M", [mouse(.scrollLeft, 4, 5)]), ("\u{1B}[<67;5;6M", [mouse(.scrollRight, 4, 5)]),
        ("\u{1B}[<4;1;2M", [mouse(.press(.left), 0, 1, .shift)]),
        ("\u{1B}[<8;1;2M", [mouse(.press(.left), 0, 1, .alt)]),
        ("\u{1B}[<16;1;2M", [mouse(.press(.left), 0, 1, .control)]),
        ("\u{1B}[<84;7;8M", [mouse(.scrollUp, 6, 7, [.shift, .control])]),
        ("\u{1B}[<32;2;2M", [mouse(.drag(.left), 1, 1)]), ("\u{1B}[<35;2;2M", [mouse(.move, 1, 1)]),
        ("\u{1B}[<128;1;1M", [mouse(.press(.other(8)), 0, 0)]),
        ("\u{1B}[<129;1;1m", [mouse(.release(.other(9)), 0, 0)]),
        ("\u{1B}[<0;300;120M", [mouse(.press(.left), 299, 119)]),
        // Legacy X10 encoding: button, column and row as bytes offset by 32, 1-based.
        ("\u{1B}[M\u{20}\u{2A}\u{25}", [mouse(.press(.left), 9, 4)]),
        ("\u{1B}[M\u{22}\u{21}\u{21}", [mouse(.press(.right), 0, 0)]),
        ("\u{1B}[M\u{60}\u{23}\u{23}", [mouse(.scrollUp, 2, 2)]),
        ("\u{1B}[M\u{61}\u{23}\u{23}", [mouse(.scrollDown, 2, 2)]),
    ]

    @Test("every mouse report decodes, in one read and byte by byte", arguments: mouseCases)
    func decodesMouse(input: String, expected: [InputEvent]) {
        #expect(decodeAtOnce(bytes(input)) == expected)
        #expect(decodeBytewise(bytes(input)) == expected)
    }

    @Test func legacyReleaseNamesTheButtonPressedBefore() {
        let input = bytes("\u{1B}[M\u{22}\u{21}\u{21}\u{1B}[M\u{23}\u{22}\u{21}")
        #expect(decodeAtOnce(input) == [mouse(.press(.right), 0, 0), mouse(.release(.right), 1, 0)])
    }

    @Test func aClickIsAPressThenARelease() {
        let events = decodeBytewise(bytes("\u{1B}[<0;4;2M\u{1B}[<0;4;2m"))
        #expect(events == [mouse(.press(.left), 3, 1), mouse(.release(.left), 3, 1)])
    }

    // MARK: - Bracketed paste

    @Test func pasteArrivesAsOneEvent() {
        let input = bytes("\u{1B}[200~hello world\u{1B}[201~")
        #expect(decodeAtOnce(input) == [.paste("hello world")])
        #expect(decodeBytewise(input) == [.paste("hello world")])
    }

    @Test func pasteKeepsEscapesAndNewlinesAsText() {
        let input = bytes("x\u{1B}[200~a\u{1B}[Ab\r\nc\u{1B}[201~y")
        let expected: [InputEvent] = [char("x"), .paste("a\u{1B}[Ab\r\nc"), char("y")]
        #expect(decodeAtOnce(input) == expected)
        #expect(decodeBytewise(input) == expected)
    }

    @Test func emptyPasteIsNoEvent() {
        #expect(decodeAtOnce(bytes("\u{1B}[200~\u{1B}[201~")).isEmpty)
    }

    @Test func pasteCutShortEndsOnFlush() {
        var decoder = InputDecoder()
        #expect(decoder.decode(bytes("\u{1B}[200~abc\u{1B}[20")).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flushPending() == [.paste("abc")])
        #expect(decoder.decode(bytes("q")) == [char("q")])
    }

    @Test func pasteWithMultiByteTextSplitAnywhere() {
        let input = bytes("\u{1B}[200~♛ 漢字 🔥\u{1B}[201~")
        #expect(decodeBytewise(input) == [.paste("♛ 漢字 🔥")])
    }
}
