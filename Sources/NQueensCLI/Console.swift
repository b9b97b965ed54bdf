import Foundation

/// Where a command writes: standard output (buffered, for large solutions) and standard error.
final class Console {
    private var buffer: [UInt8] = []
    private let writeOutput: ([UInt8]) -> Void
    private let writeError: (String) -> Void
    private static let flushThreshold = 1 << 16

    /// A console that hands output bytes and error lines to the given closures.
    init(writeOutput: @escaping ([UInt8]) -> Void, writeError: @escaping (String) -> Void) {
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// The process's own standard output and standard error.
    static func standard() -> Console {
        Console(
            writeOutput: { bytes in FileHandle.standardOutput.write(Data(bytes)) },
            writeError: { text in FileHandle.standardError.write(Data(text.utf8)) }
        )
    }

    /// Appends `text` to standard output.
    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Console.flushThreshold { flush() }
    }

    /// Appends raw UTF-8 `bytes` to standard output.
    func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Console.flushThreshold { flush() }
    }

    /// Appends `text` and a newline to standard output.
    func print(_ text: String) {
        write(text)
        write("\n")
    }

    /// Writes one line to standard error, after flushing what standard output holds.
    func printError(_ line: String) {
        flush()
        writeError(line + "\n")
    }

    /// Writes `text` to standard error as it is (a progress bar's redrawing), leaving standard output buffered.
    func writeProgress(_ text: String) {
        writeError(text)
    }

    /// Writes everything buffered for standard output.
    func flush() {
        guard !buffer.isEmpty else { return }
        writeOutput(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
