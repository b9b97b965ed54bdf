/// The order in which an easy puzzle's regions fall to the easy rules, and which squares each region may take.
///
/// The first region is its queen's square alone. A square may join the region `k`-th in the order only if a queen
/// of a region before it rules the square out (shares its row or column, or touches it): then once those queens
/// stand, the region has one possible square left, its queen's, and the rule of the only square places it.
struct Cascade {
    /// The region that starts the cascade (a single square).
    let first: Int

    /// Each region's place in the order, 0 for `first`.
    let rank: [Int]

    /// For each square (row by row), the lowest rank of a queen that rules it out; the size for none.
    let cover: [Int]

    /// A random order of the regions around `queens` (the queen of row `i` being region `i`'s) in which every
    /// region but the first can take a square beside its queen: the next region is drawn among those whose queen
    /// has a square beside it that an earlier queen rules out (among all that are left when none has).
    init(queens: [Int], using random: inout SplitMix64) {
        let size = queens.count
        var cover = [Int](repeating: size, count: size * size)
        var rank = [Int](repeating: -1, count: size)
        var order: [Int] = []
        func rulesOut(_ region: Int, _ square: Int) -> Bool {
            let (row, column) = square.quotientAndRemainder(dividingBy: size)
            let queenColumn = queens[region]
            return region == row || queenColumn == column || (abs(region - row) <= 1 && abs(queenColumn - column) <= 1)
        }
        while order.count < size {
            let left = (0..<size).filter { rank[$0] < 0 }
            let ready = left.filter { region in
                let (row, column) = (region, queens[region])
                return [(row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)].contains {
                    (0..<size).contains($0.0) && (0..<size).contains($0.1) && cover[$0.0 * size + $0.1] < size
                }
            }
            let choices = ready.isEmpty ? left : ready
            let region = choices[random.draw(below: choices.count)]
            rank[region] = order.count
            for square in cover.indices where cover[square] == size && rulesOut(region, square) {
                cover[square] = order.count
            }
            order.append(region)
        }
        first = order[0]
        self.rank = rank
        self.cover = cover
    }

    /// Whether `square` may join `region`.
    func allows(_ square: Int, in region: Int) -> Bool {
        cover[square] < rank[region]
    }
}
