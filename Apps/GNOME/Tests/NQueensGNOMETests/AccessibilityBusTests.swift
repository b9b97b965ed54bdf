import CAdwaita
import Foundation
import GNOMETestSupport
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    /// The board as Orca reads it: the built app on the real AT-SPI bus, read with Debian's `python3-pyatspi`.
    @Suite("The board on the accessibility bus")
    @MainActor
    struct AccessibilityBus {
        /// What every reader starts with: `app(name)` waits for the application on the bus, `nodes(node)` walks its
        /// accessible tree.
        static let readerPrelude = #"""
            import pyatspi, re, subprocess, sys, time

            def app(name):
                end = time.time() + 30
                while time.time() < end:
                    desktop = pyatspi.Registry.getDesktop(0)
                    for index in range(desktop.childCount):
                        child = desktop.getChildAtIndex(index)
                        if child is not None and child.name == name:
                            return child
                    time.sleep(0.2)
                sys.exit("no application named " + name + " on the bus")

            def nodes(node):
                yield node
                for index in range(node.childCount):
                    child = node.getChildAtIndex(index)
                    if child is not None:
                        yield from nodes(child)

            """#

        /// Walks the app's accessible tree: presses Home's Continue through its AT-SPI action, then prints every
        /// board square's name and role once the board is there.
        static let reader =
            readerPrelude + #"""
                square = re.compile(r"^[a-p][0-9]+, ")
                root = app("nqueens-gnome")
                end = time.time() + 30
                while time.time() < end:
                    found = [node for node in nodes(root) if node.name and square.match(node.name)]
                    if found:
                        for node in found:
                            print(node.getRoleName() + "\t" + node.name)
                        sys.exit(0)
                    for node in nodes(root):
                        if node.getRoleName() == "push button" and (node.name or "").startswith("Continue"):
                            node.queryAction().doAction(0)
                            break
                    time.sleep(0.5)
                seen = sorted(set(node.getRoleName() + ": " + (node.name or "") for node in nodes(root)))
                sys.exit("no board squares on the bus; it shows " + "; ".join(seen))
                """#

        /// A saved daily with a queen in conflict on e4 (with e6), the player's mark on c3, and its givens.
        static func savedDaily() throws -> SavedGame {
            let names = ["e4", "e6", "c3"]
            for offset in 0..<120 {
                let date = CalendarDay(year: 2026, month: 12, day: 1)!.adding(days: offset)
                let puzzle = Puzzle.daily(for: date).puzzle
                let squares = try names.map { try Square(parsing: $0, boardSize: puzzle.size) }
                guard !squares.contains(where: puzzle.isGiven) else { continue }
                let (e4, e6, c3) = (squares[0], squares[1], squares[2])
                return SavedGame(
                    boardSize: puzzle.size, mode: .daily, puzzleID: puzzle.id.description, dailyDate: date,
                    startedAt: Date(), queens: puzzle.givens + [e4, e6], marks: [c3],
                    moves: [
                        MoveRecord(.place, e4, at: .seconds(1)), MoveRecord(.place, e6, at: .seconds(2)),
                        MoveRecord(.mark, c3, at: .seconds(3)),
                    ], elapsed: .seconds(4), moveCount: 2)
            }
            throw AppHarness.Timeout(description: "no daily leaves e4, e6 and c3 free")
        }

        /// Runs `path` with `arguments` to its end while GLib's main context goes on dispatching (a blocking wait
        /// would stall what this process answers on the buses); returns its standard output and error.
        static func runIteratingMainLoop(_ path: String, _ arguments: [String], in folder: URL) throws -> String {
            let log = folder.appendingPathComponent("reader.log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let handle = try FileHandle(forWritingTo: log)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            while process.isRunning {
                if g_main_context_iteration(nil, 0) == 0 { usleep(2000) }
            }
            try handle.close()
            let text = try String(contentsOf: log, encoding: .utf8)
            guard process.terminationStatus == 0 else {
                throw AppHarness.Timeout(description: "the AT-SPI reader failed: \(text)")
            }
            return text
        }

        @Test("Read over AT-SPI, the board says e4, queen, in conflict; c3, marked; and each given queen")
        func readsTheBoard() async throws {
            let folder = try TemporaryFolder()
            let saved = try Self.savedDaily()
            do {
                let stores = try SQLiteStores.open(in: DataDirectory(url: folder.url))
                try stores.savedGame.saveGame(saved)
            }
            // What the view model says the squares are, to find over the bus.
            let dependencies = AppDependencies(
                history: InMemoryGameHistoryStore(), savedGames: InMemorySavedGameStore(),
                settingsStore: InMemorySettingsStore(), clock: SystemGameClock(), feedback: SilentFeedback(),
                ticks: TaskTickScheduler(), backgroundWork: DetachedBackgroundWork())
            let resumed = GameViewModel(resuming: saved, dependencies: dependencies)
            resumed.setActive(false)
            let expected = resumed.grid
            let given = try #require(expected.cells.first { $0.isGiven && !$0.isConflicting })

            guard let output = try Self.read(with: Self.reader, dataDirectory: folder) else { return }
            let squares = output.split(separator: "\n").map { line -> (role: String, name: String) in
                let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
                return (parts.first ?? "", parts.last ?? "")
            }
            let names = Set(squares.map(\.name))
            #expect(squares.count == expected.size * expected.size, "\(squares.count) squares on the bus")
            #expect(squares.allSatisfy { $0.role == "push button" })
            #expect(names.contains("e4, queen, in conflict"), "\(names.sorted())")
            #expect(names.contains("e6, queen, in conflict"))
            #expect(names.contains("c3, marked"))
            #expect(names.contains("\(given.square), given queen"))
            #expect(names == Set(expected.cells.map(\.accessibilityLabel)))
        }

        /// Runs the built app on `dataDirectory` with the accessibility bus, and `script` to its end.
        ///
        /// `script` is a Python reader (after `readerPrelude`). Returns what it printed, or `nil` (with an issue
        /// recorded) when the machine has no AT-SPI bus or pyatspi. Fails on any critical the app logged.
        static func read(with script: String, dataDirectory folder: TemporaryFolder) throws -> String? {
            try TestDisplay.prepare()
            let python = "/usr/bin/python3"
            let launcherPath = "/usr/libexec/at-spi-bus-launcher"
            guard FileManager.default.isExecutableFile(atPath: launcherPath),
                (try? runIteratingMainLoop(
                    python, ["-c", "import pyatspi"], in: FileManager.default.temporaryDirectory)) != nil
            else {
                let install = "apt install at-spi2-core python3-pyatspi"
                Issue.record("reading the app over the accessibility bus needs at-spi2-core and pyatspi: \(install)")
                return nil
            }
            // The accessibility bus, on this test's session bus, before the app starts.
            let launcher = Process()
            launcher.executableURL = URL(fileURLWithPath: launcherPath)
            launcher.arguments = ["--launch-immediately"]
            launcher.standardOutput = FileHandle.nullDevice
            launcher.standardError = FileHandle.nullDevice
            try launcher.run()
            defer {
                // The launcher leaves its bus daemon behind when it is terminated: end that too.
                let pid = launcher.processIdentifier
                let children =
                    (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8))?
                    .split(separator: " ").compactMap { Int32($0) } ?? []
                if launcher.isRunning { launcher.terminate() }
                for child in children { kill(child, SIGKILL) }
            }
            let (app, errors) = try BuiltApp.start(
                [], environment: ["NQUEENS_DATA_DIR": folder.url.path, "GSK_RENDERER": "cairo", "GTK_A11Y": "atspi"])
            defer { if app.isRunning { app.terminate() } }

            let file = folder.url.appendingPathComponent("reader.py")
            try script.write(to: file, atomically: true, encoding: .utf8)
            // The reader waits for the app on the bus by itself; meanwhile this process's main loop keeps turning.
            let output = try runIteratingMainLoop(python, [file.path], in: folder.url)

            // SIGTERM, then SIGKILL if the app has not gone within a few seconds (Foundation's waitUntilExit never
            // returns off the main thread).
            app.terminate()
            for _ in 0..<1500 where app.isRunning { usleep(2000) }
            if app.isRunning { kill(app.processIdentifier, SIGKILL) }
            for _ in 0..<1500 where app.isRunning { usleep(2000) }
            let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let problems = log.split(separator: "\n").filter { $0.contains("-CRITICAL **") || $0.contains("-ERROR **") }
            #expect(problems == [], "the app's standard error:\n\(log)")
            return output
        }
    }
}
