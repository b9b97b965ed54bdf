import CAdwaita

/// A widget drawn by a Swift closure into a `GtkSnapshot`: with render nodes (colours, text, textures) rather
/// than one cairo picture.
///
/// GTK compares each frame's render nodes with the last frame's and repaints only the part of the window that
/// changed, and it paints colour, text and texture nodes faster than it replays cairo drawings; so a widget that
/// draws much and changes little (a board) should draw this way. It is a GObject type of its own
/// (`NQSnapshotArea`, a `GtkWidget` whose `snapshot` function calls the closure); it draws nothing until
/// `setSnapshot` is called, and again after each `queueDraw()`.
@MainActor
public final class SnapshotArea: Widget {
    /// A new area with the given accessible role.
    public init(role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_PRESENTATION) {
        let type = snapshotAreaType
        super.init(sinking: nq_widget_new_with_role(type, role))
    }

    /// Draws the area with `draw` (the snapshot, the width and the height) whenever GTK redraws it.
    public func setSnapshot(_ draw: @escaping @MainActor (Snapshot, Int, Int) -> Void) {
        let box = Unmanaged.passRetained(ClosureBox(draw)).toOpaque()
        g_object_set_qdata_full(cast(GObject.self), snapshotQuark, box, releaseDestroyBox)
    }
}

/// The `NQSnapshotArea` type, registered on first use.
private let snapshotAreaType: GType = {
    var info = GTypeInfo()
    info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
    info.class_init = { klass, _ in
        klass?.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot = snapshotThunk
    }
    info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
    return g_type_register_static(gtk_widget_get_type(), "NQSnapshotArea", &info, GTypeFlags(rawValue: 0))
}()

/// Where an area keeps its closure's box.
private let snapshotQuark: GQuark = g_quark_from_static_string("nq-snapshot-closure")

private let snapshotThunk: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
    widget, snapshot in
    guard let widget, let snapshot,
        let data = g_object_get_qdata(
            UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), snapshotQuark)
    else { return }
    let box = Unmanaged<ClosureBox<@MainActor (Snapshot, Int, Int) -> Void>>.fromOpaque(data).takeUnretainedValue()
    let width = Int(gtk_widget_get_width(widget))
    let height = Int(gtk_widget_get_height(widget))
    nonisolated(unsafe) let target = snapshot
    MainActor.assumeIsolated { box.closure(Snapshot(target), width, height) }
}

/// A `GtkSnapshot` being drawn into: render nodes appended at the current transform.
///
/// Valid only during the draw closure that received it.
@MainActor
public struct Snapshot {
    /// The `GtkSnapshot`.
    public let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Fills `rect` with `color`.
    public func appendColor(_ color: GdkRGBA, _ rect: graphene_rect_t) {
        var color = color
        var rect = rect
        gtk_snapshot_append_color(pointer, &color, &rect)
    }

    /// Draws `texture` scaled to `rect`.
    public func appendTexture(_ texture: OpaquePointer, _ rect: graphene_rect_t) {
        var rect = rect
        gtk_snapshot_append_texture(pointer, texture, &rect)
    }

    /// Draws the text of `layout` in `color`, its top-left corner at the origin.
    public func appendLayout(_ layout: OpaquePointer, _ color: GdkRGBA) {
        var color = color
        gtk_snapshot_append_layout(pointer, layout, &color)
    }

    /// Draws a border of `width` in `color` along the inside of `outline`.
    public func appendBorder(_ outline: GskRoundedRect, width: Float, color: GdkRGBA) {
        var outline = outline
        var widths = (width, width, width, width)
        var colors = (color, color, color, color)
        withUnsafePointer(to: &widths) { widths in
            withUnsafePointer(to: &colors) { colors in
                gtk_snapshot_append_border(
                    pointer, &outline, UnsafeRawPointer(widths).assumingMemoryBound(to: Float.self),
                    UnsafeRawPointer(colors).assumingMemoryBound(to: GdkRGBA.self))
            }
        }
    }

    /// Clips what is drawn until the matching `pop()` to `outline`.
    public func pushRoundedClip(_ outline: GskRoundedRect) {
        var outline = outline
        gtk_snapshot_push_rounded_clip(pointer, &outline)
    }

    /// Ends the latest `push…`.
    public func pop() {
        gtk_snapshot_pop(pointer)
    }

    /// Saves the transform, for `restore()`.
    public func save() {
        gtk_snapshot_save(pointer)
    }

    /// Restores the transform saved last.
    public func restore() {
        gtk_snapshot_restore(pointer)
    }

    /// Moves the origin to (`x`, `y`).
    public func translate(x: Double, y: Double) {
        var point = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_translate(pointer, &point)
    }

    /// Rotates by `degrees` clockwise around the origin.
    public func rotate(degrees: Double) {
        gtk_snapshot_rotate(pointer, Float(degrees))
    }

    /// Scales by `factor` around the origin.
    public func scale(_ factor: Double) {
        gtk_snapshot_scale(pointer, Float(factor), Float(factor))
    }
}

extension graphene_rect_t {
    /// The rectangle at (`x`, `y`) of `width` × `height`.
    public static func rect(x: Double, y: Double, width: Double, height: Double) -> graphene_rect_t {
        graphene_rect_t(
            origin: graphene_point_t(x: Float(x), y: Float(y)),
            size: graphene_size_t(width: Float(width), height: Float(height)))
    }
}

extension GskRoundedRect {
    /// `rect` with its corners rounded by `radius`, or only the corners in `corners` (top left, top right, bottom
    /// right, bottom left).
    public static func rounded(
        _ rect: graphene_rect_t, radius: Double, corners: (Bool, Bool, Bool, Bool) = (true, true, true, true)
    ) -> GskRoundedRect {
        let size = graphene_size_t(width: Float(radius), height: Float(radius))
        let none = graphene_size_t(width: 0, height: 0)
        return GskRoundedRect(
            bounds: rect,
            corner: (corners.0 ? size : none, corners.1 ? size : none, corners.2 ? size : none, corners.3 ? size : none)
        )
    }
}
