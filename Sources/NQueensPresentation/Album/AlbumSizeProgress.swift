import NQueensEngine
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
        "\(DisplayText.number(solutionsFound)) of \(DisplayText.number(solutionsTotal)) solutions"
    }

    /// "5 of 12 classes".
    public var classesText: String {
        "\(DisplayText.number(classesFound)) of \(DisplayText.number(classesTotal)) classes"
    }

    /// "13 of 92 solutions · 5 of 12 classes", or "Complete: all 92 solutions" once every solution is found.
    public var summaryText: String {
        isComplete
            ? "Complete: all \(DisplayText.number(solutionsTotal)) solutions" : "\(solutionsText) · \(classesText)"
    }

    /// For screen readers: "8×8, 13 of 92 solutions and 5 of 12 classes found".
    public var accessibilityLabel: String {
        "\(sizeText), \(solutionsText) and \(classesText) found"
    }
}
