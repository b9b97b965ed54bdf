import Foundation

/// Writes finished games as JSON or CSV, for `nqueens history --format json|csv` and for backups.
///
/// Both forms are deterministic: the same games always give the same text. The JSON is in `HistoryJSON.swift`.
public enum HistoryExport {
    // MARK: CSV

    /// The CSV header, in column order; the order never changes (new columns are only ever appended).
    public static let csvColumns = [
        "id", "board_size", "mode", "started_at", "finished_at", "solved_day", "time_zone", "active_seconds",
        "moves", "hints_used", "efficiency", "final_queens", "move_log", "puzzle_id", "daily_date",
    ]

    /// The games as CSV (RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line break).
    ///
    /// One header line, then one line per game. `active_seconds` has three decimals, `efficiency` four (0…1);
    /// `final_queens` lists squares in chess notation (`a1`, or `row,column` past 26 columns) separated by
    /// spaces; `move_log` lists moves as `kind:square@seconds` separated by spaces (a `+` before the kind when the
    /// move belongs to the same action as the one before it: a drag that marks, Clear marks); `puzzle_id` (a daily's or a
    /// puzzle's ID) and `daily_date` (`YYYY-MM-DD`, a daily's date) are empty for free play.
    public static func csv(_ games: [GameRecord]) -> String {
        var lines = [csvColumns.map(csvField).joined(separator: ",")]
        lines.reserveCapacity(games.count + 1)
        for game in games {
            let fields = [
                game.id.uuidString.lowercased(), String(game.boardSize), game.mode.rawValue,
                game.startedAt.iso8601Milliseconds, game.finishedAt.iso8601Milliseconds, game.solvedDay.description,
                game.timeZoneIdentifier, seconds(game.activeDuration), String(game.moveCount), String(game.hintsUsed),
                String(format: "%.4f", game.efficiency),
                game.finalQueens.map(\.description).joined(separator: " "),
                game.moves.map {
                    "\($0.continuesStep ? "+" : "")\($0.kind.rawValue):\($0.square)@\(seconds($0.offset))"
                }
                .joined(separator: " "),
                game.puzzleID ?? "", game.dailyDate?.description ?? "",
            ]
            lines.append(fields.map(csvField).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// A field as RFC 4180 writes it: quoted (with quotes doubled) when it holds a comma, quote, CR or LF.
    public static func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A duration in seconds with exactly three decimals (`12.345`), rounded to the nearest millisecond: how the
    /// exports (and `nqueens stats --format json`) write times.
    public static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.wholeMilliseconds
        let sign = milliseconds < 0 ? "-" : ""
        let magnitude = milliseconds.magnitude
        let fraction = String(magnitude % 1_000)
        return "\(sign)\(magnitude / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
