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
// This file: accessibility, gestures, focus, keyboard and life cycle, sensory feedback, Liquid Glass, and UIKit.

import Foundation
import Observation

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
