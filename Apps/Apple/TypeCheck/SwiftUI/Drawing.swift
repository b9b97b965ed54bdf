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
// This file: shapes, drawing, layout modifiers and animation (interaction is in Interaction.swift).

import Foundation
import Observation

// MARK: - Shapes and drawing
// swiftui/shape, swiftui/insettableshape, swiftui/roundedrectangle, swiftui/roundedcornerstyle,
// swiftui/rectangle, swiftui/capsule, swiftui/shape/fill(_:style:), swiftui/insettableshape/strokeborder(_:linewidth:antialiased:),
// swiftui/insettableshape/strokeborder(_:style:antialiased:), swiftui/strokestyle, swiftui/fillstyle,
// swiftui/view/clipshape(_:style:), swiftui/view/contentshape(_:eofill:), swiftui/path, swiftui/path/init(_:),
// swiftui/path/move(to:), swiftui/path/addline(to:), swiftui/shape/stroke(_:style:), swiftui/angle,
// swiftui/canvas, swiftui/graphicscontext, swiftui/timelineview, swiftui/timelineschedule,
// swiftui/animationtimelineschedule

nonisolated public struct Path: Shape {
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ callback: (inout Path) -> ()) {}
    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
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
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { self }
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
