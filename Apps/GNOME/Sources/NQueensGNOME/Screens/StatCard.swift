import CAdwaita
import GObjectSwift
import NQueensPresentation

/// A figure in a small card: its value large, its label small above it ("MOVES", "12").
@MainActor
final class StatCard {
    let root: Widget
    private let label: Widget
    private let value: Widget
    private var shown: String?

    init() {
        label = Make.label("", "stat-label")
        // The value changes with every move: an inscription, so a move redraws it without a relayout.
        value = Make.inscription("stat-value", minChars: 3, natChars: 4)
        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [label, value]).style("card", "stat-card")
        root.expand(horizontal: true)
    }

    /// Shows `stat`.
    func show(_ stat: GameStat) {
        Make.setText(label, stat.label.uppercased())
        let accessible = "\(stat.label): \(stat.value)"
        guard accessible != shown else { return }
        shown = accessible
        Make.setInscription(value, stat.value)
        root.setAccessibleLabel(accessible)
    }

    /// The value shown (for tests).
    var valueText: String {
        Make.inscriptionText(value)
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
