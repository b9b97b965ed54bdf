#!/usr/bin/env python3
"""NQueens' message tool: reads the Swift sources, collects the messages passed to tr/trn/trNoop into a gettext
template (.pot), and finds the user-facing literals that bypass the catalogue.

    swiftstrings.py pot OUTPUT ROOT...      write the template of the messages under ROOT (files or folders)
    swiftstrings.py coverage ROOT...        list the literals that read as English prose outside tr/trn/trNoop;
                                            exit 1 when there is one

What counts as prose: a literal with a word of two letters or more and a space, or one that starts with a capital
followed by small letters ("Play"). Not prose, whatever it says: literals inside precondition, assert, fatalError,
preconditionFailure, assertionFailure, #warning, and lines or regions marked as not shown to people:

    let key = "boardSize"                  // l10n: not shown (a settings key)
    // l10n: begin not shown (SQL)
    ...
    // l10n: end
    // l10n-file: not shown (JSON writer)  anywhere in a file: the whole file

The marker must say why, in parentheses. Run by scripts/update-translations and by the localization tests.
"""

import os
import re
import sys

CALLS = {"tr", "trn", "trNoop"}
PROGRAMMER_CALLS = {"precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError"}
MARKER = re.compile(r"//\s*l10n:\s*not shown\s*\(.+\)")
BEGIN = re.compile(r"//\s*l10n:\s*begin not shown\s*\(.+\)")
END = re.compile(r"//\s*l10n:\s*end\b")
FILE_MARKER = re.compile(r"//\s*l10n-file:\s*not shown\s*\(.+\)")
TRANSLATORS = re.compile(r"//\s*TRANSLATORS:\s*(.*)")


class SwiftError(Exception):
    pass


class Token:
    __slots__ = ("kind", "value", "line", "raw")

    def __init__(self, kind, value, line, raw=None):
        self.kind = kind      # "string", "ident", "punct", "interp" (a string with interpolation)
        self.value = value
        self.line = line
        self.raw = raw

    def __repr__(self):
        return f"{self.kind}:{self.value!r}@{self.line}"


ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


def lex(text, path):
    """Yields the tokens of Swift source `text` (strings decoded; comments and whitespace dropped)."""
    tokens = []
    i = 0
    line = 1
    n = len(text)
    # Stack of open interpolations: the number of open parentheses inside each.
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
            continue
        if c in " \t\r":
            i += 1
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            depth = 0
            while i < n:
                if text.startswith("/*", i):
                    depth += 1
                    i += 2
                elif text.startswith("*/", i):
                    depth -= 1
                    i += 2
                    if depth == 0:
                        break
                else:
                    if text[i] == "\n":
                        line += 1
                    i += 1
            continue
        if c == "#" and re.match(r'#+"', text[i:]):
            hashes = len(re.match(r"#+", text[i:]).group(0))
            i, line, tok = read_string(text, i + hashes, line, hashes, path)
            tokens.append(tok)
            continue
        if c == '"':
            i, line, tok = read_string(text, i, line, 0, path)
            tokens.append(tok)
            continue
        if c.isalpha() or c == "_" or c == "#" or c == "@":
            m = re.match(r"[#@]?[A-Za-z_][A-Za-z0-9_]*", text[i:])
            if m:
                tokens.append(Token("ident", m.group(0), line))
                i += len(m.group(0))
                continue
        tokens.append(Token("punct", c, line))
        i += 1
    return tokens


def read_string(text, i, line, hashes, path):
    """Reads a string literal whose opening quote is at `i`; returns (next index, line, token)."""
    start_line = line
    multi = text.startswith('"""', i)
    quote = '"""' if multi else '"'
    i += len(quote)
    closing = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    out = []
    interpolated = False
    n = len(text)
    while True:
        if i >= n:
            raise SwiftError(f"{path}:{start_line}: unterminated string")
        if text.startswith(closing, i):
            i += len(closing)
            break
        if text.startswith(escape, i):
            k = i + len(escape)
            e = text[k]
            if e == "(":
                interpolated = True
                # Skip the interpolated expression, strings inside it included.
                depth = 1
                k += 1
                while depth > 0:
                    if text[k] == "(":
                        depth += 1
                    elif text[k] == ")":
                        depth -= 1
                    elif text[k] == '"':
                        k, line, _ = read_string(text, k, line, 0, path)
                        continue
                    elif text[k] == "\n":
                        line += 1
                    k += 1
                out.append("\\(…)")
                i = k
                continue
            if e == "u" and text[k + 1] == "{":
                end = text.index("}", k)
                out.append(chr(int(text[k + 2:end], 16)))
                i = end + 1
                continue
            if e == "\n" and multi:
                line += 1
                i = k + 1
                continue
            out.append(ESCAPES.get(e, e))
            i = k + 1
            continue
        ch = text[i]
        if ch == "\n":
            if not multi:
                raise SwiftError(f"{path}:{start_line}: line break in a string")
            line += 1
        out.append(ch)
        i += 1
    value = "".join(out)
    if multi:
        value = dedent_multiline(value)
    kind = "interp" if interpolated else "string"
    return i, line, Token(kind, value, start_line)


def dedent_multiline(value):
    """A multi-line literal's value: the first line break dropped, the closing delimiter's indentation removed."""
    if value.startswith("\n"):
        value = value[1:]
    lines = value.split("\n")
    indent = lines[-1] if lines[-1].strip() == "" else ""
    lines = lines[:-1] if lines[-1].strip() == "" else lines
    return "\n".join(l[len(indent):] if l.startswith(indent) else l for l in lines)


def swift_files(roots):
    for root in roots:
        if os.path.isfile(root):
            yield root
            continue
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__Snapshots__")
            for name in sorted(filenames):
                if name.endswith(".swift"):
                    yield os.path.join(dirpath, name)


# MARK: - Calls

def find_calls(tokens, path):
    """The tr/trn/trNoop calls of a file: (kind, context, msgid, plural, line, token indices of their literals)."""
    calls = []
    used = set()
    for index, tok in enumerate(tokens):
        if tok.kind != "ident" or tok.value not in CALLS:
            continue
        if index + 1 >= len(tokens) or tokens[index + 1].value != "(":
            continue
        prev = tokens[index - 1] if index > 0 else None
        if prev is not None and (prev.value == "." or prev.value == "func"):
            continue
        k = index + 2
        context = None
        if tokens[k].kind == "ident" and tokens[k].value == "context" and tokens[k + 1].value == ":":
            k, context, lits = read_literal(tokens, k + 2, path, tok.line)
            if context is None:
                raise SwiftError(f"{path}:{tok.line}: {tok.value}(context:) takes a string literal")
            used.update(lits)
            k = expect_comma(tokens, k, path, tok.line)
        k, msgid, lits = read_literal(tokens, k, path, tok.line)
        if msgid is None:
            # A message chosen at run time (marked with trNoop where it was written).
            continue
        used.update(lits)
        plural = None
        if tok.value == "trn":
            k = expect_comma(tokens, k, path, tok.line)
            k, plural, lits = read_literal(tokens, k, path, tok.line)
            if plural is None:
                raise SwiftError(f"{path}:{tok.line}: trn takes two string literals")
            used.update(lits)
        calls.append((tok.value, context, msgid, plural, tok.line))
    return calls, used


def read_literal(tokens, k, path, line):
    """Reads a literal, or literals joined by +; returns (next index, value or None, literal token indices)."""
    if tokens[k].kind == "interp":
        raise SwiftError(f"{path}:{tokens[k].line}: a message has an interpolation; use %s or %d placeholders")
    if tokens[k].kind != "string":
        return k, None, []
    value = tokens[k].value
    indices = [k]
    k += 1
    while tokens[k].value == "+" and tokens[k + 1].kind in ("string", "interp"):
        if tokens[k + 1].kind == "interp":
            raise SwiftError(f"{path}:{tokens[k + 1].line}: a message has an interpolation; use placeholders")
        value += tokens[k + 1].value
        indices.append(k + 1)
        k += 2
    if tokens[k].value not in (",", ")"):
        # Not a whole literal argument (say, "a".uppercased()): a message chosen at run time.
        return k, None, []
    return k, value, indices


def expect_comma(tokens, k, path, line):
    if tokens[k].value != ",":
        raise SwiftError(f"{path}:{line}: expected another argument")
    return k + 1


# MARK: - The template

def po_quote(value):
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" not in escaped:
        return '"' + escaped + '"'
    parts = escaped.split("\n")
    lines = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
    return '""\n' + "\n".join('"' + l + '"' for l in lines)


PLACEHOLDER = re.compile(r"%(?:\d+\$)?[sd]")


CONTINUED = ("(", ",", "=", "?", ":", "{", "[")


def translator_comments(source_lines, line):
    """The `// TRANSLATORS:` note above the call on `line` (1-based), and the line its comment block ends on.

    The note may run on over further `//` lines, and stand above the statement the call is part of, a few lines up
    (`console.print(` then `trn(` on the next line).
    """
    k = line - 2
    hops = 0
    while k >= 0 and hops < 3 and not source_lines[k].strip().startswith("//") \
            and source_lines[k].rstrip().endswith(CONTINUED):
        k -= 1
        hops += 1
    end = k
    block = []
    while k >= 0 and source_lines[k].strip().startswith("//") and not source_lines[k].strip().startswith("///"):
        block.insert(0, source_lines[k].strip())
        k -= 1
    for index, comment in enumerate(block):
        if TRANSLATORS.search(comment):
            parts = []
            for text in block[index:]:
                if MARKER.search(text) or BEGIN.search(text) or END.search(text):
                    continue
                m = TRANSLATORS.search(text)
                parts.append(m.group(1).strip() if m else text[2:].strip())
            return [" ".join(p for p in parts if p)], end
    return [], end


def write_pot(output, roots, base):
    entries = {}
    order = []
    for path in swift_files(roots):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        tokens = lex(text, path)
        tokens.append(Token("punct", ")", 0))
        calls, _ = find_calls(tokens, path)
        source_lines = text.split("\n")
        rel = os.path.relpath(path, base)
        # A comment belongs to the first message after it: two messages on one line do not share it.
        used_comments = set()
        for kind, context, msgid, plural, line in calls:
            if msgid == "":
                raise SwiftError(f"{path}:{line}: an empty message")
            key = (context, msgid)
            if key not in entries:
                entries[key] = {"plural": plural, "refs": [], "notes": []}
                order.append(key)
            entry = entries[key]
            if entry["plural"] != plural and plural is not None and entry["plural"] is not None:
                raise SwiftError(f"{path}:{line}: '{msgid}' has two plurals")
            entry["plural"] = entry["plural"] or plural
            entry["refs"].append(f"{rel}:{line}")
            notes, block = translator_comments(source_lines, line)
            if notes and block not in used_comments:
                used_comments.add(block)
                for note in notes:
                    if note not in entry["notes"]:
                        entry["notes"].append(note)
    out = [
        "# The messages of NQueens, for translators: made by scripts/update-translations; do not edit.",
        "# This file is distributed under the same license as NQueens.",
        "#",
        "#, fuzzy",
        'msgid ""',
        'msgstr ""',
        '"Project-Id-Version: nqueens\\n"',
        '"Report-Msgid-Bugs-To: https://github.com/nqueens/nqueens/issues\\n"',
        '"Language: \\n"',
        '"MIME-Version: 1.0\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Content-Transfer-Encoding: 8bit\\n"',
        '"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"',
        "",
    ]
    for key in order:
        context, msgid = key
        entry = entries[key]
        for note in entry["notes"]:
            out.append("#. " + note)
        refs = entry["refs"]
        for start in range(0, len(refs), 3):
            out.append("#: " + " ".join(refs[start:start + 3]))
        if PLACEHOLDER.search(msgid) or (entry["plural"] and PLACEHOLDER.search(entry["plural"])) or "%%" in msgid:
            out.append("#, c-format")
        if context is not None:
            out.append("msgctxt " + po_quote(context))
        out.append("msgid " + po_quote(msgid))
        if entry["plural"] is not None:
            out.append("msgid_plural " + po_quote(entry["plural"]))
            out.append('msgstr[0] ""')
            out.append('msgstr[1] ""')
        else:
            out.append('msgstr ""')
        out.append("")
    with open(output, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    return len(order)


# MARK: - Coverage

PROSE_WORD = re.compile(r"[A-Za-z]{2,}")


def is_prose(value):
    if not PROSE_WORD.search(value):
        return False
    if re.match(r"^[A-Z][a-z]+", value):
        return True
    return " " in value.strip()


def coverage(roots):
    findings = []
    for path in swift_files(roots):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if FILE_MARKER.search(text):
            continue
        lines = text.split("\n")
        exempt_lines = set()
        inside = False
        for number, source in enumerate(lines, start=1):
            if BEGIN.search(source):
                inside = True
            if inside or MARKER.search(source):
                exempt_lines.add(number)
            if END.search(source):
                inside = False
        tokens = lex(text, path)
        tokens.append(Token("punct", ")", 0))
        _, used = find_calls(tokens, path)
        programmer = programmer_literals(tokens)
        for index, tok in enumerate(tokens):
            if tok.kind not in ("string", "interp") or index in used or index in programmer:
                continue
            if tok.line in exempt_lines or (tok.line + multiline_extent(tok)) in exempt_lines:
                continue
            if is_prose(tok.value):
                findings.append(f"{path}:{tok.line}: {tok.value[:70]!r}")
    return findings


def multiline_extent(tok):
    return tok.value.count("\n")


def programmer_literals(tokens):
    """Indices of the literals inside precondition/assert/fatalError… calls (messages for programmers)."""
    inside = set()
    for index, tok in enumerate(tokens):
        if tok.kind == "ident" and tok.value in PROGRAMMER_CALLS and index + 1 < len(tokens) and tokens[index + 1].value == "(":
            depth = 0
            k = index + 1
            while k < len(tokens):
                if tokens[k].value == "(":
                    depth += 1
                elif tokens[k].value == ")":
                    depth -= 1
                    if depth == 0:
                        break
                elif tokens[k].kind in ("string", "interp"):
                    inside.add(k)
                k += 1
    return inside


def main(argv):
    if len(argv) < 2 or argv[1] not in ("pot", "coverage"):
        sys.stderr.write(__doc__)
        return 64
    try:
        if argv[1] == "pot":
            count = write_pot(argv[2], argv[3:], os.getcwd())
            print(f"{count} messages in {argv[2]}")
            return 0
        findings = coverage(argv[2:])
    except SwiftError as error:
        sys.stderr.write(f"swiftstrings: {error}\n")
        return 65
    for finding in findings:
        print(finding)
    if findings:
        print(f"{len(findings)} user-facing literals bypass the catalogue: pass them through tr/trn, or mark them "
              "'// l10n: not shown (why)' when people never read them", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
