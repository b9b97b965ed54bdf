/// An area of the screen that does something when clicked.
struct Hotspot: Hashable, Sendable {
    /// The cells that react.
    let rect: GridRect
    /// What a click there does.
    let action: ScreenAction
}

/// A grid being drawn, with the clickable areas drawn so far.
struct Canvas {
    /// The cells.
    var grid: CellGrid

    /// The clickable areas, the topmost last.
    private(set) var hotspots: [Hotspot] = []

    /// Starts drawing on `grid`.
    init(grid: CellGrid) {
        self.grid = grid
    }

    /// The size drawn on.
    var size: GridSize { grid.size }

    /// The whole grid.
    var bounds: GridRect { grid.bounds }

    /// Makes `rect` do `action` when clicked (over anything clickable there before).
    mutating func addHotspot(_ rect: GridRect, _ action: ScreenAction) {
        let visible = rect.intersection(grid.bounds)
        guard !visible.isEmpty else { return }
        hotspots.append(Hotspot(rect: visible, action: action))
    }

    /// Starts a modal layer (a sheet, a dialog, the help): nothing drawn before it can be clicked any more.
    mutating func beginModalLayer() {
        hotspots.removeAll()
    }
}
