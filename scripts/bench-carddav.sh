#!/usr/bin/env bash
# contacts-tui sync against vdirsyncer sync, side by side in one run, on the same server and
# machine (docs/CARDDAV.md, "Testing and benchmarks"):
#
#   scripts/bench-carddav.sh [--runs N] [--sizes "1000 10000"] [--server radicale|xandikos]
#
# For each size it seeds the server (scripts/carddav-servers.sh), then times, N runs each:
#   first        a sync into an empty cache (contacts-tui: a fresh data dir; vdirsyncer: a fresh
#                vdir and status folder, `vdirsyncer discover` then `vdirsyncer sync`)
#   incremental  a sync after one card changed on the server (the change is made before each run)
# and prints a markdown table of the medians. hyperfine is used when present (--prepare resets
# the state before each run); otherwise a plain loop. contacts-tui is the release build when
# there is one (swift build -c release), else the debug build, or $CONTACTS_TUI_BIN; its
# contacts-tui-sync must sit beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
runs=3
sizes="1000 10000"
server=radicale
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --server) server=$2; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--sizes \"1000 10000\"] [--server radicale|xandikos]" >&2; exit 2 ;;
  esac
done
case "$server" in radicale | xandikos) ;; *) echo "--server: radicale or xandikos" >&2; exit 2 ;; esac

bin=${CONTACTS_TUI_BIN:-}
if [ -z "$bin" ]; then
  for candidate in .build/release/contacts-tui .build/debug/contacts-tui; do
    if [ -x "$candidate" ]; then bin=$root/$candidate; break; fi
  done
fi
[ -n "$bin" ] && [ -x "$bin" ] || { echo "no contacts-tui built (swift build -c release)" >&2; exit 1; }
[ -x "$(dirname "$bin")/contacts-tui-sync" ] || { echo "no contacts-tui-sync beside $bin" >&2; exit 1; }
command -v vdirsyncer >/dev/null || { echo "vdirsyncer is not installed (pip install vdirsyncer)" >&2; exit 1; }

work=$(mktemp -d)
cleanup() {
  scripts/carddav-servers.sh stop "$work/servers" || true
  rm -rf "$work"
}
trap cleanup EXIT
scripts/carddav-servers.sh start "$work/servers" >/dev/null
# shellcheck disable=SC1091 # written by carddav-servers.sh
. "$work/servers/env"
if [ "$server" = radicale ]; then
  url=$RADICALE_URL book=$RADICALE_BOOK_URL user=$RADICALE_USER password=$RADICALE_PASSWORD
else
  url=$XANDIKOS_URL book=$XANDIKOS_BOOK_URL user="" password=""
fi

# contacts-tui: an account in a config file, a data dir where the demo app is allowed.
config=$work/contacts-tui.config
{
  echo "[account bench]"
  echo "url = $url"
  if [ -n "$user" ]; then
    echo "username = $user"
    echo "password_command = cat $work/password"
  fi
} >"$config"
(umask 077 && printf '%s\n' "$password" >"$work/password")
home=$work/home
"$bin" permissions set com.example.ContactsDemo allow --home "$home" >/dev/null
ct_sync="'$bin' sync bench --config '$config' --home '$home' >/dev/null"
ct_reset="rm -rf '$home/carddav'"

# vdirsyncer: the server's address books to a filesystem vdir.
cat >"$work/vdirsyncer.config" <<EOF
[general]
status_path = "$work/vdirsyncer-status/"

[pair bench]
a = "remote"
b = "local"
collections = ["from a"]
conflict_resolution = "a wins"

[storage remote]
type = "carddav"
url = "$url"
$([ -n "$user" ] && printf 'username = "%s"\npassword.fetch = ["command", "cat", "%s"]\n' "$user" "$work/password")

[storage local]
type = "filesystem"
path = "$work/vdir/"
fileext = ".vcf"
EOF
vds="vdirsyncer -c '$work/vdirsyncer.config'"
vds_first="yes | $vds discover >/dev/null 2>&1 && $vds sync >/dev/null 2>&1"
vds_sync="$vds sync >/dev/null 2>&1"
vds_reset="rm -rf '$work/vdir' '$work/vdirsyncer-status'"


# The median of COMMAND's wall time in seconds over $runs runs, PREPARE run before each.
median() {
  local prepare=$1 command=$2
  if command -v hyperfine >/dev/null; then
    hyperfine --style none --runs "$runs" --shell bash --prepare "$prepare" --export-json "$work/h.json" "$command" \
      >/dev/null
    python3 -c 'import json,sys; print("%.2f" % json.load(open(sys.argv[1]))["results"][0]["median"])' "$work/h.json"
  else
    local times=() start
    for _ in $(seq "$runs"); do
      bash -c "$prepare"
      start=$(date +%s.%N)
      bash -c "$command"
      times+=("$(echo "$(date +%s.%N) - $start" | bc)")
    done
    printf '%s\n' "${times[@]}" | sort -n | python3 -c 'import statistics,sys; print("%.2f" % statistics.median(float(l) for l in sys.stdin))'
  fi
}

rows=()
for size in $sizes; do
  echo "seeding $size cards into $server" >&2
  scripts/carddav-servers.sh seed "$work/servers" "$size" >/dev/null
  # The seed restarts the servers on the same ports: nothing else changes.
  echo "  first sync ($runs runs each)" >&2
  ct_first=$(median "$ct_reset" "$ct_sync")
  vd_first=$(median "$vds_reset" "$vds_first")
  # Leave both with a full copy, then time the syncs after one change.
  bash -c "$ct_sync"
  bash -c "$vds_reset; $vds_first"
  # One of the seeded cards changed on the server, a different one each time.
  touch_card="python3 '$root/scripts/carddav-seed.py' touch '$book' \$((RANDOM % $size))${user:+ --user '$user' --password='$password'}"
  echo "  incremental sync ($runs runs each)" >&2
  ct_next=$(median "$touch_card" "$ct_sync")
  # vdirsyncer catches up with the cards changed for contacts-tui's runs first, untimed, so each
  # timed run of either sees exactly one changed card.
  bash -c "$vds_sync"
  vd_next=$(median "$touch_card" "$vds_sync")
  # Both copies hold every card.
  # The account's folder is its name and a hash of it (docs/CARDDAV.md, "The cache layout").
  ct_count=$(find "$home"/carddav/bench-* -mindepth 2 -maxdepth 2 -name '*.vcf' | wc -l)
  vd_count=$(find "$work/vdir" -mindepth 2 -maxdepth 2 -name '*.vcf' | wc -l)
  if [ "$ct_count" -ne "$size" ] || [ "$vd_count" -ne "$size" ]; then
    echo "after the runs contacts-tui holds $ct_count cards and vdirsyncer $vd_count, expected $size" >&2
    exit 1
  fi
  rows+=("| $size | first | $ct_first | $vd_first |" "| $size | incremental (1 changed) | $ct_next | $vd_next |")
done

echo
echo "$server $("$server" --version 2>/dev/null | grep -Eo "[0-9][0-9.]*" | head -1), vdirsyncer $(vdirsyncer --version 2>/dev/null | grep -Eo '[0-9.]+' | head -1), $(nproc) cores, medians of $runs runs, seconds"
echo
echo "| cards | sync | contacts-tui | vdirsyncer |"
echo "|---:|---|---:|---:|"
printf '%s\n' "${rows[@]}"
