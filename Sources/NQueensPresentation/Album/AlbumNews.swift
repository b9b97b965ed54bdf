import NQueensEngine
import NQueensLocalization
import NQueensServices

/// What a win did to the album, as the victory sheet says it.
///
/// - a solution found before: "You found this one on 3 Nov" ("…earlier today", "…yesterday");
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
        func when(_ entry: AlbumEntry) -> FoundWhen { FoundWhen(entry.foundDay, today: today) }

        if let own, own.gameID != record.id {
            let line =
                switch when(own) {
                case .today: tr("You found this one earlier today")
                case .yesterday: tr("You found this one yesterday")
                // TRANSLATORS: %s is a day: You found this one on 3 Nov.
                case .on(let date): tr("You found this one on %s", date)
                }
            return AlbumNews(
                lines: [line], classKey: solution.canonicalForm, isNewSolution: false,
                completesClass: false, completesAlbum: false)
        }
        let summary = try album.albumSummary(boardSize: record.boardSize)
        let progress = AlbumSizeProgress(
            AlbumSummary(
                boardSize: record.boardSize, solutionsFound: summary.solutionsFound + (own == nil ? 1 : 0),
                classesFound: summary.classesFound + (own == nil && earlier.isEmpty ? 1 : 0)))
        var lines = [
            // TRANSLATORS: the album after a win: New solution: 13 of 92 on 8×8.
            tr(
                "New solution: %1$s of %2$s on %3$s", DisplayText.number(progress.solutionsFound),
                DisplayText.number(progress.solutionsTotal), size)
        ]
        if let first = earlier.min(by: { $0.isFoundBefore($1) }) {
            let isRotation = first.solution.symmetries(mapping: solution).contains(where: \.isRotation)
            switch (isRotation, when(first)) {
            case (true, .today): lines.append(tr("A rotation of one you found earlier today"))
            case (true, .yesterday): lines.append(tr("A rotation of one you found yesterday"))
            case (true, .on(let date)): lines.append(tr("A rotation of one you found on %s", date))
            case (false, .today): lines.append(tr("A mirror image of one you found earlier today"))
            case (false, .yesterday): lines.append(tr("A mirror image of one you found yesterday"))
            case (false, .on(let date)): lines.append(tr("A mirror image of one you found on %s", date))
            }
        } else {
            // TRANSLATORS: the album after a win: New class: 5 of 12 on 8×8.
            lines.append(
                tr(
                    "New class: %1$s of %2$s on %3$s", DisplayText.number(progress.classesFound),
                    DisplayText.number(progress.classesTotal), size))
        }
        let completesClass = members.count > 1 && earlier.count + 1 == members.count
        if completesClass {
            lines.append(
                members.count == 2
                    ? tr("Class complete: both of its members")
                    : trn(
                        "Class complete: all %d of its members", "Class complete: all %d of its members",
                        count: members.count))
        }
        let completesAlbum = progress.isComplete
        if completesAlbum { lines.append(tr("Album complete for %s", size)) }
        return AlbumNews(
            lines: lines, classKey: solution.canonicalForm, isNewSolution: true, completesClass: completesClass,
            completesAlbum: completesAlbum)
    }
}

/// When an earlier solution was found, as Victory's sentences name it: each case has sentences of its own.
private enum FoundWhen {
    case today
    case yesterday
    /// Another day, as "3 Nov" (with the year when it is not this year's).
    case on(String)

    init(_ day: CalendarDay, today: CalendarDay) {
        switch day.days(until: today) {
        case 0: self = .today
        case 1: self = .yesterday
        default: self = .on(DisplayText.dayAndMonth(day, today: today))
        }
    }
}

extension AlbumEntry {
    /// Whether this entry's game finished before `other`'s (the smaller id first when they finished together).
    fileprivate func isFoundBefore(_ other: AlbumEntry) -> Bool {
        foundAt != other.foundAt ? foundAt < other.foundAt : gameID.uuidString < other.gameID.uuidString
    }
}
