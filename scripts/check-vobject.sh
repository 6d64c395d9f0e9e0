#!/bin/sh
# Round-trips vCards through ContactStore's writer (original cards kept; written as 3.0 and as
# 4.0) and checks the result with an independent parser (Python vobject), field by field and
# property by property. CI calls exactly:
#
#     scripts/check-vobject.sh [COUNT]        # COUNT cards per corpus, default 2000
#
# Checks contacts-bench's generated corpus and every .vcf under Tests/VCardTests/Fixtures/ that
# vobject can parse (one it cannot is named with vobject's error and skipped: vobject reads
# neither UTF-16 files nor some damaged cards the reader recovers).
# Needs swift, python3 and `pip install vobject`. Checks contacts-bench's own generated corpus, and
# also one from an outside generator when $GEN_VCARDS names one (a `gen-vcards COUNT DIR
# --no-vdir` style tool that writes DIR/contacts.vcf).
# Exits non-zero on any mismatch.
set -eu
count=${1:-2000}
root=$(cd "$(dirname "$0")/.." && pwd)
gen=${GEN_VCARDS:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

swift build --package-path "$root" --product contacts-bench >"$work/build.log" 2>&1 || {
  cat "$work/build.log" >&2
  exit 1
}
bench="$(swift build --package-path "$root" --show-bin-path)/contacts-bench"

status=0
check() {  # name input.vcf [--properties-only]: written as 3.0, then as 4.0
  for version in 3.0 4.0; do
    echo "== $1 as $version"
    flag=$([ "$version" = 4.0 ] && echo --v4 || true)
    # shellcheck disable=SC2086 # flag is empty or one word
    "$bench" --roundtrip-write "$2" "$work/$1.out.vcf" $flag >/dev/null 2>"$work/diagnostics.txt" || status=1
    # shellcheck disable=SC2086 # $3 is empty or one word
    python3 "$root/scripts/check-vobject.py" ${3:-} "$2" "$work/$1.out.vcf" || status=1
  done
}

# Whether vobject reads the file: 0 whole; 2 line by line only (a file in another charset, with
# 2.1 soft breaks or CR CR LF: vobject's reader wants UTF-8 and knows neither, but its line
# parser reads the lines check-vobject.py hands it, and every property is still compared); 1 not
# at all, and prints why.
readable() {
  python3 - "$1" "$root/scripts" <<'PY'
import sys
import vobject
sys.path.insert(0, sys.argv[2])
check = __import__("check-vobject")
try:
    with open(sys.argv[1], encoding="utf-8") as handle:
        cards = list(vobject.readComponents(handle.read()))
    sys.exit(0 if cards else 1)
except Exception as whole:  # another charset, soft breaks, CR CR LF: try line by line
    try:
        check.raw_cards(sys.argv[1], strict=True)
    except Exception as error:  # vobject's own message says why
        print(f"   skipped: vobject cannot read it ({type(error).__name__}: {str(error)[:100]})")
        sys.exit(1)
    sys.exit(2)
PY
}

find "$root/Tests/VCardTests/Fixtures" -name '*.vcf' 2>/dev/null | sort >"$work/fixtures.txt"
while IFS= read -r fixture; do
  name=$(echo "${fixture#"$root/Tests/VCardTests/Fixtures/"}" | tr '/' '_')
  how=0
  case $name in
    # Bytes that are not text in their charset: two decoders need not replace them alike.
    *invalid-*) echo "   skipped: invalid on purpose" >"$work/why.txt" && how=1 ;;
    # vobject reads a card nested in a card as a part of it; the reader makes two contacts.
    *nested-card*) echo "   skipped: vobject keeps a nested card inside its outer one" >"$work/why.txt" && how=1 ;;
    *) readable "$fixture" >"$work/why.txt" || how=$? ;;
  esac
  case $how in
    0) check "fixture-$name" "$fixture" ;;
    2) check "fixture-$name" "$fixture" --properties-only ;;
    *)
      echo "== fixture-$name"
      cat "$work/why.txt"
      ;;
  esac
done <"$work/fixtures.txt"

if [ -n "$gen" ] && [ -f "$gen" ]; then
  python3 "$gen" "$count" "$work/gen" --no-vdir 2>/dev/null
  check gen-vcards "$work/gen/contacts.vcf"
fi
"$bench" --write-corpus "$count" "$work/bench.vcf"
check contacts-bench "$work/bench.vcf"
exit $status
