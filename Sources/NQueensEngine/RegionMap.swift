/// A board cut into regions: every square belongs to one of `size` regions, each a connected piece of the board.
///
/// The regions of a regions puzzle (see `RegionsPuzzle`). Regions are numbered 0…N−1 and named by letters, `A` for
/// region 0 (`letter(ofRegion:)`); a generated puzzle numbers them in the order their first square comes in
/// (`Square`'s order: the bottom row from the left, then the rows above), so the numbering says nothing about the
/// solution. Connected means through squares that share a side.
///
/// ```swift
/// let map = try RegionMap(drawing: [  // the top row first, as drawn
///     "AABBB",
///     "AABCB",
///     "DDDCC",
///     "DEEEC",
///     "DDEEC",
/// ])
/// map.region(of: Square(row: 0, column: 0))   // 3 (D, the bottom-left square)
/// ```
public struct RegionMap: Hashable, Sendable {
    /// The board sizes a map may have (masks of one row are 16 bits).
    public static let sizeRange: ClosedRange<Int> = 1...16

    /// The number of rows, of columns and of regions.
    public let size: Int

    /// The region of each square, row by row from the bottom row, each row from the left.
    private let cells: [UInt8]

    /// The columns of each region in each row, as bits: `masks[region * size + row]`.
    let masks: [UInt16]

    /// The number of squares of each region.
    public let regionSizes: [Int]

    /// The map whose square `(row, column)` belongs to region `regionOfSquare[row][column]` (rows from the bottom).
    ///
    /// - Throws: `RegionMapError` naming what is wrong: the size, a row of the wrong length, a region number
    ///   outside 0…N−1, a region without squares, or one in pieces.
    public init(regionOfSquare: [[Int]]) throws(RegionMapError) {
        let size = regionOfSquare.count
        guard Self.sizeRange.contains(size) else { throw .sizeOutOfRange(size) }
        var cells: [UInt8] = []
        cells.reserveCapacity(size * size)
        for (row, regions) in regionOfSquare.enumerated() {
            guard regions.count == size else { throw .wrongRowLength(row: row, length: regions.count, size: size) }
            for (column, region) in regions.enumerated() {
                guard (0..<size).contains(region) else {
                    throw .regionOutOfRange(Square(row: row, column: column), region: region, size: size)
                }
                cells.append(UInt8(region))
            }
        }
        try self.init(size: size, cells: cells)
    }

    /// The map drawn as rows of region letters (`A` for region 0, in either case), the top row first.
    ///
    /// - Throws: `RegionMapError`, also `.unexpectedLetter` for a character that names no region of the size.
    public init(drawing rows: [String]) throws(RegionMapError) {
        let size = rows.count
        guard Self.sizeRange.contains(size) else { throw .sizeOutOfRange(size) }
        var regionOfSquare: [[Int]] = []
        for (offset, text) in rows.reversed().enumerated() {
            let letters = Array(text.unicodeScalars)
            guard letters.count == size else { throw .wrongRowLength(row: offset, length: letters.count, size: size) }
            var regions: [Int] = []
            for (column, letter) in letters.enumerated() {
                guard let region = Self.region(ofLetter: letter), region < size else {
                    throw .unexpectedLetter(Character(letter), Square(row: offset, column: column), size: size)
                }
                regions.append(region)
            }
            regionOfSquare.append(regions)
        }
        try self.init(regionOfSquare: regionOfSquare)
    }

    /// Checks `cells` (region numbers below `size`, row by row from the bottom) and builds the masks; checks that
    /// each region is connected unless the caller knows it.
    init(size: Int, cells: [UInt8], checksConnection: Bool = true) throws(RegionMapError) {
        var masks = [UInt16](repeating: 0, count: size * size)
        var sizes = [Int](repeating: 0, count: size)
        for (index, region) in cells.enumerated() {
            let (row, column) = index.quotientAndRemainder(dividingBy: size)
            masks[Int(region) * size + row] |= 1 &<< UInt16(column)
            sizes[Int(region)] += 1
        }
        if let empty = sizes.firstIndex(of: 0) { throw .emptyRegion(empty) }
        self.size = size
        self.cells = cells
        self.masks = masks
        self.regionSizes = sizes
        if checksConnection {
            for region in 0..<size where !isConnected(region) { throw .disconnectedRegion(region) }
        }
    }

    /// A map whose `cells`, `masks` and `regionSizes` the caller has built consistently, without any check.
    init(uncheckedSize size: Int, cells: [UInt8], masks: [UInt16], regionSizes: [Int]) {
        self.size = size
        self.cells = cells
        self.masks = masks
        self.regionSizes = regionSizes
    }

    // MARK: Reading the map

    /// The region of `square` (which must be on the board).
    public func region(of square: Square) -> Int {
        Int(cells[square.row * size + square.column])
    }

    /// The region of the square at `row` and `column` (both on the board).
    func region(row: Int, column: Int) -> Int {
        Int(cells[row * size + column])
    }

    /// The squares of `region`, in `Square`'s order (bottom row first).
    public func squares(inRegion region: Int) -> [Square] {
        var squares: [Square] = []
        for row in 0..<size {
            var columns = masks[region * size + row]
            while columns != 0 {
                squares.append(Square(row: row, column: columns.trailingZeroBitCount))
                columns &= columns &- 1
            }
        }
        return squares
    }

    /// The columns of `region` in `row`, as bits.
    func mask(region: Int, row: Int) -> UInt16 {
        masks[region * size + row]
    }

    /// The rows of the map as region letters, the bottom row first (`rows.reversed()` is `init(drawing:)`'s input).
    public var rows: [String] {
        (0..<size).map { row in
            String((0..<size).map { Self.letter(ofRegion: region(row: row, column: $0)) })
        }
    }

    /// Whether the squares of `region` hold together through shared sides.
    private func isConnected(_ region: Int) -> Bool {
        let all = squares(inRegion: region)
        guard let first = all.first else { return false }
        var seen: Set<Square> = [first]
        var frontier = [first]
        while let square = frontier.popLast() {
            for next in square.sideNeighbours(onBoardOfSize: size) where self.region(of: next) == region {
                if seen.insert(next).inserted { frontier.append(next) }
            }
        }
        return seen.count == all.count
    }

    // MARK: Letters

    /// The letter that names `region`: `A` for 0, `B` for 1, … (`P` for 15).
    public static func letter(ofRegion region: Int) -> Character {
        Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8(region)))
    }

    /// The region a letter names, in either case, or `nil` for a character that is not a letter A…P.
    public static func region(ofLetter scalar: Unicode.Scalar) -> Int? {
        let upper = ("a"..."z").contains(scalar) ? scalar.value - 32 : scalar.value
        let offset = Int(upper) - Int(UInt8(ascii: "A"))
        return (0..<sizeRange.upperBound).contains(offset) ? offset : nil
    }
}

/// Why rows of regions are not a region map.
public enum RegionMapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The number of rows is outside `RegionMap.sizeRange`.
    case sizeOutOfRange(Int)
    /// A row (0-based from the bottom) does not have one region per column.
    case wrongRowLength(row: Int, length: Int, size: Int)
    /// A square's region number is outside 0…N−1.
    case regionOutOfRange(Square, region: Int, size: Int)
    /// A square's letter names no region of an N×N map.
    case unexpectedLetter(Character, Square, size: Int)
    /// No square belongs to the region.
    case emptyRegion(Int)
    /// The region's squares fall into pieces that share no side.
    case disconnectedRegion(Int)

    /// A one-line message naming the problem and what is accepted.
    public var description: String {
        switch self {
        case .sizeOutOfRange(let size):
            let range = RegionMap.sizeRange
            return "a region map has \(range.lowerBound) to \(range.upperBound) rows, not \(size)"
        case .wrongRowLength(let row, let length, let size):
            return "row \(row + 1) of the \(size)×\(size) region map has \(length) squares, not \(size)"
        case .regionOutOfRange(let square, let region, let size):
            return "\(square) is in region \(region); the regions of the \(size)×\(size) map are 0 to \(size - 1)"
        case .unexpectedLetter(let letter, let square, let size):
            let last = RegionMap.letter(ofRegion: size - 1)
            return
                "\(square) is marked '\(letter)'; the regions of the \(size)×\(size) map are the letters A to \(last)"
        case .emptyRegion(let region):
            return "region \(RegionMap.letter(ofRegion: region)) has no square; every region has at least one"
        case .disconnectedRegion(let region):
            return "region \(RegionMap.letter(ofRegion: region)) is in pieces; a region's squares hold together"
        }
    }
}

// MARK: - Neighbours

extension Square {
    /// The squares that share a side with this one, on a `size`×`size` board.
    func sideNeighbours(onBoardOfSize size: Int) -> [Square] {
        [
            Square(row: row - 1, column: column), Square(row: row + 1, column: column),
            Square(row: row, column: column - 1), Square(row: row, column: column + 1),
        ].filter { $0.isOnBoard(ofSize: size) }
    }

    /// Whether the two squares touch: they differ, and share a side or a corner.
    public func touches(_ other: Square) -> Bool {
        // Squares may hold any numbers (a decoder builds them): subtract without overflowing.
        func near(_ first: Int, _ second: Int) -> Bool {
            let (difference, overflow) = first.subtractingReportingOverflow(second)
            return !overflow && (-1...1).contains(difference)
        }
        return self != other && near(row, other.row) && near(column, other.column)
    }
}
