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
// This file: buttons and controls.

import Foundation
import Observation

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
    @preconcurrency nonisolated public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
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
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
    ) {}
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
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

// swiftui/progressview, swiftui/progressview/init(value:total:)

nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError() }
}
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
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
