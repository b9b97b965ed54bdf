import CAdwaita
import Foundation
import GObjectSwift

@testable import NQueensGNOME

/// Saves PNGs of windows as GTK draws them, into one folder per test run (`NQUEENS_GNOME_SHOTS`, else a
/// temporary folder whose path is printed).
@MainActor
enum Screenshots {
    /// The folder the PNGs go to.
    static let folder: URL = {
        let path =
            ProcessInfo.processInfo.environment["NQUEENS_GNOME_SHOTS"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("nqueens-gnome-shots-\(getpid())").path
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        print("screenshots: \(url.path)")
        return url
    }()

    /// Renders `window`'s content (header bar included) and saves it as `name`.png; returns the file.
    ///
    /// With `content` (a widget of the window, such as a scrolled page's whole content), saves that widget alone,
    /// all of it, on the window's background.
    @discardableResult
    static func save(_ window: Widget, content: Widget? = nil, as name: String) throws -> URL {
        let texture = try render(window, content: content, as: name)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let url = folder.appendingPathComponent("\(name).png")
        guard gdk_texture_save_to_png(texture, url.path) != 0 else { throw Failure(name: name, reason: "not written") }
        return url
    }

    /// `window`'s content as GTK draws it: its pixels, 4 bytes each (blue, green, red, alpha, premultiplied), row
    /// by row.
    static func pixels(of window: Widget, as name: String) throws -> Pixels {
        let texture = try render(window, as: name)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(width * 4))
        }
        return Pixels(width: width, height: height, bytes: bytes)
    }

    /// Renders `window`'s content to a texture the caller releases.
    private static func render(_ window: Widget, content widget: Widget? = nil, as name: String) throws
        -> OpaquePointer
    {
        let content = (widget ?? window).widget
        let width = Int32(gtk_widget_get_width(content))
        let height = Int32(gtk_widget_get_height(content))
        guard width > 0, height > 0 else { throw Failure(name: name, reason: "it has no size") }
        guard let renderer = gtk_native_get_renderer(window.ptr()) else {
            throw Failure(name: name, reason: "it has no renderer")
        }
        let paintable = gtk_widget_paintable_new(content)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        // libadwaita's window background first (the window draws it, not its content), then the content.
        let dark = adw_style_manager_get_dark(adw_style_manager_get_default()) != 0
        var background =
            dark
            ? GdkRGBA(red: 0.141, green: 0.141, blue: 0.141, alpha: 1)
            : GdkRGBA(red: 0.98, green: 0.98, blue: 0.98, alpha: 1)
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        gtk_snapshot_append_color(snapshot, &background, &bounds)
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw Failure(name: name, reason: "nothing drawn") }
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, nil) else {
            throw Failure(name: name, reason: "no texture")
        }
        return texture
    }

    /// An image's pixels, as `gdk_texture_download` gives them.
    struct Pixels {
        let width: Int
        let height: Int
        let bytes: [UInt8]

        /// The grey of the pixel at `x`, `y` (BT.709 luma, 0…255): the image with its colour taken away.
        func grey(x: Int, y: Int) -> Double {
            let index = (y * width + x) * 4
            let (blue, green, red) = (Double(bytes[index]), Double(bytes[index + 1]), Double(bytes[index + 2]))
            return 0.2126 * red + 0.7152 * green + 0.0722 * blue
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let name: String
        let reason: String
        var description: String { "could not save the screenshot \(name): \(reason)" }
    }
}
