import Foundation
import NQueensLocalization
import NQueensPresentation
import NQueensServices

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the game starts: the `nqueens play` options.
public struct TerminalGameOptions: Hashable, Sendable {
    /// Start a new game on a board of this size right away (saved as the chosen size); `nil` opens Home.
    public var boardSize: Int?

    /// Draw queens in this style (saved as the chosen style); `nil` keeps the saved one.
    public var queenStyle: QueenStyle?

    /// Open this puzzle right away (a daily or a puzzle by ID) instead of Home or a new game.
    public var puzzle: PuzzleRequest?

    /// Use no colours at all, whatever the terminal supports (`--no-color`; `NO_COLOR` does the same).
    public var forcesMonochrome: Bool

    /// Draw with ASCII only (`--ascii`; automatic when the locale is not UTF-8).
    public var forcesASCII: Bool

    /// Creates options; by default Home opens with the saved settings and the terminal's abilities.
    public init(
        boardSize: Int? = nil, queenStyle: QueenStyle? = nil, puzzle: PuzzleRequest? = nil,
        forcesMonochrome: Bool = false, forcesASCII: Bool = false
    ) {
        self.boardSize = boardSize
        self.queenStyle = queenStyle
        self.puzzle = puzzle
        self.forcesMonochrome = forcesMonochrome
        self.forcesASCII = forcesASCII
    }
}

/// The terminal game's entry point: checks for a terminal, builds the app, runs it, and saves on the way out.
@MainActor
public enum TerminalGame {
    /// The exit status when there is no terminal to play in (`EX_USAGE`).
    public nonisolated static let noTerminalStatus: Int32 = 64

    /// What the game says when standard input or output is not a terminal, after the program's name.
    public nonisolated static var noTerminalReason: String {
        // TRANSLATORS: keep the commands in `backquotes` as they are: they are what the player types.
        tr(
            "the game needs a terminal; run `nqueens` in one. For scripts, use `nqueens solve`, `nqueens count`, "
                + "`nqueens hint`, `nqueens history` or `nqueens stats` (see `nqueens --help`).")
    }

    /// What the game says when standard input or output is not a terminal: `nqueens: ` and ``noTerminalReason``.
    public nonisolated static var noTerminalMessage: String {
        "nqueens: " + noTerminalReason  // l10n: not shown (the program's name before its message)
    }

    /// Plays the game on the terminal of standard input and output until the player quits; returns the exit status.
    ///
    /// Without a terminal it prints ``noTerminalMessage`` to standard error and returns ``noTerminalStatus``. Else
    /// it opens the player's data (from `environment`: `NQUEENS_DATA_DIR`, `XDG_DATA_HOME`, `HOME`), applies
    /// `options`, shows Home (with Continue when a game is in progress, and any notice about the data) or starts a
    /// game of the size asked for, and runs until the player quits or a signal ends it. The game in progress is
    /// saved and the terminal restored in every case; the status is 0, or 128 + the signal that ended it.
    ///
    /// It speaks the player's language setting, else the one `environment` asks for (`LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`; `NQUEENS_PSEUDO_LOCALE=1` for the layout tests' pseudo-language), and English on a
    /// terminal limited to ASCII when that language cannot be written in it.
    public static func run(
        options: TerminalGameOptions = TerminalGameOptions(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Int32 {
        // The language the environment asks for (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`) for the message below;
        // the player's setting overrides it once the data is open (`AppDependencies.live`).
        Localization.configure(preferred: nil, environment: environment)
        guard TerminalSession.isInteractive() else {
            FileHandle.standardError.write(Data((noTerminalMessage + "\n").utf8))
            return noTerminalStatus
        }
        let capabilities = TerminalCapabilities(
            environment: environment, forcesMonochrome: options.forcesMonochrome, forcesASCII: options.forcesASCII)
        let loop = TerminalRunLoop(colorMode: capabilities.colorMode)
        let bell = TerminalBell { [weak loop] in loop?.ringBell() }
        let dependencies = AppDependencies.live(environment: environment, feedback: bell)
        GameApplication.speakWhatTheTerminalCanShow(capabilities)
        let coordinator = HomeCoordinator(dependencies: dependencies)
        let started = coordinator.launch(
            boardSize: options.boardSize, queenStyle: options.queenStyle, puzzle: options.puzzle)
        let application = GameApplication(coordinator: coordinator, capabilities: capabilities) { [weak loop] text in
            loop?.copyToClipboard(text)
        }
        if options.boardSize != nil && options.puzzle == nil && !started {
            // A game is in progress: Home offers it, with Start (on the size asked for) under the keyboard.
            application.interface.homeFocus = .start
        }
        let status: Int32
        do {
            status = try await loop.run(application).exitStatus
        } catch {
            coordinator.setActive(false)
            // TRANSLATORS: %s says why, such as "standard input and output must be a terminal".
            let message = tr("the terminal could not be used: %s", String(describing: error))
            FileHandle.standardError.write(Data("nqueens: \(message)\n".utf8))  // l10n: not shown (the program's name)
            return 1
        }
        coordinator.setActive(false)
        return status
    }
}
