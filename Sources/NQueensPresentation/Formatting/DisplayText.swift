import Foundation
import NQueensEngine
import NQueensLocalization
import NQueensServices

/// How figures are written on every screen, so that all front ends show them alike, in the player's language and
/// locale (`Localization.locale`: "14.772.512" in German).
public enum DisplayText {
    /// A board size as `8×8`.
    public static func boardSize(_ size: Int) -> String {
        "\(size)×\(size)"
    }

    /// A playing time in whole seconds (rounded down): `0:41`, `12:05`, or `1:02:03` from an hour on.
    ///
    /// Negative durations read as `0:00`.
    public static func time(_ duration: Duration) -> String {
        let totalSeconds = max(0, duration.components.seconds)
        let hours = totalSeconds / 3_600
        let minutes = totalSeconds / 60 % 60
        let seconds = totalSeconds % 60
        if hours > 0 {
            return "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))"
        }
        return "\(minutes):\(twoDigits(seconds))"
    }

    /// A share of 1 as a whole percentage, rounded to the nearest, in the player's locale: `0.8` is `80%` in
    /// English, `80 %` in German and French.
    public static func percent(_ fraction: Double) -> String {
        let whole = fraction.isFinite ? Int((min(max(fraction, 0), 1) * 100).rounded()) : 0
        return whole.formatted(IntegerFormatStyle<Int>.Percent(locale: Localization.locale))
    }

    /// A whole number with its digits grouped as the player's locale groups them: `14,772,512` in English,
    /// `14.772.512` in German, `14 772 512` in French.
    public static func number<Value: BinaryInteger>(_ value: Value) -> String {
        value.formatted(IntegerFormatStyle<Value>(locale: Localization.locale))
    }

    /// A regions game's name: "Regions daily 2 Dec 2026" for the regions daily, else "Regions R8M-EJFG8YJ9J".
    public static func regionsGame(dailyDate: CalendarDay?, puzzleID: String?) -> String {
        // TRANSLATORS: a regions game's name; %s is the date of its daily: Regions daily 2 Dec 2026.
        if let dailyDate { return tr("Regions daily %s", shortDate(dailyDate)) }
        // TRANSLATORS: a regions game's name; %s is its puzzle's ID: Regions R8M-EJFG8YJ9J.
        return tr("Regions %s", puzzleID ?? "")
    }

    /// A daily streak as `🔥 3`.
    public static func streak(_ days: Int) -> String {
        "🔥 \(number(days))"
    }

    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

// MARK: - Lists

extension DisplayText {
    /// The parts of a phrase a screen reader says, one after the other: "e4, queen, in conflict".
    public static func phrase(_ parts: [String]) -> String {
        // TRANSLATORS: what separates the parts of a phrase read out, such as "e4, queen, in conflict".
        parts.joined(separator: tr(context: "phrase separator", ", "))
    }

    /// A clause (an error's words) as a sentence of its own: a capital first letter and a full stop.
    public static func sentence(_ clause: String) -> String {
        guard let first = clause.first else { return clause }
        let body = first.uppercased() + clause.dropFirst()
        guard !".。!?！？".contains(where: { body.hasSuffix(String($0)) }) else { return body }
        // TRANSLATORS: ends a sentence made of an error's words ("The puzzle ID is empty; …."): "%s。" in Japanese.
        return tr(context: "sentence", "%s.", body)
    }

    /// Two sentences one after the other: "Place 5 queens. One solution fits the 3 given queens."
    public static func sentences(_ first: String, _ second: String) -> String {
        // TRANSLATORS: two sentences one after the other; "%1$s%2$s" in Japanese, which puts no space between them.
        tr(context: "two sentences", "%1$s %2$s", first, second)
    }

    /// Items listed in a sentence: "a", "a and b", "a, b and c".
    public static func list(_ items: [String]) -> String {
        guard var text = items.first else { return "" }
        guard items.count > 1 else { return text }
        for item in items.dropFirst().dropLast() {
            // TRANSLATORS: joins the items of a list but the last, such as "row 3, row 4" in "row 3, row 4 and row 5".
            text = tr(context: "list", "%1$s, %2$s", text, item)
        }
        // TRANSLATORS: joins the last item of a list, such as "rows 3 and 4" or "a, b and c".
        return tr(context: "list", "%1$s and %2$s", text, items[items.count - 1])
    }
}

// MARK: - Difficulties and hints

extension DisplayText {
    /// A difficulty as a label: `Easy`, `Medium`, `Hard`.
    public static func difficulty(_ difficulty: PuzzleDifficulty) -> String {
        switch difficulty {
        case .easy: tr(context: "difficulty", "Easy")
        case .medium: tr(context: "difficulty", "Medium")
        case .hard: tr(context: "difficulty", "Hard")
        }
    }

    /// A difficulty as a word within a sentence: `easy`, `medium`, `hard`.
    public static func difficultyInSentence(_ difficulty: PuzzleDifficulty) -> String {
        switch difficulty {
        // TRANSLATORS: a puzzle's difficulty within a sentence, such as "9 by 9, easy".
        case .easy: tr(context: "difficulty in a sentence", "easy")
        case .medium: tr(context: "difficulty in a sentence", "medium")
        case .hard: tr(context: "difficulty in a sentence", "hard")
        }
    }

    /// A number of hints for the share text: `no hints`, `1 hint`, `3 hints`.
    public static func hints(_ count: Int) -> String {
        // TRANSLATORS: in the share text, a game solved without any hint.
        count == 0 ? tr("no hints") : trn("%d hint", "%d hints", count: count)
    }
}

// MARK: - Spoken figures

extension DisplayText {
    /// A playing time in words for screen readers, whole seconds: `45 seconds`, `2 minutes 31 seconds`,
    /// `1 hour 2 minutes 3 seconds`; `0 seconds` for none.
    public static func spokenTime(_ duration: Duration) -> String {
        let totalSeconds = Int(max(0, duration.components.seconds))
        let hours = totalSeconds / 3_600
        let minutes = totalSeconds / 60 % 60
        let seconds = totalSeconds % 60
        var parts: [String] = []
        if hours > 0 { parts.append(trn("%d hour", "%d hours", count: hours)) }
        if minutes > 0 { parts.append(trn("%d minute", "%d minutes", count: minutes)) }
        if seconds > 0 || parts.isEmpty { parts.append(trn("%d second", "%d seconds", count: seconds)) }
        switch parts.count {
        case 3:
            // TRANSLATORS: a time read out: hours, minutes and seconds, such as "1 hour 2 minutes 3 seconds".
            return tr(context: "spoken time", "%1$s %2$s %3$s", parts[0], parts[1], parts[2])
        case 2:
            // TRANSLATORS: a time read out in two parts, such as "2 minutes 31 seconds" or "1 hour 5 seconds".
            return tr(context: "spoken time", "%1$s %2$s", parts[0], parts[1])
        default:
            return parts[0]
        }
    }
}

// MARK: - The album's list

extension DisplayText {
    /// What the album lists on a board with too many classes to draw.
    ///
    /// "13×13 has 9,233 classes: these are the 37 you found."
    public static func albumListNote(size: String, classes: String, found: Int) -> String {
        // TRANSLATORS: %1$s is a board size, %2$s its number of classes of solutions, %3$s how many the player
        // found: 13×13 has 9,233 classes: these are the 37 you found. The singular may leave %3$s out.
        trn(
            "%1$s has %2$s classes: this is the one you found.", "%1$s has %2$s classes: these are the %3$s you found.",
            count: found, size, classes, number(found))
    }
}
