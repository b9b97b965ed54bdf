import NQueensEngine
import NQueensServices

/// The classes the album lists for one board size, each card made when it is read: every class up to 12×12,
/// else the classes found.
///
/// An album of a long history holds thousands of classes on a large board and the screen shows a few dozen, so
/// the list keeps only what the store read (`AlbumClassFinds`, a byte array per class found) and, for the listable
/// sizes, the catalogue of every class with which of them was found. `subscript` builds one `AlbumClassCard`.
public struct AlbumClassList: RandomAccessCollection, Sendable {
    /// The number of rows (and columns) of the board.
    public let boardSize: Int

    /// Whether the list holds every class of the board (sizes up to 12), rather than only those found.
    public let listsEveryClass: Bool

    /// Every class of the board, in canonical order, for the listable sizes; empty otherwise.
    private let catalogue: [SymmetryClass]

    /// The classes found, in canonical order.
    private let finds: [AlbumClassFinds]

    /// For each class of `catalogue`, its index in `finds`, or -1 when none of its members was found.
    private let findIndex: [Int32]

    /// An empty list of `boardSize` (before the album is read, or when it cannot be).
    public init(boardSize: Int) {
        self.init(boardSize: boardSize, finds: [], catalogue: [])
    }

    /// The list of `boardSize` from the classes found there (in canonical order) and, for the listable sizes,
    /// the catalogue of every class of the board (in canonical order).
    init(boardSize: Int, finds: [AlbumClassFinds], catalogue: [SymmetryClass]) {
        self.boardSize = boardSize
        self.listsEveryClass = SymmetryClass.listableSizeRange.contains(boardSize)
        self.finds = finds
        self.catalogue = listsEveryClass ? catalogue : []
        findIndex = listsEveryClass ? Self.match(finds, to: self.catalogue) : []
    }

    // MARK: Collection

    /// The first class's position: 0.
    public var startIndex: Int { 0 }

    /// One past the last class's position: the number of classes listed.
    public var endIndex: Int {
        listsEveryClass ? catalogue.count : finds.count
    }

    /// The card of the class at `position`, with its members found.
    public subscript(position: Int) -> AlbumClassCard {
        if listsEveryClass {
            let symmetryClass = catalogue[position]
            let found = Int(findIndex[position])
            return AlbumClassCard(
                canonicalForm: symmetryClass.canonicalForm, number: position + 1, count: catalogue.count,
                listsEveryClass: true,
                foundMembers: found < 0
                    ? Array(repeating: false, count: symmetryClass.members.count)
                    : finds[found].foundMembers(among: symmetryClass.members))
        }
        let finds = finds[position]
        let members = SymmetryClass(containing: finds.classKey).members
        return AlbumClassCard(
            canonicalForm: members[0], number: position + 1, count: self.finds.count, listsEveryClass: false,
            foundMembers: finds.foundMembers(among: members))
    }

    /// The position of the class whose canonical form is `canonicalForm`, found by bisection; `nil` when it is not
    /// listed.
    public func position(ofClass canonicalForm: Solution) -> Int? {
        guard canonicalForm.size == boardSize else { return nil }
        let target = canonicalForm.columns
        var low = 0
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if key(at: middle).lexicographicallyPrecedes(target) { low = middle + 1 } else { high = middle }
        }
        return low < endIndex && key(at: low) == target ? low : nil
    }

    // MARK: Matching

    private func key(at position: Int) -> [Int] {
        listsEveryClass ? catalogue[position].canonicalForm.columns : finds[position].classKey.columns
    }

    /// For each class of `catalogue`, the index of its finds: both lists are in canonical order, so one walk
    /// matches them (a damaged key that is no class's canonical form matches nothing).
    private static func match(_ finds: [AlbumClassFinds], to catalogue: [SymmetryClass]) -> [Int32] {
        var indices = [Int32](repeating: -1, count: catalogue.count)
        var next = 0
        for (position, symmetryClass) in catalogue.enumerated() {
            let columns = symmetryClass.canonicalForm.columns
            while next < finds.count, finds[next].classKey.columns.lexicographicallyPrecedes(columns) { next += 1 }
            if next < finds.count, finds[next].classKey.columns == columns {
                indices[position] = Int32(next)
                next += 1
            }
        }
        return indices
    }
}
