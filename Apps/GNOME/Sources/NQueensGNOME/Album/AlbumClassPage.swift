import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation

/// One class of the album: how many members are found, why the class has as many as it has, and its members as
/// cards (the board once found, else a silhouette; where it was found); a found member opens the replay of the
/// game that first found it (a click, or Enter on its card).
@MainActor
final class AlbumClassPage {
    let root: Widget
    let albumClass: AlbumClassViewModel

    private let context: AppContext
    private let progress: Widget
    private let about: Widget
    private let grid: Widget
    private let problems: ProblemReporter
    private var cards: [AlbumMemberView] = []
    private var shownMembers: [AlbumMember] = []
    private var shownPalette: Palette?
    private var isSelecting = false
    private var renderLoop: RenderLoop?

    init(albumClass: AlbumClassViewModel, context: AppContext) {
        self.albumClass = albumClass
        self.context = context
        problems = ProblemReporter(context: context)
        progress = Make.label("", "title-2")
        about = Make.label(albumClass.symmetryText, "dim-label", wraps: true)
        gtk_label_set_max_width_chars(about.ptr(), 60)
        about.align(horizontal: GTK_ALIGN_CENTER)
        grid = Widget(sinking: gtk_flow_box_new())
        gtk_flow_box_set_selection_mode(grid.ptr(), GTK_SELECTION_BROWSE)
        gtk_flow_box_set_homogeneous(grid.ptr(), 1)
        gtk_flow_box_set_max_children_per_line(grid.ptr(), 4)
        gtk_flow_box_set_column_spacing(grid.ptr(), 14)
        gtk_flow_box_set_row_spacing(grid.ptr(), 14)
        gtk_flow_box_set_activate_on_single_click(grid.ptr(), 1)
        // TRANSLATORS: the grid of a class's members (the solutions in it).
        grid.setAccessibleLabel(tr("Members"))
        let column = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 14, [progress, about, grid])
        column.margins(top: 18, bottom: 24, start: 12, end: 12)
        root = Make.scrolled(Make.clamp(column, maximum: 900))
        grid.connectWithArgument("child-activated", { [weak self] child in self?.activate(child) })
        grid.connect("selected-children-changed") { [weak self] in self?.selectionChanged() }
        grid.onKeyPress(phase: GTK_PHASE_CAPTURE) { [weak self] key in self?.handle(key) ?? false }
        renderLoop = RenderLoop { [weak self] in self?.render() }
    }

    /// The members' cards, in order (for tests).
    var memberCards: [AlbumMemberView] {
        cards
    }

    /// Puts the keyboard on the selected member's card.
    func focusSelection() {
        guard cards.indices.contains(albumClass.selectedIndex) else { return }
        _ = cards[albumClass.selectedIndex].child.grabFocus()
    }

    // MARK: Rendering

    private func render() {
        Make.setText(progress, albumClass.progressText)
        let palette = context.palette
        if albumClass.members != shownMembers || palette != shownPalette {
            for card in cards { gtk_flow_box_remove(grid.ptr(), card.child.widget) }
            cards = albumClass.members.map { member in
                let card = AlbumMemberView(member, boardSize: albumClass.boardSize, palette: palette)
                gtk_flow_box_append(grid.ptr(), card.child.widget)
                return card
            }
            shownMembers = albumClass.members
            shownPalette = palette
        }
        if cards.indices.contains(albumClass.selectedIndex) {
            let child = cards[albumClass.selectedIndex].child
            if gtk_flow_box_child_is_selected(child.ptr()) == 0 {
                isSelecting = true
                gtk_flow_box_select_child(grid.ptr(), child.ptr())
                isSelecting = false
            }
        }
        problems.report(albumClass.problem)
    }

    // MARK: Acting

    private func index(of child: UnsafeMutableRawPointer?) -> Int? {
        cards.firstIndex { $0.child.pointer == child }
    }

    private func activate(_ child: UnsafeMutableRawPointer?) {
        guard let index = index(of: child) else { return }
        albumClass.openReplay(ofMemberAt: index)
    }

    /// Moves the selection by the arrows (and the focus with it), or replays the selected member's game.
    private func handle(_ key: KeyPress) -> Bool {
        if CardGridKeys.opens(key) {
            albumClass.openSelectedReplay()
            return true
        }
        let columns = CardGridKeys.columns(of: cards.map(\.child), in: grid)
        guard let step = CardGridKeys.step(for: key, columns: columns, count: cards.count) else { return false }
        albumClass.moveSelection(by: step)
        renderLoop?.renderNow()
        focusSelection()
        return true
    }

    private func selectionChanged() {
        guard !isSelecting else { return }
        let selected = gtk_flow_box_get_selected_children(grid.ptr())
        defer { g_list_free(selected) }
        guard let first = selected?.pointee.data, let index = index(of: first) else { return }
        albumClass.selectMember(at: index)
    }
}

/// One member's card: "Member 3", its board (or a silhouette), and where it was found or "Not found yet".
@MainActor
final class AlbumMemberView {
    let child: Widget
    let board: MiniBoard
    let member: AlbumMember

    init(_ member: AlbumMember, boardSize: Int, palette: Palette) {
        self.member = member
        // TRANSLATORS: a member's card in an album class: "Member 3".
        let title = Make.label(tr("Member %s", DisplayText.number(member.number)), "heading", wraps: true)
        board = MiniBoard(member.board, boardSize: boardSize, points: 150, palette: palette)
        let status = Make.label(member.statusText, member.isFound ? "caption" : "dim-label", wraps: true)
        gtk_label_set_max_width_chars(status.ptr(), 18)
        var children = [title, board.area, status]
        if let relation = member.relationText {
            children.insert(Make.label(relation, "caption", "dim-label", wraps: true), at: 2)
        }
        let content = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 6, children)
        content.margins(10)
        child = Widget(sinking: gtk_flow_box_child_new())
        gtk_flow_box_child_set_child(child.ptr(), content.widget)
        child.style("card", "album-card")
        child.setStyle("found", member.isFound)
        if member.isFound { child.tooltip(tr("Replay the game that first found it")) }
        child.setAccessibleLabel(member.accessibilityLabel)
    }
}
