import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@testable import NQueensCLI

/// The command line in other languages: its messages and summaries follow the environment, while its JSON, its help
/// bodies, its manual page and its completion scripts stay the same in every language.
@Suite("nqueens in other languages")
struct LocalizedOutputTests {
    private let nqueens = ExecutableRunner(product: "nqueens")
    private static let pseudo = ["NQUEENS_PSEUDO_LOCALE": "1", "LANG": "C.UTF-8"]
    private static let german = ["LANG": "de_DE.UTF-8"]
    private static let english = ["LANG": "C.UTF-8"]

    // MARK: What follows the language

    /// The environments that ask for French: the locale (not generated on this machine, which has only C.UTF-8),
    /// `LANGUAGE` alone, and `LANGUAGE` under the C.UTF-8 locale (where glibc's gettext would honour it too).
    static let french: [[String: String]] = [
        ["LANG": "fr_FR.UTF-8"], ["LANGUAGE": "fr"], ["LANG": "C.UTF-8", "LANGUAGE": "fr"],
    ]

    /// Waits for the French catalogue (the French of the square's error).
    @Test(arguments: french)
    func aBadSquareIsRefusedInFrenchWithExit65(environment: [String: String]) throws {
        let outcome = try nqueens.run(["hint", "--size", "8", "z9"], environment: environment)
        #expect(outcome.status == 65)
        #expect(outcome.standardOutput.isEmpty)
        let error = try #require(throws: SquareParseError.self) { try Square(parsing: "z9", boardSize: 8) }
        let english = "nqueens: hint: " + DisplayText.problem(error)
        let french = Localization.withLanguage(Language(code: "fr")) { "nqueens: hint: " + DisplayText.problem(error) }
        #expect(french != english, "the French catalogue has the message")
        #expect(outcome.errorLines == [french])
    }

    @Test func theCommandListsSummariesFollowTheLanguage() throws {
        let outcome = try nqueens.run(["--help"], environment: Self.pseudo)
        #expect(outcome.status == 0)
        let summary = Localization.withLanguage(.pseudo) { HintCommand.summary }
        #expect(summary.hasPrefix("[") && summary != HintCommand.summary)
        #expect(outcome.output.contains("  hint         \(summary)\n"))
        // The rest of the help stays English.
        #expect(outcome.output.contains("usage: nqueens                       play the game"))
        #expect(outcome.output.contains("Run `nqueens COMMAND --help`"))
    }

    @Test func errorsFollowTheLanguageAndKeepTheirExitCode() throws {
        let outcome = try nqueens.run(["count", "28"], environment: Self.pseudo)
        #expect(outcome.status == 64)
        let expected = Localization.withLanguage(.pseudo) {
            "nqueens: count: " + tr("%1$s must be a whole number from %2$d to %3$d, not '%4$s'", "N", 1, 27, "28")
        }
        #expect(outcome.errorLines == [expected])
        #expect(expected.contains("[") && expected.contains("28"))
    }

    @Test func theHistorysAnswerMayBeTheLanguagesYes() {
        #expect(Answer.isYes("y") && Answer.isYes(" YES "))
        #expect(!Answer.isYes("") && !Answer.isYes("n") && !Answer.isYes("no"))
        Localization.withLanguage(.pseudo) {
            #expect(Answer.isYes(tr(context: "answer", "yes")))
            #expect(Answer.isYes("y"), "the English answer still counts")
            #expect(!Answer.isYes(tr(context: "answer", "no")))
        }
    }

    /// What one in-process run of the tool wrote.
    private final class Written {
        var output = ""
        var errors = ""
    }

    @MainActor
    @Test func historyClearTakesTheLanguagesYes() async throws {
        let directory = try TemporaryDirectory()
        let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url))
        try stores.history.record(contentsOf: [
            SampleGames.solved(id: SampleGames.id(1), size: 4, finishedAt: SampleGames.date(2026, 11, 27))
        ])
        let written = Written()
        let yes = Localization.withLanguage(.pseudo) { tr(context: "answer", "yes") }
        let tool = CommandLineTool(
            context: CommandContext(
                environment: ["NQUEENS_DATA_DIR": directory.url.path], readStandardInput: { [] }, processorCount: 1,
                isInteractive: true, readLine: { yes }),
            console: Console(
                writeOutput: { written.output += String(decoding: $0, as: UTF8.self) },
                writeError: { written.errors += $0 }))
        let code = await Localization.withLanguage(.pseudo) { await tool.run(["history", "--clear"]) }
        #expect(code == .success)
        #expect(written.errors.isEmpty)
        let (question, cleared) = Localization.withLanguage(.pseudo) {
            (
                trn(
                    "Forget all %s game and your streak? This cannot be undone. [y/N] ",
                    "Forget all %s games and your streak? This cannot be undone. [y/N] ", count: 1, "1"),
                trn("Cleared %s game.", "Cleared %s games.", count: 1, "1")
            )
        }
        #expect(written.output == question + cleared + "\n")
        #expect(try stores.history.gameCount() == 0)
    }

    @Test func checkKnowsTheTranslatedNoSolutionLine() throws {
        let solved = try nqueens.run(["solve", "3"], environment: Self.pseudo)
        let checked = try nqueens.run(["check"], environment: Self.pseudo, input: solved.standardOutput)
        #expect(checked.status == 65)
        let message = Localization.withLanguage(.pseudo) {
            tr("the input says the board has no solution; there is nothing to check")
        }
        #expect(checked.errorLines == ["nqueens: check: " + message])
    }

    // MARK: The player's language setting

    /// A data directory whose settings say French.
    private static func frenchDataDirectory() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let stores = try SQLiteStores.open(in: DataDirectory(url: directory.url))
        try stores.settings.saveSettings(Settings(language: "fr"))
        return directory
    }

    /// Waits for the French catalogue: the French of the history's empty line.
    @Test func aCommandThatOpensTheStoreSpeaksTheSavedLanguage() throws {
        let directory = try Self.frenchDataDirectory()
        let outcome = try nqueens.run(
            ["history"], environment: ["NQUEENS_DATA_DIR": directory.url.path, "LANG": "de_DE.UTF-8"])
        #expect(outcome.status == 0)
        let french = Localization.withLanguage(Language(code: "fr")) { tr("No games yet. Play one with `nqueens`.") }
        #expect(french != "No games yet. Play one with `nqueens`.", "the French catalogue has this message")
        #expect(outcome.output == french + "\n")
    }

    @Test func aScriptingCommandFollowsTheEnvironmentOnly() throws {
        let directory = try Self.frenchDataDirectory()
        let outcome = try nqueens.run(
            ["count", "28"], environment: ["NQUEENS_DATA_DIR": directory.url.path, "LANG": "C.UTF-8"])
        #expect(outcome.status == 64)
        #expect(outcome.errorLines == ["nqueens: count: N must be a whole number from 1 to 27, not '28'"])
    }

    // MARK: What stays the same

    @Test(
        "JSON is the same in every language",
        arguments: [
            ["hint", "--size", "8", "--format", "json", "a1", "b3"],
            ["hint", "--size", "8", "--format", "json", "a1", "b2"],
            ["daily", "--date", "2026-12-01", "--format", "json"],
            ["daily", "--rules", "regions", "--date", "2026-12-01", "--format", "json"],
            ["puzzle", "--size", "8", "--seed", "42", "--format", "json"],
            ["solve", "8", "--limit", "2", "--format", "json"],
            ["check", "--format", "json"],
        ])
    func jsonIsTheSameInEveryLanguage(arguments: [String]) throws {
        // The check reads a solution with a conflict: its "problem" is a message, in English in every language.
        let input = Data("a1 b2 c3 d4\n".utf8)
        let english = try nqueens.run(arguments, environment: Self.english, input: input)
        #expect(!english.standardOutput.isEmpty)
        for environment in [Self.german, Self.pseudo, ["LANGUAGE": "ja", "LANG": "C.UTF-8"]] {
            let other = try nqueens.run(arguments, environment: environment, input: input)
            #expect(other.standardOutput == english.standardOutput, "\(environment)")
            #expect(other.status == english.status)
        }
    }

    @Test func aFailedChecksProblemIsEnglishInTheJSONAndTranslatedOnStandardError() throws {
        let outcome = try nqueens.run(
            ["check", "--format", "json"], environment: Self.pseudo, input: Data("[1,2,x]".utf8))
        #expect(outcome.status == 65)
        let problem = "the columns array must hold whole numbers only"
        #expect(outcome.output == "{\"schema\":\"nqueens/check/v1\",\"valid\":false,\"problem\":\"\(problem)\"}\n")
        let translated = Localization.withLanguage(.pseudo) { tr("the columns array must hold whole numbers only") }
        #expect(outcome.errorLines == ["nqueens: check: " + translated])
    }

    @Test func theManualPageStaysEnglish() throws {
        let english = try nqueens.run(["manual"], environment: Self.english)
        #expect(english.status == 0)
        #expect(english.output.contains("Suggest the next move for queens already on the board."))
        for environment in [Self.german, Self.pseudo] {
            let other = try nqueens.run(["manual"], environment: environment)
            #expect(other.output == english.output, "\(environment)")
        }
    }

    @Test(arguments: Shell.allCases)
    func completionScriptsStayEnglish(shell: Shell) throws {
        let english = try nqueens.run(["completions", shell.rawValue], environment: Self.english)
        #expect(english.status == 0)
        let pseudo = try nqueens.run(["completions", shell.rawValue], environment: Self.pseudo)
        #expect(pseudo.output == english.output)
    }

    @Test func helpBodiesStayEnglish() throws {
        let english = try nqueens.run(["hint", "--help"], environment: Self.english)
        let pseudo = try nqueens.run(["hint", "--help"], environment: Self.pseudo)
        #expect(english.status == 0)
        #expect(pseudo.output == english.output)
    }
}
