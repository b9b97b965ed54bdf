/// A puzzle's short printable code, such as `8-0K31D0Q`: the board size, a hyphen, the givens, a check character.
///
/// The format, which never changes (an ID printed once must always name the same puzzle):
/// - the board size in decimal, then `-`;
/// - the givens as one number written in base 32 with a fixed number of digits for the size: each row, from the
///   bottom, is a digit in base N+1, the bottom row the least significant. Row i's value is 0 without a given and
///   c+1 for a given in column c; its digit is that value plus the digit of the row below plus 5i+1, modulo N+1,
///   so that every given changes the digits above it and IDs do not start with runs of zeros;
/// - one check character: Luhn mod 32 over every character before it (the size's digits too), so that any single
///   mistyped character, and most swaps of two neighbours, are caught.
///
/// The 32 characters are `0`–`9` and the letters without `I`, `L`, `O` and `U` (Crockford's base 32), which are
/// easy to tell apart when read or typed. IDs are case-insensitive and printed in capitals. An 8×8 ID has 9
/// characters, a 16×16 one 17.
public struct PuzzleID: Hashable, Sendable, CustomStringConvertible {
    /// The number of rows (and columns) of the puzzle's board.
    public let size: Int

    /// The given queens, bottom row first (at most one per row).
    public let givens: [Square]

    /// The ID as printed: the size, `-`, the givens and the check character, in capitals.
    public let description: String

    /// The ID of `givens` (on the board, at most one per row) on a `size`×`size` board.
    init(size: Int, givens: [Square]) {
        var rowValues = Array(repeating: 0, count: size)
        for given in givens { rowValues[given.row] = given.column + 1 }
        let digits = Self.payloadDigits(rowValues: Self.mixed(rowValues), size: size)
        let body = String(size).unicodeScalars.compactMap(Self.value(of:)) + digits
        self.size = size
        self.givens = givens.sorted()
        self.description = "\(size)-" + String(digits.map(Self.character)) + String(Self.character(Self.check(body)))
    }

    /// Reads an ID in any case, ignoring spaces around it; checks its form and check character and decodes its
    /// givens (whether they make a puzzle is `Puzzle(id:)`'s question).
    ///
    /// - Throws: `PuzzleIDError` naming what is wrong.
    public init(parsing text: String) throws(PuzzleIDError) {
        var scalars = Array(text.unicodeScalars)
        while scalars.last == " " { scalars.removeLast() }
        scalars.removeFirst(scalars.prefix { $0 == " " }.count)
        guard !scalars.isEmpty else { throw .empty }
        let typed = String(String.UnicodeScalarView(scalars))
        guard let hyphen = scalars.firstIndex(of: "-") else { throw .malformed(typed) }
        let sizeScalars = scalars[..<hyphen]
        guard (1...2).contains(sizeScalars.count), sizeScalars.allSatisfy({ ("0"..."9").contains($0) }),
            let size = Int(String(String.UnicodeScalarView(sizeScalars)))
        else { throw .malformed(typed) }
        var payload: [Int] = []
        for (offset, scalar) in scalars[(hyphen + 1)...].enumerated() {
            guard let value = Self.value(of: scalar) else {
                throw .unexpectedCharacter(Character(scalar), position: hyphen + 2 + offset)
            }
            payload.append(value)
        }
        guard payload.count >= 2 else {
            throw .wrongLength(size: size, expected: Self.payloadLength(size: size) + 1, found: payload.count)
        }
        let sizeValues = sizeScalars.compactMap(Self.value(of:))
        guard Self.check(sizeValues + payload.dropLast()) == payload[payload.count - 1] else { throw .checkFailed }
        guard Puzzle.sizeRange.contains(size) else { throw .sizeOutOfRange(size) }
        let expected = Self.payloadLength(size: size)
        guard payload.count == expected + 1 else {
            throw .wrongLength(size: size, expected: expected + 1, found: payload.count)
        }
        guard let mixed = Self.rowValues(digits: Array(payload.dropLast()), size: size) else {
            throw .outOfRange(size: size)
        }
        let rowValues = Self.unmixed(mixed)
        self.init(
            size: size,
            givens: rowValues.enumerated().compactMap { row, value in
                value > 0 ? Square(row: row, column: value - 1) : nil
            })
    }

    // MARK: The alphabet and the check character (`CrockfordBase32`)

    private static func character(_ value: Int) -> Character {
        CrockfordBase32.character(value)
    }

    private static func value(of scalar: Unicode.Scalar) -> Int? {
        CrockfordBase32.value(of: scalar)
    }

    /// The Luhn mod 32 check digit of `values` (`CrockfordBase32.check(_:)`).
    static func check(_ values: [Int]) -> Int {
        CrockfordBase32.check(values)
    }

    // MARK: Spreading the digits

    /// The digits written for row values (base N+1, N = their count): each is the value plus the digit below plus
    /// 5i+1, modulo N+1.
    private static func mixed(_ values: [Int]) -> [Int] {
        let radix = values.count + 1
        var below = 0
        return values.enumerated().map { row, value in
            below = (value + below + 5 * row + 1) % radix
            return below
        }
    }

    /// The row values of written digits: the inverse of `mixed(_:)`.
    private static func unmixed(_ digits: [Int]) -> [Int] {
        let radix = digits.count + 1
        return digits.enumerated().map { row, digit in
            let below = row > 0 ? digits[row - 1] : 0
            return ((digit - below - 5 * row - 1) % radix + radix) % radix
        }
    }

    // MARK: The number

    /// The number of base-32 digits of the givens of a `size`×`size` board: those of the largest number.
    static func payloadLength(size: Int) -> Int {
        number(rowValues: Array(repeating: size, count: size), size: size).count
    }

    /// The base-32 digits (most significant first) of the givens' number, padded to `payloadLength(size:)`.
    private static func payloadDigits(rowValues: [Int], size: Int) -> [Int] {
        let digits = number(rowValues: rowValues, size: size)
        return (digits + Array(repeating: 0, count: max(0, payloadLength(size: size) - digits.count))).reversed()
    }

    /// The little-endian base-32 digits of the number whose base-(size+1) digits are `rowValues` (bottom row least
    /// significant), built by Horner's rule from the top row down.
    private static func number(rowValues: [Int], size: Int) -> [Int] {
        var digits: [Int] = []
        for value in rowValues.reversed() {
            var carry = value
            for index in digits.indices {
                let product = digits[index] * (size + 1) + carry
                digits[index] = product % 32
                carry = product / 32
            }
            while carry > 0 {
                digits.append(carry % 32)
                carry /= 32
            }
        }
        return digits
    }

    /// The row values of base-32 `digits` (most significant first), or `nil` when the number is too large for a
    /// `size`×`size` board.
    private static func rowValues(digits: [Int], size: Int) -> [Int]? {
        var remaining = digits
        var values: [Int] = []
        for _ in 0..<size {
            var remainder = 0
            for index in remaining.indices {
                let current = remainder * 32 + remaining[index]
                remaining[index] = current / (size + 1)
                remainder = current % (size + 1)
            }
            values.append(remainder)
        }
        return remaining.allSatisfy { $0 == 0 } ? values : nil
    }
}

/// Why a text is not a puzzle ID.
public enum PuzzleIDError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// The text does not start with a board size and a hyphen.
    case malformed(String)
    /// A character that puzzle IDs do not use, at this 1-based position.
    case unexpectedCharacter(Character, position: Int)
    /// The check character does not match: a character is mistyped.
    case checkFailed
    /// The board size is outside `Puzzle.sizeRange`.
    case sizeOutOfRange(Int)
    /// The ID has the wrong number of characters after the hyphen for its size.
    case wrongLength(size: Int, expected: Int, found: Int)
    /// The characters encode a number too large for the size.
    case outOfRange(size: Int)
    /// The ID is well formed, but its givens are not a puzzle.
    case notAPuzzle(PuzzleError)

    /// A one-line message naming the problem and what is accepted.
    public var description: String {
        let form = "a puzzle ID is a board size, a hyphen and letters and digits, like 8-0K31D0Q"
        switch self {
        case .empty:
            return "the puzzle ID is empty; \(form)"
        case .malformed(let text):
            return "'\(text)' is not a puzzle ID; \(form)"
        case .unexpectedCharacter(let character, let position):
            let similar: [Character: String] = ["O": "0", "o": "0", "I": "1", "i": "1", "L": "1", "l": "1"]
            let advice = similar[character].map { " (did you mean \($0)?)" } ?? ""
            return "the puzzle ID has '\(character)' at position \(position)\(advice); IDs use the digits and the "
                + "letters other than I, L, O and U"
        case .checkFailed:
            return "the puzzle ID's check character does not match: a character is mistyped"
        case .sizeOutOfRange(let size):
            let range = Puzzle.sizeRange
            return "the puzzle ID is for a \(size)×\(size) board; puzzles are \(range.lowerBound)×\(range.lowerBound) "
                + "to \(range.upperBound)×\(range.upperBound)"
        case .wrongLength(let size, let expected, let found):
            return "a \(size)×\(size) puzzle ID has \(expected) characters after the hyphen, this one has \(found)"
        case .outOfRange(let size):
            return "the puzzle ID does not encode a \(size)×\(size) position; a character is mistyped"
        case .notAPuzzle(let error):
            return "the puzzle ID is not a puzzle: \(error)"
        }
    }
}

// MARK: - Puzzles from IDs

extension Puzzle {
    /// The puzzle `id` names, with its uniqueness proven again.
    ///
    /// - Throws: `PuzzleError` when the givens are not a puzzle (they attack each other, or do not have exactly one
    ///   solution).
    public init(id: PuzzleID) throws(PuzzleError) {
        try self.init(size: id.size, givens: id.givens)
    }

    /// The puzzle whose ID is `text` (any case, spaces around it ignored).
    ///
    /// - Throws: `PuzzleIDError` naming what is wrong with the text, or wrapping why its givens are not a puzzle.
    public init(parsingID text: String) throws(PuzzleIDError) {
        let id = try PuzzleID(parsing: text)
        do {
            try self.init(id: id)
        } catch {
            throw .notAPuzzle(error)
        }
    }
}
