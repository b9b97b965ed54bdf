#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe whose ends never block and are closed in child processes: how a signal handler or another thread wakes
/// the input reader's `poll`.
enum NonBlockingPipe {
    /// Opens a pipe and returns its read and write ends; the caller closes them.
    ///
    /// - Throws: ``TerminalSessionError/attributesUnavailable(errno:)`` when no pipe can be made.
    static func make() throws(TerminalSessionError) -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .attributesUnavailable(errno: errno) }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return (descriptors[0], descriptors[1])
    }
}
