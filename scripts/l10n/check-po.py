#!/usr/bin/env python3
"""Checks a translation the way the tests do, for translators without a Swift build:

    check-po.py po/LL.po...

Fails (exit 1) when a translation's placeholders differ from its original's (%s text, %d a number, %2$s by
position; a plural form may leave out a number, or what one of the English forms leaves out), when a plural message has not as many forms as the file's
Plural-Forms says, or when an entry is empty or fuzzy. NQueensLocalizationTests checks the same in `swift test`.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from poread import read_po  # noqa: E402

PLACEHOLDER = re.compile(r"%(?:(\d+)\$)?([sd%])")


def slots(message):
    found = []
    position = 0
    for match in PLACEHOLDER.finditer(message):
        if match.group(2) == "%":
            continue
        position += 1
        found.append((int(match.group(1)) if match.group(1) else position, match.group(2)))
    return set(found)


def check(path):
    problems = []
    entries = read_po(path)
    header = next((e for e in entries if e["msgid"] == ""), None)
    forms = None
    if header and header["msgstr"]:
        match = re.search(r"nplurals\s*=\s*(\d+)", header["msgstr"][0])
        forms = int(match.group(1)) if match else None
    for entry in entries:
        if entry["msgid"] == "":
            continue
        name = f"{path}: '{entry['msgid'][:60]}'"
        if entry["fuzzy"]:
            problems.append(f"{name} is fuzzy")
        if not entry["msgstr"] or not all(entry["msgstr"]):
            problems.append(f"{name} is not translated")
            continue
        original = slots(entry["msgid"])
        if entry["msgid_plural"] is None:
            if slots(entry["msgstr"][0]) != original:
                problems.append(f"{name}: placeholders {sorted(slots(entry['msgstr'][0]))} differ from {sorted(original)}")
        else:
            wanted = original | slots(entry["msgid_plural"])
            in_both = original & slots(entry["msgid_plural"])
            if forms is not None and len(entry["msgstr"]) != forms:
                problems.append(f"{name} has {len(entry['msgstr'])} forms, the language has {forms}")
            for index, form in enumerate(entry["msgstr"]):
                got = slots(form)
                if not got <= wanted or any(kind != "d" and (p, kind) in in_both for p, kind in wanted - got):
                    problems.append(f"{name} form {index}: placeholders {sorted(got)} differ from {sorted(wanted)}")
    return problems


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 64
    problems = [p for path in argv[1:] for p in check(path)]
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problems", file=sys.stderr)
        return 1
    print("ok: " + ", ".join(argv[1:]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
