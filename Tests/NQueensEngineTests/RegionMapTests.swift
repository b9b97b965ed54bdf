import Testing

@testable import NQueensEngine

@Suite("Region maps and the regions rules")
struct RegionMapTests {
    /// A 5×5 map, drawn with the top row first.
    static let drawing = [
        "AABBB",
        "AABCB",
        "DDDCC",
        "DEEEC",
        "DDEEC",
    ]

    // MARK: Reading maps

    @Test("a drawing reads top row first, and its rows come back bottom row first")
    func drawings() throws {
        let map = try RegionMap(drawing: Self.drawing)
        #expect(map.size == 5)
        #expect(map.region(of: try square("a1")) == 3)
        #expect(map.region(of: try square("e5")) == 1)
        #expect(map.region(of: try square("d4")) == 2)
        #expect(map.rows == Self.drawing.reversed())
        #expect(map.regionSizes == [4, 5, 5, 6, 5])
        #expect(map.squares(inRegion: 2).map(\.description) == ["e1", "e2", "d3", "e3", "d4"])
        #expect(try RegionMap(drawing: Self.drawing.map { $0.lowercased() }) == map)
        #expect(RegionMap.letter(ofRegion: 0) == "A" && RegionMap.letter(ofRegion: 11) == "L")
        #expect(RegionMap.region(ofLetter: "c") == 2 && RegionMap.region(ofLetter: "Q") == nil)
    }

    @Test("numbers read bottom row first, as drawings' rows come back")
    func numbers() throws {
        let map = try RegionMap(drawing: Self.drawing)
        let numbers = map.rows.map { $0.unicodeScalars.compactMap(RegionMap.region(ofLetter:)) }
        #expect(try RegionMap(regionOfSquare: numbers) == map)
    }

    @Test("maps that are not maps say why")
    func badMaps() {
        #expect(throws: RegionMapError.sizeOutOfRange(0)) { try RegionMap(drawing: []) }
        #expect(throws: RegionMapError.sizeOutOfRange(17)) {
            try RegionMap(regionOfSquare: Array(repeating: Array(repeating: 0, count: 17), count: 17))
        }
        #expect(throws: RegionMapError.wrongRowLength(row: 4, length: 4, size: 5)) {
            try RegionMap(drawing: ["AABB"] + Self.drawing.dropFirst())
        }
        #expect(throws: RegionMapError.unexpectedLetter("F", Square(row: 0, column: 4), size: 5)) {
            try RegionMap(drawing: Self.drawing.dropLast() + ["DDEEF"])
        }
        #expect(throws: RegionMapError.regionOutOfRange(Square(row: 1, column: 0), region: -1, size: 2)) {
            try RegionMap(regionOfSquare: [[0, 1], [-1, 1]])
        }
        #expect(throws: RegionMapError.emptyRegion(4)) {
            try RegionMap(drawing: ["AABBB", "AABCB", "DDDCC", "DDDDC", "DDDDC"])
        }
        #expect(throws: RegionMapError.disconnectedRegion(0)) {
            try RegionMap(drawing: ["AABBA", "AABCB", "DDDCC", "DEEEC", "DDEEC"])
        }
        #expect(
            RegionMapError.disconnectedRegion(0).description
                == "region A is in pieces; a region's squares hold together")
        #expect(
            RegionMapError.unexpectedLetter("F", Square(row: 0, column: 4), size: 5).description
                == "e1 is marked 'F'; the regions of the 5×5 map are the letters A to E")
    }

    // MARK: The rules

    @Test("conflicts name the first rule each pair breaks: row, column, region, touching")
    func conflicts() throws {
        let map = try RegionMap(drawing: Self.drawing)
        let queens = try ["a1", "c1", "a3", "b1", "e5", "d4"].map(square)
        let (a1, c1, a3, b1, e5, d4) = (queens[0], queens[1], queens[2], queens[3], queens[4], queens[5])
        #expect(
            map.conflicts(among: queens) == [
                .sameRow(a1, c1), .sameColumn(a1, a3), .sameRow(a1, b1), .sameRow(c1, b1), .sameRegion(3, a3, b1),
                .touching(e5, d4),
            ])
        #expect(map.conflicts(among: [a1, Square(row: 9, column: 9)]).isEmpty)
        #expect(RegionsConflict.sameRegion(3, a3, b1).queens == [a3, b1])
    }

    @Test("a solution is one queen per row, column and region, none touching")
    func solutions() throws {
        let map = try RegionMap(drawing: Self.drawing)
        let found = map.solutions(limit: 100)
        #expect(found.count == RegionsOracle.solutionCount(map, limit: 100))
        for columns in found {
            let queens = columns.enumerated().map { Square(row: $0.offset, column: $0.element) }
            #expect(map.isSolution(queens) && RegionsOracle.isSolution(queens, of: map))
            #expect(map.firstViolation(columns: columns) == nil)
        }
        #expect(!map.isSolution(try ["a1", "c2", "e3", "b4"].map(square)))
        #expect(map.firstViolation(columns: [0, 1]) == .wrongCount(2, size: 5))
        #expect(map.firstViolation(columns: [0, 2, 4, 1, 7]) == .columnOutOfRange(row: 4, column: 7, size: 5))
        #expect(map.firstViolation(columns: [0, 2, 4, 1, 1]) == .sameColumn(try square("b4"), try square("b5")))
        #expect(map.firstViolation(columns: [0, 1, 3, 4, 2]) == .touching(try square("a1"), try square("b2")))
        #expect(
            map.firstViolation(columns: [1, 3, 0, 4, 2]) == .sameRegion(3, try square("b1"), try square("a3")))
        #expect(
            RegionsSolutionError.touching(try square("a1"), try square("b2")).description
                == "the queens on a1 and b2 touch")
        #expect(
            RegionsSolutionError.sameRegion(3, try square("b1"), try square("a3")).description
                == "the queens on b1 and a3 share region D")
    }

    @Test("a queen rules out its row, column, region and the squares around it")
    func squaresAQueenRulesOut() throws {
        let map = try RegionMap(drawing: Self.drawing)
        let expected = ["a1", "b1", "c1", "a2", "b2", "c2", "d2", "a3", "b3", "d3", "e3", "b4", "c4", "d4", "c5"]
        #expect(map.squaresRuledOut(byQueenOn: try square("c3")).map(\.description) == expected)
        #expect(map.squaresRuledOut(byQueenOn: Square(row: 7, column: 0)).isEmpty)
    }

    @Test("squares touch at a side or a corner, never themselves, whatever numbers they hold")
    func touching() {
        #expect(Square(row: 3, column: 3).touches(Square(row: 4, column: 4)))
        #expect(Square(row: 3, column: 3).touches(Square(row: 3, column: 2)))
        #expect(!Square(row: 3, column: 3).touches(Square(row: 3, column: 3)))
        #expect(!Square(row: 3, column: 3).touches(Square(row: 5, column: 3)))
        #expect(!Square(row: .max, column: 0).touches(Square(row: .min, column: 0)))
    }

    // MARK: Helpers

    private func square(_ name: String) throws -> Square {
        try Square(parsing: name, boardSize: 5)
    }
}
