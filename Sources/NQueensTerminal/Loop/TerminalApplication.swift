/// An event the run loop hands to the application.
public enum TerminalEvent: Hashable, Sendable {
    /// A key, mouse report, paste or focus change.
    case input(InputEvent)
    /// The terminal was resized; the next ``TerminalApplication/draw(into:)`` gets a grid of this size.
    case resize(GridSize)
    /// An animation frame, delivered while ``TerminalApplication/isAnimating``; carries the time since the run loop
    /// started, so that animations can be driven by time rather than by frame count.
    case tick(Duration)
    /// The program is about to be suspended (Ctrl-Z): a good moment to pause a game clock.
    case suspending
    /// The program was continued after ``suspending``; the screen is redrawn in full.
    case resumed
}

/// What the application wants after an event.
public enum TerminalEventResponse: Hashable, Sendable {
    /// Keep running.
    case `continue`
    /// End the run loop; ``TerminalRunLoop/run(_:)`` returns ``TerminalRunResult/quit``.
    case quit
}

/// A program shown in the terminal: it draws its state into a grid and reacts to events.
///
/// The run loop calls ``draw(into:)`` after every event and whenever observable state read by the last drawing
/// changes (Observation), and writes only what changed. Drawing must be a pure function of the application's state.
@MainActor
public protocol TerminalApplication: AnyObject {
    /// Draws the whole screen into `grid`, a blank grid of the terminal's current size.
    func draw(into grid: inout CellGrid)

    /// Reacts to `event` and says whether to keep running.
    func handle(_ event: TerminalEvent) -> TerminalEventResponse

    /// Whether an animation is running; while true the loop delivers ``TerminalEvent/tick(_:)`` at its frame rate,
    /// and while false it sleeps until something happens.
    var isAnimating: Bool { get }
}
