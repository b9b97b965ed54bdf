/// What merging games into a history did: how many were new, and how many it held already.
public struct HistoryMerge: Sendable, Hashable {
    /// The games added.
    public let imported: Int

    /// The games skipped because the history already held their id (or an earlier game of the same merge did).
    public let alreadyHere: Int

    /// A merge's counts.
    public init(imported: Int, alreadyHere: Int) {
        self.imported = imported
        self.alreadyHere = alreadyHere
    }
}
