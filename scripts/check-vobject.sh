#!/bin/sh
# Round-trips generated vCards through ContactStore's writer and checks the result with an
# independent parser (Python vobject). CI calls exactly:
#
#     scripts/check-vobject.sh [COUNT]        # COUNT cards per corpus, default 500
#
# Needs swift, python3 and `pip install vobject`. Checks contacts-bench's own generated corpus, and
# also one from an outside generator when $GEN_VCARDS names one (a `gen-vcards COUNT DIR
# --no-vdir` style tool that writes DIR/contacts.vcf).
# Exits non-zero on any mismatch.
set -eu
count=${1:-500}
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
check() {  # name input.vcf
  echo "== $1"
  "$bench" --roundtrip-write "$2" "$work/$1.out.vcf" >/dev/null || status=1
  python3 "$root/scripts/check-vobject.py" "$2" "$work/$1.out.vcf" || status=1
}

if [ -n "$gen" ] && [ -f "$gen" ]; then
  python3 "$gen" "$count" "$work/gen" --no-vdir 2>/dev/null
  check gen-vcards "$work/gen/contacts.vcf"
fi
"$bench" --write-corpus "$count" "$work/bench.vcf"
check contacts-bench "$work/bench.vcf"
exit $status
