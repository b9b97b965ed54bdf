#if canImport(SwiftUI)
    import NQueensEngine
    import NQueensLocalization
    import NQueensPresentation
    import NQueensServices
    import SwiftUI

    /// Undo, hint and redo, as large buttons under the board; then the marks: the Mark mode switch (taps and drags
    /// mark) and Clear marks.
    struct GameControls: View {
        let game: GameViewModel
        @Binding var marksOnTap: Bool
        @Environment(\.palette) private var palette

        var body: some View {
            VStack(spacing: Metrics.medium) {
                HStack(spacing: Metrics.medium) {
                    control(tr("Undo"), systemImage: "arrow.uturn.backward", isEnabled: game.canUndo, action: game.undo)
                        .keyboardShortcut("z", modifiers: .command)
                    control(tr("Hint"), systemImage: "lightbulb", isEnabled: game.canShowHint, action: game.showHint)
                    control(tr("Redo"), systemImage: "arrow.uturn.forward", isEnabled: game.canRedo, action: game.redo)
                        .keyboardShortcut("z", modifiers: [.command, .shift])
                }
                HStack(spacing: Metrics.medium) {
                    control(
                        // TRANSLATORS: the switch that makes taps mark squares with ✕ instead of placing queens.
                        tr(context: "mode", "Mark"), systemImage: marksOnTap ? "xmark.square.fill" : "xmark.square",
                        isEnabled: !game.isSolved,
                        isOn: marksOnTap
                    ) {
                        marksOnTap.toggle()
                    }
                    .accessibilityHint(marksOnTap ? tr("Taps and drags mark squares.") : tr("Taps place queens."))
                    control(
                        tr("Clear Marks"), systemImage: "eraser", isEnabled: game.canClearMarks, action: game.clearMarks
                    )
                }
            }
        }

        private func control(
            _ title: String, systemImage: String, isEnabled: Bool, isOn: Bool? = nil,
            action: @escaping @MainActor () -> Void
        ) -> some View {
            Button(action: action) {
                VStack(spacing: Metrics.small) {
                    Image(systemName: systemImage)
                        .font(.title3)
                    Text(title)
                        .font(.caption)
                }
                .frame(maxWidth: .infinity, minHeight: 52)
                .foregroundStyle(
                    Color(isOn == true ? palette.accent : isEnabled ? palette.text : palette.secondaryText))
            }
            .buttonStyle(.plain)
            .controlBackground(
                RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous), palette: palette
            )
            .overlay {
                RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous)
                    .strokeBorder(Color(palette.accent), lineWidth: isOn == true ? 2 : 0)
            }
            .accessibilityAddTraits(isOn == true ? .isSelected : [])
            .disabled(!isEnabled)
        }
    }

    /// The board's aids (the seed's attacked-squares switch and queen style picker) and the solutions counter.
    struct GameOptions: View {
        let game: GameViewModel
        @Environment(\.palette) private var palette

        var body: some View {
            VStack(alignment: .leading, spacing: Metrics.medium) {
                Toggle(isOn: setting(game.showsAttackedSquares, toggle: game.toggleAttackedSquares)) {
                    Label(tr("Attacked squares"), systemImage: "square.grid.3x3.fill")
                }
                Divider()
                Toggle(isOn: setting(game.showsSolutionsCounter, toggle: game.toggleSolutionsCounter)) {
                    Label(tr("Solutions counter"), systemImage: "number")
                }
                if let solutions = game.solutionsText {
                    Text(solutions)
                        .font(.footnote)
                        .monospacedDigit()
                        .foregroundStyle(Color(palette.secondaryText))
                        .contentTransition(.numericText())
                }
                Divider()
                Toggle(
                    isOn: setting(game.clicksCycleMarks, toggle: { game.setClicksCycleMarks(!game.clicksCycleMarks) })
                ) {
                    Label(SettingsViewModel.clicksCycleMarksTitle, systemImage: "hand.tap")
                }
                Divider()
                QueenStylePicker(selected: game.queenStyle, choose: game.setQueenStyle)
            }
            .foregroundStyle(Color(palette.text))
            .tint(Color(palette.accent))
            .card()
        }

        /// A switch bound to a setting the game toggles.
        private func setting(_ value: Bool, toggle: @escaping @MainActor () -> Void) -> Binding<Bool> {
            Binding(get: { value }, set: { @MainActor isOn in if isOn != value { toggle() } })
        }
    }

    /// The queen styles in a row, each drawn as its queen; the chosen one framed in the accent colour.
    struct QueenStylePicker: View {
        let selected: QueenStyle
        let choose: @MainActor (QueenStyle) -> Void
        @Environment(\.palette) private var palette
        @ScaledMetric(relativeTo: .title2) private var tile: CGFloat = 44

        var body: some View {
            VStack(alignment: .leading, spacing: Metrics.medium) {
                // TRANSLATORS: the heading of the queen styles to choose from.
                Text(tr(context: "queen style", "Queen"))
                    .font(.headline)
                HStack(spacing: Metrics.medium) {
                    ForEach(QueenAppearance.all, id: \.style) { appearance in
                        let isSelected = appearance.style == selected
                        Button {
                            choose(appearance.style)
                        } label: {
                            Text(String(appearance.glyph) + "\u{FE0E}")
                                .font(.title2)
                                .foregroundStyle(Color(palette.queen))
                                .frame(width: tile, height: tile)
                                .background(
                                    Color(isSelected ? palette.surfaceSelected : palette.background),
                                    in: RoundedRectangle(cornerRadius: Metrics.cornerRadius / 1.5, style: .continuous)
                                )
                                .overlay {
                                    RoundedRectangle(cornerRadius: Metrics.cornerRadius / 1.5, style: .continuous)
                                        .strokeBorder(Color(palette.accent), lineWidth: isSelected ? 2 : 0)
                                }
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(appearance.displayName)
                        .accessibilityAddTraits(isSelected ? .isSelected : [])
                    }
                }
            }
        }
    }
#endif
