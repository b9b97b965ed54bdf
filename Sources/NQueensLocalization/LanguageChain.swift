/// The languages a player asks for through the environment, most wanted first, as gettext reads them.
///
/// `LANGUAGE` (a colon-separated list) comes first, then the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set.
/// Each name loses its codeset and modifier (`de_DE.UTF-8@euro` is `de_DE`) and is followed by its bare language
/// (`pt_BR` → `pt`). Unlike glibc, `LANGUAGE` counts under the `C` locale too: a fresh machine has only `C.UTF-8`,
/// and a player who sets `LANGUAGE=fr` there means French. `C` and `POSIX` in the locale variables mean English.
public enum LanguageChain {
    /// The language names `environment` asks for, in order, without repeats; empty for English.
    public static func requested(by environment: [String: String]) -> [String] {
        var names: [String] = []
        func add(_ raw: Substring) {
            guard let name = normalized(raw) else { return }
            for candidate in [name, String(name.prefix { $0 != "_" })] where !names.contains(candidate) {
                names.append(candidate)
            }
        }
        if let list = environment["LANGUAGE"], !list.isEmpty {
            for part in list.split(separator: ":") { add(part) }
        }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            add(Substring(value))
            break
        }
        return names
    }

    /// `de_DE.UTF-8@euro` → `de_DE`; `nil` for `C`, `POSIX` and names that are not language names.
    static func normalized(_ raw: Substring) -> String? {
        let name = raw.prefix { $0 != "." && $0 != "@" }
        guard name != "C", name != "POSIX", let first = name.first, first.isLetter, first.isASCII else { return nil }
        guard name.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" || $0 == "-" }) else {
            return nil
        }
        return String(name).replacingHyphens()
    }
}

extension String {
    /// The name with `-` written as `_` (`pt-BR` → `pt_BR`, as Apple names languages).
    fileprivate func replacingHyphens() -> String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}
