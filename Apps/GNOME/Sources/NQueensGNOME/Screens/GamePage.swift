import CAdwaita
import Foundation
import GObjectSwift
import NQueensEngine
import NQueensLocalization
import NQueensPresentation

/// The Game screen: the board, and beside it (wide) or under it (narrow) the figures, the status banner, undo,
/// redo, hint and restart, the hint in words and the solutions counter.
///
/// The buttons run the window's actions (`win.undo`…), so they, the keyboard shortcuts and the menus are enabled
/// alike. The board options (queen style, attacked squares, the solutions counter) are in the header bar's
/// board menu.
@MainActor
public final class GamePage {
    let root: Widget
    let game: GameViewModel

    /// The board.
    public let board: BoardView
    let stats: [StatCard]
    let status: StatusBanner

    private let context: AppContext
    private let content: Widget
    private let panel: Widget
    private let statsBox: Widget
    private let hintLabel: Widget
    private let solutionsLabel: Widget
    private let undoButton: Widget
    private let redoButton: Widget
    private let hintButton: Widget
    private let restartButton: Widget
    private let problems: ProblemReporter
    /// Toasts what an action that did nothing means (a click on a puzzle's given queen: it stays).
    private let notices: ProblemReporter
    private var renderLoop: RenderLoop?
    private var shownGameID: UUID?

    /// Runs after each action the player takes on this page, once the page shows it: the window enables its actions
    /// (undo, hint…) then rather than a main-loop turn later, when a key pressed in the same frame would have found
    /// them still disabled (Ctrl+Z then H gave no hint).
    var onAction: (@MainActor () -> Void)?

    init(game: GameViewModel, context: AppContext) {
        self.game = game
        self.context = context
        problems = ProblemReporter(context: context)
        notices = ProblemReporter(context: context)
        // TRANSLATORS: the board's name for screen readers, with the game's title: "Board, 8×8 Free Play".
        board = BoardView(interactive: true, accessibleName: tr("Board, %s", game.title))
        board.root.sizeRequest(width: 240, height: 240)
        stats = (0..<4).map { _ in StatCard() }
        statsBox = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, stats.map(\.root))
        gtk_box_set_homogeneous(statsBox.ptr(), 1)
        status = StatusBanner()
        hintLabel = Make.label("", "hint-text", wraps: true)
        solutionsLabel = Make.label("", "dim-label", "caption", wraps: true)

        undoButton = Make.iconButton("edit-undo-symbolic", tooltip: tr("Undo"))
        redoButton = Make.iconButton("edit-redo-symbolic", tooltip: tr("Redo"))
        Make.setAction(undoButton, "win.undo")
        Make.setAction(redoButton, "win.redo")
        let history = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [undoButton, redoButton]).style("linked")
        hintButton = Make.iconLabelButton("dialog-information-symbolic", tr("_Hint"), "pill", "suggested-action")
        Make.setAction(hintButton, "win.hint")
        hintButton.tooltip(tr("Show a hint (H)"))
        restartButton = Make.iconButton("view-refresh-symbolic", tooltip: tr("Restart"), "circular")
        Make.setAction(restartButton, "win.restart")
        let actions = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [history, hintButton, restartButton])
        actions.align(horizontal: GTK_ALIGN_CENTER)

        // What changes height (the hint, the solutions counter) comes after the buttons, and the panel hangs from
        // its top, so the buttons stay where they are while the player clicks them.
        panel = Make.box(
            GTK_ORIENTATION_VERTICAL, spacing: 14, [statsBox, status.root, actions, hintLabel, solutionsLabel])
        content = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 24, [board.root, panel])
        content.margins(top: 18, bottom: 18, start: 18, end: 18)
        root = Make.scrolled(content, horizontally: true)

        board.motionAllowed = { [weak context] in context?.motionAllowed ?? false }
        board.onActivate = { [weak self] square in self?.perform { $0.activate(square) } }
        board.onActivateCursor = { [weak self] in self?.perform { $0.activateCursor() } }
        board.onMarkBegin = { [weak self] square in self?.perform { $0.beginMarkDrag(at: square) } }
        board.onMarkContinue = { [weak self] square in self?.perform { $0.continueMarkDrag(to: square) } }
        board.onMarkEnd = { [weak self] in self?.perform { $0.endMarkDrag() } }
        board.onMove = { [weak self] direction in self?.perform { $0.moveCursor(direction) } }
        setWide(true)
        renderLoop = RenderLoop { [weak self] in self?.render() }
    }

    // MARK: Acting

    /// Carries out `action` on the game, renders at once, and animates a queen just placed.
    func perform(_ action: (GameViewModel) -> Void) {
        defer { onAction?() }
        let gameID = game.gameID
        let revision = game.revision
        let queens = game.board.queens
        let shown = board.grid
        action(game)
        renderLoop?.renderNow()
        guard game.gameID == gameID, game.revision != revision else {
            if game.gameID != gameID { board.stopAnimations() }
            return
        }
        // A change of marks alone leaves a queen's pulse and the lines' fade running.
        guard game.board.queens != queens else { return }
        guard let placed = game.recentPlacement, !game.isSolved, let grid = board.grid else {
            board.stopAnimations()
            return
        }
        let attackLines = shown.map(Self.attackLineSquares) ?? []
        board.animatePlacement(on: placed, newAttackSquares: Self.attackLineSquares(grid).subtracting(attackLines))
    }

    /// Puts the board beside the panel (`wide`) or the panel under the board.
    func setWide(_ wide: Bool) {
        gtk_orientable_set_orientation(content.ptr(), wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        panel.sizeRequest(width: wide ? 320 : -1)
        panel.align(vertical: GTK_ALIGN_START)
        // Beside the panel, the board hangs from the top like the panel, so the two start level; over it, the board
        // stays centred in the height it has (the panel is laid out after it).
        gtk_aspect_frame_set_yalign(OpaquePointer(board.root.pointer), wide ? 0 : 0.5)
        panel.expand(horizontal: !wide, vertical: false)
        board.root.sizeRequest(width: wide ? 300 : 240, height: wide ? 300 : 240)
    }

    /// Undo, redo, hint and restart (for tests).
    var buttons: (undo: Widget, redo: Widget, hint: Widget, restart: Widget) {
        (undoButton, redoButton, hintButton, restartButton)
    }

    /// Whether the panel is beside the board.
    var isWide: Bool {
        gtk_orientable_get_orientation(content.ptr()) == GTK_ORIENTATION_HORIZONTAL
    }

    // MARK: Rendering

    private func render() {
        board.show(game.grid, palette: context.palette, queen: game.queenAppearance.glyph)
        if shownGameID != game.gameID {
            // A new game (Play Again, Restart, Ctrl+N) starts with the keyboard on its top-left square.
            if shownGameID != nil { board.focusCursor() }
            shownGameID = game.gameID
        }
        let figures = game.stats
        for (index, card) in stats.enumerated() {
            card.root.isVisible = index < figures.count
            if index < figures.count { card.show(figures[index]) }
        }
        status.show(game.statusText, tone: game.status.tone)
        Make.setText(hintLabel, game.hintText ?? "")
        hintLabel.isVisible = game.hintText != nil
        Make.setText(solutionsLabel, game.solutionsText ?? "")
        solutionsLabel.isVisible = game.solutionsText != nil
        if !context.motionAllowed { board.stopAnimations() }
        problems.report(game.problem)
        notices.report(game.notice)
    }

    private static func attackLineSquares(_ grid: BoardGrid) -> Set<Square> {
        Set(grid.cells.lazy.filter(\.isOnAttackLine).map(\.square))
    }
}
