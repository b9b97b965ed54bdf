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
                let narrow = harness.window.window.width
                var problems: [String] = []
                try await ScreenTour.visitEveryScreen(harness) { name, window in
                    // Preferences is a window of its own, resizable: as narrow as the main window. (The other
                    // dialogs size themselves.)
                    if name == "preferences" { try await Self.resize(window, width: 360, height: 640, harness) }
                    try await harness.settle(frames: 4)
                    problems += LabelFit.problems(in: window).map { "\(name): \($0)" }
                    if window === harness.window.window,
                        let page = gtk_stack_get_visible_child(harness.window.stack.ptr())
                    {
                        if let overflow = LabelFit.sidewaysOverflow(of: page) {
                            problems.append("\(name): \(overflow)")
                        }
                        // A screen whose minimum width is wider than the window makes GTK widen the window.
                        if window.width > narrow {
                            let culprits = LabelFit.widest(under: page, atLeast: Int32(narrow) - 10)
                            problems.append(
                                "\(name): the window grew to \(window.width) points from \(narrow):\n"
                                    + culprits.joined(separator: "\n"))
                        }
                    }
                    try await harness.screenshot("pseudo-\(name)", of: window)
                }
                // With the notice a new language brings under the Language row.
                let preferences = try #require(harness.window.preferences)
                adw_combo_row_set_selected(preferences.languageRow.ptr(), 2)
                try await harness.waitUntil("the notice is shown") {
                    !String(cString: adw_action_row_get_subtitle(preferences.languageRow.ptr())).isEmpty
                }
                try await harness.settle(frames: 4)
                problems += LabelFit.problems(in: preferences.window).map { "preferences, notice: \($0)" }
                try await harness.screenshot("pseudo-preferences-notice", of: preferences.window)
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
            var problems: [String] = []
            try await AppHarness.run(speaking: language, options: LaunchOptions(boardSize: 4)) { harness in
                try await ScreenTour.visitEveryScreen(harness) { name, window in
                    try await harness.settle(frames: 4)
                    // Japanese draws in a fallback font whose lines are taller than the interface font's.
                    problems += LabelFit.problems(in: window).map { "\(name): \($0)" }
                    try await harness.screenshot("\(code)-\(name)", of: window)
                    names.append(name)
                }
                try await harness.resize(width: 360, height: 640)
                try await harness.screenshot("\(code)-home-narrow")
                // The screens speak the language (this waits for the translations).
                let row = harness.window.homePage.rows.size
                #expect(String(cString: adw_preferences_row_get_title(row.ptr())) != "Board Size")
            }
            #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
            let files = try FileManager.default.contentsOfDirectory(atPath: Screenshots.folder.path)
            for name in names + ["home-narrow"] { #expect(files.contains("\(code)-\(name).png")) }
        }

        @Test(
            "The Language row offers System and each language by its own name, and saves the choice for the next start")
        func languageRow() async throws {
            let folder = try TemporaryFolder()
            try await AppHarness.run(dataDirectory: folder.url) { harness in
                harness.window.presentPreferences()
                try await harness.waitUntil("Preferences is shown") {
                    harness.window.preferences?.window.isMapped == true
                }
                let row = try #require(harness.window.preferences).languageRow
                let titles = Self.titles(of: row)
                #expect(titles.count == 1 + Language.available.count)
                #expect(titles.first == "System (English)")
                #expect(Int(adw_combo_row_get_selected(row.ptr())) == 0)
                #expect(String(cString: adw_action_row_get_subtitle(row.ptr())).isEmpty)
                // Each language by its own name (this waits for the translations).
                #expect(Array(titles.dropFirst()) == ["English", "Deutsch", "Español", "Français", "日本語"])

                // What choosing Deutsch in the row's list does.
                let german = try #require(Language.available.firstIndex { $0.code == "de" }) + 1
                adw_combo_row_set_selected(row.ptr(), guint(german))
                try await harness.waitUntil("German is saved") {
                    harness.window.coordinator.settings.current.language == "de"
                }
                try await harness.settle()
                // The screens keep their language until the next start, and the row says so.
                #expect(Localization.language == .english)
                #expect(
                    String(cString: adw_action_row_get_subtitle(row.ptr()))
                        == "The new language takes effect when NQueens starts again.")
                #expect(String(cString: gtk_button_get_label(harness.window.homePage.buttons.start.ptr())) != "")
            }
            // The next start reads it: the app speaks German (Home's rows wait for the translations).
            try await AppHarness.run(dataDirectory: folder.url) { harness in
                #expect(harness.window.coordinator.settings.current.language == "de")
                #expect(Localization.language.code == "de")
                let row = harness.window.homePage.rows.size
                #expect(String(cString: adw_preferences_row_get_title(row.ptr())) != "Board Size")
            }
            #expect(Localization.language == .english)
        }

        /// The titles a combo row offers.
        private static func titles(of row: Widget) -> [String] {
            guard let model = adw_combo_row_get_model(row.ptr()) else { return [] }
            return (0..<g_list_model_get_n_items(model)).map { index in
                gtk_string_list_get_string(model, index).map { String(cString: $0) } ?? ""
            }
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
