// A declarations-only stand-in for the part of UniformTypeIdentifiers that the NQueens views use (see the SwiftUI
// stand-in's first file for what these stand-ins are, and `scripts/check-apple`). It follows Apple's documentation:
// uniformtypeidentifiers/uttype, uniformtypeidentifiers/uttype-swift.struct/json.

@_exported import Foundation

nonisolated public struct UTType: Hashable, Sendable {
    public init?(mimeType: String, conformingTo supertype: UTType = .data) { fatalError() }
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) { fatalError() }
    public static var json: UTType { fatalError() }
    public static var data: UTType { fatalError() }
}
