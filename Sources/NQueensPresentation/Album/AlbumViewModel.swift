import NQueensEngine
import NQueensLocalization
import NQueensServices
import Observation

/// The solution album: for every board size from 4 to 16 the solutions and classes found out of the total, and
/// for the size shown its classes, each with the members found.
///
/// Sizes up to 12×12 list every class (up to 1,787), found or not; larger boards have too many (9,233 to
/// 1,846,955) and list only the classes found. A class not found yet is a silhouette (`AlbumClassCard.board` is
/// `nil`): the album never shows a solution the player has not found, except as the class's canonical board once
/// one of its members is found.
@MainActor
@Observable
public final class AlbumViewModel {
    /// The screen's title.
    public var title: String { tr(context: "screen", "Album") }

    /// The sizes the album covers: every size the game offers.
    public static let sizeRange = Settings.boardSizeRange

    /// The figures of every size, smallest first.
    public private(set) var sizes: [AlbumSizeProgress] = []

    /// The size shown.
    public private(set) var boardSize: Int

    /// The classes of the size shown: all of them up to 12×12, else those found; each card is made when read.
    public private(set) var classes: AlbumClassList

    /// The class the keyboard is on (an index into `classes`); `nil` when there are none.
    public private(set) var selectedIndex: Int?

    /// The class of the win the album was opened from, to mark it; `nil` otherwise.
    public let highlightedClass: Solution?

    /// Why the album could not be read, for display; `nil` when all is well.
    public private(set) var problem: String?

    /// Receives the screen's actions (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    @ObservationIgnored private let dependencies: AppDependencies

    /// Reads the album, showing `boardSize` (clamped to the sizes offered); with `highlighting`, that solution's
    /// class is marked and selected.
    public init(dependencies: AppDependencies, boardSize: Int, highlighting solution: Solution? = nil) {
        self.dependencies = dependencies
        let size = Settings.nearestBoardSize(to: boardSize)
        self.boardSize = size
        self.classes = AlbumClassList(boardSize: size)
        self.highlightedClass = solution?.canonicalForm
        refresh()
        if let key = highlightedClass {
            selectedIndex = classes.position(ofClass: key) ?? selectedIndex
        }
    }

    // MARK: Figures

    /// The figures of the size shown.
    public var progress: AlbumSizeProgress {
        sizes.first { $0.boardSize == boardSize }
            ?? AlbumSizeProgress(AlbumSummary(boardSize: boardSize, solutionsFound: 0, classesFound: 0))
    }

    /// Whether every class of the size is listed (up to 12×12), rather than only those found.
    public var listsEveryClass: Bool {
        SymmetryClass.listableSizeRange.contains(boardSize)
    }

    /// The size shown in a line: "8×8 · 13 of 92 solutions · 5 of 12 classes".
    public var headline: String {
        "\(progress.sizeText) · \(progress.summaryText)"
    }

    /// What the list holds on a board too large to list every class: "13×13 has 9,233 classes: these are the 37
    /// you found."; `nil` where every class is listed, or none was found.
    public var listNote: String? {
        guard !listsEveryClass, !classes.isEmpty else { return nil }
        let total = DisplayText.number(progress.classesTotal)
        return DisplayText.albumListNote(size: progress.sizeText, classes: total, found: classes.count)
    }

    /// What an empty list says: "No 13×13 solution found yet: solve one and it appears here."; `nil` when there are
    /// classes to show.
    public var emptyText: String? {
        guard classes.isEmpty else { return nil }
        // TRANSLATORS: %s is a board size: No 13×13 solution found yet: solve one and it appears here.
        return tr("No %s solution found yet: solve one and it appears here.", progress.sizeText)
    }

    /// The class the keyboard is on.
    public var selectedClass: AlbumClassCard? {
        selectedIndex.flatMap { classes.indices.contains($0) ? classes[$0] : nil }
    }

    // MARK: Actions

    /// Reads the album again (after a game, after the history was cleared).
    public func refresh() {
        let album = dependencies.album
        let previous = selectedClass?.canonicalForm
        do {
            let found = Dictionary(
                try album.albumSummaries().map { ($0.boardSize, $0) }, uniquingKeysWith: { first, _ in first })
            sizes = Self.sizeRange.map { size in
                AlbumSizeProgress(found[size] ?? AlbumSummary(boardSize: size, solutionsFound: 0, classesFound: 0))
            }
            classes = Self.classList(of: try album.albumClasses(boardSize: boardSize), size: boardSize)
            problem = nil
        } catch {
            problem = Self.unreadable(error)
            if sizes.isEmpty {
                sizes = Self.sizeRange.map {
                    AlbumSizeProgress(AlbumSummary(boardSize: $0, solutionsFound: 0, classesFound: 0))
                }
            }
        }
        selectedIndex = classes.isEmpty ? nil : previous.flatMap(classes.position(ofClass:)) ?? 0
    }

    /// Shows the album of `size` (one of `sizeRange`), its first class selected.
    public func select(boardSize size: Int) {
        guard Self.sizeRange.contains(size), size != boardSize else { return }
        boardSize = size
        selectedIndex = nil
        refresh()
    }

    /// Shows the next larger size (wrapping from 16×16 to 4×4), or the next smaller for a negative `step`.
    public func showSize(by step: Int) {
        let range = Self.sizeRange
        let count = range.count
        let index = ((boardSize - range.lowerBound + step) % count + count) % count
        select(boardSize: range.lowerBound + index)
    }

    /// Puts the keyboard on the class at `index` (clamped to the list).
    public func selectClass(at index: Int) {
        guard !classes.isEmpty else { return }
        selectedIndex = min(max(index, 0), classes.count - 1)
    }

    /// Moves the keyboard by `offset` classes (a row of a grid is its width), stopping at the ends.
    public func moveSelection(by offset: Int) {
        selectClass(at: (selectedIndex ?? 0) + offset)
    }

    /// Opens the class at `index`: its members, found or not.
    public func openClass(at index: Int) {
        guard classes.indices.contains(index) else { return }
        selectedIndex = index
        delegate?.handle(.showAlbumClass(classes[index].canonicalForm))
    }

    /// Opens the class the keyboard is on.
    public func openSelectedClass() {
        if let selectedIndex { openClass(at: selectedIndex) }
    }

    /// Goes back to the screen the album was opened from.
    public func back() {
        delegate?.handle(.back)
    }

    // MARK: Building the cards

    /// The cards of a size from its album entries: every class up to 12×12, else the classes found.
    public static func cards(of entries: [AlbumEntry], size: Int) -> [AlbumClassCard] {
        Array(classList(of: AlbumClassFinds.classes(of: entries), size: size))
    }

    /// The list of a size from the classes found there: every class up to 12×12 (the catalogue), else those found.
    static func classList(of finds: [AlbumClassFinds], size: Int) -> AlbumClassList {
        AlbumClassList(boardSize: size, finds: finds, catalogue: AlbumCatalogue.classes(size: size))
    }
}

/// Every class of the listable sizes, worked out once per size by the engine and kept while the app runs (12×12
/// takes a few milliseconds in a release build).
@MainActor
enum AlbumCatalogue {
    private static var cache: [Int: [SymmetryClass]] = [:]

    /// The classes of `size`, in canonical order; none outside `SymmetryClass.listableSizeRange`.
    static func classes(size: Int) -> [SymmetryClass] {
        if let cached = cache[size] { return cached }
        let classes = (try? SymmetryClass.all(size: size)) ?? []
        cache[size] = classes
        return classes
    }

    /// The class's place (from 1) among every class of its size, or `nil` past the listable sizes.
    static func number(of canonicalForm: Solution) -> Int? {
        guard SymmetryClass.listableSizeRange.contains(canonicalForm.size) else { return nil }
        return classes(size: canonicalForm.size).firstIndex { $0.canonicalForm == canonicalForm }.map { $0 + 1 }
    }
}

extension AlbumViewModel {
    /// Why the album could not be read, for `problem`.
    nonisolated static func unreadable(_ error: any Error) -> String {
        // TRANSLATORS: %s says why, such as "the disk failed to read or write …".
        tr("Your album could not be read: %s.", DisplayText.problem(error))
    }
}
