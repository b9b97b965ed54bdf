/// The queens on the edge of the board: one in the first row, one in the last row, one in the first column and one
/// in the last column.
///
/// Every solution has exactly one queen on each of those four lines (a queen in a corner stands on two of them), so
/// the solutions split by where their edge queens stand, and the symmetries of the board map each of these start
/// constellations, with all its solutions, onto another. Counting the solutions of one constellation per class and
/// weighting it by the size of the class counts them all.
struct StartConstellation: Hashable, Sendable {
    /// The column of the queen in row 0.
    var top: Int
    /// The column of the queen in the last row.
    var bottom: Int
    /// The row of the queen in column 0.
    var left: Int
    /// The row of the queen in the last column.
    var right: Int

    /// Edge queen `index` as a square: 0 top, 1 bottom, 2 left, 3 right (a queen in a corner is two of them).
    private func edgeSquare(_ index: Int, size: Int) -> Square {
        switch index {
        case 0: Square(row: 0, column: top)
        case 1: Square(row: size - 1, column: bottom)
        case 2: Square(row: left, column: 0)
        default: Square(row: right, column: size - 1)
        }
    }

    /// The distinct edge queens (3 with a queen in a corner, else 4; 1 on the 1×1 board).
    func queens(size: Int) -> [Square] {
        var queens: [Square] = []
        queens.reserveCapacity(4)
        for index in 0..<4 {
            let square = edgeSquare(index, size: size)
            if !queens.contains(square) { queens.append(square) }
        }
        return queens
    }

    /// Whether the four lines hold one queen each and no two queens attack each other.
    ///
    /// A queen in a corner belongs to both its lines, so the two must name the same square.
    func isValid(size: Int) -> Bool {
        let last = size - 1
        guard (top == 0) == (left == 0), (top == last) == (right == 0), (bottom == 0) == (left == last),
            (bottom == last) == (right == last)
        else { return false }
        for first in 0..<4 {
            for second in (first + 1)..<4 where edgeSquare(first, size: size).attacks(edgeSquare(second, size: size)) {
                return false
            }
        }
        return true
    }

    /// The constellation that a symmetry of the board turns this one into, the symmetry written as "maybe swap rows
    /// with columns, then maybe reverse the rows, then maybe reverse the columns" (as `Symmetry` does).
    func image(transposing: Bool, reversingRows: Bool, reversingColumns: Bool, size: Int) -> StartConstellation {
        let last = size - 1
        var (top, bottom, left, right) = (top, bottom, left, right)
        // Swapping rows with columns takes the queen of row 0 to column 0, that of the last row to the last column.
        if transposing { (top, bottom, left, right) = (left, right, top, bottom) }
        if reversingRows { (top, bottom, left, right) = (bottom, top, last - left, last - right) }
        if reversingColumns { (top, bottom, left, right) = (last - top, last - bottom, right, left) }
        return StartConstellation(top: top, bottom: bottom, left: left, right: right)
    }

    /// A number that orders constellations: the smallest in a class names it.
    func code(size: Int) -> Int {
        ((top * size + bottom) * size + left) * size + right
    }
}

// MARK: - Classes

/// The start constellations that the symmetries of the board map onto each other, searched as one.
struct ConstellationClass: Sendable {
    /// The member whose solutions are counted: the one with the smallest search tree by `searchOrder`.
    var constellation: StartConstellation
    /// How many constellations the class holds (8, 4, 2; 1 on the 1×1 board); each has as many solutions.
    var weight: UInt64
    /// The rotations that map the constellation onto itself, beyond the identity.
    var symmetry: Rotations
    /// The `code` of the class's smallest member, which names the class and orders the classes.
    var code: Int

    /// The rotations that leave a constellation unchanged (no reflection leaves a valid one unchanged above 1×1).
    enum Rotations: Sendable {
        /// Only the identity: the 8 symmetries give 8 constellations.
        case none
        /// The half turn: 4 constellations.
        case halfTurn
        /// Every rotation: 2 constellations.
        case quarterTurn
    }

    /// Every class of valid start constellations of a `size`×`size` board (2…64), in increasing order of the
    /// smallest member's `code`.
    static func all(size: Int) -> [ConstellationClass] {
        precondition(size >= 2, "start constellations need distinct edge lines")
        let last = size - 1
        var classes: [ConstellationClass] = []
        // Lines in turn, each queen checked against those before it as soon as it is placed.
        for top in 0...last {
            let topQueen = Square(row: 0, column: top)
            for left in 0...last where (top == 0) == (left == 0) {
                let leftQueen = Square(row: left, column: 0)
                guard !topQueen.attacks(leftQueen) else { continue }
                for right in 0...last where (top == last) == (right == 0) {
                    let rightQueen = Square(row: right, column: last)
                    guard !topQueen.attacks(rightQueen), !leftQueen.attacks(rightQueen) else { continue }
                    for bottom in 0...last where (bottom == 0) == (left == last) && (bottom == last) == (right == last)
                    {
                        let bottomQueen = Square(row: last, column: bottom)
                        guard !topQueen.attacks(bottomQueen), !leftQueen.attacks(bottomQueen),
                            !rightQueen.attacks(bottomQueen)
                        else { continue }
                        let constellation = StartConstellation(top: top, bottom: bottom, left: left, right: right)
                        if let found = ConstellationClass(smallest: constellation, size: size) { classes.append(found) }
                    }
                }
            }
        }
        return classes.sorted { $0.code < $1.code }
    }

    /// The class of `constellation` when it is the smallest member of its class, else `nil`.
    ///
    /// Only rotations can keep a valid constellation (a reflection would need two edge queens on one line), so the
    /// class holds 8 constellations divided by the number of rotations that keep it.
    private init?(smallest constellation: StartConstellation, size: Int) {
        let own = constellation.code(size: size)
        var searched = constellation
        for flags in 1..<8 {
            let image = constellation.image(
                transposing: flags & 4 != 0, reversingRows: flags & 2 != 0, reversingColumns: flags & 1 != 0,
                size: size)
            // Most constellations are not the smallest of their class: reject them at once.
            if image.code(size: size) < own { return nil }
            if Self.searchOrder(image, searched, size: size) { searched = image }
        }
        let quarterTurn = constellation.image(
            transposing: true, reversingRows: true, reversingColumns: false, size: size)
        let halfTurn = constellation.image(transposing: false, reversingRows: true, reversingColumns: true, size: size)
        if quarterTurn == constellation {
            (symmetry, weight) = (.quarterTurn, 2)
        } else if halfTurn == constellation {
            (symmetry, weight) = (.halfTurn, 4)
        } else {
            (symmetry, weight) = (.none, 8)
        }
        code = own
        self.constellation = searched
    }

    /// Whether searching `first` row by row from the top is expected to take fewer steps than searching `second`.
    ///
    /// Measured over every class for N = 12…14: a bottom queen near a corner, then edge-column queens in late rows,
    /// give search trees within 10% of the best of the class's members (the first member is 60% larger); the code
    /// breaks ties so that the choice is deterministic.
    private static func searchOrder(_ first: StartConstellation, _ second: StartConstellation, size: Int) -> Bool {
        func key(_ constellation: StartConstellation) -> (Int, Int, Int) {
            let nearCorner = min(constellation.bottom, size - 1 - constellation.bottom)
            return (nearCorner, -max(constellation.left, constellation.right), constellation.code(size: size))
        }
        return key(first) < key(second)
    }
}
