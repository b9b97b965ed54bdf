/// The 32 characters of puzzle IDs and their check character, shared by `PuzzleID` and `RegionsPuzzleID`.
///
/// The digits `0`–`9` and the capitals without `I`, `L`, `O` and `U` (Crockford's base 32), which are easy to tell
/// apart when read or typed; read in either case.
enum CrockfordBase32 {
    /// The digits 0…31 in order.
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".unicodeScalars)

    /// The character of a digit 0…31.
    static func character(_ value: Int) -> Character {
        Character(alphabet[value])
    }

    /// The digit of a character of the alphabet, in either case; `nil` for any other character.
    static func value(of scalar: Unicode.Scalar) -> Int? {
        let isLower = ("a"..."z").contains(scalar)
        return alphabet.firstIndex { $0.value == (isLower ? scalar.value - 32 : scalar.value) }
    }

    /// The Luhn mod 32 check digit of `values`: appended to them, it makes their Luhn sum a multiple of 32.
    ///
    /// From the rightmost value leftwards, every other value (starting with the rightmost) is doubled, and a doubled
    /// value's two base-32 digits are added. Doubling is a permutation of 0…31 that way, so changing any one value
    /// changes the sum, and the check catches every single mistyped character.
    static func check(_ values: [Int]) -> Int {
        var sum = 0
        for (offset, value) in values.reversed().enumerated() {
            if offset % 2 == 0 {
                let doubled = 2 * value
                sum += doubled / 32 + doubled % 32
            } else {
                sum += value
            }
        }
        return (32 - sum % 32) % 32
    }
}
