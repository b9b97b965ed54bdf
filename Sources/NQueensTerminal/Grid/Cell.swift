/// One cell of a ``CellGrid``: a grapheme and its style.
///
/// A wide character (CJK, most emoji) takes two cells: its own, whose ``width`` is 2, and the cell to its right, a
/// *continuation* whose ``width`` is 0 and which shows nothing by itself.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown; a space for blank cells and continuations.
    public internal(set) var character: Character

    /// The colours and attributes.
    public internal(set) var style: CellStyle

    /// The columns the character takes: 1, 2 for a wide character, 0 for the continuation of one.
    public internal(set) var width: Int

    init(character: Character, style: CellStyle, width: Int) {
        self.character = character
        self.style = style
        self.width = width
    }

    /// A blank cell (a space) in `style`.
    public static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(character: " ", style: style, width: 1)
    }

    /// Whether this cell is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
