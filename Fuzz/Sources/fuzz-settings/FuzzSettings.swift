// Fuzzes reading the player's settings: the `settings` table's rows (as any file may hold them) and JSON.
//
// Input: one byte chooses the form. Rows: key and value texts separated by NUL bytes. JSON: the rest.
// Invariants: settings always load (field by field, with defaults), are always ones a store accepts, and survive
// a round trip through both forms.

import Foundation
import FuzzSupport

@testable import NQueensServices

/// libFuzzer calls this with each input it tries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let settings: Settings
    if input.bool() {
        guard let decoded = try? JSONDecoder().decode(Settings.self, from: Data(input.rest())) else { return 0 }
        settings = decoded
    } else {
        var rows: [String: String] = [:]
        let keys = Settings.Key.allCases.map(\.rawValue)
        while !input.isAtEnd {
            let key = input.bool() ? keys[input.int(in: 0...(keys.count - 1))] : text(input.bytes(upTo: 0))
            rows[key] = text(input.bytes(upTo: 0))
        }
        settings = Settings(storedValues: rows)
    }
    fuzzExpect(settings.problem == nil, "loaded settings a store refuses: \(settings.problem ?? "")")
    let stored = Dictionary(uniqueKeysWithValues: settings.storedValues.map { ($0.key.rawValue, $0.value) })
    fuzzExpect(Settings(storedValues: stored) == settings, "settings do not survive their stored form")
    do {
        let again = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(settings))
        fuzzExpect(again == settings, "settings do not survive a JSON round trip")
    } catch {
        fuzzExpect(false, "settings do not encode and decode again: \(error)")
    }
    return 0
}

private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}
