import NQueensEngine
import NQueensServices

/// What a win did to the album, as the victory sheet says it.
///
/// - a solution found before: "You found this one on 3 Nov";
/// - a new one: "New solution: 13 of 92 on 8×8", and either "A mirror image of one you found on 3 Nov" ("A
///   rotation of one you found on 3 Nov") when its class had a member already, or "New class: 5 of 12 on 8×8";
/// - the last member of its class: "Class complete: all 8 of its members";
/// - the last solution of its size: "Album complete for 6×6", which earns the grand celebration.
public struct AlbumNews: Hashable, Sendable {
    /// The sentences, in order.
    public let lines: [String]

    /// The class of the solution.
    public let classKey: Solution

    /// Whether the solution was found for the first time.
    public let isNewSolution: Bool

    /// Whether the win found the last member of its class.
    public let completesClass: Bool

    /// Whether the win found the last solution of its board size.
    public let completesAlbum: Bool

    /// What `record` (already recorded) did to `album`, in words dated relative to `today`; `nil` when its final
    /// position is not a solution.
    ///
    /// The album already holds the win (the history records both at once); a win it does not hold yet (the history
    /// could not take it) counts as new.
    static func of(
        _ record: GameRecord, in album: any SolutionAlbumStore, today: CalendarDay
    ) throws(StoreError) -> AlbumNews? {
        guard let solution = record.solution else { return nil }
        let size = DisplayText.boardSize(record.boardSize)
        let members = SymmetryClass(containing: solution).members
        let entries = try album.albumEntries(inClassOf: solution)
        let own = entries.first { $0.solution == solution }
        let earlier = entries.filter { $0.gameID != record.id && $0.solution != solution }
        func date(_ entry: AlbumEntry) -> String { DisplayText.dayAndMonth(entry.foundDay, today: today) }

        if let own, own.gameID != record.id {
            return AlbumNews(
                lines: ["You found this one on \(date(own))"], classKey: solution.canonicalForm, isNewSolution: false,
                completesClass: false, completesAlbum: false)
        }
        let summary = try album.albumSummary(boardSize: record.boardSize)
        let progress = AlbumSizeProgress(
            AlbumSummary(
                boardSize: record.boardSize, solutionsFound: summary.solutionsFound + (own == nil ? 1 : 0),
                classesFound: summary.classesFound + (own == nil && earlier.isEmpty ? 1 : 0)))
        var lines = [
            "New solution: \(DisplayText.number(progress.solutionsFound)) of "
                + "\(DisplayText.number(progress.solutionsTotal)) on \(size)"
        ]
        if let first = earlier.min(by: { $0.isFoundBefore($1) }) {
            let isRotation = first.solution.symmetries(mapping: solution).contains(where: \.isRotation)
            lines.append(
                isRotation
                    ? "A rotation of one you found on \(date(first))"
                    : "A mirror image of one you found on \(date(first))")
        } else {
            lines.append(
                "New class: \(DisplayText.number(progress.classesFound)) of "
                    + "\(DisplayText.number(progress.classesTotal)) on \(size)")
        }
        let completesClass = members.count > 1 && earlier.count + 1 == members.count
        if completesClass {
            lines.append(
                members.count == 2
                    ? "Class complete: both of its members" : "Class complete: all \(members.count) of its members")
        }
        let completesAlbum = progress.isComplete
        if completesAlbum { lines.append("Album complete for \(size)") }
        return AlbumNews(
            lines: lines, classKey: solution.canonicalForm, isNewSolution: true, completesClass: completesClass,
            completesAlbum: completesAlbum)
    }
}

extension AlbumEntry {
    /// Whether this entry's game finished before `other`'s (the smaller id first when they finished together).
    fileprivate func isFoundBefore(_ other: AlbumEntry) -> Bool {
        foundAt != other.foundAt ? foundAt < other.foundAt : gameID.uuidString < other.gameID.uuidString
    }
}
