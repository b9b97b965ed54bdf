/// A class of solutions under the 8 symmetries of the board: a solution with all its rotations and reflections.
///
/// A class has 8 distinct members, or 4 when a half turn maps its solutions onto themselves, or 2 for a quarter
/// turn (1 on the 1×1 board only). Its representative is its `canonicalForm`, the member with the lexicographically
/// smallest `columns`, which is also how classes are ordered and numbered.
///
/// ```swift
/// let classes = try SymmetryClass.all(size: 8)      // 12 classes
/// classes[0].canonicalForm.columns                  // [0, 4, 7, 5, 2, 6, 1, 3]
/// classes.map(\.members.count).reduce(0, +)         // 92
/// ```
public struct SymmetryClass: Hashable, Sendable {
    /// The board sizes whose classes `all(size:)` lists, up to 12×12 (1,787 classes).
    ///
    /// Past that they number in the thousands to millions; `SolutionCensus` has their number.
    public static let listableSizeRange: ClosedRange<Int> = 1...12

    /// The members, in lexicographic order of `columns`: the canonical form first.
    public let members: [Solution]

    /// The class of `solution`.
    public init(containing solution: Solution) {
        members = solution.symmetryClass
    }

    /// The class's representative: its smallest member (see `Solution.canonicalForm`).
    public var canonicalForm: Solution {
        members[0]
    }

    /// The number of rows of the board.
    public var size: Int {
        canonicalForm.size
    }

    /// The position of `solution` among `members`, or `nil` when it is not one of them.
    public func index(of solution: Solution) -> Int? {
        members.firstIndex(of: solution)
    }

    /// Every class of the `size`×`size` board, in lexicographic order of their canonical forms.
    ///
    /// Walks the solutions in lexicographic order and keeps those that are their class's canonical form, comparing
    /// each image as it is made (no allocation per image); a canonical form never has its first queen past the
    /// middle column (its mirror image would be smaller), so the walk stops there. About 2 ms for 12×12 in a
    /// release build.
    ///
    /// - Throws: `SolverError.sizeOutOfRange` outside `listableSizeRange`.
    public static func all(size: Int) throws(SolverError) -> [SymmetryClass] {
        guard listableSizeRange.contains(size) else { throw .sizeOutOfRange(size, accepted: listableSizeRange) }
        let symmetries = Array(Symmetry.allCases.dropFirst())
        var image = [Int](repeating: 0, count: size)
        var classes: [SymmetryClass] = []
        for solution in try SolutionSequence(size: size) {
            let columns = solution.columns
            if 2 * columns[0] > size - 1 { break }
            let isCanonical = symmetries.allSatisfy { symmetry in
                for (row, column) in columns.enumerated() {
                    let moved = symmetry.image(row: row, column: column, size: size)
                    image[moved.row] = moved.column
                }
                return !image.lexicographicallyPrecedes(columns)
            }
            if isCanonical { classes.append(SymmetryClass(containing: solution)) }
        }
        return classes
    }
}

// MARK: - How two solutions are related

extension Solution {
    /// The symmetries that turn or mirror this solution into `other`, in `Symmetry.allCases` order: empty when they
    /// are not in one class (or not of one size).
    public func symmetries(mapping other: Solution) -> [Symmetry] {
        guard other.size == size else { return [] }
        return Symmetry.allCases.filter { transformed(by: $0) == other }
    }
}
