// The C API of GTK 4 and libadwaita (Debian's libadwaita-1-dev), plus a few helpers for what Swift cannot
// call directly: GObject's cast and type macros, and variadic functions (each helper passes one fixed
// property).
#ifndef NQUEENS_CADWAITA_SHIM_H
#define NQUEENS_CADWAITA_SHIM_H

#include <adwaita.h>
#include <glib-unix.h>
#include <gtk/gtk.h>
#include <unistd.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

// MARK: libdispatch's main queue, as Foundation's RunLoop drains it on Linux

/// The file descriptor (an eventfd on Linux) that becomes readable when work is queued on the main queue.
extern int _dispatch_get_main_queue_handle_4CF(void);
/// Runs the work queued on the main queue; call it on the main thread.
extern void _dispatch_main_queue_callback_4CF(void *message);

// MARK: GObject

/// The object's reference count (for tests of ownership).
static inline guint nq_object_ref_count(gpointer object) {
    return g_atomic_int_get((gint *)&G_OBJECT(object)->ref_count);
}

/// The name of the object's type, such as "GtkButton".
static inline const char *nq_object_type_name(gpointer object) {
    return G_OBJECT_TYPE_NAME(object);
}

/// A plain GObject (no properties, no display needed), for tests of ownership.
static inline gpointer nq_object_new_plain(void) {
    return g_object_new(G_TYPE_OBJECT, NULL);
}

// MARK: Accessibility (gtk_accessible_update_* are variadic)

static inline void nq_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void nq_accessible_set_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

static inline void nq_accessible_set_pressed(GtkAccessible *accessible, gboolean pressed) {
    gtk_accessible_update_state(
        accessible, GTK_ACCESSIBLE_STATE_PRESSED,
        pressed ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

static inline void nq_accessible_set_invalid(GtkAccessible *accessible, gboolean invalid) {
    gtk_accessible_update_state(
        accessible, GTK_ACCESSIBLE_STATE_INVALID, invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE,
        -1);
}

/// Forgets the widgets that label the accessible (a row's title), so that its own label is the whole of its name.
static inline void nq_accessible_reset_labelled_by(GtkAccessible *accessible) {
    gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/// NULL when the accessible's label is `label`, else a message saying what it is (free it with g_free).
static inline char *nq_accessible_check_label(GtkAccessible *accessible, const char *label) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}

/// NULL when the accessible's pressed state is `pressed`, else a message saying what it is.
static inline char *nq_accessible_check_pressed(GtkAccessible *accessible, gboolean pressed) {
    return gtk_test_accessible_check_state(
        accessible, GTK_ACCESSIBLE_STATE_PRESSED,
        pressed ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE);
}

// MARK: Widgets with construct-only properties (g_object_new is variadic)

/// A drawing area with the given accessible role (a board square: a toggle button in a grid).
static inline GtkWidget *nq_drawing_area_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

/// A widget of `type` (a GtkWidget subclass) with the given accessible role.
static inline gpointer nq_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return g_object_new(type, "accessible-role", role, NULL);
}

/// A grid with the given accessible role.
static inline GtkWidget *nq_grid_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_GRID, "accessible-role", role, NULL));
}

/// Sets a boolean property of `object` (g_object_set is variadic).
static inline void nq_object_set_boolean(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

/// Reads a boolean property of `object` (g_object_get is variadic).
static inline gboolean nq_object_get_boolean(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

/// Sets a string property of `object`.
static inline void nq_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/// A string property's value, newly allocated (free it with g_free), or NULL.
static inline char *nq_object_get_string(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

/// Reads an integer property of `object`.
static inline gint nq_object_get_int(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

// MARK: Tests and benchmarks

/// The X11 window id of a realized window, or 0 (not realized, or not on X11).
static inline unsigned long nq_window_xid(GtkWindow *window) {
#ifdef GDK_WINDOWING_X11
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface != NULL && GDK_IS_X11_SURFACE(surface)) return (unsigned long)gdk_x11_surface_get_xid(surface);
#endif
    return 0;
}

/// The text this process put on the clipboard (NULL when none); free it with g_free.
static inline char *nq_clipboard_local_text(GdkClipboard *clipboard) {
    GdkContentProvider *provider = gdk_clipboard_get_content(clipboard);
    if (provider == NULL) return NULL;
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_STRING);
    char *text = NULL;
    if (gdk_content_provider_get_value(provider, &value, NULL)) text = g_value_dup_string(&value);
    g_value_unset(&value);
    return text;
}

// MARK: Main loop

/// Reads the 8-byte counter of an eventfd (clearing it); returns whether a value was read.
static inline gboolean nq_eventfd_drain(int fd) {
    guint64 value = 0;
    return read(fd, &value, sizeof value) == (ssize_t)sizeof value;
}

#endif
