import Observation

/// A navigation flow's state: a stack of destinations over a root screen, and at most one presented sheet.
///
/// Front ends render it (SwiftUI binds a `NavigationStack` to `path`; the terminal draws the top screen and the
/// sheet over it); only a coordinator changes it.
@MainActor
@Observable
public final class FlowCoordinator<Destination: Hashable, Sheet: Hashable> {
    /// The destinations pushed over the root screen, the visible one last.
    public private(set) var path: [Destination] = []

    /// The sheet presented over the current screen, if any.
    public private(set) var sheet: Sheet?

    /// Creates an empty flow: the root screen, no sheet.
    public init() {}

    /// The visible destination, or `nil` when the root screen is visible.
    public var top: Destination? {
        path.last
    }

    /// Shows `destination` over the current screen.
    public func push(_ destination: Destination) {
        path.append(destination)
    }

    /// Goes back one screen; returns the destination left, or `nil` at the root (where it does nothing).
    @discardableResult
    public func pop() -> Destination? {
        path.popLast()
    }

    /// Goes back to the root screen.
    public func popToRoot() {
        path.removeAll()
    }

    /// Replaces the whole stack with `destinations` (the last one visible).
    public func replacePath(with destinations: [Destination]) {
        path = destinations
    }

    /// Presents `sheet` over the current screen, replacing any sheet already presented.
    public func present(_ sheet: Sheet) {
        self.sheet = sheet
    }

    /// Closes the presented sheet, if any.
    public func dismiss() {
        sheet = nil
    }

    /// Back to the start: the root screen and no sheet.
    public func reset() {
        path.removeAll()
        sheet = nil
    }

    /// How many screens to go back for the stack to become `destinations`: 0 when it already is, `nil` when
    /// `destinations` is not the stack with some screens taken off the top.
    ///
    /// A front end whose navigation stack writes its path back (SwiftUI's back button and swipe back) uses it to
    /// turn the new path into that many steps back through the coordinator.
    public func stepsBack(toReach destinations: [Destination]) -> Int? {
        guard destinations.count <= path.count, path.starts(with: destinations) else { return nil }
        return path.count - destinations.count
    }
}
