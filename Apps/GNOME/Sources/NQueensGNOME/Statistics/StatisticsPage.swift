import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation

/// Statistics: a row per board size played (its figures; activating one charts it), the chart of the chosen
/// size's solve times with a size selector, and the calendar of the last 12 months with its legend and the
/// streaks; an empty state before the first game.
///
/// One column at every width, clamped; the calendar scrolls sideways (to the recent months) when the window is
/// too narrow for its 53 weeks. Rows, the selector, the chart and the calendar are reached with Tab, and each says
/// the view model's text equivalent to screen readers. `[` and `]` chart a smaller or larger size.
@MainActor
final class StatisticsPage {
    let root: Widget
    /// The whole page, inside its scroller.
    let content: Widget
    let statistics: StatisticsViewModel

    private let context: AppContext
    private let stack: Widget
    private let empty: Widget
    private let sizesGroup: Widget
    private let chartTitle: Widget
    private let sizeDropDown: Widget
    let chart: SolveTimeChartView
    let calendar: ActivityCalendarView
    private let streakLabel: Widget
    private let dailyStreakLabel: Widget
    private let problems: ProblemReporter
    private var sizeRows: [(row: SizeStatisticsRow, widget: Widget, check: Widget)] = []
    private var dropDownSizes: [Int] = []
    private var isRendering = false
    private var renderLoop: RenderLoop?

    init(statistics: StatisticsViewModel, context: AppContext) {
        self.statistics = statistics
        self.context = context
        problems = ProblemReporter(context: context)
        let palette = context.palette

        empty = Widget(sinking: adw_status_page_new())
        adw_status_page_set_icon_name(empty.ptr(), "view-paged-symbolic")
        adw_status_page_set_title(empty.ptr(), tr("No Games Yet"))

        sizesGroup = Widget(sinking: adw_preferences_group_new())
        adw_preferences_group_set_title(sizesGroup.ptr(), tr("Board Sizes"))

        chartTitle = Make.label("", "heading", xalign: 0)
        chartTitle.expand(horizontal: true)
        sizeDropDown = Widget(sinking: withCStringArray([]) { gtk_drop_down_new_from_strings($0) })
        sizeDropDown.tooltip(tr("Board size charted"))
        sizeDropDown.setAccessibleLabel(tr("Board size charted"))
        sizeDropDown.align(vertical: GTK_ALIGN_CENTER)
        chart = SolveTimeChartView(palette: palette)
        chart.area.margins(12)
        let chartCard = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [chart.area]).style("card")
        let chartHeader = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [chartTitle, sizeDropDown])
        let chartSection = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 10, [chartHeader, chartCard])

        calendar = ActivityCalendarView(palette: palette)
        calendar.root.margins(top: 12, bottom: 8, start: 12, end: 12)
        let calendarCard = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [calendar.root]).style("card")
        streakLabel = Make.label("", wraps: true, xalign: 0)
        dailyStreakLabel = Make.label("", wraps: true, xalign: 0)
        let calendarSection = Make.box(
            GTK_ORIENTATION_VERTICAL, spacing: 10,
            [
                Make.label(tr("Last 12 Months"), "heading", wraps: true, xalign: 0), calendarCard, calendar.legend,
                streakLabel,
                dailyStreakLabel,
            ])

        let sections = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 24, [sizesGroup, chartSection, calendarSection])
        stack = Widget(sinking: gtk_stack_new())
        gtk_stack_set_vhomogeneous(stack.ptr(), 0)
        gtk_stack_add_named(stack.ptr(), sections.widget, "statistics")
        gtk_stack_add_named(stack.ptr(), empty.widget, "empty")
        stack.margins(top: 18, bottom: 24, start: 12, end: 12)
        content = Make.clamp(stack, maximum: 860)
        root = Make.scrolled(content)

        sizeDropDown.onChange(of: "selected") { [weak self] in self?.sizeChosen() }
        renderLoop = RenderLoop { [weak self] in self?.render() }
    }

    // MARK: Layout

    /// Makes the chart taller in a wide window.
    func setWide(_ wide: Bool) {
        chart.area.setContentSize(width: 300, height: wide ? 300 : 240)
    }

    /// Puts the keyboard on the size selector (or nowhere, with no games).
    func focusFirst() {
        guard statistics.gameCount > 0 else { return }
        sizeDropDown.grabFocus()
    }

    // MARK: For tests

    /// The rows shown, one per size, and the size selector.
    var rows: [(row: SizeStatisticsRow, widget: Widget)] {
        sizeRows.map { ($0.row, $0.widget) }
    }

    /// The size selector.
    var sizeSelector: Widget {
        sizeDropDown
    }

    /// The streaks' lines.
    var streakTexts: [String] {
        [streakLabel, dailyStreakLabel].map { String(cString: gtk_label_get_text($0.ptr())) }
    }

    // MARK: Rendering

    private func render() {
        isRendering = true
        defer { isRendering = false }
        let palette = context.palette
        let hasGames = statistics.emptyText == nil
        gtk_stack_set_visible_child_name(stack.ptr(), hasGames ? "statistics" : "empty")
        adw_status_page_set_description(empty.ptr(), statistics.emptyText ?? "")
        renderRows()
        renderSelector()
        Make.setText(chartTitle, statistics.chart.title)
        chart.show(statistics.chart, palette: palette)
        calendar.show(
            statistics.calendar, accessibilityLabel: statistics.calendarAccessibilityLabel, palette: palette)
        Make.setText(streakLabel, statistics.streakText)
        Make.setText(dailyStreakLabel, statistics.dailyStreakText)
        problems.report(statistics.problem)
    }

    private func renderRows() {
        let wanted = statistics.rows
        if wanted != sizeRows.map(\.row) {
            for entry in sizeRows { adw_preferences_group_remove(sizesGroup.ptr(), entry.widget.widget) }
            sizeRows = wanted.map { item in
                let row = Make.actionRow(title: item.sizeText, subtitle: item.summaryText + "\n" + item.detailText)
                // Activating a row charts its size: a tick, not a chevron, since nothing opens.
                gtk_list_box_row_set_activatable(row.ptr(), 1)
                let check = Make.icon("object-select-symbolic", pixelSize: 16)
                adw_action_row_add_suffix(row.ptr(), check.widget)
                row.setAccessibleName(item.accessibilityLabel)
                let size = item.boardSize
                row.connect("activated") { [weak self] in self?.choose(size) }
                adw_preferences_group_add(sizesGroup.ptr(), row.widget)
                return (item, row, check)
            }
        }
        for entry in sizeRows {
            let selected = entry.row.boardSize == statistics.boardSize
            entry.check.isVisible = selected
            // TRANSLATORS: said of the board size whose solve times the chart shows.
            entry.widget.setAccessibleDescription(selected ? tr("Charted") : "")
        }
    }

    private func renderSelector() {
        let sizes = statistics.sizesPlayed
        if sizes != dropDownSizes {
            let titles = sizes.map { DisplayText.boardSize($0) }
            let model = withCStringArray(titles) { gtk_string_list_new($0) }
            gtk_drop_down_set_model(sizeDropDown.ptr(), model)
            g_object_unref(UnsafeMutableRawPointer(model))
            dropDownSizes = sizes
        }
        sizeDropDown.isVisible = sizes.count > 1
        if let index = sizes.firstIndex(of: statistics.boardSize),
            Int(gtk_drop_down_get_selected(sizeDropDown.ptr())) != index
        {
            gtk_drop_down_set_selected(sizeDropDown.ptr(), guint(index))
        }
    }

    // MARK: Acting

    private func sizeChosen() {
        guard !isRendering else { return }
        let index = Int(gtk_drop_down_get_selected(sizeDropDown.ptr()))
        guard dropDownSizes.indices.contains(index) else { return }
        choose(dropDownSizes[index])
    }

    private func choose(_ size: Int) {
        statistics.select(boardSize: size)
        renderLoop?.renderNow()
    }
}
