import NQueensEngine
import NQueensLocalization

/// The engine's regions errors in the player's language, worded as the engine's English descriptions (see
/// `DisplayText+Problems.swift`).
extension DisplayText {
    /// A region map that cannot be drawn: "region C is in pieces; a region's squares hold together".
    public static func problem(_ error: RegionMapError) -> String {
        switch error {
        case .sizeOutOfRange(let size):
            let range = RegionMap.sizeRange
            return tr("a region map has %1$d to %2$d rows, not %3$d", range.lowerBound, range.upperBound, size)
        case .wrongRowLength(let row, let length, let size):
            return tr(
                "row %1$d of the %2$s region map has %3$d squares, not %4$d", row + 1, boardSize(size), length, size)
        case .regionOutOfRange(let square, let region, let size):
            return tr(
                "%1$s is in region %2$d; the regions of the %3$s map are 0 to %4$d", square.description, region,
                boardSize(size), size - 1)
        case .unexpectedLetter(let letter, let square, let size):
            return tr(
                "%1$s is marked '%2$s'; the regions of the %3$s map are the letters A to %4$s", square.description,
                letter, boardSize(size), RegionMap.letter(ofRegion: size - 1))
        case .emptyRegion(let region):
            return tr("region %s has no square; every region has at least one", RegionMap.letter(ofRegion: region))
        case .disconnectedRegion(let region):
            return tr("region %s is in pieces; a region's squares hold together", RegionMap.letter(ofRegion: region))
        }
    }

    /// Queens that do not solve a regions puzzle: "the queens on c3 and d4 touch".
    public static func problem(_ error: RegionsSolutionError) -> String {
        switch error {
        case .wrongCount(let count, let size):
            return tr(
                "the solution of a regions puzzle on the %1$s board has %2$d queens, one per row, not %3$d",
                boardSize(size), size, count)
        case .columnOutOfRange(let row, let column, let size):
            return tr(
                "the queen of row %1$d is in column %2$d, off the %3$s board", row + 1, column + 1, boardSize(size))
        case .sameColumn(let first, let second):
            return tr("the queens on %1$s and %2$s share a column", first.description, second.description)
        case .sameRegion(let region, let first, let second):
            return tr(
                "the queens on %1$s and %2$s share region %3$s", first.description, second.description,
                RegionMap.letter(ofRegion: region))
        case .touching(let first, let second):
            return tr("the queens on %1$s and %2$s touch", first.description, second.description)
        }
    }

    /// A regions puzzle that cannot be made.
    public static func problem(_ error: RegionsPuzzleError) -> String {
        switch error {
        case .sizeOutOfRange(let size):
            let range = RegionsPuzzle.sizeRange
            return tr(
                "a regions puzzle's board size is %1$d to %2$d, not %3$d", range.lowerBound, range.upperBound, size)
        case .seedOutOfRange(let seed):
            return tr(
                "a regions puzzle's seed is a whole number from 0 to %1$s, not %2$s",
                String(RegionsPuzzleID.seedRange.upperBound), String(seed))
        case .noPuzzle(let difficulty, let size, let seed):
            // TRANSLATORS: %1$s is a difficulty (easy, medium, hard), %2$s a board size (8×8), %3$s a number.
            return tr(
                "no %1$s %2$s regions puzzle came of seed %3$s; try another seed", difficultyInSentence(difficulty),
                boardSize(size), String(seed))
        }
    }

    /// A regions puzzle ID that cannot be read.
    public static func problem(_ error: RegionsPuzzleIDError) -> String {
        switch error {
        case .empty:
            return tr(
                "the regions puzzle ID is empty; a regions puzzle ID is R, the board size, E, M or H (easy, medium, "
                    + "hard), a hyphen and 9 letters and digits, like R8M-EJFG8YJ9J")
        case .malformed(let text):
            return tr(
                "'%s' is not a regions puzzle ID; a regions puzzle ID is R, the board size, E, M or H (easy, medium, "
                    + "hard), a hyphen and 9 letters and digits, like R8M-EJFG8YJ9J", text)
        case .unexpectedCharacter(let character, let position):
            guard let similar = similarDigit(to: character) else {
                return tr(
                    "the regions puzzle ID has '%1$s' at position %2$d; IDs use the digits and the letters other "
                        + "than I, L, O and U", character, position)
            }
            return tr(
                "the regions puzzle ID has '%1$s' at position %2$d (did you mean %3$s?); IDs use the digits and the "
                    + "letters other than I, L, O and U", character, position, similar)
        case .checkFailed:
            return tr("the regions puzzle ID's check character does not match: a character is mistyped")
        case .sizeOutOfRange(let size):
            let range = RegionsPuzzle.sizeRange
            return tr(
                "the regions puzzle ID's board size is %1$d; regions puzzles are %2$s to %3$s", size,
                boardSize(range.lowerBound), boardSize(range.upperBound))
        case .unknownDifficulty(let letter):
            return tr(
                "the regions puzzle ID's difficulty is '%s'; it is E (easy), M (medium) or H (hard)", letter)
        case .wrongLength(let expected, let found):
            return trn(
                "a regions puzzle ID has %1$d character after the hyphen, this one has %2$d",
                "a regions puzzle ID has %1$d characters after the hyphen, this one has %2$d", count: expected,
                expected, found)
        case .notAPuzzle(let error):
            // TRANSLATORS: %s says why, such as "no easy 8×8 regions puzzle came of seed 12; try another seed".
            return tr("the regions puzzle ID is not a puzzle: %s", problem(error))
        }
    }
}
