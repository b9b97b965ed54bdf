import NQueensEngine
import NQueensLocalization
import NQueensServices

/// The album's figures for one board size: the solutions and classes found, out of how many the board has.
public struct AlbumSizeProgress: Hashable, Sendable, Identifiable {
    /// The number of rows (and columns) of the board.
    public let boardSize: Int

    /// The distinct solutions found.
    public let solutionsFound: Int

    /// The board's solutions (OEIS A000170).
    public let solutionsTotal: Int

    /// The classes under rotation and reflection with a member found.
    public let classesFound: Int

    /// The board's classes (OEIS A002562).
    public let classesTotal: Int

    /// The figures of `summary`, out of the engine's census of its size.
    public init(_ summary: AlbumSummary) {
        let census = SolutionCensus(size: summary.boardSize)
        boardSize = summary.boardSize
        solutionsFound = summary.solutionsFound
        classesFound = summary.classesFound
        solutionsTotal = census.map { Int($0.solutions) } ?? summary.solutionsFound
        classesTotal = census.map { Int($0.classes) } ?? summary.classesFound
    }

    /// Identifies the size.
    public var id: Int {
        boardSize
    }

    /// Whether every solution of the board was found.
    public var isComplete: Bool {
        solutionsTotal > 0 && solutionsFound >= solutionsTotal
    }

    /// The share of solutions found, 0 to 1, for a progress bar.
    public var fractionFound: Double {
        solutionsTotal > 0 ? min(1, Double(solutionsFound) / Double(solutionsTotal)) : 0
    }

    /// The size as `8×8`.
    public var sizeText: String {
        DisplayText.boardSize(boardSize)
    }

    /// "13 of 92 solutions".
    public var solutionsText: String {
        // TRANSLATORS: solutions found of all of a board size: 13 of 92 solutions.
        trn(
            "%1$s of %2$s solution", "%1$s of %2$s solutions", count: solutionsTotal,
            DisplayText.number(solutionsFound),
            DisplayText.number(solutionsTotal))
    }

    /// "5 of 12 classes".
    public var classesText: String {
        // TRANSLATORS: classes of symmetric solutions found of all of a board size: 5 of 12 classes.
        trn(
            "%1$s of %2$s class", "%1$s of %2$s classes", count: classesTotal, DisplayText.number(classesFound),
            DisplayText.number(classesTotal))
    }

    /// "13 of 92 solutions · 5 of 12 classes", or "Complete: all 92 solutions" once every solution is found.
    public var summaryText: String {
        isComplete
            // TRANSLATORS: a board size's album once every solution is found: Complete: all 92 solutions.
            ? trn(
                "Complete: all %s solution", "Complete: all %s solutions", count: solutionsTotal,
                DisplayText.number(solutionsTotal))
            : "\(solutionsText) · \(classesText)"
    }

    /// For screen readers: "8×8, 13 of 92 solutions and 5 of 12 classes found".
    public var accessibilityLabel: String {
        // TRANSLATORS: a board size's album read out: 8×8, 13 of 92 solutions and 5 of 12 classes found.
        tr("%1$s, %2$s and %3$s found", sizeText, solutionsText, classesText)
    }
}
