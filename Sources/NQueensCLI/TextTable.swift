import NQueensTerminal

/// A plain-text table with a header row, columns padded to their widest cell (in terminal columns: a Japanese
/// character takes two).
struct TextTable {
    let headers: [String]
    /// The indices of the columns whose cells are aligned right (numbers).
    let rightAligned: Set<Int>
    let rows: [[String]]

    /// The header line and one line per row, without trailing spaces.
    var lines: [String] {
        let all = [headers] + rows
        let widths = headers.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].displayWidth : 0 }.max() ?? 0
        }
        return all.map { cells in
            let padded = headers.indices.map { column -> String in
                let cell = cells.indices.contains(column) ? cells[column] : ""
                let padding = String(repeating: " ", count: widths[column] - cell.displayWidth)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            let line = padded.joined(separator: "  ")
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }
}
