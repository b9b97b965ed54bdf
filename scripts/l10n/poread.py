"""A small reader of gettext .po files for NQueens' scripts: entries with msgctxt, msgid, msgid_plural, msgstr
forms, flags and fuzziness (obsolete #~ entries skipped)."""

import re


def unquote(s):
    s = s.strip()
    assert s.startswith('"') and s.endswith('"'), s
    body = s[1:-1]
    out = []
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            e = body[i + 1]
            out.append({"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}.get(e, e))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def read_po(path):
    entries = []
    current = None
    field = None

    def new():
        return {"msgctxt": None, "msgid": None, "msgid_plural": None, "msgstr": [], "flags": [], "fuzzy": False,
                "comments": []}

    def finish():
        nonlocal current, field
        if current is not None and current["msgid"] is not None:
            entries.append(current)
        current = None
        field = None

    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            stripped = line.strip()
            if stripped.startswith("#~"):
                continue
            if not stripped:
                finish()
                continue
            if stripped.startswith("#"):
                if current is not None and current["msgstr"]:
                    finish()
                if current is None:
                    current = new()
                if stripped.startswith("#,"):
                    flags = [x.strip() for x in stripped[2:].split(",")]
                    current["flags"] += flags
                    current["fuzzy"] = current["fuzzy"] or "fuzzy" in flags
                else:
                    current["comments"].append(stripped)
                continue
            if stripped.startswith('"'):
                value = unquote(stripped)
                if field == "msgstr":
                    current["msgstr"][-1] += value
                else:
                    current[field] += value
                continue
            m = re.match(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(.*)$", stripped)
            if not m:
                raise ValueError(f"{path}: cannot read: {line}")
            keyword, index, rest = m.group(1), m.group(2), m.group(3)
            if keyword in ("msgctxt", "msgid") and current is not None and current["msgstr"]:
                finish()
            if current is None:
                current = new()
            if keyword.startswith("msgstr"):
                current["msgstr"].append(unquote(rest))
                field = "msgstr"
            else:
                current[keyword] = unquote(rest)
                field = keyword
    finish()
    return entries
