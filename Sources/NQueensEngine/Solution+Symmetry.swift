// MARK: - Symmetries of a solution

extension Solution {
    /// The solution that `symmetry` turns or mirrors this one into; it is again a solution.
    public func transformed(by symmetry: Symmetry) -> Solution {
        let size = size
        var images = [Int](repeating: 0, count: size)
        for (row, column) in columns.enumerated() {
            let image = symmetry.image(row: row, column: column, size: size)
            images[image.row] = image.column
        }
        return Solution(unchecked: images)
    }

    /// The 8 images of the solution, one per symmetry in `Symmetry.allCases` order (some may be equal).
    public var images: [Solution] {
        Symmetry.allCases.map { transformed(by: $0) }
    }

    /// The representative of the solution's symmetry class: of its 8 images, the one with the lexicographically
    /// smallest `columns`.
    ///
    /// Two solutions are the same up to rotation and reflection exactly when their canonical forms are equal.
    public var canonicalForm: Solution {
        var smallest = self
        for symmetry in Symmetry.allCases.dropFirst() {
            let image = transformed(by: symmetry)
            if image.columns.lexicographicallyPrecedes(smallest.columns) { smallest = image }
        }
        return smallest
    }

    /// Whether the solution is the representative of its symmetry class (see `canonicalForm`).
    public var isCanonical: Bool {
        canonicalForm == self
    }

    /// The symmetries that map the solution onto itself, in `Symmetry.allCases` order; always includes `identity`.
    ///
    /// For boards larger than 1×1 only rotations can appear: a reflection never maps a solution onto itself.
    public var symmetries: [Symmetry] {
        Symmetry.allCases.filter { transformed(by: $0) == self }
    }

    /// How many distinct solutions the 8 symmetries make of this one: 8, 4 (half-turn symmetric), 2 (quarter-turn
    /// symmetric) or 1 (the 1×1 board).
    public var symmetryClassSize: Int {
        Symmetry.allCases.count / symmetries.count
    }

    /// The distinct solutions equivalent to this one under rotation and reflection, itself included, in
    /// lexicographic order of `columns`; the first is `canonicalForm`.
    public var symmetryClass: [Solution] {
        let distinct = Set(images)
        return distinct.sorted { $0.columns.lexicographicallyPrecedes($1.columns) }
    }
}
