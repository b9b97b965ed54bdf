import NQueensEngine
import NQueensLocalization
import NQueensServices
import Observation

/// One member of a class in the album: found (with where), or not yet (a silhouette).
public struct AlbumMember: Hashable, Sendable, Identifiable {
    /// The member's place in its class, from 1.
    public let number: Int

    /// The number of members of the class.
    public let count: Int

    /// Where the member was first found; `nil` when it was not found yet.
    public let entry: AlbumEntry?

    /// How the member is obtained from the class's canonical board: "The class's canonical board", "Mirrored left
    /// to right", …; `nil` while it is not found (that would give it away).
    public let relationText: String?

    /// The text of `entry`'s day, as `DisplayText.shortDate` writes it.
    private let dateText: String?

    /// Creates a member; `entry` when it was found, `symmetry` taking the canonical board to it.
    init(number: Int, count: Int, entry: AlbumEntry?, symmetry: Symmetry?) {
        self.number = number
        self.count = count
        self.entry = entry
        dateText = entry.map { DisplayText.shortDate($0.foundDay) }
        relationText = entry == nil ? nil : symmetry.map(Self.relation)
    }

    /// Identifies the member in its class.
    public var id: Int {
        number
    }

    /// Whether it was found.
    public var isFound: Bool {
        entry != nil
    }

    /// The board to draw; `nil` for a silhouette.
    public var board: Solution? {
        entry?.solution
    }

    /// "Found on 3 Nov 2026 in free play" ("… in a daily puzzle", "… in a puzzle by ID"), or "Not found yet".
    public var statusText: String {
        guard let entry, let dateText else { return tr("Not found yet") }
        switch entry.mode {
        // TRANSLATORS: %s is a date: Found on 3 Nov 2026 in free play.
        case .freePlay: return tr("Found on %s in free play", dateText)
        case .daily: return tr("Found on %s in a daily puzzle", dateText)
        case .puzzle: return tr("Found on %s in a puzzle by ID", dateText)
        case .regions: return tr("Found on %s in a regions puzzle", dateText)
        }
    }

    /// For screen readers: "member 2 of 8, found on 3 Nov 2026 in free play" or "member 3 of 8, not found yet".
    public var accessibilityLabel: String {
        // TRANSLATORS: a member of a class for screen readers: member 3 of 8, not found yet.
        guard let entry, let dateText else { return tr("member %1$d of %2$d, not found yet", number, count) }
        switch entry.mode {
        // TRANSLATORS: a member of a class for screen readers; %3$s is a date: member 2 of 8, found on 3 Nov 2026
        // in free play.
        case .freePlay: return tr("member %1$d of %2$d, found on %3$s in free play", number, count, dateText)
        case .daily: return tr("member %1$d of %2$d, found on %3$s in a daily puzzle", number, count, dateText)
        case .puzzle: return tr("member %1$d of %2$d, found on %3$s in a puzzle by ID", number, count, dateText)
        case .regions: return tr("member %1$d of %2$d, found on %3$s in a regions puzzle", number, count, dateText)
        }
    }

    private static func relation(_ symmetry: Symmetry) -> String {
        switch symmetry {
        case .identity: tr("The class's canonical board")
        case .quarterTurnClockwise: tr("Turned a quarter clockwise")
        case .halfTurn: tr("Turned half a turn")
        case .quarterTurnCounterclockwise: tr("Turned a quarter counterclockwise")
        case .leftRightReflection: tr("Mirrored left to right")
        case .topBottomReflection: tr("Mirrored top to bottom")
        case .diagonalReflection: tr("Mirrored across the main diagonal")
        case .antiDiagonalReflection: tr("Mirrored across the other diagonal")
        }
    }
}

/// One class of the album: its members, found or not; a found member opens the replay of the game that first
/// found it.
@MainActor
@Observable
public final class AlbumClassViewModel {
    /// The class's representative.
    public let canonicalForm: Solution

    /// The class's place in the album: among every class of its size up to 12×12, else among the classes found;
    /// `nil` when it is not in the album (none of its members found on a large board).
    public private(set) var number: Int?

    /// How many classes the album lists for the size.
    public private(set) var count = 0

    /// The members, in the class's order.
    public private(set) var members: [AlbumMember] = []

    /// The member the keyboard is on (an index into `members`).
    public private(set) var selectedIndex = 0

    /// Why the class or a game could not be read, for display; `nil` when all is well.
    public private(set) var problem: String?

    /// Receives the screen's actions (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    @ObservationIgnored private let dependencies: AppDependencies

    /// Reads the class of `solution` from the album.
    public init(classOf solution: Solution, dependencies: AppDependencies) {
        canonicalForm = solution.canonicalForm
        self.dependencies = dependencies
        refresh()
    }

    // MARK: Figures

    /// The number of rows (and columns) of the board.
    public var boardSize: Int {
        canonicalForm.size
    }

    /// The number of members found.
    public var foundCount: Int {
        members.count(where: \.isFound)
    }

    /// The title: "Class 7 of 12 · 8×8" ("Found class 3 of 37 · 13×13" past 12×12).
    public var title: String {
        let size = DisplayText.boardSize(boardSize)
        // TRANSLATORS: a class's title when its number is unknown; %s is a board size: Class · 8×8.
        guard let number else { return tr("Class · %s", size) }
        let (place, total) = (DisplayText.number(number), DisplayText.number(count))
        return SymmetryClass.listableSizeRange.contains(boardSize)
            // TRANSLATORS: a class's title: Class 7 of 12 · 8×8.
            ? tr("Class %1$s of %2$s · %3$s", place, total, size)
            // TRANSLATORS: a class's title where only the classes found are listed: Found class 3 of 37 · 13×13.
            : tr("Found class %1$s of %2$s · %3$s", place, total, size)
    }

    /// "3 of 8 found", or "All 8 found" once the class is complete.
    public var progressText: String {
        foundCount == members.count
            // TRANSLATORS: every member of a class found: All 8 found.
            ? trn("All %d found", "All %d found", count: members.count)
            : tr("%1$d of %2$d found", foundCount, members.count)
    }

    /// Why the class has as many members as it has, in one sentence.
    public var symmetryText: String {
        switch members.count {
        case 2: tr("A quarter turn maps these solutions onto themselves, so the class has only 2 members.")
        case 4: tr("A half turn maps these solutions onto themselves, so the class has only 4 members.")
        default: tr("No turn maps these solutions onto themselves: every rotation and reflection is another member.")
        }
    }

    /// The member the keyboard is on.
    public var selectedMember: AlbumMember? {
        members.indices.contains(selectedIndex) ? members[selectedIndex] : nil
    }

    // MARK: Actions

    /// Reads the class again.
    public func refresh() {
        let symmetryClass = SymmetryClass(containing: canonicalForm)
        var entries: [Solution: AlbumEntry] = [:]
        do {
            for entry in try dependencies.album.albumEntries(inClassOf: canonicalForm) {
                entries[entry.solution] = entry
            }
            if let catalogueNumber = AlbumCatalogue.number(of: canonicalForm) {
                number = catalogueNumber
                count = AlbumCatalogue.classes(size: boardSize).count
            } else {
                let found = try dependencies.album.albumClasses(boardSize: boardSize)
                number = found.firstIndex { $0.classKey == canonicalForm }.map { $0 + 1 }
                count = found.count
            }
            problem = nil
        } catch {
            problem = AlbumViewModel.unreadable(error)
        }
        members = symmetryClass.members.enumerated().map { offset, member in
            AlbumMember(
                number: offset + 1, count: symmetryClass.members.count, entry: entries[member],
                symmetry: canonicalForm.symmetries(mapping: member).first)
        }
        selectedIndex = min(selectedIndex, max(0, members.count - 1))
    }

    /// Puts the keyboard on the member at `index` (clamped).
    public func selectMember(at index: Int) {
        guard !members.isEmpty else { return }
        selectedIndex = min(max(index, 0), members.count - 1)
    }

    /// Moves the keyboard by `offset` members, stopping at the ends.
    public func moveSelection(by offset: Int) {
        selectMember(at: selectedIndex + offset)
    }

    /// Opens the replay of the game that first found the member at `index`; does nothing for a member not found.
    public func openReplay(ofMemberAt index: Int) {
        guard members.indices.contains(index), let entry = members[index].entry else { return }
        selectedIndex = index
        do {
            guard let record = try dependencies.history.game(id: entry.gameID) else {
                problem = tr("The game that found this solution is no longer in your history.")
                return
            }
            delegate?.handle(.openReplay(record))
        } catch {
            // TRANSLATORS: %s says why, such as "the disk failed to read or write …".
            problem = tr("The game that found this solution could not be read: %s.", DisplayText.problem(error))
        }
    }

    /// Opens the replay of the member the keyboard is on.
    public func openSelectedReplay() {
        openReplay(ofMemberAt: selectedIndex)
    }

    /// Goes back to the album.
    public func back() {
        delegate?.handle(.back)
    }
}
