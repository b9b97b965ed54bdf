import CAdwaita
import Foundation
import GObjectSwift
import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// The Game History screen: kind filters (all, daily, puzzles, free play), size filters and the sort order, the
/// games as a boxed list (time, moves, efficiency, hints), more games on demand, and Clear History behind a
/// confirmation; an empty state with Start.
@MainActor
final class HistoryPage {
    let root: Widget
    let history: HistoryViewModel

    private let context: AppContext
    private let stack: Widget
    private let filterBox: Widget
    private let kindBox: Widget
    private let noMatchLabel: Widget
    private let sortDropDown: Widget
    private let countLabel: Widget
    private let list: Widget
    private let moreButton: Widget
    private let clearButton: Widget
    private let problems: ProblemReporter
    private var filterButtons: [(filter: SizeFilter, button: Widget)] = []
    private var kindButtons: [(filter: ModeFilter, button: Widget)] = []
    private var rowWidgets: [(id: UUID, row: Widget)] = []
    private var shownRows: [HistoryRow] = []
    private var confirmation: Widget?
    private var renderLoop: RenderLoop?

    init(history: HistoryViewModel, context: AppContext) {
        self.history = history
        self.context = context
        problems = ProblemReporter(context: context)

        let empty = Widget(sinking: adw_status_page_new())
        adw_status_page_set_icon_name(empty.ptr(), "document-open-recent-symbolic")
        adw_status_page_set_title(empty.ptr(), history.emptyTitle)
        adw_status_page_set_description(empty.ptr(), history.emptyMessage)
        let start = Make.button(tr("_Start a Game"), "pill", "suggested-action")
        start.align(horizontal: GTK_ALIGN_CENTER)
        adw_status_page_set_child(empty.ptr(), start.widget)

        filterBox = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0).style("linked")
        let filterScroller = Self.sideways(filterBox)
        filterScroller.expand(horizontal: true).align(horizontal: GTK_ALIGN_START)
        filterScroller.setAccessibleLabel(tr("Board size"))
        let sortTitles = HistorySort.allCases.map(\.title)
        sortDropDown = Widget(sinking: withCStringArray(sortTitles) { gtk_drop_down_new_from_strings($0) })
        sortDropDown.tooltip(tr("Sort order"))
        sortDropDown.setAccessibleLabel(tr("Sort order"))
        sortDropDown.align(vertical: GTK_ALIGN_CENTER)
        let toolbar = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [filterScroller, sortDropDown])
        kindBox = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0).style("linked")
        kindBox.setAccessibleLabel(tr("Kind of game"))
        // Like the sizes, the kinds scroll sideways when their names are wider than the window.
        let kindScroller = Self.sideways(kindBox)
        kindScroller.align(horizontal: GTK_ALIGN_START)
        noMatchLabel = Make.label("", "dim-label", wraps: true)
        noMatchLabel.margins(top: 12, bottom: 12, start: 0, end: 0)

        countLabel = Make.label("", "dim-label", "caption", xalign: 0)
        list = Make.boxedList()
        moreButton = Make.button(tr("Show _More"), "pill")
        moreButton.align(horizontal: GTK_ALIGN_CENTER)
        clearButton = Make.button(tr("_Clear History…"), "destructive-action", "pill")
        clearButton.align(horizontal: GTK_ALIGN_CENTER)
        let column = Make.box(
            GTK_ORIENTATION_VERTICAL, spacing: 12,
            [kindScroller, toolbar, countLabel, noMatchLabel, list, moreButton, clearButton])
        column.margins(top: 18, bottom: 24, start: 12, end: 12)
        gtk_widget_set_margin_top(clearButton.widget, 12)

        stack = Widget(sinking: gtk_stack_new())
        // The Swift value must outlive the call that hands the widget to the stack (which takes its own reference).
        let listPage = Make.scrolled(Make.clamp(column, maximum: 640))
        gtk_stack_add_named(stack.ptr(), listPage.widget, "list")
        gtk_stack_add_named(stack.ptr(), empty.widget, "empty")
        root = stack

        start.connect("clicked") { [weak self] in self?.history.start() }
        moreButton.connect("clicked") { [weak self] in self?.history.loadMore() }
        clearButton.connect("clicked") { [weak self] in self?.history.requestClear() }
        list.connectWithArgument("row-activated", { [weak self] row in self?.open(row) })
        sortDropDown.onChange(of: "selected") { [weak self] in
            guard let self else { return }
            let index = Int(gtk_drop_down_get_selected(self.sortDropDown.ptr()))
            if HistorySort.allCases.indices.contains(index) { self.history.select(HistorySort.allCases[index]) }
        }
        renderLoop = RenderLoop { [weak self] in self?.render() }
    }

    /// A strip of buttons in a scroller that scrolls sideways, as wide as the strip when there is room.
    private static func sideways(_ strip: Widget) -> Widget {
        let scroller = Widget(sinking: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(scroller.ptr(), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(scroller.ptr(), strip.widget)
        gtk_scrolled_window_set_propagate_natural_width(scroller.ptr(), 1)
        return scroller
    }

    // MARK: For tests

    /// The rows shown, with their games' ids.
    var rows: [(id: UUID, row: Widget)] {
        rowWidgets
    }

    /// The filter buttons shown.
    var filters: [(filter: SizeFilter, button: Widget)] {
        filterButtons
    }

    /// The kind filter buttons (All, Daily, Puzzles, Free play).
    var kindFilters: [(filter: ModeFilter, button: Widget)] {
        kindButtons
    }

    /// The clear-all confirmation, while it is shown.
    var clearConfirmation: Widget? {
        confirmation
    }

    // MARK: Rendering

    private func render() {
        gtk_stack_set_visible_child_name(stack.ptr(), history.isEmpty ? "empty" : "list")
        renderKindFilters()
        renderFilters()
        if let index = HistorySort.allCases.firstIndex(of: history.sort),
            Int(gtk_drop_down_get_selected(sortDropDown.ptr())) != index
        {
            gtk_drop_down_set_selected(sortDropDown.ptr(), guint(index))
        }
        Make.setText(countLabel, history.countText)
        Make.setText(noMatchLabel, history.noMatchText ?? "")
        noMatchLabel.isVisible = history.noMatchText != nil
        list.isVisible = !history.rows.isEmpty
        if history.rows != shownRows { renderRows() }
        moreButton.isVisible = history.canLoadMore
        clearButton.isSensitive = history.canClear
        renderConfirmation()
        problems.report(history.problem)
    }

    private func renderFilters() {
        filterButtons = renderToggles(
            history.filters, shown: filterButtons, in: filterBox,
            tooltip: Self.tooltip,
            choose: { [weak self] filter in self?.choose(filter) })
    }

    /// The kind filters, as the size filters are: linked toggle buttons, the chosen one pressed.
    private func renderKindFilters() {
        kindButtons = renderToggles(
            history.modeFilters, shown: kindButtons, in: kindBox,
            tooltip: Self.tooltip,
            choose: { [weak self] filter in self?.choose(filter) })
    }

    private static func tooltip(_ filter: SizeFilter) -> String {
        switch filter {
        case .all: tr("Every board size")
        // TRANSLATORS: the tooltip of History's filter by board size: "Only 8×8".
        case .size(let size): tr("Only %s", DisplayText.boardSize(size))
        }
    }

    private static func tooltip(_ filter: ModeFilter) -> String {
        switch filter {
        case .all: tr("Every kind of game")
        case .daily: tr("Only the daily puzzles")
        case .puzzles: tr("Only puzzles opened by ID")
        case .freePlay: tr("Only free play")
        case .regions: tr("Only regions puzzles")
        }
    }

    /// Shows `choices` as linked toggle buttons in `box` (rebuilt when the choices changed from `shown`), the
    /// chosen one pressed; returns the buttons.
    private func renderToggles<Value: Hashable & Sendable>(
        _ choices: [Choice<Value>], shown: [(filter: Value, button: Widget)], in box: Widget,
        tooltip: (Value) -> String, choose: @escaping @MainActor (Value) -> Void
    ) -> [(filter: Value, button: Widget)] {
        var buttons = shown
        if choices.map(\.value) != shown.map(\.filter) {
            for (_, button) in shown { Make.remove(button, from: box) }
            buttons = choices.map { choice in
                let button = Widget(sinking: gtk_toggle_button_new_with_label(choice.title))
                button.tooltip(tooltip(choice.value))
                let value = choice.value
                button.connect("clicked") { choose(value) }
                Make.append(button, to: box)
                return (value, button)
            }
        }
        for (choice, entry) in zip(choices, buttons) {
            let active = gtk_toggle_button_get_active(entry.button.ptr()) != 0
            if active != choice.isSelected {
                gtk_toggle_button_set_active(entry.button.ptr(), choice.isSelected ? 1 : 0)
            }
        }
        return buttons
    }

    private func renderRows() {
        for (_, row) in rowWidgets { gtk_list_box_remove(list.ptr(), row.widget) }
        rowWidgets = history.rows.map { item in
            // A daily or a puzzle says which one first: "Daily 1 Dec 2026 · Easy · …".
            let details = [item.kindText, item.dateText, item.movesText, item.hintsText].compactMap { $0 }
                .joined(separator: " · ")
            let row = Make.actionRow(title: "\(item.sizeText) · \(item.timeText)", subtitle: details)
            let efficiency = Make.label(item.efficiencyText, item.isPerfect ? "perfect" : "dim-label")
            efficiency.tooltip(tr("Efficiency"))
            adw_action_row_add_suffix(row.ptr(), efficiency.widget)
            Make.addChevron(to: row)
            // TRANSLATORS: a History row's efficiency for screen readers: "Efficiency 100%".
            row.setAccessibleDescription(tr("Efficiency %s", item.efficiencyText))
            gtk_list_box_append(list.ptr(), row.widget)
            return (item.id, row)
        }
        shownRows = history.rows
    }

    private func renderConfirmation() {
        if history.isConfirmingClear, confirmation == nil {
            let dialog = Widget(
                sinking: adw_message_dialog_new(nil, tr("Clear History?"), history.clearConfirmationText))
            Make.standOver(context.window, dialog)
            adw_message_dialog_add_response(dialog.ptr(), "cancel", tr("_Cancel"))
            adw_message_dialog_add_response(dialog.ptr(), "clear", tr("_Delete All"))
            adw_message_dialog_set_response_appearance(dialog.ptr(), "clear", ADW_RESPONSE_DESTRUCTIVE)
            adw_message_dialog_set_default_response(dialog.ptr(), "cancel")
            adw_message_dialog_set_close_response(dialog.ptr(), "cancel")
            dialog.connectWithString(
                "response",
                { [weak self] response in
                    guard let self else { return }
                    self.confirmation = nil
                    if response == "clear" { self.history.confirmClear() } else { self.history.cancelClear() }
                })
            confirmation = dialog
            gtk_window_present(dialog.ptr())
        } else if !history.isConfirmingClear, let dialog = confirmation {
            confirmation = nil
            gtk_window_destroy(dialog.ptr())
        }
    }

    // MARK: Acting

    private func choose(_ filter: SizeFilter) {
        history.select(filter)
        renderLoop?.renderNow()
    }

    private func choose(_ filter: ModeFilter) {
        history.select(filter)
        renderLoop?.renderNow()
    }

    private func open(_ row: UnsafeMutableRawPointer?) {
        guard let entry = rowWidgets.first(where: { $0.row.pointer == row }) else { return }
        history.open(entry.id)
    }
}
