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
// This file: layout containers, navigation, toolbars and presentations.

import Foundation
import Observation

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
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
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

// swiftui/lazyvgrid, swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:), swiftui/griditem,
// swiftui/griditem/size

nonisolated public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

nonisolated public struct LazyVGrid<Content: View>: View {
    nonisolated public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
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
extension Section where Parent == EmptyView, Content: View, Footer: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
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
