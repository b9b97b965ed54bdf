/// A value put into a message's placeholder: text for `%s`, a whole number for `%d`.
public protocol MessageArgument: Sendable {
    /// The value as a message argument.
    var messageValue: MessageValue { get }
}

/// What a placeholder receives.
public enum MessageValue: Sendable, Hashable {
    /// Text, for `%s`.
    case text(String)
    /// A whole number, for `%d` (written in plain digits: group figures with the presentation's number formatting
    /// and pass them as text).
    case integer(Int)

    /// The value as it is written into the message.
    var written: String {
        switch self {
        case .text(let text): text
        case .integer(let value): String(value)
        }
    }
}

extension String: MessageArgument {
    /// The string, for `%s`.
    public var messageValue: MessageValue { .text(self) }
}

extension Substring: MessageArgument {
    /// The text, for `%s`.
    public var messageValue: MessageValue { .text(String(self)) }
}

extension Character: MessageArgument {
    /// The character, for `%s`.
    public var messageValue: MessageValue { .text(String(self)) }
}

extension Int: MessageArgument {
    /// The number, for `%d`.
    public var messageValue: MessageValue { .integer(self) }
}

/// The placeholders of gettext's `c-format` messages that NQueens uses: `%s` (text), `%d` (a whole number), each
/// optionally positional (`%2$s`, so that a translation may reorder them), and `%%` for a per cent sign.
public enum MessageFormat {
    /// A placeholder's kind.
    public enum Kind: Character, Sendable, Hashable {
        /// `%s`.
        case text = "s"
        /// `%d`.
        case integer = "d"
    }

    /// A placeholder found in a message.
    public struct Placeholder: Sendable, Hashable {
        /// The argument it takes: 1 for the first.
        public var position: Int
        /// Its kind.
        public var kind: Kind
    }

    /// The placeholders of `message` in order of appearance, or `nil` when the message mixes positional and plain
    /// placeholders or has a `%` that starts none.
    public static func placeholders(in message: String) -> [Placeholder]? {
        var found: [Placeholder] = []
        var positional: Bool?
        var next = 1
        var ok = true
        scan(message) { piece in
            switch piece {
            case .literal: break
            case .invalid: ok = false
            case .placeholder(let position, let kind):
                let isPositional = position != nil
                if positional == nil { positional = isPositional }
                if positional != isPositional { ok = false }
                found.append(Placeholder(position: position ?? next, kind: kind))
                next += 1
            }
        }
        return ok ? found : nil
    }

    /// `message` with its placeholders replaced by `arguments` (a placeholder without its argument is left as it is).
    public static func format(_ message: String, _ arguments: [MessageValue]) -> String {
        guard message.contains("%") else { return message }
        var result = ""
        var next = 0
        scan(message) { piece in
            switch piece {
            case .literal(let text): result += text
            case .invalid(let text): result += text
            case .placeholder(let position, let kind):
                let index = (position ?? (next + 1)) - 1
                next += 1
                if arguments.indices.contains(index) {
                    result += arguments[index].written
                } else {
                    result += "%" + (position.map { "\($0)$" } ?? "") + String(kind.rawValue)
                }
            }
        }
        return result
    }

    private enum Piece {
        case literal(Substring)
        case placeholder(position: Int?, kind: Kind)
        case invalid(Substring)
    }

    /// Calls `body` with each literal run and each placeholder of `message`, in order.
    private static func scan(_ message: String, _ body: (Piece) -> Void) {
        var index = message.startIndex
        var literalStart = index
        while let percent = message[index...].firstIndex(of: "%") {
            if literalStart < percent { body(.literal(message[literalStart..<percent])) }
            var cursor = message.index(after: percent)
            guard cursor < message.endIndex else {
                body(.invalid(message[percent...]))
                return
            }
            if message[cursor] == "%" {
                body(.literal("%"))
                index = message.index(after: cursor)
                literalStart = index
                continue
            }
            var digits = ""
            while cursor < message.endIndex, let digit = message[cursor].wholeNumberValue, message[cursor].isASCII {
                digits.append(String(digit))
                cursor = message.index(after: cursor)
            }
            var position: Int?
            if !digits.isEmpty {
                guard cursor < message.endIndex, message[cursor] == "$", let value = Int(digits), value > 0 else {
                    body(.invalid(message[percent..<cursor]))
                    index = cursor
                    literalStart = cursor
                    continue
                }
                position = value
                cursor = message.index(after: cursor)
            }
            guard cursor < message.endIndex, let kind = Kind(rawValue: message[cursor]) else {
                body(.invalid(message[percent..<cursor]))
                index = cursor
                literalStart = cursor
                continue
            }
            body(.placeholder(position: position, kind: kind))
            index = message.index(after: cursor)
            literalStart = index
        }
        if literalStart < message.endIndex { body(.literal(message[literalStart...])) }
    }
}
