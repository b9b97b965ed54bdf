#if canImport(SwiftUI)
    import NQueensLocalization
    import NQueensPresentation
    import NQueensServices
    import SwiftUI

    /// Game History: the kind filter chips (All, Daily, Puzzles, Free play, Regions) over the size filter chips, the
    /// sort menu, Clear All behind a confirmation, and a row per game.
    ///
    /// Each row shows the game's time, moves, efficiency and hints (and which daily or puzzle it was, a regions
    /// game's with the regions tile), and opens its replay, whose Play Again plays the same puzzle. More games load
    /// as the list reaches its end.
    struct HistoryView: View {
        let history: HistoryViewModel
        @Environment(\.palette) private var palette

        var body: some View {
            Group {
                if history.isEmpty {
                    empty
                } else {
                    list
                }
            }
            .background(Color(palette.background))
            .navigationTitle(history.title)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    sortMenu
                }
                ToolbarItem(placement: .primaryAction) {
                    Button(tr("Clear All"), systemImage: "trash", role: .destructive, action: history.requestClear)
                        .disabled(!history.canClear)
                }
            }
            .confirmationDialog(
                tr("Clear all games?"), isPresented: isConfirmingClear, titleVisibility: .visible
            ) {
                Button(tr("Delete All Games"), role: .destructive, action: history.confirmClear)
                Button(tr("Cancel"), role: .cancel, action: history.cancelClear)
            } message: {
                Text(history.clearConfirmationText)
            }
        }

        // MARK: Parts

        private var list: some View {
            ScrollView {
                LazyVStack(spacing: Metrics.medium) {
                    filters
                    HStack {
                        Text(history.countText)
                            .font(.footnote)
                            .foregroundStyle(Color(palette.secondaryText))
                        Spacer()
                    }
                    if let problem = history.problem {
                        ToneBanner(text: problem, tone: .danger)
                    }
                    if let noMatch = history.noMatchText {
                        Text(noMatch)
                            .font(.subheadline)
                            .foregroundStyle(Color(palette.secondaryText))
                            .padding(.vertical, Metrics.extraLarge)
                    }
                    ForEach(history.rows) { row in
                        Button {
                            history.open(row.id)
                        } label: {
                            HistoryRowView(row: row)
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(row.accessibilityLabel)
                        .accessibilityHint(tr("Opens the replay."))
                        .onAppear {
                            if row.id == history.rows.last?.id { history.loadMore() }
                        }
                    }
                }
                .padding(Metrics.screenMargin)
                .frame(maxWidth: Metrics.readableWidth)
                .frame(maxWidth: .infinity)
            }
        }

        private var filters: some View {
            VStack(alignment: .leading, spacing: Metrics.medium) {
                chips(history.modeFilters, select: history.select(_:))
                chips(history.filters, select: history.select(_:))
            }
        }

        /// A row of filter chips, the chosen one filled with the accent colour.
        private func chips<Value: Hashable & Sendable>(
            _ choices: [Choice<Value>], select: @escaping @MainActor (Value) -> Void
        ) -> some View {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: Metrics.medium) {
                    ForEach(choices, id: \.value) { choice in
                        Button {
                            select(choice.value)
                        } label: {
                            Text(choice.title)
                                .font(.subheadline.weight(.semibold))
                                .monospacedDigit()
                                .foregroundStyle(Color(choice.isSelected ? palette.textOnAccent : palette.text))
                                .padding(.horizontal, Metrics.large)
                                .padding(.vertical, Metrics.medium)
                                .controlBackground(
                                    Capsule(), palette: palette,
                                    tint: choice.isSelected ? Color(palette.accent) : nil)
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(choice.accessibilityLabel)
                        .accessibilityAddTraits(choice.isSelected ? .isSelected : [])
                    }
                }
            }
        }

        private var sortMenu: some View {
            Menu {
                Picker(tr("Sort"), selection: sort) {
                    ForEach(history.sortOptions, id: \.value) { option in
                        Text(option.title).tag(option.value)
                    }
                }
            } label: {
                Label(tr("Sort"), systemImage: "arrow.up.arrow.down")
            }
        }

        private var empty: some View {
            ContentUnavailableView {
                Label(history.emptyTitle, systemImage: "crown")
            } description: {
                Text(history.emptyMessage)
            } actions: {
                Button(tr("Start a Game"), action: history.start)
                    .primaryActionStyle()
            }
        }

        // MARK: Bindings

        private var sort: Binding<HistorySort> {
            Binding(get: { @MainActor in history.sort }, set: { @MainActor sort in history.select(sort) })
        }

        private var isConfirmingClear: Binding<Bool> {
            Binding(
                get: { @MainActor in history.isConfirmingClear },
                set: { @MainActor isShown in if !isShown { history.cancelClear() } })
        }
    }

    /// One finished game (the seed's history row): a queen tile, the size and date, the time in the accent
    /// colour with a bulb when hints were used, and the moves and efficiency.
    struct HistoryRowView: View {
        let row: HistoryRow
        @Environment(\.palette) private var palette
        @Environment(\.dynamicTypeSize) private var typeSize

        var body: some View {
            let layout =
                typeSize.isAccessibilitySize
                ? AnyLayout(VStackLayout(alignment: .leading, spacing: Metrics.small))
                : AnyLayout(HStackLayout(spacing: Metrics.large))
            layout {
                HStack(spacing: Metrics.large) {
                    if row.mode == .regions {
                        RegionsTile()
                    } else {
                        QueenTile(glyph: "\u{265B}")
                    }
                    VStack(alignment: .leading, spacing: Metrics.extraSmall) {
                        Text(row.sizeText)
                            .font(.headline)
                            .foregroundStyle(Color(palette.text))
                        if let kind = row.kindText {
                            Text(kind)
                                .font(.caption.weight(.semibold))
                                .foregroundStyle(Color(palette.secondaryText))
                        }
                        Text(row.dateText)
                            .font(.caption)
                            .foregroundStyle(Color(palette.secondaryText))
                    }
                }
                if !typeSize.isAccessibilitySize { Spacer(minLength: Metrics.medium) }
                VStack(alignment: typeSize.isAccessibilitySize ? .leading : .trailing, spacing: Metrics.extraSmall) {
                    HStack(spacing: Metrics.small) {
                        if row.hintsUsed > 0 {
                            Image(systemName: "lightbulb.fill")
                                .font(.caption)
                                .foregroundStyle(Color(palette.hint))
                        }
                        Text(row.timeText)
                            .font(.headline)
                            .monospacedDigit()
                            .foregroundStyle(Color(palette.accent))
                    }
                    Text(row.detailText)
                        .font(.caption)
                        .monospacedDigit()
                        .foregroundStyle(Color(row.isPerfect ? palette.accent : palette.secondaryText))
                }
            }
            .card(padding: Metrics.medium + Metrics.small)
        }
    }
#endif
