import Foundation
import NQueensServices
import NQueensTestSupport
import Testing

@Suite("Data directory")
struct DataDirectoryTests {
    @Test func nqueensDataDirWins() throws {
        let directory = try DataDirectory(
            environment: ["NQUEENS_DATA_DIR": "/data/nq", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ann"],
            platform: .linux)
        #expect(directory.url.path == "/data/nq")
        #expect(directory.source == .nqueensDataDir)
        #expect(directory.databaseURL.path == "/data/nq/nqueens.sqlite")
    }

    @Test func aRelativeNQueensDataDirIsTakenFromTheCurrentDirectory() throws {
        let directory = try DataDirectory(
            environment: ["NQUEENS_DATA_DIR": "saves/../data"], platform: .linux, currentDirectory: "/work")
        #expect(directory.url.path == "/work/data")
    }

    @Test func xdgDataHomeComesNext() throws {
        let directory = try DataDirectory(
            environment: ["NQUEENS_DATA_DIR": "", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ann"], platform: .macOS)
        #expect(directory.url.path == "/xdg/nqueens")
        #expect(directory.source == .xdgDataHome)
    }

    @Test func aRelativeXDGDataHomeIsIgnored() throws {
        let directory = try DataDirectory(
            environment: ["XDG_DATA_HOME": "relative/dir", "HOME": "/home/ann"], platform: .linux)
        #expect(directory.url.path == "/home/ann/.local/share/nqueens")
        #expect(directory.source == .home)
    }

    @Test func homeGivesThePlatformsDefault() throws {
        let linux = try DataDirectory(environment: ["HOME": "/home/ann"], platform: .linux)
        #expect(linux.url.path == "/home/ann/.local/share/nqueens")
        let mac = try DataDirectory(environment: ["HOME": "/Users/ann"], platform: .macOS)
        #expect(mac.url.path == "/Users/ann/Library/Application Support/NQueens")
    }

    @Test func noHomeIsAClearError() {
        #expect(throws: StoreError.noDataDirectory) { try DataDirectory(environment: [:], platform: .linux) }
        #expect(throws: StoreError.noDataDirectory) {
            try DataDirectory(environment: ["HOME": "", "XDG_DATA_HOME": "x"], platform: .linux)
        }
        #expect(StoreError.noDataDirectory.description.contains("NQUEENS_DATA_DIR"))
    }

    @Test func createsMissingDirectoriesForTheUserOnly() throws {
        let temporary = try TemporaryDirectory()
        let directory = try DataDirectory(
            environment: ["XDG_DATA_HOME": temporary.appending("share").path], platform: .linux)
        try directory.create()
        for path in [temporary.appending("share").path, directory.url.path] {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == 0o700, "\(path)")
        }
        try directory.create()
    }

    @Test func aFileInTheWayIsAnUnwritableDirectory() throws {
        let temporary = try TemporaryDirectory()
        let file = temporary.appending("file")
        try Data("x".utf8).write(to: file)
        let inside = DataDirectory(url: file.appendingPathComponent("nqueens"))
        #expect {
            try inside.create()
        } throws: { error in
            guard case .unwritableDataDirectory(let path, let reason) = error as? StoreError else { return false }
            return path == inside.url.path && reason.contains(file.path)
        }
        let itself = DataDirectory(url: file)
        #expect(throws: StoreError.unwritableDataDirectory(path: file.path, reason: "it exists and is not a directory"))
        {
            try itself.create()
        }
    }
}
