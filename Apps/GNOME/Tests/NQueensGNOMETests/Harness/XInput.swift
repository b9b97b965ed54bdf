import Foundation

/// Real X input from outside the process, with `xdotool`: the events reach the app through the X server exactly
/// as a player's do.
enum XInput {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `xdotool` with `arguments` and waits for it.
    @discardableResult
    static func xdotool(_ arguments: [String]) throws -> String {
        try run("/usr/bin/xdotool", arguments)
    }

    /// Focuses the window `xid` so that key presses go to it.
    static func focus(_ xid: UInt) throws {
        try xdotool(["windowfocus", "--sync", String(xid)])
    }

    /// Clicks the primary button at (`x`, `y`) of the window `xid`.
    static func click(window xid: UInt, x: Int, y: Int) throws {
        try xdotool(["mousemove", "--window", String(xid), String(x), String(y), "click", "1"])
    }

    /// Clicks the secondary (right) button at (`x`, `y`) of the window `xid`.
    static func rightClick(window xid: UInt, x: Int, y: Int) throws {
        try xdotool(["mousemove", "--window", String(xid), String(x), String(y), "click", "3"])
    }

    /// Turns the mouse wheel by one notch at (`x`, `y`) of the window `xid`: down (button 5) or up (button 4).
    static func scroll(window xid: UInt, x: Int, y: Int, down: Bool) throws {
        try xdotool(["mousemove", "--window", String(xid), String(x), String(y), "click", down ? "5" : "4"])
    }

    /// Drags with `button` held through `points` of the window `xid`: pressed on the first, moved to each of the
    /// others in turn, let go on the last.
    static func drag(button: Int, window xid: UInt, through points: [(x: Int, y: Int)]) throws {
        guard let first = points.first else { return }
        var arguments = [
            "mousemove", "--window", String(xid), String(first.x), String(first.y), "mousedown", String(button),
        ]
        for point in points.dropFirst() {
            arguments += ["mousemove", "--window", String(xid), String(point.x), String(point.y), "sleep", "0.05"]
        }
        arguments += ["mouseup", String(button)]
        try xdotool(arguments)
    }

    /// Presses each of `keys` (xdotool key names such as `Right`, `space`, `ctrl+z`) in turn.
    static func press(_ keys: [String]) throws {
        guard !keys.isEmpty else { return }
        try xdotool(["key", "--delay", "15"] + keys)
    }

    /// Types `text` character by character, as a keyboard would.
    static func type(_ text: String) throws {
        try xdotool(["type", "--delay", "15", text])
    }

    /// Resizes the window `xid` to `width` × `height`.
    static func resize(window xid: UInt, width: Int, height: Int) throws {
        try xdotool(["windowsize", String(xid), String(width), String(height)])
    }

    /// Runs `path` with `arguments`; returns its standard output; throws on a non-zero exit.
    static func run(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(path) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}
