/// A cell position in a grid or on the screen: 0-based column `x` and row `y`, counted from the top-left corner.
public struct GridPoint: Hashable, Sendable {
    /// The 0-based column, growing to the right.
    public var x: Int

    /// The 0-based row, growing downward.
    public var y: Int

    /// Creates the point at column `x` and row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let origin = GridPoint(x: 0, y: 0)

    /// The point moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> GridPoint {
        GridPoint(x: x + dx, y: y + dy)
    }
}

/// The size of a grid or of the screen, in cells.
public struct GridSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int

    /// The number of rows.
    public var height: Int

    /// Creates a size of `width` columns and `height` rows; negative values count as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The number of cells.
    public var area: Int { width * height }

    /// Whether this size is at least `minimum` in both directions.
    public func fits(_ minimum: GridSize) -> Bool {
        width >= minimum.width && height >= minimum.height
    }

    /// The smallest size at least as large as both.
    func union(_ other: GridSize) -> GridSize {
        GridSize(width: max(width, other.width), height: max(height, other.height))
    }

    /// The size as `width×height`, for example `80×24`.
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells: its top-left corner and its size.
public struct GridRect: Hashable, Sendable {
    /// The top-left cell.
    public var origin: GridPoint

    /// The number of columns and rows covered.
    public var size: GridSize

    /// Creates the rectangle whose top-left cell is `origin`.
    public init(origin: GridPoint, size: GridSize) {
        self.origin = origin
        self.size = size
    }

    /// Creates the rectangle at column `x`, row `y`, `width` columns wide and `height` rows high.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: GridPoint(x: x, y: y), size: GridSize(width: width, height: height))
    }

    /// The leftmost column.
    public var minX: Int { origin.x }

    /// The topmost row.
    public var minY: Int { origin.y }

    /// The column just right of the rectangle.
    public var maxX: Int { origin.x + size.width }

    /// The row just below the rectangle.
    public var maxY: Int { origin.y + size.height }

    /// The number of columns.
    public var width: Int { size.width }

    /// The number of rows.
    public var height: Int { size.height }

    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether `point` lies inside the rectangle.
    public func contains(_ point: GridPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells covered by both rectangles (empty when they do not overlap).
    public func intersection(_ other: GridRect) -> GridRect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return GridRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `dx` columns on the left and right and `dy` rows at the top and bottom.
    public func insetBy(dx: Int, dy: Int) -> GridRect {
        GridRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// A rectangle of `size` centred in this one (rounded toward the top-left when the slack is odd).
    public func centered(_ size: GridSize) -> GridRect {
        GridRect(
            origin: GridPoint(x: minX + (width - size.width) / 2, y: minY + (height - size.height) / 2), size: size)
    }
}
