import Foundation

/// The order in which the history lists games; ties always go newest first.
public enum HistorySort: String, Sendable, Hashable, Codable, CaseIterable {
    /// Newest first (by the instant the board was solved).
    case date
    /// Fewest moves first.
    case moves
    /// Shortest active time first.
    case time
    /// Highest efficiency first.
    case efficiency
}

/// Which games to list, in which order, and how many.
public struct HistoryQuery: Sendable, Hashable {
    /// Only games on boards of this size; every size when `nil`.
    public var boardSize: Int?

    /// Only games of this mode (the dailies, the puzzles by ID, free play); every mode when `nil`.
    public var mode: GameMode?

    /// The order of the games.
    public var sort: HistorySort

    /// At most this many games (none when 0 or less); every game when `nil`.
    public var limit: Int?

    /// The number of games to skip first, for paging (0 or less skips none).
    public var offset: Int

    /// Creates a query; by default every game, newest first.
    public init(
        boardSize: Int? = nil, mode: GameMode? = nil, sort: HistorySort = .date, limit: Int? = nil, offset: Int = 0
    ) {
        self.boardSize = boardSize
        self.mode = mode
        self.sort = sort
        self.limit = limit
        self.offset = offset
    }
}

// MARK: - Applying a query to records in memory

extension HistoryQuery {
    /// The games `games` holds that match the query, in its order (what a database returns for it).
    func apply(to games: some Sequence<GameRecord>) -> [GameRecord] {
        let matching = games.filter(matches)
        let sorted = matching.sorted { Self.precedes($0, $1, by: sort) }
        let start = min(max(offset, 0), sorted.count)
        let end = limit.map { start + min(max($0, 0), sorted.count - start) } ?? sorted.count
        return Array(sorted[start..<end])
    }

    /// Whether `game` is of the query's size and mode.
    func matches(_ game: GameRecord) -> Bool {
        (boardSize == nil || game.boardSize == boardSize) && (mode == nil || game.mode == mode)
    }

    /// Whether `lhs` comes before `rhs` in `sort` order: the sort key, then newest first, then by id.
    static func precedes(_ lhs: GameRecord, _ rhs: GameRecord, by sort: HistorySort) -> Bool {
        switch sort {
        case .date: break
        case .moves where lhs.moveCount != rhs.moveCount: return lhs.moveCount < rhs.moveCount
        case .time where lhs.activeDuration != rhs.activeDuration: return lhs.activeDuration < rhs.activeDuration
        case .efficiency where lhs.efficiency != rhs.efficiency: return lhs.efficiency > rhs.efficiency
        case .moves, .time, .efficiency: break
        }
        if lhs.finishedAt != rhs.finishedAt { return lhs.finishedAt > rhs.finishedAt }
        return lhs.id.orderedBytes.lexicographicallyPrecedes(rhs.id.orderedBytes)
    }
}

extension UUID {
    /// The 16 bytes of the UUID in order (how the database stores and compares ids).
    var orderedBytes: [UInt8] {
        withUnsafeBytes(of: uuid) { Array($0) }
    }

    /// The UUID made of 16 bytes in order, or `nil` for any other count.
    init?(orderedBytes bytes: some Collection<UInt8>) {
        guard bytes.count == 16 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        self.init(uuid: value)
    }
}

/// What the history knows about one board size: how many games, the best time and the fewest moves.
public struct SizeSummary: Sendable, Hashable {
    /// The number of rows (and columns) of the board.
    public let boardSize: Int

    /// The number of games solved on this size.
    public let games: Int

    /// The shortest active time of a game on this size.
    public let bestTime: Duration

    /// The fewest moves of a game on this size.
    public let fewestMoves: Int

    /// Creates a summary of `games` games on `boardSize` boards.
    public init(boardSize: Int, games: Int, bestTime: Duration, fewestMoves: Int) {
        self.boardSize = boardSize
        self.games = games
        self.bestTime = bestTime
        self.fewestMoves = fewestMoves
    }

    /// The best efficiency on this size: board size ÷ fewest moves, capped at 1.
    public var bestEfficiency: Double {
        fewestMoves > 0 ? min(1, Double(boardSize) / Double(fewestMoves)) : 0
    }

    /// Summaries of `games`, one per board size, smallest size first.
    static func summaries(of games: some Sequence<GameRecord>) -> [SizeSummary] {
        var bySize: [Int: SizeSummary] = [:]
        for game in games {
            if let summary = bySize[game.boardSize] {
                bySize[game.boardSize] = SizeSummary(
                    boardSize: game.boardSize, games: summary.games + 1,
                    bestTime: min(summary.bestTime, game.activeDuration),
                    fewestMoves: min(summary.fewestMoves, game.moveCount))
            } else {
                bySize[game.boardSize] = SizeSummary(
                    boardSize: game.boardSize, games: 1, bestTime: game.activeDuration, fewestMoves: game.moveCount)
            }
        }
        return bySize.values.sorted { $0.boardSize < $1.boardSize }
    }
}

// MARK: - Coding

extension SizeSummary: Codable {
    private enum CodingKeys: String, CodingKey {
        case boardSize, games, bestTimeMilliseconds, fewestMoves
    }

    /// Decodes a summary: `boardSize`, `games`, `bestTimeMilliseconds`, `fewestMoves`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            boardSize: try container.decode(Int.self, forKey: .boardSize),
            games: try container.decode(Int.self, forKey: .games),
            bestTime: .milliseconds(try container.decode(Int64.self, forKey: .bestTimeMilliseconds)),
            fewestMoves: try container.decode(Int.self, forKey: .fewestMoves))
    }

    /// Encodes a summary: `boardSize`, `games`, `bestTimeMilliseconds`, `fewestMoves`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(boardSize, forKey: .boardSize)
        try container.encode(games, forKey: .games)
        try container.encode(bestTime.wholeMilliseconds, forKey: .bestTimeMilliseconds)
        try container.encode(fewestMoves, forKey: .fewestMoves)
    }
}
