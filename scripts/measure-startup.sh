#!/usr/bin/env bash
# Times contacts-tui's start-up side by side with its peers, interleaved in one run, and prints
# the medians and the ratios:
#   status:  `contacts-tui status` against the sqlite3 shell reading the same permission database;
#   prompt:  from starting the process to the prompt's title on a tmux screen (80x24), against
#            Debian's `dialog --yesno` showing the same title the same way.
#
#   scripts/measure-startup.sh [BINARY] [ROUNDS]
#
# BINARY defaults to an installed ~/.local/bin/contacts-tui, else the static release build
# (scripts/install.sh builds both the same way); ROUNDS to 200 for status and a tenth of that
# (at least 15) for the prompt. Each round runs every command once, so a noisy machine's slow
# stretches fall on all of them alike. A process is started with posix_spawn, not a shell, and
# `true` is timed alongside as the floor every process start pays. Needs python3, sqlite3, tmux
# and dialog (apt-get install dialog). When `perf stat` works, the CPU time and page faults of
# `status` and of the sqlite3 shell are printed too (means over ROUNDS runs each): steadier than
# wall-clock times on a busy machine.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
binary=${1:-}
if [ -z "$binary" ]; then
  if [ -x "$HOME/.local/bin/contacts-tui" ]; then
    binary=$HOME/.local/bin/contacts-tui
  else
    binary=$root/.build/release/contacts-tui
  fi
fi
rounds=${2:-200}
for tool in python3 sqlite3 tmux dialog; do
  command -v "$tool" >/dev/null || { echo "measure-startup: $tool is missing" >&2; exit 1; }
done
[ -x "$binary" ] || { echo "measure-startup: no binary at $binary (run scripts/install.sh)" >&2; exit 1; }

scratch=$(mktemp -d /tmp/ct-startup.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
export CONTACTS_TUI_NO_CACHE=1
"$binary" permissions set com.example.ContactsDemo allow --home "$scratch/home" >/dev/null

echo "load average: $(cut -d" " -f1-3 /proc/loadavg)"
echo "binary: $binary ($(du -h "$binary" | cut -f1), $(ldd "$binary" 2>/dev/null | grep -c '=>') shared libraries)"
python3 - "$binary" "$scratch" "$rounds" <<'PYTHON'
import os, statistics, subprocess, sys, time

binary, scratch, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
home = os.path.join(scratch, "home")
database = os.path.join(home, "permissions.sqlite3")
query = "select auth_value from access where service='kTCCServiceAddressBook' and client='com.example.ContactsDemo'"
devnull = os.open(os.devnull, os.O_RDWR)
env = dict(os.environ)


def spawn(argv):
    """Wall time of one process, from posix_spawn to its exit, output discarded."""
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=[
        (os.POSIX_SPAWN_DUP2, devnull, 0), (os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
    os.waitpid(pid, 0)
    return time.perf_counter() - start


def which(name):
    for folder in os.environ["PATH"].split(":"):
        path = os.path.join(folder, name)
        if os.access(path, os.X_OK):
            return path
    sys.exit(f"{name} is not on PATH")


status_commands = {
    "contacts-tui status": [binary, "status", "--home", home],
    "sqlite3 select": [which("sqlite3"), database, query],
    "true": [which("true")],
}
times = {name: [] for name in status_commands}
for _ in range(5):  # warm the page cache
    for argv in status_commands.values():
        spawn(argv)
for _ in range(rounds):
    for name, argv in status_commands.items():
        times[name].append(spawn(argv))

# The prompt: one tmux server, a new window per run; the clock runs from the new-window command
# to the title being on the captured screen. Both commands pay the same tmux and polling costs.
title = "Would Like to Access Your Contacts"
socket = f"ct-startup-{os.getpid()}"
tmux = [which("tmux"), "-L", socket, "-f", "/dev/null"]
subprocess.run(tmux + ["new-session", "-d", "-x", "80", "-y", "24", "-s", "idle", "sleep 3600"], check=True)
subprocess.run(tmux + ["set-option", "-g", "remain-on-exit", "off"], check=True)
prompt_env = "NCURSES_NO_UTF8_ACS=1 TERM=xterm-256color LANG=C.UTF-8 CONTACTS_TUI_NO_CACHE=1"


def screen_time(command, index):
    target = f"run{index}"
    start = time.perf_counter()
    subprocess.run(tmux + ["new-window", "-d", "-n", target, f"env {prompt_env} {command}"], check=True)
    shown = None
    while time.perf_counter() - start < 10:
        if title in subprocess.run(tmux + ["capture-pane", "-p", "-t", f"idle:{target}"],
                                   capture_output=True, text=True).stdout:
            shown = time.perf_counter() - start
            break
    subprocess.run(tmux + ["kill-window", "-t", f"idle:{target}"], capture_output=True)
    return shown


# Two prompts: in a fresh data directory, where the permission database is created (and synced
# to disk) before the prompt is shown, and in one whose database exists without a decision for
# the demo app (a copy of a template, made before the clock starts).
template = os.path.join(scratch, "template")
subprocess.run([binary, "permissions", "set", "com.example.ContactsDemo", "allow", "--home", template],
               check=True, capture_output=True)
subprocess.run([binary, "permissions", "reset", "com.example.ContactsDemo", "--home", template],
               check=True, capture_output=True)


def existing(i):
    home = os.path.join(scratch, f"existing-{i}")
    subprocess.run(["cp", "-a", template, home], check=True)
    return f"{binary} --home {home}"


prompt_commands = {
    "contacts-tui prompt": lambda i: f"{binary} --home {scratch}/prompt-{i}",
    "  (database exists)": existing,
    "dialog --yesno": lambda i: f"dialog --title 'Contacts' --yesno '\"ContactsDemo\" {title}' 10 60",
}
prompt_rounds = max(15, rounds // 10)
prompt_times = {name: [] for name in prompt_commands}
try:
    index = 0
    for _ in range(prompt_rounds):
        for name, command in prompt_commands.items():
            index += 1
            shown = screen_time(command(index), index)
            if shown is not None:
                prompt_times[name].append(shown)
finally:
    subprocess.run(tmux + ["kill-server"], capture_output=True)


def line(name, samples):
    if not samples:
        return f"  {name:22} no data"
    ms = [s * 1000 for s in samples]
    return (f"  {name:22} median {statistics.median(ms):6.2f} ms  "
            f"(min {min(ms):6.2f}, max {max(ms):7.2f}, n={len(ms)})")


median = {name: statistics.median(s) if s else float("nan") for name, s in {**times, **prompt_times}.items()}
print(f"status, {rounds} interleaved rounds:")
for name, samples in times.items():
    print(line(name, samples))
floor = median["true"]
print(f"  ratio status / sqlite3: {median['contacts-tui status'] / median['sqlite3 select']:.2f}"
      f"  (each less the `true` floor: {(median['contacts-tui status'] - floor) / (median['sqlite3 select'] - floor):.2f})")
print(f"prompt on screen, {prompt_rounds} interleaved rounds:")
for name, samples in prompt_times.items():
    print(line(name, samples))
print(f"  ratio prompt / dialog: {median['contacts-tui prompt'] / median['dialog --yesno']:.2f}"
      f"  (database exists: {median['  (database exists)'] / median['dialog --yesno']:.2f})")
PYTHON

if command -v perf >/dev/null && perf stat -e task-clock true >/dev/null 2>&1; then
  echo "CPU time (perf stat -r $rounds):"
  database="$scratch/home/permissions.sqlite3"
  query="select auth_value from access where service='kTCCServiceAddressBook' and client='com.example.ContactsDemo'"
  cpu() {
    local name=$1
    shift
    perf stat -x, -r "$rounds" -e task-clock -e page-faults -- "$@" 2>&1 >/dev/null |
      awk -F, -v name="$name" '$3 == "task-clock" { ms = $1 } $3 == "page-faults" { faults = $1 }
        END { printf "  %-22s %6.2f ms CPU, %d page faults\n", name, ms, faults }'
  }
  cpu "contacts-tui status" "$binary" status --home "$scratch/home"
  cpu "sqlite3 select" sqlite3 "$database" "$query"
fi
