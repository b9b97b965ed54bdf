import CAdwaita
import GObjectSwift
import NQueensPresentation

/// Home: the app's emblem and rule, the streak, the board size and the history as a boxed list, Continue and
/// Start as pill buttons.
///
/// `dailySlot` (an empty box between the rule and the list) is where the daily puzzle's card goes.
@MainActor
final class HomePage {
    let root: Widget
    let home: HomeViewModel

    /// Where a daily-puzzle card will sit, above the list.
    let dailySlot: Widget

    private let streakRow: Widget
    private let streakValue: Widget
    private let sizeRow: Widget
    private let historyRow: Widget
    private let resumeButton: Widget
    private let resumeDetail: Widget
    private let startButton: Widget
    private let list: Widget
    private let problems: ProblemReporter
    private var renderLoop: RenderLoop?

    init(home: HomeViewModel, context: AppContext) {
        self.home = home
        problems = ProblemReporter(context: context)
        let emblem = Make.icon(ApplicationID.value, pixelSize: 112)
        emblem.setAccessibleLabel("N-Queens")
        let title = Make.label(home.title, "home-title")
        let tip = Make.label(home.tip, "dim-label", wraps: true)
        dailySlot = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        dailySlot.isVisible = false

        list = Make.boxedList()
        streakRow = Make.actionRow(title: "Daily Streak", subtitle: "")
        streakValue = Make.label("", "streak-value", "title-3")
        adw_action_row_add_suffix(streakRow.ptr(), streakValue.widget)
        sizeRow = Make.actionRow(title: "Board Size", subtitle: "", activatable: true)
        historyRow = Make.actionRow(title: "History", subtitle: "", activatable: true)
        for row in [streakRow, sizeRow, historyRow] { gtk_list_box_append(list.ptr(), row.widget) }
        // The streak is read, not opened: no tab stop.
        streakRow.isFocusable = false

        resumeButton = Widget(sinking: gtk_button_new())
        let resumeContent = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        resumeDetail = Make.label("", "caption")
        Make.append(Make.label("Continue Game", "heading"), to: resumeContent)
        Make.append(resumeDetail, to: resumeContent)
        gtk_button_set_child(resumeButton.ptr(), resumeContent.widget)
        resumeButton.style("pill", "suggested-action")
        startButton = Make.button("_Start Game", "pill")

        let buttons = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [resumeButton, startButton])
        buttons.align(horizontal: GTK_ALIGN_CENTER).sizeRequest(width: 260)
        let column = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 18, [emblem, title, tip, dailySlot, list, buttons])
        column.margins(top: 30, bottom: 30, start: 16, end: 16)
        gtk_widget_set_margin_bottom(title.widget, -8)
        root = Make.scrolled(Make.clamp(column, maximum: 440))

        list.connectWithArgument("row-activated", { [weak self] row in self?.activate(row) })
        resumeButton.connect("clicked") { [weak self] in self?.home.resume() }
        startButton.connect("clicked") { [weak self] in self?.home.start() }
        renderLoop = RenderLoop { [weak self] in self?.render() }
    }

    /// The Continue and Start buttons (for tests).
    var buttons: (resume: Widget, start: Widget) {
        (resumeButton, startButton)
    }

    /// The board-size and history rows (for tests).
    var rows: (size: Widget, history: Widget) {
        (sizeRow, historyRow)
    }

    private func activate(_ row: UnsafeMutableRawPointer?) {
        if row == sizeRow.pointer {
            home.chooseBoardSize()
        } else if row == historyRow.pointer {
            home.showHistory()
        }
    }

    private func render() {
        Make.setSubtitle(streakRow, home.streakDetailText)
        Make.setText(streakValue, home.streakText)
        Make.setSubtitle(sizeRow, home.boardSizeText)
        Make.setSubtitle(historyRow, home.gameCountText)
        resumeButton.isVisible = home.canResume
        Make.setText(resumeDetail, home.resumeText ?? "")
        startButton.setStyle("suggested-action", !home.canResume)
        Make.setButtonLabel(startButton, "_Start \(home.boardSizeText) Game")
        problems.report(home.problem)
    }
}
