import CAdwaita
import GObjectSwift
import NQueensLocalization
import NQueensPresentation

/// The replay of a finished game: its board at the step shown, the step and the move in words, and the step
/// and play controls (also ← → Space Home End).
@MainActor
final class ReplayPage {
    let root: Widget
    let replay: ReplayViewModel
    let board: BoardView

    private let context: AppContext
    private let content: Widget
    private let panel: Widget
    private let stepLabel: Widget
    private let moveLabel: Widget
    private let timeLabel: Widget
    private let playButton: Widget
    private let backButtons: [Widget]
    private let forwardButtons: [Widget]
    private var renderLoop: RenderLoop?

    init(replay: ReplayViewModel, context: AppContext) {
        self.replay = replay
        self.context = context
        // TRANSLATORS: the replay's board for screen readers, with the game's title: "Replay board, 8×8 Free Play".
        board = BoardView(interactive: false, accessibleName: tr("Replay board, %s", replay.title))
        let title = Make.label(replay.title, "title-2", wraps: true, xalign: 0)
        let date = Make.label(replay.dateText, "dim-label", wraps: true, xalign: 0)
        let summary = Make.label(replay.summaryText, "heading", wraps: true, xalign: 0)
        // Every line wraps rather than widen the panel past a narrow window.
        stepLabel = Make.label("", "title-4", wraps: true, xalign: 0)
        moveLabel = Make.label("", wraps: true, xalign: 0)
        timeLabel = Make.label("", "dim-label", "numeric", wraps: true, xalign: 0)
        let card = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [stepLabel, moveLabel, timeLabel]).style("card")
        card.margins(top: 4, bottom: 4)
        for label in [stepLabel, moveLabel, timeLabel] { label.margins(top: 0, bottom: 0, start: 14, end: 14) }
        gtk_widget_set_margin_top(stepLabel.widget, 12)
        gtk_widget_set_margin_bottom(timeLabel.widget, 12)

        let first = Make.iconButton("media-skip-backward-symbolic", tooltip: tr("Empty board (Home)"))
        let previous = Make.iconButton("go-previous-symbolic", tooltip: tr("Step back (←)"))
        playButton = Make.iconButton("media-playback-start-symbolic", tooltip: tr("Play (Space)"))
        let next = Make.iconButton("go-next-symbolic", tooltip: tr("Step forward (→)"))
        let last = Make.iconButton("media-skip-forward-symbolic", tooltip: tr("Final position (End)"))
        backButtons = [first, previous]
        forwardButtons = [next, last]
        let bar = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [first, previous, playButton, next, last])
        bar.style("linked").align(horizontal: GTK_ALIGN_CENTER)
        let again = Make.button(tr("Play _Again"), "pill", "suggested-action")
        again.align(horizontal: GTK_ALIGN_CENTER)

        panel = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [title, date, summary, card, bar, again])
        content = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 24, [board.root, panel])
        content.margins(18)
        root = Make.scrolled(content, horizontally: true)

        first.connect("clicked") { [weak self] in self?.act { $0.first() } }
        previous.connect("clicked") { [weak self] in self?.act { $0.previous() } }
        playButton.connect("clicked") { [weak self] in self?.act { $0.togglePlay() } }
        next.connect("clicked") { [weak self] in self?.act { $0.next() } }
        last.connect("clicked") { [weak self] in self?.act { $0.last() } }
        again.connect("clicked") { [weak self] in self?.replay.playAgain() }
        root.onKeyPress { [weak self] key in self?.handle(key) ?? false }
        setWide(true)
        renderLoop = RenderLoop { [weak self] in self?.render() }
    }

    /// Puts the board beside the panel (`wide`) or the panel under the board.
    func setWide(_ wide: Bool) {
        gtk_orientable_set_orientation(content.ptr(), wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        panel.sizeRequest(width: wide ? 300 : -1)
        panel.align(vertical: wide ? GTK_ALIGN_CENTER : GTK_ALIGN_START)
        board.root.sizeRequest(width: wide ? 300 : 240, height: wide ? 300 : 240)
    }

    /// The step shown, in words (for tests).
    var stepText: String {
        String(cString: gtk_label_get_text(stepLabel.ptr()))
    }

    private func act(_ action: (ReplayViewModel) -> Void) {
        action(replay)
        renderLoop?.renderNow()
    }

    private func handle(_ key: KeyPress) -> Bool {
        guard !key.hasCommandModifier else { return false }
        switch Int32(key.keyval) {
        case GDK_KEY_Left: act { $0.previous() }
        case GDK_KEY_Right: act { $0.next() }
        case GDK_KEY_space: act { $0.togglePlay() }
        case GDK_KEY_Home: act { $0.first() }
        case GDK_KEY_End: act { $0.last() }
        default: return false
        }
        return true
    }

    private func render() {
        board.show(replay.grid, palette: context.palette, queen: context.settings.current.queenStyle.appearance.glyph)
        Make.setText(stepLabel, replay.stepText)
        Make.setText(moveLabel, replay.moveText)
        Make.setText(timeLabel, replay.timeText)
        Make.setIcon(playButton, replay.isPlaying ? "media-playback-pause-symbolic" : "media-playback-start-symbolic")
        playButton.tooltip(replay.isPlaying ? tr("Pause (Space)") : tr("Play (Space)"))
        // TRANSLATORS: the replay's play button for screen readers (it plays the moves one after another).
        playButton.setAccessibleLabel(replay.isPlaying ? tr(context: "replay", "Pause") : tr(context: "replay", "Play"))
        for button in backButtons { button.isSensitive = replay.canStepBack }
        for button in forwardButtons { button.isSensitive = replay.canStepForward }
    }
}
