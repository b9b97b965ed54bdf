import CAdwaita
import Foundation
import GObjectSwift
import Testing

@Suite("Signals connected to closures")
@MainActor
struct SignalTests {
    @Test("A handler runs on each emission and its closure is freed when the object is finalized")
    func freedWithObject() {
        let released = ReleaseFlag()
        var emissions = 0
        do {
            let adjustment = Object(sinking: gtk_adjustment_new(0, 0, 10, 1, 1, 0)!)
            let sentinel = Sentinel { MainActor.assumeIsolated { released.isReleased = true } }
            adjustment.connect("value-changed") {
                _ = sentinel
                emissions += 1
            }
            gtk_adjustment_set_value(adjustment.ptr(), 3)
            gtk_adjustment_set_value(adjustment.ptr(), 4)
            #expect(emissions == 2)
            #expect(!released.isReleased)
        }
        #expect(released.isReleased)
    }

    @Test("Disconnecting frees the closure at once, and the handler no longer runs")
    func freedOnDisconnect() {
        let adjustment = Object(sinking: gtk_adjustment_new(0, 0, 10, 1, 1, 0)!)
        let released = ReleaseFlag()
        var emissions = 0
        let handler = adjustment.connect("value-changed") {
            [sentinel = Sentinel { MainActor.assumeIsolated { released.isReleased = true } }] in
            _ = sentinel
            emissions += 1
        }
        gtk_adjustment_set_value(adjustment.ptr(), 1)
        adjustment.disconnect(handler)
        #expect(released.isReleased)
        gtk_adjustment_set_value(adjustment.ptr(), 2)
        #expect(emissions == 1)
    }

    @Test("A property change reaches its notify handler")
    func notify() {
        let adjustment = Object(sinking: gtk_adjustment_new(0, 0, 10, 1, 1, 0)!)
        var changes = 0
        adjustment.onChange(of: "upper") { changes += 1 }
        gtk_adjustment_set_upper(adjustment.ptr(), 20)
        gtk_adjustment_set_value(adjustment.ptr(), 5)
        #expect(changes == 1)
    }

    @Test("Actions run their closure, and their state follows the model")
    func actions() {
        let group = Object(taking: g_simple_action_group_new()!)
        var runs = 0
        let action = Action("go", in: group) { runs += 1 }
        g_action_group_activate_action(group.ptr(), "go", nil)
        #expect(runs == 1)
        action.isEnabled = false
        g_action_group_activate_action(group.ptr(), "go", nil)
        #expect(runs == 1)
        var asked: [Bool] = []
        let toggle = ToggleAction("flag", in: group) { asked.append($0) }
        g_action_group_activate_action(group.ptr(), "flag", nil)
        #expect(asked == [true])
        toggle.isOn = true
        g_action_group_activate_action(group.ptr(), "flag", nil)
        #expect(asked == [true, false])
        var chosen: [String] = []
        let choice = ChoiceAction("style", in: group, initial: "a") { chosen.append($0) }
        g_action_group_activate_action(group.ptr(), "style", g_variant_new_string("b"))
        #expect(chosen == ["b"])
        choice.value = "b"
        #expect(choice.value == "b")
    }

    @Test("A one-shot idle callback runs when the loop runs, once, and is freed")
    func idle() {
        let released = ReleaseFlag()
        var runs = 0
        MainLoop.idle { [sentinel = Sentinel { MainActor.assumeIsolated { released.isReleased = true } }] in
            _ = sentinel
            runs += 1
        }
        let deadline = Date().addingTimeInterval(5)
        while runs == 0, Date() < deadline { MainLoop.iterate(blocking: false) }
        MainLoop.drainPending()
        #expect(runs == 1)
        #expect(released.isReleased)
    }
}
