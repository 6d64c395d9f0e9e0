#!/bin/sh
# Times `contacts-tui list --format tsv` side by side with abook's --convert and Python's vobject
# on the same corpus, as whole-process medians (hyperfine), and prints peak memory.
#
#     scripts/compare-peers.sh [CORPUS.vcf] [RUNS]
#
# CORPUS defaults to 100,000 cards from contacts-bench's own generator; any other .vcf may be
# given. vobject reads the first tenth of it.
# abook 0.6.1 frees an invalid pointer on an escaped semicolon (`\;`, e.g. "42\; 3º izq." in an
# ADR), so it gets a copy with each `\;` written as `\,` (same size, same cards).
# Needs hyperfine, abook and `pip install vobject`; a missing peer is skipped.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${2:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

swift build --package-path "$root" -c release >"$work/build.log" 2>&1 || {
  cat "$work/build.log" >&2
  exit 1
}
bin="$(swift build --package-path "$root" -c release --show-bin-path)"
corpus=${1:-}
if [ -z "$corpus" ]; then
  corpus="$work/corpus.vcf"
  "$bin/contacts-bench" --write-corpus 100000 "$corpus" >/dev/null
fi
home="$work/home"
"$bin/contacts-tui" permissions set com.example.ContactsDemo allow --home "$home" >/dev/null

cards=$(grep -c '^BEGIN:VCARD' "$corpus" || true)
echo "corpus: $corpus ($cards cards, $(wc -c <"$corpus") bytes)"
list="$bin/contacts-tui list --home $home --contacts $corpus --format tsv"
set -- "$list"
if command -v abook >/dev/null; then
  sed 's/\\;/\\,/g' "$corpus" >"$work/abook.vcf"
  set -- "$@" "abook --convert --informat vcard --infile $work/abook.vcf --outformat csv --outfile $work/abook.csv"
fi
hyperfine -N -w 2 -r "$runs" --prepare "rm -f $work/abook.csv" --output=null --export-json "$work/times.json" "$@" >/dev/null
python3 - "$work/times.json" <<'PY'
import json, statistics, sys
for result in json.load(open(sys.argv[1]))["results"]:
    name = result["command"].split()[0].rsplit("/", 1)[-1]
    print(f"{name:14} median {statistics.median(result['times']) * 1000:8.1f} ms"
          f"  (min {min(result['times']) * 1000:.1f}, max {max(result['times']) * 1000:.1f})")
PY
/usr/bin/time -f "contacts-tui   peak %M KB" $list >/dev/null
if python3 -c "import vobject" 2>/dev/null; then
  tenth=$((cards / 10))
  awk -v n="$tenth" '/^BEGIN:VCARD/ { if (++seen > n) exit } { print }' "$corpus" >"$work/tenth.vcf"
  start=$(date +%s.%N)
  python3 -c "import sys, vobject
for card in vobject.readComponents(open(sys.argv[1], encoding='utf-8', errors='replace')):
    print(card.fn.value if hasattr(card, 'fn') else '')" "$work/tenth.vcf" >/dev/null
  end=$(date +%s.%N)
  echo "vobject        $(echo "($end - $start) * 1000" | bc) ms for $tenth cards (one run)"
fi
