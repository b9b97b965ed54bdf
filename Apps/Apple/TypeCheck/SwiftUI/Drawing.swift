// A declarations-only stand-in for the part of SwiftUI that the NQueens views and app use.
//
// It exists only so that Linux can type-check `Sources/NQueensSwiftUI` and `Apps/Apple/NQueens` (see
// `scripts/check-apple`): it is built on Linux, for that check, and never shipped or linked. Every body is
// `fatalError()` or returns `self`; what matters is the declarations. They follow Apple's documentation at
// https://developer.apple.com/documentation/ — the pages of each group are named above it, as `swiftui/<path>`.
// Where the documentation gives the newest SDK's form (`nonisolated` modifiers and view types, `@MainActor`
// actions, `@isolated(any) @Sendable` binding closures), these files keep it, being the strictest; where it writes
// `@ContentBuilder`, these files write `@ViewBuilder`, as the iOS 17 to 26 SDKs that build the app do (the two read
// alike at every call site here). Availability is declared as documented, though Linux does not enforce it.
//
// Grow it only as the views need: a declaration no view uses does not belong here.
//
// This file: shapes, drawing, layout modifiers, animation, accessibility, focus, feedback and Liquid Glass.

import Foundation
import Observation

// MARK: - Shapes and drawing
// swiftui/shape, swiftui/insettableshape, swiftui/roundedrectangle, swiftui/roundedcornerstyle,
// swiftui/rectangle, swiftui/capsule, swiftui/shape/fill(_:style:), swiftui/insettableshape/strokeborder(_:linewidth:antialiased:),
// swiftui/insettableshape/strokeborder(_:style:antialiased:), swiftui/strokestyle, swiftui/fillstyle,
// swiftui/view/clipshape(_:style:), swiftui/view/contentshape(_:eofill:), swiftui/path, swiftui/angle,
// swiftui/canvas, swiftui/graphicscontext, swiftui/timelineview, swiftui/timelineschedule,
// swiftui/animationtimelineschedule

nonisolated public struct Path: Shape {
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(ellipseIn rect: CGRect) {}
    public func path(in rect: CGRect) -> Path { self }
    public var body: Never { fatalError() }
}

public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

public protocol InsettableShape: Shape {}

public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

nonisolated public struct RoundedRectangle: InsettableShape {
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    public var body: Never { fatalError() }
}

nonisolated public struct Rectangle: InsettableShape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    public var body: Never { fatalError() }
}

nonisolated public struct Circle: InsettableShape {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    public var body: Never { fatalError() }
}

nonisolated public struct Capsule: InsettableShape {
    nonisolated public init(style: RoundedCornerStyle = .continuous) {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    public var body: Never { fatalError() }
}

nonisolated public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

nonisolated public struct StrokeStyle: Hashable, Sendable {
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {}
}

public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

extension Shape {
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { self }
}

extension InsettableShape {
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View { self }
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> some View { self }
}

extension View {
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}

nonisolated public struct Angle: Hashable, Comparable, Sendable {
    public static func radians(_ radians: Double) -> Angle { Angle() }
    public static func < (lhs: Angle, rhs: Angle) -> Bool { false }
}

nonisolated public struct GraphicsContext {
    public struct Shading: Sendable {
        public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
    }
    public var opacity: Double
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {}
}

public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

nonisolated public struct Canvas<Symbols: View>: View {
    public var body: Never { fatalError() }
}
extension Canvas where Symbols == EmptyView {
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {}
}

public protocol TimelineSchedule {}

nonisolated public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
}

nonisolated public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {}

nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content> {
    public struct Context {
        public let date: Date
    }
}
extension TimelineView: View where Content: View {
    public var body: Never { fatalError() }
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
    {}
}
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

// MARK: - Layout modifiers
// swiftui/view/padding(_:_:), swiftui/view/padding(_:), swiftui/edge/set,
// swiftui/view/frame(width:height:alignment:),
// swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:),
// swiftui/view/aspectratio(_:contentmode:), swiftui/contentmode, swiftui/view/ignoressafearea(_:edges:),
// swiftui/safearearegions, swiftui/view/allowshittesting(_:)

public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Edge.Set(rawValue: 1)
        public static let leading = Edge.Set(rawValue: 2)
        public static let bottom = Edge.Set(rawValue: 4)
        public static let trailing = Edge.Set(rawValue: 8)
        public static let all = Edge.Set(rawValue: 15)
        public static let horizontal = Edge.Set(rawValue: 10)
        public static let vertical = Edge.Set(rawValue: 5)
    }
}

public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

nonisolated public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 7)
}

extension View {
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    nonisolated public func padding(_ length: CGFloat) -> some View { self }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { self }
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}

// MARK: - Animation
// swiftui/animation, swiftui/animation/spring(duration:bounce:blenduration:), swiftui/view/animation(_:value:),
// swiftui/anytransition, swiftui/anytransition/scale(scale:anchor:), swiftui/anytransition/opacity,
// swiftui/anytransition/combined(with:), swiftui/view/transition(_:), swiftui/contenttransition,
// swiftui/view/contenttransition(_:), swiftui/unitpoint

nonisolated public struct Animation: Equatable, Sendable {
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation
    {
        Animation()
    }
}

nonisolated public struct UnitPoint: Hashable, Sendable {
    public static let center = UnitPoint()
    public static let trailing = UnitPoint()
}

nonisolated public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

nonisolated public struct ContentTransition: Equatable, Sendable {
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}

extension View {
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    nonisolated public func transition(_ t: AnyTransition) -> some View { self }
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

// MARK: - Accessibility
// swiftui/view/accessibilitylabel(_:), swiftui/view/accessibilityvalue(_:), swiftui/view/accessibilityhint(_:),
// swiftui/view/accessibilityaddtraits(_:), swiftui/accessibilitytraits, swiftui/view/accessibilityelement(children:),
// swiftui/accessibilitychildbehavior, swiftui/view/accessibilityhidden(_:)

nonisolated public struct AccessibilityTraits: SetAlgebra, Sendable {
    public static let isButton = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits()
    public init() {}
    public typealias Element = AccessibilityTraits
    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        (false, self)
    }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { true }
}

nonisolated public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

nonisolated public struct AccessibilityActionKind: Equatable, Sendable {
    public static let `default` = AccessibilityActionKind()
    public static let escape = AccessibilityActionKind()
    public static let magicTap = AccessibilityActionKind()
    private init() {}
    public init(named name: Text) {}
}

extension View {
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View { self }
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> some View
    { self }
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }
}

// MARK: - Gestures
// swiftui/gesture, swiftui/draggesture, swiftui/draggesture/value, swiftui/longpressgesture,
// swiftui/gesture/onchanged(_:), swiftui/gesture/onended(_:), swiftui/view/gesture(_:including:),
// swiftui/view/simultaneousgesture(_:including:), swiftui/gesturemask, swiftui/coordinatespace

@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Self.Body { get }
}

public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

nonisolated public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
    }
    public var minimumDistance: CGFloat
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }
    public var body: Never { fatalError() }
}

nonisolated public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
    }
    public var body: Never { fatalError() }
}

extension Never: Gesture {
    public typealias Value = Never
}

nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var body: Never { fatalError() }
}

nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var body: Never { fatalError() }
}

extension Gesture {
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        fatalError()
    }
}

extension Gesture where Value: Equatable {
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        fatalError()
    }
}

nonisolated public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

extension View {
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> some View
    { self }
}

// MARK: - Focus, keyboard and life cycle
// swiftui/view/focusable(_:), swiftui/view/focused(_:), swiftui/view/focuseffectdisabled(_:),
// swiftui/view/onkeypress(phases:action:), swiftui/keypress, swiftui/keyequivalent, swiftui/eventmodifiers,
// swiftui/view/onappear(perform:), swiftui/view/ondisappear(perform:),
// swiftui/view/task(name:priority:file:line:_:), swiftui/view/onchange(of:initial:_:)

nonisolated public struct KeyPress: Sendable {
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all = Phases(rawValue: 7)
    }
    public enum Result: Hashable, Sendable {
        case handled, ignored
    }
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: KeyPress.Phases
}

extension View {
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
    nonisolated public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { self }
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { self }
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    { self }
}

// MARK: - Sensory feedback
// swiftui/sensoryfeedback, swiftui/sensoryfeedback/impact(weight:intensity:), swiftui/sensoryfeedback/weight,
// swiftui/view/sensoryfeedback(trigger:_:)

nonisolated public struct SensoryFeedback: Equatable, Sendable {
    public struct Weight: Equatable, Sendable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }
    public static let success = SensoryFeedback()
    public static let warning = SensoryFeedback()
    public static let error = SensoryFeedback()
    public static let selection = SensoryFeedback()
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback()
    }
}

extension View {
    nonisolated public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View { self }
}

// MARK: - Liquid Glass (iOS 26, macOS 26)
// swiftui/glass, swiftui/glass/regular, swiftui/glass/tint(_:), swiftui/glass/interactive(_:),
// swiftui/view/glasseffect(_:in:), swiftui/defaultglasseffectshape

@available(iOS 26.0, macOS 26.0, *)
nonisolated public struct Glass: Equatable, Sendable {
    public static var regular: Glass { Glass() }
    public func tint(_ color: Color?) -> Glass { self }
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

@available(iOS 26.0, macOS 26.0, *)
nonisolated public struct DefaultGlassEffectShape: Shape {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, *)
extension View {
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape())
        -> some View
    { self }
}

// MARK: - UIKit, as SwiftUI re-exports it on iOS
// uikit/uikeyboardtype, swiftui/view/keyboardtype(_:)

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

extension View {
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}
