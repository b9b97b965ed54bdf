#if canImport(SwiftUI)
    import Accessibility
    import NQueensLocalization
    import NQueensPresentation
    import SwiftUI

    /// The Game screen: the figures, the status (the seed's conflict banner), the board, the hint and the controls;
    /// for a daily or a puzzle, also what it is (size, difficulty, givens, ID) and why a given queen stays.
    ///
    /// Tap a square to place or remove a queen (or, with the setting, cycle it empty → ✕ → queen), long-press it to
    /// mark it; in Mark mode taps and drags mark. With a hardware keyboard (iPad, Mac) the arrows move the cursor,
    /// Space or Return places and x marks. Side by side on a wide window (iPad landscape, Mac), one column on a phone.
    struct GameView: View {
        let game: GameViewModel
        @Environment(\.palette) private var palette
        @Environment(\.accessibilityVoiceOverEnabled) private var isVoiceOverRunning
        @FocusState private var isBoardFocused: Bool
        @State private var usesKeyboard = false
        @State private var marksOnTap = false

        var body: some View {
            GeometryReader { proxy in
                if proxy.size.width >= 700 && proxy.size.width > proxy.size.height {
                    HStack(alignment: .top, spacing: Metrics.extraLarge) {
                        VStack(spacing: Metrics.medium) {
                            StatsStrip(stats: game.stats)
                            ToneBanner(text: game.statusText, tone: game.status.tone)
                            board
                        }
                        ScrollView {
                            panel
                        }
                        .frame(width: 340)
                    }
                    .padding(Metrics.screenMargin)
                } else {
                    ScrollView {
                        VStack(spacing: Metrics.medium) {
                            StatsStrip(stats: game.stats)
                            ToneBanner(text: game.statusText, tone: game.status.tone)
                            board
                            panel
                        }
                        .padding(Metrics.screenMargin)
                        .frame(maxWidth: Metrics.readableWidth)
                        .frame(maxWidth: .infinity)
                    }
                }
            }
            .background(Color(palette.background))
            .navigationTitle(game.title)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button(tr("Restart"), systemImage: "arrow.clockwise", action: game.restart)
                        .disabled(!game.canRestart)
                }
            }
            .onChange(of: game.revision) {
                guard isVoiceOverRunning else { return }
                AccessibilityNotification.Announcement(game.statusText).post()
            }
            .onChange(of: game.hintText) {
                // A puzzle's hint may rule a square out without changing the board: say the reasoning.
                guard isVoiceOverRunning, let hint = game.hintText else { return }
                AccessibilityNotification.Announcement(hint).post()
            }
        }

        // MARK: The board

        private var board: some View {
            BoardView(
                grid: game.grid, appearance: game.queenAppearance, showsCursor: isBoardFocused && usesKeyboard,
                actions: BoardActions(
                    marksOnTap: marksOnTap, dragsMark: game.clicksCycleMarks, activate: game.activate,
                    toggleMark: game.toggleMark(at:), beginMarkDrag: game.beginMarkDrag(at:),
                    continueMarkDrag: game.continueMarkDrag(to:), endMarkDrag: game.endMarkDrag)
            )
            .focusable()
            .focused($isBoardFocused)
            .focusEffectDisabled()
            .onKeyPress(phases: .down, action: keyPressed)
            .onAppear { isBoardFocused = true }
        }

        /// Plays from a hardware keyboard: the arrows move the cursor, Space or Return is the primary action, x marks.
        ///
        /// The terminal's letters work too (X clears the marks, i hint, u undo, r redo, n restart, a attacked
        /// squares, s queen style, c solutions counter). Keys with Command or Control go on to the menus.
        private func keyPressed(_ press: KeyPress) -> KeyPress.Result {
            guard !press.modifiers.contains(.command), !press.modifiers.contains(.control) else { return .ignored }
            switch press.key {
            case .upArrow: game.moveCursor(.up)
            case .downArrow: game.moveCursor(.down)
            case .leftArrow: game.moveCursor(.left)
            case .rightArrow: game.moveCursor(.right)
            case .space, .return: game.activateCursor()
            default:
                if press.characters == "X" {
                    game.clearMarks()
                    usesKeyboard = true
                    return .handled
                }
                switch press.characters.lowercased() {
                case "x": game.toggleMarkAtCursor()
                case "i": game.showHint()
                case "u": game.undo()
                case "r": game.redo()
                case "n": game.restart()
                case "a": game.toggleAttackedSquares()
                case "s": game.cycleQueenStyle()
                case "c": game.toggleSolutionsCounter()
                default: return .ignored
                }
            }
            usesKeyboard = true
            return .handled
        }

        // MARK: Beside or under the board

        private var panel: some View {
            VStack(spacing: Metrics.medium) {
                if let hint = game.hintText {
                    Label(hint, systemImage: "lightbulb.fill")
                        .font(.subheadline)
                        .foregroundStyle(Color(palette.hint))
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .card(padding: Metrics.medium + Metrics.small)
                }
                if let notice = game.notice {
                    ToneBanner(text: notice, tone: .neutral)
                }
                GameControls(game: game, marksOnTap: $marksOnTap)
                GameOptions(game: game)
                if let problem = game.problem {
                    ToneBanner(text: problem, tone: .danger)
                }
                if let puzzle = game.puzzleText {
                    Text(puzzle)
                        .font(.footnote)
                        .foregroundStyle(Color(palette.secondaryText))
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
    }
#endif
