import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation

/// The calendar of the last 12 months drawn with cairo, with its legend.
///
/// A column per week (the oldest on the left), a row per weekday, a rounded square per day coloured by what it
/// shows, today ringed, the months above; in a horizontal scroller that keeps the recent months in view when the
/// window is narrow. Under it, the legend.
///
/// The drawing is focusable and says the calendar's text equivalent to screen readers.
@MainActor
final class ActivityCalendarView {
    /// The scroller holding the drawing.
    let root: Widget
    let area: DrawingArea
    /// The legend: one drawn swatch and a label per kind of day, wrapping when narrow.
    let legend: Widget
    private(set) var calendar: ActivityCalendar?
    private var palette: Palette
    private var legendSwatches: [DrawingArea] = []
    private var isScrollPending = false

    /// A day's square, and the room from one to the next.
    private static let cell = 11.0
    private static let pitch = 14.0
    private static let labelsWidth = 34.0
    private static let monthsHeight = 18.0

    init(palette: Palette) {
        self.palette = palette
        area = DrawingArea(role: GTK_ACCESSIBLE_ROLE_IMG)
        area.isFocusable = true
        area.style("statistics-drawing")
        area.align(horizontal: GTK_ALIGN_CENTER)
        root = Widget(sinking: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(root.ptr(), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(root.ptr(), area.widget)
        gtk_scrolled_window_set_propagate_natural_height(root.ptr(), 1)
        root.expand(horizontal: true)
        legend = Widget(sinking: gtk_flow_box_new())
        gtk_flow_box_set_selection_mode(legend.ptr(), GTK_SELECTION_NONE)
        gtk_flow_box_set_max_children_per_line(legend.ptr(), 6)
        gtk_flow_box_set_column_spacing(legend.ptr(), 14)
        gtk_flow_box_set_row_spacing(legend.ptr(), 4)
        legend.setAccessibleLabel(tr("Legend"))
        makeLegend(ActivityKind.allCases)
        area.setDraw { [weak self] cairo, width, height in self?.draw(cairo, width: width, height: height) }
        // The newest weeks are on the right: whenever the scroller's range changes (the first layout, a narrower
        // window), it scrolls to its end, at the next frame (the scroller sets the value itself as it lays out).
        let adjustment = Object(sinking: UnsafeMutableRawPointer(gtk_scrolled_window_get_hadjustment(root.ptr())))
        adjustment.connect("changed") { [weak self] in self?.scrollToEndAtNextFrame() }
    }

    /// Shows `calendar` with `accessibilityLabel` in `palette`, redrawing only when something changed.
    func show(_ calendar: ActivityCalendar, accessibilityLabel: String, palette: Palette) {
        area.setAccessibleLabel(accessibilityLabel)
        guard calendar != self.calendar || palette != self.palette else { return }
        self.calendar = calendar
        self.palette = palette
        area.setContentSize(
            width: Int(Self.labelsWidth + Double(calendar.weeks.count) * Self.pitch) + 2,
            height: Int(Self.monthsHeight + 7 * Self.pitch) + 2)
        area.queueDraw()
        for swatch in legendSwatches { swatch.queueDraw() }
    }

    private func scrollToEndAtNextFrame() {
        guard !isScrollPending else { return }
        isScrollPending = true
        root.addTickCallback { [weak self] _ in
            guard let self else { return false }
            self.isScrollPending = false
            let adjustment = gtk_scrolled_window_get_hadjustment(self.root.ptr())
            gtk_adjustment_set_value(
                adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
            return false
        }
    }

    /// The legend's texts, in order (for tests).
    private(set) var legendTexts: [String] = []

    // MARK: Drawing

    /// Adds a day's square to the path and fills or strokes it as `kind` shows: filled in its colour, a missed
    /// daily that can be made up as an outline (a shape of its own, not only a colour); `today` ringed.
    private func drawDay(_ kind: ActivityKind?, today: Bool, _ cairo: OpaquePointer, x: Double, y: Double) {
        let size = Self.cell
        if let kind {
            Cairo.roundedRectangle(cairo, x: x, y: y, width: size, height: size, radius: 3)
            switch kind {
            case .canMakeUp:
                cairo_new_path(cairo)
                Cairo.setColor(cairo, palette.conflict)
                cairo_set_line_width(cairo, 2)
                Cairo.roundedRectangle(cairo, x: x + 1, y: y + 1, width: size - 2, height: size - 2, radius: 2.5)
                cairo_stroke(cairo)
            case .none:
                Cairo.setColor(cairo, palette.separator, alpha: 0.75)
                cairo_fill(cairo)
            case .played:
                Cairo.setColor(cairo, palette.accent, alpha: 0.55)
                cairo_fill(cairo)
            case .dailySolved:
                Cairo.setColor(cairo, palette.streak)
                cairo_fill(cairo)
            case .dailySolvedWithHints:
                Cairo.setColor(cairo, palette.hint)
                cairo_fill(cairo)
                // A dot in the middle: with hints, told apart without its colour.
                Cairo.setColor(cairo, palette.background)
                cairo_arc(cairo, x + size / 2, y + size / 2, 2, 0, 2 * Double.pi)
                cairo_fill(cairo)
            }
        }
        if today {
            Cairo.setColor(cairo, palette.text)
            cairo_set_line_width(cairo, 1.5)
            Cairo.roundedRectangle(cairo, x: x - 1.5, y: y - 1.5, width: size + 3, height: size + 3, radius: 4)
            cairo_stroke(cairo)
        }
    }

    private func draw(_ cairo: OpaquePointer, width: Int, height: Int) {
        guard let calendar else { return }
        let text = ChartText(cairo, size: 10)
        Cairo.setColor(cairo, palette.secondaryText)
        for (row, label) in calendar.weekdayLabels.enumerated() where row % 2 == 0 {
            let y = Self.monthsHeight + Double(row) * Self.pitch + Self.cell / 2 + 1
            text.show(label, x: 0, y: y, align: .left)
        }
        // From the newest month back, so that a month whose name would run into the next one's is the one left out
        // (the first, partly shown, in a language with long month names: "Dez. 2025" before "Jan. 2026").
        var nextStart = Double.infinity
        for label in calendar.monthLabels.reversed() {
            let labelWidth = text.width(label.text)
            // A month starting in the last weeks ends at the right edge rather than past it.
            let x = min(Self.labelsWidth + Double(label.weekIndex) * Self.pitch, Double(width) - labelWidth)
            guard x + labelWidth + 4 <= nextStart else { continue }
            text.show(label.text, x: x, y: Self.monthsHeight / 2, align: .left)
            nextStart = x
        }
        for (column, week) in calendar.weeks.enumerated() {
            for (row, day) in week.days.enumerated() {
                guard let day else { continue }
                drawDay(
                    day.kind, today: day.isToday, cairo, x: Self.labelsWidth + Double(column) * Self.pitch + 1,
                    y: Self.monthsHeight + Double(row) * Self.pitch + 1)
            }
        }
    }

    // MARK: Legend

    private func makeLegend(_ kinds: [ActivityKind]) {
        let entries: [(ActivityKind?, String)] = kinds.map { ($0, $0.legendText) } + [(nil, tr("Today"))]
        for (kind, text) in entries {
            let swatch = DrawingArea(role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
            swatch.setContentSize(width: Int(Self.cell) + 5, height: Int(Self.cell) + 5)
            swatch.align(vertical: GTK_ALIGN_CENTER)
            swatch.setDraw { [weak self] cairo, _, _ in
                self?.drawDay(kind, today: kind == nil, cairo, x: 2, y: 2)
            }
            let label = Make.label(text, "caption", wraps: true, xalign: 0)
            let item = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [swatch, label])
            let child = Widget(sinking: gtk_flow_box_child_new())
            gtk_flow_box_child_set_child(child.ptr(), item.widget)
            child.isFocusable = false
            gtk_flow_box_append(legend.ptr(), child.widget)
            legendSwatches.append(swatch)
            legendTexts.append(text)
        }
    }
}
