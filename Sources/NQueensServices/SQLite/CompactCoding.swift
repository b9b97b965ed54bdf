import NQueensEngine

/// The compact byte forms the database keeps squares and move logs in.
///
/// Both start with a format byte (1). Numbers are unsigned LEB128 varints; a square is its row then its column;
/// a move is its kind (one byte), its square, then the zigzag-encoded change of its offset in milliseconds from
/// the previous move's. A typical move takes four to five bytes.
///
/// The kind byte is the kind's number (`place` 0, `remove` 1, `undo` 2, `redo` 3; the marks, from schema 3:
/// `mark` 4, `unmark` 5, `undo-mark` 6, `redo-mark` 7), plus 128 when the move continues the step before it. Logs
/// written before marks existed read the same.
enum CompactCoding {
    private static let format: UInt8 = 1

    // MARK: Squares

    static func encode(_ squares: [Square]) -> [UInt8] {
        var bytes: [UInt8] = [format]
        bytes.reserveCapacity(1 + squares.count * 2)
        for square in squares {
            appendVarint(UInt64(truncatingIfNeeded: square.row), to: &bytes)
            appendVarint(UInt64(truncatingIfNeeded: square.column), to: &bytes)
        }
        return bytes
    }

    /// The squares in `bytes`, or `nil` when they are not in this form.
    static func decodeSquares(_ bytes: [UInt8]) -> [Square]? {
        var reader = Reader(bytes: bytes)
        guard reader.byte() == format else { return nil }
        var squares: [Square] = []
        while !reader.isAtEnd {
            guard let row = reader.smallInt(), let column = reader.smallInt() else { return nil }
            squares.append(Square(row: row, column: column))
        }
        return squares
    }

    // MARK: Move logs

    /// The kinds by number; numbers are only ever appended.
    private static let kinds: [MoveRecord.Kind] = [
        .place, .remove, .undo, .redo, .mark, .unmark, .undoMark, .redoMark,
    ]

    /// The bit of the kind byte that says the move continues the step before it.
    private static let continuesStepBit: UInt8 = 0x80

    static func encode(_ moves: [MoveRecord]) -> [UInt8] {
        var bytes: [UInt8] = [format]
        bytes.reserveCapacity(1 + moves.count * 5)
        var previous: Int64 = 0
        for move in moves {
            let kind = UInt8(kinds.firstIndex(of: move.kind) ?? 0)
            bytes.append(move.continuesStep ? kind | continuesStepBit : kind)
            appendVarint(UInt64(truncatingIfNeeded: move.square.row), to: &bytes)
            appendVarint(UInt64(truncatingIfNeeded: move.square.column), to: &bytes)
            let offset = move.offset.wholeMilliseconds
            let delta = offset &- previous
            appendVarint(UInt64(bitPattern: (delta << 1) ^ (delta >> 63)), to: &bytes)
            previous = offset
        }
        return bytes
    }

    /// The moves in `bytes`, or `nil` when they are not in this form.
    static func decodeMoves(_ bytes: [UInt8]) -> [MoveRecord]? {
        var reader = Reader(bytes: bytes)
        guard reader.byte() == format else { return nil }
        var moves: [MoveRecord] = []
        var previous: Int64 = 0
        while !reader.isAtEnd {
            guard let kindByte = reader.byte(), Int(kindByte & ~continuesStepBit) < kinds.count,
                let row = reader.smallInt(), let column = reader.smallInt(), let zigzag = reader.varint()
            else { return nil }
            let kindIndex = kindByte & ~continuesStepBit
            let delta = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
            previous = previous &+ delta
            moves.append(
                MoveRecord(
                    kinds[Int(kindIndex)], Square(row: row, column: column), at: .milliseconds(previous),
                    continuesStep: kindByte & continuesStepBit != 0))
        }
        return moves
    }

    // MARK: Varints

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index >= bytes.count }

        mutating func byte() -> UInt8? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }

        mutating func varint() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while let byte = byte() {
                guard shift < 64 else { return nil }
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }

        /// A varint that fits a board coordinate (below 2^31).
        mutating func smallInt() -> Int? {
            guard let value = varint(), value < 1 << 31 else { return nil }
            return Int(value)
        }
    }
}
