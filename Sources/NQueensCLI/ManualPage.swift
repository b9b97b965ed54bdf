import Foundation

// l10n-file: not shown (the manual page stays English, as the help does: CONTRIBUTING.md)

/// The manual page `nqueens(1)`, in roff, made from the commands' own help texts (`nqueens manual` prints it).
///
/// Every command, its usage, options and examples come from the command table and `HelpDocument`, so the page says
/// what the program accepts; the keys, files, environment and exit status are described here.
struct ManualPage {
    /// The commands, in the order `nqueens --help` lists them.
    let commands: [any Command.Type]
    /// The program's version, for the page's footer.
    let version: String

    /// The page.
    var text: String {
        var page = Roff()
        page.header(version: version)
        page.section("NAME")
        page.raw("nqueens \\- the N\\-Queens puzzle: play it in the terminal, or solve, count and check boards")
        synopsis(into: &page)
        description(into: &page)
        options(into: &page)
        page.section("COMMANDS")
        for command in commands {
            self.command(command, into: &page)
        }
        keys(into: &page)
        environment(into: &page)
        files(into: &page)
        exitStatus(into: &page)
        page.section("SEE ALSO")
        page.text("The project's README, `nqueens COMMAND --help`, and nqueens-gnome(6), the GNOME app.")
        return page.document
    }

    // MARK: Sections

    private func synopsis(into page: inout Roff) {
        page.section("SYNOPSIS")
        page.raw(".B nqueens")
        page.raw(".br")
        page.raw(".B nqueens")
        page.raw(".I COMMAND")
        page.raw(".RI [ ARGUMENTS ]")
        page.raw(".br")
        page.raw(".B nqueens help")
        page.raw(".RI [ COMMAND ]")
        page.raw(".br")
        page.raw(".B nqueens")
        page.raw(".BR \\-\\-help \" | \" \\-\\-version")
    }

    private func description(into page: inout Roff) {
        page.section("DESCRIPTION")
        page.text(
            "Place N queens on an N\u{D7}N board so that no two attack each other: no shared row, column or diagonal.")
        page.paragraph()
        page.text(
            "Run in a terminal with no arguments, nqueens is the game (as `nqueens play`): a board, hints, undo, "
                + "a history of your games, daily puzzles and streaks. Its commands also solve, count and check "
                + "boards, generate puzzles and print your history and statistics, for scripts as well as people.")
    }

    private func options(into page: inout Roff) {
        page.section("OPTIONS")
        page.option(
            ["-h", "--help"], value: nil,
            "Print the list of commands and exit. After a command, print that command's help.")
        page.option(["-V", "--version"], value: nil, "Print the version and exit.")
    }

    private func command(_ command: any Command.Type, into page: inout Roff) {
        let help = HelpDocument(command.help)
        page.subsection("nqueens \(command.name)")
        page.text(command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".")
        page.paragraph()
        page.synopsis(help.usage)
        // Every command takes -h and --help: with its other options, or before its examples when it has none.
        let hasOptions = help.blocks.contains { if case .options = $0 { true } else { false } }
        var listsHelp = false
        for block in help.blocks {
            if !hasOptions, !listsHelp, case .examples = block {
                page.option(["-h", "--help"], value: nil, "print this command's help")
                listsHelp = true
            }
            switch block {
            case .paragraph(let text):
                page.paragraph()
                page.text(text)
            case .preformatted(let lines):
                page.paragraph()
                page.preformatted(lines)
            case .options(let options):
                for option in options {
                    page.option([option.name], value: option.valueName, option.summary)
                }
                page.option(["-h", "--help"], value: nil, "print this command's help")
                listsHelp = true
            case .examples(let heading, let lines):
                page.paragraph()
                page.text(heading.prefix(1).uppercased() + heading.dropFirst() + ":")
                page.preformatted(lines)
            }
        }
        if !listsHelp {
            page.option(["-h", "--help"], value: nil, "print this command's help")
        }
    }

    private func keys(into page: inout Roff) {
        page.section("KEYS")
        page.text(
            "The game is played with the keyboard or the mouse. Every screen lists its keys at the bottom, "
                + "and ? shows all of them. The main ones:")
        let keys: [(String, String)] = [
            ("Arrows, h j k l", "Move the cursor on the board, or between the items of a screen."),
            ("Space, Enter", "Place or remove a queen; open the chosen item."),
            ("x", "Mark the cursor's square with your own cross (a note that no queen goes there), or take it off."),
            ("X", "Clear every mark of yours (u brings them back)."),
            (
                "Right-click, right-drag",
                "Mark a square; drag with the right button to mark every empty square the pointer crosses (started "
                    + "on a mark, the drag takes marks off). One drag is one undo."
            ),
            ("u", "Undo the last move or mark (a whole drag at once)."),
            ("r, Ctrl-R", "Redo the move undone."),
            ("i", "Show a hint: a square that still leads to a solution, or a queen to remove."),
            ("n", "Start the board again; on Home, start a new game."),
            ("a", "Shade the squares the queens attack."),
            ("c", "Count the solutions still reachable; on Home, continue the game in progress."),
            ("o", "Let a click (and Space) cycle a square empty, ✕, queen, as in LinkedIn's Queens; again to stop."),
            ("s", "Change the queen style; on Home, choose the board size."),
            ("p", "On Home, play today's daily puzzle."),
            ("h", "On Home, show the history of your games (Enter replays one)."),
            ("t", "Switch between the light and the dark theme."),
            ("m", "Turn animations off or on."),
            ("b", "Ring the bell on conflicts and wins, or stop it."),
            ("f", "In the history, show another kind of game: all, dailies, puzzles or free play."),
            ("d, Delete", "In the history, delete every game (asks first)."),
            ("y", "On the victory sheet, copy the result to share (no squares; through the terminal's clipboard)."),
            ("?, F1", "Show every key of the screen."),
            ("Esc, q", "Go back (the game is kept); on Home, quit."),
            ("Q, Ctrl-C", "Quit; the game in progress is saved."),
            ("Ctrl-Z", "Suspend; the game clock stops."),
        ]
        for (key, summary) in keys {
            page.raw(".TP")
            page.raw(".B " + Roff.escaping(key))
            page.text(summary)
        }
    }

    private func environment(into page: inout Roff) {
        page.section("ENVIRONMENT")
        let variables: [(String, String)] = [
            ("NQUEENS_DATA_DIR", "The directory for your games, streaks, settings and the game in progress."),
            ("XDG_DATA_HOME", "Without NQUEENS_DATA_DIR, the data lives in $XDG_DATA_HOME/nqueens."),
            ("NO_COLOR", "When set and not empty, the game draws without colours (as --no-color does)."),
            ("COLORTERM", "truecolor or 24bit: the game draws with 24-bit colours."),
            ("TERM", "A value containing 256color gives 256 colours; dumb gives none."),
            (
                "LC_ALL, LC_CTYPE, LANG",
                "The first one set decides whether boards use Unicode glyphs (a UTF-8 locale) or ASCII."
            ),
            (
                "LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
                "The language of messages, tables and errors (LANGUAGE first, even under the C locale; pt_BR falls "
                    + "back to pt, then English). The commands that open your data (play, history, stats, album) "
                    + "speak the language chosen in the game's settings instead, if you chose one; the others "
                    + "follow the environment only. The help texts, this page and the completion scripts stay "
                    + "English; JSON, CSV and puzzle IDs are the same in every language."
            ),
        ]
        for (name, summary) in variables {
            page.raw(".TP")
            page.raw(".B " + Roff.escaping(name))
            page.text(summary)
        }
    }

    private func files(into page: inout Roff) {
        page.section("FILES")
        page.raw(".TP")
        page.raw(".I " + Roff.escaping("~/.local/share/nqueens/nqueens.sqlite"))
        page.text(
            "The SQLite database with your history, streaks, settings and the game in progress (in the data "
                + "directory: $NQUEENS_DATA_DIR, else $XDG_DATA_HOME/nqueens, else ~/.local/share/nqueens). "
                + "A damaged database is moved aside as nqueens-damaged-TIME.sqlite and a new one started.")
    }

    private func exitStatus(into page: inout Roff) {
        page.section("EXIT STATUS")
        let statuses: [(ExitCode, String)] = [
            (.success, "Success."),
            (.failure, "A failure, such as a file that cannot be read or a data directory that cannot be opened."),
            (.usage, "A wrong command line: an unknown command or option, a missing or malformed value."),
            (.dataError, "Wrong input data: a malformed or repeated square, or an invalid solution for check."),
        ]
        for (code, summary) in statuses {
            page.raw(".TP")
            page.raw(".B \(code.rawValue)")
            page.text(summary)
        }
    }
}
