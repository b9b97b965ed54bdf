// MARK: - Two-way bindings for navigation stacks and sheets

extension HomeCoordinator {
    /// The screens over Home, for a navigation stack that writes its path back (SwiftUI's `NavigationStack`).
    ///
    /// Reading gives `flow.path`. Writing a shorter stack (the system's back button, swipe back, a long press on
    /// back) goes back through the flow one screen at a time, exactly as each screen's own Back would: a game
    /// pauses and is saved, a replay stops. Any other stack is refused: screens are only pushed by the view
    /// models' actions.
    public var navigationPath: [HomeDestination] {
        get { flow.path }
        set { goBack(toReach: newValue) }
    }

    /// The presented sheet, for a sheet presentation that writes its dismissal back (SwiftUI's `sheet(item:)`).
    ///
    /// Reading gives `flow.sheet`. Writing `nil` (swiped down, Escape) closes the sheet as its own Cancel or Done
    /// would; writing a sheet is refused: sheets are only presented by the view models' actions.
    public var presentedSheet: HomeSheet? {
        get { flow.sheet }
        set {
            guard newValue == nil else { return }
            dismissSheet()
        }
    }

    /// Goes back until the stack is `destinations`; does nothing when `destinations` is not the current stack
    /// with screens taken off the top.
    public func goBack(toReach destinations: [HomeDestination]) {
        guard let steps = flow.stepsBack(toReach: destinations) else { return }
        for _ in 0..<steps { handle(.back) }
    }

    /// Closes the presented sheet the way its own button does: the board-size sheet as Cancel (the size stays),
    /// the victory sheet as Done (back Home); does nothing without a sheet.
    public func dismissSheet() {
        switch flow.sheet {
        case .boardSize:
            handle(.cancelBoardSize)
        case .victory:
            handle(.closeVictory)
        case nil:
            break
        }
    }
}

extension HomeSheet: Identifiable {
    /// The sheet itself: a sheet is its own identity (SwiftUI's `sheet(item:)` needs one).
    public var id: Self { self }
}
