import CAdwaita
import GObjectSwift
import Testing

/// Records that something was released (a closure's captures, a finalized object).
@MainActor
final class ReleaseFlag {
    var isReleased = false
}

/// A value captured by a closure that sets its flag when the closure is freed.
final class Sentinel {
    private let onRelease: () -> Void

    init(_ onRelease: @escaping () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        onRelease()
    }
}

@Suite("References to GObjects")
@MainActor
struct OwnershipTests {
    @Test("A new floating object is sunk into the Swift value's one reference and finalized with it")
    func floatingSunk() {
        let finalized = ReleaseFlag()
        do {
            let pointer = gtk_adjustment_new(0, 0, 10, 1, 1, 0)
            #expect(g_object_is_floating(pointer) != 0)
            let object = Object(sinking: pointer!)
            #expect(g_object_is_floating(object.pointer) == 0)
            #expect(object.referenceCount == 1)
            object.onFinalize { finalized.isReleased = true }
        }
        #expect(finalized.isReleased)
    }

    @Test("An object owned elsewhere gains a reference and keeps its owner's")
    func sharedObject() {
        let owner = Object(taking: nq_object_new_plain()!)
        #expect(owner.referenceCount == 1)
        let finalized = ReleaseFlag()
        do {
            let second = Object(sinking: owner.pointer)
            #expect(second.referenceCount == 2)
            owner.onFinalize { finalized.isReleased = true }
        }
        #expect(owner.referenceCount == 1)
        #expect(!finalized.isReleased)
    }

    @Test("Taking an owned reference adds none, and a reference handed over to C is the caller's own")
    func takingAndTransfer() {
        let finalized = ReleaseFlag()
        do {
            let object = Object(taking: nq_object_new_plain()!)
            #expect(object.referenceCount == 1)
            let handedOver: UnsafeMutablePointer<GObject> = object.retainedForTransfer()
            #expect(object.referenceCount == 2)
            g_object_unref(handedOver)
            #expect(object.referenceCount == 1)
            object.onFinalize { finalized.isReleased = true }
        }
        #expect(finalized.isReleased)
    }

    @Test("A window is finalized once it is destroyed and its Swift value released: no leak, no over-release")
    func windowLifecycle() throws {
        try Display.require()
        let finalized = ReleaseFlag()
        do {
            let window = Widget(sinking: gtk_window_new()!)
            // GTK's toplevel list holds one reference, the Swift value the other.
            #expect(window.referenceCount == 2)
            let child = Widget(sinking: gtk_button_new_with_label("OK")!)
            gtk_window_set_child(window.ptr(), child.widget)
            #expect(child.referenceCount == 2)
            window.onFinalize { finalized.isReleased = true }
            gtk_window_destroy(window.ptr())
            #expect(!finalized.isReleased)
            #expect(window.referenceCount == 1)
        }
        #expect(finalized.isReleased)
    }
}
