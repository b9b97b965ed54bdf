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
// This file: views, builders, modifiers, property wrappers and the environment.

@_exported import Foundation
@_exported import Observation

// MARK: - View, builders, modifiers
// swiftui/view, swiftui/viewbuilder, swiftui/viewmodifier, swiftui/modifiedcontent, swiftui/tupleview,
// swiftui/anyview, swiftui/emptyview, swiftui/group

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError()
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

nonisolated public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

nonisolated public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

nonisolated public struct Group<Content> {
    public init(@ViewBuilder content: () -> Content) where Content: View {}
}
extension Group: View where Content: View {
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

nonisolated public struct ModifiedContent<Content, Modifier> {
    public init(content: Content, modifier: Modifier) {}
}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - Property wrappers and the environment
// swiftui/state, swiftui/binding, swiftui/bindable, swiftui/environment, swiftui/environmentkey,
// swiftui/environmentvalues, swiftui/focusstate, swiftui/scaledmetric, swiftui/dynamicproperty

public protocol DynamicProperty {}

@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}
extension Binding: @unchecked Sendable where Value: Sendable {}

@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    fileprivate init(placeholder: Void) {}
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject { fatalError() }
}
extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) {}
    public init(_ wrappedValue: Value) {}
}

@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

nonisolated public struct EnvironmentValues {
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set {}
    }
    public var accessibilityReduceMotion: Bool { fatalError() }
    public var accessibilityDifferentiateWithoutColor: Bool { fatalError() }
    public var accessibilityVoiceOverEnabled: Bool { fatalError() }
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set {}
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set {}
    }
    public var dismiss: DismissAction { fatalError() }
}

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View
    { self }
}

@MainActor @preconcurrency public struct DismissAction {
    public func callAsFunction() {}
}

@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
    @frozen @propertyWrapper public struct Binding {
        fileprivate init(placeholder: Void) {}
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
    public init() where Value == Bool {}
}

@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
}

public enum ColorScheme: CaseIterable, Sendable, Hashable {
    case light
    case dark
}

public enum ScenePhase: Comparable, Sendable, Hashable {
    case background
    case inactive
    case active
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { fatalError() }
}
