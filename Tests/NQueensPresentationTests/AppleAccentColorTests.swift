import Foundation
import NQueensPresentation
import Testing

/// The Apple app's asset catalog repeats the palette's accent (Xcode tints the system controls with it before any
/// view runs); this keeps the two the same.
@Suite("The Apple app's accent colour")
struct AppleAccentColorTests {
    /// `Apps/Apple/NQueens/Assets.xcassets/AccentColor.colorset/Contents.json`, found from this file.
    private static let colorSet = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Apps/Apple/NQueens/Assets.xcassets/AccentColor.colorset/Contents.json")

    @Test(
        "The accent colour set is the light and the dark palette's accent",
        .enabled(if: FileManager.default.fileExists(atPath: colorSet.path), "the sources are not beside the tests"))
    func matchesPalette() throws {
        let data = try Data(contentsOf: Self.colorSet)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let colors = try #require(json["colors"] as? [[String: Any]])
        var byAppearance: [String: RGBColor] = [:]
        for entry in colors {
            let appearance = (entry["appearances"] as? [[String: String]])?.first?["value"] ?? "light"
            let color = try #require(entry["color"] as? [String: Any])
            let components = try #require(color["components"] as? [String: String])
            func channel(_ name: String) throws -> UInt8 {
                let text = try #require(components[name])
                return try #require(UInt8(text.dropFirst(2), radix: 16), "\(name) is not 0xNN: \(text)")
            }
            byAppearance[appearance] = RGBColor(
                red: try channel("red"), green: try channel("green"), blue: try channel("blue"))
        }
        #expect(byAppearance == ["light": Palette.light.accent, "dark": Palette.dark.accent])
    }
}
