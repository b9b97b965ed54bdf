import NQueensEngine
import NQueensLocalization
import Observation

/// Opening a puzzle by its ID (one a friend shared): the text typed, and why it is not a puzzle when it is not.
///
/// Front ends show it as a dialog with a text field. `open()` reads the ID with the engine (its form, its check
/// character, and that its givens are a puzzle with one solution) and plays it through the flow, or says in one
/// sentence what is wrong; editing the text clears that sentence.
@MainActor
@Observable
public final class PuzzleEntryViewModel {
    /// The dialog's title.
    public var title: String { tr("Open a Puzzle") }

    /// What to type, in one sentence.
    public var message: String {
        tr("Type the ID of a puzzle, such as one a friend shared: its board size, a hyphen, then letters and digits.")
    }

    /// The text field's placeholder: the shape of an ID.
    public let placeholder = "8-0K31D0Q"

    /// The button that opens the puzzle.
    public var openTitle: String { tr(context: "action", "Open") }

    /// The text typed.
    public private(set) var text = ""

    /// Why the text typed is not a puzzle, as a sentence, after `open()` failed; `nil` otherwise.
    public private(set) var errorText: String?

    /// Receives the action that plays the puzzle (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    /// An empty entry.
    public init() {}

    /// Whether there is anything to open (the text is not blank).
    public var canOpen: Bool {
        text.contains { !$0.isWhitespace }
    }

    /// Replaces the text typed; a new text has no error yet.
    public func update(_ text: String) {
        guard text != self.text else { return }
        self.text = text
        errorText = nil
    }

    /// Plays the puzzle the text names, or sets `errorText` to why it cannot.
    ///
    /// - Returns: whether the puzzle opened.
    @discardableResult
    public func open() -> Bool {
        do {
            let puzzle = try Puzzle(parsingID: text)
            errorText = nil
            delegate?.handle(.playPuzzle(puzzle.id))
            return true
        } catch {
            errorText = DisplayText.sentence(DisplayText.problem(error))
            return false
        }
    }
}
