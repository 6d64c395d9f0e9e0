#!/usr/bin/env python3
"""Renders docs/contracts/<Target>.md from the symbol graphs of the package's library targets.

Usage: contracts.py SYMBOLGRAPH_DIR INTRO_DIR OUT_DIR TARGET...

For each target: its purpose (INTRO_DIR/<Target>.intro.md, kept by hand), then every public and
package declaration, grouped by type as a Swift interface, each with the first sentence of its
doc comment. The order depends only on names (and, for enum cases, on their order in the source),
so the same code always gives the same files. Standard library only; run by scripts/contracts.sh.
"""

import json
import re
import sys
from pathlib import Path

# Conformances every type has, or that the compiler adds on its own: noise in a contract.
IMPLICIT_CONFORMANCES = {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}

TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.actor"}

# Within a type: cases first, in source order, then by kind in this order, then by name.
MEMBER_ORDER = [
    "swift.enum.case",
    "swift.associatedtype",
    "swift.typealias",
    "swift.init",
    "swift.type.property",
    "swift.property",
    "swift.type.subscript",
    "swift.subscript",
    "swift.type.method",
    "swift.method",
    "swift.func.op",
]

# Top level: types have their own section; the rest are listed together at the end.
TOP_LEVEL_ORDER = ["swift.typealias", "swift.var", "swift.func", "swift.func.op"]

ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "cf.")


def first_sentence(symbol, local_modules):
    """The doc comment's first sentence, or None (docs inherited from other packages are not ours)."""
    doc = symbol.get("docComment")
    if not doc:
        return None
    if doc.get("module") and doc["module"] not in local_modules:
        return None
    paragraph = []
    for line in doc["lines"]:
        text = line["text"].strip()
        if not text:
            if paragraph:
                break
            continue
        paragraph.append(text)
    text = " ".join(paragraph)
    in_code = False
    for index, char in enumerate(text):
        if char == "`":
            in_code = not in_code
        if in_code or char not in ".!?":
            continue
        end = index + 1
        if end < len(text) and not text[end].isspace():
            continue
        if text[:end].lower().endswith(ABBREVIATIONS):
            continue
        return text[:end]
    return text or None


def declaration(symbol, in_protocol):
    """The declaration as written, with its access level (none inside a protocol or for a case)."""
    text = "".join(fragment["spelling"] for fragment in symbol["declarationFragments"])
    text = re.sub(r"\s+", " ", text).strip().replace(" : ", ": ")
    kind = symbol["kind"]["identifier"]
    if not in_protocol and kind != "swift.enum.case":
        attributes = re.match(r"((?:@\w+(?:\([^)]*\))? )*)", text).group(1)
        text = attributes + symbol["accessLevel"] + " " + text[len(attributes):]
    constraints = (symbol.get("swiftExtension") or {}).get("constraints") or []
    if constraints:
        text += "  // where " + ", ".join(constraint_text(c) for c in constraints)
    return text


def constraint_text(constraint):
    operator = {"sameType": "==", "conformance": ":", "superclass": ":"}.get(constraint["kind"], "?")
    return f"{constraint['lhs']} {operator} {constraint['rhs']}"


def source_position(symbol):
    location = symbol.get("location") or {}
    position = location.get("position") or {}
    return (location.get("uri", ""), position.get("line", 0), position.get("character", 0))


def member_key(symbol):
    kind = symbol["kind"]["identifier"]
    rank = MEMBER_ORDER.index(kind) if kind in MEMBER_ORDER else len(MEMBER_ORDER)
    if kind == "swift.enum.case":
        return (rank, source_position(symbol), "")
    return (rank, (symbol["names"]["title"],), declaration(symbol, False))


# file:// URI of the package root (the script runs from there), with a trailing slash.
PACKAGE_ROOT = Path.cwd().resolve().as_uri() + "/"

class Graph:
    """The symbols of one target: its own module's file plus its extensions of other modules."""

    def __init__(self, target, directory, local_modules):
        self.target = target
        self.local_modules = local_modules
        self.symbols = []
        self.conformances = {}  # precise id of a type -> names of the protocols it conforms to
        self.names = {}  # precise id -> title, for conformances to local protocols
        self.parents = {}  # precise id of a member -> precise id of its type
        files = sorted(directory.glob(f"{target}@*.symbols.json"))
        main = directory / f"{target}.symbols.json"
        if main.exists():
            files.insert(0, main)
        for file in files:
            graph = json.loads(file.read_text())
            for symbol in graph["symbols"]:
                # Only what the package declares: a module that re-exports another (Contacts and
                # AddressBook re-export Foundation) also lists every symbol of that one.
                if not symbol.get("location", {}).get("uri", "").startswith(PACKAGE_ROOT):
                    continue
                self.symbols.append(symbol)
                self.names[symbol["identifier"]["precise"]] = symbol["names"]["title"]
            for relation in graph["relationships"]:
                if relation["kind"] == "conformsTo":
                    self.conformances.setdefault(relation["source"], []).append(relation)
                elif relation["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
                    self.parents[relation["source"]] = relation["target"]

    def conformance_names(self, precise):
        names = set()
        for relation in self.conformances.get(precise, ()):
            name = self.names.get(relation["target"]) or relation.get("targetFallback", relation["target"])
            name = name.split(".")[-1]
            if name not in IMPLICIT_CONFORMANCES:
                names.add(name)
        return sorted(names)


def render(target, graph, intro):
    """The Markdown contract of one target."""
    types = {}  # path (tuple) -> the type's own symbol
    members = {}  # parent path -> member symbols
    extended = {}  # path of a type from another module -> its module
    top_level = []
    for symbol in graph.symbols:
        path = tuple(symbol["pathComponents"])
        kind = symbol["kind"]["identifier"]
        extension = symbol.get("swiftExtension") or {}
        if kind in TYPE_KINDS:
            types[path] = symbol
        if len(path) == 1 and kind not in TYPE_KINDS:
            top_level.append(symbol)
        elif len(path) > 1:
            members.setdefault(path[:-1], []).append(symbol)
            if extension.get("extendedModule", target) != target:
                extended[path[:-1]] = extension["extendedModule"]

    lines = [f"# {target}", "", intro.strip(), ""]
    lines.append(
        "Every public and package declaration, with the first sentence of its doc comment. "
        "Generated from the symbol graph by `scripts/contracts.sh`: do not edit; "
        "`docs/contracts/README.md` has the rules."
    )

    def type_header(path):
        symbol = types[path]
        text = declaration(symbol, False)
        if symbol["kind"]["identifier"] == "swift.protocol":
            return text  # its declaration already has what it inherits
        conformances = graph.conformance_names(symbol["identifier"]["precise"])
        if not conformances:
            return text
        head, where, constraints = text.partition(" where ")
        return head + ": " + ", ".join(conformances) + (where + constraints if where else "")

    def render_type(path, indent, out):
        pad = "  " * indent
        symbol = types.get(path)
        if symbol is not None:
            summary = first_sentence(symbol, graph.local_modules)
            if summary:
                out.append(f"{pad}/// {summary}")
            out.append(f"{pad}{type_header(path)} {{")
        else:
            # A type of another module: what this target adds to it, conformances included.
            module = extended.get(path, target)
            header = f"extension {module}.{'.'.join(path)}"
            member = min(members.get(path, []), key=lambda m: m["identifier"]["precise"], default=None)
            parent = member and graph.parents.get(member["identifier"]["precise"])
            conformances = graph.conformance_names(parent) if parent else []
            if conformances:
                header += ": " + ", ".join(conformances)
            out.append(f"{pad}{header} {{")
        in_protocol = symbol is not None and symbol["kind"]["identifier"] == "swift.protocol"
        on_main_actor = symbol is not None and declaration(symbol, False).startswith("@MainActor ")
        nested = sorted(p for p in types if len(p) == len(path) + 1 and p[: len(path)] == path)
        for member in sorted(members.get(path, []), key=member_key):
            if tuple(member["pathComponents"]) in types:
                continue
            summary = first_sentence(member, graph.local_modules)
            if summary:
                out.append(f"{pad}  /// {summary}")
            text = declaration(member, in_protocol)
            if on_main_actor:
                text = text.removeprefix("@MainActor ")  # said once, on the type
            out.append(f"{pad}  {text}")
        for child in nested:
            render_type(child, indent + 1, out)
        out.append(f"{pad}}}")

    local_roots = sorted(p for p in types if len(p) == 1)
    # A type of another module this target extends, and any of its members' parents that are not types here.
    foreign_roots = sorted({p for p in members if p not in types and (len(p) == 1 or p[:-1] not in types)})
    for path in local_roots:
        lines += ["", f"## {path[0]}", "", "```swift"]
        render_type(path, 0, lines)
        lines.append("```")
    for path in foreign_roots:
        module = extended.get(path, target)
        lines += ["", f"## {module}.{'.'.join(path)}", "", "```swift"]
        render_type(path, 0, lines)
        lines.append("```")
    if top_level:
        lines += ["", "## Top-level declarations", "", "```swift"]
        rank = {kind: index for index, kind in enumerate(TOP_LEVEL_ORDER)}
        for symbol in sorted(
            top_level,
            key=lambda s: (rank.get(s["kind"]["identifier"], len(rank)), s["names"]["title"], declaration(s, False)),
        ):
            summary = first_sentence(symbol, graph.local_modules)
            if summary:
                lines.append(f"/// {summary}")
            lines.append(declaration(symbol, False))
        lines.append("```")
    return "\n".join(lines) + "\n"


def main(arguments):
    if len(arguments) < 4:
        sys.exit(__doc__.split("\n\n")[1])
    graphs, intros, out = (Path(a) for a in arguments[:3])
    targets = arguments[3:]
    out.mkdir(parents=True, exist_ok=True)
    for target in targets:
        intro_file = intros / f"{target}.intro.md"
        if intro_file.exists():
            intro = intro_file.read_text()
        else:
            print(f"contracts: no {intro_file}; write the target's purpose there", file=sys.stderr)
            intro = f"(The purpose of {target} is not written yet: add `docs/contracts/{target}.intro.md`.)"
        graph = Graph(target, graphs, set(targets))
        (out / f"{target}.md").write_text(render(target, graph, intro))


if __name__ == "__main__":
    main(sys.argv[1:])
