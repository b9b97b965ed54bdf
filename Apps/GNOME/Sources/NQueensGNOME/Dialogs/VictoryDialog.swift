import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation

/// The victory sheet as a message dialog: the congratulation, a personal best, what the win did to the album (a
/// banner when it completed a size's), the figures (time, moves, efficiency, hints, streak), Copy Result (the share
/// text on the clipboard), Play Again, Album and Done.
@MainActor
final class VictoryDialog {
    let window: Widget
    let victory: VictoryViewModel

    private let copyButton: Widget
    private let albumLabels: [Widget]
    private var isClosingFromFlow = false

    /// Runs after a response the view model acted on (the window renders the flow at once).
    var onAction: @MainActor () -> Void = {}

    init(victory: VictoryViewModel, parent: Widget?, onCopied: @escaping @MainActor () -> Void) {
        self.victory = victory
        let body = [victory.message, victory.personalBestText].compactMap { $0 }.joined(separator: "\n")
        window = Widget(sinking: adw_message_dialog_new(nil, victory.title, body))
        Make.standOver(parent, window)
        // TRANSLATORS: the victory dialog's buttons; their underlined letters (after _) must differ from each other's
        // and from Copy Result's.
        adw_message_dialog_add_response(window.ptr(), "again", tr("Play _Again"))
        if victory.offersAlbum { adw_message_dialog_add_response(window.ptr(), "album", tr("Al_bum")) }
        adw_message_dialog_add_response(window.ptr(), "done", tr("_Done"))
        adw_message_dialog_set_response_appearance(window.ptr(), "done", ADW_RESPONSE_SUGGESTED)
        adw_message_dialog_set_default_response(window.ptr(), "done")
        adw_message_dialog_set_close_response(window.ptr(), "done")

        let grid = Widget(sinking: gtk_grid_new())
        gtk_grid_set_column_homogeneous(grid.ptr(), 1)
        gtk_grid_set_row_spacing(grid.ptr(), 8)
        gtk_grid_set_column_spacing(grid.ptr(), 8)
        let stats = victory.stats
        for (index, stat) in stats.enumerated() {
            let card = StatCard()
            card.show(stat)
            card.root.style("victory-stat")
            // Three figures on the first row and the rest (two, or three with a daily's streak) on the second,
            // centred.
            let row = index < 3 ? 0 : 1
            let column = index < 3 ? index * 2 : (index - 3) * 2 + max(0, 6 - stats.count)
            gtk_grid_attach(grid.ptr(), card.root.widget, Int32(column), Int32(row), 2, 1)
        }
        copyButton = Make.iconLabelButton("edit-copy-symbolic", tr("_Copy Result"), "pill")
        copyButton.align(horizontal: GTK_ALIGN_CENTER)
        copyButton.tooltip(victory.shareText)
        var news: [Widget] = []
        if let banner = victory.celebrationText {
            let label = Make.label("★ \(banner) ★", "album-complete", wraps: true)
            label.align(horizontal: GTK_ALIGN_CENTER)
            news.append(label)
        }
        for (index, line) in victory.albumLines.enumerated() where line != victory.celebrationText {
            news.append(Make.label(line, index == 0 ? "album-news" : "dim-label", wraps: true))
        }
        albumLabels = news
        var children =
            news.isEmpty
            ? [grid, copyButton] : [Make.box(GTK_ORIENTATION_VERTICAL, spacing: 4, news), grid, copyButton]
        if let problem = victory.problem {
            children.append(Make.label(problem, "problem-text", "caption", wraps: true))
        }
        let extra = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 14, children)
        adw_message_dialog_set_extra_child(window.ptr(), extra.widget)

        copyButton.connect("clicked") { [weak self] in
            guard let self else { return }
            self.copyResult()
            onCopied()
        }
        window.connectWithString(
            "response",
            { [weak self] response in
                guard let self, !self.isClosingFromFlow else { return }
                switch response {
                case "again": self.victory.playAgain()
                case "album": self.victory.showAlbum()
                default: self.victory.done()
                }
                self.onAction()
            })
    }

    /// Shows the dialog, with no button focused so that Enter gives the default response (Done).
    ///
    /// GTK focuses the first button (Copy Result) as it shows the window; the focus is taken back at once. An idle
    /// callback came too late: while the confetti kept the frame clock busy it waited for seconds, and Enter copied
    /// the result instead of closing the dialog.
    func present() {
        gtk_window_present(window.ptr())
        gtk_window_set_focus(window.ptr(), nil)
    }

    /// Closes the dialog because the flow closed the sheet.
    func close() {
        isClosingFromFlow = true
        gtk_window_destroy(window.ptr())
    }

    /// Puts the one-line result on the clipboard.
    func copyResult() {
        guard let clipboard = gtk_widget_get_clipboard(window.widget) else { return }
        gdk_clipboard_set_text(clipboard, victory.shareText)
    }

    /// The Copy Result button (for tests).
    var copy: Widget {
        copyButton
    }

    /// The labels of what the win did to the album, the celebration's banner first (for tests).
    var albumTexts: [String] {
        albumLabels.map { String(cString: gtk_label_get_text($0.ptr())) }
    }
}
