import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensPresentation
import NQueensServices
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("One store for both front ends")
    @MainActor
    struct Continuity {
        @Test("A game left in the terminal front end's store continues in the desktop app, and back")
        func terminalToDesktopAndBack() async throws {
            let folder = try TemporaryFolder()
            let environment = ["NQUEENS_DATA_DIR": folder.url.path]
            // The terminal front end's stores, built as `nqueens play` builds them (SQLiteStores in the data
            // directory), with a game of three queens left in progress.
            do {
                let terminal = HomeCoordinator(dependencies: AppDependencies.live(environment: environment))
                #expect(terminal.launch(boardSize: 8, queenStyle: .crown))
                guard case .game(let game) = terminal.screen else {
                    Issue.record("the terminal flow shows no game")
                    return
                }
                for square in squares("a1", "c2", "e3", size: 8) { game.toggleQueen(at: square) }
                terminal.setActive(false)
            }
            let saved = try #require(SQLiteStores.open(in: DataDirectory(url: folder.url)).savedGame.loadSavedGame())
            try await AppHarness.run(dataDirectory: folder.url) { harness in
                let home = harness.window.homePage
                #expect(harness.window.currentPageName == "home")
                #expect(home.buttons.resume.isVisible)
                #expect(harness.window.coordinator.home.resumeText?.hasPrefix("8×8 · 3/8 queens") == true)
                try await harness.click(home.buttons.resume)
                try await harness.waitForPage("game")
                let game = try #require(harness.game)
                #expect(game.gameID == saved.id)
                #expect(Set(game.board.queens) == Set(squares("a1", "c2", "e3", size: 8)))
                #expect(game.queenStyle == .crown)
                // Undo reaches back into the terminal's moves.
                #expect(game.canUndo)
                try await harness.click(squares("g4", size: 8)[0])
                try await harness.waitUntil("the fourth queen") { game.queensPlaced == 4 }
            }
            // Back in the terminal's stores: the desktop's move is there.
            let after = try #require(SQLiteStores.open(in: DataDirectory(url: folder.url)).savedGame.loadSavedGame())
            #expect(after.id == saved.id)
            #expect(after.queens.count == 4)
            #expect(after.queens.contains(squares("g4", size: 8)[0]))
        }
    }
}
