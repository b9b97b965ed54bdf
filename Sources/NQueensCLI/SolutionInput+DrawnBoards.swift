import NQueensEngine
import NQueensLocalization
import NQueensPresentation

// The boards `nqueens check` reads back as `nqueens solve` drew them.

/// The command whose messages these are.
private let command = CheckCommand.name

// MARK: - Runs of rank lines

/// The boards in `lines`, each a run of consecutive lines that `rank` reads.
///
/// A line `rank` does not read ends the run unless `continuesRun` says it belongs inside a board (a regions board's
/// border lines).
private func rankRuns<Rank>(
    in lines: [String], rank: (String) -> Rank?, continuesRun: (String) -> Bool = { _ in false }
) -> [[Rank]] {
    var boards: [[Rank]] = []
    var current: [Rank] = []
    for line in lines {
        if let read = rank(line) {
            current.append(read)
        } else if !current.isEmpty, !continuesRun(line) {
            boards.append(current)
            current = []
        }
    }
    if !current.isEmpty { boards.append(current) }
    return boards
}

// MARK: - Drawn regions boards

/// Reads the regions boards `nqueens solve --id R…` draws: rank lines such as `8 │ A   A │ ♛ │ B …`, top rank
/// first, each square's glyph in the middle of its three columns, between borders (Unicode or ASCII).
enum RegionsDrawnBoards {
    private static let queens: Set<Character> = ["♛", "♕", "Q", "q"]
    private static let borders: Set<Character> = ["│", "|"]

    /// The placements of the boards in `lines`, or `nil` when no line is a rank of a regions board.
    static func placements(in lines: [String]) throws(CommandLineError) -> [[Int]]? {
        let boards = rankRuns(in: lines, rank: rank, continuesRun: isBorder)
        guard !boards.isEmpty else { return nil }
        var placements: [[Int]] = []
        for ranks in boards {
            let size = ranks.count
            var columns = [Int](repeating: -1, count: size)
            for (offset, rank) in ranks.enumerated() {
                let row = size - 1 - offset
                guard rank.rank == row + 1, rank.cells.count == size else {
                    let (board, from, label, cells) = (
                        DisplayText.boardSize(size), offset + 1, rank.rank, rank.cells.count
                    )
                    throw .invalidData(
                        in: command,
                        // TRANSLATORS: %1$s is the board's size (8×8); %2$d counts ranks from the top; %3$d is the rank's
                        // label and %4$d how many squares it has, %5$d and %6$d what they should be.
                        tr(
                            "the drawn %1$s regions board's rank %2$d from the top is labelled %3$d with %4$d squares, "
                                + "not %5$d with %6$d", board, from, label, cells, row + 1, size))
                }
                let queenColumns = rank.cells.indices.filter { queens.contains(rank.cells[$0]) }
                guard queenColumns.count == 1 else {
                    let (number, queens) = (row + 1, queenColumns.count)
                    throw .invalidData(
                        in: command,
                        trn(
                            "not a solution: row %1$d holds %2$d queen, not one",
                            "not a solution: row %1$d holds %2$d queens, not one", count: queens, number, queens))
                }
                columns[row] = queenColumns[0]
            }
            placements.append(columns)
        }
        return placements
    }

    /// The rank number and the square glyphs of a rank line, or `nil` when `line` is something else.
    private static func rank(_ line: String) -> (rank: Int, cells: [Character])? {
        let characters = Array(line.drop { $0 == " " })
        let digits = characters.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let rank = Int(String(digits)) else { return nil }
        let grid = Array(characters.dropFirst(digits.count).drop { $0 == " " })
        guard let first = grid.first, borders.contains(first), grid.count >= 5, (grid.count - 1) % 4 == 0 else {
            return nil
        }
        return (rank, stride(from: 2, to: grid.count, by: 4).map { grid[$0] })
    }

    /// Whether `line` is a border line (only box drawing, ASCII borders and spaces).
    private static func isBorder(_ line: String) -> Bool {
        line.allSatisfy { " +-|".contains($0) || ("\u{2500}"..."\u{257F}").contains($0) }
    }
}

// MARK: - Drawn boards

/// Reads the boards `nqueens solve --format board` draws: rank lines such as `8 · · ♛ · · · · ·`, top rank first.
enum DrawnBoards {
    private static let queens: Set<String> = ["♛", "♕", "Q", "q"]
    private static let empties: Set<String> = ["·", "."]

    /// The placements of the boards in `lines`, or `nil` when no line is a rank of a board.
    static func placements(in lines: [String]) throws(CommandLineError) -> [[Int]]? {
        let boards = rankRuns(in: lines, rank: rank)
        guard !boards.isEmpty else { return nil }
        var placements: [[Int]] = []
        for ranks in boards {
            placements.append(try columns(of: ranks))
        }
        return placements
    }

    /// The cells of a rank line (`rank`, then one glyph per square), or `nil` when `line` is something else.
    private static func rank(_ line: String) -> [String]? {
        let tokens = line.split(separator: " ").map(String.init)
        guard tokens.count >= 2, Int(tokens[0]) != nil,
            tokens.dropFirst().allSatisfy({ queens.contains($0) || empties.contains($0) })
        else { return nil }
        return tokens
    }

    private static func columns(of ranks: [[String]]) throws(CommandLineError) -> [Int] {
        let size = ranks.count
        var columns = [Int](repeating: -1, count: size)
        for (offset, cells) in ranks.enumerated() {
            let row = size - 1 - offset
            guard Int(cells[0]) == row + 1 else {
                let (board, from, label) = (DisplayText.boardSize(size), offset + 1, cells[0])
                throw .invalidData(
                    in: command,
                    // TRANSLATORS: %1$s is the board's size (8×8); %2$d counts ranks from the top; %3$s is the rank's
                    // label and %4$d what it should be.
                    tr(
                        "the drawn %1$s board's rank %2$d from the top is labelled %3$s, not %4$d", board, from, label,
                        row + 1))
            }
            guard cells.count == size + 1 else {
                let (board, squares) = (DisplayText.boardSize(size), cells.count - 1)
                throw .invalidData(
                    in: command,
                    trn(
                        "rank %1$d of the drawn %2$s board has %3$d square, not %4$d",
                        "rank %1$d of the drawn %2$s board has %3$d squares, not %4$d", count: squares, row + 1, board,
                        squares, size))
            }
            let queenColumns = cells.dropFirst().indices.filter { queens.contains(cells[$0]) }.map { $0 - 1 }
            guard queenColumns.count == 1, let column = queenColumns.first else {
                let (number, queens) = (row + 1, queenColumns.count)
                throw .invalidData(
                    in: command,
                    trn(
                        "not a solution: row %1$d holds %2$d queen, not one",
                        "not a solution: row %1$d holds %2$d queens, not one", count: queens, number, queens))
            }
            columns[row] = column
        }
        return columns
    }
}
