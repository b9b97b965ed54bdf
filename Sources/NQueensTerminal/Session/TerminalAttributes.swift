import NQueensLocalization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The termios settings of a terminal: reading them, and the raw mode derived from them.
enum TerminalAttributes {
    /// The current settings of `descriptor`.
    static func current(of descriptor: Int32) throws(TerminalSessionError) -> termios {
        var attributes = termios()
        guard tcgetattr(descriptor, &attributes) == 0 else { throw .attributesUnavailable(errno: errno) }
        return attributes
    }

    /// `original` switched to raw mode.
    ///
    /// No echo, no line editing, no special input or output processing, 8-bit bytes, reads returning as soon as one
    /// byte is there. Signal keys (Ctrl-C, Ctrl-Z, Ctrl-\) keep working when `keepsSignals`.
    static func raw(from original: termios, keepsSignals: Bool) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | IEXTEN)
        if !keepsSignals { raw.c_lflag &= ~tcflag_t(ISIG) }
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }

    /// Applies `attributes` to `descriptor`, after pending output is written and discarding unread input.
    static func apply(_ attributes: termios, to descriptor: Int32) throws(TerminalSessionError) {
        var attributes = attributes
        while tcsetattr(descriptor, TCSAFLUSH, &attributes) != 0 {
            guard errno == EINTR else { throw .attributesUnavailable(errno: errno) }
        }
    }

    /// Writes all of `bytes` to `descriptor`, retrying after interruptions and while the descriptor is full.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(TerminalSessionError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EAGAIN {
                var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&waiting, 1, 100)
            } else if written < 0 && errno != EINTR {
                throw .writeFailed(errno: errno)
            }
        }
    }

    /// The size of the terminal on `descriptor`, or `nil` when it cannot tell.
    static func size(of descriptor: Int32) -> GridSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return GridSize(width: Int(size.ws_col), height: Int(size.ws_row))
    }
}

/// Why a terminal session could not start or carry on.
public enum TerminalSessionError: Error, Hashable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// The terminal's settings could not be read or changed.
    case attributesUnavailable(errno: Int32)
    /// Writing to the terminal failed (for example because it was closed).
    case writeFailed(errno: Int32)
    /// Another session is running in this process; only one can own the signal handlers.
    case anotherSessionIsActive

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .notATerminal: tr("standard input and output must be a terminal")
        case .attributesUnavailable(let code):
            // TRANSLATORS: %s is the system's reason, such as "Input/output error".
            tr("cannot change the terminal's settings: %s", String(cString: strerror(code)))
        // TRANSLATORS: %s is the system's reason, such as "Input/output error".
        case .writeFailed(let code): tr("cannot write to the terminal: %s", String(cString: strerror(code)))
        case .anotherSessionIsActive: tr("another terminal session is already running")
        }
    }
}
