import Foundation
import NQueensServices
import Testing

@testable import NQueensGNOME

/// `data/nqueens-gnome.6`, the manual page `make install` installs, against what the app accepts.
@Suite("The manual page")
struct ManualPageTests {
    /// The page as roff, with its escaped hyphens (`\-`) read as hyphens.
    private let page: String

    init() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/nqueens-gnome.6")
        page = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\\-", with: "-")
    }

    @Test("It is in section 6, the games', as the Debian package installs it")
    func section() {
        #expect(page.contains("\n.TH NQUEENS-GNOME 6 "))
    }

    @Test("It describes every option of --help, the board sizes and the queen styles")
    func options() {
        let options = Set(LaunchOptions.help.matches(of: /--[a-z]+/).map { String($0.output) })
        #expect(options == ["--size", "--style", "--help", "--version"])
        for option in options {
            #expect(page.contains("\\fB\(option)\\fR"), "\(option) is not in the manual page")
        }
        let sizes = Settings.boardSizeRange
        #expect(page.contains("with N from \(sizes.lowerBound) to \(sizes.upperBound)"))
        for style in QueenStyle.allCases {
            #expect(page.contains("\\fB\(style.rawValue)\\fR"), "the style \(style.rawValue) is not in the page")
        }
    }

    @Test("Its exit statuses include the one for a wrong command line")
    func exitStatus() {
        #expect(page.contains(".B \(LaunchOptions.usageStatus)\n"))
    }
}
