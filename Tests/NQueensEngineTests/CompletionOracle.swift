import NQueensEngine

/// An independent answer key for completion and hints: every solution of one board size, found by plain recursion.
///
/// It shares no code with the engine's search: rows are filled in order and every pair of queens is compared
/// directly.
struct CompletionOracle {
    /// The board size.
    let size: Int

    /// Every solution, `columns[row]`.
    let solutions: [[Int]]

    /// Enumerates every solution of a `size`×`size` board.
    init(size: Int) {
        self.size = size
        var found: [[Int]] = []
        var columns: [Int] = []
        func extend() {
            if columns.count == size {
                found.append(columns)
                return
            }
            let row = columns.count
            for column in 0..<size {
                let clashes = columns.enumerated().contains { other, otherColumn in
                    otherColumn == column || abs(otherColumn - column) == row - other
                }
                if !clashes {
                    columns.append(column)
                    extend()
                    columns.removeLast()
                }
            }
        }
        extend()
        solutions = found
    }

    /// The solutions that keep every one of `queens`.
    func completions(of queens: [Square]) -> [[Int]] {
        solutions.filter { solution in queens.allSatisfy { solution[$0.row] == $0.column } }
    }

    /// Whether some solution keeps every one of `queens`.
    func isCompletable(_ queens: [Square]) -> Bool {
        solutions.contains { solution in queens.allSatisfy { solution[$0.row] == $0.column } }
    }

    /// Whether some two of `queens` attack each other.
    static func hasConflict(_ queens: [Square]) -> Bool {
        queens.contains { queen in queens.contains { queen.attacks($0) } }
    }

    /// The hint the rules call for, worked out from first principles.
    func expectedHint(for queens: [Square]) -> ExpectedHint {
        if Self.hasConflict(queens) {
            let pairs = queens.map { queen in queens.filter { queen.attacks($0) }.count }
            let most = pairs.max() ?? 0
            let index = pairs.lastIndex(of: most) ?? 0
            return .removeConflicting(queens[index])
        }
        if queens.count == size { return .solved }
        if isCompletable(queens) {
            let free = (0..<size).filter { row in !queens.contains { $0.row == row } }
            let open = free.map { row in
                (0..<size).filter { column in !queens.contains { $0.attacks(Square(row: row, column: column)) } }.count
            }
            let fewest = open.min() ?? 0
            return .placeInRow(free[open.firstIndex(of: fewest) ?? 0])
        }
        for index in queens.indices.reversed() {
            var rest = queens
            rest.remove(at: index)
            if isCompletable(rest) { return .removeDeadEnd(queens[index]) }
        }
        return .removeDeadEnd(queens[queens.count - 1])
    }
}

/// What a correct hint must be: exact, except that a placement may be any extending square of the right row.
enum ExpectedHint: Equatable {
    case placeInRow(Int)
    case removeConflicting(Square)
    case removeDeadEnd(Square)
    case solved
}

/// Positions to test against the oracle.
enum CompletionPlacements {
    /// Every ordered placement of up to `maximum` non-attacking queens on a `size`×`size` board.
    static func allNonAttacking(size: Int, maximum: Int) -> [[Square]] {
        let squares = (0..<size).flatMap { row in (0..<size).map { Square(row: row, column: $0) } }
        var result: [[Square]] = [[]]
        var current: [Square] = []
        func extend() {
            guard current.count < maximum else { return }
            for square in squares where !current.contains(square) && !current.contains(where: { $0.attacks(square) }) {
                current.append(square)
                result.append(current)
                extend()
                current.removeLast()
            }
        }
        extend()
        return result
    }

    /// A random placement of non-attacking queens: k uniform in 0..<size, each queen on a uniformly random square
    /// that no earlier queen attacks or holds, stopping early when none is left.
    static func randomNonAttacking(size: Int, using generator: inout SplitMix64) -> [Square] {
        let target = Int.random(in: 0..<size, using: &generator)
        var queens: [Square] = []
        var open = (0..<size * size).map { Square(row: $0 / size, column: $0 % size) }
        while queens.count < target, let queen = open.randomElement(using: &generator) {
            queens.append(queen)
            open.removeAll { $0 == queen || queen.attacks($0) }
        }
        return queens
    }

    /// A random placement of 1…size+2 distinct queens anywhere, attacks allowed.
    static func randomAnywhere(size: Int, using generator: inout SplitMix64) -> [Square] {
        let count = Int.random(in: 1...(size + 2), using: &generator)
        var queens: [Square] = []
        while queens.count < count {
            let square = Square(
                row: Int.random(in: 0..<size, using: &generator), column: Int.random(in: 0..<size, using: &generator))
            if !queens.contains(square) { queens.append(square) }
        }
        return queens
    }
}
