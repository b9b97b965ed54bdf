/// A square of an N×N board, addressed by 0-based row and column.
///
/// Row 0 is the bottom rank and column 0 the left file, as on a chess board:
/// `Square(row: 0, column: 0)` is `a1`. Rows grow upward, columns to the right.
public struct Square: Hashable, Sendable, Codable {
    /// The 0-based row; row 0 is the bottom rank (`1` in chess notation).
    public let row: Int

    /// The 0-based column; column 0 is the left file (`a` in chess notation).
    public let column: Int

    /// Creates the square at `row` and `column` (both 0-based).
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// Whether the square lies on a board of `size`×`size` squares.
    public func isOnBoard(ofSize size: Int) -> Bool {
        row >= 0 && row < size && column >= 0 && column < size
    }

    /// Whether a queen on this square attacks `other` (same row, column or diagonal).
    ///
    /// A square never attacks itself.
    public func attacks(_ other: Square) -> Bool {
        guard self != other else { return false }
        // Squares may hold any numbers (a decoder builds them): compare the diagonals without overflowing.
        return row == other.row || column == other.column
            || row.subtractingReportingOverflow(column) == other.row.subtractingReportingOverflow(other.column)
            || row.addingReportingOverflow(column) == other.row.addingReportingOverflow(other.column)
    }
}

// MARK: - Ordering

extension Square: Comparable {
    /// Orders squares row by row from the bottom rank, then by column.
    public static func < (lhs: Square, rhs: Square) -> Bool {
        (lhs.row, lhs.column) < (rhs.row, rhs.column)
    }
}

// MARK: - Notation

extension Square: CustomStringConvertible {
    /// The largest board whose columns all have a chess file letter (`a`…`z`).
    public static let largestChessNotationSize = 26

    /// The square in chess notation (`a1`, `h8`, `c12`), or `nil` past column `z`.
    public var chessNotation: String? {
        guard row >= 0, column >= 0, column < Square.largestChessNotationSize else { return nil }
        let file = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(column)))
        return "\(file)\(Self.oneBased(row))"
    }

    /// The square as 1-based `row,column`, valid on any board (`1,1` is `a1`).
    public var coordinateNotation: String {
        "\(Self.oneBased(row)),\(Self.oneBased(column))"
    }

    /// `index + 1` as text, for any `Int` (a square decoded from stored data may hold `Int.max`).
    private static func oneBased(_ index: Int) -> String {
        index < Int.max ? String(index + 1) : String(UInt(index) + 1)
    }

    /// Chess notation where it exists, otherwise 1-based `row,column`.
    public var description: String {
        chessNotation ?? coordinateNotation
    }

    /// Parses a square written in chess notation (`e4`) or as 1-based `row,column` (`4,5`).
    ///
    /// Chess notation is accepted on boards up to 26×26; the file letter may be upper or lower case.
    /// Surrounding spaces are ignored.
    ///
    /// - Throws: `SquareParseError.malformed` when the text is neither form,
    ///   `SquareParseError.offBoard` when it names a square outside a `boardSize`×`boardSize` board.
    public init(parsing text: String, boardSize: Int) throws(SquareParseError) {
        let trimmed = text.trimmingSpaces()
        let square: Square
        if let comma = trimmed.firstIndex(of: ",") {
            let rowText = trimmed[..<comma].trimmingSpaces()
            let columnText = trimmed[trimmed.index(after: comma)...].trimmingSpaces()
            guard let row = Int(decimalDigits: rowText), let column = Int(decimalDigits: columnText) else {
                throw .malformed(text)
            }
            square = Square(row: row - 1, column: column - 1)
        } else {
            guard let first = trimmed.unicodeScalars.first, first.isASCIILetter,
                let rank = Int(decimalDigits: Substring(trimmed.unicodeScalars.dropFirst()))
            else {
                throw .malformed(text)
            }
            let lower = first.value | 0x20
            square = Square(row: rank - 1, column: Int(lower) - Int(UInt8(ascii: "a")))
        }
        guard square.isOnBoard(ofSize: boardSize) else {
            throw .offBoard(String(trimmed), boardSize: boardSize)
        }
        self = square
    }
}

/// Why a text could not be read as a square.
public enum SquareParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is neither chess notation (`e4`) nor 1-based `row,column` (`4,5`).
    case malformed(String)
    /// The text names a square outside a `boardSize`×`boardSize` board.
    case offBoard(String, boardSize: Int)

    /// A one-line message naming the problem and what is accepted.
    public var description: String {
        switch self {
        case .malformed(let text):
            return "'\(text)' is not a square; write it in chess notation like e4 or as row,column like 4,5"
        case .offBoard(let text, let size):
            let lastSquare = Square(row: size - 1, column: size - 1)
            let chess = lastSquare.chessNotation.map { "a1…\($0) or " } ?? ""
            return "square '\(text)' is off the \(size)×\(size) board; squares run from \(chess)1,1…\(size),\(size)"
        }
    }
}

// MARK: - Parsing helpers

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self)
    }
}

extension Int {
    /// Reads a non-empty run of ASCII digits only (no sign, no spaces); `nil` otherwise or on overflow.
    fileprivate init?(decimalDigits text: Substring) {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        guard let value = Int(text, radix: 10) else { return nil }
        self = value
    }
}

extension StringProtocol {
    fileprivate func trimmingSpaces() -> Substring {
        let text = Substring(self)
        let start = text.firstIndex(where: { $0 != " " }) ?? text.endIndex
        let end = text.lastIndex(where: { $0 != " " }).map { text.index(after: $0) } ?? start
        return start < end ? text[start..<end] : text[start..<start]
    }
}
