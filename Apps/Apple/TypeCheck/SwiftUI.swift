// A declarations-only stand-in for the part of SwiftUI that the NQueens views and app use.
//
// It exists only so that Linux can type-check `Sources/NQueensSwiftUI` and `Apps/Apple/NQueens` (see
// `scripts/check-apple`): it is built on Linux, for that check, and never shipped or linked. Every body is
// `fatalError()` or returns `self`; what matters is the declarations. They follow Apple's documentation at
// https://developer.apple.com/documentation/ — the pages of each group are named above it, as `swiftui/<path>`.
// Where the documentation gives the newest SDK's form (`nonisolated` modifiers and view types, `@MainActor`
// actions, `@isolated(any) @Sendable` binding closures), this file keeps it, being the strictest; where it writes
// `@ContentBuilder`, this file writes `@ViewBuilder`, as the iOS 17 to 26 SDKs that build the app do (the two read
// alike at every call site here). Availability is declared as documented, though Linux does not enforce it.
//
// Grow it only as the views need: a declaration no view uses does not belong here.

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

// MARK: - Apps and scenes
// swiftui/app, swiftui/scene, swiftui/scenebuilder, swiftui/windowgroup, swiftui/window, swiftui/settings,
// swiftui/scene/defaultsize(width:height:)

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}
extension App {
    @MainActor @preconcurrency public static func main() {}
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        WindowGroup { EmptyView() }
    }
}

nonisolated public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

nonisolated public struct Window<Content: View>: Scene {
    nonisolated public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
    nonisolated public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

nonisolated public struct Settings<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension Scene {
    nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
}

// MARK: - Text
// swiftui/text, swiftui/localizedstringkey, swiftui/font, swiftui/font/textstyle, swiftui/font/weight,
// swiftui/font/monospaced(),
// swiftui/textalignment

nonisolated public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T>(_ value: T) {}
    }
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}
}

nonisolated public struct Text: View, Equatable, Sendable {
    public init<S: StringProtocol>(_ content: S) {}
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
    {}
    public var body: Never { fatalError() }

    public func font(_ font: Font?) -> Text { self }
    public func bold() -> Text { self }
    public func monospacedDigit() -> Text { self }
}

nonisolated public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
    }
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let caption2 = Font()

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font()
    }
    public func weight(_ weight: Font.Weight) -> Font { self }
    public func bold() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

extension View {
    nonisolated public func font(_ font: Font?) -> some View { self }
    nonisolated public func monospacedDigit() -> some View { self }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    nonisolated public func bold(_ isActive: Bool = true) -> some View { self }
}

// MARK: - Colours and styles
// swiftui/color, swiftui/color/init(_:red:green:blue:opacity:), swiftui/color/opacity(_:), swiftui/shapestyle,
// swiftui/view/foregroundstyle(_:), swiftui/view/tint(_:)-93mfq, swiftui/view/background(_:ignoressafeareaedges:),
// swiftui/view/background(_:in:fillstyle:), swiftui/view/background(alignment:content:), swiftui/view/overlay(alignment:content:),
// swiftui/view/preferredcolorscheme(_:)

public protocol ShapeStyle: Sendable {}

nonisolated public struct Color: View, ShapeStyle, Hashable {
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
    {}
    public var body: Never { fatalError() }
    public func opacity(_ opacity: Double) -> Color { self }
}

extension View {
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    nonisolated public func tint(_ tint: Color?) -> some View { self }
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    { self }
    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View { self }
    nonisolated public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { self }
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { self }
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}

// MARK: - Images and labels
// swiftui/image/init(systemname:), swiftui/label, swiftui/view/labelstyle(_:), swiftui/iconOnlyLabelStyle

nonisolated public struct Image: View, Hashable, Sendable {
    public init(systemName: String) {}
    public var body: Never { fatalError() }
}

nonisolated public struct Label<Title: View, Icon: View>: View {
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public var body: Never { fatalError() }
}
extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public protocol LabelStyle {}
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension View {
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
}

// MARK: - Buttons
// swiftui/button, swiftui/buttonrole, swiftui/view/buttonstyle(_:)-7qx1, swiftui/primitivebuttonstyle,
// swiftui/borderedbuttonstyle, swiftui/borderedprominentbuttonstyle, swiftui/plainbuttonstyle,
// swiftui/glassbuttonstyle, swiftui/glassprominentbuttonstyle, swiftui/view/controlsize(_:),
// swiftui/view/disabled(_:), swiftui/view/keyboardshortcut(_:modifiers:), swiftui/keyboardshortcut

nonisolated public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

nonisolated public struct Button<Label: View>: View {
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}
    public var body: Never { fatalError() }
}
extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
}
extension Button where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
    ) {}
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {}
}

public protocol PrimitiveButtonStyle {}
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
}
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
}
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}
@available(iOS 26.0, macOS 26.0, *)
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
}
@available(iOS 26.0, macOS 26.0, *)
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
@available(iOS 26.0, macOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
@available(iOS 26.0, macOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    @MainActor @preconcurrency public static var glassProminent: GlassProminentButtonStyle {
        GlassProminentButtonStyle()
    }
}

public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

nonisolated public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public init(_ character: Character) {}
    public init(extendedGraphemeClusterLiteral: Character) {}
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

nonisolated public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
}

nonisolated public struct KeyboardShortcut: Hashable, Sendable {
    public static let defaultAction = KeyboardShortcut()
}

extension View {
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View
    { self }
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}

// MARK: - Controls
// swiftui/toggle, swiftui/picker, swiftui/view/tag(_:includeoptional:), swiftui/menu, swiftui/stepper,
// swiftui/textfield, swiftui/view/textfieldstyle(_:), swiftui/roundedbordertextfieldstyle,
// swiftui/view/onsubmit(of:_:), swiftui/sharelink, swiftui/sharelink/init(item:subject:message:)-49l2l,
// swiftui/defaultsharelinklabel

nonisolated public struct Toggle<Label: View>: View {
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}
extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {}
    public var body: Never { fatalError() }
}
extension Picker where Label == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
}

extension View {
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self }
}

nonisolated public struct Menu<Label: View, Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

nonisolated public struct Stepper<Label: View>: View {
    nonisolated public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {}
    public var body: Never { fatalError() }
}
extension Stepper where Label == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
    nonisolated public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
}

nonisolated public struct TextField<Label: View>: View {
    public var body: Never { fatalError() }
}
extension TextField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

public protocol TextFieldStyle {}
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

nonisolated public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
}

extension View {
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
        -> some View
    { self }
}

public protocol Transferable {}
extension String: Transferable {}
extension Never: Transferable {}

nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>:
    View
where Data.Element: Transferable {
    public var body: Never { fatalError() }
}
extension ShareLink
where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) {}
}

nonisolated public struct DefaultShareLinkLabel: View {
    public var body: Never { fatalError() }
}

// MARK: - Layout containers
// swiftui/vstack, swiftui/hstack, swiftui/zstack, swiftui/lazyvstack, swiftui/scrollview,
// swiftui/view/defaultscrollanchor(_:), swiftui/spacer,
// swiftui/divider, swiftui/foreach, swiftui/geometryreader, swiftui/geometryproxy, swiftui/form,
// swiftui/section, swiftui/view/formstyle(_:), swiftui/groupedformstyle, swiftui/contentunavailableview,
// swiftui/anylayout, swiftui/vstacklayout, swiftui/hstacklayout, swiftui/layout, swiftui/alignment,
// swiftui/horizontalalignment, swiftui/verticalalignment, swiftui/axis

nonisolated public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

nonisolated public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

nonisolated public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
}

public enum Axis: Hashable, CaseIterable, Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Axis.Set(rawValue: 1)
        public static let vertical = Axis.Set(rawValue: 2)
    }
}

nonisolated public struct VStack<Content: View>: View {
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

nonisolated public struct HStack<Content: View>: View {
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

nonisolated public struct ZStack<Content: View>: View {
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

nonisolated public struct LazyVStack<Content: View>: View {
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

nonisolated public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

nonisolated public struct ScrollView<Content: View>: View {
    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

extension View {
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}

nonisolated public struct Spacer: View {
    nonisolated public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

nonisolated public struct Divider: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}
extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) { fatalError() }
}
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

nonisolated public struct GeometryProxy {
    public var size: CGSize { fatalError() }
}

nonisolated public struct GeometryReader<Content: View>: View {
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

nonisolated public struct Form<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

nonisolated public struct Section<Parent, Content, Footer> {
    public var body: Never { fatalError() }
}
extension Section: View where Parent: View, Content: View, Footer: View {
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {}
}
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

public protocol FormStyle {}
nonisolated public struct GroupedFormStyle: FormStyle {
    public init() {}
}
extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension View {
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    nonisolated public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {}
    public var body: Never { fatalError() }
}

public protocol Layout: Sendable {}

nonisolated public struct VStackLayout: Layout {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
}

nonisolated public struct HStackLayout: Layout {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {}
}

@frozen nonisolated public struct AnyLayout: Layout {
    public init<L: Layout>(_ layout: L) {}
}

extension Layout {
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        VStack { content() }
    }
}

// MARK: - Navigation, toolbars and presentations
// swiftui/navigationstack, swiftui/navigationstack/init(path:root:)-3bt4q, swiftui/navigationstack/init(root:),
// swiftui/navigationpath, swiftui/view/navigationdestination(for:destination:), swiftui/view/navigationtitle(_:),
// swiftui/view/toolbar(content:), swiftui/toolbaritem, swiftui/toolbaritemplacement, swiftui/toolbarcontent,
// swiftui/toolbarcontentbuilder, swiftui/view/sheet(item:ondismiss:content:),
// swiftui/view/sheet(ispresented:ondismiss:content:), swiftui/view/presentationdetents(_:),
// swiftui/presentationdetent, swiftui/view/presentationdragindicator(_:), swiftui/visibility,
// swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)

nonisolated public struct NavigationStack<Data, Root: View>: View {
    nonisolated public init(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    ) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {}
    public var body: Never { fatalError() }
}
extension NavigationStack where Data == NavigationPath {
    nonisolated public init(@ViewBuilder root: () -> Root) {}
}

nonisolated public struct NavigationPath: Equatable {
    public init() {}
}

@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
extension Never: ToolbarContent {}

@resultBuilder public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> some ToolbarContent {
        ToolbarItem(placement: .automatic) { EmptyView() }
    }
}

nonisolated public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
}

nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}
extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

nonisolated public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
}

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

extension View {
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
        -> some View
    { self }
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }
}

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

extension View {
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
