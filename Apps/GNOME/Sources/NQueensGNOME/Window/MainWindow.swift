import CAdwaita
import Foundation
import GObjectSwift
import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// The main window: a header bar (back, the screen's title, the board menu in a game, the primary menu), the
/// screens in a stack, confetti over them and toasts at the bottom; the board-size and victory dialogs on top.
///
/// It renders the coordinator: `coordinator.screen` chooses the page shown (one page per view model, kept while
/// its view model is) and `coordinator.sheet` the dialog shown. Everything the player does goes to a view model.
@MainActor
public final class MainWindow {
    /// The window.
    public let window: Widget

    /// The Home flow shown.
    public let coordinator: HomeCoordinator

    let context: AppContext
    let toastOverlay: Widget
    let stack: Widget
    let confetti: ConfettiLayer
    let header: Widget
    let windowTitle: Widget
    let backButton: Widget
    let boardMenuButton: Widget
    var actions: [String: Action] = [:]
    var queenStyleAction: ChoiceAction?
    var attackedAction: ToggleAction?
    var counterAction: ToggleAction?

    private(set) var homePage: HomePage
    /// The Game screen, once shown.
    public private(set) var gamePage: GamePage?
    private(set) var historyPage: HistoryPage?
    private(set) var statisticsPage: StatisticsPage?
    private(set) var replayPage: ReplayPage?
    private(set) var albumPage: AlbumPage?
    private(set) var albumClassPage: AlbumClassPage?
    private(set) var boardSizeDialog: BoardSizeDialog?
    private(set) var victoryDialog: VictoryDialog?
    var preferences: PreferencesWindow?
    /// The window that opens a puzzle by its ID, while it is shown.
    var puzzleEntry: PuzzleEntryDialog?
    /// The keyboard shortcuts window, built the first time it is asked for (not at launch: it is a dozen
    /// milliseconds of GtkBuilder work before the first frame).
    var shortcutsWindow: Widget?
    var celebratedGame: UUID?
    /// The alert shown (a failed import), while it is.
    var alert: Widget?

    /// Every toast shown, oldest first (for tests: libadwaita does not list an overlay's toasts).
    private(set) var toastsShown: [String] = []
    private let styleManager: Object
    private var renderLoop: RenderLoop?
    private var themeLoop: RenderLoop?
    private var wasActive = true
    private let stateURL: URL?

    /// Builds the window of `application` over `coordinator`.
    init(application: Object, coordinator: HomeCoordinator) {
        self.coordinator = coordinator
        styleManager = Object(sinking: UnsafeMutableRawPointer(adw_style_manager_get_default()))
        context = AppContext(
            coordinator: coordinator,
            systemPrefersDark: adw_style_manager_get_system_supports_color_schemes(
                styleManager.ptr()) != 0 && adw_style_manager_get_dark(styleManager.ptr()) != 0)
        context.highContrast = adw_style_manager_get_high_contrast(styleManager.ptr()) != 0
        window = Widget(sinking: adw_application_window_new(application.ptr()))
        gtk_window_set_title(window.ptr(), ApplicationID.name)
        gtk_window_set_icon_name(window.ptr(), ApplicationID.value)
        gtk_widget_set_size_request(window.widget, WindowState.minimumSize.width == 360 ? 360 : 360, 480)
        stateURL = WindowState.fileURL(databaseURL: coordinator.dependencies.databaseURL)
        let state = WindowState.load(from: stateURL)
        gtk_window_set_default_size(
            window.ptr(), Int32(state?.width ?? WindowState.defaultSize.width),
            Int32(state?.height ?? WindowState.defaultSize.height))
        if state?.isMaximized == true { gtk_window_maximize(window.ptr()) }

        header = Widget(sinking: adw_header_bar_new())
        windowTitle = Widget(sinking: adw_window_title_new(ApplicationID.name, ""))
        adw_header_bar_set_title_widget(header.ptr(), windowTitle.widget)
        backButton = Make.iconButton("go-previous-symbolic", tooltip: tr("Back"))
        Make.setAction(backButton, "win.back")
        adw_header_bar_pack_start(header.ptr(), backButton.widget)
        let primary = Widget(sinking: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(primary.ptr(), "open-menu-symbolic")
        gtk_menu_button_set_primary(primary.ptr(), 1)
        primary.tooltip(tr("Main Menu"))
        primary.setAccessibleLabel(tr("Main Menu"))
        gtk_menu_button_set_menu_model(primary.ptr(), Menus.primary())
        adw_header_bar_pack_end(header.ptr(), primary.widget)
        boardMenuButton = Widget(sinking: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(boardMenuButton.ptr(), "view-more-symbolic")
        boardMenuButton.tooltip(tr("Board Options"))
        boardMenuButton.setAccessibleLabel(tr("Board Options"))
        gtk_menu_button_set_menu_model(boardMenuButton.ptr(), Menus.board())
        adw_header_bar_pack_end(header.ptr(), boardMenuButton.widget)

        stack = Widget(sinking: gtk_stack_new())
        // No transition between screens: a screen is there at once, as the next frame.
        gtk_stack_set_transition_type(stack.ptr(), GTK_STACK_TRANSITION_TYPE_NONE)
        // Sized by the page shown only: a change on a page not shown (Home's Continue after a move) must not lay
        // the window out again.
        gtk_stack_set_hhomogeneous(stack.ptr(), 0)
        gtk_stack_set_vhomogeneous(stack.ptr(), 0)
        homePage = HomePage(home: coordinator.home, context: context)
        gtk_stack_add_named(stack.ptr(), homePage.root.widget, "home")
        confetti = ConfettiLayer()
        let layers = Widget(sinking: gtk_overlay_new())
        let column = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [header, stack])
        gtk_overlay_set_child(layers.ptr(), column.widget)
        gtk_overlay_add_overlay(layers.ptr(), confetti.area.widget)
        toastOverlay = Widget(sinking: adw_toast_overlay_new())
        adw_toast_overlay_set_child(toastOverlay.ptr(), layers.widget)
        adw_application_window_set_content(window.ptr(), toastOverlay.widget)

        context.window = window
        context.showToast = { [weak self] text in self?.showToast(text) }
        installActions(application: application)
        connectWindowSignals()
        themeLoop = RenderLoop { [weak self] in self?.renderTheme() }
        renderLoop = RenderLoop { [weak self] in self?.render() }
        if let notice = coordinator.home.storeNotice { showNotice(notice) }
    }

    /// Shows the window.
    public func present() {
        gtk_window_present(window.ptr())
    }

    // MARK: Rendering the flow

    /// Renders the coordinator now (after an action, so the next frame shows it).
    func renderNow() {
        renderLoop?.renderNow()
    }

    private func render() {
        let screen = coordinator.screen
        let name: String
        let title: String
        var subtitle = ""
        switch screen {
        case .home(let home):
            name = "home"
            title = home.title
        case .game(let game):
            name = "game"
            title = game.title
            // A daily or a puzzle says which one: "9×9 · Easy · 3 givens · 9-SSKCB52".
            subtitle = game.puzzleText ?? trn("Place %d queen", "Place %d queens", count: game.boardSize)
            if gamePage?.game !== game {
                let page = GamePage(game: game, context: context)
                page.onAction = { [weak self] in self?.renderActions() }
                replacePage(&gamePage, with: page, name)
            }
        case .statistics(let statistics):
            name = "statistics"
            title = statistics.title
            subtitle = statistics.summaryText
            if statisticsPage?.statistics !== statistics {
                replacePage(&statisticsPage, with: StatisticsPage(statistics: statistics, context: context), name)
            }
        case .history(let history):
            name = "history"
            title = history.title
            if historyPage?.history !== history {
                replacePage(&historyPage, with: HistoryPage(history: history, context: context), name)
            }
        case .replay(let replay):
            name = "replay"
            title = replay.title
            subtitle = replay.dateText
            if replayPage?.replay !== replay {
                replacePage(&replayPage, with: ReplayPage(replay: replay, context: context), name)
            }
        case .album(let album):
            name = "album"
            title = album.title
            subtitle = album.progress.sizeText
            if albumPage?.album !== album {
                replacePage(&albumPage, with: AlbumPage(album: album, context: context), name)
            }
        case .albumClass(let albumClass):
            name = "album-class"
            title = albumClass.title
            subtitle = albumClass.progressText
            if albumClassPage?.albumClass !== albumClass {
                replacePage(&albumClassPage, with: AlbumClassPage(albumClass: albumClass, context: context), name)
            }
        }
        layoutPages()
        if currentPageName != name {
            gtk_stack_set_visible_child_name(stack.ptr(), name)
            if name == "game" { gamePage?.board.focusCursor() }
            if name == "album" { albumPage?.focusSelection() }
            if name == "album-class" { albumClassPage?.focusSelection() }
            if name == "statistics" { statisticsPage?.focusFirst() }
        }
        adw_window_title_set_title(windowTitle.ptr(), title)
        adw_window_title_set_subtitle(windowTitle.ptr(), subtitle)
        backButton.isVisible = name != "home"
        boardMenuButton.isVisible = name == "game"
        renderSheet()
        renderActions()
    }

    /// The name of the page shown: `home`, `game`, `history`, `statistics`, `replay`, `album` or `album-class`.
    public var currentPageName: String? {
        gtk_stack_get_visible_child_name(stack.ptr()).map { String(cString: $0) }
    }

    private func replacePage<Page: AnyObject>(_ page: inout Page?, with new: Page, _ name: String) {
        if let old = gtk_stack_get_child_by_name(stack.ptr(), name) { gtk_stack_remove(stack.ptr(), old) }
        page = new
        let root: Widget
        switch new {
        case let game as GamePage: root = game.root
        case let history as HistoryPage: root = history.root
        case let statistics as StatisticsPage: root = statistics.root
        case let replay as ReplayPage: root = replay.root
        case let album as AlbumPage: root = album.root
        case let albumClass as AlbumClassPage: root = albumClass.root
        default: return
        }
        gtk_stack_add_named(stack.ptr(), root.widget, name)
    }

    private func renderSheet() {
        switch coordinator.sheet {
        case .boardSize(let sheet):
            closeVictory()
            if boardSizeDialog?.sheet !== sheet {
                boardSizeDialog?.close()
                let dialog = BoardSizeDialog(sheet: sheet, parent: window)
                boardSizeDialog = dialog
                dialog.present()
            }
        case .victory(let victory):
            closeBoardSize()
            if victoryDialog?.victory !== victory {
                victoryDialog?.close()
                let dialog = VictoryDialog(victory: victory, parent: window) { [weak self] in
                    self?.showToast(tr("Result copied to the clipboard"))
                }
                dialog.onAction = { [weak self] in self?.renderNow() }
                victoryDialog = dialog
                dialog.present()
                celebrate(victory)
            }
        case nil:
            closeBoardSize()
            closeVictory()
        }
    }

    private func closeBoardSize() {
        boardSizeDialog?.close()
        boardSizeDialog = nil
    }

    private func closeVictory() {
        guard let victoryDialog else { return }
        victoryDialog.close()
        self.victoryDialog = nil
        confetti.stop()
    }

    private func celebrate(_ victory: VictoryViewModel) {
        guard celebratedGame != victory.record.id else { return }
        celebratedGame = victory.record.id
        gamePage?.board.stopAnimations()
        guard context.motionAllowed else { return }
        confetti.start(victory.confetti, palette: context.palette)
    }

    // MARK: Theme and layout

    private func renderTheme() {
        let theme = context.settings.current.theme
        let scheme: AdwColorScheme =
            switch theme {
            case .system: ADW_COLOR_SCHEME_DEFAULT
            case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
            case .dark: ADW_COLOR_SCHEME_FORCE_DARK
            }
        if adw_style_manager_get_color_scheme(styleManager.ptr()) != scheme {
            adw_style_manager_set_color_scheme(styleManager.ptr(), scheme)
        }
        Styles.apply(context.palette)
        if !context.motionAllowed { confetti.stop() }
    }

    /// Lays Home, the game and the replay out for the window's size: the daily card beside the list, and the panel
    /// beside the board, when the window is wide; under them when narrow.
    func layoutPages() {
        let wide = isWide
        homePage.setWide(wide)
        statisticsPage?.setWide(wide)
        gamePage?.setWide(wide)
        replayPage?.setWide(wide)
    }

    /// Whether the window is wide enough for the panel beside the board.
    var isWide: Bool {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window.ptr(), &width, &height)
        return width >= 720 && Double(width) >= Double(height) * 0.9
    }

    private func connectWindowSignals() {
        styleManager.onChange(of: "dark") { [weak self] in
            guard let self else { return }
            let systemDark = adw_style_manager_get_system_supports_color_schemes(self.styleManager.ptr()) != 0
            // With a forced scheme, the style manager's `dark` is the forced one; the system's is only known when
            // following it.
            if adw_style_manager_get_color_scheme(self.styleManager.ptr()) == ADW_COLOR_SCHEME_DEFAULT {
                self.context.systemPrefersDark = systemDark && adw_style_manager_get_dark(self.styleManager.ptr()) != 0
            }
        }
        styleManager.onChange(of: "high-contrast") { [weak self] in
            guard let self else { return }
            self.context.highContrast = adw_style_manager_get_high_contrast(self.styleManager.ptr()) != 0
        }
        window.onChange(of: "default-width") { [weak self] in self?.layoutPages() }
        window.onChange(of: "default-height") { [weak self] in self?.layoutPages() }
        window.onChange(of: "is-active") { [weak self] in
            guard let self else { return }
            let active = gtk_window_is_active(self.window.ptr()) != 0
            guard active != self.wasActive else { return }
            self.wasActive = active
            // Only the window losing the focus to another app counts: our own dialogs are part of the game.
            if !active, self.boardSizeDialog != nil || self.victoryDialog != nil || self.preferences != nil { return }
            self.coordinator.setActive(active)
        }
        window.connectReturningBool(
            "close-request",
            { [weak self] in
                self?.prepareToClose()
                return false
            })
        window.onKeyPress { [weak self] key in
            guard let self, Int32(key.keyval) == GDK_KEY_Escape, !key.hasCommandModifier else { return false }
            guard self.currentPageName != "home" else { return false }
            self.goBack()
            return true
        }
    }

    /// Saves the window's size and the game in progress (the clock stops); called before the window closes.
    func prepareToClose() {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window.ptr(), &width, &height)
        let maximized = gtk_window_is_maximized(window.ptr()) != 0
        WindowState(width: Int(width), height: Int(height), isMaximized: maximized).save(to: stateURL)
        coordinator.setActive(false)
    }

    // MARK: Toasts

    /// Shows `text` in a toast for a few seconds.
    func showToast(_ text: String) {
        toastsShown.append(text)
        let toast = Self.toast(text)
        adw_toast_set_timeout(toast.ptr(), 4)
        adw_toast_overlay_add_toast(toastOverlay.ptr(), toast.retainedForTransfer())
    }

    /// A toast saying `text` in full: its title wraps, where libadwaita's own ends a long sentence (a long
    /// language, a narrow window) with an ellipsis.
    private static func toast(_ text: String) -> Object {
        let toast = Object(taking: adw_toast_new(text))
        let title = Make.label(text, wraps: true, xalign: 0)
        gtk_label_set_max_width_chars(title.ptr(), 60)
        adw_toast_set_custom_title(toast.ptr(), title.widget)
        return toast
    }

    /// Shows a notice about the player's data until dismissed (then Home forgets it).
    private func showNotice(_ text: String) {
        toastsShown.append(text)
        let toast = Self.toast(text)
        adw_toast_set_timeout(toast.ptr(), 0)
        adw_toast_set_button_label(toast.ptr(), tr("_Dismiss"))
        toast.connect("dismissed") { [weak self] in self?.coordinator.home.dismissStoreNotice() }
        adw_toast_overlay_add_toast(toastOverlay.ptr(), toast.retainedForTransfer())
    }
}
