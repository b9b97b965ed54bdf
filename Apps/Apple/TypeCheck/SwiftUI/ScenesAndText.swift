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
// This file: apps and scenes, text, colours, images and labels.

import Foundation
import Observation

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
// swiftui/textalignment, swiftui/view/textselection(_:), swiftui/textselectability,
// swiftui/textselectability/enabled, swiftui/enabledtextselectability

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
    public init(verbatim content: String) {}
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

public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

nonisolated public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension View {
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    nonisolated public func font(_ font: Font?) -> some View { self }
    nonisolated public func monospacedDigit() -> some View { self }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    nonisolated public func bold(_ isActive: Bool = true) -> some View { self }
}

// MARK: - Colours and styles
// swiftui/color, swiftui/color/init(_:red:green:blue:opacity:), swiftui/color/opacity(_:), swiftui/color/clear,
// swiftui/shapestyle,
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
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
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
