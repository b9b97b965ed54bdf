import NQueensPresentation

/// The graphic state of the terminal as SGR sets it: a ``CellStyle`` reduced to what a ``ColorMode`` can show.
struct Pen: Equatable {
    /// A colour as the terminal is told it.
    enum Color: Equatable {
        case `default`
        case indexed(UInt8)
        case rgb(RGBColor)
    }

    var foreground: Color = .default
    var background: Color = .default
    var attributes: TextAttributes = []

    /// The terminal's state after `ESC [ 0 m`.
    static let reset = Pen()

    /// The attributes monochrome output keeps.
    static let monochromeAttributes: TextAttributes = [.bold, .dim, .underline, .reverse]

    /// `style` as the terminal will show it in `mode`.
    init(_ style: CellStyle, mode: ColorMode) {
        switch mode {
        case .monochrome:
            attributes = style.attributes.intersection(Self.monochromeAttributes)
        case .trueColor, .palette256, .palette16:
            foreground = Self.color(style.foreground, mode: mode)
            background = Self.color(style.background, mode: mode)
            attributes = style.attributes
        }
    }

    init() {}

    private static func color(_ color: TerminalColor, mode: ColorMode) -> Color {
        guard case .rgb(let rgb) = color else { return .default }
        switch mode {
        case .trueColor: return .rgb(rgb)
        case .palette256: return .indexed(ColorPalette.nearest256(to: rgb))
        case .palette16: return .indexed(ColorPalette.nearest16(to: rgb))
        case .monochrome: return .default
        }
    }

    // MARK: - SGR

    /// The SGR parameters that change the terminal from `self` to `target`: the shorter of changing only what
    /// differs and resetting then setting everything.
    func parameters(toReach target: Pen) -> [Int] {
        guard self != target else { return [] }
        let incremental = incrementalParameters(toReach: target)
        let fromReset = [0] + Pen.reset.incrementalParameters(toReach: target)
        return Self.length(of: fromReset) < Self.length(of: incremental) ? fromReset : incremental
    }

    private func incrementalParameters(toReach target: Pen) -> [Int] {
        var parameters: [Int] = []
        let removed = attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            parameters.append(22)  // Turns off both bold and dim; put back the one that stays.
            added.formUnion(target.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { parameters.append(23) }
        if removed.contains(.underline) { parameters.append(24) }
        if removed.contains(.reverse) { parameters.append(27) }
        let codes: [(TextAttributes, Int)] = [(.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7)]
        for (attribute, code) in codes where added.contains(attribute) { parameters.append(code) }
        if foreground != target.foreground { parameters += Self.parameters(target.foreground, isBackground: false) }
        if background != target.background { parameters += Self.parameters(target.background, isBackground: true) }
        return parameters
    }

    private static func parameters(_ color: Color, isBackground: Bool) -> [Int] {
        let base = isBackground ? 10 : 0
        switch color {
        case .default: return [39 + base]
        case .indexed(let index) where index < 8: return [30 + base + Int(index)]
        case .indexed(let index) where index < 16: return [90 + base + Int(index) - 8]
        case .indexed(let index): return [38 + base, 5, Int(index)]
        case .rgb(let rgb): return [38 + base, 2, Int(rgb.red), Int(rgb.green), Int(rgb.blue)]
        }
    }

    private static func length(of parameters: [Int]) -> Int {
        parameters.reduce(parameters.count) { $0 + String($1).utf8.count }
    }
}
