import CAdwaita
import GObjectSwift
import NQueensEngine
import NQueensLocalization
import NQueensPresentation
import NQueensServices

/// One of Home's dailies, the classic daily puzzle or the regions daily: today's card (the date, size and
/// difficulty, the puzzle's ID, whether and how fast it was solved, Play) and, under it, the last 30 days as a strip
/// of round day buttons marked solved, in progress or not played.
///
/// Everything shown is `HomeViewModel.dailyCard(kind)` and `recentDays(kind)`; a click plays that day's daily of
/// its kind through the view model.
@MainActor
final class DailyCardView {
    let root: Widget
    let home: HomeViewModel
    /// Which daily it shows.
    let kind: DailyKind

    /// How many days a row of the strip holds (the 30 days in two rows fit a 360-point window).
    static let daysPerRow = 15

    private let dateLabel: Widget
    private let summaryLabel: Widget
    private let idLabel: Widget
    private let statusLabel: Widget
    private let streakLabel: Widget
    private let playButton: Widget
    private let stripGrid: Widget
    private var dayButtons: [Widget] = []
    private var shownDays: [DailyDay] = []

    init(home: HomeViewModel, kind: DailyKind = .classic) {
        self.home = home
        self.kind = kind
        let iconName = kind == .classic ? "x-office-calendar-symbolic" : "view-grid-symbolic"
        let icon = Make.icon(iconName, pixelSize: 32).style("daily-icon")
        icon.align(vertical: GTK_ALIGN_START)
        let title = Make.label(home.dailyCard(kind).title, "heading", wraps: true, xalign: 0)
        // The lines wrap rather than widen the card past a 360-point window.
        dateLabel = Make.label("", "dim-label", "caption", wraps: true, xalign: 0)
        summaryLabel = Make.label("", "daily-summary", wraps: true, xalign: 0)
        statusLabel = Make.label("", "daily-status", wraps: true, xalign: 0)
        // The ID can be selected and copied, to send to a friend or type in elsewhere.
        // It wraps between "ID" and the ID when a language makes the line long.
        idLabel = Make.label("", "dim-label", "caption", "monospace", wraps: true, xalign: 0)
        gtk_label_set_selectable(idLabel.ptr(), 1)
        let text = Make.box(
            GTK_ORIENTATION_VERTICAL, spacing: 3, [title, dateLabel, summaryLabel, idLabel, statusLabel])
        text.expand(horizontal: true)
        playButton = Make.button("_Play", "pill", "suggested-action")
        playButton.align(vertical: GTK_ALIGN_CENTER)
        let top = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [icon, text, playButton])

        let stripTitle = Make.label(tr("Last 30 Days"), "heading", wraps: true, xalign: 0).expand(horizontal: true)
        streakLabel = Make.label("", "dim-label", "caption", wraps: true, xalign: 1)
        let stripHeader = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [stripTitle, streakLabel])
        stripGrid = Widget(sinking: gtk_grid_new())
        gtk_grid_set_column_homogeneous(stripGrid.ptr(), 1)
        gtk_grid_set_row_spacing(stripGrid.ptr(), 4)
        gtk_grid_set_column_spacing(stripGrid.ptr(), 2)
        stripGrid.setAccessibleLabel(kind.recentDaysLabel)
        let separator = Widget(sinking: gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))

        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [top, separator, stripHeader, stripGrid])
        root.style("card", "daily-card")
        playButton.connect("clicked") { [weak self] in
            guard let self else { return }
            self.home.playDaily(self.kind)
        }
    }

    // MARK: For tests

    /// The Play button.
    var play: Widget {
        playButton
    }

    /// The buttons of the last 30 days, the oldest first, with the days they play.
    var days: [(day: DailyDay, button: Widget)] {
        Array(zip(shownDays, dayButtons))
    }

    /// The ID line shown, such as "ID 9-SSKCB52".
    var idText: String {
        String(cString: gtk_label_get_text(idLabel.ptr()))
    }

    /// The status line shown, such as "Solved ✓ 2:31".
    var statusText: String {
        String(cString: gtk_label_get_text(statusLabel.ptr()))
    }

    // MARK: Rendering

    /// Shows the view model's daily and last 30 days.
    func render() {
        let daily = home.dailyCard(kind)
        Make.setText(dateLabel, daily.dateText)
        Make.setText(summaryLabel, daily.summaryText)
        // TRANSLATORS: a daily's puzzle ID on its Home card: "ID 9-SSKCB52".
        Make.setText(idLabel, tr("ID %s", daily.idText))
        idLabel.tooltip(tr("The puzzle's ID: the same puzzle for every player"))
        Make.setText(statusLabel, daily.statusText)
        statusLabel.setStyle("success", daily.isSolved)
        statusLabel.setStyle("dim-label", !daily.isSolved)
        Make.setText(streakLabel, home.streakText(kind))
        Make.setButtonLabel(playButton, "_\(daily.actionTitle)")
        // Play is the screen's call to action until today's daily is solved, unless Continue is (a game in progress).
        playButton.setStyle("suggested-action", !daily.isSolved && !home.canResume)
        playButton.setAccessibleLabel(daily.accessibilityLabel)
        playButton.tooltip(Self.playTooltip(daily))
        root.setAccessibleDescription(daily.accessibilityLabel)
        let days = home.recentDays(kind)
        if days != shownDays { renderStrip(days) }
    }

    private func renderStrip(_ days: [DailyDay]) {
        if days.count != dayButtons.count {
            for button in dayButtons { gtk_grid_remove(stripGrid.ptr(), button.widget) }
            dayButtons = days.indices.map { index in
                let button = Widget(sinking: gtk_button_new_with_label(""))
                button.style("daily-day", "circular", "flat")
                gtk_grid_attach(
                    stripGrid.ptr(), button.widget, Int32(index % Self.daysPerRow), Int32(index / Self.daysPerRow), 1,
                    1)
                button.connect("clicked") { [weak self] in
                    guard let self, self.shownDays.indices.contains(index) else { return }
                    self.home.playDaily(self.kind, on: self.shownDays[index].date)
                }
                return button
            }
        }
        for (day, button) in zip(days, dayButtons) {
            Make.setButtonLabel(button, day.dayText)
            button.setStyle("solved", day.isSolved)
            button.setStyle("in-progress", day.isInProgress && !day.isSolved)
            button.setStyle("today", day.isToday)
            button.setStyle("flat", !day.isSolved)
            button.tooltip(Self.detail(day))
            button.setAccessibleLabel(day.accessibilityLabel)
        }
        shownDays = days
    }

    /// What Play does, for its tooltip: "Play today's daily puzzle (9×9 · Easy)".
    private static func playTooltip(_ daily: DailyCard) -> String {
        let summary = daily.summaryText
        switch (daily.kind, daily.isInProgress, daily.isSolved) {
        case (.classic, true, _): return tr("Continue today's daily puzzle (%s)", summary)
        case (.classic, false, true): return tr("Play today's daily puzzle again (%s)", summary)
        case (.classic, false, false): return tr("Play today's daily puzzle (%s)", summary)
        case (.regions, true, _): return tr("Continue today's regions daily (%s)", summary)
        case (.regions, false, true): return tr("Play today's regions daily again (%s)", summary)
        case (.regions, false, false): return tr("Play today's regions daily (%s)", summary)
        }
    }

    /// A day in a few words, for its tooltip: "Sat 28 Nov · 9×9 Hard · Solved ✓ 1:05".
    private static func detail(_ day: DailyDay) -> String {
        let state =
            day.bestTime.map { tr("Solved ✓ %s", DisplayText.time($0)) }
            ?? (day.isInProgress ? tr("In progress") : tr("Not solved"))
        // TRANSLATORS: a day of Home's last 30 days, in its tooltip: the weekday, then the date ("Sat 28 Nov").
        let date = tr(context: "weekday and date", "%1$s %2$s", day.weekdayText, day.dateText)
        // TRANSLATORS: a day's tooltip on Home: date, size, difficulty, state ("Sat 28 Nov · 9×9 Hard · Solved ✓ 1:05").
        return tr("%1$s · %2$s %3$s · %4$s", date, day.sizeText, DisplayText.difficulty(day.difficulty), state)
    }
}
