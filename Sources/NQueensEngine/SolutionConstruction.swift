// MARK: - Explicit construction

extension Solution {
    /// The board sizes `constructed(size:)` accepts; the largest solution takes 80 MB.
    public static let constructionSizeRange: ClosedRange<Int> = 1...10_000_000

    /// One solution of a `size`×`size` board, built directly in linear time without any search; `nil` for the
    /// 2×2 and 3×3 boards, which have none.
    ///
    /// The classic explicit construction (Hoffman, Loessi and Moore, 1969), by the remainder of N divided by 6,
    /// with columns numbered 1…N: the even columns in increasing order, then the odd ones, placed in rows from the
    /// bottom up; when the remainder is 2, the odd columns start 3, 1 and 5 moves to the end; when it is 3, column 2
    /// moves to the end of the even ones and 1, 3 to the end of the odd ones.
    ///
    /// - Throws: `SolverError.sizeOutOfRange` when `size` is outside `constructionSizeRange`.
    public static func constructed(size: Int) throws(SolverError) -> Solution? {
        guard constructionSizeRange.contains(size) else {
            throw .sizeOutOfRange(size, accepted: constructionSizeRange)
        }
        guard size != 2, size != 3 else { return nil }
        let columns = [Int](unsafeUninitializedCapacity: size) { buffer, initializedCount in
            var writer = ColumnWriter(buffer: buffer)
            // Columns are written 1-based, as in the construction, and stored 0-based.
            switch size % 6 {
            case 2:
                writer.append(stride(from: 2, through: size, by: 2))
                writer.append(3)
                writer.append(1)
                writer.append(stride(from: 7, through: size, by: 2))
                writer.append(5)
            case 3:
                writer.append(stride(from: 4, through: size, by: 2))
                writer.append(2)
                writer.append(stride(from: 5, through: size, by: 2))
                writer.append(1)
                writer.append(3)
            default:
                writer.append(stride(from: 2, through: size, by: 2))
                writer.append(stride(from: 1, through: size, by: 2))
            }
            initializedCount = writer.count
        }
        return Solution(unchecked: columns)
    }
}

/// Fills a buffer of columns front to back, converting the construction's 1-based columns to 0-based ones.
private struct ColumnWriter {
    let buffer: UnsafeMutableBufferPointer<Int>
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<Int>) {
        self.buffer = buffer
    }

    /// Appends the 1-based `column`.
    mutating func append(_ column: Int) {
        buffer.initializeElement(at: count, to: column - 1)
        count += 1
    }

    /// Appends every 1-based column of `columns`, in order.
    mutating func append(_ columns: StrideThrough<Int>) {
        for column in columns { append(column) }
    }
}
