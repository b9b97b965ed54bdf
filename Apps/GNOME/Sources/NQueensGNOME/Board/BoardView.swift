import CAdwaita
import GObjectSwift
import NQueensEngine
import NQueensPresentation

/// The board: render nodes drawn by `BoardPainter` in one widget, with one transparent widget per square over it
/// for the keyboard and for screen readers.
///
/// The picture is render nodes (colours, textures, text) rather than a cairo drawing: GTK compares them with the
/// last frame's and repaints only the squares that changed, and painting those nodes is cheap, so a click costs
/// what it changed rather than the whole board.
///
/// GTK 4.8's accessibility API gives names and states to widgets only (a drawn picture cannot expose parts of
/// itself), so each square is a transparent widget laid over the picture in a homogeneous grid. Each says itself
/// ("e4, queen, in conflict") through `gtk_accessible_update_property` and is a toggle button whose pressed state
/// is "a queen stands here"; only squares whose cell changed are told. Only the cursor's square is focusable (a
/// roving tab stop): Tab enters the board on the cursor, the arrow keys move it (stopping at the edges) and the
/// focus follows, Space or Enter is the primary action (a queen placed or removed); the focus ring (CSS
/// `:focus-visible`) is the keyboard cursor. A click anywhere on a square is its primary action; the secondary
/// button (a right-click, a touchpad's two-finger click) marks, and a drag with it marks every square it crosses.
@MainActor
public final class BoardView {
    /// The widget to put in a screen (a square frame that keeps the board square).
    let root: Widget

    /// What the player did on the board (nil for a read-only board such as the replay's): the primary action on a
    /// square (a click) or on the cursor's (Space, Enter), a cursor move, and a drag with the secondary button
    /// (begun on a square, carried on to others, ended; a right-click is one that never moved).
    var onActivate: ((Square) -> Void)?
    var onMove: ((CursorDirection) -> Void)?
    var onActivateCursor: (() -> Void)?
    var onMarkBegin: ((Square) -> Void)?
    var onMarkContinue: ((Square) -> Void)?
    var onMarkEnd: (() -> Void)?

    /// Whether animations may run (the player's reduce-motion setting; GTK's own setting is checked too).
    var motionAllowed: () -> Bool = { true }

    /// The position shown.
    public private(set) var grid: BoardGrid?

    private let overlay: Widget
    private let canvas: SnapshotArea
    private let squareGrid: Widget
    private let isInteractive: Bool
    private let text: BoardText
    private var squares: [Widget] = []
    private var squareIndex: [UnsafeMutableRawPointer: Int] = [:]
    /// Whether the keyboard focus is on one of the squares (see `setFocusIsInside`).
    private var focusIsInside = false
    private var cells: [BoardCell] = []
    private var palette = Palette.dark
    private var queen: Character = "\u{265B}"
    private var motion = BoardMotion()
    private var tickID: UInt32?

    /// Creates a board; `interactive` boards take clicks and keys.
    init(interactive: Bool, accessibleName: String) {
        isInteractive = interactive
        canvas = SnapshotArea(role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
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
        text = BoardText(widget: canvas)
        canvas.setSnapshot { [weak self] snapshot, width, height in
            self?.draw(snapshot, width: width, height: height)
        }
        if interactive { connectInput() }
    }

    // MARK: Showing a position

    /// Shows `grid` in `palette`, queens drawn as `queen`; redraws only when something drawn changed.
    func show(_ grid: BoardGrid, palette: Palette, queen: Character) {
        guard grid != self.grid || palette != self.palette || queen != self.queen else { return }
        let hadFocus = squares.contains { $0.hasFocus }
        if grid.size != self.grid?.size { rebuildSquares(size: grid.size) }
        let newCells = grid.cells
        var redraw = palette != self.palette || queen != self.queen || grid.attackSegments != self.grid?.attackSegments
        for index in newCells.indices where newCells[index] != cells[index] {
            let cell = newCells[index]
            let old = cells[index]
            let square = squares[index]
            let looksAlike = cell.looksLike(old)
            if !looksAlike {
                redraw = true
                square.setAccessibleLabel(cell.accessibilityLabel)
            }
            if cell.hasQueen != old.hasQueen || cell.square != old.square {
                nq_accessible_set_pressed(square.ptr(), cell.hasQueen ? 1 : 0)
            }
            if isInteractive && !focusIsInside { square.isFocusable = cell.isCursor }
        }
        self.grid = grid
        cells = newCells
        self.palette = palette
        self.queen = queen
        if redraw { canvas.queueDraw() }
        if hadFocus {
            if let cursor = cursorIndex() {
                if !squares[cursor].hasFocus { squares[cursor].grabFocus() }
            } else if let root = gtk_widget_get_root(canvas.widget) {
                // A solved board has no cursor: the focus ring goes with it.
                gtk_root_set_focus(root, nil)
            }
        }
    }

    // MARK: Motion

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

    // MARK: Focus

    /// Puts the keyboard focus on the cursor's square.
    func focusCursor() {
        if let cursor = cursorIndex() { squares[cursor].grabFocus() }
    }

    /// Makes every square a tab stop while the focus is on the board, and only the cursor's square otherwise.
    ///
    /// Away from the board, the cursor's square is its one tab stop, so Tab enters the board on the cursor. On the
    /// board, every square stays focusable, so that a click or a cursor move only moves the focus: making a widget
    /// focusable or not lays it out again in GTK 4.8, and the grid of 256 squares of a 16×16 board with it, on
    /// every move. Tab and Shift+Tab restore the one tab stop before GTK moves the focus, so they leave the board.
    private func setFocusIsInside(_ inside: Bool) {
        guard isInteractive, inside != focusIsInside else { return }
        focusIsInside = inside
        for (index, square) in squares.enumerated() { square.isFocusable = inside || cells[index].isCursor }
    }

    // MARK: For tests and the benchmark

    /// The square widgets in screen order (the top rank first).
    var squareWidgets: [Widget] {
        squares
    }

    /// The widget the board is drawn in (the board's area on screen).
    public var surface: Widget {
        canvas
    }

    /// The centre of `square` in the coordinates of `surface`.
    public func center(of square: Square) -> (x: Double, y: Double)? {
        guard let grid, square.isOnBoard(ofSize: grid.size) else { return nil }
        return edges().center(of: square)
    }

    /// What a click at (`x`, `y`) of `surface` does (the board's own click handler).
    public func click(x: Double, y: Double) {
        guard let square = square(atX: x, y: y) else { return }
        onActivate?(square)
        focusCursor()
    }

    /// The square under (`x`, `y`) of `surface`, or `nil` between or outside the squares.
    public func square(atX x: Double, y: Double) -> Square? {
        guard let grid, let picked = gtk_widget_pick(squareGrid.widget, x, y, GTK_PICK_DEFAULT),
            let index = squareIndex[UnsafeMutableRawPointer(picked)]
        else { return nil }
        return grid.square(atScreenRow: index / grid.size, column: index % grid.size)
    }

    // MARK: Drawing

    /// Where the squares lie: where GTK laid the square widgets out (the picture and the focus rings match).
    private func edges() -> BoardEdges {
        let size = squares.count == (grid?.size ?? 0) * (grid?.size ?? 0) ? grid?.size ?? 0 : 0
        var xs: [Double] = []
        var ys: [Double] = []
        var bounds = graphene_rect_t()
        for index in 0..<size where gtk_widget_compute_bounds(squares[index].widget, canvas.widget, &bounds) != 0 {
            xs.append(Double(bounds.origin.x))
            if index == size - 1 { xs.append(Double(bounds.origin.x + bounds.size.width)) }
        }
        for row in 0..<size
        where gtk_widget_compute_bounds(squares[row * size].widget, canvas.widget, &bounds) != 0 {
            ys.append(Double(bounds.origin.y))
            if row == size - 1 { ys.append(Double(bounds.origin.y + bounds.size.height)) }
        }
        guard size > 0, xs.count == size + 1, ys.count == size + 1, xs[size] > xs[0] else {
            let side = Double(min(canvas.width, canvas.height))
            return .even(
                size: size, x: (Double(canvas.width) - side) / 2, y: (Double(canvas.height) - side) / 2, side: side)
        }
        return BoardEdges(xs: xs, ys: ys)
    }

    private func draw(_ snapshot: Snapshot, width: Int, height: Int) {
        guard let grid else { return }
        let edges = edges()
        text.setQueen(queen)
        BoardPainter(grid: grid, palette: palette, motion: motion, edges: edges, text: text).draw(snapshot)
    }

    // MARK: Input

    private func connectInput() {
        overlay.onPress { [weak self] _, x, y in
            self?.click(x: x, y: y)
        }
        // The secondary button marks: pressed on a square it marks (or unmarks) it, dragged it goes on marking.
        overlay.onDrag(
            button: GDK_BUTTON_SECONDARY,
            begin: { [weak self] x, y in
                guard let self, let square = self.square(atX: x, y: y) else { return }
                self.onMarkBegin?(square)
                self.focusCursor()
            },
            update: { [weak self] x, y in
                guard let self, let square = self.square(atX: x, y: y) else { return }
                self.onMarkContinue?(square)
                self.focusCursor()
            },
            end: { [weak self] _, _ in self?.onMarkEnd?() })
        squareGrid.onKeyPress { [weak self] key in
            guard let self, !key.hasCommandModifier else { return false }
            switch Int32(key.keyval) {
            case GDK_KEY_Up, GDK_KEY_KP_Up: self.onMove?(.up)
            case GDK_KEY_Down, GDK_KEY_KP_Down: self.onMove?(.down)
            case GDK_KEY_Left, GDK_KEY_KP_Left: self.onMove?(.left)
            case GDK_KEY_Right, GDK_KEY_KP_Right: self.onMove?(.right)
            case GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return, GDK_KEY_KP_Enter: self.onActivateCursor?()
            default: return false
            }
            return true
        }
        squareGrid.onKeyPress(phase: GTK_PHASE_CAPTURE) { [weak self] key in
            switch Int32(key.keyval) {
            case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab: self?.setFocusIsInside(false)
            default: break
            }
            return false
        }
        squareGrid.onFocusChange { [weak self] focused in
            self?.setFocusIsInside(focused)
        }
    }

    private func rebuildSquares(size: Int) {
        for square in squares { gtk_grid_remove(squareGrid.ptr(), square.widget) }
        squares = []
        squareIndex = [:]
        focusIsInside = false
        for screenRow in 0..<size {
            for column in 0..<size {
                let square = DrawingArea(role: isInteractive ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_IMG)
                square.style("board-square").expand(horizontal: true, vertical: true)
                square.isFocusable = false
                gtk_grid_attach(squareGrid.ptr(), square.widget, Int32(column), Int32(screenRow), 1, 1)
                squareIndex[square.pointer] = squares.count
                squares.append(square)
            }
        }
        // Placeholders unlike any real cell, so that the first position tells every square its label and state.
        let blank = BoardCell(
            square: Square(row: -1, column: -1), isLight: false, hasQueen: false, isConflicting: false,
            isOnAttackLine: false, isAttacked: false, hint: nil, isCursor: false)
        cells = Array(repeating: blank, count: size * size)
    }

    private func cursorIndex() -> Int? {
        cells.firstIndex(where: \.isCursor)
    }
}

extension BoardCell {
    /// Whether the cell looks like `other` on the board and to a screen reader (the cursor aside: it is the focus
    /// ring).
    func looksLike(_ other: BoardCell) -> Bool {
        square == other.square && isLight == other.isLight && hasQueen == other.hasQueen
            && isConflicting == other.isConflicting && isOnAttackLine == other.isOnAttackLine
            && isAttacked == other.isAttacked && hint == other.hint && isGiven == other.isGiven
            && isRuledOut == other.isRuledOut && isOnHintLine == other.isOnHintLine && isMarked == other.isMarked
    }
}
