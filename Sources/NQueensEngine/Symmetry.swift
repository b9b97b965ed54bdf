/// One of the 8 symmetries of the square board (the dihedral group of order 8): the identity, three rotations and
/// four reflections.
///
/// Rows count upward from the bottom rank and columns rightward from the left file, so "clockwise" is as a player
/// sees the board. Each symmetry maps solutions to solutions.
public enum Symmetry: CaseIterable, Hashable, Sendable {
    /// Leaves every square where it is.
    case identity
    /// Turns the board a quarter turn clockwise: the left file becomes the top rank.
    case quarterTurnClockwise
    /// Turns the board half a turn: the bottom-left corner goes to the top right.
    case halfTurn
    /// Turns the board a quarter turn counterclockwise: the left file becomes the bottom rank.
    case quarterTurnCounterclockwise
    /// Mirrors the board left to right: each column swaps with the column as far from the other edge.
    case leftRightReflection
    /// Mirrors the board top to bottom: each row swaps with the row as far from the other edge.
    case topBottomReflection
    /// Mirrors the board across its main diagonal (`a1`–`h8`): rows become columns.
    case diagonalReflection
    /// Mirrors the board across its anti-diagonal (`a8`–`h1`).
    case antiDiagonalReflection

    // MARK: Group structure

    /// Whether the symmetry turns the board rather than mirroring it (the identity counts as a rotation).
    public var isRotation: Bool {
        !form.mirrors
    }

    /// The symmetry that undoes this one.
    public var inverse: Symmetry {
        switch self {
        case .quarterTurnClockwise: .quarterTurnCounterclockwise
        case .quarterTurnCounterclockwise: .quarterTurnClockwise
        default: self
        }
    }

    /// The symmetry that applies this one first and then `next`.
    public func followed(by next: Symmetry) -> Symmetry {
        Symmetry(form: form.followed(by: next.form))
    }

    // MARK: Acting on squares

    /// The image of the square at `row` and `column` (0-based) on a board of `size` rows.
    func image(row: Int, column: Int, size: Int) -> (row: Int, column: Int) {
        let form = form
        let last = size - 1
        var (newRow, newColumn) = form.transposes ? (column, row) : (row, column)
        if form.reversesRows { newRow = last - newRow }
        if form.reversesColumns { newColumn = last - newColumn }
        return (newRow, newColumn)
    }

    /// The symmetry as "maybe swap rows with columns, then maybe reverse the rows, then maybe reverse the columns".
    private var form: Form {
        switch self {
        case .identity: Form(transposes: false, reversesRows: false, reversesColumns: false)
        case .quarterTurnClockwise: Form(transposes: true, reversesRows: true, reversesColumns: false)
        case .halfTurn: Form(transposes: false, reversesRows: true, reversesColumns: true)
        case .quarterTurnCounterclockwise: Form(transposes: true, reversesRows: false, reversesColumns: true)
        case .leftRightReflection: Form(transposes: false, reversesRows: false, reversesColumns: true)
        case .topBottomReflection: Form(transposes: false, reversesRows: true, reversesColumns: false)
        case .diagonalReflection: Form(transposes: true, reversesRows: false, reversesColumns: false)
        case .antiDiagonalReflection: Form(transposes: true, reversesRows: true, reversesColumns: true)
        }
    }

    /// The symmetry of `form`.
    private init(form: Form) {
        // Every combination of the three flags is one of the 8 symmetries, so this always finds one.
        self = Symmetry.allCases.first { $0.form == form } ?? .identity
    }

    /// A symmetry written as a transposition followed by reversals.
    private struct Form: Equatable {
        var transposes: Bool
        var reversesRows: Bool
        var reversesColumns: Bool

        /// Whether the form mirrors the board (an odd number of the three flips).
        var mirrors: Bool {
            (transposes != reversesRows) != reversesColumns
        }

        /// The form of applying `self`, then `next`.
        func followed(by next: Form) -> Form {
            // Moving `next`'s transposition in front of `self`'s reversals swaps which axis they reverse.
            let rows = next.transposes ? reversesColumns : reversesRows
            let columns = next.transposes ? reversesRows : reversesColumns
            return Form(
                transposes: transposes != next.transposes,
                reversesRows: rows != next.reversesRows,
                reversesColumns: columns != next.reversesColumns)
        }
    }
}

// MARK: - Squares

extension Square {
    /// The square that `symmetry` moves this square to on a `size`×`size` board.
    public func transformed(by symmetry: Symmetry, onBoardOfSize size: Int) -> Square {
        let image = symmetry.image(row: row, column: column, size: size)
        return Square(row: image.row, column: image.column)
    }
}
