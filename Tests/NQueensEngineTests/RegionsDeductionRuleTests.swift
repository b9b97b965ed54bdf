import Testing

@testable import NQueensEngine

@Suite("Regions deduction rules")
struct RegionsDeductionRuleTests {
    /// A 5×5 map, drawn with the top row first: A top left, B top right, C down the right, D bottom left, E between.
    static let drawing = [
        "AABBB",
        "AABCB",
        "DDDCC",
        "DEEEC",
        "DDEEC",
    ]

    // MARK: Easy: the only possible square

    @Test("a region with one possible square holds its queen there")
    func onlySquareOfARegion() throws {
        let map = try RegionMap(drawing: Self.drawing)
        let state = RegionsDeductionState(map: map, ruledOut: try squares("c5 e5 c4 e4", 5))
        let step = try #require(state.onlySquareStep())
        #expect(step == .onlySquare(try square("d5", 5), in: .region(1)))
        #expect(step.rule == .onlySquare && step.difficulty == .easy)
        let d5 = try square("d5", 5)
        #expect(step.placedQueen == d5 && step.ruledOutSquares.isEmpty)
    }

    @Test("a region of one square is where its queen stands, from the empty board")
    func regionOfOneSquare() throws {
        let map = try RegionMap(drawing: ["AAAAA", "ABBBA", "ABCBA", "ABBBA", "DDDEE"])
        #expect(RegionsDeductionState(map: map).onlySquareStep() == .onlySquare(try square("c3", 5), in: .region(2)))
    }

    @Test("a row with one possible square holds its queen there, when no region has one")
    func onlySquareOfARow() throws {
        let map = try RegionMap(drawing: Self.drawing)
        let state = RegionsDeductionState(map: map, ruledOut: try squares("b1 c1 d1 e1", 5))
        #expect(state.onlySquareStep() == .onlySquare(try square("a1", 5), in: .row(0)))
    }

    @Test("a column with one possible square holds its queen there, when no region or row has one")
    func onlySquareOfAColumn() throws {
        let map = try RegionMap(drawing: Self.drawing)
        let state = RegionsDeductionState(map: map, ruledOut: try squares("e5 e4 e2 e1", 5))
        #expect(state.onlySquareStep() == .onlySquare(try square("e3", 5), in: .column(4)))
    }

    @Test("no row, column or region of the empty board has one square when every region has two or more")
    func noOnlySquare() throws {
        #expect(RegionsDeductionState(map: try RegionMap(drawing: Self.drawing)).onlySquareStep() == nil)
    }

    // MARK: Easy: a queen rules out its surroundings

    @Test("a queen rules out its row, column, region and the eight squares around it")
    func aroundAQueen() throws {
        let map = try RegionMap(drawing: Self.drawing)
        let queen = try square("c3", 5)
        let state = RegionsDeductionState(map: map, queens: [queen])
        let step = try #require(state.aroundQueenStep())
        let expected = try squares("a1 b1 c1 a2 b2 c2 d2 a3 b3 d3 e3 b4 c4 d4 c5", 5)
        #expect(step == .aroundQueen(queen, ruledOut: expected))
        #expect(step.rule == .aroundQueen && step.difficulty == .easy && step.placedQueen == nil)
        #expect(expected == map.squaresRuledOut(byQueenOn: queen))
        // Once they are marked, the step is taken, and only the squares still open are named.
        #expect(RegionsDeductionState(map: map, queens: [queen], ruledOut: expected).aroundQueenStep() == nil)
        let partly = RegionsDeductionState(map: map, queens: [queen], ruledOut: Array(expected.dropLast(2)))
        #expect(partly.aroundQueenStep() == .aroundQueen(queen, ruledOut: Array(expected.suffix(2))))
    }

    // MARK: Medium: confinement

    @Test("a region confined to one row rules out the rest of that row")
    func regionConfinedToARow() throws {
        // B is a4 b4 alone: its queen is row 4's, so c4, d4 and e4 (of C) are ruled out.
        let map = try RegionMap(drawing: ["AAAAA", "BBCCC", "DDDCC", "DEEEC", "DDEEC"])
        let step = try #require(RegionsDeductionState(map: map).confinementStep())
        #expect(step == .confined([.region(1)], within: [.row(3)], ruledOut: try squares("c4 d4 e4", 5)))
        #expect(step.rule == .confinement && step.difficulty == .medium)
    }

    @Test("a region confined to one column rules out the rest of that column")
    func regionConfinedToAColumn() throws {
        // E is a1 a2 a3: its queen is column a's, so a4 and a5 (of A) are ruled out. (C, D and E also fill rows 1
        // to 3, which rules out b3, but one region beats three.)
        let map = try RegionMap(drawing: ["AABBB", "AABBB", "EACCC", "EDDCC", "EDDDD"])
        let step = try #require(RegionsDeductionState(map: map).confinementStep())
        #expect(step == .confined([.region(4)], within: [.column(0)], ruledOut: try squares("a4 a5", 5)))
    }

    @Test("a row inside one region rules out the rest of that region")
    func rowInsideARegion() throws {
        // Row 5 is all A: A's queen is row 5's, so a4 is ruled out.
        let map = try RegionMap(drawing: ["AAAAA", "ABBCC", "DBBCC", "DDEEC", "DDEEE"])
        let state = RegionsDeductionState(map: map)
        let step = try #require(state.confinementStep())
        #expect(step == .confined([.row(4)], within: [.region(0)], ruledOut: [try square("a4", 5)]))
        #expect(step.rule == .confinement)
    }

    @Test("k regions confined to k rows rule out the rest of those rows, when no single region is confined")
    func regionsConfinedToRows() throws {
        // B and C fill rows 4 and 5 between them; A and F keep a4, a5, f4, f5, now ruled out.
        let map = try RegionMap(drawing: ["AAAFFF", "ABBCCF", "ABBCCF", "DDDEEE", "DDDEEE", "DDDEEE"])
        let step = try #require(RegionsDeductionState(map: map).confinementStep())
        #expect(
            step
                == .confined(
                    [.region(1), .region(2)], within: [.row(3), .row(4)], ruledOut: try squares("a4 f4 a5 f5", 6)))
        #expect(step.rule == .groupConfinement && step.difficulty == .medium)
        let ruledOut = try squares("a4 f4 a5 f5", 6)
        #expect(step.ruledOutSquares == ruledOut)
    }

    @Test("nothing is confined when every confinement rules nothing out")
    func nothingConfined() throws {
        let map = try RegionMap(regionOfSquare: (0..<6).map { Array(repeating: $0, count: 6) })
        #expect(RegionsDeductionState(map: map).confinementStep() == nil)
    }

    // MARK: Hard: contradiction

    @Test("a square is ruled out when a queen there would leave a row with no possible square")
    func contradiction() throws {
        // A 6×6 position where neither the easy nor the confinement rules apply: a queen on d2 (region A) would
        // take a3 and b3 (A), c3 and e3 (touching), d3 (its column), and f3 is ruled out already.
        let map = try RegionMap(drawing: ["FFEEEE", "FEEEEE", "FADCCE", "AADCCE", "AAAACC", "AAAABB"])
        let state = RegionsDeductionState(map: map, ruledOut: try squares("a1 b1 c1 d1 c2 f3 a4 f4 c5 c6", 6))
        #expect(state.aroundQueenStep() == nil && state.onlySquareStep() == nil && state.confinementStep() == nil)
        let step = try #require(state.contradictionStep())
        #expect(step == .contradiction(try square("d2", 6), emptying: .row(2)))
        #expect(step.rule == .contradiction && step.difficulty == .hard)
        let d2 = try square("d2", 6)
        #expect(step.ruledOutSquares == [d2] && step.placedQueen == nil)
        // Every square the rule finds is one the naive rule finds.
        var position = RegionsOracle.Position(map: map)
        for ruled in try squares("a1 b1 c1 d1 c2 f3 a4 f4 c5 c6", 6) {
            position.possible[ruled.row * 6 + ruled.column] = false
        }
        #expect(state.contradictionSquares() == RegionsOracle.contradictionEliminations(position))
        #expect(RegionsOracle.confinementEliminations(position).isEmpty)
    }

    // MARK: The next step and the grades

    @Test("the next step is the simplest: a queen's surroundings, an only square, a confinement, a contradiction")
    func precedence() throws {
        let map = try RegionMap(drawing: Self.drawing)
        let queen = try square("c3", 5)
        #expect(RegionsDeductionState(map: map, queens: [queen]).nextStep()?.rule == .aroundQueen)
        let afterQueen = RegionsDeductionState(
            map: map, queens: [queen], ruledOut: map.squaresRuledOut(byQueenOn: queen))
        #expect(afterQueen.nextStep()?.rule == .onlySquare)
        #expect(RegionsDeductionState(map: map).nextStep()?.rule != .onlySquare)
    }

    @Test("each grade is the easiest whose rules solve the puzzle", arguments: PuzzleDifficulty.allCases)
    func grades(difficulty: PuzzleDifficulty) throws {
        // Three 5×5 puzzles, drawn by hand from generated ones, with their solutions.
        let puzzles: [PuzzleDifficulty: ([String], String)] = [
            .easy: (["DDDDD", "DDEED", "AADDD", "AABDD", "AABBC"], "e1 c2 a3 d4 b5"),
            .medium: (["CEECD", "CCCCD", "CACBD", "AAABB", "AAAAB"], "b1 d2 a3 e4 c5"),
            .hard: (["ADEEE", "ADEAE", "AAAAC", "AAACC", "AABBC"], "c1 a2 e3 b4 d5"),
        ]
        let (drawing, solution) = try #require(puzzles[difficulty])
        let map = try RegionMap(drawing: drawing)
        #expect(RegionsOracle.solutionCount(map) == 1)
        #expect(RegionsDeductionState(map: map).requiredDifficulty() == difficulty)
        #expect(RegionsOracle.requiredDifficulty(map) == difficulty)
        var state = RegionsDeductionState(map: map)
        state.deduce(upTo: difficulty)
        let queens = try squares(solution, 5)
        #expect(state.isSolved && state.queens == queens)
        if let easier = PuzzleDifficulty.allCases.last(where: { $0 < difficulty }) {
            var weaker = RegionsDeductionState(map: map)
            weaker.deduce(upTo: easier)
            #expect(!weaker.isSolved)
        }
    }

    @Test("a map with several solutions is beyond the rules")
    func severalSolutions() throws {
        let map = try RegionMap(regionOfSquare: (0..<6).map { Array(repeating: $0, count: 6) })
        #expect(RegionsDeductionState(map: map).requiredDifficulty() == nil)
        #expect(RegionsOracle.requiredDifficulty(map) == nil)
    }

    // MARK: Helpers

    private func square(_ name: String, _ size: Int) throws -> Square {
        try Square(parsing: name, boardSize: size)
    }

    private func squares(_ names: String, _ size: Int) throws -> [Square] {
        try names.split(separator: " ").map { try square(String($0), size) }
    }
}
