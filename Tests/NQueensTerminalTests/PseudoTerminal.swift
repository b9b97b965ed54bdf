#if os(Linux)
    import Glibc

    /// A pseudo-terminal pair: the session under test runs on `terminal`, the test plays the terminal emulator on
    /// `controller` (reading what the program writes, typing input).
    final class PseudoTerminal: @unchecked Sendable {
        let controller: Int32
        let terminal: Int32

        struct Unavailable: Error {}

        init() throws {
            controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            guard controller >= 0 else { throw Unavailable() }
            var unlock: Int32 = 0
            var number: UInt32 = 0
            let tiocsptlck: UInt = 0x4004_5431
            let tiocgptn: UInt = 0x8004_5430
            guard ioctl(controller, tiocsptlck, &unlock) == 0, ioctl(controller, tiocgptn, &number) == 0 else {
                close(controller)
                throw Unavailable()
            }
            terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard terminal >= 0 else {
                close(controller)
                throw Unavailable()
            }
        }

        deinit {
            close(terminal)
            close(controller)
        }

        /// Sets the window size the program sees.
        func resize(width: Int, height: Int) {
            var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
        }

        /// Types `text` as if on the keyboard.
        func type(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
        }

        /// The terminal's current settings.
        var attributes: termios {
            var attributes = termios()
            tcgetattr(terminal, &attributes)
            return attributes
        }

        /// Reads what the program wrote until `done` holds for all of it, or nothing more comes within 5 seconds.
        func read(until done: (String) -> Bool) -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !done(String(decoding: bytes, as: UTF8.self)) {
                var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 5000) > 0 else { break }
                let count = Glibc.read(controller, &buffer, buffer.count)
                guard count > 0 else { break }
                bytes += buffer[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// ``read(until:)`` off the main actor, so that a run loop on the main actor can write meanwhile.
        func readInBackground(until done: @escaping @Sendable (String) -> Bool) async -> String {
            await Task.detached { self.read(until: done) }.value
        }
    }

    /// Whether two sets of terminal settings are the same in every field a program can change.
    func sameSettings(_ first: termios, _ second: termios) -> Bool {
        var (first, second) = (first, second)
        let sameCharacters = withUnsafeBytes(of: &first.c_cc) { one in
            withUnsafeBytes(of: &second.c_cc) { other in one.elementsEqual(other) }
        }
        return first.c_iflag == second.c_iflag && first.c_oflag == second.c_oflag && first.c_cflag == second.c_cflag
            && first.c_lflag == second.c_lflag && sameCharacters
    }
#endif
