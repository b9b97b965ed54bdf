import CAdwaita
import GObjectSwift
import NQueensEngine
import NQueensPresentation

/// The board: a cairo drawing of the grid, with one focusable widget per square over it for the keyboard and
/// for screen readers.
///
/// GTK 4.8's accessibility API gives names and states to widgets only (a drawing area cannot expose parts of
/// itself), so each square is a transparent widget laid over the drawing in a homogeneous grid. Each says
/// itself ("e4, queen, in conflict") through `gtk_accessible_update_property` and is a toggle button whose
/// pressed state is "a queen stands here". Only the cursor's square is focusable (a roving tab stop): Tab enters
/// the board on the cursor, the arrow keys move it (stopping at the edges) and the focus follows, Space or Enter
/// places or removes a queen; the focus ring (CSS `:focus-visible`) is the keyboard cursor. A click anywhere on
/// a square toggles it.
@MainActor
public final class BoardView {
    /// The widget to put in a screen (a square frame that keeps the board square).
    let root: Widget

    /// What the player did on the board (nil for a read-only board such as the replay's).
    var onToggle: ((Square) -> Void)?
    var onMove: ((CursorDirection) -> Void)?
    var onToggleCursor: (() -> Void)?

    /// Whether animations may run (the player's reduce-motion setting; GTK's own setting is checked too).
    var motionAllowed: () -> Bool = { true }

    private let overlay: Widget
    private let canvas: DrawingArea
    private let squareGrid: Widget
    private let isInteractive: Bool
    private var squares: [Widget] = []
    private var labels: [String] = []
    private var pressed: [Bool] = []
    private var grid: BoardGrid?
    private var palette = Palette.dark
    private var queen: Character = "\u{265B}"
    private var motion = BoardMotion()
    private var tickID: UInt32?

    /// Creates a board; `interactive` boards take clicks and keys.
    init(interactive: Bool, accessibleName: String) {
        isInteractive = interactive
        canvas = DrawingArea(role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        canvas.expand(horizontal: true, vertical: true)
        squareGrid = Widget(sinking: nq_grid_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP))
        gtk_grid_set_row_homogeneous(squareGrid.ptr(), 1)
        gtk_grid_set_column_homogeneous(squareGrid.ptr(), 1)
        squareGrid.setAccessibleLabel(accessibleName)
        overlay = Widget(sinking: gtk_overlay_new())
        gtk_overlay_set_child(overlay.ptr(), canvas.widget)
        gtk_overlay_add_overlay(overlay.ptr(), squareGrid.widget)
        root = Widget(sinking: gtk_aspect_frame_new(0.5, 0.5, 1, 0))
        gtk_aspect_frame_set_child(OpaquePointer(root.pointer), overlay.widget)
        root.expand(horizontal: true, vertical: true).style("board-frame")
        canvas.setDraw { [weak self] cairo, width, height in
            self?.draw(cairo, width: width, height: height)
        }
        if interactive { connectInput() }
    }

    // MARK: Showing a position

    /// Shows `grid` in `palette`, queens drawn as `queen`; redraws only when something changed.
    func show(_ grid: BoardGrid, palette: Palette, queen: Character) {
        let changed = grid != self.grid || palette != self.palette || queen != self.queen
        let hadFocus = squares.contains { $0.hasFocus }
        if grid.size != self.grid?.size { rebuildSquares(size: grid.size) }
        self.grid = grid
        self.palette = palette
        self.queen = queen
        for (index, cell) in grid.cells.enumerated() {
            let square = squares[index]
            let label = cell.accessibilityLabel
            if labels[index] != label {
                labels[index] = label
                square.setAccessibleLabel(label)
            }
            if pressed[index] != cell.hasQueen {
                pressed[index] = cell.hasQueen
                nq_accessible_set_pressed(square.ptr(), cell.hasQueen ? 1 : 0)
            }
            if isInteractive { square.isFocusable = cell.isCursor }
        }
        if hadFocus {
            if let cursor = cursorIndex() {
                if !squares[cursor].hasFocus { squares[cursor].grabFocus() }
            } else if let root = gtk_widget_get_root(canvas.widget) {
                // A solved board has no cursor: the focus ring goes with it.
                gtk_root_set_focus(root, nil)
            }
        }
        if changed { canvas.queueDraw() }
    }

    /// Pulses the queen just placed on `square` and fades in the attack lines it made (`newAttackSquares`),
    /// unless motion is off.
    func animatePlacement(on square: Square, newAttackSquares: Set<Square>) {
        guard motionAllowed(), canvas.animationsEnabled else {
            stopAnimations()
            return
        }
        motion.start(placement: square, newAttackSquares: newAttackSquares)
        if tickID == nil {
            tickID = canvas.addTickCallback { [weak self] time in
                guard let self else { return false }
                let active = self.motion.advance(to: time)
                self.canvas.queueDraw()
                if !active { self.tickID = nil }
                return active
            }
        }
    }

    /// Stops the animations (the position changed another way, or motion was turned off).
    func stopAnimations() {
        motion.stop()
        if let tickID {
            canvas.removeTickCallback(tickID)
            self.tickID = nil
            canvas.queueDraw()
        }
    }

    /// Whether an animation runs now.
    public var isAnimating: Bool {
        tickID != nil
    }

    /// Puts the keyboard focus on the cursor's square.
    func focusCursor() {
        if let cursor = cursorIndex() { squares[cursor].grabFocus() }
    }

    // MARK: For tests and the benchmark

    /// The square widgets in screen order (the top rank first).
    var squareWidgets: [Widget] {
        squares
    }

    /// The drawing area.
    public var drawingArea: DrawingArea {
        canvas
    }

    /// The centre of `square` in the coordinates of the board's drawing area.
    public func center(of square: Square) -> (x: Double, y: Double)? {
        guard let grid else { return nil }
        return BoardGeometry(size: grid.size, width: canvas.width, height: canvas.height).center(of: square)
    }

    /// What a click at (`x`, `y`) of the drawing area does (the board's own click handler).
    public func click(x: Double, y: Double) {
        guard let grid else { return }
        let geometry = BoardGeometry(size: grid.size, width: canvas.width, height: canvas.height)
        guard let cell = geometry.cellAt(x: x, y: y),
            let square = grid.square(atScreenRow: cell.row, column: cell.column)
        else { return }
        onToggle?(square)
        focusCursor()
    }

    // MARK: Drawing

    private func draw(_ cairo: OpaquePointer, width: Int, height: Int) {
        guard let grid else { return }
        BoardPainter(grid: grid, palette: palette, queen: queen, motion: motion).draw(
            cairo, width: width, height: height)
    }

    // MARK: Input

    private func connectInput() {
        overlay.onPress { [weak self] _, x, y in
            self?.click(x: x, y: y)
        }
        squareGrid.onKeyPress { [weak self] key in
            guard let self, !key.hasCommandModifier else { return false }
            switch Int32(key.keyval) {
            case GDK_KEY_Up, GDK_KEY_KP_Up: self.onMove?(.up)
            case GDK_KEY_Down, GDK_KEY_KP_Down: self.onMove?(.down)
            case GDK_KEY_Left, GDK_KEY_KP_Left: self.onMove?(.left)
            case GDK_KEY_Right, GDK_KEY_KP_Right: self.onMove?(.right)
            case GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return, GDK_KEY_KP_Enter: self.onToggleCursor?()
            default: return false
            }
            return true
        }
    }

    private func rebuildSquares(size: Int) {
        for square in squares { gtk_grid_remove(squareGrid.ptr(), square.widget) }
        squares = []
        for screenRow in 0..<size {
            for column in 0..<size {
                let square = DrawingArea(role: isInteractive ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_IMG)
                square.style("board-square").expand(horizontal: true, vertical: true)
                square.isFocusable = false
                gtk_grid_attach(squareGrid.ptr(), square.widget, Int32(column), Int32(screenRow), 1, 1)
                squares.append(square)
            }
        }
        labels = Array(repeating: "", count: size * size)
        pressed = Array(repeating: false, count: size * size)
        for square in squares { nq_accessible_set_pressed(square.ptr(), 0) }
    }

    private func cursorIndex() -> Int? {
        grid?.cells.firstIndex(where: \.isCursor)
    }
}
