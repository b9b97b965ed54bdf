import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A server the tests start for themselves (a private Xvfb, a session bus), which reports on its standard output
/// where it can be reached.
///
/// It starts with every signal unblocked and at its default action: the test runner's threads block signals, and
/// a server started from them (as Foundation's `Process` does) inherits the mask and never sees the SIGTERM that
/// should stop it when the tests end.
struct ServerProcess {
    /// The server's process ID.
    let pid: pid_t
    /// The first line it wrote (its display number, its bus address), without the newline.
    let firstLine: String
    /// The read end of its standard output, kept open for its whole life: a server writing to a closed pipe dies.
    private let output: Int32

    /// Starts `executable` with `arguments`, its standard error discarded, and waits for its first line of output;
    /// `nil` when it cannot start or ends without writing one.
    static func start(_ executable: String, _ arguments: [String]) -> ServerProcess? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid = pid_t()
        let spawned = withArgumentVector([executable] + arguments) { argv in
            posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            return nil
        }
        guard let line = readLine(from: readEnd) else {
            close(readEnd)
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            return nil
        }
        return ServerProcess(pid: pid, firstLine: line, output: readEnd)
    }

    /// Reads `descriptor` up to the first newline; `nil` at the end of the stream before one.
    private static func readLine(from descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }

    /// Calls `body` with `strings` as a C argument vector (NULL-terminated), valid only during the call.
    private static func withArgumentVector<Result>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
    ) -> Result {
        let copies = strings.map { strdup($0) }
        defer {
            for copy in copies { free(copy) }
        }
        return body(copies + [nil])
    }
}
