#if canImport(SwiftUI)
    import NQueensLocalization
    import NQueensPresentation
    import SwiftUI

    /// The replay of a finished game: its board at each recorded step, stepped by hand or played back.
    ///
    /// Each step says what it did; Play Again starts a new game of its size, or the same puzzle (a daily, a puzzle by
    /// ID, a regions puzzle) again. A regions game's board keeps its colours and borders. The arrows, Space, Home
    /// and End work too.
    struct ReplayView: View {
        let replay: ReplayViewModel
        @Environment(\.palette) private var palette
        @Environment(\.queenAppearance) private var appearance
        @FocusState private var isFocused: Bool

        var body: some View {
            ScrollView {
                VStack(spacing: Metrics.medium) {
                    VStack(spacing: Metrics.extraSmall) {
                        Text(replay.dateText)
                            .font(.subheadline)
                            .foregroundStyle(Color(palette.secondaryText))
                        Text(replay.summaryText)
                            .font(.headline)
                            .monospacedDigit()
                            .foregroundStyle(Color(palette.text))
                    }
                    .accessibilityElement(children: .combine)
                    BoardView(grid: replay.grid, appearance: appearance)
                    VStack(spacing: Metrics.extraSmall) {
                        Text(replay.moveText)
                            .font(.headline)
                            .foregroundStyle(Color(palette.text))
                        Text(replay.stepText + " · " + replay.timeText)
                            .font(.subheadline)
                            .monospacedDigit()
                            .foregroundStyle(Color(palette.secondaryText))
                    }
                    .accessibilityElement(children: .combine)
                    controls
                    SecondaryActionButton(
                        tr("Play Again"), subtitle: nil, systemImage: "arrow.counterclockwise", action: replay.playAgain
                    )
                }
                .padding(Metrics.screenMargin)
                .frame(maxWidth: Metrics.readableWidth)
                .frame(maxWidth: .infinity)
            }
            .background(Color(palette.background))
            .navigationTitle(replay.title)
            .focusable()
            .focused($isFocused)
            .focusEffectDisabled()
            .onKeyPress(phases: .down, action: keyPressed)
            .onAppear { isFocused = true }
            .onDisappear(perform: replay.pause)
        }

        private var controls: some View {
            HStack(spacing: Metrics.medium) {
                control(
                    tr("First step"), systemImage: "backward.end.fill", isEnabled: replay.canStepBack,
                    action: replay.first)
                control(
                    tr("Previous step"), systemImage: "backward.fill", isEnabled: replay.canStepBack,
                    action: replay.previous)
                control(
                    replay.isPlaying ? tr(context: "replay", "Pause") : tr(context: "replay", "Play"),
                    systemImage: replay.isPlaying ? "pause.fill" : "play.fill",
                    isEnabled: true, action: replay.togglePlay)
                control(
                    tr("Next step"), systemImage: "forward.fill", isEnabled: replay.canStepForward, action: replay.next)
                control(
                    tr("Last step"), systemImage: "forward.end.fill", isEnabled: replay.canStepForward,
                    action: replay.last)
            }
        }

        private func control(
            _ title: String, systemImage: String, isEnabled: Bool, action: @escaping @MainActor () -> Void
        ) -> some View {
            Button(action: action) {
                Image(systemName: systemImage)
                    .font(.title3)
                    .frame(maxWidth: .infinity, minHeight: 48)
                    .foregroundStyle(Color(isEnabled ? palette.text : palette.secondaryText))
            }
            .buttonStyle(.plain)
            .controlBackground(
                RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous), palette: palette
            )
            .disabled(!isEnabled)
            .accessibilityLabel(title)
        }

        private func keyPressed(_ press: KeyPress) -> KeyPress.Result {
            guard press.modifiers.isEmpty || press.modifiers == .shift else { return .ignored }
            switch press.key {
            case .leftArrow: replay.previous()
            case .rightArrow: replay.next()
            case .home, .upArrow: replay.first()
            case .end, .downArrow: replay.last()
            case .space: replay.togglePlay()
            default: return .ignored
            }
            return .handled
        }
    }
#endif
