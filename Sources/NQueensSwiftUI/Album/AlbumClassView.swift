#if canImport(SwiftUI)
    import NQueensLocalization
    import NQueensPresentation
    import SwiftUI

    /// One class of the album: how many members are found, and its members as cards.
    ///
    /// It says why the class has as many members as it has; each card shows the board once found (else a
    /// silhouette) and where it was found. A found member opens the replay of the game that first found it; from a
    /// hardware keyboard the arrows move between the members and Return opens one.
    struct AlbumClassView: View {
        let albumClass: AlbumClassViewModel
        @Environment(\.palette) private var palette
        @FocusState private var isGridFocused: Bool
        @ScaledMetric(relativeTo: .body) private var cardWidth: CGFloat = 150

        var body: some View {
            ScrollView {
                VStack(spacing: Metrics.large) {
                    Text(albumClass.progressText)
                        .font(.title2.bold())
                        .foregroundStyle(Color(palette.text))
                    Text(albumClass.symmetryText)
                        .font(.subheadline)
                        .multilineTextAlignment(.center)
                        .foregroundStyle(Color(palette.secondaryText))
                    if let problem = albumClass.problem {
                        ToneBanner(text: problem, tone: .danger)
                    }
                    members
                }
                .padding(Metrics.screenMargin)
            }
            .background(Color(palette.background))
            .navigationTitle(albumClass.title)
            .onAppear { isGridFocused = true }
        }

        private var members: some View {
            LazyVGrid(
                columns: [GridItem(.adaptive(minimum: cardWidth), spacing: Metrics.medium)], spacing: Metrics.medium
            ) {
                ForEach(Array(albumClass.members.enumerated()), id: \.element.id) { index, member in
                    MemberCardView(
                        member: member, boardSize: albumClass.boardSize, isSelected: index == albumClass.selectedIndex
                    ) {
                        albumClass.openReplay(ofMemberAt: index)
                    }
                }
            }
            .cardGridKeyboard(
                cardWidth: cardWidth, focused: $isGridFocused, move: { albumClass.moveSelection(by: $0) },
                open: { albumClass.openSelectedReplay() })
        }
    }

    /// One member: "Member 3", its board (or a silhouette), how it turns from the canonical board, where it was found.
    private struct MemberCardView: View {
        let member: AlbumMember
        let boardSize: Int
        let isSelected: Bool
        let open: @MainActor () -> Void
        @Environment(\.palette) private var palette

        var body: some View {
            Button(action: open) {
                VStack(spacing: Metrics.small) {
                    // TRANSLATORS: a member's card in an album class: "Member 3".
                    Text(tr("Member %s", DisplayText.number(member.number)))
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(Color(palette.text))
                    SolutionBoardView(solution: member.board, boardSize: boardSize)
                    if let relation = member.relationText {
                        Text(relation)
                            .font(.caption)
                            .foregroundStyle(Color(palette.secondaryText))
                    }
                    Text(member.statusText)
                        .font(.caption)
                        .multilineTextAlignment(.center)
                        .foregroundStyle(Color(member.isFound ? palette.accent : palette.secondaryText))
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
            .disabled(!member.isFound)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(member.accessibilityLabel)
            .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
        }
    }
#endif
