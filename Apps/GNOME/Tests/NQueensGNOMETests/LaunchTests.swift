import Foundation
import GNOMETestSupport
import NQueensLocalization
import NQueensServices
import Testing

@testable import NQueensGNOME

@Suite("The command line")
struct LaunchOptionsTests {
    @Test("--size and --style are read, in both spellings")
    func parses() throws {
        let options = try LaunchOptions(arguments: ["--size", "6", "--style=star"])
        #expect(options.boardSize == 6)
        #expect(options.queenStyle == .star)
        #expect(try LaunchOptions(arguments: ["--size=16"]).boardSize == 16)
        #expect(try LaunchOptions(arguments: []) == LaunchOptions())
        #expect(try LaunchOptions(arguments: ["--help"]).showsHelp)
    }

    @Test("Bad arguments name the problem and what is accepted")
    func rejects() {
        // In English, whatever language a test of the app beside this one speaks.
        Localization.withLanguage(.english) { rejectsInEnglish() }
    }

    @Test("The errors are in the player's language; the options and style names stay as they are typed")
    func rejectsInGerman() {
        Localization.withLanguage(Language(code: "de")) {
            #expect(Self.error(["--style", "bishop"]).contains("bishop, ") == false)
            #expect(Self.error(["--style", "bishop"]).contains("classic, outline, crown, star, letter"))
            let size = Self.error(["--size", "3"])
            #expect(size.contains("--size N"))
            // This waits for the German catalogue.
            #expect(size != "board size '3' is not one we offer; use --size N with N from 4 to 16")
        }
    }

    /// The message `arguments` are refused with.
    private static func error(_ arguments: [String]) -> String {
        do {
            _ = try LaunchOptions(arguments: arguments)
            return ""
        } catch {
            return error.description
        }
    }

    private func rejectsInEnglish() {
        #expect(
            throws: LaunchError.badValue(
                "board size '3' is not one we offer; use --size N with N from 4 to 16")
        ) {
            try LaunchOptions(arguments: ["--size", "3"])
        }
        #expect(throws: LaunchError.badValue("--size needs a value")) { try LaunchOptions(arguments: ["--size"]) }
        #expect(
            throws: LaunchError.badValue(
                "queen style 'bishop' is unknown; use one of classic, outline, crown, star, letter")
        ) {
            try LaunchOptions(arguments: ["--style", "bishop"])
        }
        #expect(throws: LaunchError.badValue("unknown argument '--fast'; try --size N, --style NAME or --help")) {
            try LaunchOptions(arguments: ["--fast"])
        }
    }
}

/// The built `nqueens-gnome`, run as a player runs it.
enum BuiltApp {
    static var url: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("nqueens-gnome")
    }

    /// Starts the app with `arguments` and `environment` (added to this process's); returns the process.
    static func start(_ arguments: [String], environment: [String: String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, errors)
    }
}

extension DesktopAppTests {
    /// The built binary under the same display: one window at a time, so it runs with the other suites here.
    @Suite("The built nqueens-gnome, end to end")
    @MainActor
    struct EndToEnd {
        @Test("A bad argument gets one line and exit status 64, without opening a window")
        func badArgument() throws {
            let (process, errors) = try BuiltApp.start(["--size", "99"], environment: ["LANGUAGE": "en"])
            process.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 64)
            #expect(message == "nqueens-gnome: board size '99' is not one we offer; use --size N with N from 4 to 16\n")
        }

        @Test(
            "The error is in the environment's language, with only C.UTF-8 or a locale never generated",
            arguments: [
                ["LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "de"],
                ["LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""],
            ])
        func badArgumentInGerman(environment: [String: String]) throws {
            let (process, errors) = try BuiltApp.start(["--size", "99"], environment: environment)
            process.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 64)
            #expect(message.hasPrefix("nqueens-gnome: ") && message.hasSuffix("\n"))
            #expect(message.contains("99") && message.contains("--size N"))
            // This waits for the German catalogue.
            #expect(message != "nqueens-gnome: board size '99' is not one we offer; use --size N with N from 4 to 16\n")
        }

        @Test(
            "`nqueens-gnome --size 6` opens into a 6×6 game, won with the keys; Ctrl+Q saves and quits, logging nothing"
        )
        func playsTheBinary() async throws {
            try TestDisplay.prepare()
            let folder = try TemporaryFolder()
            let (process, errors) = try BuiltApp.start(
                ["--size", "6"], environment: ["NQUEENS_DATA_DIR": folder.url.path, "GSK_RENDERER": "cairo"])
            defer { if process.isRunning { process.terminate() } }
            // Wait for its window.
            var window = ""
            let deadline = Date().addingTimeInterval(30)
            while window.isEmpty, Date() < deadline {
                window =
                    (try? XInput.xdotool(["search", "--onlyvisible", "--pid", String(process.processIdentifier)]))?
                    .split(separator: "\n").first.map(String.init) ?? ""
                if window.isEmpty { try await Task.sleep(for: .milliseconds(100)) }
            }
            let xid = try #require(UInt(window))
            try await Task.sleep(for: .milliseconds(500))
            try XInput.focus(xid)
            // The app must see its focus-in before the keys come (from outside, a pause is all one can wait on).
            try await Task.sleep(for: .seconds(1))
            // The cursor starts on a6: b1 d2 f3 a4 c5 e6 by arrows and Space.
            let keys = [
                "Down", "Down", "Down", "Down", "Down", "Right", "space",  // b1
                "Up", "Right", "Right", "space",  // d2
                "Up", "Right", "Right", "space",  // f3
                "Up", "Left", "Left", "Left", "Left", "Left", "space",  // a4
                "Up", "Right", "Right", "space",  // c5
                "Up", "Right", "Right", "Return",  // e6: solved
            ]
            try XInput.press(keys)
            // The victory dialog takes the focus; Enter is Done, then Ctrl+Q quits from the main window.
            try await Task.sleep(for: .seconds(1))
            try XInput.press(["Return"])
            try await Task.sleep(for: .milliseconds(500))
            try XInput.focus(xid)
            try XInput.press(["ctrl+q"])
            let end = Date().addingTimeInterval(20)
            while process.isRunning, Date() < end { try await Task.sleep(for: .milliseconds(100)) }
            #expect(!process.isRunning)
            #expect(process.terminationStatus == 0)
            let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let problems = log.split(separator: "\n").filter {
                $0.contains("-WARNING **") || $0.contains("-CRITICAL **") || $0.contains("-ERROR **")
            }
            #expect(problems == [], "the app's standard error:\n\(log)")
            let stores = try SQLiteStores.open(in: DataDirectory(url: folder.url))
            let games = try stores.history.games(HistoryQuery())
            #expect(games.count == 1)
            #expect(games.first?.boardSize == 6)
            #expect(games.first?.moveCount == 6)
            #expect(stores.settings.loadSettings().boardSize == 6)
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("gnome-window.json").path))
        }
    }
}
