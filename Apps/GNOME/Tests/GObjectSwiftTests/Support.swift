import CAdwaita
import Foundation
import GNOMETestSupport

/// Where the package's executables are built: beside the test runner.
enum Products {
    static var directory: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }
}

/// The X display the widget tests need (`.ci/run` runs the tests under Xvfb).
@MainActor
enum Display {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String {
            "no X display: run the tests under Xvfb (xvfb-run -a swift test --package-path Apps/GNOME)"
        }
    }

    private static var initialized = false

    /// Initializes GTK once; throws when there is no display.
    static func require() throws {
        if initialized { return }
        try TestDisplay.prepare()
        guard gtk_init_check() != 0 else { throw Unavailable() }
        initialized = true
    }
}
