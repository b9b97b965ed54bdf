import Foundation
import NQueensEngine
import NQueensServices
import NQueensTestSupport
import Testing

@Suite("History export")
struct ExportTests {
    private func game() -> GameRecord {
        GameRecord(
            id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!, boardSize: 4, mode: .freePlay,
            startedAt: SampleGames.date(2026, 11, 29, 9, 59), finishedAt: SampleGames.date(2026, 11, 29, 10, 0),
            solvedDay: CalendarDay("2026-11-29")!, timeZoneIdentifier: "America/Argentina/Buenos_Aires",
            activeDuration: .milliseconds(61_005), moveCount: 5, hintsUsed: 1,
            finalQueens: [
                Square(row: 0, column: 1), Square(row: 1, column: 3), Square(row: 2, column: 0),
                Square(row: 3, column: 2),
            ],
            moves: [
                MoveRecord(.place, Square(row: 0, column: 0), at: .milliseconds(500)),
                MoveRecord(.undo, Square(row: 0, column: 0), at: .milliseconds(1_000)),
                MoveRecord(.place, Square(row: 0, column: 1), at: .milliseconds(2_000)),
            ])
    }

    @Test func csvHasAStableHeaderAndOneLinePerGame() {
        let csv = HistoryExport.csv([game()])
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines.count == 3 && lines[2].isEmpty)
        #expect(
            lines[0]
                == "id,board_size,mode,started_at,finished_at,solved_day,time_zone,active_seconds,moves,hints_used,"
                + "efficiency,final_queens,move_log,puzzle_id,daily_date")
        #expect(
            lines[1]
                == "6f9619ff-8b86-d011-b42d-00c04fc964ff,4,free-play,2026-11-29T09:59:00.000Z,"
                + "2026-11-29T10:00:00.000Z,2026-11-29,America/Argentina/Buenos_Aires,61.005,5,1,0.8000,"
                + "b1 d2 a3 c4,place:a1@0.500 undo:a1@1.000 place:b1@2.000,,")
        #expect(HistoryExport.csv([]) == HistoryExport.csvColumns.joined(separator: ",") + "\r\n")
    }

    @Test func csvQuotesFieldsAsRFC4180Says() {
        let wide = Square(row: 29, column: 26)
        let big = GameRecord(
            id: SampleGames.id(7), boardSize: 30, startedAt: SampleGames.date(2026, 1, 1),
            finishedAt: SampleGames.date(2026, 1, 1), solvedDay: CalendarDay("2026-01-01")!,
            timeZoneIdentifier: "Etc/GMT+5", activeDuration: .zero, moveCount: 1, finalQueens: [wide],
            moves: [MoveRecord(.place, wide, at: .zero)])
        let line = HistoryExport.csv([big]).components(separatedBy: "\r\n")[1]
        #expect(line.hasSuffix(#","30,27","place:30,27@0.000",,"#))
        #expect(HistoryExport.csvField(#"say "hi""#) == #""say ""hi""""#)
        #expect(HistoryExport.csvField("two\nlines") == "\"two\nlines\"")
        #expect(HistoryExport.csvField("plain") == "plain")
    }

    @Test func jsonIsAVersionedDocumentThatReadsBack() throws {
        let json = try HistoryExport.json([game()])
        #expect(json.contains(#""schema": "nqueens/history/v3""#))
        #expect(json.contains(#""count": 1"#))
        // Buenos Aires is three hours behind UTC: instants carry the game's offset.
        #expect(json.contains(#""finishedAt":"2026-11-29T07:00:00.000-03:00""#))
        #expect(json.contains(#""activeMilliseconds":61005"#))
        #expect(json.contains(#""efficiency":0.8"#))
        #expect(json.contains(#""timeZone":"America/Argentina/Buenos_Aires""#))
        #expect(json.contains(#""size":4"#) && !json.contains("boardSize"))
        #expect(try HistoryExport.json([game()]) == json)
        #expect(try HistoryExport.games(fromJSON: Data(json.utf8)) == [game()])
        #expect(try HistoryExport.games(fromJSON: Data(try HistoryExport.json([]).utf8)).isEmpty)
    }

    @Test func jsonSquaresAreNamedAndOneBased() throws {
        let json = try HistoryExport.json([game()])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let games = try #require(document["games"] as? [[String: Any]])
        let queens = try #require(games.first?["queens"] as? [[String: Any]])
        #expect(queens.first?["square"] as? String == "b1")
        #expect(queens.first?["row"] as? Int == 1 && queens.first?["column"] as? Int == 2)
        let moves = try #require(games.first?["moves"] as? [[String: Any]])
        #expect(moves.first?["kind"] as? String == "place" && moves.first?["square"] as? String == "a1")
        #expect(moves.first?["offsetMilliseconds"] as? Int == 500)
    }

    @Test(
        "reading the history's JSON back refuses what it did not write",
        arguments: [
            ("[]", "cannot be read"),
            (#"{"schema":"nqueens/hint/v1","count":0,"games":[]}"#, #"a "nqueens/hint/v1" document"#),
            (#"{"schema":"nqueens/history/v1","count":2,"games":[]}"#, "says 2 games but holds 0"),
        ])
    func jsonReadingRefusesOtherDocuments(json: String, message: String) {
        #expect {
            _ = try HistoryExport.games(fromJSON: Data(json.utf8))
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test func instantsWithOffsetsReadBack() throws {
        let instant = SampleGames.date(2026, 11, 29, 10, 0)
        let kathmandu = try #require(TimeZone(identifier: "Asia/Kathmandu"))
        let json = try HistoryExport.json([
            GameRecord(
                id: SampleGames.id(9), boardSize: 4, startedAt: instant, finishedAt: instant.addingTimeInterval(0.25),
                solvedDay: CalendarDay("2026-11-29")!, timeZoneIdentifier: kathmandu.identifier, activeDuration: .zero,
                moveCount: 4, finalQueens: [], moves: [])
        ])
        #expect(json.contains(#""startedAt":"2026-11-29T15:45:00.000+05:45""#))
        #expect(json.contains(#""finishedAt":"2026-11-29T15:45:00.250+05:45""#))
        let game = try #require(try HistoryExport.games(fromJSON: Data(json.utf8)).first)
        #expect(game.startedAt == instant && game.finishedAt == instant.addingTimeInterval(0.25))
    }
}
