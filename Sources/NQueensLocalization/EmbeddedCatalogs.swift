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
    # Glossary: queen = Dame; board = Brett; square = Feld; row = Zeile; column = Spalte;
    # Glossary: diagonal = Diagonale; attack = bedrohen; conflict = Konflikt (im Konflikt);
    # Glossary: hint = Tipp; mark (the player's ✕) = Markierung, markieren; ruled out = ausgeschlossen;
    # Glossary: daily puzzle / the daily = Tagesrätsel; regions daily = Regionen-Tagesrätsel;
    # Glossary: streak = Serie; best (streak) = Rekord; best time = Bestzeit; history = Verlauf;
    # Glossary: replay = Wiedergabe, wiedergeben; album = Album; symmetry class = Symmetrieklasse, Klasse;
    # Glossary: member of a class = Lösung (der Klasse); fundamental solution = Grundlösung;
    # Glossary: regions (puzzle) = Regionen, Regionen-Rätsel; region = Region (named with its colour
    # Glossary:   as a noun: "Region Orange (A)", so no adjective endings are needed);
    # Glossary: given (queen) = vorgegebene Dame, Vorgabe; efficiency = Effizienz; move = Zug;
    # Glossary: undo/redo = Rückgängig/Wiederholen; statistics = Statistik;
    # Glossary: settings/preferences = Einstellungen; theme = Design; colour style = Stil;
    # Glossary: solved = gelöst; easy/medium/hard = Leicht/Mittel/Schwer (in sentences leicht/mittel/schwer);
    # Glossary: puzzle = Rätsel; puzzle ID = Rätsel-ID; free play = Freies Spiel; seed = Startwert;
    # Glossary: Home (screen) = Übersicht; N-Queens = N-Damen.
    # Style: the player is addressed with "Sie"; buttons, menu items and key legends use the
    # Style: infinitive ("Dame setzen"); quotes „…“; an ellipsis follows a space (" …").
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
    msgstr "Deutsch"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:49
    #, c-format
    msgctxt "JSON expectation"
    msgid "record %d"
    msgstr "Datensatz %d"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:51
    msgctxt "JSON expectation"
    msgid "',' or the end of the list of games"
    msgstr "„,“ oder das Ende der Spieleliste"

    #. %1$s and %3$s are schemas ("nqueens/history/v1"), %2$s a kind of move ("mark").
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:65
    #: Sources/NQueensServices/Export/HistoryJSON.swift:72
    #, c-format
    msgid ""
    "a \"%1$s\" document has no \"%2$s\" moves or continuesStep; marks came with "
    "\"%3$s\""
    msgstr ""
    "ein \"%1$s\"-Dokument hat keine \"%2$s\"-Züge und kein continuesStep; "
    "Markierungen kamen mit \"%3$s\""

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:72
    #: Sources/NQueensServices/Export/HistoryJSON.swift:80
    #, c-format
    msgid "a \"%1$s\" document has no regions games; they came with \"%2$s\""
    msgstr ""
    "ein \"%1$s\"-Dokument hat keine Regionen-Spiele; sie kamen mit \"%2$s\""

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:84
    #, c-format
    msgid "%1$s; %2$s"
    msgstr "%1$s; %2$s"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:97
    #, c-format
    msgid ""
    "its id '%1$s' is not written as NQueens writes ids; expected lower case, "
    "such as %2$s"
    msgstr ""
    "seine ID „%1$s“ ist nicht so geschrieben, wie NQueens IDs schreibt; erwartet "
    "werden Kleinbuchstaben, etwa %2$s"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:102
    msgid ""
    "its id is the id of an earlier record of the file; every game has its own id"
    msgstr ""
    "seine ID ist die eines früheren Datensatzes der Datei; jedes Spiel hat eine "
    "eigene ID"

    #. a record of a history file that cannot be read; %s is the reader's own words.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:127
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:146
    #, c-format
    msgid "it cannot be read (%s)"
    msgstr "nicht lesbar (%s)"

    #. %s is a JSON field's name, such as "moves[3].square".
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:131
    #, c-format
    msgid "it has no \"%s\""
    msgstr "\"%s\" fehlt"

    #. %1$s is a JSON field's name, %2$s a Swift type (String, Double).
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:135
    #, c-format
    msgid "its \"%1$s\" is not a %2$s"
    msgstr "sein \"%1$s\" ist kein %2$s"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:137
    #, c-format
    msgid "its \"%s\" is not a whole number"
    msgstr "sein \"%s\" ist keine ganze Zahl"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:139
    #, c-format
    msgid "its \"%s\" is null"
    msgstr "sein \"%s\" ist null"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:142
    msgid "it is not a JSON object"
    msgstr "kein JSON-Objekt"

    #. %2$s is the reader's own words on why.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:144
    #, c-format
    msgid "its \"%1$s\" is not valid (%2$s)"
    msgstr "sein \"%1$s\" ist ungültig (%2$s)"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:169
    #, c-format
    msgid "its size %1$d is out of range; NQueens boards run from %2$d to %3$d"
    msgstr ""
    "seine Größe %1$d liegt außerhalb des Bereichs; NQueens-Bretter reichen von "
    "%2$d bis %3$d"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:182
    #, c-format
    msgid ""
    "its efficiency %1$s does not match its %2$d move: (board size − givens) ÷ "
    "moves is %3$s"
    msgid_plural ""
    "its efficiency %1$s does not match its %2$d moves: (board size − givens) ÷ "
    "moves is %3$s"
    msgstr[0] ""
    "seine Effizienz %1$s passt nicht zu seinem %2$d Zug: (Brettgröße − Vorgaben) "
    "÷ Züge ergibt %3$s"
    msgstr[1] ""
    "seine Effizienz %1$s passt nicht zu seinen %2$d Zügen: (Brettgröße − "
    "Vorgaben) ÷ Züge ergibt %3$s"

    #. %1$s is an instant as the file writes it, %2$d a year.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:194
    #, c-format
    msgid ""
    "it started on %1$s, before NQueens existed; expected an instant from %2$d on"
    msgstr ""
    "begonnen am %1$s, bevor es NQueens gab; erwartet wird ein Zeitpunkt ab %2$d"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:199
    #, c-format
    msgid "it finished (%1$s) before it started (%2$s)"
    msgstr "beendet (%1$s) vor dem Beginn (%2$s)"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:203
    msgid "its active time is negative"
    msgstr "seine aktive Zeit ist negativ"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:205
    #, c-format
    msgid ""
    "its time zone '%s' is not one; expected an IANA name such as Europe/Berlin"
    msgstr ""
    "seine Zeitzone „%s“ gibt es nicht; erwartet wird ein IANA-Name wie Europe/"
    "Berlin"

    #. %1$s and %3$s are days (2026-12-01), %2$s a time zone (Europe/Berlin).
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:212
    #, c-format
    msgid "its solvedDay %1$s is not the day it finished in %2$s (%3$s)"
    msgstr ""
    "sein solvedDay %1$s ist nicht der Tag, an dem es in %2$s beendet wurde (%3$s)"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:221
    #, c-format
    msgid ""
    "its final position holds %1$d queen; a solved %2$d×%2$d board holds %2$d, "
    "none attacking another"
    msgid_plural ""
    "its final position holds %1$d queens; a solved %2$d×%2$d board holds %2$d, "
    "none attacking another"
    msgstr[0] ""
    "seine Endstellung enthält %1$d Dame; ein gelöstes %2$d×%2$d-Brett enthält "
    "%2$d, die sich nicht bedrohen"
    msgstr[1] ""
    "seine Endstellung enthält %1$d Damen; ein gelöstes %2$d×%2$d-Brett enthält "
    "%2$d, die sich nicht bedrohen"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:228
    msgid ""
    "its final position is not solved: two of its queens share a square or attack "
    "each other"
    msgstr ""
    "seine Endstellung ist nicht gelöst: Zwei seiner Damen stehen auf einem Feld "
    "oder bedrohen sich"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:238
    #, c-format
    msgid ""
    "its puzzleID '%s' is not a regions puzzle ID as NQueens writes them (such as "
    "R8M-…, upper case)"
    msgstr ""
    "seine puzzleID „%s“ ist keine Regionen-Rätsel-ID, wie NQueens sie schreibt "
    "(etwa R8M-…, in Großbuchstaben)"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:242
    #, c-format
    msgid "its regions puzzle %1$s is %2$d×%2$d, not %3$d×%3$d"
    msgstr "sein Regionen-Rätsel %1$s ist %2$d×%2$d, nicht %3$d×%3$d"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:245
    #, c-format
    msgid "its regions puzzle %s cannot be made; expected an ID NQueens wrote"
    msgstr ""
    "sein Regionen-Rätsel %s lässt sich nicht erzeugen; erwartet wird eine von "
    "NQueens geschriebene ID"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:248
    #, c-format
    msgid ""
    "its final position is not the solution of its regions puzzle %s: one queen "
    "in each row, column and region, no two touching"
    msgstr ""
    "seine Endstellung ist nicht die Lösung seines Regionen-Rätsels %s: je eine "
    "Dame pro Zeile, Spalte und Region, keine zwei berühren sich"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:255
    #, c-format
    msgid "it is the regions daily of %1$s, whose puzzle is %2$s, not %3$s"
    msgstr "das Regionen-Tagesrätsel vom %1$s hat das Rätsel %2$s, nicht %3$s"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:260
    #, c-format
    msgid ""
    "it is the regions daily of %1$s, solved on %2$s, before that daily was out"
    msgstr ""
    "das Regionen-Tagesrätsel vom %1$s wurde am %2$s gelöst, bevor es erschienen "
    "war"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:287
    #, c-format
    msgid ""
    "its puzzleID '%s' is not a puzzle ID as NQueens writes them (such as 8-…, "
    "upper case)"
    msgstr ""
    "seine puzzleID „%s“ ist keine Rätsel-ID, wie NQueens sie schreibt (etwa 8-…, "
    "in Großbuchstaben)"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:290
    #, c-format
    msgid ""
    "its queens do not stand on the givens of its puzzle %s (the squares no move "
    "touched)"
    msgstr ""
    "seine Damen stehen nicht auf den Vorgaben seines Rätsels %s (den Feldern, "
    "die kein Zug berührt hat)"

    #. %1$s is a day (2026-12-01), %2$s its weekday (Tuesday), %3$d and %4$d board sizes.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:296
    #, c-format
    msgid ""
    "it is the daily of %1$s, a %2$s, whose board is %3$d×%3$d, not %4$d×%4$d"
    msgstr ""
    "das Tagesrätsel vom %1$s, einem %2$s, hat ein %3$d×%3$d-Brett, nicht "
    "%4$d×%4$d"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:301
    #, c-format
    msgid "it is the daily of %1$s, solved on %2$s, before that daily was out"
    msgstr "das Tagesrätsel vom %1$s wurde am %2$s gelöst, bevor es erschienen war"

    #. %2$s is a move as the file writes it: "place e4".
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:332
    #, c-format
    msgid ""
    "its move %1$d (%2$s) cannot be made where the moves before it left the "
    "board; the moves must replay to the final position"
    msgstr ""
    "sein Zug %1$d (%2$s) ist in der Stellung nach den vorigen Zügen nicht "
    "möglich; die Züge müssen zur Endstellung führen"

    #. %s lists squares: "a1 c2 e3".
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:339
    #, c-format
    msgid "its moves do not replay to its final position: they leave queens on %s"
    msgstr ""
    "seine Züge führen nicht zu seiner Endstellung, sondern lassen Damen auf %s"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:349
    msgctxt "weekday in a sentence"
    msgid "Monday"
    msgstr "Montag"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:350
    msgctxt "weekday in a sentence"
    msgid "Tuesday"
    msgstr "Dienstag"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:351
    msgctxt "weekday in a sentence"
    msgid "Wednesday"
    msgstr "Mittwoch"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:352
    msgctxt "weekday in a sentence"
    msgid "Thursday"
    msgstr "Donnerstag"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:353
    msgctxt "weekday in a sentence"
    msgid "Friday"
    msgstr "Freitag"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:354
    msgctxt "weekday in a sentence"
    msgid "Saturday"
    msgstr "Samstag"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:355
    msgctxt "weekday in a sentence"
    msgid "Sunday"
    msgstr "Sonntag"

    #. follows a file's name: "games.json is a folder; …".
    #: Sources/NQueensServices/Export/HistoryImport.swift:26
    msgctxt "history file"
    msgid "is a folder; give the file `nqueens history --format json` wrote"
    msgstr ""
    "ist ein Ordner; geben Sie die Datei an, die `nqueens history --format json` "
    "geschrieben hat"

    #. follows a file's name; %s says why: "games.json cannot be opened (no such file)".
    #: Sources/NQueensServices/Export/HistoryImport.swift:35
    #, c-format
    msgctxt "history file"
    msgid "cannot be opened (%s)"
    msgstr "kann nicht geöffnet werden (%s)"

    #. what a history file should be; %s is its schema's name, "nqueens/history/v3".
    #: Sources/NQueensServices/Export/HistoryImport.swift:55
    #, c-format
    msgid ""
    "expected the JSON `nqueens history --format json` writes (an \"%s\" "
    "document, or an older v2 or v1 one)"
    msgstr ""
    "erwartet wird das JSON, das `nqueens history --format json` schreibt (ein "
    "\"%s\"-Dokument oder ein älteres v2- oder v1-Dokument)"

    #: Sources/NQueensServices/Export/HistoryImport.swift:72
    #, c-format
    msgctxt "history file"
    msgid "is truncated: %1$s (byte %2$d); %3$s"
    msgstr "ist abgeschnitten: %1$s (Byte %2$d); %3$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:75
    #, c-format
    msgctxt "history file"
    msgid "is not an NQueens history: %1$s (byte %2$d); %3$s"
    msgstr "ist kein NQueens-Verlauf: %1$s (Byte %2$d); %3$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:84
    #, c-format
    msgctxt "history file"
    msgid "is not an NQueens history: %1$s; %2$s"
    msgstr "ist kein NQueens-Verlauf: %1$s; %2$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:90
    msgctxt "JSON expectation"
    msgid "a JSON object"
    msgstr "ein JSON-Objekt"

    #: Sources/NQueensServices/Export/HistoryImport.swift:95
    msgctxt "JSON expectation"
    msgid "a field name"
    msgstr "ein Feldname"

    #: Sources/NQueensServices/Export/HistoryImport.swift:98
    msgid "a field name is not a string"
    msgstr "ein Feldname ist keine Zeichenkette"

    #: Sources/NQueensServices/Export/HistoryImport.swift:99
    msgctxt "JSON expectation"
    msgid "':' after the field name"
    msgstr "„:“ nach dem Feldnamen"

    #: Sources/NQueensServices/Export/HistoryImport.swift:102
    msgctxt "JSON expectation"
    msgid "the schema"
    msgstr "das Schema"

    #: Sources/NQueensServices/Export/HistoryImport.swift:104
    msgid "its \"schema\" is not a string"
    msgstr "sein \"schema\" ist keine Zeichenkette"

    #. %s is a JSON document's schema, such as "nqueens/history/v9".
    #: Sources/NQueensServices/Export/HistoryImport.swift:107
    #, c-format
    msgid "it is a \"%s\" document"
    msgstr "es handelt sich um ein \"%s\"-Dokument"

    #: Sources/NQueensServices/Export/HistoryImport.swift:110
    msgctxt "JSON expectation"
    msgid "the count"
    msgstr "die Anzahl"

    #: Sources/NQueensServices/Export/HistoryImport.swift:112
    msgid "its \"count\" is not a count of games"
    msgstr "sein \"count\" ist keine Anzahl von Spielen"

    #: Sources/NQueensServices/Export/HistoryImport.swift:116
    msgctxt "JSON expectation"
    msgid "the list of games"
    msgstr "die Spieleliste"

    #. %s is a JSON field's name, such as "games".
    #: Sources/NQueensServices/Export/HistoryImport.swift:120
    #, c-format
    msgid "it has the field \"%s\" twice"
    msgstr "das Feld \"%s\" kommt doppelt vor"

    #: Sources/NQueensServices/Export/HistoryImport.swift:122
    #, c-format
    msgid "it has a field \"%s\" that no NQueens history has"
    msgstr "das Feld \"%s\" gibt es in keinem NQueens-Verlauf"

    #: Sources/NQueensServices/Export/HistoryImport.swift:126
    msgctxt "JSON expectation"
    msgid "',' or the end of the document"
    msgstr "„,“ oder das Ende des Dokuments"

    #: Sources/NQueensServices/Export/HistoryImport.swift:131
    msgid "more follows the document"
    msgstr "nach dem Dokument folgt noch mehr"

    #. follows a file's name; %s says why: "games.json cannot be read (an I/O error)".
    #: Sources/NQueensServices/Export/HistoryImport.swift:136
    #, c-format
    msgctxt "history file"
    msgid "cannot be read (%s)"
    msgstr "kann nicht gelesen werden (%s)"

    #: Sources/NQueensServices/Export/HistoryImport.swift:145
    msgid "it has no \"schema\""
    msgstr "\"schema\" fehlt"

    #: Sources/NQueensServices/Export/HistoryImport.swift:146
    msgid "it has no \"count\""
    msgstr "\"count\" fehlt"

    #: Sources/NQueensServices/Export/HistoryImport.swift:147
    msgid "it has no \"games\""
    msgstr "\"games\" fehlt"

    #. follows a file's name: "games.json says it holds 12 games but holds 11; …".
    #: Sources/NQueensServices/Export/HistoryImport.swift:150
    #, c-format
    msgid ""
    "says it holds %1$d game but holds %2$d; it may have been cut short or edited"
    msgid_plural ""
    "says it holds %1$d games but holds %2$d; it may have been cut short or edited"
    msgstr[0] ""
    "gibt an, %1$d Spiel zu enthalten, enthält aber %2$d; die Datei wurde "
    "vielleicht gekürzt oder bearbeitet"
    msgstr[1] ""
    "gibt an, %1$d Spiele zu enthalten, enthält aber %2$d; die Datei wurde "
    "vielleicht gekürzt oder bearbeitet"

    #. a history file's problem: its name, then what is wrong ("is a folder; …"), as one sentence.
    #: Sources/NQueensServices/Export/HistoryImport.swift:216
    #, c-format
    msgctxt "history file"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #. a record of a history file that is not a game: "games.json: record 57: its size 40 is …".
    #: Sources/NQueensServices/Export/HistoryImport.swift:219
    #, c-format
    msgid "%1$s: record %2$d: %3$s"
    msgstr "%1$s: Datensatz %2$d: %3$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:223
    #, c-format
    msgid "%1$s: record %2$d (game %3$s): %4$s"
    msgstr "%1$s: Datensatz %2$d (Spiel %3$s): %4$s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:35
    #, c-format
    msgid "cannot write the history as JSON: %s"
    msgstr "der Verlauf kann nicht als JSON geschrieben werden: %s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:53
    #, c-format
    msgid "the history JSON cannot be read: %s"
    msgstr "das Verlaufs-JSON kann nicht gelesen werden: %s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:56
    #, c-format
    msgid "the JSON is a \"%1$s\" document, not \"%2$s\""
    msgstr "das JSON ist ein \"%1$s\"-Dokument, kein \"%2$s\""

    #: Sources/NQueensServices/Export/HistoryJSON.swift:60
    #, c-format
    msgid "the history says %1$d game but holds %2$d"
    msgid_plural "the history says %1$d games but holds %2$d"
    msgstr[0] "der Verlauf nennt %1$d Spiel, enthält aber %2$d"
    msgstr[1] "der Verlauf nennt %1$d Spiele, enthält aber %2$d"

    #. %1$s is a game's id, %2$s what is wrong with it.
    #: Sources/NQueensServices/Export/HistoryJSON.swift:100
    #, c-format
    msgid "game %1$s: %2$s"
    msgstr "Spiel %1$s: %2$s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:128
    #, c-format
    msgid "the square \"%1$s\" is not row %2$d, column %3$d"
    msgstr "das Feld \"%1$s\" ist nicht Zeile %2$d, Spalte %3$d"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:198
    #, c-format
    msgid "its id '%1$s' is not a game id; expected a UUID such as %2$s"
    msgstr "seine ID „%1$s“ ist keine Spiel-ID; erwartet wird eine UUID wie %2$s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:204
    #, c-format
    msgid "%1$s '%2$s' is not an instant; expected YYYY-MM-DDTHH:MM:SS.fff±HH:MM"
    msgstr ""
    "%1$s „%2$s“ ist kein Zeitpunkt; erwartet wird YYYY-MM-DDTHH:MM:SS.fff±HH:MM"

    #. in a history file, a byte that is not a printable character where %2$s should be.
    #: Sources/NQueensServices/Export/JSONStream.swift:118
    #, c-format
    msgid "byte %1$d stands where %2$s should be"
    msgstr "Byte %1$d steht, wo %2$s stehen sollte"

    #. in a history file, a character where %2$s ("a field name") should be: ']' stands where ….
    #: Sources/NQueensServices/Export/JSONStream.swift:122
    #, c-format
    msgid "'%1$s' stands where %2$s should be"
    msgstr "„%1$s“ steht, wo %2$s stehen sollte"

    #. a history file cut short; %s is what should come, such as "a field name".
    #: Sources/NQueensServices/Export/JSONStream.swift:129
    #, c-format
    msgid "it ends where %s should be"
    msgstr "Ende, wo %s stehen sollte"

    #. a history file cut short; %s is what it was in the middle of, such as "record 12".
    #: Sources/NQueensServices/Export/JSONStream.swift:143
    #, c-format
    msgid "it ends in the middle of %s"
    msgstr "Ende mitten in %s"

    #: Sources/NQueensServices/Models/CalendarDay.swift:159
    #, c-format
    msgid "'%s' is not a day; expected YYYY-MM-DD"
    msgstr "„%s“ ist kein Tag; erwartet wird YYYY-MM-DD"

    #: Sources/NQueensServices/Models/GameRecord.swift:120
    #: Sources/NQueensServices/Models/SavedGame.swift:72
    #, c-format
    msgid "board size %d is not a board; sizes start at 1"
    msgstr "Brettgröße %d ist kein Brett; Größen beginnen bei 1"

    #: Sources/NQueensServices/Models/GameRecord.swift:123
    #, c-format
    msgid "game %1$s finished (%2$s) before it started (%3$s)"
    msgstr "Spiel %1$s endete (%2$s), bevor es begann (%3$s)"

    #: Sources/NQueensServices/Models/GameRecord.swift:127
    #, c-format
    msgid "game %s has a negative active time"
    msgstr "Spiel %s hat eine negative aktive Zeit"

    #: Sources/NQueensServices/Models/GameRecord.swift:128
    #, c-format
    msgid "game %1$s has a negative move count (%2$d)"
    msgstr "Spiel %1$s hat eine negative Zugzahl (%2$d)"

    #: Sources/NQueensServices/Models/GameRecord.swift:129
    #, c-format
    msgid "game %1$s has a negative hint count (%2$d)"
    msgstr "Spiel %1$s hat eine negative Tippzahl (%2$d)"

    #: Sources/NQueensServices/Models/GameRecord.swift:130
    #, c-format
    msgid "game %s has no time zone"
    msgstr "Spiel %s hat keine Zeitzone"

    #: Sources/NQueensServices/Models/GameRecord.swift:132
    #, c-format
    msgid "game %1$s has a queen on %2$s, off the %3$d×%3$d board"
    msgstr "Spiel %1$s hat eine Dame auf %2$s, außerhalb des %3$d×%3$d-Bretts"

    #: Sources/NQueensServices/Models/GameRecord.swift:134
    #, c-format
    msgid "game %s has two queens on one square"
    msgstr "Spiel %s hat zwei Damen auf einem Feld"

    #. a game named by its id, in a sentence saying what is wrong with it: game 6f96….
    #: Sources/NQueensServices/Models/GameRecord.swift:136
    #, c-format
    msgid "game %s"
    msgstr "Spiel %s"

    #: Sources/NQueensServices/Models/GameRecord.swift:150
    #, c-format
    msgid "%s is free play but names a puzzle"
    msgstr "%s ist ein freies Spiel, nennt aber ein Rätsel"

    #: Sources/NQueensServices/Models/GameRecord.swift:152
    #, c-format
    msgid "%s is a daily without its date or puzzle ID"
    msgstr "%s ist ein Tagesrätsel ohne Datum oder Rätsel-ID"

    #: Sources/NQueensServices/Models/GameRecord.swift:154
    #, c-format
    msgid "%s is a puzzle without its ID, or with a daily's date"
    msgstr "%s ist ein Rätsel ohne ID oder mit dem Datum eines Tagesrätsels"

    #: Sources/NQueensServices/Models/GameRecord.swift:156
    #, c-format
    msgid ""
    "%s is a regions game without a regions puzzle ID (such as R8M-EJFG8YJ9J)"
    msgstr "%s ist ein Regionen-Spiel ohne Regionen-Rätsel-ID (etwa R8M-EJFG8YJ9J)"

    #. %1$s is a game: "game 6f96…" or "the game in progress".
    #: Sources/NQueensServices/Models/GameRecord.swift:168
    #, c-format
    msgid "%1$s has a move on %2$s, off the %3$d×%3$d board"
    msgstr "%1$s hat einen Zug auf %2$s, außerhalb des %3$d×%3$d-Bretts"

    #: Sources/NQueensServices/Models/GameRecord.swift:170
    #, c-format
    msgid "%s has a move at a negative time"
    msgstr "%s hat einen Zug zu einer negativen Zeit"

    #: Sources/NQueensServices/Models/GameRecord.swift:192
    #: Sources/NQueensServices/Models/SavedGame.swift:113
    #, c-format
    msgid "'%s' is not an instant; expected YYYY-MM-DDTHH:MM:SS.fffZ"
    msgstr "„%s“ ist kein Zeitpunkt; erwartet wird YYYY-MM-DDTHH:MM:SS.fffZ"

    #: Sources/NQueensServices/Models/SavedGame.swift:73
    msgid "the game in progress has a negative elapsed time"
    msgstr "das laufende Spiel hat eine negative verstrichene Zeit"

    #: Sources/NQueensServices/Models/SavedGame.swift:74
    #, c-format
    msgid "the game in progress has a negative move count (%d)"
    msgstr "das laufende Spiel hat eine negative Zugzahl (%d)"

    #: Sources/NQueensServices/Models/SavedGame.swift:75
    #, c-format
    msgid "the game in progress has a negative hint count (%d)"
    msgstr "das laufende Spiel hat eine negative Tippzahl (%d)"

    #: Sources/NQueensServices/Models/SavedGame.swift:77
    #, c-format
    msgid "the game in progress has a queen on %1$s, off the %2$d×%2$d board"
    msgstr ""
    "das laufende Spiel hat eine Dame auf %1$s, außerhalb des %2$d×%2$d-Bretts"

    #: Sources/NQueensServices/Models/SavedGame.swift:80
    msgid "the game in progress has two queens on one square"
    msgstr "das laufende Spiel hat zwei Damen auf einem Feld"

    #: Sources/NQueensServices/Models/SavedGame.swift:82
    #, c-format
    msgid "the game in progress rules out %1$s, off the %2$d×%2$d board"
    msgstr "das laufende Spiel schließt %1$s aus, außerhalb des %2$d×%2$d-Bretts"

    #: Sources/NQueensServices/Models/SavedGame.swift:85
    #, c-format
    msgid "the game in progress marks %1$s, off the %2$d×%2$d board"
    msgstr "das laufende Spiel markiert %1$s, außerhalb des %2$d×%2$d-Bretts"

    #: Sources/NQueensServices/Models/SavedGame.swift:87
    msgid "the game in progress marks one square twice"
    msgstr "das laufende Spiel markiert ein Feld doppelt"

    #: Sources/NQueensServices/Models/SavedGame.swift:89
    #, c-format
    msgid "the game in progress marks %s, where a queen stands"
    msgstr "das laufende Spiel markiert %s, wo eine Dame steht"

    #: Sources/NQueensServices/Models/SavedGame.swift:91
    msgid "the game in progress"
    msgstr "das laufende Spiel"

    #: Sources/NQueensServices/Models/Settings.swift:119
    #, c-format
    msgid "board size %1$d is out of range; sizes run from %2$d to %3$d"
    msgstr ""
    "Brettgröße %1$d liegt außerhalb des Bereichs; Größen reichen von %2$d bis "
    "%3$d"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:122
    msgid "a class key that is not a class's canonical solution"
    msgstr ""
    "einen Klassenschlüssel, der nicht die kanonische Lösung einer Klasse ist"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:131
    #: Sources/NQueensServices/SQLite/AlbumTable.swift:170
    msgid "a solution that is not one"
    msgstr "eine Lösung, die keine ist"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:131
    msgid "a solution filed under the wrong class"
    msgstr "eine Lösung in der falschen Klasse"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:133
    msgid "a game id that is not one"
    msgstr "eine Spiel-ID, die keine ist"

    #. damage in the database, after "game 6F96… has": %s is what the database holds.
    #: Sources/NQueensServices/SQLite/AlbumTable.swift:135
    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:167
    #, c-format
    msgid "an unknown mode '%s'"
    msgstr "einen unbekannten Modus „%s“"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:163
    msgid "a class key that is not a solution of its size"
    msgstr "einen Klassenschlüssel, der keine Lösung seiner Größe ist"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:182
    #, c-format
    msgid "the album has %s"
    msgstr "das Album enthält %s"

    #: Sources/NQueensServices/SQLite/Database.swift:68
    #, c-format
    msgid ""
    "cannot %1$s: %2$s was deleted while NQueens was running; a new one was "
    "started there, and your next move saves to it (the games it held are gone "
    "unless you restore the folder from a backup)"
    msgstr ""
    "%1$s nicht möglich: %2$s wurde gelöscht, während NQueens lief; dort wurde "
    "eine neue Datei angelegt, in die Ihr nächster Zug gespeichert wird (die "
    "Spiele der alten sind verloren, sofern Sie den Ordner nicht aus einer "
    "Sicherung wiederherstellen)"

    #: Sources/NQueensServices/SQLite/Database.swift:74
    #, c-format
    msgid ""
    "cannot %1$s: %2$s was deleted while NQueens was running, and a new one "
    "cannot be started: %3$s"
    msgstr ""
    "%1$s nicht möglich: %2$s wurde gelöscht, während NQueens lief, und eine neue "
    "Datei kann nicht angelegt werden: %3$s"

    #. SQLite's number for an error, in parentheses after a message: SQLite error 13.
    #: Sources/NQueensServices/SQLite/Database.swift:88
    #, c-format
    msgid "SQLite error %d"
    msgstr "SQLite-Fehler %d"

    #: Sources/NQueensServices/SQLite/Database.swift:94
    #, c-format
    msgid ""
    "cannot %1$s: the disk holding %2$s is full (%3$s); free some space there and "
    "NQueens saves it with your next move"
    msgstr ""
    "%1$s nicht möglich: Der Datenträger mit %2$s ist voll (%3$s); schaffen Sie "
    "dort Platz, dann speichert NQueens mit Ihrem nächsten Zug"

    #: Sources/NQueensServices/SQLite/Database.swift:99
    #, c-format
    msgid ""
    "cannot %1$s: %2$s is read-only (%3$s); make it and its folder writable "
    "(chmod u+w), or set NQUEENS_DATA_DIR to a writable directory"
    msgstr ""
    "%1$s nicht möglich: %2$s ist schreibgeschützt (%3$s); machen Sie die Datei "
    "und ihren Ordner beschreibbar (chmod u+w) oder setzen Sie NQUEENS_DATA_DIR "
    "auf ein beschreibbares Verzeichnis"

    #. a wait in seconds (5 s) or milliseconds (500 ms).
    #: Sources/NQueensServices/SQLite/Database.swift:105
    #, c-format
    msgid "%d s"
    msgstr "%d s"

    #: Sources/NQueensServices/SQLite/Database.swift:105
    #, c-format
    msgid "%d ms"
    msgstr "%d ms"

    #: Sources/NQueensServices/SQLite/Database.swift:107
    #, c-format
    msgid ""
    "cannot %1$s: another program has been writing to %2$s for more than %3$s "
    "(%4$s); close any other NQueens, and NQueens saves it with your next move"
    msgstr ""
    "%1$s nicht möglich: Ein anderes Programm schreibt seit mehr als %3$s in %2$s "
    "(%4$s); schließen Sie andere NQueens-Instanzen, dann speichert NQueens mit "
    "Ihrem nächsten Zug"

    #: Sources/NQueensServices/SQLite/Database.swift:113
    #, c-format
    msgid ""
    "cannot %1$s: the disk failed to read or write %2$s: %3$s (%4$s); check the "
    "disk, and NQueens saves it with your next move"
    msgstr ""
    "%1$s nicht möglich: Der Datenträger konnte %2$s nicht lesen oder schreiben: "
    "%3$s (%4$s); prüfen Sie den Datenträger, dann speichert NQueens mit Ihrem "
    "nächsten Zug"

    #: Sources/NQueensServices/SQLite/Database.swift:117
    #, c-format
    msgid "cannot %1$s in %2$s: %3$s (%4$s)"
    msgstr "%1$s in %2$s nicht möglich: %3$s (%4$s)"

    #. %1$s is a database file's path, %2$s what is wrong with it ("it is not a database").
    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:54
    #, c-format
    msgid "cannot start a fresh store at %1$s: %2$s"
    msgstr "in %1$s kann kein neuer Speicher angelegt werden: %2$s"

    #. SQLite's integrity check gave no finding at all.
    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:119
    msgid "no answer"
    msgstr "keine Antwort"

    #. %1$s is SQLite's own message (in English): "unable to open database file (SQLite error 14)".
    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:189
    #, c-format
    msgid "%1$s (SQLite error %2$d)"
    msgstr "%1$s (SQLite-Fehler %2$d)"

    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:194
    #, c-format
    msgid "cannot open %1$s: %2$s (SQLite error %3$d, %4$s)"
    msgstr "%1$s kann nicht geöffnet werden: %2$s (SQLite-Fehler %3$d, %4$s)"

    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:221
    #, c-format
    msgid "cannot move the damaged %1$s aside: %2$s"
    msgstr "die beschädigte Datei %1$s kann nicht beiseitegelegt werden: %2$s"

    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:17
    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:29
    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:43
    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:56
    msgctxt "store action"
    msgid "read the album"
    msgstr "Lesen des Albums"

    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:63
    msgctxt "store action"
    msgid "rebuild the album"
    msgstr "Neuaufbau des Albums"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:30
    msgctxt "store action"
    msgid "record the game"
    msgstr "Speichern des Spiels"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:31
    #, c-format
    msgctxt "store action"
    msgid "record %d game"
    msgid_plural "record %d games"
    msgstr[0] "Speichern von %d Spiel"
    msgstr[1] "Speichern von %d Spielen"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:56
    #, c-format
    msgctxt "store action"
    msgid "import %d game"
    msgid_plural "import %d games"
    msgstr[0] "Import von %d Spiel"
    msgstr[1] "Import von %d Spielen"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:115
    msgctxt "store action"
    msgid "list games"
    msgstr "Auflisten der Spiele"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:122
    msgctxt "store action"
    msgid "read a game"
    msgstr "Lesen eines Spiels"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:158
    #, c-format
    msgid "a game has an id of %d byte"
    msgid_plural "a game has an id of %d bytes"
    msgstr[0] "ein Spiel hat eine ID von %d Byte"
    msgstr[1] "ein Spiel hat eine ID von %d Byte"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:163
    #, c-format
    msgid "game %1$s has %2$s"
    msgstr "Spiel %1$s enthält %2$s"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:169
    msgid "unreadable queens"
    msgstr "unlesbare Damen"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:170
    msgid "an unreadable move log"
    msgstr "ein unlesbares Zugprotokoll"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:189
    msgctxt "store action"
    msgid "count games"
    msgstr "Zählen der Spiele"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:212
    msgctxt "store action"
    msgid "list board sizes"
    msgstr "Auflisten der Brettgrößen"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:221
    msgctxt "store action"
    msgid "summarise games"
    msgstr "Zusammenfassen der Spiele"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:236
    msgctxt "store action"
    msgid "list solved days"
    msgstr "Auflisten der Tage mit gelösten Spielen"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:245
    msgctxt "store action"
    msgid "list the daily results"
    msgstr "Auflisten der Tagesrätsel-Ergebnisse"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:250
    msgctxt "store action"
    msgid "list the regions daily results"
    msgstr "Auflisten der Regionen-Tagesrätsel-Ergebnisse"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:274
    msgctxt "store action"
    msgid "clear the history"
    msgstr "Löschen des Verlaufs"

    #: Sources/NQueensServices/SQLite/SQLiteSavedGameStore.swift:17
    msgctxt "store action"
    msgid "load the game in progress"
    msgstr "Laden des laufenden Spiels"

    #: Sources/NQueensServices/SQLite/SQLiteSavedGameStore.swift:52
    msgctxt "store action"
    msgid "save the game in progress"
    msgstr "Speichern des laufenden Spiels"

    #: Sources/NQueensServices/SQLite/SQLiteSavedGameStore.swift:66
    msgctxt "store action"
    msgid "clear the game in progress"
    msgstr "Entfernen des laufenden Spiels"

    #: Sources/NQueensServices/SQLite/SQLiteSettingsStore.swift:17
    msgctxt "store action"
    msgid "load settings"
    msgstr "Laden der Einstellungen"

    #: Sources/NQueensServices/SQLite/SQLiteSettingsStore.swift:29
    msgctxt "store action"
    msgid "save settings"
    msgstr "Speichern der Einstellungen"

    #: Sources/NQueensServices/SQLite/SQLiteStores.swift:61
    msgctxt "store action"
    msgid "check the database"
    msgstr "Prüfen der Datenbank"

    #. what is wrong with a database file, after "NQueens could not use …:".
    #: Sources/NQueensServices/SQLite/StoreNotice.swift:24
    msgid "it is not a database"
    msgstr "keine Datenbank"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:26
    #, c-format
    msgid "it is truncated (%1$d of %2$d byte)"
    msgid_plural "it is truncated (%1$d of %2$d bytes)"
    msgstr[0] "abgeschnitten (%1$d von %2$d Byte)"
    msgstr[1] "abgeschnitten (%1$d von %2$d Byte)"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:29
    msgid "it is not an NQueens database"
    msgstr "keine NQueens-Datenbank"

    #. %s is SQLite's own finding, in English.
    #: Sources/NQueensServices/SQLite/StoreNotice.swift:31
    #, c-format
    msgid "it failed SQLite's integrity check (%s)"
    msgstr "Integritätsprüfung von SQLite fehlgeschlagen (%s)"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:32
    #, c-format
    msgid "it is damaged (%s)"
    msgstr "beschädigt (%s)"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:57
    #, c-format
    msgid ""
    "NQueens could not use %1$s: %2$s; it was moved to %3$s (nothing was deleted) "
    "and a fresh store was started"
    msgstr ""
    "NQueens konnte %1$s nicht verwenden: %2$s; die Datei wurde nach %3$s "
    "verschoben (nichts wurde gelöscht) und ein neuer Speicher angelegt"

    #: Sources/NQueensServices/Storage/DataDirectory.swift:126
    msgid "it exists and is not a directory"
    msgstr "existiert bereits, ist aber kein Verzeichnis"

    #. %1$s is a folder, %2$s why it cannot be made ("Permission denied").
    #: Sources/NQueensServices/Storage/DataDirectory.swift:142
    #, c-format
    msgid "cannot create %1$s: %2$s"
    msgstr "%1$s kann nicht angelegt werden: %2$s"

    #: Sources/NQueensServices/Stores/StoreError.swift:21
    msgid ""
    "cannot find a directory for NQueens data: HOME is not set; set "
    "NQUEENS_DATA_DIR (or XDG_DATA_HOME) to a writable directory"
    msgstr ""
    "kein Verzeichnis für NQueens-Daten gefunden: HOME ist nicht gesetzt; setzen "
    "Sie NQUEENS_DATA_DIR (oder XDG_DATA_HOME) auf ein beschreibbares Verzeichnis"

    #. %1$s is a folder, %2$s why it cannot be written ("Permission denied").
    #: Sources/NQueensServices/Stores/StoreError.swift:26
    #, c-format
    msgid ""
    "cannot write NQueens data in %1$s: %2$s; make that folder and the files in "
    "it writable (chmod -R u+w), or set NQUEENS_DATA_DIR to a writable directory"
    msgstr ""
    "NQueens-Daten können nicht in %1$s geschrieben werden: %2$s; machen Sie "
    "diesen Ordner und die Dateien darin beschreibbar (chmod -R u+w) oder setzen "
    "Sie NQUEENS_DATA_DIR auf ein beschreibbares Verzeichnis"

    #. %1$s is a database file's path, %2$d and %3$d versions of its data.
    #: Sources/NQueensServices/Stores/StoreError.swift:31
    #, c-format
    msgid ""
    "%1$s was written by a newer NQueens (data version %2$d; this one reads up to "
    "%3$d); it was left untouched: update NQueens, or set NQUEENS_DATA_DIR to use "
    "another directory"
    msgstr ""
    "%1$s wurde von einer neueren NQueens-Version geschrieben (Datenversion %2$d; "
    "diese liest bis %3$d); die Datei bleibt unverändert: Aktualisieren Sie "
    "NQueens oder setzen Sie NQUEENS_DATA_DIR, um ein anderes Verzeichnis zu "
    "verwenden"

    #. a class of symmetric solutions in the album: Class 7.
    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:71
    #, c-format
    msgid "Class %s"
    msgstr "Klasse %s"

    #. the members of a class found: 3 of 8 found.
    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:77
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:154
    #, c-format
    msgid "%1$d of %2$d found"
    msgstr "%1$d von %2$d gefunden"

    #. a class for screen readers: class 7 of 12, 3 of 8 found.
    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:86
    #, c-format
    msgid "class %1$s of %2$s, %3$s"
    msgstr "Klasse %1$s von %2$s, %3$s"

    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:89
    #, c-format
    msgid "found class %1$s of %2$s, %3$s"
    msgstr "gefundene Klasse %1$s von %2$s, %3$s"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:50
    msgid "Not found yet"
    msgstr "Noch nicht gefunden"

    #. %s is a date: Found on 3 Nov 2026 in free play.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:53
    #, c-format
    msgid "Found on %s in free play"
    msgstr "Gefunden am %s im freien Spiel"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:54
    #, c-format
    msgid "Found on %s in a daily puzzle"
    msgstr "Gefunden am %s in einem Tagesrätsel"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:55
    #, c-format
    msgid "Found on %s in a puzzle by ID"
    msgstr "Gefunden am %s in einem Rätsel per ID"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:56
    #, c-format
    msgid "Found on %s in a regions puzzle"
    msgstr "Gefunden am %s in einem Regionen-Rätsel"

    #. a member of a class for screen readers: member 3 of 8, not found yet.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:63
    #, c-format
    msgid "member %1$d of %2$d, not found yet"
    msgstr "Lösung %1$d von %2$d, noch nicht gefunden"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:67
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in free play"
    msgstr "Lösung %1$d von %2$d, gefunden am %3$s im freien Spiel"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:68
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in a daily puzzle"
    msgstr "Lösung %1$d von %2$d, gefunden am %3$s in einem Tagesrätsel"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:69
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in a puzzle by ID"
    msgstr "Lösung %1$d von %2$d, gefunden am %3$s in einem Rätsel per ID"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:70
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in a regions puzzle"
    msgstr "Lösung %1$d von %2$d, gefunden am %3$s in einem Regionen-Rätsel"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:76
    msgid "The class's canonical board"
    msgstr "Die kanonische Stellung der Klasse"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:77
    msgid "Turned a quarter clockwise"
    msgstr "Um 90° im Uhrzeigersinn gedreht"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:78
    msgid "Turned half a turn"
    msgstr "Um 180° gedreht"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:79
    msgid "Turned a quarter counterclockwise"
    msgstr "Um 90° gegen den Uhrzeigersinn gedreht"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:80
    msgid "Mirrored left to right"
    msgstr "Von links nach rechts gespiegelt"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:81
    msgid "Mirrored top to bottom"
    msgstr "Von oben nach unten gespiegelt"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:82
    msgid "Mirrored across the main diagonal"
    msgstr "An der Hauptdiagonale gespiegelt"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:83
    msgid "Mirrored across the other diagonal"
    msgstr "An der Nebendiagonale gespiegelt"

    #. a class's title when its number is unknown; %s is a board size: Class · 8×8.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:140
    #, c-format
    msgid "Class · %s"
    msgstr "Klasse · %s"

    #. a class's title: Class 7 of 12 · 8×8.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:144
    #, c-format
    msgid "Class %1$s of %2$s · %3$s"
    msgstr "Klasse %1$s von %2$s · %3$s"

    #. a class's title where only the classes found are listed: Found class 3 of 37 · 13×13.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:146
    #, c-format
    msgid "Found class %1$s of %2$s · %3$s"
    msgstr "Gefundene Klasse %1$s von %2$s · %3$s"

    #. every member of a class found: All 8 found.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:153
    #, c-format
    msgid "All %d found"
    msgid_plural "All %d found"
    msgstr[0] "Alle %d gefunden"
    msgstr[1] "Alle %d gefunden"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:160
    msgid ""
    "A quarter turn maps these solutions onto themselves, so the class has only 2 "
    "members."
    msgstr ""
    "Eine Vierteldrehung bildet diese Lösungen auf sich selbst ab, daher hat die "
    "Klasse nur 2 Lösungen."

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:161
    msgid ""
    "A half turn maps these solutions onto themselves, so the class has only 4 "
    "members."
    msgstr ""
    "Eine halbe Drehung bildet diese Lösungen auf sich selbst ab, daher hat die "
    "Klasse nur 4 Lösungen."

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:162
    msgid ""
    "No turn maps these solutions onto themselves: every rotation and reflection "
    "is another member."
    msgstr ""
    "Keine Drehung bildet diese Lösungen auf sich selbst ab: Jede Drehung und "
    "Spiegelung ergibt eine weitere Lösung der Klasse."

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:218
    msgid "The game that found this solution is no longer in your history."
    msgstr ""
    "Das Spiel, in dem diese Lösung gefunden wurde, ist nicht mehr in Ihrem "
    "Verlauf."

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:224
    #, c-format
    msgid "The game that found this solution could not be read: %s."
    msgstr ""
    "Das Spiel, in dem diese Lösung gefunden wurde, konnte nicht gelesen werden: "
    "%s."

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:47
    msgid "You found this one earlier today"
    msgstr "Diese Lösung haben Sie heute schon gefunden"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:48
    msgid "You found this one yesterday"
    msgstr "Diese Lösung haben Sie gestern gefunden"

    #. %s is a day: You found this one on 3 Nov.
    #: Sources/NQueensPresentation/Album/AlbumNews.swift:50
    #, c-format
    msgid "You found this one on %s"
    msgstr "Diese Lösung haben Sie am %s gefunden"

    #. the album after a win: New solution: 13 of 92 on 8×8.
    #: Sources/NQueensPresentation/Album/AlbumNews.swift:63
    #, c-format
    msgid "New solution: %1$s of %2$s on %3$s"
    msgstr "Neue Lösung: %1$s von %2$s auf %3$s"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:70
    msgid "A rotation of one you found earlier today"
    msgstr "Eine Drehung einer Lösung, die Sie heute schon gefunden haben"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:71
    msgid "A rotation of one you found yesterday"
    msgstr "Eine Drehung einer Lösung, die Sie gestern gefunden haben"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:72
    #, c-format
    msgid "A rotation of one you found on %s"
    msgstr "Eine Drehung einer Lösung, die Sie am %s gefunden haben"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:73
    msgid "A mirror image of one you found earlier today"
    msgstr "Ein Spiegelbild einer Lösung, die Sie heute schon gefunden haben"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:74
    msgid "A mirror image of one you found yesterday"
    msgstr "Ein Spiegelbild einer Lösung, die Sie gestern gefunden haben"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:75
    #, c-format
    msgid "A mirror image of one you found on %s"
    msgstr "Ein Spiegelbild einer Lösung, die Sie am %s gefunden haben"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:80
    #, c-format
    msgid "New class: %1$s of %2$s on %3$s"
    msgstr "Neue Klasse: %1$s von %2$s auf %3$s"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:88
    msgid "Class complete: both of its members"
    msgstr "Klasse vollständig: beide Lösungen"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:89
    #, c-format
    msgid "Class complete: all %d of its members"
    msgid_plural "Class complete: all %d of its members"
    msgstr[0] "Klasse vollständig: alle %d Lösungen"
    msgstr[1] "Klasse vollständig: alle %d Lösungen"

    #. %s is a board size: Album complete for 6×6.
    #: Sources/NQueensPresentation/Album/AlbumNews.swift:94
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:230
    #, c-format
    msgid "Album complete for %s"
    msgstr "Album für %s vollständig"

    #. solutions found of all of a board size: 13 of 92 solutions.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:55
    #, c-format
    msgid "%1$s of %2$s solution"
    msgid_plural "%1$s of %2$s solutions"
    msgstr[0] "%1$s von %2$s Lösung"
    msgstr[1] "%1$s von %2$s Lösungen"

    #. classes of symmetric solutions found of all of a board size: 5 of 12 classes.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:64
    #, c-format
    msgid "%1$s of %2$s class"
    msgid_plural "%1$s of %2$s classes"
    msgstr[0] "%1$s von %2$s Klasse"
    msgstr[1] "%1$s von %2$s Klassen"

    #. a board size's album once every solution is found: Complete: all 92 solutions.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:73
    #, c-format
    msgid "Complete: all %s solution"
    msgid_plural "Complete: all %s solutions"
    msgstr[0] "Vollständig: %s Lösung"
    msgstr[1] "Vollständig: alle %s Lösungen"

    #. a board size's album read out: 8×8, 13 of 92 solutions and 5 of 12 classes found.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:82
    #, c-format
    msgid "%1$s, %2$s and %3$s found"
    msgstr "%1$s, %2$s und %3$s gefunden"

    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:17
    msgctxt "screen"
    msgid "Album"
    msgstr "Album"

    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:85
    #, c-format
    msgid "%1$s has %2$s classes: these are the %3$s you found."
    msgid_plural "%1$s has %2$s classes: these are the %3$s you found."
    msgstr[0] "%1$s hat %2$s Klassen: Hier ist die %3$s, die Sie gefunden haben."
    msgstr[1] "%1$s hat %2$s Klassen: Hier sind die %3$s, die Sie gefunden haben."

    #. %s is a board size: No 13×13 solution found yet: solve one and it appears here.
    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:96
    #, c-format
    msgid "No %s solution found yet: solve one and it appears here."
    msgstr ""
    "Noch keine Lösung auf %s gefunden: Lösen Sie eine, dann erscheint sie hier."

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:211
    #, c-format
    msgid "Your album could not be read: %s."
    msgstr "Ihr Album konnte nicht gelesen werden: %s."

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:28
    #: Sources/NQueensTerminal/Screens/HomeView.swift:176
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:93
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:56
    msgid "Board Size"
    msgstr "Brettgröße"

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:123
    #, c-format
    msgid "Type a board size from %1$d to %2$d."
    msgstr "Geben Sie eine Brettgröße von %1$d bis %2$d ein."

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:127
    #, c-format
    msgid "'%1$s' is not a number; type a board size from %2$d to %3$d."
    msgstr ""
    "„%1$s“ ist keine Zahl; geben Sie eine Brettgröße von %2$d bis %3$d ein."

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:160
    #, c-format
    msgid "%1$s is not a board size we offer; sizes run from %2$d to %3$d."
    msgstr "Die Brettgröße %1$s gibt es nicht; möglich sind %2$d bis %3$d."

    #. %s says why, such as "cannot find a directory for NQueens data: HOME is not set; …".
    #: Sources/NQueensPresentation/Dependencies/AppDependencies+Live.swift:30
    #, c-format
    msgid ""
    "Your games cannot be saved: %s. Until you quit, they are kept in memory only."
    msgstr ""
    "Ihre Spiele können nicht gespeichert werden: %s. Bis zum Beenden bleiben sie "
    "nur im Arbeitsspeicher."

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/Dependencies/AppSettings.swift:63
    #, c-format
    msgid "Settings could not be saved (%s); they apply until you quit."
    msgstr ""
    "Die Einstellungen konnten nicht gespeichert werden (%s); sie gelten bis zum "
    "Beenden."

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/Dependencies/UnsavedWins.swift:65
    #, c-format
    msgid ""
    "This win is not in your history yet: %s. It is kept, and saved with your "
    "next move."
    msgstr ""
    "Dieser Sieg ist noch nicht in Ihrem Verlauf: %s. Er bleibt erhalten und wird "
    "mit Ihrem nächsten Zug gespeichert."

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:15
    msgctxt "queen style"
    msgid "Classic"
    msgstr "Klassisch"

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:16
    msgctxt "queen style"
    msgid "Outline"
    msgstr "Kontur"

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:17
    msgctxt "queen style"
    msgid "Crown"
    msgstr "Krone"

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:18
    msgctxt "queen style"
    msgid "Star"
    msgstr "Stern"

    #. the queen style that draws the plain letter Q.
    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:20
    msgctxt "queen style"
    msgid "Letter"
    msgstr "Buchstabe"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:45
    msgctxt "region colour"
    msgid "orange"
    msgstr "Orange"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:48
    msgctxt "region colour"
    msgid "blue"
    msgstr "Blau"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:51
    msgctxt "region colour"
    msgid "green"
    msgstr "Grün"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:54
    msgctxt "region colour"
    msgid "purple"
    msgstr "Lila"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:57
    msgctxt "region colour"
    msgid "yellow"
    msgstr "Gelb"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:60
    msgctxt "region colour"
    msgid "red"
    msgstr "Rot"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:63
    msgctxt "region colour"
    msgid "teal"
    msgstr "Türkis"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:66
    msgctxt "region colour"
    msgid "pink"
    msgstr "Rosa"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:69
    msgctxt "region colour"
    msgid "brown"
    msgstr "Braun"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:72
    msgctxt "region colour"
    msgid "grey"
    msgstr "Grau"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:75
    msgctxt "region colour"
    msgid "lime"
    msgstr "Hellgrün"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:78
    msgctxt "region colour"
    msgid "lavender"
    msgstr "Lavendel"

    #. a region of a regions board; %1$s is its colour (orange), %2$s its letter (A).
    #: Sources/NQueensPresentation/Design/RegionPalette.swift:91
    #, c-format
    msgid "the %1$s region (%2$s)"
    msgstr "Region %1$s (%2$s)"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:13
    #, c-format
    msgid "Place a queen on %s."
    msgstr "Setzen Sie eine Dame auf %s."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:15
    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:29
    #, c-format
    msgid "Remove the queen on %s: it attacks another queen."
    msgstr "Entfernen Sie die Dame auf %s, denn sie bedroht eine andere Dame."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:17
    #, c-format
    msgid "Remove the queen on %s: no solution contains all your queens."
    msgstr "Entfernen Sie die Dame auf %s: Keine Lösung enthält alle Ihre Damen."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:19
    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:35
    #: Sources/NQueensPresentation/Game/GameStatus.swift:41
    msgid "Solved!"
    msgstr "Gelöst!"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:31
    #, c-format
    msgid "Remove the queen on %s: the solution has no queen there."
    msgstr "Entfernen Sie die Dame auf %s: Die Lösung hat dort keine Dame."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:45
    #, c-format
    msgid "Row %1$d has one safe square left: %2$s."
    msgstr "Zeile %1$d hat nur noch ein sicheres Feld: %2$s."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:47
    #, c-format
    msgid "Column %1$s has one safe square left: %2$s."
    msgstr "Spalte %1$s hat nur noch ein sicheres Feld: %2$s."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:49
    #, c-format
    msgid "Rule out %1$s: a queen there would leave row %2$d with no safe square."
    msgstr ""
    "Schließen Sie %1$s aus: Eine Dame dort ließe Zeile %2$d ohne sicheres Feld."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:51
    #, c-format
    msgid ""
    "Rule out %1$s: a queen there would leave column %2$s with no safe square."
    msgstr ""
    "Schließen Sie %1$s aus: Eine Dame dort ließe Spalte %2$s ohne sicheres Feld."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:55
    #, c-format
    msgid "Of the safe squares in row %1$d, only %2$s leads to the solution."
    msgstr "Von den sicheren Feldern in Zeile %1$d führt nur %2$s zur Lösung."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:57
    #, c-format
    msgid "Of the safe squares in column %1$s, only %2$s leads to the solution."
    msgstr "Von den sicheren Feldern in Spalte %1$s führt nur %2$s zur Lösung."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:36
    #, c-format
    msgid ""
    "'%s' is not a square; write it in chess notation like e4 or as row,column "
    "like 4,5"
    msgstr ""
    "„%s“ ist kein Feld; schreiben Sie es in Schachnotation wie e4 oder als Zeile,"
    "Spalte wie 4,5"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:41
    #, c-format
    msgid "square '%1$s' is off the %2$s board; squares run from 1,1…%3$s"
    msgstr "Feld „%1$s“ liegt außerhalb des %2$s-Bretts; gültig sind 1,1…%3$s"

    #. %3$s is the board's last square in chess notation (h8), %4$s as row,column (8,8).
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:46
    #, c-format
    msgid ""
    "square '%1$s' is off the %2$s board; squares run from a1…%3$s or 1,1…%4$s"
    msgstr ""
    "Feld „%1$s“ liegt außerhalb des %2$s-Bretts; gültig sind a1…%3$s oder 1,1…"
    "%4$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:56
    #, c-format
    msgid "board size %d is out of range; a board has at least 1 row"
    msgstr "Brettgröße %d ist ungültig; ein Brett hat mindestens 1 Zeile"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:58
    #, c-format
    msgid "square %1$s is off the %2$s board; rows and columns run from 1 to %3$d"
    msgstr ""
    "Feld %1$s liegt außerhalb des %2$s-Bretts; Zeilen und Spalten reichen von 1 "
    "bis %3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:62
    #, c-format
    msgid "square %s already holds a queen; each square takes one queen"
    msgstr "auf Feld %s steht schon eine Dame; jedes Feld fasst nur eine Dame"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:72
    msgid "a solution needs at least one queen"
    msgstr "eine Lösung braucht mindestens eine Dame"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:74
    #, c-format
    msgid "the queen of row %1$d is in column %2$d, off the board"
    msgstr "die Dame in Zeile %1$d steht in Spalte %2$d, außerhalb des Bretts"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:77
    #, c-format
    msgid "the queens of rows %1$d and %2$d share a row"
    msgstr "die Damen der Zeilen %1$d und %2$d stehen in derselben Zeile"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:78
    #, c-format
    msgid "the queens of rows %1$d and %2$d share a column"
    msgstr "die Damen der Zeilen %1$d und %2$d stehen in derselben Spalte"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:80
    #, c-format
    msgid "the queens of rows %1$d and %2$d share a diagonal"
    msgstr "die Damen der Zeilen %1$d und %2$d stehen auf derselben Diagonale"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:89
    #, c-format
    msgid "board size %1$d is out of range; accepted sizes are %2$d…%3$d"
    msgstr "Brettgröße %1$d ist ungültig; erlaubt sind %2$d…%3$d"

    #. %s lists squares, such as "a1, b2".
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:94
    #, c-format
    msgid "the queens on %s attack each other; a solution needs queens that do not"
    msgstr ""
    "die Damen auf %s bedrohen sich; in einer Lösung bedroht keine Dame eine "
    "andere"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:107
    #, c-format
    msgid "a puzzle's board size is %1$d to %2$d, not %3$d"
    msgstr "die Brettgröße eines Rätsels ist %1$d bis %2$d, nicht %3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:110
    #, c-format
    msgid "the given %1$s (row,column) is off the %2$s board"
    msgstr "die Vorgabe %1$s (Zeile,Spalte) liegt außerhalb des %2$s-Bretts"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:113
    #, c-format
    msgid "the given %s appears twice; each square holds at most one queen"
    msgstr ""
    "die Vorgabe %s kommt doppelt vor; auf jedem Feld steht höchstens eine Dame"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:115
    #, c-format
    msgid "the givens %1$s and %2$s attack each other; givens never do"
    msgstr "die Vorgaben %1$s und %2$s bedrohen sich; Vorgaben tun das nie"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:119
    msgid "no solution contains these givens; a puzzle has exactly one"
    msgstr "keine Lösung enthält diese Vorgaben; ein Rätsel hat genau eine"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:121
    msgid "more than one solution contains these givens; a puzzle has exactly one"
    msgstr "mehr als eine Lösung enthält diese Vorgaben; ein Rätsel hat genau eine"

    #. %1$s is a difficulty (easy, medium, hard), %2$s a board size (5×5).
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:126
    #, c-format
    msgid "there are no %1$s puzzles on %2$s boards"
    msgstr "auf %2$s-Brettern gibt es keine Rätsel mit Schwierigkeit %1$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:131
    #, c-format
    msgid "there are no %1$s puzzles on %2$s boards; that size has %3$s ones"
    msgstr ""
    "auf %2$s-Brettern gibt es keine Rätsel mit Schwierigkeit %1$s; diese Größe "
    "bietet: %3$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:141
    msgid ""
    "the puzzle ID is empty; a puzzle ID is a board size, a hyphen and letters "
    "and digits, like 8-0K31D0Q"
    msgstr ""
    "die Rätsel-ID ist leer; eine Rätsel-ID besteht aus Brettgröße, Bindestrich "
    "sowie Buchstaben und Ziffern, etwa 8-0K31D0Q"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:144
    #, c-format
    msgid ""
    "'%s' is not a puzzle ID; a puzzle ID is a board size, a hyphen and letters "
    "and digits, like 8-0K31D0Q"
    msgstr ""
    "„%s“ ist keine Rätsel-ID; eine Rätsel-ID besteht aus Brettgröße, Bindestrich "
    "sowie Buchstaben und Ziffern, etwa 8-0K31D0Q"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:149
    #, c-format
    msgid ""
    "the puzzle ID has '%1$s' at position %2$d; IDs use the digits and the "
    "letters other than I, L, O and U"
    msgstr ""
    "die Rätsel-ID hat „%1$s“ an Position %2$d; IDs bestehen aus Ziffern und den "
    "Buchstaben außer I, L, O und U"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:153
    #, c-format
    msgid ""
    "the puzzle ID has '%1$s' at position %2$d (did you mean %3$s?); IDs use the "
    "digits and the letters other than I, L, O and U"
    msgstr ""
    "die Rätsel-ID hat „%1$s“ an Position %2$d (meinten Sie %3$s?); IDs bestehen "
    "aus Ziffern und den Buchstaben außer I, L, O und U"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:157
    msgid "the puzzle ID's check character does not match: a character is mistyped"
    msgstr "das Prüfzeichen der Rätsel-ID stimmt nicht: Ein Zeichen ist vertippt"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:160
    #, c-format
    msgid "the puzzle ID is for a %1$s board; puzzles are %2$s to %3$s"
    msgstr "die Rätsel-ID ist für ein %1$s-Brett; Rätsel gibt es von %2$s bis %3$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:164
    #, c-format
    msgid "a %2$s puzzle ID has %1$d character after the hyphen, this one has %3$d"
    msgid_plural ""
    "a %2$s puzzle ID has %1$d characters after the hyphen, this one has %3$d"
    msgstr[0] ""
    "eine %2$s-Rätsel-ID hat %1$d Zeichen nach dem Bindestrich, diese hat %3$d"
    msgstr[1] ""
    "eine %2$s-Rätsel-ID hat %1$d Zeichen nach dem Bindestrich, diese hat %3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:169
    #, c-format
    msgid "the puzzle ID does not encode a %s position; a character is mistyped"
    msgstr "die Rätsel-ID ergibt keine %s-Stellung; ein Zeichen ist vertippt"

    #. %s says why, such as "no solution contains these givens; a puzzle has exactly one".
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:172
    #, c-format
    msgid "the puzzle ID is not a puzzle: %s"
    msgstr "die Rätsel-ID ist kein Rätsel: %s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:12
    #, c-format
    msgid "a region map has %1$d to %2$d rows, not %3$d"
    msgstr "eine Regionenkarte hat %1$d bis %2$d Zeilen, nicht %3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:14
    #, c-format
    msgid "row %1$d of the %2$s region map has %3$d squares, not %4$d"
    msgstr "Zeile %1$d der %2$s-Regionenkarte hat %3$d Felder, nicht %4$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:17
    #, c-format
    msgid "%1$s is in region %2$d; the regions of the %3$s map are 0 to %4$d"
    msgstr "%1$s liegt in Region %2$d; die Regionen der %3$s-Karte sind 0 bis %4$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:21
    #, c-format
    msgid ""
    "%1$s is marked '%2$s'; the regions of the %3$s map are the letters A to %4$s"
    msgstr ""
    "%1$s ist mit „%2$s“ markiert; die Regionen der %3$s-Karte sind die "
    "Buchstaben A bis %4$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:25
    #, c-format
    msgid "region %s has no square; every region has at least one"
    msgstr "Region %s hat kein Feld; jede Region hat mindestens eines"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:27
    #, c-format
    msgid "region %s is in pieces; a region's squares hold together"
    msgstr "Region %s ist zerstückelt; die Felder einer Region hängen zusammen"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:35
    #, c-format
    msgid ""
    "the solution of a regions puzzle on the %1$s board has %2$d queens, one per "
    "row, not %3$d"
    msgstr ""
    "die Lösung eines Regionen-Rätsels auf dem %1$s-Brett hat %2$d Damen, eine "
    "pro Zeile, nicht %3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:39
    #, c-format
    msgid "the queen of row %1$d is in column %2$d, off the %3$s board"
    msgstr "die Dame in Zeile %1$d steht in Spalte %2$d, außerhalb des %3$s-Bretts"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:42
    #, c-format
    msgid "the queens on %1$s and %2$s share a column"
    msgstr "die Damen auf %1$s und %2$s stehen in derselben Spalte"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:44
    #, c-format
    msgid "the queens on %1$s and %2$s share region %3$s"
    msgstr "die Damen auf %1$s und %2$s stehen beide in Region %3$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:48
    #, c-format
    msgid "the queens on %1$s and %2$s touch"
    msgstr "die Damen auf %1$s und %2$s berühren sich"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:57
    #, c-format
    msgid "a regions puzzle's board size is %1$d to %2$d, not %3$d"
    msgstr "die Brettgröße eines Regionen-Rätsels ist %1$d bis %2$d, nicht %3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:60
    #, c-format
    msgid "a regions puzzle's seed is a whole number from 0 to %1$s, not %2$s"
    msgstr ""
    "der Startwert eines Regionen-Rätsels ist eine ganze Zahl von 0 bis %1$s, "
    "nicht %2$s"

    #. %1$s is a difficulty (easy, medium, hard), %2$s a board size (8×8), %3$s a number.
    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:65
    #, c-format
    msgid "no %1$s %2$s regions puzzle came of seed %3$s; try another seed"
    msgstr ""
    "Startwert %3$s ergibt kein Regionen-Rätsel %2$s mit Schwierigkeit %1$s; "
    "versuchen Sie einen anderen Startwert"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:75
    msgid ""
    "the regions puzzle ID is empty; a regions puzzle ID is R, the board size, E, "
    "M or H (easy, medium, hard), a hyphen and 9 letters and digits, like R8M-"
    "EJFG8YJ9J"
    msgstr ""
    "die Regionen-Rätsel-ID ist leer; eine Regionen-Rätsel-ID besteht aus R, der "
    "Brettgröße, E, M oder H (leicht, mittel, schwer), einem Bindestrich und 9 "
    "Buchstaben und Ziffern, etwa R8M-EJFG8YJ9J"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:79
    #, c-format
    msgid ""
    "'%s' is not a regions puzzle ID; a regions puzzle ID is R, the board size, "
    "E, M or H (easy, medium, hard), a hyphen and 9 letters and digits, like R8M-"
    "EJFG8YJ9J"
    msgstr ""
    "„%s“ ist keine Regionen-Rätsel-ID; eine Regionen-Rätsel-ID besteht aus R, "
    "der Brettgröße, E, M oder H (leicht, mittel, schwer), einem Bindestrich und "
    "9 Buchstaben und Ziffern, etwa R8M-EJFG8YJ9J"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:84
    #, c-format
    msgid ""
    "the regions puzzle ID has '%1$s' at position %2$d; IDs use the digits and "
    "the letters other than I, L, O and U"
    msgstr ""
    "die Regionen-Rätsel-ID hat „%1$s“ an Position %2$d; IDs bestehen aus Ziffern "
    "und den Buchstaben außer I, L, O und U"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:88
    #, c-format
    msgid ""
    "the regions puzzle ID has '%1$s' at position %2$d (did you mean %3$s?); IDs "
    "use the digits and the letters other than I, L, O and U"
    msgstr ""
    "die Regionen-Rätsel-ID hat „%1$s“ an Position %2$d (meinten Sie %3$s?); IDs "
    "bestehen aus Ziffern und den Buchstaben außer I, L, O und U"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:92
    msgid ""
    "the regions puzzle ID's check character does not match: a character is "
    "mistyped"
    msgstr ""
    "das Prüfzeichen der Regionen-Rätsel-ID stimmt nicht: Ein Zeichen ist vertippt"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:95
    #, c-format
    msgid ""
    "the regions puzzle ID's board size is %1$d; regions puzzles are %2$s to %3$s"
    msgstr ""
    "die Brettgröße der Regionen-Rätsel-ID ist %1$d; Regionen-Rätsel gibt es von "
    "%2$s bis %3$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:99
    #, c-format
    msgid ""
    "the regions puzzle ID's difficulty is '%s'; it is E (easy), M (medium) or H "
    "(hard)"
    msgstr ""
    "die Schwierigkeit der Regionen-Rätsel-ID ist „%s“; möglich sind E (leicht), "
    "M (mittel) oder H (schwer)"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:102
    #, c-format
    msgid ""
    "a regions puzzle ID has %1$d character after the hyphen, this one has %2$d"
    msgid_plural ""
    "a regions puzzle ID has %1$d characters after the hyphen, this one has %2$d"
    msgstr[0] ""
    "eine Regionen-Rätsel-ID hat %1$d Zeichen nach dem Bindestrich, diese hat %2$d"
    msgstr[1] ""
    "eine Regionen-Rätsel-ID hat %1$d Zeichen nach dem Bindestrich, diese hat %2$d"

    #. %s says why, such as "no easy 8×8 regions puzzle came of seed 12; try another seed".
    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:108
    #, c-format
    msgid "the regions puzzle ID is not a puzzle: %s"
    msgstr "die Regionen-Rätsel-ID ist kein Rätsel: %s"

    #. a regions game's name; %s is the date of its daily: Regions daily 2 Dec 2026.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:44
    #, c-format
    msgid "Regions daily %s"
    msgstr "Regionen-Tagesrätsel %s"

    #. a regions game's name; %s is its puzzle's ID: Regions R8M-EJFG8YJ9J.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:46
    #, c-format
    msgid "Regions %s"
    msgstr "Regionen %s"

    #. what separates the parts of a phrase read out, such as "e4, queen, in conflict".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:65
    msgctxt "phrase separator"
    msgid ", "
    msgstr ", "

    #. ends a sentence made of an error's words ("The puzzle ID is empty; …."): "%s。" in Japanese.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:74
    #, c-format
    msgctxt "sentence"
    msgid "%s."
    msgstr "%s."

    #. two sentences one after the other; "%1$s%2$s" in Japanese, which puts no space between them.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:80
    #, c-format
    msgctxt "two sentences"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #. joins the items of a list but the last, such as "row 3, row 4" in "row 3, row 4 and row 5".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:89
    #, c-format
    msgctxt "list"
    msgid "%1$s, %2$s"
    msgstr "%1$s, %2$s"

    #. joins the last item of a list, such as "rows 3 and 4" or "a, b and c".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:92
    #, c-format
    msgctxt "list"
    msgid "%1$s and %2$s"
    msgstr "%1$s und %2$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:102
    msgctxt "difficulty"
    msgid "Easy"
    msgstr "Leicht"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:103
    msgctxt "difficulty"
    msgid "Medium"
    msgstr "Mittel"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:104
    msgctxt "difficulty"
    msgid "Hard"
    msgstr "Schwer"

    #. a puzzle's difficulty within a sentence, such as "9 by 9, easy".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:112
    msgctxt "difficulty in a sentence"
    msgid "easy"
    msgstr "leicht"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:113
    msgctxt "difficulty in a sentence"
    msgid "medium"
    msgstr "mittel"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:114
    msgctxt "difficulty in a sentence"
    msgid "hard"
    msgstr "schwer"

    #. in the share text, a game solved without any hint.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:121
    msgid "no hints"
    msgstr "ohne Tipps"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:121
    #: Sources/NQueensPresentation/History/HistoryRow.swift:70
    #, c-format
    msgid "%d hint"
    msgid_plural "%d hints"
    msgstr[0] "%d Tipp"
    msgstr[1] "%d Tipps"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:136
    #, c-format
    msgid "%d hour"
    msgid_plural "%d hours"
    msgstr[0] "%d Stunde"
    msgstr[1] "%d Stunden"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:137
    #, c-format
    msgid "%d minute"
    msgid_plural "%d minutes"
    msgstr[0] "%d Minute"
    msgstr[1] "%d Minuten"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:138
    #, c-format
    msgid "%d second"
    msgid_plural "%d seconds"
    msgstr[0] "%d Sekunde"
    msgstr[1] "%d Sekunden"

    #. a time read out: hours, minutes and seconds, such as "1 hour 2 minutes 3 seconds".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:142
    #, c-format
    msgctxt "spoken time"
    msgid "%1$s %2$s %3$s"
    msgstr "%1$s %2$s %3$s"

    #. a time read out in two parts, such as "2 minutes 31 seconds" or "1 hour 5 seconds".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:145
    #, c-format
    msgctxt "spoken time"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:18
    msgctxt "square"
    msgid "given queen"
    msgstr "vorgegebene Dame"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:18
    msgctxt "square"
    msgid "queen"
    msgstr "Dame"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:19
    msgctxt "square"
    msgid "marked"
    msgstr "markiert"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:19
    msgctxt "square"
    msgid "empty"
    msgstr "leer"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:21
    msgctxt "square"
    msgid "in conflict"
    msgstr "im Konflikt"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:22
    msgctxt "square"
    msgid "ruled out"
    msgstr "ausgeschlossen"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:23
    msgctxt "square"
    msgid "attacked"
    msgstr "bedroht"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:25
    msgctxt "square"
    msgid "hint: place a queen here"
    msgstr "Tipp: hier eine Dame setzen"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:26
    msgctxt "square"
    msgid "hint: remove this queen"
    msgstr "Tipp: diese Dame entfernen"

    #. a square's region for screen readers; %s is its colour: orange region.
    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:35
    #, c-format
    msgid "%s region"
    msgstr "Region %s"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:53
    msgid "A given queen stays."
    msgstr "Eine vorgegebene Dame bleibt stehen."

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:54
    msgid "Removes the queen."
    msgstr "Entfernt die Dame."

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:55
    msgid "Marks the square."
    msgstr "Markiert das Feld."

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:55
    msgid "Places a queen."
    msgstr "Setzt eine Dame."

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:62
    msgid "Remove mark"
    msgstr "Markierung entfernen"

    #. the screen reader's action that marks a square with ✕.
    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:62
    #: Sources/NQueensSwiftUI/Game/BoardView.swift:112
    msgctxt "action"
    msgid "Mark"
    msgstr "Markieren"

    #. %s says why, such as "board size 0 is out of range; a board has at least 1 row".
    #: Sources/NQueensPresentation/Game/GameRules.swift:129
    #, c-format
    msgid "No hint for this board: %s."
    msgstr "Kein Tipp für dieses Brett: %s."

    #. the number of given queens in a puzzle's line: "8×8 · Easy · 3 givens · 8-0K31D0Q".
    #: Sources/NQueensPresentation/Game/GameRules.swift:138
    #, c-format
    msgctxt "puzzle line"
    msgid "%d given"
    msgid_plural "%d givens"
    msgstr[0] "%d vorgegeben"
    msgstr[1] "%d vorgegeben"

    #. the status before a puzzle's first queen, before "One solution fits the 3 given queens."
    #: Sources/NQueensPresentation/Game/GameRules.swift:145
    #, c-format
    msgid "Place %d queen."
    msgid_plural "Place %d queens."
    msgstr[0] "Setzen Sie %d Dame."
    msgstr[1] "Setzen Sie %d Damen."

    #. after "Place 5 queens." in a puzzle's status; the singular may leave the number out.
    #: Sources/NQueensPresentation/Game/GameRules.swift:147
    #, c-format
    msgid "One solution fits the given queen."
    msgid_plural "One solution fits the %d given queens."
    msgstr[0] "Genau eine Lösung passt zur vorgegebenen Dame."
    msgstr[1] "Genau eine Lösung passt zu den %d vorgegebenen Damen."

    #: Sources/NQueensPresentation/Game/GameStatus.swift:30
    #, c-format
    msgid "Place %d queen so that no two attack each other."
    msgid_plural "Place %d queens so that no two attack each other."
    msgstr[0] "Setzen Sie %d Dame so, dass sich keine zwei bedrohen."
    msgstr[1] "Setzen Sie %d Damen so, dass sich keine zwei bedrohen."

    #: Sources/NQueensPresentation/Game/GameStatus.swift:34
    #, c-format
    msgid "Keep going: %d queen to place."
    msgid_plural "Keep going: %d queens to place."
    msgstr[0] "Weiter so: Noch %d Dame fehlt."
    msgstr[1] "Weiter so: Noch %d Damen fehlen."

    #: Sources/NQueensPresentation/Game/GameStatus.swift:36
    #, c-format
    msgid "Conflict: %d queen attacks another."
    msgid_plural "Conflict: %d queens attack each other."
    msgstr[0] "Konflikt: %d Dame bedroht eine andere."
    msgstr[1] "Konflikt: %d Damen bedrohen sich."

    #: Sources/NQueensPresentation/Game/GameStatus.swift:39
    msgid "Dead end: no solution contains these queens."
    msgstr "Sackgasse: Keine Lösung enthält diese Damen."

    #: Sources/NQueensPresentation/Game/GameViewModel+Actions.swift:176
    #, c-format
    msgid "The queen on %s is given: it stays."
    msgstr "Die Dame auf %s ist vorgegeben und bleibt stehen."

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:65
    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:78
    msgctxt "solutions counter"
    msgid "Solved"
    msgstr "Gelöst"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:65
    msgid "A puzzle has exactly one solution"
    msgstr "Ein Rätsel hat genau eine Lösung"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:70
    msgid "Counting solutions…"
    msgstr "Lösungen werden gezählt …"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:70
    msgid "Looking for a solution…"
    msgstr "Lösung wird gesucht …"

    #. the solutions counter; %1$s solutions of all %2$s of the board size: 42 of 92 solutions.
    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:73
    #, c-format
    msgid "%1$s of %2$s solution still reachable"
    msgid_plural "%1$s of %2$s solutions still reachable"
    msgstr[0] "%1$s von %2$s Lösung noch erreichbar"
    msgstr[1] "%1$s von %2$s Lösungen noch erreichbar"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:78
    msgid "Solvable: a solution contains these queens"
    msgstr "Lösbar: Eine Lösung enthält diese Damen"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:80
    msgid "Dead end: no solution contains these queens"
    msgstr "Sackgasse: Keine Lösung enthält diese Damen"

    #. the Game screen's title for a daily; %s is its date: Daily · 1 Dec 2026.
    #. Home's card of today's daily puzzle; %s is its date, such as "29 Nov 2026".
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:25
    #: Sources/NQueensTerminal/Screens/HomeView.swift:165
    #, c-format
    msgid "Daily · %s"
    msgstr "Tagesrätsel · %s"

    #. the Game screen's title for a puzzle by ID; %s is its board size: Puzzle · 8×8.
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:27
    #: Sources/NQueensCLI/PuzzleArguments.swift:62
    #, c-format
    msgid "Puzzle · %s"
    msgstr "Rätsel · %s"

    #. the Game screen's title for the regions daily; %s is its date.
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:30
    #, c-format
    msgid "Regions daily · %s"
    msgstr "Regionen-Tagesrätsel · %s"

    #. the Game screen's title for a regions puzzle; %s is its board size: Regions · 8×8.
    #. Home's card of today's regions daily; %s is its date, such as "29 Nov 2026".
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:32
    #: Sources/NQueensTerminal/Screens/HomeView.swift:172
    #, c-format
    msgid "Regions · %s"
    msgstr "Regionen · %s"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:64
    msgctxt "game figure"
    msgid "Queens"
    msgstr "Damen"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:65
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:152
    msgctxt "game figure"
    msgid "Time"
    msgstr "Zeit"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:66
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:153
    msgctxt "game figure"
    msgid "Moves"
    msgstr "Züge"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:69
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:155
    msgctxt "game figure"
    msgid "Hints"
    msgstr "Tipps"

    #. %1$s is the time (2:31), %2$d the number of moves.
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:128
    #, c-format
    msgid "Solved in %1$s with %2$d move!"
    msgid_plural "Solved in %1$s with %2$d moves!"
    msgstr[0] "Gelöst in %1$s mit %2$d Zug!"
    msgstr[1] "Gelöst in %1$s mit %2$d Zügen!"

    #: Sources/NQueensPresentation/Game/GameViewModel+Marks.swift:161
    #, c-format
    msgid "Take the queen off %s first: only an empty square takes a mark."
    msgstr ""
    "Nehmen Sie zuerst die Dame von %s: Nur ein leeres Feld lässt sich markieren."

    #: Sources/NQueensPresentation/Game/GameViewModel+Marks.swift:163
    #, c-format
    msgid "A hint ruled out %s: it stays crossed."
    msgstr "Ein Tipp hat %s ausgeschlossen: Das Kreuz bleibt."

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/Game/GameViewModel+Saving.swift:23
    #, c-format
    msgid "This game could not be saved (%s); it is lost if you quit now."
    msgstr ""
    "Dieses Spiel konnte nicht gespeichert werden (%s); es geht verloren, wenn "
    "Sie jetzt beenden."

    #: Sources/NQueensPresentation/Game/GameViewModel+Saving.swift:33
    #, c-format
    msgid "The finished game could not be cleared from the saved game (%s)."
    msgstr ""
    "Das beendete Spiel konnte nicht aus dem gespeicherten Spiel entfernt werden "
    "(%s)."

    #: Sources/NQueensPresentation/Game/GameViewModel+Saving.swift:80
    #, c-format
    msgid ""
    "An earlier win is not in your history yet: %s. It is kept, and saved with "
    "your next move."
    msgstr ""
    "Ein früherer Sieg ist noch nicht in Ihrem Verlauf: %s. Er bleibt erhalten "
    "und wird mit Ihrem nächsten Zug gespeichert."

    #. %s is a conflict, such as "c3 and d4 touch".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:42
    #, c-format
    msgid "Conflict: %s."
    msgstr "Konflikt: %s."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:44
    #, c-format
    msgid "Conflict: %1$s (and %2$d more conflict)."
    msgid_plural "Conflict: %1$s (and %2$d more conflicts)."
    msgstr[0] "Konflikt: %1$s (und %2$d weiterer Konflikt)."
    msgstr[1] "Konflikt: %1$s (und %2$d weitere Konflikte)."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:65
    #, c-format
    msgid "Place %d queen: one in each row, column and region, none touching."
    msgid_plural ""
    "Place %d queens: one in each row, column and region, none touching."
    msgstr[0] ""
    "Setzen Sie %d Dame: je eine pro Zeile, Spalte und Region, ohne dass sich "
    "Damen berühren."
    msgstr[1] ""
    "Setzen Sie %d Damen: je eine pro Zeile, Spalte und Region, ohne dass sich "
    "Damen berühren."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:77
    #, c-format
    msgid "%1$s and %2$s share row %3$d"
    msgstr "%1$s und %2$s stehen beide in Zeile %3$d"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:79
    #, c-format
    msgid "%1$s and %2$s share column %3$s"
    msgstr "%1$s und %2$s stehen beide in Spalte %3$s"

    #. %3$s is a region, such as "the orange region (A)".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:84
    #, c-format
    msgid "%1$s and %2$s are both in %3$s"
    msgstr "%1$s und %2$s liegen beide in %3$s"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:88
    #, c-format
    msgid "%1$s and %2$s touch"
    msgstr "%1$s und %2$s berühren sich"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:101
    #, c-format
    msgid "Take the queen off %s: it breaks a rule."
    msgstr "Entfernen Sie die Dame auf %s, denn sie verstößt gegen eine Regel."

    #. %2$s is a conflict, such as "c3 and d4 touch".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:103
    #, c-format
    msgid "Take the queen off %1$s: %2$s."
    msgstr "Entfernen Sie die Dame auf %1$s: %2$s."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:105
    #, c-format
    msgid "Take the queen off %s: the solution has no queen there."
    msgstr "Entfernen Sie die Dame auf %s: Die Lösung hat dort keine Dame."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:107
    #, c-format
    msgid "Take your mark off %s: its queen goes there."
    msgstr "Entfernen Sie Ihre Markierung auf %s: Dort gehört eine Dame hin."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:119
    #, c-format
    msgid ""
    "The queen on %s rules out the rest of its row, column and region, and the "
    "squares around it."
    msgstr ""
    "Die Dame auf %s schließt den Rest ihrer Zeile, Spalte und Region sowie die "
    "Felder um sie herum aus."

    #. %1$s names regions ("The orange region (A)"), %2$s rows or columns ("rows 3 and 4").
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:127
    #, c-format
    msgid "%1$s fits only in %2$s, so the rest of %2$s is ruled out."
    msgid_plural "%1$s fit only in %2$s, so the rest of %2$s is ruled out."
    msgstr[0] "%1$s passt nur in %2$s, also ist der Rest von %2$s ausgeschlossen."
    msgstr[1] "%1$s passen nur in %2$s, also ist der Rest von %2$s ausgeschlossen."

    #. %1$s names rows or columns ("Rows 3 and 4"), %2$s regions ("the orange region (A)").
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:132
    #, c-format
    msgid ""
    "%1$s has possible squares only in %2$s, so the rest of %2$s is ruled out."
    msgid_plural ""
    "%1$s have possible squares only in %2$s, so the rest of %2$s is ruled out."
    msgstr[0] ""
    "%1$s hat mögliche Felder nur in %2$s, also ist der Rest von %2$s "
    "ausgeschlossen."
    msgstr[1] ""
    "%1$s haben mögliche Felder nur in %2$s, also ist der Rest von %2$s "
    "ausgeschlossen."

    #. %2$s is a row, column or region, such as "row 4" or "the orange region (A)".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:138
    #, c-format
    msgid ""
    "A queen on %1$s would leave %2$s with no possible square, so %1$s is ruled "
    "out."
    msgstr ""
    "Eine Dame auf %1$s ließe %2$s ohne mögliches Feld, also ist %1$s "
    "ausgeschlossen."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:148
    #, c-format
    msgid "Row %1$d has one possible square left, so its queen goes on %2$s."
    msgstr ""
    "Zeile %1$d hat nur noch ein mögliches Feld, also gehört ihre Dame auf %2$s."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:150
    #, c-format
    msgid "Column %1$s has one possible square left, so its queen goes on %2$s."
    msgstr ""
    "Spalte %1$s hat nur noch ein mögliches Feld, also gehört ihre Dame auf %2$s."

    #. %1$s is a region's colour (orange), %2$s its letter (A).
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:155
    #, c-format
    msgid ""
    "The %1$s region (%2$s) has one possible square left, so its queen goes on "
    "%3$s."
    msgstr ""
    "Region %1$s (%2$s) hat nur noch ein mögliches Feld, also gehört ihre Dame "
    "auf %3$s."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:174
    #, c-format
    msgctxt "region colour and letter"
    msgid "%1$s (%2$s)"
    msgstr "%1$s (%2$s)"

    #. rows of a board in a hint; %s is one number or a list of them: "row 4", "rows 3 and 4".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:181
    #, c-format
    msgid "row %s"
    msgid_plural "rows %s"
    msgstr[0] "Zeile %s"
    msgstr[1] "Zeilen %s"

    #. columns of a board in a hint; %s is one letter or a list: "column c", "columns c and d".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:184
    #, c-format
    msgid "column %s"
    msgid_plural "columns %s"
    msgstr[0] "Spalte %s"
    msgstr[1] "Spalten %s"

    #. regions in a hint; %s lists their colours and letters: "the orange (A) and blue (B) regions".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:190
    #, c-format
    msgid "the %s regions"
    msgstr "Regionen %s"

    #. a game's efficiency for screen readers; %s is a percentage: 80% efficiency.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:54
    #, c-format
    msgid "%s efficiency"
    msgstr "Effizienz %s"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:66
    #, c-format
    msgid "%d move"
    msgid_plural "%d moves"
    msgstr[0] "%d Zug"
    msgstr[1] "%d Züge"

    #. a daily in the history; %1$s is its date, %2$s its difficulty: Daily 1 Dec 2026 · Easy.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:79
    #, c-format
    msgid "Daily %1$s · %2$s"
    msgstr "Tagesrätsel %1$s · %2$s"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:81
    #: Sources/NQueensPresentation/History/HistoryRow.swift:145
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:99
    msgctxt "game kind"
    msgid "Daily"
    msgstr "Tagesrätsel"

    #. a puzzle played by ID in the history; %s is its ID: Puzzle 8-0K31D0Q.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:85
    #, c-format
    msgid "Puzzle %s"
    msgstr "Rätsel %s"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:105
    msgctxt "sizes"
    msgid "All"
    msgstr "Alle"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:113
    msgid "All sizes"
    msgstr "Alle Größen"

    #. a board size read out: 8 by 8.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:115
    #, c-format
    msgid "%1$d by %2$d"
    msgstr "%1$d mal %2$d"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:144
    msgctxt "kinds"
    msgid "All"
    msgstr "Alle"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:146
    msgctxt "game kinds"
    msgid "Puzzles"
    msgstr "Rätsel"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:147
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:101
    msgctxt "game kind"
    msgid "Free play"
    msgstr "Freies Spiel"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:148
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:102
    msgctxt "game kind"
    msgid "Regions"
    msgstr "Regionen"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:155
    msgid "All kinds"
    msgstr "Alle Arten"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:202
    msgid "Newest first"
    msgstr "Neueste zuerst"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:203
    #: Sources/NQueensCLI/StatsCommand.swift:85
    msgid "Fewest moves"
    msgstr "Wenigste Züge"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:204
    msgid "Fastest"
    msgstr "Schnellste"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:205
    msgid "Most efficient"
    msgstr "Effizienteste"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:57
    msgid "Export History…"
    msgstr "Verlauf exportieren …"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:60
    msgid "Import History…"
    msgstr "Verlauf importieren …"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:97
    #, c-format
    msgid "Exported %s game."
    msgid_plural "Exported %s games."
    msgstr[0] "%s Spiel exportiert."
    msgstr[1] "%s Spiele exportiert."

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:102
    #, c-format
    msgid "Your history could not be exported: %s."
    msgstr "Ihr Verlauf konnte nicht exportiert werden: %s."

    #. %1$s is a number of games, %2$s a file name.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:114
    #, c-format
    msgid "Exported %1$s game to %2$s."
    msgid_plural "Exported %1$s games to %2$s."
    msgstr[0] "%1$s Spiel nach %2$s exportiert."
    msgstr[1] "%1$s Spiele nach %2$s exportiert."

    #. %1$s is a file name, %2$s why it could not be written ("permission denied").
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:135
    #, c-format
    msgid "%1$s could not be written: %2$s. Choose a folder you can write to."
    msgstr ""
    "%1$s konnte nicht geschrieben werden: %2$s. Wählen Sie einen Ordner, in den "
    "Sie schreiben dürfen."

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:149
    msgid "Could Not Import History"
    msgstr "Verlauf konnte nicht importiert werden"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:163
    #, c-format
    msgid "An import is already under way; %s was not imported."
    msgstr "Ein Import läuft bereits; %s wurde nicht importiert."

    #. %1$s is a file name, %2$s says why it could not be imported.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:195
    #, c-format
    msgid "%1$s could not be imported: %2$s. Your history is unchanged."
    msgstr ""
    "%1$s konnte nicht importiert werden: %2$s. Ihr Verlauf ist unverändert."

    #. %1$s is a number of games, %2$s one or more file names: Imported 214 games from games.json.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:211
    #, c-format
    msgid "Imported %1$s game from %2$s."
    msgid_plural "Imported %1$s games from %2$s."
    msgstr[0] "%1$s Spiel aus %2$s importiert."
    msgstr[1] "%1$s Spiele aus %2$s importiert."

    #. %2$s counts the games the history had already: Imported 214 games (12 already here) from a.json.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:216
    #, c-format
    msgid "Imported %1$s game (%2$s already here) from %3$s."
    msgid_plural "Imported %1$s games (%2$s already here) from %3$s."
    msgstr[0] "%1$s Spiel (%2$s schon vorhanden) aus %3$s importiert."
    msgstr[1] "%1$s Spiele (%2$s schon vorhanden) aus %3$s importiert."

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:226
    msgid "permission denied"
    msgstr "keine Berechtigung"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:227
    msgid "the disk is full"
    msgstr "der Datenträger ist voll"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:228
    msgid "the disk is read-only"
    msgstr "der Datenträger ist schreibgeschützt"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:229
    msgid "its folder does not exist"
    msgstr "der Ordner existiert nicht"

    #. %s names the file and what is wrong with it.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:237
    #, c-format
    msgid "%s. Nothing was imported; your history is unchanged."
    msgstr "%s. Nichts wurde importiert; Ihr Verlauf ist unverändert."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:17
    #: Sources/NQueensTerminal/Screens/HomeView.swift:180
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:108
    msgid "Game History"
    msgstr "Spielverlauf"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:88
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:130
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:135
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:85
    msgid "No games yet"
    msgstr "Noch keine Spiele"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:93
    msgid ""
    "Solve a board and it shows up here, with its time, moves and efficiency."
    msgstr ""
    "Lösen Sie ein Brett, dann erscheint es hier mit Zeit, Zügen und Effizienz."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:102
    msgid "No games yet."
    msgstr "Noch keine Spiele."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:103
    msgid "No daily games yet."
    msgstr "Noch keine Tagesrätsel."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:104
    msgid "No puzzles yet."
    msgstr "Noch keine Rätsel."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:105
    msgid "No free games yet."
    msgstr "Noch keine freien Spiele."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:106
    msgid "No regions games yet."
    msgstr "Noch keine Regionen-Spiele."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:111
    #, c-format
    msgid "No games on %s yet."
    msgstr "Noch keine Spiele auf %s."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:112
    #, c-format
    msgid "No daily games on %s yet."
    msgstr "Noch keine Tagesrätsel auf %s."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:113
    #, c-format
    msgid "No puzzles on %s yet."
    msgstr "Noch keine Rätsel auf %s."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:114
    #, c-format
    msgid "No free games on %s yet."
    msgstr "Noch keine freien Spiele auf %s."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:115
    #, c-format
    msgid "No regions games on %s yet."
    msgstr "Noch keine Regionen-Spiele auf %s."

    #. the games the history shows of those matching: 100 of 250 games.
    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:123
    #, c-format
    msgid "%1$s of %2$s game"
    msgid_plural "%1$s of %2$s games"
    msgstr[0] "%1$s von %2$s Spiel"
    msgstr[1] "%1$s von %2$s Spielen"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:126
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:130
    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:72
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:66
    #: Sources/NQueensCLI/HistoryCommand.swift:161
    #, c-format
    msgid "%s game"
    msgid_plural "%s games"
    msgstr[0] "%s Spiel"
    msgstr[1] "%s Spiele"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:141
    #, c-format
    msgid ""
    "Delete all %s game? Your streaks start again and your album empties. This "
    "cannot be undone."
    msgid_plural ""
    "Delete all %s games? Your streaks start again and your album empties. This "
    "cannot be undone."
    msgstr[0] ""
    "%s Spiel löschen? Ihre Serien beginnen von vorn und Ihr Album wird geleert. "
    "Dies kann nicht rückgängig gemacht werden."
    msgstr[1] ""
    "Alle %s Spiele löschen? Ihre Serien beginnen von vorn und Ihr Album wird "
    "geleert. Dies kann nicht rückgängig gemacht werden."

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:232
    #, c-format
    msgid "Your history could not be cleared: %s."
    msgstr "Ihr Verlauf konnte nicht gelöscht werden: %s."

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:275
    #, c-format
    msgid "Your history could not be read: %s."
    msgstr "Ihr Verlauf konnte nicht gelesen werden: %s."

    #. the Replay screen's title; %s is a board size: 8×8 replay.
    #. the Replay screen's title for a regions game; %s is its name: Regions daily 2 Dec 2026.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:135
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:141
    #, c-format
    msgid "%s replay"
    msgstr "Wiedergabe: %s"

    #. the Replay screen's title for a daily; %s is its date: Daily 1 Dec 2026 replay.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:137
    #, c-format
    msgid "Daily %s replay"
    msgstr "Wiedergabe: Tagesrätsel %s"

    #. the Replay screen's title for a puzzle; %s is its ID: Puzzle 8-0K31D0Q replay.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:139
    #, c-format
    msgid "Puzzle %s replay"
    msgstr "Wiedergabe: Rätsel %s"

    #. a replayed game's figures: its time, moves and efficiency: 0:41 · 12 moves · 80%.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:153
    #, c-format
    msgid "%1$s · %2$d move · %3$s"
    msgid_plural "%1$s · %2$d moves · %3$s"
    msgstr[0] "%1$s · %2$d Zug · %3$s"
    msgstr[1] "%1$s · %2$d Züge · %3$s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:161
    #, c-format
    msgid "Start · %d step"
    msgid_plural "Start · %d steps"
    msgstr[0] "Start · %d Schritt"
    msgstr[1] "Start · %d Schritte"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:162
    #, c-format
    msgid "Step %1$d of %2$d"
    msgstr "Schritt %1$d von %2$d"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:168
    msgid "Empty board"
    msgstr "Leeres Brett"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:168
    msgid "The given queens"
    msgstr "Die vorgegebenen Damen"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:170
    msgid "Final position"
    msgstr "Endstellung"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:178
    #, c-format
    msgid "Placed a queen on %s"
    msgstr "Dame auf %s gesetzt"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:180
    #, c-format
    msgid "Removed the queen on %s"
    msgstr "Dame auf %s entfernt"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:183
    #, c-format
    msgid "Undo: took the queen off %s"
    msgstr "Rückgängig: Dame von %s genommen"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:183
    #, c-format
    msgid "Undo: put the queen back on %s"
    msgstr "Rückgängig: Dame wieder auf %s gesetzt"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:186
    #, c-format
    msgid "Redo: took the queen off %s"
    msgstr "Wiederholen: Dame von %s genommen"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:186
    #, c-format
    msgid "Redo: put a queen on %s"
    msgstr "Wiederholen: Dame auf %s gesetzt"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:199
    #, c-format
    msgid "Marked %s"
    msgstr "%s markiert"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:200
    #, c-format
    msgid "Took the mark off %s"
    msgstr "Markierung von %s entfernt"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:203
    #, c-format
    msgid "Undo: took the mark off %s"
    msgstr "Rückgängig: Markierung von %s entfernt"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:203
    #, c-format
    msgid "Undo: marked %s again"
    msgstr "Rückgängig: %s wieder markiert"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:206
    #, c-format
    msgid "Redo: took the mark off %s"
    msgstr "Wiederholen: Markierung von %s entfernt"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:206
    #, c-format
    msgid "Redo: marked %s"
    msgstr "Wiederholen: %s markiert"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:207
    #, c-format
    msgid "Changed %s"
    msgstr "%s geändert"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:212
    #, c-format
    msgid "Marked %d square"
    msgid_plural "Marked %d squares"
    msgstr[0] "%d Feld markiert"
    msgstr[1] "%d Felder markiert"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:214
    #, c-format
    msgid "Took the mark off %s and put a queen there"
    msgstr "Markierung von %s entfernt und dort eine Dame gesetzt"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:215
    #, c-format
    msgid "Took the marks off %d square"
    msgid_plural "Took the marks off %d squares"
    msgstr[0] "Markierung von %d Feld entfernt"
    msgstr[1] "Markierungen von %d Feldern entfernt"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:216
    #, c-format
    msgid "Undo: changed %d square"
    msgid_plural "Undo: changed %d squares"
    msgstr[0] "Rückgängig: %d Feld geändert"
    msgstr[1] "Rückgängig: %d Felder geändert"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:217
    #, c-format
    msgid "Redo: changed %d square"
    msgid_plural "Redo: changed %d squares"
    msgstr[0] "Wiederholen: %d Feld geändert"
    msgstr[1] "Wiederholen: %d Felder geändert"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:218
    #, c-format
    msgid "Changed %d square"
    msgid_plural "Changed %d squares"
    msgstr[0] "%d Feld geändert"
    msgstr[1] "%d Felder geändert"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:31
    msgctxt "daily kind"
    msgid "daily"
    msgstr "Tagesrätsel"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:31
    msgctxt "daily kind"
    msgid "regions daily"
    msgstr "Regionen-Tagesrätsel"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:36
    msgid "Dailies of the last 30 days"
    msgstr "Tagesrätsel der letzten 30 Tage"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:36
    msgid "Regions dailies of the last 30 days"
    msgstr "Regionen-Tagesrätsel der letzten 30 Tage"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:98
    msgid "Today's daily"
    msgstr "Heutiges Tagesrätsel"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:98
    msgid "Today's regions daily"
    msgstr "Heutiges Regionen-Tagesrätsel"

    #. a daily solved, with its best time: Solved ✓ 2:31.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:110
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:164
    #, c-format
    msgid "Solved ✓ %s"
    msgstr "Gelöst ✓ %s"

    #. a daily being played, with its time so far: In progress · 0:41.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:113
    #, c-format
    msgid "In progress · %s"
    msgstr "In Arbeit · %s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:115
    msgid "Not played yet"
    msgstr "Noch nicht gespielt"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:117
    #: Sources/NQueensTerminal/Screens/HomeView.swift:160
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:133
    msgid "Continue"
    msgstr "Fortsetzen"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:117
    #: Sources/NQueensTerminal/Screens/VictoryView.swift:21
    msgid "Play again"
    msgstr "Erneut spielen"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:117
    msgctxt "action"
    msgid "Play"
    msgstr "Spielen"

    #. a daily for screen readers; %s is a time read out: solved in 2 minutes 31 seconds.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:120
    #: Sources/NQueensPresentation/Home/DailyCard.swift:182
    #, c-format
    msgid "solved in %s"
    msgstr "gelöst in %s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:121
    #: Sources/NQueensPresentation/Home/DailyCard.swift:183
    msgctxt "daily"
    msgid "in progress"
    msgstr "in Arbeit"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:121
    msgctxt "daily"
    msgid "not played yet"
    msgstr "noch nicht gespielt"

    #. the daily card for screen readers: its title, date, size (9 by 9), difficulty and state.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:123
    #, c-format
    msgid "%1$s, %2$s, %3$d by %3$d, %4$s, %5$s"
    msgstr "%1$s, %2$s, %3$d mal %3$d, %4$s, %5$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:183
    msgctxt "daily"
    msgid "not solved"
    msgstr "nicht gelöst"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:190
    #, c-format
    msgid "%1$s, %2$d by %2$d %3$s daily, %4$s"
    msgstr "%1$s, Tagesrätsel %2$d mal %2$d, %3$s, %4$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:191
    #, c-format
    msgid "%1$s, today, %2$d by %2$d %3$s daily, %4$s"
    msgstr "%1$s, heute, Tagesrätsel %2$d mal %2$d, %3$s, %4$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:193
    #, c-format
    msgid "%1$s, %2$d by %2$d %3$s regions daily, %4$s"
    msgstr "%1$s, Regionen-Tagesrätsel %2$d mal %2$d, %3$s, %4$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:195
    #, c-format
    msgid "%1$s, today, %2$d by %2$d %3$s regions daily, %4$s"
    msgstr "%1$s, heute, Regionen-Tagesrätsel %2$d mal %2$d, %3$s, %4$s"

    #. the game's name, as Home's title shows it.
    #. the app's name, as the desktop entry and the window's title give it.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:14
    #: Apps/GNOME/Sources/NQueensGNOME/App/ApplicationID.swift:15
    #: Apps/Apple/NQueens/NQueensApp.swift:27
    msgid "N-Queens"
    msgstr "N-Damen"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:19
    msgid ""
    "Place N queens so that no two attack each other — no shared row, column or "
    "diagonal."
    msgstr ""
    "Setzen Sie N Damen so, dass sich keine zwei bedrohen – keine gemeinsame "
    "Zeile, Spalte oder Diagonale."

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:117
    msgid "No streak yet"
    msgstr "Noch keine Serie"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:118
    #, c-format
    msgid "No streak yet · best %d"
    msgstr "Noch keine Serie · Rekord %d"

    #. a streak of days with a game solved: 3-day streak.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:120
    #, c-format
    msgid "%d-day streak"
    msgid_plural "%d-day streak"
    msgstr[0] "Serie: %d Tag"
    msgstr[1] "Serie: %d Tage"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:122
    #, c-format
    msgid "%1$d-day streak · best %2$d"
    msgid_plural "%1$d-day streak · best %2$d"
    msgstr[0] "Serie: %1$d Tag · Rekord %2$d"
    msgstr[1] "Serie: %1$d Tage · Rekord %2$d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:135
    msgid "Times, trends and calendar"
    msgstr "Zeiten, Trends und Kalender"

    #. a daily to resume; %s is its date: Daily 1 Dec 2026.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:152
    #, c-format
    msgid "Daily %s"
    msgstr "Tagesrätsel %s"

    #. a shared puzzle to resume; %s is its board size: Puzzle 8×8.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:154
    #, c-format
    msgctxt "puzzle and its size"
    msgid "Puzzle %s"
    msgstr "Rätsel %s"

    #. the game to resume: its name, queens placed of the board size, and time: 8×8 · 3/8 queens · 0:41.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:158
    #, c-format
    msgid "%1$s · %2$d/%3$d queen · %4$s"
    msgid_plural "%1$s · %2$d/%3$d queens · %4$s"
    msgstr[0] "%1$s · %2$d/%3$d Dame · %4$s"
    msgstr[1] "%1$s · %2$d/%3$d Damen · %4$s"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:171
    msgid "No daily streak yet"
    msgstr "Noch keine Tagesrätsel-Serie"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:172
    #, c-format
    msgid "No daily streak yet · best %d"
    msgstr "Noch keine Tagesrätsel-Serie · Rekord %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:173
    #, c-format
    msgid "Daily streak %d"
    msgstr "Tagesrätsel-Serie %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:174
    #, c-format
    msgid "Daily streak %1$d · best %2$d"
    msgstr "Tagesrätsel-Serie %1$d · Rekord %2$d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:181
    msgid "No regions streak yet"
    msgstr "Noch keine Regionen-Serie"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:182
    #, c-format
    msgid "No regions streak yet · best %d"
    msgstr "Noch keine Regionen-Serie · Rekord %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:183
    #, c-format
    msgid "Regions streak %d"
    msgstr "Regionen-Serie %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:184
    #, c-format
    msgid "Regions streak %1$d · best %2$d"
    msgstr "Regionen-Serie %1$d · Rekord %2$d"

    #: Sources/NQueensPresentation/Home/PuzzleEntryViewModel.swift:14
    msgid "Open a Puzzle"
    msgstr "Rätsel öffnen"

    #: Sources/NQueensPresentation/Home/PuzzleEntryViewModel.swift:18
    msgid ""
    "Type the ID of a puzzle, such as one a friend shared: its board size, a "
    "hyphen, then letters and digits."
    msgstr ""
    "Geben Sie die ID eines Rätsels ein, etwa von einem Freund: Brettgröße, "
    "Bindestrich, dann Buchstaben und Ziffern."

    #: Sources/NQueensPresentation/Home/PuzzleEntryViewModel.swift:25
    msgctxt "action"
    msgid "Open"
    msgstr "Öffnen"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:14
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:33
    msgid "Settings"
    msgstr "Einstellungen"

    #. the language setting's choice that follows the system; %s is the language it gives: Deutsch.
    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:62
    #, c-format
    msgctxt "language"
    msgid "System (%s)"
    msgstr "System (%s)"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:68
    msgid "Language"
    msgstr "Sprache"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:85
    msgid "The new language takes effect when NQueens starts again."
    msgstr "Die neue Sprache gilt ab dem nächsten Start von NQueens."

    #. a setting's title; ✕ is the mark a player puts on a square a queen cannot take.
    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:124
    msgid "Click cycles empty → ✕ → queen"
    msgstr "Klick wechselt leer → ✕ → Dame"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:129
    msgid ""
    "A click marks an empty square, a second click puts a queen there, a third "
    "takes it off."
    msgstr ""
    "Ein Klick markiert ein leeres Feld, ein zweiter setzt dort eine Dame, ein "
    "dritter entfernt sie."

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:139
    msgid "Mark around each queen"
    msgstr "Um jede Dame markieren"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:143
    msgid ""
    "In a regions game, a new queen puts ✕ on its row, column, region and the "
    "squares around it."
    msgstr ""
    "In einem Regionen-Spiel setzt eine neue Dame ✕ auf ihre Zeile, Spalte und "
    "Region und auf die Felder um sie herum."

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:158
    msgctxt "theme"
    msgid "System"
    msgstr "System"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:159
    msgctxt "theme"
    msgid "Dark"
    msgstr "Dunkel"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:160
    msgctxt "theme"
    msgid "Light"
    msgstr "Hell"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:24
    msgctxt "calendar legend"
    msgid "Daily solved"
    msgstr "Tagesrätsel gelöst"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:25
    msgctxt "calendar legend"
    msgid "Daily with hints"
    msgstr "Tagesrätsel mit Tipps"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:26
    msgctxt "calendar legend"
    msgid "Missed daily, can be made up"
    msgstr "Tagesrätsel verpasst, nachholbar"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:27
    msgctxt "calendar legend"
    msgid "Played"
    msgstr "Gespielt"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:28
    msgctxt "calendar legend"
    msgid "Not played"
    msgstr "Nicht gespielt"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:71
    msgid "no games"
    msgstr "keine Spiele"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:75
    msgctxt "calendar day"
    msgid "daily solved"
    msgstr "Tagesrätsel gelöst"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:76
    msgctxt "calendar day"
    msgid "daily solved with hints"
    msgstr "Tagesrätsel mit Tipps gelöst"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:77
    msgctxt "calendar day"
    msgid "daily not solved yet"
    msgstr "Tagesrätsel noch nicht gelöst"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:78
    msgctxt "calendar day"
    msgid "daily missed, can be made up"
    msgstr "Tagesrätsel verpasst, nachholbar"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:79
    msgctxt "calendar day"
    msgid "daily missed"
    msgstr "Tagesrätsel verpasst"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:88
    #, c-format
    msgid "%1$s, today: %2$s"
    msgstr "%1$s, heute: %2$s"

    #. a day of the calendar read out: "Monday 30 November 2026: no games".
    #. a figure for screen readers, its name then its value: "Moves: 12".
    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:90
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:159
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/StatCard.swift:27
    #, c-format
    msgid "%1$s: %2$s"
    msgstr "%1$s: %2$s"

    #. the median of the last 10 games against the 10 before them: 0:41 vs 0:52.
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:59
    #, c-format
    msgid "%1$s vs %2$s"
    msgstr "%1$s vs. %2$s"

    #. a board size's figures: "14 games · best 0:21 · median 0:48 · improving".
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:68
    #, c-format
    msgid "%1$s · best %2$s · median %3$s · %4$s"
    msgstr "%1$s · Bestzeit %2$s · Median %3$s · %4$s"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:73
    #, c-format
    msgid "Last 10 %1$s · best efficiency %2$s · %3$s without hints"
    msgid_plural "Last 10 %1$s · best efficiency %2$s · %3$s without hints"
    msgstr[0] "Letzte 10: %1$s · beste Effizienz %2$s · %3$s ohne Tipps"
    msgstr[1] "Letzte 10: %1$s · beste Effizienz %2$s · %3$s ohne Tipps"

    #. a board size's figures read out: "8×8: 14 games, best 0:21, median 0:48, improving".
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:78
    #, c-format
    msgid "%1$s: %2$s, best %3$s, median %4$s, %5$s"
    msgstr "%1$s: %2$s, Bestzeit %3$s, Median %4$s, %5$s"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:89
    msgctxt "trend"
    msgid "improving"
    msgstr "schneller"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:90
    msgctxt "trend"
    msgid "steady"
    msgstr "stabil"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:91
    msgctxt "trend"
    msgid "slower"
    msgstr "langsamer"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:92
    msgctxt "trend"
    msgid "not enough games"
    msgstr "zu wenige Spiele"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:100
    msgctxt "game kind"
    msgid "Puzzle"
    msgstr "Rätsel"

    #. the chart's title; %s is a board size: 8×8 solve times.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:106
    #, c-format
    msgid "%s solve times"
    msgstr "Lösungszeiten %s"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:113
    #, c-format
    msgid "No %s games yet."
    msgstr "Noch keine Spiele auf %s."

    #. an empty chart for screen readers; %s is its title: 8×8 solve times: no games yet.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:115
    #, c-format
    msgid "%s: no games yet"
    msgstr "%s: noch keine Spiele"

    #. the games of a chart for screen readers, all on one day: 3 games on 1 Dec.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:143
    #, c-format
    msgctxt "games on a day"
    msgid "%1$s game on %2$s"
    msgid_plural "%1$s games on %2$s"
    msgstr[0] "%1$s Spiel am %2$s"
    msgstr[1] "%1$s Spiele am %2$s"

    #. the games of a chart for screen readers: 14 games from 3 Nov to 1 Dec.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:148
    #, c-format
    msgid "%1$s game from %2$s to %3$s"
    msgid_plural "%1$s games from %2$s to %3$s"
    msgstr[0] "%1$s Spiel vom %2$s bis %3$s"
    msgstr[1] "%1$s Spiele vom %2$s bis %3$s"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:153
    #, c-format
    msgctxt "chart"
    msgid "best %s"
    msgstr "Bestzeit %s"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:154
    #, c-format
    msgctxt "chart"
    msgid "median %s"
    msgstr "Median %s"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:156
    #, c-format
    msgctxt "chart"
    msgid "latest %s"
    msgstr "zuletzt %s"

    #. separates the sections of a chart read out: "…, latest 0:40; 5 dailies, 9 free play; improving".
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:163
    msgctxt "sections separator"
    msgid "; "
    msgstr "; "

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:260
    #, c-format
    msgid "%s daily"
    msgid_plural "%s dailies"
    msgstr[0] "%s Tagesrätsel"
    msgstr[1] "%s Tagesrätsel"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:261
    #, c-format
    msgid "%s puzzle"
    msgid_plural "%s puzzles"
    msgstr[0] "%s Rätsel"
    msgstr[1] "%s Rätsel"

    #. a number of free-play games in a chart's legend read out: 9 free play.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:263
    #, c-format
    msgid "%s free play"
    msgid_plural "%s free play"
    msgstr[0] "%s freies Spiel"
    msgstr[1] "%s freie Spiele"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:264
    #, c-format
    msgid "%s regions game"
    msgid_plural "%s regions games"
    msgstr[0] "%s Regionen-Spiel"
    msgstr[1] "%s Regionen-Spiele"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:15
    #: Sources/NQueensTerminal/App/GameApplication.swift:301
    #: Sources/NQueensTerminal/Screens/HomeView.swift:178
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:99
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:57
    msgid "Statistics"
    msgstr "Statistik"

    #. the whole history in a line; %1$s is a number of games, %2$s "3 board sizes".
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:87
    #, c-format
    msgctxt "history summary"
    msgid "%1$s game on %2$s"
    msgid_plural "%1$s games on %2$s"
    msgstr[0] "%1$s Spiel auf %2$s"
    msgstr[1] "%1$s Spiele auf %2$s"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:90
    #, c-format
    msgid "%d board size"
    msgid_plural "%d board sizes"
    msgstr[0] "%d Brettgröße"
    msgstr[1] "%d Brettgrößen"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:95
    msgid "No games yet: solve a board and your statistics appear here."
    msgstr ""
    "Noch keine Spiele: Lösen Sie ein Brett, dann erscheint hier Ihre Statistik."

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:106
    msgctxt "statistics column"
    msgid "Size"
    msgstr "Größe"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:106
    msgctxt "statistics column"
    msgid "Games"
    msgstr "Spiele"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:107
    msgctxt "statistics column"
    msgid "Best"
    msgstr "Beste"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:107
    msgctxt "statistics column"
    msgid "Median"
    msgstr "Median"

    #. a column of the statistics: the median time of the last 10 games and of the 10 before.
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:109
    msgctxt "statistics column"
    msgid "Last 10 / 10 before"
    msgstr "Letzte 10 / 10 davor"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:109
    msgctxt "statistics column"
    msgid "Trend"
    msgstr "Trend"

    #. a narrow column of the statistics: the best efficiency (board size ÷ moves).
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:111
    msgctxt "statistics column"
    msgid "Best eff."
    msgstr "Beste Eff."

    #. a column of the statistics: the number of games solved without hints.
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:113
    msgctxt "statistics column"
    msgid "No hints"
    msgstr "Ohne Tipps"

    #. %s is a streak such as "4 in a row · best 9".
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:128
    #, c-format
    msgid "Days played: %s"
    msgstr "Spieltage: %s"

    #. %s is a streak such as "2 in a row · best 5".
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:134
    #, c-format
    msgid "Dailies: %s"
    msgstr "Tagesrätsel: %s"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:144
    #, c-format
    msgid ""
    "Last 12 months: %1$s; current streak %2$s, best %3$d; daily streak %4$d, "
    "best %5$d"
    msgstr ""
    "Letzte 12 Monate: %1$s; aktuelle Serie %2$s, Rekord %3$d; Tagesrätsel-Serie "
    "%4$d, Rekord %5$d"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:146
    #, c-format
    msgctxt "streak"
    msgid "%d day"
    msgid_plural "%d days"
    msgstr[0] "%d Tag"
    msgstr[1] "%d Tage"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:156
    #, c-format
    msgid "played on %d day"
    msgid_plural "played on %d days"
    msgstr[0] "an %d Tag gespielt"
    msgstr[1] "an %d Tagen gespielt"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:157
    #, c-format
    msgid "%d daily solved"
    msgid_plural "%d dailies solved"
    msgstr[0] "%d Tagesrätsel gelöst"
    msgstr[1] "%d Tagesrätsel gelöst"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:158
    #, c-format
    msgid "%d missed daily can be made up"
    msgid_plural "%d missed dailies can be made up"
    msgstr[0] "%d verpasstes Tagesrätsel nachholbar"
    msgstr[1] "%d verpasste Tagesrätsel nachholbar"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:219
    #, c-format
    msgid "no streak · best %d"
    msgstr "keine Serie · Rekord %d"

    #. a streak: days in a row, and the longest: 4 in a row · best 9.
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:221
    #, c-format
    msgid "%1$d in a row · best %2$d"
    msgid_plural "%1$d in a row · best %2$d"
    msgstr[0] "%1$d in Folge · Rekord %2$d"
    msgstr[1] "%1$d in Folge · Rekord %2$d"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:12
    msgid "Victory!"
    msgstr "Gewonnen!"

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:63
    #, c-format
    msgid "Your streak could not be read: %s."
    msgstr "Ihre Serie konnte nicht gelesen werden: %s."

    #. %s is a board size: You solved the 8×8 puzzle.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:86
    #, c-format
    msgid "You solved the %s puzzle."
    msgstr "Sie haben das Rätsel auf %s gelöst."

    #. %s is the daily's date: You solved the daily of 1 Dec 2026.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:90
    #, c-format
    msgid "You solved the daily of %s."
    msgstr "Sie haben das Tagesrätsel vom %s gelöst."

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:92
    msgid "You solved today's daily."
    msgstr "Sie haben das heutige Tagesrätsel gelöst."

    #. %s is a puzzle's ID: You solved puzzle 8-0K31D0Q.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:95
    #, c-format
    msgid "You solved puzzle %s."
    msgstr "Sie haben Rätsel %s gelöst."

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:98
    #, c-format
    msgid "You solved the regions daily of %s."
    msgstr "Sie haben das Regionen-Tagesrätsel vom %s gelöst."

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:100
    #, c-format
    msgid "You solved regions puzzle %s."
    msgstr "Sie haben Regionen-Rätsel %s gelöst."

    #. %s is a board size: New best time on 8×8!
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:137
    #, c-format
    msgid "New best time on %s!"
    msgstr "Neue Bestzeit auf %s!"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:138
    #, c-format
    msgid "New best time on %s dailies!"
    msgstr "Neue Bestzeit bei %s-Tagesrätseln!"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:139
    #, c-format
    msgid "New best time on %s puzzles!"
    msgstr "Neue Bestzeit bei %s-Rätseln!"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:140
    #, c-format
    msgid "New best time on %s regions puzzles!"
    msgstr "Neue Bestzeit bei %s-Regionen-Rätseln!"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:154
    msgctxt "game figure"
    msgid "Efficiency"
    msgstr "Effizienz"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:156
    msgctxt "game figure"
    msgid "Streak"
    msgstr "Serie"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:162
    msgctxt "game figure"
    msgid "Regions streak"
    msgstr "Regionen-Serie"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:162
    msgctxt "game figure"
    msgid "Daily streak"
    msgstr "Tagesrätsel-Serie"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:179
    #, c-format
    msgctxt "share text"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #. the share text of a daily: its date, puzzle ("9×9 easy"), time, hints and daily streak.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:186
    #, c-format
    msgid "NQueens Daily · %1$s · %2$s ✔ %3$s · %4$s · %5$s"
    msgstr "NQueens Tagesrätsel · %1$s · %2$s ✔ %3$s · %4$s · %5$s"

    #. the share text of a puzzle by ID: its ID, puzzle ("8×8 medium"), time and hints.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:191
    #, c-format
    msgid "NQueens Puzzle %1$s · %2$s ✔ %3$s · %4$s"
    msgstr "NQueens Rätsel %1$s · %2$s ✔ %3$s · %4$s"

    #. the share text of the regions daily: its date, puzzle ("8×8 medium"), time and hints.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:194
    #, c-format
    msgid "NQueens Regions · %1$s · %2$s ✔ %3$s · %4$s"
    msgstr "NQueens Regionen · %1$s · %2$s ✔ %3$s · %4$s"

    #. the share text of a regions puzzle: its ID, puzzle ("8×8 medium"), time and hints.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:197
    #, c-format
    msgid "NQueens Regions %1$s · %2$s ✔ %3$s · %4$s"
    msgstr "NQueens Regionen %1$s · %2$s ✔ %3$s · %4$s"

    #. the share text of free play: board size, time, moves and streak (🔥 3).
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:202
    #, c-format
    msgid "N-Queens %1$s ✔ %2$s · %3$d move · %4$s"
    msgid_plural "N-Queens %1$s ✔ %2$s · %3$d moves · %4$s"
    msgstr[0] "N-Damen %1$s ✔ %2$s · %3$d Zug · %4$s"
    msgstr[1] "N-Damen %1$s ✔ %2$s · %3$d Züge · %4$s"

    #. the share text of free play with hints: board size, time, moves, streak and hints (💡 2).
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:207
    #, c-format
    msgid "N-Queens %1$s ✔ %2$s · %3$d move · %4$s · 💡 %5$d"
    msgid_plural "N-Queens %1$s ✔ %2$s · %3$d moves · %4$s · 💡 %5$d"
    msgstr[0] "N-Damen %1$s ✔ %2$s · %3$d Zug · %4$s · 💡 %5$d"
    msgstr[1] "N-Damen %1$s ✔ %2$s · %3$d Züge · %4$s · 💡 %5$d"

    #: Sources/NQueensTerminal/App/GameApplication.swift:285
    #: Sources/NQueensTerminal/App/GameApplication.swift:300
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:20
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:58
    msgid "History"
    msgstr "Verlauf"

    #. the back button of a replay opened from a class of the album (short).
    #: Sources/NQueensTerminal/App/GameApplication.swift:287
    msgctxt "album"
    msgid "Class"
    msgstr "Klasse"

    #: Sources/NQueensTerminal/App/GameApplication.swift:297
    #: Sources/NQueensTerminal/Screens/GameView.swift:16
    #: Sources/NQueensTerminal/Screens/HistoryView.swift:50
    #: Sources/NQueensTerminal/Screens/Album/AlbumView.swift:34
    #: Sources/NQueensTerminal/Screens/Statistics/StatisticsView.swift:30
    msgid "Home"
    msgstr "Übersicht"

    #: Sources/NQueensTerminal/App/GameApplication.swift:298
    msgid "Game"
    msgstr "Spiel"

    #: Sources/NQueensTerminal/App/GameApplication.swift:299
    #: Sources/NQueensSwiftUI/Statistics/StatisticsView.swift:71
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:44
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:50
    msgid "Board size"
    msgstr "Brettgröße"

    #: Sources/NQueensTerminal/App/GameApplication.swift:302
    msgid "Replay"
    msgstr "Wiedergabe"

    #: Sources/NQueensTerminal/App/GameApplication.swift:303
    msgid "Victory"
    msgstr "Sieg"

    #: Sources/NQueensTerminal/App/GameApplication.swift:305
    #: Sources/NQueensTerminal/Screens/VictoryView.swift:23
    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:39
    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:140
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:59
    msgid "Album"
    msgstr "Album"

    #. the name of the screen of one class of the solution album, in the help's title.
    #: Sources/NQueensTerminal/App/GameApplication.swift:307
    msgid "Album class"
    msgstr "Albumklasse"

    #: Sources/NQueensTerminal/App/GameApplication.swift:308
    msgid "Help"
    msgstr "Hilfe"

    #: Sources/NQueensTerminal/App/GameApplication.swift:316
    msgid "The clock is paused"
    msgstr "Die Uhr ist angehalten"

    #. keep the commands in `backquotes` as they are: they are what the player types.
    #: Sources/NQueensTerminal/App/TerminalGame.swift:51
    msgid ""
    "the game needs a terminal; run `nqueens` in one. For scripts, use `nqueens "
    "solve`, `nqueens count`, `nqueens hint`, `nqueens history` or `nqueens "
    "stats` (see `nqueens --help`)."
    msgstr ""
    "das Spiel braucht ein Terminal; starten Sie `nqueens` in einem. Für Skripte "
    "gibt es `nqueens solve`, `nqueens count`, `nqueens hint`, `nqueens history` "
    "und `nqueens stats` (siehe `nqueens --help`)."

    #. %s says why, such as "standard input and output must be a terminal".
    #: Sources/NQueensTerminal/App/TerminalGame.swift:105
    #, c-format
    msgid "the terminal could not be used: %s"
    msgstr "das Terminal konnte nicht verwendet werden: %s"

    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:32
    msgid "Presets"
    msgstr "Standardgrößen"

    #. the board-size sheet's row for a size typed or stepped with - and +.
    #. the board-size dialog's row for a size of one's own, and the sizes it takes: "4 to 16".
    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:34
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:45
    msgctxt "board size"
    msgid "Custom"
    msgstr "Eigene"

    #. the foot of the board-size sheet: %1$s and %2$s are keys (Enter, Esc); "use" applies the size.
    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:43
    #, c-format
    msgid "%1$s use  ·  %2$s cancel"
    msgstr "%1$s übernehmen  ·  %2$s abbrechen"

    #. the button that applies the custom board size typed in the sheet.
    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:86
    msgctxt "board size"
    msgid "Use"
    msgstr "Übernehmen"

    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:98
    #, c-format
    msgid "Type a size from %1$d to %2$d, or use - and +."
    msgstr "Geben Sie eine Größe von %1$d bis %2$d ein oder verwenden Sie - und +."

    #: Sources/NQueensTerminal/Screens/Components.swift:38
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:80
    msgctxt "key bar"
    msgid "help"
    msgstr "Hilfe"

    #: Sources/NQueensTerminal/Screens/Components.swift:175
    msgid "Make the terminal larger"
    msgstr "Vergrößern Sie das Terminal"

    #. the smallest terminal the screen needs, in columns × rows: "at least 40×14".
    #: Sources/NQueensTerminal/Screens/Components.swift:177
    #, c-format
    msgid "at least %1$d×%2$d"
    msgstr "mindestens %1$d×%2$d"

    #. the terminal's size now, in columns × rows: "(it is 30×10)".
    #: Sources/NQueensTerminal/Screens/Components.swift:179
    #, c-format
    msgid "(it is %1$d×%2$d)"
    msgstr "(jetzt %1$d×%2$d)"

    #. under the too-small terminal's message; %s is the key that quits (Q).
    #: Sources/NQueensTerminal/Screens/Components.swift:183
    #, c-format
    msgid "%s quits"
    msgstr "%s beendet"

    #. the value of an on/off setting beside the board, such as "Solutions counter  on".
    #: Sources/NQueensTerminal/Screens/GameView.swift:119
    msgctxt "setting"
    msgid "on"
    msgstr "an"

    #: Sources/NQueensTerminal/Screens/GameView.swift:119
    msgctxt "setting"
    msgid "off"
    msgstr "aus"

    #. the setting of how queens are drawn, beside the board: "Queen  ♛ Classic".
    #: Sources/NQueensTerminal/Screens/GameView.swift:123
    msgctxt "setting"
    msgid "Queen"
    msgstr "Dame"

    #: Sources/NQueensTerminal/Screens/GameView.swift:126
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:77
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:50
    msgid "Attacked squares"
    msgstr "Bedrohte Felder"

    #. the value of the "Attacked squares" setting beside the board.
    #: Sources/NQueensTerminal/Screens/GameView.swift:128
    msgctxt "setting"
    msgid "shown"
    msgstr "sichtbar"

    #: Sources/NQueensTerminal/Screens/GameView.swift:128
    msgctxt "setting"
    msgid "hidden"
    msgstr "verborgen"

    #: Sources/NQueensTerminal/Screens/GameView.swift:133
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:81
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:51
    msgid "Solutions counter"
    msgstr "Lösungszähler"

    #: Sources/NQueensTerminal/Screens/GameView.swift:136
    msgid "Mark around queens"
    msgstr "Um Damen markieren"

    #. the title of the list of keys; %s is the screen's name, such as "Keys · Game".
    #: Sources/NQueensTerminal/Screens/HelpView.swift:57
    #, c-format
    msgid "Keys · %s"
    msgstr "Tasten · %s"

    #. the foot of the list of keys; %1$s and %2$s are keys (Esc, ?).
    #: Sources/NQueensTerminal/Screens/HelpView.swift:80
    #, c-format
    msgid "%1$s or %2$s closes this help"
    msgstr "%1$s oder %2$s schließt diese Hilfe"

    #. the foot of the list of keys, after a note such as "The clock is paused"; %s is a key (Esc).
    #: Sources/NQueensTerminal/Screens/HelpView.swift:83
    #: Sources/NQueensTerminal/Screens/HelpView.swift:93
    #, c-format
    msgid "%s closes"
    msgstr "%s schließt"

    #. the foot of a list of keys too long for the screen: %1$s is the arrow keys (↑↓), %2$d and
    #. %3$d the first and last rows shown, %4$d the number of rows: "↑↓ more (1-18 of 25)".
    #: Sources/NQueensTerminal/Screens/HelpView.swift:92
    #, c-format
    msgid "%1$s more (%2$d-%3$d of %4$d)"
    msgstr "%1$s mehr (%2$d-%3$d von %4$d)"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:79
    #, c-format
    msgid "%s · more below"
    msgstr "%s · weitere unten"

    #. before the history's order when the terminal cannot draw the ⇅ arrows: "Sort: Newest".
    #: Sources/NQueensTerminal/Screens/HistoryView.swift:101
    msgid "Sort:"
    msgstr "Sortierung:"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:111
    msgid "Clear all"
    msgstr "Alle löschen"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:245
    #: Sources/NQueensTerminal/Screens/HistoryView.swift:248
    msgid "Start a game"
    msgstr "Spiel starten"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:260
    msgid "Clear history"
    msgstr "Verlauf löschen"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:264
    msgid "Delete"
    msgstr "Löschen"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:264
    msgid "Keep"
    msgstr "Behalten"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:94
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:65
    msgctxt "key bar"
    msgid "dismiss"
    msgstr "Ausblenden"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:146
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:129
    msgid "Start Game"
    msgstr "Spiel starten"

    #. Home's card of the solution album; %s is the board size shown, such as "8×8".
    #. Home's album card, with the board size whose album it shows: "Album · 8×8".
    #. Home's album row, with the board size whose album it shows: "Album · 8×8".
    #: Sources/NQueensTerminal/Screens/HomeView.swift:184
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:115
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:164
    #, c-format
    msgid "Album · %s"
    msgstr "Album · %s"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:229
    #: Sources/NQueensCLI/StatsCommand.swift:66
    #: Sources/NQueensCLI/StatsCommand.swift:69
    #, c-format
    msgid "%d day"
    msgid_plural "%d days"
    msgstr[0] "%d Tag"
    msgstr[1] "%d Tage"

    #. a day of Home's strip of dailies: %1$s is the weekday (Sat), %2$s the day and month (28 Nov).
    #. a day of Home's last 30 days, in its tooltip: the weekday, then the date ("Sat 28 Nov").
    #: Sources/NQueensTerminal/Screens/HomeView.swift:259
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:167
    #, c-format
    msgctxt "weekday and date"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:276
    msgid "Dark theme"
    msgstr "Dunkles Design"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:276
    msgid "Light theme"
    msgstr "Helles Design"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:279
    msgid "Animations off"
    msgstr "Animationen aus"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:279
    msgid "Animations on"
    msgstr "Animationen an"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:280
    msgid "Bell on"
    msgstr "Signalton an"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:280
    msgid "Bell off"
    msgstr "Signalton aus"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:11
    msgid "Delete every game"
    msgstr "Alle Spiele löschen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:11
    msgctxt "key bar"
    msgid "delete"
    msgstr "Löschen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:14
    msgid "Keep the games"
    msgstr "Spiele behalten"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:14
    msgctxt "key bar"
    msgid "keep"
    msgstr "Behalten"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:22
    msgid "Select a game"
    msgstr "Spiel auswählen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:22
    msgctxt "key bar"
    msgid "select"
    msgstr "Wählen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:27
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:103
    msgid "Move a page up or down"
    msgstr "Seitenweise nach oben oder unten"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:30
    msgid "First or last game"
    msgstr "Erstes oder letztes Spiel"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:34
    msgid "Replay the selected game"
    msgstr "Gewähltes Spiel wiedergeben"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:35
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:139
    msgctxt "key bar"
    msgid "replay"
    msgstr "Wiedergabe"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:37
    msgid "Show another board size"
    msgstr "Andere Brettgröße zeigen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:38
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:117
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:48
    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:14
    msgctxt "key bar"
    msgid "size"
    msgstr "Größe"

    #. the kinds of game the history shows, such as "Kind: Dailies, next Puzzles".
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:43
    #, c-format
    msgid "Kind: %1$s, next %2$s"
    msgstr "Art: %1$s, als Nächstes %2$s"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:44
    msgctxt "key bar"
    msgid "kind"
    msgstr "Art"

    #. the orders of the history, such as "Sort: Newest, next Fastest".
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:47
    #, c-format
    msgid "Sort: %1$s, next %2$s"
    msgstr "Sortierung: %1$s, als Nächstes %2$s"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:48
    msgctxt "key bar"
    msgid "sort"
    msgstr "Sortieren"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:50
    msgid "Delete every game (asks first)"
    msgstr "Alle Spiele löschen (mit Rückfrage)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:51
    msgctxt "key bar"
    msgid "clear"
    msgstr "Leeren"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:54
    msgid "Replay a game, choose a kind, a size or the order; scroll the list"
    msgstr "Spiel wiedergeben, Art, Größe oder Sortierung wählen; Liste blättern"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:59
    msgid "Start a new game"
    msgstr "Neues Spiel starten"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:59
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:45
    msgctxt "key bar"
    msgid "new game"
    msgstr "Neu"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:62
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:122
    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:33
    msgid "Back to Home"
    msgstr "Zurück zur Übersicht"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:62
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:86
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:122
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:142
    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:33
    msgctxt "key bar"
    msgid "back"
    msgstr "Zurück"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:71
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:107
    msgid "Step back or forward"
    msgstr "Schritt zurück oder vor"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:72
    msgctxt "key bar"
    msgid "step"
    msgstr "Schritt"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:76
    msgid "Pause"
    msgstr "Pause"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:76
    msgid "Play the moves"
    msgstr "Züge abspielen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:77
    msgctxt "key bar"
    msgid "pause"
    msgstr "Pause"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:77
    msgctxt "key bar"
    msgid "play"
    msgstr "Abspielen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:80
    msgid "The empty board or the final position"
    msgstr "Leeres Brett oder Endstellung"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:83
    msgid "Play a new game of this size"
    msgstr "Neues Spiel dieser Größe spielen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:83
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:168
    msgctxt "key bar"
    msgid "play again"
    msgstr "Nochmal"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:86
    msgid "Back to the history"
    msgstr "Zurück zum Verlauf"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:96
    msgid "Move between the classes"
    msgstr "Zwischen den Klassen wechseln"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:97
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:132
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:80
    msgctxt "key bar"
    msgid "move"
    msgstr "Bewegen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:106
    msgid "First or last class"
    msgstr "Erste oder letzte Klasse"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:110
    msgid "Show the class's members"
    msgstr "Lösungen der Klasse zeigen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:111
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:17
    msgctxt "key bar"
    msgid "open"
    msgstr "Öffnen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:116
    msgid "Show a smaller or larger board"
    msgstr "Kleineres oder größeres Brett zeigen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:120
    msgid "Open a class, or choose a size"
    msgstr "Klasse öffnen oder Größe wählen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:131
    msgid "Move between the members"
    msgstr "Zwischen den Lösungen wechseln"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:138
    msgid "Replay the game that first found the member"
    msgstr "Spiel wiedergeben, das die Lösung zuerst fand"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:140
    msgid "Replay the game of a member found"
    msgstr "Spiel einer gefundenen Lösung wiedergeben"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:142
    msgid "Back to the album"
    msgstr "Zurück zum Album"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:11
    msgid "Move between the items"
    msgstr "Zwischen den Einträgen wechseln"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:12
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:139
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:61
    msgctxt "key bar"
    msgid "choose"
    msgstr "Wählen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:16
    msgid "Open the chosen item"
    msgstr "Gewählten Eintrag öffnen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:22
    msgid "Continue the game in progress"
    msgstr "Laufendes Spiel fortsetzen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:22
    msgctxt "key bar"
    msgid "continue"
    msgstr "Weiter"

    #. %s is the daily's size and difficulty, such as "8×8 · Medium".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:29
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:154
    #, c-format
    msgid "Play today's daily puzzle (%s)"
    msgstr "Heutiges Tagesrätsel spielen (%s)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:30
    msgctxt "key bar"
    msgid "daily"
    msgstr "Tagesrätsel"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:33
    #, c-format
    msgid "Choose the last %1$d daily, classic or regions (%2$s plays it)"
    msgid_plural ""
    "Choose one of the last %1$d dailies, classic or regions (%2$s plays it)"
    msgstr[0] ""
    "Das letzte %1$d Tagesrätsel wählen, klassisch oder Regionen (%2$s spielt es)"
    msgstr[1] ""
    "Eines der letzten %1$d Tagesrätsel wählen, klassisch oder Regionen (%2$s "
    "spielt es)"

    #. %s is the regions daily's size and difficulty, such as "8×8 · Medium".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:40
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:157
    #, c-format
    msgid "Play today's regions daily (%s)"
    msgstr "Heutiges Regionen-Tagesrätsel spielen (%s)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:41
    msgctxt "key bar"
    msgid "regions"
    msgstr "Regionen"

    #. %s is the board size, such as "8×8".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:44
    #, c-format
    msgid "Start a new %s game"
    msgstr "Neues %s-Spiel starten"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:48
    msgid "Choose the board size"
    msgstr "Brettgröße wählen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:51
    msgid "Show the statistics"
    msgstr "Statistik zeigen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:51
    msgctxt "key bar"
    msgid "stats"
    msgstr "Statistik"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:54
    msgid "Show the game history"
    msgstr "Spielverlauf zeigen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:54
    msgctxt "key bar"
    msgid "history"
    msgstr "Verlauf"

    #. %s is how much of the album is found, such as "12 of 92 found".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:58
    #, c-format
    msgid "Open the solution album (%s)"
    msgstr "Lösungsalbum öffnen (%s)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:59
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:178
    msgctxt "key bar"
    msgid "album"
    msgstr "Album"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:65
    msgid "Dismiss the notice"
    msgstr "Hinweis ausblenden"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:68
    msgid "Open an item, or play a day of the last 30"
    msgstr "Eintrag öffnen oder einen der letzten 30 Tage spielen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:80
    msgid "Move the cursor"
    msgstr "Cursor bewegen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:87
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:91
    msgid "Cycle: empty, ✕, queen"
    msgstr "Wechseln: leer, ✕, Dame"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:87
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:99
    msgid "Place or remove a queen"
    msgstr "Dame setzen oder entfernen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:88
    msgctxt "key bar"
    msgid "cycle"
    msgstr "Wechseln"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:88
    msgctxt "key bar"
    msgid "place"
    msgstr "Setzen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:91
    msgid "Place or remove a queen on a square"
    msgstr "Dame auf ein Feld setzen oder entfernen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:93
    msgid "Mark or unmark (your ✕)"
    msgstr "Markieren oder Markierung entfernen (Ihr ✕)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:93
    msgctxt "key bar"
    msgid "mark"
    msgstr "Markieren"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:95
    msgid "Mark; drag to mark many"
    msgstr "Markieren; Ziehen markiert mehrere"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:96
    msgid "Clear your marks"
    msgstr "Ihre Markierungen entfernen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:97
    msgid "Undo the last move"
    msgstr "Letzten Zug rückgängig machen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:97
    msgctxt "key bar"
    msgid "undo"
    msgstr "Rückgängig"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:99
    msgid "Redo the move undone"
    msgstr "Rückgängig gemachten Zug wiederholen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:100
    msgctxt "key bar"
    msgid "redo"
    msgstr "Wiederholen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:101
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:91
    msgid "Show a hint"
    msgstr "Tipp zeigen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:101
    msgctxt "key bar"
    msgid "hint"
    msgstr "Tipp"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:103
    msgid "Start this board again"
    msgstr "Dieses Brett neu beginnen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:103
    msgctxt "key bar"
    msgid "restart"
    msgstr "Neustart"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:107
    msgid "Hide the attacked squares"
    msgstr "Bedrohte Felder ausblenden"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:107
    msgid "Shade the squares queens attack"
    msgstr "Von Damen bedrohte Felder schattieren"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:112
    #, c-format
    msgid "Queen style: %1$s, next %2$s"
    msgstr "Damenstil: %1$s, als Nächstes %2$s"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:118
    msgid "Hide the solutions counter"
    msgstr "Lösungszähler ausblenden"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:118
    msgid "Count the solutions still reachable"
    msgstr "Noch erreichbare Lösungen zählen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:122
    msgid "Stop marking around new queens"
    msgstr "Nicht mehr um neue Damen markieren"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:122
    msgid "Mark ✕ around each new queen"
    msgstr "✕ um jede neue Dame setzen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:125
    msgid "Clicks place queens again"
    msgstr "Klicks setzen wieder Damen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:125
    msgid "Cycle clicks: ✕, queen"
    msgstr "Klicks wechseln: ✕, Dame"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:128
    msgid "Back to Home (the game is kept)"
    msgstr "Zurück zur Übersicht (das Spiel bleibt erhalten)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:129
    msgctxt "key bar"
    msgid "home"
    msgstr "Übersicht"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:138
    msgid "Move between the sizes"
    msgstr "Zwischen den Größen wechseln"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:144
    msgid "Use the chosen size"
    msgstr "Gewählte Größe übernehmen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:145
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:66
    msgctxt "key bar"
    msgid "ok"
    msgstr "OK"

    #. the sizes a board may have, such as "Type a custom size (4 to 16)".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:148
    #, c-format
    msgid "Type a custom size (%1$d to %2$d)"
    msgstr "Eigene Größe eingeben (%1$d bis %2$d)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:149
    msgctxt "key bar"
    msgid "type"
    msgstr "Eingeben"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:150
    msgid "Delete the last digit"
    msgstr "Letzte Ziffer löschen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:152
    msgid "Make the custom size larger or smaller"
    msgstr "Eigene Größe vergrößern oder verkleinern"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:154
    msgid "Choose a size, or close the sheet outside it"
    msgstr "Größe wählen oder Fenster mit Klick daneben schließen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:156
    msgid "Close without changing the size"
    msgstr "Schließen, ohne die Größe zu ändern"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:157
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:70
    msgctxt "key bar"
    msgid "cancel"
    msgstr "Abbrechen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:162
    msgid "Play this puzzle again"
    msgstr "Dieses Rätsel nochmal spielen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:162
    msgid "Play again on this board size"
    msgstr "Nochmal auf dieser Brettgröße spielen"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:165
    msgid "Done: back to Home"
    msgstr "Fertig: zurück zur Übersicht"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:166
    msgctxt "key bar"
    msgid "done"
    msgstr "Fertig"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:170
    msgid "Copy the result to share (no squares; through OSC 52)"
    msgstr "Ergebnis zum Teilen kopieren (ohne Felder; über OSC 52)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:171
    msgctxt "key bar"
    msgid "copy result"
    msgstr "Kopieren"

    #. %s is a board size, such as "8×8".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:177
    #, c-format
    msgid "Open the album at %s"
    msgstr "Album bei %s öffnen"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:44
    msgid "Close this help"
    msgstr "Diese Hilfe schließen"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:45
    msgctxt "key bar"
    msgid "close"
    msgstr "Schließen"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:48
    msgid "Scroll the keys"
    msgstr "Tasten blättern"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:51
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:127
    msgid "Quit"
    msgstr "Beenden"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:60
    msgid "Move between the languages"
    msgstr "Zwischen den Sprachen wechseln"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:65
    msgid "Use the chosen language"
    msgstr "Gewählte Sprache verwenden"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:67
    msgid "Choose a language, or close the sheet outside it"
    msgstr "Sprache wählen oder Fenster mit Klick daneben schließen"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:69
    msgid "Close without changing the language"
    msgstr "Schließen, ohne die Sprache zu ändern"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:80
    msgid "Show these keys"
    msgstr "Diese Tasten zeigen"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:84
    msgid "Quit (your game is saved)"
    msgstr "Beenden (Ihr Spiel wird gespeichert)"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:84
    msgctxt "key bar"
    msgid "quit"
    msgstr "Beenden"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:87
    msgid "Use the light theme"
    msgstr "Helles Design verwenden"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:87
    msgid "Use the dark theme"
    msgstr "Dunkles Design verwenden"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:90
    msgid "Turn animations on"
    msgstr "Animationen einschalten"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:90
    msgid "Turn animations off"
    msgstr "Animationen ausschalten"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:93
    msgid "Turn the bell off"
    msgstr "Signalton ausschalten"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:93
    msgid "Ring the bell on conflicts and wins"
    msgstr "Signalton bei Konflikten und Siegen"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:95
    msgid "Choose the language"
    msgstr "Sprache wählen"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:96
    msgid "Suspend (the game clock stops)"
    msgstr "Anhalten (die Spieluhr stoppt)"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:12
    msgctxt "key"
    msgid "Enter"
    msgstr "Enter"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:15
    msgctxt "key"
    msgid "Space"
    msgstr "Leertaste"

    #. the Escape key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:18
    msgctxt "key"
    msgid "Esc"
    msgstr "Esc"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:21
    msgctxt "key"
    msgid "Tab"
    msgstr "Tab"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:24
    msgctxt "key"
    msgid "Backspace"
    msgstr "Rücktaste"

    #. the forward Delete key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:27
    msgctxt "key"
    msgid "Delete"
    msgstr "Entf"

    #. the Home key (to the start of a list), as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:30
    msgctxt "key"
    msgid "Home"
    msgstr "Pos1"

    #. the End key (to the end of a list), as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:33
    msgctxt "key"
    msgid "End"
    msgstr "Ende"

    #. the Page Up key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:36
    msgctxt "key"
    msgid "PgUp"
    msgstr "Bild↑"

    #. the Page Down key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:39
    msgctxt "key"
    msgid "PgDn"
    msgstr "Bild↓"

    #. a letter typed with the Control key held (Ctrl-R); %s is the letter. German: Strg-%s.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:44
    #, c-format
    msgctxt "key"
    msgid "Ctrl-%s"
    msgstr "Strg-%s"

    #. the four arrow keys, in the help of a terminal that cannot draw arrows; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:50
    msgctxt "key"
    msgid "Arrows"
    msgstr "Pfeiltasten"

    #. the left and right arrow keys, in the help of a terminal that cannot draw arrows; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:53
    msgctxt "key"
    msgid "Left/Right"
    msgstr "Links/Rechts"

    #. the up and down arrow keys, in the help of a terminal that cannot draw arrows; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:56
    msgctxt "key"
    msgid "Up/Down"
    msgstr "Hoch/Runter"

    #. a click of the mouse's left button, listed in the help among the keys; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:61
    msgctxt "mouse"
    msgid "Click"
    msgstr "Klick"

    #. a click of the mouse's right button, listed in the help among the keys; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:64
    msgctxt "mouse"
    msgid "Right-click"
    msgstr "Rechtsklick"

    #. the mouse wheel, listed in the help among the keys; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:67
    msgctxt "mouse"
    msgid "Wheel"
    msgstr "Mausrad"

    #. the foot of the sheet of languages: %1$s and %2$s are keys (Enter, Esc).
    #: Sources/NQueensTerminal/Screens/LanguageView.swift:23
    #, c-format
    msgid "%1$s choose  ·  %2$s cancel"
    msgstr "%1$s wählen  ·  %2$s abbrechen"

    #. the replay's figure of how far it has got, over "3/8".
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:31
    msgid "Step"
    msgstr "Schritt"

    #. the replay's figure of the time the game took, over "1:05".
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:33
    msgid "Time"
    msgstr "Zeit"

    #. the replay's play button for screen readers (it plays the moves one after another).
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:82
    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:69
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:110
    msgctxt "replay"
    msgid "Pause"
    msgstr "Pause"

    #: Sources/NQueensTerminal/Screens/ReplayView.swift:82
    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:69
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:110
    msgctxt "replay"
    msgid "Play"
    msgstr "Abspielen"

    #: Sources/NQueensTerminal/Screens/VictoryView.swift:20
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:88
    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:134
    msgid "Done"
    msgstr "Fertig"

    #: Sources/NQueensTerminal/Screens/VictoryView.swift:36
    msgid "Copied: paste it to share"
    msgstr "Kopiert: zum Teilen einfügen"

    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:71
    #, c-format
    msgid "Member %d"
    msgstr "Lösung %d"

    #. on the card of an album's member not found yet, where the day it was found goes.
    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:77
    msgid "not found"
    msgstr "nicht gefunden"

    #. under an album's members: %s is a key (Enter) that replays the game that found the member.
    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:96
    #, c-format
    msgid "%s replays the game"
    msgstr "%s gibt das Spiel wieder"

    #. which of the album's classes show: %1$d and %2$d the first and last, %3$d their number.
    #: Sources/NQueensTerminal/Screens/Album/AlbumView.swift:51
    #, c-format
    msgid "Classes %1$d–%2$d of %3$d"
    msgstr "Klassen %1$d–%2$d von %3$d"

    #. the calendar's legend: today's day is underlined.
    #: Sources/NQueensTerminal/Screens/Statistics/ActivityCalendarView.swift:77
    msgid "today underlined"
    msgstr "heute unterstrichen"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:13
    msgid "Chart a smaller or larger board"
    msgstr "Diagramm für kleineres oder größeres Brett"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:20
    msgid "Scroll the page"
    msgstr "Seite blättern"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:20
    msgctxt "key bar"
    msgid "scroll"
    msgstr "Blättern"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:25
    msgid "Scroll a screenful"
    msgstr "Bildschirmweise blättern"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:28
    msgid "Top or bottom of the page"
    msgstr "Anfang oder Ende der Seite"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:31
    msgid "Chart a size (its row, or the arrows beside it)"
    msgstr "Größe im Diagramm zeigen (ihre Zeile oder die Pfeile daneben)"

    #. the chart's legend for the line of the best time so far.
    #: Sources/NQueensTerminal/Screens/Statistics/SolveTimeChartView.swift:117
    msgctxt "chart"
    msgid "best"
    msgstr "Bestzeit"

    #. the chart's legend for the arrow of a time too long to plot.
    #: Sources/NQueensTerminal/Screens/Statistics/SolveTimeChartView.swift:121
    msgid "off the chart"
    msgstr "außerhalb des Diagramms"

    #. above the statistics when the page scrolls on; %s is a down arrow.
    #: Sources/NQueensTerminal/Screens/Statistics/StatisticsView.swift:56
    #, c-format
    msgid "%s more"
    msgstr "%s mehr"

    #: Sources/NQueensTerminal/Screens/Statistics/StatisticsView.swift:108
    #: Sources/NQueensCLI/StatsCommand.swift:76
    msgid "Last 12 months"
    msgstr "Letzte 12 Monate"

    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:83
    msgid "standard input and output must be a terminal"
    msgstr "Standardein- und -ausgabe müssen ein Terminal sein"

    #. %s is the system's reason, such as "Input/output error".
    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:86
    #, c-format
    msgid "cannot change the terminal's settings: %s"
    msgstr "die Einstellungen des Terminals können nicht geändert werden: %s"

    #. %s is the system's reason, such as "Input/output error".
    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:88
    #, c-format
    msgid "cannot write to the terminal: %s"
    msgstr "in das Terminal kann nicht geschrieben werden: %s"

    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:89
    msgid "another terminal session is already running"
    msgstr "eine andere Terminal-Sitzung läuft bereits"

    #: Sources/NQueensCLI/AlbumCommand.swift:10
    msgid "show the solutions you found, grouped by symmetry class"
    msgstr "die gefundenen Lösungen anzeigen, nach Symmetrieklassen gruppiert"

    #: Sources/NQueensCLI/AlbumCommand.swift:134
    msgctxt "album column"
    msgid "Size"
    msgstr "Größe"

    #: Sources/NQueensCLI/AlbumCommand.swift:134
    msgctxt "album column"
    msgid "Solutions found"
    msgstr "Gefundene Lösungen"

    #: Sources/NQueensCLI/AlbumCommand.swift:135
    msgctxt "album column"
    msgid "Classes found"
    msgstr "Gefundene Klassen"

    #. the album's mark of a board size whose every solution was found.
    #: Sources/NQueensCLI/AlbumCommand.swift:143
    msgid "complete"
    msgstr "vollständig"

    #. a board size (8×8) and what the album holds of it ("13 of 92 solutions · 5 of 12 classes").
    #: Sources/NQueensCLI/AlbumCommand.swift:150
    #, c-format
    msgctxt "album size"
    msgid "%1$s: %2$s"
    msgstr "%1$s: %2$s"

    #: Sources/NQueensCLI/AlbumCommand.swift:154
    #, c-format
    msgid "No %1$s solution found yet. Play one with `nqueens play --size %2$d`."
    msgstr ""
    "Noch keine %1$s-Lösung gefunden. Spielen Sie eine mit `nqueens play --size "
    "%2$d`."

    #: Sources/NQueensCLI/AlbumCommand.swift:160
    msgctxt "album column"
    msgid "Class"
    msgstr "Klasse"

    #: Sources/NQueensCLI/AlbumCommand.swift:160
    msgctxt "album column"
    msgid "Found"
    msgstr "Gefunden"

    #: Sources/NQueensCLI/AlbumCommand.swift:161
    msgctxt "album column"
    msgid "Canonical solution"
    msgstr "Kanonische Lösung"

    #: Sources/NQueensCLI/AlbumCommand.swift:161
    msgctxt "album column"
    msgid "First found"
    msgstr "Zuerst gefunden"

    #: Sources/NQueensCLI/AlbumCommand.swift:183
    #, c-format
    msgid "%1$s has %2$s classes; these are the %3$s you found."
    msgstr "%1$s hat %2$s Klassen; davon haben Sie %3$s gefunden."

    #. in the album's tables: %1$s solutions (or classes) found out of %2$s.
    #: Sources/NQueensCLI/AlbumCommand.swift:191
    #, c-format
    msgctxt "album found"
    msgid "%1$s of %2$s"
    msgstr "%1$s von %2$s"

    #: Sources/NQueensCLI/ArgumentList.swift:52
    #, c-format
    msgid "option %s takes no value"
    msgstr "Option %s nimmt keinen Wert"

    #: Sources/NQueensCLI/ArgumentList.swift:54
    #: Sources/NQueensCLI/ArgumentList.swift:57
    #, c-format
    msgid "option %s is given twice"
    msgstr "Option %s ist doppelt angegeben"

    #: Sources/NQueensCLI/ArgumentList.swift:64
    #, c-format
    msgid "option %s needs a value"
    msgstr "Option %s braucht einen Wert"

    #: Sources/NQueensCLI/ArgumentList.swift:69
    #, c-format
    msgid "unknown option '%1$s'; options are %2$s"
    msgstr "unbekannte Option „%1$s“; mögliche Optionen: %2$s"

    #: Sources/NQueensCLI/ArgumentList.swift:111
    #, c-format
    msgid "unexpected argument '%s'; it takes no arguments, only options"
    msgstr ""
    "unerwartetes Argument „%s“; der Befehl nimmt keine Argumente, nur Optionen"

    #: Sources/NQueensCLI/ArgumentList.swift:115
    #, c-format
    msgid "unexpected argument '%s'; it takes no arguments"
    msgstr "unerwartetes Argument „%s“; der Befehl nimmt keine Argumente"

    #. N is the help's name for the board size (nqueens solve N); keep it.
    #: Sources/NQueensCLI/ArgumentList.swift:120
    msgid "missing the board size N"
    msgstr "die Brettgröße N fehlt"

    #: Sources/NQueensCLI/ArgumentList.swift:121
    #, c-format
    msgid "unexpected argument '%s'; it takes the board size N"
    msgstr "unerwartetes Argument „%s“; der Befehl nimmt nur die Brettgröße N"

    #. %1$s names a value of the command line, such as "N (--size)"; %4$s is what was given.
    #: Sources/NQueensCLI/ArgumentList.swift:156
    #, c-format
    msgid "%1$s must be a whole number from %2$d to %3$d, not '%4$s'"
    msgstr "%1$s muss eine ganze Zahl von %2$d bis %3$d sein, nicht „%4$s“"

    #: Sources/NQueensCLI/ArgumentList.swift:189
    #, c-format
    msgid "unknown format '%1$s'; formats are %2$s"
    msgstr "unbekanntes Format „%1$s“; mögliche Formate: %2$s"

    #: Sources/NQueensCLI/CheckCommand.swift:10
    msgid "check that a solution (from a file or standard input) is valid"
    msgstr ""
    "prüfen, ob eine Lösung (aus einer Datei oder der Standardeingabe) gültig ist"

    #: Sources/NQueensCLI/CheckCommand.swift:55
    #, c-format
    msgid "unexpected argument '%s'; it takes at most one FILE"
    msgstr "unerwartetes Argument „%s“; der Befehl nimmt höchstens ein FILE"

    #: Sources/NQueensCLI/CheckCommand.swift:64
    msgid ""
    "--id takes a regions puzzle's ID (it starts with R); classic solutions are "
    "checked without one"
    msgstr ""
    "--id erwartet die ID eines Regionen-Rätsels (sie beginnt mit R); klassische "
    "Lösungen werden ohne ID geprüft"

    #: Sources/NQueensCLI/CheckCommand.swift:69
    msgid "--id names a regions puzzle; it goes with --rules regions, not classic"
    msgstr ""
    "--id nennt ein Regionen-Rätsel; es gehört zu --rules regions, nicht zu "
    "classic"

    #: Sources/NQueensCLI/CheckCommand.swift:84
    #, c-format
    msgid "cannot read '%s'; give a readable file, or - for standard input"
    msgstr ""
    "„%s“ kann nicht gelesen werden; geben Sie eine lesbare Datei an oder - für "
    "die Standardeingabe"

    #: Sources/NQueensCLI/CheckCommand.swift:122
    #, c-format
    msgid "not a solution: %s"
    msgstr "keine Lösung: %s"

    #: Sources/NQueensCLI/CheckCommand.swift:126
    #, c-format
    msgid "solution %1$d of %2$d is not a solution: %3$s"
    msgstr "Lösung %1$d von %2$d ist keine Lösung: %3$s"

    #. %s is the board size, "N = 8"; "valid" says the input checked out.
    #: Sources/NQueensCLI/CheckCommand.swift:148
    #, c-format
    msgid "valid: a solution for %s"
    msgstr "gültig: eine Lösung für %s"

    #: Sources/NQueensCLI/CheckCommand.swift:152
    #, c-format
    msgid "valid: %1$d solution for %2$s"
    msgid_plural "valid: %1$d solutions for %2$s"
    msgstr[0] "gültig: %1$d Lösung für %2$s"
    msgstr[1] "gültig: %1$d Lösungen für %2$s"

    #: Sources/NQueensCLI/CheckCommand.swift:171
    msgid ""
    "--rules regions needs the puzzle: give --id ID, or the JSON of `nqueens "
    "solve --id ID --format json`, which names it"
    msgstr ""
    "--rules regions braucht das Rätsel: Geben Sie --id ID an oder das JSON von "
    "`nqueens solve --id ID --format json`, das es nennt"

    #: Sources/NQueensCLI/CheckCommand.swift:181
    #, c-format
    msgid "not a solution of %1$s: %2$s"
    msgstr "keine Lösung von %1$s: %2$s"

    #: Sources/NQueensCLI/CheckCommand.swift:185
    #, c-format
    msgid "solution %1$d of %2$d is not a solution of %3$s: %4$s"
    msgstr "Lösung %1$d von %2$d ist keine Lösung von %3$s: %4$s"

    #: Sources/NQueensCLI/CheckCommand.swift:214
    #, c-format
    msgid "the input's \"id\": %s"
    msgstr "\"id\" der Eingabe: %s"

    #: Sources/NQueensCLI/CheckCommand.swift:218
    #, c-format
    msgid "the input is the solution of %1$s, not of %2$s (--id)"
    msgstr "die Eingabe ist die Lösung von %1$s, nicht von %2$s (--id)"

    #. %1$s is a regions puzzle's ID, %2$s its size and difficulty (8×8 easy).
    #: Sources/NQueensCLI/CheckCommand.swift:239
    #, c-format
    msgid "valid: the solution of %1$s (%2$s)"
    msgstr "gültig: die Lösung von %1$s (%2$s)"

    #: Sources/NQueensCLI/CheckCommand.swift:243
    #, c-format
    msgid "valid: %1$d copy of the solution of %2$s (%3$s)"
    msgid_plural "valid: %1$d copies of the solution of %2$s (%3$s)"
    msgstr[0] "gültig: %1$d Kopie der Lösung von %2$s (%3$s)"
    msgstr[1] "gültig: %1$d Kopien der Lösung von %2$s (%3$s)"

    #. COMMAND is the help's name for a command's word (play, solve…); keep it as it is.
    #: Sources/NQueensCLI/CommandLineTool.swift:100
    #, c-format
    msgid "unexpected argument '%s'; it takes at most one COMMAND"
    msgstr "unerwartetes Argument „%s“; erwartet wird höchstens ein COMMAND"

    #: Sources/NQueensCLI/CommandLineTool.swift:131
    #, c-format
    msgid ""
    "unknown option '%1$s'; options are --help, --version, or a command: %2$s"
    msgstr ""
    "unbekannte Option „%1$s“; möglich sind --help, --version oder ein Befehl: "
    "%2$s"

    #: Sources/NQueensCLI/CommandLineTool.swift:133
    #, c-format
    msgid "unknown command '%1$s'; commands are %2$s"
    msgstr "unbekannter Befehl „%1$s“; mögliche Befehle: %2$s"

    #: Sources/NQueensCLI/CompletionsCommand.swift:10
    msgid ""
    "print the completion script for bash, zsh or fish (what `make install` "
    "installs)"
    msgstr ""
    "das Vervollständigungsskript für bash, zsh oder fish ausgeben (was `make "
    "install` installiert)"

    #. SHELL is the help's name for the shell (bash, zsh or fish); keep it.
    #: Sources/NQueensCLI/CompletionsCommand.swift:42
    msgid "missing one SHELL: bash, zsh or fish"
    msgstr "eine SHELL fehlt: bash, zsh oder fish"

    #: Sources/NQueensCLI/CompletionsCommand.swift:43
    #, c-format
    msgid "unexpected argument '%s'; it takes one SHELL: bash, zsh or fish"
    msgstr ""
    "unerwartetes Argument „%s“; erwartet wird eine SHELL: bash, zsh oder fish"

    #: Sources/NQueensCLI/CompletionsCommand.swift:47
    #, c-format
    msgid "unknown shell '%1$s'; shells are %2$s"
    msgstr "unbekannte Shell „%1$s“; mögliche Shells: %2$s"

    #: Sources/NQueensCLI/CountCommand.swift:11
    msgid ""
    "count the solutions of an N×N board (all, or distinct under symmetry; split "
    "over machines)"
    msgstr ""
    "die Lösungen eines N×N-Bretts zählen (alle oder die bis auf Symmetrie "
    "verschiedenen; auf mehrere Rechner verteilbar)"

    #: Sources/NQueensCLI/CountCommand.swift:92
    #, c-format
    msgid ""
    "--sum adds up parts already counted; it takes FILE... and --format, not %s"
    msgstr ""
    "--sum addiert bereits gezählte Teile; es nimmt FILE... und --format, nicht %s"

    #: Sources/NQueensCLI/CountCommand.swift:96
    msgid ""
    "--sum needs the files of the parts, e.g. nqueens count --sum part-*.json"
    msgstr ""
    "--sum braucht die Dateien der Teile, z. B. nqueens count --sum part-*.json"

    #: Sources/NQueensCLI/CountCommand.swift:104
    msgid "missing the board size N (or --sum FILE...)"
    msgstr "die Brettgröße N fehlt (oder --sum FILE...)"

    #: Sources/NQueensCLI/CountCommand.swift:106
    #, c-format
    msgid "unexpected argument '%s'; it takes the board size N (or --sum FILE...)"
    msgstr ""
    "unerwartetes Argument „%s“; erwartet wird die Brettgröße N (oder --sum "
    "FILE...)"

    #: Sources/NQueensCLI/CountCommand.swift:122
    msgid "--part K needs --parts P, the number of parts the count is split into"
    msgstr ""
    "--part K braucht --parts P, die Anzahl der Teile, in die die Zählung "
    "aufgeteilt ist"

    #: Sources/NQueensCLI/CountCommand.swift:124
    msgid "--parts P needs --part K, the part to count (1…P)"
    msgstr "--parts P braucht --part K, den zu zählenden Teil (1…P)"

    #: Sources/NQueensCLI/CountCommand.swift:183
    msgid "stopped before finishing"
    msgstr "vor dem Ende abgebrochen"

    #. the title of the progress bar of a count split into parts: "Counting part 2 of 8 of 18×18".
    #: Sources/NQueensCLI/CountCommand.swift:200
    #, c-format
    msgid "Counting %s"
    msgstr "Zähle %s"

    #: Sources/NQueensCLI/CountCommand.swift:200
    #, c-format
    msgid "Counting part %1$d of %2$d of %3$s"
    msgstr "Zähle Teil %1$d von %2$d von %3$s"

    #: Sources/NQueensCLI/CountCommand.swift:210
    #, c-format
    msgid "cannot read '%s'; give the files the parts were written to"
    msgstr ""
    "„%s“ kann nicht gelesen werden; geben Sie die Dateien an, in die die Teile "
    "geschrieben wurden"

    #. what a count counted, in "part 2 of 4 of N = 16 (all solutions, 29120 work units)".
    #: Sources/NQueensCLI/CountReport.swift:25
    msgid "all solutions"
    msgstr "alle Lösungen"

    #. what a count counted: the solutions distinct under rotation and reflection.
    #: Sources/NQueensCLI/CountReport.swift:27
    msgid "fundamental solutions"
    msgstr "Grundlösungen"

    #: Sources/NQueensCLI/CountReport.swift:97
    #, c-format
    msgid ""
    "expected the JSON line of one part, {\"schema\":\"%s\",\"size\":N,\"parts\":"
    "P,\"part\":K,\"workUnits\":U,\"total\":…}, as `nqueens count N --parts P --"
    "part K --format json` prints it"
    msgstr ""
    "erwartet wurde die JSON-Zeile eines Teils, {\"schema\":\"%s\",\"size\":N,"
    "\"parts\":P,\"part\":K,\"workUnits\":U,\"total\":…}, wie `nqueens count N --"
    "parts P --part K --format json` sie ausgibt"

    #: Sources/NQueensCLI/CountReport.swift:103
    #, c-format
    msgid "'%1$s' is not JSON; %2$s"
    msgstr "„%1$s“ ist kein JSON; %2$s"

    #: Sources/NQueensCLI/CountReport.swift:108
    #, c-format
    msgid "'%1$s' is a document without \"schema\"; %2$s"
    msgstr "„%1$s“ ist ein Dokument ohne \"schema\"; %2$s"

    #: Sources/NQueensCLI/CountReport.swift:110
    #, c-format
    msgid "'%1$s' is a \"%2$s\" document; %3$s"
    msgstr "„%1$s“ ist ein \"%2$s\"-Dokument; %3$s"

    #: Sources/NQueensCLI/CountReport.swift:118
    #, c-format
    msgid "'%1$s' has nothing for \"%2$s\"; %3$s"
    msgstr "„%1$s“ hat nichts für \"%2$s\"; %3$s"

    #: Sources/NQueensCLI/CountReport.swift:123
    #, c-format
    msgid "'%1$s' has %2$s for \"%3$s\"; %4$s"
    msgstr "„%1$s“ hat %2$s für \"%3$s\"; %4$s"

    #: Sources/NQueensCLI/CountReport.swift:130
    #, c-format
    msgid "'%1$s' needs exactly one of \"total\" and \"unique\"; %2$s"
    msgstr "„%1$s“ braucht genau eines von \"total\" und \"unique\"; %2$s"

    #: Sources/NQueensCLI/CountReport.swift:140
    #, c-format
    msgid ""
    "'%1$s' says part %2$d of %3$d of N = %4$d with %5$d solution, which cannot "
    "be; %6$s"
    msgid_plural ""
    "'%1$s' says part %2$d of %3$d of N = %4$d with %5$d solutions, which cannot "
    "be; %6$s"
    msgstr[0] ""
    "„%1$s“ nennt Teil %2$d von %3$d von N = %4$d mit %5$d Lösung, was nicht sein "
    "kann; %6$s"
    msgstr[1] ""
    "„%1$s“ nennt Teil %2$d von %3$d von N = %4$d mit %5$d Lösungen, was nicht "
    "sein kann; %6$s"

    #. %2$s is what was counted: "all solutions" or "fundamental solutions".
    #: Sources/NQueensCLI/CountReport.swift:154
    #, c-format
    msgid "the whole count of N = %1$d (%2$s)"
    msgstr "die ganze Zählung von N = %1$d (%2$s)"

    #: Sources/NQueensCLI/CountReport.swift:156
    #, c-format
    msgid "%d work unit"
    msgid_plural "%d work units"
    msgstr[0] "%d Arbeitseinheit"
    msgstr[1] "%d Arbeitseinheiten"

    #. a sum of parts; %3$s is what was counted ("all solutions"), %4$s "29120 work units".
    #: Sources/NQueensCLI/CountReport.swift:159
    #, c-format
    msgid "all %1$d part of N = %2$d (%3$s, %4$s)"
    msgid_plural "all %1$d parts of N = %2$d (%3$s, %4$s)"
    msgstr[0] "%1$d Teil von N = %2$d (%3$s, %4$s)"
    msgstr[1] "alle %1$d Teile von N = %2$d (%3$s, %4$s)"

    #. one part of a count; %4$s is what was counted ("all solutions"), %5$s "29120 work units".
    #: Sources/NQueensCLI/CountReport.swift:164
    #, c-format
    msgid "part %1$d of %2$d of N = %3$d (%4$s, %5$s)"
    msgstr "Teil %1$d von %2$d von N = %3$d (%4$s, %5$s)"

    #: Sources/NQueensCLI/CountReport.swift:177
    msgid "give the files of the parts, e.g. nqueens count --sum part-*.json"
    msgstr ""
    "geben Sie die Dateien der Teile an, z. B. nqueens count --sum part-*.json"

    #. %2$s and %4$s describe a part, such as "part 2 of 4 of N = 16 (all solutions, …)".
    #: Sources/NQueensCLI/CountReport.swift:188
    #, c-format
    msgid ""
    "the files are parts of different counts: '%1$s' is %2$s but '%3$s' is %4$s"
    msgstr ""
    "die Dateien gehören zu verschiedenen Zählungen: „%1$s“ ist %2$s, aber „%3$s“ "
    "ist %4$s"

    #: Sources/NQueensCLI/CountReport.swift:195
    #, c-format
    msgid "part %1$d of %2$d is given twice, in '%3$s' and '%4$s'"
    msgstr "Teil %1$d von %2$d ist doppelt angegeben, in „%3$s“ und „%4$s“"

    #: Sources/NQueensCLI/CountReport.swift:200
    msgid "the parts add up beyond 2^64; they cannot be"
    msgstr "die Teile ergeben zusammen mehr als 2^64; das kann nicht sein"

    #. %1$s lists the first ten missing parts (1, 2, 5…), %2$d how many more are missing.
    #: Sources/NQueensCLI/CountReport.swift:213
    #, c-format
    msgid "the set is incomplete: parts %1$s and %2$d more of %3$d are missing"
    msgid_plural ""
    "the set is incomplete: parts %1$s and %2$d more of %3$d are missing"
    msgstr[0] ""
    "die Teile sind unvollständig: Teile %1$s und %2$d weiterer von %3$d fehlen"
    msgstr[1] ""
    "die Teile sind unvollständig: Teile %1$s und %2$d weitere von %3$d fehlen"

    #. %1$s lists the missing parts (1, 2, 5), %2$d is how many parts there are in all.
    #: Sources/NQueensCLI/CountReport.swift:221
    #, c-format
    msgid "the set is incomplete: part %1$s of %2$d is missing"
    msgid_plural "the set is incomplete: parts %1$s of %2$d are missing"
    msgstr[0] "die Teile sind unvollständig: Teil %1$s von %2$d fehlt"
    msgstr[1] "die Teile sind unvollständig: Teile %1$s von %2$d fehlen"

    #: Sources/NQueensCLI/DailyCommand.swift:10
    msgid ""
    "print today's daily puzzle (or a past date's): the same for everyone, one "
    "solution"
    msgstr ""
    "das heutige Tagesrätsel ausgeben (oder das eines früheren Datums): für alle "
    "gleich, mit einer Lösung"

    #: Sources/NQueensCLI/HintCommand.swift:8
    msgid "suggest the next move for queens already on the board"
    msgstr "den nächsten Zug für Damen vorschlagen, die schon auf dem Brett stehen"

    #. N is the help's name for the board size; %1$d…%2$d the sizes accepted (4…27).
    #: Sources/NQueensCLI/HintCommand.swift:45
    #, c-format
    msgid "the board size is missing; add --size N (N = %1$d…%2$d)"
    msgstr "die Brettgröße fehlt; geben Sie --size N an (N = %1$d…%2$d)"

    #: Sources/NQueensCLI/HintCommand.swift:65
    #, c-format
    msgid "square %s is given twice; each square holds at most one queen"
    msgstr ""
    "Feld %s ist doppelt angegeben; auf jedem Feld steht höchstens eine Dame"

    #: Sources/NQueensCLI/HistoryCommand.swift:10
    msgid ""
    "list the games you solved, import them from another machine, or clear them"
    msgstr ""
    "die gelösten Spiele auflisten, von einem anderen Rechner importieren oder "
    "löschen"

    #: Sources/NQueensCLI/HistoryCommand.swift:66
    #, c-format
    msgid "--import merges whole files, so it takes no %s"
    msgstr "--import übernimmt ganze Dateien und nimmt daher kein %s"

    #: Sources/NQueensCLI/HistoryCommand.swift:69
    #, c-format
    msgid "--import and %s do not go together"
    msgstr "--import und %s passen nicht zusammen"

    #: Sources/NQueensCLI/HistoryCommand.swift:74
    msgid "missing the files to import (- for standard input)"
    msgstr "die zu importierenden Dateien fehlen (- für die Standardeingabe)"

    #: Sources/NQueensCLI/HistoryCommand.swift:81
    #, c-format
    msgid ""
    "unexpected argument '%s'; it takes no arguments, only options (files go with "
    "--import)"
    msgstr ""
    "unerwartetes Argument „%s“; der Befehl nimmt keine Argumente, nur Optionen "
    "(Dateien gehören zu --import)"

    #: Sources/NQueensCLI/HistoryCommand.swift:85
    #, c-format
    msgid "--clear forgets every game, so it takes no %s"
    msgstr "--clear vergisst jedes Spiel und nimmt daher kein %s"

    #: Sources/NQueensCLI/HistoryCommand.swift:91
    msgid "--yes only goes with --clear"
    msgstr "--yes gehört nur zu --clear"

    #: Sources/NQueensCLI/HistoryCommand.swift:97
    #, c-format
    msgid "unknown sort '%1$s'; sorts are %2$s"
    msgstr "unbekannte Sortierung „%1$s“; mögliche Sortierungen: %2$s"

    #: Sources/NQueensCLI/HistoryCommand.swift:106
    msgid ""
    "--clear asks before forgetting your games; add --yes when not at a terminal"
    msgstr ""
    "--clear fragt nach, bevor es Ihre Spiele vergisst; geben Sie --yes an, wenn "
    "Sie nicht an einem Terminal sind"

    #: Sources/NQueensCLI/HistoryCommand.swift:138
    #: Sources/NQueensCLI/StatsCommand.swift:81
    msgid "No games yet. Play one with `nqueens`."
    msgstr "Noch keine Spiele. Spielen Sie eines mit `nqueens`."

    #: Sources/NQueensCLI/HistoryCommand.swift:141
    #, c-format
    msgid "No games on %s boards yet. Play one with `nqueens`."
    msgstr "Noch keine Spiele auf %s-Brettern. Spielen Sie eines mit `nqueens`."

    #. the heading of the history's column of game numbers (1, 2, 3…).
    #: Sources/NQueensCLI/HistoryCommand.swift:147
    msgctxt "history column"
    msgid "#"
    msgstr "#"

    #: Sources/NQueensCLI/HistoryCommand.swift:147
    msgctxt "history column"
    msgid "Solved"
    msgstr "Gelöst"

    #: Sources/NQueensCLI/HistoryCommand.swift:148
    msgctxt "history column"
    msgid "Size"
    msgstr "Größe"

    #: Sources/NQueensCLI/HistoryCommand.swift:148
    msgctxt "history column"
    msgid "Time"
    msgstr "Zeit"

    #: Sources/NQueensCLI/HistoryCommand.swift:149
    msgctxt "history column"
    msgid "Moves"
    msgstr "Züge"

    #: Sources/NQueensCLI/HistoryCommand.swift:149
    msgctxt "history column"
    msgid "Efficiency"
    msgstr "Effizienz"

    #: Sources/NQueensCLI/HistoryCommand.swift:150
    msgctxt "history column"
    msgid "Hints"
    msgstr "Tipps"

    #: Sources/NQueensCLI/HistoryCommand.swift:170
    msgid "The history is already empty."
    msgstr "Der Verlauf ist bereits leer."

    #: Sources/NQueensCLI/HistoryCommand.swift:178
    #, c-format
    msgid "Forget all %s game and your streak? This cannot be undone. [y/N] "
    msgid_plural ""
    "Forget all %s games and your streak? This cannot be undone. [y/N] "
    msgstr[0] ""
    "%s Spiel und Ihre Serie vergessen? Dies kann nicht rückgängig gemacht "
    "werden. [j/N] "
    msgstr[1] ""
    "Alle %s Spiele und Ihre Serie vergessen? Dies kann nicht rückgängig gemacht "
    "werden. [j/N] "

    #: Sources/NQueensCLI/HistoryCommand.swift:183
    msgid "Kept your history."
    msgstr "Ihr Verlauf bleibt erhalten."

    #: Sources/NQueensCLI/HistoryCommand.swift:188
    #, c-format
    msgid "Cleared %s game."
    msgid_plural "Cleared %s games."
    msgstr[0] "%s Spiel gelöscht."
    msgstr[1] "%s Spiele gelöscht."

    #. the one-letter answer "yes" to a question at the terminal, as in [y/N].
    #: Sources/NQueensCLI/HistoryCommand.swift:203
    msgctxt "answer"
    msgid "y"
    msgstr "j"

    #. the answer "yes" to a question at the terminal, written out.
    #: Sources/NQueensCLI/HistoryCommand.swift:205
    msgctxt "answer"
    msgid "yes"
    msgstr "ja"

    #. how messages name the file `-` (standard input), as in "standard input: record 3: …".
    #: Sources/NQueensCLI/HistoryImportAction.swift:35
    msgid "standard input"
    msgstr "Standardeingabe"

    #. %s names the file and the problem, such as "games.json: record 3: …".
    #: Sources/NQueensCLI/HistoryImportAction.swift:46
    #: Sources/NQueensCLI/HistoryImportAction.swift:56
    #, c-format
    msgid "%s; nothing was imported"
    msgstr "%s; nichts wurde importiert"

    #: Sources/NQueensCLI/ManualCommand.swift:6
    msgid "print the manual page nqueens(1) in roff (what `make install` installs)"
    msgstr ""
    "die Handbuchseite nqueens(1) in roff ausgeben (was `make install` "
    "installiert)"

    #: Sources/NQueensCLI/PlayCommand.swift:17
    msgid "play the game in the terminal (what `nqueens` alone does in a terminal)"
    msgstr ""
    "das Spiel im Terminal spielen (was `nqueens` allein in einem Terminal tut)"

    #: Sources/NQueensCLI/PlayCommand.swift:70
    #, c-format
    msgid "unknown style '%1$s'; styles are %2$s"
    msgstr "unbekannter Stil „%1$s“; mögliche Stile: %2$s"

    #: Sources/NQueensCLI/PlayCommand.swift:78
    msgid "choose one game: --size, --daily or --id, not all three"
    msgstr "wählen Sie ein Spiel: --size, --daily oder --id, nicht alle drei"

    #. %1$s and %2$s are two options that each choose a game, such as --daily and --id.
    #: Sources/NQueensCLI/PlayCommand.swift:83
    #, c-format
    msgid "choose one game: %1$s or %2$s, not both"
    msgstr "wählen Sie ein Spiel: %1$s oder %2$s, nicht beides"

    #: Sources/NQueensCLI/PlayCommand.swift:86
    msgid "--date goes with --daily (the daily of that date)"
    msgstr "--date gehört zu --daily (das Tagesrätsel dieses Datums)"

    #: Sources/NQueensCLI/PlayCommand.swift:91
    msgid "--rules regions plays a puzzle: give --daily or --id, not --size"
    msgstr ""
    "--rules regions spielt ein Rätsel: Geben Sie --daily oder --id an, nicht --"
    "size"

    #: Sources/NQueensCLI/PlayCommand.swift:95
    msgid ""
    "--rules regions goes with --daily (the regions daily) or --id (a regions ID)"
    msgstr ""
    "--rules regions gehört zu --daily (das Regionen-Tagesrätsel) oder --id (eine "
    "Regionen-ID)"

    #. the times of a progress bar: "0:03 elapsed, about 0:09 left" (minutes:seconds).
    #: Sources/NQueensCLI/ProgressBar.swift:68
    #, c-format
    msgid "%1$s elapsed, about %2$s left"
    msgstr "%1$s vergangen, noch etwa %2$s"

    #. the times of a progress bar before the time left can be estimated: "0:01 elapsed, …".
    #: Sources/NQueensCLI/ProgressBar.swift:72
    #, c-format
    msgid "%s elapsed, estimating the time left"
    msgstr "%s vergangen, Restzeit wird geschätzt"

    #. YYYY-MM-DD is how the date is typed; keep it. %2$s is today as typed, 2026-12-01.
    #: Sources/NQueensCLI/PuzzleArguments.swift:18
    #, c-format
    msgid "'%1$s' is not a date; write it YYYY-MM-DD, like %2$s"
    msgstr "„%1$s“ ist kein Datum; schreiben Sie es als YYYY-MM-DD, etwa %2$s"

    #: Sources/NQueensCLI/PuzzleArguments.swift:22
    #, c-format
    msgid "the daily of %1$s is not out yet; today is %2$s"
    msgstr "das Tagesrätsel vom %1$s gibt es noch nicht; heute ist %2$s"

    #. %1$s is the date in full, %2$s the puzzle's size and difficulty (9×9 easy).
    #: Sources/NQueensCLI/PuzzleArguments.swift:60
    #, c-format
    msgid "Daily puzzle · %1$s · %2$s"
    msgstr "Tagesrätsel · %1$s · %2$s"

    #. %1$s is the puzzle's size and difficulty (9×9 easy), %2$s the seed it was made from, a number.
    #: Sources/NQueensCLI/PuzzleArguments.swift:64
    #, c-format
    msgid "Puzzle · %1$s · seed %2$s"
    msgstr "Rätsel · %1$s · Startwert %2$s"

    #: Sources/NQueensCLI/PuzzleArguments.swift:69
    #, c-format
    msgid "%d given queen"
    msgid_plural "%d given queens"
    msgstr[0] "%d vorgegebene Dame"
    msgstr[1] "%d vorgegebene Damen"

    #: Sources/NQueensCLI/PuzzleArguments.swift:70
    #, c-format
    msgid "place %d more so that no two queens attack each other."
    msgid_plural "place %d more so that no two queens attack each other."
    msgstr[0] "setzen Sie %d weitere so, dass sich keine zwei Damen bedrohen."
    msgstr[1] "setzen Sie %d weitere so, dass sich keine zwei Damen bedrohen."

    #. %1$s is the puzzle's ID (8-0K31D0Q); %2$s "3 given queens"; %3$s "place 5 more so that…".
    #: Sources/NQueensCLI/PuzzleArguments.swift:74
    #, c-format
    msgid "ID %1$s · %2$s; %3$s"
    msgstr "ID %1$s · %2$s; %3$s"

    #. the label of a puzzle's ID in `nqueens puzzle --format text`.
    #: Sources/NQueensCLI/PuzzleArguments.swift:116
    msgctxt "puzzle field"
    msgid "ID"
    msgstr "ID"

    #: Sources/NQueensCLI/PuzzleArguments.swift:118
    msgctxt "puzzle field"
    msgid "Date"
    msgstr "Datum"

    #: Sources/NQueensCLI/PuzzleArguments.swift:120
    msgctxt "puzzle field"
    msgid "Seed"
    msgstr "Startwert"

    #: Sources/NQueensCLI/PuzzleArguments.swift:122
    msgctxt "puzzle field"
    msgid "Size"
    msgstr "Größe"

    #: Sources/NQueensCLI/PuzzleArguments.swift:124
    msgctxt "puzzle field"
    msgid "Difficulty"
    msgstr "Schwierigkeit"

    #. the label of the queens a puzzle gives, in `nqueens puzzle --format text`.
    #: Sources/NQueensCLI/PuzzleArguments.swift:127
    msgctxt "puzzle field"
    msgid "Givens"
    msgstr "Vorgaben"

    #: Sources/NQueensCLI/PuzzleArguments.swift:129
    msgctxt "puzzle field"
    msgid "Regions"
    msgstr "Regionen"

    #. %1$s is a date as typed (2026-12-01), %2$s its weekday (Tuesday).
    #: Sources/NQueensCLI/PuzzleArguments.swift:134
    #, c-format
    msgctxt "date and weekday"
    msgid "%1$s (%2$s)"
    msgstr "%1$s (%2$s)"

    #: Sources/NQueensCLI/PuzzleCommand.swift:9
    msgid ""
    "generate a puzzle with one solution, of a size and difficulty, from a seed"
    msgstr ""
    "ein Rätsel mit genau einer Lösung erzeugen, in einer Größe und "
    "Schwierigkeit, aus einem Startwert"

    #: Sources/NQueensCLI/PuzzleCommand.swift:77
    #, c-format
    msgid ""
    "N (--size) of a regions puzzle must be a whole number from %1$d to %2$d, not "
    "'%3$s'"
    msgstr ""
    "N (--size) eines Regionen-Rätsels muss eine ganze Zahl von %1$d bis %2$d "
    "sein, nicht „%3$s“"

    #: Sources/NQueensCLI/PuzzleCommand.swift:84
    #, c-format
    msgid "unknown difficulty '%1$s'; difficulties are %2$s"
    msgstr "unbekannte Schwierigkeit „%1$s“; mögliche Schwierigkeiten: %2$s"

    #: Sources/NQueensCLI/PuzzleCommand.swift:96
    #, c-format
    msgid "S (--seed) must be a whole number from 0 to %1$s, not '%2$s'"
    msgstr "S (--seed) muss eine ganze Zahl von 0 bis %1$s sein, nicht „%2$s“"

    #: Sources/NQueensCLI/PuzzleCommand.swift:101
    #, c-format
    msgid ""
    "S (--seed) of a regions puzzle must be a whole number from 0 to %1$s, not "
    "'%2$s'"
    msgstr ""
    "S (--seed) eines Regionen-Rätsels muss eine ganze Zahl von 0 bis %1$s sein, "
    "nicht „%2$s“"

    #: Sources/NQueensCLI/PuzzleRules.swift:20
    #, c-format
    msgid "unknown rules '%1$s'; rules are %2$s"
    msgstr "unbekannte Regeln „%1$s“; mögliche Regeln: %2$s"

    #. %1$s is the date in full, %2$s the puzzle's size and difficulty (8×8 easy).
    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:20
    #, c-format
    msgid "Regions daily · %1$s · %2$s"
    msgstr "Regionen-Tagesrätsel · %1$s · %2$s"

    #. %1$s is the puzzle's size and difficulty (8×8 easy), %2$s the seed it was made from, a number.
    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:23
    #, c-format
    msgid "Regions puzzle · %1$s · seed %2$s"
    msgstr "Regionen-Rätsel · %1$s · Startwert %2$s"

    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:32
    #, c-format
    msgid ""
    "ID %2$s · place %1$d queen: one in each row, column and region, no two "
    "touching, not even at a corner."
    msgid_plural ""
    "ID %2$s · place %1$d queens: one in each row, column and region, no two "
    "touching, not even at a corner."
    msgstr[0] ""
    "ID %2$s · setzen Sie %1$d Dame: je eine pro Zeile, Spalte und Region, keine "
    "zwei berühren sich, auch nicht an einer Ecke."
    msgstr[1] ""
    "ID %2$s · setzen Sie %1$d Damen: je eine pro Zeile, Spalte und Region, keine "
    "zwei berühren sich, auch nicht an einer Ecke."

    #. %1$s is the puzzle's ID (R8M-EJFG8YJ9J), %2$s its size and difficulty (8×8 easy).
    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:75
    #, c-format
    msgid ""
    "The solution of %1$s (%2$s): one queen in each row, column and region, none "
    "touching."
    msgstr ""
    "Die Lösung von %1$s (%2$s): je eine Dame pro Zeile, Spalte und Region, ohne "
    "dass sich Damen berühren."

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:46
    #, c-format
    msgid ""
    "the drawn %1$s regions board's rank %2$d from the top is labelled %3$d with "
    "%4$d squares, not %5$d with %6$d"
    msgstr ""
    "Zeile %2$d von oben des gezeichneten %1$s-Regionenbretts ist mit %3$d "
    "beschriftet und hat %4$d Felder, nicht %5$d mit %6$d"

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:55
    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:150
    #, c-format
    msgid "not a solution: row %1$d holds %2$d queen, not one"
    msgid_plural "not a solution: row %1$d holds %2$d queens, not one"
    msgstr[0] "keine Lösung: Zeile %1$d enthält %2$d Dame, nicht eine"
    msgstr[1] "keine Lösung: Zeile %1$d enthält %2$d Damen, nicht eine"

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:132
    #, c-format
    msgid ""
    "the drawn %1$s board's rank %2$d from the top is labelled %3$s, not %4$d"
    msgstr ""
    "Zeile %2$d von oben des gezeichneten %1$s-Bretts ist mit %3$s beschriftet, "
    "nicht mit %4$d"

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:140
    #, c-format
    msgid "rank %1$d of the drawn %2$s board has %3$d square, not %4$d"
    msgid_plural "rank %1$d of the drawn %2$s board has %3$d squares, not %4$d"
    msgstr[0] "Zeile %1$d des gezeichneten %2$s-Bretts hat %3$d Feld, nicht %4$d"
    msgstr[1] "Zeile %1$d des gezeichneten %2$s-Bretts hat %3$d Felder, nicht %4$d"

    #: Sources/NQueensCLI/SolutionInput.swift:21
    #: Sources/NQueensCLI/SolutionInput.swift:183
    msgid "the input is empty; expected a solution, as `nqueens solve` prints it"
    msgstr ""
    "die Eingabe ist leer; erwartet wird eine Lösung, wie `nqueens solve` sie "
    "ausgibt"

    #: Sources/NQueensCLI/SolutionInput.swift:24
    msgid "the input says the board has no solution; there is nothing to check"
    msgstr "laut Eingabe hat das Brett keine Lösung; es gibt nichts zu prüfen"

    #: Sources/NQueensCLI/SolutionInput.swift:80
    #, c-format
    msgid ""
    "the input is a \"%s\" document, a regions puzzle's solution; check it with --"
    "rules regions"
    msgstr ""
    "die Eingabe ist ein \"%s\"-Dokument, die Lösung eines Regionen-Rätsels; "
    "prüfen Sie sie mit --rules regions"

    #: Sources/NQueensCLI/SolutionInput.swift:89
    #, c-format
    msgid ""
    "the input is a \"%1$s\" document; check reads %2$s and %3$s documents (or "
    "their JSON Lines), as `nqueens solve --format json|jsonl` prints them"
    msgstr ""
    "die Eingabe ist ein \"%1$s\"-Dokument; check liest %2$s- und %3$s-Dokumente "
    "(oder deren JSON Lines), wie `nqueens solve --format json|jsonl` sie ausgibt"

    #. %1$s is the kind of document given; %2$s the kind read (nqueens/regions-solution/v1).
    #: Sources/NQueensCLI/SolutionInput.swift:97
    #, c-format
    msgid ""
    "the input is a \"%1$s\" document; check --rules regions reads %2$s documents "
    "(or their JSON Lines), as `nqueens solve --id ID --format json|jsonl` prints "
    "them"
    msgstr ""
    "die Eingabe ist ein \"%1$s\"-Dokument; check --rules regions liest %2$s-"
    "Dokumente (oder deren JSON Lines), wie `nqueens solve --id ID --format json|"
    "jsonl` sie ausgibt"

    #: Sources/NQueensCLI/SolutionInput.swift:104
    msgid "\"solutions\" must be an array of column arrays"
    msgstr "\"solutions\" muss ein Array von Spalten-Arrays sein"

    #: Sources/NQueensCLI/SolutionInput.swift:111
    #, c-format
    msgid "the document says \"count\":%1$d but holds %2$d solution"
    msgid_plural "the document says \"count\":%1$d but holds %2$d solutions"
    msgstr[0] "das Dokument nennt \"count\":%1$d, enthält aber %2$d Lösung"
    msgstr[1] "das Dokument nennt \"count\":%1$d, enthält aber %2$d Lösungen"

    #: Sources/NQueensCLI/SolutionInput.swift:117
    msgid "the document holds no solution (its board has none); nothing to check"
    msgstr ""
    "das Dokument enthält keine Lösung (sein Brett hat keine); nichts zu prüfen"

    #: Sources/NQueensCLI/SolutionInput.swift:121
    msgid "the document says the board has no solution (\"columns\": null)"
    msgstr "laut Dokument hat das Brett keine Lösung (\"columns\": null)"

    #: Sources/NQueensCLI/SolutionInput.swift:124
    msgid "\"columns\" must be an array of 1-based column numbers"
    msgstr "\"columns\" muss ein Array von Spaltennummern ab 1 sein"

    #: Sources/NQueensCLI/SolutionInput.swift:130
    msgid ""
    "the JSON has no \"columns\" or \"solutions\" array; expected {\"columns\": "
    "[1-based columns]}"
    msgstr ""
    "das JSON hat kein Array \"columns\" oder \"solutions\"; erwartet wird "
    "{\"columns\": [Spalten ab 1]}"

    #: Sources/NQueensCLI/SolutionInput.swift:136
    #, c-format
    msgid "the document says \"size\":%1$d but a solution has %2$d column"
    msgid_plural "the document says \"size\":%1$d but a solution has %2$d columns"
    msgstr[0] "das Dokument nennt \"size\":%1$d, aber eine Lösung hat %2$d Spalte"
    msgstr[1] "das Dokument nennt \"size\":%1$d, aber eine Lösung hat %2$d Spalten"

    #: Sources/NQueensCLI/SolutionInput.swift:210
    #, c-format
    msgid "not a solution: row %d holds two queens"
    msgstr "keine Lösung: Zeile %d enthält zwei Damen"

    #: Sources/NQueensCLI/SolutionInput.swift:236
    msgid "\"solutions\" must hold arrays of 1-based column numbers"
    msgstr "\"solutions\" muss Arrays von Spaltennummern ab 1 enthalten"

    #: Sources/NQueensCLI/SolutionInput.swift:247
    msgid "the JSON ends inside an array"
    msgstr "das JSON endet innerhalb eines Arrays"

    #: Sources/NQueensCLI/SolutionInput.swift:263
    msgid "a column number is too large"
    msgstr "eine Spaltennummer ist zu groß"

    #: Sources/NQueensCLI/SolutionInput.swift:268
    msgid "the columns array has an empty entry"
    msgstr "das Spalten-Array hat einen leeren Eintrag"

    #: Sources/NQueensCLI/SolutionInput.swift:276
    msgid "the columns array must hold whole numbers only"
    msgstr "das Spalten-Array darf nur ganze Zahlen enthalten"

    #: Sources/NQueensCLI/SolutionInput.swift:280
    msgid "the JSON ends inside the columns array"
    msgstr "das JSON endet innerhalb des Spalten-Arrays"

    #: Sources/NQueensCLI/SolveCommand.swift:9
    msgid "print a solution (or all, or the first K) for an N×N board"
    msgstr "eine Lösung (oder alle, oder die ersten K) für ein N×N-Brett ausgeben"

    #: Sources/NQueensCLI/SolveCommand.swift:77
    #, c-format
    msgid ""
    "unexpected argument '%s'; it takes no board size with --id (the ID has it)"
    msgstr ""
    "unerwartetes Argument „%s“; mit --id wird keine Brettgröße angegeben (die ID "
    "enthält sie)"

    #: Sources/NQueensCLI/SolveCommand.swift:80
    msgid "a puzzle has one solution; --id takes neither --all nor --limit"
    msgstr "ein Rätsel hat genau eine Lösung; --id nimmt weder --all noch --limit"

    #: Sources/NQueensCLI/SolveCommand.swift:102
    msgid "use either --all or --limit K, not both"
    msgstr "verwenden Sie entweder --all oder --limit K, nicht beides"

    #. %1$s is the largest board drawn (64×64), %2$d the size asked for.
    #: Sources/NQueensCLI/SolveCommand.swift:118
    #, c-format
    msgid ""
    "--format board draws boards up to %1$s; use --format text or json for N = "
    "%2$d"
    msgstr ""
    "--format board zeichnet Bretter bis %1$s; verwenden Sie --format text oder "
    "json für N = %2$d"

    #: Sources/NQueensCLI/SolveCommand.swift:191
    #, c-format
    msgid "The solution of %1$s (%2$s): the givens %3$s, the queens to place %4$s."
    msgstr ""
    "Die Lösung von %1$s (%2$s): die Vorgaben %3$s, die zu setzenden Damen %4$s."

    #: Sources/NQueensCLI/SolveCommand.swift:230
    #, c-format
    msgid "Solving %s"
    msgstr "Löse %s"

    #: Sources/NQueensCLI/SolveCommand.swift:241
    #, c-format
    msgid "Solution %d"
    msgstr "Lösung %d"

    #: Sources/NQueensCLI/SolveCommand.swift:268
    #, c-format
    msgid ""
    "No solution: no %1$d queen fits on a %2$s board without attacking each other."
    msgid_plural ""
    "No solution: no %1$d queens fit on a %2$s board without attacking each other."
    msgstr[0] ""
    "Keine Lösung: %1$d Dame passt nicht bedrohungsfrei auf ein %2$s-Brett."
    msgstr[1] ""
    "Keine Lösung: %1$d Damen passen nicht auf ein %2$s-Brett, ohne sich zu "
    "bedrohen."

    #: Sources/NQueensCLI/StatsCommand.swift:10
    msgid "show your streaks, and per board size your times, trend and bests"
    msgstr ""
    "Ihre Serien anzeigen und je Brettgröße Ihre Zeiten, Trends und Bestwerte"

    #: Sources/NQueensCLI/StatsCommand.swift:63
    #, c-format
    msgid "%d day (today solved)"
    msgid_plural "%d days (today solved)"
    msgstr[0] "%d Tag (heute gelöst)"
    msgstr[1] "%d Tage (heute gelöst)"

    #: Sources/NQueensCLI/StatsCommand.swift:65
    #, c-format
    msgid "%d day (solve one today to keep it)"
    msgid_plural "%d days (solve one today to keep it)"
    msgstr[0] "%d Tag (lösen Sie heute eines, um sie zu halten)"
    msgstr[1] "%d Tage (lösen Sie heute eines, um sie zu halten)"

    #: Sources/NQueensCLI/StatsCommand.swift:68
    msgid "Current streak"
    msgstr "Aktuelle Serie"

    #: Sources/NQueensCLI/StatsCommand.swift:69
    msgid "Best streak"
    msgstr "Beste Serie"

    #: Sources/NQueensCLI/StatsCommand.swift:72
    msgid "Daily streak"
    msgstr "Tagesrätsel-Serie"

    #: Sources/NQueensCLI/StatsCommand.swift:73
    #, c-format
    msgid "%1$d day · best %2$d"
    msgid_plural "%1$d days · best %2$d"
    msgstr[0] "%1$d Tag · Rekord %2$d"
    msgstr[1] "%1$d Tage · Rekord %2$d"

    #: Sources/NQueensCLI/StatsCommand.swift:75
    msgid "Games solved"
    msgstr "Gelöste Spiele"

    #. a puzzle's board size (9×9) and its difficulty (easy, medium or hard), as in "9×9 easy".
    #: Sources/NQueensCLI/Wording.swift:11
    #, c-format
    msgctxt "puzzle kind"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #. a member's card in an album class: "Member 3".
    #: Sources/NQueensSwiftUI/Album/AlbumClassView.swift:69
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumClassPage.swift:132
    #, c-format
    msgid "Member %s"
    msgstr "Lösung %s"

    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:27
    #: Sources/NQueensSwiftUI/History/HistoryView.swift:40
    msgid "Cancel"
    msgstr "Abbrechen"

    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:69
    msgid "Custom size"
    msgstr "Eigene Größe"

    #. the placeholder of the field where a board size is typed.
    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:74
    msgctxt "board size"
    msgid "Size"
    msgstr "Größe"

    #. the board-size sheet's button for the size typed: "Choose 9×9".
    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:94
    #, c-format
    msgid "Choose %s"
    msgstr "%s wählen"

    #. the board's name for screen readers, with its size: "Board, 8×8".
    #. the board's name for screen readers, with the game's title: "Board, 8×8 Free Play".
    #: Sources/NQueensSwiftUI/Game/BoardView.swift:93
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:51
    #, c-format
    msgid "Board, %s"
    msgstr "Brett, %s"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:18
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:91
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:60
    msgid "Undo"
    msgstr "Rückgängig"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:20
    msgid "Hint"
    msgstr "Tipp"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:21
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:91
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:61
    msgid "Redo"
    msgstr "Wiederholen"

    #. the switch that makes taps mark squares with ✕ instead of placing queens.
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:27
    msgctxt "mode"
    msgid "Mark"
    msgstr "Markieren"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:33
    msgid "Taps and drags mark squares."
    msgstr "Tippen und Ziehen markiert Felder."

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:33
    msgid "Taps place queens."
    msgstr "Tippen setzt Damen."

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:35
    msgid "Clear Marks"
    msgstr "Markierungen entfernen"

    #. the heading of the queen styles to choose from.
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:120
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:42
    msgctxt "queen style"
    msgid "Queen"
    msgstr "Dame"

    #: Sources/NQueensSwiftUI/Game/GameView.swift:54
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:68
    msgid "Restart"
    msgstr "Neu beginnen"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:32
    msgid "Clear All"
    msgstr "Alle löschen"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:37
    msgid "Clear all games?"
    msgstr "Alle Spiele löschen?"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:39
    msgid "Delete All Games"
    msgstr "Alle Spiele löschen"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:75
    msgid "Opens the replay."
    msgstr "Öffnet die Wiedergabe."

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:124
    #: Sources/NQueensSwiftUI/History/HistoryView.swift:130
    msgid "Sort"
    msgstr "Sortieren"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:140
    msgid "Start a Game"
    msgstr "Spiel starten"

    #: Sources/NQueensSwiftUI/Home/DailySection.swift:34
    msgid "Plays today's daily puzzle."
    msgstr "Spielt das heutige Tagesrätsel."

    #: Sources/NQueensSwiftUI/Home/DailySection.swift:34
    msgid "Plays today's regions daily."
    msgstr "Spielt das heutige Regionen-Tagesrätsel."

    #: Sources/NQueensSwiftUI/Home/DailySection.swift:172
    msgid "Plays this daily."
    msgstr "Spielt dieses Tagesrätsel."

    #: Sources/NQueensSwiftUI/Home/HistoryTransferMenu.swift:34
    msgid "History Files"
    msgstr "Verlaufsdateien"

    #: Sources/NQueensSwiftUI/Home/HistoryTransferMenu.swift:64
    msgid "OK"
    msgstr "OK"

    #: Sources/NQueensSwiftUI/Home/HomeView.swift:64
    msgid "Dismiss"
    msgstr "Ausblenden"

    #: Sources/NQueensSwiftUI/Home/HomeView.swift:77
    #, c-format
    msgid "Last %d day"
    msgid_plural "Last %d days"
    msgstr[0] "Letzter %d Tag"
    msgstr[1] "Letzte %d Tage"

    #: Sources/NQueensSwiftUI/Home/HomeView.swift:83
    #, c-format
    msgid "Last %d regions daily"
    msgid_plural "Last %d regions dailies"
    msgstr[0] "Letztes %d Regionen-Tagesrätsel"
    msgstr[1] "Letzte %d Regionen-Tagesrätsel"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:43
    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:138
    msgid "Play Again"
    msgstr "Nochmal spielen"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:63
    msgid "First step"
    msgstr "Erster Schritt"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:66
    msgid "Previous step"
    msgstr "Vorheriger Schritt"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:73
    msgid "Next step"
    msgstr "Nächster Schritt"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:75
    msgid "Last step"
    msgstr "Letzter Schritt"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:36
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:99
    msgid "Appearance"
    msgstr "Erscheinungsbild"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:37
    msgid "Theme"
    msgstr "Design"

    #. the settings' section of the board's aids.
    #. Preferences' group of the board's aids (attacked squares, solutions, marks).
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:56
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:101
    msgctxt "settings section"
    msgid "Board"
    msgstr "Brett"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:61
    msgid ""
    "Shade the squares your queens attack, and count the solutions still within "
    "reach."
    msgstr ""
    "Von Ihren Damen bedrohte Felder schattieren und die noch erreichbaren "
    "Lösungen zählen."

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:66
    msgid "Haptics"
    msgstr "Haptik"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:67
    msgid "Reduce motion"
    msgstr "Bewegung reduzieren"

    #. the settings' section of haptics and motion.
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:70
    msgid "Feel"
    msgstr "Haptik und Bewegung"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:73
    msgid ""
    "Animations are also off while Reduce Motion is on in the system's "
    "accessibility settings."
    msgstr ""
    "Animationen sind auch aus, solange „Bewegung reduzieren“ in den "
    "Bedienungshilfen des Systems aktiv ist."

    #: Sources/NQueensSwiftUI/Statistics/ActivityCalendarGrid.swift:47
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/ActivityCalendarView.swift:158
    msgid "Today"
    msgstr "Heute"

    #: Sources/NQueensSwiftUI/Statistics/StatisticsView.swift:23
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:44
    msgid "No Games Yet"
    msgstr "Noch keine Spiele"

    #: Sources/NQueensSwiftUI/Statistics/StatisticsView.swift:88
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:69
    msgid "Last 12 Months"
    msgstr "Letzte 12 Monate"

    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:128
    msgid "Result to share"
    msgstr "Ergebnis zum Teilen"

    #. the grid of a class's members (the solutions in it).
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumClassPage.swift:41
    msgid "Members"
    msgstr "Lösungen"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumClassPage.swift:146
    msgid "Replay the game that first found it"
    msgstr "Spiel wiedergeben, das sie zuerst fand"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:52
    msgid "Solutions found"
    msgstr "Gefundene Lösungen"

    #. the album's grid of solution classes (the solutions that are turns or mirrors of each other).
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:64
    msgid "Classes"
    msgstr "Klassen"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:65
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:67
    msgid "Show _More"
    msgstr "_Mehr anzeigen"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:70
    msgid "Nothing Found Yet"
    msgstr "Noch nichts gefunden"

    #. nqueens-gnome's error for a bad --size; keep "--size N" as it is typed.
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:40
    #, c-format
    msgid ""
    "board size '%1$s' is not one we offer; use --size N with N from %2$d to %3$d"
    msgstr ""
    "Brettgröße „%1$s“ wird nicht angeboten; verwenden Sie --size N mit N von "
    "%2$d bis %3$d"

    #. nqueens-gnome's error for a bad --style; the names after it are typed as they are.
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:51
    #, c-format
    msgid "queen style '%1$s' is unknown; use one of %2$s"
    msgstr "Damenstil „%1$s“ ist unbekannt; verwenden Sie einen von %2$s"

    #. nqueens-gnome's error for an unknown argument; the options are typed as they are.
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:60
    #, c-format
    msgid "unknown argument '%s'; try --size N, --style NAME or --help"
    msgstr ""
    "unbekanntes Argument „%s“; versuchen Sie --size N, --style NAME oder --help"

    #. nqueens-gnome's error for an option given last, without its value: "--size needs a value".
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:98
    #, c-format
    msgid "%s needs a value"
    msgstr "%s braucht einen Wert"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:46
    #, c-format
    msgid "%1$s to %2$s"
    msgstr "%1$s bis %2$s"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:48
    msgid "Smaller"
    msgstr "Kleiner"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:49
    msgid "Larger"
    msgstr "Größer"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:55
    msgid "Custom board size"
    msgstr "Eigene Brettgröße"

    #. the board-size dialog's button that starts a game of the size typed.
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:57
    msgid "_Use"
    msgstr "_Übernehmen"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/FileChooser.swift:18
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PuzzleEntryDialog.swift:27
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:233
    msgid "_Cancel"
    msgstr "_Abbrechen"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:15
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:23
    msgid "The NQueens developers"
    msgstr "Die NQueens-Entwickler"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:18
    msgid ""
    "Place N queens on an N×N board so that no two attack each other. Hints that "
    "really help, daily streaks, and a history of every game you solved."
    msgstr ""
    "Setzen Sie N Damen so auf ein N×N-Brett, dass sich keine zwei bedrohen. "
    "Tipps, die wirklich helfen, Tagesrätsel-Serien und ein Verlauf aller "
    "gelösten Spiele."

    #. do not translate: put your names here, one per line, as About lists them.
    #. an e-mail address or web page may follow a name in angle brackets: "Anna <anna@example.org>".
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:34
    msgid "translator-credits"
    msgstr "Das NQueens-Übersetzungsteam"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:88
    msgctxt "shortcuts"
    msgid "Game"
    msgstr "Spiel"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:90
    msgid "New game"
    msgstr "Neues Spiel"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:90
    msgid "Open a puzzle by ID"
    msgstr "Rätsel per ID öffnen"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:92
    msgid "Restart the board"
    msgstr "Brett neu beginnen"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:96
    msgctxt "shortcuts"
    msgid "Board"
    msgstr "Brett"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:98
    msgid "Move the cursor (it stops at the edges)"
    msgstr "Cursor bewegen (er hält an den Rändern)"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:100
    msgid "Mark or unmark the square (or right-click it)"
    msgstr "Feld markieren oder Markierung entfernen (oder Rechtsklick)"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:101
    msgid "Clear your marks (right-drag to mark a row)"
    msgstr ""
    "Ihre Markierungen entfernen (Ziehen mit rechter Maustaste markiert eine "
    "Zeile)"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:105
    msgctxt "shortcuts"
    msgid "Replay"
    msgstr "Wiedergabe"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:107
    msgid "Play or pause"
    msgstr "Abspielen oder anhalten"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:108
    msgid "First or last step"
    msgstr "Erster oder letzter Schritt"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:112
    msgctxt "shortcuts"
    msgid "Album"
    msgstr "Album"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:114
    msgid "Move between the cards"
    msgstr "Zwischen den Karten wechseln"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:114
    msgid "Open the card"
    msgstr "Karte öffnen"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:115
    msgid "Smaller board"
    msgstr "Kleineres Brett"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:115
    msgid "Larger board"
    msgstr "Größeres Brett"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:119
    msgctxt "shortcuts"
    msgid "Statistics"
    msgstr "Statistik"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:120
    msgid "Chart a smaller board"
    msgstr "Diagramm für kleineres Brett"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:120
    msgid "Chart a larger board"
    msgstr "Diagramm für größeres Brett"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:123
    msgctxt "shortcuts"
    msgid "General"
    msgstr "Allgemein"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:125
    msgid "Go back"
    msgstr "Zurück"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:125
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:35
    msgid "Preferences"
    msgstr "Einstellungen"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:126
    msgid "Keyboard shortcuts"
    msgstr "Tastenkürzel"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:126
    msgid "Close the window"
    msgstr "Fenster schließen"

    #. Preferences' row choosing light, dark or the system's colours.
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:50
    msgctxt "colour scheme"
    msgid "Style"
    msgstr "Stil"

    #. the heading of the queen styles (the board menu's section, the Preferences' row).
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:55
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:196
    msgctxt "queen style"
    msgid "Queens"
    msgstr "Damen"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:60
    msgid "Shade Attacked Squares"
    msgstr "Bedrohte Felder schattieren"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:60
    msgid "Tint every square a queen attacks"
    msgstr "Jedes Feld einfärben, das eine Dame bedroht"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:65
    msgid "Count Solutions"
    msgstr "Lösungen zählen"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:65
    msgid "How many solutions your queens still allow"
    msgstr "Wie viele Lösungen Ihre Damen noch zulassen"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:79
    msgid "Reduce Motion"
    msgstr "Bewegung reduzieren"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:79
    msgid "No pulse, line fades or confetti"
    msgstr "Kein Pulsieren, keine Linien-Überblendungen, kein Konfetti"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:82
    msgid "Sound"
    msgstr "Ton"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:82
    msgid "Beep on conflicts and wins"
    msgstr "Signalton bei Konflikten und Siegen"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:94
    msgctxt "preferences"
    msgid "General"
    msgstr "Allgemein"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:102
    msgid "Motion and Sound"
    msgstr "Bewegung und Ton"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PuzzleEntryDialog.swift:36
    msgid "Puzzle ID"
    msgstr "Rätsel-ID"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:26
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:52
    msgid "Play _Again"
    msgstr "_Nochmal spielen"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:27
    msgid "_Album"
    msgstr "_Album"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:28
    msgid "_Done"
    msgstr "_Fertig"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:48
    msgid "_Copy Result"
    msgstr "Ergebnis _kopieren"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:56
    msgid "Last 30 Days"
    msgstr "Letzte 30 Tage"

    #. a daily's puzzle ID on its Home card: "ID 9-SSKCB52".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:104
    #, c-format
    msgid "ID %s"
    msgstr "ID %s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:105
    msgid "The puzzle's ID: the same puzzle for every player"
    msgstr "Die ID des Rätsels: für alle Spieler dasselbe Rätsel"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:152
    #, c-format
    msgid "Continue today's daily puzzle (%s)"
    msgstr "Heutiges Tagesrätsel fortsetzen (%s)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:153
    #, c-format
    msgid "Play today's daily puzzle again (%s)"
    msgstr "Heutiges Tagesrätsel nochmal spielen (%s)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:155
    #, c-format
    msgid "Continue today's regions daily (%s)"
    msgstr "Heutiges Regionen-Tagesrätsel fortsetzen (%s)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:156
    #, c-format
    msgid "Play today's regions daily again (%s)"
    msgstr "Heutiges Regionen-Tagesrätsel nochmal spielen (%s)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:165
    msgid "In progress"
    msgstr "In Arbeit"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:165
    msgid "Not solved"
    msgstr "Nicht gelöst"

    #. a day's tooltip on Home: date, size, difficulty, state ("Sat 28 Nov · 9×9 Hard · Solved ✓ 1:05").
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:169
    #, c-format
    msgid "%1$s · %2$s %3$s · %4$s"
    msgstr "%1$s · %2$s %3$s · %4$s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:65
    msgid "_Hint"
    msgstr "_Tipp"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:67
    msgid "Show a hint (H)"
    msgstr "Tipp zeigen (H)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:43
    msgid "_Start a Game"
    msgstr "Spiel _starten"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:53
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:54
    msgid "Sort order"
    msgstr "Sortierung"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:58
    msgid "Kind of game"
    msgstr "Spielart"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:69
    msgid "_Clear History…"
    msgstr "Verlauf _löschen …"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:166
    msgid "Every board size"
    msgstr "Alle Brettgrößen"

    #. the tooltip of History's filter by board size: "Only 8×8".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:168
    #, c-format
    msgid "Only %s"
    msgstr "Nur %s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:174
    msgid "Every kind of game"
    msgstr "Alle Spielarten"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:175
    msgid "Only the daily puzzles"
    msgstr "Nur Tagesrätsel"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:176
    msgid "Only puzzles opened by ID"
    msgstr "Nur per ID geöffnete Rätsel"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:177
    msgid "Only free play"
    msgstr "Nur freies Spiel"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:178
    msgid "Only regions puzzles"
    msgstr "Nur Regionen-Rätsel"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:217
    msgid "Efficiency"
    msgstr "Effizienz"

    #. a History row's efficiency for screen readers: "Efficiency 100%".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:221
    #, c-format
    msgid "Efficiency %s"
    msgstr "Effizienz %s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:231
    msgid "Clear History?"
    msgstr "Verlauf löschen?"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:234
    msgid "_Delete All"
    msgstr "Alle _löschen"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:53
    msgid "Streak"
    msgstr "Serie"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:70
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:170
    msgid "Continue Game"
    msgstr "Spiel fortsetzen"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:74
    msgid "_Start Game"
    msgstr "Spiel _starten"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:75
    msgid "_Open a Puzzle by ID…"
    msgstr "Rätsel per _ID öffnen …"

    #. what screen readers say for Continue Game, with the game: "Continue Game, 8×8 · 3/8 queens".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:170
    #, c-format
    msgid "Continue Game, %s"
    msgstr "Spiel fortsetzen, %s"

    #. Home's button that starts a free game of the chosen size: "Start 8×8 Game".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:177
    #, c-format
    msgid "_Start %s Game"
    msgstr "%s-Spiel _starten"

    #. the replay's board for screen readers, with the game's title: "Replay board, 8×8 Free Play".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:29
    #, c-format
    msgid "Replay board, %s"
    msgstr "Wiedergabebrett, %s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:43
    msgid "Empty board (Home)"
    msgstr "Leeres Brett (Pos1)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:44
    msgid "Step back (←)"
    msgstr "Schritt zurück (←)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:45
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:108
    msgid "Play (Space)"
    msgstr "Abspielen (Leertaste)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:46
    msgid "Step forward (→)"
    msgstr "Schritt vor (→)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:47
    msgid "Final position (End)"
    msgstr "Endstellung (Ende)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:108
    msgid "Pause (Space)"
    msgstr "Pause (Leertaste)"

    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/ActivityCalendarView.swift:47
    msgid "Legend"
    msgstr "Legende"

    #. the chart's legend for the line of the best solve time so far.
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/SolveTimeChartView.swift:114
    msgid "Best so far"
    msgstr "Bisherige Bestzeit"

    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:47
    msgid "Board Sizes"
    msgstr "Brettgrößen"

    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:52
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:53
    msgid "Board size charted"
    msgstr "Brettgröße im Diagramm"

    #. said of the board size whose solve times the chart shows.
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:158
    msgid "Charted"
    msgstr "Im Diagramm"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:165
    msgid "_New Game"
    msgstr "_Neues Spiel"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:166
    msgid "_Open Puzzle by ID…"
    msgstr "Rätsel per _ID öffnen …"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:170
    msgid "_Statistics"
    msgstr "_Statistik"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:171
    msgid "_Export History…"
    msgstr "Verlauf _exportieren …"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:172
    msgid "_Import History…"
    msgstr "Verlauf _importieren …"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:176
    msgid "_Preferences"
    msgstr "_Einstellungen"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:177
    msgid "_Keyboard Shortcuts"
    msgstr "_Tastenkürzel"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:178
    msgid "_About N-Queens"
    msgstr "_Info zu N-Damen"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:199
    msgid "Shade _Attacked Squares"
    msgstr "_Bedrohte Felder schattieren"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:200
    msgid "_Count Solutions"
    msgstr "Lösungen _zählen"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:204
    msgid "_Mark the Square"
    msgstr "Feld _markieren"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:205
    msgid "C_lear Marks"
    msgstr "Markierungen _entfernen"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:19
    msgid "_Export"
    msgstr "_Exportieren"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:34
    msgid "_Import"
    msgstr "_Importieren"

    #. the file chooser's filter of NQueens' history files (JSON is the file format's name).
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:55
    msgid "History (JSON)"
    msgstr "Verlauf (JSON)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:62
    msgid "_Close"
    msgstr "_Schließen"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:85
    msgid "Back"
    msgstr "Zurück"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:91
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:92
    msgid "Main Menu"
    msgstr "Hauptmenü"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:97
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:98
    msgid "Board Options"
    msgstr "Brettoptionen"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:154
    #, c-format
    msgid "Place %d queen"
    msgid_plural "Place %d queens"
    msgstr[0] "%d Dame setzen"
    msgstr[1] "%d Damen setzen"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:247
    msgid "Result copied to the clipboard"
    msgstr "Ergebnis in die Zwischenablage kopiert"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:389
    msgid "_Dismiss"
    msgstr "_Ausblenden"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:5
    msgid "Puzzle Game"
    msgstr "Denkspiel"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:6
    msgid "Place N queens on a board so that no two attack each other"
    msgstr "N Damen so auf ein Brett setzen, dass sich keine zwei bedrohen"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:11
    msgid "queens;chess;puzzle;board;logic;"
    msgstr "Damen;Schach;Rätsel;Denkspiel;Brett;Logik;Damenproblem;"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:7
    msgid "Place N queens so that no two attack each other"
    msgstr "N Damen so setzen, dass sich keine zwei bedrohen"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:9
    msgid ""
    "The classic puzzle as a game: put N queens on an N-by-N board so that no two "
    "share a row, a column or a diagonal. Conflicting queens and their red attack "
    "lines show at once, and a hint never just gives the answer away: it names a "
    "square that still leads to a full solution, or the queen to take back and "
    "why."
    msgstr ""
    "Das klassische Rätsel als Spiel: Setzen Sie N Damen so auf ein N×N-Brett, "
    "dass keine zwei eine Zeile, Spalte oder Diagonale teilen. Damen im Konflikt "
    "und ihre roten Angriffslinien erscheinen sofort, und ein Tipp verrät nie "
    "einfach die Lösung: Er nennt ein Feld, das noch zu einer vollständigen "
    "Lösung führt, oder die Dame, die Sie zurücknehmen sollten, und den Grund "
    "dafür."

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:14
    msgid ""
    "Every day brings two puzzles with one solution each: a classic one with "
    "queens already given, and a coloured-regions puzzle, where each row, column "
    "and region holds one queen and no two queens touch."
    msgstr ""
    "Jeden Tag gibt es zwei Rätsel mit je einer Lösung: ein klassisches mit "
    "bereits vorgegebenen Damen und ein Rätsel mit farbigen Regionen, bei dem "
    "jede Zeile, Spalte und Region genau eine Dame enthält und sich keine zwei "
    "Damen berühren."

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:19
    msgid ""
    "Boards from 4 by 4 to 16 by 16, played with the mouse or the keyboard alone"
    msgstr ""
    "Bretter von 4×4 bis 16×16, gespielt mit der Maus oder allein mit der Tastatur"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:20
    msgid ""
    "Your own marks on squares, undo and redo, hints that explain the next "
    "deduction"
    msgstr ""
    "Eigene Markierungen auf Feldern, Rückgängig und Wiederholen, Tipps, die den "
    "nächsten Schluss erklären"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:21
    msgid ""
    "Daily streaks, statistics with charts, and a history of every game with a "
    "move-by-move replay"
    msgstr ""
    "Tagesrätsel-Serien, Statistik mit Diagrammen und ein Verlauf aller Spiele "
    "mit Zug-für-Zug-Wiedergabe"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:22
    msgid "An album of every solution you found, grouped by symmetry"
    msgstr "Ein Album aller gefundenen Lösungen, nach Symmetrie gruppiert"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:23
    msgid ""
    "Boards that read without colour, light and dark styles, and motion you can "
    "turn off"
    msgstr ""
    "Bretter, die auch ohne Farbe lesbar sind, helle und dunkle Stile und "
    "abschaltbare Animationen"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:24
    msgid "In English, German, Spanish, French and Japanese"
    msgstr "Auf Englisch, Deutsch, Spanisch, Französisch und Japanisch"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:25
    msgid "Shares its games and settings with the nqueens terminal game"
    msgstr "Teilt Spiele und Einstellungen mit dem Terminalspiel nqueens"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:45
    msgid "A game with two queens in conflict"
    msgstr "Ein Spiel mit zwei Damen im Konflikt"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:49
    msgid ""
    "Home: today's daily puzzle and the last 30 days, your streak, the board size "
    "and your history"
    msgstr ""
    "Übersicht: das heutige Tagesrätsel und die letzten 30 Tage, Ihre Serie, die "
    "Brettgröße und Ihr Verlauf"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:53
    msgid "A daily puzzle: given queens, squares ruled out and a hint"
    msgstr ""
    "Ein Tagesrätsel: vorgegebene Damen, ausgeschlossene Felder und ein Tipp"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:57
    msgid "The victory dialog"
    msgstr "Der Sieg-Dialog"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:61
    msgid "Every solved game, with time, moves and efficiency"
    msgstr "Jedes gelöste Spiel mit Zeit, Zügen und Effizienz"

    #, c-format
    #~ msgid ""
    #~ "its efficiency %1$s is not its size less its givens over its %2$d move "
    #~ "(%3$s)"
    #~ msgid_plural ""
    #~ "its efficiency %1$s is not its size less its givens over its %2$d moves "
    #~ "(%3$s)"
    #~ msgstr[0] ""
    #~ "seine Effizienz %1$s ist nicht seine Größe abzüglich seiner Vorgaben "
    #~ "geteilt durch seinen %2$d Zug (%3$s)"
    #~ msgstr[1] ""
    #~ "seine Effizienz %1$s ist nicht seine Größe abzüglich seiner Vorgaben "
    #~ "geteilt durch seine %2$d Züge (%3$s)"

    #~ msgid "Speak the chosen language"
    #~ msgstr "Gewählte Sprache verwenden"

    #~ msgid "Monday"
    #~ msgstr "Montag"

    #~ msgid "Tuesday"
    #~ msgstr "Dienstag"

    #~ msgid "Wednesday"
    #~ msgstr "Mittwoch"

    #~ msgid "Thursday"
    #~ msgstr "Donnerstag"

    #~ msgid "Friday"
    #~ msgstr "Freitag"

    #~ msgid "Saturday"
    #~ msgstr "Samstag"

    #~ msgid "Sunday"
    #~ msgstr "Sonntag"

    #, c-format
    #~ msgid "Place %1$s: one solution fits the %2$s."
    #~ msgstr "Setzen Sie %1$s: Genau eine Lösung passt zu %2$s."

    #, c-format
    #~ msgctxt "queens to place"
    #~ msgid "%d queen"
    #~ msgid_plural "%d queens"
    #~ msgstr[0] "%d Dame"
    #~ msgstr[1] "%d Damen"

    #, c-format
    #~ msgctxt "the givens a solution fits"
    #~ msgid "%d given queen"
    #~ msgid_plural "%d given queens"
    #~ msgstr[0] "der %d vorgegebenen Dame"
    #~ msgstr[1] "den %d vorgegebenen Damen"

    #, c-format
    #~ msgid "%1$s game on %2$s"
    #~ msgid_plural "%1$s games on %2$s"
    #~ msgstr[0] "%1$s Spiel, %2$s"
    #~ msgstr[1] "%1$s Spiele, %2$s"

    #, c-format
    #~ msgid "valid: %1$d solution, all the solution, of %2$s (%3$s)"
    #~ msgid_plural "valid: %1$d solutions, all the solution, of %2$s (%3$s)"
    #~ msgstr[0] "gültig: %1$d-mal die Lösung von %2$s (%3$s)"
    #~ msgstr[1] "gültig: %1$d-mal die Lösung von %2$s (%3$s)"

    #, c-format
    #~ msgid "%1$s of %2$s"
    #~ msgstr "%1$s von %2$s"

    #, c-format
    #~ msgid "%1$s (%2$s)"
    #~ msgstr "%1$s (%2$s)"

    #~ msgctxt "difficulty in a line"
    #~ msgid "easy"
    #~ msgstr "leicht"

    #~ msgctxt "difficulty in a line"
    #~ msgid "medium"
    #~ msgstr "mittel"

    #~ msgctxt "difficulty in a line"
    #~ msgid "hard"
    #~ msgstr "schwer"

    #, c-format
    #~ msgid "%1$s %2$s"
    #~ msgstr "%1$s %2$s"
    """#

/// `po/es.po`.
private let catalogEs = #"""
    # Spanish translation of NQueens.
    # This file is distributed under the same license as NQueens.
    #
    # Glossary (Spanish, tú for the player; buttons and actions in the infinitive, GNOME style):
    # queen = reina; board = tablero; square = casilla; row = fila (a chess rank too); column = columna;
    # diagonal = diagonal; attack = atacar, ataque; conflict = conflicto; hint = pista;
    # mark (the player's ✕) = marca, marcar, desmarcar; rule out = descartar;
    # daily puzzle / the daily = desafío diario (desafío for short where space is tight);
    # regions daily = desafío diario de regiones; puzzle = puzle; puzzle ID = ID del puzle;
    # free play = juego libre; game (one played) = partida; streak = racha; daily streak = racha diaria;
    # history = historial; replay = repetición (ver la repetición); album = álbum;
    # symmetry class = clase de simetría; member (of a class) = miembro; fundamental solution = solución fundamental;
    # regions (the coloured-regions puzzle) = regiones, puzle de regiones; region = región;
    # given (a queen placed by the puzzle) = reina fija; efficiency = eficiencia; undo/redo = deshacer/rehacer;
    # statistics = estadísticas; settings/preferences = preferencias; theme = tema; solved = resuelto;
    # easy/medium/hard = fácil/medio/difícil (Fácil/Medio/Difícil as labels); seed = semilla; move = movimiento;
    # step (of a replay) = paso; terminal = la terminal; Home (screen) = Inicio; clear (the history) = vaciar, borrar;
    # delete = eliminar; dismiss = cerrar; quoted input = «…».
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
    msgstr "Español"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:49
    #, c-format
    msgctxt "JSON expectation"
    msgid "record %d"
    msgstr "el registro %d"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:51
    msgctxt "JSON expectation"
    msgid "',' or the end of the list of games"
    msgstr "«,» o el final de la lista de partidas"

    #. %1$s and %3$s are schemas ("nqueens/history/v1"), %2$s a kind of move ("mark").
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:65
    #: Sources/NQueensServices/Export/HistoryJSON.swift:72
    #, c-format
    msgid ""
    "a \"%1$s\" document has no \"%2$s\" moves or continuesStep; marks came with "
    "\"%3$s\""
    msgstr ""
    "un documento \"%1$s\" no tiene movimientos \"%2$s\" ni continuesStep; las "
    "marcas llegaron con \"%3$s\""

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:72
    #: Sources/NQueensServices/Export/HistoryJSON.swift:80
    #, c-format
    msgid "a \"%1$s\" document has no regions games; they came with \"%2$s\""
    msgstr ""
    "un documento \"%1$s\" no tiene partidas de regiones; llegaron con \"%2$s\""

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:84
    #, c-format
    msgid "%1$s; %2$s"
    msgstr "%1$s; %2$s"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:97
    #, c-format
    msgid ""
    "its id '%1$s' is not written as NQueens writes ids; expected lower case, "
    "such as %2$s"
    msgstr ""
    "su id «%1$s» no está escrito como NQueens escribe los id; se esperaba en "
    "minúsculas, como %2$s"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:102
    msgid ""
    "its id is the id of an earlier record of the file; every game has its own id"
    msgstr ""
    "su id es el de un registro anterior del archivo; cada partida tiene su "
    "propio id"

    #. a record of a history file that cannot be read; %s is the reader's own words.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:127
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:146
    #, c-format
    msgid "it cannot be read (%s)"
    msgstr "no se puede leer (%s)"

    #. %s is a JSON field's name, such as "moves[3].square".
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:131
    #, c-format
    msgid "it has no \"%s\""
    msgstr "no tiene \"%s\""

    #. %1$s is a JSON field's name, %2$s a Swift type (String, Double).
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:135
    #, c-format
    msgid "its \"%1$s\" is not a %2$s"
    msgstr "su \"%1$s\" no es un %2$s"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:137
    #, c-format
    msgid "its \"%s\" is not a whole number"
    msgstr "su \"%s\" no es un número entero"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:139
    #, c-format
    msgid "its \"%s\" is null"
    msgstr "su \"%s\" es null"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:142
    msgid "it is not a JSON object"
    msgstr "no es un objeto JSON"

    #. %2$s is the reader's own words on why.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:144
    #, c-format
    msgid "its \"%1$s\" is not valid (%2$s)"
    msgstr "su \"%1$s\" no es válido (%2$s)"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:169
    #, c-format
    msgid "its size %1$d is out of range; NQueens boards run from %2$d to %3$d"
    msgstr ""
    "su tamaño %1$d está fuera de rango; los tableros de NQueens van de %2$d a "
    "%3$d"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:182
    #, c-format
    msgid ""
    "its efficiency %1$s does not match its %2$d move: (board size − givens) ÷ "
    "moves is %3$s"
    msgid_plural ""
    "its efficiency %1$s does not match its %2$d moves: (board size − givens) ÷ "
    "moves is %3$s"
    msgstr[0] ""
    "su eficiencia %1$s no coincide con su %2$d movimiento: (tamaño del tablero − "
    "reinas fijas) ÷ movimientos da %3$s"
    msgstr[1] ""
    "su eficiencia %1$s no coincide con sus %2$d movimientos: (tamaño del tablero "
    "− reinas fijas) ÷ movimientos da %3$s"

    #. %1$s is an instant as the file writes it, %2$d a year.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:194
    #, c-format
    msgid ""
    "it started on %1$s, before NQueens existed; expected an instant from %2$d on"
    msgstr ""
    "empezó el %1$s, antes de que existiera NQueens; se esperaba un instante a "
    "partir de %2$d"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:199
    #, c-format
    msgid "it finished (%1$s) before it started (%2$s)"
    msgstr "terminó (%1$s) antes de empezar (%2$s)"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:203
    msgid "its active time is negative"
    msgstr "su tiempo activo es negativo"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:205
    #, c-format
    msgid ""
    "its time zone '%s' is not one; expected an IANA name such as Europe/Berlin"
    msgstr ""
    "su zona horaria «%s» no existe; se esperaba un nombre IANA como Europe/Madrid"

    #. %1$s and %3$s are days (2026-12-01), %2$s a time zone (Europe/Berlin).
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:212
    #, c-format
    msgid "its solvedDay %1$s is not the day it finished in %2$s (%3$s)"
    msgstr "su solvedDay %1$s no es el día en que terminó en %2$s (%3$s)"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:221
    #, c-format
    msgid ""
    "its final position holds %1$d queen; a solved %2$d×%2$d board holds %2$d, "
    "none attacking another"
    msgid_plural ""
    "its final position holds %1$d queens; a solved %2$d×%2$d board holds %2$d, "
    "none attacking another"
    msgstr[0] ""
    "su posición final tiene %1$d reina; un tablero de %2$d×%2$d resuelto tiene "
    "%2$d, sin que ninguna ataque a otra"
    msgstr[1] ""
    "su posición final tiene %1$d reinas; un tablero de %2$d×%2$d resuelto tiene "
    "%2$d, sin que ninguna ataque a otra"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:228
    msgid ""
    "its final position is not solved: two of its queens share a square or attack "
    "each other"
    msgstr ""
    "su posición final no está resuelta: dos de sus reinas comparten casilla o se "
    "atacan"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:238
    #, c-format
    msgid ""
    "its puzzleID '%s' is not a regions puzzle ID as NQueens writes them (such as "
    "R8M-…, upper case)"
    msgstr ""
    "su puzzleID «%s» no es un ID de puzle de regiones tal como los escribe "
    "NQueens (como R8M-…, en mayúsculas)"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:242
    #, c-format
    msgid "its regions puzzle %1$s is %2$d×%2$d, not %3$d×%3$d"
    msgstr "su puzle de regiones %1$s es de %2$d×%2$d, no de %3$d×%3$d"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:245
    #, c-format
    msgid "its regions puzzle %s cannot be made; expected an ID NQueens wrote"
    msgstr ""
    "su puzle de regiones %s no se puede generar; se esperaba un ID escrito por "
    "NQueens"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:248
    #, c-format
    msgid ""
    "its final position is not the solution of its regions puzzle %s: one queen "
    "in each row, column and region, no two touching"
    msgstr ""
    "su posición final no es la solución de su puzle de regiones %s: una reina en "
    "cada fila, columna y región, sin que se toquen"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:255
    #, c-format
    msgid "it is the regions daily of %1$s, whose puzzle is %2$s, not %3$s"
    msgstr "es el desafío diario de regiones del %1$s, cuyo puzle es %2$s, no %3$s"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:260
    #, c-format
    msgid ""
    "it is the regions daily of %1$s, solved on %2$s, before that daily was out"
    msgstr ""
    "es el desafío diario de regiones del %1$s, resuelto el %2$s, antes de que "
    "saliera ese desafío"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:287
    #, c-format
    msgid ""
    "its puzzleID '%s' is not a puzzle ID as NQueens writes them (such as 8-…, "
    "upper case)"
    msgstr ""
    "su puzzleID «%s» no es un ID de puzle tal como los escribe NQueens (como "
    "8-…, en mayúsculas)"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:290
    #, c-format
    msgid ""
    "its queens do not stand on the givens of its puzzle %s (the squares no move "
    "touched)"
    msgstr ""
    "sus reinas no están sobre las reinas fijas de su puzle %s (las casillas que "
    "ningún movimiento tocó)"

    #. %1$s is a day (2026-12-01), %2$s its weekday (Tuesday), %3$d and %4$d board sizes.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:296
    #, c-format
    msgid ""
    "it is the daily of %1$s, a %2$s, whose board is %3$d×%3$d, not %4$d×%4$d"
    msgstr ""
    "es el desafío diario del %1$s, un %2$s, cuyo tablero es de %3$d×%3$d, no de "
    "%4$d×%4$d"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:301
    #, c-format
    msgid "it is the daily of %1$s, solved on %2$s, before that daily was out"
    msgstr ""
    "es el desafío diario del %1$s, resuelto el %2$s, antes de que saliera ese "
    "desafío"

    #. %2$s is a move as the file writes it: "place e4".
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:332
    #, c-format
    msgid ""
    "its move %1$d (%2$s) cannot be made where the moves before it left the "
    "board; the moves must replay to the final position"
    msgstr ""
    "su movimiento %1$d (%2$s) no se puede hacer donde los movimientos anteriores "
    "dejaron el tablero; los movimientos deben reproducir la posición final"

    #. %s lists squares: "a1 c2 e3".
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:339
    #, c-format
    msgid "its moves do not replay to its final position: they leave queens on %s"
    msgstr "sus movimientos no reproducen su posición final: dejan reinas en %s"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:349
    msgctxt "weekday in a sentence"
    msgid "Monday"
    msgstr "lunes"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:350
    msgctxt "weekday in a sentence"
    msgid "Tuesday"
    msgstr "martes"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:351
    msgctxt "weekday in a sentence"
    msgid "Wednesday"
    msgstr "miércoles"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:352
    msgctxt "weekday in a sentence"
    msgid "Thursday"
    msgstr "jueves"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:353
    msgctxt "weekday in a sentence"
    msgid "Friday"
    msgstr "viernes"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:354
    msgctxt "weekday in a sentence"
    msgid "Saturday"
    msgstr "sábado"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:355
    msgctxt "weekday in a sentence"
    msgid "Sunday"
    msgstr "domingo"

    #. follows a file's name: "games.json is a folder; …".
    #: Sources/NQueensServices/Export/HistoryImport.swift:26
    msgctxt "history file"
    msgid "is a folder; give the file `nqueens history --format json` wrote"
    msgstr ""
    "es una carpeta; indica el archivo que escribió `nqueens history --format "
    "json`"

    #. follows a file's name; %s says why: "games.json cannot be opened (no such file)".
    #: Sources/NQueensServices/Export/HistoryImport.swift:35
    #, c-format
    msgctxt "history file"
    msgid "cannot be opened (%s)"
    msgstr "no se puede abrir (%s)"

    #. what a history file should be; %s is its schema's name, "nqueens/history/v3".
    #: Sources/NQueensServices/Export/HistoryImport.swift:55
    #, c-format
    msgid ""
    "expected the JSON `nqueens history --format json` writes (an \"%s\" "
    "document, or an older v2 or v1 one)"
    msgstr ""
    "se esperaba el JSON que escribe `nqueens history --format json` (un "
    "documento \"%s\", o uno anterior v2 o v1)"

    #: Sources/NQueensServices/Export/HistoryImport.swift:72
    #, c-format
    msgctxt "history file"
    msgid "is truncated: %1$s (byte %2$d); %3$s"
    msgstr "está truncado: %1$s (byte %2$d); %3$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:75
    #, c-format
    msgctxt "history file"
    msgid "is not an NQueens history: %1$s (byte %2$d); %3$s"
    msgstr "no es un historial de NQueens: %1$s (byte %2$d); %3$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:84
    #, c-format
    msgctxt "history file"
    msgid "is not an NQueens history: %1$s; %2$s"
    msgstr "no es un historial de NQueens: %1$s; %2$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:90
    msgctxt "JSON expectation"
    msgid "a JSON object"
    msgstr "un objeto JSON"

    #: Sources/NQueensServices/Export/HistoryImport.swift:95
    msgctxt "JSON expectation"
    msgid "a field name"
    msgstr "un nombre de campo"

    #: Sources/NQueensServices/Export/HistoryImport.swift:98
    msgid "a field name is not a string"
    msgstr "un nombre de campo no es una cadena"

    #: Sources/NQueensServices/Export/HistoryImport.swift:99
    msgctxt "JSON expectation"
    msgid "':' after the field name"
    msgstr "«:» después del nombre del campo"

    #: Sources/NQueensServices/Export/HistoryImport.swift:102
    msgctxt "JSON expectation"
    msgid "the schema"
    msgstr "el esquema"

    #: Sources/NQueensServices/Export/HistoryImport.swift:104
    msgid "its \"schema\" is not a string"
    msgstr "su \"schema\" no es una cadena"

    #. %s is a JSON document's schema, such as "nqueens/history/v9".
    #: Sources/NQueensServices/Export/HistoryImport.swift:107
    #, c-format
    msgid "it is a \"%s\" document"
    msgstr "es un documento \"%s\""

    #: Sources/NQueensServices/Export/HistoryImport.swift:110
    msgctxt "JSON expectation"
    msgid "the count"
    msgstr "el recuento"

    #: Sources/NQueensServices/Export/HistoryImport.swift:112
    msgid "its \"count\" is not a count of games"
    msgstr "su \"count\" no es un número de partidas"

    #: Sources/NQueensServices/Export/HistoryImport.swift:116
    msgctxt "JSON expectation"
    msgid "the list of games"
    msgstr "la lista de partidas"

    #. %s is a JSON field's name, such as "games".
    #: Sources/NQueensServices/Export/HistoryImport.swift:120
    #, c-format
    msgid "it has the field \"%s\" twice"
    msgstr "tiene el campo \"%s\" dos veces"

    #: Sources/NQueensServices/Export/HistoryImport.swift:122
    #, c-format
    msgid "it has a field \"%s\" that no NQueens history has"
    msgstr "tiene un campo \"%s\" que ningún historial de NQueens tiene"

    #: Sources/NQueensServices/Export/HistoryImport.swift:126
    msgctxt "JSON expectation"
    msgid "',' or the end of the document"
    msgstr "«,» o el final del documento"

    #: Sources/NQueensServices/Export/HistoryImport.swift:131
    msgid "more follows the document"
    msgstr "hay más contenido después del documento"

    #. follows a file's name; %s says why: "games.json cannot be read (an I/O error)".
    #: Sources/NQueensServices/Export/HistoryImport.swift:136
    #, c-format
    msgctxt "history file"
    msgid "cannot be read (%s)"
    msgstr "no se puede leer (%s)"

    #: Sources/NQueensServices/Export/HistoryImport.swift:145
    msgid "it has no \"schema\""
    msgstr "no tiene \"schema\""

    #: Sources/NQueensServices/Export/HistoryImport.swift:146
    msgid "it has no \"count\""
    msgstr "no tiene \"count\""

    #: Sources/NQueensServices/Export/HistoryImport.swift:147
    msgid "it has no \"games\""
    msgstr "no tiene \"games\""

    #. follows a file's name: "games.json says it holds 12 games but holds 11; …".
    #: Sources/NQueensServices/Export/HistoryImport.swift:150
    #, c-format
    msgid ""
    "says it holds %1$d game but holds %2$d; it may have been cut short or edited"
    msgid_plural ""
    "says it holds %1$d games but holds %2$d; it may have been cut short or edited"
    msgstr[0] ""
    "dice que contiene %1$d partida pero contiene %2$d; puede que se haya cortado "
    "o editado"
    msgstr[1] ""
    "dice que contiene %1$d partidas pero contiene %2$d; puede que se haya "
    "cortado o editado"

    #. a history file's problem: its name, then what is wrong ("is a folder; …"), as one sentence.
    #: Sources/NQueensServices/Export/HistoryImport.swift:216
    #, c-format
    msgctxt "history file"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #. a record of a history file that is not a game: "games.json: record 57: its size 40 is …".
    #: Sources/NQueensServices/Export/HistoryImport.swift:219
    #, c-format
    msgid "%1$s: record %2$d: %3$s"
    msgstr "%1$s: registro %2$d: %3$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:223
    #, c-format
    msgid "%1$s: record %2$d (game %3$s): %4$s"
    msgstr "%1$s: registro %2$d (partida %3$s): %4$s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:35
    #, c-format
    msgid "cannot write the history as JSON: %s"
    msgstr "no se puede escribir el historial como JSON: %s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:53
    #, c-format
    msgid "the history JSON cannot be read: %s"
    msgstr "no se puede leer el JSON del historial: %s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:56
    #, c-format
    msgid "the JSON is a \"%1$s\" document, not \"%2$s\""
    msgstr "el JSON es un documento \"%1$s\", no \"%2$s\""

    #: Sources/NQueensServices/Export/HistoryJSON.swift:60
    #, c-format
    msgid "the history says %1$d game but holds %2$d"
    msgid_plural "the history says %1$d games but holds %2$d"
    msgstr[0] "el historial dice %1$d partida pero contiene %2$d"
    msgstr[1] "el historial dice %1$d partidas pero contiene %2$d"

    #. %1$s is a game's id, %2$s what is wrong with it.
    #: Sources/NQueensServices/Export/HistoryJSON.swift:100
    #, c-format
    msgid "game %1$s: %2$s"
    msgstr "partida %1$s: %2$s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:128
    #, c-format
    msgid "the square \"%1$s\" is not row %2$d, column %3$d"
    msgstr "la casilla \"%1$s\" no es la fila %2$d, columna %3$d"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:198
    #, c-format
    msgid "its id '%1$s' is not a game id; expected a UUID such as %2$s"
    msgstr "su id «%1$s» no es un id de partida; se esperaba un UUID como %2$s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:204
    #, c-format
    msgid "%1$s '%2$s' is not an instant; expected YYYY-MM-DDTHH:MM:SS.fff±HH:MM"
    msgstr ""
    "%1$s «%2$s» no es un instante; se esperaba YYYY-MM-DDTHH:MM:SS.fff±HH:MM"

    #. in a history file, a byte that is not a printable character where %2$s should be.
    #: Sources/NQueensServices/Export/JSONStream.swift:118
    #, c-format
    msgid "byte %1$d stands where %2$s should be"
    msgstr "el byte %1$d está donde debería haber %2$s"

    #. in a history file, a character where %2$s ("a field name") should be: ']' stands where ….
    #: Sources/NQueensServices/Export/JSONStream.swift:122
    #, c-format
    msgid "'%1$s' stands where %2$s should be"
    msgstr "«%1$s» está donde debería haber %2$s"

    #. a history file cut short; %s is what should come, such as "a field name".
    #: Sources/NQueensServices/Export/JSONStream.swift:129
    #, c-format
    msgid "it ends where %s should be"
    msgstr "termina donde debería haber %s"

    #. a history file cut short; %s is what it was in the middle of, such as "record 12".
    #: Sources/NQueensServices/Export/JSONStream.swift:143
    #, c-format
    msgid "it ends in the middle of %s"
    msgstr "termina en medio de %s"

    #: Sources/NQueensServices/Models/CalendarDay.swift:159
    #, c-format
    msgid "'%s' is not a day; expected YYYY-MM-DD"
    msgstr "«%s» no es un día; se esperaba YYYY-MM-DD"

    #: Sources/NQueensServices/Models/GameRecord.swift:120
    #: Sources/NQueensServices/Models/SavedGame.swift:72
    #, c-format
    msgid "board size %d is not a board; sizes start at 1"
    msgstr "el tamaño de tablero %d no es un tablero; los tamaños empiezan en 1"

    #: Sources/NQueensServices/Models/GameRecord.swift:123
    #, c-format
    msgid "game %1$s finished (%2$s) before it started (%3$s)"
    msgstr "la partida %1$s terminó (%2$s) antes de empezar (%3$s)"

    #: Sources/NQueensServices/Models/GameRecord.swift:127
    #, c-format
    msgid "game %s has a negative active time"
    msgstr "la partida %s tiene un tiempo activo negativo"

    #: Sources/NQueensServices/Models/GameRecord.swift:128
    #, c-format
    msgid "game %1$s has a negative move count (%2$d)"
    msgstr "la partida %1$s tiene un número de movimientos negativo (%2$d)"

    #: Sources/NQueensServices/Models/GameRecord.swift:129
    #, c-format
    msgid "game %1$s has a negative hint count (%2$d)"
    msgstr "la partida %1$s tiene un número de pistas negativo (%2$d)"

    #: Sources/NQueensServices/Models/GameRecord.swift:130
    #, c-format
    msgid "game %s has no time zone"
    msgstr "la partida %s no tiene zona horaria"

    #: Sources/NQueensServices/Models/GameRecord.swift:132
    #, c-format
    msgid "game %1$s has a queen on %2$s, off the %3$d×%3$d board"
    msgstr ""
    "la partida %1$s tiene una reina en %2$s, fuera del tablero de %3$d×%3$d"

    #: Sources/NQueensServices/Models/GameRecord.swift:134
    #, c-format
    msgid "game %s has two queens on one square"
    msgstr "la partida %s tiene dos reinas en una misma casilla"

    #. a game named by its id, in a sentence saying what is wrong with it: game 6f96….
    #: Sources/NQueensServices/Models/GameRecord.swift:136
    #, c-format
    msgid "game %s"
    msgstr "la partida %s"

    #: Sources/NQueensServices/Models/GameRecord.swift:150
    #, c-format
    msgid "%s is free play but names a puzzle"
    msgstr "%s es de juego libre pero indica un puzle"

    #: Sources/NQueensServices/Models/GameRecord.swift:152
    #, c-format
    msgid "%s is a daily without its date or puzzle ID"
    msgstr "%s es un desafío diario sin fecha o sin ID de puzle"

    #: Sources/NQueensServices/Models/GameRecord.swift:154
    #, c-format
    msgid "%s is a puzzle without its ID, or with a daily's date"
    msgstr "%s es un puzle sin ID, o con la fecha de un desafío diario"

    #: Sources/NQueensServices/Models/GameRecord.swift:156
    #, c-format
    msgid ""
    "%s is a regions game without a regions puzzle ID (such as R8M-EJFG8YJ9J)"
    msgstr ""
    "%s es una partida de regiones sin ID de puzle de regiones (como R8M-"
    "EJFG8YJ9J)"

    #. %1$s is a game: "game 6f96…" or "the game in progress".
    #: Sources/NQueensServices/Models/GameRecord.swift:168
    #, c-format
    msgid "%1$s has a move on %2$s, off the %3$d×%3$d board"
    msgstr "%1$s tiene un movimiento en %2$s, fuera del tablero de %3$d×%3$d"

    #: Sources/NQueensServices/Models/GameRecord.swift:170
    #, c-format
    msgid "%s has a move at a negative time"
    msgstr "%s tiene un movimiento con un tiempo negativo"

    #: Sources/NQueensServices/Models/GameRecord.swift:192
    #: Sources/NQueensServices/Models/SavedGame.swift:113
    #, c-format
    msgid "'%s' is not an instant; expected YYYY-MM-DDTHH:MM:SS.fffZ"
    msgstr "«%s» no es un instante; se esperaba YYYY-MM-DDTHH:MM:SS.fffZ"

    #: Sources/NQueensServices/Models/SavedGame.swift:73
    msgid "the game in progress has a negative elapsed time"
    msgstr "la partida en curso tiene un tiempo transcurrido negativo"

    #: Sources/NQueensServices/Models/SavedGame.swift:74
    #, c-format
    msgid "the game in progress has a negative move count (%d)"
    msgstr "la partida en curso tiene un número de movimientos negativo (%d)"

    #: Sources/NQueensServices/Models/SavedGame.swift:75
    #, c-format
    msgid "the game in progress has a negative hint count (%d)"
    msgstr "la partida en curso tiene un número de pistas negativo (%d)"

    #: Sources/NQueensServices/Models/SavedGame.swift:77
    #, c-format
    msgid "the game in progress has a queen on %1$s, off the %2$d×%2$d board"
    msgstr ""
    "la partida en curso tiene una reina en %1$s, fuera del tablero de %2$d×%2$d"

    #: Sources/NQueensServices/Models/SavedGame.swift:80
    msgid "the game in progress has two queens on one square"
    msgstr "la partida en curso tiene dos reinas en una misma casilla"

    #: Sources/NQueensServices/Models/SavedGame.swift:82
    #, c-format
    msgid "the game in progress rules out %1$s, off the %2$d×%2$d board"
    msgstr "la partida en curso descarta %1$s, fuera del tablero de %2$d×%2$d"

    #: Sources/NQueensServices/Models/SavedGame.swift:85
    #, c-format
    msgid "the game in progress marks %1$s, off the %2$d×%2$d board"
    msgstr "la partida en curso marca %1$s, fuera del tablero de %2$d×%2$d"

    #: Sources/NQueensServices/Models/SavedGame.swift:87
    msgid "the game in progress marks one square twice"
    msgstr "la partida en curso marca dos veces la misma casilla"

    #: Sources/NQueensServices/Models/SavedGame.swift:89
    #, c-format
    msgid "the game in progress marks %s, where a queen stands"
    msgstr "la partida en curso marca %s, donde hay una reina"

    #: Sources/NQueensServices/Models/SavedGame.swift:91
    msgid "the game in progress"
    msgstr "la partida en curso"

    #: Sources/NQueensServices/Models/Settings.swift:119
    #, c-format
    msgid "board size %1$d is out of range; sizes run from %2$d to %3$d"
    msgstr ""
    "el tamaño de tablero %1$d está fuera de rango; los tamaños van de %2$d a %3$d"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:122
    msgid "a class key that is not a class's canonical solution"
    msgstr "una clave de clase que no es la solución canónica de una clase"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:131
    #: Sources/NQueensServices/SQLite/AlbumTable.swift:170
    msgid "a solution that is not one"
    msgstr "una solución que no es tal"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:131
    msgid "a solution filed under the wrong class"
    msgstr "una solución archivada en la clase equivocada"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:133
    msgid "a game id that is not one"
    msgstr "un id de partida que no es tal"

    #. damage in the database, after "game 6F96… has": %s is what the database holds.
    #: Sources/NQueensServices/SQLite/AlbumTable.swift:135
    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:167
    #, c-format
    msgid "an unknown mode '%s'"
    msgstr "un modo desconocido «%s»"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:163
    msgid "a class key that is not a solution of its size"
    msgstr "una clave de clase que no es una solución de su tamaño"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:182
    #, c-format
    msgid "the album has %s"
    msgstr "el álbum tiene %s"

    #: Sources/NQueensServices/SQLite/Database.swift:68
    #, c-format
    msgid ""
    "cannot %1$s: %2$s was deleted while NQueens was running; a new one was "
    "started there, and your next move saves to it (the games it held are gone "
    "unless you restore the folder from a backup)"
    msgstr ""
    "no se puede %1$s: se eliminó %2$s mientras NQueens estaba en marcha; se ha "
    "creado uno nuevo en su lugar y tu próximo movimiento se guardará en él (las "
    "partidas que contenía se han perdido, salvo que restaures la carpeta desde "
    "una copia de seguridad)"

    #: Sources/NQueensServices/SQLite/Database.swift:74
    #, c-format
    msgid ""
    "cannot %1$s: %2$s was deleted while NQueens was running, and a new one "
    "cannot be started: %3$s"
    msgstr ""
    "no se puede %1$s: se eliminó %2$s mientras NQueens estaba en marcha y no se "
    "puede crear uno nuevo: %3$s"

    #. SQLite's number for an error, in parentheses after a message: SQLite error 13.
    #: Sources/NQueensServices/SQLite/Database.swift:88
    #, c-format
    msgid "SQLite error %d"
    msgstr "error de SQLite %d"

    #: Sources/NQueensServices/SQLite/Database.swift:94
    #, c-format
    msgid ""
    "cannot %1$s: the disk holding %2$s is full (%3$s); free some space there and "
    "NQueens saves it with your next move"
    msgstr ""
    "no se puede %1$s: el disco que contiene %2$s está lleno (%3$s); libera "
    "espacio en él y NQueens lo guardará con tu próximo movimiento"

    #: Sources/NQueensServices/SQLite/Database.swift:99
    #, c-format
    msgid ""
    "cannot %1$s: %2$s is read-only (%3$s); make it and its folder writable "
    "(chmod u+w), or set NQUEENS_DATA_DIR to a writable directory"
    msgstr ""
    "no se puede %1$s: %2$s es de solo lectura (%3$s); da permiso de escritura al "
    "archivo y a su carpeta (chmod u+w), o define NQUEENS_DATA_DIR con una "
    "carpeta en la que se pueda escribir"

    #. a wait in seconds (5 s) or milliseconds (500 ms).
    #: Sources/NQueensServices/SQLite/Database.swift:105
    #, c-format
    msgid "%d s"
    msgstr "%d s"

    #: Sources/NQueensServices/SQLite/Database.swift:105
    #, c-format
    msgid "%d ms"
    msgstr "%d ms"

    #: Sources/NQueensServices/SQLite/Database.swift:107
    #, c-format
    msgid ""
    "cannot %1$s: another program has been writing to %2$s for more than %3$s "
    "(%4$s); close any other NQueens, and NQueens saves it with your next move"
    msgstr ""
    "no se puede %1$s: otro programa lleva más de %3$s escribiendo en %2$s "
    "(%4$s); cierra cualquier otro NQueens y NQueens lo guardará con tu próximo "
    "movimiento"

    #: Sources/NQueensServices/SQLite/Database.swift:113
    #, c-format
    msgid ""
    "cannot %1$s: the disk failed to read or write %2$s: %3$s (%4$s); check the "
    "disk, and NQueens saves it with your next move"
    msgstr ""
    "no se puede %1$s: el disco no pudo leer o escribir %2$s: %3$s (%4$s); revisa "
    "el disco, y NQueens lo guardará con tu próximo movimiento"

    #: Sources/NQueensServices/SQLite/Database.swift:117
    #, c-format
    msgid "cannot %1$s in %2$s: %3$s (%4$s)"
    msgstr "no se puede %1$s en %2$s: %3$s (%4$s)"

    #. %1$s is a database file's path, %2$s what is wrong with it ("it is not a database").
    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:54
    #, c-format
    msgid "cannot start a fresh store at %1$s: %2$s"
    msgstr "no se puede crear un almacén nuevo en %1$s: %2$s"

    #. SQLite's integrity check gave no finding at all.
    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:119
    msgid "no answer"
    msgstr "sin respuesta"

    #. %1$s is SQLite's own message (in English): "unable to open database file (SQLite error 14)".
    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:189
    #, c-format
    msgid "%1$s (SQLite error %2$d)"
    msgstr "%1$s (error de SQLite %2$d)"

    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:194
    #, c-format
    msgid "cannot open %1$s: %2$s (SQLite error %3$d, %4$s)"
    msgstr "no se puede abrir %1$s: %2$s (error de SQLite %3$d, %4$s)"

    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:221
    #, c-format
    msgid "cannot move the damaged %1$s aside: %2$s"
    msgstr "no se puede apartar el archivo dañado %1$s: %2$s"

    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:17
    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:29
    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:43
    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:56
    msgctxt "store action"
    msgid "read the album"
    msgstr "leer el álbum"

    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:63
    msgctxt "store action"
    msgid "rebuild the album"
    msgstr "reconstruir el álbum"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:30
    msgctxt "store action"
    msgid "record the game"
    msgstr "registrar la partida"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:31
    #, c-format
    msgctxt "store action"
    msgid "record %d game"
    msgid_plural "record %d games"
    msgstr[0] "registrar %d partida"
    msgstr[1] "registrar %d partidas"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:56
    #, c-format
    msgctxt "store action"
    msgid "import %d game"
    msgid_plural "import %d games"
    msgstr[0] "importar %d partida"
    msgstr[1] "importar %d partidas"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:115
    msgctxt "store action"
    msgid "list games"
    msgstr "listar las partidas"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:122
    msgctxt "store action"
    msgid "read a game"
    msgstr "leer una partida"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:158
    #, c-format
    msgid "a game has an id of %d byte"
    msgid_plural "a game has an id of %d bytes"
    msgstr[0] "una partida tiene un id de %d byte"
    msgstr[1] "una partida tiene un id de %d bytes"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:163
    #, c-format
    msgid "game %1$s has %2$s"
    msgstr "la partida %1$s tiene %2$s"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:169
    msgid "unreadable queens"
    msgstr "reinas ilegibles"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:170
    msgid "an unreadable move log"
    msgstr "un registro de movimientos ilegible"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:189
    msgctxt "store action"
    msgid "count games"
    msgstr "contar las partidas"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:212
    msgctxt "store action"
    msgid "list board sizes"
    msgstr "listar los tamaños de tablero"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:221
    msgctxt "store action"
    msgid "summarise games"
    msgstr "resumir las partidas"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:236
    msgctxt "store action"
    msgid "list solved days"
    msgstr "listar los días con partidas resueltas"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:245
    msgctxt "store action"
    msgid "list the daily results"
    msgstr "listar los resultados de los desafíos diarios"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:250
    msgctxt "store action"
    msgid "list the regions daily results"
    msgstr "listar los resultados de los desafíos diarios de regiones"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:274
    msgctxt "store action"
    msgid "clear the history"
    msgstr "vaciar el historial"

    #: Sources/NQueensServices/SQLite/SQLiteSavedGameStore.swift:17
    msgctxt "store action"
    msgid "load the game in progress"
    msgstr "cargar la partida en curso"

    #: Sources/NQueensServices/SQLite/SQLiteSavedGameStore.swift:52
    msgctxt "store action"
    msgid "save the game in progress"
    msgstr "guardar la partida en curso"

    #: Sources/NQueensServices/SQLite/SQLiteSavedGameStore.swift:66
    msgctxt "store action"
    msgid "clear the game in progress"
    msgstr "borrar la partida en curso"

    #: Sources/NQueensServices/SQLite/SQLiteSettingsStore.swift:17
    msgctxt "store action"
    msgid "load settings"
    msgstr "cargar las preferencias"

    #: Sources/NQueensServices/SQLite/SQLiteSettingsStore.swift:29
    msgctxt "store action"
    msgid "save settings"
    msgstr "guardar las preferencias"

    #: Sources/NQueensServices/SQLite/SQLiteStores.swift:61
    msgctxt "store action"
    msgid "check the database"
    msgstr "comprobar la base de datos"

    #. what is wrong with a database file, after "NQueens could not use …:".
    #: Sources/NQueensServices/SQLite/StoreNotice.swift:24
    msgid "it is not a database"
    msgstr "no es una base de datos"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:26
    #, c-format
    msgid "it is truncated (%1$d of %2$d byte)"
    msgid_plural "it is truncated (%1$d of %2$d bytes)"
    msgstr[0] "está truncado (%1$d de %2$d byte)"
    msgstr[1] "está truncado (%1$d de %2$d bytes)"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:29
    msgid "it is not an NQueens database"
    msgstr "no es una base de datos de NQueens"

    #. %s is SQLite's own finding, in English.
    #: Sources/NQueensServices/SQLite/StoreNotice.swift:31
    #, c-format
    msgid "it failed SQLite's integrity check (%s)"
    msgstr "no superó la comprobación de integridad de SQLite (%s)"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:32
    #, c-format
    msgid "it is damaged (%s)"
    msgstr "está dañado (%s)"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:57
    #, c-format
    msgid ""
    "NQueens could not use %1$s: %2$s; it was moved to %3$s (nothing was deleted) "
    "and a fresh store was started"
    msgstr ""
    "NQueens no pudo usar %1$s: %2$s; se movió a %3$s (no se eliminó nada) y se "
    "creó un almacén nuevo"

    #: Sources/NQueensServices/Storage/DataDirectory.swift:126
    msgid "it exists and is not a directory"
    msgstr "existe y no es una carpeta"

    #. %1$s is a folder, %2$s why it cannot be made ("Permission denied").
    #: Sources/NQueensServices/Storage/DataDirectory.swift:142
    #, c-format
    msgid "cannot create %1$s: %2$s"
    msgstr "no se puede crear %1$s: %2$s"

    #: Sources/NQueensServices/Stores/StoreError.swift:21
    msgid ""
    "cannot find a directory for NQueens data: HOME is not set; set "
    "NQUEENS_DATA_DIR (or XDG_DATA_HOME) to a writable directory"
    msgstr ""
    "no se encuentra ninguna carpeta para los datos de NQueens: HOME no está "
    "definida; define NQUEENS_DATA_DIR (o XDG_DATA_HOME) con una carpeta en la "
    "que se pueda escribir"

    #. %1$s is a folder, %2$s why it cannot be written ("Permission denied").
    #: Sources/NQueensServices/Stores/StoreError.swift:26
    #, c-format
    msgid ""
    "cannot write NQueens data in %1$s: %2$s; make that folder and the files in "
    "it writable (chmod -R u+w), or set NQUEENS_DATA_DIR to a writable directory"
    msgstr ""
    "no se pueden escribir los datos de NQueens en %1$s: %2$s; da permiso de "
    "escritura a esa carpeta y a sus archivos (chmod -R u+w), o define "
    "NQUEENS_DATA_DIR con una carpeta en la que se pueda escribir"

    #. %1$s is a database file's path, %2$d and %3$d versions of its data.
    #: Sources/NQueensServices/Stores/StoreError.swift:31
    #, c-format
    msgid ""
    "%1$s was written by a newer NQueens (data version %2$d; this one reads up to "
    "%3$d); it was left untouched: update NQueens, or set NQUEENS_DATA_DIR to use "
    "another directory"
    msgstr ""
    "%1$s lo escribió una versión más reciente de NQueens (versión de datos %2$d; "
    "esta lee hasta la %3$d); no se ha tocado: actualiza NQueens, o define "
    "NQUEENS_DATA_DIR para usar otra carpeta"

    #. a class of symmetric solutions in the album: Class 7.
    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:71
    #, c-format
    msgid "Class %s"
    msgstr "Clase %s"

    #. the members of a class found: 3 of 8 found.
    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:77
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:154
    #, c-format
    msgid "%1$d of %2$d found"
    msgstr "%1$d de %2$d encontrados"

    #. a class for screen readers: class 7 of 12, 3 of 8 found.
    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:86
    #, c-format
    msgid "class %1$s of %2$s, %3$s"
    msgstr "clase %1$s de %2$s, %3$s"

    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:89
    #, c-format
    msgid "found class %1$s of %2$s, %3$s"
    msgstr "clase encontrada %1$s de %2$s, %3$s"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:50
    msgid "Not found yet"
    msgstr "Aún sin encontrar"

    #. %s is a date: Found on 3 Nov 2026 in free play.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:53
    #, c-format
    msgid "Found on %s in free play"
    msgstr "Se encontró el %s en juego libre"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:54
    #, c-format
    msgid "Found on %s in a daily puzzle"
    msgstr "Se encontró el %s en un desafío diario"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:55
    #, c-format
    msgid "Found on %s in a puzzle by ID"
    msgstr "Se encontró el %s en un puzle por ID"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:56
    #, c-format
    msgid "Found on %s in a regions puzzle"
    msgstr "Se encontró el %s en un puzle de regiones"

    #. a member of a class for screen readers: member 3 of 8, not found yet.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:63
    #, c-format
    msgid "member %1$d of %2$d, not found yet"
    msgstr "miembro %1$d de %2$d, aún sin encontrar"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:67
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in free play"
    msgstr "miembro %1$d de %2$d, encontrado el %3$s en juego libre"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:68
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in a daily puzzle"
    msgstr "miembro %1$d de %2$d, encontrado el %3$s en un desafío diario"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:69
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in a puzzle by ID"
    msgstr "miembro %1$d de %2$d, encontrado el %3$s en un puzle por ID"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:70
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in a regions puzzle"
    msgstr "miembro %1$d de %2$d, encontrado el %3$s en un puzle de regiones"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:76
    msgid "The class's canonical board"
    msgstr "El tablero canónico de la clase"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:77
    msgid "Turned a quarter clockwise"
    msgstr "Girado un cuarto de vuelta en sentido horario"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:78
    msgid "Turned half a turn"
    msgstr "Girado media vuelta"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:79
    msgid "Turned a quarter counterclockwise"
    msgstr "Girado un cuarto de vuelta en sentido antihorario"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:80
    msgid "Mirrored left to right"
    msgstr "Reflejado de izquierda a derecha"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:81
    msgid "Mirrored top to bottom"
    msgstr "Reflejado de arriba abajo"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:82
    msgid "Mirrored across the main diagonal"
    msgstr "Reflejado sobre la diagonal principal"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:83
    msgid "Mirrored across the other diagonal"
    msgstr "Reflejado sobre la otra diagonal"

    #. a class's title when its number is unknown; %s is a board size: Class · 8×8.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:140
    #, c-format
    msgid "Class · %s"
    msgstr "Clase · %s"

    #. a class's title: Class 7 of 12 · 8×8.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:144
    #, c-format
    msgid "Class %1$s of %2$s · %3$s"
    msgstr "Clase %1$s de %2$s · %3$s"

    #. a class's title where only the classes found are listed: Found class 3 of 37 · 13×13.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:146
    #, c-format
    msgid "Found class %1$s of %2$s · %3$s"
    msgstr "Clase encontrada %1$s de %2$s · %3$s"

    #. every member of a class found: All 8 found.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:153
    #, c-format
    msgid "All %d found"
    msgid_plural "All %d found"
    msgstr[0] "%d encontrado"
    msgstr[1] "Los %d encontrados"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:160
    msgid ""
    "A quarter turn maps these solutions onto themselves, so the class has only 2 "
    "members."
    msgstr ""
    "Un cuarto de vuelta transforma estas soluciones en sí mismas, así que la "
    "clase solo tiene 2 miembros."

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:161
    msgid ""
    "A half turn maps these solutions onto themselves, so the class has only 4 "
    "members."
    msgstr ""
    "Media vuelta transforma estas soluciones en sí mismas, así que la clase solo "
    "tiene 4 miembros."

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:162
    msgid ""
    "No turn maps these solutions onto themselves: every rotation and reflection "
    "is another member."
    msgstr ""
    "Ningún giro transforma estas soluciones en sí mismas: cada rotación y cada "
    "reflexión es otro miembro."

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:218
    msgid "The game that found this solution is no longer in your history."
    msgstr ""
    "La partida en la que se encontró esta solución ya no está en tu historial."

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:224
    #, c-format
    msgid "The game that found this solution could not be read: %s."
    msgstr "No se pudo leer la partida en la que se encontró esta solución: %s."

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:47
    msgid "You found this one earlier today"
    msgstr "Ya la habías encontrado hoy"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:48
    msgid "You found this one yesterday"
    msgstr "Ya la encontraste ayer"

    #. %s is a day: You found this one on 3 Nov.
    #: Sources/NQueensPresentation/Album/AlbumNews.swift:50
    #, c-format
    msgid "You found this one on %s"
    msgstr "Ya la encontraste el %s"

    #. the album after a win: New solution: 13 of 92 on 8×8.
    #: Sources/NQueensPresentation/Album/AlbumNews.swift:63
    #, c-format
    msgid "New solution: %1$s of %2$s on %3$s"
    msgstr "Nueva solución: %1$s de %2$s en %3$s"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:70
    msgid "A rotation of one you found earlier today"
    msgstr "Una rotación de otra que ya habías encontrado hoy"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:71
    msgid "A rotation of one you found yesterday"
    msgstr "Una rotación de otra que encontraste ayer"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:72
    #, c-format
    msgid "A rotation of one you found on %s"
    msgstr "Una rotación de otra que encontraste el %s"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:73
    msgid "A mirror image of one you found earlier today"
    msgstr "La imagen especular de otra que ya habías encontrado hoy"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:74
    msgid "A mirror image of one you found yesterday"
    msgstr "La imagen especular de otra que encontraste ayer"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:75
    #, c-format
    msgid "A mirror image of one you found on %s"
    msgstr "La imagen especular de otra que encontraste el %s"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:80
    #, c-format
    msgid "New class: %1$s of %2$s on %3$s"
    msgstr "Nueva clase: %1$s de %2$s en %3$s"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:88
    msgid "Class complete: both of its members"
    msgstr "Clase completa: sus dos miembros"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:89
    #, c-format
    msgid "Class complete: all %d of its members"
    msgid_plural "Class complete: all %d of its members"
    msgstr[0] "Clase completa: su %d miembro"
    msgstr[1] "Clase completa: sus %d miembros"

    #. %s is a board size: Album complete for 6×6.
    #: Sources/NQueensPresentation/Album/AlbumNews.swift:94
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:230
    #, c-format
    msgid "Album complete for %s"
    msgstr "Álbum de %s completo"

    #. solutions found of all of a board size: 13 of 92 solutions.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:55
    #, c-format
    msgid "%1$s of %2$s solution"
    msgid_plural "%1$s of %2$s solutions"
    msgstr[0] "%1$s de %2$s solución"
    msgstr[1] "%1$s de %2$s soluciones"

    #. classes of symmetric solutions found of all of a board size: 5 of 12 classes.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:64
    #, c-format
    msgid "%1$s of %2$s class"
    msgid_plural "%1$s of %2$s classes"
    msgstr[0] "%1$s de %2$s clase"
    msgstr[1] "%1$s de %2$s clases"

    #. a board size's album once every solution is found: Complete: all 92 solutions.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:73
    #, c-format
    msgid "Complete: all %s solution"
    msgid_plural "Complete: all %s solutions"
    msgstr[0] "Completo: %s solución"
    msgstr[1] "Completo: las %s soluciones"

    #. a board size's album read out: 8×8, 13 of 92 solutions and 5 of 12 classes found.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:82
    #, c-format
    msgid "%1$s, %2$s and %3$s found"
    msgstr "%1$s: %2$s y %3$s encontradas"

    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:17
    msgctxt "screen"
    msgid "Album"
    msgstr "Álbum"

    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:85
    #, c-format
    msgid "%1$s has %2$s classes: these are the %3$s you found."
    msgid_plural "%1$s has %2$s classes: these are the %3$s you found."
    msgstr[0] ""
    "%1$s tiene %2$s clases; de ellas has encontrado %3$s, la que se muestra aquí."
    msgstr[1] ""
    "%1$s tiene %2$s clases; de ellas has encontrado %3$s, las que se muestran "
    "aquí."

    #. %s is a board size: No 13×13 solution found yet: solve one and it appears here.
    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:96
    #, c-format
    msgid "No %s solution found yet: solve one and it appears here."
    msgstr ""
    "Aún no has encontrado ninguna solución de %s: resuelve una y aparecerá aquí."

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:211
    #, c-format
    msgid "Your album could not be read: %s."
    msgstr "No se pudo leer tu álbum: %s."

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:28
    #: Sources/NQueensTerminal/Screens/HomeView.swift:176
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:93
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:56
    msgid "Board Size"
    msgstr "Tamaño del tablero"

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:123
    #, c-format
    msgid "Type a board size from %1$d to %2$d."
    msgstr "Escribe un tamaño de tablero de %1$d a %2$d."

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:127
    #, c-format
    msgid "'%1$s' is not a number; type a board size from %2$d to %3$d."
    msgstr "«%1$s» no es un número; escribe un tamaño de tablero de %2$d a %3$d."

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:160
    #, c-format
    msgid "%1$s is not a board size we offer; sizes run from %2$d to %3$d."
    msgstr ""
    "%1$s no es un tamaño de tablero disponible; los tamaños van de %2$d a %3$d."

    #. %s says why, such as "cannot find a directory for NQueens data: HOME is not set; …".
    #: Sources/NQueensPresentation/Dependencies/AppDependencies+Live.swift:30
    #, c-format
    msgid ""
    "Your games cannot be saved: %s. Until you quit, they are kept in memory only."
    msgstr ""
    "No se pueden guardar tus partidas: %s. Se conservarán solo en memoria hasta "
    "que salgas."

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/Dependencies/AppSettings.swift:63
    #, c-format
    msgid "Settings could not be saved (%s); they apply until you quit."
    msgstr ""
    "No se pudieron guardar las preferencias (%s); se aplicarán hasta que salgas."

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/Dependencies/UnsavedWins.swift:65
    #, c-format
    msgid ""
    "This win is not in your history yet: %s. It is kept, and saved with your "
    "next move."
    msgstr ""
    "Esta victoria aún no está en tu historial: %s. Se conserva y se guardará con "
    "tu próximo movimiento."

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:15
    msgctxt "queen style"
    msgid "Classic"
    msgstr "Clásica"

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:16
    msgctxt "queen style"
    msgid "Outline"
    msgstr "Contorno"

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:17
    msgctxt "queen style"
    msgid "Crown"
    msgstr "Corona"

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:18
    msgctxt "queen style"
    msgid "Star"
    msgstr "Estrella"

    #. the queen style that draws the plain letter Q.
    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:20
    msgctxt "queen style"
    msgid "Letter"
    msgstr "Letra"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:45
    msgctxt "region colour"
    msgid "orange"
    msgstr "naranja"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:48
    msgctxt "region colour"
    msgid "blue"
    msgstr "azul"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:51
    msgctxt "region colour"
    msgid "green"
    msgstr "verde"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:54
    msgctxt "region colour"
    msgid "purple"
    msgstr "morada"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:57
    msgctxt "region colour"
    msgid "yellow"
    msgstr "amarilla"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:60
    msgctxt "region colour"
    msgid "red"
    msgstr "roja"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:63
    msgctxt "region colour"
    msgid "teal"
    msgstr "turquesa"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:66
    msgctxt "region colour"
    msgid "pink"
    msgstr "rosa"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:69
    msgctxt "region colour"
    msgid "brown"
    msgstr "marrón"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:72
    msgctxt "region colour"
    msgid "grey"
    msgstr "gris"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:75
    msgctxt "region colour"
    msgid "lime"
    msgstr "lima"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:78
    msgctxt "region colour"
    msgid "lavender"
    msgstr "lavanda"

    #. a region of a regions board; %1$s is its colour (orange), %2$s its letter (A).
    #: Sources/NQueensPresentation/Design/RegionPalette.swift:91
    #, c-format
    msgid "the %1$s region (%2$s)"
    msgstr "la región %1$s (%2$s)"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:13
    #, c-format
    msgid "Place a queen on %s."
    msgstr "Coloca una reina en %s."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:15
    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:29
    #, c-format
    msgid "Remove the queen on %s: it attacks another queen."
    msgstr "Quita la reina de %s: ataca a otra reina."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:17
    #, c-format
    msgid "Remove the queen on %s: no solution contains all your queens."
    msgstr "Quita la reina de %s: ninguna solución contiene todas tus reinas."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:19
    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:35
    #: Sources/NQueensPresentation/Game/GameStatus.swift:41
    msgid "Solved!"
    msgstr "¡Resuelto!"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:31
    #, c-format
    msgid "Remove the queen on %s: the solution has no queen there."
    msgstr "Quita la reina de %s: la solución no tiene ninguna reina ahí."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:45
    #, c-format
    msgid "Row %1$d has one safe square left: %2$s."
    msgstr "A la fila %1$d le queda una casilla segura: %2$s."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:47
    #, c-format
    msgid "Column %1$s has one safe square left: %2$s."
    msgstr "A la columna %1$s le queda una casilla segura: %2$s."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:49
    #, c-format
    msgid "Rule out %1$s: a queen there would leave row %2$d with no safe square."
    msgstr ""
    "Descarta %1$s: una reina ahí dejaría la fila %2$d sin casillas seguras."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:51
    #, c-format
    msgid ""
    "Rule out %1$s: a queen there would leave column %2$s with no safe square."
    msgstr ""
    "Descarta %1$s: una reina ahí dejaría la columna %2$s sin casillas seguras."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:55
    #, c-format
    msgid "Of the safe squares in row %1$d, only %2$s leads to the solution."
    msgstr ""
    "De las casillas seguras de la fila %1$d, solo %2$s lleva a la solución."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:57
    #, c-format
    msgid "Of the safe squares in column %1$s, only %2$s leads to the solution."
    msgstr ""
    "De las casillas seguras de la columna %1$s, solo %2$s lleva a la solución."

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:36
    #, c-format
    msgid ""
    "'%s' is not a square; write it in chess notation like e4 or as row,column "
    "like 4,5"
    msgstr ""
    "«%s» no es una casilla; escríbela en notación de ajedrez, como e4, o como "
    "fila,columna, como 4,5"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:41
    #, c-format
    msgid "square '%1$s' is off the %2$s board; squares run from 1,1…%3$s"
    msgstr ""
    "la casilla «%1$s» está fuera del tablero de %2$s; las casillas van de 1,1 a "
    "%3$s"

    #. %3$s is the board's last square in chess notation (h8), %4$s as row,column (8,8).
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:46
    #, c-format
    msgid ""
    "square '%1$s' is off the %2$s board; squares run from a1…%3$s or 1,1…%4$s"
    msgstr ""
    "la casilla «%1$s» está fuera del tablero de %2$s; las casillas van de a1 a "
    "%3$s o de 1,1 a %4$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:56
    #, c-format
    msgid "board size %d is out of range; a board has at least 1 row"
    msgstr ""
    "el tamaño de tablero %d está fuera de rango; un tablero tiene al menos 1 fila"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:58
    #, c-format
    msgid "square %1$s is off the %2$s board; rows and columns run from 1 to %3$d"
    msgstr ""
    "la casilla %1$s está fuera del tablero de %2$s; las filas y columnas van de "
    "1 a %3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:62
    #, c-format
    msgid "square %s already holds a queen; each square takes one queen"
    msgstr "la casilla %s ya tiene una reina; cada casilla admite una sola reina"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:72
    msgid "a solution needs at least one queen"
    msgstr "una solución necesita al menos una reina"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:74
    #, c-format
    msgid "the queen of row %1$d is in column %2$d, off the board"
    msgstr "la reina de la fila %1$d está en la columna %2$d, fuera del tablero"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:77
    #, c-format
    msgid "the queens of rows %1$d and %2$d share a row"
    msgstr "las reinas de las filas %1$d y %2$d comparten fila"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:78
    #, c-format
    msgid "the queens of rows %1$d and %2$d share a column"
    msgstr "las reinas de las filas %1$d y %2$d comparten columna"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:80
    #, c-format
    msgid "the queens of rows %1$d and %2$d share a diagonal"
    msgstr "las reinas de las filas %1$d y %2$d comparten diagonal"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:89
    #, c-format
    msgid "board size %1$d is out of range; accepted sizes are %2$d…%3$d"
    msgstr ""
    "el tamaño de tablero %1$d está fuera de rango; los tamaños admitidos van de "
    "%2$d a %3$d"

    #. %s lists squares, such as "a1, b2".
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:94
    #, c-format
    msgid "the queens on %s attack each other; a solution needs queens that do not"
    msgstr ""
    "las reinas de %s se atacan entre sí; una solución necesita reinas que no se "
    "ataquen"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:107
    #, c-format
    msgid "a puzzle's board size is %1$d to %2$d, not %3$d"
    msgstr "el tamaño de tablero de un puzle va de %1$d a %2$d, no %3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:110
    #, c-format
    msgid "the given %1$s (row,column) is off the %2$s board"
    msgstr "la reina fija %1$s (fila,columna) está fuera del tablero de %2$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:113
    #, c-format
    msgid "the given %s appears twice; each square holds at most one queen"
    msgstr ""
    "la reina fija %s aparece dos veces; cada casilla admite como mucho una reina"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:115
    #, c-format
    msgid "the givens %1$s and %2$s attack each other; givens never do"
    msgstr ""
    "las reinas fijas %1$s y %2$s se atacan; las reinas fijas nunca se atacan"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:119
    msgid "no solution contains these givens; a puzzle has exactly one"
    msgstr ""
    "ninguna solución contiene estas reinas fijas; un puzle tiene exactamente una"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:121
    msgid "more than one solution contains these givens; a puzzle has exactly one"
    msgstr ""
    "más de una solución contiene estas reinas fijas; un puzle tiene exactamente "
    "una"

    #. %1$s is a difficulty (easy, medium, hard), %2$s a board size (5×5).
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:126
    #, c-format
    msgid "there are no %1$s puzzles on %2$s boards"
    msgstr "no hay puzles de nivel %1$s en tableros de %2$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:131
    #, c-format
    msgid "there are no %1$s puzzles on %2$s boards; that size has %3$s ones"
    msgstr ""
    "no hay puzles de nivel %1$s en tableros de %2$s; ese tamaño los tiene de "
    "nivel %3$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:141
    msgid ""
    "the puzzle ID is empty; a puzzle ID is a board size, a hyphen and letters "
    "and digits, like 8-0K31D0Q"
    msgstr ""
    "el ID del puzle está vacío; un ID de puzle es un tamaño de tablero, un guion "
    "y letras y cifras, como 8-0K31D0Q"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:144
    #, c-format
    msgid ""
    "'%s' is not a puzzle ID; a puzzle ID is a board size, a hyphen and letters "
    "and digits, like 8-0K31D0Q"
    msgstr ""
    "«%s» no es un ID de puzle; un ID de puzle es un tamaño de tablero, un guion "
    "y letras y cifras, como 8-0K31D0Q"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:149
    #, c-format
    msgid ""
    "the puzzle ID has '%1$s' at position %2$d; IDs use the digits and the "
    "letters other than I, L, O and U"
    msgstr ""
    "el ID del puzle tiene «%1$s» en la posición %2$d; los ID usan las cifras y "
    "las letras excepto I, L, O y U"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:153
    #, c-format
    msgid ""
    "the puzzle ID has '%1$s' at position %2$d (did you mean %3$s?); IDs use the "
    "digits and the letters other than I, L, O and U"
    msgstr ""
    "el ID del puzle tiene «%1$s» en la posición %2$d (¿querías decir %3$s?); los "
    "ID usan las cifras y las letras excepto I, L, O y U"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:157
    msgid "the puzzle ID's check character does not match: a character is mistyped"
    msgstr ""
    "el carácter de control del ID del puzle no coincide: hay un carácter mal "
    "escrito"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:160
    #, c-format
    msgid "the puzzle ID is for a %1$s board; puzzles are %2$s to %3$s"
    msgstr ""
    "el ID del puzle es de un tablero de %1$s; los puzles van de %2$s a %3$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:164
    #, c-format
    msgid "a %2$s puzzle ID has %1$d character after the hyphen, this one has %3$d"
    msgid_plural ""
    "a %2$s puzzle ID has %1$d characters after the hyphen, this one has %3$d"
    msgstr[0] ""
    "un ID de puzle de %2$s tiene %1$d carácter después del guion; este tiene %3$d"
    msgstr[1] ""
    "un ID de puzle de %2$s tiene %1$d caracteres después del guion; este tiene "
    "%3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:169
    #, c-format
    msgid "the puzzle ID does not encode a %s position; a character is mistyped"
    msgstr ""
    "el ID del puzle no codifica ninguna posición de %s; hay un carácter mal "
    "escrito"

    #. %s says why, such as "no solution contains these givens; a puzzle has exactly one".
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:172
    #, c-format
    msgid "the puzzle ID is not a puzzle: %s"
    msgstr "el ID del puzle no es un puzle: %s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:12
    #, c-format
    msgid "a region map has %1$d to %2$d rows, not %3$d"
    msgstr "un mapa de regiones tiene de %1$d a %2$d filas, no %3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:14
    #, c-format
    msgid "row %1$d of the %2$s region map has %3$d squares, not %4$d"
    msgstr "la fila %1$d del mapa de regiones de %2$s tiene %3$d casillas, no %4$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:17
    #, c-format
    msgid "%1$s is in region %2$d; the regions of the %3$s map are 0 to %4$d"
    msgstr ""
    "%1$s está en la región %2$d; las regiones del mapa de %3$s van de 0 a %4$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:21
    #, c-format
    msgid ""
    "%1$s is marked '%2$s'; the regions of the %3$s map are the letters A to %4$s"
    msgstr ""
    "%1$s está marcada con «%2$s»; las regiones del mapa de %3$s son las letras "
    "de la A a la %4$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:25
    #, c-format
    msgid "region %s has no square; every region has at least one"
    msgstr "la región %s no tiene ninguna casilla; toda región tiene al menos una"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:27
    #, c-format
    msgid "region %s is in pieces; a region's squares hold together"
    msgstr ""
    "la región %s está partida en trozos; las casillas de una región deben estar "
    "unidas"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:35
    #, c-format
    msgid ""
    "the solution of a regions puzzle on the %1$s board has %2$d queens, one per "
    "row, not %3$d"
    msgstr ""
    "la solución de un puzle de regiones en el tablero de %1$s tiene %2$d reinas, "
    "una por fila, no %3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:39
    #, c-format
    msgid "the queen of row %1$d is in column %2$d, off the %3$s board"
    msgstr ""
    "la reina de la fila %1$d está en la columna %2$d, fuera del tablero de %3$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:42
    #, c-format
    msgid "the queens on %1$s and %2$s share a column"
    msgstr "las reinas de %1$s y %2$s comparten columna"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:44
    #, c-format
    msgid "the queens on %1$s and %2$s share region %3$s"
    msgstr "las reinas de %1$s y %2$s comparten la región %3$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:48
    #, c-format
    msgid "the queens on %1$s and %2$s touch"
    msgstr "las reinas de %1$s y %2$s se tocan"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:57
    #, c-format
    msgid "a regions puzzle's board size is %1$d to %2$d, not %3$d"
    msgstr ""
    "el tamaño de tablero de un puzle de regiones va de %1$d a %2$d, no %3$d"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:60
    #, c-format
    msgid "a regions puzzle's seed is a whole number from 0 to %1$s, not %2$s"
    msgstr ""
    "la semilla de un puzle de regiones es un número entero de 0 a %1$s, no %2$s"

    #. %1$s is a difficulty (easy, medium, hard), %2$s a board size (8×8), %3$s a number.
    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:65
    #, c-format
    msgid "no %1$s %2$s regions puzzle came of seed %3$s; try another seed"
    msgstr ""
    "la semilla %3$s no produjo ningún puzle de regiones de %2$s de nivel %1$s; "
    "prueba con otra semilla"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:75
    msgid ""
    "the regions puzzle ID is empty; a regions puzzle ID is R, the board size, E, "
    "M or H (easy, medium, hard), a hyphen and 9 letters and digits, like R8M-"
    "EJFG8YJ9J"
    msgstr ""
    "el ID del puzle de regiones está vacío; un ID de puzle de regiones es R, el "
    "tamaño del tablero, E, M o H (fácil, medio, difícil), un guion y 9 letras y "
    "cifras, como R8M-EJFG8YJ9J"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:79
    #, c-format
    msgid ""
    "'%s' is not a regions puzzle ID; a regions puzzle ID is R, the board size, "
    "E, M or H (easy, medium, hard), a hyphen and 9 letters and digits, like R8M-"
    "EJFG8YJ9J"
    msgstr ""
    "«%s» no es un ID de puzle de regiones; un ID de puzle de regiones es R, el "
    "tamaño del tablero, E, M o H (fácil, medio, difícil), un guion y 9 letras y "
    "cifras, como R8M-EJFG8YJ9J"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:84
    #, c-format
    msgid ""
    "the regions puzzle ID has '%1$s' at position %2$d; IDs use the digits and "
    "the letters other than I, L, O and U"
    msgstr ""
    "el ID del puzle de regiones tiene «%1$s» en la posición %2$d; los ID usan "
    "las cifras y las letras excepto I, L, O y U"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:88
    #, c-format
    msgid ""
    "the regions puzzle ID has '%1$s' at position %2$d (did you mean %3$s?); IDs "
    "use the digits and the letters other than I, L, O and U"
    msgstr ""
    "el ID del puzle de regiones tiene «%1$s» en la posición %2$d (¿querías decir "
    "%3$s?); los ID usan las cifras y las letras excepto I, L, O y U"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:92
    msgid ""
    "the regions puzzle ID's check character does not match: a character is "
    "mistyped"
    msgstr ""
    "el carácter de control del ID del puzle de regiones no coincide: hay un "
    "carácter mal escrito"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:95
    #, c-format
    msgid ""
    "the regions puzzle ID's board size is %1$d; regions puzzles are %2$s to %3$s"
    msgstr ""
    "el tamaño de tablero del ID del puzle de regiones es %1$d; los puzles de "
    "regiones van de %2$s a %3$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:99
    #, c-format
    msgid ""
    "the regions puzzle ID's difficulty is '%s'; it is E (easy), M (medium) or H "
    "(hard)"
    msgstr ""
    "la dificultad del ID del puzle de regiones es «%s»; debe ser E (fácil), M "
    "(medio) o H (difícil)"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:102
    #, c-format
    msgid ""
    "a regions puzzle ID has %1$d character after the hyphen, this one has %2$d"
    msgid_plural ""
    "a regions puzzle ID has %1$d characters after the hyphen, this one has %2$d"
    msgstr[0] ""
    "un ID de puzle de regiones tiene %1$d carácter después del guion; este tiene "
    "%2$d"
    msgstr[1] ""
    "un ID de puzle de regiones tiene %1$d caracteres después del guion; este "
    "tiene %2$d"

    #. %s says why, such as "no easy 8×8 regions puzzle came of seed 12; try another seed".
    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:108
    #, c-format
    msgid "the regions puzzle ID is not a puzzle: %s"
    msgstr "el ID del puzle de regiones no es un puzle: %s"

    #. a regions game's name; %s is the date of its daily: Regions daily 2 Dec 2026.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:44
    #, c-format
    msgid "Regions daily %s"
    msgstr "Desafío diario de regiones del %s"

    #. a regions game's name; %s is its puzzle's ID: Regions R8M-EJFG8YJ9J.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:46
    #, c-format
    msgid "Regions %s"
    msgstr "Regiones %s"

    #. what separates the parts of a phrase read out, such as "e4, queen, in conflict".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:65
    msgctxt "phrase separator"
    msgid ", "
    msgstr ", "

    #. ends a sentence made of an error's words ("The puzzle ID is empty; …."): "%s。" in Japanese.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:74
    #, c-format
    msgctxt "sentence"
    msgid "%s."
    msgstr "%s."

    #. two sentences one after the other; "%1$s%2$s" in Japanese, which puts no space between them.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:80
    #, c-format
    msgctxt "two sentences"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #. joins the items of a list but the last, such as "row 3, row 4" in "row 3, row 4 and row 5".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:89
    #, c-format
    msgctxt "list"
    msgid "%1$s, %2$s"
    msgstr "%1$s, %2$s"

    #. joins the last item of a list, such as "rows 3 and 4" or "a, b and c".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:92
    #, c-format
    msgctxt "list"
    msgid "%1$s and %2$s"
    msgstr "%1$s y %2$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:102
    msgctxt "difficulty"
    msgid "Easy"
    msgstr "Fácil"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:103
    msgctxt "difficulty"
    msgid "Medium"
    msgstr "Medio"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:104
    msgctxt "difficulty"
    msgid "Hard"
    msgstr "Difícil"

    #. a puzzle's difficulty within a sentence, such as "9 by 9, easy".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:112
    msgctxt "difficulty in a sentence"
    msgid "easy"
    msgstr "fácil"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:113
    msgctxt "difficulty in a sentence"
    msgid "medium"
    msgstr "medio"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:114
    msgctxt "difficulty in a sentence"
    msgid "hard"
    msgstr "difícil"

    #. in the share text, a game solved without any hint.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:121
    msgid "no hints"
    msgstr "sin pistas"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:121
    #: Sources/NQueensPresentation/History/HistoryRow.swift:70
    #, c-format
    msgid "%d hint"
    msgid_plural "%d hints"
    msgstr[0] "%d pista"
    msgstr[1] "%d pistas"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:136
    #, c-format
    msgid "%d hour"
    msgid_plural "%d hours"
    msgstr[0] "%d hora"
    msgstr[1] "%d horas"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:137
    #, c-format
    msgid "%d minute"
    msgid_plural "%d minutes"
    msgstr[0] "%d minuto"
    msgstr[1] "%d minutos"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:138
    #, c-format
    msgid "%d second"
    msgid_plural "%d seconds"
    msgstr[0] "%d segundo"
    msgstr[1] "%d segundos"

    #. a time read out: hours, minutes and seconds, such as "1 hour 2 minutes 3 seconds".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:142
    #, c-format
    msgctxt "spoken time"
    msgid "%1$s %2$s %3$s"
    msgstr "%1$s, %2$s y %3$s"

    #. a time read out in two parts, such as "2 minutes 31 seconds" or "1 hour 5 seconds".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:145
    #, c-format
    msgctxt "spoken time"
    msgid "%1$s %2$s"
    msgstr "%1$s y %2$s"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:18
    msgctxt "square"
    msgid "given queen"
    msgstr "reina fija"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:18
    msgctxt "square"
    msgid "queen"
    msgstr "reina"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:19
    msgctxt "square"
    msgid "marked"
    msgstr "marcada"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:19
    msgctxt "square"
    msgid "empty"
    msgstr "vacía"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:21
    msgctxt "square"
    msgid "in conflict"
    msgstr "en conflicto"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:22
    msgctxt "square"
    msgid "ruled out"
    msgstr "descartada"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:23
    msgctxt "square"
    msgid "attacked"
    msgstr "atacada"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:25
    msgctxt "square"
    msgid "hint: place a queen here"
    msgstr "pista: coloca una reina aquí"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:26
    msgctxt "square"
    msgid "hint: remove this queen"
    msgstr "pista: quita esta reina"

    #. a square's region for screen readers; %s is its colour: orange region.
    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:35
    #, c-format
    msgid "%s region"
    msgstr "región %s"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:53
    msgid "A given queen stays."
    msgstr "La reina fija se queda en su sitio."

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:54
    msgid "Removes the queen."
    msgstr "Quita la reina."

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:55
    msgid "Marks the square."
    msgstr "Marca la casilla."

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:55
    msgid "Places a queen."
    msgstr "Coloca una reina."

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:62
    msgid "Remove mark"
    msgstr "Quitar marca"

    #. the screen reader's action that marks a square with ✕.
    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:62
    #: Sources/NQueensSwiftUI/Game/BoardView.swift:112
    msgctxt "action"
    msgid "Mark"
    msgstr "Marcar"

    #. %s says why, such as "board size 0 is out of range; a board has at least 1 row".
    #: Sources/NQueensPresentation/Game/GameRules.swift:129
    #, c-format
    msgid "No hint for this board: %s."
    msgstr "No hay ninguna pista para este tablero: %s."

    #. the number of given queens in a puzzle's line: "8×8 · Easy · 3 givens · 8-0K31D0Q".
    #: Sources/NQueensPresentation/Game/GameRules.swift:138
    #, c-format
    msgctxt "puzzle line"
    msgid "%d given"
    msgid_plural "%d givens"
    msgstr[0] "%d reina fija"
    msgstr[1] "%d reinas fijas"

    #. the status before a puzzle's first queen, before "One solution fits the 3 given queens."
    #: Sources/NQueensPresentation/Game/GameRules.swift:145
    #, c-format
    msgid "Place %d queen."
    msgid_plural "Place %d queens."
    msgstr[0] "Coloca %d reina."
    msgstr[1] "Coloca %d reinas."

    #. after "Place 5 queens." in a puzzle's status; the singular may leave the number out.
    #: Sources/NQueensPresentation/Game/GameRules.swift:147
    #, c-format
    msgid "One solution fits the given queen."
    msgid_plural "One solution fits the %d given queens."
    msgstr[0] "Una única solución encaja con la reina fija."
    msgstr[1] "Una única solución encaja con las %d reinas fijas."

    #: Sources/NQueensPresentation/Game/GameStatus.swift:30
    #, c-format
    msgid "Place %d queen so that no two attack each other."
    msgid_plural "Place %d queens so that no two attack each other."
    msgstr[0] "Coloca %d reina de modo que ninguna ataque a otra."
    msgstr[1] "Coloca %d reinas de modo que ninguna ataque a otra."

    #: Sources/NQueensPresentation/Game/GameStatus.swift:34
    #, c-format
    msgid "Keep going: %d queen to place."
    msgid_plural "Keep going: %d queens to place."
    msgstr[0] "Sigue así: queda %d reina por colocar."
    msgstr[1] "Sigue así: quedan %d reinas por colocar."

    #: Sources/NQueensPresentation/Game/GameStatus.swift:36
    #, c-format
    msgid "Conflict: %d queen attacks another."
    msgid_plural "Conflict: %d queens attack each other."
    msgstr[0] "Conflicto: %d reina ataca a otra."
    msgstr[1] "Conflicto: %d reinas se atacan entre sí."

    #: Sources/NQueensPresentation/Game/GameStatus.swift:39
    msgid "Dead end: no solution contains these queens."
    msgstr "Sin salida: ninguna solución contiene estas reinas."

    #: Sources/NQueensPresentation/Game/GameViewModel+Actions.swift:176
    #, c-format
    msgid "The queen on %s is given: it stays."
    msgstr "La reina de %s es fija: se queda en su sitio."

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:65
    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:78
    msgctxt "solutions counter"
    msgid "Solved"
    msgstr "Resuelto"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:65
    msgid "A puzzle has exactly one solution"
    msgstr "Un puzle tiene exactamente una solución"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:70
    msgid "Counting solutions…"
    msgstr "Contando soluciones…"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:70
    msgid "Looking for a solution…"
    msgstr "Buscando una solución…"

    #. the solutions counter; %1$s solutions of all %2$s of the board size: 42 of 92 solutions.
    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:73
    #, c-format
    msgid "%1$s of %2$s solution still reachable"
    msgid_plural "%1$s of %2$s solutions still reachable"
    msgstr[0] "%1$s de %2$s solución aún posible"
    msgstr[1] "%1$s de %2$s soluciones aún posibles"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:78
    msgid "Solvable: a solution contains these queens"
    msgstr "Tiene solución: alguna solución contiene estas reinas"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:80
    msgid "Dead end: no solution contains these queens"
    msgstr "Sin salida: ninguna solución contiene estas reinas"

    #. the Game screen's title for a daily; %s is its date: Daily · 1 Dec 2026.
    #. Home's card of today's daily puzzle; %s is its date, such as "29 Nov 2026".
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:25
    #: Sources/NQueensTerminal/Screens/HomeView.swift:165
    #, c-format
    msgid "Daily · %s"
    msgstr "Desafío diario · %s"

    #. the Game screen's title for a puzzle by ID; %s is its board size: Puzzle · 8×8.
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:27
    #: Sources/NQueensCLI/PuzzleArguments.swift:62
    #, c-format
    msgid "Puzzle · %s"
    msgstr "Puzle · %s"

    #. the Game screen's title for the regions daily; %s is its date.
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:30
    #, c-format
    msgid "Regions daily · %s"
    msgstr "Desafío diario de regiones · %s"

    #. the Game screen's title for a regions puzzle; %s is its board size: Regions · 8×8.
    #. Home's card of today's regions daily; %s is its date, such as "29 Nov 2026".
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:32
    #: Sources/NQueensTerminal/Screens/HomeView.swift:172
    #, c-format
    msgid "Regions · %s"
    msgstr "Regiones · %s"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:64
    msgctxt "game figure"
    msgid "Queens"
    msgstr "Reinas"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:65
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:152
    msgctxt "game figure"
    msgid "Time"
    msgstr "Tiempo"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:66
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:153
    msgctxt "game figure"
    msgid "Moves"
    msgstr "Movimientos"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:69
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:155
    msgctxt "game figure"
    msgid "Hints"
    msgstr "Pistas"

    #. %1$s is the time (2:31), %2$d the number of moves.
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:128
    #, c-format
    msgid "Solved in %1$s with %2$d move!"
    msgid_plural "Solved in %1$s with %2$d moves!"
    msgstr[0] "¡Resuelto en %1$s con %2$d movimiento!"
    msgstr[1] "¡Resuelto en %1$s con %2$d movimientos!"

    #: Sources/NQueensPresentation/Game/GameViewModel+Marks.swift:161
    #, c-format
    msgid "Take the queen off %s first: only an empty square takes a mark."
    msgstr ""
    "Primero quita la reina de %s: solo se pueden marcar las casillas vacías."

    #: Sources/NQueensPresentation/Game/GameViewModel+Marks.swift:163
    #, c-format
    msgid "A hint ruled out %s: it stays crossed."
    msgstr "Una pista descartó %s: sigue tachada."

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/Game/GameViewModel+Saving.swift:23
    #, c-format
    msgid "This game could not be saved (%s); it is lost if you quit now."
    msgstr "No se pudo guardar esta partida (%s); se perderá si sales ahora."

    #: Sources/NQueensPresentation/Game/GameViewModel+Saving.swift:33
    #, c-format
    msgid "The finished game could not be cleared from the saved game (%s)."
    msgstr "No se pudo borrar la partida terminada de la partida guardada (%s)."

    #: Sources/NQueensPresentation/Game/GameViewModel+Saving.swift:80
    #, c-format
    msgid ""
    "An earlier win is not in your history yet: %s. It is kept, and saved with "
    "your next move."
    msgstr ""
    "Una victoria anterior aún no está en tu historial: %s. Se conserva y se "
    "guardará con tu próximo movimiento."

    #. %s is a conflict, such as "c3 and d4 touch".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:42
    #, c-format
    msgid "Conflict: %s."
    msgstr "Conflicto: %s."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:44
    #, c-format
    msgid "Conflict: %1$s (and %2$d more conflict)."
    msgid_plural "Conflict: %1$s (and %2$d more conflicts)."
    msgstr[0] "Conflicto: %1$s (y %2$d conflicto más)."
    msgstr[1] "Conflicto: %1$s (y %2$d conflictos más)."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:65
    #, c-format
    msgid "Place %d queen: one in each row, column and region, none touching."
    msgid_plural ""
    "Place %d queens: one in each row, column and region, none touching."
    msgstr[0] ""
    "Coloca %d reina: una en cada fila, columna y región, sin que se toquen."
    msgstr[1] ""
    "Coloca %d reinas: una en cada fila, columna y región, sin que se toquen."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:77
    #, c-format
    msgid "%1$s and %2$s share row %3$d"
    msgstr "%1$s y %2$s comparten la fila %3$d"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:79
    #, c-format
    msgid "%1$s and %2$s share column %3$s"
    msgstr "%1$s y %2$s comparten la columna %3$s"

    #. %3$s is a region, such as "the orange region (A)".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:84
    #, c-format
    msgid "%1$s and %2$s are both in %3$s"
    msgstr "%1$s y %2$s están las dos en %3$s"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:88
    #, c-format
    msgid "%1$s and %2$s touch"
    msgstr "%1$s y %2$s se tocan"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:101
    #, c-format
    msgid "Take the queen off %s: it breaks a rule."
    msgstr "Quita la reina de %s: incumple una regla."

    #. %2$s is a conflict, such as "c3 and d4 touch".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:103
    #, c-format
    msgid "Take the queen off %1$s: %2$s."
    msgstr "Quita la reina de %1$s: %2$s."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:105
    #, c-format
    msgid "Take the queen off %s: the solution has no queen there."
    msgstr "Quita la reina de %s: la solución no tiene ninguna reina ahí."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:107
    #, c-format
    msgid "Take your mark off %s: its queen goes there."
    msgstr "Quita tu marca de %s: ahí va una reina."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:119
    #, c-format
    msgid ""
    "The queen on %s rules out the rest of its row, column and region, and the "
    "squares around it."
    msgstr ""
    "La reina de %s descarta el resto de su fila, su columna y su región, y las "
    "casillas que la rodean."

    #. %1$s names regions ("The orange region (A)"), %2$s rows or columns ("rows 3 and 4").
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:127
    #, c-format
    msgid "%1$s fits only in %2$s, so the rest of %2$s is ruled out."
    msgid_plural "%1$s fit only in %2$s, so the rest of %2$s is ruled out."
    msgstr[0] "%1$s solo cabe en %2$s, así que se descarta el resto de %2$s."
    msgstr[1] "%1$s solo caben en %2$s, así que se descarta el resto de %2$s."

    #. %1$s names rows or columns ("Rows 3 and 4"), %2$s regions ("the orange region (A)").
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:132
    #, c-format
    msgid ""
    "%1$s has possible squares only in %2$s, so the rest of %2$s is ruled out."
    msgid_plural ""
    "%1$s have possible squares only in %2$s, so the rest of %2$s is ruled out."
    msgstr[0] ""
    "%1$s solo tiene casillas posibles en %2$s, así que se descarta el resto de "
    "%2$s."
    msgstr[1] ""
    "%1$s solo tienen casillas posibles en %2$s, así que se descarta el resto de "
    "%2$s."

    #. %2$s is a row, column or region, such as "row 4" or "the orange region (A)".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:138
    #, c-format
    msgid ""
    "A queen on %1$s would leave %2$s with no possible square, so %1$s is ruled "
    "out."
    msgstr ""
    "Una reina en %1$s dejaría %2$s sin casillas posibles, así que %1$s queda "
    "descartada."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:148
    #, c-format
    msgid "Row %1$d has one possible square left, so its queen goes on %2$s."
    msgstr ""
    "A la fila %1$d le queda una sola casilla posible, así que su reina va en "
    "%2$s."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:150
    #, c-format
    msgid "Column %1$s has one possible square left, so its queen goes on %2$s."
    msgstr ""
    "A la columna %1$s le queda una sola casilla posible, así que su reina va en "
    "%2$s."

    #. %1$s is a region's colour (orange), %2$s its letter (A).
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:155
    #, c-format
    msgid ""
    "The %1$s region (%2$s) has one possible square left, so its queen goes on "
    "%3$s."
    msgstr ""
    "A la región %1$s (%2$s) le queda una sola casilla posible, así que su reina "
    "va en %3$s."

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:174
    #, c-format
    msgctxt "region colour and letter"
    msgid "%1$s (%2$s)"
    msgstr "%1$s (%2$s)"

    #. rows of a board in a hint; %s is one number or a list of them: "row 4", "rows 3 and 4".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:181
    #, c-format
    msgid "row %s"
    msgid_plural "rows %s"
    msgstr[0] "la fila %s"
    msgstr[1] "las filas %s"

    #. columns of a board in a hint; %s is one letter or a list: "column c", "columns c and d".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:184
    #, c-format
    msgid "column %s"
    msgid_plural "columns %s"
    msgstr[0] "la columna %s"
    msgstr[1] "las columnas %s"

    #. regions in a hint; %s lists their colours and letters: "the orange (A) and blue (B) regions".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:190
    #, c-format
    msgid "the %s regions"
    msgstr "las regiones %s"

    #. a game's efficiency for screen readers; %s is a percentage: 80% efficiency.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:54
    #, c-format
    msgid "%s efficiency"
    msgstr "%s de eficiencia"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:66
    #, c-format
    msgid "%d move"
    msgid_plural "%d moves"
    msgstr[0] "%d movimiento"
    msgstr[1] "%d movimientos"

    #. a daily in the history; %1$s is its date, %2$s its difficulty: Daily 1 Dec 2026 · Easy.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:79
    #, c-format
    msgid "Daily %1$s · %2$s"
    msgstr "Desafío diario del %1$s · %2$s"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:81
    #: Sources/NQueensPresentation/History/HistoryRow.swift:145
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:99
    msgctxt "game kind"
    msgid "Daily"
    msgstr "Desafío diario"

    #. a puzzle played by ID in the history; %s is its ID: Puzzle 8-0K31D0Q.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:85
    #, c-format
    msgid "Puzzle %s"
    msgstr "Puzle %s"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:105
    msgctxt "sizes"
    msgid "All"
    msgstr "Todos"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:113
    msgid "All sizes"
    msgstr "Todos los tamaños"

    #. a board size read out: 8 by 8.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:115
    #, c-format
    msgid "%1$d by %2$d"
    msgstr "%1$d por %2$d"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:144
    msgctxt "kinds"
    msgid "All"
    msgstr "Todos"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:146
    msgctxt "game kinds"
    msgid "Puzzles"
    msgstr "Puzles"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:147
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:101
    msgctxt "game kind"
    msgid "Free play"
    msgstr "Juego libre"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:148
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:102
    msgctxt "game kind"
    msgid "Regions"
    msgstr "Regiones"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:155
    msgid "All kinds"
    msgstr "Todos los tipos"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:202
    msgid "Newest first"
    msgstr "Más recientes primero"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:203
    #: Sources/NQueensCLI/StatsCommand.swift:85
    msgid "Fewest moves"
    msgstr "Menos movimientos"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:204
    msgid "Fastest"
    msgstr "Más rápidas"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:205
    msgid "Most efficient"
    msgstr "Más eficientes"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:57
    msgid "Export History…"
    msgstr "Exportar historial…"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:60
    msgid "Import History…"
    msgstr "Importar historial…"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:97
    #, c-format
    msgid "Exported %s game."
    msgid_plural "Exported %s games."
    msgstr[0] "Se exportó %s partida."
    msgstr[1] "Se exportaron %s partidas."

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:102
    #, c-format
    msgid "Your history could not be exported: %s."
    msgstr "No se pudo exportar tu historial: %s."

    #. %1$s is a number of games, %2$s a file name.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:114
    #, c-format
    msgid "Exported %1$s game to %2$s."
    msgid_plural "Exported %1$s games to %2$s."
    msgstr[0] "Se exportó %1$s partida a %2$s."
    msgstr[1] "Se exportaron %1$s partidas a %2$s."

    #. %1$s is a file name, %2$s why it could not be written ("permission denied").
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:135
    #, c-format
    msgid "%1$s could not be written: %2$s. Choose a folder you can write to."
    msgstr ""
    "No se pudo escribir %1$s: %2$s. Elige una carpeta en la que puedas escribir."

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:149
    msgid "Could Not Import History"
    msgstr "No se pudo importar el historial"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:163
    #, c-format
    msgid "An import is already under way; %s was not imported."
    msgstr "Ya hay una importación en curso; no se importó %s."

    #. %1$s is a file name, %2$s says why it could not be imported.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:195
    #, c-format
    msgid "%1$s could not be imported: %2$s. Your history is unchanged."
    msgstr "No se pudo importar %1$s: %2$s. Tu historial no ha cambiado."

    #. %1$s is a number of games, %2$s one or more file names: Imported 214 games from games.json.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:211
    #, c-format
    msgid "Imported %1$s game from %2$s."
    msgid_plural "Imported %1$s games from %2$s."
    msgstr[0] "Se importó %1$s partida de %2$s."
    msgstr[1] "Se importaron %1$s partidas de %2$s."

    #. %2$s counts the games the history had already: Imported 214 games (12 already here) from a.json.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:216
    #, c-format
    msgid "Imported %1$s game (%2$s already here) from %3$s."
    msgid_plural "Imported %1$s games (%2$s already here) from %3$s."
    msgstr[0] "Se importó %1$s partida de %3$s (ya había %2$s)."
    msgstr[1] "Se importaron %1$s partidas de %3$s (ya había %2$s)."

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:226
    msgid "permission denied"
    msgstr "permiso denegado"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:227
    msgid "the disk is full"
    msgstr "el disco está lleno"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:228
    msgid "the disk is read-only"
    msgstr "el disco es de solo lectura"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:229
    msgid "its folder does not exist"
    msgstr "su carpeta no existe"

    #. %s names the file and what is wrong with it.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:237
    #, c-format
    msgid "%s. Nothing was imported; your history is unchanged."
    msgstr "%s. No se importó nada; tu historial no ha cambiado."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:17
    #: Sources/NQueensTerminal/Screens/HomeView.swift:180
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:108
    msgid "Game History"
    msgstr "Historial de partidas"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:88
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:130
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:135
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:85
    msgid "No games yet"
    msgstr "Aún no hay partidas"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:93
    msgid ""
    "Solve a board and it shows up here, with its time, moves and efficiency."
    msgstr ""
    "Resuelve un tablero y aparecerá aquí, con su tiempo, sus movimientos y su "
    "eficiencia."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:102
    msgid "No games yet."
    msgstr "Aún no hay partidas."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:103
    msgid "No daily games yet."
    msgstr "Aún no hay desafíos diarios."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:104
    msgid "No puzzles yet."
    msgstr "Aún no hay puzles."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:105
    msgid "No free games yet."
    msgstr "Aún no hay partidas de juego libre."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:106
    msgid "No regions games yet."
    msgstr "Aún no hay partidas de regiones."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:111
    #, c-format
    msgid "No games on %s yet."
    msgstr "Aún no hay partidas en %s."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:112
    #, c-format
    msgid "No daily games on %s yet."
    msgstr "Aún no hay desafíos diarios en %s."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:113
    #, c-format
    msgid "No puzzles on %s yet."
    msgstr "Aún no hay puzles en %s."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:114
    #, c-format
    msgid "No free games on %s yet."
    msgstr "Aún no hay partidas de juego libre en %s."

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:115
    #, c-format
    msgid "No regions games on %s yet."
    msgstr "Aún no hay partidas de regiones en %s."

    #. the games the history shows of those matching: 100 of 250 games.
    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:123
    #, c-format
    msgid "%1$s of %2$s game"
    msgid_plural "%1$s of %2$s games"
    msgstr[0] "%1$s de %2$s partida"
    msgstr[1] "%1$s de %2$s partidas"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:126
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:130
    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:72
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:66
    #: Sources/NQueensCLI/HistoryCommand.swift:161
    #, c-format
    msgid "%s game"
    msgid_plural "%s games"
    msgstr[0] "%s partida"
    msgstr[1] "%s partidas"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:141
    #, c-format
    msgid ""
    "Delete all %s game? Your streaks start again and your album empties. This "
    "cannot be undone."
    msgid_plural ""
    "Delete all %s games? Your streaks start again and your album empties. This "
    "cannot be undone."
    msgstr[0] ""
    "¿Eliminar %s partida? Tus rachas vuelven a empezar y tu álbum se vacía. Esto "
    "no se puede deshacer."
    msgstr[1] ""
    "¿Eliminar las %s partidas? Tus rachas vuelven a empezar y tu álbum se vacía. "
    "Esto no se puede deshacer."

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:232
    #, c-format
    msgid "Your history could not be cleared: %s."
    msgstr "No se pudo vaciar tu historial: %s."

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:275
    #, c-format
    msgid "Your history could not be read: %s."
    msgstr "No se pudo leer tu historial: %s."

    #. the Replay screen's title; %s is a board size: 8×8 replay.
    #. the Replay screen's title for a regions game; %s is its name: Regions daily 2 Dec 2026.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:135
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:141
    #, c-format
    msgid "%s replay"
    msgstr "Repetición: %s"

    #. the Replay screen's title for a daily; %s is its date: Daily 1 Dec 2026 replay.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:137
    #, c-format
    msgid "Daily %s replay"
    msgstr "Repetición del desafío diario del %s"

    #. the Replay screen's title for a puzzle; %s is its ID: Puzzle 8-0K31D0Q replay.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:139
    #, c-format
    msgid "Puzzle %s replay"
    msgstr "Repetición del puzle %s"

    #. a replayed game's figures: its time, moves and efficiency: 0:41 · 12 moves · 80%.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:153
    #, c-format
    msgid "%1$s · %2$d move · %3$s"
    msgid_plural "%1$s · %2$d moves · %3$s"
    msgstr[0] "%1$s · %2$d movimiento · %3$s"
    msgstr[1] "%1$s · %2$d movimientos · %3$s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:161
    #, c-format
    msgid "Start · %d step"
    msgid_plural "Start · %d steps"
    msgstr[0] "Inicio · %d paso"
    msgstr[1] "Inicio · %d pasos"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:162
    #, c-format
    msgid "Step %1$d of %2$d"
    msgstr "Paso %1$d de %2$d"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:168
    msgid "Empty board"
    msgstr "Tablero vacío"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:168
    msgid "The given queens"
    msgstr "Las reinas fijas"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:170
    msgid "Final position"
    msgstr "Posición final"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:178
    #, c-format
    msgid "Placed a queen on %s"
    msgstr "Se colocó una reina en %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:180
    #, c-format
    msgid "Removed the queen on %s"
    msgstr "Se quitó la reina de %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:183
    #, c-format
    msgid "Undo: took the queen off %s"
    msgstr "Deshacer: se quitó la reina de %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:183
    #, c-format
    msgid "Undo: put the queen back on %s"
    msgstr "Deshacer: se volvió a colocar la reina en %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:186
    #, c-format
    msgid "Redo: took the queen off %s"
    msgstr "Rehacer: se quitó la reina de %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:186
    #, c-format
    msgid "Redo: put a queen on %s"
    msgstr "Rehacer: se colocó una reina en %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:199
    #, c-format
    msgid "Marked %s"
    msgstr "Se marcó %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:200
    #, c-format
    msgid "Took the mark off %s"
    msgstr "Se quitó la marca de %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:203
    #, c-format
    msgid "Undo: took the mark off %s"
    msgstr "Deshacer: se quitó la marca de %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:203
    #, c-format
    msgid "Undo: marked %s again"
    msgstr "Deshacer: se volvió a marcar %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:206
    #, c-format
    msgid "Redo: took the mark off %s"
    msgstr "Rehacer: se quitó la marca de %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:206
    #, c-format
    msgid "Redo: marked %s"
    msgstr "Rehacer: se marcó %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:207
    #, c-format
    msgid "Changed %s"
    msgstr "Se cambió %s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:212
    #, c-format
    msgid "Marked %d square"
    msgid_plural "Marked %d squares"
    msgstr[0] "Se marcó %d casilla"
    msgstr[1] "Se marcaron %d casillas"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:214
    #, c-format
    msgid "Took the mark off %s and put a queen there"
    msgstr "Se quitó la marca de %s y se colocó una reina ahí"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:215
    #, c-format
    msgid "Took the marks off %d square"
    msgid_plural "Took the marks off %d squares"
    msgstr[0] "Se quitaron las marcas de %d casilla"
    msgstr[1] "Se quitaron las marcas de %d casillas"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:216
    #, c-format
    msgid "Undo: changed %d square"
    msgid_plural "Undo: changed %d squares"
    msgstr[0] "Deshacer: se cambió %d casilla"
    msgstr[1] "Deshacer: se cambiaron %d casillas"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:217
    #, c-format
    msgid "Redo: changed %d square"
    msgid_plural "Redo: changed %d squares"
    msgstr[0] "Rehacer: se cambió %d casilla"
    msgstr[1] "Rehacer: se cambiaron %d casillas"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:218
    #, c-format
    msgid "Changed %d square"
    msgid_plural "Changed %d squares"
    msgstr[0] "Se cambió %d casilla"
    msgstr[1] "Se cambiaron %d casillas"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:31
    msgctxt "daily kind"
    msgid "daily"
    msgstr "desafío diario"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:31
    msgctxt "daily kind"
    msgid "regions daily"
    msgstr "desafío diario de regiones"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:36
    msgid "Dailies of the last 30 days"
    msgstr "Desafíos diarios de los últimos 30 días"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:36
    msgid "Regions dailies of the last 30 days"
    msgstr "Desafíos diarios de regiones de los últimos 30 días"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:98
    msgid "Today's daily"
    msgstr "Desafío diario de hoy"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:98
    msgid "Today's regions daily"
    msgstr "Desafío diario de regiones de hoy"

    #. a daily solved, with its best time: Solved ✓ 2:31.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:110
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:164
    #, c-format
    msgid "Solved ✓ %s"
    msgstr "Resuelto ✓ %s"

    #. a daily being played, with its time so far: In progress · 0:41.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:113
    #, c-format
    msgid "In progress · %s"
    msgstr "En curso · %s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:115
    msgid "Not played yet"
    msgstr "Aún sin jugar"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:117
    #: Sources/NQueensTerminal/Screens/HomeView.swift:160
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:133
    msgid "Continue"
    msgstr "Continuar"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:117
    #: Sources/NQueensTerminal/Screens/VictoryView.swift:21
    msgid "Play again"
    msgstr "Volver a jugar"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:117
    msgctxt "action"
    msgid "Play"
    msgstr "Jugar"

    #. a daily for screen readers; %s is a time read out: solved in 2 minutes 31 seconds.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:120
    #: Sources/NQueensPresentation/Home/DailyCard.swift:182
    #, c-format
    msgid "solved in %s"
    msgstr "resuelto en %s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:121
    #: Sources/NQueensPresentation/Home/DailyCard.swift:183
    msgctxt "daily"
    msgid "in progress"
    msgstr "en curso"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:121
    msgctxt "daily"
    msgid "not played yet"
    msgstr "aún sin jugar"

    #. the daily card for screen readers: its title, date, size (9 by 9), difficulty and state.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:123
    #, c-format
    msgid "%1$s, %2$s, %3$d by %3$d, %4$s, %5$s"
    msgstr "%1$s, %2$s, %3$d por %3$d, %4$s, %5$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:183
    msgctxt "daily"
    msgid "not solved"
    msgstr "sin resolver"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:190
    #, c-format
    msgid "%1$s, %2$d by %2$d %3$s daily, %4$s"
    msgstr "%1$s, desafío diario %3$s de %2$d por %2$d, %4$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:191
    #, c-format
    msgid "%1$s, today, %2$d by %2$d %3$s daily, %4$s"
    msgstr "%1$s, hoy, desafío diario %3$s de %2$d por %2$d, %4$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:193
    #, c-format
    msgid "%1$s, %2$d by %2$d %3$s regions daily, %4$s"
    msgstr "%1$s, desafío diario %3$s de regiones de %2$d por %2$d, %4$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:195
    #, c-format
    msgid "%1$s, today, %2$d by %2$d %3$s regions daily, %4$s"
    msgstr "%1$s, hoy, desafío diario %3$s de regiones de %2$d por %2$d, %4$s"

    #. the game's name, as Home's title shows it.
    #. the app's name, as the desktop entry and the window's title give it.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:14
    #: Apps/GNOME/Sources/NQueensGNOME/App/ApplicationID.swift:15
    #: Apps/Apple/NQueens/NQueensApp.swift:27
    msgid "N-Queens"
    msgstr "N reinas"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:19
    msgid ""
    "Place N queens so that no two attack each other — no shared row, column or "
    "diagonal."
    msgstr ""
    "Coloca N reinas de modo que ninguna ataque a otra: que no compartan fila, "
    "columna ni diagonal."

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:117
    msgid "No streak yet"
    msgstr "Aún sin racha"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:118
    #, c-format
    msgid "No streak yet · best %d"
    msgstr "Aún sin racha · mejor: %d"

    #. a streak of days with a game solved: 3-day streak.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:120
    #, c-format
    msgid "%d-day streak"
    msgid_plural "%d-day streak"
    msgstr[0] "Racha de %d día"
    msgstr[1] "Racha de %d días"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:122
    #, c-format
    msgid "%1$d-day streak · best %2$d"
    msgid_plural "%1$d-day streak · best %2$d"
    msgstr[0] "Racha de %1$d día · mejor: %2$d"
    msgstr[1] "Racha de %1$d días · mejor: %2$d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:135
    msgid "Times, trends and calendar"
    msgstr "Tiempos, tendencias y calendario"

    #. a daily to resume; %s is its date: Daily 1 Dec 2026.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:152
    #, c-format
    msgid "Daily %s"
    msgstr "Desafío diario del %s"

    #. a shared puzzle to resume; %s is its board size: Puzzle 8×8.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:154
    #, c-format
    msgctxt "puzzle and its size"
    msgid "Puzzle %s"
    msgstr "Puzle %s"

    #. the game to resume: its name, queens placed of the board size, and time: 8×8 · 3/8 queens · 0:41.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:158
    #, c-format
    msgid "%1$s · %2$d/%3$d queen · %4$s"
    msgid_plural "%1$s · %2$d/%3$d queens · %4$s"
    msgstr[0] "%1$s · %2$d/%3$d reina · %4$s"
    msgstr[1] "%1$s · %2$d/%3$d reinas · %4$s"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:171
    msgid "No daily streak yet"
    msgstr "Aún sin racha diaria"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:172
    #, c-format
    msgid "No daily streak yet · best %d"
    msgstr "Aún sin racha diaria · mejor: %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:173
    #, c-format
    msgid "Daily streak %d"
    msgstr "Racha diaria: %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:174
    #, c-format
    msgid "Daily streak %1$d · best %2$d"
    msgstr "Racha diaria: %1$d · mejor: %2$d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:181
    msgid "No regions streak yet"
    msgstr "Aún sin racha de regiones"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:182
    #, c-format
    msgid "No regions streak yet · best %d"
    msgstr "Aún sin racha de regiones · mejor: %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:183
    #, c-format
    msgid "Regions streak %d"
    msgstr "Racha de regiones: %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:184
    #, c-format
    msgid "Regions streak %1$d · best %2$d"
    msgstr "Racha de regiones: %1$d · mejor: %2$d"

    #: Sources/NQueensPresentation/Home/PuzzleEntryViewModel.swift:14
    msgid "Open a Puzzle"
    msgstr "Abrir un puzle"

    #: Sources/NQueensPresentation/Home/PuzzleEntryViewModel.swift:18
    msgid ""
    "Type the ID of a puzzle, such as one a friend shared: its board size, a "
    "hyphen, then letters and digits."
    msgstr ""
    "Escribe el ID de un puzle, por ejemplo uno que te haya compartido alguien: "
    "su tamaño de tablero, un guion y luego letras y cifras."

    #: Sources/NQueensPresentation/Home/PuzzleEntryViewModel.swift:25
    msgctxt "action"
    msgid "Open"
    msgstr "Abrir"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:14
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:33
    msgid "Settings"
    msgstr "Preferencias"

    #. the language setting's choice that follows the system; %s is the language it gives: Deutsch.
    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:62
    #, c-format
    msgctxt "language"
    msgid "System (%s)"
    msgstr "Sistema (%s)"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:68
    msgid "Language"
    msgstr "Idioma"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:85
    msgid "The new language takes effect when NQueens starts again."
    msgstr "El nuevo idioma se aplicará cuando NQueens vuelva a iniciarse."

    #. a setting's title; ✕ is the mark a player puts on a square a queen cannot take.
    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:124
    msgid "Click cycles empty → ✕ → queen"
    msgstr "Los clics alternan vacía → ✕ → reina"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:129
    msgid ""
    "A click marks an empty square, a second click puts a queen there, a third "
    "takes it off."
    msgstr ""
    "Un clic marca una casilla vacía, un segundo clic pone una reina y un tercero "
    "la quita."

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:139
    msgid "Mark around each queen"
    msgstr "Marcar alrededor de cada reina"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:143
    msgid ""
    "In a regions game, a new queen puts ✕ on its row, column, region and the "
    "squares around it."
    msgstr ""
    "En una partida de regiones, cada reina nueva pone ✕ en su fila, su columna, "
    "su región y las casillas que la rodean."

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:158
    msgctxt "theme"
    msgid "System"
    msgstr "Sistema"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:159
    msgctxt "theme"
    msgid "Dark"
    msgstr "Oscuro"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:160
    msgctxt "theme"
    msgid "Light"
    msgstr "Claro"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:24
    msgctxt "calendar legend"
    msgid "Daily solved"
    msgstr "Desafío resuelto"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:25
    msgctxt "calendar legend"
    msgid "Daily with hints"
    msgstr "Desafío con pistas"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:26
    msgctxt "calendar legend"
    msgid "Missed daily, can be made up"
    msgstr "Desafío perdido, recuperable"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:27
    msgctxt "calendar legend"
    msgid "Played"
    msgstr "Jugado"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:28
    msgctxt "calendar legend"
    msgid "Not played"
    msgstr "Sin jugar"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:71
    msgid "no games"
    msgstr "sin partidas"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:75
    msgctxt "calendar day"
    msgid "daily solved"
    msgstr "desafío resuelto"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:76
    msgctxt "calendar day"
    msgid "daily solved with hints"
    msgstr "desafío resuelto con pistas"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:77
    msgctxt "calendar day"
    msgid "daily not solved yet"
    msgstr "desafío aún sin resolver"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:78
    msgctxt "calendar day"
    msgid "daily missed, can be made up"
    msgstr "desafío perdido, recuperable"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:79
    msgctxt "calendar day"
    msgid "daily missed"
    msgstr "desafío perdido"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:88
    #, c-format
    msgid "%1$s, today: %2$s"
    msgstr "%1$s, hoy: %2$s"

    #. a day of the calendar read out: "Monday 30 November 2026: no games".
    #. a figure for screen readers, its name then its value: "Moves: 12".
    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:90
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:159
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/StatCard.swift:27
    #, c-format
    msgid "%1$s: %2$s"
    msgstr "%1$s: %2$s"

    #. the median of the last 10 games against the 10 before them: 0:41 vs 0:52.
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:59
    #, c-format
    msgid "%1$s vs %2$s"
    msgstr "%1$s frente a %2$s"

    #. a board size's figures: "14 games · best 0:21 · median 0:48 · improving".
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:68
    #, c-format
    msgid "%1$s · best %2$s · median %3$s · %4$s"
    msgstr "%1$s · mejor %2$s · mediana %3$s · %4$s"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:73
    #, c-format
    msgid "Last 10 %1$s · best efficiency %2$s · %3$s without hints"
    msgid_plural "Last 10 %1$s · best efficiency %2$s · %3$s without hints"
    msgstr[0] "Últimas 10: %1$s · mejor eficiencia: %2$s · %3$s sin pistas"
    msgstr[1] "Últimas 10: %1$s · mejor eficiencia: %2$s · %3$s sin pistas"

    #. a board size's figures read out: "8×8: 14 games, best 0:21, median 0:48, improving".
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:78
    #, c-format
    msgid "%1$s: %2$s, best %3$s, median %4$s, %5$s"
    msgstr "%1$s: %2$s, mejor %3$s, mediana %4$s, %5$s"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:89
    msgctxt "trend"
    msgid "improving"
    msgstr "mejorando"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:90
    msgctxt "trend"
    msgid "steady"
    msgstr "estable"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:91
    msgctxt "trend"
    msgid "slower"
    msgstr "más lento"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:92
    msgctxt "trend"
    msgid "not enough games"
    msgstr "pocas partidas"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:100
    msgctxt "game kind"
    msgid "Puzzle"
    msgstr "Puzle"

    #. the chart's title; %s is a board size: 8×8 solve times.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:106
    #, c-format
    msgid "%s solve times"
    msgstr "Tiempos de resolución en %s"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:113
    #, c-format
    msgid "No %s games yet."
    msgstr "Aún no hay partidas en %s."

    #. an empty chart for screen readers; %s is its title: 8×8 solve times: no games yet.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:115
    #, c-format
    msgid "%s: no games yet"
    msgstr "%s: aún no hay partidas"

    #. the games of a chart for screen readers, all on one day: 3 games on 1 Dec.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:143
    #, c-format
    msgctxt "games on a day"
    msgid "%1$s game on %2$s"
    msgid_plural "%1$s games on %2$s"
    msgstr[0] "%1$s partida el %2$s"
    msgstr[1] "%1$s partidas el %2$s"

    #. the games of a chart for screen readers: 14 games from 3 Nov to 1 Dec.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:148
    #, c-format
    msgid "%1$s game from %2$s to %3$s"
    msgid_plural "%1$s games from %2$s to %3$s"
    msgstr[0] "%1$s partida del %2$s al %3$s"
    msgstr[1] "%1$s partidas del %2$s al %3$s"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:153
    #, c-format
    msgctxt "chart"
    msgid "best %s"
    msgstr "mejor %s"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:154
    #, c-format
    msgctxt "chart"
    msgid "median %s"
    msgstr "mediana %s"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:156
    #, c-format
    msgctxt "chart"
    msgid "latest %s"
    msgstr "última %s"

    #. separates the sections of a chart read out: "…, latest 0:40; 5 dailies, 9 free play; improving".
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:163
    msgctxt "sections separator"
    msgid "; "
    msgstr "; "

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:260
    #, c-format
    msgid "%s daily"
    msgid_plural "%s dailies"
    msgstr[0] "%s desafío diario"
    msgstr[1] "%s desafíos diarios"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:261
    #, c-format
    msgid "%s puzzle"
    msgid_plural "%s puzzles"
    msgstr[0] "%s puzle"
    msgstr[1] "%s puzles"

    #. a number of free-play games in a chart's legend read out: 9 free play.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:263
    #, c-format
    msgid "%s free play"
    msgid_plural "%s free play"
    msgstr[0] "%s de juego libre"
    msgstr[1] "%s de juego libre"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:264
    #, c-format
    msgid "%s regions game"
    msgid_plural "%s regions games"
    msgstr[0] "%s partida de regiones"
    msgstr[1] "%s partidas de regiones"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:15
    #: Sources/NQueensTerminal/App/GameApplication.swift:301
    #: Sources/NQueensTerminal/Screens/HomeView.swift:178
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:99
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:57
    msgid "Statistics"
    msgstr "Estadísticas"

    #. the whole history in a line; %1$s is a number of games, %2$s "3 board sizes".
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:87
    #, c-format
    msgctxt "history summary"
    msgid "%1$s game on %2$s"
    msgid_plural "%1$s games on %2$s"
    msgstr[0] "%1$s partida en %2$s"
    msgstr[1] "%1$s partidas en %2$s"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:90
    #, c-format
    msgid "%d board size"
    msgid_plural "%d board sizes"
    msgstr[0] "%d tamaño de tablero"
    msgstr[1] "%d tamaños de tablero"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:95
    msgid "No games yet: solve a board and your statistics appear here."
    msgstr ""
    "Aún no hay partidas: resuelve un tablero y tus estadísticas aparecerán aquí."

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:106
    msgctxt "statistics column"
    msgid "Size"
    msgstr "Tamaño"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:106
    msgctxt "statistics column"
    msgid "Games"
    msgstr "Partidas"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:107
    msgctxt "statistics column"
    msgid "Best"
    msgstr "Mejor"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:107
    msgctxt "statistics column"
    msgid "Median"
    msgstr "Mediana"

    #. a column of the statistics: the median time of the last 10 games and of the 10 before.
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:109
    msgctxt "statistics column"
    msgid "Last 10 / 10 before"
    msgstr "Últimas 10 / 10 anteriores"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:109
    msgctxt "statistics column"
    msgid "Trend"
    msgstr "Tendencia"

    #. a narrow column of the statistics: the best efficiency (board size ÷ moves).
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:111
    msgctxt "statistics column"
    msgid "Best eff."
    msgstr "Mejor efic."

    #. a column of the statistics: the number of games solved without hints.
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:113
    msgctxt "statistics column"
    msgid "No hints"
    msgstr "Sin pistas"

    #. %s is a streak such as "4 in a row · best 9".
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:128
    #, c-format
    msgid "Days played: %s"
    msgstr "Días jugados: %s"

    #. %s is a streak such as "2 in a row · best 5".
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:134
    #, c-format
    msgid "Dailies: %s"
    msgstr "Desafíos diarios: %s"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:144
    #, c-format
    msgid ""
    "Last 12 months: %1$s; current streak %2$s, best %3$d; daily streak %4$d, "
    "best %5$d"
    msgstr ""
    "Últimos 12 meses: %1$s; racha actual: %2$s, mejor: %3$d; racha diaria: %4$d, "
    "mejor: %5$d"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:146
    #, c-format
    msgctxt "streak"
    msgid "%d day"
    msgid_plural "%d days"
    msgstr[0] "%d día"
    msgstr[1] "%d días"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:156
    #, c-format
    msgid "played on %d day"
    msgid_plural "played on %d days"
    msgstr[0] "%d día con partidas"
    msgstr[1] "%d días con partidas"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:157
    #, c-format
    msgid "%d daily solved"
    msgid_plural "%d dailies solved"
    msgstr[0] "%d desafío diario resuelto"
    msgstr[1] "%d desafíos diarios resueltos"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:158
    #, c-format
    msgid "%d missed daily can be made up"
    msgid_plural "%d missed dailies can be made up"
    msgstr[0] "%d desafío diario perdido que se puede recuperar"
    msgstr[1] "%d desafíos diarios perdidos que se pueden recuperar"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:219
    #, c-format
    msgid "no streak · best %d"
    msgstr "sin racha · mejor: %d"

    #. a streak: days in a row, and the longest: 4 in a row · best 9.
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:221
    #, c-format
    msgid "%1$d in a row · best %2$d"
    msgid_plural "%1$d in a row · best %2$d"
    msgstr[0] "%1$d seguido · mejor: %2$d"
    msgstr[1] "%1$d seguidos · mejor: %2$d"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:12
    msgid "Victory!"
    msgstr "¡Victoria!"

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:63
    #, c-format
    msgid "Your streak could not be read: %s."
    msgstr "No se pudo leer tu racha: %s."

    #. %s is a board size: You solved the 8×8 puzzle.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:86
    #, c-format
    msgid "You solved the %s puzzle."
    msgstr "Has resuelto el puzle de %s."

    #. %s is the daily's date: You solved the daily of 1 Dec 2026.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:90
    #, c-format
    msgid "You solved the daily of %s."
    msgstr "Has resuelto el desafío diario del %s."

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:92
    msgid "You solved today's daily."
    msgstr "Has resuelto el desafío diario de hoy."

    #. %s is a puzzle's ID: You solved puzzle 8-0K31D0Q.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:95
    #, c-format
    msgid "You solved puzzle %s."
    msgstr "Has resuelto el puzle %s."

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:98
    #, c-format
    msgid "You solved the regions daily of %s."
    msgstr "Has resuelto el desafío diario de regiones del %s."

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:100
    #, c-format
    msgid "You solved regions puzzle %s."
    msgstr "Has resuelto el puzle de regiones %s."

    #. %s is a board size: New best time on 8×8!
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:137
    #, c-format
    msgid "New best time on %s!"
    msgstr "¡Nuevo mejor tiempo en %s!"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:138
    #, c-format
    msgid "New best time on %s dailies!"
    msgstr "¡Nuevo mejor tiempo en desafíos diarios de %s!"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:139
    #, c-format
    msgid "New best time on %s puzzles!"
    msgstr "¡Nuevo mejor tiempo en puzles de %s!"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:140
    #, c-format
    msgid "New best time on %s regions puzzles!"
    msgstr "¡Nuevo mejor tiempo en puzles de regiones de %s!"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:154
    msgctxt "game figure"
    msgid "Efficiency"
    msgstr "Eficiencia"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:156
    msgctxt "game figure"
    msgid "Streak"
    msgstr "Racha"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:162
    msgctxt "game figure"
    msgid "Regions streak"
    msgstr "Racha de regiones"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:162
    msgctxt "game figure"
    msgid "Daily streak"
    msgstr "Racha diaria"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:179
    #, c-format
    msgctxt "share text"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #. the share text of a daily: its date, puzzle ("9×9 easy"), time, hints and daily streak.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:186
    #, c-format
    msgid "NQueens Daily · %1$s · %2$s ✔ %3$s · %4$s · %5$s"
    msgstr "NQueens Desafío diario · %1$s · %2$s ✔ %3$s · %4$s · %5$s"

    #. the share text of a puzzle by ID: its ID, puzzle ("8×8 medium"), time and hints.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:191
    #, c-format
    msgid "NQueens Puzzle %1$s · %2$s ✔ %3$s · %4$s"
    msgstr "NQueens Puzle %1$s · %2$s ✔ %3$s · %4$s"

    #. the share text of the regions daily: its date, puzzle ("8×8 medium"), time and hints.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:194
    #, c-format
    msgid "NQueens Regions · %1$s · %2$s ✔ %3$s · %4$s"
    msgstr "NQueens Regiones · %1$s · %2$s ✔ %3$s · %4$s"

    #. the share text of a regions puzzle: its ID, puzzle ("8×8 medium"), time and hints.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:197
    #, c-format
    msgid "NQueens Regions %1$s · %2$s ✔ %3$s · %4$s"
    msgstr "NQueens Regiones %1$s · %2$s ✔ %3$s · %4$s"

    #. the share text of free play: board size, time, moves and streak (🔥 3).
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:202
    #, c-format
    msgid "N-Queens %1$s ✔ %2$s · %3$d move · %4$s"
    msgid_plural "N-Queens %1$s ✔ %2$s · %3$d moves · %4$s"
    msgstr[0] "N reinas %1$s ✔ %2$s · %3$d movimiento · %4$s"
    msgstr[1] "N reinas %1$s ✔ %2$s · %3$d movimientos · %4$s"

    #. the share text of free play with hints: board size, time, moves, streak and hints (💡 2).
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:207
    #, c-format
    msgid "N-Queens %1$s ✔ %2$s · %3$d move · %4$s · 💡 %5$d"
    msgid_plural "N-Queens %1$s ✔ %2$s · %3$d moves · %4$s · 💡 %5$d"
    msgstr[0] "N reinas %1$s ✔ %2$s · %3$d movimiento · %4$s · 💡 %5$d"
    msgstr[1] "N reinas %1$s ✔ %2$s · %3$d movimientos · %4$s · 💡 %5$d"

    #: Sources/NQueensTerminal/App/GameApplication.swift:285
    #: Sources/NQueensTerminal/App/GameApplication.swift:300
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:20
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:58
    msgid "History"
    msgstr "Historial"

    #. the back button of a replay opened from a class of the album (short).
    #: Sources/NQueensTerminal/App/GameApplication.swift:287
    msgctxt "album"
    msgid "Class"
    msgstr "Clase"

    #: Sources/NQueensTerminal/App/GameApplication.swift:297
    #: Sources/NQueensTerminal/Screens/GameView.swift:16
    #: Sources/NQueensTerminal/Screens/HistoryView.swift:50
    #: Sources/NQueensTerminal/Screens/Album/AlbumView.swift:34
    #: Sources/NQueensTerminal/Screens/Statistics/StatisticsView.swift:30
    msgid "Home"
    msgstr "Inicio"

    #: Sources/NQueensTerminal/App/GameApplication.swift:298
    msgid "Game"
    msgstr "Partida"

    #: Sources/NQueensTerminal/App/GameApplication.swift:299
    #: Sources/NQueensSwiftUI/Statistics/StatisticsView.swift:71
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:44
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:50
    msgid "Board size"
    msgstr "Tamaño del tablero"

    #: Sources/NQueensTerminal/App/GameApplication.swift:302
    msgid "Replay"
    msgstr "Repetición"

    #: Sources/NQueensTerminal/App/GameApplication.swift:303
    msgid "Victory"
    msgstr "Victoria"

    #: Sources/NQueensTerminal/App/GameApplication.swift:305
    #: Sources/NQueensTerminal/Screens/VictoryView.swift:23
    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:39
    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:140
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:59
    msgid "Album"
    msgstr "Álbum"

    #. the name of the screen of one class of the solution album, in the help's title.
    #: Sources/NQueensTerminal/App/GameApplication.swift:307
    msgid "Album class"
    msgstr "Clase del álbum"

    #: Sources/NQueensTerminal/App/GameApplication.swift:308
    msgid "Help"
    msgstr "Ayuda"

    #: Sources/NQueensTerminal/App/GameApplication.swift:316
    msgid "The clock is paused"
    msgstr "El reloj está en pausa"

    #. keep the commands in `backquotes` as they are: they are what the player types.
    #: Sources/NQueensTerminal/App/TerminalGame.swift:51
    msgid ""
    "the game needs a terminal; run `nqueens` in one. For scripts, use `nqueens "
    "solve`, `nqueens count`, `nqueens hint`, `nqueens history` or `nqueens "
    "stats` (see `nqueens --help`)."
    msgstr ""
    "el juego necesita una terminal; ejecuta `nqueens` en una. Para scripts, usa "
    "`nqueens solve`, `nqueens count`, `nqueens hint`, `nqueens history` o "
    "`nqueens stats` (consulta `nqueens --help`)."

    #. %s says why, such as "standard input and output must be a terminal".
    #: Sources/NQueensTerminal/App/TerminalGame.swift:105
    #, c-format
    msgid "the terminal could not be used: %s"
    msgstr "no se pudo usar la terminal: %s"

    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:32
    msgid "Presets"
    msgstr "Predefinidos"

    #. the board-size sheet's row for a size typed or stepped with - and +.
    #. the board-size dialog's row for a size of one's own, and the sizes it takes: "4 to 16".
    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:34
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:45
    msgctxt "board size"
    msgid "Custom"
    msgstr "Personalizado"

    #. the foot of the board-size sheet: %1$s and %2$s are keys (Enter, Esc); "use" applies the size.
    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:43
    #, c-format
    msgid "%1$s use  ·  %2$s cancel"
    msgstr "%1$s usar  ·  %2$s cancelar"

    #. the button that applies the custom board size typed in the sheet.
    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:86
    msgctxt "board size"
    msgid "Use"
    msgstr "Usar"

    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:98
    #, c-format
    msgid "Type a size from %1$d to %2$d, or use - and +."
    msgstr "Escribe un tamaño de %1$d a %2$d, o usa - y +."

    #: Sources/NQueensTerminal/Screens/Components.swift:38
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:80
    msgctxt "key bar"
    msgid "help"
    msgstr "ayuda"

    #: Sources/NQueensTerminal/Screens/Components.swift:175
    msgid "Make the terminal larger"
    msgstr "Agranda la terminal"

    #. the smallest terminal the screen needs, in columns × rows: "at least 40×14".
    #: Sources/NQueensTerminal/Screens/Components.swift:177
    #, c-format
    msgid "at least %1$d×%2$d"
    msgstr "al menos %1$d×%2$d"

    #. the terminal's size now, in columns × rows: "(it is 30×10)".
    #: Sources/NQueensTerminal/Screens/Components.swift:179
    #, c-format
    msgid "(it is %1$d×%2$d)"
    msgstr "(ahora es de %1$d×%2$d)"

    #. under the too-small terminal's message; %s is the key that quits (Q).
    #: Sources/NQueensTerminal/Screens/Components.swift:183
    #, c-format
    msgid "%s quits"
    msgstr "%s para salir"

    #. the value of an on/off setting beside the board, such as "Solutions counter  on".
    #: Sources/NQueensTerminal/Screens/GameView.swift:119
    msgctxt "setting"
    msgid "on"
    msgstr "sí"

    #: Sources/NQueensTerminal/Screens/GameView.swift:119
    msgctxt "setting"
    msgid "off"
    msgstr "no"

    #. the setting of how queens are drawn, beside the board: "Queen  ♛ Classic".
    #: Sources/NQueensTerminal/Screens/GameView.swift:123
    msgctxt "setting"
    msgid "Queen"
    msgstr "Reina"

    #: Sources/NQueensTerminal/Screens/GameView.swift:126
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:77
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:50
    msgid "Attacked squares"
    msgstr "Casillas atacadas"

    #. the value of the "Attacked squares" setting beside the board.
    #: Sources/NQueensTerminal/Screens/GameView.swift:128
    msgctxt "setting"
    msgid "shown"
    msgstr "visibles"

    #: Sources/NQueensTerminal/Screens/GameView.swift:128
    msgctxt "setting"
    msgid "hidden"
    msgstr "ocultas"

    #: Sources/NQueensTerminal/Screens/GameView.swift:133
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:81
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:51
    msgid "Solutions counter"
    msgstr "Contador de soluciones"

    #: Sources/NQueensTerminal/Screens/GameView.swift:136
    msgid "Mark around queens"
    msgstr "Marcar alrededor"

    #. the title of the list of keys; %s is the screen's name, such as "Keys · Game".
    #: Sources/NQueensTerminal/Screens/HelpView.swift:57
    #, c-format
    msgid "Keys · %s"
    msgstr "Teclas · %s"

    #. the foot of the list of keys; %1$s and %2$s are keys (Esc, ?).
    #: Sources/NQueensTerminal/Screens/HelpView.swift:80
    #, c-format
    msgid "%1$s or %2$s closes this help"
    msgstr "%1$s o %2$s para cerrar esta ayuda"

    #. the foot of the list of keys, after a note such as "The clock is paused"; %s is a key (Esc).
    #: Sources/NQueensTerminal/Screens/HelpView.swift:83
    #: Sources/NQueensTerminal/Screens/HelpView.swift:93
    #, c-format
    msgid "%s closes"
    msgstr "%s para cerrar"

    #. the foot of a list of keys too long for the screen: %1$s is the arrow keys (↑↓), %2$d and
    #. %3$d the first and last rows shown, %4$d the number of rows: "↑↓ more (1-18 of 25)".
    #: Sources/NQueensTerminal/Screens/HelpView.swift:92
    #, c-format
    msgid "%1$s more (%2$d-%3$d of %4$d)"
    msgstr "%1$s más (%2$d-%3$d de %4$d)"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:79
    #, c-format
    msgid "%s · more below"
    msgstr "%s · hay más abajo"

    #. before the history's order when the terminal cannot draw the ⇅ arrows: "Sort: Newest".
    #: Sources/NQueensTerminal/Screens/HistoryView.swift:101
    msgid "Sort:"
    msgstr "Orden:"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:111
    msgid "Clear all"
    msgstr "Borrar todo"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:245
    #: Sources/NQueensTerminal/Screens/HistoryView.swift:248
    msgid "Start a game"
    msgstr "Empezar una partida"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:260
    msgid "Clear history"
    msgstr "Vaciar historial"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:264
    msgid "Delete"
    msgstr "Eliminar"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:264
    msgid "Keep"
    msgstr "Conservar"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:94
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:65
    msgctxt "key bar"
    msgid "dismiss"
    msgstr "cerrar"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:146
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:129
    msgid "Start Game"
    msgstr "Empezar partida"

    #. Home's card of the solution album; %s is the board size shown, such as "8×8".
    #. Home's album card, with the board size whose album it shows: "Album · 8×8".
    #. Home's album row, with the board size whose album it shows: "Album · 8×8".
    #: Sources/NQueensTerminal/Screens/HomeView.swift:184
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:115
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:164
    #, c-format
    msgid "Album · %s"
    msgstr "Álbum · %s"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:229
    #: Sources/NQueensCLI/StatsCommand.swift:66
    #: Sources/NQueensCLI/StatsCommand.swift:69
    #, c-format
    msgid "%d day"
    msgid_plural "%d days"
    msgstr[0] "%d día"
    msgstr[1] "%d días"

    #. a day of Home's strip of dailies: %1$s is the weekday (Sat), %2$s the day and month (28 Nov).
    #. a day of Home's last 30 days, in its tooltip: the weekday, then the date ("Sat 28 Nov").
    #: Sources/NQueensTerminal/Screens/HomeView.swift:259
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:167
    #, c-format
    msgctxt "weekday and date"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:276
    msgid "Dark theme"
    msgstr "Tema oscuro"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:276
    msgid "Light theme"
    msgstr "Tema claro"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:279
    msgid "Animations off"
    msgstr "Sin animaciones"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:279
    msgid "Animations on"
    msgstr "Con animaciones"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:280
    msgid "Bell on"
    msgstr "Con campana"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:280
    msgid "Bell off"
    msgstr "Sin campana"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:11
    msgid "Delete every game"
    msgstr "Eliminar todas las partidas"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:11
    msgctxt "key bar"
    msgid "delete"
    msgstr "eliminar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:14
    msgid "Keep the games"
    msgstr "Conservar las partidas"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:14
    msgctxt "key bar"
    msgid "keep"
    msgstr "conservar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:22
    msgid "Select a game"
    msgstr "Seleccionar una partida"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:22
    msgctxt "key bar"
    msgid "select"
    msgstr "seleccionar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:27
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:103
    msgid "Move a page up or down"
    msgstr "Subir o bajar una página"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:30
    msgid "First or last game"
    msgstr "Primera o última partida"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:34
    msgid "Replay the selected game"
    msgstr "Ver la repetición de la partida seleccionada"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:35
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:139
    msgctxt "key bar"
    msgid "replay"
    msgstr "repetición"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:37
    msgid "Show another board size"
    msgstr "Mostrar otro tamaño de tablero"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:38
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:117
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:48
    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:14
    msgctxt "key bar"
    msgid "size"
    msgstr "tamaño"

    #. the kinds of game the history shows, such as "Kind: Dailies, next Puzzles".
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:43
    #, c-format
    msgid "Kind: %1$s, next %2$s"
    msgstr "Tipo: %1$s, siguiente: %2$s"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:44
    msgctxt "key bar"
    msgid "kind"
    msgstr "tipo"

    #. the orders of the history, such as "Sort: Newest, next Fastest".
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:47
    #, c-format
    msgid "Sort: %1$s, next %2$s"
    msgstr "Orden: %1$s, siguiente: %2$s"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:48
    msgctxt "key bar"
    msgid "sort"
    msgstr "orden"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:50
    msgid "Delete every game (asks first)"
    msgstr "Eliminar todas las partidas (pregunta antes)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:51
    msgctxt "key bar"
    msgid "clear"
    msgstr "vaciar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:54
    msgid "Replay a game, choose a kind, a size or the order; scroll the list"
    msgstr ""
    "Ver la repetición de una partida, elegir un tipo, un tamaño o el orden; "
    "desplazar la lista"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:59
    msgid "Start a new game"
    msgstr "Empezar una partida nueva"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:59
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:45
    msgctxt "key bar"
    msgid "new game"
    msgstr "partida nueva"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:62
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:122
    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:33
    msgid "Back to Home"
    msgstr "Volver al inicio"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:62
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:86
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:122
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:142
    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:33
    msgctxt "key bar"
    msgid "back"
    msgstr "volver"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:71
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:107
    msgid "Step back or forward"
    msgstr "Retroceder o avanzar un paso"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:72
    msgctxt "key bar"
    msgid "step"
    msgstr "paso"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:76
    msgid "Pause"
    msgstr "Pausar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:76
    msgid "Play the moves"
    msgstr "Reproducir los movimientos"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:77
    msgctxt "key bar"
    msgid "pause"
    msgstr "pausar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:77
    msgctxt "key bar"
    msgid "play"
    msgstr "reproducir"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:80
    msgid "The empty board or the final position"
    msgstr "El tablero vacío o la posición final"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:83
    msgid "Play a new game of this size"
    msgstr "Jugar una partida nueva de este tamaño"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:83
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:168
    msgctxt "key bar"
    msgid "play again"
    msgstr "volver a jugar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:86
    msgid "Back to the history"
    msgstr "Volver al historial"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:96
    msgid "Move between the classes"
    msgstr "Moverse entre las clases"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:97
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:132
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:80
    msgctxt "key bar"
    msgid "move"
    msgstr "mover"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:106
    msgid "First or last class"
    msgstr "Primera o última clase"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:110
    msgid "Show the class's members"
    msgstr "Mostrar los miembros de la clase"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:111
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:17
    msgctxt "key bar"
    msgid "open"
    msgstr "abrir"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:116
    msgid "Show a smaller or larger board"
    msgstr "Mostrar un tablero más pequeño o más grande"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:120
    msgid "Open a class, or choose a size"
    msgstr "Abrir una clase o elegir un tamaño"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:131
    msgid "Move between the members"
    msgstr "Moverse entre los miembros"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:138
    msgid "Replay the game that first found the member"
    msgstr ""
    "Ver la repetición de la partida en la que se encontró el miembro por primera "
    "vez"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:140
    msgid "Replay the game of a member found"
    msgstr "Ver la repetición de la partida de un miembro encontrado"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:142
    msgid "Back to the album"
    msgstr "Volver al álbum"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:11
    msgid "Move between the items"
    msgstr "Moverse entre los elementos"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:12
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:139
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:61
    msgctxt "key bar"
    msgid "choose"
    msgstr "elegir"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:16
    msgid "Open the chosen item"
    msgstr "Abrir el elemento elegido"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:22
    msgid "Continue the game in progress"
    msgstr "Continuar la partida en curso"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:22
    msgctxt "key bar"
    msgid "continue"
    msgstr "continuar"

    #. %s is the daily's size and difficulty, such as "8×8 · Medium".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:29
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:154
    #, c-format
    msgid "Play today's daily puzzle (%s)"
    msgstr "Jugar el desafío diario de hoy (%s)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:30
    msgctxt "key bar"
    msgid "daily"
    msgstr "desafío"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:33
    #, c-format
    msgid "Choose the last %1$d daily, classic or regions (%2$s plays it)"
    msgid_plural ""
    "Choose one of the last %1$d dailies, classic or regions (%2$s plays it)"
    msgstr[0] ""
    "Elegir el último desafío diario (%1$d), clásico o de regiones (%2$s lo juega)"
    msgstr[1] ""
    "Elegir uno de los últimos %1$d desafíos diarios, clásicos o de regiones "
    "(%2$s lo juega)"

    #. %s is the regions daily's size and difficulty, such as "8×8 · Medium".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:40
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:157
    #, c-format
    msgid "Play today's regions daily (%s)"
    msgstr "Jugar el desafío diario de regiones de hoy (%s)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:41
    msgctxt "key bar"
    msgid "regions"
    msgstr "regiones"

    #. %s is the board size, such as "8×8".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:44
    #, c-format
    msgid "Start a new %s game"
    msgstr "Empezar una partida nueva de %s"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:48
    msgid "Choose the board size"
    msgstr "Elegir el tamaño del tablero"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:51
    msgid "Show the statistics"
    msgstr "Mostrar las estadísticas"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:51
    msgctxt "key bar"
    msgid "stats"
    msgstr "estadísticas"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:54
    msgid "Show the game history"
    msgstr "Mostrar el historial de partidas"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:54
    msgctxt "key bar"
    msgid "history"
    msgstr "historial"

    #. %s is how much of the album is found, such as "12 of 92 found".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:58
    #, c-format
    msgid "Open the solution album (%s)"
    msgstr "Abrir el álbum de soluciones (%s)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:59
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:178
    msgctxt "key bar"
    msgid "album"
    msgstr "álbum"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:65
    msgid "Dismiss the notice"
    msgstr "Cerrar el aviso"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:68
    msgid "Open an item, or play a day of the last 30"
    msgstr "Abrir un elemento o jugar uno de los últimos 30 días"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:80
    msgid "Move the cursor"
    msgstr "Mover el cursor"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:87
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:91
    msgid "Cycle: empty, ✕, queen"
    msgstr "Alternar: vacía, ✕, reina"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:87
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:99
    msgid "Place or remove a queen"
    msgstr "Colocar o quitar una reina"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:88
    msgctxt "key bar"
    msgid "cycle"
    msgstr "alternar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:88
    msgctxt "key bar"
    msgid "place"
    msgstr "colocar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:91
    msgid "Place or remove a queen on a square"
    msgstr "Colocar o quitar una reina en una casilla"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:93
    msgid "Mark or unmark (your ✕)"
    msgstr "Marcar o desmarcar (tu ✕)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:93
    msgctxt "key bar"
    msgid "mark"
    msgstr "marcar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:95
    msgid "Mark; drag to mark many"
    msgstr "Marcar; arrastrar para marcar varias"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:96
    msgid "Clear your marks"
    msgstr "Quitar tus marcas"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:97
    msgid "Undo the last move"
    msgstr "Deshacer el último movimiento"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:97
    msgctxt "key bar"
    msgid "undo"
    msgstr "deshacer"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:99
    msgid "Redo the move undone"
    msgstr "Rehacer el movimiento deshecho"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:100
    msgctxt "key bar"
    msgid "redo"
    msgstr "rehacer"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:101
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:91
    msgid "Show a hint"
    msgstr "Mostrar una pista"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:101
    msgctxt "key bar"
    msgid "hint"
    msgstr "pista"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:103
    msgid "Start this board again"
    msgstr "Empezar de nuevo este tablero"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:103
    msgctxt "key bar"
    msgid "restart"
    msgstr "reiniciar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:107
    msgid "Hide the attacked squares"
    msgstr "Ocultar las casillas atacadas"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:107
    msgid "Shade the squares queens attack"
    msgstr "Sombrear las casillas que atacan las reinas"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:112
    #, c-format
    msgid "Queen style: %1$s, next %2$s"
    msgstr "Estilo de reina: %1$s, siguiente: %2$s"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:118
    msgid "Hide the solutions counter"
    msgstr "Ocultar el contador de soluciones"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:118
    msgid "Count the solutions still reachable"
    msgstr "Contar las soluciones aún posibles"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:122
    msgid "Stop marking around new queens"
    msgstr "Dejar de marcar alrededor de las reinas nuevas"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:122
    msgid "Mark ✕ around each new queen"
    msgstr "Marcar ✕ alrededor de cada reina nueva"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:125
    msgid "Clicks place queens again"
    msgstr "Los clics vuelven a colocar reinas"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:125
    msgid "Cycle clicks: ✕, queen"
    msgstr "Alternar con clics: ✕, reina"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:128
    msgid "Back to Home (the game is kept)"
    msgstr "Volver al inicio (la partida se conserva)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:129
    msgctxt "key bar"
    msgid "home"
    msgstr "inicio"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:138
    msgid "Move between the sizes"
    msgstr "Moverse entre los tamaños"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:144
    msgid "Use the chosen size"
    msgstr "Usar el tamaño elegido"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:145
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:66
    msgctxt "key bar"
    msgid "ok"
    msgstr "aceptar"

    #. the sizes a board may have, such as "Type a custom size (4 to 16)".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:148
    #, c-format
    msgid "Type a custom size (%1$d to %2$d)"
    msgstr "Escribir un tamaño personalizado (de %1$d a %2$d)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:149
    msgctxt "key bar"
    msgid "type"
    msgstr "escribir"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:150
    msgid "Delete the last digit"
    msgstr "Borrar la última cifra"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:152
    msgid "Make the custom size larger or smaller"
    msgstr "Aumentar o reducir el tamaño personalizado"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:154
    msgid "Choose a size, or close the sheet outside it"
    msgstr "Elegir un tamaño, o cerrar la hoja haciendo clic fuera"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:156
    msgid "Close without changing the size"
    msgstr "Cerrar sin cambiar el tamaño"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:157
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:70
    msgctxt "key bar"
    msgid "cancel"
    msgstr "cancelar"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:162
    msgid "Play this puzzle again"
    msgstr "Volver a jugar este puzle"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:162
    msgid "Play again on this board size"
    msgstr "Volver a jugar con este tamaño de tablero"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:165
    msgid "Done: back to Home"
    msgstr "Hecho: volver al inicio"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:166
    msgctxt "key bar"
    msgid "done"
    msgstr "hecho"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:170
    msgid "Copy the result to share (no squares; through OSC 52)"
    msgstr "Copiar el resultado para compartirlo (sin casillas; mediante OSC 52)"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:171
    msgctxt "key bar"
    msgid "copy result"
    msgstr "copiar resultado"

    #. %s is a board size, such as "8×8".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:177
    #, c-format
    msgid "Open the album at %s"
    msgstr "Abrir el álbum en %s"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:44
    msgid "Close this help"
    msgstr "Cerrar esta ayuda"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:45
    msgctxt "key bar"
    msgid "close"
    msgstr "cerrar"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:48
    msgid "Scroll the keys"
    msgstr "Desplazar las teclas"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:51
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:127
    msgid "Quit"
    msgstr "Salir"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:60
    msgid "Move between the languages"
    msgstr "Moverse entre los idiomas"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:65
    msgid "Use the chosen language"
    msgstr "Usar el idioma elegido"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:67
    msgid "Choose a language, or close the sheet outside it"
    msgstr "Elegir un idioma, o cerrar la hoja haciendo clic fuera"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:69
    msgid "Close without changing the language"
    msgstr "Cerrar sin cambiar el idioma"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:80
    msgid "Show these keys"
    msgstr "Mostrar estas teclas"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:84
    msgid "Quit (your game is saved)"
    msgstr "Salir (tu partida se guarda)"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:84
    msgctxt "key bar"
    msgid "quit"
    msgstr "salir"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:87
    msgid "Use the light theme"
    msgstr "Usar el tema claro"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:87
    msgid "Use the dark theme"
    msgstr "Usar el tema oscuro"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:90
    msgid "Turn animations on"
    msgstr "Activar las animaciones"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:90
    msgid "Turn animations off"
    msgstr "Desactivar las animaciones"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:93
    msgid "Turn the bell off"
    msgstr "Desactivar la campana"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:93
    msgid "Ring the bell on conflicts and wins"
    msgstr "Hacer sonar la campana en conflictos y victorias"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:95
    msgid "Choose the language"
    msgstr "Elegir el idioma"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:96
    msgid "Suspend (the game clock stops)"
    msgstr "Suspender (el reloj de la partida se detiene)"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:12
    msgctxt "key"
    msgid "Enter"
    msgstr "Intro"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:15
    msgctxt "key"
    msgid "Space"
    msgstr "Espacio"

    #. the Escape key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:18
    msgctxt "key"
    msgid "Esc"
    msgstr "Esc"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:21
    msgctxt "key"
    msgid "Tab"
    msgstr "Tab"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:24
    msgctxt "key"
    msgid "Backspace"
    msgstr "Retroceso"

    #. the forward Delete key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:27
    msgctxt "key"
    msgid "Delete"
    msgstr "Supr"

    #. the Home key (to the start of a list), as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:30
    msgctxt "key"
    msgid "Home"
    msgstr "Inicio"

    #. the End key (to the end of a list), as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:33
    msgctxt "key"
    msgid "End"
    msgstr "Fin"

    #. the Page Up key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:36
    msgctxt "key"
    msgid "PgUp"
    msgstr "RePág"

    #. the Page Down key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:39
    msgctxt "key"
    msgid "PgDn"
    msgstr "AvPág"

    #. a letter typed with the Control key held (Ctrl-R); %s is the letter. German: Strg-%s.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:44
    #, c-format
    msgctxt "key"
    msgid "Ctrl-%s"
    msgstr "Ctrl-%s"

    #. the four arrow keys, in the help of a terminal that cannot draw arrows; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:50
    msgctxt "key"
    msgid "Arrows"
    msgstr "Flechas"

    #. the left and right arrow keys, in the help of a terminal that cannot draw arrows; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:53
    msgctxt "key"
    msgid "Left/Right"
    msgstr "Izq./Der."

    #. the up and down arrow keys, in the help of a terminal that cannot draw arrows; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:56
    msgctxt "key"
    msgid "Up/Down"
    msgstr "Arriba/Abajo"

    #. a click of the mouse's left button, listed in the help among the keys; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:61
    msgctxt "mouse"
    msgid "Click"
    msgstr "Clic"

    #. a click of the mouse's right button, listed in the help among the keys; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:64
    msgctxt "mouse"
    msgid "Right-click"
    msgstr "Clic derecho"

    #. the mouse wheel, listed in the help among the keys; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:67
    msgctxt "mouse"
    msgid "Wheel"
    msgstr "Rueda"

    #. the foot of the sheet of languages: %1$s and %2$s are keys (Enter, Esc).
    #: Sources/NQueensTerminal/Screens/LanguageView.swift:23
    #, c-format
    msgid "%1$s choose  ·  %2$s cancel"
    msgstr "%1$s elegir  ·  %2$s cancelar"

    #. the replay's figure of how far it has got, over "3/8".
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:31
    msgid "Step"
    msgstr "Paso"

    #. the replay's figure of the time the game took, over "1:05".
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:33
    msgid "Time"
    msgstr "Tiempo"

    #. the replay's play button for screen readers (it plays the moves one after another).
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:82
    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:69
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:110
    msgctxt "replay"
    msgid "Pause"
    msgstr "Pausar"

    #: Sources/NQueensTerminal/Screens/ReplayView.swift:82
    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:69
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:110
    msgctxt "replay"
    msgid "Play"
    msgstr "Reproducir"

    #: Sources/NQueensTerminal/Screens/VictoryView.swift:20
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:88
    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:134
    msgid "Done"
    msgstr "Hecho"

    #: Sources/NQueensTerminal/Screens/VictoryView.swift:36
    msgid "Copied: paste it to share"
    msgstr "Copiado: pégalo para compartirlo"

    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:71
    #, c-format
    msgid "Member %d"
    msgstr "Miembro %d"

    #. on the card of an album's member not found yet, where the day it was found goes.
    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:77
    msgid "not found"
    msgstr "sin encontrar"

    #. under an album's members: %s is a key (Enter) that replays the game that found the member.
    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:96
    #, c-format
    msgid "%s replays the game"
    msgstr "%s para ver la repetición de la partida"

    #. which of the album's classes show: %1$d and %2$d the first and last, %3$d their number.
    #: Sources/NQueensTerminal/Screens/Album/AlbumView.swift:51
    #, c-format
    msgid "Classes %1$d–%2$d of %3$d"
    msgstr "Clases %1$d–%2$d de %3$d"

    #. the calendar's legend: today's day is underlined.
    #: Sources/NQueensTerminal/Screens/Statistics/ActivityCalendarView.swift:77
    msgid "today underlined"
    msgstr "hoy aparece subrayado"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:13
    msgid "Chart a smaller or larger board"
    msgstr "Mostrar el gráfico de un tablero más pequeño o más grande"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:20
    msgid "Scroll the page"
    msgstr "Desplazar la página"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:20
    msgctxt "key bar"
    msgid "scroll"
    msgstr "desplazar"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:25
    msgid "Scroll a screenful"
    msgstr "Desplazar una pantalla"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:28
    msgid "Top or bottom of the page"
    msgstr "Principio o final de la página"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:31
    msgid "Chart a size (its row, or the arrows beside it)"
    msgstr "Mostrar el gráfico de un tamaño (su fila, o las flechas junto a ella)"

    #. the chart's legend for the line of the best time so far.
    #: Sources/NQueensTerminal/Screens/Statistics/SolveTimeChartView.swift:117
    msgctxt "chart"
    msgid "best"
    msgstr "mejor"

    #. the chart's legend for the arrow of a time too long to plot.
    #: Sources/NQueensTerminal/Screens/Statistics/SolveTimeChartView.swift:121
    msgid "off the chart"
    msgstr "fuera del gráfico"

    #. above the statistics when the page scrolls on; %s is a down arrow.
    #: Sources/NQueensTerminal/Screens/Statistics/StatisticsView.swift:56
    #, c-format
    msgid "%s more"
    msgstr "%s más"

    #: Sources/NQueensTerminal/Screens/Statistics/StatisticsView.swift:108
    #: Sources/NQueensCLI/StatsCommand.swift:76
    msgid "Last 12 months"
    msgstr "Últimos 12 meses"

    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:83
    msgid "standard input and output must be a terminal"
    msgstr "la entrada y la salida estándar deben ser una terminal"

    #. %s is the system's reason, such as "Input/output error".
    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:86
    #, c-format
    msgid "cannot change the terminal's settings: %s"
    msgstr "no se puede cambiar la configuración de la terminal: %s"

    #. %s is the system's reason, such as "Input/output error".
    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:88
    #, c-format
    msgid "cannot write to the terminal: %s"
    msgstr "no se puede escribir en la terminal: %s"

    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:89
    msgid "another terminal session is already running"
    msgstr "ya hay otra sesión de terminal en marcha"

    #: Sources/NQueensCLI/AlbumCommand.swift:10
    msgid "show the solutions you found, grouped by symmetry class"
    msgstr ""
    "muestra las soluciones que has encontrado, agrupadas por clase de simetría"

    #: Sources/NQueensCLI/AlbumCommand.swift:134
    msgctxt "album column"
    msgid "Size"
    msgstr "Tamaño"

    #: Sources/NQueensCLI/AlbumCommand.swift:134
    msgctxt "album column"
    msgid "Solutions found"
    msgstr "Soluciones encontradas"

    #: Sources/NQueensCLI/AlbumCommand.swift:135
    msgctxt "album column"
    msgid "Classes found"
    msgstr "Clases encontradas"

    #. the album's mark of a board size whose every solution was found.
    #: Sources/NQueensCLI/AlbumCommand.swift:143
    msgid "complete"
    msgstr "completo"

    #. a board size (8×8) and what the album holds of it ("13 of 92 solutions · 5 of 12 classes").
    #: Sources/NQueensCLI/AlbumCommand.swift:150
    #, c-format
    msgctxt "album size"
    msgid "%1$s: %2$s"
    msgstr "%1$s: %2$s"

    #: Sources/NQueensCLI/AlbumCommand.swift:154
    #, c-format
    msgid "No %1$s solution found yet. Play one with `nqueens play --size %2$d`."
    msgstr ""
    "Aún no has encontrado ninguna solución de %1$s. Juega una con `nqueens play "
    "--size %2$d`."

    #: Sources/NQueensCLI/AlbumCommand.swift:160
    msgctxt "album column"
    msgid "Class"
    msgstr "Clase"

    #: Sources/NQueensCLI/AlbumCommand.swift:160
    msgctxt "album column"
    msgid "Found"
    msgstr "Encontrados"

    #: Sources/NQueensCLI/AlbumCommand.swift:161
    msgctxt "album column"
    msgid "Canonical solution"
    msgstr "Solución canónica"

    #: Sources/NQueensCLI/AlbumCommand.swift:161
    msgctxt "album column"
    msgid "First found"
    msgstr "Primer hallazgo"

    #: Sources/NQueensCLI/AlbumCommand.swift:183
    #, c-format
    msgid "%1$s has %2$s classes; these are the %3$s you found."
    msgstr "%1$s tiene %2$s clases; aquí están las que has encontrado (%3$s)."

    #. in the album's tables: %1$s solutions (or classes) found out of %2$s.
    #: Sources/NQueensCLI/AlbumCommand.swift:191
    #, c-format
    msgctxt "album found"
    msgid "%1$s of %2$s"
    msgstr "%1$s de %2$s"

    #: Sources/NQueensCLI/ArgumentList.swift:52
    #, c-format
    msgid "option %s takes no value"
    msgstr "la opción %s no admite ningún valor"

    #: Sources/NQueensCLI/ArgumentList.swift:54
    #: Sources/NQueensCLI/ArgumentList.swift:57
    #, c-format
    msgid "option %s is given twice"
    msgstr "la opción %s aparece dos veces"

    #: Sources/NQueensCLI/ArgumentList.swift:64
    #, c-format
    msgid "option %s needs a value"
    msgstr "la opción %s necesita un valor"

    #: Sources/NQueensCLI/ArgumentList.swift:69
    #, c-format
    msgid "unknown option '%1$s'; options are %2$s"
    msgstr "opción desconocida «%1$s»; las opciones son %2$s"

    #: Sources/NQueensCLI/ArgumentList.swift:111
    #, c-format
    msgid "unexpected argument '%s'; it takes no arguments, only options"
    msgstr "argumento inesperado «%s»; no admite argumentos, solo opciones"

    #: Sources/NQueensCLI/ArgumentList.swift:115
    #, c-format
    msgid "unexpected argument '%s'; it takes no arguments"
    msgstr "argumento inesperado «%s»; no admite argumentos"

    #. N is the help's name for the board size (nqueens solve N); keep it.
    #: Sources/NQueensCLI/ArgumentList.swift:120
    msgid "missing the board size N"
    msgstr "falta el tamaño del tablero N"

    #: Sources/NQueensCLI/ArgumentList.swift:121
    #, c-format
    msgid "unexpected argument '%s'; it takes the board size N"
    msgstr "argumento inesperado «%s»; admite el tamaño del tablero N"

    #. %1$s names a value of the command line, such as "N (--size)"; %4$s is what was given.
    #: Sources/NQueensCLI/ArgumentList.swift:156
    #, c-format
    msgid "%1$s must be a whole number from %2$d to %3$d, not '%4$s'"
    msgstr "%1$s debe ser un número entero de %2$d a %3$d, no «%4$s»"

    #: Sources/NQueensCLI/ArgumentList.swift:189
    #, c-format
    msgid "unknown format '%1$s'; formats are %2$s"
    msgstr "formato desconocido «%1$s»; los formatos son %2$s"

    #: Sources/NQueensCLI/CheckCommand.swift:10
    msgid "check that a solution (from a file or standard input) is valid"
    msgstr ""
    "comprueba que una solución (de un archivo o de la entrada estándar) es válida"

    #: Sources/NQueensCLI/CheckCommand.swift:55
    #, c-format
    msgid "unexpected argument '%s'; it takes at most one FILE"
    msgstr "argumento inesperado «%s»; admite como mucho un FILE"

    #: Sources/NQueensCLI/CheckCommand.swift:64
    msgid ""
    "--id takes a regions puzzle's ID (it starts with R); classic solutions are "
    "checked without one"
    msgstr ""
    "--id admite el ID de un puzle de regiones (empieza por R); las soluciones "
    "clásicas se comprueban sin él"

    #: Sources/NQueensCLI/CheckCommand.swift:69
    msgid "--id names a regions puzzle; it goes with --rules regions, not classic"
    msgstr ""
    "--id indica un puzle de regiones; va con --rules regions, no con classic"

    #: Sources/NQueensCLI/CheckCommand.swift:84
    #, c-format
    msgid "cannot read '%s'; give a readable file, or - for standard input"
    msgstr ""
    "no se puede leer «%s»; indica un archivo legible, o - para la entrada "
    "estándar"

    #: Sources/NQueensCLI/CheckCommand.swift:122
    #, c-format
    msgid "not a solution: %s"
    msgstr "no es una solución: %s"

    #: Sources/NQueensCLI/CheckCommand.swift:126
    #, c-format
    msgid "solution %1$d of %2$d is not a solution: %3$s"
    msgstr "la solución %1$d de %2$d no es una solución: %3$s"

    #. %s is the board size, "N = 8"; "valid" says the input checked out.
    #: Sources/NQueensCLI/CheckCommand.swift:148
    #, c-format
    msgid "valid: a solution for %s"
    msgstr "válido: una solución para %s"

    #: Sources/NQueensCLI/CheckCommand.swift:152
    #, c-format
    msgid "valid: %1$d solution for %2$s"
    msgid_plural "valid: %1$d solutions for %2$s"
    msgstr[0] "válido: %1$d solución para %2$s"
    msgstr[1] "válido: %1$d soluciones para %2$s"

    #: Sources/NQueensCLI/CheckCommand.swift:171
    msgid ""
    "--rules regions needs the puzzle: give --id ID, or the JSON of `nqueens "
    "solve --id ID --format json`, which names it"
    msgstr ""
    "--rules regions necesita el puzle: indica --id ID, o el JSON de `nqueens "
    "solve --id ID --format json`, que lo nombra"

    #: Sources/NQueensCLI/CheckCommand.swift:181
    #, c-format
    msgid "not a solution of %1$s: %2$s"
    msgstr "no es una solución de %1$s: %2$s"

    #: Sources/NQueensCLI/CheckCommand.swift:185
    #, c-format
    msgid "solution %1$d of %2$d is not a solution of %3$s: %4$s"
    msgstr "la solución %1$d de %2$d no es una solución de %3$s: %4$s"

    #: Sources/NQueensCLI/CheckCommand.swift:214
    #, c-format
    msgid "the input's \"id\": %s"
    msgstr "el \"id\" de la entrada: %s"

    #: Sources/NQueensCLI/CheckCommand.swift:218
    #, c-format
    msgid "the input is the solution of %1$s, not of %2$s (--id)"
    msgstr "la entrada es la solución de %1$s, no de %2$s (--id)"

    #. %1$s is a regions puzzle's ID, %2$s its size and difficulty (8×8 easy).
    #: Sources/NQueensCLI/CheckCommand.swift:239
    #, c-format
    msgid "valid: the solution of %1$s (%2$s)"
    msgstr "válido: la solución de %1$s (%2$s)"

    #: Sources/NQueensCLI/CheckCommand.swift:243
    #, c-format
    msgid "valid: %1$d copy of the solution of %2$s (%3$s)"
    msgid_plural "valid: %1$d copies of the solution of %2$s (%3$s)"
    msgstr[0] "válido: %1$d copia de la solución de %2$s (%3$s)"
    msgstr[1] "válido: %1$d copias de la solución de %2$s (%3$s)"

    #. COMMAND is the help's name for a command's word (play, solve…); keep it as it is.
    #: Sources/NQueensCLI/CommandLineTool.swift:100
    #, c-format
    msgid "unexpected argument '%s'; it takes at most one COMMAND"
    msgstr "argumento inesperado «%s»; admite como mucho un COMMAND"

    #: Sources/NQueensCLI/CommandLineTool.swift:131
    #, c-format
    msgid ""
    "unknown option '%1$s'; options are --help, --version, or a command: %2$s"
    msgstr ""
    "opción desconocida «%1$s»; las opciones son --help, --version o una orden: "
    "%2$s"

    #: Sources/NQueensCLI/CommandLineTool.swift:133
    #, c-format
    msgid "unknown command '%1$s'; commands are %2$s"
    msgstr "orden desconocida «%1$s»; las órdenes son %2$s"

    #: Sources/NQueensCLI/CompletionsCommand.swift:10
    msgid ""
    "print the completion script for bash, zsh or fish (what `make install` "
    "installs)"
    msgstr ""
    "muestra el script de completado para bash, zsh o fish (el que instala `make "
    "install`)"

    #. SHELL is the help's name for the shell (bash, zsh or fish); keep it.
    #: Sources/NQueensCLI/CompletionsCommand.swift:42
    msgid "missing one SHELL: bash, zsh or fish"
    msgstr "falta un SHELL: bash, zsh o fish"

    #: Sources/NQueensCLI/CompletionsCommand.swift:43
    #, c-format
    msgid "unexpected argument '%s'; it takes one SHELL: bash, zsh or fish"
    msgstr "argumento inesperado «%s»; admite un SHELL: bash, zsh o fish"

    #: Sources/NQueensCLI/CompletionsCommand.swift:47
    #, c-format
    msgid "unknown shell '%1$s'; shells are %2$s"
    msgstr "shell desconocida «%1$s»; las shells son %2$s"

    #: Sources/NQueensCLI/CountCommand.swift:11
    msgid ""
    "count the solutions of an N×N board (all, or distinct under symmetry; split "
    "over machines)"
    msgstr ""
    "cuenta las soluciones de un tablero N×N (todas, o las distintas salvo "
    "simetrías; repartido entre varias máquinas)"

    #: Sources/NQueensCLI/CountCommand.swift:92
    #, c-format
    msgid ""
    "--sum adds up parts already counted; it takes FILE... and --format, not %s"
    msgstr "--sum suma partes ya contadas; admite FILE... y --format, no %s"

    #: Sources/NQueensCLI/CountCommand.swift:96
    msgid ""
    "--sum needs the files of the parts, e.g. nqueens count --sum part-*.json"
    msgstr ""
    "--sum necesita los archivos de las partes, p. ej. nqueens count --sum part-*."
    "json"

    #: Sources/NQueensCLI/CountCommand.swift:104
    msgid "missing the board size N (or --sum FILE...)"
    msgstr "falta el tamaño del tablero N (o --sum FILE...)"

    #: Sources/NQueensCLI/CountCommand.swift:106
    #, c-format
    msgid "unexpected argument '%s'; it takes the board size N (or --sum FILE...)"
    msgstr ""
    "argumento inesperado «%s»; admite el tamaño del tablero N (o --sum FILE...)"

    #: Sources/NQueensCLI/CountCommand.swift:122
    msgid "--part K needs --parts P, the number of parts the count is split into"
    msgstr ""
    "--part K necesita --parts P, el número de partes en que se divide el recuento"

    #: Sources/NQueensCLI/CountCommand.swift:124
    msgid "--parts P needs --part K, the part to count (1…P)"
    msgstr "--parts P necesita --part K, la parte que contar (1…P)"

    #: Sources/NQueensCLI/CountCommand.swift:183
    msgid "stopped before finishing"
    msgstr "se detuvo antes de terminar"

    #. the title of the progress bar of a count split into parts: "Counting part 2 of 8 of 18×18".
    #: Sources/NQueensCLI/CountCommand.swift:200
    #, c-format
    msgid "Counting %s"
    msgstr "Contando %s"

    #: Sources/NQueensCLI/CountCommand.swift:200
    #, c-format
    msgid "Counting part %1$d of %2$d of %3$s"
    msgstr "Contando la parte %1$d de %2$d de %3$s"

    #: Sources/NQueensCLI/CountCommand.swift:210
    #, c-format
    msgid "cannot read '%s'; give the files the parts were written to"
    msgstr ""
    "no se puede leer «%s»; indica los archivos en los que se escribieron las "
    "partes"

    #. what a count counted, in "part 2 of 4 of N = 16 (all solutions, 29120 work units)".
    #: Sources/NQueensCLI/CountReport.swift:25
    msgid "all solutions"
    msgstr "todas las soluciones"

    #. what a count counted: the solutions distinct under rotation and reflection.
    #: Sources/NQueensCLI/CountReport.swift:27
    msgid "fundamental solutions"
    msgstr "soluciones fundamentales"

    #: Sources/NQueensCLI/CountReport.swift:97
    #, c-format
    msgid ""
    "expected the JSON line of one part, {\"schema\":\"%s\",\"size\":N,\"parts\":"
    "P,\"part\":K,\"workUnits\":U,\"total\":…}, as `nqueens count N --parts P --"
    "part K --format json` prints it"
    msgstr ""
    "se esperaba la línea JSON de una parte, {\"schema\":\"%s\",\"size\":N,"
    "\"parts\":P,\"part\":K,\"workUnits\":U,\"total\":…}, tal como la muestra "
    "`nqueens count N --parts P --part K --format json`"

    #: Sources/NQueensCLI/CountReport.swift:103
    #, c-format
    msgid "'%1$s' is not JSON; %2$s"
    msgstr "«%1$s» no es JSON; %2$s"

    #: Sources/NQueensCLI/CountReport.swift:108
    #, c-format
    msgid "'%1$s' is a document without \"schema\"; %2$s"
    msgstr "«%1$s» es un documento sin \"schema\"; %2$s"

    #: Sources/NQueensCLI/CountReport.swift:110
    #, c-format
    msgid "'%1$s' is a \"%2$s\" document; %3$s"
    msgstr "«%1$s» es un documento \"%2$s\"; %3$s"

    #: Sources/NQueensCLI/CountReport.swift:118
    #, c-format
    msgid "'%1$s' has nothing for \"%2$s\"; %3$s"
    msgstr "«%1$s» no tiene nada para \"%2$s\"; %3$s"

    #: Sources/NQueensCLI/CountReport.swift:123
    #, c-format
    msgid "'%1$s' has %2$s for \"%3$s\"; %4$s"
    msgstr "«%1$s» tiene %2$s para \"%3$s\"; %4$s"

    #: Sources/NQueensCLI/CountReport.swift:130
    #, c-format
    msgid "'%1$s' needs exactly one of \"total\" and \"unique\"; %2$s"
    msgstr "«%1$s» necesita exactamente uno de \"total\" y \"unique\"; %2$s"

    #: Sources/NQueensCLI/CountReport.swift:140
    #, c-format
    msgid ""
    "'%1$s' says part %2$d of %3$d of N = %4$d with %5$d solution, which cannot "
    "be; %6$s"
    msgid_plural ""
    "'%1$s' says part %2$d of %3$d of N = %4$d with %5$d solutions, which cannot "
    "be; %6$s"
    msgstr[0] ""
    "«%1$s» indica la parte %2$d de %3$d de N = %4$d con %5$d solución, lo cual "
    "es imposible; %6$s"
    msgstr[1] ""
    "«%1$s» indica la parte %2$d de %3$d de N = %4$d con %5$d soluciones, lo cual "
    "es imposible; %6$s"

    #. %2$s is what was counted: "all solutions" or "fundamental solutions".
    #: Sources/NQueensCLI/CountReport.swift:154
    #, c-format
    msgid "the whole count of N = %1$d (%2$s)"
    msgstr "el recuento completo de N = %1$d (%2$s)"

    #: Sources/NQueensCLI/CountReport.swift:156
    #, c-format
    msgid "%d work unit"
    msgid_plural "%d work units"
    msgstr[0] "%d unidad de trabajo"
    msgstr[1] "%d unidades de trabajo"

    #. a sum of parts; %3$s is what was counted ("all solutions"), %4$s "29120 work units".
    #: Sources/NQueensCLI/CountReport.swift:159
    #, c-format
    msgid "all %1$d part of N = %2$d (%3$s, %4$s)"
    msgid_plural "all %1$d parts of N = %2$d (%3$s, %4$s)"
    msgstr[0] "la %1$d parte de N = %2$d (%3$s, %4$s)"
    msgstr[1] "las %1$d partes de N = %2$d (%3$s, %4$s)"

    #. one part of a count; %4$s is what was counted ("all solutions"), %5$s "29120 work units".
    #: Sources/NQueensCLI/CountReport.swift:164
    #, c-format
    msgid "part %1$d of %2$d of N = %3$d (%4$s, %5$s)"
    msgstr "la parte %1$d de %2$d de N = %3$d (%4$s, %5$s)"

    #: Sources/NQueensCLI/CountReport.swift:177
    msgid "give the files of the parts, e.g. nqueens count --sum part-*.json"
    msgstr ""
    "indica los archivos de las partes, p. ej. nqueens count --sum part-*.json"

    #. %2$s and %4$s describe a part, such as "part 2 of 4 of N = 16 (all solutions, …)".
    #: Sources/NQueensCLI/CountReport.swift:188
    #, c-format
    msgid ""
    "the files are parts of different counts: '%1$s' is %2$s but '%3$s' is %4$s"
    msgstr ""
    "los archivos son partes de recuentos distintos: «%1$s» es %2$s, pero «%3$s» "
    "es %4$s"

    #: Sources/NQueensCLI/CountReport.swift:195
    #, c-format
    msgid "part %1$d of %2$d is given twice, in '%3$s' and '%4$s'"
    msgstr "la parte %1$d de %2$d aparece dos veces, en «%3$s» y en «%4$s»"

    #: Sources/NQueensCLI/CountReport.swift:200
    msgid "the parts add up beyond 2^64; they cannot be"
    msgstr "la suma de las partes supera 2^64; es imposible"

    #. %1$s lists the first ten missing parts (1, 2, 5…), %2$d how many more are missing.
    #: Sources/NQueensCLI/CountReport.swift:213
    #, c-format
    msgid "the set is incomplete: parts %1$s and %2$d more of %3$d are missing"
    msgid_plural ""
    "the set is incomplete: parts %1$s and %2$d more of %3$d are missing"
    msgstr[0] ""
    "el conjunto está incompleto: faltan las partes %1$s y %2$d más de %3$d"
    msgstr[1] ""
    "el conjunto está incompleto: faltan las partes %1$s y %2$d más de %3$d"

    #. %1$s lists the missing parts (1, 2, 5), %2$d is how many parts there are in all.
    #: Sources/NQueensCLI/CountReport.swift:221
    #, c-format
    msgid "the set is incomplete: part %1$s of %2$d is missing"
    msgid_plural "the set is incomplete: parts %1$s of %2$d are missing"
    msgstr[0] "el conjunto está incompleto: falta la parte %1$s de %2$d"
    msgstr[1] "el conjunto está incompleto: faltan las partes %1$s de %2$d"

    #: Sources/NQueensCLI/DailyCommand.swift:10
    msgid ""
    "print today's daily puzzle (or a past date's): the same for everyone, one "
    "solution"
    msgstr ""
    "muestra el desafío diario de hoy (o el de una fecha pasada): el mismo para "
    "todos, con una sola solución"

    #: Sources/NQueensCLI/HintCommand.swift:8
    msgid "suggest the next move for queens already on the board"
    msgstr ""
    "sugiere el siguiente movimiento para las reinas que ya están en el tablero"

    #. N is the help's name for the board size; %1$d…%2$d the sizes accepted (4…27).
    #: Sources/NQueensCLI/HintCommand.swift:45
    #, c-format
    msgid "the board size is missing; add --size N (N = %1$d…%2$d)"
    msgstr "falta el tamaño del tablero; añade --size N (N = %1$d…%2$d)"

    #: Sources/NQueensCLI/HintCommand.swift:65
    #, c-format
    msgid "square %s is given twice; each square holds at most one queen"
    msgstr ""
    "la casilla %s aparece dos veces; cada casilla admite como mucho una reina"

    #: Sources/NQueensCLI/HistoryCommand.swift:10
    msgid ""
    "list the games you solved, import them from another machine, or clear them"
    msgstr ""
    "lista las partidas que has resuelto, las importa de otra máquina o las borra"

    #: Sources/NQueensCLI/HistoryCommand.swift:66
    #, c-format
    msgid "--import merges whole files, so it takes no %s"
    msgstr "--import combina archivos completos, así que no admite %s"

    #: Sources/NQueensCLI/HistoryCommand.swift:69
    #, c-format
    msgid "--import and %s do not go together"
    msgstr "--import y %s no se pueden usar juntos"

    #: Sources/NQueensCLI/HistoryCommand.swift:74
    msgid "missing the files to import (- for standard input)"
    msgstr "faltan los archivos que importar (- para la entrada estándar)"

    #: Sources/NQueensCLI/HistoryCommand.swift:81
    #, c-format
    msgid ""
    "unexpected argument '%s'; it takes no arguments, only options (files go with "
    "--import)"
    msgstr ""
    "argumento inesperado «%s»; no admite argumentos, solo opciones (los archivos "
    "van con --import)"

    #: Sources/NQueensCLI/HistoryCommand.swift:85
    #, c-format
    msgid "--clear forgets every game, so it takes no %s"
    msgstr "--clear olvida todas las partidas, así que no admite %s"

    #: Sources/NQueensCLI/HistoryCommand.swift:91
    msgid "--yes only goes with --clear"
    msgstr "--yes solo se usa con --clear"

    #: Sources/NQueensCLI/HistoryCommand.swift:97
    #, c-format
    msgid "unknown sort '%1$s'; sorts are %2$s"
    msgstr "orden de clasificación desconocido «%1$s»; los órdenes son %2$s"

    #: Sources/NQueensCLI/HistoryCommand.swift:106
    msgid ""
    "--clear asks before forgetting your games; add --yes when not at a terminal"
    msgstr ""
    "--clear pregunta antes de olvidar tus partidas; añade --yes cuando no se "
    "ejecute en una terminal"

    #: Sources/NQueensCLI/HistoryCommand.swift:138
    #: Sources/NQueensCLI/StatsCommand.swift:81
    msgid "No games yet. Play one with `nqueens`."
    msgstr "Aún no hay partidas. Juega una con `nqueens`."

    #: Sources/NQueensCLI/HistoryCommand.swift:141
    #, c-format
    msgid "No games on %s boards yet. Play one with `nqueens`."
    msgstr "Aún no hay partidas en tableros de %s. Juega una con `nqueens`."

    #. the heading of the history's column of game numbers (1, 2, 3…).
    #: Sources/NQueensCLI/HistoryCommand.swift:147
    msgctxt "history column"
    msgid "#"
    msgstr "#"

    #: Sources/NQueensCLI/HistoryCommand.swift:147
    msgctxt "history column"
    msgid "Solved"
    msgstr "Fecha"

    #: Sources/NQueensCLI/HistoryCommand.swift:148
    msgctxt "history column"
    msgid "Size"
    msgstr "Tamaño"

    #: Sources/NQueensCLI/HistoryCommand.swift:148
    msgctxt "history column"
    msgid "Time"
    msgstr "Tiempo"

    #: Sources/NQueensCLI/HistoryCommand.swift:149
    msgctxt "history column"
    msgid "Moves"
    msgstr "Movimientos"

    #: Sources/NQueensCLI/HistoryCommand.swift:149
    msgctxt "history column"
    msgid "Efficiency"
    msgstr "Eficiencia"

    #: Sources/NQueensCLI/HistoryCommand.swift:150
    msgctxt "history column"
    msgid "Hints"
    msgstr "Pistas"

    #: Sources/NQueensCLI/HistoryCommand.swift:170
    msgid "The history is already empty."
    msgstr "El historial ya está vacío."

    #: Sources/NQueensCLI/HistoryCommand.swift:178
    #, c-format
    msgid "Forget all %s game and your streak? This cannot be undone. [y/N] "
    msgid_plural ""
    "Forget all %s games and your streak? This cannot be undone. [y/N] "
    msgstr[0] "¿Olvidar %s partida y tu racha? Esto no se puede deshacer. [s/N] "
    msgstr[1] ""
    "¿Olvidar las %s partidas y tu racha? Esto no se puede deshacer. [s/N] "

    #: Sources/NQueensCLI/HistoryCommand.swift:183
    msgid "Kept your history."
    msgstr "Se ha conservado tu historial."

    #: Sources/NQueensCLI/HistoryCommand.swift:188
    #, c-format
    msgid "Cleared %s game."
    msgid_plural "Cleared %s games."
    msgstr[0] "Se borró %s partida."
    msgstr[1] "Se borraron %s partidas."

    #. the one-letter answer "yes" to a question at the terminal, as in [y/N].
    #: Sources/NQueensCLI/HistoryCommand.swift:203
    msgctxt "answer"
    msgid "y"
    msgstr "s"

    #. the answer "yes" to a question at the terminal, written out.
    #: Sources/NQueensCLI/HistoryCommand.swift:205
    msgctxt "answer"
    msgid "yes"
    msgstr "sí"

    #. how messages name the file `-` (standard input), as in "standard input: record 3: …".
    #: Sources/NQueensCLI/HistoryImportAction.swift:35
    msgid "standard input"
    msgstr "entrada estándar"

    #. %s names the file and the problem, such as "games.json: record 3: …".
    #: Sources/NQueensCLI/HistoryImportAction.swift:46
    #: Sources/NQueensCLI/HistoryImportAction.swift:56
    #, c-format
    msgid "%s; nothing was imported"
    msgstr "%s; no se importó nada"

    #: Sources/NQueensCLI/ManualCommand.swift:6
    msgid "print the manual page nqueens(1) in roff (what `make install` installs)"
    msgstr ""
    "muestra la página de manual nqueens(1) en roff (la que instala `make "
    "install`)"

    #: Sources/NQueensCLI/PlayCommand.swift:17
    msgid "play the game in the terminal (what `nqueens` alone does in a terminal)"
    msgstr "juega en la terminal (lo que hace `nqueens` a secas en una terminal)"

    #: Sources/NQueensCLI/PlayCommand.swift:70
    #, c-format
    msgid "unknown style '%1$s'; styles are %2$s"
    msgstr "estilo desconocido «%1$s»; los estilos son %2$s"

    #: Sources/NQueensCLI/PlayCommand.swift:78
    msgid "choose one game: --size, --daily or --id, not all three"
    msgstr "elige una sola partida: --size, --daily o --id, no las tres"

    #. %1$s and %2$s are two options that each choose a game, such as --daily and --id.
    #: Sources/NQueensCLI/PlayCommand.swift:83
    #, c-format
    msgid "choose one game: %1$s or %2$s, not both"
    msgstr "elige una sola partida: %1$s o %2$s, no ambas"

    #: Sources/NQueensCLI/PlayCommand.swift:86
    msgid "--date goes with --daily (the daily of that date)"
    msgstr "--date va con --daily (el desafío diario de esa fecha)"

    #: Sources/NQueensCLI/PlayCommand.swift:91
    msgid "--rules regions plays a puzzle: give --daily or --id, not --size"
    msgstr "--rules regions juega un puzle: indica --daily o --id, no --size"

    #: Sources/NQueensCLI/PlayCommand.swift:95
    msgid ""
    "--rules regions goes with --daily (the regions daily) or --id (a regions ID)"
    msgstr ""
    "--rules regions va con --daily (el desafío diario de regiones) o con --id "
    "(un ID de regiones)"

    #. the times of a progress bar: "0:03 elapsed, about 0:09 left" (minutes:seconds).
    #: Sources/NQueensCLI/ProgressBar.swift:68
    #, c-format
    msgid "%1$s elapsed, about %2$s left"
    msgstr "%1$s transcurrido, quedan unos %2$s"

    #. the times of a progress bar before the time left can be estimated: "0:01 elapsed, …".
    #: Sources/NQueensCLI/ProgressBar.swift:72
    #, c-format
    msgid "%s elapsed, estimating the time left"
    msgstr "%s transcurrido, calculando el tiempo restante"

    #. YYYY-MM-DD is how the date is typed; keep it. %2$s is today as typed, 2026-12-01.
    #: Sources/NQueensCLI/PuzzleArguments.swift:18
    #, c-format
    msgid "'%1$s' is not a date; write it YYYY-MM-DD, like %2$s"
    msgstr "«%1$s» no es una fecha; escríbela como YYYY-MM-DD, por ejemplo %2$s"

    #: Sources/NQueensCLI/PuzzleArguments.swift:22
    #, c-format
    msgid "the daily of %1$s is not out yet; today is %2$s"
    msgstr "el desafío diario del %1$s aún no ha salido; hoy es %2$s"

    #. %1$s is the date in full, %2$s the puzzle's size and difficulty (9×9 easy).
    #: Sources/NQueensCLI/PuzzleArguments.swift:60
    #, c-format
    msgid "Daily puzzle · %1$s · %2$s"
    msgstr "Desafío diario · %1$s · %2$s"

    #. %1$s is the puzzle's size and difficulty (9×9 easy), %2$s the seed it was made from, a number.
    #: Sources/NQueensCLI/PuzzleArguments.swift:64
    #, c-format
    msgid "Puzzle · %1$s · seed %2$s"
    msgstr "Puzle · %1$s · semilla %2$s"

    #: Sources/NQueensCLI/PuzzleArguments.swift:69
    #, c-format
    msgid "%d given queen"
    msgid_plural "%d given queens"
    msgstr[0] "%d reina fija"
    msgstr[1] "%d reinas fijas"

    #: Sources/NQueensCLI/PuzzleArguments.swift:70
    #, c-format
    msgid "place %d more so that no two queens attack each other."
    msgid_plural "place %d more so that no two queens attack each other."
    msgstr[0] "coloca %d más de modo que ninguna reina ataque a otra."
    msgstr[1] "coloca %d más de modo que ninguna reina ataque a otra."

    #. %1$s is the puzzle's ID (8-0K31D0Q); %2$s "3 given queens"; %3$s "place 5 more so that…".
    #: Sources/NQueensCLI/PuzzleArguments.swift:74
    #, c-format
    msgid "ID %1$s · %2$s; %3$s"
    msgstr "ID %1$s · %2$s; %3$s"

    #. the label of a puzzle's ID in `nqueens puzzle --format text`.
    #: Sources/NQueensCLI/PuzzleArguments.swift:116
    msgctxt "puzzle field"
    msgid "ID"
    msgstr "ID"

    #: Sources/NQueensCLI/PuzzleArguments.swift:118
    msgctxt "puzzle field"
    msgid "Date"
    msgstr "Fecha"

    #: Sources/NQueensCLI/PuzzleArguments.swift:120
    msgctxt "puzzle field"
    msgid "Seed"
    msgstr "Semilla"

    #: Sources/NQueensCLI/PuzzleArguments.swift:122
    msgctxt "puzzle field"
    msgid "Size"
    msgstr "Tamaño"

    #: Sources/NQueensCLI/PuzzleArguments.swift:124
    msgctxt "puzzle field"
    msgid "Difficulty"
    msgstr "Dificultad"

    #. the label of the queens a puzzle gives, in `nqueens puzzle --format text`.
    #: Sources/NQueensCLI/PuzzleArguments.swift:127
    msgctxt "puzzle field"
    msgid "Givens"
    msgstr "Reinas fijas"

    #: Sources/NQueensCLI/PuzzleArguments.swift:129
    msgctxt "puzzle field"
    msgid "Regions"
    msgstr "Regiones"

    #. %1$s is a date as typed (2026-12-01), %2$s its weekday (Tuesday).
    #: Sources/NQueensCLI/PuzzleArguments.swift:134
    #, c-format
    msgctxt "date and weekday"
    msgid "%1$s (%2$s)"
    msgstr "%1$s (%2$s)"

    #: Sources/NQueensCLI/PuzzleCommand.swift:9
    msgid ""
    "generate a puzzle with one solution, of a size and difficulty, from a seed"
    msgstr ""
    "genera un puzle con una sola solución, de un tamaño y una dificultad, a "
    "partir de una semilla"

    #: Sources/NQueensCLI/PuzzleCommand.swift:77
    #, c-format
    msgid ""
    "N (--size) of a regions puzzle must be a whole number from %1$d to %2$d, not "
    "'%3$s'"
    msgstr ""
    "N (--size) de un puzle de regiones debe ser un número entero de %1$d a %2$d, "
    "no «%3$s»"

    #: Sources/NQueensCLI/PuzzleCommand.swift:84
    #, c-format
    msgid "unknown difficulty '%1$s'; difficulties are %2$s"
    msgstr "dificultad desconocida «%1$s»; las dificultades son %2$s"

    #: Sources/NQueensCLI/PuzzleCommand.swift:96
    #, c-format
    msgid "S (--seed) must be a whole number from 0 to %1$s, not '%2$s'"
    msgstr "S (--seed) debe ser un número entero de 0 a %1$s, no «%2$s»"

    #: Sources/NQueensCLI/PuzzleCommand.swift:101
    #, c-format
    msgid ""
    "S (--seed) of a regions puzzle must be a whole number from 0 to %1$s, not "
    "'%2$s'"
    msgstr ""
    "S (--seed) de un puzle de regiones debe ser un número entero de 0 a %1$s, no "
    "«%2$s»"

    #: Sources/NQueensCLI/PuzzleRules.swift:20
    #, c-format
    msgid "unknown rules '%1$s'; rules are %2$s"
    msgstr "reglas desconocidas «%1$s»; las reglas son %2$s"

    #. %1$s is the date in full, %2$s the puzzle's size and difficulty (8×8 easy).
    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:20
    #, c-format
    msgid "Regions daily · %1$s · %2$s"
    msgstr "Desafío diario de regiones · %1$s · %2$s"

    #. %1$s is the puzzle's size and difficulty (8×8 easy), %2$s the seed it was made from, a number.
    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:23
    #, c-format
    msgid "Regions puzzle · %1$s · seed %2$s"
    msgstr "Puzle de regiones · %1$s · semilla %2$s"

    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:32
    #, c-format
    msgid ""
    "ID %2$s · place %1$d queen: one in each row, column and region, no two "
    "touching, not even at a corner."
    msgid_plural ""
    "ID %2$s · place %1$d queens: one in each row, column and region, no two "
    "touching, not even at a corner."
    msgstr[0] ""
    "ID %2$s · coloca %1$d reina: una en cada fila, columna y región, sin que "
    "ninguna toque a otra, ni siquiera en diagonal."
    msgstr[1] ""
    "ID %2$s · coloca %1$d reinas: una en cada fila, columna y región, sin que "
    "ninguna toque a otra, ni siquiera en diagonal."

    #. %1$s is the puzzle's ID (R8M-EJFG8YJ9J), %2$s its size and difficulty (8×8 easy).
    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:75
    #, c-format
    msgid ""
    "The solution of %1$s (%2$s): one queen in each row, column and region, none "
    "touching."
    msgstr ""
    "La solución de %1$s (%2$s): una reina en cada fila, columna y región, sin "
    "que se toquen."

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:46
    #, c-format
    msgid ""
    "the drawn %1$s regions board's rank %2$d from the top is labelled %3$d with "
    "%4$d squares, not %5$d with %6$d"
    msgstr ""
    "la fila %2$d desde arriba del tablero de regiones de %1$s dibujado tiene la "
    "etiqueta %3$d y %4$d casillas, no %5$d y %6$d"

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:55
    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:150
    #, c-format
    msgid "not a solution: row %1$d holds %2$d queen, not one"
    msgid_plural "not a solution: row %1$d holds %2$d queens, not one"
    msgstr[0] "no es una solución: la fila %1$d tiene %2$d reina, no una"
    msgstr[1] "no es una solución: la fila %1$d tiene %2$d reinas, no una"

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:132
    #, c-format
    msgid ""
    "the drawn %1$s board's rank %2$d from the top is labelled %3$s, not %4$d"
    msgstr ""
    "la fila %2$d desde arriba del tablero de %1$s dibujado tiene la etiqueta "
    "%3$s, no %4$d"

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:140
    #, c-format
    msgid "rank %1$d of the drawn %2$s board has %3$d square, not %4$d"
    msgid_plural "rank %1$d of the drawn %2$s board has %3$d squares, not %4$d"
    msgstr[0] ""
    "la fila %1$d del tablero de %2$s dibujado tiene %3$d casilla, no %4$d"
    msgstr[1] ""
    "la fila %1$d del tablero de %2$s dibujado tiene %3$d casillas, no %4$d"

    #: Sources/NQueensCLI/SolutionInput.swift:21
    #: Sources/NQueensCLI/SolutionInput.swift:183
    msgid "the input is empty; expected a solution, as `nqueens solve` prints it"
    msgstr ""
    "la entrada está vacía; se esperaba una solución, tal como la muestra "
    "`nqueens solve`"

    #: Sources/NQueensCLI/SolutionInput.swift:24
    msgid "the input says the board has no solution; there is nothing to check"
    msgstr ""
    "la entrada dice que el tablero no tiene solución; no hay nada que comprobar"

    #: Sources/NQueensCLI/SolutionInput.swift:80
    #, c-format
    msgid ""
    "the input is a \"%s\" document, a regions puzzle's solution; check it with --"
    "rules regions"
    msgstr ""
    "la entrada es un documento \"%s\", la solución de un puzle de regiones; "
    "compruébala con --rules regions"

    #: Sources/NQueensCLI/SolutionInput.swift:89
    #, c-format
    msgid ""
    "the input is a \"%1$s\" document; check reads %2$s and %3$s documents (or "
    "their JSON Lines), as `nqueens solve --format json|jsonl` prints them"
    msgstr ""
    "la entrada es un documento \"%1$s\"; check lee documentos %2$s y %3$s (o sus "
    "JSON Lines), tal como los muestra `nqueens solve --format json|jsonl`"

    #. %1$s is the kind of document given; %2$s the kind read (nqueens/regions-solution/v1).
    #: Sources/NQueensCLI/SolutionInput.swift:97
    #, c-format
    msgid ""
    "the input is a \"%1$s\" document; check --rules regions reads %2$s documents "
    "(or their JSON Lines), as `nqueens solve --id ID --format json|jsonl` prints "
    "them"
    msgstr ""
    "la entrada es un documento \"%1$s\"; check --rules regions lee documentos "
    "%2$s (o sus JSON Lines), tal como los muestra `nqueens solve --id ID --"
    "format json|jsonl`"

    #: Sources/NQueensCLI/SolutionInput.swift:104
    msgid "\"solutions\" must be an array of column arrays"
    msgstr "\"solutions\" debe ser un array de arrays de columnas"

    #: Sources/NQueensCLI/SolutionInput.swift:111
    #, c-format
    msgid "the document says \"count\":%1$d but holds %2$d solution"
    msgid_plural "the document says \"count\":%1$d but holds %2$d solutions"
    msgstr[0] "el documento dice \"count\":%1$d pero contiene %2$d solución"
    msgstr[1] "el documento dice \"count\":%1$d pero contiene %2$d soluciones"

    #: Sources/NQueensCLI/SolutionInput.swift:117
    msgid "the document holds no solution (its board has none); nothing to check"
    msgstr ""
    "el documento no contiene ninguna solución (su tablero no tiene); no hay nada "
    "que comprobar"

    #: Sources/NQueensCLI/SolutionInput.swift:121
    msgid "the document says the board has no solution (\"columns\": null)"
    msgstr "el documento dice que el tablero no tiene solución (\"columns\": null)"

    #: Sources/NQueensCLI/SolutionInput.swift:124
    msgid "\"columns\" must be an array of 1-based column numbers"
    msgstr "\"columns\" debe ser un array de números de columna empezando por 1"

    #: Sources/NQueensCLI/SolutionInput.swift:130
    msgid ""
    "the JSON has no \"columns\" or \"solutions\" array; expected {\"columns\": "
    "[1-based columns]}"
    msgstr ""
    "el JSON no tiene ningún array \"columns\" ni \"solutions\"; se esperaba "
    "{\"columns\": [columnas empezando por 1]}"

    #: Sources/NQueensCLI/SolutionInput.swift:136
    #, c-format
    msgid "the document says \"size\":%1$d but a solution has %2$d column"
    msgid_plural "the document says \"size\":%1$d but a solution has %2$d columns"
    msgstr[0] ""
    "el documento dice \"size\":%1$d pero una solución tiene %2$d columna"
    msgstr[1] ""
    "el documento dice \"size\":%1$d pero una solución tiene %2$d columnas"

    #: Sources/NQueensCLI/SolutionInput.swift:210
    #, c-format
    msgid "not a solution: row %d holds two queens"
    msgstr "no es una solución: la fila %d tiene dos reinas"

    #: Sources/NQueensCLI/SolutionInput.swift:236
    msgid "\"solutions\" must hold arrays of 1-based column numbers"
    msgstr ""
    "\"solutions\" debe contener arrays de números de columna empezando por 1"

    #: Sources/NQueensCLI/SolutionInput.swift:247
    msgid "the JSON ends inside an array"
    msgstr "el JSON termina dentro de un array"

    #: Sources/NQueensCLI/SolutionInput.swift:263
    msgid "a column number is too large"
    msgstr "un número de columna es demasiado grande"

    #: Sources/NQueensCLI/SolutionInput.swift:268
    msgid "the columns array has an empty entry"
    msgstr "el array de columnas tiene una entrada vacía"

    #: Sources/NQueensCLI/SolutionInput.swift:276
    msgid "the columns array must hold whole numbers only"
    msgstr "el array de columnas solo puede contener números enteros"

    #: Sources/NQueensCLI/SolutionInput.swift:280
    msgid "the JSON ends inside the columns array"
    msgstr "el JSON termina dentro del array de columnas"

    #: Sources/NQueensCLI/SolveCommand.swift:9
    msgid "print a solution (or all, or the first K) for an N×N board"
    msgstr "muestra una solución (o todas, o las K primeras) de un tablero N×N"

    #: Sources/NQueensCLI/SolveCommand.swift:77
    #, c-format
    msgid ""
    "unexpected argument '%s'; it takes no board size with --id (the ID has it)"
    msgstr ""
    "argumento inesperado «%s»; con --id no admite tamaño de tablero (el ID ya lo "
    "indica)"

    #: Sources/NQueensCLI/SolveCommand.swift:80
    msgid "a puzzle has one solution; --id takes neither --all nor --limit"
    msgstr "un puzle tiene una sola solución; --id no admite --all ni --limit"

    #: Sources/NQueensCLI/SolveCommand.swift:102
    msgid "use either --all or --limit K, not both"
    msgstr "usa --all o --limit K, no ambas"

    #. %1$s is the largest board drawn (64×64), %2$d the size asked for.
    #: Sources/NQueensCLI/SolveCommand.swift:118
    #, c-format
    msgid ""
    "--format board draws boards up to %1$s; use --format text or json for N = "
    "%2$d"
    msgstr ""
    "--format board dibuja tableros de hasta %1$s; usa --format text o json para "
    "N = %2$d"

    #: Sources/NQueensCLI/SolveCommand.swift:191
    #, c-format
    msgid "The solution of %1$s (%2$s): the givens %3$s, the queens to place %4$s."
    msgstr ""
    "La solución de %1$s (%2$s): las reinas fijas %3$s, las reinas por colocar "
    "%4$s."

    #: Sources/NQueensCLI/SolveCommand.swift:230
    #, c-format
    msgid "Solving %s"
    msgstr "Resolviendo %s"

    #: Sources/NQueensCLI/SolveCommand.swift:241
    #, c-format
    msgid "Solution %d"
    msgstr "Solución %d"

    #: Sources/NQueensCLI/SolveCommand.swift:268
    #, c-format
    msgid ""
    "No solution: no %1$d queen fits on a %2$s board without attacking each other."
    msgid_plural ""
    "No solution: no %1$d queens fit on a %2$s board without attacking each other."
    msgstr[0] ""
    "Sin solución: %1$d reina no cabe en un tablero de %2$s sin que se ataquen."
    msgstr[1] ""
    "Sin solución: %1$d reinas no caben en un tablero de %2$s sin que se ataquen "
    "entre sí."

    #: Sources/NQueensCLI/StatsCommand.swift:10
    msgid "show your streaks, and per board size your times, trend and bests"
    msgstr ""
    "muestra tus rachas y, por tamaño de tablero, tus tiempos, tu tendencia y tus "
    "mejores marcas"

    #: Sources/NQueensCLI/StatsCommand.swift:63
    #, c-format
    msgid "%d day (today solved)"
    msgid_plural "%d days (today solved)"
    msgstr[0] "%d día (hoy ya has resuelto una)"
    msgstr[1] "%d días (hoy ya has resuelto una)"

    #: Sources/NQueensCLI/StatsCommand.swift:65
    #, c-format
    msgid "%d day (solve one today to keep it)"
    msgid_plural "%d days (solve one today to keep it)"
    msgstr[0] "%d día (resuelve una partida hoy para mantenerla)"
    msgstr[1] "%d días (resuelve una partida hoy para mantenerla)"

    #: Sources/NQueensCLI/StatsCommand.swift:68
    msgid "Current streak"
    msgstr "Racha actual"

    #: Sources/NQueensCLI/StatsCommand.swift:69
    msgid "Best streak"
    msgstr "Mejor racha"

    #: Sources/NQueensCLI/StatsCommand.swift:72
    msgid "Daily streak"
    msgstr "Racha diaria"

    #: Sources/NQueensCLI/StatsCommand.swift:73
    #, c-format
    msgid "%1$d day · best %2$d"
    msgid_plural "%1$d days · best %2$d"
    msgstr[0] "%1$d día · mejor: %2$d"
    msgstr[1] "%1$d días · mejor: %2$d"

    #: Sources/NQueensCLI/StatsCommand.swift:75
    msgid "Games solved"
    msgstr "Partidas resueltas"

    #. a puzzle's board size (9×9) and its difficulty (easy, medium or hard), as in "9×9 easy".
    #: Sources/NQueensCLI/Wording.swift:11
    #, c-format
    msgctxt "puzzle kind"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #. a member's card in an album class: "Member 3".
    #: Sources/NQueensSwiftUI/Album/AlbumClassView.swift:69
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumClassPage.swift:132
    #, c-format
    msgid "Member %s"
    msgstr "Miembro %s"

    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:27
    #: Sources/NQueensSwiftUI/History/HistoryView.swift:40
    msgid "Cancel"
    msgstr "Cancelar"

    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:69
    msgid "Custom size"
    msgstr "Tamaño personalizado"

    #. the placeholder of the field where a board size is typed.
    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:74
    msgctxt "board size"
    msgid "Size"
    msgstr "Tamaño"

    #. the board-size sheet's button for the size typed: "Choose 9×9".
    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:94
    #, c-format
    msgid "Choose %s"
    msgstr "Elegir %s"

    #. the board's name for screen readers, with its size: "Board, 8×8".
    #. the board's name for screen readers, with the game's title: "Board, 8×8 Free Play".
    #: Sources/NQueensSwiftUI/Game/BoardView.swift:93
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:51
    #, c-format
    msgid "Board, %s"
    msgstr "Tablero, %s"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:18
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:91
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:60
    msgid "Undo"
    msgstr "Deshacer"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:20
    msgid "Hint"
    msgstr "Pista"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:21
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:91
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:61
    msgid "Redo"
    msgstr "Rehacer"

    #. the switch that makes taps mark squares with ✕ instead of placing queens.
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:27
    msgctxt "mode"
    msgid "Mark"
    msgstr "Marcar"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:33
    msgid "Taps and drags mark squares."
    msgstr "Los toques y arrastres marcan casillas."

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:33
    msgid "Taps place queens."
    msgstr "Los toques colocan reinas."

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:35
    msgid "Clear Marks"
    msgstr "Quitar marcas"

    #. the heading of the queen styles to choose from.
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:120
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:42
    msgctxt "queen style"
    msgid "Queen"
    msgstr "Reina"

    #: Sources/NQueensSwiftUI/Game/GameView.swift:54
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:68
    msgid "Restart"
    msgstr "Reiniciar"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:32
    msgid "Clear All"
    msgstr "Borrar todo"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:37
    msgid "Clear all games?"
    msgstr "¿Borrar todas las partidas?"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:39
    msgid "Delete All Games"
    msgstr "Eliminar todas las partidas"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:75
    msgid "Opens the replay."
    msgstr "Abre la repetición."

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:124
    #: Sources/NQueensSwiftUI/History/HistoryView.swift:130
    msgid "Sort"
    msgstr "Ordenar"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:140
    msgid "Start a Game"
    msgstr "Empezar una partida"

    #: Sources/NQueensSwiftUI/Home/DailySection.swift:34
    msgid "Plays today's daily puzzle."
    msgstr "Juega el desafío diario de hoy."

    #: Sources/NQueensSwiftUI/Home/DailySection.swift:34
    msgid "Plays today's regions daily."
    msgstr "Juega el desafío diario de regiones de hoy."

    #: Sources/NQueensSwiftUI/Home/DailySection.swift:172
    msgid "Plays this daily."
    msgstr "Juega este desafío diario."

    #: Sources/NQueensSwiftUI/Home/HistoryTransferMenu.swift:34
    msgid "History Files"
    msgstr "Archivos de historial"

    #: Sources/NQueensSwiftUI/Home/HistoryTransferMenu.swift:64
    msgid "OK"
    msgstr "Aceptar"

    #: Sources/NQueensSwiftUI/Home/HomeView.swift:64
    msgid "Dismiss"
    msgstr "Cerrar"

    #: Sources/NQueensSwiftUI/Home/HomeView.swift:77
    #, c-format
    msgid "Last %d day"
    msgid_plural "Last %d days"
    msgstr[0] "Último %d día"
    msgstr[1] "Últimos %d días"

    #: Sources/NQueensSwiftUI/Home/HomeView.swift:83
    #, c-format
    msgid "Last %d regions daily"
    msgid_plural "Last %d regions dailies"
    msgstr[0] "Último %d desafío diario de regiones"
    msgstr[1] "Últimos %d desafíos diarios de regiones"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:43
    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:138
    msgid "Play Again"
    msgstr "Volver a jugar"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:63
    msgid "First step"
    msgstr "Primer paso"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:66
    msgid "Previous step"
    msgstr "Paso anterior"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:73
    msgid "Next step"
    msgstr "Paso siguiente"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:75
    msgid "Last step"
    msgstr "Último paso"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:36
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:99
    msgid "Appearance"
    msgstr "Apariencia"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:37
    msgid "Theme"
    msgstr "Tema"

    #. the settings' section of the board's aids.
    #. Preferences' group of the board's aids (attacked squares, solutions, marks).
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:56
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:101
    msgctxt "settings section"
    msgid "Board"
    msgstr "Tablero"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:61
    msgid ""
    "Shade the squares your queens attack, and count the solutions still within "
    "reach."
    msgstr ""
    "Sombrea las casillas que atacan tus reinas y cuenta las soluciones aún "
    "posibles."

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:66
    msgid "Haptics"
    msgstr "Respuesta háptica"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:67
    msgid "Reduce motion"
    msgstr "Reducir movimiento"

    #. the settings' section of haptics and motion.
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:70
    msgid "Feel"
    msgstr "Tacto"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:73
    msgid ""
    "Animations are also off while Reduce Motion is on in the system's "
    "accessibility settings."
    msgstr ""
    "Las animaciones también se desactivan mientras «Reducir movimiento» está "
    "activado en los ajustes de accesibilidad del sistema."

    #: Sources/NQueensSwiftUI/Statistics/ActivityCalendarGrid.swift:47
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/ActivityCalendarView.swift:158
    msgid "Today"
    msgstr "Hoy"

    #: Sources/NQueensSwiftUI/Statistics/StatisticsView.swift:23
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:44
    msgid "No Games Yet"
    msgstr "Aún no hay partidas"

    #: Sources/NQueensSwiftUI/Statistics/StatisticsView.swift:88
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:69
    msgid "Last 12 Months"
    msgstr "Últimos 12 meses"

    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:128
    msgid "Result to share"
    msgstr "Resultado para compartir"

    #. the grid of a class's members (the solutions in it).
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumClassPage.swift:41
    msgid "Members"
    msgstr "Miembros"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumClassPage.swift:146
    msgid "Replay the game that first found it"
    msgstr "Ver la repetición de la partida en la que se encontró por primera vez"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:52
    msgid "Solutions found"
    msgstr "Soluciones encontradas"

    #. the album's grid of solution classes (the solutions that are turns or mirrors of each other).
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:64
    msgid "Classes"
    msgstr "Clases"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:65
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:67
    msgid "Show _More"
    msgstr "Mostrar _más"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:70
    msgid "Nothing Found Yet"
    msgstr "Aún no se ha encontrado nada"

    #. nqueens-gnome's error for a bad --size; keep "--size N" as it is typed.
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:40
    #, c-format
    msgid ""
    "board size '%1$s' is not one we offer; use --size N with N from %2$d to %3$d"
    msgstr ""
    "el tamaño de tablero «%1$s» no está disponible; usa --size N con N de %2$d a "
    "%3$d"

    #. nqueens-gnome's error for a bad --style; the names after it are typed as they are.
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:51
    #, c-format
    msgid "queen style '%1$s' is unknown; use one of %2$s"
    msgstr "el estilo de reina «%1$s» es desconocido; usa uno de estos: %2$s"

    #. nqueens-gnome's error for an unknown argument; the options are typed as they are.
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:60
    #, c-format
    msgid "unknown argument '%s'; try --size N, --style NAME or --help"
    msgstr "argumento desconocido «%s»; prueba --size N, --style NAME o --help"

    #. nqueens-gnome's error for an option given last, without its value: "--size needs a value".
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:98
    #, c-format
    msgid "%s needs a value"
    msgstr "%s necesita un valor"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:46
    #, c-format
    msgid "%1$s to %2$s"
    msgstr "de %1$s a %2$s"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:48
    msgid "Smaller"
    msgstr "Más pequeño"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:49
    msgid "Larger"
    msgstr "Más grande"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:55
    msgid "Custom board size"
    msgstr "Tamaño de tablero personalizado"

    #. the board-size dialog's button that starts a game of the size typed.
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:57
    msgid "_Use"
    msgstr "_Usar"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/FileChooser.swift:18
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PuzzleEntryDialog.swift:27
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:233
    msgid "_Cancel"
    msgstr "_Cancelar"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:15
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:23
    msgid "The NQueens developers"
    msgstr "Los desarrolladores de NQueens"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:18
    msgid ""
    "Place N queens on an N×N board so that no two attack each other. Hints that "
    "really help, daily streaks, and a history of every game you solved."
    msgstr ""
    "Coloca N reinas en un tablero N×N de modo que ninguna ataque a otra. Pistas "
    "que ayudan de verdad, rachas diarias y un historial de todas las partidas "
    "que has resuelto."

    #. do not translate: put your names here, one per line, as About lists them.
    #. an e-mail address or web page may follow a name in angle brackets: "Anna <anna@example.org>".
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:34
    msgid "translator-credits"
    msgstr "Traductores de NQueens al español"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:88
    msgctxt "shortcuts"
    msgid "Game"
    msgstr "Partida"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:90
    msgid "New game"
    msgstr "Partida nueva"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:90
    msgid "Open a puzzle by ID"
    msgstr "Abrir un puzle por ID"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:92
    msgid "Restart the board"
    msgstr "Reiniciar el tablero"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:96
    msgctxt "shortcuts"
    msgid "Board"
    msgstr "Tablero"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:98
    msgid "Move the cursor (it stops at the edges)"
    msgstr "Mover el cursor (se detiene en los bordes)"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:100
    msgid "Mark or unmark the square (or right-click it)"
    msgstr "Marcar o desmarcar la casilla (o hacer clic derecho en ella)"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:101
    msgid "Clear your marks (right-drag to mark a row)"
    msgstr ""
    "Quitar tus marcas (arrastrar con el botón derecho para marcar una fila)"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:105
    msgctxt "shortcuts"
    msgid "Replay"
    msgstr "Repetición"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:107
    msgid "Play or pause"
    msgstr "Reproducir o pausar"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:108
    msgid "First or last step"
    msgstr "Primer o último paso"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:112
    msgctxt "shortcuts"
    msgid "Album"
    msgstr "Álbum"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:114
    msgid "Move between the cards"
    msgstr "Moverse entre las tarjetas"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:114
    msgid "Open the card"
    msgstr "Abrir la tarjeta"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:115
    msgid "Smaller board"
    msgstr "Tablero más pequeño"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:115
    msgid "Larger board"
    msgstr "Tablero más grande"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:119
    msgctxt "shortcuts"
    msgid "Statistics"
    msgstr "Estadísticas"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:120
    msgid "Chart a smaller board"
    msgstr "Mostrar el gráfico de un tablero más pequeño"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:120
    msgid "Chart a larger board"
    msgstr "Mostrar el gráfico de un tablero más grande"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:123
    msgctxt "shortcuts"
    msgid "General"
    msgstr "General"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:125
    msgid "Go back"
    msgstr "Volver"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:125
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:35
    msgid "Preferences"
    msgstr "Preferencias"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:126
    msgid "Keyboard shortcuts"
    msgstr "Atajos del teclado"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:126
    msgid "Close the window"
    msgstr "Cerrar la ventana"

    #. Preferences' row choosing light, dark or the system's colours.
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:50
    msgctxt "colour scheme"
    msgid "Style"
    msgstr "Estilo"

    #. the heading of the queen styles (the board menu's section, the Preferences' row).
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:55
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:196
    msgctxt "queen style"
    msgid "Queens"
    msgstr "Reinas"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:60
    msgid "Shade Attacked Squares"
    msgstr "Sombrear casillas atacadas"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:60
    msgid "Tint every square a queen attacks"
    msgstr "Colorear cada casilla que ataca una reina"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:65
    msgid "Count Solutions"
    msgstr "Contar soluciones"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:65
    msgid "How many solutions your queens still allow"
    msgstr "Cuántas soluciones permiten aún tus reinas"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:79
    msgid "Reduce Motion"
    msgstr "Reducir movimiento"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:79
    msgid "No pulse, line fades or confetti"
    msgstr "Sin pulsos, fundidos de líneas ni confeti"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:82
    msgid "Sound"
    msgstr "Sonido"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:82
    msgid "Beep on conflicts and wins"
    msgstr "Pitido en conflictos y victorias"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:94
    msgctxt "preferences"
    msgid "General"
    msgstr "General"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:102
    msgid "Motion and Sound"
    msgstr "Movimiento y sonido"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PuzzleEntryDialog.swift:36
    msgid "Puzzle ID"
    msgstr "ID del puzle"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:26
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:52
    msgid "Play _Again"
    msgstr "_Volver a jugar"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:27
    msgid "_Album"
    msgstr "Ál_bum"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:28
    msgid "_Done"
    msgstr "_Hecho"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:48
    msgid "_Copy Result"
    msgstr "_Copiar resultado"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:56
    msgid "Last 30 Days"
    msgstr "Últimos 30 días"

    #. a daily's puzzle ID on its Home card: "ID 9-SSKCB52".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:104
    #, c-format
    msgid "ID %s"
    msgstr "ID %s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:105
    msgid "The puzzle's ID: the same puzzle for every player"
    msgstr "El ID del puzle: el mismo puzle para todos los jugadores"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:152
    #, c-format
    msgid "Continue today's daily puzzle (%s)"
    msgstr "Continuar el desafío diario de hoy (%s)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:153
    #, c-format
    msgid "Play today's daily puzzle again (%s)"
    msgstr "Volver a jugar el desafío diario de hoy (%s)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:155
    #, c-format
    msgid "Continue today's regions daily (%s)"
    msgstr "Continuar el desafío diario de regiones de hoy (%s)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:156
    #, c-format
    msgid "Play today's regions daily again (%s)"
    msgstr "Volver a jugar el desafío diario de regiones de hoy (%s)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:165
    msgid "In progress"
    msgstr "En curso"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:165
    msgid "Not solved"
    msgstr "Sin resolver"

    #. a day's tooltip on Home: date, size, difficulty, state ("Sat 28 Nov · 9×9 Hard · Solved ✓ 1:05").
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:169
    #, c-format
    msgid "%1$s · %2$s %3$s · %4$s"
    msgstr "%1$s · %2$s %3$s · %4$s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:65
    msgid "_Hint"
    msgstr "_Pista"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:67
    msgid "Show a hint (H)"
    msgstr "Mostrar una pista (H)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:43
    msgid "_Start a Game"
    msgstr "_Empezar una partida"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:53
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:54
    msgid "Sort order"
    msgstr "Orden"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:58
    msgid "Kind of game"
    msgstr "Tipo de partida"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:69
    msgid "_Clear History…"
    msgstr "_Vaciar historial…"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:166
    msgid "Every board size"
    msgstr "Todos los tamaños de tablero"

    #. the tooltip of History's filter by board size: "Only 8×8".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:168
    #, c-format
    msgid "Only %s"
    msgstr "Solo %s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:174
    msgid "Every kind of game"
    msgstr "Todos los tipos de partida"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:175
    msgid "Only the daily puzzles"
    msgstr "Solo los desafíos diarios"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:176
    msgid "Only puzzles opened by ID"
    msgstr "Solo los puzles abiertos por ID"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:177
    msgid "Only free play"
    msgstr "Solo juego libre"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:178
    msgid "Only regions puzzles"
    msgstr "Solo los puzles de regiones"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:217
    msgid "Efficiency"
    msgstr "Eficiencia"

    #. a History row's efficiency for screen readers: "Efficiency 100%".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:221
    #, c-format
    msgid "Efficiency %s"
    msgstr "Eficiencia: %s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:231
    msgid "Clear History?"
    msgstr "¿Vaciar el historial?"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:234
    msgid "_Delete All"
    msgstr "_Eliminar todo"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:53
    msgid "Streak"
    msgstr "Racha"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:70
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:170
    msgid "Continue Game"
    msgstr "Continuar partida"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:74
    msgid "_Start Game"
    msgstr "_Empezar partida"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:75
    msgid "_Open a Puzzle by ID…"
    msgstr "_Abrir un puzle por ID…"

    #. what screen readers say for Continue Game, with the game: "Continue Game, 8×8 · 3/8 queens".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:170
    #, c-format
    msgid "Continue Game, %s"
    msgstr "Continuar partida, %s"

    #. Home's button that starts a free game of the chosen size: "Start 8×8 Game".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:177
    #, c-format
    msgid "_Start %s Game"
    msgstr "_Empezar partida de %s"

    #. the replay's board for screen readers, with the game's title: "Replay board, 8×8 Free Play".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:29
    #, c-format
    msgid "Replay board, %s"
    msgstr "Tablero de la repetición, %s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:43
    msgid "Empty board (Home)"
    msgstr "Tablero vacío (Inicio)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:44
    msgid "Step back (←)"
    msgstr "Paso atrás (←)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:45
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:108
    msgid "Play (Space)"
    msgstr "Reproducir (Espacio)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:46
    msgid "Step forward (→)"
    msgstr "Paso adelante (→)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:47
    msgid "Final position (End)"
    msgstr "Posición final (Fin)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:108
    msgid "Pause (Space)"
    msgstr "Pausar (Espacio)"

    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/ActivityCalendarView.swift:47
    msgid "Legend"
    msgstr "Leyenda"

    #. the chart's legend for the line of the best solve time so far.
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/SolveTimeChartView.swift:114
    msgid "Best so far"
    msgstr "Mejor hasta ahora"

    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:47
    msgid "Board Sizes"
    msgstr "Tamaños de tablero"

    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:52
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:53
    msgid "Board size charted"
    msgstr "Tamaño de tablero del gráfico"

    #. said of the board size whose solve times the chart shows.
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:158
    msgid "Charted"
    msgstr "En el gráfico"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:165
    msgid "_New Game"
    msgstr "Partida _nueva"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:166
    msgid "_Open Puzzle by ID…"
    msgstr "_Abrir puzle por ID…"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:170
    msgid "_Statistics"
    msgstr "_Estadísticas"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:171
    msgid "_Export History…"
    msgstr "E_xportar historial…"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:172
    msgid "_Import History…"
    msgstr "_Importar historial…"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:176
    msgid "_Preferences"
    msgstr "_Preferencias"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:177
    msgid "_Keyboard Shortcuts"
    msgstr "Atajos del _teclado"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:178
    msgid "_About N-Queens"
    msgstr "Acerca _de N reinas"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:199
    msgid "Shade _Attacked Squares"
    msgstr "Sombrear casillas _atacadas"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:200
    msgid "_Count Solutions"
    msgstr "_Contar soluciones"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:204
    msgid "_Mark the Square"
    msgstr "_Marcar la casilla"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:205
    msgid "C_lear Marks"
    msgstr "_Quitar marcas"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:19
    msgid "_Export"
    msgstr "_Exportar"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:34
    msgid "_Import"
    msgstr "_Importar"

    #. the file chooser's filter of NQueens' history files (JSON is the file format's name).
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:55
    msgid "History (JSON)"
    msgstr "Historial (JSON)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:62
    msgid "_Close"
    msgstr "_Cerrar"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:85
    msgid "Back"
    msgstr "Atrás"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:91
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:92
    msgid "Main Menu"
    msgstr "Menú principal"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:97
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:98
    msgid "Board Options"
    msgstr "Opciones del tablero"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:154
    #, c-format
    msgid "Place %d queen"
    msgid_plural "Place %d queens"
    msgstr[0] "Coloca %d reina"
    msgstr[1] "Coloca %d reinas"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:247
    msgid "Result copied to the clipboard"
    msgstr "Resultado copiado al portapapeles"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:389
    msgid "_Dismiss"
    msgstr "_Cerrar"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:5
    msgid "Puzzle Game"
    msgstr "Juego de puzles"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:6
    msgid "Place N queens on a board so that no two attack each other"
    msgstr "Coloca N reinas en un tablero de modo que ninguna ataque a otra"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:11
    msgid "queens;chess;puzzle;board;logic;"
    msgstr "reinas;ajedrez;puzle;rompecabezas;tablero;lógica;queens;chess;puzzle;"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:7
    msgid "Place N queens so that no two attack each other"
    msgstr "Coloca N reinas de modo que ninguna ataque a otra"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:9
    msgid ""
    "The classic puzzle as a game: put N queens on an N-by-N board so that no two "
    "share a row, a column or a diagonal. Conflicting queens and their red attack "
    "lines show at once, and a hint never just gives the answer away: it names a "
    "square that still leads to a full solution, or the queen to take back and "
    "why."
    msgstr ""
    "El clásico problema convertido en juego: coloca N reinas en un tablero de N "
    "por N de modo que ninguna comparta fila, columna ni diagonal con otra. Las "
    "reinas en conflicto y sus líneas de ataque rojas se ven al instante, y una "
    "pista nunca da la respuesta sin más: indica una casilla que aún lleva a una "
    "solución completa, o la reina que hay que quitar y por qué."

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:14
    msgid ""
    "Every day brings two puzzles with one solution each: a classic one with "
    "queens already given, and a coloured-regions puzzle, where each row, column "
    "and region holds one queen and no two queens touch."
    msgstr ""
    "Cada día trae dos puzles con una única solución: uno clásico con algunas "
    "reinas ya colocadas y uno de regiones de colores, en el que cada fila, "
    "columna y región tiene una reina y no hay dos reinas que se toquen."

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:19
    msgid ""
    "Boards from 4 by 4 to 16 by 16, played with the mouse or the keyboard alone"
    msgstr ""
    "Tableros de 4 por 4 a 16 por 16, que se juegan con el ratón o solo con el "
    "teclado"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:20
    msgid ""
    "Your own marks on squares, undo and redo, hints that explain the next "
    "deduction"
    msgstr ""
    "Tus propias marcas en las casillas, deshacer y rehacer, y pistas que "
    "explican la siguiente deducción"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:21
    msgid ""
    "Daily streaks, statistics with charts, and a history of every game with a "
    "move-by-move replay"
    msgstr ""
    "Rachas diarias, estadísticas con gráficos y un historial de todas las "
    "partidas con repetición movimiento a movimiento"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:22
    msgid "An album of every solution you found, grouped by symmetry"
    msgstr ""
    "Un álbum de todas las soluciones que has encontrado, agrupadas por simetría"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:23
    msgid ""
    "Boards that read without colour, light and dark styles, and motion you can "
    "turn off"
    msgstr ""
    "Tableros que se entienden sin color, estilos claro y oscuro, y animaciones "
    "que puedes desactivar"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:24
    msgid "In English, German, Spanish, French and Japanese"
    msgstr "En inglés, alemán, español, francés y japonés"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:25
    msgid "Shares its games and settings with the nqueens terminal game"
    msgstr "Comparte sus partidas y preferencias con el juego de terminal nqueens"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:45
    msgid "A game with two queens in conflict"
    msgstr "Una partida con dos reinas en conflicto"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:49
    msgid ""
    "Home: today's daily puzzle and the last 30 days, your streak, the board size "
    "and your history"
    msgstr ""
    "Inicio: el desafío diario de hoy y los últimos 30 días, tu racha, el tamaño "
    "del tablero y tu historial"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:53
    msgid "A daily puzzle: given queens, squares ruled out and a hint"
    msgstr "Un desafío diario: reinas fijas, casillas descartadas y una pista"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:57
    msgid "The victory dialog"
    msgstr "El diálogo de victoria"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:61
    msgid "Every solved game, with time, moves and efficiency"
    msgstr "Todas las partidas resueltas, con tiempo, movimientos y eficiencia"

    #, c-format
    #~ msgid ""
    #~ "its efficiency %1$s is not its size less its givens over its %2$d move "
    #~ "(%3$s)"
    #~ msgid_plural ""
    #~ "its efficiency %1$s is not its size less its givens over its %2$d moves "
    #~ "(%3$s)"
    #~ msgstr[0] ""
    #~ "su eficiencia %1$s no es su tamaño menos sus reinas fijas entre su %2$d "
    #~ "movimiento (%3$s)"
    #~ msgstr[1] ""
    #~ "su eficiencia %1$s no es su tamaño menos sus reinas fijas entre sus %2$d "
    #~ "movimientos (%3$s)"

    #~ msgid "Monday"
    #~ msgstr "lunes"

    #~ msgid "Tuesday"
    #~ msgstr "martes"

    #~ msgid "Wednesday"
    #~ msgstr "miércoles"

    #~ msgid "Thursday"
    #~ msgstr "jueves"

    #~ msgid "Friday"
    #~ msgstr "viernes"

    #~ msgid "Saturday"
    #~ msgstr "sábado"

    #~ msgid "Sunday"
    #~ msgstr "domingo"

    #, c-format
    #~ msgid "Place %1$s: one solution fits the %2$s."
    #~ msgstr "Coloca %1$s: una única solución encaja con %2$s."

    #, c-format
    #~ msgctxt "queens to place"
    #~ msgid "%d queen"
    #~ msgid_plural "%d queens"
    #~ msgstr[0] "%d reina"
    #~ msgstr[1] "%d reinas"

    #, c-format
    #~ msgctxt "the givens a solution fits"
    #~ msgid "%d given queen"
    #~ msgid_plural "%d given queens"
    #~ msgstr[0] "%d reina fija"
    #~ msgstr[1] "las %d reinas fijas"

    #, c-format
    #~ msgid "%1$s game on %2$s"
    #~ msgid_plural "%1$s games on %2$s"
    #~ msgstr[0] "%1$s partida, %2$s"
    #~ msgstr[1] "%1$s partidas, %2$s"

    #~ msgid "Speak the chosen language"
    #~ msgstr "Usar el idioma elegido"

    #, c-format
    #~ msgid "valid: %1$d solution, all the solution, of %2$s (%3$s)"
    #~ msgid_plural "valid: %1$d solutions, all the solution, of %2$s (%3$s)"
    #~ msgstr[0] "válido: %1$d solución, la solución de %2$s (%3$s)"
    #~ msgstr[1] "válido: %1$d soluciones, todas ellas la solución de %2$s (%3$s)"

    #~ msgctxt "difficulty in a line"
    #~ msgid "easy"
    #~ msgstr "fácil"

    #~ msgctxt "difficulty in a line"
    #~ msgid "medium"
    #~ msgstr "medio"

    #~ msgctxt "difficulty in a line"
    #~ msgid "hard"
    #~ msgstr "difícil"

    #, c-format
    #~ msgid "%1$s %2$s"
    #~ msgstr "%1$s %2$s"

    #, c-format
    #~ msgid "%1$s of %2$s"
    #~ msgstr "%1$s de %2$s"

    #, c-format
    #~ msgid "%1$s (%2$s)"
    #~ msgstr "%1$s (%2$s)"
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
    # Glossary: queen = クイーン; board = 盤 (board size = 盤のサイズ); square = マス; row = 行 (3行目);
    # Glossary: column = 列 (c列); diagonal = 斜め (斜めの線); attack = 攻撃する (attacked = 攻撃されている);
    # Glossary: conflict = 衝突 (in conflict = 衝突中); hint = ヒント; mark (the player's ✕) = 印 (印をつける/消す);
    # Glossary: ruled out = 除外; daily puzzle = デイリーパズル, the daily = デイリー (today's = 今日のデイリー);
    # Glossary: streak = 連続記録 (3-day streak = 3日連続; best = 最高); history = 履歴; replay = リプレイ;
    # Glossary: album = アルバム; symmetry class = 対称クラス, クラス; member = メンバー; canonical = 代表;
    # Glossary: fundamental solution = 基本解; all solutions = 全解; regions (puzzle) = 領域パズル;
    # Glossary: region = 領域 ("オレンジの領域（A）"); regions daily = 領域デイリー; given (queen) = 初期配置 (のクイーン);
    # Glossary: efficiency = 効率; move = 手 (12手, 手数); undo/redo = 元に戻す/やり直す; statistics = 統計;
    # Glossary: settings/preferences = 設定; theme = テーマ (System/Dark/Light = システム/ダーク/ライト);
    # Glossary: solved = 解けた/解いた in sentences, クリア as a state or label (Victory! = クリア！);
    # Glossary: easy/medium/hard = 初級/中級/上級; puzzle = パズル; puzzle ID = パズル ID; free play = フリープレイ;
    # Glossary: seed = シード; Home (screen) = ホーム; N-Queens = Nクイーン; time = タイム; best time = ベストタイム.
    # Style: です/ます in sentences, plain nouns or verbs for labels, buttons and key legends; full-width （）「」：、。
    # Style: in sentences; ASCII for keys, options, commands, IDs, squares and N×N; a half-width space around
    # Style: options, commands, file names and IDs, none around numbers, squares, sizes, dates and times;
    # Style: GNOME mnemonics as "ラベル(_X)"; error clauses join with 。 and never end with one (the code adds it).
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
    msgstr "日本語"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:49
    #, c-format
    msgctxt "JSON expectation"
    msgid "record %d"
    msgstr "レコード%d"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:51
    msgctxt "JSON expectation"
    msgid "',' or the end of the list of games"
    msgstr "「,」またはゲームの一覧の終わり"

    #. %1$s and %3$s are schemas ("nqueens/history/v1"), %2$s a kind of move ("mark").
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:65
    #: Sources/NQueensServices/Export/HistoryJSON.swift:72
    #, c-format
    msgid ""
    "a \"%1$s\" document has no \"%2$s\" moves or continuesStep; marks came with "
    "\"%3$s\""
    msgstr ""
    "\"%1$s\" ドキュメントには \"%2$s\" の手も continuesStep もありません。印は "
    "\"%3$s\" から導入されました"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:72
    #: Sources/NQueensServices/Export/HistoryJSON.swift:80
    #, c-format
    msgid "a \"%1$s\" document has no regions games; they came with \"%2$s\""
    msgstr ""
    "\"%1$s\" ドキュメントには領域パズルのゲームがありません。領域パズルは "
    "\"%2$s\" から導入されました"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:84
    #, c-format
    msgid "%1$s; %2$s"
    msgstr "%1$s。%2$s"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:97
    #, c-format
    msgid ""
    "its id '%1$s' is not written as NQueens writes ids; expected lower case, "
    "such as %2$s"
    msgstr ""
    "ID「%1$s」が NQueens の ID の書き方ではありません。%2$s のような小文字が必要"
    "です"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:102
    msgid ""
    "its id is the id of an earlier record of the file; every game has its own id"
    msgstr ""
    "ID がファイル内の前のレコードと同じです。ゲームごとに別の ID が必要です"

    #. a record of a history file that cannot be read; %s is the reader's own words.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:127
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:146
    #, c-format
    msgid "it cannot be read (%s)"
    msgstr "読み込めません（%s）"

    #. %s is a JSON field's name, such as "moves[3].square".
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:131
    #, c-format
    msgid "it has no \"%s\""
    msgstr "\"%s\" がありません"

    #. %1$s is a JSON field's name, %2$s a Swift type (String, Double).
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:135
    #, c-format
    msgid "its \"%1$s\" is not a %2$s"
    msgstr "\"%1$s\" が %2$s ではありません"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:137
    #, c-format
    msgid "its \"%s\" is not a whole number"
    msgstr "\"%s\" が整数ではありません"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:139
    #, c-format
    msgid "its \"%s\" is null"
    msgstr "\"%s\" が null です"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:142
    msgid "it is not a JSON object"
    msgstr "JSON オブジェクトではありません"

    #. %2$s is the reader's own words on why.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:144
    #, c-format
    msgid "its \"%1$s\" is not valid (%2$s)"
    msgstr "\"%1$s\" が正しくありません（%2$s）"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:169
    #, c-format
    msgid "its size %1$d is out of range; NQueens boards run from %2$d to %3$d"
    msgstr "サイズ%1$dが範囲外です。NQueens の盤は%2$dから%3$dまでです"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:182
    #, c-format
    msgid ""
    "its efficiency %1$s does not match its %2$d move: (board size − givens) ÷ "
    "moves is %3$s"
    msgid_plural ""
    "its efficiency %1$s does not match its %2$d moves: (board size − givens) ÷ "
    "moves is %3$s"
    msgstr[0] ""
    "効率 %1$s が%2$d手と一致しません。（盤のサイズ − 初期配置）÷ 手数は%3$sです"

    #. %1$s is an instant as the file writes it, %2$d a year.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:194
    #, c-format
    msgid ""
    "it started on %1$s, before NQueens existed; expected an instant from %2$d on"
    msgstr ""
    "開始日時が %1$s で、NQueens が存在する前です。%2$d年以降の日時が必要です"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:199
    #, c-format
    msgid "it finished (%1$s) before it started (%2$s)"
    msgstr "終了（%1$s）が開始（%2$s）より前です"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:203
    msgid "its active time is negative"
    msgstr "プレイ時間が負の値です"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:205
    #, c-format
    msgid ""
    "its time zone '%s' is not one; expected an IANA name such as Europe/Berlin"
    msgstr ""
    "タイムゾーン「%s」は存在しません。Europe/Berlin のような IANA の名前が必要で"
    "す"

    #. %1$s and %3$s are days (2026-12-01), %2$s a time zone (Europe/Berlin).
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:212
    #, c-format
    msgid "its solvedDay %1$s is not the day it finished in %2$s (%3$s)"
    msgstr "solvedDay %1$s が、%2$s で終了した日（%3$s）と一致しません"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:221
    #, c-format
    msgid ""
    "its final position holds %1$d queen; a solved %2$d×%2$d board holds %2$d, "
    "none attacking another"
    msgid_plural ""
    "its final position holds %1$d queens; a solved %2$d×%2$d board holds %2$d, "
    "none attacking another"
    msgstr[0] ""
    "最終局面のクイーンが%1$d個です。解けた%2$d×%2$dの盤にはクイーンが%2$d個あり、"
    "どれも互いに攻撃しません"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:228
    msgid ""
    "its final position is not solved: two of its queens share a square or attack "
    "each other"
    msgstr ""
    "最終局面が解けていません：2つのクイーンが同じマスにあるか、互いに攻撃していま"
    "す"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:238
    #, c-format
    msgid ""
    "its puzzleID '%s' is not a regions puzzle ID as NQueens writes them (such as "
    "R8M-…, upper case)"
    msgstr ""
    "puzzleID「%s」が NQueens の書く領域パズルの ID（R8M-… のような大文字）ではあ"
    "りません"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:242
    #, c-format
    msgid "its regions puzzle %1$s is %2$d×%2$d, not %3$d×%3$d"
    msgstr "領域パズル %1$s は%2$d×%2$dで、%3$d×%3$dではありません"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:245
    #, c-format
    msgid "its regions puzzle %s cannot be made; expected an ID NQueens wrote"
    msgstr "領域パズル %s を生成できません。NQueens が書いた ID が必要です"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:248
    #, c-format
    msgid ""
    "its final position is not the solution of its regions puzzle %s: one queen "
    "in each row, column and region, no two touching"
    msgstr ""
    "最終局面が領域パズル %s の解ではありません：各行・各列・各領域にクイーンが1つ"
    "ずつで、どの2つも接しないことが必要です"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:255
    #, c-format
    msgid "it is the regions daily of %1$s, whose puzzle is %2$s, not %3$s"
    msgstr "%1$sの領域デイリーですが、そのパズルは %2$s で、%3$s ではありません"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:260
    #, c-format
    msgid ""
    "it is the regions daily of %1$s, solved on %2$s, before that daily was out"
    msgstr "%1$sの領域デイリーですが、解いた日が%2$sで、そのデイリーの公開前です"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:287
    #, c-format
    msgid ""
    "its puzzleID '%s' is not a puzzle ID as NQueens writes them (such as 8-…, "
    "upper case)"
    msgstr ""
    "puzzleID「%s」が NQueens の書くパズル ID（8-… のような大文字）ではありません"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:290
    #, c-format
    msgid ""
    "its queens do not stand on the givens of its puzzle %s (the squares no move "
    "touched)"
    msgstr "クイーンがパズル %s の初期配置（どの手も触れていないマス）にありません"

    #. %1$s is a day (2026-12-01), %2$s its weekday (Tuesday), %3$d and %4$d board sizes.
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:296
    #, c-format
    msgid ""
    "it is the daily of %1$s, a %2$s, whose board is %3$d×%3$d, not %4$d×%4$d"
    msgstr ""
    "%1$s（%2$s）のデイリーで、その盤は%3$d×%3$dです。%4$d×%4$dではありません"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:301
    #, c-format
    msgid "it is the daily of %1$s, solved on %2$s, before that daily was out"
    msgstr "%1$sのデイリーですが、解いた日が%2$sで、そのデイリーの公開前です"

    #. %2$s is a move as the file writes it: "place e4".
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:332
    #, c-format
    msgid ""
    "its move %1$d (%2$s) cannot be made where the moves before it left the "
    "board; the moves must replay to the final position"
    msgstr ""
    "%1$d手目（%2$s）が、それまでの手で残った盤では指せません。手を再生すると最終"
    "局面になる必要があります"

    #. %s lists squares: "a1 c2 e3".
    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:339
    #, c-format
    msgid "its moves do not replay to its final position: they leave queens on %s"
    msgstr "手を再生しても最終局面になりません：%sにクイーンが残ります"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:349
    msgctxt "weekday in a sentence"
    msgid "Monday"
    msgstr "月曜日"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:350
    msgctxt "weekday in a sentence"
    msgid "Tuesday"
    msgstr "火曜日"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:351
    msgctxt "weekday in a sentence"
    msgid "Wednesday"
    msgstr "水曜日"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:352
    msgctxt "weekday in a sentence"
    msgid "Thursday"
    msgstr "木曜日"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:353
    msgctxt "weekday in a sentence"
    msgid "Friday"
    msgstr "金曜日"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:354
    msgctxt "weekday in a sentence"
    msgid "Saturday"
    msgstr "土曜日"

    #: Sources/NQueensServices/Export/HistoryImport+Records.swift:355
    msgctxt "weekday in a sentence"
    msgid "Sunday"
    msgstr "日曜日"

    #. follows a file's name: "games.json is a folder; …".
    #: Sources/NQueensServices/Export/HistoryImport.swift:26
    msgctxt "history file"
    msgid "is a folder; give the file `nqueens history --format json` wrote"
    msgstr ""
    "はフォルダーです。`nqueens history --format json` が書き出したファイルを指定"
    "してください"

    #. follows a file's name; %s says why: "games.json cannot be opened (no such file)".
    #: Sources/NQueensServices/Export/HistoryImport.swift:35
    #, c-format
    msgctxt "history file"
    msgid "cannot be opened (%s)"
    msgstr "を開けません（%s）"

    #. what a history file should be; %s is its schema's name, "nqueens/history/v3".
    #: Sources/NQueensServices/Export/HistoryImport.swift:55
    #, c-format
    msgid ""
    "expected the JSON `nqueens history --format json` writes (an \"%s\" "
    "document, or an older v2 or v1 one)"
    msgstr ""
    "`nqueens history --format json` が書き出す JSON（\"%s\" ドキュメント、または"
    "古い v2 か v1 のもの）が必要です"

    #: Sources/NQueensServices/Export/HistoryImport.swift:72
    #, c-format
    msgctxt "history file"
    msgid "is truncated: %1$s (byte %2$d); %3$s"
    msgstr "は途中で切れています：%1$s（%2$dバイト目）。%3$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:75
    #, c-format
    msgctxt "history file"
    msgid "is not an NQueens history: %1$s (byte %2$d); %3$s"
    msgstr "は NQueens の履歴ではありません：%1$s（%2$dバイト目）。%3$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:84
    #, c-format
    msgctxt "history file"
    msgid "is not an NQueens history: %1$s; %2$s"
    msgstr "は NQueens の履歴ではありません：%1$s。%2$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:90
    msgctxt "JSON expectation"
    msgid "a JSON object"
    msgstr "JSON オブジェクト"

    #: Sources/NQueensServices/Export/HistoryImport.swift:95
    msgctxt "JSON expectation"
    msgid "a field name"
    msgstr "フィールド名"

    #: Sources/NQueensServices/Export/HistoryImport.swift:98
    msgid "a field name is not a string"
    msgstr "フィールド名が文字列ではありません"

    #: Sources/NQueensServices/Export/HistoryImport.swift:99
    msgctxt "JSON expectation"
    msgid "':' after the field name"
    msgstr "フィールド名の後の「:」"

    #: Sources/NQueensServices/Export/HistoryImport.swift:102
    msgctxt "JSON expectation"
    msgid "the schema"
    msgstr "スキーマ"

    #: Sources/NQueensServices/Export/HistoryImport.swift:104
    msgid "its \"schema\" is not a string"
    msgstr "\"schema\" が文字列ではありません"

    #. %s is a JSON document's schema, such as "nqueens/history/v9".
    #: Sources/NQueensServices/Export/HistoryImport.swift:107
    #, c-format
    msgid "it is a \"%s\" document"
    msgstr "\"%s\" ドキュメントです"

    #: Sources/NQueensServices/Export/HistoryImport.swift:110
    msgctxt "JSON expectation"
    msgid "the count"
    msgstr "件数"

    #: Sources/NQueensServices/Export/HistoryImport.swift:112
    msgid "its \"count\" is not a count of games"
    msgstr "\"count\" がゲームの件数ではありません"

    #: Sources/NQueensServices/Export/HistoryImport.swift:116
    msgctxt "JSON expectation"
    msgid "the list of games"
    msgstr "ゲームの一覧"

    #. %s is a JSON field's name, such as "games".
    #: Sources/NQueensServices/Export/HistoryImport.swift:120
    #, c-format
    msgid "it has the field \"%s\" twice"
    msgstr "フィールド \"%s\" が2つあります"

    #: Sources/NQueensServices/Export/HistoryImport.swift:122
    #, c-format
    msgid "it has a field \"%s\" that no NQueens history has"
    msgstr "NQueens の履歴にはないフィールド \"%s\" があります"

    #: Sources/NQueensServices/Export/HistoryImport.swift:126
    msgctxt "JSON expectation"
    msgid "',' or the end of the document"
    msgstr "「,」またはドキュメントの終わり"

    #: Sources/NQueensServices/Export/HistoryImport.swift:131
    msgid "more follows the document"
    msgstr "ドキュメントの後に余分なデータがあります"

    #. follows a file's name; %s says why: "games.json cannot be read (an I/O error)".
    #: Sources/NQueensServices/Export/HistoryImport.swift:136
    #, c-format
    msgctxt "history file"
    msgid "cannot be read (%s)"
    msgstr "を読み込めません（%s）"

    #: Sources/NQueensServices/Export/HistoryImport.swift:145
    msgid "it has no \"schema\""
    msgstr "\"schema\" がありません"

    #: Sources/NQueensServices/Export/HistoryImport.swift:146
    msgid "it has no \"count\""
    msgstr "\"count\" がありません"

    #: Sources/NQueensServices/Export/HistoryImport.swift:147
    msgid "it has no \"games\""
    msgstr "\"games\" がありません"

    #. follows a file's name: "games.json says it holds 12 games but holds 11; …".
    #: Sources/NQueensServices/Export/HistoryImport.swift:150
    #, c-format
    msgid ""
    "says it holds %1$d game but holds %2$d; it may have been cut short or edited"
    msgid_plural ""
    "says it holds %1$d games but holds %2$d; it may have been cut short or edited"
    msgstr[0] ""
    "には%1$d件のゲームがあるとされていますが、実際は%2$d件です。途中で切れたか、"
    "編集された可能性があります"

    #. a history file's problem: its name, then what is wrong ("is a folder; …"), as one sentence.
    #: Sources/NQueensServices/Export/HistoryImport.swift:216
    #, c-format
    msgctxt "history file"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #. a record of a history file that is not a game: "games.json: record 57: its size 40 is …".
    #: Sources/NQueensServices/Export/HistoryImport.swift:219
    #, c-format
    msgid "%1$s: record %2$d: %3$s"
    msgstr "%1$s：レコード%2$d：%3$s"

    #: Sources/NQueensServices/Export/HistoryImport.swift:223
    #, c-format
    msgid "%1$s: record %2$d (game %3$s): %4$s"
    msgstr "%1$s：レコード%2$d（ゲーム %3$s）：%4$s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:35
    #, c-format
    msgid "cannot write the history as JSON: %s"
    msgstr "履歴を JSON として書き出せません：%s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:53
    #, c-format
    msgid "the history JSON cannot be read: %s"
    msgstr "履歴の JSON を読み込めません：%s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:56
    #, c-format
    msgid "the JSON is a \"%1$s\" document, not \"%2$s\""
    msgstr "JSON は \"%1$s\" ドキュメントで、\"%2$s\" ではありません"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:60
    #, c-format
    msgid "the history says %1$d game but holds %2$d"
    msgid_plural "the history says %1$d games but holds %2$d"
    msgstr[0] "履歴には%1$d件のゲームがあるとされていますが、実際は%2$d件です"

    #. %1$s is a game's id, %2$s what is wrong with it.
    #: Sources/NQueensServices/Export/HistoryJSON.swift:100
    #, c-format
    msgid "game %1$s: %2$s"
    msgstr "ゲーム %1$s：%2$s"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:128
    #, c-format
    msgid "the square \"%1$s\" is not row %2$d, column %3$d"
    msgstr "マス \"%1$s\" が%2$d行%3$d列ではありません"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:198
    #, c-format
    msgid "its id '%1$s' is not a game id; expected a UUID such as %2$s"
    msgstr "ID「%1$s」はゲーム ID ではありません。%2$s のような UUID が必要です"

    #: Sources/NQueensServices/Export/HistoryJSON.swift:204
    #, c-format
    msgid "%1$s '%2$s' is not an instant; expected YYYY-MM-DDTHH:MM:SS.fff±HH:MM"
    msgstr ""
    "%1$s「%2$s」は日時ではありません。YYYY-MM-DDTHH:MM:SS.fff±HH:MM の形が必要で"
    "す"

    #. in a history file, a byte that is not a printable character where %2$s should be.
    #: Sources/NQueensServices/Export/JSONStream.swift:118
    #, c-format
    msgid "byte %1$d stands where %2$s should be"
    msgstr "%2$sがあるべき位置にバイト %1$d があります"

    #. in a history file, a character where %2$s ("a field name") should be: ']' stands where ….
    #: Sources/NQueensServices/Export/JSONStream.swift:122
    #, c-format
    msgid "'%1$s' stands where %2$s should be"
    msgstr "%2$sがあるべき位置に「%1$s」があります"

    #. a history file cut short; %s is what should come, such as "a field name".
    #: Sources/NQueensServices/Export/JSONStream.swift:129
    #, c-format
    msgid "it ends where %s should be"
    msgstr "%sがあるべき位置で終わっています"

    #. a history file cut short; %s is what it was in the middle of, such as "record 12".
    #: Sources/NQueensServices/Export/JSONStream.swift:143
    #, c-format
    msgid "it ends in the middle of %s"
    msgstr "%sの途中で終わっています"

    #: Sources/NQueensServices/Models/CalendarDay.swift:159
    #, c-format
    msgid "'%s' is not a day; expected YYYY-MM-DD"
    msgstr "「%s」は日付ではありません。YYYY-MM-DD の形が必要です"

    #: Sources/NQueensServices/Models/GameRecord.swift:120
    #: Sources/NQueensServices/Models/SavedGame.swift:72
    #, c-format
    msgid "board size %d is not a board; sizes start at 1"
    msgstr "盤のサイズ%dは盤になりません。サイズは1からです"

    #: Sources/NQueensServices/Models/GameRecord.swift:123
    #, c-format
    msgid "game %1$s finished (%2$s) before it started (%3$s)"
    msgstr "ゲーム %1$s の終了（%2$s）が開始（%3$s）より前です"

    #: Sources/NQueensServices/Models/GameRecord.swift:127
    #, c-format
    msgid "game %s has a negative active time"
    msgstr "ゲーム %s のプレイ時間が負の値です"

    #: Sources/NQueensServices/Models/GameRecord.swift:128
    #, c-format
    msgid "game %1$s has a negative move count (%2$d)"
    msgstr "ゲーム %1$s の手数が負の値です（%2$d）"

    #: Sources/NQueensServices/Models/GameRecord.swift:129
    #, c-format
    msgid "game %1$s has a negative hint count (%2$d)"
    msgstr "ゲーム %1$s のヒント数が負の値です（%2$d）"

    #: Sources/NQueensServices/Models/GameRecord.swift:130
    #, c-format
    msgid "game %s has no time zone"
    msgstr "ゲーム %s にタイムゾーンがありません"

    #: Sources/NQueensServices/Models/GameRecord.swift:132
    #, c-format
    msgid "game %1$s has a queen on %2$s, off the %3$d×%3$d board"
    msgstr "ゲーム %1$s のクイーンが%2$sにあり、%3$d×%3$dの盤の外です"

    #: Sources/NQueensServices/Models/GameRecord.swift:134
    #, c-format
    msgid "game %s has two queens on one square"
    msgstr "ゲーム %s で1つのマスに2つのクイーンがあります"

    #. a game named by its id, in a sentence saying what is wrong with it: game 6f96….
    #: Sources/NQueensServices/Models/GameRecord.swift:136
    #, c-format
    msgid "game %s"
    msgstr "ゲーム %s"

    #: Sources/NQueensServices/Models/GameRecord.swift:150
    #, c-format
    msgid "%s is free play but names a puzzle"
    msgstr "%sはフリープレイなのにパズルを指定しています"

    #: Sources/NQueensServices/Models/GameRecord.swift:152
    #, c-format
    msgid "%s is a daily without its date or puzzle ID"
    msgstr "%sはデイリーなのに日付かパズル ID がありません"

    #: Sources/NQueensServices/Models/GameRecord.swift:154
    #, c-format
    msgid "%s is a puzzle without its ID, or with a daily's date"
    msgstr "%sはパズルなのに ID がないか、デイリーの日付があります"

    #: Sources/NQueensServices/Models/GameRecord.swift:156
    #, c-format
    msgid ""
    "%s is a regions game without a regions puzzle ID (such as R8M-EJFG8YJ9J)"
    msgstr ""
    "%sは領域パズルのゲームなのに、領域パズルの ID（R8M-EJFG8YJ9J など）がありませ"
    "ん"

    #. %1$s is a game: "game 6f96…" or "the game in progress".
    #: Sources/NQueensServices/Models/GameRecord.swift:168
    #, c-format
    msgid "%1$s has a move on %2$s, off the %3$d×%3$d board"
    msgstr "%1$sに%2$sへの手があり、%3$d×%3$dの盤の外です"

    #: Sources/NQueensServices/Models/GameRecord.swift:170
    #, c-format
    msgid "%s has a move at a negative time"
    msgstr "%sに負の時刻の手があります"

    #: Sources/NQueensServices/Models/GameRecord.swift:192
    #: Sources/NQueensServices/Models/SavedGame.swift:113
    #, c-format
    msgid "'%s' is not an instant; expected YYYY-MM-DDTHH:MM:SS.fffZ"
    msgstr "「%s」は日時ではありません。YYYY-MM-DDTHH:MM:SS.fffZ の形が必要です"

    #: Sources/NQueensServices/Models/SavedGame.swift:73
    msgid "the game in progress has a negative elapsed time"
    msgstr "進行中のゲームの経過時間が負の値です"

    #: Sources/NQueensServices/Models/SavedGame.swift:74
    #, c-format
    msgid "the game in progress has a negative move count (%d)"
    msgstr "進行中のゲームの手数が負の値です（%d）"

    #: Sources/NQueensServices/Models/SavedGame.swift:75
    #, c-format
    msgid "the game in progress has a negative hint count (%d)"
    msgstr "進行中のゲームのヒント数が負の値です（%d）"

    #: Sources/NQueensServices/Models/SavedGame.swift:77
    #, c-format
    msgid "the game in progress has a queen on %1$s, off the %2$d×%2$d board"
    msgstr "進行中のゲームのクイーンが%1$sにあり、%2$d×%2$dの盤の外です"

    #: Sources/NQueensServices/Models/SavedGame.swift:80
    msgid "the game in progress has two queens on one square"
    msgstr "進行中のゲームで1つのマスに2つのクイーンがあります"

    #: Sources/NQueensServices/Models/SavedGame.swift:82
    #, c-format
    msgid "the game in progress rules out %1$s, off the %2$d×%2$d board"
    msgstr "進行中のゲームが%1$sを除外していますが、%2$d×%2$dの盤の外です"

    #: Sources/NQueensServices/Models/SavedGame.swift:85
    #, c-format
    msgid "the game in progress marks %1$s, off the %2$d×%2$d board"
    msgstr "進行中のゲームが%1$sに印をつけていますが、%2$d×%2$dの盤の外です"

    #: Sources/NQueensServices/Models/SavedGame.swift:87
    msgid "the game in progress marks one square twice"
    msgstr "進行中のゲームが1つのマスに2回印をつけています"

    #: Sources/NQueensServices/Models/SavedGame.swift:89
    #, c-format
    msgid "the game in progress marks %s, where a queen stands"
    msgstr "進行中のゲームが、クイーンのある%sに印をつけています"

    #: Sources/NQueensServices/Models/SavedGame.swift:91
    msgid "the game in progress"
    msgstr "進行中のゲーム"

    #: Sources/NQueensServices/Models/Settings.swift:119
    #, c-format
    msgid "board size %1$d is out of range; sizes run from %2$d to %3$d"
    msgstr "盤のサイズ%1$dが範囲外です。サイズは%2$dから%3$dまでです"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:122
    msgid "a class key that is not a class's canonical solution"
    msgstr "クラスの代表解ではないクラスキー"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:131
    #: Sources/NQueensServices/SQLite/AlbumTable.swift:170
    msgid "a solution that is not one"
    msgstr "解になっていない解"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:131
    msgid "a solution filed under the wrong class"
    msgstr "誤ったクラスに登録された解"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:133
    msgid "a game id that is not one"
    msgstr "正しくないゲーム ID"

    #. damage in the database, after "game 6F96… has": %s is what the database holds.
    #: Sources/NQueensServices/SQLite/AlbumTable.swift:135
    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:167
    #, c-format
    msgid "an unknown mode '%s'"
    msgstr "不明なモード「%s」"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:163
    msgid "a class key that is not a solution of its size"
    msgstr "そのサイズの解ではないクラスキー"

    #: Sources/NQueensServices/SQLite/AlbumTable.swift:182
    #, c-format
    msgid "the album has %s"
    msgstr "アルバムに%sがあります"

    #: Sources/NQueensServices/SQLite/Database.swift:68
    #, c-format
    msgid ""
    "cannot %1$s: %2$s was deleted while NQueens was running; a new one was "
    "started there, and your next move saves to it (the games it held are gone "
    "unless you restore the folder from a backup)"
    msgstr ""
    "%1$sができません：NQueens の実行中に %2$s が削除されました。同じ場所に新しく"
    "作成したので、次の手からはそこに保存されます（フォルダーをバックアップから復"
    "元しない限り、保存されていたゲームは失われています）"

    #: Sources/NQueensServices/SQLite/Database.swift:74
    #, c-format
    msgid ""
    "cannot %1$s: %2$s was deleted while NQueens was running, and a new one "
    "cannot be started: %3$s"
    msgstr ""
    "%1$sができません：NQueens の実行中に %2$s が削除され、新しく作成することもで"
    "きません：%3$s"

    #. SQLite's number for an error, in parentheses after a message: SQLite error 13.
    #: Sources/NQueensServices/SQLite/Database.swift:88
    #, c-format
    msgid "SQLite error %d"
    msgstr "SQLite エラー %d"

    #: Sources/NQueensServices/SQLite/Database.swift:94
    #, c-format
    msgid ""
    "cannot %1$s: the disk holding %2$s is full (%3$s); free some space there and "
    "NQueens saves it with your next move"
    msgstr ""
    "%1$sができません：%2$s のあるディスクがいっぱいです（%3$s）。空き容量を作れ"
    "ば、次の手で NQueens が保存します"

    #: Sources/NQueensServices/SQLite/Database.swift:99
    #, c-format
    msgid ""
    "cannot %1$s: %2$s is read-only (%3$s); make it and its folder writable "
    "(chmod u+w), or set NQUEENS_DATA_DIR to a writable directory"
    msgstr ""
    "%1$sができません：%2$s は読み取り専用です（%3$s）。そのファイルとフォルダーを"
    "書き込み可能にする（chmod u+w）か、NQUEENS_DATA_DIR に書き込めるディレクトリ"
    "を設定してください"

    #. a wait in seconds (5 s) or milliseconds (500 ms).
    #: Sources/NQueensServices/SQLite/Database.swift:105
    #, c-format
    msgid "%d s"
    msgstr "%d秒"

    #: Sources/NQueensServices/SQLite/Database.swift:105
    #, c-format
    msgid "%d ms"
    msgstr "%dミリ秒"

    #: Sources/NQueensServices/SQLite/Database.swift:107
    #, c-format
    msgid ""
    "cannot %1$s: another program has been writing to %2$s for more than %3$s "
    "(%4$s); close any other NQueens, and NQueens saves it with your next move"
    msgstr ""
    "%1$sができません：別のプログラムが%3$s以上 %2$s に書き込み続けています"
    "（%4$s）。ほかの NQueens を閉じれば、次の手で NQueens が保存します"

    #: Sources/NQueensServices/SQLite/Database.swift:113
    #, c-format
    msgid ""
    "cannot %1$s: the disk failed to read or write %2$s: %3$s (%4$s); check the "
    "disk, and NQueens saves it with your next move"
    msgstr ""
    "%1$sができません：ディスクが %2$s の読み書きに失敗しました：%3$s（%4$s）。"
    "ディスクを確認してください。次の手で NQueens が保存します"

    #: Sources/NQueensServices/SQLite/Database.swift:117
    #, c-format
    msgid "cannot %1$s in %2$s: %3$s (%4$s)"
    msgstr "%2$s で%1$sができません：%3$s（%4$s）"

    #. %1$s is a database file's path, %2$s what is wrong with it ("it is not a database").
    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:54
    #, c-format
    msgid "cannot start a fresh store at %1$s: %2$s"
    msgstr "%1$s に新しい保存先を作成できません：%2$s"

    #. SQLite's integrity check gave no finding at all.
    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:119
    msgid "no answer"
    msgstr "応答なし"

    #. %1$s is SQLite's own message (in English): "unable to open database file (SQLite error 14)".
    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:189
    #, c-format
    msgid "%1$s (SQLite error %2$d)"
    msgstr "%1$s（SQLite エラー %2$d）"

    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:194
    #, c-format
    msgid "cannot open %1$s: %2$s (SQLite error %3$d, %4$s)"
    msgstr "%1$s を開けません：%2$s（SQLite エラー %3$d、%4$s）"

    #: Sources/NQueensServices/SQLite/DatabaseOpener.swift:221
    #, c-format
    msgid "cannot move the damaged %1$s aside: %2$s"
    msgstr "破損した %1$s を退避できません：%2$s"

    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:17
    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:29
    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:43
    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:56
    msgctxt "store action"
    msgid "read the album"
    msgstr "アルバムの読み込み"

    #: Sources/NQueensServices/SQLite/SQLiteAlbumStore.swift:63
    msgctxt "store action"
    msgid "rebuild the album"
    msgstr "アルバムの再構築"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:30
    msgctxt "store action"
    msgid "record the game"
    msgstr "ゲームの記録"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:31
    #, c-format
    msgctxt "store action"
    msgid "record %d game"
    msgid_plural "record %d games"
    msgstr[0] "%d件のゲームの記録"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:56
    #, c-format
    msgctxt "store action"
    msgid "import %d game"
    msgid_plural "import %d games"
    msgstr[0] "%d件のゲームのインポート"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:115
    msgctxt "store action"
    msgid "list games"
    msgstr "ゲームの一覧取得"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:122
    msgctxt "store action"
    msgid "read a game"
    msgstr "ゲームの読み込み"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:158
    #, c-format
    msgid "a game has an id of %d byte"
    msgid_plural "a game has an id of %d bytes"
    msgstr[0] "ゲームの ID が%dバイトです"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:163
    #, c-format
    msgid "game %1$s has %2$s"
    msgstr "ゲーム %1$s に%2$sがあります"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:169
    msgid "unreadable queens"
    msgstr "読み込めないクイーンの配置"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:170
    msgid "an unreadable move log"
    msgstr "読み込めない手の記録"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:189
    msgctxt "store action"
    msgid "count games"
    msgstr "ゲーム数の集計"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:212
    msgctxt "store action"
    msgid "list board sizes"
    msgstr "盤サイズの一覧取得"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:221
    msgctxt "store action"
    msgid "summarise games"
    msgstr "ゲームの集計"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:236
    msgctxt "store action"
    msgid "list solved days"
    msgstr "解いた日の一覧取得"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:245
    msgctxt "store action"
    msgid "list the daily results"
    msgstr "デイリーの結果の一覧取得"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:250
    msgctxt "store action"
    msgid "list the regions daily results"
    msgstr "領域デイリーの結果の一覧取得"

    #: Sources/NQueensServices/SQLite/SQLiteGameHistoryStore.swift:274
    msgctxt "store action"
    msgid "clear the history"
    msgstr "履歴の消去"

    #: Sources/NQueensServices/SQLite/SQLiteSavedGameStore.swift:17
    msgctxt "store action"
    msgid "load the game in progress"
    msgstr "進行中のゲームの読み込み"

    #: Sources/NQueensServices/SQLite/SQLiteSavedGameStore.swift:52
    msgctxt "store action"
    msgid "save the game in progress"
    msgstr "進行中のゲームの保存"

    #: Sources/NQueensServices/SQLite/SQLiteSavedGameStore.swift:66
    msgctxt "store action"
    msgid "clear the game in progress"
    msgstr "進行中のゲームの消去"

    #: Sources/NQueensServices/SQLite/SQLiteSettingsStore.swift:17
    msgctxt "store action"
    msgid "load settings"
    msgstr "設定の読み込み"

    #: Sources/NQueensServices/SQLite/SQLiteSettingsStore.swift:29
    msgctxt "store action"
    msgid "save settings"
    msgstr "設定の保存"

    #: Sources/NQueensServices/SQLite/SQLiteStores.swift:61
    msgctxt "store action"
    msgid "check the database"
    msgstr "データベースの検査"

    #. what is wrong with a database file, after "NQueens could not use …:".
    #: Sources/NQueensServices/SQLite/StoreNotice.swift:24
    msgid "it is not a database"
    msgstr "データベースではありません"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:26
    #, c-format
    msgid "it is truncated (%1$d of %2$d byte)"
    msgid_plural "it is truncated (%1$d of %2$d bytes)"
    msgstr[0] "途中で切れています（%2$dバイト中%1$dバイト）"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:29
    msgid "it is not an NQueens database"
    msgstr "NQueens のデータベースではありません"

    #. %s is SQLite's own finding, in English.
    #: Sources/NQueensServices/SQLite/StoreNotice.swift:31
    #, c-format
    msgid "it failed SQLite's integrity check (%s)"
    msgstr "SQLite の整合性チェックに失敗しました（%s）"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:32
    #, c-format
    msgid "it is damaged (%s)"
    msgstr "破損しています（%s）"

    #: Sources/NQueensServices/SQLite/StoreNotice.swift:57
    #, c-format
    msgid ""
    "NQueens could not use %1$s: %2$s; it was moved to %3$s (nothing was deleted) "
    "and a fresh store was started"
    msgstr ""
    "NQueens は %1$s を使用できませんでした：%2$s。ファイルは %3$s に移動し（何も"
    "削除していません）、新しい保存先で始めました"

    #: Sources/NQueensServices/Storage/DataDirectory.swift:126
    msgid "it exists and is not a directory"
    msgstr "存在しますが、ディレクトリではありません"

    #. %1$s is a folder, %2$s why it cannot be made ("Permission denied").
    #: Sources/NQueensServices/Storage/DataDirectory.swift:142
    #, c-format
    msgid "cannot create %1$s: %2$s"
    msgstr "%1$s を作成できません：%2$s"

    #: Sources/NQueensServices/Stores/StoreError.swift:21
    msgid ""
    "cannot find a directory for NQueens data: HOME is not set; set "
    "NQUEENS_DATA_DIR (or XDG_DATA_HOME) to a writable directory"
    msgstr ""
    "NQueens のデータを置くディレクトリが見つかりません：HOME が設定されていませ"
    "ん。NQUEENS_DATA_DIR（または XDG_DATA_HOME）に書き込めるディレクトリを設定し"
    "てください"

    #. %1$s is a folder, %2$s why it cannot be written ("Permission denied").
    #: Sources/NQueensServices/Stores/StoreError.swift:26
    #, c-format
    msgid ""
    "cannot write NQueens data in %1$s: %2$s; make that folder and the files in "
    "it writable (chmod -R u+w), or set NQUEENS_DATA_DIR to a writable directory"
    msgstr ""
    "%1$s に NQueens のデータを書き込めません：%2$s。そのフォルダーと中のファイル"
    "を書き込み可能にする（chmod -R u+w）か、NQUEENS_DATA_DIR に書き込めるディレク"
    "トリを設定してください"

    #. %1$s is a database file's path, %2$d and %3$d versions of its data.
    #: Sources/NQueensServices/Stores/StoreError.swift:31
    #, c-format
    msgid ""
    "%1$s was written by a newer NQueens (data version %2$d; this one reads up to "
    "%3$d); it was left untouched: update NQueens, or set NQUEENS_DATA_DIR to use "
    "another directory"
    msgstr ""
    "%1$s は新しいバージョンの NQueens で書かれています（データバージョン %2$d。こ"
    "のバージョンが読めるのは %3$d まで）。ファイルには手を付けていません。"
    "NQueens を更新するか、NQUEENS_DATA_DIR で別のディレクトリを使ってください"

    #. a class of symmetric solutions in the album: Class 7.
    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:71
    #, c-format
    msgid "Class %s"
    msgstr "クラス %s"

    #. the members of a class found: 3 of 8 found.
    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:77
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:154
    #, c-format
    msgid "%1$d of %2$d found"
    msgstr "%2$d個中%1$d個発見"

    #. a class for screen readers: class 7 of 12, 3 of 8 found.
    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:86
    #, c-format
    msgid "class %1$s of %2$s, %3$s"
    msgstr "クラス %1$s/%2$s、%3$s"

    #: Sources/NQueensPresentation/Album/AlbumClassCard.swift:89
    #, c-format
    msgid "found class %1$s of %2$s, %3$s"
    msgstr "見つけたクラス %1$s/%2$s、%3$s"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:50
    msgid "Not found yet"
    msgstr "未発見"

    #. %s is a date: Found on 3 Nov 2026 in free play.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:53
    #, c-format
    msgid "Found on %s in free play"
    msgstr "%sにフリープレイで発見"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:54
    #, c-format
    msgid "Found on %s in a daily puzzle"
    msgstr "%sにデイリーパズルで発見"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:55
    #, c-format
    msgid "Found on %s in a puzzle by ID"
    msgstr "%sに ID 指定のパズルで発見"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:56
    #, c-format
    msgid "Found on %s in a regions puzzle"
    msgstr "%sに領域パズルで発見"

    #. a member of a class for screen readers: member 3 of 8, not found yet.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:63
    #, c-format
    msgid "member %1$d of %2$d, not found yet"
    msgstr "メンバー %1$d/%2$d、未発見"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:67
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in free play"
    msgstr "メンバー %1$d/%2$d、%3$sにフリープレイで発見"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:68
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in a daily puzzle"
    msgstr "メンバー %1$d/%2$d、%3$sにデイリーパズルで発見"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:69
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in a puzzle by ID"
    msgstr "メンバー %1$d/%2$d、%3$sに ID 指定のパズルで発見"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:70
    #, c-format
    msgid "member %1$d of %2$d, found on %3$s in a regions puzzle"
    msgstr "メンバー %1$d/%2$d、%3$sに領域パズルで発見"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:76
    msgid "The class's canonical board"
    msgstr "クラスの代表の盤面"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:77
    msgid "Turned a quarter clockwise"
    msgstr "時計回りに90度回転"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:78
    msgid "Turned half a turn"
    msgstr "180度回転"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:79
    msgid "Turned a quarter counterclockwise"
    msgstr "反時計回りに90度回転"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:80
    msgid "Mirrored left to right"
    msgstr "左右反転"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:81
    msgid "Mirrored top to bottom"
    msgstr "上下反転"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:82
    msgid "Mirrored across the main diagonal"
    msgstr "主対角線で反転"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:83
    msgid "Mirrored across the other diagonal"
    msgstr "もう一方の対角線で反転"

    #. a class's title when its number is unknown; %s is a board size: Class · 8×8.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:140
    #, c-format
    msgid "Class · %s"
    msgstr "クラス · %s"

    #. a class's title: Class 7 of 12 · 8×8.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:144
    #, c-format
    msgid "Class %1$s of %2$s · %3$s"
    msgstr "クラス %1$s/%2$s · %3$s"

    #. a class's title where only the classes found are listed: Found class 3 of 37 · 13×13.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:146
    #, c-format
    msgid "Found class %1$s of %2$s · %3$s"
    msgstr "見つけたクラス %1$s/%2$s · %3$s"

    #. every member of a class found: All 8 found.
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:153
    #, c-format
    msgid "All %d found"
    msgid_plural "All %d found"
    msgstr[0] "%d個すべて発見"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:160
    msgid ""
    "A quarter turn maps these solutions onto themselves, so the class has only 2 "
    "members."
    msgstr ""
    "これらの解は90度回転で自分自身に重なるため、このクラスのメンバーは2つだけで"
    "す。"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:161
    msgid ""
    "A half turn maps these solutions onto themselves, so the class has only 4 "
    "members."
    msgstr ""
    "これらの解は180度回転で自分自身に重なるため、このクラスのメンバーは4つだけで"
    "す。"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:162
    msgid ""
    "No turn maps these solutions onto themselves: every rotation and reflection "
    "is another member."
    msgstr ""
    "これらの解はどの回転でも自分自身に重なりません。回転と反転のそれぞれが別のメ"
    "ンバーです。"

    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:218
    msgid "The game that found this solution is no longer in your history."
    msgstr "この解を見つけたゲームは、もう履歴にありません。"

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/Album/AlbumClassViewModel.swift:224
    #, c-format
    msgid "The game that found this solution could not be read: %s."
    msgstr "この解を見つけたゲームを読み込めませんでした：%s。"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:47
    msgid "You found this one earlier today"
    msgstr "今日見つけた解です"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:48
    msgid "You found this one yesterday"
    msgstr "昨日見つけた解です"

    #. %s is a day: You found this one on 3 Nov.
    #: Sources/NQueensPresentation/Album/AlbumNews.swift:50
    #, c-format
    msgid "You found this one on %s"
    msgstr "%sに見つけた解です"

    #. the album after a win: New solution: 13 of 92 on 8×8.
    #: Sources/NQueensPresentation/Album/AlbumNews.swift:63
    #, c-format
    msgid "New solution: %1$s of %2$s on %3$s"
    msgstr "新しい解：%3$sで%2$s個中%1$s個目"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:70
    msgid "A rotation of one you found earlier today"
    msgstr "今日見つけた解を回転したものです"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:71
    msgid "A rotation of one you found yesterday"
    msgstr "昨日見つけた解を回転したものです"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:72
    #, c-format
    msgid "A rotation of one you found on %s"
    msgstr "%sに見つけた解を回転したものです"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:73
    msgid "A mirror image of one you found earlier today"
    msgstr "今日見つけた解の鏡像です"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:74
    msgid "A mirror image of one you found yesterday"
    msgstr "昨日見つけた解の鏡像です"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:75
    #, c-format
    msgid "A mirror image of one you found on %s"
    msgstr "%sに見つけた解の鏡像です"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:80
    #, c-format
    msgid "New class: %1$s of %2$s on %3$s"
    msgstr "新しいクラス：%3$sで%2$s個中%1$s個目"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:88
    msgid "Class complete: both of its members"
    msgstr "クラスをコンプリート：メンバー2つとも発見"

    #: Sources/NQueensPresentation/Album/AlbumNews.swift:89
    #, c-format
    msgid "Class complete: all %d of its members"
    msgid_plural "Class complete: all %d of its members"
    msgstr[0] "クラスをコンプリート：メンバー%d個すべて発見"

    #. %s is a board size: Album complete for 6×6.
    #: Sources/NQueensPresentation/Album/AlbumNews.swift:94
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:230
    #, c-format
    msgid "Album complete for %s"
    msgstr "%sのアルバムをコンプリート"

    #. solutions found of all of a board size: 13 of 92 solutions.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:55
    #, c-format
    msgid "%1$s of %2$s solution"
    msgid_plural "%1$s of %2$s solutions"
    msgstr[0] "解 %2$s個中%1$s個"

    #. classes of symmetric solutions found of all of a board size: 5 of 12 classes.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:64
    #, c-format
    msgid "%1$s of %2$s class"
    msgid_plural "%1$s of %2$s classes"
    msgstr[0] "クラス %2$s個中%1$s個"

    #. a board size's album once every solution is found: Complete: all 92 solutions.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:73
    #, c-format
    msgid "Complete: all %s solution"
    msgid_plural "Complete: all %s solutions"
    msgstr[0] "コンプリート：全%s個の解"

    #. a board size's album read out: 8×8, 13 of 92 solutions and 5 of 12 classes found.
    #: Sources/NQueensPresentation/Album/AlbumSizeProgress.swift:82
    #, c-format
    msgid "%1$s, %2$s and %3$s found"
    msgstr "%1$s、%2$s、%3$sを発見"

    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:17
    msgctxt "screen"
    msgid "Album"
    msgstr "アルバム"

    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:85
    #, c-format
    msgid "%1$s has %2$s classes: these are the %3$s you found."
    msgid_plural "%1$s has %2$s classes: these are the %3$s you found."
    msgstr[0] ""
    "%1$sには%2$s個のクラスがあります。ここに表示しているのは見つけた%3$s個です。"

    #. %s is a board size: No 13×13 solution found yet: solve one and it appears here.
    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:96
    #, c-format
    msgid "No %s solution found yet: solve one and it appears here."
    msgstr "%sの解はまだ見つかっていません。解くとここに表示されます。"

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/Album/AlbumViewModel.swift:211
    #, c-format
    msgid "Your album could not be read: %s."
    msgstr "アルバムを読み込めませんでした：%s。"

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:28
    #: Sources/NQueensTerminal/Screens/HomeView.swift:176
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:93
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:56
    msgid "Board Size"
    msgstr "盤のサイズ"

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:123
    #, c-format
    msgid "Type a board size from %1$d to %2$d."
    msgstr "%1$dから%2$dまでの盤のサイズを入力してください。"

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:127
    #, c-format
    msgid "'%1$s' is not a number; type a board size from %2$d to %3$d."
    msgstr ""
    "「%1$s」は数字ではありません。%2$dから%3$dまでの盤のサイズを入力してくださ"
    "い。"

    #: Sources/NQueensPresentation/BoardSize/BoardSizeViewModel.swift:160
    #, c-format
    msgid "%1$s is not a board size we offer; sizes run from %2$d to %3$d."
    msgstr "%1$sは選べる盤のサイズではありません。サイズは%2$dから%3$dまでです。"

    #. %s says why, such as "cannot find a directory for NQueens data: HOME is not set; …".
    #: Sources/NQueensPresentation/Dependencies/AppDependencies+Live.swift:30
    #, c-format
    msgid ""
    "Your games cannot be saved: %s. Until you quit, they are kept in memory only."
    msgstr ""
    "ゲームを保存できません：%s。終了するまでは、メモリー上にだけ保持されます。"

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/Dependencies/AppSettings.swift:63
    #, c-format
    msgid "Settings could not be saved (%s); they apply until you quit."
    msgstr "設定を保存できませんでした（%s）。終了するまでは有効です。"

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/Dependencies/UnsavedWins.swift:65
    #, c-format
    msgid ""
    "This win is not in your history yet: %s. It is kept, and saved with your "
    "next move."
    msgstr ""
    "このクリアはまだ履歴に入っていません：%s。データは保持しており、次の手で保存"
    "します。"

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:15
    msgctxt "queen style"
    msgid "Classic"
    msgstr "クラシック"

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:16
    msgctxt "queen style"
    msgid "Outline"
    msgstr "アウトライン"

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:17
    msgctxt "queen style"
    msgid "Crown"
    msgstr "王冠"

    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:18
    msgctxt "queen style"
    msgid "Star"
    msgstr "星"

    #. the queen style that draws the plain letter Q.
    #: Sources/NQueensPresentation/Design/QueenAppearance.swift:20
    msgctxt "queen style"
    msgid "Letter"
    msgstr "文字"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:45
    msgctxt "region colour"
    msgid "orange"
    msgstr "オレンジ"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:48
    msgctxt "region colour"
    msgid "blue"
    msgstr "青"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:51
    msgctxt "region colour"
    msgid "green"
    msgstr "緑"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:54
    msgctxt "region colour"
    msgid "purple"
    msgstr "紫"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:57
    msgctxt "region colour"
    msgid "yellow"
    msgstr "黄色"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:60
    msgctxt "region colour"
    msgid "red"
    msgstr "赤"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:63
    msgctxt "region colour"
    msgid "teal"
    msgstr "青緑"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:66
    msgctxt "region colour"
    msgid "pink"
    msgstr "ピンク"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:69
    msgctxt "region colour"
    msgid "brown"
    msgstr "茶色"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:72
    msgctxt "region colour"
    msgid "grey"
    msgstr "灰色"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:75
    msgctxt "region colour"
    msgid "lime"
    msgstr "黄緑"

    #: Sources/NQueensPresentation/Design/RegionPalette.swift:78
    msgctxt "region colour"
    msgid "lavender"
    msgstr "ラベンダー"

    #. a region of a regions board; %1$s is its colour (orange), %2$s its letter (A).
    #: Sources/NQueensPresentation/Design/RegionPalette.swift:91
    #, c-format
    msgid "the %1$s region (%2$s)"
    msgstr "%1$sの領域（%2$s）"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:13
    #, c-format
    msgid "Place a queen on %s."
    msgstr "%sにクイーンを置いてください。"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:15
    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:29
    #, c-format
    msgid "Remove the queen on %s: it attacks another queen."
    msgstr "%sのクイーンを取り除いてください：ほかのクイーンを攻撃しています。"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:17
    #, c-format
    msgid "Remove the queen on %s: no solution contains all your queens."
    msgstr ""
    "%sのクイーンを取り除いてください：今のクイーンをすべて含む解はありません。"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:19
    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:35
    #: Sources/NQueensPresentation/Game/GameStatus.swift:41
    msgid "Solved!"
    msgstr "解けました！"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:31
    #, c-format
    msgid "Remove the queen on %s: the solution has no queen there."
    msgstr "%sのクイーンを取り除いてください：解ではそこにクイーンはありません。"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:45
    #, c-format
    msgid "Row %1$d has one safe square left: %2$s."
    msgstr "%1$d行目に残る安全なマスは1つだけです：%2$s。"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:47
    #, c-format
    msgid "Column %1$s has one safe square left: %2$s."
    msgstr "%1$s列に残る安全なマスは1つだけです：%2$s。"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:49
    #, c-format
    msgid "Rule out %1$s: a queen there would leave row %2$d with no safe square."
    msgstr ""
    "%1$sを除外してください：そこにクイーンを置くと、%2$d行目に安全なマスがなくな"
    "ります。"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:51
    #, c-format
    msgid ""
    "Rule out %1$s: a queen there would leave column %2$s with no safe square."
    msgstr ""
    "%1$sを除外してください：そこにクイーンを置くと、%2$s列に安全なマスがなくなり"
    "ます。"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:55
    #, c-format
    msgid "Of the safe squares in row %1$d, only %2$s leads to the solution."
    msgstr "%1$d行目の安全なマスのうち、解につながるのは%2$sだけです。"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Hints.swift:57
    #, c-format
    msgid "Of the safe squares in column %1$s, only %2$s leads to the solution."
    msgstr "%1$s列の安全なマスのうち、解につながるのは%2$sだけです。"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:36
    #, c-format
    msgid ""
    "'%s' is not a square; write it in chess notation like e4 or as row,column "
    "like 4,5"
    msgstr ""
    "「%s」はマスではありません。e4 のようなチェス表記か、4,5 のような「行,列」の"
    "形で書いてください"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:41
    #, c-format
    msgid "square '%1$s' is off the %2$s board; squares run from 1,1…%3$s"
    msgstr "マス「%1$s」は%2$sの盤の外です。マスは 1,1…%3$s です"

    #. %3$s is the board's last square in chess notation (h8), %4$s as row,column (8,8).
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:46
    #, c-format
    msgid ""
    "square '%1$s' is off the %2$s board; squares run from a1…%3$s or 1,1…%4$s"
    msgstr "マス「%1$s」は%2$sの盤の外です。マスは a1…%3$s または 1,1…%4$s です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:56
    #, c-format
    msgid "board size %d is out of range; a board has at least 1 row"
    msgstr "盤のサイズ%dは範囲外です。盤には1行以上が必要です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:58
    #, c-format
    msgid "square %1$s is off the %2$s board; rows and columns run from 1 to %3$d"
    msgstr "マス%1$sは%2$sの盤の外です。行と列は1から%3$dまでです"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:62
    #, c-format
    msgid "square %s already holds a queen; each square takes one queen"
    msgstr "マス%sにはすでにクイーンがあります。1つのマスに置けるクイーンは1つです"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:72
    msgid "a solution needs at least one queen"
    msgstr "解にはクイーンが1つ以上必要です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:74
    #, c-format
    msgid "the queen of row %1$d is in column %2$d, off the board"
    msgstr "%1$d行目のクイーンが%2$d列目にあり、盤の外です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:77
    #, c-format
    msgid "the queens of rows %1$d and %2$d share a row"
    msgstr "%1$d行目と%2$d行目のクイーンが同じ行にあります"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:78
    #, c-format
    msgid "the queens of rows %1$d and %2$d share a column"
    msgstr "%1$d行目と%2$d行目のクイーンが同じ列にあります"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:80
    #, c-format
    msgid "the queens of rows %1$d and %2$d share a diagonal"
    msgstr "%1$d行目と%2$d行目のクイーンが同じ斜めの線上にあります"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:89
    #, c-format
    msgid "board size %1$d is out of range; accepted sizes are %2$d…%3$d"
    msgstr "盤のサイズ%1$dは範囲外です。使えるサイズは%2$d…%3$dです"

    #. %s lists squares, such as "a1, b2".
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:94
    #, c-format
    msgid "the queens on %s attack each other; a solution needs queens that do not"
    msgstr ""
    "%sのクイーンが互いに攻撃しています。解では、どのクイーンも互いに攻撃してはい"
    "けません"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:107
    #, c-format
    msgid "a puzzle's board size is %1$d to %2$d, not %3$d"
    msgstr "パズルの盤のサイズは%1$dから%2$dまでです（%3$dは使えません）"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:110
    #, c-format
    msgid "the given %1$s (row,column) is off the %2$s board"
    msgstr "初期配置 %1$s（行,列）が%2$sの盤の外です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:113
    #, c-format
    msgid "the given %s appears twice; each square holds at most one queen"
    msgstr "初期配置 %s が2回あります。1つのマスに置けるクイーンは1つまでです"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:115
    #, c-format
    msgid "the givens %1$s and %2$s attack each other; givens never do"
    msgstr ""
    "初期配置 %1$s と %2$s が互いに攻撃しています。初期配置のクイーンどうしは攻撃"
    "し合いません"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:119
    msgid "no solution contains these givens; a puzzle has exactly one"
    msgstr ""
    "この初期配置を含む解はありません。パズルの解はちょうど1つでなければなりません"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:121
    msgid "more than one solution contains these givens; a puzzle has exactly one"
    msgstr ""
    "この初期配置を含む解が複数あります。パズルの解はちょうど1つでなければなりませ"
    "ん"

    #. %1$s is a difficulty (easy, medium, hard), %2$s a board size (5×5).
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:126
    #, c-format
    msgid "there are no %1$s puzzles on %2$s boards"
    msgstr "%2$sの盤に%1$sのパズルはありません"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:131
    #, c-format
    msgid "there are no %1$s puzzles on %2$s boards; that size has %3$s ones"
    msgstr ""
    "%2$sの盤に%1$sのパズルはありません。このサイズにあるのは%3$sのパズルです"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:141
    msgid ""
    "the puzzle ID is empty; a puzzle ID is a board size, a hyphen and letters "
    "and digits, like 8-0K31D0Q"
    msgstr ""
    "パズル ID が空です。パズル ID は 8-0K31D0Q のように、盤のサイズ、ハイフン、英"
    "数字でできています"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:144
    #, c-format
    msgid ""
    "'%s' is not a puzzle ID; a puzzle ID is a board size, a hyphen and letters "
    "and digits, like 8-0K31D0Q"
    msgstr ""
    "「%s」はパズル ID ではありません。パズル ID は 8-0K31D0Q のように、盤のサイ"
    "ズ、ハイフン、英数字でできています"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:149
    #, c-format
    msgid ""
    "the puzzle ID has '%1$s' at position %2$d; IDs use the digits and the "
    "letters other than I, L, O and U"
    msgstr ""
    "パズル ID の%2$d文字目が「%1$s」です。ID に使えるのは数字と、I・L・O・U 以外"
    "の英字です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:153
    #, c-format
    msgid ""
    "the puzzle ID has '%1$s' at position %2$d (did you mean %3$s?); IDs use the "
    "digits and the letters other than I, L, O and U"
    msgstr ""
    "パズル ID の%2$d文字目が「%1$s」です（%3$s のことですか？）。ID に使えるのは"
    "数字と、I・L・O・U 以外の英字です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:157
    msgid "the puzzle ID's check character does not match: a character is mistyped"
    msgstr "パズル ID のチェック文字が一致しません：どこかの文字が間違っています"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:160
    #, c-format
    msgid "the puzzle ID is for a %1$s board; puzzles are %2$s to %3$s"
    msgstr "このパズル ID は%1$sの盤用です。パズルは%2$sから%3$sまでです"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:164
    #, c-format
    msgid "a %2$s puzzle ID has %1$d character after the hyphen, this one has %3$d"
    msgid_plural ""
    "a %2$s puzzle ID has %1$d characters after the hyphen, this one has %3$d"
    msgstr[0] ""
    "%2$sのパズル ID はハイフンの後が%1$d文字ですが、この ID は%3$d文字です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:169
    #, c-format
    msgid "the puzzle ID does not encode a %s position; a character is mistyped"
    msgstr "このパズル ID は%sの局面を表していません。どこかの文字が間違っています"

    #. %s says why, such as "no solution contains these givens; a puzzle has exactly one".
    #: Sources/NQueensPresentation/Formatting/DisplayText+Problems.swift:172
    #, c-format
    msgid "the puzzle ID is not a puzzle: %s"
    msgstr "このパズル ID はパズルになりません：%s"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:12
    #, c-format
    msgid "a region map has %1$d to %2$d rows, not %3$d"
    msgstr "領域マップの行数は%1$dから%2$dまでです（%3$dは使えません）"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:14
    #, c-format
    msgid "row %1$d of the %2$s region map has %3$d squares, not %4$d"
    msgstr "%2$sの領域マップの%1$d行目が%3$dマスです。正しくは%4$dマスです"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:17
    #, c-format
    msgid "%1$s is in region %2$d; the regions of the %3$s map are 0 to %4$d"
    msgstr "%1$sが領域%2$dにあります。%3$sのマップの領域は0から%4$dまでです"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:21
    #, c-format
    msgid ""
    "%1$s is marked '%2$s'; the regions of the %3$s map are the letters A to %4$s"
    msgstr ""
    "%1$sが「%2$s」になっています。%3$sのマップの領域は A から %4$s までの英字です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:25
    #, c-format
    msgid "region %s has no square; every region has at least one"
    msgstr "領域 %s にマスがありません。どの領域にも1つ以上のマスが必要です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:27
    #, c-format
    msgid "region %s is in pieces; a region's squares hold together"
    msgstr ""
    "領域 %s が分かれています。1つの領域のマスはつながっていなければなりません"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:35
    #, c-format
    msgid ""
    "the solution of a regions puzzle on the %1$s board has %2$d queens, one per "
    "row, not %3$d"
    msgstr ""
    "%1$sの盤の領域パズルの解には、各行に1つずつ、%2$d個のクイーンが必要です（%3$d"
    "個ではありません）"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:39
    #, c-format
    msgid "the queen of row %1$d is in column %2$d, off the %3$s board"
    msgstr "%1$d行目のクイーンが%2$d列目にあり、%3$sの盤の外です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:42
    #, c-format
    msgid "the queens on %1$s and %2$s share a column"
    msgstr "%1$sと%2$sのクイーンが同じ列にあります"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:44
    #, c-format
    msgid "the queens on %1$s and %2$s share region %3$s"
    msgstr "%1$sと%2$sのクイーンが同じ領域 %3$s にあります"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:48
    #, c-format
    msgid "the queens on %1$s and %2$s touch"
    msgstr "%1$sと%2$sのクイーンが接しています"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:57
    #, c-format
    msgid "a regions puzzle's board size is %1$d to %2$d, not %3$d"
    msgstr "領域パズルの盤のサイズは%1$dから%2$dまでです（%3$dは使えません）"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:60
    #, c-format
    msgid "a regions puzzle's seed is a whole number from 0 to %1$s, not %2$s"
    msgstr "領域パズルのシードは0から%1$sまでの整数です（%2$sは使えません）"

    #. %1$s is a difficulty (easy, medium, hard), %2$s a board size (8×8), %3$s a number.
    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:65
    #, c-format
    msgid "no %1$s %2$s regions puzzle came of seed %3$s; try another seed"
    msgstr ""
    "シード%3$sからは%2$s・%1$sの領域パズルを生成できませんでした。別のシードを試"
    "してください"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:75
    msgid ""
    "the regions puzzle ID is empty; a regions puzzle ID is R, the board size, E, "
    "M or H (easy, medium, hard), a hyphen and 9 letters and digits, like R8M-"
    "EJFG8YJ9J"
    msgstr ""
    "領域パズル ID が空です。領域パズル ID は R8M-EJFG8YJ9J のように、R、盤のサイ"
    "ズ、E・M・H（初級・中級・上級）、ハイフン、英数字9文字でできています"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:79
    #, c-format
    msgid ""
    "'%s' is not a regions puzzle ID; a regions puzzle ID is R, the board size, "
    "E, M or H (easy, medium, hard), a hyphen and 9 letters and digits, like R8M-"
    "EJFG8YJ9J"
    msgstr ""
    "「%s」は領域パズル ID ではありません。領域パズル ID は R8M-EJFG8YJ9J のよう"
    "に、R、盤のサイズ、E・M・H（初級・中級・上級）、ハイフン、英数字9文字でできて"
    "います"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:84
    #, c-format
    msgid ""
    "the regions puzzle ID has '%1$s' at position %2$d; IDs use the digits and "
    "the letters other than I, L, O and U"
    msgstr ""
    "領域パズル ID の%2$d文字目が「%1$s」です。ID に使えるのは数字と、I・L・O・U "
    "以外の英字です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:88
    #, c-format
    msgid ""
    "the regions puzzle ID has '%1$s' at position %2$d (did you mean %3$s?); IDs "
    "use the digits and the letters other than I, L, O and U"
    msgstr ""
    "領域パズル ID の%2$d文字目が「%1$s」です（%3$s のことですか？）。ID に使える"
    "のは数字と、I・L・O・U 以外の英字です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:92
    msgid ""
    "the regions puzzle ID's check character does not match: a character is "
    "mistyped"
    msgstr ""
    "領域パズル ID のチェック文字が一致しません：どこかの文字が間違っています"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:95
    #, c-format
    msgid ""
    "the regions puzzle ID's board size is %1$d; regions puzzles are %2$s to %3$s"
    msgstr "領域パズル ID の盤のサイズが%1$dです。領域パズルは%2$sから%3$sまでです"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:99
    #, c-format
    msgid ""
    "the regions puzzle ID's difficulty is '%s'; it is E (easy), M (medium) or H "
    "(hard)"
    msgstr ""
    "領域パズル ID の難易度が「%s」です。E（初級）、M（中級）、H（上級）のいずれか"
    "です"

    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:102
    #, c-format
    msgid ""
    "a regions puzzle ID has %1$d character after the hyphen, this one has %2$d"
    msgid_plural ""
    "a regions puzzle ID has %1$d characters after the hyphen, this one has %2$d"
    msgstr[0] ""
    "領域パズル ID はハイフンの後が%1$d文字ですが、この ID は%2$d文字です"

    #. %s says why, such as "no easy 8×8 regions puzzle came of seed 12; try another seed".
    #: Sources/NQueensPresentation/Formatting/DisplayText+RegionsProblems.swift:108
    #, c-format
    msgid "the regions puzzle ID is not a puzzle: %s"
    msgstr "この領域パズル ID はパズルになりません：%s"

    #. a regions game's name; %s is the date of its daily: Regions daily 2 Dec 2026.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:44
    #, c-format
    msgid "Regions daily %s"
    msgstr "領域デイリー %s"

    #. a regions game's name; %s is its puzzle's ID: Regions R8M-EJFG8YJ9J.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:46
    #, c-format
    msgid "Regions %s"
    msgstr "領域パズル %s"

    #. what separates the parts of a phrase read out, such as "e4, queen, in conflict".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:65
    msgctxt "phrase separator"
    msgid ", "
    msgstr "、"

    #. ends a sentence made of an error's words ("The puzzle ID is empty; …."): "%s。" in Japanese.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:74
    #, c-format
    msgctxt "sentence"
    msgid "%s."
    msgstr "%s。"

    #. two sentences one after the other; "%1$s%2$s" in Japanese, which puts no space between them.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:80
    #, c-format
    msgctxt "two sentences"
    msgid "%1$s %2$s"
    msgstr "%1$s%2$s"

    #. joins the items of a list but the last, such as "row 3, row 4" in "row 3, row 4 and row 5".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:89
    #, c-format
    msgctxt "list"
    msgid "%1$s, %2$s"
    msgstr "%1$s・%2$s"

    #. joins the last item of a list, such as "rows 3 and 4" or "a, b and c".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:92
    #, c-format
    msgctxt "list"
    msgid "%1$s and %2$s"
    msgstr "%1$s・%2$s"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:102
    msgctxt "difficulty"
    msgid "Easy"
    msgstr "初級"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:103
    msgctxt "difficulty"
    msgid "Medium"
    msgstr "中級"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:104
    msgctxt "difficulty"
    msgid "Hard"
    msgstr "上級"

    #. a puzzle's difficulty within a sentence, such as "9 by 9, easy".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:112
    msgctxt "difficulty in a sentence"
    msgid "easy"
    msgstr "初級"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:113
    msgctxt "difficulty in a sentence"
    msgid "medium"
    msgstr "中級"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:114
    msgctxt "difficulty in a sentence"
    msgid "hard"
    msgstr "上級"

    #. in the share text, a game solved without any hint.
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:121
    msgid "no hints"
    msgstr "ヒントなし"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:121
    #: Sources/NQueensPresentation/History/HistoryRow.swift:70
    #, c-format
    msgid "%d hint"
    msgid_plural "%d hints"
    msgstr[0] "ヒント%d回"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:136
    #, c-format
    msgid "%d hour"
    msgid_plural "%d hours"
    msgstr[0] "%d時間"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:137
    #, c-format
    msgid "%d minute"
    msgid_plural "%d minutes"
    msgstr[0] "%d分"

    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:138
    #, c-format
    msgid "%d second"
    msgid_plural "%d seconds"
    msgstr[0] "%d秒"

    #. a time read out: hours, minutes and seconds, such as "1 hour 2 minutes 3 seconds".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:142
    #, c-format
    msgctxt "spoken time"
    msgid "%1$s %2$s %3$s"
    msgstr "%1$s%2$s%3$s"

    #. a time read out in two parts, such as "2 minutes 31 seconds" or "1 hour 5 seconds".
    #: Sources/NQueensPresentation/Formatting/DisplayText.swift:145
    #, c-format
    msgctxt "spoken time"
    msgid "%1$s %2$s"
    msgstr "%1$s%2$s"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:18
    msgctxt "square"
    msgid "given queen"
    msgstr "初期配置のクイーン"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:18
    msgctxt "square"
    msgid "queen"
    msgstr "クイーン"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:19
    msgctxt "square"
    msgid "marked"
    msgstr "印あり"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:19
    msgctxt "square"
    msgid "empty"
    msgstr "空き"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:21
    msgctxt "square"
    msgid "in conflict"
    msgstr "衝突中"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:22
    msgctxt "square"
    msgid "ruled out"
    msgstr "除外"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:23
    msgctxt "square"
    msgid "attacked"
    msgstr "攻撃されている"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:25
    msgctxt "square"
    msgid "hint: place a queen here"
    msgstr "ヒント：ここにクイーンを置く"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:26
    msgctxt "square"
    msgid "hint: remove this queen"
    msgstr "ヒント：このクイーンを取り除く"

    #. a square's region for screen readers; %s is its colour: orange region.
    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:35
    #, c-format
    msgid "%s region"
    msgstr "%sの領域"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:53
    msgid "A given queen stays."
    msgstr "初期配置のクイーンは動かせません。"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:54
    msgid "Removes the queen."
    msgstr "クイーンを取り除きます。"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:55
    msgid "Marks the square."
    msgstr "マスに印をつけます。"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:55
    msgid "Places a queen."
    msgstr "クイーンを置きます。"

    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:62
    msgid "Remove mark"
    msgstr "印を消す"

    #. the screen reader's action that marks a square with ✕.
    #: Sources/NQueensPresentation/Game/BoardCell+Accessibility.swift:62
    #: Sources/NQueensSwiftUI/Game/BoardView.swift:112
    msgctxt "action"
    msgid "Mark"
    msgstr "印をつける"

    #. %s says why, such as "board size 0 is out of range; a board has at least 1 row".
    #: Sources/NQueensPresentation/Game/GameRules.swift:129
    #, c-format
    msgid "No hint for this board: %s."
    msgstr "この盤にはヒントがありません：%s。"

    #. the number of given queens in a puzzle's line: "8×8 · Easy · 3 givens · 8-0K31D0Q".
    #: Sources/NQueensPresentation/Game/GameRules.swift:138
    #, c-format
    msgctxt "puzzle line"
    msgid "%d given"
    msgid_plural "%d givens"
    msgstr[0] "初期配置%d"

    #. the status before a puzzle's first queen, before "One solution fits the 3 given queens."
    #: Sources/NQueensPresentation/Game/GameRules.swift:145
    #, c-format
    msgid "Place %d queen."
    msgid_plural "Place %d queens."
    msgstr[0] "クイーンを%d個置いてください。"

    #. after "Place 5 queens." in a puzzle's status; the singular may leave the number out.
    #: Sources/NQueensPresentation/Game/GameRules.swift:147
    #, c-format
    msgid "One solution fits the given queen."
    msgid_plural "One solution fits the %d given queens."
    msgstr[0] "初期配置のクイーン%d個に合う解は1つだけです。"

    #: Sources/NQueensPresentation/Game/GameStatus.swift:30
    #, c-format
    msgid "Place %d queen so that no two attack each other."
    msgid_plural "Place %d queens so that no two attack each other."
    msgstr[0] "どの2つも互いに攻撃しないように、クイーンを%d個置いてください。"

    #: Sources/NQueensPresentation/Game/GameStatus.swift:34
    #, c-format
    msgid "Keep going: %d queen to place."
    msgid_plural "Keep going: %d queens to place."
    msgstr[0] "その調子です。あと%d個のクイーンを置きましょう。"

    #: Sources/NQueensPresentation/Game/GameStatus.swift:36
    #, c-format
    msgid "Conflict: %d queen attacks another."
    msgid_plural "Conflict: %d queens attack each other."
    msgstr[0] "衝突：%d個のクイーンが互いに攻撃しています。"

    #: Sources/NQueensPresentation/Game/GameStatus.swift:39
    msgid "Dead end: no solution contains these queens."
    msgstr "行き止まり：このクイーンの配置を含む解はありません。"

    #: Sources/NQueensPresentation/Game/GameViewModel+Actions.swift:176
    #, c-format
    msgid "The queen on %s is given: it stays."
    msgstr "%sのクイーンは初期配置なので動かせません。"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:65
    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:78
    msgctxt "solutions counter"
    msgid "Solved"
    msgstr "解けました"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:65
    msgid "A puzzle has exactly one solution"
    msgstr "パズルの解はちょうど1つです"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:70
    msgid "Counting solutions…"
    msgstr "解を数えています…"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:70
    msgid "Looking for a solution…"
    msgstr "解を探しています…"

    #. the solutions counter; %1$s solutions of all %2$s of the board size: 42 of 92 solutions.
    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:73
    #, c-format
    msgid "%1$s of %2$s solution still reachable"
    msgid_plural "%1$s of %2$s solutions still reachable"
    msgstr[0] "まだ到達できる解：%2$s個中%1$s個"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:78
    msgid "Solvable: a solution contains these queens"
    msgstr "解けます：このクイーンの配置を含む解があります"

    #: Sources/NQueensPresentation/Game/GameViewModel+Analysis.swift:80
    msgid "Dead end: no solution contains these queens"
    msgstr "行き止まり：このクイーンの配置を含む解はありません"

    #. the Game screen's title for a daily; %s is its date: Daily · 1 Dec 2026.
    #. Home's card of today's daily puzzle; %s is its date, such as "29 Nov 2026".
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:25
    #: Sources/NQueensTerminal/Screens/HomeView.swift:165
    #, c-format
    msgid "Daily · %s"
    msgstr "デイリー · %s"

    #. the Game screen's title for a puzzle by ID; %s is its board size: Puzzle · 8×8.
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:27
    #: Sources/NQueensCLI/PuzzleArguments.swift:62
    #, c-format
    msgid "Puzzle · %s"
    msgstr "パズル · %s"

    #. the Game screen's title for the regions daily; %s is its date.
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:30
    #, c-format
    msgid "Regions daily · %s"
    msgstr "領域デイリー · %s"

    #. the Game screen's title for a regions puzzle; %s is its board size: Regions · 8×8.
    #. Home's card of today's regions daily; %s is its date, such as "29 Nov 2026".
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:32
    #: Sources/NQueensTerminal/Screens/HomeView.swift:172
    #, c-format
    msgid "Regions · %s"
    msgstr "領域パズル · %s"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:64
    msgctxt "game figure"
    msgid "Queens"
    msgstr "クイーン"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:65
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:152
    msgctxt "game figure"
    msgid "Time"
    msgstr "タイム"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:66
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:153
    msgctxt "game figure"
    msgid "Moves"
    msgstr "手数"

    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:69
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:155
    msgctxt "game figure"
    msgid "Hints"
    msgstr "ヒント"

    #. %1$s is the time (2:31), %2$d the number of moves.
    #: Sources/NQueensPresentation/Game/GameViewModel+Figures.swift:128
    #, c-format
    msgid "Solved in %1$s with %2$d move!"
    msgid_plural "Solved in %1$s with %2$d moves!"
    msgstr[0] "%1$s、%2$d手で解けました！"

    #: Sources/NQueensPresentation/Game/GameViewModel+Marks.swift:161
    #, c-format
    msgid "Take the queen off %s first: only an empty square takes a mark."
    msgstr "先に%sのクイーンを取ってください：印をつけられるのは空きマスだけです。"

    #: Sources/NQueensPresentation/Game/GameViewModel+Marks.swift:163
    #, c-format
    msgid "A hint ruled out %s: it stays crossed."
    msgstr "%sはヒントで除外されたため、✕のままです。"

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/Game/GameViewModel+Saving.swift:23
    #, c-format
    msgid "This game could not be saved (%s); it is lost if you quit now."
    msgstr "このゲームを保存できませんでした（%s）。今終了すると失われます。"

    #: Sources/NQueensPresentation/Game/GameViewModel+Saving.swift:33
    #, c-format
    msgid "The finished game could not be cleared from the saved game (%s)."
    msgstr "終了したゲームを、保存中のゲームから消去できませんでした（%s）。"

    #: Sources/NQueensPresentation/Game/GameViewModel+Saving.swift:80
    #, c-format
    msgid ""
    "An earlier win is not in your history yet: %s. It is kept, and saved with "
    "your next move."
    msgstr ""
    "以前のクリアがまだ履歴に入っていません：%s。データは保持しており、次の手で保"
    "存します。"

    #. %s is a conflict, such as "c3 and d4 touch".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:42
    #, c-format
    msgid "Conflict: %s."
    msgstr "衝突：%s。"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:44
    #, c-format
    msgid "Conflict: %1$s (and %2$d more conflict)."
    msgid_plural "Conflict: %1$s (and %2$d more conflicts)."
    msgstr[0] "衝突：%1$s（ほかに%2$d件の衝突）。"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:65
    #, c-format
    msgid "Place %d queen: one in each row, column and region, none touching."
    msgid_plural ""
    "Place %d queens: one in each row, column and region, none touching."
    msgstr[0] ""
    "クイーンを%d個置いてください：各行・各列・各領域に1つずつ、どれも接しないよう"
    "に。"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:77
    #, c-format
    msgid "%1$s and %2$s share row %3$d"
    msgstr "%1$sと%2$sが同じ%3$d行目にあります"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:79
    #, c-format
    msgid "%1$s and %2$s share column %3$s"
    msgstr "%1$sと%2$sが同じ%3$s列にあります"

    #. %3$s is a region, such as "the orange region (A)".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:84
    #, c-format
    msgid "%1$s and %2$s are both in %3$s"
    msgstr "%1$sと%2$sがどちらも%3$sにあります"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:88
    #, c-format
    msgid "%1$s and %2$s touch"
    msgstr "%1$sと%2$sが接しています"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:101
    #, c-format
    msgid "Take the queen off %s: it breaks a rule."
    msgstr "%sのクイーンを取ってください：ルールに反しています。"

    #. %2$s is a conflict, such as "c3 and d4 touch".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:103
    #, c-format
    msgid "Take the queen off %1$s: %2$s."
    msgstr "%1$sのクイーンを取ってください：%2$s。"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:105
    #, c-format
    msgid "Take the queen off %s: the solution has no queen there."
    msgstr "%sのクイーンを取ってください：解ではそこにクイーンはありません。"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:107
    #, c-format
    msgid "Take your mark off %s: its queen goes there."
    msgstr "%sの印を消してください：そこにクイーンが入ります。"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:119
    #, c-format
    msgid ""
    "The queen on %s rules out the rest of its row, column and region, and the "
    "squares around it."
    msgstr ""
    "%sのクイーンにより、同じ行・列・領域の残りのマスと、周りのマスが除外されま"
    "す。"

    #. %1$s names regions ("The orange region (A)"), %2$s rows or columns ("rows 3 and 4").
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:127
    #, c-format
    msgid "%1$s fits only in %2$s, so the rest of %2$s is ruled out."
    msgid_plural "%1$s fit only in %2$s, so the rest of %2$s is ruled out."
    msgstr[0] "%1$sは%2$sにしか入らないため、%2$sの残りのマスは除外されます。"

    #. %1$s names rows or columns ("Rows 3 and 4"), %2$s regions ("the orange region (A)").
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:132
    #, c-format
    msgid ""
    "%1$s has possible squares only in %2$s, so the rest of %2$s is ruled out."
    msgid_plural ""
    "%1$s have possible squares only in %2$s, so the rest of %2$s is ruled out."
    msgstr[0] ""
    "%1$sの候補のマスは%2$sにしかないため、%2$sの残りのマスは除外されます。"

    #. %2$s is a row, column or region, such as "row 4" or "the orange region (A)".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:138
    #, c-format
    msgid ""
    "A queen on %1$s would leave %2$s with no possible square, so %1$s is ruled "
    "out."
    msgstr ""
    "%1$sにクイーンを置くと%2$sに候補のマスがなくなるため、%1$sは除外されます。"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:148
    #, c-format
    msgid "Row %1$d has one possible square left, so its queen goes on %2$s."
    msgstr "%1$d行目に残る候補のマスは1つだけなので、クイーンは%2$sに入ります。"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:150
    #, c-format
    msgid "Column %1$s has one possible square left, so its queen goes on %2$s."
    msgstr "%1$s列に残る候補のマスは1つだけなので、クイーンは%2$sに入ります。"

    #. %1$s is a region's colour (orange), %2$s its letter (A).
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:155
    #, c-format
    msgid ""
    "The %1$s region (%2$s) has one possible square left, so its queen goes on "
    "%3$s."
    msgstr ""
    "%1$sの領域（%2$s）に残る候補のマスは1つだけなので、クイーンは%3$sに入ります。"

    #: Sources/NQueensPresentation/Game/RegionsRules.swift:174
    #, c-format
    msgctxt "region colour and letter"
    msgid "%1$s (%2$s)"
    msgstr "%1$s（%2$s）"

    #. rows of a board in a hint; %s is one number or a list of them: "row 4", "rows 3 and 4".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:181
    #, c-format
    msgid "row %s"
    msgid_plural "rows %s"
    msgstr[0] "%s行目"

    #. columns of a board in a hint; %s is one letter or a list: "column c", "columns c and d".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:184
    #, c-format
    msgid "column %s"
    msgid_plural "columns %s"
    msgstr[0] "%s列"

    #. regions in a hint; %s lists their colours and letters: "the orange (A) and blue (B) regions".
    #: Sources/NQueensPresentation/Game/RegionsRules.swift:190
    #, c-format
    msgid "the %s regions"
    msgstr "%sの領域"

    #. a game's efficiency for screen readers; %s is a percentage: 80% efficiency.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:54
    #, c-format
    msgid "%s efficiency"
    msgstr "効率%s"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:66
    #, c-format
    msgid "%d move"
    msgid_plural "%d moves"
    msgstr[0] "%d手"

    #. a daily in the history; %1$s is its date, %2$s its difficulty: Daily 1 Dec 2026 · Easy.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:79
    #, c-format
    msgid "Daily %1$s · %2$s"
    msgstr "デイリー %1$s · %2$s"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:81
    #: Sources/NQueensPresentation/History/HistoryRow.swift:145
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:99
    msgctxt "game kind"
    msgid "Daily"
    msgstr "デイリー"

    #. a puzzle played by ID in the history; %s is its ID: Puzzle 8-0K31D0Q.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:85
    #, c-format
    msgid "Puzzle %s"
    msgstr "パズル %s"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:105
    msgctxt "sizes"
    msgid "All"
    msgstr "すべて"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:113
    msgid "All sizes"
    msgstr "すべてのサイズ"

    #. a board size read out: 8 by 8.
    #: Sources/NQueensPresentation/History/HistoryRow.swift:115
    #, c-format
    msgid "%1$d by %2$d"
    msgstr "%1$d×%2$d"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:144
    msgctxt "kinds"
    msgid "All"
    msgstr "すべて"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:146
    msgctxt "game kinds"
    msgid "Puzzles"
    msgstr "パズル"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:147
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:101
    msgctxt "game kind"
    msgid "Free play"
    msgstr "フリープレイ"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:148
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:102
    msgctxt "game kind"
    msgid "Regions"
    msgstr "領域パズル"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:155
    msgid "All kinds"
    msgstr "すべての種類"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:202
    msgid "Newest first"
    msgstr "新しい順"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:203
    #: Sources/NQueensCLI/StatsCommand.swift:85
    msgid "Fewest moves"
    msgstr "最少手数"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:204
    msgid "Fastest"
    msgstr "速い順"

    #: Sources/NQueensPresentation/History/HistoryRow.swift:205
    msgid "Most efficient"
    msgstr "効率の高い順"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:57
    msgid "Export History…"
    msgstr "履歴をエクスポート…"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:60
    msgid "Import History…"
    msgstr "履歴をインポート…"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:97
    #, c-format
    msgid "Exported %s game."
    msgid_plural "Exported %s games."
    msgstr[0] "%s件のゲームをエクスポートしました。"

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:102
    #, c-format
    msgid "Your history could not be exported: %s."
    msgstr "履歴をエクスポートできませんでした：%s。"

    #. %1$s is a number of games, %2$s a file name.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:114
    #, c-format
    msgid "Exported %1$s game to %2$s."
    msgid_plural "Exported %1$s games to %2$s."
    msgstr[0] "%1$s件のゲームを %2$s にエクスポートしました。"

    #. %1$s is a file name, %2$s why it could not be written ("permission denied").
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:135
    #, c-format
    msgid "%1$s could not be written: %2$s. Choose a folder you can write to."
    msgstr ""
    "%1$s に書き込めませんでした：%2$s。書き込めるフォルダーを選んでください。"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:149
    msgid "Could Not Import History"
    msgstr "履歴をインポートできませんでした"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:163
    #, c-format
    msgid "An import is already under way; %s was not imported."
    msgstr "すでにインポート中のため、%s はインポートされませんでした。"

    #. %1$s is a file name, %2$s says why it could not be imported.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:195
    #, c-format
    msgid "%1$s could not be imported: %2$s. Your history is unchanged."
    msgstr "%1$s をインポートできませんでした：%2$s。履歴は変更されていません。"

    #. %1$s is a number of games, %2$s one or more file names: Imported 214 games from games.json.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:211
    #, c-format
    msgid "Imported %1$s game from %2$s."
    msgid_plural "Imported %1$s games from %2$s."
    msgstr[0] "%2$s から%1$s件のゲームをインポートしました。"

    #. %2$s counts the games the history had already: Imported 214 games (12 already here) from a.json.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:216
    #, c-format
    msgid "Imported %1$s game (%2$s already here) from %3$s."
    msgid_plural "Imported %1$s games (%2$s already here) from %3$s."
    msgstr[0] ""
    "%3$s から%1$s件のゲームをインポートしました（%2$s件はすでに履歴にありまし"
    "た）。"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:226
    msgid "permission denied"
    msgstr "権限がありません"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:227
    msgid "the disk is full"
    msgstr "ディスクがいっぱいです"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:228
    msgid "the disk is read-only"
    msgstr "ディスクが読み取り専用です"

    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:229
    msgid "its folder does not exist"
    msgstr "フォルダーが存在しません"

    #. %s names the file and what is wrong with it.
    #: Sources/NQueensPresentation/History/HistoryTransfer.swift:237
    #, c-format
    msgid "%s. Nothing was imported; your history is unchanged."
    msgstr "%s。何もインポートされず、履歴は変更されていません。"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:17
    #: Sources/NQueensTerminal/Screens/HomeView.swift:180
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:108
    msgid "Game History"
    msgstr "ゲーム履歴"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:88
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:130
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:135
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:85
    msgid "No games yet"
    msgstr "まだゲームがありません"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:93
    msgid ""
    "Solve a board and it shows up here, with its time, moves and efficiency."
    msgstr "盤を解くと、タイム・手数・効率とともにここに表示されます。"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:102
    msgid "No games yet."
    msgstr "まだゲームがありません。"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:103
    msgid "No daily games yet."
    msgstr "まだデイリーのゲームがありません。"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:104
    msgid "No puzzles yet."
    msgstr "まだパズルのゲームがありません。"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:105
    msgid "No free games yet."
    msgstr "まだフリープレイのゲームがありません。"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:106
    msgid "No regions games yet."
    msgstr "まだ領域パズルのゲームがありません。"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:111
    #, c-format
    msgid "No games on %s yet."
    msgstr "%sのゲームはまだありません。"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:112
    #, c-format
    msgid "No daily games on %s yet."
    msgstr "%sのデイリーのゲームはまだありません。"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:113
    #, c-format
    msgid "No puzzles on %s yet."
    msgstr "%sのパズルのゲームはまだありません。"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:114
    #, c-format
    msgid "No free games on %s yet."
    msgstr "%sのフリープレイのゲームはまだありません。"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:115
    #, c-format
    msgid "No regions games on %s yet."
    msgstr "%sの領域パズルのゲームはまだありません。"

    #. the games the history shows of those matching: 100 of 250 games.
    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:123
    #, c-format
    msgid "%1$s of %2$s game"
    msgid_plural "%1$s of %2$s games"
    msgstr[0] "%2$s件中%1$s件のゲーム"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:126
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:130
    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:72
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:66
    #: Sources/NQueensCLI/HistoryCommand.swift:161
    #, c-format
    msgid "%s game"
    msgid_plural "%s games"
    msgstr[0] "%sゲーム"

    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:141
    #, c-format
    msgid ""
    "Delete all %s game? Your streaks start again and your album empties. This "
    "cannot be undone."
    msgid_plural ""
    "Delete all %s games? Your streaks start again and your album empties. This "
    "cannot be undone."
    msgstr[0] ""
    "%s件のゲームをすべて削除しますか？　連続記録はリセットされ、アルバムは空にな"
    "ります。元には戻せません。"

    #. %s says why, such as "the disk holding … is full".
    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:232
    #, c-format
    msgid "Your history could not be cleared: %s."
    msgstr "履歴を消去できませんでした：%s。"

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/History/HistoryViewModel.swift:275
    #, c-format
    msgid "Your history could not be read: %s."
    msgstr "履歴を読み込めませんでした：%s。"

    #. the Replay screen's title; %s is a board size: 8×8 replay.
    #. the Replay screen's title for a regions game; %s is its name: Regions daily 2 Dec 2026.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:135
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:141
    #, c-format
    msgid "%s replay"
    msgstr "%sのリプレイ"

    #. the Replay screen's title for a daily; %s is its date: Daily 1 Dec 2026 replay.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:137
    #, c-format
    msgid "Daily %s replay"
    msgstr "デイリー %s のリプレイ"

    #. the Replay screen's title for a puzzle; %s is its ID: Puzzle 8-0K31D0Q replay.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:139
    #, c-format
    msgid "Puzzle %s replay"
    msgstr "パズル %s のリプレイ"

    #. a replayed game's figures: its time, moves and efficiency: 0:41 · 12 moves · 80%.
    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:153
    #, c-format
    msgid "%1$s · %2$d move · %3$s"
    msgid_plural "%1$s · %2$d moves · %3$s"
    msgstr[0] "%1$s · %2$d手 · %3$s"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:161
    #, c-format
    msgid "Start · %d step"
    msgid_plural "Start · %d steps"
    msgstr[0] "開始 · 全%dステップ"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:162
    #, c-format
    msgid "Step %1$d of %2$d"
    msgstr "ステップ %1$d/%2$d"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:168
    msgid "Empty board"
    msgstr "空の盤"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:168
    msgid "The given queens"
    msgstr "初期配置のクイーン"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:170
    msgid "Final position"
    msgstr "最終局面"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:178
    #, c-format
    msgid "Placed a queen on %s"
    msgstr "%sにクイーンを配置"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:180
    #, c-format
    msgid "Removed the queen on %s"
    msgstr "%sのクイーンを除去"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:183
    #, c-format
    msgid "Undo: took the queen off %s"
    msgstr "元に戻す：%sのクイーンを除去"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:183
    #, c-format
    msgid "Undo: put the queen back on %s"
    msgstr "元に戻す：%sにクイーンを戻す"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:186
    #, c-format
    msgid "Redo: took the queen off %s"
    msgstr "やり直す：%sのクイーンを除去"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:186
    #, c-format
    msgid "Redo: put a queen on %s"
    msgstr "やり直す：%sにクイーンを配置"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:199
    #, c-format
    msgid "Marked %s"
    msgstr "%sに印"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:200
    #, c-format
    msgid "Took the mark off %s"
    msgstr "%sの印を消去"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:203
    #, c-format
    msgid "Undo: took the mark off %s"
    msgstr "元に戻す：%sの印を消去"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:203
    #, c-format
    msgid "Undo: marked %s again"
    msgstr "元に戻す：%sに再び印"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:206
    #, c-format
    msgid "Redo: took the mark off %s"
    msgstr "やり直す：%sの印を消去"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:206
    #, c-format
    msgid "Redo: marked %s"
    msgstr "やり直す：%sに印"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:207
    #, c-format
    msgid "Changed %s"
    msgstr "%sを変更"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:212
    #, c-format
    msgid "Marked %d square"
    msgid_plural "Marked %d squares"
    msgstr[0] "%dマスに印"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:214
    #, c-format
    msgid "Took the mark off %s and put a queen there"
    msgstr "%sの印を消してクイーンを配置"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:215
    #, c-format
    msgid "Took the marks off %d square"
    msgid_plural "Took the marks off %d squares"
    msgstr[0] "%dマスの印を消去"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:216
    #, c-format
    msgid "Undo: changed %d square"
    msgid_plural "Undo: changed %d squares"
    msgstr[0] "元に戻す：%dマスを変更"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:217
    #, c-format
    msgid "Redo: changed %d square"
    msgid_plural "Redo: changed %d squares"
    msgstr[0] "やり直す：%dマスを変更"

    #: Sources/NQueensPresentation/History/ReplayViewModel.swift:218
    #, c-format
    msgid "Changed %d square"
    msgid_plural "Changed %d squares"
    msgstr[0] "%dマスを変更"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:31
    msgctxt "daily kind"
    msgid "daily"
    msgstr "デイリー"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:31
    msgctxt "daily kind"
    msgid "regions daily"
    msgstr "領域デイリー"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:36
    msgid "Dailies of the last 30 days"
    msgstr "過去30日間のデイリー"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:36
    msgid "Regions dailies of the last 30 days"
    msgstr "過去30日間の領域デイリー"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:98
    msgid "Today's daily"
    msgstr "今日のデイリー"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:98
    msgid "Today's regions daily"
    msgstr "今日の領域デイリー"

    #. a daily solved, with its best time: Solved ✓ 2:31.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:110
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:164
    #, c-format
    msgid "Solved ✓ %s"
    msgstr "クリア ✓ %s"

    #. a daily being played, with its time so far: In progress · 0:41.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:113
    #, c-format
    msgid "In progress · %s"
    msgstr "プレイ中 · %s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:115
    msgid "Not played yet"
    msgstr "未プレイ"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:117
    #: Sources/NQueensTerminal/Screens/HomeView.swift:160
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:133
    msgid "Continue"
    msgstr "続ける"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:117
    #: Sources/NQueensTerminal/Screens/VictoryView.swift:21
    msgid "Play again"
    msgstr "もう一度遊ぶ"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:117
    msgctxt "action"
    msgid "Play"
    msgstr "プレイ"

    #. a daily for screen readers; %s is a time read out: solved in 2 minutes 31 seconds.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:120
    #: Sources/NQueensPresentation/Home/DailyCard.swift:182
    #, c-format
    msgid "solved in %s"
    msgstr "%sでクリア"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:121
    #: Sources/NQueensPresentation/Home/DailyCard.swift:183
    msgctxt "daily"
    msgid "in progress"
    msgstr "プレイ中"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:121
    msgctxt "daily"
    msgid "not played yet"
    msgstr "未プレイ"

    #. the daily card for screen readers: its title, date, size (9 by 9), difficulty and state.
    #: Sources/NQueensPresentation/Home/DailyCard.swift:123
    #, c-format
    msgid "%1$s, %2$s, %3$d by %3$d, %4$s, %5$s"
    msgstr "%1$s、%2$s、%3$d×%3$d、%4$s、%5$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:183
    msgctxt "daily"
    msgid "not solved"
    msgstr "未クリア"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:190
    #, c-format
    msgid "%1$s, %2$d by %2$d %3$s daily, %4$s"
    msgstr "%1$s、%2$d×%2$d %3$sのデイリー、%4$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:191
    #, c-format
    msgid "%1$s, today, %2$d by %2$d %3$s daily, %4$s"
    msgstr "%1$s、今日、%2$d×%2$d %3$sのデイリー、%4$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:193
    #, c-format
    msgid "%1$s, %2$d by %2$d %3$s regions daily, %4$s"
    msgstr "%1$s、%2$d×%2$d %3$sの領域デイリー、%4$s"

    #: Sources/NQueensPresentation/Home/DailyCard.swift:195
    #, c-format
    msgid "%1$s, today, %2$d by %2$d %3$s regions daily, %4$s"
    msgstr "%1$s、今日、%2$d×%2$d %3$sの領域デイリー、%4$s"

    #. the game's name, as Home's title shows it.
    #. the app's name, as the desktop entry and the window's title give it.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:14
    #: Apps/GNOME/Sources/NQueensGNOME/App/ApplicationID.swift:15
    #: Apps/Apple/NQueens/NQueensApp.swift:27
    msgid "N-Queens"
    msgstr "Nクイーン"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:19
    msgid ""
    "Place N queens so that no two attack each other — no shared row, column or "
    "diagonal."
    msgstr ""
    "N個のクイーンを、どの2つも互いに攻撃しないように置きましょう。同じ行・列・斜"
    "めに2つ並べてはいけません。"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:117
    msgid "No streak yet"
    msgstr "連続記録なし"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:118
    #, c-format
    msgid "No streak yet · best %d"
    msgstr "連続記録なし · 最高 %d"

    #. a streak of days with a game solved: 3-day streak.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:120
    #, c-format
    msgid "%d-day streak"
    msgid_plural "%d-day streak"
    msgstr[0] "%d日連続"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:122
    #, c-format
    msgid "%1$d-day streak · best %2$d"
    msgid_plural "%1$d-day streak · best %2$d"
    msgstr[0] "%1$d日連続 · 最高 %2$d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:135
    msgid "Times, trends and calendar"
    msgstr "タイム・傾向・カレンダー"

    #. a daily to resume; %s is its date: Daily 1 Dec 2026.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:152
    #, c-format
    msgid "Daily %s"
    msgstr "デイリー %s"

    #. a shared puzzle to resume; %s is its board size: Puzzle 8×8.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:154
    #, c-format
    msgctxt "puzzle and its size"
    msgid "Puzzle %s"
    msgstr "パズル %s"

    #. the game to resume: its name, queens placed of the board size, and time: 8×8 · 3/8 queens · 0:41.
    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:158
    #, c-format
    msgid "%1$s · %2$d/%3$d queen · %4$s"
    msgid_plural "%1$s · %2$d/%3$d queens · %4$s"
    msgstr[0] "%1$s · クイーン %2$d/%3$d · %4$s"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:171
    msgid "No daily streak yet"
    msgstr "デイリーの連続記録なし"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:172
    #, c-format
    msgid "No daily streak yet · best %d"
    msgstr "デイリーの連続記録なし · 最高 %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:173
    #, c-format
    msgid "Daily streak %d"
    msgstr "デイリーの連続記録 %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:174
    #, c-format
    msgid "Daily streak %1$d · best %2$d"
    msgstr "デイリーの連続記録 %1$d · 最高 %2$d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:181
    msgid "No regions streak yet"
    msgstr "領域パズルの連続記録なし"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:182
    #, c-format
    msgid "No regions streak yet · best %d"
    msgstr "領域パズルの連続記録なし · 最高 %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:183
    #, c-format
    msgid "Regions streak %d"
    msgstr "領域パズルの連続記録 %d"

    #: Sources/NQueensPresentation/Home/HomeViewModel.swift:184
    #, c-format
    msgid "Regions streak %1$d · best %2$d"
    msgstr "領域パズルの連続記録 %1$d · 最高 %2$d"

    #: Sources/NQueensPresentation/Home/PuzzleEntryViewModel.swift:14
    msgid "Open a Puzzle"
    msgstr "パズルを開く"

    #: Sources/NQueensPresentation/Home/PuzzleEntryViewModel.swift:18
    msgid ""
    "Type the ID of a puzzle, such as one a friend shared: its board size, a "
    "hyphen, then letters and digits."
    msgstr ""
    "友だちが共有したものなど、パズルの ID を入力してください。盤のサイズ、ハイフ"
    "ン、英数字の順です。"

    #: Sources/NQueensPresentation/Home/PuzzleEntryViewModel.swift:25
    msgctxt "action"
    msgid "Open"
    msgstr "開く"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:14
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:33
    msgid "Settings"
    msgstr "設定"

    #. the language setting's choice that follows the system; %s is the language it gives: Deutsch.
    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:62
    #, c-format
    msgctxt "language"
    msgid "System (%s)"
    msgstr "システム（%s）"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:68
    msgid "Language"
    msgstr "言語"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:85
    msgid "The new language takes effect when NQueens starts again."
    msgstr "新しい言語は、NQueens の次回起動時に反映されます。"

    #. a setting's title; ✕ is the mark a player puts on a square a queen cannot take.
    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:124
    msgid "Click cycles empty → ✕ → queen"
    msgstr "クリックで 空き → ✕ → クイーン を切り替え"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:129
    msgid ""
    "A click marks an empty square, a second click puts a queen there, a third "
    "takes it off."
    msgstr ""
    "1回目のクリックで空きマスに印をつけ、2回目でクイーンを置き、3回目で取り除きま"
    "す。"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:139
    msgid "Mark around each queen"
    msgstr "クイーンの周りに印をつける"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:143
    msgid ""
    "In a regions game, a new queen puts ✕ on its row, column, region and the "
    "squares around it."
    msgstr ""
    "領域パズルで、新しく置いたクイーンの行・列・領域と周りのマスに✕をつけます。"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:158
    msgctxt "theme"
    msgid "System"
    msgstr "システム"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:159
    msgctxt "theme"
    msgid "Dark"
    msgstr "ダーク"

    #: Sources/NQueensPresentation/Settings/SettingsViewModel.swift:160
    msgctxt "theme"
    msgid "Light"
    msgstr "ライト"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:24
    msgctxt "calendar legend"
    msgid "Daily solved"
    msgstr "デイリーをクリア"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:25
    msgctxt "calendar legend"
    msgid "Daily with hints"
    msgstr "ヒントを使ってクリア"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:26
    msgctxt "calendar legend"
    msgid "Missed daily, can be made up"
    msgstr "逃したデイリー（後から挑戦可）"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:27
    msgctxt "calendar legend"
    msgid "Played"
    msgstr "プレイした日"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:28
    msgctxt "calendar legend"
    msgid "Not played"
    msgstr "プレイなし"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:71
    msgid "no games"
    msgstr "ゲームなし"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:75
    msgctxt "calendar day"
    msgid "daily solved"
    msgstr "デイリーをクリア"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:76
    msgctxt "calendar day"
    msgid "daily solved with hints"
    msgstr "ヒントを使ってデイリーをクリア"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:77
    msgctxt "calendar day"
    msgid "daily not solved yet"
    msgstr "デイリーは未クリア"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:78
    msgctxt "calendar day"
    msgid "daily missed, can be made up"
    msgstr "デイリーを逃したが、後から挑戦可能"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:79
    msgctxt "calendar day"
    msgid "daily missed"
    msgstr "デイリーを逃した"

    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:88
    #, c-format
    msgid "%1$s, today: %2$s"
    msgstr "%1$s（今日）：%2$s"

    #. a day of the calendar read out: "Monday 30 November 2026: no games".
    #. a figure for screen readers, its name then its value: "Moves: 12".
    #: Sources/NQueensPresentation/Statistics/ActivityCalendar.swift:90
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:159
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/StatCard.swift:27
    #, c-format
    msgid "%1$s: %2$s"
    msgstr "%1$s：%2$s"

    #. the median of the last 10 games against the 10 before them: 0:41 vs 0:52.
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:59
    #, c-format
    msgid "%1$s vs %2$s"
    msgstr "%1$s 対 %2$s"

    #. a board size's figures: "14 games · best 0:21 · median 0:48 · improving".
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:68
    #, c-format
    msgid "%1$s · best %2$s · median %3$s · %4$s"
    msgstr "%1$s · ベスト %2$s · 中央値 %3$s · %4$s"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:73
    #, c-format
    msgid "Last 10 %1$s · best efficiency %2$s · %3$s without hints"
    msgid_plural "Last 10 %1$s · best efficiency %2$s · %3$s without hints"
    msgstr[0] "直近10回 %1$s · 最高効率 %2$s · ヒントなし %3$s"

    #. a board size's figures read out: "8×8: 14 games, best 0:21, median 0:48, improving".
    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:78
    #, c-format
    msgid "%1$s: %2$s, best %3$s, median %4$s, %5$s"
    msgstr "%1$s：%2$s、ベスト %3$s、中央値 %4$s、%5$s"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:89
    msgctxt "trend"
    msgid "improving"
    msgstr "上達中"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:90
    msgctxt "trend"
    msgid "steady"
    msgstr "横ばい"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:91
    msgctxt "trend"
    msgid "slower"
    msgstr "低下中"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:92
    msgctxt "trend"
    msgid "not enough games"
    msgstr "ゲーム数不足"

    #: Sources/NQueensPresentation/Statistics/SizeStatisticsRow.swift:100
    msgctxt "game kind"
    msgid "Puzzle"
    msgstr "パズル"

    #. the chart's title; %s is a board size: 8×8 solve times.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:106
    #, c-format
    msgid "%s solve times"
    msgstr "%sのタイム"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:113
    #, c-format
    msgid "No %s games yet."
    msgstr "%sのゲームはまだありません。"

    #. an empty chart for screen readers; %s is its title: 8×8 solve times: no games yet.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:115
    #, c-format
    msgid "%s: no games yet"
    msgstr "%s：まだゲームがありません"

    #. the games of a chart for screen readers, all on one day: 3 games on 1 Dec.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:143
    #, c-format
    msgctxt "games on a day"
    msgid "%1$s game on %2$s"
    msgid_plural "%1$s games on %2$s"
    msgstr[0] "%1$sゲーム（%2$s）"

    #. the games of a chart for screen readers: 14 games from 3 Nov to 1 Dec.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:148
    #, c-format
    msgid "%1$s game from %2$s to %3$s"
    msgid_plural "%1$s games from %2$s to %3$s"
    msgstr[0] "%1$sゲーム（%2$s～%3$s）"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:153
    #, c-format
    msgctxt "chart"
    msgid "best %s"
    msgstr "ベスト %s"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:154
    #, c-format
    msgctxt "chart"
    msgid "median %s"
    msgstr "中央値 %s"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:156
    #, c-format
    msgctxt "chart"
    msgid "latest %s"
    msgstr "最新 %s"

    #. separates the sections of a chart read out: "…, latest 0:40; 5 dailies, 9 free play; improving".
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:163
    msgctxt "sections separator"
    msgid "; "
    msgstr "。"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:260
    #, c-format
    msgid "%s daily"
    msgid_plural "%s dailies"
    msgstr[0] "デイリー%s回"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:261
    #, c-format
    msgid "%s puzzle"
    msgid_plural "%s puzzles"
    msgstr[0] "パズル%s回"

    #. a number of free-play games in a chart's legend read out: 9 free play.
    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:263
    #, c-format
    msgid "%s free play"
    msgid_plural "%s free play"
    msgstr[0] "フリープレイ%s回"

    #: Sources/NQueensPresentation/Statistics/SolveTimeChart.swift:264
    #, c-format
    msgid "%s regions game"
    msgid_plural "%s regions games"
    msgstr[0] "領域パズル%s回"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:15
    #: Sources/NQueensTerminal/App/GameApplication.swift:301
    #: Sources/NQueensTerminal/Screens/HomeView.swift:178
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:99
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:57
    msgid "Statistics"
    msgstr "統計"

    #. the whole history in a line; %1$s is a number of games, %2$s "3 board sizes".
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:87
    #, c-format
    msgctxt "history summary"
    msgid "%1$s game on %2$s"
    msgid_plural "%1$s games on %2$s"
    msgstr[0] "%2$sで%1$sゲーム"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:90
    #, c-format
    msgid "%d board size"
    msgid_plural "%d board sizes"
    msgstr[0] "%d種類の盤サイズ"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:95
    msgid "No games yet: solve a board and your statistics appear here."
    msgstr "まだゲームがありません。盤を解くと、ここに統計が表示されます。"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:106
    msgctxt "statistics column"
    msgid "Size"
    msgstr "サイズ"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:106
    msgctxt "statistics column"
    msgid "Games"
    msgstr "ゲーム数"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:107
    msgctxt "statistics column"
    msgid "Best"
    msgstr "ベスト"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:107
    msgctxt "statistics column"
    msgid "Median"
    msgstr "中央値"

    #. a column of the statistics: the median time of the last 10 games and of the 10 before.
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:109
    msgctxt "statistics column"
    msgid "Last 10 / 10 before"
    msgstr "直近10 / その前10"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:109
    msgctxt "statistics column"
    msgid "Trend"
    msgstr "傾向"

    #. a narrow column of the statistics: the best efficiency (board size ÷ moves).
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:111
    msgctxt "statistics column"
    msgid "Best eff."
    msgstr "最高効率"

    #. a column of the statistics: the number of games solved without hints.
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:113
    msgctxt "statistics column"
    msgid "No hints"
    msgstr "ヒントなし"

    #. %s is a streak such as "4 in a row · best 9".
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:128
    #, c-format
    msgid "Days played: %s"
    msgstr "プレイした日：%s"

    #. %s is a streak such as "2 in a row · best 5".
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:134
    #, c-format
    msgid "Dailies: %s"
    msgstr "デイリー：%s"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:144
    #, c-format
    msgid ""
    "Last 12 months: %1$s; current streak %2$s, best %3$d; daily streak %4$d, "
    "best %5$d"
    msgstr ""
    "過去12か月：%1$s。現在の連続記録 %2$s、最高 %3$d。デイリーの連続記録 %4$d、最"
    "高 %5$d"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:146
    #, c-format
    msgctxt "streak"
    msgid "%d day"
    msgid_plural "%d days"
    msgstr[0] "%d日"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:156
    #, c-format
    msgid "played on %d day"
    msgid_plural "played on %d days"
    msgstr[0] "%d日プレイ"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:157
    #, c-format
    msgid "%d daily solved"
    msgid_plural "%d dailies solved"
    msgstr[0] "デイリー%d回クリア"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:158
    #, c-format
    msgid "%d missed daily can be made up"
    msgid_plural "%d missed dailies can be made up"
    msgstr[0] "逃したデイリーのうち%d回は後から挑戦可能"

    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:219
    #, c-format
    msgid "no streak · best %d"
    msgstr "連続なし · 最高 %d"

    #. a streak: days in a row, and the longest: 4 in a row · best 9.
    #: Sources/NQueensPresentation/Statistics/StatisticsViewModel.swift:221
    #, c-format
    msgid "%1$d in a row · best %2$d"
    msgid_plural "%1$d in a row · best %2$d"
    msgstr[0] "%1$d日連続 · 最高 %2$d"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:12
    msgid "Victory!"
    msgstr "クリア！"

    #. %s says why, such as "the disk failed to read or write …".
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:63
    #, c-format
    msgid "Your streak could not be read: %s."
    msgstr "連続記録を読み込めませんでした：%s。"

    #. %s is a board size: You solved the 8×8 puzzle.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:86
    #, c-format
    msgid "You solved the %s puzzle."
    msgstr "%sのパズルを解きました。"

    #. %s is the daily's date: You solved the daily of 1 Dec 2026.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:90
    #, c-format
    msgid "You solved the daily of %s."
    msgstr "%sのデイリーを解きました。"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:92
    msgid "You solved today's daily."
    msgstr "今日のデイリーを解きました。"

    #. %s is a puzzle's ID: You solved puzzle 8-0K31D0Q.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:95
    #, c-format
    msgid "You solved puzzle %s."
    msgstr "パズル %s を解きました。"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:98
    #, c-format
    msgid "You solved the regions daily of %s."
    msgstr "%sの領域デイリーを解きました。"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:100
    #, c-format
    msgid "You solved regions puzzle %s."
    msgstr "領域パズル %s を解きました。"

    #. %s is a board size: New best time on 8×8!
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:137
    #, c-format
    msgid "New best time on %s!"
    msgstr "%sのベストタイム更新！"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:138
    #, c-format
    msgid "New best time on %s dailies!"
    msgstr "%sのデイリーでベストタイム更新！"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:139
    #, c-format
    msgid "New best time on %s puzzles!"
    msgstr "%sのパズルでベストタイム更新！"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:140
    #, c-format
    msgid "New best time on %s regions puzzles!"
    msgstr "%sの領域パズルでベストタイム更新！"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:154
    msgctxt "game figure"
    msgid "Efficiency"
    msgstr "効率"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:156
    msgctxt "game figure"
    msgid "Streak"
    msgstr "連続記録"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:162
    msgctxt "game figure"
    msgid "Regions streak"
    msgstr "領域パズルの連続記録"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:162
    msgctxt "game figure"
    msgid "Daily streak"
    msgstr "デイリーの連続記録"

    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:179
    #, c-format
    msgctxt "share text"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #. the share text of a daily: its date, puzzle ("9×9 easy"), time, hints and daily streak.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:186
    #, c-format
    msgid "NQueens Daily · %1$s · %2$s ✔ %3$s · %4$s · %5$s"
    msgstr "NQueens デイリー · %1$s · %2$s ✔ %3$s · %4$s · %5$s"

    #. the share text of a puzzle by ID: its ID, puzzle ("8×8 medium"), time and hints.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:191
    #, c-format
    msgid "NQueens Puzzle %1$s · %2$s ✔ %3$s · %4$s"
    msgstr "NQueens パズル %1$s · %2$s ✔ %3$s · %4$s"

    #. the share text of the regions daily: its date, puzzle ("8×8 medium"), time and hints.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:194
    #, c-format
    msgid "NQueens Regions · %1$s · %2$s ✔ %3$s · %4$s"
    msgstr "NQueens 領域パズル · %1$s · %2$s ✔ %3$s · %4$s"

    #. the share text of a regions puzzle: its ID, puzzle ("8×8 medium"), time and hints.
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:197
    #, c-format
    msgid "NQueens Regions %1$s · %2$s ✔ %3$s · %4$s"
    msgstr "NQueens 領域パズル %1$s · %2$s ✔ %3$s · %4$s"

    #. the share text of free play: board size, time, moves and streak (🔥 3).
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:202
    #, c-format
    msgid "N-Queens %1$s ✔ %2$s · %3$d move · %4$s"
    msgid_plural "N-Queens %1$s ✔ %2$s · %3$d moves · %4$s"
    msgstr[0] "Nクイーン %1$s ✔ %2$s · %3$d手 · %4$s"

    #. the share text of free play with hints: board size, time, moves, streak and hints (💡 2).
    #: Sources/NQueensPresentation/Victory/VictoryViewModel.swift:207
    #, c-format
    msgid "N-Queens %1$s ✔ %2$s · %3$d move · %4$s · 💡 %5$d"
    msgid_plural "N-Queens %1$s ✔ %2$s · %3$d moves · %4$s · 💡 %5$d"
    msgstr[0] "Nクイーン %1$s ✔ %2$s · %3$d手 · %4$s · 💡 %5$d"

    #: Sources/NQueensTerminal/App/GameApplication.swift:285
    #: Sources/NQueensTerminal/App/GameApplication.swift:300
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:20
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:58
    msgid "History"
    msgstr "履歴"

    #. the back button of a replay opened from a class of the album (short).
    #: Sources/NQueensTerminal/App/GameApplication.swift:287
    msgctxt "album"
    msgid "Class"
    msgstr "クラス"

    #: Sources/NQueensTerminal/App/GameApplication.swift:297
    #: Sources/NQueensTerminal/Screens/GameView.swift:16
    #: Sources/NQueensTerminal/Screens/HistoryView.swift:50
    #: Sources/NQueensTerminal/Screens/Album/AlbumView.swift:34
    #: Sources/NQueensTerminal/Screens/Statistics/StatisticsView.swift:30
    msgid "Home"
    msgstr "ホーム"

    #: Sources/NQueensTerminal/App/GameApplication.swift:298
    msgid "Game"
    msgstr "ゲーム"

    #: Sources/NQueensTerminal/App/GameApplication.swift:299
    #: Sources/NQueensSwiftUI/Statistics/StatisticsView.swift:71
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:44
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:50
    msgid "Board size"
    msgstr "盤のサイズ"

    #: Sources/NQueensTerminal/App/GameApplication.swift:302
    msgid "Replay"
    msgstr "リプレイ"

    #: Sources/NQueensTerminal/App/GameApplication.swift:303
    msgid "Victory"
    msgstr "クリア"

    #: Sources/NQueensTerminal/App/GameApplication.swift:305
    #: Sources/NQueensTerminal/Screens/VictoryView.swift:23
    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:39
    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:140
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:59
    msgid "Album"
    msgstr "アルバム"

    #. the name of the screen of one class of the solution album, in the help's title.
    #: Sources/NQueensTerminal/App/GameApplication.swift:307
    msgid "Album class"
    msgstr "アルバムのクラス"

    #: Sources/NQueensTerminal/App/GameApplication.swift:308
    msgid "Help"
    msgstr "ヘルプ"

    #: Sources/NQueensTerminal/App/GameApplication.swift:316
    msgid "The clock is paused"
    msgstr "時計は一時停止中です"

    #. keep the commands in `backquotes` as they are: they are what the player types.
    #: Sources/NQueensTerminal/App/TerminalGame.swift:51
    msgid ""
    "the game needs a terminal; run `nqueens` in one. For scripts, use `nqueens "
    "solve`, `nqueens count`, `nqueens hint`, `nqueens history` or `nqueens "
    "stats` (see `nqueens --help`)."
    msgstr ""
    "ゲームには端末が必要です。端末で `nqueens` を実行してください。スクリプトで"
    "は `nqueens solve`、`nqueens count`、`nqueens hint`、`nqueens history`、"
    "`nqueens stats` を使ってください（`nqueens --help` を参照）。"

    #. %s says why, such as "standard input and output must be a terminal".
    #: Sources/NQueensTerminal/App/TerminalGame.swift:105
    #, c-format
    msgid "the terminal could not be used: %s"
    msgstr "端末を使用できませんでした：%s"

    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:32
    msgid "Presets"
    msgstr "プリセット"

    #. the board-size sheet's row for a size typed or stepped with - and +.
    #. the board-size dialog's row for a size of one's own, and the sizes it takes: "4 to 16".
    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:34
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:45
    msgctxt "board size"
    msgid "Custom"
    msgstr "カスタム"

    #. the foot of the board-size sheet: %1$s and %2$s are keys (Enter, Esc); "use" applies the size.
    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:43
    #, c-format
    msgid "%1$s use  ·  %2$s cancel"
    msgstr "%1$s 決定  ·  %2$s キャンセル"

    #. the button that applies the custom board size typed in the sheet.
    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:86
    msgctxt "board size"
    msgid "Use"
    msgstr "決定"

    #: Sources/NQueensTerminal/Screens/BoardSizeView.swift:98
    #, c-format
    msgid "Type a size from %1$d to %2$d, or use - and +."
    msgstr "%1$dから%2$dまでのサイズを入力するか、- と + を使ってください。"

    #: Sources/NQueensTerminal/Screens/Components.swift:38
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:80
    msgctxt "key bar"
    msgid "help"
    msgstr "ヘルプ"

    #: Sources/NQueensTerminal/Screens/Components.swift:175
    msgid "Make the terminal larger"
    msgstr "端末を大きくしてください"

    #. the smallest terminal the screen needs, in columns × rows: "at least 40×14".
    #: Sources/NQueensTerminal/Screens/Components.swift:177
    #, c-format
    msgid "at least %1$d×%2$d"
    msgstr "%1$d×%2$d以上が必要です"

    #. the terminal's size now, in columns × rows: "(it is 30×10)".
    #: Sources/NQueensTerminal/Screens/Components.swift:179
    #, c-format
    msgid "(it is %1$d×%2$d)"
    msgstr "（現在 %1$d×%2$d）"

    #. under the too-small terminal's message; %s is the key that quits (Q).
    #: Sources/NQueensTerminal/Screens/Components.swift:183
    #, c-format
    msgid "%s quits"
    msgstr "%s で終了"

    #. the value of an on/off setting beside the board, such as "Solutions counter  on".
    #: Sources/NQueensTerminal/Screens/GameView.swift:119
    msgctxt "setting"
    msgid "on"
    msgstr "オン"

    #: Sources/NQueensTerminal/Screens/GameView.swift:119
    msgctxt "setting"
    msgid "off"
    msgstr "オフ"

    #. the setting of how queens are drawn, beside the board: "Queen  ♛ Classic".
    #: Sources/NQueensTerminal/Screens/GameView.swift:123
    msgctxt "setting"
    msgid "Queen"
    msgstr "クイーン"

    #: Sources/NQueensTerminal/Screens/GameView.swift:126
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:77
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:50
    msgid "Attacked squares"
    msgstr "攻撃されているマス"

    #. the value of the "Attacked squares" setting beside the board.
    #: Sources/NQueensTerminal/Screens/GameView.swift:128
    msgctxt "setting"
    msgid "shown"
    msgstr "表示"

    #: Sources/NQueensTerminal/Screens/GameView.swift:128
    msgctxt "setting"
    msgid "hidden"
    msgstr "非表示"

    #: Sources/NQueensTerminal/Screens/GameView.swift:133
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:81
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:51
    msgid "Solutions counter"
    msgstr "解のカウンター"

    #: Sources/NQueensTerminal/Screens/GameView.swift:136
    msgid "Mark around queens"
    msgstr "クイーンの周りに印"

    #. the title of the list of keys; %s is the screen's name, such as "Keys · Game".
    #: Sources/NQueensTerminal/Screens/HelpView.swift:57
    #, c-format
    msgid "Keys · %s"
    msgstr "キー · %s"

    #. the foot of the list of keys; %1$s and %2$s are keys (Esc, ?).
    #: Sources/NQueensTerminal/Screens/HelpView.swift:80
    #, c-format
    msgid "%1$s or %2$s closes this help"
    msgstr "%1$s か %2$s でヘルプを閉じます"

    #. the foot of the list of keys, after a note such as "The clock is paused"; %s is a key (Esc).
    #: Sources/NQueensTerminal/Screens/HelpView.swift:83
    #: Sources/NQueensTerminal/Screens/HelpView.swift:93
    #, c-format
    msgid "%s closes"
    msgstr "%s で閉じます"

    #. the foot of a list of keys too long for the screen: %1$s is the arrow keys (↑↓), %2$d and
    #. %3$d the first and last rows shown, %4$d the number of rows: "↑↓ more (1-18 of 25)".
    #: Sources/NQueensTerminal/Screens/HelpView.swift:92
    #, c-format
    msgid "%1$s more (%2$d-%3$d of %4$d)"
    msgstr "%1$s 続き（%4$d行中 %2$d-%3$d）"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:79
    #, c-format
    msgid "%s · more below"
    msgstr "%s · 下に続きます"

    #. before the history's order when the terminal cannot draw the ⇅ arrows: "Sort: Newest".
    #: Sources/NQueensTerminal/Screens/HistoryView.swift:101
    msgid "Sort:"
    msgstr "並び順："

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:111
    msgid "Clear all"
    msgstr "すべて消去"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:245
    #: Sources/NQueensTerminal/Screens/HistoryView.swift:248
    msgid "Start a game"
    msgstr "ゲームを始める"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:260
    msgid "Clear history"
    msgstr "履歴を消去"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:264
    msgid "Delete"
    msgstr "削除"

    #: Sources/NQueensTerminal/Screens/HistoryView.swift:264
    msgid "Keep"
    msgstr "残す"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:94
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:65
    msgctxt "key bar"
    msgid "dismiss"
    msgstr "閉じる"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:146
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:129
    msgid "Start Game"
    msgstr "ゲームを始める"

    #. Home's card of the solution album; %s is the board size shown, such as "8×8".
    #. Home's album card, with the board size whose album it shows: "Album · 8×8".
    #. Home's album row, with the board size whose album it shows: "Album · 8×8".
    #: Sources/NQueensTerminal/Screens/HomeView.swift:184
    #: Sources/NQueensSwiftUI/Home/HomeView.swift:115
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:164
    #, c-format
    msgid "Album · %s"
    msgstr "アルバム · %s"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:229
    #: Sources/NQueensCLI/StatsCommand.swift:66
    #: Sources/NQueensCLI/StatsCommand.swift:69
    #, c-format
    msgid "%d day"
    msgid_plural "%d days"
    msgstr[0] "%d日"

    #. a day of Home's strip of dailies: %1$s is the weekday (Sat), %2$s the day and month (28 Nov).
    #. a day of Home's last 30 days, in its tooltip: the weekday, then the date ("Sat 28 Nov").
    #: Sources/NQueensTerminal/Screens/HomeView.swift:259
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:167
    #, c-format
    msgctxt "weekday and date"
    msgid "%1$s %2$s"
    msgstr "%2$s（%1$s）"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:276
    msgid "Dark theme"
    msgstr "ダークテーマ"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:276
    msgid "Light theme"
    msgstr "ライトテーマ"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:279
    msgid "Animations off"
    msgstr "アニメーション オフ"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:279
    msgid "Animations on"
    msgstr "アニメーション オン"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:280
    msgid "Bell on"
    msgstr "ベル オン"

    #: Sources/NQueensTerminal/Screens/HomeView.swift:280
    msgid "Bell off"
    msgstr "ベル オフ"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:11
    msgid "Delete every game"
    msgstr "すべてのゲームを削除"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:11
    msgctxt "key bar"
    msgid "delete"
    msgstr "削除"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:14
    msgid "Keep the games"
    msgstr "ゲームを残す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:14
    msgctxt "key bar"
    msgid "keep"
    msgstr "残す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:22
    msgid "Select a game"
    msgstr "ゲームを選択"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:22
    msgctxt "key bar"
    msgid "select"
    msgstr "選択"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:27
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:103
    msgid "Move a page up or down"
    msgstr "1ページ上下に移動"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:30
    msgid "First or last game"
    msgstr "最初／最後のゲーム"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:34
    msgid "Replay the selected game"
    msgstr "選んだゲームをリプレイ"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:35
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:139
    msgctxt "key bar"
    msgid "replay"
    msgstr "リプレイ"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:37
    msgid "Show another board size"
    msgstr "別の盤サイズを表示"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:38
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:117
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:48
    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:14
    msgctxt "key bar"
    msgid "size"
    msgstr "サイズ"

    #. the kinds of game the history shows, such as "Kind: Dailies, next Puzzles".
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:43
    #, c-format
    msgid "Kind: %1$s, next %2$s"
    msgstr "種類：%1$s、次は%2$s"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:44
    msgctxt "key bar"
    msgid "kind"
    msgstr "種類"

    #. the orders of the history, such as "Sort: Newest, next Fastest".
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:47
    #, c-format
    msgid "Sort: %1$s, next %2$s"
    msgstr "並び順：%1$s、次は%2$s"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:48
    msgctxt "key bar"
    msgid "sort"
    msgstr "並び順"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:50
    msgid "Delete every game (asks first)"
    msgstr "すべてのゲームを削除（確認あり）"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:51
    msgctxt "key bar"
    msgid "clear"
    msgstr "消去"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:54
    msgid "Replay a game, choose a kind, a size or the order; scroll the list"
    msgstr "ゲームをリプレイ、種類・サイズ・並び順を選択、一覧をスクロール"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:59
    msgid "Start a new game"
    msgstr "新しいゲームを始める"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:59
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:45
    msgctxt "key bar"
    msgid "new game"
    msgstr "新規"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:62
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:122
    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:33
    msgid "Back to Home"
    msgstr "ホームに戻る"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:62
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:86
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:122
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:142
    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:33
    msgctxt "key bar"
    msgid "back"
    msgstr "戻る"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:71
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:107
    msgid "Step back or forward"
    msgstr "1ステップ戻る／進む"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:72
    msgctxt "key bar"
    msgid "step"
    msgstr "コマ送り"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:76
    msgid "Pause"
    msgstr "一時停止"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:76
    msgid "Play the moves"
    msgstr "手を再生"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:77
    msgctxt "key bar"
    msgid "pause"
    msgstr "停止"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:77
    msgctxt "key bar"
    msgid "play"
    msgstr "再生"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:80
    msgid "The empty board or the final position"
    msgstr "空の盤／最終局面"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:83
    msgid "Play a new game of this size"
    msgstr "このサイズで新しいゲームを遊ぶ"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:83
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:168
    msgctxt "key bar"
    msgid "play again"
    msgstr "もう一度"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:86
    msgid "Back to the history"
    msgstr "履歴に戻る"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:96
    msgid "Move between the classes"
    msgstr "クラス間を移動"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:97
    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:132
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:80
    msgctxt "key bar"
    msgid "move"
    msgstr "移動"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:106
    msgid "First or last class"
    msgstr "最初／最後のクラス"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:110
    msgid "Show the class's members"
    msgstr "クラスのメンバーを表示"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:111
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:17
    msgctxt "key bar"
    msgid "open"
    msgstr "開く"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:116
    msgid "Show a smaller or larger board"
    msgstr "小さい／大きい盤を表示"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:120
    msgid "Open a class, or choose a size"
    msgstr "クラスを開く、またはサイズを選ぶ"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:131
    msgid "Move between the members"
    msgstr "メンバー間を移動"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:138
    msgid "Replay the game that first found the member"
    msgstr "そのメンバーを最初に見つけたゲームをリプレイ"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:140
    msgid "Replay the game of a member found"
    msgstr "見つけたメンバーのゲームをリプレイ"

    #: Sources/NQueensTerminal/Screens/KeyMap+Browse.swift:142
    msgid "Back to the album"
    msgstr "アルバムに戻る"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:11
    msgid "Move between the items"
    msgstr "項目間を移動"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:12
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:139
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:61
    msgctxt "key bar"
    msgid "choose"
    msgstr "選択"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:16
    msgid "Open the chosen item"
    msgstr "選んだ項目を開く"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:22
    msgid "Continue the game in progress"
    msgstr "進行中のゲームを続ける"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:22
    msgctxt "key bar"
    msgid "continue"
    msgstr "続ける"

    #. %s is the daily's size and difficulty, such as "8×8 · Medium".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:29
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:154
    #, c-format
    msgid "Play today's daily puzzle (%s)"
    msgstr "今日のデイリーパズルを遊ぶ（%s）"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:30
    msgctxt "key bar"
    msgid "daily"
    msgstr "デイリー"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:33
    #, c-format
    msgid "Choose the last %1$d daily, classic or regions (%2$s plays it)"
    msgid_plural ""
    "Choose one of the last %1$d dailies, classic or regions (%2$s plays it)"
    msgstr[0] "過去%1$d日間のデイリー（クラシックまたは領域）を選ぶ（%2$s で遊ぶ）"

    #. %s is the regions daily's size and difficulty, such as "8×8 · Medium".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:40
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:157
    #, c-format
    msgid "Play today's regions daily (%s)"
    msgstr "今日の領域デイリーを遊ぶ（%s）"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:41
    msgctxt "key bar"
    msgid "regions"
    msgstr "領域"

    #. %s is the board size, such as "8×8".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:44
    #, c-format
    msgid "Start a new %s game"
    msgstr "%sの新しいゲームを始める"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:48
    msgid "Choose the board size"
    msgstr "盤のサイズを選ぶ"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:51
    msgid "Show the statistics"
    msgstr "統計を表示"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:51
    msgctxt "key bar"
    msgid "stats"
    msgstr "統計"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:54
    msgid "Show the game history"
    msgstr "ゲーム履歴を表示"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:54
    msgctxt "key bar"
    msgid "history"
    msgstr "履歴"

    #. %s is how much of the album is found, such as "12 of 92 found".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:58
    #, c-format
    msgid "Open the solution album (%s)"
    msgstr "解のアルバムを開く（%s）"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:59
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:178
    msgctxt "key bar"
    msgid "album"
    msgstr "アルバム"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:65
    msgid "Dismiss the notice"
    msgstr "お知らせを閉じる"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:68
    msgid "Open an item, or play a day of the last 30"
    msgstr "項目を開く、または過去30日間のいずれかの日を遊ぶ"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:80
    msgid "Move the cursor"
    msgstr "カーソルを移動"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:87
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:91
    msgid "Cycle: empty, ✕, queen"
    msgstr "切り替え：空き、✕、クイーン"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:87
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:99
    msgid "Place or remove a queen"
    msgstr "クイーンを置く／取り除く"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:88
    msgctxt "key bar"
    msgid "cycle"
    msgstr "切替"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:88
    msgctxt "key bar"
    msgid "place"
    msgstr "配置"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:91
    msgid "Place or remove a queen on a square"
    msgstr "マスにクイーンを置く／取り除く"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:93
    msgid "Mark or unmark (your ✕)"
    msgstr "印（✕）をつける／消す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:93
    msgctxt "key bar"
    msgid "mark"
    msgstr "印"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:95
    msgid "Mark; drag to mark many"
    msgstr "印をつける（ドラッグでまとめて）"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:96
    msgid "Clear your marks"
    msgstr "印をすべて消す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:97
    msgid "Undo the last move"
    msgstr "最後の手を元に戻す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:97
    msgctxt "key bar"
    msgid "undo"
    msgstr "戻す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:99
    msgid "Redo the move undone"
    msgstr "元に戻した手をやり直す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:100
    msgctxt "key bar"
    msgid "redo"
    msgstr "やり直し"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:101
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:91
    msgid "Show a hint"
    msgstr "ヒントを表示"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:101
    msgctxt "key bar"
    msgid "hint"
    msgstr "ヒント"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:103
    msgid "Start this board again"
    msgstr "この盤を最初からやり直す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:103
    msgctxt "key bar"
    msgid "restart"
    msgstr "最初から"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:107
    msgid "Hide the attacked squares"
    msgstr "攻撃されているマスを隠す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:107
    msgid "Shade the squares queens attack"
    msgstr "クイーンが攻撃するマスに色を付ける"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:112
    #, c-format
    msgid "Queen style: %1$s, next %2$s"
    msgstr "クイーンのスタイル：%1$s、次は%2$s"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:118
    msgid "Hide the solutions counter"
    msgstr "解のカウンターを隠す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:118
    msgid "Count the solutions still reachable"
    msgstr "まだ到達できる解を数える"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:122
    msgid "Stop marking around new queens"
    msgstr "新しいクイーンの周りに印をつけない"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:122
    msgid "Mark ✕ around each new queen"
    msgstr "新しいクイーンの周りに✕をつける"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:125
    msgid "Clicks place queens again"
    msgstr "クリックでクイーンを置く方式に戻す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:125
    msgid "Cycle clicks: ✕, queen"
    msgstr "クリックで切り替え：✕、クイーン"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:128
    msgid "Back to Home (the game is kept)"
    msgstr "ホームに戻る（ゲームは保持されます）"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:129
    msgctxt "key bar"
    msgid "home"
    msgstr "ホーム"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:138
    msgid "Move between the sizes"
    msgstr "サイズ間を移動"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:144
    msgid "Use the chosen size"
    msgstr "選んだサイズにする"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:145
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:66
    msgctxt "key bar"
    msgid "ok"
    msgstr "決定"

    #. the sizes a board may have, such as "Type a custom size (4 to 16)".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:148
    #, c-format
    msgid "Type a custom size (%1$d to %2$d)"
    msgstr "サイズを入力（%1$d～%2$d）"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:149
    msgctxt "key bar"
    msgid "type"
    msgstr "入力"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:150
    msgid "Delete the last digit"
    msgstr "最後の数字を消す"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:152
    msgid "Make the custom size larger or smaller"
    msgstr "入力したサイズを大きく／小さくする"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:154
    msgid "Choose a size, or close the sheet outside it"
    msgstr "サイズを選ぶ、またはシートの外で閉じる"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:156
    msgid "Close without changing the size"
    msgstr "サイズを変えずに閉じる"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:157
    #: Sources/NQueensTerminal/Screens/KeyMap.swift:70
    msgctxt "key bar"
    msgid "cancel"
    msgstr "取消"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:162
    msgid "Play this puzzle again"
    msgstr "このパズルをもう一度遊ぶ"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:162
    msgid "Play again on this board size"
    msgstr "このサイズでもう一度遊ぶ"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:165
    msgid "Done: back to Home"
    msgstr "完了：ホームに戻る"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:166
    msgctxt "key bar"
    msgid "done"
    msgstr "完了"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:170
    msgid "Copy the result to share (no squares; through OSC 52)"
    msgstr "共有用に結果をコピー（マスは含みません。OSC 52 経由）"

    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:171
    msgctxt "key bar"
    msgid "copy result"
    msgstr "コピー"

    #. %s is a board size, such as "8×8".
    #: Sources/NQueensTerminal/Screens/KeyMap+Play.swift:177
    #, c-format
    msgid "Open the album at %s"
    msgstr "%sのアルバムを開く"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:44
    msgid "Close this help"
    msgstr "このヘルプを閉じる"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:45
    msgctxt "key bar"
    msgid "close"
    msgstr "閉じる"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:48
    msgid "Scroll the keys"
    msgstr "キー一覧をスクロール"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:51
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:127
    msgid "Quit"
    msgstr "終了"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:60
    msgid "Move between the languages"
    msgstr "言語間を移動"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:65
    msgid "Use the chosen language"
    msgstr "選んだ言語を使う"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:67
    msgid "Choose a language, or close the sheet outside it"
    msgstr "言語を選ぶ、またはシートの外で閉じる"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:69
    msgid "Close without changing the language"
    msgstr "言語を変えずに閉じる"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:80
    msgid "Show these keys"
    msgstr "このキー一覧を表示"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:84
    msgid "Quit (your game is saved)"
    msgstr "終了（ゲームは保存されます）"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:84
    msgctxt "key bar"
    msgid "quit"
    msgstr "終了"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:87
    msgid "Use the light theme"
    msgstr "ライトテーマにする"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:87
    msgid "Use the dark theme"
    msgstr "ダークテーマにする"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:90
    msgid "Turn animations on"
    msgstr "アニメーションをオンにする"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:90
    msgid "Turn animations off"
    msgstr "アニメーションをオフにする"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:93
    msgid "Turn the bell off"
    msgstr "ベルをオフにする"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:93
    msgid "Ring the bell on conflicts and wins"
    msgstr "衝突時とクリア時にベルを鳴らす"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:95
    msgid "Choose the language"
    msgstr "言語を選ぶ"

    #: Sources/NQueensTerminal/Screens/KeyMap.swift:96
    msgid "Suspend (the game clock stops)"
    msgstr "一時中断（ゲームの時計は止まります）"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:12
    msgctxt "key"
    msgid "Enter"
    msgstr "Enter"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:15
    msgctxt "key"
    msgid "Space"
    msgstr "Space"

    #. the Escape key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:18
    msgctxt "key"
    msgid "Esc"
    msgstr "Esc"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:21
    msgctxt "key"
    msgid "Tab"
    msgstr "Tab"

    #. the name of a key as keyboards in your language print it (the help and the key bar); short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:24
    msgctxt "key"
    msgid "Backspace"
    msgstr "Backspace"

    #. the forward Delete key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:27
    msgctxt "key"
    msgid "Delete"
    msgstr "Delete"

    #. the Home key (to the start of a list), as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:30
    msgctxt "key"
    msgid "Home"
    msgstr "Home"

    #. the End key (to the end of a list), as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:33
    msgctxt "key"
    msgid "End"
    msgstr "End"

    #. the Page Up key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:36
    msgctxt "key"
    msgid "PgUp"
    msgstr "PgUp"

    #. the Page Down key, as keyboards in your language print it; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:39
    msgctxt "key"
    msgid "PgDn"
    msgstr "PgDn"

    #. a letter typed with the Control key held (Ctrl-R); %s is the letter. German: Strg-%s.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:44
    #, c-format
    msgctxt "key"
    msgid "Ctrl-%s"
    msgstr "Ctrl-%s"

    #. the four arrow keys, in the help of a terminal that cannot draw arrows; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:50
    msgctxt "key"
    msgid "Arrows"
    msgstr "矢印キー"

    #. the left and right arrow keys, in the help of a terminal that cannot draw arrows; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:53
    msgctxt "key"
    msgid "Left/Right"
    msgstr "左右キー"

    #. the up and down arrow keys, in the help of a terminal that cannot draw arrows; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:56
    msgctxt "key"
    msgid "Up/Down"
    msgstr "上下キー"

    #. a click of the mouse's left button, listed in the help among the keys; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:61
    msgctxt "mouse"
    msgid "Click"
    msgstr "クリック"

    #. a click of the mouse's right button, listed in the help among the keys; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:64
    msgctxt "mouse"
    msgid "Right-click"
    msgstr "右クリック"

    #. the mouse wheel, listed in the help among the keys; short.
    #: Sources/NQueensTerminal/Screens/KeyName.swift:67
    msgctxt "mouse"
    msgid "Wheel"
    msgstr "ホイール"

    #. the foot of the sheet of languages: %1$s and %2$s are keys (Enter, Esc).
    #: Sources/NQueensTerminal/Screens/LanguageView.swift:23
    #, c-format
    msgid "%1$s choose  ·  %2$s cancel"
    msgstr "%1$s 選択  ·  %2$s キャンセル"

    #. the replay's figure of how far it has got, over "3/8".
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:31
    msgid "Step"
    msgstr "ステップ"

    #. the replay's figure of the time the game took, over "1:05".
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:33
    msgid "Time"
    msgstr "タイム"

    #. the replay's play button for screen readers (it plays the moves one after another).
    #: Sources/NQueensTerminal/Screens/ReplayView.swift:82
    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:69
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:110
    msgctxt "replay"
    msgid "Pause"
    msgstr "一時停止"

    #: Sources/NQueensTerminal/Screens/ReplayView.swift:82
    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:69
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:110
    msgctxt "replay"
    msgid "Play"
    msgstr "再生"

    #: Sources/NQueensTerminal/Screens/VictoryView.swift:20
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:88
    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:134
    msgid "Done"
    msgstr "完了"

    #: Sources/NQueensTerminal/Screens/VictoryView.swift:36
    msgid "Copied: paste it to share"
    msgstr "コピーしました：貼り付けて共有できます"

    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:71
    #, c-format
    msgid "Member %d"
    msgstr "メンバー %d"

    #. on the card of an album's member not found yet, where the day it was found goes.
    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:77
    msgid "not found"
    msgstr "未発見"

    #. under an album's members: %s is a key (Enter) that replays the game that found the member.
    #: Sources/NQueensTerminal/Screens/Album/AlbumClassView.swift:96
    #, c-format
    msgid "%s replays the game"
    msgstr "%s でゲームをリプレイ"

    #. which of the album's classes show: %1$d and %2$d the first and last, %3$d their number.
    #: Sources/NQueensTerminal/Screens/Album/AlbumView.swift:51
    #, c-format
    msgid "Classes %1$d–%2$d of %3$d"
    msgstr "クラス %1$d–%2$d（全%3$d）"

    #. the calendar's legend: today's day is underlined.
    #: Sources/NQueensTerminal/Screens/Statistics/ActivityCalendarView.swift:77
    msgid "today underlined"
    msgstr "下線は今日"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:13
    msgid "Chart a smaller or larger board"
    msgstr "小さい／大きい盤のグラフを表示"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:20
    msgid "Scroll the page"
    msgstr "ページをスクロール"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:20
    msgctxt "key bar"
    msgid "scroll"
    msgstr "スクロール"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:25
    msgid "Scroll a screenful"
    msgstr "1画面分スクロール"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:28
    msgid "Top or bottom of the page"
    msgstr "ページの先頭／末尾"

    #: Sources/NQueensTerminal/Screens/Statistics/KeyMap+Statistics.swift:31
    msgid "Chart a size (its row, or the arrows beside it)"
    msgstr "サイズのグラフを表示（その行か、横の矢印）"

    #. the chart's legend for the line of the best time so far.
    #: Sources/NQueensTerminal/Screens/Statistics/SolveTimeChartView.swift:117
    msgctxt "chart"
    msgid "best"
    msgstr "ベスト"

    #. the chart's legend for the arrow of a time too long to plot.
    #: Sources/NQueensTerminal/Screens/Statistics/SolveTimeChartView.swift:121
    msgid "off the chart"
    msgstr "範囲外"

    #. above the statistics when the page scrolls on; %s is a down arrow.
    #: Sources/NQueensTerminal/Screens/Statistics/StatisticsView.swift:56
    #, c-format
    msgid "%s more"
    msgstr "%s 続き"

    #: Sources/NQueensTerminal/Screens/Statistics/StatisticsView.swift:108
    #: Sources/NQueensCLI/StatsCommand.swift:76
    msgid "Last 12 months"
    msgstr "過去12か月"

    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:83
    msgid "standard input and output must be a terminal"
    msgstr "標準入力と標準出力が端末である必要があります"

    #. %s is the system's reason, such as "Input/output error".
    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:86
    #, c-format
    msgid "cannot change the terminal's settings: %s"
    msgstr "端末の設定を変更できません：%s"

    #. %s is the system's reason, such as "Input/output error".
    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:88
    #, c-format
    msgid "cannot write to the terminal: %s"
    msgstr "端末に書き込めません：%s"

    #: Sources/NQueensTerminal/Session/TerminalAttributes.swift:89
    msgid "another terminal session is already running"
    msgstr "別の端末セッションがすでに実行中です"

    #: Sources/NQueensCLI/AlbumCommand.swift:10
    msgid "show the solutions you found, grouped by symmetry class"
    msgstr "見つけた解を対称クラスごとに表示する"

    #: Sources/NQueensCLI/AlbumCommand.swift:134
    msgctxt "album column"
    msgid "Size"
    msgstr "サイズ"

    #: Sources/NQueensCLI/AlbumCommand.swift:134
    msgctxt "album column"
    msgid "Solutions found"
    msgstr "見つけた解"

    #: Sources/NQueensCLI/AlbumCommand.swift:135
    msgctxt "album column"
    msgid "Classes found"
    msgstr "見つけたクラス"

    #. the album's mark of a board size whose every solution was found.
    #: Sources/NQueensCLI/AlbumCommand.swift:143
    msgid "complete"
    msgstr "コンプリート"

    #. a board size (8×8) and what the album holds of it ("13 of 92 solutions · 5 of 12 classes").
    #: Sources/NQueensCLI/AlbumCommand.swift:150
    #, c-format
    msgctxt "album size"
    msgid "%1$s: %2$s"
    msgstr "%1$s：%2$s"

    #: Sources/NQueensCLI/AlbumCommand.swift:154
    #, c-format
    msgid "No %1$s solution found yet. Play one with `nqueens play --size %2$d`."
    msgstr ""
    "%1$sの解はまだ見つかっていません。`nqueens play --size %2$d` で遊んでみましょ"
    "う。"

    #: Sources/NQueensCLI/AlbumCommand.swift:160
    msgctxt "album column"
    msgid "Class"
    msgstr "クラス"

    #: Sources/NQueensCLI/AlbumCommand.swift:160
    msgctxt "album column"
    msgid "Found"
    msgstr "発見"

    #: Sources/NQueensCLI/AlbumCommand.swift:161
    msgctxt "album column"
    msgid "Canonical solution"
    msgstr "代表解"

    #: Sources/NQueensCLI/AlbumCommand.swift:161
    msgctxt "album column"
    msgid "First found"
    msgstr "最初に見つけた日"

    #: Sources/NQueensCLI/AlbumCommand.swift:183
    #, c-format
    msgid "%1$s has %2$s classes; these are the %3$s you found."
    msgstr ""
    "%1$sには%2$s個のクラスがあります。ここに表示しているのは見つけた%3$s個です。"

    #. in the album's tables: %1$s solutions (or classes) found out of %2$s.
    #: Sources/NQueensCLI/AlbumCommand.swift:191
    #, c-format
    msgctxt "album found"
    msgid "%1$s of %2$s"
    msgstr "%1$s / %2$s"

    #: Sources/NQueensCLI/ArgumentList.swift:52
    #, c-format
    msgid "option %s takes no value"
    msgstr "オプション %s は値を取りません"

    #: Sources/NQueensCLI/ArgumentList.swift:54
    #: Sources/NQueensCLI/ArgumentList.swift:57
    #, c-format
    msgid "option %s is given twice"
    msgstr "オプション %s が2回指定されています"

    #: Sources/NQueensCLI/ArgumentList.swift:64
    #, c-format
    msgid "option %s needs a value"
    msgstr "オプション %s には値が必要です"

    #: Sources/NQueensCLI/ArgumentList.swift:69
    #, c-format
    msgid "unknown option '%1$s'; options are %2$s"
    msgstr "不明なオプション「%1$s」です。使えるオプションは %2$s です"

    #: Sources/NQueensCLI/ArgumentList.swift:111
    #, c-format
    msgid "unexpected argument '%s'; it takes no arguments, only options"
    msgstr ""
    "予期しない引数「%s」です。このコマンドは引数を取らず、オプションのみを取りま"
    "す"

    #: Sources/NQueensCLI/ArgumentList.swift:115
    #, c-format
    msgid "unexpected argument '%s'; it takes no arguments"
    msgstr "予期しない引数「%s」です。このコマンドは引数を取りません"

    #. N is the help's name for the board size (nqueens solve N); keep it.
    #: Sources/NQueensCLI/ArgumentList.swift:120
    msgid "missing the board size N"
    msgstr "盤のサイズ N がありません"

    #: Sources/NQueensCLI/ArgumentList.swift:121
    #, c-format
    msgid "unexpected argument '%s'; it takes the board size N"
    msgstr "予期しない引数「%s」です。このコマンドが取るのは盤のサイズ N です"

    #. %1$s names a value of the command line, such as "N (--size)"; %4$s is what was given.
    #: Sources/NQueensCLI/ArgumentList.swift:156
    #, c-format
    msgid "%1$s must be a whole number from %2$d to %3$d, not '%4$s'"
    msgstr ""
    "%1$s は%2$dから%3$dまでの整数で指定してください（「%4$s」は使えません）"

    #: Sources/NQueensCLI/ArgumentList.swift:189
    #, c-format
    msgid "unknown format '%1$s'; formats are %2$s"
    msgstr "不明な形式「%1$s」です。使える形式は %2$s です"

    #: Sources/NQueensCLI/CheckCommand.swift:10
    msgid "check that a solution (from a file or standard input) is valid"
    msgstr "解（ファイルまたは標準入力）が正しいか確認する"

    #: Sources/NQueensCLI/CheckCommand.swift:55
    #, c-format
    msgid "unexpected argument '%s'; it takes at most one FILE"
    msgstr "予期しない引数「%s」です。このコマンドが取る FILE は1つまでです"

    #: Sources/NQueensCLI/CheckCommand.swift:64
    msgid ""
    "--id takes a regions puzzle's ID (it starts with R); classic solutions are "
    "checked without one"
    msgstr ""
    "--id には領域パズルの ID（R で始まるもの）を指定します。クラシックの解は ID "
    "なしで確認します"

    #: Sources/NQueensCLI/CheckCommand.swift:69
    msgid "--id names a regions puzzle; it goes with --rules regions, not classic"
    msgstr ""
    "--id は領域パズルを指定するものです。--rules classic ではなく --rules "
    "regions と一緒に使ってください"

    #: Sources/NQueensCLI/CheckCommand.swift:84
    #, c-format
    msgid "cannot read '%s'; give a readable file, or - for standard input"
    msgstr ""
    "「%s」を読み込めません。読み込めるファイルか、標準入力なら - を指定してくださ"
    "い"

    #: Sources/NQueensCLI/CheckCommand.swift:122
    #, c-format
    msgid "not a solution: %s"
    msgstr "解ではありません：%s"

    #: Sources/NQueensCLI/CheckCommand.swift:126
    #, c-format
    msgid "solution %1$d of %2$d is not a solution: %3$s"
    msgstr "%2$d個中%1$d番目の解は正しくありません：%3$s"

    #. %s is the board size, "N = 8"; "valid" says the input checked out.
    #: Sources/NQueensCLI/CheckCommand.swift:148
    #, c-format
    msgid "valid: a solution for %s"
    msgstr "有効：%sの解です"

    #: Sources/NQueensCLI/CheckCommand.swift:152
    #, c-format
    msgid "valid: %1$d solution for %2$s"
    msgid_plural "valid: %1$d solutions for %2$s"
    msgstr[0] "有効：%2$sの解が%1$d個です"

    #: Sources/NQueensCLI/CheckCommand.swift:171
    msgid ""
    "--rules regions needs the puzzle: give --id ID, or the JSON of `nqueens "
    "solve --id ID --format json`, which names it"
    msgstr ""
    "--rules regions にはパズルが必要です。--id ID を指定するか、パズルを含む "
    "`nqueens solve --id ID --format json` の JSON を渡してください"

    #: Sources/NQueensCLI/CheckCommand.swift:181
    #, c-format
    msgid "not a solution of %1$s: %2$s"
    msgstr "%1$sの解ではありません：%2$s"

    #: Sources/NQueensCLI/CheckCommand.swift:185
    #, c-format
    msgid "solution %1$d of %2$d is not a solution of %3$s: %4$s"
    msgstr "%2$d個中%1$d番目の解は%3$sの解ではありません：%4$s"

    #: Sources/NQueensCLI/CheckCommand.swift:214
    #, c-format
    msgid "the input's \"id\": %s"
    msgstr "入力の \"id\"：%s"

    #: Sources/NQueensCLI/CheckCommand.swift:218
    #, c-format
    msgid "the input is the solution of %1$s, not of %2$s (--id)"
    msgstr "入力は%1$sの解で、%2$s（--id）の解ではありません"

    #. %1$s is a regions puzzle's ID, %2$s its size and difficulty (8×8 easy).
    #: Sources/NQueensCLI/CheckCommand.swift:239
    #, c-format
    msgid "valid: the solution of %1$s (%2$s)"
    msgstr "有効：%1$s（%2$s）の解です"

    #: Sources/NQueensCLI/CheckCommand.swift:243
    #, c-format
    msgid "valid: %1$d copy of the solution of %2$s (%3$s)"
    msgid_plural "valid: %1$d copies of the solution of %2$s (%3$s)"
    msgstr[0] "有効：%2$s（%3$s）の解です（同じ解が%1$d個）"

    #. COMMAND is the help's name for a command's word (play, solve…); keep it as it is.
    #: Sources/NQueensCLI/CommandLineTool.swift:100
    #, c-format
    msgid "unexpected argument '%s'; it takes at most one COMMAND"
    msgstr "予期しない引数「%s」です。COMMAND は1つまでです"

    #: Sources/NQueensCLI/CommandLineTool.swift:131
    #, c-format
    msgid ""
    "unknown option '%1$s'; options are --help, --version, or a command: %2$s"
    msgstr ""
    "不明なオプション「%1$s」です。使えるのは --help、--version、またはコマンド"
    "（%2$s）です"

    #: Sources/NQueensCLI/CommandLineTool.swift:133
    #, c-format
    msgid "unknown command '%1$s'; commands are %2$s"
    msgstr "不明なコマンド「%1$s」です。使えるコマンドは %2$s です"

    #: Sources/NQueensCLI/CompletionsCommand.swift:10
    msgid ""
    "print the completion script for bash, zsh or fish (what `make install` "
    "installs)"
    msgstr ""
    "bash、zsh、fish 用の補完スクリプトを出力する（`make install` がインストールす"
    "るもの）"

    #. SHELL is the help's name for the shell (bash, zsh or fish); keep it.
    #: Sources/NQueensCLI/CompletionsCommand.swift:42
    msgid "missing one SHELL: bash, zsh or fish"
    msgstr "SHELL を1つ指定してください：bash、zsh、fish"

    #: Sources/NQueensCLI/CompletionsCommand.swift:43
    #, c-format
    msgid "unexpected argument '%s'; it takes one SHELL: bash, zsh or fish"
    msgstr "予期しない引数「%s」です。SHELL を1つ指定してください：bash、zsh、fish"

    #: Sources/NQueensCLI/CompletionsCommand.swift:47
    #, c-format
    msgid "unknown shell '%1$s'; shells are %2$s"
    msgstr "不明なシェル「%1$s」です。使えるシェルは %2$s です"

    #: Sources/NQueensCLI/CountCommand.swift:11
    msgid ""
    "count the solutions of an N×N board (all, or distinct under symmetry; split "
    "over machines)"
    msgstr ""
    "N×N の盤の解を数える（全解または対称性で区別した解。複数のマシンに分割可能）"

    #: Sources/NQueensCLI/CountCommand.swift:92
    #, c-format
    msgid ""
    "--sum adds up parts already counted; it takes FILE... and --format, not %s"
    msgstr ""
    "--sum は数え終えた部分を合計します。取るのは FILE... と --format で、%s は使"
    "えません"

    #: Sources/NQueensCLI/CountCommand.swift:96
    msgid ""
    "--sum needs the files of the parts, e.g. nqueens count --sum part-*.json"
    msgstr ""
    "--sum には各部分のファイルが必要です（例：nqueens count --sum part-*.json）"

    #: Sources/NQueensCLI/CountCommand.swift:104
    msgid "missing the board size N (or --sum FILE...)"
    msgstr "盤のサイズ N（または --sum FILE...）がありません"

    #: Sources/NQueensCLI/CountCommand.swift:106
    #, c-format
    msgid "unexpected argument '%s'; it takes the board size N (or --sum FILE...)"
    msgstr ""
    "予期しない引数「%s」です。このコマンドが取るのは盤のサイズ N（または --sum "
    "FILE...）です"

    #: Sources/NQueensCLI/CountCommand.swift:122
    msgid "--part K needs --parts P, the number of parts the count is split into"
    msgstr "--part K には --parts P（数え上げを分割する数）が必要です"

    #: Sources/NQueensCLI/CountCommand.swift:124
    msgid "--parts P needs --part K, the part to count (1…P)"
    msgstr "--parts P には --part K（数える部分、1…P）が必要です"

    #: Sources/NQueensCLI/CountCommand.swift:183
    msgid "stopped before finishing"
    msgstr "完了前に中断しました"

    #. the title of the progress bar of a count split into parts: "Counting part 2 of 8 of 18×18".
    #: Sources/NQueensCLI/CountCommand.swift:200
    #, c-format
    msgid "Counting %s"
    msgstr "%sを数え上げ中"

    #: Sources/NQueensCLI/CountCommand.swift:200
    #, c-format
    msgid "Counting part %1$d of %2$d of %3$s"
    msgstr "%3$sの部分 %1$d/%2$d を数え上げ中"

    #: Sources/NQueensCLI/CountCommand.swift:210
    #, c-format
    msgid "cannot read '%s'; give the files the parts were written to"
    msgstr "「%s」を読み込めません。各部分を書き出したファイルを指定してください"

    #. what a count counted, in "part 2 of 4 of N = 16 (all solutions, 29120 work units)".
    #: Sources/NQueensCLI/CountReport.swift:25
    msgid "all solutions"
    msgstr "全解"

    #. what a count counted: the solutions distinct under rotation and reflection.
    #: Sources/NQueensCLI/CountReport.swift:27
    msgid "fundamental solutions"
    msgstr "基本解"

    #: Sources/NQueensCLI/CountReport.swift:97
    #, c-format
    msgid ""
    "expected the JSON line of one part, {\"schema\":\"%s\",\"size\":N,\"parts\":"
    "P,\"part\":K,\"workUnits\":U,\"total\":…}, as `nqueens count N --parts P --"
    "part K --format json` prints it"
    msgstr ""
    "1つの部分の JSON 行が必要です。`nqueens count N --parts P --part K --format "
    "json` が出力する {\"schema\":\"%s\",\"size\":N,\"parts\":P,\"part\":K,"
    "\"workUnits\":U,\"total\":…} の形です"

    #: Sources/NQueensCLI/CountReport.swift:103
    #, c-format
    msgid "'%1$s' is not JSON; %2$s"
    msgstr "「%1$s」は JSON ではありません。%2$s"

    #: Sources/NQueensCLI/CountReport.swift:108
    #, c-format
    msgid "'%1$s' is a document without \"schema\"; %2$s"
    msgstr "「%1$s」は \"schema\" のないドキュメントです。%2$s"

    #: Sources/NQueensCLI/CountReport.swift:110
    #, c-format
    msgid "'%1$s' is a \"%2$s\" document; %3$s"
    msgstr "「%1$s」は \"%2$s\" ドキュメントです。%3$s"

    #: Sources/NQueensCLI/CountReport.swift:118
    #, c-format
    msgid "'%1$s' has nothing for \"%2$s\"; %3$s"
    msgstr "「%1$s」には \"%2$s\" がありません。%3$s"

    #: Sources/NQueensCLI/CountReport.swift:123
    #, c-format
    msgid "'%1$s' has %2$s for \"%3$s\"; %4$s"
    msgstr "「%1$s」の \"%3$s\" が %2$s になっています。%4$s"

    #: Sources/NQueensCLI/CountReport.swift:130
    #, c-format
    msgid "'%1$s' needs exactly one of \"total\" and \"unique\"; %2$s"
    msgstr ""
    "「%1$s」には \"total\" と \"unique\" のどちらか一方だけが必要です。%2$s"

    #: Sources/NQueensCLI/CountReport.swift:140
    #, c-format
    msgid ""
    "'%1$s' says part %2$d of %3$d of N = %4$d with %5$d solution, which cannot "
    "be; %6$s"
    msgid_plural ""
    "'%1$s' says part %2$d of %3$d of N = %4$d with %5$d solutions, which cannot "
    "be; %6$s"
    msgstr[0] ""
    "「%1$s」は N = %4$d の部分 %2$d/%3$d で解が%5$d個としていますが、それはありえ"
    "ません。%6$s"

    #. %2$s is what was counted: "all solutions" or "fundamental solutions".
    #: Sources/NQueensCLI/CountReport.swift:154
    #, c-format
    msgid "the whole count of N = %1$d (%2$s)"
    msgstr "N = %1$d の数え上げ全体（%2$s）"

    #: Sources/NQueensCLI/CountReport.swift:156
    #, c-format
    msgid "%d work unit"
    msgid_plural "%d work units"
    msgstr[0] "%d作業単位"

    #. a sum of parts; %3$s is what was counted ("all solutions"), %4$s "29120 work units".
    #: Sources/NQueensCLI/CountReport.swift:159
    #, c-format
    msgid "all %1$d part of N = %2$d (%3$s, %4$s)"
    msgid_plural "all %1$d parts of N = %2$d (%3$s, %4$s)"
    msgstr[0] "N = %2$d の全%1$d部分（%3$s、%4$s）"

    #. one part of a count; %4$s is what was counted ("all solutions"), %5$s "29120 work units".
    #: Sources/NQueensCLI/CountReport.swift:164
    #, c-format
    msgid "part %1$d of %2$d of N = %3$d (%4$s, %5$s)"
    msgstr "N = %3$d の部分 %1$d/%2$d（%4$s、%5$s）"

    #: Sources/NQueensCLI/CountReport.swift:177
    msgid "give the files of the parts, e.g. nqueens count --sum part-*.json"
    msgstr ""
    "各部分のファイルを指定してください（例：nqueens count --sum part-*.json）"

    #. %2$s and %4$s describe a part, such as "part 2 of 4 of N = 16 (all solutions, …)".
    #: Sources/NQueensCLI/CountReport.swift:188
    #, c-format
    msgid ""
    "the files are parts of different counts: '%1$s' is %2$s but '%3$s' is %4$s"
    msgstr ""
    "ファイルが別々の数え上げの部分です：「%1$s」は%2$sですが、「%3$s」は%4$sです"

    #: Sources/NQueensCLI/CountReport.swift:195
    #, c-format
    msgid "part %1$d of %2$d is given twice, in '%3$s' and '%4$s'"
    msgstr "部分 %1$d/%2$d が「%3$s」と「%4$s」の2回指定されています"

    #: Sources/NQueensCLI/CountReport.swift:200
    msgid "the parts add up beyond 2^64; they cannot be"
    msgstr "部分の合計が 2^64 を超えています。これはありえません"

    #. %1$s lists the first ten missing parts (1, 2, 5…), %2$d how many more are missing.
    #: Sources/NQueensCLI/CountReport.swift:213
    #, c-format
    msgid "the set is incomplete: parts %1$s and %2$d more of %3$d are missing"
    msgid_plural ""
    "the set is incomplete: parts %1$s and %2$d more of %3$d are missing"
    msgstr[0] ""
    "そろっていません：全%3$d部分のうち、部分 %1$s とほか%2$d個がありません"

    #. %1$s lists the missing parts (1, 2, 5), %2$d is how many parts there are in all.
    #: Sources/NQueensCLI/CountReport.swift:221
    #, c-format
    msgid "the set is incomplete: part %1$s of %2$d is missing"
    msgid_plural "the set is incomplete: parts %1$s of %2$d are missing"
    msgstr[0] "そろっていません：全%2$d部分のうち、部分 %1$s がありません"

    #: Sources/NQueensCLI/DailyCommand.swift:10
    msgid ""
    "print today's daily puzzle (or a past date's): the same for everyone, one "
    "solution"
    msgstr ""
    "今日（または過去の日付）のデイリーパズルを表示する：全員に同じパズルで、解は1"
    "つ"

    #: Sources/NQueensCLI/HintCommand.swift:8
    msgid "suggest the next move for queens already on the board"
    msgstr "盤上にあるクイーンから次の一手を提案する"

    #. N is the help's name for the board size; %1$d…%2$d the sizes accepted (4…27).
    #: Sources/NQueensCLI/HintCommand.swift:45
    #, c-format
    msgid "the board size is missing; add --size N (N = %1$d…%2$d)"
    msgstr "盤のサイズがありません。--size N を指定してください（N = %1$d…%2$d）"

    #: Sources/NQueensCLI/HintCommand.swift:65
    #, c-format
    msgid "square %s is given twice; each square holds at most one queen"
    msgstr "マス%sが2回指定されています。1つのマスに置けるクイーンは1つまでです"

    #: Sources/NQueensCLI/HistoryCommand.swift:10
    msgid ""
    "list the games you solved, import them from another machine, or clear them"
    msgstr ""
    "解いたゲームを一覧表示する、別のマシンからインポートする、または消去する"

    #: Sources/NQueensCLI/HistoryCommand.swift:66
    #, c-format
    msgid "--import merges whole files, so it takes no %s"
    msgstr "--import はファイル全体をまとめるため、%s は使えません"

    #: Sources/NQueensCLI/HistoryCommand.swift:69
    #, c-format
    msgid "--import and %s do not go together"
    msgstr "--import と %s は同時に使えません"

    #: Sources/NQueensCLI/HistoryCommand.swift:74
    msgid "missing the files to import (- for standard input)"
    msgstr "インポートするファイルがありません（標準入力なら -）"

    #: Sources/NQueensCLI/HistoryCommand.swift:81
    #, c-format
    msgid ""
    "unexpected argument '%s'; it takes no arguments, only options (files go with "
    "--import)"
    msgstr ""
    "予期しない引数「%s」です。このコマンドは引数を取らず、オプションのみを取りま"
    "す（ファイルは --import と一緒に指定します）"

    #: Sources/NQueensCLI/HistoryCommand.swift:85
    #, c-format
    msgid "--clear forgets every game, so it takes no %s"
    msgstr "--clear はすべてのゲームを消去するため、%s は使えません"

    #: Sources/NQueensCLI/HistoryCommand.swift:91
    msgid "--yes only goes with --clear"
    msgstr "--yes は --clear と一緒にのみ使えます"

    #: Sources/NQueensCLI/HistoryCommand.swift:97
    #, c-format
    msgid "unknown sort '%1$s'; sorts are %2$s"
    msgstr "不明な並び順「%1$s」です。使える並び順は %2$s です"

    #: Sources/NQueensCLI/HistoryCommand.swift:106
    msgid ""
    "--clear asks before forgetting your games; add --yes when not at a terminal"
    msgstr ""
    "--clear はゲームを消去する前に確認します。端末以外から実行するときは --yes を"
    "付けてください"

    #: Sources/NQueensCLI/HistoryCommand.swift:138
    #: Sources/NQueensCLI/StatsCommand.swift:81
    msgid "No games yet. Play one with `nqueens`."
    msgstr "まだゲームがありません。`nqueens` で遊んでみましょう。"

    #: Sources/NQueensCLI/HistoryCommand.swift:141
    #, c-format
    msgid "No games on %s boards yet. Play one with `nqueens`."
    msgstr "%sの盤のゲームはまだありません。`nqueens` で遊んでみましょう。"

    #. the heading of the history's column of game numbers (1, 2, 3…).
    #: Sources/NQueensCLI/HistoryCommand.swift:147
    msgctxt "history column"
    msgid "#"
    msgstr "#"

    #: Sources/NQueensCLI/HistoryCommand.swift:147
    msgctxt "history column"
    msgid "Solved"
    msgstr "解いた日時"

    #: Sources/NQueensCLI/HistoryCommand.swift:148
    msgctxt "history column"
    msgid "Size"
    msgstr "サイズ"

    #: Sources/NQueensCLI/HistoryCommand.swift:148
    msgctxt "history column"
    msgid "Time"
    msgstr "タイム"

    #: Sources/NQueensCLI/HistoryCommand.swift:149
    msgctxt "history column"
    msgid "Moves"
    msgstr "手数"

    #: Sources/NQueensCLI/HistoryCommand.swift:149
    msgctxt "history column"
    msgid "Efficiency"
    msgstr "効率"

    #: Sources/NQueensCLI/HistoryCommand.swift:150
    msgctxt "history column"
    msgid "Hints"
    msgstr "ヒント"

    #: Sources/NQueensCLI/HistoryCommand.swift:170
    msgid "The history is already empty."
    msgstr "履歴はすでに空です。"

    #: Sources/NQueensCLI/HistoryCommand.swift:178
    #, c-format
    msgid "Forget all %s game and your streak? This cannot be undone. [y/N] "
    msgid_plural ""
    "Forget all %s games and your streak? This cannot be undone. [y/N] "
    msgstr[0] ""
    "%s件のゲームすべてと連続記録を消去しますか？　元には戻せません。[y/N] "

    #: Sources/NQueensCLI/HistoryCommand.swift:183
    msgid "Kept your history."
    msgstr "履歴はそのままです。"

    #: Sources/NQueensCLI/HistoryCommand.swift:188
    #, c-format
    msgid "Cleared %s game."
    msgid_plural "Cleared %s games."
    msgstr[0] "%s件のゲームを消去しました。"

    #. the one-letter answer "yes" to a question at the terminal, as in [y/N].
    #: Sources/NQueensCLI/HistoryCommand.swift:203
    msgctxt "answer"
    msgid "y"
    msgstr "y"

    #. the answer "yes" to a question at the terminal, written out.
    #: Sources/NQueensCLI/HistoryCommand.swift:205
    msgctxt "answer"
    msgid "yes"
    msgstr "yes"

    #. how messages name the file `-` (standard input), as in "standard input: record 3: …".
    #: Sources/NQueensCLI/HistoryImportAction.swift:35
    msgid "standard input"
    msgstr "標準入力"

    #. %s names the file and the problem, such as "games.json: record 3: …".
    #: Sources/NQueensCLI/HistoryImportAction.swift:46
    #: Sources/NQueensCLI/HistoryImportAction.swift:56
    #, c-format
    msgid "%s; nothing was imported"
    msgstr "%s。何もインポートされていません"

    #: Sources/NQueensCLI/ManualCommand.swift:6
    msgid "print the manual page nqueens(1) in roff (what `make install` installs)"
    msgstr ""
    "マニュアルページ nqueens(1) を roff 形式で出力する（`make install` がインス"
    "トールするもの）"

    #: Sources/NQueensCLI/PlayCommand.swift:17
    msgid "play the game in the terminal (what `nqueens` alone does in a terminal)"
    msgstr "端末でゲームを遊ぶ（端末で `nqueens` だけを実行したときと同じ）"

    #: Sources/NQueensCLI/PlayCommand.swift:70
    #, c-format
    msgid "unknown style '%1$s'; styles are %2$s"
    msgstr "不明なスタイル「%1$s」です。使えるスタイルは %2$s です"

    #: Sources/NQueensCLI/PlayCommand.swift:78
    msgid "choose one game: --size, --daily or --id, not all three"
    msgstr ""
    "ゲームは1つだけ選んでください：--size、--daily、--id の3つを同時には使えませ"
    "ん"

    #. %1$s and %2$s are two options that each choose a game, such as --daily and --id.
    #: Sources/NQueensCLI/PlayCommand.swift:83
    #, c-format
    msgid "choose one game: %1$s or %2$s, not both"
    msgstr "ゲームは1つだけ選んでください：%1$s と %2$s は同時に使えません"

    #: Sources/NQueensCLI/PlayCommand.swift:86
    msgid "--date goes with --daily (the daily of that date)"
    msgstr "--date は --daily と一緒に使います（その日のデイリー）"

    #: Sources/NQueensCLI/PlayCommand.swift:91
    msgid "--rules regions plays a puzzle: give --daily or --id, not --size"
    msgstr ""
    "--rules regions はパズルを遊びます。--size ではなく --daily か --id を指定し"
    "てください"

    #: Sources/NQueensCLI/PlayCommand.swift:95
    msgid ""
    "--rules regions goes with --daily (the regions daily) or --id (a regions ID)"
    msgstr ""
    "--rules regions は --daily（領域デイリー）か --id（領域パズルの ID）と一緒に"
    "使います"

    #. the times of a progress bar: "0:03 elapsed, about 0:09 left" (minutes:seconds).
    #: Sources/NQueensCLI/ProgressBar.swift:68
    #, c-format
    msgid "%1$s elapsed, about %2$s left"
    msgstr "経過 %1$s、残り約 %2$s"

    #. the times of a progress bar before the time left can be estimated: "0:01 elapsed, …".
    #: Sources/NQueensCLI/ProgressBar.swift:72
    #, c-format
    msgid "%s elapsed, estimating the time left"
    msgstr "経過 %s、残り時間を計算中"

    #. YYYY-MM-DD is how the date is typed; keep it. %2$s is today as typed, 2026-12-01.
    #: Sources/NQueensCLI/PuzzleArguments.swift:18
    #, c-format
    msgid "'%1$s' is not a date; write it YYYY-MM-DD, like %2$s"
    msgstr ""
    "「%1$s」は日付ではありません。%2$s のように YYYY-MM-DD の形で書いてください"

    #: Sources/NQueensCLI/PuzzleArguments.swift:22
    #, c-format
    msgid "the daily of %1$s is not out yet; today is %2$s"
    msgstr "%1$sのデイリーはまだ公開されていません。今日は%2$sです"

    #. %1$s is the date in full, %2$s the puzzle's size and difficulty (9×9 easy).
    #: Sources/NQueensCLI/PuzzleArguments.swift:60
    #, c-format
    msgid "Daily puzzle · %1$s · %2$s"
    msgstr "デイリーパズル · %1$s · %2$s"

    #. %1$s is the puzzle's size and difficulty (9×9 easy), %2$s the seed it was made from, a number.
    #: Sources/NQueensCLI/PuzzleArguments.swift:64
    #, c-format
    msgid "Puzzle · %1$s · seed %2$s"
    msgstr "パズル · %1$s · シード %2$s"

    #: Sources/NQueensCLI/PuzzleArguments.swift:69
    #, c-format
    msgid "%d given queen"
    msgid_plural "%d given queens"
    msgstr[0] "初期配置のクイーン%d個"

    #: Sources/NQueensCLI/PuzzleArguments.swift:70
    #, c-format
    msgid "place %d more so that no two queens attack each other."
    msgid_plural "place %d more so that no two queens attack each other."
    msgstr[0] "どの2つのクイーンも互いに攻撃しないように、あと%d個置いてください。"

    #. %1$s is the puzzle's ID (8-0K31D0Q); %2$s "3 given queens"; %3$s "place 5 more so that…".
    #: Sources/NQueensCLI/PuzzleArguments.swift:74
    #, c-format
    msgid "ID %1$s · %2$s; %3$s"
    msgstr "ID %1$s · %2$s。%3$s"

    #. the label of a puzzle's ID in `nqueens puzzle --format text`.
    #: Sources/NQueensCLI/PuzzleArguments.swift:116
    msgctxt "puzzle field"
    msgid "ID"
    msgstr "ID"

    #: Sources/NQueensCLI/PuzzleArguments.swift:118
    msgctxt "puzzle field"
    msgid "Date"
    msgstr "日付"

    #: Sources/NQueensCLI/PuzzleArguments.swift:120
    msgctxt "puzzle field"
    msgid "Seed"
    msgstr "シード"

    #: Sources/NQueensCLI/PuzzleArguments.swift:122
    msgctxt "puzzle field"
    msgid "Size"
    msgstr "サイズ"

    #: Sources/NQueensCLI/PuzzleArguments.swift:124
    msgctxt "puzzle field"
    msgid "Difficulty"
    msgstr "難易度"

    #. the label of the queens a puzzle gives, in `nqueens puzzle --format text`.
    #: Sources/NQueensCLI/PuzzleArguments.swift:127
    msgctxt "puzzle field"
    msgid "Givens"
    msgstr "初期配置"

    #: Sources/NQueensCLI/PuzzleArguments.swift:129
    msgctxt "puzzle field"
    msgid "Regions"
    msgstr "領域"

    #. %1$s is a date as typed (2026-12-01), %2$s its weekday (Tuesday).
    #: Sources/NQueensCLI/PuzzleArguments.swift:134
    #, c-format
    msgctxt "date and weekday"
    msgid "%1$s (%2$s)"
    msgstr "%1$s（%2$s）"

    #: Sources/NQueensCLI/PuzzleCommand.swift:9
    msgid ""
    "generate a puzzle with one solution, of a size and difficulty, from a seed"
    msgstr "シードから、指定したサイズと難易度の、解が1つだけのパズルを生成する"

    #: Sources/NQueensCLI/PuzzleCommand.swift:77
    #, c-format
    msgid ""
    "N (--size) of a regions puzzle must be a whole number from %1$d to %2$d, not "
    "'%3$s'"
    msgstr ""
    "領域パズルの N（--size）は%1$dから%2$dまでの整数で指定してください（「%3$s」"
    "は使えません）"

    #: Sources/NQueensCLI/PuzzleCommand.swift:84
    #, c-format
    msgid "unknown difficulty '%1$s'; difficulties are %2$s"
    msgstr "不明な難易度「%1$s」です。使える難易度は %2$s です"

    #: Sources/NQueensCLI/PuzzleCommand.swift:96
    #, c-format
    msgid "S (--seed) must be a whole number from 0 to %1$s, not '%2$s'"
    msgstr ""
    "S（--seed）は0から%1$sまでの整数で指定してください（「%2$s」は使えません）"

    #: Sources/NQueensCLI/PuzzleCommand.swift:101
    #, c-format
    msgid ""
    "S (--seed) of a regions puzzle must be a whole number from 0 to %1$s, not "
    "'%2$s'"
    msgstr ""
    "領域パズルの S（--seed）は0から%1$sまでの整数で指定してください（「%2$s」は使"
    "えません）"

    #: Sources/NQueensCLI/PuzzleRules.swift:20
    #, c-format
    msgid "unknown rules '%1$s'; rules are %2$s"
    msgstr "不明なルール「%1$s」です。使えるルールは %2$s です"

    #. %1$s is the date in full, %2$s the puzzle's size and difficulty (8×8 easy).
    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:20
    #, c-format
    msgid "Regions daily · %1$s · %2$s"
    msgstr "領域デイリー · %1$s · %2$s"

    #. %1$s is the puzzle's size and difficulty (8×8 easy), %2$s the seed it was made from, a number.
    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:23
    #, c-format
    msgid "Regions puzzle · %1$s · seed %2$s"
    msgstr "領域パズル · %1$s · シード %2$s"

    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:32
    #, c-format
    msgid ""
    "ID %2$s · place %1$d queen: one in each row, column and region, no two "
    "touching, not even at a corner."
    msgid_plural ""
    "ID %2$s · place %1$d queens: one in each row, column and region, no two "
    "touching, not even at a corner."
    msgstr[0] ""
    "ID %2$s · クイーンを%1$d個置いてください：各行・各列・各領域に1つずつ、どの2"
    "つも（角どうしでも）接しないように。"

    #. %1$s is the puzzle's ID (R8M-EJFG8YJ9J), %2$s its size and difficulty (8×8 easy).
    #: Sources/NQueensCLI/RegionsPuzzlePrinter.swift:75
    #, c-format
    msgid ""
    "The solution of %1$s (%2$s): one queen in each row, column and region, none "
    "touching."
    msgstr ""
    "%1$s（%2$s）の解：各行・各列・各領域にクイーンが1つずつ、どれも接していませ"
    "ん。"

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:46
    #, c-format
    msgid ""
    "the drawn %1$s regions board's rank %2$d from the top is labelled %3$d with "
    "%4$d squares, not %5$d with %6$d"
    msgstr ""
    "描かれた%1$sの領域の盤で、上から%2$d段目のラベルが%3$d（%4$dマス）になってい"
    "ます。正しくは%5$d（%6$dマス）です"

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:55
    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:150
    #, c-format
    msgid "not a solution: row %1$d holds %2$d queen, not one"
    msgid_plural "not a solution: row %1$d holds %2$d queens, not one"
    msgstr[0] ""
    "解ではありません：%1$d行目にクイーンが%2$d個あります（1個であるべきです）"

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:132
    #, c-format
    msgid ""
    "the drawn %1$s board's rank %2$d from the top is labelled %3$s, not %4$d"
    msgstr ""
    "描かれた%1$sの盤で、上から%2$d段目のラベルが%3$sになっています。正しくは%4$d"
    "です"

    #: Sources/NQueensCLI/SolutionInput+DrawnBoards.swift:140
    #, c-format
    msgid "rank %1$d of the drawn %2$s board has %3$d square, not %4$d"
    msgid_plural "rank %1$d of the drawn %2$s board has %3$d squares, not %4$d"
    msgstr[0] ""
    "描かれた%2$sの盤の%1$d段目が%3$dマスになっています。正しくは%4$dマスです"

    #: Sources/NQueensCLI/SolutionInput.swift:21
    #: Sources/NQueensCLI/SolutionInput.swift:183
    msgid "the input is empty; expected a solution, as `nqueens solve` prints it"
    msgstr "入力が空です。`nqueens solve` が出力する形の解が必要です"

    #: Sources/NQueensCLI/SolutionInput.swift:24
    msgid "the input says the board has no solution; there is nothing to check"
    msgstr "入力では盤に解がないとされています。確認するものがありません"

    #: Sources/NQueensCLI/SolutionInput.swift:80
    #, c-format
    msgid ""
    "the input is a \"%s\" document, a regions puzzle's solution; check it with --"
    "rules regions"
    msgstr ""
    "入力は \"%s\" ドキュメント（領域パズルの解）です。--rules regions で確認して"
    "ください"

    #: Sources/NQueensCLI/SolutionInput.swift:89
    #, c-format
    msgid ""
    "the input is a \"%1$s\" document; check reads %2$s and %3$s documents (or "
    "their JSON Lines), as `nqueens solve --format json|jsonl` prints them"
    msgstr ""
    "入力は \"%1$s\" ドキュメントです。check が読むのは、`nqueens solve --format "
    "json|jsonl` が出力する %2$s と %3$s のドキュメント（またはその JSON Lines）で"
    "す"

    #. %1$s is the kind of document given; %2$s the kind read (nqueens/regions-solution/v1).
    #: Sources/NQueensCLI/SolutionInput.swift:97
    #, c-format
    msgid ""
    "the input is a \"%1$s\" document; check --rules regions reads %2$s documents "
    "(or their JSON Lines), as `nqueens solve --id ID --format json|jsonl` prints "
    "them"
    msgstr ""
    "入力は \"%1$s\" ドキュメントです。check --rules regions が読むのは、`nqueens "
    "solve --id ID --format json|jsonl` が出力する %2$s ドキュメント（またはその "
    "JSON Lines）です"

    #: Sources/NQueensCLI/SolutionInput.swift:104
    msgid "\"solutions\" must be an array of column arrays"
    msgstr "\"solutions\" は列の配列の配列でなければなりません"

    #: Sources/NQueensCLI/SolutionInput.swift:111
    #, c-format
    msgid "the document says \"count\":%1$d but holds %2$d solution"
    msgid_plural "the document says \"count\":%1$d but holds %2$d solutions"
    msgstr[0] "ドキュメントには \"count\":%1$d とありますが、解は%2$d個です"

    #: Sources/NQueensCLI/SolutionInput.swift:117
    msgid "the document holds no solution (its board has none); nothing to check"
    msgstr ""
    "ドキュメントに解がありません（その盤には解がありません）。確認するものがあり"
    "ません"

    #: Sources/NQueensCLI/SolutionInput.swift:121
    msgid "the document says the board has no solution (\"columns\": null)"
    msgstr "ドキュメントでは盤に解がないとされています（\"columns\": null）"

    #: Sources/NQueensCLI/SolutionInput.swift:124
    msgid "\"columns\" must be an array of 1-based column numbers"
    msgstr "\"columns\" は1から始まる列番号の配列でなければなりません"

    #: Sources/NQueensCLI/SolutionInput.swift:130
    msgid ""
    "the JSON has no \"columns\" or \"solutions\" array; expected {\"columns\": "
    "[1-based columns]}"
    msgstr ""
    "JSON に \"columns\" または \"solutions\" の配列がありません。{\"columns\": [1"
    "から始まる列番号]} の形が必要です"

    #: Sources/NQueensCLI/SolutionInput.swift:136
    #, c-format
    msgid "the document says \"size\":%1$d but a solution has %2$d column"
    msgid_plural "the document says \"size\":%1$d but a solution has %2$d columns"
    msgstr[0] "ドキュメントには \"size\":%1$d とありますが、解の列が%2$d個です"

    #: Sources/NQueensCLI/SolutionInput.swift:210
    #, c-format
    msgid "not a solution: row %d holds two queens"
    msgstr "解ではありません：%d行目にクイーンが2個あります"

    #: Sources/NQueensCLI/SolutionInput.swift:236
    msgid "\"solutions\" must hold arrays of 1-based column numbers"
    msgstr "\"solutions\" は1から始まる列番号の配列を含まなければなりません"

    #: Sources/NQueensCLI/SolutionInput.swift:247
    msgid "the JSON ends inside an array"
    msgstr "JSON が配列の途中で終わっています"

    #: Sources/NQueensCLI/SolutionInput.swift:263
    msgid "a column number is too large"
    msgstr "列番号が大きすぎます"

    #: Sources/NQueensCLI/SolutionInput.swift:268
    msgid "the columns array has an empty entry"
    msgstr "列の配列に空の要素があります"

    #: Sources/NQueensCLI/SolutionInput.swift:276
    msgid "the columns array must hold whole numbers only"
    msgstr "列の配列には整数しか入れられません"

    #: Sources/NQueensCLI/SolutionInput.swift:280
    msgid "the JSON ends inside the columns array"
    msgstr "JSON が列の配列の途中で終わっています"

    #: Sources/NQueensCLI/SolveCommand.swift:9
    msgid "print a solution (or all, or the first K) for an N×N board"
    msgstr "N×N の盤の解を1つ（またはすべて、または最初の K 個）表示する"

    #: Sources/NQueensCLI/SolveCommand.swift:77
    #, c-format
    msgid ""
    "unexpected argument '%s'; it takes no board size with --id (the ID has it)"
    msgstr ""
    "予期しない引数「%s」です。--id では盤のサイズを指定しません（ID に含まれてい"
    "ます）"

    #: Sources/NQueensCLI/SolveCommand.swift:80
    msgid "a puzzle has one solution; --id takes neither --all nor --limit"
    msgstr "パズルの解は1つです。--id には --all も --limit も使えません"

    #: Sources/NQueensCLI/SolveCommand.swift:102
    msgid "use either --all or --limit K, not both"
    msgstr "--all と --limit K のどちらか一方を使ってください"

    #. %1$s is the largest board drawn (64×64), %2$d the size asked for.
    #: Sources/NQueensCLI/SolveCommand.swift:118
    #, c-format
    msgid ""
    "--format board draws boards up to %1$s; use --format text or json for N = "
    "%2$d"
    msgstr ""
    "--format board で描けるのは%1$sまでの盤です。N = %2$d には --format text か "
    "json を使ってください"

    #: Sources/NQueensCLI/SolveCommand.swift:191
    #, c-format
    msgid "The solution of %1$s (%2$s): the givens %3$s, the queens to place %4$s."
    msgstr "%1$s（%2$s）の解：初期配置 %3$s、置くクイーン %4$s。"

    #: Sources/NQueensCLI/SolveCommand.swift:230
    #, c-format
    msgid "Solving %s"
    msgstr "%sを解いています"

    #: Sources/NQueensCLI/SolveCommand.swift:241
    #, c-format
    msgid "Solution %d"
    msgstr "解 %d"

    #: Sources/NQueensCLI/SolveCommand.swift:268
    #, c-format
    msgid ""
    "No solution: no %1$d queen fits on a %2$s board without attacking each other."
    msgid_plural ""
    "No solution: no %1$d queens fit on a %2$s board without attacking each other."
    msgstr[0] ""
    "解なし：%2$sの盤に、互いに攻撃しないように%1$d個のクイーンを置くことはできま"
    "せん。"

    #: Sources/NQueensCLI/StatsCommand.swift:10
    msgid "show your streaks, and per board size your times, trend and bests"
    msgstr "連続記録と、盤のサイズごとのタイム・傾向・ベスト記録を表示する"

    #: Sources/NQueensCLI/StatsCommand.swift:63
    #, c-format
    msgid "%d day (today solved)"
    msgid_plural "%d days (today solved)"
    msgstr[0] "%d日（今日は解きました）"

    #: Sources/NQueensCLI/StatsCommand.swift:65
    #, c-format
    msgid "%d day (solve one today to keep it)"
    msgid_plural "%d days (solve one today to keep it)"
    msgstr[0] "%d日（続けるには今日1つ解いてください）"

    #: Sources/NQueensCLI/StatsCommand.swift:68
    msgid "Current streak"
    msgstr "現在の連続記録"

    #: Sources/NQueensCLI/StatsCommand.swift:69
    msgid "Best streak"
    msgstr "最高の連続記録"

    #: Sources/NQueensCLI/StatsCommand.swift:72
    msgid "Daily streak"
    msgstr "デイリーの連続記録"

    #: Sources/NQueensCLI/StatsCommand.swift:73
    #, c-format
    msgid "%1$d day · best %2$d"
    msgid_plural "%1$d days · best %2$d"
    msgstr[0] "%1$d日 · 最高 %2$d"

    #: Sources/NQueensCLI/StatsCommand.swift:75
    msgid "Games solved"
    msgstr "解いたゲーム"

    #. a puzzle's board size (9×9) and its difficulty (easy, medium or hard), as in "9×9 easy".
    #: Sources/NQueensCLI/Wording.swift:11
    #, c-format
    msgctxt "puzzle kind"
    msgid "%1$s %2$s"
    msgstr "%1$s %2$s"

    #. a member's card in an album class: "Member 3".
    #: Sources/NQueensSwiftUI/Album/AlbumClassView.swift:69
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumClassPage.swift:132
    #, c-format
    msgid "Member %s"
    msgstr "メンバー %s"

    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:27
    #: Sources/NQueensSwiftUI/History/HistoryView.swift:40
    msgid "Cancel"
    msgstr "キャンセル"

    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:69
    msgid "Custom size"
    msgstr "カスタムサイズ"

    #. the placeholder of the field where a board size is typed.
    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:74
    msgctxt "board size"
    msgid "Size"
    msgstr "サイズ"

    #. the board-size sheet's button for the size typed: "Choose 9×9".
    #: Sources/NQueensSwiftUI/BoardSize/BoardSheet.swift:94
    #, c-format
    msgid "Choose %s"
    msgstr "%sにする"

    #. the board's name for screen readers, with its size: "Board, 8×8".
    #. the board's name for screen readers, with the game's title: "Board, 8×8 Free Play".
    #: Sources/NQueensSwiftUI/Game/BoardView.swift:93
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:51
    #, c-format
    msgid "Board, %s"
    msgstr "盤、%s"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:18
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:91
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:60
    msgid "Undo"
    msgstr "元に戻す"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:20
    msgid "Hint"
    msgstr "ヒント"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:21
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:91
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:61
    msgid "Redo"
    msgstr "やり直す"

    #. the switch that makes taps mark squares with ✕ instead of placing queens.
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:27
    msgctxt "mode"
    msgid "Mark"
    msgstr "印"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:33
    msgid "Taps and drags mark squares."
    msgstr "タップとドラッグでマスに印をつけます。"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:33
    msgid "Taps place queens."
    msgstr "タップでクイーンを置きます。"

    #: Sources/NQueensSwiftUI/Game/GameControls.swift:35
    msgid "Clear Marks"
    msgstr "印をすべて消す"

    #. the heading of the queen styles to choose from.
    #: Sources/NQueensSwiftUI/Game/GameControls.swift:120
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:42
    msgctxt "queen style"
    msgid "Queen"
    msgstr "クイーン"

    #: Sources/NQueensSwiftUI/Game/GameView.swift:54
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:68
    msgid "Restart"
    msgstr "最初から"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:32
    msgid "Clear All"
    msgstr "すべて消去"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:37
    msgid "Clear all games?"
    msgstr "すべてのゲームを消去しますか？"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:39
    msgid "Delete All Games"
    msgstr "すべてのゲームを削除"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:75
    msgid "Opens the replay."
    msgstr "リプレイを開きます。"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:124
    #: Sources/NQueensSwiftUI/History/HistoryView.swift:130
    msgid "Sort"
    msgstr "並べ替え"

    #: Sources/NQueensSwiftUI/History/HistoryView.swift:140
    msgid "Start a Game"
    msgstr "ゲームを始める"

    #: Sources/NQueensSwiftUI/Home/DailySection.swift:34
    msgid "Plays today's daily puzzle."
    msgstr "今日のデイリーパズルを遊びます。"

    #: Sources/NQueensSwiftUI/Home/DailySection.swift:34
    msgid "Plays today's regions daily."
    msgstr "今日の領域デイリーを遊びます。"

    #: Sources/NQueensSwiftUI/Home/DailySection.swift:172
    msgid "Plays this daily."
    msgstr "このデイリーを遊びます。"

    #: Sources/NQueensSwiftUI/Home/HistoryTransferMenu.swift:34
    msgid "History Files"
    msgstr "履歴ファイル"

    #: Sources/NQueensSwiftUI/Home/HistoryTransferMenu.swift:64
    msgid "OK"
    msgstr "OK"

    #: Sources/NQueensSwiftUI/Home/HomeView.swift:64
    msgid "Dismiss"
    msgstr "閉じる"

    #: Sources/NQueensSwiftUI/Home/HomeView.swift:77
    #, c-format
    msgid "Last %d day"
    msgid_plural "Last %d days"
    msgstr[0] "過去%d日間"

    #: Sources/NQueensSwiftUI/Home/HomeView.swift:83
    #, c-format
    msgid "Last %d regions daily"
    msgid_plural "Last %d regions dailies"
    msgstr[0] "過去%d日間の領域デイリー"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:43
    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:138
    msgid "Play Again"
    msgstr "もう一度遊ぶ"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:63
    msgid "First step"
    msgstr "最初のステップ"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:66
    msgid "Previous step"
    msgstr "前のステップ"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:73
    msgid "Next step"
    msgstr "次のステップ"

    #: Sources/NQueensSwiftUI/Replay/ReplayView.swift:75
    msgid "Last step"
    msgstr "最後のステップ"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:36
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:99
    msgid "Appearance"
    msgstr "外観"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:37
    msgid "Theme"
    msgstr "テーマ"

    #. the settings' section of the board's aids.
    #. Preferences' group of the board's aids (attacked squares, solutions, marks).
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:56
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:101
    msgctxt "settings section"
    msgid "Board"
    msgstr "盤"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:61
    msgid ""
    "Shade the squares your queens attack, and count the solutions still within "
    "reach."
    msgstr "クイーンが攻撃するマスに色を付け、まだ到達できる解を数えます。"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:66
    msgid "Haptics"
    msgstr "触覚フィードバック"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:67
    msgid "Reduce motion"
    msgstr "動きを減らす"

    #. the settings' section of haptics and motion.
    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:70
    msgid "Feel"
    msgstr "操作感"

    #: Sources/NQueensSwiftUI/Settings/SettingsView.swift:73
    msgid ""
    "Animations are also off while Reduce Motion is on in the system's "
    "accessibility settings."
    msgstr ""
    "システムのアクセシビリティ設定で「視差効果を減らす」がオンのときも、アニメー"
    "ションはオフになります。"

    #: Sources/NQueensSwiftUI/Statistics/ActivityCalendarGrid.swift:47
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/ActivityCalendarView.swift:158
    msgid "Today"
    msgstr "今日"

    #: Sources/NQueensSwiftUI/Statistics/StatisticsView.swift:23
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:44
    msgid "No Games Yet"
    msgstr "まだゲームがありません"

    #: Sources/NQueensSwiftUI/Statistics/StatisticsView.swift:88
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:69
    msgid "Last 12 Months"
    msgstr "過去12か月"

    #: Sources/NQueensSwiftUI/Victory/WinModal.swift:128
    msgid "Result to share"
    msgstr "共有する結果"

    #. the grid of a class's members (the solutions in it).
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumClassPage.swift:41
    msgid "Members"
    msgstr "メンバー"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumClassPage.swift:146
    msgid "Replay the game that first found it"
    msgstr "最初に見つけたゲームをリプレイ"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:52
    msgid "Solutions found"
    msgstr "見つけた解"

    #. the album's grid of solution classes (the solutions that are turns or mirrors of each other).
    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:64
    msgid "Classes"
    msgstr "クラス"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:65
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:67
    msgid "Show _More"
    msgstr "さらに表示(_M)"

    #: Apps/GNOME/Sources/NQueensGNOME/Album/AlbumPage.swift:70
    msgid "Nothing Found Yet"
    msgstr "まだ何も見つかっていません"

    #. nqueens-gnome's error for a bad --size; keep "--size N" as it is typed.
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:40
    #, c-format
    msgid ""
    "board size '%1$s' is not one we offer; use --size N with N from %2$d to %3$d"
    msgstr ""
    "盤のサイズ「%1$s」は選べません。--size N（N は%2$dから%3$dまで）を使ってくだ"
    "さい"

    #. nqueens-gnome's error for a bad --style; the names after it are typed as they are.
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:51
    #, c-format
    msgid "queen style '%1$s' is unknown; use one of %2$s"
    msgstr "クイーンのスタイル「%1$s」は不明です。%2$s のいずれかを使ってください"

    #. nqueens-gnome's error for an unknown argument; the options are typed as they are.
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:60
    #, c-format
    msgid "unknown argument '%s'; try --size N, --style NAME or --help"
    msgstr ""
    "不明な引数「%s」です。--size N、--style NAME、--help のいずれかを試してくださ"
    "い"

    #. nqueens-gnome's error for an option given last, without its value: "--size needs a value".
    #: Apps/GNOME/Sources/NQueensGNOME/App/LaunchOptions.swift:98
    #, c-format
    msgid "%s needs a value"
    msgstr "%s には値が必要です"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:46
    #, c-format
    msgid "%1$s to %2$s"
    msgstr "%1$s～%2$s"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:48
    msgid "Smaller"
    msgstr "小さく"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:49
    msgid "Larger"
    msgstr "大きく"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:55
    msgid "Custom board size"
    msgstr "盤のカスタムサイズ"

    #. the board-size dialog's button that starts a game of the size typed.
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/BoardSizeDialog.swift:57
    msgid "_Use"
    msgstr "使用(_U)"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/FileChooser.swift:18
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PuzzleEntryDialog.swift:27
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:233
    msgid "_Cancel"
    msgstr "キャンセル(_C)"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:15
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:23
    msgid "The NQueens developers"
    msgstr "NQueens の開発者"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:18
    msgid ""
    "Place N queens on an N×N board so that no two attack each other. Hints that "
    "really help, daily streaks, and a history of every game you solved."
    msgstr ""
    "N×N の盤に N 個のクイーンを、どの2つも互いに攻撃しないように置きましょう。本"
    "当に役立つヒント、デイリーの連続記録、解いたすべてのゲームの履歴を備えていま"
    "す。"

    #. do not translate: put your names here, one per line, as About lists them.
    #. an e-mail address or web page may follow a name in angle brackets: "Anna <anna@example.org>".
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:34
    msgid "translator-credits"
    msgstr "NQueens 翻訳チーム"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:88
    msgctxt "shortcuts"
    msgid "Game"
    msgstr "ゲーム"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:90
    msgid "New game"
    msgstr "新しいゲーム"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:90
    msgid "Open a puzzle by ID"
    msgstr "ID でパズルを開く"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:92
    msgid "Restart the board"
    msgstr "盤を最初からやり直す"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:96
    msgctxt "shortcuts"
    msgid "Board"
    msgstr "盤"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:98
    msgid "Move the cursor (it stops at the edges)"
    msgstr "カーソルを移動（端で止まります）"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:100
    msgid "Mark or unmark the square (or right-click it)"
    msgstr "マスに印をつける／消す（右クリックでも可）"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:101
    msgid "Clear your marks (right-drag to mark a row)"
    msgstr "印をすべて消す（右ドラッグで1列に印）"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:105
    msgctxt "shortcuts"
    msgid "Replay"
    msgstr "リプレイ"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:107
    msgid "Play or pause"
    msgstr "再生／一時停止"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:108
    msgid "First or last step"
    msgstr "最初／最後のステップ"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:112
    msgctxt "shortcuts"
    msgid "Album"
    msgstr "アルバム"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:114
    msgid "Move between the cards"
    msgstr "カードの間を移動"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:114
    msgid "Open the card"
    msgstr "カードを開く"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:115
    msgid "Smaller board"
    msgstr "小さい盤"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:115
    msgid "Larger board"
    msgstr "大きい盤"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:119
    msgctxt "shortcuts"
    msgid "Statistics"
    msgstr "統計"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:120
    msgid "Chart a smaller board"
    msgstr "小さい盤のグラフを表示"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:120
    msgid "Chart a larger board"
    msgstr "大きい盤のグラフを表示"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:123
    msgctxt "shortcuts"
    msgid "General"
    msgstr "全般"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:125
    msgid "Go back"
    msgstr "戻る"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:125
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:35
    msgid "Preferences"
    msgstr "設定"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:126
    msgid "Keyboard shortcuts"
    msgstr "キーボードショートカット"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/InfoWindows.swift:126
    msgid "Close the window"
    msgstr "ウィンドウを閉じる"

    #. Preferences' row choosing light, dark or the system's colours.
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:50
    msgctxt "colour scheme"
    msgid "Style"
    msgstr "スタイル"

    #. the heading of the queen styles (the board menu's section, the Preferences' row).
    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:55
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:196
    msgctxt "queen style"
    msgid "Queens"
    msgstr "クイーン"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:60
    msgid "Shade Attacked Squares"
    msgstr "攻撃されているマスに色を付ける"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:60
    msgid "Tint every square a queen attacks"
    msgstr "クイーンが攻撃するすべてのマスに色を付けます"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:65
    msgid "Count Solutions"
    msgstr "解を数える"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:65
    msgid "How many solutions your queens still allow"
    msgstr "今のクイーンの配置でまだ可能な解の数を表示します"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:79
    msgid "Reduce Motion"
    msgstr "動きを減らす"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:79
    msgid "No pulse, line fades or confetti"
    msgstr "点滅、線のフェード、紙吹雪を表示しません"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:82
    msgid "Sound"
    msgstr "サウンド"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:82
    msgid "Beep on conflicts and wins"
    msgstr "衝突時とクリア時に音を鳴らします"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:94
    msgctxt "preferences"
    msgid "General"
    msgstr "全般"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PreferencesWindow.swift:102
    msgid "Motion and Sound"
    msgstr "動きとサウンド"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/PuzzleEntryDialog.swift:36
    msgid "Puzzle ID"
    msgstr "パズル ID"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:26
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:52
    msgid "Play _Again"
    msgstr "もう一度遊ぶ(_A)"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:27
    msgid "_Album"
    msgstr "アルバム(_A)"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:28
    msgid "_Done"
    msgstr "完了(_D)"

    #: Apps/GNOME/Sources/NQueensGNOME/Dialogs/VictoryDialog.swift:48
    msgid "_Copy Result"
    msgstr "結果をコピー(_C)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:56
    msgid "Last 30 Days"
    msgstr "過去30日間"

    #. a daily's puzzle ID on its Home card: "ID 9-SSKCB52".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:104
    #, c-format
    msgid "ID %s"
    msgstr "ID %s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:105
    msgid "The puzzle's ID: the same puzzle for every player"
    msgstr "パズルの ID：すべてのプレイヤーに同じパズルです"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:152
    #, c-format
    msgid "Continue today's daily puzzle (%s)"
    msgstr "今日のデイリーパズルを続ける（%s）"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:153
    #, c-format
    msgid "Play today's daily puzzle again (%s)"
    msgstr "今日のデイリーパズルをもう一度遊ぶ（%s）"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:155
    #, c-format
    msgid "Continue today's regions daily (%s)"
    msgstr "今日の領域デイリーを続ける（%s）"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:156
    #, c-format
    msgid "Play today's regions daily again (%s)"
    msgstr "今日の領域デイリーをもう一度遊ぶ（%s）"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:165
    msgid "In progress"
    msgstr "プレイ中"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:165
    msgid "Not solved"
    msgstr "未クリア"

    #. a day's tooltip on Home: date, size, difficulty, state ("Sat 28 Nov · 9×9 Hard · Solved ✓ 1:05").
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/DailyCardView.swift:169
    #, c-format
    msgid "%1$s · %2$s %3$s · %4$s"
    msgstr "%1$s · %2$s %3$s · %4$s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:65
    msgid "_Hint"
    msgstr "ヒント(_H)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/GamePage.swift:67
    msgid "Show a hint (H)"
    msgstr "ヒントを表示（H）"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:43
    msgid "_Start a Game"
    msgstr "ゲームを始める(_S)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:53
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:54
    msgid "Sort order"
    msgstr "並び順"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:58
    msgid "Kind of game"
    msgstr "ゲームの種類"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:69
    msgid "_Clear History…"
    msgstr "履歴を消去(_C)…"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:166
    msgid "Every board size"
    msgstr "すべての盤サイズ"

    #. the tooltip of History's filter by board size: "Only 8×8".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:168
    #, c-format
    msgid "Only %s"
    msgstr "%sのみ"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:174
    msgid "Every kind of game"
    msgstr "すべての種類のゲーム"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:175
    msgid "Only the daily puzzles"
    msgstr "デイリーパズルのみ"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:176
    msgid "Only puzzles opened by ID"
    msgstr "ID で開いたパズルのみ"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:177
    msgid "Only free play"
    msgstr "フリープレイのみ"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:178
    msgid "Only regions puzzles"
    msgstr "領域パズルのみ"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:217
    msgid "Efficiency"
    msgstr "効率"

    #. a History row's efficiency for screen readers: "Efficiency 100%".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:221
    #, c-format
    msgid "Efficiency %s"
    msgstr "効率 %s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:231
    msgid "Clear History?"
    msgstr "履歴を消去しますか？"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HistoryPage.swift:234
    msgid "_Delete All"
    msgstr "すべて削除(_D)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:53
    msgid "Streak"
    msgstr "連続記録"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:70
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:170
    msgid "Continue Game"
    msgstr "ゲームを続ける"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:74
    msgid "_Start Game"
    msgstr "ゲームを始める(_S)"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:75
    msgid "_Open a Puzzle by ID…"
    msgstr "ID でパズルを開く(_O)…"

    #. what screen readers say for Continue Game, with the game: "Continue Game, 8×8 · 3/8 queens".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:170
    #, c-format
    msgid "Continue Game, %s"
    msgstr "ゲームを続ける、%s"

    #. Home's button that starts a free game of the chosen size: "Start 8×8 Game".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/HomePage.swift:177
    #, c-format
    msgid "_Start %s Game"
    msgstr "%sのゲームを始める(_S)"

    #. the replay's board for screen readers, with the game's title: "Replay board, 8×8 Free Play".
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:29
    #, c-format
    msgid "Replay board, %s"
    msgstr "リプレイの盤、%s"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:43
    msgid "Empty board (Home)"
    msgstr "空の盤（Home）"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:44
    msgid "Step back (←)"
    msgstr "1ステップ戻る（←）"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:45
    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:108
    msgid "Play (Space)"
    msgstr "再生（Space）"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:46
    msgid "Step forward (→)"
    msgstr "1ステップ進む（→）"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:47
    msgid "Final position (End)"
    msgstr "最終局面（End）"

    #: Apps/GNOME/Sources/NQueensGNOME/Screens/ReplayPage.swift:108
    msgid "Pause (Space)"
    msgstr "一時停止（Space）"

    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/ActivityCalendarView.swift:47
    msgid "Legend"
    msgstr "凡例"

    #. the chart's legend for the line of the best solve time so far.
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/SolveTimeChartView.swift:114
    msgid "Best so far"
    msgstr "これまでのベスト"

    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:47
    msgid "Board Sizes"
    msgstr "盤のサイズ"

    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:52
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:53
    msgid "Board size charted"
    msgstr "グラフに表示する盤サイズ"

    #. said of the board size whose solve times the chart shows.
    #: Apps/GNOME/Sources/NQueensGNOME/Statistics/StatisticsPage.swift:158
    msgid "Charted"
    msgstr "グラフ表示中"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:165
    msgid "_New Game"
    msgstr "新しいゲーム(_N)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:166
    msgid "_Open Puzzle by ID…"
    msgstr "ID でパズルを開く(_O)…"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:170
    msgid "_Statistics"
    msgstr "統計(_S)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:171
    msgid "_Export History…"
    msgstr "履歴をエクスポート(_E)…"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:172
    msgid "_Import History…"
    msgstr "履歴をインポート(_I)…"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:176
    msgid "_Preferences"
    msgstr "設定(_P)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:177
    msgid "_Keyboard Shortcuts"
    msgstr "キーボードショートカット(_K)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:178
    msgid "_About N-Queens"
    msgstr "Nクイーンについて(_A)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:199
    msgid "Shade _Attacked Squares"
    msgstr "攻撃されているマスに色を付ける(_A)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:200
    msgid "_Count Solutions"
    msgstr "解を数える(_C)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:204
    msgid "_Mark the Square"
    msgstr "マスに印をつける(_M)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Actions.swift:205
    msgid "C_lear Marks"
    msgstr "印をすべて消す(_L)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:19
    msgid "_Export"
    msgstr "エクスポート(_E)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:34
    msgid "_Import"
    msgstr "インポート(_I)"

    #. the file chooser's filter of NQueens' history files (JSON is the file format's name).
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:55
    msgid "History (JSON)"
    msgstr "履歴（JSON）"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow+Transfer.swift:62
    msgid "_Close"
    msgstr "閉じる(_C)"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:85
    msgid "Back"
    msgstr "戻る"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:91
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:92
    msgid "Main Menu"
    msgstr "メインメニュー"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:97
    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:98
    msgid "Board Options"
    msgstr "盤のオプション"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:154
    #, c-format
    msgid "Place %d queen"
    msgid_plural "Place %d queens"
    msgstr[0] "クイーンを%d個置きましょう"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:247
    msgid "Result copied to the clipboard"
    msgstr "結果をクリップボードにコピーしました"

    #: Apps/GNOME/Sources/NQueensGNOME/Window/MainWindow.swift:389
    msgid "_Dismiss"
    msgstr "閉じる(_D)"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:5
    msgid "Puzzle Game"
    msgstr "パズルゲーム"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:6
    msgid "Place N queens on a board so that no two attack each other"
    msgstr "どの2つも互いに攻撃しないように、N個のクイーンを盤に置きます"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.desktop.in:11
    msgid "queens;chess;puzzle;board;logic;"
    msgstr "クイーン;チェス;パズル;盤;ボード;論理;ロジック;エイトクイーン;"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:7
    msgid "Place N queens so that no two attack each other"
    msgstr "どの2つも互いに攻撃しないように、N個のクイーンを置きます"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:9
    msgid ""
    "The classic puzzle as a game: put N queens on an N-by-N board so that no two "
    "share a row, a column or a diagonal. Conflicting queens and their red attack "
    "lines show at once, and a hint never just gives the answer away: it names a "
    "square that still leads to a full solution, or the queen to take back and "
    "why."
    msgstr ""
    "古典的なパズルをゲームにしました。N×N の盤に N 個のクイーンを、どの2つも同じ"
    "行・列・斜めに並ばないように置きます。衝突するクイーンとその赤い攻撃線はすぐ"
    "に表示されます。ヒントは答えをそのまま教えることはなく、まだ完全な解につなが"
    "るマスか、取り除くべきクイーンとその理由を示します。"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:14
    msgid ""
    "Every day brings two puzzles with one solution each: a classic one with "
    "queens already given, and a coloured-regions puzzle, where each row, column "
    "and region holds one queen and no two queens touch."
    msgstr ""
    "毎日、解が1つだけのパズルが2つ届きます。初期配置のクイーンがあるクラシックな"
    "パズルと、色分けされた領域のパズルです。領域パズルでは、各行・各列・各領域に"
    "クイーンを1つずつ置き、どの2つも接してはいけません。"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:19
    msgid ""
    "Boards from 4 by 4 to 16 by 16, played with the mouse or the keyboard alone"
    msgstr "4×4 から 16×16 までの盤。マウスでもキーボードだけでも遊べます"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:20
    msgid ""
    "Your own marks on squares, undo and redo, hints that explain the next "
    "deduction"
    msgstr "マスにつける自分用の印、元に戻す／やり直す、次の推論を説明するヒント"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:21
    msgid ""
    "Daily streaks, statistics with charts, and a history of every game with a "
    "move-by-move replay"
    msgstr ""
    "デイリーの連続記録、グラフ付きの統計、一手ずつリプレイできる全ゲームの履歴"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:22
    msgid "An album of every solution you found, grouped by symmetry"
    msgstr "見つけたすべての解を対称性でまとめたアルバム"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:23
    msgid ""
    "Boards that read without colour, light and dark styles, and motion you can "
    "turn off"
    msgstr ""
    "色がなくても読み取れる盤、ライトとダークのスタイル、オフにできるアニメーショ"
    "ン"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:24
    msgid "In English, German, Spanish, French and Japanese"
    msgstr "英語・ドイツ語・スペイン語・フランス語・日本語に対応"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:25
    msgid "Shares its games and settings with the nqueens terminal game"
    msgstr "ゲームと設定を端末版のゲーム nqueens と共有"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:45
    msgid "A game with two queens in conflict"
    msgstr "2つのクイーンが衝突しているゲーム"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:49
    msgid ""
    "Home: today's daily puzzle and the last 30 days, your streak, the board size "
    "and your history"
    msgstr "ホーム：今日のデイリーパズルと過去30日間、連続記録、盤のサイズ、履歴"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:53
    msgid "A daily puzzle: given queens, squares ruled out and a hint"
    msgstr "デイリーパズル：初期配置のクイーン、除外されたマス、ヒント"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:57
    msgid "The victory dialog"
    msgstr "クリア時のダイアログ"

    #: Apps/GNOME/data/io.github.nqueens.NQueens.metainfo.xml.in:61
    msgid "Every solved game, with time, moves and efficiency"
    msgstr "解いたすべてのゲームと、そのタイム・手数・効率"

    #, c-format
    #~ msgid ""
    #~ "its efficiency %1$s is not its size less its givens over its %2$d move "
    #~ "(%3$s)"
    #~ msgid_plural ""
    #~ "its efficiency %1$s is not its size less its givens over its %2$d moves "
    #~ "(%3$s)"
    #~ msgstr[0] ""
    #~ "効率 %1$s が、サイズから初期配置を引いて手数%2$dで割った値（%3$s）と一致し"
    #~ "ません"

    #~ msgid "Monday"
    #~ msgstr "月曜日"

    #~ msgid "Tuesday"
    #~ msgstr "火曜日"

    #~ msgid "Wednesday"
    #~ msgstr "水曜日"

    #~ msgid "Thursday"
    #~ msgstr "木曜日"

    #~ msgid "Friday"
    #~ msgstr "金曜日"

    #~ msgid "Saturday"
    #~ msgstr "土曜日"

    #~ msgid "Sunday"
    #~ msgstr "日曜日"

    #, c-format
    #~ msgid "Place %1$s: one solution fits the %2$s."
    #~ msgstr "%1$sを置いてください：%2$sに合う解は1つだけです。"

    #, c-format
    #~ msgctxt "queens to place"
    #~ msgid "%d queen"
    #~ msgid_plural "%d queens"
    #~ msgstr[0] "クイーン%d個"

    #, c-format
    #~ msgctxt "the givens a solution fits"
    #~ msgid "%d given queen"
    #~ msgid_plural "%d given queens"
    #~ msgstr[0] "初期配置のクイーン%d個"

    #, c-format
    #~ msgid "%1$s game on %2$s"
    #~ msgid_plural "%1$s games on %2$s"
    #~ msgstr[0] "%1$sゲーム（%2$s）"

    #~ msgid "Speak the chosen language"
    #~ msgstr "選んだ言語にする"

    #, c-format
    #~ msgid "valid: %1$d solution, all the solution, of %2$s (%3$s)"
    #~ msgid_plural "valid: %1$d solutions, all the solution, of %2$s (%3$s)"
    #~ msgstr[0] "有効：%2$s（%3$s）の解です（同じ解が%1$d個）"

    #~ msgctxt "difficulty in a line"
    #~ msgid "easy"
    #~ msgstr "初級"

    #~ msgctxt "difficulty in a line"
    #~ msgid "medium"
    #~ msgstr "中級"

    #~ msgctxt "difficulty in a line"
    #~ msgid "hard"
    #~ msgstr "上級"

    #, c-format
    #~ msgid "%1$s %2$s"
    #~ msgstr "%2$s（%1$s）"
    """#
