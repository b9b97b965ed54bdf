// MARK: - Medium: confinement

extension RegionsDeductionState {
    /// The confinement with the fewest units that rules out a possible square: for each k from 1, regions confined
    /// to k rows, then to k columns, then k rows inside k regions, then k columns inside k regions; among sets of
    /// the same kind and size, the first by the bits of their indices.
    func confinementStep() -> RegionsDeduction? {
        var best: (count: Int, step: RegionsDeduction)?
        for direction in ConfinementDirection.allCases {
            if let found = confinement(direction, fewerThan: best?.count ?? Int.max) { best = found }
            if best?.count == 1 { break }
        }
        return best?.step
    }

    /// Which units are confined within which.
    private enum ConfinementDirection: CaseIterable {
        case regionsInRows
        case regionsInColumns
        case rowsInRegions
        case columnsInRegions

        /// Whether the confined units are regions (else rows or columns).
        var confinesRegions: Bool {
            self == .regionsInRows || self == .regionsInColumns
        }
    }

    /// The first confinement of `direction` with fewer than `limit` units on each side that rules out a square.
    ///
    /// Every set of free units is tried (all but the whole set, which rules nothing out), its span built from a
    /// smaller set's: 2^k unions for k free units, at most 4,096 on a 12×12 board.
    private func confinement(
        _ direction: ConfinementDirection, fewerThan limit: Int
    ) -> (count: Int, step: RegionsDeduction)? {
        // The free units to confine and, for each, the units of the other kind its possible squares lie in.
        var items: [Int] = []
        var spans: [UInt16] = []
        var remaining = direction.confinesRegions ? freeRegions : direction == .rowsInRegions ? freeRows : freeColumns
        while remaining != 0 {
            let index = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            items.append(index)
            spans.append(span(of: index, direction))
        }
        let count = items.count
        guard count >= 2 else { return nil }
        var unions = [UInt16](repeating: 0, count: 1 << count)
        var units = [UInt16](repeating: 0, count: 1 << count)
        var best: (count: Int, subset: Int)?
        for subset in 1..<((1 << count) - 1) {
            let lowest = subset.trailingZeroBitCount
            unions[subset] = unions[subset & (subset - 1)] | spans[lowest]
            units[subset] = units[subset & (subset - 1)] | 1 &<< UInt16(items[lowest])
            let size = subset.nonzeroBitCount
            guard size < min(limit, best?.count ?? Int.max), unions[subset].nonzeroBitCount == size else { continue }
            if (0..<self.size).contains(where: {
                ruledOut(row: $0, confined: units[subset], within: unions[subset], direction) != 0
            }) {
                best = (size, subset)
                if size == 1 { break }
            }
        }
        guard let best else { return nil }
        let confined = indices(units[best.subset])
        let within = indices(unions[best.subset])
        let squares = squares(
            of: (0..<size).map {
                ruledOut(row: $0, confined: units[best.subset], within: unions[best.subset], direction)
            })
        let sides: ([RegionsUnit], [RegionsUnit])
        switch direction {
        case .regionsInRows: sides = (confined.map { .region($0) }, within.map { .row($0) })
        case .regionsInColumns: sides = (confined.map { .region($0) }, within.map { .column($0) })
        case .rowsInRegions: sides = (confined.map { .row($0) }, within.map { .region($0) })
        case .columnsInRegions: sides = (confined.map { .column($0) }, within.map { .region($0) })
        }
        return (best.count, .confined(sides.0, within: sides.1, ruledOut: squares))
    }

    /// The units of the other kind that the possible squares of unit `index` lie in.
    private func span(of index: Int, _ direction: ConfinementDirection) -> UInt16 {
        var span: UInt16 = 0
        switch direction {
        case .regionsInRows:
            for row in 0..<size where possible[row] & map.mask(region: index, row: row) != 0 {
                span |= 1 &<< UInt16(row)
            }
        case .regionsInColumns:
            for row in 0..<size { span |= possible[row] & map.mask(region: index, row: row) }
        case .rowsInRegions:
            span = regions(in: possible[index], row: index)
        case .columnsInRegions:
            for row in 0..<size { span |= regions(in: possible[row] & 1 &<< UInt16(index), row: row) }
        }
        return span
    }

    /// The possible squares of `row` that a confinement rules out: those of the `within` units outside the
    /// `confined` ones (both as bits of their indices).
    private func ruledOut(row: Int, confined: UInt16, within: UInt16, _ direction: ConfinementDirection) -> UInt16 {
        let rowBit: UInt16 = 1 &<< UInt16(row)
        switch direction {
        case .regionsInRows:
            return within & rowBit == 0 ? 0 : possible[row] & ~union(ofRegions: confined, row: row)
        case .regionsInColumns:
            return possible[row] & within & ~union(ofRegions: confined, row: row)
        case .rowsInRegions:
            return confined & rowBit != 0 ? 0 : possible[row] & union(ofRegions: within, row: row)
        case .columnsInRegions:
            return possible[row] & union(ofRegions: within, row: row) & ~confined
        }
    }
}
