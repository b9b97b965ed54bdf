import Observation

/// Re-renders a screen whenever the view-model state it read last time changes.
///
/// `render` runs inside `withObservationTracking`; the first change to anything it read schedules one more
/// render on the main actor (through the main queue, which the GLib loop drains), so a burst of changes (a tick,
/// the solutions counter finishing, a setting changed in Preferences) costs one render. Actions the player takes
/// also render at once (`renderNow()`), so a click is on screen in the next frame.
@MainActor
final class RenderLoop {
    private let render: @MainActor () -> Void
    private var isStopped = false
    /// Counts the changes seen, and the count the last render saw: a change already rendered (an action renders at
    /// once) needs no scheduled render.
    private var changes = 0
    private var renderedChanges = 0

    /// Renders once now and again after every change.
    init(_ render: @escaping @MainActor () -> Void) {
        self.render = render
        renderNow()
    }

    /// Renders now (and keeps watching what this render read).
    func renderNow() {
        guard !isStopped else { return }
        renderedChanges = changes
        withObservationTracking {
            render()
        } onChange: { [weak self] in
            // View models change on the main actor, so the change is reported there.
            MainActor.assumeIsolated { self?.changes += 1 }
            Task { @MainActor in self?.scheduledRender() }
        }
    }

    /// Stops rendering (the screen is gone).
    func stop() {
        isStopped = true
    }

    private func scheduledRender() {
        guard !isStopped, renderedChanges < changes else { return }
        renderNow()
    }
}
