/// Shows a ``TerminalApplication`` at a given size: feeds it events and turns its drawings into terminal output.
///
/// The host is the run loop without the terminal, so tests can drive an application exactly as the terminal would:
/// send events with ``send(_:)``, look at ``drawFrame()`` (for snapshots) or take the bytes of ``renderFrame()``.
@MainActor
public final class TerminalHost {
    /// The application shown.
    public let application: any TerminalApplication

    /// The size of the terminal, and so of the grids the application draws into.
    public private(set) var size: GridSize

    /// The renderer that writes frames.
    public var renderer: DiffRenderer

    /// The frame the terminal shows, or `nil` when the next frame must redraw everything.
    public private(set) var screen: CellGrid?

    /// Creates a host for `application` on a terminal of `size`.
    public init(application: any TerminalApplication, size: GridSize, colorMode: ColorMode) {
        self.application = application
        self.size = size
        self.renderer = DiffRenderer(colorMode: colorMode)
    }

    /// Hands `event` to the application; a resize also changes ``size``, and a resize or ``TerminalEvent/resumed``
    /// makes the next frame a full redraw.
    public func send(_ event: TerminalEvent) -> TerminalEventResponse {
        switch event {
        case .resize(let newSize):
            size = newSize
            screen = nil
        case .resumed:
            screen = nil
        default:
            break
        }
        return application.handle(event)
    }

    /// Makes the next frame a full redraw (after the screen was disturbed).
    public func invalidate() {
        screen = nil
    }

    /// The application's drawing at the current size.
    public func drawFrame() -> CellGrid {
        var grid = CellGrid(size: size)
        application.draw(into: &grid)
        return grid
    }

    /// Draws a frame and returns the bytes that bring the terminal from ``screen`` to it (none when nothing
    /// changed); the frame becomes the new ``screen``.
    public func renderFrame() -> [UInt8] {
        let frame = drawFrame()
        let bytes = renderer.render(frame, over: screen)
        screen = frame
        return bytes
    }
}
