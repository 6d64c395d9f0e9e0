#!/usr/bin/env python3
"""Compares vCards written by ContactStore's VCardWriter with their source, both parsed by an
independent library (Python vobject), field by field.

The CI entry point is the driver next to this file:

    scripts/check-vobject.sh [COUNT]

which generates corpora, runs them through `contacts-bench --roundtrip-write IN OUT`, and calls

    python3 scripts/check-vobject.py IN.vcf OUT.vcf

Two comparisons, per card:

1. Fields (cards matched by UID): N (family, given, additional, prefix, suffix), ORG
   (organization and department), TITLE, NICKNAME (first), EMAIL/TEL/URL values with their label
   TYPEs, ADR (street, city, region, code, country; box and extended address are part of the
   street), BDAY (as YYYY-MM-DD or --MM-DD) and NOTE, as vobject reads them. FN is not compared,
   nor NOTE, NICKNAME and TITLE of a 2.1 source (vobject cuts those at their first comma).
2. Properties (cards matched by position): EVERY property of the source, unknown and X- ones
   included, must be in the written card with the same group, name, value and parameters, and
   the written card may add only PRODID, FN, N and UID. Lines are unfolded and split by vobject's
   own line parser (getLogicalLines, parseLine); values are decoded with Python's quopri, codecs
   and base64, not with the writer's code. Normalised for the conversions the writer makes
   (docs/VCARD.md, "Writing cards back"): quoted-printable and CHARSET undone (CHARSET and
   ENCODING=QUOTED-PRINTABLE/8BIT/7BIT dropped), bare 2.1 parameters read as TYPE values, TYPE
   values compared as a set without case, text escapes and line breaks resolved, binary values
   (ENCODING=b/BASE64, data: URIs) compared as their decoded bytes, with their media TYPE or
   VALUE left aside.

Prints `N passed, M failed` and exits non-zero on any mismatch. `--properties-only` skips the
field comparison (for inputs whose cards have no UID).

Needs: pip install vobject
"""

import base64
import codecs
import io
import quopri
import re
import sys
import unicodedata

try:
    import vobject
    from vobject.base import getLogicalLines, parseLine
except ImportError:
    print("check-vobject: the Python package 'vobject' is missing (pip install vobject)", file=sys.stderr)
    sys.exit(2)

LABEL_TYPES = {"home", "work", "cell", "fax", "pager", "main", "iphone", "other"}


def text(value):
    """vobject gives a string or a list of strings (for comma lists); normalise to one string."""
    if isinstance(value, (list, tuple)):
        return ",".join(text(v) for v in value)
    return "" if value is None else str(value)


def first(card, name):
    items = card.contents.get(name.lower(), [])
    return items[0] if items else None


def label_types(prop):
    types = set()
    # A 2.1 card's bare parameters (TEL;CELL) are vobject's singletonparams.
    for value in list(prop.params.get("TYPE", [])) + list(getattr(prop, "singletonparams", [])):
        for part in value.split(","):
            part = part.strip().lower()
            if part in LABEL_TYPES:
                types.add(part)
    return sorted(types)


def labelled(card, name):
    # Apple-style custom labels live in itemN.X-ABLabel; record them with the value.
    labels = {}
    for prop in card.contents.get("x-ablabel", []):
        if prop.group:
            labels[prop.group.lower()] = prop.value
    result = []
    for prop in card.contents.get(name, []):
        custom = labels.get((prop.group or "").lower())
        result.append((text(prop.value).strip(), custom if custom else label_types(prop)))
    return result


def birthday(card):
    prop = first(card, "bday")
    if prop is None:
        return None
    value = text(prop.value).strip()
    match = re.match(r"^(\d{4})-?(\d{2})-?(\d{2})", value)
    if match:
        return "-".join(match.groups())
    match = re.match(r"^--(\d{2})-?(\d{2})", value)
    return "--%s-%s" % match.groups() if match else value


def address(prop):
    adr = prop.value
    street = "\n".join(p for p in (text(adr.box), text(adr.extended), text(adr.street)) if p)
    return (street, text(adr.city), text(adr.region), text(adr.code), text(adr.country), label_types(prop))


def fields(card):
    name = first(card, "n")
    n = name.value if name is not None else None
    parts = ("family", "given", "additional", "prefix", "suffix")
    org = first(card, "org")
    units = [text(u) for u in org.value] if org is not None else []
    nickname = first(card, "nickname")
    return {
        "name": tuple(text(getattr(n, p, "")) for p in parts) if n else ("",) * 5,
        "organization": units[0] if units else "",
        "department": ", ".join(u for u in units[1:] if u),
        "title": text(first(card, "title").value) if first(card, "title") else "",
        "nickname": text(nickname.value).split(",")[0] if nickname else "",
        "emails": labelled(card, "email"),
        "phones": labelled(card, "tel"),
        "urls": labelled(card, "url"),
        "addresses": [address(p) for p in card.contents.get("adr", [])],
        "birthday": birthday(card),
        "note": text(first(card, "note").value) if first(card, "note") else "",
    }


def load(path):
    with open(path, encoding="utf-8") as handle:
        cards = list(vobject.readComponents(handle.read()))
    return {text(first(c, "uid").value): c for c in cards if first(c, "uid") is not None}, len(cards)


def compare_fields(source_path, written_path):
    source, source_count = load(source_path)
    written, written_count = load(written_path)
    passed = failed = 0
    if source_count != written_count:
        print(f"card count differs: {source_count} in source, {written_count} written")
        failed += 1
    for uid, card in source.items():
        if uid not in written:
            print(f"{uid}: missing from the written file")
            failed += 1
            continue
        expected, actual = fields(card), fields(written[uid])
        if text(first(card, "version").value).strip() == "2.1":
            # vobject cuts a 2.1 text value at its first comma (it reads it as a 3.0 list); the
            # property comparison checks these values whole.
            for key in ("note", "nickname", "title"):
                expected.pop(key, None)
        problems = [k for k in expected if expected[k] != actual[k]]
        if problems:
            failed += 1
            for key in problems:
                print(f"{uid}: {key}: source {expected[key]!r} != written {actual[key]!r}")
        else:
            passed += 1
    return passed, failed


ADDED = {"PRODID", "FN", "N", "UID"}
BINARY = {"PHOTO", "LOGO", "SOUND", "KEY"}
TRANSFER = {"QUOTED-PRINTABLE", "8BIT", "7BIT", "BASE64", "B"}


def raw_cards(path, strict=False):
    """Each card as [(group, NAME, params, raw value)], by vobject's line parser (nested cards,
    such as a 2.1 AGENT's, are left out: the writer leaves them out too). `strict`: a line
    vobject cannot parse, or a card never closed, raises instead of being passed over."""
    with open(path, "rb") as handle:
        text = join_soft_breaks(handle.read().decode("utf-8", errors="surrogateescape"))
    cards, current, depth = [], None, 0
    for line, number in getLogicalLines(io.StringIO(text)):
        try:
            name, params, value, group = parseLine(line, number)
        except Exception:
            if strict:
                raise
            continue
        name = name.upper()
        if name == "BEGIN" and value.strip().upper() == "VCARD":
            depth += 1
            if depth == 1:
                current = []
        elif name == "END" and value.strip().upper() == "VCARD":
            depth -= 1
            if depth == 0 and current is not None:
                cards.append(current)
                current = None
        elif depth == 1 and current is not None:
            current.append((group, name, params, value))
    if strict and depth != 0:
        raise ValueError("a card is never closed")
    return cards


def join_soft_breaks(text):
    """Line breaks made CR LF, and 2.1 quoted-printable soft breaks (a QP line ending in '=')
    joined, as the 2.1 grammar says: vobject's line parser knows neither CR CR LF nor soft breaks,
    and a UTF-16 value cut at one would be decoded a byte out of step."""
    out, pending = [], None
    # A run of CRs before an LF is one line break (iOS 5 and 6 write CR CR LF), as the reader says.
    for line in re.split(r"\r+\n|\r|\n", text):
        if pending is not None:
            line, pending = pending + line, None
        head = line.split(":", 1)[0].upper()
        if line.endswith("=") and ":" in line and "QUOTED-PRINTABLE" in head:
            pending = line[:-1]
            continue
        out.append(line)
    if pending is not None:
        out.append(pending)
    return "\r\n".join(out)


# What each declared charset is read as: the supersets real exporters mean (docs/VCARD.md,
# "Character sets"), spelled as Python's codecs spell them.
SUPERSETS = {
    "SHIFT_JIS": "cp932", "SHIFT-JIS": "cp932", "SJIS": "cp932", "X-SJIS": "cp932", "WINDOWS-31J": "cp932",
    "MS_KANJI": "cp932", "GB2312": "gb18030", "EUC-CN": "gb18030", "GBK": "gb18030", "EUC-KR": "cp949",
    "KS_C_5601-1987": "cp949", "BIG5": "cp950",
}


def decoded(raw, charset):
    """A value's bytes as text: in its declared charset (invalid bytes as U+FFFD); with none,
    UTF-8, or Windows-1252 when it is not UTF-8 (bytes Windows-1252 leaves undefined as their
    C1 control), as the reader does."""
    if charset:
        name = SUPERSETS.get(charset.strip('"').upper(), charset.strip('"'))
        if name.upper() == "UTF-16" and raw[:2] not in (b"\xff\xfe", b"\xfe\xff"):
            # No byte order mark: the order whose high bytes are the NULs, as the reader guesses.
            name = "utf-16-be" if raw[0::2].count(0) >= raw[1::2].count(0) else "utf-16-le"
        try:
            return codecs.decode(raw, name, errors="replace")
        except LookupError:
            return raw.decode("latin-1")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return "".join(bytes([b]).decode("cp1252", errors="ignore") or chr(b) for b in raw)


def unescape(text):
    """vCard text escapes resolved (\\n \\, \\; \\: \\\\), as both versions write them."""
    out, index = [], 0
    while index < len(text):
        char = text[index]
        if char == "\\" and index + 1 < len(text):
            nxt = text[index + 1]
            out.append("\n" if nxt in "nN" else nxt)
            index += 2
        else:
            out.append(char)
            index += 1
    return "".join(out).replace("\r\n", "\n").replace("\r", "\n")


def normalised(prop):
    """(group, NAME, params, value) for comparison: see the module's note."""
    group, name, params, value = prop
    types, kept, encoding, charset = set(), [], None, None
    for param in params:
        key = param[0].upper()
        values = param[1:]
        if len(param) == 1:  # a bare 2.1 parameter
            word = key
            if word in TRANSFER:
                encoding = word
            else:
                types.add(word)
            continue
        if key == "ENCODING":
            encoding = (values[0] if values else "").upper()
        elif key == "CHARSET":
            charset = values[0] if values else None
        elif key == "TYPE":
            for item in values:
                types.update(part.strip().strip('"').upper() for part in item.split(",") if part.strip())
        else:
            kept.append((key, tuple(values)))
    value = value.strip() if name in BINARY else value
    if encoding == "QUOTED-PRINTABLE":
        raw = quopri.decodestring(value.encode("utf-8", errors="surrogateescape"))
    else:
        raw = value.encode("utf-8", errors="surrogateescape")
    binary = name in BINARY and (encoding in ("B", "BASE64") or raw[:5].lower() == b"data:")
    if binary:
        if raw[:5].lower() == b"data:":
            header, _, raw = raw.partition(b",")
        data = base64.b64decode(re.sub(rb"\s", b"", raw) + b"==", validate=False)
        # The media type moves between TYPE (3.0) and the data: URI (4.0); the bytes are the value.
        kept = [k for k in kept if k[0] != "VALUE"]
        types = {t for t in types if t in LABEL_TYPES_UPPER}
        return ((group or "").lower(), name, tuple(sorted(kept)), tuple(sorted(types)), data)
    # NFC: a charset with combining marks (Windows-1258) may decode composed or not.
    text_value = unicodedata.normalize("NFC", decoded(raw, charset))
    return ((group or "").lower(), name, tuple(sorted(kept)), tuple(sorted(types)), unescape(text_value))


LABEL_TYPES_UPPER = {t.upper() for t in LABEL_TYPES} | {"PREF", "VOICE", "INTERNET"}


def compare_properties(source_path, written_path):
    """Every source property present in the written card; returns (passed, failed)."""
    sources, written = raw_cards(source_path), raw_cards(written_path)
    passed = failed = 0
    if len(sources) != len(written):
        print(f"properties: card count differs: {len(sources)} in source, {len(written)} written")
        return 0, 1
    for index, (source, out) in enumerate(zip(sources, written)):
        have = [normalised(p) for p in out if p[1] != "VERSION"]
        remaining = list(have)
        problems = []
        for prop in source:
            if prop[1] in ("VERSION",):
                continue
            want = normalised(prop)
            if want in remaining:
                remaining.remove(want)
            else:
                problems.append(f"missing {want!r}")
        source_names = {p[1] for p in source}
        extra = [p for p in remaining if p[1] not in ADDED or p[1] in source_names and p[1] not in ("UID",)]
        # A required property the source had is compared above; one it lacked may be added once.
        extra = [p for p in extra if not (p[1] in ADDED and p[1] not in source_names)]
        problems += [f"added {p!r}" for p in extra]
        if problems:
            failed += 1
            for problem in problems[:5]:
                print(f"card {index + 1}: {problem}")
        else:
            passed += 1
    return passed, failed


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    properties_only = "--properties-only" in argv
    if len(args) != 2:
        print("usage: check-vobject.py [--properties-only] SOURCE.vcf WRITTEN.vcf", file=sys.stderr)
        return 2
    passed = failed = 0
    if not properties_only:
        passed, failed = compare_fields(args[0], args[1])
    p_passed, p_failed = compare_properties(args[0], args[1])
    print(f"fields: {passed} passed, {failed} failed; properties: {p_passed} passed, {p_failed} failed")
    return 1 if failed or p_failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
