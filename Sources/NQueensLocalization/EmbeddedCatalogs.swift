// Made by scripts/update-translations from po/LINGUAS and po/*.po: do not edit.
// l10n-file: not shown (the catalogues themselves)

/// The catalogues NQueens ships, compiled in: the text of each `po/LL.po`, read on first use, so that a
/// translation needs no installed file and no system locale.
enum EmbeddedCatalogs {
    /// The gettext names of the shipped languages, in the order of `po/LINGUAS`.
    static let languages: [String] = ["de", "es", "fr", "ja"]

    /// The `.po` text of the language named `code`, or `nil` when none is shipped.
    static func po(for code: String) -> String? {
        switch code {
        case "de": catalogDe
        case "es": catalogEs
        case "fr": catalogFr
        case "ja": catalogJa
        default: nil
        }
    }
}

/// `po/de.po`.
private let catalogDe = #"""
    # German translation of NQueens.
    # This file is distributed under the same license as NQueens.
    msgid ""
    msgstr ""
    "Project-Id-Version: nqueens\n"
    "Report-Msgid-Bugs-To: https://github.com/nqueens/nqueens/issues\n"
    "PO-Revision-Date: 2026-12-07 00:00+0000\n"
    "Last-Translator: NQueens translators\n"
    "Language-Team: German\n"
    "Language: de\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"

    #. the name of your language in your language, as the language setting lists it: Deutsch.
    #: Sources/NQueensLocalization/Language.swift:42
    msgctxt "language name"
    msgid "English"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:4
    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:6
    msgid "N-Queens"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:5
    msgid "Puzzle Game"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:6
    msgid "Place N queens on a board so that no two attack each other"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:11
    msgid "queens;chess;puzzle;board;logic;"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:7
    msgid "Place N queens so that no two attack each other"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:9
    msgid ""
    "The classic puzzle as a game: put N queens on an N-by-N board so that no two "
    "share a row, a column or a diagonal. Conflicting queens and their red attack "
    "lines show at once, and a hint never just gives the answer away: it names a "
    "square that still leads to a full solution, or the queen to take back and "
    "why."
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:14
    msgid ""
    "Every day brings two puzzles with one solution each: a classic one with "
    "queens already given, and a coloured-regions puzzle, where each row, column "
    "and region holds one queen and no two queens touch."
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:19
    msgid ""
    "Boards from 4 by 4 to 16 by 16, played with the mouse or the keyboard alone"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:20
    msgid ""
    "Your own marks on squares, undo and redo, hints that explain the next "
    "deduction"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:21
    msgid ""
    "Daily streaks, statistics with charts, and a history of every game with a "
    "move-by-move replay"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:22
    msgid "An album of every solution you found, grouped by symmetry"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:23
    msgid ""
    "Boards that read without colour, light and dark styles, and motion you can "
    "turn off"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:24
    msgid "In English, German, Spanish, French and Japanese"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:25
    msgid "Shares its games and settings with the nqueens terminal game"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:29
    msgid "The NQueens developers"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:45
    msgid "A game with two queens in conflict"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:49
    msgid ""
    "Home: today's daily puzzle and the last 30 days, your streak, the board size "
    "and your history"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:53
    msgid "A daily puzzle: given queens, squares ruled out and a hint"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:57
    msgid "The victory dialog"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:61
    msgid "Every solved game, with time, moves and efficiency"
    msgstr ""
    """#

/// `po/es.po`.
private let catalogEs = #"""
    # Spanish translation of NQueens.
    # This file is distributed under the same license as NQueens.
    msgid ""
    msgstr ""
    "Project-Id-Version: nqueens\n"
    "Report-Msgid-Bugs-To: https://github.com/nqueens/nqueens/issues\n"
    "PO-Revision-Date: 2026-12-07 00:00+0000\n"
    "Last-Translator: NQueens translators\n"
    "Language-Team: Spanish\n"
    "Language: es\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"

    #. the name of your language in your language, as the language setting lists it: Deutsch.
    #: Sources/NQueensLocalization/Language.swift:42
    msgctxt "language name"
    msgid "English"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:4
    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:6
    msgid "N-Queens"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:5
    msgid "Puzzle Game"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:6
    msgid "Place N queens on a board so that no two attack each other"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:11
    msgid "queens;chess;puzzle;board;logic;"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:7
    msgid "Place N queens so that no two attack each other"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:9
    msgid ""
    "The classic puzzle as a game: put N queens on an N-by-N board so that no two "
    "share a row, a column or a diagonal. Conflicting queens and their red attack "
    "lines show at once, and a hint never just gives the answer away: it names a "
    "square that still leads to a full solution, or the queen to take back and "
    "why."
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:14
    msgid ""
    "Every day brings two puzzles with one solution each: a classic one with "
    "queens already given, and a coloured-regions puzzle, where each row, column "
    "and region holds one queen and no two queens touch."
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:19
    msgid ""
    "Boards from 4 by 4 to 16 by 16, played with the mouse or the keyboard alone"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:20
    msgid ""
    "Your own marks on squares, undo and redo, hints that explain the next "
    "deduction"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:21
    msgid ""
    "Daily streaks, statistics with charts, and a history of every game with a "
    "move-by-move replay"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:22
    msgid "An album of every solution you found, grouped by symmetry"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:23
    msgid ""
    "Boards that read without colour, light and dark styles, and motion you can "
    "turn off"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:24
    msgid "In English, German, Spanish, French and Japanese"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:25
    msgid "Shares its games and settings with the nqueens terminal game"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:29
    msgid "The NQueens developers"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:45
    msgid "A game with two queens in conflict"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:49
    msgid ""
    "Home: today's daily puzzle and the last 30 days, your streak, the board size "
    "and your history"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:53
    msgid "A daily puzzle: given queens, squares ruled out and a hint"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:57
    msgid "The victory dialog"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:61
    msgid "Every solved game, with time, moves and efficiency"
    msgstr ""
    """#

/// `po/fr.po`.
private let catalogFr = #"""
    # French translation of NQueens.
    # This file is distributed under the same license as NQueens.
    msgid ""
    msgstr ""
    "Project-Id-Version: nqueens\n"
    "Report-Msgid-Bugs-To: https://github.com/nqueens/nqueens/issues\n"
    "PO-Revision-Date: 2026-12-07 00:00+0000\n"
    "Last-Translator: NQueens translators\n"
    "Language-Team: French\n"
    "Language: fr\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Plural-Forms: nplurals=2; plural=(n > 1);\n"

    #. the name of your language in your language, as the language setting lists it: Deutsch.
    #: Sources/NQueensLocalization/Language.swift:42
    msgctxt "language name"
    msgid "English"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:4
    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:6
    msgid "N-Queens"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:5
    msgid "Puzzle Game"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:6
    msgid "Place N queens on a board so that no two attack each other"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:11
    msgid "queens;chess;puzzle;board;logic;"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:7
    msgid "Place N queens so that no two attack each other"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:9
    msgid ""
    "The classic puzzle as a game: put N queens on an N-by-N board so that no two "
    "share a row, a column or a diagonal. Conflicting queens and their red attack "
    "lines show at once, and a hint never just gives the answer away: it names a "
    "square that still leads to a full solution, or the queen to take back and "
    "why."
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:14
    msgid ""
    "Every day brings two puzzles with one solution each: a classic one with "
    "queens already given, and a coloured-regions puzzle, where each row, column "
    "and region holds one queen and no two queens touch."
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:19
    msgid ""
    "Boards from 4 by 4 to 16 by 16, played with the mouse or the keyboard alone"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:20
    msgid ""
    "Your own marks on squares, undo and redo, hints that explain the next "
    "deduction"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:21
    msgid ""
    "Daily streaks, statistics with charts, and a history of every game with a "
    "move-by-move replay"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:22
    msgid "An album of every solution you found, grouped by symmetry"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:23
    msgid ""
    "Boards that read without colour, light and dark styles, and motion you can "
    "turn off"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:24
    msgid "In English, German, Spanish, French and Japanese"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:25
    msgid "Shares its games and settings with the nqueens terminal game"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:29
    msgid "The NQueens developers"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:45
    msgid "A game with two queens in conflict"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:49
    msgid ""
    "Home: today's daily puzzle and the last 30 days, your streak, the board size "
    "and your history"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:53
    msgid "A daily puzzle: given queens, squares ruled out and a hint"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:57
    msgid "The victory dialog"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:61
    msgid "Every solved game, with time, moves and efficiency"
    msgstr ""
    """#

/// `po/ja.po`.
private let catalogJa = #"""
    # Japanese translation of NQueens.
    # This file is distributed under the same license as NQueens.
    msgid ""
    msgstr ""
    "Project-Id-Version: nqueens\n"
    "Report-Msgid-Bugs-To: https://github.com/nqueens/nqueens/issues\n"
    "PO-Revision-Date: 2026-12-07 00:00+0000\n"
    "Last-Translator: NQueens translators\n"
    "Language-Team: Japanese\n"
    "Language: ja\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Plural-Forms: nplurals=1; plural=0;\n"

    #. the name of your language in your language, as the language setting lists it: Deutsch.
    #: Sources/NQueensLocalization/Language.swift:42
    msgctxt "language name"
    msgid "English"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:4
    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:6
    msgid "N-Queens"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:5
    msgid "Puzzle Game"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:6
    msgid "Place N queens on a board so that no two attack each other"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:11
    msgid "queens;chess;puzzle;board;logic;"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:7
    msgid "Place N queens so that no two attack each other"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:9
    msgid ""
    "The classic puzzle as a game: put N queens on an N-by-N board so that no two "
    "share a row, a column or a diagonal. Conflicting queens and their red attack "
    "lines show at once, and a hint never just gives the answer away: it names a "
    "square that still leads to a full solution, or the queen to take back and "
    "why."
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:14
    msgid ""
    "Every day brings two puzzles with one solution each: a classic one with "
    "queens already given, and a coloured-regions puzzle, where each row, column "
    "and region holds one queen and no two queens touch."
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:19
    msgid ""
    "Boards from 4 by 4 to 16 by 16, played with the mouse or the keyboard alone"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:20
    msgid ""
    "Your own marks on squares, undo and redo, hints that explain the next "
    "deduction"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:21
    msgid ""
    "Daily streaks, statistics with charts, and a history of every game with a "
    "move-by-move replay"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:22
    msgid "An album of every solution you found, grouped by symmetry"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:23
    msgid ""
    "Boards that read without colour, light and dark styles, and motion you can "
    "turn off"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:24
    msgid "In English, German, Spanish, French and Japanese"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:25
    msgid "Shares its games and settings with the nqueens terminal game"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:29
    msgid "The NQueens developers"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:45
    msgid "A game with two queens in conflict"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:49
    msgid ""
    "Home: today's daily puzzle and the last 30 days, your streak, the board size "
    "and your history"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:53
    msgid "A daily puzzle: given queens, squares ruled out and a hint"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:57
    msgid "The victory dialog"
    msgstr ""

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:61
    msgid "Every solved game, with time, moves and efficiency"
    msgstr ""
    """#
