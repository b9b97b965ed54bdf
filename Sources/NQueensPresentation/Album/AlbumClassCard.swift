import NQueensEngine
import NQueensLocalization

/// One class of a board's solutions as the album lists it: its canonical board, and which of its members were
/// found.
public struct AlbumClassCard: Hashable, Sendable, Identifiable {
    /// The class's representative (its smallest member): how the class is drawn once a member is found.
    public let canonicalForm: Solution

    /// The class's place in the list, from 1.
    public let number: Int

    /// How many classes the list holds: every class of the board, or only those found (`listsEveryClass`).
    public let count: Int

    /// Whether the list holds every class of the board (sizes up to 12), so that `number` is the class's place
    /// among them all; otherwise it is its place among the classes found.
    public let listsEveryClass: Bool

    /// For each member, in the class's order (`SymmetryClass.members`), whether it was found.
    public let foundMembers: [Bool]

    /// Creates a card.
    public init(canonicalForm: Solution, number: Int, count: Int, listsEveryClass: Bool, foundMembers: [Bool]) {
        self.canonicalForm = canonicalForm
        self.number = number
        self.count = count
        self.listsEveryClass = listsEveryClass
        self.foundMembers = foundMembers
    }

    /// Identifies the class.
    public var id: Solution {
        canonicalForm
    }

    /// The number of rows (and columns) of the board.
    public var boardSize: Int {
        canonicalForm.size
    }

    /// The number of distinct members: 8, 4 or 2.
    public var memberCount: Int {
        foundMembers.count
    }

    /// The number of members found.
    public var foundCount: Int {
        foundMembers.count { $0 }
    }

    /// Whether a member was found.
    public var isFound: Bool {
        foundCount > 0
    }

    /// Whether every member was found.
    public var isComplete: Bool {
        foundCount == memberCount
    }

    /// The board to draw: the canonical form once a member is found; `nil` before, for a silhouette that gives
    /// nothing away.
    public var board: Solution? {
        isFound ? canonicalForm : nil
    }

    /// "Class 7".
    public var titleText: String {
        // TRANSLATORS: a class of symmetric solutions in the album: Class 7.
        tr("Class %s", DisplayText.number(number))
    }

    /// "3 of 8 found".
    public var progressText: String {
        // TRANSLATORS: the members of a class found: 3 of 8 found.
        tr("%1$d of %2$d found", foundCount, memberCount)
    }

    /// For screen readers: "class 7 of 12, 3 of 8 found" ("found class 3 of 37, 2 of 8 found" where only the
    /// classes found are listed).
    public var accessibilityLabel: String {
        let (number, count) = (DisplayText.number(number), DisplayText.number(count))
        return listsEveryClass
            // TRANSLATORS: a class for screen readers: class 7 of 12, 3 of 8 found.
            ? tr("class %1$s of %2$s, %3$s", number, count, progressText)
            // TRANSLATORS: a class for screen readers where only the classes found are listed: found class 3 of 37, 2
            // of 8 found.
            : tr("found class %1$s of %2$s, %3$s", number, count, progressText)
    }
}
