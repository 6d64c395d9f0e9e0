#!/usr/bin/env bash
# Renders the README's screenshots from the real program: the debug binary runs in tmux at
# 80x24 on the bundled sample, each screen is captured with `tmux capture-pane -e -p` and drawn
# as SVG by scripts/ansi-to-svg.py. docs/SCREENSHOTS.md says what keeps the pictures the same
# from run to run (a fixed data dir, clock, terminal, locale and size).
#
#   scripts/screenshots.sh            # builds if needed, rewrites docs/screenshots/*.svg
#   scripts/screenshots.sh OUTDIR     # writes them to OUTDIR instead (the check in .ci/run)
#
# Needs tmux, python3 and faketime (Debian's package faketime).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

out=${1:-docs/screenshots}
mkdir -p "$out"
out=$(cd "$out" && pwd)

for tool in tmux python3 faketime; do
  command -v "$tool" >/dev/null || { echo "screenshots.sh: $tool is missing" >&2; exit 1; }
done

swift build --product contacts-tui >&2
binary=$(swift build --show-bin-path)/contacts-tui

# A fixed data dir: its path can show on screen, so it must not be random.
home=/tmp/contacts-tui-screenshots
scratch=$(mktemp -d)
sessions=0
socket="ct-shots-$$-0"
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  rm -rf "$home" "$scratch"
}
trap cleanup EXIT
rm -rf "$home"

# The clock every run sees: 14 March 2026, 09:30 UTC, advancing from there, so any date the
# program shows ("decided", "last read") is the same on every run.
clock='2026-03-14 09:30:00'
run_env=(
  env -i PATH="$PATH" HOME="$scratch/home" TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 TZ=UTC
  XDG_CACHE_HOME="$scratch/cache" XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data"
  FAKETIME_DONT_FAKE_MONOTONIC=1 faketime "$clock"
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
