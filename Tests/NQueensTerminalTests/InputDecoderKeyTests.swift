import NQueensTerminal
import Testing

@Suite("Input decoding: keys")
struct InputDecoderKeyTests {
    static let keyCases: [(String, [InputEvent])] = [
        // Printable text, UTF-8 of every length, combining marks kept with their base.
        ("a", [char("a")]), ("Q", [char("Q")]), ("~", [char("~")]), ("é", [char("é")]), ("漢", [char("漢")]),
        ("🔥", [char("🔥")]), ("hjkl", [char("h"), char("j"), char("k"), char("l")]),
        // Space, Enter, Tab, Backspace.
        (" ", [key(.space)]), ("\r", [key(.enter)]), ("\n", [key(.enter)]), ("\t", [key(.tab)]),
        ("\u{7F}", [key(.backspace)]), ("\u{08}", [key(.backspace)]),
        // Control keys.
        ("\u{01}", [.key(.control("a"))]), ("\u{03}", [.key(.control("c"))]), ("\u{1A}", [.key(.control("z"))]),
        ("\u{00}", [.key(.control(" "))]), ("\u{1C}", [.key(.control("\\"))]), ("\u{1F}", [.key(.control("_"))]),
        // Arrows in CSI and SS3 form, with modifiers.
        ("\u{1B}[A", [key(.up)]), ("\u{1B}[B", [key(.down)]), ("\u{1B}[C", [key(.right)]), ("\u{1B}[D", [key(.left)]),
        ("\u{1B}OA", [key(.up)]), ("\u{1B}OB", [key(.down)]), ("\u{1B}OC", [key(.right)]), ("\u{1B}OD", [key(.left)]),
        ("\u{1B}[1;5A", [key(.up, .control)]), ("\u{1B}[1;2B", [key(.down, .shift)]),
        ("\u{1B}[1;3C", [key(.right, .alt)]), ("\u{1B}[1;6D", [key(.left, [.control, .shift])]),
        ("\u{1B}[1;9A", [key(.up, .meta)]), ("\u{1B}O5A", [key(.up, .control)]),
        // Home, End, Insert, Delete, Page Up/Down in every form.
        ("\u{1B}[H", [key(.home)]), ("\u{1B}[F", [key(.end)]), ("\u{1B}OH", [key(.home)]), ("\u{1B}OF", [key(.end)]),
        ("\u{1B}[1~", [key(.home)]), ("\u{1B}[2~", [key(.insert)]), ("\u{1B}[3~", [key(.delete)]),
        ("\u{1B}[4~", [key(.end)]), ("\u{1B}[5~", [key(.pageUp)]), ("\u{1B}[6~", [key(.pageDown)]),
        ("\u{1B}[7~", [key(.home)]), ("\u{1B}[8~", [key(.end)]), ("\u{1B}[3;5~", [key(.delete, .control)]),
        ("\u{1B}[1;2H", [key(.home, .shift)]),
        // Function keys.
        ("\u{1B}OP", [key(.function(1))]), ("\u{1B}OQ", [key(.function(2))]), ("\u{1B}OR", [key(.function(3))]),
        ("\u{1B}OS", [key(.function(4))]), ("\u{1B}[11~", [key(.function(1))]), ("\u{1B}[12~", [key(.function(2))]),
        ("\u{1B}[13~", [key(.function(3))]), ("\u{1B}[14~", [key(.function(4))]), ("\u{1B}[15~", [key(.function(5))]),
        ("\u{1B}[17~", [key(.function(6))]), ("\u{1B}[24~", [key(.function(12))]),
        ("\u{1B}[1;2P", [key(.function(1), .shift)]), ("\u{1B}[[A", [key(.function(1))]),
        ("\u{1B}[[E", [key(.function(5))]),
        // Shift-Tab, Alt-keys, keys reported by code point.
        ("\u{1B}[Z", [key(.tab, .shift)]), ("\u{1B}x", [char("x", .alt)]), ("\u{1B}X", [char("X", .alt)]),
        ("\u{1B}é", [char("é", .alt)]), ("\u{1B}\u{7F}", [key(.backspace, .alt)]),
        ("\u{1B}\u{01}", [char("a", [.control, .alt])]), ("\u{1B}\r", [key(.enter, .alt)]),
        ("\u{1B}[97;5u", [char("a", .control)]), ("\u{1B}[13;2u", [key(.enter, .shift)]),
        ("\u{1B}[27;5;106~", [char("j", .control)]), ("\u{1B}[27;5;74~", [char("j", .control)]),
        // Focus reports.
        ("\u{1B}[I", [.focusGained]), ("\u{1B}[O", [.focusLost]),
    ]

    @Test("every key sequence decodes, in one read and byte by byte", arguments: keyCases)
    func decodesKey(input: String, expected: [InputEvent]) {
        #expect(decodeAtOnce(bytes(input)) == expected)
        #expect(decodeBytewise(bytes(input)) == expected)
    }

    @Test func decodesASequenceOfMixedInput() {
        let input = bytes("ab\u{1B}[A\r\u{1B}[<0;3;4M\u{1B}OP q")
        let expected: [InputEvent] = [
            char("a"), char("b"), key(.up), key(.enter), mouse(.press(.left), 2, 3), key(.function(1)), key(.space),
            char("q"),
        ]
        #expect(decodeAtOnce(input) == expected)
        #expect(decodeBytewise(input) == expected)
    }

    // MARK: - Escape and its timeout

    @Test func loneEscapeWaitsForTheFlush() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flushPending() == [key(.escape)])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flushPending().isEmpty)
    }

    @Test func escapeCompletedByTheNextReadIsASequence() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(bytes("[")).isEmpty)
        #expect(decoder.decode(bytes("A")) == [key(.up)])
        #expect(!decoder.hasPendingInput)
    }

    @Test func doubleEscapeIsTwoEscapeKeys() {
        #expect(decodeAtOnce([0x1B, 0x1B]) == [key(.escape), key(.escape)])
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B, 0x1B]) == [key(.escape)])
        #expect(decoder.flushPending() == [key(.escape)])
    }

    @Test(
        "an incomplete sequence resolves on flush",
        arguments: [
            ("\u{1B}[", [char("[", .alt)]), ("\u{1B}O", [char("O", .alt)]), ("\u{1B}[1;", []), ("\u{1B}[<0;1", []),
            ("\u{1B}O5", []), ("\u{E6}\u{BC}", []), ("a\u{1B}", [char("a"), key(.escape)]),
        ] as [(String, [InputEvent])])
    func flushResolvesIncompleteInput(input: String, expected: [InputEvent]) {
        let raw: [UInt8] = input == "\u{E6}\u{BC}" ? [0xE6, 0xBC] : bytes(input)
        var decoder = InputDecoder()
        let before = decoder.decode(raw)
        #expect(decoder.hasPendingInput)
        #expect(before + decoder.flushPending() == expected)
        #expect(!decoder.hasPendingInput)
    }

    @Test func flushedGarbageDoesNotSwallowLaterInput() {
        var decoder = InputDecoder()
        _ = decoder.decode(bytes("\u{1B}[12;"))
        _ = decoder.flushPending()
        #expect(decoder.decode(bytes("q")) == [char("q")])
    }

    // MARK: - Garbage

    @Test(
        "unknown and malformed sequences are consumed without events",
        arguments: [
            "\u{1B}[99X", "\u{1B}[?1;2c", "\u{1B}[>0;276;0c", "\u{1B}[12;34R\u{1B}[E", "\u{1B}[99~", "\u{1B}[1$y",
            "\u{1B}]11;rgb:0000/0000/0000\u{07}", "\u{1B}]0;title\u{1B}\\", "\u{1B}[<0;0;5M", "\u{1B}[<0;5M",
            "\u{1B}[<65;3;3m", "\u{1B}[201~", "\u{1B}[999999999999999999999A", "\u{1B}[[Z", "\u{1B}[0u",
        ])
    func ignoresGarbage(input: String) {
        #expect(decodeAtOnce(bytes(input)) == [])
        #expect(decodeBytewise(bytes(input)) == [])
    }

    @Test func combiningMarksInOneReadStayWithTheirBase() {
        #expect(decodeAtOnce(bytes("e\u{301}a")) == [char("e\u{301}"), char("a")])
    }

    @Test func invalidUTF8IsDropped() {
        let input: [UInt8] = [0x61, 0xFF, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x62, 0xC2, 0x85, 0x63]
        #expect(decodeAtOnce(input) == [char("a"), char("b"), char("c")])
        #expect(decodeBytewise(input) == [char("a"), char("b"), char("c")])
    }

    @Test func aControlByteInsideASequenceEndsItAndCounts() {
        #expect(decodeAtOnce(bytes("\u{1B}[1;\rq")) == [key(.enter), char("q")])
    }

    @Test func overlongSequencesAreDropped() {
        let input = bytes("\u{1B}[" + String(repeating: "1;", count: 200) + "A") + bytes("q")
        let events = decodeAtOnce(input)
        #expect(!events.contains(key(.up)))
        #expect(events.last == char("q"))
    }

    @Test func anOverlongSequenceIsDroppedWholeWhereverReadsSplitIt() {
        // Found by the terminal-input fuzzer: split across reads, the part of an overlong sequence that arrived
        // after the first 256 bytes was decoded as keys; in one read it was dropped.
        let input = bytes(
            "\u{1B}[" + String(repeating: "7", count: 11) + String(repeating: "0", count: 240) + "4263308441431240234~q"
        )
        #expect(decodeAtOnce(input) == [char("q")])
        #expect(decodeBytewise(input) == [char("q")])
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for chunk in stride(from: 0, to: input.count, by: 5) {
            events += decoder.decode(input[chunk..<min(chunk + 5, input.count)])
        }
        #expect(events + decoder.flushPending() == [char("q")])
    }

    @Test func everyByteAloneNeverCrashesOrPrintsEscapes() {
        var typed: [Character] = []
        for byte in UInt8.min...UInt8.max {
            for event in decodeBytewise([0x1B, byte, byte, 0x1B, UInt8(ascii: "["), byte]) {
                if case .key(let key) = event, case .character(let character) = key.key { typed.append(character) }
            }
        }
        #expect(!typed.isEmpty)
        #expect(
            typed.allSatisfy { $0.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) } })
    }

    // MARK: - Names

    @Test func keysDescribeThemselves() {
        #expect(KeyEvent(.up, modifiers: [.control, .shift]).description == "Ctrl-Shift-Up")
        #expect(KeyEvent.control("c").description == "Ctrl-c")
        #expect(KeyEvent(.space).description == "Space")
        #expect(KeyEvent(.function(5), modifiers: .alt).description == "Alt-F5")
        #expect(KeyEvent(.character("?")).description == "?")
    }
}
