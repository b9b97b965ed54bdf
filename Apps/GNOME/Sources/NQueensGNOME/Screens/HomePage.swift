import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation

/// Home: the app's emblem and rule, today's daily puzzle and regions daily, each with its last 30 days, the streak,
/// the board size, the statistics, the history and the album (its progress at the chosen size) as a boxed list,
/// Continue and Start as pill buttons.
///
/// In a wide window the daily cards and the list with the buttons sit side by side under the emblem; in a narrow one
/// they are one column.
@MainActor
final class HomePage {
    let root: Widget
    let home: HomeViewModel

    /// Today's daily puzzle and the last 30 days, above the list.
    let daily: DailyCardView

    /// Today's regions daily and its last 30 days, under the daily puzzle.
    let regionsDaily: DailyCardView

    private let streakRow: Widget
    private let streakValue: Widget
    private let sizeRow: Widget
    private let statisticsRow: Widget
    private let historyRow: Widget
    private let albumRow: Widget
    private let resumeButton: Widget
    private let resumeDetail: Widget
    /// What screen readers hear for Continue (GTK 4.8 names a button from its label, not from a box of labels).
    private var resumeLabel = ""
    private let startButton: Widget
    private let openPuzzleButton: Widget
    private let list: Widget
    private let columns: Widget
    private let clamp: Widget
    private let problems: ProblemReporter
    private var renderLoop: RenderLoop?

    init(home: HomeViewModel, context: AppContext) {
        self.home = home
        problems = ProblemReporter(context: context)
        let emblem = Make.icon(ApplicationID.value, pixelSize: 112)
        emblem.setAccessibleLabel(ApplicationID.name)
        let title = Make.label(home.title, "home-title")
        let tip = Make.label(home.tip, "dim-label", wraps: true)
        daily = DailyCardView(home: home, kind: .classic)
        regionsDaily = DailyCardView(home: home, kind: .regions)

        list = Make.boxedList()
        // The streak of days played; the daily puzzle's own streak is on its card.
        streakRow = Make.actionRow(title: tr("Streak"), subtitle: "")
        streakValue = Make.label("", "streak-value", "title-3")
        adw_action_row_add_suffix(streakRow.ptr(), streakValue.widget)
        sizeRow = Make.actionRow(title: tr("Board Size"), subtitle: "", activatable: true)
        statisticsRow = Make.actionRow(title: tr("Statistics"), subtitle: "", activatable: true)
        historyRow = Make.actionRow(title: tr("History"), subtitle: "", activatable: true)
        albumRow = Make.actionRow(title: tr("Album"), subtitle: "", activatable: true)
        for row in [streakRow, sizeRow, statisticsRow, historyRow, albumRow] {
            gtk_list_box_append(list.ptr(), row.widget)
        }
        // The streak is read, not opened: no tab stop.
        streakRow.isFocusable = false

        resumeButton = Widget(sinking: gtk_button_new())
        let resumeContent = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        // The game's line wraps rather than widen the button past a narrow window.
        resumeDetail = Make.label("", "caption", wraps: true)
        Make.append(Make.label(tr("Continue Game"), "heading", wraps: true), to: resumeContent)
        Make.append(resumeDetail, to: resumeContent)
        gtk_button_set_child(resumeButton.ptr(), resumeContent.widget)
        resumeButton.style("pill", "suggested-action")
        startButton = Make.button(tr("_Start Game"), "pill")
        openPuzzleButton = Make.button(tr("_Open a Puzzle by ID…"), "flat", "pill")
        Make.setAction(openPuzzleButton, "win.open-puzzle")

        let buttons = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [resumeButton, startButton, openPuzzleButton])
        buttons.align(horizontal: GTK_ALIGN_CENTER).sizeRequest(width: 260)
        let side = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 18, [list, buttons])
        let dailies = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 18, [daily.root, regionsDaily.root])
        columns = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 18, [dailies, side])
        dailies.align(vertical: GTK_ALIGN_START)
        side.align(vertical: GTK_ALIGN_START)
        // The rule sits closer under the title than the sections do to each other: a box of its own, not a negative
        // margin (GTK warns when a margin makes a label smaller than its text).
        let heading = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 10, [title, tip])
        let column = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 18, [emblem, heading, columns])
        column.margins(top: 30, bottom: 30, start: 16, end: 16)
        tip.align(horizontal: GTK_ALIGN_CENTER)
        gtk_label_set_max_width_chars(tip.ptr(), 52)
        clamp = Make.clamp(column, maximum: Self.narrowWidth)
        root = Make.scrolled(clamp, horizontally: true)

        list.connectWithArgument("row-activated", { [weak self] row in self?.activate(row) })
        resumeButton.connect("clicked") { [weak self] in self?.home.resume() }
        startButton.connect("clicked") { [weak self] in self?.home.start() }
        renderLoop = RenderLoop { [weak self] in self?.render() }
    }

    // MARK: Layout

    /// The widest the single column gets.
    private static let narrowWidth: Int32 = 440

    /// The widest the two columns get together.
    private static let wideWidth: Int32 = 900

    /// Puts the daily card beside the list and buttons (`wide`) or above them.
    func setWide(_ wide: Bool) {
        gtk_orientable_set_orientation(columns.ptr(), wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        gtk_box_set_homogeneous(columns.ptr(), wide ? 1 : 0)
        gtk_box_set_spacing(columns.ptr(), wide ? 24 : 18)
        adw_clamp_set_maximum_size(clamp.ptr(), wide ? Self.wideWidth : Self.narrowWidth)
        adw_clamp_set_tightening_threshold(clamp.ptr(), (wide ? Self.wideWidth : Self.narrowWidth) * 3 / 4)
    }

    /// Whether the daily card is beside the list.
    var isWide: Bool {
        gtk_orientable_get_orientation(columns.ptr()) == GTK_ORIENTATION_HORIZONTAL
    }

    /// The Continue, Start and Open a Puzzle buttons (for tests).
    var buttons: (resume: Widget, start: Widget, openPuzzle: Widget) {
        (resumeButton, startButton, openPuzzleButton)
    }

    /// The board-size and history rows (for tests).
    var rows: (size: Widget, history: Widget) {
        (sizeRow, historyRow)
    }

    /// The statistics' row (for tests).
    var statistics: Widget {
        statisticsRow
    }

    /// The album's row (for tests).
    var album: Widget {
        albumRow
    }

    private func activate(_ row: UnsafeMutableRawPointer?) {
        if row == sizeRow.pointer {
            home.chooseBoardSize()
        } else if row == statisticsRow.pointer {
            home.showStatistics()
        } else if row == historyRow.pointer {
            home.showHistory()
        } else if row == albumRow.pointer {
            home.showAlbum()
        }
    }

    private func render() {
        daily.render()
        regionsDaily.render()
        Make.setSubtitle(streakRow, home.streakDetailText)
        Make.setText(streakValue, home.streakText)
        Make.setSubtitle(sizeRow, home.boardSizeText)
        Make.setSubtitle(statisticsRow, home.statisticsText)
        Make.setSubtitle(historyRow, home.gameCountText)
        // TRANSLATORS: Home's album row, with the board size whose album it shows: "Album · 8×8".
        Make.setTitle(albumRow, tr("Album · %s", home.album.sizeText))
        Make.setSubtitle(albumRow, home.album.summaryText)
        albumRow.setAccessibleDescription(home.album.accessibilityLabel)
        resumeButton.isVisible = home.canResume
        Make.setText(resumeDetail, home.resumeText ?? "")
        // TRANSLATORS: what screen readers say for Continue Game, with the game: "Continue Game, 8×8 · 3/8 queens".
        let label = home.resumeText.map { tr("Continue Game, %s", $0) } ?? tr("Continue Game")
        if label != resumeLabel {
            resumeLabel = label
            resumeButton.setAccessibleLabel(label)
        }
        startButton.setStyle("suggested-action", !home.canResume)
        // TRANSLATORS: Home's button that starts a free game of the chosen size: "Start 8×8 Game".
        Make.setButtonLabel(startButton, tr("_Start %s Game", home.boardSizeText))
        problems.report(home.problem)
    }
}
