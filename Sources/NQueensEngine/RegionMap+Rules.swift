/// Two queens of a regions puzzle that cannot both stand, and the rule they break.
///
/// The rules: one queen per row, per column and per region, and no two queens touching, not even at a corner.
public enum RegionsConflict: Hashable, Sendable {
    /// The two queens share a row.
    case sameRow(Square, Square)
    /// The two queens share a column.
    case sameColumn(Square, Square)
    /// The two queens share this region.
    case sameRegion(Int, Square, Square)
    /// The two queens touch, at a side or a corner (and share no row, column or region).
    case touching(Square, Square)

    /// The two queens, in the order the conflict names them.
    public var queens: [Square] {
        switch self {
        case .sameRow(let first, let second), .sameColumn(let first, let second),
            .sameRegion(_, let first, let second), .touching(let first, let second):
            return [first, second]
        }
    }
}

/// Why 1-based columns, one per row, are not a regions puzzle's solution.
public enum RegionsSolutionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The placement has this many rows, not the board's size.
    case wrongCount(Int, size: Int)
    /// The queen of the row stands off the board.
    case columnOutOfRange(row: Int, column: Int, size: Int)
    /// Two queens share a column.
    case sameColumn(Square, Square)
    /// Two queens share a region.
    case sameRegion(Int, Square, Square)
    /// Two queens touch.
    case touching(Square, Square)

    /// A one-line message naming the problem (regions by their letter).
    public var description: String {
        switch self {
        case .wrongCount(let count, let size):
            return "the solution of a regions puzzle on the \(size)×\(size) board has \(size) queens, one per row, "
                + "not \(count)"
        case .columnOutOfRange(let row, let column, let size):
            return "the queen of row \(row + 1) is in column \(column + 1), off the \(size)×\(size) board"
        case .sameColumn(let first, let second):
            return "the queens on \(first) and \(second) share a column"
        case .sameRegion(let region, let first, let second):
            return "the queens on \(first) and \(second) share region \(RegionMap.letter(ofRegion: region))"
        case .touching(let first, let second):
            return "the queens on \(first) and \(second) touch"
        }
    }
}

// MARK: - The rules

extension RegionMap {
    /// Every pair of `queens` that breaks a rule, with the first rule it breaks (row, column, region, touching).
    ///
    /// Pairs come in the order of `queens`, the earlier queen first. Squares off the board are ignored.
    public func conflicts(among queens: [Square]) -> [RegionsConflict] {
        let onBoard = queens.filter { $0.isOnBoard(ofSize: size) }
        var found: [RegionsConflict] = []
        for (index, first) in onBoard.enumerated() {
            for second in onBoard[(index + 1)...] where second != first {
                if first.row == second.row {
                    found.append(.sameRow(first, second))
                } else if first.column == second.column {
                    found.append(.sameColumn(first, second))
                } else if region(of: first) == region(of: second) {
                    found.append(.sameRegion(region(of: first), first, second))
                } else if first.touches(second) {
                    found.append(.touching(first, second))
                }
            }
        }
        return found
    }

    /// Whether `queens` solve the map: one per row, column and region, none touching another.
    public func isSolution(_ queens: [Square]) -> Bool {
        queens.count == size && Set(queens).count == size && queens.allSatisfy { $0.isOnBoard(ofSize: size) }
            && conflicts(among: queens).isEmpty
    }

    /// The first rule that `columns` breaks as a solution of the map, or `nil` when it is one.
    ///
    /// `columns` holds the 0-based column of the queen of each row, bottom row first; each queen is checked against
    /// those below it.
    public func firstViolation(columns: [Int]) -> RegionsSolutionError? {
        guard columns.count == size else { return .wrongCount(columns.count, size: size) }
        for (row, column) in columns.enumerated() where !(0..<size).contains(column) {
            return .columnOutOfRange(row: row, column: column, size: size)
        }
        let queens = columns.enumerated().map { Square(row: $0.offset, column: $0.element) }
        for (row, queen) in queens.enumerated() {
            for earlier in queens[..<row] {
                if earlier.column == queen.column { return .sameColumn(earlier, queen) }
                if region(of: earlier) == region(of: queen) { return .sameRegion(region(of: queen), earlier, queen) }
                if earlier.touches(queen) { return .touching(earlier, queen) }
            }
        }
        return nil
    }
}
