import Foundation
import NQueensTestSupport
import Testing

/// `nqueens play` and plain `nqueens` outside a terminal (the game itself is tested in tmux by the terminal tests).
@Suite("nqueens play")
struct PlayCommandTests {
    private let nqueens = ExecutableRunner(product: "nqueens")

    @Test func playWithoutATerminalSaysWhatToUseInstead() throws {
        let directory = try TemporaryDirectory()
        let outcome = try nqueens.run(["play"], environment: ["NQUEENS_DATA_DIR": directory.url.path])
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        let line = try #require(outcome.errorLines.first)
        #expect(outcome.errorLines.count == 1)
        #expect(line.hasPrefix("nqueens: the game needs a terminal"))
        #expect(line.contains("nqueens solve"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test func plainNqueensWithoutATerminalPrintsTheHelp() throws {
        let outcome = try nqueens.run([])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("  play"))
        #expect(outcome.output.contains("play the game (in a terminal"))
    }

    @Test func playHelp() throws {
        let outcome = try nqueens.run(["play", "--help"])
        #expect(outcome.status == 0)
        #expect(
            outcome.output.hasPrefix(
                "usage: nqueens play [--size N | --daily [--date D] | --id ID] [--rules classic|regions]"))
        #expect(try nqueens.run(["help", "play"]).output == outcome.output)
    }

    @Test(
        "bad options are refused before the game starts",
        arguments: [
            (["play", "--size", "3"], "N (--size) must be a whole number from 4 to 16, not '3'"),
            (["play", "--size", "x"], "N (--size) must be a whole number from 4 to 16, not 'x'"),
            (["play", "--size"], "option --size needs a value"),
            (["play", "--style", "fancy"], "unknown style 'fancy'; styles are classic, outline, crown, star, letter"),
            (["play", "now"], "unexpected argument 'now'; it takes no arguments, only options"),
            (
                ["play", "--colour"],
                "unknown option '--colour'; options are --ascii, --daily, --date, --help, --id, --no-color, --rules, "
                    + "--size, --style"
            ),
        ])
    func badOptions(arguments: [String], message: String) throws {
        let outcome = try nqueens.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.errorLines == ["nqueens: play: \(message)"])
    }
}
