import Foundation
import NQueensTestSupport
import Testing

@testable import NQueensServices

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Bad data keeps the user's data")
struct BadDataTests {
    private let temporary: TemporaryDirectory
    private let directory: DataDirectory
    private let now = SampleGames.date(2026, 11, 29, 10, 15)

    init() throws {
        temporary = try TemporaryDirectory(prefix: "nqueens-bad-data")
        directory = DataDirectory(url: temporary.appending("data"))
        try directory.create()
    }

    private var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? []).sorted()
    }

    /// A database holding `count` games, created and checked at `now`, closed (its WAL checkpointed).
    private func makeDatabase(games count: Int) throws {
        let stores = try SQLiteStores.open(in: directory, now: now)
        try stores.history.record(
            contentsOf: (0..<count).map {
                SampleGames.solved(size: 8, finishedAt: now.addingTimeInterval(Double(-$0) * 600))
            })
    }

    /// Checks that a fresh store was started and can be used.
    private func expectFreshStore(_ stores: SQLiteStores) throws {
        #expect(try stores.history.gameCount() == 0)
        try stores.history.record(SampleGames.solved(finishedAt: now))
        #expect(try stores.history.gameCount() == 1)
        #expect(try stores.checkIntegrity().isEmpty)
    }

    @Test func aFileThatIsNotADatabaseIsMovedAside() throws {
        let junk = Data(String(repeating: "these are not the queens you are looking for\n", count: 200).utf8)
        try junk.write(to: directory.databaseURL)
        let stores = try SQLiteStores.open(in: directory, now: now)
        let notice = try #require(stores.notice)
        #expect(notice.problem == .notADatabase)
        #expect(notice.movedTo.lastPathComponent == "nqueens-damaged-20261129T101500Z.sqlite")
        #expect(try Data(contentsOf: notice.movedTo) == junk)
        #expect(notice.description.contains(notice.movedTo.path))
        #expect(notice.description.contains("it is not a database"))
        try expectFreshStore(stores)
    }

    @Test func aTruncatedDatabaseIsMovedAside() throws {
        try makeDatabase(games: 400)
        let handle = try FileHandle(forUpdating: directory.databaseURL)
        let size = try handle.seekToEnd()
        #expect(size > 32_768)
        try handle.truncate(atOffset: size / 2)
        try handle.close()
        let truncated = try Data(contentsOf: directory.databaseURL)

        let stores = try SQLiteStores.open(in: directory, now: now)
        let notice = try #require(stores.notice)
        #expect(notice.problem == .truncated(bytes: Int(size / 2), expectedBytes: Int(size)))
        #expect(try Data(contentsOf: notice.movedTo) == truncated)
        #expect(notice.description.contains("truncated"))
        try expectFreshStore(stores)
    }

    /// Overwrites every page from `firstPage` (1-based) on with garbage: the bytes now in the file.
    ///
    /// The file keeps its size. Page 1 holds the header and the schema; the first pages after it the roots.
    private func damagePages(from firstPage: Int = 2) throws -> Data {
        var bytes = try Data(contentsOf: directory.databaseURL)
        let start = (firstPage - 1) * 4_096
        bytes.replaceSubrange(start..<bytes.count, with: Data(repeating: 0xA5, count: bytes.count - start))
        try bytes.write(to: directory.databaseURL)
        return bytes
    }

    @Test func aDatabaseFailingTheDailyIntegrityCheckIsMovedAside() throws {
        try makeDatabase(games: 400)
        let bytes = try damagePages()
        let nextDay = now.addingTimeInterval(24 * 60 * 60)
        let stores = try SQLiteStores.open(in: directory, now: nextDay)
        let notice = try #require(stores.notice)
        switch notice.problem {
        case .failedIntegrityCheck(let finding), .damaged(let finding): #expect(!finding.isEmpty)
        default: Issue.record("expected damage, got \(notice.problem)")
        }
        #expect(notice.description.contains("integrity check") || notice.description.contains("damaged"))
        #expect(try Data(contentsOf: notice.movedTo) == bytes)
        try expectFreshStore(stores)
    }

    @Test func damageFoundBetweenChecksIsReportedAndCheckedAtTheNextOpening() throws {
        try makeDatabase(games: 400)
        // Only the pages the games filled later: opening reads nothing damaged, listing the games does.
        _ = try damagePages(from: 40)
        do {
            // Checked less than a day ago: this opening trusts the file, and reading the damage fails clearly.
            let stores = try SQLiteStores.open(in: directory, now: now.addingTimeInterval(60))
            #expect(stores.notice == nil)
            #expect {
                _ = try stores.history.games(HistoryQuery())
            } throws: { error in
                guard case .database(let message) = error as? StoreError else { return false }
                return message.contains(directory.databaseURL.path) && message.contains("malformed")
            }
        }
        let stores = try SQLiteStores.open(in: directory, now: now.addingTimeInterval(120))
        #expect(stores.notice != nil)
        try expectFreshStore(stores)
    }

    @Test func anotherProgramsDatabaseIsMovedAside() throws {
        try RawSQLite.execute(
            "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')", in: directory.databaseURL)
        let stores = try SQLiteStores.open(in: directory, now: now)
        let notice = try #require(stores.notice)
        #expect(notice.problem == .foreignDatabase)
        try RawSQLite.execute("SELECT text FROM notes", in: notice.movedTo)
        try expectFreshStore(stores)
    }

    @Test func aDatabaseFromANewerVersionIsRefusedUntouched() throws {
        try makeDatabase(games: 3)
        try RawSQLite.execute("PRAGMA user_version = 7", in: directory.databaseURL)
        let before = try Data(contentsOf: directory.databaseURL)
        #expect {
            try SQLiteStores.open(in: directory, now: now)
        } throws: { error in
            error as? StoreError
                == .newerSchema(path: directory.databaseURL.path, version: 7, newestKnown: Schema.latestVersion)
        }
        #expect(try Data(contentsOf: directory.databaseURL) == before)
        #expect(!files.contains { $0.contains("damaged") })
        let message = StoreError.newerSchema(path: "/d/nqueens.sqlite", version: 7, newestKnown: 1).description
        #expect(message.contains("newer NQueens") && message.contains("left untouched"))
    }

    @Test func anUnwritableDataDirectoryIsAClearError() throws {
        let blocker = temporary.appending("blocker")
        try Data("a file where a directory should be".utf8).write(to: blocker)
        let inside = DataDirectory(url: blocker.appendingPathComponent("nqueens"))
        #expect {
            try SQLiteStores.open(in: inside)
        } throws: { error in
            guard case .unwritableDataDirectory(let path, _) = error as? StoreError else { return false }
            return path == inside.url.path && (error as? StoreError)?.description.contains("NQUEENS_DATA_DIR") == true
        }
    }

    @Test(.enabled(if: getuid() != 0, "root writes anywhere"))
    func aReadOnlyDataDirectoryIsAClearError() throws {
        chmod(directory.url.path, 0o500)
        defer { chmod(directory.url.path, 0o700) }
        #expect {
            try SQLiteStores.open(in: directory)
        } throws: { error in
            guard case .unwritableDataDirectory = error as? StoreError else { return false }
            return true
        }
    }

    @Test func anEmptyFileIsANewDatabase() throws {
        #expect(FileManager.default.createFile(atPath: directory.databaseURL.path, contents: Data()))
        let stores = try SQLiteStores.open(in: directory, now: now)
        #expect(stores.notice == nil)
        try expectFreshStore(stores)
    }

    @Test func damagedFilesAreNeverOverwritten() throws {
        var moved: [URL] = []
        for attempt in 0..<3 {
            try Data("junk \(attempt)".utf8).write(to: directory.databaseURL)
            // Drop any WAL of the fresh store the previous attempt started, as a closed store would.
            for suffix in ["-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: directory.databaseURL.path + suffix)
            }
            let stores = try SQLiteStores.open(in: directory, now: now)
            moved.append(try #require(stores.notice).movedTo)
        }
        #expect(Set(moved).count == 3)
        #expect(moved.map(\.lastPathComponent).last == "nqueens-damaged-20261129T101500Z-3.sqlite")
        for (attempt, url) in moved.enumerated() {
            #expect(try Data(contentsOf: url) == Data("junk \(attempt)".utf8))
        }
    }

    @Test func reopeningKeepsEverything() throws {
        try makeDatabase(games: 5)
        do {
            let stores = try SQLiteStores.open(in: directory)
            try stores.settings.saveSettings(Settings(boardSize: 12, theme: .light))
            try stores.savedGame.saveGame(SampleGames.inProgress(id: SampleGames.id(9), placed: 4))
        }
        let stores = try SQLiteStores.open(in: directory)
        #expect(stores.notice == nil)
        #expect(try stores.history.gameCount() == 5)
        #expect(stores.settings.loadSettings() == Settings(boardSize: 12, theme: .light))
        #expect(stores.savedGame.loadSavedGame() == SampleGames.inProgress(id: SampleGames.id(9), placed: 4))
        #expect(files == ["nqueens.sqlite", "nqueens.sqlite-shm", "nqueens.sqlite-wal"])
    }

    @Test func storedSettingsFallBackFieldByField() throws {
        do { _ = try SQLiteStores.open(in: directory) }
        try RawSQLite.execute(
            """
            INSERT INTO settings VALUES ('board-size', '40'), ('queen-style', 'dragon'), ('theme', 'light'),
                ('haptics', 'false'), ('sound', 'maybe'), ('colour-blind-mode', 'true');
            """, in: directory.databaseURL)
        let stores = try SQLiteStores.open(in: directory)
        let settings = stores.settings.loadSettings()
        #expect(settings == Settings(boardSize: 8, queenStyle: .classic, hapticsEnabled: false, theme: .light))
        // Saving keeps keys a newer version wrote.
        try stores.settings.saveSettings(settings)
        let kept = try RawSQLite.text(
            "SELECT value FROM settings WHERE key = 'colour-blind-mode'", in: directory.databaseURL)
        #expect(kept == "true")
    }
}
