import NQueensEngine
import NQueensLocalization
import NQueensPresentation

/// Which queens puzzle a command is about: the classic one (given queens, no two queens attacking) or regions
/// (LinkedIn's Queens: one queen per row, column and coloured region, none touching).
enum PuzzleRules: String, CaseIterable {
    /// The classic puzzle: given queens that exactly one N-queens solution contains.
    case classic
    /// The regions puzzle: N regions, one queen in each, no two touching.
    case regions
}

extension ArgumentList {
    /// Reads `--rules classic|regions`; classic when absent.
    ///
    /// - Throws: a usage error naming the rules accepted.
    func rules() throws(CommandLineError) -> PuzzleRules {
        try choice("--rules", default: PuzzleRules.classic) { given, accepted in
            tr("unknown rules '%1$s'; rules are %2$s", given, accepted)
        }
    }

    /// Reads `option` as a regions puzzle ID and makes its puzzle.
    ///
    /// - Throws: an invalid-data error (exit 65) naming what is wrong with the ID.
    func regionsPuzzle(fromID option: String) throws(CommandLineError) -> RegionsPuzzle? {
        guard let text = value(of: option) else { return nil }
        do {
            return try RegionsPuzzle(parsingID: text)
        } catch {
            throw .invalidData(in: command, DisplayText.problem(error))
        }
    }
}
