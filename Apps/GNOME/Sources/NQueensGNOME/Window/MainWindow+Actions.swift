import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation
import NQueensServices

// MARK: - Actions and shortcuts

extension MainWindow {
    /// The window's actions (`win.…`), the application's (`app.…`) and their keyboard shortcuts.
    func installActions(application: Object) {
        let gameActions: [(String, (GameViewModel) -> Void)] = [
            ("undo", { $0.undo() }), ("redo", { $0.redo() }), ("hint", { $0.showHint() }),
            ("restart", { $0.restart() }), ("mark", { $0.toggleMarkAtCursor() }), ("clear-marks", { $0.clearMarks() }),
        ]
        for (name, act) in gameActions {
            actions[name] = Action(name, in: window) { [weak self] in self?.gamePage?.perform(act) }
        }
        actions["new-game"] = Action("new-game", in: window) { [weak self] in
            self?.coordinator.handle(.startGame)
            self?.renderNow()
        }
        actions["back"] = Action("back", in: window) { [weak self] in self?.goBack() }
        // `[` and `]` show a smaller or larger board on the album and on the statistics' chart.
        actions["album-smaller"] = Action("album-smaller", in: window) { [weak self] in self?.showSize(by: -1) }
        actions["album-larger"] = Action("album-larger", in: window) { [weak self] in self?.showSize(by: 1) }
        actions["show-statistics"] = Action("show-statistics", in: window) { [weak self] in
            self?.coordinator.handle(.showStatistics)
            self?.renderNow()
        }
        // The window's own help overlay action, so that the shortcuts window is built when first shown.
        actions["show-help-overlay"] = Action("show-help-overlay", in: window) { [weak self] in
            self?.presentShortcuts()
        }
        actions["close"] = Action("close", in: window) { [weak self] in
            guard let self else { return }
            gtk_window_close(self.window.ptr())
        }
        queenStyleAction = ChoiceAction(
            "queen-style", in: window, initial: coordinator.settings.current.queenStyle.rawValue
        ) { [weak self] value in
            guard let style = QueenStyle(rawValue: value) else { return }
            self?.coordinator.settings.update { $0.queenStyle = style }
        }
        attackedAction = ToggleAction("show-attacked", in: window) { [weak self] on in
            self?.coordinator.settings.update { $0.showAttackedSquares = on }
        }
        counterAction = ToggleAction("count-solutions", in: window) { [weak self] on in
            self?.coordinator.settings.update { $0.showSolutionsCounter = on }
        }
        let shortcuts: [(String, [String])] = [
            ("win.undo", ["<Control>z"]), ("win.redo", ["<Control><Shift>z", "<Control>y"]), ("win.hint", ["h"]),
            ("win.restart", ["<Control>r"]), ("win.new-game", ["<Control>n"]), ("win.back", ["<Alt>Left"]),
            ("win.close", ["<Control>w"]), ("app.quit", ["<Control>q"]),
            ("win.show-help-overlay", ["<Control>question"]), ("app.preferences", ["<Control>comma"]),
            ("win.mark", ["x"]), ("win.clear-marks", ["<Control><Shift>x"]),
            ("win.album-smaller", ["bracketleft", "<Control>Page_Up"]),
            ("win.album-larger", ["bracketright", "<Control>Page_Down"]),
        ]
        for (name, accelerators) in shortcuts { setAccelerators(accelerators, for: name, on: application) }
        installPuzzleEntryAction(application: application)
        installTransferActions()
    }

    /// Shows the next larger (or smaller, negative) board size on the album or the statistics' chart.
    private func showSize(by step: Int) {
        switch coordinator.screen {
        case .album: albumPage?.showSize(by: step)
        case .statistics(let statistics): statistics.showSize(by: step)
        default: return
        }
        renderNow()
    }

    /// Enables each action when it would do something, and shows the settings' state in the board menu.
    func renderActions() {
        var game: GameViewModel?
        if case .game(let shown) = coordinator.screen, coordinator.sheet == nil { game = shown }
        actions["undo"]?.isEnabled = game?.canUndo ?? false
        actions["redo"]?.isEnabled = game?.canRedo ?? false
        actions["hint"]?.isEnabled = game?.canShowHint ?? false
        actions["restart"]?.isEnabled = game?.canRestart ?? false
        actions["mark"]?.isEnabled = game.map { !$0.isSolved } ?? false
        actions["clear-marks"]?.isEnabled = game?.canClearMarks ?? false
        actions["back"]?.isEnabled = coordinator.flow.top != nil
        var sizesShown = false
        switch coordinator.screen {
        case .album, .statistics: sizesShown = coordinator.sheet == nil
        default: break
        }
        actions["album-smaller"]?.isEnabled = sizesShown
        actions["album-larger"]?.isEnabled = sizesShown
        // The statistics open over Home and the lists, not over a game or a replay, whose clocks run.
        var statisticsReachable = coordinator.sheet == nil
        switch coordinator.screen {
        case .game, .replay, .statistics: statisticsReachable = false
        default: break
        }
        actions["show-statistics"]?.isEnabled = statisticsReachable
        actions["import-history"]?.isEnabled = !coordinator.historyTransfer.isImporting
        let settings = coordinator.settings.current
        queenStyleAction?.value = settings.queenStyle.rawValue
        attackedAction?.isOn = settings.showAttackedSquares
        counterAction?.isOn = settings.showSolutionsCounter
    }

    /// Leaves the screen shown, as its view model decides.
    func goBack() {
        switch coordinator.screen {
        case .game(let game):
            gamePage?.board.stopAnimations()
            game.leave()
        case .history(let history): history.back()
        case .statistics(let statistics): statistics.back()
        case .replay(let replay): replay.back()
        case .album(let album): album.back()
        case .albumClass(let albumClass): albumClass.back()
        case .home: return
        }
        renderNow()
    }

    /// Shows the keyboard shortcuts window (as `gtk_application_window_set_help_overlay` would: modal over the
    /// window, hidden rather than destroyed when closed), building it the first time.
    func presentShortcuts() {
        if shortcutsWindow == nil, let shortcuts = InfoWindows.makeShortcutsWindow() {
            gtk_window_set_modal(shortcuts.ptr(), 1)
            gtk_window_set_hide_on_close(shortcuts.ptr(), 1)
            gtk_window_set_destroy_with_parent(shortcuts.ptr(), 1)
            shortcuts.setTransientParent(window)
            shortcutsWindow = shortcuts
        }
        if let shortcutsWindow { gtk_window_present(shortcutsWindow.ptr()) }
    }

    /// Shows the Preferences window.
    func presentPreferences() {
        if let preferences {
            preferences.present()
            return
        }
        let preferences = PreferencesWindow(settings: coordinator.settings, parent: window)
        // Closed, it is destroyed (GTK then drops the window) and forgotten: a window destroyed while Swift still
        // held it would be shown again next time off GTK's list of windows, and could not be closed. ("destroy"
        // comes only when the last reference goes, which the reference kept here prevented.)
        preferences.window.connectReturningBool(
            "close-request",
            { [weak self] in
                self?.preferences = nil
                return false
            })
        self.preferences = preferences
        preferences.present()
    }
}

/// The header bar's menus.
@MainActor
enum Menus {
    /// The primary menu: New Game, Open Puzzle by ID; Statistics, Export History…, Import History…; Preferences,
    /// Keyboard Shortcuts, About.
    static func primary() -> UnsafeMutablePointer<GMenuModel> {
        let menu = g_menu_new()
        let section = g_menu_new()
        g_menu_append(section, tr("_New Game"), "win.new-game")
        g_menu_append(section, tr("_Open Puzzle by ID…"), "win.open-puzzle")
        g_menu_append_section(menu, nil, UnsafeMutablePointer(section))
        g_object_unref(UnsafeMutableRawPointer(section))
        let history = g_menu_new()
        g_menu_append(history, tr("_Statistics"), "win.show-statistics")
        g_menu_append(history, tr("_Export History…"), "win.export-history")
        g_menu_append(history, tr("_Import History…"), "win.import-history")
        g_menu_append_section(menu, nil, UnsafeMutablePointer(history))
        g_object_unref(UnsafeMutableRawPointer(history))
        let info = g_menu_new()
        g_menu_append(info, tr("_Preferences"), "app.preferences")
        g_menu_append(info, tr("_Keyboard Shortcuts"), "win.show-help-overlay")
        g_menu_append(info, tr("_About N-Queens"), "app.about")
        g_menu_append_section(menu, nil, UnsafeMutablePointer(info))
        g_object_unref(UnsafeMutableRawPointer(info))
        return UnsafeMutablePointer(menu!)
    }

    /// The board menu of the Game screen: the queen style, attacked squares, the solutions counter, the marks.
    static func board() -> UnsafeMutablePointer<GMenuModel> {
        let menu = g_menu_new()
        let styles = g_menu_new()
        for appearance in QueenAppearance.all {
            let item = g_menu_item_new("\(appearance.glyph)  \(appearance.displayName)", nil)
            g_menu_item_set_action_and_target_value(
                item, "win.queen-style", g_variant_new_string(appearance.style.rawValue))
            g_menu_append_item(styles, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
        // TRANSLATORS: the heading of the queen styles (the board menu's section, the Preferences' row).
        g_menu_append_section(menu, tr(context: "queen style", "Queens"), UnsafeMutablePointer(styles))
        g_object_unref(UnsafeMutableRawPointer(styles))
        let aids = g_menu_new()
        g_menu_append(aids, tr("Shade _Attacked Squares"), "win.show-attacked")
        g_menu_append(aids, tr("_Count Solutions"), "win.count-solutions")
        g_menu_append_section(menu, nil, UnsafeMutablePointer(aids))
        g_object_unref(UnsafeMutableRawPointer(aids))
        let marks = g_menu_new()
        g_menu_append(marks, tr("_Mark the Square"), "win.mark")
        g_menu_append(marks, tr("C_lear Marks"), "win.clear-marks")
        g_menu_append_section(menu, nil, UnsafeMutablePointer(marks))
        g_object_unref(UnsafeMutableRawPointer(marks))
        return UnsafeMutablePointer(menu!)
    }
}
