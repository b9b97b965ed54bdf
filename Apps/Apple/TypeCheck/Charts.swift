// A declarations-only stand-in for the part of Swift Charts that the NQueens views use (see the SwiftUI stand-in's
// first file for what these stand-ins are, and `scripts/check-apple`). It follows Apple's documentation: charts/chart,
// charts/chartcontent, charts/chartcontentbuilder, charts/plottable, charts/plottablevalue, charts/pointmark,
// charts/linemark, charts/chartsymbolshape, charts/basicchartsymbolshape, charts/interpolationmethod,
// charts/axiscontent, charts/axismark, charts/axismarks, charts/axisvalue, charts/axisgridline,
// charts/axisvaluelabel, charts/scaledomain and the chart view modifiers (charts/chart/chartxscale(domain:type:),
// chartyscale, chartxaxis(content:), chartyaxis, chartlegend(_:)). Grow it only as the views need.

@_exported import SwiftUI

// MARK: - Chart content

@MainActor @preconcurrency public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ChartContent {}

nonisolated public struct BuiltChartContent: ChartContent {
    public var body: Never { fatalError() }
}

@resultBuilder public struct ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> some ChartContent {
        BuiltChartContent()
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError() }
}

extension ForEach where Content: ChartContent {
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) { fatalError() }
}

nonisolated public struct Chart<Content: ChartContent>: View {
    nonisolated public init(@ChartContentBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: - Values and marks

public protocol Plottable {}
extension Double: Plottable {}
extension Date: Plottable {}
extension String: Plottable {}
extension Int: Plottable {}

nonisolated public struct PlottableValue<Value: Plottable> {
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { fatalError() }
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { fatalError() }
}

nonisolated public struct PointMark: ChartContent {
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    public var body: Never { fatalError() }
}

nonisolated public struct LineMark: ChartContent {
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    public var body: Never { fatalError() }
}

public protocol ChartSymbolShape: Shape {}

nonisolated public struct BasicChartSymbolShape: ChartSymbolShape {
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    public var body: Never { fatalError() }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { fatalError() }
    public static var square: BasicChartSymbolShape { fatalError() }
    public static var triangle: BasicChartSymbolShape { fatalError() }
    public static var diamond: BasicChartSymbolShape { fatalError() }
}

nonisolated public struct InterpolationMethod: Sendable {
    public static var linear: InterpolationMethod { fatalError() }
    public static var stepEnd: InterpolationMethod { fatalError() }
}

extension ChartContent {
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { self }
    nonisolated public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent { self }
    nonisolated public func symbolSize(_ size: CGFloat) -> some ChartContent { self }
    nonisolated public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { self }
    nonisolated public func lineStyle(_ style: StrokeStyle) -> some ChartContent { self }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}

// MARK: - Axes and scales

@MainActor @preconcurrency public protocol AxisContent {}
@MainActor @preconcurrency public protocol AxisMark {}

@resultBuilder public struct AxisContentBuilder {
    public static func buildBlock<C: AxisContent>(_ content: C) -> C { content }
}

nonisolated public struct BuiltAxisMark: AxisMark {}

@resultBuilder public struct AxisMarkBuilder {
    public static func buildBlock<C: AxisMark>(_ content: C) -> C { content }
    public static func buildBlock<each C: AxisMark>(_ content: repeat each C) -> some AxisMark { BuiltAxisMark() }
}

nonisolated public struct AxisValue {
    public var index: Int { fatalError() }
    public var count: Int { fatalError() }
}

nonisolated public struct AxisMarks<Content: AxisMark>: AxisContent {
    nonisolated public init<Value: Plottable>(
        values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {}
}

nonisolated public struct AxisGridLine: AxisMark {
    nonisolated public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

nonisolated public struct AxisTick: AxisMark {
    nonisolated public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

nonisolated public struct AxisValueLabel<Content: View>: AxisMark {
    nonisolated public init(centered: Bool? = nil, @ViewBuilder content: () -> Content) {}
}

public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}

nonisolated public struct ScaleType: Sendable {
    public static var linear: ScaleType { fatalError() }
}

extension View {
    nonisolated public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        self
    }
    nonisolated public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        self
    }
    nonisolated public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
        -> some View
    { self }
    nonisolated public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
        -> some View
    { self }
    nonisolated public func chartLegend(_ visibility: Visibility) -> some View { self }
}
