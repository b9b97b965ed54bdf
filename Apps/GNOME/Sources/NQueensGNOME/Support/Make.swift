import CAdwaita
import GObjectSwift

/// Builds the widgets the screens are made of, with their libadwaita style classes.
@MainActor
enum Make {
    // MARK: Containers

    /// A box laying its children out in a row (`horizontal`) or a column.
    static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, _ children: [Widget] = []) -> Widget {
        let box = Widget(sinking: gtk_box_new(orientation, spacing))
        for child in children { append(child, to: box) }
        return box
    }

    /// Appends `child` to the box `box`.
    static func append(_ child: Widget, to box: Widget) {
        gtk_box_append(box.ptr(), child.widget)
    }

    /// Removes `child` from the box `box`.
    static func remove(_ child: Widget, from box: Widget) {
        gtk_box_remove(box.ptr(), child.widget)
    }

    /// A clamp: its child no wider than `maximum` points, centred.
    static func clamp(_ child: Widget, maximum: Int32, threshold: Int32? = nil) -> Widget {
        let clamp = Widget(sinking: adw_clamp_new())
        adw_clamp_set_maximum_size(clamp.ptr(), maximum)
        adw_clamp_set_tightening_threshold(clamp.ptr(), threshold ?? maximum * 3 / 4)
        adw_clamp_set_child(clamp.ptr(), child.widget)
        return clamp
    }

    /// A scrolling view of `child`: vertically, and horizontally too when `horizontally` (a screen whose layout
    /// changes with the width must not make the window's minimum width its widest layout's).
    static func scrolled(_ child: Widget, horizontally: Bool = false) -> Widget {
        let scrolled = Widget(sinking: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(
            scrolled.ptr(), horizontally ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled.ptr(), child.widget)
        return scrolled.expand(horizontal: true, vertical: true)
    }

    /// A list of rows in a rounded box (libadwaita's boxed list).
    static func boxedList() -> Widget {
        let list = Widget(sinking: gtk_list_box_new())
        gtk_list_box_set_selection_mode(list.ptr(), GTK_SELECTION_NONE)
        return list.style("boxed-list")
    }

    /// A small modal window titled `title`, `width` points wide and not resizable, over `parent`.
    static func modalWindow(title: String, width: Int32, over parent: Widget?) -> Widget {
        let window = Widget(sinking: adw_window_new())
        gtk_window_set_title(window.ptr(), title)
        gtk_window_set_modal(window.ptr(), 1)
        gtk_window_set_default_size(window.ptr(), width, -1)
        gtk_window_set_resizable(window.ptr(), 0)
        standOver(parent, window)
        return window
    }

    /// Makes `dialog` stand over `parent` (`Widget.setTransientParent(_:)`), with Ctrl+W closing it and Ctrl+Q
    /// quitting the app from it, as they do from the main window: a modal window keeps every key from the main
    /// window, whose shortcuts those are.
    static func standOver(_ parent: Widget?, _ dialog: Widget) {
        dialog.setTransientParent(parent)
        addCloseShortcuts(to: dialog)
    }

    private static func addCloseShortcuts(to dialog: Widget) {
        dialog.onKeyPress(phase: GTK_PHASE_CAPTURE) { [weak dialog] key in
            guard let dialog, key.modifiers & GDK_CONTROL_MASK.rawValue != 0 else { return false }
            switch Int32(key.keyval) {
            case GDK_KEY_w, GDK_KEY_W:
                gtk_window_close(dialog.ptr())
                return true
            case GDK_KEY_q, GDK_KEY_Q:
                // The app's actions are reached through the main window the dialog stands over.
                guard let parent = gtk_window_get_transient_for(dialog.ptr()) else { return false }
                return gtk_widget_activate_action_variant(
                    UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkWidget.self), "app.quit", nil) != 0
            default:
                return false
            }
        }
    }

    // MARK: Text

    /// A label with `text` and style classes such as `title-1`, `dim-label`, `caption`.
    static func label(_ text: String = "", _ classes: String..., wraps: Bool = false, xalign: Float = 0.5) -> Widget {
        let label = Widget(sinking: gtk_label_new(text))
        for name in classes { gtk_widget_add_css_class(label.widget, name) }
        gtk_label_set_xalign(label.ptr(), xalign)
        if wraps {
            gtk_label_set_wrap(label.ptr(), 1)
            gtk_label_set_wrap_mode(label.ptr(), PANGO_WRAP_WORD_CHAR)
            gtk_label_set_justify(label.ptr(), xalign == 0.5 ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT)
        }
        return label
    }

    /// An inscription: text in a space sized by characters and lines rather than by the text.
    ///
    /// Changing its text redraws it without laying the window out again (a label's new text makes GTK measure
    /// every container up to the window). `minChars`…`natChars` wide, one line high, centred; text that does not
    /// fit ends with an ellipsis.
    static func inscription(_ classes: String..., minChars: UInt32, natChars: UInt32) -> Widget {
        let inscription = Widget(sinking: gtk_inscription_new(nil))
        for name in classes { gtk_widget_add_css_class(inscription.widget, name) }
        gtk_inscription_set_min_chars(inscription.ptr(), minChars)
        gtk_inscription_set_nat_chars(inscription.ptr(), natChars)
        gtk_inscription_set_min_lines(inscription.ptr(), 1)
        gtk_inscription_set_nat_lines(inscription.ptr(), 1)
        gtk_inscription_set_xalign(inscription.ptr(), 0.5)
        gtk_inscription_set_yalign(inscription.ptr(), 0.5)
        gtk_inscription_set_text_overflow(inscription.ptr(), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
        return inscription
    }

    /// Sets an inscription's text, and its accessible label to match (nothing when unchanged).
    static func setInscription(_ inscription: Widget, _ text: String) {
        let current = gtk_inscription_get_text(inscription.ptr()).map { String(cString: $0) }
        guard current != text else { return }
        gtk_inscription_set_text(inscription.ptr(), text)
        inscription.setAccessibleLabel(text)
    }

    /// The text of an inscription.
    static func inscriptionText(_ inscription: Widget) -> String {
        gtk_inscription_get_text(inscription.ptr()).map { String(cString: $0) } ?? ""
    }

    /// Sets a label's text (nothing when unchanged, so no relayout).
    static func setText(_ label: Widget, _ text: String) {
        let current = gtk_label_get_text(label.ptr()).map { String(cString: $0) }
        if current != text { gtk_label_set_text(label.ptr(), text) }
    }

    // MARK: Buttons

    /// The key of the GObject data that marks a button made by `button(_:_:)`.
    private static let wrapsBetweenWordsKey = "nqueens-wraps-between-words"  // l10n: not shown (a GObject data key)

    /// A button with a text label, which wraps between words (centred) rather than widen the window past its width
    /// when a language makes it long; it is never narrower than its longest word.
    ///
    /// Only a title with spaces wraps: Pango may break Japanese between any two characters, which would stack a
    /// short title such as "プレイ" one character a line in a narrow button.
    static func button(_ title: String, _ classes: String...) -> Widget {
        let button = Widget(sinking: gtk_button_new_with_mnemonic(title))
        for name in classes { gtk_widget_add_css_class(button.widget, name) }
        g_object_set_data(button.cast(GObject.self), wrapsBetweenWordsKey, UnsafeMutableRawPointer(bitPattern: 1))
        if let label = gtk_button_get_child(button.ptr()) {
            gtk_label_set_wrap(OpaquePointer(label), title.contains(" ") ? 1 : 0)
            gtk_label_set_wrap_mode(OpaquePointer(label), PANGO_WRAP_WORD)
            gtk_label_set_justify(OpaquePointer(label), GTK_JUSTIFY_CENTER)
        }
        return button
    }

    /// A button with a symbolic icon and a tooltip (which is also its accessible label).
    static func iconButton(_ icon: String, tooltip: String, _ classes: String...) -> Widget {
        let button = Widget(sinking: gtk_button_new_from_icon_name(icon))
        for name in classes { gtk_widget_add_css_class(button.widget, name) }
        button.tooltip(tooltip)
        button.setAccessibleLabel(tooltip)
        return button
    }

    /// A button with an icon and a label side by side.
    static func iconLabelButton(_ icon: String, _ title: String, _ classes: String...) -> Widget {
        let button = Widget(sinking: gtk_button_new())
        let content = adw_button_content_new()
        adw_button_content_set_icon_name(OpaquePointer(content), icon)
        adw_button_content_set_label(OpaquePointer(content), title)
        adw_button_content_set_use_underline(OpaquePointer(content), 1)
        gtk_button_set_child(button.ptr(), content)
        for name in classes { gtk_widget_add_css_class(button.widget, name) }
        return button
    }

    /// Sets a button's label (nothing when unchanged).
    static func setButtonLabel(_ button: Widget, _ text: String) {
        let current = gtk_button_get_label(button.ptr()).map { String(cString: $0) }
        guard current != text else { return }
        gtk_button_set_label(button.ptr(), text)
        // A button made by `button(_:_:)` wraps its label only when it has spaces.
        guard g_object_get_data(button.cast(GObject.self), wrapsBetweenWordsKey) != nil,
            let label = gtk_button_get_child(button.ptr())
        else { return }
        gtk_label_set_wrap(OpaquePointer(label), text.contains(" ") ? 1 : 0)
    }

    /// Sets the icon of a button made by `iconButton`.
    static func setIcon(_ button: Widget, _ icon: String) {
        let current = gtk_button_get_icon_name(button.ptr()).map { String(cString: $0) }
        if current != icon { gtk_button_set_icon_name(button.ptr(), icon) }
    }

    /// The action named `detailedName` (such as `win.undo`) runs when `button` is clicked.
    static func setAction(_ button: Widget, _ detailedName: String) {
        gtk_actionable_set_action_name(button.ptr(), detailedName)
    }

    // MARK: Rows

    /// A row of a boxed list: a title, an optional subtitle, activatable (with a chevron) or not.
    static func actionRow(title: String, subtitle: String? = nil, activatable: Bool = false) -> Widget {
        let row = Widget(sinking: adw_action_row_new())
        adw_preferences_row_set_title(row.ptr(), title)
        adw_preferences_row_set_use_markup(row.ptr(), 0)
        if let subtitle { adw_action_row_set_subtitle(row.ptr(), subtitle) }
        if activatable { addChevron(to: row) }
        return row
    }

    /// Makes `row` activatable, with a chevron at its end (after any suffix added before).
    static func addChevron(to row: Widget) {
        gtk_list_box_row_set_activatable(row.ptr(), 1)
        adw_action_row_add_suffix(row.ptr(), gtk_image_new_from_icon_name("go-next-symbolic"))
    }

    /// Sets the subtitle of an action row (nothing when unchanged).
    static func setSubtitle(_ row: Widget, _ text: String) {
        let current = adw_action_row_get_subtitle(row.ptr()).map { String(cString: $0) }
        if current != text { adw_action_row_set_subtitle(row.ptr(), text) }
    }

    /// Sets the title of a row (nothing when unchanged).
    static func setTitle(_ row: Widget, _ text: String) {
        let current = adw_preferences_row_get_title(row.ptr()).map { String(cString: $0) }
        if current != text { adw_preferences_row_set_title(row.ptr(), text) }
    }

    /// A switch at the end of an action row, toggled by activating the row too; calls `change` when the player
    /// flips it.
    static func switchRow(title: String, subtitle: String? = nil, _ change: @escaping @MainActor (Bool) -> Void)
        -> (row: Widget, toggle: Widget)
    {
        let row = actionRow(title: title, subtitle: subtitle)
        let toggle = Widget(sinking: gtk_switch_new())
        toggle.align(vertical: GTK_ALIGN_CENTER)
        adw_action_row_add_suffix(row.ptr(), toggle.widget)
        adw_action_row_set_activatable_widget(row.ptr(), toggle.widget)
        toggle.onChange(of: "active") { [weak toggle] in
            guard let toggle else { return }
            change(gtk_switch_get_active(toggle.ptr()) != 0)
        }
        return (row, toggle)
    }

    /// Sets a switch without telling its handler's caller anything new (the handler sees the same value).
    static func setSwitch(_ toggle: Widget, _ on: Bool) {
        if (gtk_switch_get_active(toggle.ptr()) != 0) != on { gtk_switch_set_active(toggle.ptr(), on ? 1 : 0) }
    }

    /// A combo row choosing one of `titles`; calls `choose` with the index the player picks.
    static func comboRow(title: String, titles: [String], _ choose: @escaping @MainActor (Int) -> Void) -> Widget {
        let row = Widget(sinking: adw_combo_row_new())
        adw_preferences_row_set_title(row.ptr(), title)
        let model = withCStringArray(titles) { gtk_string_list_new($0) }
        adw_combo_row_set_model(row.ptr(), model)
        g_object_unref(UnsafeMutableRawPointer(model))
        row.onChange(of: "selected") { [weak row] in
            guard let row else { return }
            choose(Int(adw_combo_row_get_selected(row.ptr())))
        }
        return row
    }

    /// Selects the item at `index` of a combo row (nothing when already selected).
    static func select(_ index: Int, in comboRow: Widget) {
        if Int(adw_combo_row_get_selected(comboRow.ptr())) != index {
            adw_combo_row_set_selected(comboRow.ptr(), guint(index))
        }
    }

    // MARK: Images

    /// An image of a named icon at `pixelSize`.
    static func icon(_ name: String, pixelSize: Int32) -> Widget {
        let image = Widget(sinking: gtk_image_new_from_icon_name(name))
        gtk_image_set_pixel_size(image.ptr(), pixelSize)
        return image
    }
}
