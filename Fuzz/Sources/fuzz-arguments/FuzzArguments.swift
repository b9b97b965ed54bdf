// Fuzzes the command line: the argument scanner, every command's options, and what `check` reads.
//
// Input: the arguments separated by NUL bytes, then (after a 0xFF byte, if any) what standard input holds.
// Invariant: every input either parses or is refused with a non-empty message and a failing exit code.

import FuzzSupport
import NQueensEngine

@testable import NQueensCLI

/// libFuzzer calls this with each input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let argumentBytes = input.bytes(upTo: 0xFF)
    let standardInput = input.rest()
    let arguments =
        argumentBytes.isEmpty
        ? []
        : argumentBytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    let context = CommandContext(
        environment: [:], readStandardInput: { standardInput }, processorCount: 2, isInteractive: false,
        readLine: { nil })
    let tool = CommandLineTool(context: context, console: Console(writeOutput: { _ in }, writeError: { _ in }))
    do {
        switch try tool.invocation(for: arguments) {
        case .play:
            fuzzExpect(false, "plain nqueens away from a terminal must print the help, not play")
        case .text(let text):
            fuzzExpect(!text.isEmpty, "help and version text is never empty")
        case .command(let command):
            // `check` reads its input when it runs; read it here as it would (without touching files).
            if command is CheckCommand, arguments.count == 1 || arguments.last == "-" {
                for columns in try SolutionInput.placements(in: standardInput) {
                    _ = try? Solution(validating: columns)
                }
            }
        }
    } catch {
        fuzzExpect(!error.message.isEmpty, "an error without a message for \(arguments)")
        fuzzExpect(error.exitCode != .success, "an error that exits with success for \(arguments)")
    }
    return 0
}
