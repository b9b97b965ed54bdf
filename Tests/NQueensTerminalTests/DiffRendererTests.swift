import NQueensPresentation
import NQueensTerminal
import Testing

@Suite("Diff renderer")
struct DiffRendererTests {
    let renderer = DiffRenderer(colorMode: .trueColor)

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// A 10×3 grid with `text` at `point`.
    func grid(_ text: String = "", at point: GridPoint = .origin, style: CellStyle = .plain) -> CellGrid {
        var grid = CellGrid(width: 10, height: 3)
        grid.put(text, at: point, style: style)
        return grid
    }

    // MARK: - Only what changed

    @Test func anUnchangedFrameWritesNothing() {
        var frame = grid("♛ Queens 漢", style: CellStyle(foreground: .hex(0xF5C542), attributes: .bold))
        frame.fill(GridRect(x: 0, y: 1, width: 10, height: 2), with: "·", style: CellStyle(background: .hex(0x1C1C28)))
        #expect(renderer.render(frame, over: frame).isEmpty)
        for mode in ColorMode.allCases {
            #expect(DiffRenderer(colorMode: mode).render(frame, over: frame) == [])
        }
    }

    @Test func aSingleChangedCellIsOneMoveAndOneCharacter() {
        let bytes = renderer.render(grid("x", at: GridPoint(x: 4, y: 1)), over: grid())
        #expect(text(bytes) == "\u{1B}[2;5Hx")
    }

    @Test func aSingleStyledCellSetsAndResetsItsStyle() {
        let style = CellStyle(foreground: .hex(0xFF0000), attributes: .bold)
        let bytes = renderer.render(grid("x", at: GridPoint(x: 4, y: 1), style: style), over: grid())
        #expect(text(bytes) == "\u{1B}[2;5H\u{1B}[1;38;2;255;0;0mx\u{1B}[0m")
    }

    @Test func theOriginIsAddressedShortly() {
        #expect(text(renderer.render(grid("x"), over: grid())) == "\u{1B}[Hx")
    }

    @Test func adjacentChangesAreOneRun() {
        let bytes = renderer.render(grid("abc", at: GridPoint(x: 2, y: 0)), over: grid())
        #expect(text(bytes) == "\u{1B}[1;3Habc")
    }

    @Test func aShortUnchangedGapIsRewrittenALongOneSkipped() {
        let before = grid("xyz       ")
        #expect(text(renderer.render(grid("AyZ       "), over: before)) == "\u{1B}[HAyZ")
        let after = grid("A        Z")
        #expect(text(renderer.render(after, over: grid())) == "\u{1B}[HA\u{1B}[8CZ")
    }

    @Test func aGapInAnotherStyleIsSkippedNotRewritten() {
        var before = grid()
        before.put("y", at: GridPoint(x: 1, y: 0), style: CellStyle(attributes: .underline))
        var after = before
        after.put("A", at: .origin, style: .plain)
        after.put("Z", at: GridPoint(x: 2, y: 0), style: .plain)
        #expect(text(renderer.render(after, over: before)) == "\u{1B}[HA\u{1B}[CZ")
    }

    @Test func changesOnOtherRowsMoveTheCursorAbsolutely() {
        var after = grid("a")
        after.put("b", at: GridPoint(x: 9, y: 2), style: .plain)
        #expect(text(renderer.render(after, over: grid())) == "\u{1B}[Ha\u{1B}[3;10Hb")
    }

    @Test func afterAWideCharacterTheCursorIsPlacedAgain() {
        let bytes = renderer.render(grid("漢x"), over: grid())
        #expect(text(bytes) == "\u{1B}[H漢\u{1B}[1;3Hx")
    }

    @Test func replacingAWideCharacterWritesBothCells() {
        let bytes = renderer.render(grid("ab"), over: grid("漢"))
        #expect(text(bytes) == "\u{1B}[Hab")
        #expect(text(renderer.render(grid("漢"), over: grid("ab"))) == "\u{1B}[H漢")
    }

    @Test func aFullRedrawClearsThenDrawsWhatIsNotBlank() {
        let bytes = renderer.render(grid("hi", at: GridPoint(x: 1, y: 1)), over: nil)
        #expect(text(bytes) == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[2;2Hhi")
        let resized = renderer.render(grid("hi", at: GridPoint(x: 1, y: 1)), over: CellGrid(width: 5, height: 5))
        #expect(resized == bytes)
    }

    // MARK: - Minimal style changes

    @Test func styleChangesUseTheFewestParameters() {
        var after = grid()
        after.put("a", at: .origin, style: CellStyle(attributes: .bold))
        after.put("b", at: GridPoint(x: 1, y: 0), style: CellStyle(attributes: .dim))
        after.put("c", at: GridPoint(x: 2, y: 0), style: CellStyle(attributes: [.dim, .underline]))
        after.put("d", at: GridPoint(x: 3, y: 0), style: CellStyle(foreground: .hex(0x00FF00), attributes: .dim))
        after.put("e", at: GridPoint(x: 4, y: 0), style: CellStyle(attributes: .dim))
        #expect(
            text(renderer.render(after, over: grid()))
                == "\u{1B}[H\u{1B}[1ma\u{1B}[0;2mb\u{1B}[4mc\u{1B}[24;38;2;0;255;0md\u{1B}[39me\u{1B}[0m")
    }

    // MARK: - Colour modes

    func output(_ mode: ColorMode, _ style: CellStyle) -> String {
        text(DiffRenderer(colorMode: mode).render(grid("x", style: style), over: grid()))
    }

    @Test func coloursFollowTheMode() {
        let style = CellStyle(foreground: .hex(0xFF0000), background: .hex(0x808080))
        #expect(output(.trueColor, style) == "\u{1B}[H\u{1B}[38;2;255;0;0;48;2;128;128;128mx\u{1B}[0m")
        #expect(output(.palette256, style) == "\u{1B}[H\u{1B}[38;5;196;48;5;244mx\u{1B}[0m")
        #expect(output(.palette16, style) == "\u{1B}[H\u{1B}[91;100mx\u{1B}[0m")
        #expect(output(.palette16, CellStyle(foreground: .hex(0x0000E0))) == "\u{1B}[H\u{1B}[34mx\u{1B}[0m")
        #expect(output(.palette16, CellStyle(background: .hex(0x00C0C0))) == "\u{1B}[H\u{1B}[46mx\u{1B}[0m")
    }

    @Test func monochromeNeverWritesColours() {
        let styles = [
            CellStyle(foreground: .hex(0xFF0000), background: .hex(0x101010), attributes: [.bold, .italic]),
            CellStyle(foreground: .hex(0x00FF00), attributes: .reverse),
            CellStyle(background: .hex(0xFFFFFF), attributes: [.dim, .underline]),
            CellStyle(foreground: .hex(0x123456)),
        ]
        var frame = grid()
        for (index, style) in styles.enumerated() { frame.put("q", at: GridPoint(x: index * 2, y: 1), style: style) }
        let bytes = text(DiffRenderer(colorMode: .monochrome).render(frame, over: nil))
        let parameters = Self.sgrParameters(in: bytes)
        #expect(!parameters.isEmpty)
        #expect(parameters.allSatisfy { [0, 1, 2, 4, 7, 22, 24, 27].contains($0) })
        #expect(parameters.contains(1) && parameters.contains(7) && parameters.contains(4))
        let colourOnly = grid("x", style: CellStyle(foreground: .hex(0xFF0000)))
        #expect(text(DiffRenderer(colorMode: .monochrome).render(colourOnly, over: grid())) == "\u{1B}[Hx")
    }

    /// Every parameter of every SGR sequence (`ESC [ … m`) in `text`.
    static func sgrParameters(in text: String) -> [Int] {
        var parameters: [Int] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { $0.isLetter }) else { break }
            if rest[end] == "m" { parameters += rest[..<end].split(separator: ";").compactMap { Int($0) } }
            rest = rest[rest.index(after: end)...]
        }
        return parameters
    }
}

@Suite("Colour reduction")
struct ColorPaletteTests {
    @Test func everyCubeAndGreyEntryMapsToItself() {
        for index in UInt8(16)...UInt8(255) {
            #expect(ColorPalette.nearest256(to: ColorPalette.color(at: index)) == index)
        }
    }

    @Test(
        "exact colours reduce to the nearest of 256",
        arguments: [
            (0xFF0000, 196), (0x000000, 16), (0xFFFFFF, 231), (0x808080, 244), (0x5F87AF, 67), (0x1C1C28, 234),
            (0xF5C542, 221), (0x0A0A0A, 232), (0x767676, 243), (0xE74C3C, 167),
        ] as [(UInt32, UInt8)])
    func nearest256(color: UInt32, index: UInt8) {
        #expect(ColorPalette.nearest256(to: RGBColor(hex: color)) == index)
    }

    @Test func everyStandardColourMapsToItself() {
        for (index, color) in ColorPalette.standard.enumerated() {
            #expect(ColorPalette.nearest16(to: color) == UInt8(index))
        }
    }

    @Test(
        "exact colours reduce to the nearest of 16",
        arguments: [
            (0xFA0A0A, 9), (0x101010, 0), (0xFAFAFA, 15), (0xF0F0F0, 7), (0x1C1C28, 0), (0x2ECC71, 2),
            (0x3498DB, 6), (0x9B59B6, 5), (0x1F3A93, 12), (0x8B0000, 1), (0xC0C0C0, 7), (0x606060, 8),
            (0xF5C542, 3),
        ] as [(UInt32, UInt8)])
    func nearest16(color: UInt32, index: UInt8) {
        #expect(ColorPalette.nearest16(to: RGBColor(hex: color)) == index)
    }

    @Test func paletteEntriesHaveTheirStandardColours() {
        #expect(ColorPalette.color(at: 16) == RGBColor(hex: 0x000000))
        #expect(ColorPalette.color(at: 67) == RGBColor(hex: 0x5F87AF))
        #expect(ColorPalette.color(at: 231) == RGBColor(hex: 0xFFFFFF))
        #expect(ColorPalette.color(at: 232) == RGBColor(hex: 0x080808))
        #expect(ColorPalette.color(at: 255) == RGBColor(hex: 0xEEEEEE))
        #expect(ColorPalette.color(at: 9) == RGBColor(hex: 0xFF0000))
        #expect(RGBColor(hex: 0x5F87AF).description == "#5f87af")
    }
}
