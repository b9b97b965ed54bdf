import NQueensEngine
import Testing

@Suite("Board")
struct BoardTests {
    private func square(_ text: String, _ size: Int = 8) -> Square {
        // Test inputs are literals known to be valid.
        (try? Square(parsing: text, boardSize: size)) ?? Square(row: -1, column: -1)
    }

    @Test func rejectsBadSizesAndSquares() {
        #expect(throws: BoardError.sizeOutOfRange(0)) { try Board(size: 0) }
        #expect(throws: BoardError.squareOffBoard(Square(row: 4, column: 0), boardSize: 4)) {
            try Board(size: 4, queens: [Square(row: 4, column: 0)])
        }
        #expect(throws: BoardError.squareOccupied(Square(row: 1, column: 1))) {
            try Board(size: 4, queens: [Square(row: 1, column: 1), Square(row: 1, column: 1)])
        }
    }

    @Test func placeAndRemoveKeepPlacementOrder() throws {
        var board = try Board(size: 8)
        try board.place(square("a1"))
        try board.place(square("c2"))
        try board.place(square("e3"))
        let removed = board.remove(square("c2"))
        let removedAgain = board.remove(square("c2"))
        #expect(removed)
        #expect(!removedAgain)
        #expect(board.queens == [square("a1"), square("e3")])
        #expect(board.hasQueen(on: square("e3")))
        #expect(throws: BoardError.squareOccupied(square("a1"))) { try board.place(square("a1")) }
        #expect(board.queens.count == 2)
    }

    @Test func solvedNeedsAllQueensAndNoConflict() throws {
        let solution = try Board(size: 4, queens: ["b1", "d2", "a3", "c4"].map { square($0, 4) })
        #expect(solution.isSolved)
        #expect(solution.conflictingQueens.isEmpty)
        #expect(solution.attackLineSquares.isEmpty)
        let partial = try Board(size: 4, queens: ["b1", "d2", "a3"].map { square($0, 4) })
        #expect(!partial.isSolved)
        #expect(partial.isConflictFree)
        let clash = try Board(size: 4, queens: ["b1", "d2", "a3", "d4"].map { square($0, 4) })
        #expect(!clash.isSolved)
        #expect(clash.conflictingQueens == [square("d2", 4), square("d4", 4)])
    }

    @Test func attackLinesRunEdgeToEdge() throws {
        // a1 and c3 share the long diagonal; e2 attacks neither.
        let board = try Board(size: 5, queens: ["a1", "c3", "e2"].map { square($0, 5) })
        #expect(board.conflictLines == [Line(kind: .diagonal, index: 0)])
        #expect(board.attackLineSquares == Set(["a1", "b2", "c3", "d4", "e5"].map { square($0, 5) }))
        #expect(board.conflictingQueens == [square("a1", 5), square("c3", 5)])

        let rowClash = try Board(size: 5, queens: [square("b2", 5), square("e2", 5)])
        #expect(rowClash.attackLineSquares == Set((0..<5).map { Square(row: 1, column: $0) }))
        let antiClash = try Board(size: 5, queens: [square("a3", 5), square("c1", 5)])
        #expect(antiClash.conflictLines == [Line(kind: .antiDiagonal, index: 2)])
        #expect(antiClash.attackLineSquares == Set(["a3", "b2", "c1"].map { square($0, 5) }))
    }

    @Test func attackedSquaresExcludeAQueensOwnSquareUnlessAttacked() throws {
        let single = try Board(size: 4, queens: [square("a1", 4)])
        #expect(single.attackedSquares.count == 9)  // 3 in the row, 3 in the column, 3 on the diagonal
        #expect(!single.attackedSquares.contains(square("a1", 4)))
        #expect(single.isAttacked(square("d4", 4)))
        #expect(!single.isAttacked(square("b3", 4)))
        let pair = try Board(size: 4, queens: [square("a1", 4), square("a4", 4)])
        #expect(pair.attackedSquares.contains(square("a1", 4)))
        #expect(pair.queensAttacking(square("d4", 4)) == [square("a1", 4), square("a4", 4)])
    }

    @Test func lineSquaresMatchBruteForce() {
        for size in 1...7 {
            let all = (0..<size).flatMap { r in (0..<size).map { Square(row: r, column: $0) } }
            for origin in all {
                for kind in Line.Kind.allCases {
                    let line = Line(kind, through: origin)
                    let expected = all.filter { Line(kind, through: $0) == line }
                    #expect(line.squares(onBoardOfSize: size) == expected)
                }
            }
        }
    }
}
