import CAdwaita
import GNOMETestSupport
import GObjectSwift
import Testing

@Suite("Windows over a window")
@MainActor
struct TransientParentTests {
    @Test("A dialog held from Swift outlives its parent without GLib criticals: destroyed with it, the link cut")
    func dialogOutlivesParent() throws {
        try Display.require()
        let mark = GLibLog.mark
        let parentFinalized = ReleaseFlag()
        let dialogFinalized = ReleaseFlag()
        do {
            let dialog = Widget(sinking: adw_message_dialog_new(nil, "Victory!", "")!)
            do {
                let parent = Widget(sinking: gtk_window_new()!)
                parent.onFinalize { parentFinalized.isReleased = true }
                dialog.setTransientParent(parent)
                #expect(gtk_window_get_destroy_with_parent(dialog.ptr()) != 0)
                gtk_window_present(parent.ptr())
                gtk_window_present(dialog.ptr())
                // The app closes: its window goes, and the last Swift reference to it.
                gtk_window_destroy(parent.ptr())
            }
            #expect(parentFinalized.isReleased)
            #expect(gtk_window_get_transient_for(dialog.ptr()) == nil)
            // Destroyed with its parent, as GTK does for `destroy-with-parent`: off the toplevel list.
            #expect(dialog.referenceCount == 1)
            dialog.onFinalize { dialogFinalized.isReleased = true }
        }
        #expect(dialogFinalized.isReleased)
        #expect(GLibLog.messages(since: mark).map(\.description) == [])
    }

    @Test("A dialog closed before its parent leaves no handler on the parent")
    func parentOutlivesDialog() throws {
        try Display.require()
        let mark = GLibLog.mark
        let parent = Widget(sinking: gtk_window_new()!)
        let released = ReleaseFlag()
        do {
            let dialog = Widget(sinking: adw_window_new()!)
            dialog.setTransientParent(parent)
            #expect(gtk_window_get_transient_for(dialog.ptr()) == parent.cast(GtkWindow.self))
            dialog.onFinalize { released.isReleased = true }
            gtk_window_destroy(dialog.ptr())
        }
        #expect(released.isReleased)
        let destroySignal = g_signal_lookup("destroy", gtk_widget_get_type())
        let left = g_signal_handlers_disconnect_matched(
            parent.pointer, G_SIGNAL_MATCH_ID, destroySignal, 0, nil, nil, nil)
        #expect(left == 0)
        gtk_window_destroy(parent.ptr())
        #expect(GLibLog.messages(since: mark).map(\.description) == [])
    }
}
