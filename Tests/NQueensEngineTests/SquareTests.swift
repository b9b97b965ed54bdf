import NQueensEngine
import Testing

@Suite("Square")
struct SquareTests {
    @Test(
        "chess notation puts a1 bottom-left",
        arguments: [
            ("a1", 0, 0), ("h8", 7, 7), ("b3", 2, 1), ("E4", 3, 4), ("c12", 11, 2), (" d2 ", 1, 3),
        ])
    func parsesChessNotation(text: String, row: Int, column: Int) throws {
        let square = try Square(parsing: text, boardSize: 12)
        #expect(square == Square(row: row, column: column))
    }

    @Test("row,column notation is 1-based", arguments: [("1,1", 0, 0), ("8,3", 7, 2), (" 2 , 5 ", 1, 4)])
    func parsesCoordinates(text: String, row: Int, column: Int) throws {
        #expect(try Square(parsing: text, boardSize: 8) == Square(row: row, column: column))
    }

    @Test(
        "malformed text is rejected", arguments: ["", "a", "4", "a-1", "1,", ",1", "1,2,3", "aa1", "é4", "-1,2", "a+1"])
    func rejectsMalformed(text: String) {
        #expect(throws: SquareParseError.malformed(text)) { try Square(parsing: text, boardSize: 8) }
    }

    @Test("squares off the board are rejected", arguments: ["i1", "a9", "a0", "0,1", "9,1", "1,9"])
    func rejectsOffBoard(text: String) {
        #expect(throws: SquareParseError.offBoard(text, boardSize: 8)) { try Square(parsing: text, boardSize: 8) }
    }

    @Test func printsBothNotations() {
        let square = Square(row: 2, column: 4)
        #expect(square.chessNotation == "e3")
        #expect(square.coordinateNotation == "3,5")
        #expect(square.description == "e3")
        let wide = Square(row: 29, column: 26)
        #expect(wide.chessNotation == nil)
        #expect(wide.description == "30,27")
    }

    @Test func roundTripsEverySquareOfLargeBoards() throws {
        for size in [8, 26, 30] {
            for row in 0..<size {
                for column in 0..<size {
                    let square = Square(row: row, column: column)
                    #expect(try Square(parsing: square.coordinateNotation, boardSize: size) == square)
                    if let chess = square.chessNotation {
                        #expect(try Square(parsing: chess, boardSize: size) == square)
                    }
                }
            }
        }
    }

    @Test func errorMessagesNameTheProblemAndWhatIsAccepted() {
        #expect(
            SquareParseError.offBoard("z9", boardSize: 8).description
                == "square 'z9' is off the 8×8 board; squares run from a1…h8 or 1,1…8,8")
        #expect(SquareParseError.malformed("x").description.contains("chess notation like e4"))
    }

    @Test func attacksAlongRowsColumnsAndDiagonals() {
        let queen = Square(row: 3, column: 3)
        #expect(queen.attacks(Square(row: 3, column: 0)))
        #expect(queen.attacks(Square(row: 7, column: 3)))
        #expect(queen.attacks(Square(row: 5, column: 5)))
        #expect(queen.attacks(Square(row: 5, column: 1)))
        #expect(!queen.attacks(Square(row: 5, column: 4)))
        #expect(!queen.attacks(queen))
    }

    // MARK: Any numbers (found by the `square` fuzz target)

    @Test("a square holding the extremes of Int says itself and compares lines without trapping")
    func extremeSquares() {
        // A decoded square (JSON holds any numbers) used to trap on `row + 1` and on the diagonals' arithmetic.
        let top = Square(row: .max, column: 0)
        #expect(top.chessNotation == "a9223372036854775808")
        #expect(Square(row: .max, column: .max).description == "9223372036854775808,9223372036854775808")
        #expect(Square(row: .min, column: -1).coordinateNotation == "-9223372036854775807,0")
        #expect(!top.attacks(Square(row: .min, column: 1)))
        #expect(top.attacks(Square(row: .max - 1, column: -1)))
        #expect(Square(row: .max, column: .min).attacks(Square(row: .max - 1, column: .min + 1)))
        #expect(!Square(row: .max, column: .max).attacks(Square(row: .min, column: .min + 1)))
    }
}
