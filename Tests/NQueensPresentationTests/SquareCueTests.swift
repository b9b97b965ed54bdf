import NQueensEngine
import NQueensPresentation
import Testing

/// Every state the board can show has shapes of its own (`SquareCue`), so that front ends tell them apart without
/// colour; and a square says its state to screen readers.
@Suite("Square cues: every board state has shapes of its own")
struct SquareCueTests {
    /// The board of every state: queens on h2, d3 (given), b6 and e6 (in conflict), attacked squares shown, the
    /// hint on a1, c1 ruled out, f1 marked, the cursor on a8.
    static func grid() throws -> BoardGrid {
        let board = try Board(size: 8, queens: ["d3", "h2", "b6", "e6"].map { square($0) })
        return BoardGrid(
            board: board, showsAttackedSquares: true, hint: .place(square("a1")), cursor: square("a8"),
            givens: [square("d3")], ruledOut: [square("c1")], marks: [square("f1")])
    }

    @Test("Each of the eight states, and an empty square, shows its own cues")
    func eachStateHasItsOwnCues() throws {
        let grid = try Self.grid()
        let states: [(String, String, [SquareCue])] = [
            ("queen", "h2", [.queen]), ("given queen", "d3", [.givenFrame, .queen]),
            ("queen in conflict", "b6", [.queen, .conflictBadge]), ("attacked", "h3", [.attackedDot]),
            ("hint", "a1", [.hintBrackets, .hintDiamond]), ("ruled out", "c1", [.ruledOutStamp]),
            ("marked", "f1", [.playerMark]), ("cursor", "a8", [.cursorOutline]), ("empty", "a4", []),
        ]
        for (name, place, expected) in states {
            #expect(grid.cell(at: square(place))?.cues == expected, "\(name) on \(place)")
        }
        #expect(Set(states.map { Set($0.2) }).count == states.count)
    }

    @Test("A removal hint brackets its queen; the hint's ruled-out square and the player's mark never share a cue")
    func hintsAndMarks() throws {
        let board = try Board(size: 8, queens: [square("b6"), square("e6")])
        let grid = BoardGrid(
            board: board, hint: .removeConflicting(square("e6")), ruledOut: [square("c1")],
            marks: [square("c1"), square("f1")])
        #expect(grid.cell(at: square("e6"))?.cues == [.hintBrackets, .queen, .conflictBadge])
        // A mark under a hint's "ruled out" shows as the hint's.
        #expect(grid.cell(at: square("c1"))?.cues == [.ruledOutStamp])
        #expect(grid.cell(at: square("f1"))?.cues == [.playerMark])
    }

    @Test("Screen readers hear every state: e4, queen, in conflict; c3, marked; the given queen")
    func accessibleNames() throws {
        let board = try Board(size: 8, queens: ["d2", "e4", "e6"].map { square($0) })
        let grid = BoardGrid(
            board: board, hint: .place(square("a1")), givens: [square("d2")], ruledOut: [square("h8")],
            marks: [square("c3")])
        #expect(grid.cell(at: square("e4"))?.accessibilityLabel == "e4, queen, in conflict")
        #expect(grid.cell(at: square("c3"))?.accessibilityLabel == "c3, marked")
        #expect(grid.cell(at: square("d2"))?.accessibilityLabel == "d2, given queen")
        #expect(grid.cell(at: square("h8"))?.accessibilityLabel == "h8, empty, ruled out")
        #expect(grid.cell(at: square("a1"))?.accessibilityLabel == "a1, empty, hint: place a queen here")
    }
}
