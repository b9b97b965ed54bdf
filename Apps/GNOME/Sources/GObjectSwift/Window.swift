import CAdwaita

// MARK: - Dialogs over a window

/// Windows held from Swift that stand over another window (dialogs, Preferences, the shortcuts window).
///
/// GTK keeps a bare pointer to a window's transient parent, and relies on the window being finalized when it is
/// destroyed. When the parent is destroyed, GTK destroys a `destroy-with-parent` window with `gtk_window_destroy`
/// (as `AdwMessageDialog` is) and forgets nothing else; but a window that a Swift value still holds is not
/// finalized by `gtk_window_destroy`, so it keeps the pointer to its parent. When the Swift value lets go after
/// the parent is finalized, GTK's dispose disconnects its handlers from the dead parent: GLib logs
/// "g_signal_handlers_disconnect_matched: assertion 'G_TYPE_CHECK_INSTANCE (instance)' failed".
///
/// Ownership rule: a window held from Swift gets its parent through `setTransientParent(_:)` (never through a
/// constructor's `parent` argument or `gtk_window_set_transient_for` directly), which cuts the link the moment the
/// parent is destroyed, whoever holds the window then.
extension Widget {
    /// Makes this window stand over `parent` (or over nothing), cutting the link when `parent` is destroyed.
    ///
    /// When `parent` is destroyed first, this window is destroyed with it if it is `destroy-with-parent` (as GTK
    /// does), and in every case it forgets `parent` and stops listening to it.
    public func setTransientParent(_ parent: Widget?) {
        gtk_window_set_transient_for(cast(GtkWindow.self), parent?.cast(GtkWindow.self))
        guard let parent else { return }
        let parentHandle = parent.handle
        let handler = parent.connect("destroy") { [weak self] in
            guard let self else { return }
            let window = self.cast(GtkWindow.self)
            guard UnsafeMutableRawPointer(gtk_window_get_transient_for(window)) == parentHandle.pointer else { return }
            if gtk_window_get_destroy_with_parent(window) != 0 { gtk_window_destroy(window) }
            gtk_window_set_transient_for(window, nil)
        }
        // The handler goes with this window when the parent outlives it.
        onFinalize { [weak parent] in
            guard let parent, parent.isConnected(handler) else { return }
            parent.disconnect(handler)
        }
    }
}
