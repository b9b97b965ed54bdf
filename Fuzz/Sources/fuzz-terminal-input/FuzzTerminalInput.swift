// Fuzzes the terminal input decoder: any byte stream, cut into reads at any point.
//
// Keys, mouse, focus and paste sequences, garbage, and sequences split across reads.
//
// Input: one byte seeds where the stream is cut into reads, the rest is the stream.
// Invariants: decoding the stream in pieces gives the same events as decoding it whole; after `flushPending()`
// nothing is pending; the decoder keeps no more than one escape sequence's bytes outside a paste.

import FuzzSupport
import NQueensEngine
import NQueensTerminal

/// libFuzzer calls this with each input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    var cuts = SplitMix64(seed: UInt64(input.byte()))
    let stream = input.rest()

    var whole = InputDecoder()
    let wholeEvents = whole.decode(stream) + whole.flushPending()
    fuzzExpect(!whole.hasPendingInput, "input still pending after a flush")

    var pieces = InputDecoder()
    var pieceEvents: [InputEvent] = []
    var start = 0
    while start < stream.count {
        let end = min(stream.count, start + Int.random(in: 1...8, using: &cuts))
        pieceEvents += pieces.decode(stream[start..<end])
        start = end
    }
    pieceEvents += pieces.flushPending()
    fuzzExpect(!pieces.hasPendingInput, "input still pending after a flush")

    fuzzExpect(
        TypedScalars(wholeEvents) == TypedScalars(pieceEvents),
        "split reads decode differently: \(wholeEvents) whole, \(pieceEvents) in pieces")
    return 0
}

/// Events with typed text spelled out scalar by scalar: a combining mark that arrives in a later read than its
/// base is a key of its own, but the player typed the same text.
///
/// Compared item by item as values: describing each event as a string (as the first version did) cost more than
/// decoding, and held the target to about 50 executions a second.
private struct TypedScalars: Equatable {
    private enum Item: Equatable {
        case scalar(Unicode.Scalar)
        case event(InputEvent)
    }

    private var items: [Item] = []

    init(_ events: [InputEvent]) {
        items.reserveCapacity(events.count)
        for event in events {
            if case .key(let key) = event, key.modifiers.isEmpty, case .character(let character) = key.key {
                items += character.unicodeScalars.map(Item.scalar)
            } else {
                items.append(.event(event))
            }
        }
    }
}
