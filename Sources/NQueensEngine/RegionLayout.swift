/// Regions under construction around a solution: grown from its queens, one square at a time, so that the solution
/// stays the only one (the generator's middle step; see `RegionsPuzzle.generate(size:difficulty:seed:)`).
///
/// Region `i` starts as the queen of row `i`, so the solution keeps one queen per region whatever the regions grow
/// into; no queen's square ever changes region. Every region stays connected. All choices are weighted draws from
/// `SplitMix64` with whole-number weights, so the same random numbers give the same regions everywhere.
struct RegionLayout {
    /// The fewest squares a region has, but for an easy puzzle's one starting square: a region of one square gives
    /// its queen away.
    static let smallestRegion = 2

    /// The board size.
    let size: Int

    /// The column of the queen of each row.
    let queens: [Int]

    /// The region of each square (row by row from the bottom), `-1` while unassigned.
    private(set) var cells: [Int]

    /// The number of squares of each region.
    private(set) var sizes: [Int]

    /// The columns of each region in each row, `[region * size + row]`, as `RegionMap.masks`.
    private var masks: [UInt16]

    /// The assigned squares of each row, as bits: where queens may stand so far.
    private var assigned: [UInt16]

    /// The squares beside each square, four per square, `-1` past the board's edge.
    fileprivate let neighbours: [Int]

    /// An easy puzzle's cascade, which says which squares each region may take.
    fileprivate private(set) var cascade: Cascade?

    /// Regions around `queens` (one per row, none touching another), each only its queen's square.
    init(queens: [Int]) {
        size = queens.count
        self.queens = queens
        cells = Array(repeating: -1, count: size * size)
        sizes = Array(repeating: 1, count: size)
        masks = Array(repeating: 0, count: size * size)
        assigned = Array(repeating: 0, count: size)
        var neighbours: [Int] = []
        for square in 0..<(size * size) {
            let (row, column) = square.quotientAndRemainder(dividingBy: size)
            neighbours += [
                row > 0 ? square - size : -1, row < size - 1 ? square + size : -1, column > 0 ? square - 1 : -1,
                column < size - 1 ? square + 1 : -1,
            ]
        }
        self.neighbours = neighbours
        for (row, column) in queens.enumerated() {
            cells[row * size + column] = row
            masks[row * size + row] = 1 &<< UInt16(column)
            assigned[row] |= 1 &<< UInt16(column)
        }
    }

    // MARK: Growing

    /// Grows the regions from their queens until they cover the board, the queens staying the only solution;
    /// whether it got there.
    ///
    /// The regions of a medium or hard puzzle draw a target share of the board each, from a sixteenth of the average
    /// to twice it, so that a few large regions hold small ones between them, as a designer's do. A square joins a
    /// region only if the queens stay the only solution when queens may stand on the assigned squares alone (at the
    /// start, only on the queens' own): that is, if no solution has a queen on the new square. A refused pair stays
    /// refused while the squares assigned before it stay (more squares only give more solutions), and the draw is
    /// made again without it.
    ///
    /// An easy puzzle's regions fall in a cascade (`Cascade`): one region of one square, whose queen rules out
    /// every square of the next region but its queen, and so on. Its regions take only the squares the cascade
    /// allows, so the easy rules solve it, and sound rules that reach a solution prove it is the only one.
    ///
    /// At each step a region with an unassigned square beside it is drawn, favouring those furthest below their
    /// target (and first of all those below `smallestRegion`), then one of those squares, strongly favouring
    /// squares beside several of the region's own, so that regions grow into blobs and bands rather than
    /// one-square-wide snakes. When every pair left is refused, the latest squares are taken back (more each time)
    /// and growing goes on, up to `backtrackLimit(size:)` times.
    mutating func grow(for difficulty: PuzzleDifficulty, using random: inout SplitMix64) -> Bool {
        var targets: [Int]
        let single: Int?
        if difficulty == .easy {
            let cascade = Cascade(queens: queens, using: &random)
            // Regions late in the cascade may take more squares: they grow larger.
            let shares = (0..<size).map { region in
                (20 + random.draw(below: 40)) << min(cascade.rank[region], 7)
            }
            let total = shares.reduce(0, +) - shares[cascade.first]
            targets = shares.map { max(Self.smallestRegion, $0 * (size * size - 1) / total) }
            targets[cascade.first] = 1
            self.cascade = cascade
            single = cascade.first
        } else {
            let shares = (0..<size).map { _ in 1 << random.draw(below: 6) }
            let total = shares.reduce(0, +)
            targets = shares.map { max(Self.smallestRegion, $0 * size * size / total) }
            single = nil
        }
        let squareCount = size * size
        // The squares assigned, in order.
        var order: [Int] = []
        order.reserveCapacity(squareCount)
        var backtracks = 0
        // How many of the first squares assigned the cascade allowed, all of them while it holds.
        var cascadeHolds = 0
        var frontier = Frontier(layout: self, excluding: single)
        var regionWeights = [Int](repeating: 0, count: size)
        while order.count < squareCount - size {
            // An easy puzzle's squares outside the cascade only when no other is left.
            let fallback = !frontier.weights.contains { $0 > 0 }
            for region in 0..<size {
                let deficit = targets[region] - sizes[region]
                regionWeights[region] =
                    (fallback ? frontier.fallbackWeights[region] : frontier.weights[region]) == 0
                    ? 0
                    : sizes[region] < Self.smallestRegion
                        ? 10_000 : deficit > 0 ? 4 + 60 * deficit / targets[region] : 1
            }
            guard regionWeights.contains(where: { $0 > 0 }) else {
                // Every pair left was refused: take back the latest squares, more each time.
                guard backtracks < Self.backtrackLimit(size: size) else { return false }
                backtracks += 1
                let kept = max(0, order.count - (2 << min(backtracks, 6)))
                while order.count > kept, let square = order.popLast() {
                    let region = cells[square]
                    unassign(square)
                    frontier.leave(square, region: region, layout: self)
                }
                cascadeHolds = min(cascadeHolds, kept)
                frontier.forgetRefusals(after: kept, layout: self)
                continue
            }
            let region = Self.weightedDraw(regionWeights, using: &random)
            let square = frontier.draw(in: region, fallback: fallback, layout: self, using: &random)
            // Once a square outside the cascade joins, the easy rules lean on rows and columns too, and every later
            // square needs the check (until it is taken back).
            let allowed = cascade?.allows(square, in: region) ?? false
            let accepted =
                cascade == nil
                ? keepsSolution(adding: square, to: region)
                : (order.count == cascadeHolds && allowed) || staysEasy(adding: square, to: region)
            if accepted {
                if order.count == cascadeHolds, allowed { cascadeHolds += 1 }
                assign(square, to: region)
                frontier.join(square, region: region, layout: self)
                order.append(square)
            } else {
                frontier.refuse(square, region: region, at: order.count, layout: self)
            }
        }
        return sizes.enumerated().allSatisfy { region, count in count >= Self.smallestRegion || region == single }
    }

    /// How many times `grow(for:using:)` takes squares back before it gives up.
    static func backtrackLimit(size: Int) -> Int {
        // More backtracking rescues more layouts but costs more than starting afresh (measured from 1 to 16 × size).
        4 * size
    }

    /// The weight of a square beside 1, 2, 3 or 4 squares of the region that may take it.
    fileprivate static let besideWeight = [0, 2, 14, 50, 90]

    /// Whether the queens stay the only solution on the assigned squares once `square` joins `region`: whether no
    /// solution has a queen on it.
    private mutating func keepsSolution(adding square: Int, to region: Int) -> Bool {
        let (row, column) = square.quotientAndRemainder(dividingBy: size)
        assign(square, to: region)
        defer { unassign(square) }
        var allowed = assigned
        allowed[row] = 1 &<< UInt16(column)
        var search = RegionsSearch(size: size, masks: masks, regionOfSquare: cells, allowed: allowed)
        return search.run(limit: 1) == 0
    }

    /// Whether the easy rules still reach the queens when queens may stand on the assigned squares alone, once
    /// `square` joins `region`.
    private mutating func staysEasy(adding square: Int, to region: Int) -> Bool {
        assign(square, to: region)
        defer { unassign(square) }
        // The unassigned squares are never possible, so the region they are filed under does not matter.
        let map = RegionMap(
            uncheckedSize: size, cells: cells.map { UInt8(max($0, 0)) }, masks: masks, regionSizes: sizes)
        var state = RegionsDeductionState(map: map, possible: assigned)
        state.deduce(upTo: .easy)
        return state.isSolved && state.columnOfRow == queens
    }

    private mutating func assign(_ square: Int, to region: Int) {
        let (row, column) = square.quotientAndRemainder(dividingBy: size)
        cells[square] = region
        sizes[region] += 1
        masks[region * size + row] |= 1 &<< UInt16(column)
        assigned[row] |= 1 &<< UInt16(column)
    }

    private mutating func unassign(_ square: Int) {
        let (row, column) = square.quotientAndRemainder(dividingBy: size)
        let region = cells[square]
        cells[square] = -1
        sizes[region] -= 1
        masks[region * size + row] &= ~(1 &<< UInt16(column))
        assigned[row] &= ~(1 &<< UInt16(column))
    }

    // MARK: Maps

    /// The regions numbered in the order their first square comes (bottom row first, each row from the left).
    ///
    /// So the numbering says nothing about the solution. Every square must be assigned.
    func canonicalMap() -> RegionMap {
        var renumbered = [Int](repeating: -1, count: size)
        var next = 0
        for region in cells where renumbered[region] < 0 {
            renumbered[region] = next
            next += 1
        }
        return RegionMap(uncheckedSize: size, cells: cells.map { UInt8(renumbered[$0]) })
    }

    // MARK: Helpers

    /// An index of `weights` drawn with probability proportional to its weight (some weight must be positive).
    static func weightedDraw(_ weights: [Int], using random: inout SplitMix64) -> Int {
        var draw = random.draw(below: weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            if draw < weight { return index }
            draw -= weight
        }
        return weights.count - 1
    }
}

extension RegionMap {
    /// A map of `cells` (region numbers below `size`, each region present and connected), without checking.
    init(uncheckedSize size: Int, cells: [UInt8]) {
        do {
            try self.init(size: size, cells: cells, checksConnection: false)
        } catch {
            preconditionFailure("a layout lost a region: \(error)")
        }
    }
}

// MARK: - The squares regions may take

/// The unassigned squares beside each region that it has not refused, each weighted by how many of the region's
/// squares it is beside, kept up to date square by square as regions grow and shrink.
private struct Frontier {
    /// The board size.
    let size: Int
    /// The region that takes no square (an easy puzzle's first), if any.
    let excluded: Int?
    /// How many sides of each square (`square * size + region`) touch each region.
    private var sides: [UInt8]
    /// For each pair, the number of squares assigned when the region refused the square, plus one (0: not refused).
    private var refusedAt: [Int]
    /// The total weight of each region's pairs, and of its fallbacks (squares its easy puzzle's cascade does not
    /// allow).
    private(set) var weights: [Int]
    private(set) var fallbackWeights: [Int]

    /// The frontier of `layout` as it stands.
    init(layout: RegionLayout, excluding excluded: Int?) {
        size = layout.size
        self.excluded = excluded
        sides = Array(repeating: 0, count: size * size * size)
        refusedAt = Array(repeating: 0, count: size * size * size)
        weights = Array(repeating: 0, count: size)
        fallbackWeights = weights
        for square in 0..<(size * size) where layout.cells[square] >= 0 {
            join(square, region: layout.cells[square], layout: layout)
        }
    }

    /// The weight of the pair, and whether it is a fallback: 0 unless the square is unassigned, beside the region,
    /// and not refused.
    private func weight(_ square: Int, _ region: Int, in layout: RegionLayout) -> (weight: Int, isFallback: Bool) {
        let pair = square * size + region
        guard layout.cells[square] < 0, region != excluded, refusedAt[pair] == 0 else { return (0, false) }
        let isFallback = layout.cascade.map { !$0.allows(square, in: region) } ?? false
        return (RegionLayout.besideWeight[Int(sides[pair])], isFallback)
    }

    /// Adds (`sign` 1) or removes (−1) the pair's weight from its region's totals.
    private mutating func count(_ square: Int, _ region: Int, _ sign: Int, in layout: RegionLayout) {
        let (weight, isFallback) = weight(square, region, in: layout)
        if isFallback {
            fallbackWeights[region] += sign * weight
        } else {
            weights[region] += sign * weight
        }
    }

    /// Notes that `square` (now assigned in `layout`) joined `region`.
    mutating func join(_ square: Int, region: Int, layout: RegionLayout) {
        // The square's own pairs were counted while it was unassigned.
        for other in 0..<size {
            let pair = square * size + other
            guard sides[pair] > 0, other != excluded, refusedAt[pair] == 0 else { continue }
            let isFallback = layout.cascade.map { !$0.allows(square, in: other) } ?? false
            let weight = RegionLayout.besideWeight[Int(sides[pair])]
            if isFallback {
                fallbackWeights[other] -= weight
            } else {
                weights[other] -= weight
            }
        }
        for side in 0..<4 {
            let neighbour = layout.neighbours[4 * square + side]
            guard neighbour >= 0 else { continue }
            count(neighbour, region, -1, in: layout)
            sides[neighbour * size + region] += 1
            count(neighbour, region, 1, in: layout)
        }
    }

    /// Notes that `square` (now unassigned in `layout`) left `region`.
    mutating func leave(_ square: Int, region: Int, layout: RegionLayout) {
        for side in 0..<4 {
            let neighbour = layout.neighbours[4 * square + side]
            guard neighbour >= 0 else { continue }
            count(neighbour, region, -1, in: layout)
            sides[neighbour * size + region] -= 1
            count(neighbour, region, 1, in: layout)
        }
        for other in 0..<size { count(square, other, 1, in: layout) }
    }

    /// Notes that `region` refused `square` when `assigned` squares were assigned.
    mutating func refuse(_ square: Int, region: Int, at assigned: Int, layout: RegionLayout) {
        count(square, region, -1, in: layout)
        refusedAt[square * size + region] = assigned + 1
    }

    /// Forgets the refusals made after the first `kept` squares were assigned (they were taken back).
    mutating func forgetRefusals(after kept: Int, layout: RegionLayout) {
        for pair in refusedAt.indices where refusedAt[pair] > kept + 1 {
            refusedAt[pair] = 0
            count(pair / size, pair % size, 1, in: layout)
        }
    }

    /// A square beside `region` (a fallback or not) drawn with probability proportional to its weight (the region
    /// must have one).
    func draw(in region: Int, fallback: Bool, layout: RegionLayout, using random: inout SplitMix64) -> Int {
        var draw = random.draw(below: fallback ? fallbackWeights[region] : weights[region])
        for square in 0..<(size * size) {
            let (weight, isFallback) = weight(square, region, in: layout)
            guard weight > 0, isFallback == fallback else { continue }
            if draw < weight { return square }
            draw -= weight
        }
        preconditionFailure("the draw fell outside the region's squares")
    }
}
