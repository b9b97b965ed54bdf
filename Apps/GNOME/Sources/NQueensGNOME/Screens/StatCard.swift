import CAdwaita
import GObjectSwift
import NQueensPresentation

/// A figure in a small card: its value large, its label small above it ("MOVES", "12").
@MainActor
final class StatCard {
    let root: Widget
    private let label: Widget
    private let value: Widget

    init() {
        label = Make.label("", "stat-label")
        value = Make.label("", "stat-value")
        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [label, value]).style("card", "stat-card")
        root.expand(horizontal: true)
    }

    /// Shows `stat`.
    func show(_ stat: GameStat) {
        Make.setText(label, stat.label.uppercased())
        Make.setText(value, stat.value)
        root.setAccessibleLabel("\(stat.label): \(stat.value)")
    }

    /// The value shown (for tests).
    var valueText: String {
        String(cString: gtk_label_get_text(value.ptr()))
    }
}

/// The status line in a rounded banner coloured by its tone (neutral, warning, danger, success).
@MainActor
final class StatusBanner {
    let root: Widget
    private var tone: StatusTone?

    init() {
        root = Make.label("", "status-banner", wraps: true)
    }

    /// Shows `text` in `tone`'s colours.
    func show(_ text: String, tone: StatusTone) {
        Make.setText(root, text)
        guard tone != self.tone else { return }
        for (each, name) in Self.names { root.setStyle(name, each == tone) }
        self.tone = tone
    }

    /// The text shown (for tests).
    var text: String {
        String(cString: gtk_label_get_text(root.ptr()))
    }

    private static let names: [(StatusTone, String)] = [
        (.neutral, "neutral"), (.warning, "warning"), (.danger, "danger"), (.success, "success"),
    ]
}
