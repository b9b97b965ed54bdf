// Starting processes and mounting need Foundation's `Process`, which iOS does not have (the Apple scheme runs the
// package tests on the iOS simulator).
#if os(Linux) || os(macOS)
    import Foundation
    import NQueensServices
    import NQueensTestSupport
    import Testing

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The faults a player's machine really has, on real files and processes.
    ///
    /// A full disk, a database another process keeps locked, a data directory deleted while the game runs, a process
    /// killed in the middle of a WAL checkpoint, a database turned read-only. In each, the finished games already kept are counted before and after
    /// (none may be lost), and the error names the problem and what to do.
    @Suite("Fault drills: the store")
    struct FaultDrillTests {
        private let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory(prefix: "nqueens-drill")
        }

        private func game(_ number: Int) -> GameRecord {
            SampleGames.solved(
                id: SampleGames.id(number), size: 6, finishedAt: SampleGames.date(2026, 11, 1 + number % 28, 12))
        }

        // MARK: Disk full

        @Test(
            "a full disk refuses the write with a message saying so, loses nothing, and the next write keeps the game",
            .enabled(if: SmallFileSystem.isAvailable, "needs the privilege to mount a small tmpfs (root)"))
        func diskFull() throws {
            let disk = try SmallFileSystem(bytes: 512 * 1024)
            let stores = try SQLiteStores.open(in: DataDirectory(url: disk.url.appendingPathComponent("data")))
            for number in 1...5 { try stores.history.record(game(number)) }
            try disk.fill()
            // The WAL may have room left from earlier writes: write until the disk really refuses.
            var kept = 5
            var refusal: StoreError?
            for number in 6...500 {
                do {
                    try stores.history.record(game(number))
                    kept += 1
                } catch {
                    refusal = error
                    break
                }
            }
            let error = try #require(refusal)
            #expect(error.description.contains("is full"))
            #expect(error.description.contains("free some space"))
            #expect(try stores.history.gameCount() == kept)

            try disk.release()
            try stores.history.record(game(kept + 1))
            #expect(try stores.history.gameCount() == kept + 1)
            #expect(try stores.checkIntegrity().isEmpty)
        }

        // MARK: Another process holds the lock

        @Test("a write lock held longer than the busy timeout fails with a message naming it, and nothing is lost")
        func lockHeldTooLong() throws {
            let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url), busyTimeout: .milliseconds(200))
            for number in 1...3 { try stores.history.record(game(number)) }
            let holder = try StoreFixture(directory: directory.url, "hold-lock", "0")
            #expect(holder.nextLine() == "locked")

            let started = ContinuousClock.now
            #expect {
                try stores.history.record(game(4))
            } throws: { error in
                let message = (error as? StoreError)?.description ?? ""
                return message.contains("another program has been writing to") && message.contains("200 ms")
                    && message.contains("close any other NQueens")
            }
            #expect(ContinuousClock.now - started >= .milliseconds(150))
            #expect(try stores.history.gameCount() == 3)

            holder.send("release")
            #expect(holder.nextLine() == "released")
            #expect(holder.wait() == 0)
            try stores.history.record(game(4))
            #expect(try stores.history.gameCount() == 4)
        }

        // MARK: The data directory deleted

        @Test("a data directory deleted mid-session is started afresh, the player is told, and the next write lands")
        func directoryDeleted() throws {
            let data = DataDirectory(url: directory.url.appendingPathComponent("data"))
            let stores = try SQLiteStores.open(in: data)
            for number in 1...3 { try stores.history.record(game(number)) }
            try stores.savedGame.saveGame(SampleGames.inProgress(size: 6, placed: 2))
            try FileManager.default.removeItem(at: data.url)

            // Without the check, SQLite would write on into the deleted file and the game would vanish at quit.
            #expect {
                try stores.history.record(game(4))
            } throws: { error in
                let message = (error as? StoreError)?.description ?? ""
                return message.contains("was deleted while NQueens was running")
                    && message.contains("your next move saves to it")
            }
            #expect(FileManager.default.fileExists(atPath: data.databaseURL.path))
            try stores.history.record(game(4))
            let saved = SampleGames.inProgress(size: 6, placed: 3)
            try stores.savedGame.saveGame(saved)

            let relaunched = try SQLiteStores.open(in: data)
            #expect(try relaunched.history.games(HistoryQuery()).map(\.id) == [game(4).id])
            #expect(relaunched.savedGame.loadSavedGame() == saved)
            #expect(try relaunched.checkIntegrity().isEmpty)
        }

        // MARK: Killed during a checkpoint

        @Test("a process killed while checkpointing a large WAL loses no game it reported")
        func killedDuringCheckpoint() throws {
            let fixture = try StoreFixture(directory: directory.url, "checkpoint", "1500")
            var saved: Set<String> = []
            var checkpoints = 0
            while let line = fixture.nextLine() {
                if line.hasPrefix("saved ") { saved.insert(String(line.dropFirst(6))) }
                if line == "checkpointing" {
                    checkpoints += 1
                    if checkpoints == 2 { break }
                }
            }
            // The checkpoint copies thousands of pages back into the database: kill it in the middle.
            fixture.kill()
            #expect(fixture.wasKilled)
            #expect(saved.count == 3_000)
            let wal = directory.url.appendingPathComponent("nqueens.sqlite-wal").path
            let walBytes = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
            // A finished TRUNCATE checkpoint leaves an empty WAL: a full one shows the kill came first.
            #expect(walBytes > 0)

            let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url))
            #expect(try stores.checkIntegrity().isEmpty)
            let stored = Set(try stores.history.games(HistoryQuery()).map(\.id.uuidString))
            #expect(saved.isSubset(of: stored))
            #expect(stored.count - saved.count <= 1)
        }

        // MARK: Turned read-only

        @Test(
            "a database turned read-only mid-session keeps every game, and the next launch says what to do",
            .enabled(if: getuid() == 0, "runs the writer as an unprivileged user through setpriv (needs root)"),
            arguments: [false, true])
        func turnedReadOnly(folderToo: Bool) throws {
            // Root ignores file permissions: the session runs as `nobody`, for whom they apply.
            let nobody = (uid: UInt32(65_534), gid: UInt32(65_534))
            let data = directory.url.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
            #expect(chmod(directory.url.path, 0o755) == 0)
            #expect(chown(data.path, nobody.uid, nobody.gid) == 0)
            let recorder = try StoreFixture(directory: data, arguments: ["record", "3"], user: nobody)
            #expect(recorder.remainingLines().last == "done")
            #expect(recorder.wait() == 0)

            let session = try StoreFixture(directory: data, arguments: ["play", "10", "--step"], user: nobody)
            var last: String?
            for move in 1...10 {
                last = session.nextLine()
                if move == 5 {
                    // Mid-session: the file and its WAL (and maybe their folder) lose their write permission.
                    for name in ["nqueens.sqlite", "nqueens.sqlite-wal", "nqueens.sqlite-shm"] {
                        #expect(chmod(data.appendingPathComponent(name).path, 0o444) == 0)
                    }
                    if folderToo { #expect(chmod(data.path, 0o555) == 0) }
                }
                if move < 10 { session.send("next") }
            }
            // The open files stay writable for the running game: every move was saved (the fixture says so).
            session.closeInput()
            #expect(session.wait() == 0)
            let line = try #require(last)
            #expect(line.hasPrefix("saved "))
            let reported = try JSONDecoder().decode(SavedGame.self, from: Data(line.dropFirst(6).utf8))
            #expect(reported.moves.count == 10)

            // The next launch cannot write: it says so, and what to do.
            let relaunch = try StoreFixture(directory: data, arguments: ["record", "1"], user: nobody)
            _ = relaunch.remainingLines()
            #expect(relaunch.wait() == 1)
            let message = relaunch.errorOutput()
            #expect(message.contains(folderToo ? "Permission denied" : "is read-only"))
            #expect(message.contains("chmod"))
            #expect(message.contains("writable"))

            // Nothing was lost: the three games, and the game in progress as its last reported move left it.
            let stores = try SQLiteStores.open(in: DataDirectory(url: data))
            #expect(try stores.history.gameCount() == 3)
            #expect(stores.savedGame.loadSavedGame() == reported)

            // Writable again, the same player's next launch records as before.
            for name in ["nqueens.sqlite", "nqueens.sqlite-wal", "nqueens.sqlite-shm", ""] {
                #expect(chmod(data.appendingPathComponent(name).path, name.isEmpty ? 0o755 : 0o644) == 0)
            }
            let fixed = try StoreFixture(directory: data, arguments: ["record", "1"], user: nobody)
            #expect(fixed.remainingLines().last == "done")
            #expect(fixed.wait() == 0)
            #expect(try stores.history.gameCount() == 4)
        }
    }
#endif
