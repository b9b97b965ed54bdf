import CAdwaita
import Foundation
import GObjectSwift
import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// The chart of one board size's solve times, drawn with cairo: the time axis on the left with its marks, the
/// months along the bottom, a mark per game shaped by its kind (daily ●, puzzle ■, free play ▲, in their colours),
/// the running best as a step line, and the legend above.
///
/// With more games than the plot has room for, each few pixels' games of a kind draw as their median's mark on a
/// line from the fastest to the slowest (the view model's buckets), so 10,000 games draw as fast as 100. The area
/// is focusable and says the chart's text equivalent to screen readers.
@MainActor
final class SolveTimeChartView {
    let area: DrawingArea
    private(set) var chart: SolveTimeChart?
    private var palette: Palette

    /// The pixels each bucket of games is wide.
    static let bucketWidth = 4.0

    init(palette: Palette) {
        self.palette = palette
        area = DrawingArea(role: GTK_ACCESSIBLE_ROLE_IMG)
        area.setContentSize(width: 300, height: 260)
        area.expand(horizontal: true)
        area.isFocusable = true
        area.style("statistics-drawing")
        area.setDraw { [weak self] cairo, width, height in self?.draw(cairo, width: width, height: height) }
    }

    /// Shows `chart` in `palette`, redrawing only when something changed.
    func show(_ chart: SolveTimeChart, palette: Palette) {
        guard chart != self.chart || palette != self.palette else { return }
        self.chart = chart
        self.palette = palette
        area.setAccessibleLabel(chart.accessibilityLabel)
        area.tooltip(chart.accessibilityLabel)
        area.queueDraw()
    }

    // MARK: Colours and shapes

    /// The colour of a kind of game: the same meanings as the terminal's chart.
    static func color(_ kind: GameMode, _ palette: Palette) -> RGBColor {
        switch kind {
        case .daily: palette.streak
        case .puzzle: palette.hint
        case .freePlay, .regions: palette.accent
        }
    }

    /// Adds the mark of `kind` centred on `x`, `y` to the path: a disc, a square or a triangle `size` across.
    static func addMark(_ kind: GameMode, _ cairo: OpaquePointer, x: Double, y: Double, size: Double) {
        let half = size / 2
        cairo_new_sub_path(cairo)
        switch kind {
        case .daily:
            cairo_arc(cairo, x, y, half, 0, 2 * Double.pi)
        case .puzzle:
            cairo_rectangle(cairo, x - half * 0.88, y - half * 0.88, half * 1.76, half * 1.76)
        case .freePlay:
            cairo_move_to(cairo, x, y - half * 1.1)
            cairo_line_to(cairo, x + half * 1.05, y + half * 0.8)
            cairo_line_to(cairo, x - half * 1.05, y + half * 0.8)
            cairo_close_path(cairo)
        case .regions:  // a diamond (a size's statistics leave regions games out, but every kind has a mark)
            cairo_move_to(cairo, x, y - half)
            cairo_line_to(cairo, x + half, y)
            cairo_line_to(cairo, x, y + half)
            cairo_line_to(cairo, x - half, y)
            cairo_close_path(cairo)
        }
    }

    // MARK: Drawing

    private struct Plot {
        let left: Double
        let top: Double
        let width: Double
        let height: Double

        func x(_ value: Double) -> Double { left + value * width }
        func y(_ value: Double) -> Double { top + (1 - value) * height }
    }

    private func draw(_ cairo: OpaquePointer, width: Int, height: Int) {
        guard let chart else { return }
        let text = ChartText(cairo, size: 11)
        if let empty = chart.emptyText {
            Cairo.setColor(cairo, palette.secondaryText)
            text.show(empty, x: Double(width) / 2, y: Double(height) / 2, align: .center)
            return
        }
        let legendBottom = drawLegend(chart, cairo, text, width: Double(width))
        let labelWidth = chart.timeTicks.map { text.width($0.label) }.max() ?? 20
        let plot = Plot(
            left: labelWidth + 10, top: legendBottom + 12, width: max(10, Double(width) - labelWidth - 22),
            height: max(10, Double(height) - legendBottom - 12 - 26))
        drawAxes(chart, cairo, text, plot)
        drawRunningBest(chart, cairo, plot)
        drawGames(chart, cairo, plot)
    }

    /// The legend across the top, wrapping when narrow; returns where it ends.
    private func drawLegend(_ chart: SolveTimeChart, _ cairo: OpaquePointer, _ text: ChartText, width: Double)
        -> Double
    {
        var entries: [(String, GameMode?)] = chart.legend.map { ($0.text, $0.kind) }
        // TRANSLATORS: the chart's legend for the line of the best solve time so far.
        entries.append((tr("Best so far"), nil))
        var x = 4.0
        var y = 10.0
        for (label, kind) in entries {
            let itemWidth = 16 + text.width(label) + 16
            if x > 4, x + itemWidth > width {
                x = 4
                y += 18
            }
            if let kind {
                Cairo.setColor(cairo, Self.color(kind, palette))
                Self.addMark(kind, cairo, x: x + 5, y: y, size: 9)
                cairo_fill(cairo)
            } else {
                Cairo.setColor(cairo, palette.text)
                cairo_set_line_width(cairo, 2)
                cairo_move_to(cairo, x, y + 3)
                cairo_line_to(cairo, x + 5, y + 3)
                cairo_line_to(cairo, x + 5, y - 3)
                cairo_line_to(cairo, x + 11, y - 3)
                cairo_stroke(cairo)
            }
            Cairo.setColor(cairo, palette.text)
            text.show(label, x: x + 16, y: y, align: .left)
            x += itemWidth
        }
        return y + 8
    }

    private func drawAxes(_ chart: SolveTimeChart, _ cairo: OpaquePointer, _ text: ChartText, _ plot: Plot) {
        cairo_set_line_width(cairo, 1)
        for tick in chart.timeTicks {
            let y = plot.y(tick.position).rounded() + 0.5
            Cairo.setColor(cairo, palette.separator, alpha: tick.position == 0 ? 1 : 0.7)
            cairo_move_to(cairo, plot.left, y)
            cairo_line_to(cairo, plot.left + plot.width, y)
            cairo_stroke(cairo)
            Cairo.setColor(cairo, palette.secondaryText)
            text.show(tick.label, x: plot.left - 6, y: y, align: .right)
        }
        let baseline = plot.y(0)
        var lastEnd = -Double.infinity
        for tick in chart.dateTicks {
            let x = plot.x(tick.position).rounded() + 0.5
            Cairo.setColor(cairo, palette.secondaryText, alpha: 0.8)
            cairo_move_to(cairo, x, baseline)
            cairo_line_to(cairo, x, baseline + 4)
            cairo_stroke(cairo)
            // Each label starts at its month's first day; one that would run into the last or off the edge moves.
            let labelWidth = text.width(tick.label)
            let start = min(max(x - labelWidth / 2, max(0, lastEnd + 6)), plot.left + plot.width - labelWidth)
            guard start > lastEnd + 2 else { continue }
            Cairo.setColor(cairo, palette.secondaryText)
            text.show(tick.label, x: start, y: baseline + 15, align: .left)
            lastEnd = start + labelWidth
        }
    }

    private func drawRunningBest(_ chart: SolveTimeChart, _ cairo: OpaquePointer, _ plot: Plot) {
        guard let first = chart.runningBest.first else { return }
        Cairo.setColor(cairo, palette.text, alpha: 0.85)
        cairo_set_line_width(cairo, 2)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cairo, plot.x(first.x), plot.y(first.y))
        for corner in chart.runningBest.dropFirst() { cairo_line_to(cairo, plot.x(corner.x), plot.y(corner.y)) }
        cairo_stroke(cairo)
    }

    private func drawGames(_ chart: SolveTimeChart, _ cairo: OpaquePointer, _ plot: Plot) {
        let buckets = chart.buckets(count: max(1, Int(plot.width / Self.bucketWidth)))
        let size = buckets.count > 300 ? 5.0 : 8.0
        cairo_set_line_width(cairo, 1.5)
        for bucket in buckets where bucket.high > bucket.low {
            Cairo.setColor(cairo, Self.color(bucket.kind, palette), alpha: 0.45)
            let x = plot.x(bucket.x)
            cairo_move_to(cairo, x, plot.y(bucket.low))
            cairo_line_to(cairo, x, plot.y(bucket.high))
            cairo_stroke(cairo)
        }
        for bucket in buckets {
            let x = plot.x(bucket.x)
            let y = plot.y(bucket.median)
            Self.addMark(bucket.kind, cairo, x: x, y: y, size: size)
            Cairo.setColor(cairo, Self.color(bucket.kind, palette))
            cairo_fill_preserve(cairo)
            // An outline in the background's colour keeps overlapping marks apart.
            Cairo.setColor(cairo, palette.background, alpha: 0.9)
            cairo_set_line_width(cairo, 1)
            cairo_stroke(cairo)
            if bucket.isClipped {
                // Off the top: a small arrow above the mark.
                Cairo.setColor(cairo, palette.secondaryText)
                cairo_move_to(cairo, x - 3, plot.top - 2)
                cairo_line_to(cairo, x, plot.top - 6)
                cairo_line_to(cairo, x + 3, plot.top - 2)
                cairo_stroke(cairo)
            }
        }
    }
}
