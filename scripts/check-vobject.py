#!/usr/bin/env python3
"""Compares vCards written by ContactStore's VCardWriter with their source, both parsed by an
independent library (Python vobject), field by field.

The CI entry point is the driver next to this file:

    scripts/check-vobject.sh [COUNT]

which generates corpora, runs them through `contacts-bench --roundtrip-write IN OUT`, and calls

    python3 scripts/check-vobject.py IN.vcf OUT.vcf

Compared per card (matched by UID): N (family, given, additional, prefix, suffix), ORG
(organization and department), TITLE, NICKNAME (first), EMAIL/TEL/URL values with their label
TYPEs, ADR (street, city, region, code, country; box and extended address are part of the street),
BDAY (as YYYY-MM-DD or --MM-DD) and NOTE. FN is not compared: the writer derives it from N, as
Apple does. Prints `N passed, M failed` and exits non-zero on any mismatch.

Needs: pip install vobject
"""

import re
import sys

try:
    import vobject
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
    for value in prop.params.get("TYPE", []):
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


def main(argv):
    if len(argv) != 3:
        print("usage: check-vobject.py SOURCE.vcf WRITTEN.vcf", file=sys.stderr)
        return 2
    source, source_count = load(argv[1])
    written, written_count = load(argv[2])
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
        problems = [k for k in expected if expected[k] != actual[k]]
        if problems:
            failed += 1
            for key in problems:
                print(f"{uid}: {key}: source {expected[key]!r} != written {actual[key]!r}")
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
