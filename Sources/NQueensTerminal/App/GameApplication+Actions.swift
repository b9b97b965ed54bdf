import Foundation
import NQueensEngine
import NQueensPresentation
import NQueensServices

// MARK: - Carrying actions out

extension GameApplication {
    /// Carries `action` out on the view model it is for; an action for a screen that is not shown does nothing.
    func perform(_ action: ScreenAction) {
        switch action {
        case .showHelp:
            interface.showsHelp = true
            interface.helpOffset = 0
            updateActivity()
        case .scrollHelp(let rows):
            interface.helpOffset = max(0, interface.helpOffset + rows)
        case .hideHelp:
            interface.showsHelp = false
            updateActivity()
        case .quit:
            quitRequested = true
        case .toggleTheme:
            let settings = coordinator.settings
            settings.setTheme(TerminalTheme.scheme(of: settings.current) == .dark ? .light : .dark)
        case .toggleReduceMotion:
            let settings = coordinator.settings
            settings.setReduceMotion(!settings.current.reduceMotion)
            if settings.current.reduceMotion { motion.stopAll() }
        case .toggleSound:
            let settings = coordinator.settings
            settings.setSoundEnabled(!settings.current.soundEnabled)
        case .showLanguages:
            interface.showsLanguages = true
            keyGroupCache.invalidate()
            interface.languageFocus = LanguageView.initialFocus(languageSettings)
            updateActivity()
        case .language(let action):
            guard interface.showsLanguages else { return }
            perform(action)
        case .home(let action):
            guard case .home(let home) = coordinator.screen, coordinator.flow.sheet == nil else { return }
            perform(action, on: home)
        case .game(let action):
            guard case .game(let game) = coordinator.screen, coordinator.flow.sheet == nil else { return }
            perform(action, on: game)
        case .boardSize(let action):
            guard case .boardSize(let sheet) = coordinator.sheet else { return }
            perform(action, on: sheet)
        case .history(let action):
            guard case .history(let history) = coordinator.screen else { return }
            perform(action, on: history)
        case .replay(let action):
            guard case .replay(let replay) = coordinator.screen else { return }
            perform(action, on: replay)
        case .victory(let action):
            guard case .victory(let victory) = coordinator.sheet else { return }
            switch action {
            case .done:
                motion.stopAll()
                victory.done()
            case .playAgain:
                motion.stopAll()
                victory.playAgain()
            case .copyShareText:
                copyToClipboard(victory.shareText)
                interface.copiedResult = victory.record.id
            case .showAlbum:
                motion.stopAll()
                interface.albumTop = 0
                victory.showAlbum()
            }
        case .statistics(let action):
            guard case .statistics(let statistics) = coordinator.screen, coordinator.flow.sheet == nil else { return }
            perform(action, on: statistics)
        case .album(let action):
            guard case .album(let album) = coordinator.screen, coordinator.flow.sheet == nil else { return }
            perform(action, on: album)
        case .albumClass(let action):
            guard case .albumClass(let albumClass) = coordinator.screen, coordinator.flow.sheet == nil else { return }
            perform(action, on: albumClass)
        case .ignore:
            break
        }
    }

    // MARK: Home

    private func perform(_ action: HomeAction, on home: HomeViewModel) {
        let items = HomeView.items(home)
        let focus = HomeView.focusedItem(home, preferred: interface.homeFocus)
        switch action {
        case .moveFocus(let step):
            let index = items.firstIndex(of: focus) ?? 0
            interface.homeFocus = items[Self.wrapped(index, by: step, count: items.count)]
        case .activateFocused:
            open(focus, on: home)
        case .open(let item):
            guard items.contains(item) else { return }
            interface.homeFocus = item
            open(item, on: home)
        case .dismissNotice:
            home.dismissStoreNotice()
        case .shiftDaily(let step):
            let kind = focus.dailyKind ?? .classic
            let days = home.recentDays(kind)
            let current = HomeView.selectedDay(home, kind, preferred: interface.dailySelection[kind])
            interface.dailySelection[kind] = min(max(current + step, 0), max(0, days.count - 1))
            interface.homeFocus = .recentDays(kind)
        case .playDaily(let kind, let date):
            guard let index = home.recentDays(kind).firstIndex(where: { $0.date == date }) else { return }
            interface.dailySelection[kind] = index
            interface.homeFocus = .recentDays(kind)
            home.playDaily(kind, on: date)
            if case .game = coordinator.screen { motion.stopBoardAnimations() }
        }
    }

    private func open(_ item: HomeItem, on home: HomeViewModel) {
        switch item {
        case .resume:
            home.resume()
        case .daily:
            home.playDaily()
        case .regionsDaily:
            home.playRegionsDaily()
        case .pastDailies, .pastRegionsDailies:
            let kind = item.dailyKind ?? .classic
            let days = home.recentDays(kind)
            let index = HomeView.selectedDay(home, kind, preferred: interface.dailySelection[kind])
            if days.indices.contains(index) { home.playDaily(kind, on: days[index].date) }
        case .start:
            home.start()
        case .boardSize:
            interface.boardSizeFocus = nil
            interface.isTypingCustomSize = false
            home.chooseBoardSize()
        case .statistics:
            interface.statisticsTop = 0
            home.showStatistics()
        case .history:
            resetHistorySelection()
            home.showHistory()
        case .album:
            interface.albumTop = 0
            home.showAlbum()
        }
        if case .game = coordinator.screen { motion.stopBoardAnimations() }
    }

    // MARK: Game

    private func perform(_ action: GameAction, on game: GameViewModel) {
        let before = BoardSnapshot(game)
        switch action {
        case .move(let direction): game.moveCursor(direction)
        case .activateCursor: game.activateCursor()
        case .activate(let square): game.activate(square)
        case .markAtCursor: game.toggleMarkAtCursor()
        case .clearMarks: game.clearMarks()
        case .beginMarkDrag(let square): game.beginMarkDrag(at: square)
        case .continueMarkDrag(let square): game.continueMarkDrag(to: square)
        case .endMarkDrag: game.endMarkDrag()
        case .toggleClickCycling: game.setClicksCycleMarks(!game.clicksCycleMarks)
        case .undo: game.undo()
        case .redo: game.redo()
        case .restart: game.restart()
        case .hint: game.showHint()
        case .toggleAttackedSquares: game.toggleAttackedSquares()
        case .cycleQueenStyle: game.cycleQueenStyle()
        case .toggleSolutionsCounter: game.toggleSolutionsCounter()
        case .toggleMarksAroundQueens: game.toggleMarksAroundQueens()
        case .back:
            motion.stopBoardAnimations()
            game.leave()
            return
        }
        animateChange(from: before, to: game)
        celebrateIfWon()
    }

    /// What a board looked like before an action, to animate what the action changed.
    private struct BoardSnapshot {
        let gameID: UUID
        let revision: Int
        let attackLines: Set<Square>

        @MainActor init(_ game: GameViewModel) {
            gameID = game.gameID
            revision = game.revision
            attackLines = Set(game.grid.cells.lazy.filter(\.isOnAttackLine).map(\.square))
        }
    }

    /// Pulses a queen just placed and sweeps in the attack lines it made (unless the player reduced motion).
    private func animateChange(from before: BoardSnapshot, to game: GameViewModel) {
        guard game.gameID == before.gameID, game.revision != before.revision else {
            if game.gameID != before.gameID { motion.stopBoardAnimations() }
            return
        }
        motion.stopBoardAnimations()
        guard !coordinator.settings.current.reduceMotion, let placed = game.recentPlacement else { return }
        motion.startPulse(on: placed)
        let after = BoardSnapshot(game)
        motion.startSweep(from: placed, over: after.attackLines.subtracting(before.attackLines))
    }

    /// Drops the confetti once when the victory sheet appears (unless the player reduced motion).
    private func celebrateIfWon() {
        guard case .victory(let victory) = coordinator.sheet, celebratedGame != victory.record.id else { return }
        celebratedGame = victory.record.id
        motion.stopBoardAnimations()
        guard !coordinator.settings.current.reduceMotion else { return }
        let record = victory.record
        let seed =
            UInt64(record.boardSize) &* 0x9E37_79B9 &+ UInt64(record.moveCount) &* 31
            &+ UInt64(max(0, record.activeDuration.components.seconds))
        motion.startConfetti(seed: seed, grand: victory.celebration == .albumComplete)
    }

    // MARK: Board size

    private func perform(_ action: BoardSizeAction, on sheet: BoardSizeViewModel) {
        let count = BoardSizeView.customIndex(sheet) + 1
        let focus = BoardSizeView.focusedIndex(sheet, preferred: interface.boardSizeFocus)
        switch action {
        case .moveFocus(let step):
            interface.boardSizeFocus = Self.wrapped(focus, by: step, count: count)
            interface.isTypingCustomSize = false
        case .focus(let index):
            interface.boardSizeFocus = min(max(index, 0), count - 1)
        case .activateFocused:
            if focus < sheet.presets.count {
                sheet.choose(sheet.presets[focus].size)
            } else {
                sheet.chooseCustom()
            }
        case .choose(let size):
            sheet.choose(size)
        case .increment:
            interface.boardSizeFocus = count - 1
            interface.isTypingCustomSize = false
            sheet.incrementCustom()
        case .decrement:
            interface.boardSizeFocus = count - 1
            interface.isTypingCustomSize = false
            sheet.decrementCustom()
        case .type(let digit):
            let text = interface.isTypingCustomSize && focus == count - 1 ? sheet.customText : ""
            guard text.count < 2 else { return }
            interface.boardSizeFocus = count - 1
            interface.isTypingCustomSize = true
            sheet.setCustomText(text + String(digit))
        case .deleteBackward:
            guard focus == count - 1, !sheet.customText.isEmpty else { return }
            interface.isTypingCustomSize = true
            sheet.setCustomText(String(sheet.customText.dropLast()))
        case .chooseCustom:
            interface.boardSizeFocus = count - 1
            sheet.chooseCustom()
        case .cancel:
            sheet.cancel()
        }
    }

    // MARK: Helpers

    /// `index` moved by `step` among `count` places, wrapping around at both ends.
    private static func wrapped(_ index: Int, by step: Int, count: Int) -> Int {
        ((index + step) % count + count) % count
    }
}
