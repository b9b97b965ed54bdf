import CAdwaita

/// A named action (`GSimpleAction`) that runs a closure: menu items, buttons and shortcuts refer to it by name.
@MainActor
public final class Action: Object {
    /// The action's name, without its group prefix (`undo`, not `win.undo`).
    public let name: String

    /// Creates an action that runs `activate` and adds it to `map` (a window or the application).
    public init(_ name: String, in map: Object, _ activate: @escaping @MainActor () -> Void) {
        self.name = name
        super.init(taking: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
        connectWithArgument("activate", { _ in activate() })
        g_action_map_add_action(map.opaque, opaque)
    }

    /// Whether the action can run now (menu items and buttons follow it).
    public var isEnabled: Bool {
        get { g_action_get_enabled(opaque) != 0 }
        set { if isEnabled != newValue { g_simple_action_set_enabled(opaque, newValue ? 1 : 0) } }
    }
}

// MARK: - C strings

/// Calls `body` with `strings` as a NULL-terminated C array of C strings (GTK's `const char * const *`).
public func withCStringArray<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    let copies = strings.map { strdup($0) }
    defer {
        for copy in copies { free(copy) }
    }
    var array: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } }
    array.append(nil)
    return array.withUnsafeMutableBufferPointer { buffer in
        body(buffer.baseAddress!)
    }
}

/// Sets the keyboard shortcuts of the action `detailedName` (such as `win.undo`) on `application`.
@MainActor
public func setAccelerators(_ accelerators: [String], for detailedName: String, on application: Object) {
    withCStringArray(accelerators) { array in
        gtk_application_set_accels_for_action(application.cast(), detailedName, array)
    }
}

// MARK: - Actions with a state

/// An action with an on/off state: a check item in a menu (`g_simple_action_new_stateful` with a boolean).
@MainActor
public final class ToggleAction: Object {
    /// Creates a toggle named `name` in `map`; activating it calls `change` with the state asked for.
    public init(_ name: String, in map: Object, _ change: @escaping @MainActor (Bool) -> Void) {
        super.init(taking: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, nil, g_variant_new_boolean(0))))
        connectWithArgument(
            "activate",
            { [weak self] _ in
                guard let self else { return }
                change(!self.isOn)
            })
        g_action_map_add_action(map.opaque, opaque)
    }

    /// The state shown (set it from the model; the menu follows).
    public var isOn: Bool {
        get {
            guard let state = g_action_get_state(opaque) else { return false }
            defer { g_variant_unref(state) }
            return g_variant_get_boolean(state) != 0
        }
        set {
            if isOn != newValue { g_simple_action_set_state(opaque, g_variant_new_boolean(newValue ? 1 : 0)) }
        }
    }
}

/// An action whose state is one string among several: radio items in a menu, each with its target.
@MainActor
public final class ChoiceAction: Object {
    /// Creates a choice named `name` in `map`; choosing an item calls `choose` with its target.
    public init(_ name: String, in map: Object, initial: String, _ choose: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        super.init(
            taking: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, type, g_variant_new_string(initial))))
        connectWithArgument(
            "activate",
            { parameter in
                guard let parameter else { return }
                choose(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
            })
        g_action_map_add_action(map.opaque, opaque)
    }

    /// The chosen item's target (set it from the model; the menu follows).
    public var value: String {
        get {
            guard let state = g_action_get_state(opaque) else { return "" }
            defer { g_variant_unref(state) }
            return String(cString: g_variant_get_string(state, nil))
        }
        set {
            if value != newValue { g_simple_action_set_state(opaque, g_variant_new_string(newValue)) }
        }
    }
}
