import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// `nqueens album [--size N] [--format table|json]`: the solution album, every size's figures or one size's classes.
struct AlbumCommand: Command {
    static let name = "album"
    static var summary: String { tr("show the solutions you found, grouped by symmetry class") }
    static var help: String {
        let sizes = Settings.boardSizeRange
        // l10n: begin not shown (the help stays English: CONTRIBUTING.md)
        return """
            usage: nqueens album [--size N] [--format table|json]

            Shows your solution album: every distinct solution you solved (in free play, a daily or a puzzle),
            grouped into classes of solutions that are rotations and reflections of each other. Without --size,
            for every board size from \(sizes.lowerBound) to \(sizes.upperBound): the solutions and the classes found, out of
            how many the board has. With --size, that board's classes you found: each with its canonical
            solution (its smallest member), how many of its members you found, and when. Classes not found
            are not shown: the album gives away no solution you have not found.

            options:
              --size N        the classes found on N×N boards (N = \(sizes.lowerBound)…\(sizes.upperBound))
              --format F      table (the default) or json ("nqueens/album/v1"; see docs/JSON.md)

            examples:
              nqueens album
              nqueens album --size 8 --format json
            """
        // l10n: end
    }
    static let specification = ArgumentList.Specification(valued: ["--size", "--format"])

    private enum AlbumFormat: String, CaseIterable {
        case table, json
    }

    private let size: Int?
    private let format: AlbumFormat
    private let context: CommandContext

    init(_ arguments: ArgumentList, context: CommandContext) throws(CommandLineError) {
        try arguments.expectPositionals(0...0, describedAs: .onlyOptions)
        size = try arguments.value(of: "--size").map { (text) throws(CommandLineError) in
            try arguments.integer(text, named: ValueName.size, in: Settings.boardSizeRange)
        }
        format = try arguments.format(default: AlbumFormat.table)
        self.context = context
    }

    @MainActor
    func run(on console: Console) async throws(CommandLineError) {
        let stores = try StoreAccess.open(for: Self.name, context: context, console: console)
        let sizes: [AlbumSizeProgress]
        var classes: [AlbumClassCard] = []
        var entries: [Solution: AlbumEntry] = [:]
        do {
            let found = Dictionary(
                try stores.album.albumSummaries().map { ($0.boardSize, $0) }, uniquingKeysWith: { first, _ in first })
            sizes = Settings.boardSizeRange.map {
                AlbumSizeProgress(found[$0] ?? AlbumSummary(boardSize: $0, solutionsFound: 0, classesFound: 0))
            }
            if let size {
                let album = try stores.album.albumEntries(boardSize: size)
                for entry in album { entries[entry.solution] = entry }
                classes = AlbumViewModel.cards(of: album, size: size).filter(\.isFound)
            }
        } catch {
            throw .failure(in: Self.name, DisplayText.problem(error))
        }
        switch format {
        case .json:
            console.print(json(sizes: sizes, classes: classes, entries: entries))
        case .table:
            printTable(sizes: sizes, classes: classes, entries: entries, on: console)
        }
    }

    // MARK: JSON

    private func json(sizes: [AlbumSizeProgress], classes: [AlbumClassCard], entries: [Solution: AlbumEntry]) -> String
    {
        var document = JSONObject(.album)
        let figures = sizes.map { progress in
            var object = JSONObject()
            object.add("size", progress.boardSize)
            object.add("solutions", progress.solutionsTotal)
            object.add("solutionsFound", progress.solutionsFound)
            object.add("classes", progress.classesTotal)
            object.add("classesFound", progress.classesFound)
            object.add("complete", progress.isComplete)
            return object.json
        }
        document.add("sizes", json: "[" + figures.joined(separator: ",") + "]")
        guard let size else { return document.json }
        document.add("size", size)
        let found = classes.map { card in
            var object = JSONObject()
            if card.listsEveryClass { object.add("index", card.number) }
            object.add("columns", json: Self.columns(card.canonicalForm))
            object.add("members", card.memberCount)
            object.add("membersFound", card.foundCount)
            let members = SymmetryClass(containing: card.canonicalForm).members.compactMap { entries[$0] }
            let solutions = members.map { entry in
                var member = JSONObject()
                member.add("columns", json: Self.columns(entry.solution))
                member.add("gameId", entry.gameID.uuidString.lowercased())
                member.add("mode", entry.mode.rawValue)
                member.add("foundOn", entry.foundDay.description)
                return member.json
            }
            object.add("found", json: "[" + solutions.joined(separator: ",") + "]")
            return object.json
        }
        document.add("foundClasses", json: "[" + found.joined(separator: ",") + "]")
        return document.json
    }

    /// A solution as the vocabulary writes it: the 1-based column of each row's queen.
    private static func columns(_ solution: Solution) -> String {
        "[" + solution.columns.map { String($0 + 1) }.joined(separator: ",") + "]"
    }

    // MARK: Table

    private func printTable(
        sizes: [AlbumSizeProgress], classes: [AlbumClassCard], entries: [Solution: AlbumEntry], on console: Console
    ) {
        guard let size, let progress = sizes.first(where: { $0.boardSize == size }) else {
            let table = TextTable(
                headers: [
                    tr(context: "album column", "Size"), tr(context: "album column", "Solutions found"),
                    tr(context: "album column", "Classes found"), "",
                ],
                rightAligned: [1, 2],
                rows: sizes.map {
                    [
                        $0.sizeText, Self.found($0.solutionsFound, of: $0.solutionsTotal),
                        Self.found($0.classesFound, of: $0.classesTotal),
                        // TRANSLATORS: the album's mark of a board size whose every solution was found.
                        $0.isComplete ? tr("complete") : "",
                    ]
                })
            for line in table.lines { console.print(line) }
            return
        }
        // TRANSLATORS: a board size (8×8) and what the album holds of it ("13 of 92 solutions · 5 of 12 classes").
        console.print(tr(context: "album size", "%1$s: %2$s", progress.sizeText, progress.summaryText))
        guard !classes.isEmpty else {
            // TRANSLATORS: %1$s is a board size (8×8); %2$d the same size as typed in the command.
            console.print(
                tr("No %1$s solution found yet. Play one with `nqueens play --size %2$d`.", progress.sizeText, size))
            return
        }
        console.print("")
        let table = TextTable(
            headers: [
                tr(context: "album column", "Class"), tr(context: "album column", "Found"),
                tr(context: "album column", "Canonical solution"), tr(context: "album column", "First found"),
            ],
            rightAligned: [0],
            rows: classes.map { card in
                let first = SymmetryClass(containing: card.canonicalForm).members.compactMap { entries[$0] }
                    .min { $0.foundAt < $1.foundAt }
                return [
                    card.listsEveryClass ? DisplayText.number(card.number) : "",
                    Self.found(card.foundCount, of: card.memberCount),
                    card.canonicalForm.columns.map { String($0 + 1) }.joined(separator: " "),
                    first.map { DisplayText.shortDate($0.foundDay) } ?? "",
                ]
            })
        for line in table.lines { console.print(line) }
        if let note = listNote(progress: progress, found: classes.count) { console.print("\n" + note) }
    }

    /// On boards whose classes are too many to list, what the list holds.
    private func listNote(progress: AlbumSizeProgress, found: Int) -> String? {
        guard !SymmetryClass.listableSizeRange.contains(progress.boardSize) else { return nil }
        return DisplayText.albumListNote(
            size: progress.sizeText, classes: DisplayText.number(progress.classesTotal), found: found)
    }

    /// How many of a whole were found: `3 of 12`.
    private static func found(_ found: Int, of total: Int) -> String {
        // TRANSLATORS: in the album's tables: %1$s solutions (or classes) found out of %2$s.
        tr(context: "album found", "%1$s of %2$s", DisplayText.number(found), DisplayText.number(total))
    }
}
