/// Every way to fill the last few empty rows of a search, grouped by the columns they fill: what `TableKernel`
/// matches a search's state against instead of searching those rows.
///
/// The last `rows` empty rows of a `RowSearch` lie at `offsets` rows below the first of them (0, then increasing:
/// rows holding an edge queen are skipped). When the search reaches the first of them, exactly `rows` columns of its
/// window are empty, and a way to fill the rows (a pattern) is a queen in each row, each in one of those columns,
/// no two attacking each other. The pattern fits the state when none of its queens stands on a diagonal the state's
/// masks hold; a queen at column `c`, `d` rows down, is on rising diagonal `c - d` and falling diagonal `c + d` of the
/// first row's masks. So each pattern is stored as one word: its rising diagonals in the low `halfWidth` bits
/// (`c - d + reach`, window-relative), its falling ones above (`c + d`), and a state fits it exactly when the state's
/// diagonals, packed alike (`key`), share no bit with it.
///
/// The patterns of each set of columns lie together, the sets in colexicographic order (their rank, from
/// `SubsetRank`), so matching a state visits only the patterns that fill its empty columns.
struct BottomPatternTable: Sendable {
    /// The window's width: the number of columns the search fills.
    let width: Int
    /// The number of rows the table fills.
    let rows: Int
    /// How many rows below the first the last lies.
    let reach: Int
    /// The bits of each half of a packed word: `width + reach`.
    let halfWidth: Int
    /// The rank of each set of `rows` columns of the window.
    let rank: SubsetRank
    /// Where the patterns of each set with its first row's queen on each column start in `patterns`: entry
    /// `set * width + column` (one more entry at the end); a column outside the set has none.
    let starts: [UInt32]
    /// The patterns, packed, set after set; each set's list is padded with `padding` to a multiple of 4.
    let patterns: [UInt64]

    /// A pattern that fits no state: every packed key has this bit set.
    static let padding: UInt64 = 1 &<< 63

    /// The packed diagonals of a pattern take `2 * (width + reach)` bits; one more is the padding's.
    static func fits(width: Int, offsets: [Int]) -> Bool {
        guard let reach = offsets.last else { return false }
        return 2 * (width + reach) <= 63
    }

    /// The patterns of the rows at `offsets` (the first 0, increasing) of a window `width` columns wide.
    ///
    /// `fits(width:offsets:)` must hold.
    init(width: Int, offsets: [Int]) {
        precondition(Self.fits(width: width, offsets: offsets) && offsets.first == 0, "no such table")
        self.width = width
        rows = offsets.count
        reach = offsets[offsets.count - 1]
        halfWidth = width + reach
        rank = SubsetRank(width: width, ones: rows)
        var starts: [UInt32] = []
        var patterns: [UInt64] = []
        starts.reserveCapacity(rank.count * width + 1)
        let halfWidth = halfWidth
        let reach = reach
        let rows = rows
        var columns = [Int](repeating: 0, count: rows)
        // Every set of `rows` columns in increasing order of its bits, which is its colexicographic rank.
        var set: UInt64 = (1 &<< UInt64(rows)) &- 1
        let end: UInt64 = 1 &<< UInt64(width)
        while set < end {
            // Queens row by row, each on a column of the set not yet used, attacking none above it.
            func place(_ row: Int, used: UInt64, packed: UInt64) {
                if row == rows {
                    patterns.append(packed)
                    return
                }
                var free = set & ~used
                while free != 0 {
                    let bit = free & (0 &- free)
                    free ^= bit
                    let column = bit.trailingZeroBitCount
                    var attacked = false
                    for above in 0..<row where abs(columns[above] - column) == offsets[row] - offsets[above] {
                        attacked = true
                        break
                    }
                    guard !attacked else { continue }
                    columns[row] = column
                    let rising: UInt64 = 1 &<< UInt64(column - offsets[row] + reach)
                    let falling: UInt64 = 1 &<< UInt64(column + offsets[row] + halfWidth)
                    place(row + 1, used: used | bit, packed: packed | rising | falling)
                }
            }
            for first in 0..<width {
                starts.append(UInt32(patterns.count))
                let bit: UInt64 = 1 &<< UInt64(first)
                guard set & bit != 0 else { continue }
                columns[0] = first
                place(1, used: bit, packed: (1 &<< UInt64(first + reach)) | (1 &<< UInt64(first + halfWidth)))
                while patterns.count % 2 != 0 { patterns.append(Self.padding) }
            }
            // Gosper's hack: the next larger word with as many bits set.
            let lowest = set & (0 &- set)
            let ripple = set &+ lowest
            set = ripple | (((set ^ ripple) >> 2) / lowest)
        }
        starts.append(UInt32(patterns.count))
        self.starts = starts
        self.patterns = patterns
    }

    /// The memory the table takes, in bytes.
    var byteCount: Int {
        patterns.count * 8 + starts.count * 4 + rank.byteCount
    }
}

// MARK: - Ranking sets of columns

/// The colexicographic rank of each set of `ones` bits among the low `width` bits, in two table look-ups.
///
/// The rank of a set whose bits, lowest first, are at `p₀ < p₁ < …` is `C(p₀, 1) + C(p₁, 2) + …`. The bits below
/// `split` give their part of the sum and how many they are in one look-up (`low`); the bits above give theirs,
/// which depends on how many lie below, in a second (`high`).
struct SubsetRank: Sendable {
    /// The number of sets: `C(width, ones)`.
    let count: Int
    /// Bits below this are looked up in `low`, the others in `high`.
    let split: Int
    /// For each value of the low bits: their part of the rank, shifted left by 8, and how many they are.
    let low: [UInt32]
    /// For each count of low bits (rows of `1 << (width - split)` entries) and value of the high bits: their part.
    let high: [UInt32]
    /// The number of bits of the high part: `width - split`.
    let highWidth: Int

    init(width: Int, ones: Int) {
        // binomial[n][k] = C(n, k) for k ≤ ones.
        var binomial = [[Int]](repeating: [Int](repeating: 0, count: ones + 1), count: width + 1)
        for n in 0...width {
            binomial[n][0] = 1
            for k in stride(from: 1, through: ones, by: 1) where n > 0 {
                binomial[n][k] = binomial[n - 1][k - 1] + binomial[n - 1][k]
            }
        }
        count = binomial[width][ones]
        split = width / 2
        highWidth = width - split
        func part(_ bits: UInt64, startingAt position: Int, after below: Int) -> Int {
            var total = 0
            var index = below
            var remaining = bits
            while remaining != 0 {
                let place = remaining.trailingZeroBitCount + position
                remaining &= remaining &- 1
                index += 1
                if index <= ones { total += binomial[place][index] }
            }
            return total
        }
        low = (0..<(1 << split)).map { value in
            let bits = UInt64(value)
            return UInt32(part(bits, startingAt: 0, after: 0) << 8 | bits.nonzeroBitCount)
        }
        let split = split
        let highCount = 1 << highWidth
        var high = [UInt32](repeating: 0, count: (ones + 1) * highCount)
        for below in 0...ones {
            for value in 0..<highCount {
                high[below * highCount + value] = UInt32(part(UInt64(value), startingAt: split, after: below))
            }
        }
        self.high = high
    }

    /// The rank of `set` (exactly `ones` bits among the low `width`), with `low` and `high`'s storage.
    @inline(__always)
    func rank(of set: UInt64, low: UnsafePointer<UInt32>, high: UnsafePointer<UInt32>) -> Int {
        let entry = low[Int(truncatingIfNeeded: set & ((1 &<< UInt64(truncatingIfNeeded: split)) &- 1))]
        let below = Int(truncatingIfNeeded: entry & 0xff)
        let above = Int(truncatingIfNeeded: set &>> UInt64(truncatingIfNeeded: split))
        return Int(truncatingIfNeeded: entry &>> 8) &+ Int(truncatingIfNeeded: high[below &<< highWidth | above])
    }

    /// The rank of `set`, for tests and tools.
    func rank(of set: UInt64) -> Int {
        low.withUnsafeBufferPointer { low in
            high.withUnsafeBufferPointer { high in
                rank(of: set, low: low.baseAddress.unsafelyUnwrapped, high: high.baseAddress.unsafelyUnwrapped)
            }
        }
    }

    /// The memory the tables take, in bytes.
    var byteCount: Int { (low.count + high.count) * 4 }
}
