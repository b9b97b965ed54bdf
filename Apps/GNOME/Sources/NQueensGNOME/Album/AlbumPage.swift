import CAdwaita
import GObjectSwift
import NQueensEngine
import NQueensLocalization
import NQueensPresentation

/// The album: the board sizes as linked toggle buttons (a tick on the complete ones), the figures of the size
/// shown with a progress bar, and its classes as a grid of cards (the canonical board drawn, or a silhouette; a dot
/// per member, lit when found), a page at a time; an empty state for a size with nothing found.
///
/// The grid is a `GtkFlowBox`: arrows move between the cards (the view model's selection follows), Enter or a
/// click opens one; each card says itself ("class 7 of 12, 3 of 8 found").
@MainActor
final class AlbumPage {
    let root: Widget
    let album: AlbumViewModel

    private let context: AppContext
    private let sizeBox: Widget
    private let headline: Widget
    private let progress: Widget
    private let note: Widget
    private let grid: Widget
    private let moreButton: Widget
    private let stack: Widget
    private let empty: Widget
    private let problems: ProblemReporter
    private var sizeButtons: [(size: Int, button: Widget)] = []
    private var cards: [AlbumCardView] = []
    private var shownClasses: [AlbumClassCard] = []
    private var shownPalette: Palette?
    private var shownCount = AlbumPage.pageSize
    private var isSelecting = false
    private var renderLoop: RenderLoop?

    /// The cards shown at first, and added by each Show More.
    static let pageSize = 48

    init(album: AlbumViewModel, context: AppContext) {
        self.album = album
        self.context = context
        problems = ProblemReporter(context: context)
        sizeBox = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0).style("linked")
        sizeBox.setAccessibleLabel(tr("Board size"))
        let sizeScroller = Widget(sinking: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(sizeScroller.ptr(), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(sizeScroller.ptr(), sizeBox.widget)
        gtk_scrolled_window_set_propagate_natural_width(sizeScroller.ptr(), 1)
        sizeScroller.align(horizontal: GTK_ALIGN_CENTER)
        headline = Make.label("", "title-3", wraps: true)
        progress = Widget(sinking: gtk_progress_bar_new())
        progress.setAccessibleLabel(tr("Solutions found"))
        progress.sizeRequest(width: 260).align(horizontal: GTK_ALIGN_CENTER)
        note = Make.label("", "dim-label", wraps: true)

        grid = Widget(sinking: gtk_flow_box_new())
        gtk_flow_box_set_selection_mode(grid.ptr(), GTK_SELECTION_BROWSE)
        gtk_flow_box_set_homogeneous(grid.ptr(), 1)
        gtk_flow_box_set_max_children_per_line(grid.ptr(), 8)
        gtk_flow_box_set_column_spacing(grid.ptr(), 12)
        gtk_flow_box_set_row_spacing(grid.ptr(), 12)
        gtk_flow_box_set_activate_on_single_click(grid.ptr(), 1)
        // TRANSLATORS: the album's grid of solution classes (the solutions that are turns or mirrors of each other).
        grid.setAccessibleLabel(tr("Classes"))
        moreButton = Make.button(tr("Show _More"), "pill")
        moreButton.align(horizontal: GTK_ALIGN_CENTER)

        empty = Widget(sinking: adw_status_page_new())
        adw_status_page_set_icon_name(empty.ptr(), "view-grid-symbolic")
        adw_status_page_set_title(empty.ptr(), tr("Nothing Found Yet"))
        stack = Widget(sinking: gtk_stack_new())
        gtk_stack_set_vhomogeneous(stack.ptr(), 0)
        let listed = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 18, [grid, moreButton])
        gtk_stack_add_named(stack.ptr(), listed.widget, "classes")
        gtk_stack_add_named(stack.ptr(), empty.widget, "empty")

        let column = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [sizeScroller, headline, progress, note, stack])
        column.margins(top: 18, bottom: 24, start: 12, end: 12)
        root = Make.scrolled(Make.clamp(column, maximum: 1000))

        grid.connectWithArgument("child-activated", { [weak self] child in self?.activate(child) })
        grid.connect("selected-children-changed") { [weak self] in self?.selectionChanged() }
        grid.onKeyPress(phase: GTK_PHASE_CAPTURE) { [weak self] key in self?.handle(key) ?? false }
        moreButton.connect("clicked") { [weak self] in
            guard let self else { return }
            self.shownCount += Self.pageSize
            self.renderLoop?.renderNow()
        }
        renderLoop = RenderLoop { [weak self] in self?.render() }
    }

    // MARK: For tests

    /// The size buttons shown.
    var sizes: [(size: Int, button: Widget)] {
        sizeButtons
    }

    /// The cards shown, in order.
    var classCards: [AlbumCardView] {
        cards
    }

    /// The Show More button.
    var showMore: Widget {
        moreButton
    }

    /// Puts the keyboard on the card of the view model's selection.
    func focusSelection() {
        guard let index = album.selectedIndex, cards.indices.contains(index) else { return }
        _ = cards[index].child.grabFocus()
    }

    // MARK: Rendering

    private func render() {
        renderSizes()
        Make.setText(headline, album.headline)
        gtk_progress_bar_set_fraction(progress.ptr(), album.progress.fractionFound)
        progress.setAccessibleDescription(album.progress.accessibilityLabel)
        Make.setText(note, album.problem ?? album.listNote ?? "")
        note.isVisible = album.problem != nil || album.listNote != nil
        gtk_stack_set_visible_child_name(stack.ptr(), album.classes.isEmpty ? "empty" : "classes")
        adw_status_page_set_description(empty.ptr(), album.emptyText ?? "")
        if let index = album.selectedIndex, index >= shownCount {
            shownCount = (index / Self.pageSize + 1) * Self.pageSize
        }
        let wanted = Array(album.classes.prefix(shownCount))
        if wanted != shownClasses || context.palette != shownPalette { renderCards(wanted) }
        moreButton.isVisible = album.classes.count > shownCount
        renderSelection()
        problems.report(album.problem)
    }

    private func renderSizes() {
        if sizeButtons.map(\.size) != album.sizes.map(\.boardSize) {
            for (_, button) in sizeButtons { Make.remove(button, from: sizeBox) }
            sizeButtons = album.sizes.map { size in
                let button = Widget(sinking: gtk_toggle_button_new_with_label(""))
                let value = size.boardSize
                button.connect("clicked") { [weak self] in self?.choose(value) }
                Make.append(button, to: sizeBox)
                return (value, button)
            }
        }
        for (size, entry) in zip(album.sizes, sizeButtons) {
            let number = DisplayText.number(size.boardSize)
            Make.setButtonLabel(entry.button, size.isComplete ? "\(number) ✓" : number)
            entry.button.tooltip(size.accessibilityLabel)
            entry.button.setAccessibleLabel(size.accessibilityLabel)
            entry.button.setStyle("complete", size.isComplete)
            let selected = size.boardSize == album.boardSize
            if (gtk_toggle_button_get_active(entry.button.ptr()) != 0) != selected {
                gtk_toggle_button_set_active(entry.button.ptr(), selected ? 1 : 0)
            }
        }
    }

    private func renderCards(_ wanted: [AlbumClassCard]) {
        let palette = context.palette
        // Cards of the same class are updated in place; the rest are made or removed.
        if wanted.first?.boardSize != shownClasses.first?.boardSize || palette != shownPalette {
            for card in cards { gtk_flow_box_remove(grid.ptr(), card.child.widget) }
            cards = []
        }
        while cards.count > wanted.count {
            let card = cards.removeLast()
            gtk_flow_box_remove(grid.ptr(), card.child.widget)
        }
        for (index, item) in wanted.enumerated() {
            if index < cards.count {
                cards[index].show(item, highlighted: item.canonicalForm == album.highlightedClass, palette: palette)
            } else {
                let card = AlbumCardView(
                    item, highlighted: item.canonicalForm == album.highlightedClass, palette: palette)
                gtk_flow_box_append(grid.ptr(), card.child.widget)
                cards.append(card)
            }
        }
        shownClasses = wanted
        shownPalette = palette
    }

    /// Selects the view model's class in the grid (without telling the view model again).
    private func renderSelection() {
        guard let index = album.selectedIndex, cards.indices.contains(index) else {
            isSelecting = true
            gtk_flow_box_unselect_all(grid.ptr())
            isSelecting = false
            return
        }
        let child = cards[index].child
        guard gtk_flow_box_child_is_selected(child.ptr()) == 0 else { return }
        isSelecting = true
        gtk_flow_box_select_child(grid.ptr(), child.ptr())
        isSelecting = false
    }

    // MARK: Acting

    private func choose(_ size: Int) {
        album.select(boardSize: size)
        shownCount = Self.pageSize
        renderLoop?.renderNow()
    }

    /// Shows the next larger (or smaller, negative) size: the window's `[` and `]`.
    func showSize(by step: Int) {
        album.showSize(by: step)
        shownCount = Self.pageSize
        renderLoop?.renderNow()
    }

    private func index(of child: UnsafeMutableRawPointer?) -> Int? {
        cards.firstIndex { $0.child.pointer == child }
    }

    private func activate(_ child: UnsafeMutableRawPointer?) {
        guard let index = index(of: child) else { return }
        album.openClass(at: index)
    }

    /// Moves the selection by the arrows (and the focus with it), or opens the selected class.
    private func handle(_ key: KeyPress) -> Bool {
        if CardGridKeys.opens(key) {
            album.openSelectedClass()
            return true
        }
        let columns = CardGridKeys.columns(of: cards.map(\.child), in: grid)
        guard let step = CardGridKeys.step(for: key, columns: columns, count: album.classes.count) else { return false }
        album.moveSelection(by: step)
        renderLoop?.renderNow()
        focusSelection()
        return true
    }

    private func selectionChanged() {
        guard !isSelecting else { return }
        let selected = gtk_flow_box_get_selected_children(grid.ptr())
        defer { g_list_free(selected) }
        guard let first = selected?.pointee.data, let index = index(of: first) else { return }
        album.selectClass(at: index)
    }
}

/// One card of the album's grid: "Class 7" (a star on the class just won, a tick when complete), the board, and a
/// dot per member lit when found.
@MainActor
final class AlbumCardView {
    let child: Widget
    let board: MiniBoard
    private let title: Widget
    private let dots: Widget
    private(set) var card: AlbumClassCard

    init(_ card: AlbumClassCard, highlighted: Bool, palette: Palette) {
        self.card = card
        title = Make.label("", "heading")
        board = MiniBoard(card.board, boardSize: card.boardSize, points: 104, palette: palette)
        dots = Make.label("", "album-dots")
        let content = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [title, board.area, dots])
        content.margins(10)
        child = Widget(sinking: gtk_flow_box_child_new())
        gtk_flow_box_child_set_child(child.ptr(), content.widget)
        child.style("card", "album-card")
        show(card, highlighted: highlighted, palette: palette)
    }

    /// Shows `card`, `highlighted` when it is the class just won.
    func show(_ card: AlbumClassCard, highlighted: Bool, palette: Palette) {
        self.card = card
        let mark = highlighted ? " ★" : card.isComplete ? " ✓" : ""
        Make.setText(title, card.titleText + mark)
        Make.setText(dots, card.foundMembers.map { $0 ? "●" : "○" }.joined())
        board.show(card.board, palette: palette)
        child.setStyle("found", card.isFound)
        child.setStyle("highlighted", highlighted)
        child.tooltip(card.progressText)
        child.setAccessibleLabel(card.accessibilityLabel)
    }
}
