import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@MainActor
@Suite("Board size sheet")
struct BoardSizeViewModelTests {
    private func makeSheet(size: Int = 8) -> (BoardSizeViewModel, TestDependencies, RecordingFlowDelegate) {
        let doubles = TestDependencies(settingsStore: InMemorySettingsStore(settings: Settings(boardSize: size)))
        let sheet = BoardSizeViewModel(dependencies: doubles.dependencies)
        let delegate = RecordingFlowDelegate()
        sheet.delegate = delegate
        return (sheet, doubles, delegate)
    }

    @Test("The presets are the seed's 4, 6, 8 and 10, with the chosen size marked")
    func presets() {
        let (sheet, _, _) = makeSheet(size: 6)
        #expect(sheet.presets.map(\.size) == [4, 6, 8, 10])
        #expect(sheet.presets.map(\.title) == ["4×4", "6×6", "8×8", "10×10"])
        #expect(sheet.presets.filter(\.isSelected).map(\.size) == [6])
        #expect(sheet.selectedSize == 6)
    }

    @Test("Choosing a size saves it and asks the flow to close the sheet")
    func choose() {
        let (sheet, doubles, delegate) = makeSheet()
        sheet.choose(10)
        #expect(doubles.settingsStore.loadSettings().boardSize == 10)
        #expect(doubles.dependencies.settings.current.boardSize == 10)
        #expect(delegate.actions == [.boardSizeChosen(10)])
        #expect(sheet.presets.filter(\.isSelected).map(\.size) == [10])
    }

    @Test("The custom size steps from 4 to 16 and no further")
    func stepping() {
        let (sheet, doubles, delegate) = makeSheet(size: 15)
        #expect(sheet.customSize == 15)
        sheet.incrementCustom()
        #expect(sheet.customSize == 16)
        #expect(!sheet.canIncrement)
        sheet.incrementCustom()
        #expect(sheet.customSize == 16)
        #expect(sheet.customTitle == "16×16")
        for _ in 0..<20 { sheet.decrementCustom() }
        #expect(sheet.customSize == 4)
        #expect(!sheet.canDecrement)
        #expect(sheet.customText == "4")
        sheet.chooseCustom()
        #expect(doubles.settingsStore.loadSettings().boardSize == 4)
        #expect(delegate.actions == [.boardSizeChosen(4)])
    }

    @Test("A typed size is checked: digits only, from 4 to 16, with a message naming what is accepted")
    func typedEntry() {
        let (sheet, doubles, delegate) = makeSheet()
        sheet.setCustomText("12")
        #expect(sheet.validationMessage == nil)
        #expect(sheet.customSize == 12)

        sheet.setCustomText("20")
        #expect(sheet.validationMessage == "20 is not a board size we offer; sizes run from 4 to 16.")
        #expect(!sheet.canChooseCustom)
        sheet.chooseCustom()
        #expect(delegate.actions.isEmpty)

        sheet.setCustomText("abc")
        #expect(sheet.validationMessage == "'abc' is not a number; type a board size from 4 to 16.")
        sheet.setCustomText("-5")
        #expect(sheet.validationMessage?.contains("not a number") == true)
        sheet.setCustomText("  ")
        #expect(sheet.validationMessage == "Type a board size from 4 to 16.")
        sheet.setCustomText("99999999999999999999999")
        #expect(sheet.validationMessage != nil)

        sheet.setCustomText(" 9 ")
        #expect(sheet.validationMessage == nil)
        sheet.chooseCustom()
        #expect(doubles.settingsStore.loadSettings().boardSize == 9)
        #expect(delegate.actions == [.boardSizeChosen(9)])
    }

    @Test("Stepping after a bad entry starts from the last good size and clears the message")
    func stepAfterBadEntry() {
        let (sheet, _, _) = makeSheet(size: 8)
        sheet.setCustomText("x")
        sheet.incrementCustom()
        #expect(sheet.customSize == 9)
        #expect(sheet.validationMessage == nil)
        #expect(sheet.customText == "9")
    }

    @Test("A size out of range is refused, and cancelling changes nothing")
    func refuseAndCancel() {
        let (sheet, doubles, delegate) = makeSheet()
        sheet.choose(3)
        #expect(sheet.validationMessage != nil)
        sheet.cancel()
        #expect(delegate.actions == [.cancelBoardSize])
        #expect(doubles.settingsStore.loadSettings().boardSize == 8)
        sheet.refresh()
        #expect(sheet.validationMessage == nil)
        #expect(sheet.customText == "8")
    }

    @Test("A settings store that cannot save keeps the size for this session and says so")
    func failingStore() {
        let doubles = TestDependencies(settingsStore: FailingSettingsStore())
        let sheet = BoardSizeViewModel(dependencies: doubles.dependencies)
        sheet.choose(6)
        #expect(doubles.dependencies.settings.current.boardSize == 6)
        #expect(doubles.dependencies.settings.problem?.contains("could not be saved") == true)
    }
}
