/// The pseudo-language of the layout tests: every message accented, about 40 % longer and bracketed, its
/// placeholders kept, so that a screen that clips, overflows or shows an untranslated string is seen at once.
///
/// `Pseudo.transform("Play %s")` is `[Pláý %s ~~~]`. Chosen with `NQUEENS_PSEUDO_LOCALE=1`; never offered to players.
public enum Pseudo {
    private static let accents: [Character: Character] = [
        "a": "á", "e": "é", "i": "í", "o": "ö", "u": "ü", "y": "ý", "c": "ç", "n": "ñ", "A": "Å", "E": "É",
        "I": "Î", "O": "Ø", "U": "Û", "Y": "Ý", "C": "Ç", "N": "Ñ", "s": "š", "S": "Š", "z": "ž", "Z": "Ž",
    ]

    /// `message` accented, lengthened by 40 % (at least one character) and bracketed; placeholders stay as they are.
    public static func transform(_ message: String) -> String {
        guard !message.isEmpty else { return message }
        var result = ""
        var inPlaceholder = false
        for character in message {
            if inPlaceholder {
                result.append(character)
                if character.isLetter || character == "%" { inPlaceholder = false }
                continue
            }
            if character == "%" {
                inPlaceholder = true
                result.append(character)
                continue
            }
            result.append(accents[character] ?? character)
        }
        let padding = max(1, (message.count * 2 + 4) / 5)
        return "[" + result + " " + String(repeating: "~", count: padding) + "]"
    }
}
