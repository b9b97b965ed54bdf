#!/usr/bin/env python3
"""Writes what NQueens builds from the .po files, so that the .po files stay the one source of truth.

    generate.py swift PO_DIR OUTPUT.swift     the catalogues compiled into NQueensLocalization (EmbeddedCatalogs)
    generate.py apple PO_DIR APP_DIR          APP_DIR/LL.lproj/Localizable.strings (+ .stringsdict) for the Apple
                                              app, from each .po's translated messages

Run by scripts/update-translations.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def linguas(po_dir):
    with open(os.path.join(po_dir, "LINGUAS"), encoding="utf-8") as f:
        return [w for line in f for w in line.split("#")[0].split()]


def swift(po_dir, output):
    languages = linguas(po_dir)
    out = [
        "// Made by scripts/update-translations from po/LINGUAS and po/*.po: do not edit.",
        "// l10n-file: not shown (the catalogues themselves)",
        "",
        "/// The catalogues NQueens ships, compiled in: the text of each `po/LL.po`, read on first use, so that a",
        "/// translation needs no installed file and no system locale.",
        "enum EmbeddedCatalogs {",
        "    /// The gettext names of the shipped languages, in the order of `po/LINGUAS`.",
        "    static let languages: [String] = [" + ", ".join(f'"{code}"' for code in languages) + "]",
        "",
        "    /// The `.po` text of the language named `code`, or `nil` when none is shipped.",
        "    static func po(for code: String) -> String? {",
        "        switch code {",
    ]
    for code in languages:
        out.append(f'        case "{code}": {swift_name(code)}')
    out += ["        default: nil", "        }", "    }", "}", ""]
    for code in languages:
        with open(os.path.join(po_dir, code + ".po"), encoding="utf-8") as f:
            text = f.read()
        hashes = "#"
        while ('"""' + hashes) in text:
            hashes += "#"
        out.append(f"/// `po/{code}.po`.")
        out.append(f"private let {swift_name(code)} = {hashes}\"\"\"")
        # Indented as the lint wants: Swift removes the closing delimiter's indentation from every line.
        out.extend(("    " + line) if line else "" for line in text.rstrip("\n").split("\n"))
        out.append(f"    \"\"\"{hashes}")
        out.append("")
    with open(output, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def swift_name(code):
    """`de` → `catalogDe`, `pt_BR` → `catalogPtBR` (lowerCamelCase, as the lint wants)."""
    parts = code.replace("@", "_").replace("-", "_").split("_")
    return "catalog" + parts[0].capitalize() + "".join(parts[1:])


def strings_quote(value):
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def apple(po_dir, app_dir):
    from poread import read_po
    for code in linguas(po_dir):
        entries = read_po(os.path.join(po_dir, code + ".po"))
        folder = os.path.join(app_dir, code.replace("_", "-") + ".lproj")
        os.makedirs(folder, exist_ok=True)
        singles = [
            "/* Made by scripts/update-translations from po/%s.po: do not edit. */" % code,
            "/* The app speaks through NQueensLocalization's compiled-in catalogues; these files declare the",
            "   language to the system (Settings → NQueens → Language) and carry the same translations. */",
            "",
        ]
        plurals = []
        for entry in entries:
            if entry["msgid"] == "" or entry["fuzzy"] or not all(entry["msgstr"]):
                continue
            key = entry["msgid"] if entry["msgctxt"] is None else entry["msgctxt"] + "\u0004" + entry["msgid"]
            if entry["msgid_plural"] is None:
                singles.append(f"{strings_quote(key)} = {strings_quote(entry['msgstr'][0])};")
            else:
                plurals.append((key, entry["msgstr"]))
        with open(os.path.join(folder, "Localizable.strings"), "w", encoding="utf-8") as f:
            f.write("\n".join(singles) + "\n")
        with open(os.path.join(folder, "Localizable.stringsdict"), "w", encoding="utf-8") as f:
            f.write(stringsdict(plurals, code))


CLDR_CATEGORIES = {
    # The CLDR categories of each gettext form, in gettext's order, per language.
    "de": ["one", "other"], "es": ["one", "other"], "fr": ["one", "other"], "ja": ["other"],
}


def stringsdict(plurals, code):
    from xml.sax.saxutils import escape
    categories = CLDR_CATEGORIES.get(code.split("_")[0], ["one", "other"])
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
        "<!-- Made by scripts/update-translations from po/%s.po: do not edit. -->" % code,
        '<plist version="1.0">',
        "<dict>",
    ]
    for key, forms in plurals:
        lines += [
            f"  <key>{escape(key)}</key>",
            "  <dict>",
            "    <key>NSStringLocalizedFormatKey</key>",
            "    <string>%#@count@</string>",
            "    <key>count</key>",
            "    <dict>",
            "      <key>NSStringFormatSpecTypeKey</key>",
            "      <string>NSStringPluralRuleType</string>",
            "      <key>NSStringFormatValueTypeKey</key>",
            "      <string>d</string>",
        ]
        for category, form in zip(categories, forms):
            lines += [f"      <key>{category}</key>", f"      <string>{escape(form)}</string>"]
        lines += ["    </dict>", "  </dict>"]
    lines += ["</dict>", "</plist>", ""]
    return "\n".join(lines)


def main(argv):
    if len(argv) != 4 or argv[1] not in ("swift", "apple"):
        sys.stderr.write(__doc__)
        return 64
    if argv[1] == "swift":
        swift(argv[2], argv[3])
    else:
        apple(argv[2], argv[3])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
