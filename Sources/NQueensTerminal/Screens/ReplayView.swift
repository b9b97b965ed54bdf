import NQueensLocalization
import NQueensPresentation

/// The replay of a finished game: the board at the step shown, where the replay stands, what the step did, and
/// buttons to step, play and pause.
@MainActor
enum ReplayView {
    /// The smallest screen the replay of `replay` needs.
    static func minimumSize(for replay: ReplayViewModel) -> GridSize {
        GameLayout.minimumSize(boardSize: replay.record.boardSize)
    }

    /// Draws `replay` (all but the key bar), its back button naming `backLabel` (the screen under it; the
    /// history's name by default).
    static func draw(
        _ replay: ReplayViewModel, backLabel: String? = nil, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        canvas.fillBackground(context)
        canvas.drawHeader(title: replay.title, back: (backLabel ?? tr("History"), .replay(.back)), context: context)
        guard let layout = GameLayout(boardSize: replay.record.boardSize, screen: canvas.size) else { return }
        let appearance = context.settings.queenStyle.appearance
        BoardView.draw(
            replay.grid, layout: layout.board, appearance: appearance, clickable: false, context: context, on: &canvas)
        switch layout.arrangement {
        case .sideBySide(let panel):
            var y =
                GameView.drawStats(
                    [
                        // TRANSLATORS: the replay's figure of how far it has got, over "3/8".
                        GameStat(label: tr("Step"), value: "\(replay.step)/\(replay.lastStep)"),
                        // TRANSLATORS: the replay's figure of the time the game took, over "1:05".
                        GameStat(label: tr("Time"), value: replay.timeText),
                    ],
                    at: panel.minY, in: panel, context: context, on: &canvas) + 1
            canvas.grid.put(context.text(replay.moveText), row: y, alignedTo: .leading, in: panel, style: theme.title)
            y += 2
            drawProgress(replay, at: y, in: panel, context: context, on: &canvas)
            y += 2
            drawControls(replay, at: y, in: panel, context: context, on: &canvas)
            y += 3
            let details = [replay.dateText, replay.summaryText].flatMap {
                TextLayout.wrap(context.text($0), width: panel.width)
            }
            canvas.putLines(details, from: y, in: panel, style: theme.secondary)
        case .stacked(let statsRow, let status):
            let line = "\(replay.stepText)  \(context.glyphs.dot)  \(replay.timeText)"
            canvas.grid.put(
                context.text(line), row: statsRow, alignedTo: .center,
                in: GridRect(x: 0, y: statsRow, width: canvas.size.width, height: 1), style: theme.title)
            canvas.grid.put(
                context.text(replay.moveText), row: status.minY, alignedTo: .center, in: status, style: theme.plain)
            if status.height > 1 {
                drawControls(replay, at: status.minY + 1, in: status, context: context, on: &canvas)
            }
        }
    }

    private static func drawProgress(
        _ replay: ReplayViewModel, at y: Int, in panel: GridRect, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        let width = panel.width
        let filled = replay.lastStep == 0 ? width : width * replay.step / replay.lastStep
        canvas.grid.fill(
            GridRect(x: panel.minX, y: y, width: filled, height: 1), with: context.glyphs.barFilled,
            style: theme.accentText)
        canvas.grid.fill(
            GridRect(x: panel.minX + filled, y: y, width: width - filled, height: 1), with: context.glyphs.barEmpty,
            style: theme.frame)
        canvas.grid.put(
            context.text(replay.stepText), row: y + 1, alignedTo: .leading,
            in: GridRect(x: panel.minX, y: y + 1, width: width, height: 1), style: theme.secondary)
    }

    /// The buttons: first, back, play or pause, forward, last; centred in `area` on row `y`.
    private static func drawControls(
        _ replay: ReplayViewModel, at y: Int, in area: GridRect, context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        let unicode = context.glyphs.unicode
        let play = replay.isPlaying ? tr(context: "replay", "Pause") : tr(context: "replay", "Play")
        // The four arrow buttons take 14 columns and the gaps 4; the play button's padding 2.
        let playRoom = max(2, area.width - 20)
        let buttons: [(String, ScreenAction, Bool)] = [
            (unicode ? "|◀" : "|<", .replay(.first), replay.canStepBack),
            (unicode ? "◀" : "<", .replay(.previous), replay.canStepBack),
            (context.text(play).truncated(toWidth: playRoom), .replay(.togglePlay), true),
            (unicode ? "▶" : ">", .replay(.next), replay.canStepForward),
            (unicode ? "▶|" : ">|", .replay(.last), replay.canStepForward),
        ]
        let total = buttons.reduce(0) { $0 + $1.0.displayWidth + 2 } + buttons.count - 1
        var x = area.minX + max(0, (area.width - total) / 2)
        for (label, action, enabled) in buttons {
            let style =
                action == .replay(.togglePlay)
                ? theme.button : (enabled ? theme.secondaryButton : theme.secondaryButton.adding(.dim))
            let end = canvas.grid.put(" \(label) ", at: GridPoint(x: x, y: y), style: style)
            canvas.addHotspot(GridRect(x: x, y: y, width: end - x, height: 1), action)
            x = end + 1
        }
    }
}
