import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@Suite("Attack segments")
@MainActor
struct AttackSegmentTests {
    @Test("Each conflict line gives one stroke between its outermost queens")
    func strokes() throws {
        let board = try Board(size: 8, queens: [square("a1"), square("e1"), square("h1"), square("c3")])
        let segments = BoardGrid(board: board).attackSegments
        // Row 1 holds three queens: one stroke from a1 to h1 (not one per pair); a1 and c3 share a diagonal, and
        // e1 and c3 the falling diagonal c3-d2-e1.
        #expect(
            segments == [
                AttackSegment(from: square("a1"), to: square("h1")),
                AttackSegment(from: square("a1"), to: square("c3")),
                AttackSegment(from: square("e1"), to: square("c3")),
            ])
        // e1 and c3 share the falling diagonal c3-d2-e1.
        let e1c3 = try Board(size: 8, queens: [square("e1"), square("c3")])
        #expect(AttackSegment.segments(of: e1c3) == [AttackSegment(from: square("e1"), to: square("c3"))])
    }

    @Test("A board without conflicts has no strokes")
    func none() throws {
        let board = try Board(size: 8, queens: [square("a1"), square("b3")])
        #expect(BoardGrid(board: board).attackSegments.isEmpty)
        #expect(BoardGrid(board: try Board(size: 4)).attackSegments.isEmpty)
    }
}
