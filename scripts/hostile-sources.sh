#!/usr/bin/env bash
# Builds each hostile contact source of docs/DECISIONS.md ("Sources are read under limits") in a
# temporary folder, lists it with `contacts-tui list --format tsv`, and prints the exit code, the
# peak memory and the time of each, with how many contacts were listed and the first warning.
#
#   scripts/hostile-sources.sh [BINARY] [CASE ...]
#
# BINARY defaults to .build/release/contacts-tui (build it with `swift build -c release`).
# Cases: garbage-1g line-100m photo-50m tel-10k vdir-100k fifo dev-zero mixed (default: all).
# garbage-1g needs 3 GB free in $TMPDIR; everything is deleted afterwards. vdir-100k needs
# a realistic generator (GEN_VCARDS=path to a gen-vcards-style tool) or else is built with awk.
set -euo pipefail

binary=${1:-.build/release/contacts-tui}
shift || true
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(garbage-1g line-100m photo-50m tel-10k vdir-100k fifo dev-zero mixed)
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
[ -x "$binary" ] || { echo "no binary at $binary" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/hostile-sources.XXXXXX")
trap 'rm -rf "$work"' EXIT
home=$work/home
"$binary" permissions set com.example.ContactsDemo allow --home "$home" > /dev/null

good_card() { printf 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:%s;Good;;;\r\nUID:%s\r\nEND:VCARD\r\n' "$1" "$1"; }

# Writes the source for case $1 and prints the --contacts arguments for it.
build() {
  local dir=$work/$1
  mkdir -p "$dir"
  case $1 in
    garbage-1g)
      local free
      free=$(df -Pk "$work" | awk 'NR == 2 { print $4 }')
      if [ "$free" -lt 3000000 ]; then echo "SKIP: less than 3 GB free in $work" >&2; return 1; fi
      { good_card first; head -c 1G /dev/urandom; printf '\r\n'; good_card last; } > "$dir/garbage.vcf"
      echo "--contacts $dir/garbage.vcf" ;;
    line-100m)
      { good_card first; printf 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Long;Line;;;\r\nNOTE:'
        head -c 100M /dev/zero | tr '\0' x; printf '\r\nEND:VCARD\r\n'; good_card last; } > "$dir/line.vcf"
      echo "--contacts $dir/line.vcf" ;;
    photo-50m)
      # 50 MB of base64, folded at 75 columns as writers do.
      { good_card first; printf 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Photo;Big;;;\r\nPHOTO;ENCODING=b;TYPE=JPEG:\r\n'
        head -c 39321600 /dev/urandom | base64 -w 75 | sed 's/^/ /'; printf 'END:VCARD\r\n'; good_card last; } \
        > "$dir/photo.vcf"
      echo "--contacts $dir/photo.vcf" ;;
    tel-10k)
      { good_card first; printf 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Phones;Many;;;\r\n'
        awk 'BEGIN { for (i = 0; i < 10000; i++) printf "TEL;TYPE=CELL:+1 555 %07d\r\n", i }'
        printf 'END:VCARD\r\n'; good_card last; } > "$dir/phones.vcf"
      echo "--contacts $dir/phones.vcf" ;;
    vdir-100k)
      local gen=${GEN_VCARDS:-}
      if [ -n "$gen" ] && [ -x "$gen" ]; then
        "$gen" 100000 "$dir" --no-combined > /dev/null
      else
        mkdir -p "$dir/vdir"
        awk -v d="$dir/vdir" 'BEGIN { for (i = 0; i < 100000; i++) {
          f = sprintf("%s/c%06d.vcf", d, i)
          printf "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Person%d;Some;;;\r\nUID:c%d\r\nEND:VCARD\r\n", i, i > f; close(f) } }'
      fi
      echo "--contacts $dir/vdir" ;;
    fifo)
      mkfifo "$dir/pipe.vcf"
      echo "--contacts $dir/pipe.vcf" ;;
    dev-zero)
      echo "--contacts /dev/zero" ;;
    mixed)
      good_card only > "$dir/good.vcf"
      mkfifo "$dir/pipe.vcf"
      echo "--contacts $dir/good.vcf --contacts /dev/zero --contacts $dir/pipe.vcf" ;;
    *) echo "unknown case $1" >&2; return 1 ;;
  esac
}

printf '%-11s %4s %10s %8s %9s  %s\n' case exit "peak KB" seconds contacts "first warning"
for name in "${cases[@]}"; do
  args=$(build "$name") || continue
  # shellcheck disable=SC2086  # the arguments are built above, without spaces in the paths
  set +e
  /usr/bin/time -f '%M %e' -o "$work/time" timeout 120 \
    "$binary" list --format tsv $args --home "$home" > "$work/out" 2> "$work/err"
  code=$?
  set -e
  read -r peak seconds < <(tail -1 "$work/time") || true
  contacts=$(($(wc -l < "$work/out") > 0 ? $(wc -l < "$work/out") - 1 : 0))
  warning=$({ grep -v '^Command exited' "$work/err" || true; } | head -1 | cut -c1-100)
  printf '%-11s %4s %10s %8s %9s  %s\n' "$name" "$code" "$peak" "$seconds" "$contacts" "$warning"
  rm -rf "${work:?}/$name"
done
