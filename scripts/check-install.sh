#!/usr/bin/env bash
# Checks scripts/install.sh end to end: a release build (or, with
# CONTACTS_TUI_INSTALL_CONFIGURATION=debug, as CI runs it, the debug build) with the Swift runtime
# linked in, installed into a temporary prefix, which is then moved elsewhere (so nothing can point
# at the place it was installed) and run from / with a clean environment: a fresh HOME,
# PATH=/usr/bin:/bin (no Swift toolchain), no .build anywhere near. It checks --version, status --json, list after a grant, and
# the prompt answered in tmux; strace shows the binary read its resources from the moved prefix and
# never opened anything in the source tree. Then a second install over the first must list the same
# files, and --uninstall must leave the prefix empty.
#
#   scripts/check-install.sh        (needs tmux and strace; .ci/run runs it as its own step)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

fail() {
  echo "check-install: $*" >&2
  exit 1
}

scratch=$(mktemp -d /tmp/ct-install-check.XXXXXX)
socket="ct-install-check-$$"
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT

prefix="$scratch/prefix"
started=$(date +%s)
scripts/install.sh "$prefix"
echo "${CONTACTS_TUI_INSTALL_CONFIGURATION:-release} build and install: $(($(date +%s) - started)) s"

# Installing again over the first install is a no-op: the same files, the same manifest.
manifest=share/contacts-tui/install-manifest
cp "$prefix/$manifest" "$scratch/manifest.first"
CONTACTS_TUI_SKIP_BUILD=1 scripts/install.sh "$prefix" >/dev/null
cmp -s "$prefix/$manifest" "$scratch/manifest.first" || fail "a second install listed other files"
(cd "$prefix" && find . -type f | sed 's|^\./||' | sort) >"$scratch/files"
sort "$prefix/$manifest" | cmp -s - "$scratch/files" || {
  diff <(sort "$prefix/$manifest") "$scratch/files" >&2 || true
  fail "the manifest does not list exactly the installed files"
}
for expected in bin/contacts-tui bin/contacts-tui-sync share/contacts-tui/ContactsDemo/Info.plist share/contacts-tui/Sample/contacts.vcf \
  share/man/man1/contacts-tui.1; do
  grep -qxF "$expected" "$prefix/$manifest" || fail "$expected was not installed"
done

# Completions are installed when the binary can print them; bash must load its script.
bash_completion=share/bash-completion/completions/contacts-tui
if grep -qxF "$bash_completion" "$prefix/$manifest"; then
  bash --norc --noprofile -c "source '$prefix/$bash_completion' && complete -p contacts-tui" >/dev/null ||
    fail "bash cannot load the installed completion script"
  echo "completions: $(grep -c -E '^share/(bash-completion|zsh|fish)/' "$prefix/$manifest") installed, bash loads its script"
else
  echo "completions: none (this build has no 'completions' command)"
fi

# Moved, so the binary can only find its resources relative to where it is now.
moved="$scratch/moved/elsewhere"
mkdir -p "$(dirname "$moved")"
mv "$prefix" "$moved"
bin="$moved/bin/contacts-tui"

ldd "$bin" | grep -E 'libswift|libFoundation|lib_Foundation|libdispatch' && fail "the installed binary loads Swift libraries"
# libcurl and libxml2 are the sync agent's alone (docs/CARDDAV.md): the app itself never loads them.
ldd "$bin" | grep -E 'libcurl|libxml2' && fail "the installed app loads the network libraries"
agent_line=$(cd / && printf 'not a request' | env -i PATH=/usr/bin:/bin "$moved/bin/contacts-tui-sync" 2>/dev/null || true)
grep -qF '"failed"' <<<"$agent_line" || fail "the installed sync agent did not answer a bad request: '$agent_line'"
echo "sync agent: loads, and refuses a bad request"

home="$scratch/home"
mkdir -p "$home"
clean=(env -i HOME="$home" PATH=/usr/bin:/bin TERM=xterm)
# run ARGS…: the installed binary from /, in the clean environment; prints its output, sets $status.
run() {
  set +e
  output=$(cd / && "${clean[@]}" "$bin" "$@" 2>&1)
  status=$?
  set -e
}

run --version
[ "$status" -eq 0 ] && [[ "$output" == "contacts-tui "[0-9]* ]] || fail "--version: status $status, '$output'"
echo "--version: $output"

# status, traced: its resources come from the moved prefix, and the source tree is never touched.
set +e
(cd / && "${clean[@]}" /usr/bin/strace -f -qq -e trace=%file -o "$scratch/trace" "$bin" status --json >"$scratch/status")
status=$?
set -e
output=$(cat "$scratch/status")
[ "$status" -eq 4 ] || fail "status --json before a decision exited $status (expected 4): $output"
grep -qE '"bundleIdentifier": *"com\.example\.ContactsDemo"' <<<"$output" && grep -qE '"status": *"notDetermined"' <<<"$output" ||
  fail "status --json printed '$output'"
grep -qF "\"$moved/share/contacts-tui/ContactsDemo/Info.plist\"" "$scratch/trace" ||
  fail "status did not read the demo app's manifest from $moved/share/contacts-tui"
if grep -F "$root" "$scratch/trace" >&2; then fail "the installed binary looked in the source tree $root"; fi
if grep -E '"[^"]*/\.build/' "$scratch/trace" >&2; then fail "the installed binary looked in a .build folder"; fi
echo "status --json: $output (resources read from the moved prefix)"

run permissions set com.example.ContactsDemo allow
[ "$status" -eq 0 ] || fail "permissions set exited $status: $output"
run list
cards=$(grep -c '^BEGIN:VCARD' "$moved/share/contacts-tui/Sample/contacts.vcf")
lines=$(printf '%s\n' "$output" | grep -c .)
[ "$status" -eq 0 ] && [ "$lines" -eq "$cards" ] || fail "list exited $status with $lines lines for $cards cards"
echo "list: $lines contacts"

# The prompt, in a terminal: a second fresh HOME, answered with y after the arming delay.
prompt_home="$scratch/prompt-home"
mkdir -p "$prompt_home"
done_file="$scratch/prompt-status"
(cd / && env -i HOME="$prompt_home" PATH=/usr/bin:/bin TERM=xterm NCURSES_NO_UTF8_ACS=1 \
  tmux -L "$socket" -f /dev/null new-session -d -x 80 -y 24 \
  "'$bin'; echo \$? > '$done_file.tmp'; mv '$done_file.tmp' '$done_file'; sleep 30")
# wait_for TEXT: polls the screen for up to 10 s.
wait_for() {
  local i
  for i in $(seq 100); do
    tmux -L "$socket" capture-pane -p | grep -qE "$1" && return 0
    sleep 0.1
  done
  tmux -L "$socket" capture-pane -p >&2
  fail "'$1' never appeared on the screen"
}
wait_for 'Would Like to Access Your Contacts'
sleep 0.8 # past the prompt's arming delay
tmux -L "$socket" send-keys y
wait_for 'of [0-9]+ contacts'
tmux -L "$socket" send-keys q
for i in $(seq 50); do
  [ -f "$done_file" ] && break
  sleep 0.1
done
[ "$(cat "$done_file" 2>/dev/null)" = 0 ] || fail "the prompt's run exited '$(cat "$done_file" 2>/dev/null)'"
tmux -L "$socket" kill-server
output=$(cd / && env -i HOME="$prompt_home" PATH=/usr/bin:/bin "$bin" status)
[ "$output" = authorized ] || fail "after answering the prompt, status says '$output'"
echo "prompt: answered in tmux, status now $output"

scripts/install.sh --uninstall "$moved"
left=$(find "$moved" -mindepth 1)
[ -z "$left" ] || fail "uninstall left: $left"
echo "uninstall: $moved is empty"
echo "check-install: passed in $(($(date +%s) - started)) s"
