#if canImport(SwiftUI)
    import NQueensEngine
    import NQueensPresentation
    import SwiftUI

    /// The album: the board sizes as chips (a tick on the complete ones), the figures of the size shown with a
    /// progress bar, and its classes as a grid of cards (the canonical board, or a silhouette; a dot per member, lit
    /// when found); an empty state for a size with nothing found.
    ///
    /// From a hardware keyboard the grid has the focus: the arrows move between the cards, Return opens one, `[` and
    /// `]` change the size.
    struct AlbumView: View {
        let album: AlbumViewModel
        @Environment(\.palette) private var palette
        @FocusState private var isGridFocused: Bool
        @ScaledMetric(relativeTo: .body) private var cardWidth: CGFloat = 120

        var body: some View {
            ScrollView {
                VStack(spacing: Metrics.large) {
                    sizes
                    figures
                    if let problem = album.problem {
                        ToneBanner(text: problem, tone: .danger)
                    }
                    if let empty = album.emptyText {
                        VStack(spacing: Metrics.medium) {
                            Image(systemName: "square.grid.3x3")
                                .font(.largeTitle)
                                .foregroundStyle(Color(palette.secondaryText))
                                .accessibilityHidden(true)
                            Text(empty)
                                .multilineTextAlignment(.center)
                                .foregroundStyle(Color(palette.secondaryText))
                        }
                        .padding(.vertical, Metrics.extraLarge)
                    } else {
                        grid
                    }
                }
                .padding(Metrics.screenMargin)
            }
            .background(Color(palette.background))
            .navigationTitle(album.title)
            .onAppear { isGridFocused = true }
        }

        // MARK: Sections

        private var sizes: some View {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: Metrics.small) {
                    ForEach(album.sizes) { size in
                        Button {
                            album.select(boardSize: size.boardSize)
                        } label: {
                            let number = DisplayText.number(size.boardSize)
                            Text(size.isComplete ? number + " ✓" : number)
                                .font(.subheadline.weight(.semibold))
                                .monospacedDigit()
                                .padding(.horizontal, Metrics.medium)
                                .padding(.vertical, Metrics.small)
                                .foregroundStyle(
                                    Color(size.boardSize == album.boardSize ? palette.textOnAccent : palette.text)
                                )
                                .background(
                                    Color(size.boardSize == album.boardSize ? palette.accent : palette.surface),
                                    in: Capsule())
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(size.accessibilityLabel)
                        .accessibilityAddTraits(size.boardSize == album.boardSize ? .isSelected : [])
                    }
                }
            }
        }

        private var figures: some View {
            VStack(spacing: Metrics.small) {
                Text(album.headline)
                    .font(.headline)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(Color(palette.text))
                ProgressView(value: album.progress.fractionFound)
                    .tint(Color(palette.accent))
                    .accessibilityLabel(album.progress.accessibilityLabel)
                if let note = album.listNote {
                    Text(note)
                        .font(.footnote)
                        .foregroundStyle(Color(palette.secondaryText))
                }
            }
        }

        private func cardView(_ card: AlbumClassCard, at index: Int) -> some View {
            AlbumClassCardView(
                card: card, isSelected: index == album.selectedIndex,
                isHighlighted: card.canonicalForm == album.highlightedClass
            ) {
                album.openClass(at: index)
            }
        }

        private var grid: some View {
            LazyVGrid(
                columns: [GridItem(.adaptive(minimum: cardWidth), spacing: Metrics.medium)], spacing: Metrics.medium
            ) {
                // By position: the list makes each card as the lazy grid asks for it, never all of them at once.
                ForEach(album.classes.indices, id: \.self) { index in
                    cardView(album.classes[index], at: index)
                }
            }
            .cardGridKeyboard(
                cardWidth: cardWidth, focused: $isGridFocused, move: { album.moveSelection(by: $0) },
                open: { album.openSelectedClass() }, otherKey: sizeKey)
        }

        /// `[` and `]` change the size.
        private func sizeKey(_ press: KeyPress) -> KeyPress.Result {
            switch press.characters {
            case "[": album.showSize(by: -1)
            case "]": album.showSize(by: 1)
            default: return .ignored
            }
            return .handled
        }
    }

    /// One class: "Class 7" (a star on the class just won, a tick when complete), its board, a dot per member.
    private struct AlbumClassCardView: View {
        let card: AlbumClassCard
        let isSelected: Bool
        let isHighlighted: Bool
        let open: @MainActor () -> Void
        @Environment(\.palette) private var palette

        var body: some View {
            Button(action: open) {
                VStack(spacing: Metrics.small) {
                    HStack {
                        Text(card.titleText)
                            .font(.subheadline.weight(.semibold))
                            .foregroundStyle(Color(palette.text))
                        Spacer(minLength: 0)
                        if isHighlighted {
                            Image(systemName: "star.fill").foregroundStyle(Color(palette.streak))
                        } else if card.isComplete {
                            Image(systemName: "checkmark.seal.fill").foregroundStyle(Color(palette.accent))
                        }
                    }
                    SolutionBoardView(solution: card.board, boardSize: card.boardSize)
                    Text(card.foundMembers.map { $0 ? "●" : "○" }.joined())
                        .font(.caption)
                        .foregroundStyle(Color(palette.accent))
                }
                .card(padding: Metrics.medium)
                .overlay {
                    if isSelected {
                        RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous)
                            .strokeBorder(Color(palette.cursor), lineWidth: 2)
                    }
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(card.accessibilityLabel)
            .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
        }
    }
#endif
