import CAdwaita
import Foundation
import GObjectSwift
import NQueensLocalization
import NQueensPresentation
import Testing

@testable import NQueensGNOME

extension DesktopAppTests {
    @Suite("Every screen in the player's language")
    @MainActor
    struct Languages {
        @Test("Under the pseudo-language at 360×640, no label of any screen is cut and no screen scrolls sideways")
        func nothingCut() async throws {
            try await AppHarness.run(speaking: .pseudo, options: LaunchOptions(boardSize: 4)) { harness in
                try await harness.resize(width: 360, height: 640)
                var problems: [String] = []
                try await ScreenTour.visitEveryScreen(harness) { name, window in
                    // Preferences is a window of its own, resizable: as narrow as the main window. (The other
                    // dialogs size themselves.)
                    if name == "preferences" { try await Self.resize(window, width: 360, height: 640, harness) }
                    try await harness.settle(frames: 4)
                    problems += LabelFit.problems(in: window).map { "\(name): \($0)" }
                    if window === harness.window.window,
                        let page = gtk_stack_get_visible_child(harness.window.stack.ptr()),
                        let overflow = LabelFit.sidewaysOverflow(of: page)
                    {
                        problems.append("\(name): \(overflow)")
                    }
                    try await harness.screenshot("pseudo-\(name)", of: window)
                }
                #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
                // The app's own text is in the pseudo-language: accented, longer and bracketed.
                let start = try #require(gtk_button_get_label(harness.window.homePage.buttons.start.ptr()))
                #expect(String(cString: start).hasPrefix("[_Štárt"))
            }
        }

        @Test(
            "Every screen in German and in Japanese, as LANGUAGE chooses them, photographed", arguments: ["de", "ja"])
        func everyScreenPhotographed(code: String) async throws {
            let language = Localization.resolve(preferred: nil, environment: ["LANG": "C.UTF-8", "LANGUAGE": code])
            #expect(language.code == code)
            var names: [String] = []
            try await AppHarness.run(speaking: language, options: LaunchOptions(boardSize: 4)) { harness in
                try await ScreenTour.visitEveryScreen(harness) { name, window in
                    try await harness.screenshot("\(code)-\(name)", of: window)
                    names.append(name)
                }
                try await harness.resize(width: 360, height: 640)
                try await harness.screenshot("\(code)-home-narrow")
                // The screens speak the language (this waits for the translations).
                let row = harness.window.homePage.rows.size
                #expect(String(cString: adw_preferences_row_get_title(row.ptr())) != "Board Size")
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: Screenshots.folder.path)
            for name in names + ["home-narrow"] { #expect(files.contains("\(code)-\(name).png")) }
        }

        /// Resizes the dialog `window` through the X server and waits until GTK has laid it out that wide (its
        /// content, without the shadow around it).
        private static func resize(_ window: Widget, width: Int, height: Int, _ harness: AppHarness) async throws {
            try XInput.resize(window: UInt(nq_window_xid(window.ptr())), width: width, height: height)
            try await harness.waitUntil("the dialog is \(width) points wide") { window.width == width }
            try await harness.settle()
        }
    }
}
