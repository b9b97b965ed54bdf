import Testing

@testable import NQueensEngine

@Suite("Regions solution counter")
struct RegionsSearchTests {
    @Test("random maps: the bitmask search counts what the brute-force oracle counts", arguments: 5...9)
    func randomMaps(size: Int) throws {
        var random = SplitMix64(seed: 0x5EA2C4 + UInt64(size))
        var counts: [Int: Int] = [:]
        for _ in 0..<(size <= 7 ? 150 : 60) {
            let map = try Self.randomMap(size: size, using: &random)
            let exact = RegionsOracle.solutionCount(map, limit: 1_000_000)
            #expect(map.solutionCount(limit: 1_000_000) == exact)
            #expect(map.solutionCount(limit: 2) == min(exact, 2))
            #expect(map.solutionCount(limit: 1) == min(exact, 1))
            // Every solution found is one, and none is found twice.
            let found = map.solutions(limit: 50)
            #expect(found.count == min(exact, 50) && Set(found).count == found.count)
            #expect(found.allSatisfy { map.firstViolation(columns: $0) == nil })
            counts[min(exact, 2), default: 0] += 1
        }
        // The maps span the cases: none, one and several solutions.
        #expect(counts.keys.count >= 2)
    }

    @Test("a map whose regions are its rows has every placement of non-touching queens as a solution")
    func rowsAsRegions() throws {
        let map = try RegionMap(regionOfSquare: (0..<6).map { Array(repeating: $0, count: 6) })
        // Permutations of 6 with no two neighbours in adjacent rows differing by one: 90 (OEIS A002464).
        #expect(map.solutionCount(limit: 1_000) == 90)
        #expect(RegionsOracle.solutionCount(map, limit: 1_000) == 90)
    }

    @Test("the search keeps to the allowed squares")
    func allowedSquares() throws {
        let map = try RegionMap(regionOfSquare: (0..<6).map { Array(repeating: $0, count: 6) })
        var allowed = [UInt16](repeating: 0b111111, count: 6)
        allowed[0] = 0b000001
        let found = map.solutions(limit: 1_000, allowed: allowed)
        #expect(!found.isEmpty && found.allSatisfy { $0[0] == 0 })
        #expect(found.count == map.solutions(limit: 1_000).count { $0[0] == 0 })
        allowed[1] = 0b000011
        #expect(map.solutions(limit: 1_000, allowed: allowed).isEmpty)
    }

    /// A map of `size` random connected regions: seeds on distinct squares, grown one random square at a time.
    static func randomMap(size: Int, using random: inout SplitMix64) throws -> RegionMap {
        var cells = [Int](repeating: -1, count: size * size)
        var placed = 0
        while placed < size {
            let square = Int(random.next() % UInt64(size * size))
            if cells[square] < 0 {
                cells[square] = placed
                placed += 1
            }
        }
        while cells.contains(-1) {
            let square = Int(random.next() % UInt64(size * size))
            guard cells[square] < 0 else { continue }
            let (row, column) = square.quotientAndRemainder(dividingBy: size)
            let neighbours = [(row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)]
                .filter { (0..<size).contains($0.0) && (0..<size).contains($0.1) }
                .map { cells[$0.0 * size + $0.1] }.filter { $0 >= 0 }
            if !neighbours.isEmpty { cells[square] = neighbours[Int(random.next() % UInt64(neighbours.count))] }
        }
        return try RegionMap(regionOfSquare: (0..<size).map { Array(cells[($0 * size)..<($0 * size + size)]) })
    }
}
