#if canImport(SwiftUI)
    import NQueensPresentation
    import SwiftUI

    /// The whole app over one `HomeCoordinator` (the seed's `HomeCoordinatorView`): a navigation stack bound to
    /// the coordinator's path, its sheets, the theme, the haptics, and the app's comings and goings.
    ///
    /// Going back (the back button, swipe back) and closing a sheet (swipe down) write back to the coordinator,
    /// which goes back through the flow as the screens' own buttons do.
    public struct HomeCoordinatorView: View {
        @Bindable private var coordinator: HomeCoordinator
        private let haptics: HapticFeedback
        @State private var isShowingSettings = false
        @Environment(\.scenePhase) private var scenePhase

        /// Shows `coordinator`'s flow, playing the haptics of `haptics` (the feedback its dependencies play into).
        public init(coordinator: HomeCoordinator, haptics: HapticFeedback) {
            _coordinator = Bindable(coordinator)
            self.haptics = haptics
        }

        /// Home at the root of the stack, the visible screen over it, and the sheet.
        public var body: some View {
            NavigationStack(path: $coordinator.navigationPath) {
                HomeView(home: coordinator.home, showSettings: { isShowingSettings = true })
                    .historyTransferMenu(coordinator.historyTransfer)
                    .navigationDestination(for: HomeDestination.self) { destination in
                        screen(coordinator.screen(for: destination))
                    }
            }
            // Sheets are presented apart from the stack, so they get the settings again.
            .sheet(item: $coordinator.presentedSheet) { _ in
                sheet.appliesSettings(coordinator.settings)
            }
            .sheet(isPresented: $isShowingSettings) {
                SettingsView(model: SettingsViewModel(settings: coordinator.settings))
                    .appliesSettings(coordinator.settings)
            }
            .appliesSettings(coordinator.settings)
            .playsHaptics(from: haptics)
            .onChange(of: scenePhase) { _, phase in
                coordinator.setActive(phase == .active)
            }
        }

        // MARK: Screens

        @ViewBuilder
        private func screen(_ screen: HomeScreen) -> some View {
            switch screen {
            case .home(let home):
                HomeView(home: home, showSettings: { isShowingSettings = true })
            case .game(let game):
                GameView(game: game)
            case .history(let history):
                HistoryView(history: history)
            case .statistics(let statistics):
                StatisticsView(statistics: statistics)
            case .replay(let replay):
                ReplayView(replay: replay)
            case .album(let album):
                AlbumView(album: album)
            case .albumClass(let albumClass):
                AlbumClassView(albumClass: albumClass)
            }
        }

        @ViewBuilder
        private var sheet: some View {
            switch coordinator.sheet {
            case .boardSize(let boardSize):
                BoardSheet(sheet: boardSize)
            case .victory(let victory):
                WinModal(victory: victory)
            case nil:
                EmptyView()
            }
        }
    }
#endif
