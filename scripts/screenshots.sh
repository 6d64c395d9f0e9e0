#!/usr/bin/env bash
# Renders the README's screenshots from the real program: the debug binary runs in tmux at
# 80x24 on the bundled sample, each screen is captured with `tmux capture-pane -e -p` and drawn
# as SVG by scripts/ansi-to-svg.py. docs/SCREENSHOTS.md says what keeps the pictures the same
# from run to run (a fixed data dir, clock, terminal, locale and size).
#
#   scripts/screenshots.sh            # builds if needed, rewrites docs/screenshots/*.svg
#   scripts/screenshots.sh OUTDIR     # writes them to OUTDIR instead (the check in .ci/run)
#
# Needs tmux, python3 and libfaketime (Debian's package faketime).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

out=${1:-docs/screenshots}
mkdir -p "$out"
out=$(cd "$out" && pwd)

for tool in tmux python3; do
  command -v "$tool" >/dev/null || { echo "screenshots.sh: $tool is missing" >&2; exit 1; }
done
libfaketime=$(ls /usr/lib/*/faketime/libfaketime.so.1 /usr/lib/faketime/libfaketime.so.1 2>/dev/null | head -n 1 || true)
[[ -n "$libfaketime" ]] || { echo "screenshots.sh: libfaketime is missing (Debian's package faketime)" >&2; exit 1; }

swift build --product contacts-tui >&2
binary=$(swift build --show-bin-path)/contacts-tui

# A fixed data dir: its path can show on screen, so it must not be random.
home=/tmp/contacts-tui-screenshots
scratch=$(mktemp -d)
sessions=0
socket="ct-shots-$$-0"
ipc="ct-shots-$$-$RANDOM"
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  rm -rf "$home" "$scratch"
  rm -f "/dev/shm/sem.$ipc" "/dev/shm/$ipc"
}
trap cleanup EXIT
rm -rf "$home"

# libfaketime keeps the fake clock in a named semaphore and a shared-memory file
# (FAKETIME_SHARED). Without one it makes its own, named after the pid and never removed, and it
# adds FAKETIME_SHARED to the environment, which moves the environment block and makes the Swift
# runtime lose the program's arguments. The `faketime` command makes the pair for its child, but
# it removes them only when that child ends by itself: a killed tmux session leaves them in
# /dev/shm, and a later run handed the same pid (a fresh container hands out the same pids run
# after run) fails with "sem_open: File exists". So this script makes the pair itself, under a
# name of its own, and removes it on exit.
python3 - "$ipc" <<'PYTHON'
import ctypes, os, sys
name = sys.argv[1]
libc = ctypes.CDLL(None, use_errno=True)
libc.sem_open.restype = ctypes.c_void_p
libc.sem_open.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_uint, ctypes.c_uint]
if libc.sem_open(f"/{name}".encode(), os.O_CREAT | os.O_EXCL, 0o600, 1) in (None, 0, 2**64 - 1):
    sys.exit(f"screenshots.sh: sem_open: {os.strerror(ctypes.get_errno())}")
fd = os.open(f"/dev/shm/{name}", os.O_CREAT | os.O_EXCL | os.O_RDWR, 0o600)
os.ftruncate(fd, 4096)
os.close(fd)
PYTHON

# The wall clock every run sees: 14 March 2026, 09:30 UTC, standing still, so any date the
# program shows ("decided", "last read") is the same on every run. The monotonic clock stays real,
# so the prompt's arming delay and every timeout run as usual. (The advancing `@` form would
# need the start time written into the shared file, whose layout is libfaketime's own.)
run_env=(
  env -i PATH="$PATH" HOME="$scratch/home" TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 TZ=UTC
  XDG_CACHE_HOME="$scratch/cache" XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data"
  LD_PRELOAD="$libfaketime" FAKETIME_SHARED="/$ipc /$ipc" FAKETIME='2026-03-14 09:30:00'
  FAKETIME_DONT_FAKE_MONOTONIC=1
)

# Runs contacts-tui ARGS… without a terminal (to set up decisions).
cli() { "${run_env[@]}" "$binary" "$@" --home "$home" >/dev/null; }

# Starts contacts-tui ARGS… in a fresh 80x24 tmux session.
start() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  sessions=$((sessions + 1))
  socket="ct-shots-$$-$sessions"
  local command
  command=$(printf '%q ' "${run_env[@]}" "$binary" "$@" --home "$home")
  tmux -L "$socket" -f /dev/null new-session -d -x 80 -y 24 "$command; sleep 60"
}

screen() { tmux -L "$socket" capture-pane -p; }
keys() { tmux -L "$socket" send-keys "$@"; }

# Waits until the screen shows TEXT.
wait_for() {
  local i
  for i in $(seq 1 100); do
    if screen | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  echo "screenshots.sh: the screen never showed \"$1\":" >&2
  screen >&2
  exit 1
}

# Waits until two captures 300 ms apart agree (the prompt's arming delay and any redraw are over).
settle() {
  local last now i
  sleep 0.7
  last=$(tmux -L "$socket" capture-pane -e -p)
  for i in $(seq 1 30); do
    sleep 0.3
    now=$(tmux -L "$socket" capture-pane -e -p)
    [ "$now" = "$last" ] && return 0
    last=$now
  done
  echo "screenshots.sh: the screen kept changing" >&2
  exit 1
}

# Captures the screen as OUT/NAME.svg, titled TITLE.
shoot() {
  settle
  tmux -L "$socket" capture-pane -e -p >"$scratch/$1.ans"
  python3 scripts/ansi-to-svg.py 80 24 "$2" <"$scratch/$1.ans" >"$out/$1.svg"
  echo "wrote $out/$1.svg" >&2
}

# 1. The permission prompt, on a fresh data dir.
start
wait_for "Would Like to Access Your Contacts"
shoot prompt "contacts-tui: the permission prompt"
keys Escape

# 2. The limited-access picker (iOS 18): Continue, then Select Contacts…, three ticked.
start --limited-access
wait_for "[ Continue ]"
sleep 0.7
keys y
wait_for "Select Contacts…"
sleep 0.7
keys Enter
wait_for "0 selected"
sleep 0.7
keys j Space j j Space j j Space
wait_for "3 selected"
shoot picker "contacts-tui: the limited-access picker"
keys Enter
wait_for "Share 3 Contacts?"
sleep 0.7
keys Enter
wait_for "of 3 contacts"
keys q

# 3. Full access from the command line, then the list, a search and a card.
cli permissions set com.example.ContactsDemo allow
start
wait_for "1 of 250 contacts"
shoot list "contacts-tui: the contact list"
keys /
tmux -L "$socket" send-keys -l "mar"
wait_for "/mar"
shoot search "contacts-tui: a search"
keys Escape
wait_for "of 250 contacts"
keys /
tmux -L "$socket" send-keys -l "margaret chen"
wait_for "/margaret chen"
sleep 0.3
# Enter opens the selected result, or (in older builds) first leaves the search field.
keys Enter
for _ in $(seq 1 100); do
  now=$(screen)
  if grep -qF "Esc back" <<<"$now"; then break; fi
  if grep -qF "for “margaret chen”" <<<"$now"; then keys Enter; break; fi
  sleep 0.1
done
wait_for "Esc back"
shoot card "contacts-tui: a contact card"
keys Escape Escape q

# 4. The privacy screen, three apps decided: the demo app's page, with when it was decided and read.
cli permissions set com.example.Mail allow
cli permissions set org.example.Script deny
start settings
wait_for "of 3 apps"
sleep 0.3
keys Enter
wait_for "ACCESS TO YOUR CONTACTS"
shoot settings "contacts-tui settings: the privacy screen for one app"
keys Escape q
