#!/usr/bin/env bash
# Writes docs/contracts/<Target>.md, the public and package API of every library target, from
# the compiler's symbol graphs (scripts/contracts.py renders them; docs/contracts/README.md says
# how to read them).
#
#   scripts/contracts.sh [BUILD FLAGS]           regenerate docs/contracts/
#   scripts/contracts.sh --check [BUILD FLAGS]   fail, with the diff, when docs/contracts/ is stale
#
# BUILD FLAGS (such as `-Xswiftc -warnings-as-errors`) go to the build behind the symbol graphs,
# in .build/contracts; the same flags as its last run reuse it, other flags rebuild every module.
# With CONTACTS_TUI_SYMBOL_GRAPHS=1 (as CI runs it), Package.swift has every module write its graph
# as it compiles, into .build/symbolgraph: the script then takes the graphs of the normal build in
# .build, which is already done when CI gets here, instead of making a build of its own.
#
# The targets come from `swift package describe`: Swift library targets, except those under
# Tests/ and Fuzz/ (test helpers and fuzz checks are no contract), so a new target needs only its
# docs/contracts/<Target>.intro.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

check=false
if [ "${1:-}" = --check ]; then
  check=true
  shift
fi

targets=$(swift package describe --type json 2>/dev/null | python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    if (target["type"] == "library" and target.get("module_type") == "SwiftTarget"
            and not target["path"].startswith(("Tests/", "Fuzz/"))):
        print(target["name"])
' | sort)

# The compiler writes each module's symbol graph as it compiles it. `swift package
# dump-symbol-graph` was not used: it extracts the graphs after the build without the package's
# name, so it cannot load a module imported with `package import`, and silently drops every
# declaration whose signature uses one. Its own scratch path, so the flags that emit the graphs do
# not invalidate the normal build; a module the build does not recompile keeps its graph from the
# last run, which is still current.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if [ "${CONTACTS_TUI_SYMBOL_GRAPHS:-}" = 1 ]; then
  graphs="$PWD/.build/symbolgraph"
  build=(swift build "$@")
else
  graphs="$PWD/.build/contracts/symbolgraph"
  build=(swift build --scratch-path .build/contracts "$@"
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc package
    -Xswiftc -Xfrontend -Xswiftc -symbol-graph-skip-synthesized-members)
fi
mkdir -p "$graphs"
if ! "${build[@]}" >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi

# shellcheck disable=SC2086  # one target name per word
if ! $check; then
  # A target that is gone loses its file; the hand-kept README and intros stay.
  find docs/contracts -maxdepth 1 -name '*.md' ! -name README.md ! -name '*.intro.md' -delete 2>/dev/null || true
  python3 scripts/contracts.py "$graphs" docs/contracts docs/contracts $targets
  echo "wrote docs/contracts/ for:" $targets
  exit 0
fi

fresh=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$fresh"' EXIT
# shellcheck disable=SC2086
python3 scripts/contracts.py "$graphs" docs/contracts "$fresh/generated" $targets
mkdir -p "$fresh/kept"
for file in docs/contracts/*.md; do
  case "$file" in */README.md | *.intro.md) continue ;; esac
  cp "$file" "$fresh/kept/"
done
if ! diff -ru "$fresh/kept" "$fresh/generated"; then
  echo "docs/contracts/ is stale: run scripts/contracts.sh and commit the result" >&2
  exit 1
fi
echo "docs/contracts/ matches the code"
