/// A gettext plural rule: the expression of a catalogue's `Plural-Forms` header, which picks a message's form for a
/// count.
///
/// The expression is a C expression over `n`: integer literals, `n`, parentheses, `!`, the arithmetic `*`, `/`, `%`,
/// `+`, `-`, the comparisons, `&&`, `||` and the conditional `?:`, as gettext evaluates them (`unsigned long`
/// arithmetic). `PluralRule("nplurals=2; plural=(n > 1);")` is French's.
public struct PluralRule: Sendable, Hashable {
    /// How many forms each message has.
    public let formCount: Int
    private let expression: Expression

    /// English's rule (and the rule of every message that no catalogue translates): one form for 1, another for the
    /// rest.
    public static let english = PluralRule(formCount: 2, expression: .binary(.notEqual, .n, .literal(1)))

    private init(formCount: Int, expression: Expression) {
        self.formCount = formCount
        self.expression = expression
    }

    /// Parses a `Plural-Forms` header value such as `nplurals=2; plural=(n != 1);`, or returns `nil` when it is not
    /// one.
    public init?(header: String) {
        var count: Int?
        var source: Substring?
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            switch pair[0].trimmingSpaces() {
            case "nplurals": count = Int(pair[1].trimmingSpaces())
            case "plural": source = pair[1]
            default: continue
            }
        }
        guard let count, (1...6).contains(count), let source else { return nil }
        var parser = Parser(text: Array(source.utf8))
        guard let expression = parser.parseExpression(), parser.atEnd else { return nil }
        self.init(formCount: count, expression: expression)
    }

    /// The index of the form that `count` takes: in `0..<formCount` (an out-of-range result picks the last form).
    public func formIndex(for count: Int) -> Int {
        let value = expression.evaluate(UInt64(truncatingIfNeeded: count.magnitude))
        return value < UInt64(formCount) ? Int(value) : formCount - 1
    }
}

// MARK: - The expression

extension PluralRule {
    fileprivate indirect enum Expression: Sendable, Hashable {
        case n
        case literal(UInt64)
        case not(Expression)
        case binary(Operator, Expression, Expression)
        case conditional(Expression, Expression, Expression)

        func evaluate(_ n: UInt64) -> UInt64 {
            switch self {
            case .n: return n
            case .literal(let value): return value
            case .not(let operand): return operand.evaluate(n) == 0 ? 1 : 0
            case .conditional(let condition, let then, let otherwise):
                return condition.evaluate(n) != 0 ? then.evaluate(n) : otherwise.evaluate(n)
            case .binary(let op, let lhs, let rhs):
                let left = lhs.evaluate(n)
                // `&&` and `||` do not evaluate their right side when the left decides.
                switch op {
                case .and: return left != 0 && rhs.evaluate(n) != 0 ? 1 : 0
                case .or: return left != 0 || rhs.evaluate(n) != 0 ? 1 : 0
                default: return op.apply(left, rhs.evaluate(n))
                }
            }
        }
    }

    fileprivate enum Operator: Sendable, Hashable {
        case multiply, divide, remainder, add, subtract
        case less, lessOrEqual, greater, greaterOrEqual, equal, notEqual, and, or

        /// Binding strength, as in C: higher binds tighter.
        var precedence: Int {
            switch self {
            case .multiply, .divide, .remainder: 6
            case .add, .subtract: 5
            case .less, .lessOrEqual, .greater, .greaterOrEqual: 4
            case .equal, .notEqual: 3
            case .and: 2
            case .or: 1
            }
        }

        func apply(_ left: UInt64, _ right: UInt64) -> UInt64 {
            switch self {
            case .multiply: left &* right
            case .divide: right == 0 ? 0 : left / right
            case .remainder: right == 0 ? 0 : left % right
            case .add: left &+ right
            case .subtract: left &- right
            case .less: left < right ? 1 : 0
            case .lessOrEqual: left <= right ? 1 : 0
            case .greater: left > right ? 1 : 0
            case .greaterOrEqual: left >= right ? 1 : 0
            case .equal: left == right ? 1 : 0
            case .notEqual: left != right ? 1 : 0
            case .and: left != 0 && right != 0 ? 1 : 0
            case .or: left != 0 || right != 0 ? 1 : 0
            }
        }
    }
}

// MARK: - Parsing

extension PluralRule {
    /// A precedence-climbing parser over the expression's bytes.
    private struct Parser {
        let text: [UInt8]
        var position = 0

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return position == text.count
            }
        }

        mutating func parseExpression() -> Expression? {
            guard let condition = parseBinary(minimum: 1) else { return nil }
            guard consume("?") else { return condition }
            guard let then = parseExpression(), consume(":"), let otherwise = parseExpression() else { return nil }
            return .conditional(condition, then, otherwise)
        }

        private mutating func parseBinary(minimum: Int) -> Expression? {
            guard var left = parseUnary() else { return nil }
            while let op = peekOperator(), op.precedence >= minimum {
                advance(over: op)
                guard let right = parseBinary(minimum: op.precedence + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        private mutating func parseUnary() -> Expression? {
            skipSpaces()
            guard position < text.count else { return nil }
            switch text[position] {
            case UInt8(ascii: "!"):
                position += 1
                return parseUnary().map { .not($0) }
            case UInt8(ascii: "("):
                position += 1
                guard let inner = parseExpression(), consume(")") else { return nil }
                return inner
            case UInt8(ascii: "n"):
                position += 1
                return .n
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var value: UInt64 = 0
                while position < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[position]) {
                    value = value &* 10 &+ UInt64(text[position] - UInt8(ascii: "0"))
                    position += 1
                }
                return .literal(value)
            default:
                return nil
            }
        }

        private static let operators: [(String, Operator)] = [
            ("<=", .lessOrEqual), (">=", .greaterOrEqual), ("==", .equal), ("!=", .notEqual), ("&&", .and),
            ("||", .or), ("*", .multiply), ("/", .divide), ("%", .remainder), ("+", .add), ("-", .subtract),
            ("<", .less), (">", .greater),
        ]

        private mutating func peekOperator() -> Operator? {
            skipSpaces()
            for (token, op) in Self.operators where matches(token) { return op }
            return nil
        }

        private mutating func advance(over op: Operator) {
            for (token, candidate) in Self.operators where candidate == op && matches(token) {
                position += token.utf8.count
                return
            }
        }

        private func matches(_ token: String) -> Bool {
            let bytes = Array(token.utf8)
            guard position + bytes.count <= text.count else { return false }
            return Array(text[position..<(position + bytes.count)]) == bytes
        }

        private mutating func consume(_ token: String) -> Bool {
            skipSpaces()
            guard matches(token) else { return false }
            position += token.utf8.count
            return true
        }

        private mutating func skipSpaces() {
            while position < text.count, text[position] == 0x20 || text[position] == 0x09 || text[position] == 0x0A {
                position += 1
            }
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> Substring {
        var result = self
        while let first = result.first, first.isWhitespace { result.removeFirst() }
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
