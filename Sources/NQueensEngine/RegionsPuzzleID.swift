/// A regions puzzle's short printable code, such as `R8M-EJFG8YJ9J`: `R`, the board size, the difficulty, a hyphen,
/// the seed and a check character.
///
/// The ID names the generator's input, not the board: `RegionsPuzzle.generate(size:difficulty:seed:)` rebuilds the
/// puzzle from it, the same on every platform. So the generator's output is frozen: a change to anything it draws
/// or decides, or to `SplitMix64`, changes the puzzle behind every ID ever printed (tests pin the boards of known
/// IDs). The format, which never changes:
/// - `R` (for regions: classic IDs start with their size's digits, so the two are told apart at a glance);
/// - the board size in decimal (5…12), then `E`, `M` or `H` for easy, medium or hard, then `-`;
/// - the seed (0…2^40−1) as 8 base-32 digits, after a fixed bijective mix of its 40 bits (so that small seeds do not
///   print as runs of zeros);
/// - one check character: Luhn mod 32 over every character before it but the hyphen (the `R`, the size and the
///   difficulty too), so that any single mistyped character is caught, and most swaps of two neighbours.
///
/// The characters are `PuzzleID`'s (Crockford's base 32: digits and the capitals without I, L, O and U). IDs are
/// case-insensitive and printed in capitals. They have 13 characters up to 9×9 and 14 from 10×10.
public struct RegionsPuzzleID: Hashable, Sendable, CustomStringConvertible {
    /// The seeds an ID can carry: 40 bits.
    public static let seedRange: ClosedRange<UInt64> = 0...0xFF_FFFF_FFFF

    /// The number of base-32 digits of the seed.
    static let seedLength = 8

    /// The number of rows (and columns, and regions).
    public let size: Int

    /// How hard the puzzle is.
    public let difficulty: PuzzleDifficulty

    /// The generator's seed.
    public let seed: UInt64

    /// The ID as printed, in capitals.
    public let description: String

    /// The ID of the puzzle `RegionsPuzzle.generate(size:difficulty:seed:)` makes (size and seed in range).
    init(size: Int, difficulty: PuzzleDifficulty, seed: UInt64) {
        precondition(RegionsPuzzle.sizeRange.contains(size) && Self.seedRange.contains(seed))
        self.size = size
        self.difficulty = difficulty
        self.seed = seed
        var mixed = Self.mix(seed)
        var digits: [Int] = []
        for _ in 0..<Self.seedLength {
            digits.append(Int(mixed & 31))
            mixed >>= 5
        }
        digits.reverse()
        let head = "R\(size)\(Self.letter(of: difficulty))"
        let values = head.unicodeScalars.compactMap(CrockfordBase32.value(of:)) + digits
        description =
            head + "-" + String(digits.map(CrockfordBase32.character))
            + String(CrockfordBase32.character(CrockfordBase32.check(values)))
    }

    /// Reads an ID in any case, ignoring spaces around it, and checks its form and check character.
    ///
    /// - Throws: `RegionsPuzzleIDError` naming what is wrong.
    public init(parsing text: String) throws(RegionsPuzzleIDError) {
        var scalars = Array(text.unicodeScalars)
        while scalars.last == " " { scalars.removeLast() }
        scalars.removeFirst(scalars.prefix { $0 == " " }.count)
        guard !scalars.isEmpty else { throw .empty }
        let typed = String(String.UnicodeScalarView(scalars))
        guard scalars[0] == "R" || scalars[0] == "r", let hyphen = scalars.firstIndex(of: "-"), hyphen >= 3
        else { throw .malformed(typed) }
        let sizeScalars = scalars[1..<(hyphen - 1)]
        let letter = scalars[hyphen - 1]
        guard sizeScalars.count <= 2, sizeScalars.allSatisfy({ ("0"..."9").contains($0) }),
            let size = Int(String(String.UnicodeScalarView(sizeScalars))),
            let letterValue = CrockfordBase32.value(of: letter), letterValue >= 10
        else { throw .malformed(typed) }
        var payload: [Int] = []
        for (offset, scalar) in scalars[(hyphen + 1)...].enumerated() {
            guard let value = CrockfordBase32.value(of: scalar) else {
                throw .unexpectedCharacter(Character(scalar), position: hyphen + 2 + offset)
            }
            payload.append(value)
        }
        guard payload.count == Self.seedLength + 1 else {
            throw .wrongLength(expected: Self.seedLength + 1, found: payload.count)
        }
        let head = scalars[..<hyphen].compactMap(CrockfordBase32.value(of:))
        guard CrockfordBase32.check(head + payload.dropLast()) == payload[payload.count - 1] else {
            throw .checkFailed
        }
        guard RegionsPuzzle.sizeRange.contains(size) else { throw .sizeOutOfRange(size) }
        let difficultyLetter = CrockfordBase32.character(letterValue)
        guard let difficulty = PuzzleDifficulty.allCases.first(where: { Self.letter(of: $0) == difficultyLetter })
        else { throw .unknownDifficulty(Character(letter)) }
        let mixed = payload.dropLast().reduce(UInt64(0)) { $0 << 5 | UInt64($1) }
        self.init(size: size, difficulty: difficulty, seed: Self.unmix(mixed))
    }

    /// Whether `text` is meant as a regions ID rather than a classic one: its first character other than a space is
    /// `R` (classic IDs start with a digit).
    public static func isRegionsID(_ text: String) -> Bool {
        let first = text.unicodeScalars.first { $0 != " " }
        return first == "R" || first == "r"
    }

    /// The letter of a difficulty in IDs: `E`, `M`, `H`.
    static func letter(of difficulty: PuzzleDifficulty) -> Character {
        switch difficulty {
        case .easy: "E"
        case .medium: "M"
        case .hard: "H"
        }
    }

    // MARK: Mixing the seed

    private static let mask: UInt64 = 0xFF_FFFF_FFFF
    private static let firstFactor: UInt64 = 0x5_DEEC_E66D
    private static let secondFactor: UInt64 = 0x25_45F4_914F

    private static let offset: UInt64 = 0xA5_5A5A_A55A

    /// A bijection of 0…2^40−1: flip a fixed pattern of bits, then multiply by an odd number and fold the high half
    /// into the low, twice.
    static func mix(_ seed: UInt64) -> UInt64 {
        var value = (seed ^ offset) & mask
        value = value &* firstFactor & mask
        value ^= value >> 20
        value = value &* secondFactor & mask
        value ^= value >> 20
        return value
    }

    /// The inverse of `mix(_:)`.
    static func unmix(_ mixed: UInt64) -> UInt64 {
        var value = mixed & mask
        value ^= value >> 20
        value = value &* inverse(of: secondFactor) & mask
        value ^= value >> 20
        value = value &* inverse(of: firstFactor) & mask
        return value ^ offset
    }

    /// The inverse of an odd number modulo 2^64 (Newton's iteration doubles the correct bits each step).
    private static func inverse(of odd: UInt64) -> UInt64 {
        var inverse = odd
        for _ in 0..<6 { inverse = inverse &* (2 &- odd &* inverse) }
        return inverse
    }
}

/// Why a text is not a regions puzzle ID.
public enum RegionsPuzzleIDError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// The text does not start with `R`, a board size, a difficulty letter and a hyphen.
    case malformed(String)
    /// A character that IDs do not use, at this 1-based position.
    case unexpectedCharacter(Character, position: Int)
    /// The check character does not match: a character is mistyped.
    case checkFailed
    /// The board size is outside `RegionsPuzzle.sizeRange`.
    case sizeOutOfRange(Int)
    /// The difficulty letter is not `E`, `M` or `H`.
    case unknownDifficulty(Character)
    /// The ID has the wrong number of characters after the hyphen.
    case wrongLength(expected: Int, found: Int)
    /// The ID is well formed, but no puzzle comes of it.
    case notAPuzzle(RegionsPuzzleError)

    /// A one-line message naming the problem and what is accepted.
    public var description: String {
        let form =
            "a regions puzzle ID is R, the board size, E, M or H (easy, medium, hard), a hyphen and 9 letters and "
            + "digits, like R8M-EJFG8YJ9J"
        switch self {
        case .empty:
            return "the regions puzzle ID is empty; \(form)"
        case .malformed(let text):
            return "'\(text)' is not a regions puzzle ID; \(form)"
        case .unexpectedCharacter(let character, let position):
            let similar: [Character: String] = ["O": "0", "o": "0", "I": "1", "i": "1", "L": "1", "l": "1"]
            let advice = similar[character].map { " (did you mean \($0)?)" } ?? ""
            return "the regions puzzle ID has '\(character)' at position \(position)\(advice); IDs use the digits "
                + "and the letters other than I, L, O and U"
        case .checkFailed:
            return "the regions puzzle ID's check character does not match: a character is mistyped"
        case .sizeOutOfRange(let size):
            let range = RegionsPuzzle.sizeRange
            return "the regions puzzle ID's board size is \(size); regions puzzles are "
                + "\(range.lowerBound)×\(range.lowerBound) to \(range.upperBound)×\(range.upperBound)"
        case .unknownDifficulty(let letter):
            return "the regions puzzle ID's difficulty is '\(letter)'; it is E (easy), M (medium) or H (hard)"
        case .wrongLength(let expected, let found):
            return "a regions puzzle ID has \(expected) characters after the hyphen, this one has \(found)"
        case .notAPuzzle(let error):
            return "the regions puzzle ID is not a puzzle: \(error)"
        }
    }
}
