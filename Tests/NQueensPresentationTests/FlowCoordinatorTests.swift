import NQueensPresentation
import Testing

@MainActor
@Suite("FlowCoordinator")
struct FlowCoordinatorTests {
    private enum Screen: Hashable {
        case first, second, third
    }

    private enum Sheet: Hashable {
        case settings, info
    }

    @Test("Push, pop and pop to root move through the stack; pop at the root does nothing")
    func stack() {
        let flow = FlowCoordinator<Screen, Sheet>()
        #expect(flow.path.isEmpty)
        #expect(flow.top == nil)
        flow.push(.first)
        flow.push(.second)
        flow.push(.third)
        #expect(flow.path == [.first, .second, .third])
        #expect(flow.top == .third)
        #expect(flow.pop() == .third)
        #expect(flow.top == .second)
        flow.popToRoot()
        #expect(flow.path.isEmpty)
        #expect(flow.pop() == nil)
        flow.replacePath(with: [.second])
        #expect(flow.path == [.second])
    }

    @Test("Present replaces the sheet, dismiss closes it, reset clears everything")
    func sheets() {
        let flow = FlowCoordinator<Screen, Sheet>()
        flow.present(.settings)
        #expect(flow.sheet == .settings)
        flow.present(.info)
        #expect(flow.sheet == .info)
        flow.dismiss()
        #expect(flow.sheet == nil)
        flow.dismiss()
        flow.push(.first)
        flow.present(.settings)
        flow.reset()
        #expect(flow.path.isEmpty)
        #expect(flow.sheet == nil)
    }
}
