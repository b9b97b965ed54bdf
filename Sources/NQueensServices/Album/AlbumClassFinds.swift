import NQueensEngine

/// The solutions found in one class, as the album screen lists them: the class's canonical form and the columns
/// of each solution found, without the games that found them.
///
/// Compact on purpose: an album of 100,000 games has thousands of classes on a large board, and the screen shows a
/// few dozen at a time. The columns are kept as bytes, one a row, solution after solution, and matched against the
/// class's members when a card is drawn (`foundMembers(among:)`): a column list that matches no member is ignored.
public struct AlbumClassFinds: Sendable, Hashable {
    /// The class's canonical form (its smallest member).
    public let classKey: Solution

    /// The columns of each solution found, one byte a row (`classKey.size` bytes a solution), in lexicographic order.
    public let foundColumns: [UInt8]

    /// Creates the finds of a class from the columns of its solutions found, one byte a row.
    public init(classKey: Solution, foundColumns: [UInt8]) {
        self.classKey = classKey
        self.foundColumns = foundColumns
    }

    /// Creates the finds of a class from its solutions found.
    public init(classKey: Solution, found: some Sequence<Solution>) {
        self.init(
            classKey: classKey, foundColumns: found.flatMap { $0.columns.map { UInt8(truncatingIfNeeded: $0) } })
    }

    /// The number of solutions found.
    public var foundCount: Int {
        foundColumns.count / max(1, classKey.size)
    }

    // MARK: Matching members

    /// Whether `solution` is one of those found.
    public func contains(_ solution: Solution) -> Bool {
        let size = classKey.size
        guard solution.size == size, size > 0 else { return false }
        let columns = solution.columns
        var start = 0
        while start + size <= foundColumns.count {
            var equal = true
            for row in 0..<size where Int(foundColumns[start + row]) != columns[row] {
                equal = false
                break
            }
            if equal { return true }
            start += size
        }
        return false
    }

    /// For each of `members` (the class's, in its order), whether it was found.
    public func foundMembers(among members: [Solution]) -> [Bool] {
        members.map(contains)
    }

    // MARK: From entries

    /// The classes of `entries` (one board size, in the album's order: class by class), each with its solutions.
    public static func classes(of entries: [AlbumEntry]) -> [AlbumClassFinds] {
        var classes: [AlbumClassFinds] = []
        var start = entries.startIndex
        while start < entries.endIndex {
            let key = entries[start].classKey
            let end = entries[start...].firstIndex { $0.classKey != key } ?? entries.endIndex
            classes.append(AlbumClassFinds(classKey: key, found: entries[start..<end].map(\.solution)))
            start = end
        }
        return classes
    }
}
