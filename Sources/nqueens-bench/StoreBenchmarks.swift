import Foundation
import NQueensEngine
import NQueensServices

// MARK: - Store suite

/// The SQLite stores with a long history: what the home screen costs at launch, and what recording a game costs.
///
/// Issue 3 promises, with 100,000 games stored: open + streaks + home figures under 50 ms (median), recording
/// one game under 5 ms (median).
extension BenchmarkSuite {
    /// The `store` suite.
    static var store: BenchmarkSuite { StoreBenchmarks.suite }
}

enum StoreBenchmarks {
    fileprivate static var suite: BenchmarkSuite {
        BenchmarkSuite(
            name: "store", summary: "SQLite stores with 100,000 games: launch figures, recording, history pages",
            run: { run() })
    }

    private static let storedGames = 100_000
    private static let launchRuns = 31
    private static let recordRuns = 201

    private static func run() {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("nqueens-bench-store-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let dataDirectory = DataDirectory(url: directory)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        // Noon today, so that every run stores the same days whatever the time it starts.
        let now = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: Date()) ?? Date()
        do {
            let filled = try time { try fill(dataDirectory, calendar: calendar, now: now) }
            var line = ReportLine(benchmark: "store.fill")
            line.add("games", storedGames)
            line.add("seconds", filled.duration.seconds)
            line.add("databaseBytes", fileSize(dataDirectory.databaseURL))
            line.add("bytesPerGame", fileSize(dataDirectory.databaseURL) / storedGames)
            line.emit()

            try measureLaunch(dataDirectory, calendar: calendar, now: now)
            try measureRecording(dataDirectory, calendar: calendar, now: now)
            try measureHistoryPages(dataDirectory)
        } catch {
            FileHandle.standardError.write(Data("nqueens-bench: store: \(error)\n".utf8))
            exit(1)
        }
    }

    // MARK: Figures

    /// Opening the database, then everything the home screen shows: game count, current and best streak, best
    /// time and fewest moves per size, the settings and the game in progress.
    private static func measureLaunch(_ directory: DataDirectory, calendar: Calendar, now: Date) throws {
        let today = CalendarDay(now, in: calendar)
        var openOnly: [Duration] = []
        var figuresOnly: [Duration] = []
        var total: [Duration] = []
        var streak = StreakSummary(current: 0, best: 0, isTodaySolved: false)
        for _ in 0..<launchRuns {
            let opened = try time { try SQLiteStores.open(in: directory) }
            let figures = try time { () throws(StoreError) -> StreakSummary in
                let stores = opened.result
                _ = try stores.history.gameCount()
                let streaks = try stores.history.streaks(today: today)
                _ = try stores.history.sizeSummaries()
                _ = stores.settings.loadSettings()
                _ = stores.savedGame.loadSavedGame()
                return streaks
            }
            streak = figures.result
            openOnly.append(opened.duration)
            figuresOnly.append(figures.duration)
            total.append(opened.duration + figures.duration)
        }
        var line = ReportLine(benchmark: "store.launch")
        line.add("games", storedGames)
        line.add("runs", launchRuns)
        line.add("medianMs", milliseconds: Timings(total).median)
        line.add("p99Ms", milliseconds: Timings(total).p99)
        line.add("openMedianMs", milliseconds: Timings(openOnly).median)
        line.add("figuresMedianMs", milliseconds: Timings(figuresOnly).median)
        line.add("budgetMs", 50.0)
        line.add("currentStreak", streak.current)
        line.add("bestStreak", streak.best)
        line.emit()

        // The first opening of a day also runs SQLite's quick_check over the whole file.
        var checked: [Duration] = []
        for day in 1...5 {
            let later = now.addingTimeInterval(Double(day) * 2 * 86_400)
            checked.append(try time { try SQLiteStores.open(in: directory, now: later) }.duration)
        }
        var daily = ReportLine(benchmark: "store.dailyCheckOpen")
        daily.add("games", storedGames)
        daily.add("runs", checked.count)
        daily.add("medianMs", milliseconds: Timings(checked).median)
        daily.emit()
    }

    /// Recording one finished game (one transaction, committed) into the full history.
    private static func measureRecording(_ directory: DataDirectory, calendar: Calendar, now: Date) throws {
        let stores = try SQLiteStores.open(in: directory)
        var generator = SplitMix64(seed: 0x5EED)
        var samples: [Duration] = []
        for index in 0..<recordRuns {
            let game = makeGame(
                finishedAt: now.addingTimeInterval(Double(index)), calendar: calendar, generator: &generator)
            samples.append(try time { try stores.history.record(game) }.duration)
        }
        let timings = Timings(samples)
        var line = ReportLine(benchmark: "store.record")
        line.add("games", storedGames)
        line.add("runs", recordRuns)
        line.add("medianMs", milliseconds: timings.median)
        line.add("p99Ms", milliseconds: timings.p99)
        line.add("budgetMs", 5.0)
        line.emit()
    }

    /// A first page of the history screen (50 games) in each order, over every size and one size.
    private static func measureHistoryPages(_ directory: DataDirectory) throws {
        let stores = try SQLiteStores.open(in: directory)
        for sort in HistorySort.allCases {
            for size in [nil, 8] as [Int?] {
                var samples: [Duration] = []
                for _ in 0..<11 {
                    samples.append(
                        try time { try stores.history.games(HistoryQuery(boardSize: size, sort: sort, limit: 50)) }
                            .duration)
                }
                var line = ReportLine(benchmark: "store.historyPage")
                line.add("sort", sort.rawValue)
                line.add("boardSize", size.map(String.init) ?? "all")
                line.add("limit", 50)
                line.add("medianMs", milliseconds: Timings(samples).median)
                line.emit()
            }
        }
    }

    // MARK: The stored history

    /// Stores `storedGames` games: several a day over about three years, sizes 4…16, with full move logs.
    private static func fill(_ directory: DataDirectory, calendar: Calendar, now: Date) throws {
        let stores = try SQLiteStores.open(in: directory)
        var generator = SplitMix64(seed: 42)
        let perDay = 90
        var batch: [GameRecord] = []
        batch.reserveCapacity(1_000)
        for index in 0..<storedGames {
            let daysAgo = Double(index / perDay + (index / perDay / 30))  // a missed day now and then
            let finishedAt = now.addingTimeInterval(-daysAgo * 86_400 - Double(index % perDay) * 60)
            batch.append(makeGame(finishedAt: finishedAt, calendar: calendar, generator: &generator))
            if batch.count == 1_000 {
                try stores.history.record(contentsOf: batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        try stores.history.record(contentsOf: batch)
    }

    private static let solutions: [Int: [Square]] = {
        var table: [Int: [Square]] = [:]
        for size in 4...16 { table[size] = firstSolution(size: size) }
        return table
    }()

    /// A solved game on a random size, with some wrong placements taken back before the solution.
    static func makeGame(finishedAt: Date, calendar: Calendar, generator: inout SplitMix64) -> GameRecord {
        let size = 4 + Int(generator.next() % 13)
        let queens = solutions[size] ?? []
        let wrong = Int(generator.next() % UInt64(size + 1))
        var moves: [MoveRecord] = []
        var offset: Int64 = 0
        for index in 0..<wrong {
            let square = Square(row: index % size, column: Int(generator.next() % UInt64(size)))
            offset += 400 + Int64(generator.next() % 3_000)
            moves.append(MoveRecord(.place, square, at: .milliseconds(offset)))
            offset += 300 + Int64(generator.next() % 1_000)
            moves.append(MoveRecord(.remove, square, at: .milliseconds(offset)))
        }
        for queen in queens {
            offset += 400 + Int64(generator.next() % 3_000)
            moves.append(MoveRecord(.place, queen, at: .milliseconds(offset)))
        }
        return GameRecord(
            boardSize: size, startedAt: finishedAt.addingTimeInterval(-Double(offset) / 1_000 - 5),
            finishedAt: finishedAt, calendar: calendar, activeDuration: .milliseconds(offset),
            moveCount: size + wrong, hintsUsed: Int(generator.next() % 3), finalQueens: queens, moves: moves)
    }

    private static func firstSolution(size: Int) -> [Square] {
        var columns: [Int] = []
        func place(_ row: Int) -> Bool {
            if row == size { return true }
            for column in 0..<size
            where !columns.enumerated().contains(where: {
                $0.element == column || abs($0.element - column) == row - $0.offset
            }) {
                columns.append(column)
                if place(row + 1) { return true }
                columns.removeLast()
            }
            return false
        }
        _ = place(0)
        return columns.enumerated().map { Square(row: $0.offset, column: $0.element) }
    }

    private static func fileSize(_ url: URL) -> Int {
        let main = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let wal = (try? FileManager.default.attributesOfItem(atPath: url.path + "-wal")[.size] as? Int) ?? 0
        return main + wal
    }
}
