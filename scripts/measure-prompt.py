#!/usr/bin/env python3
"""Measures, in a real terminal (tmux, 80x24), how fast the prompt appears and how fast Esc ends it.

Usage: scripts/measure-prompt.py [BINARY] [RUNS]
  BINARY defaults to .build/release/contacts-tui, RUNS to 15.
Prints the median, min and max of:
  start-to-prompt: from starting the process to the title being on screen;
  Esc-to-exit:     from sending Esc (after the 500 ms arming delay) to the process having exited.
Each run uses a fresh --home. A baseline (`true` in the same harness) is printed alongside, so the
harness's own overhead can be subtracted.
"""
import os, shutil, statistics, subprocess, sys, tempfile, time

BIN = sys.argv[1] if len(sys.argv) > 1 else ".build/release/contacts-tui"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 15
TITLE = "Would Like to Access"


def tmux(sock, *args):
    return subprocess.run(["tmux", "-L", sock, "-f", "/dev/null", *args], capture_output=True, text=True)


def one_run(i, command, wait_title=True):
    sock = f"ct-measure-{os.getpid()}-{i}"
    home = tempfile.mkdtemp(prefix="ct-measure-")
    done = os.path.join(home, "done")
    env = "export NCURSES_NO_UTF8_ACS=1 TERM=xterm-256color LANG=C.UTF-8;"
    script = f"{env} {command} --home {home}; echo $? > {done}; sleep 5"
    try:
        start = time.monotonic()
        tmux(sock, "new-session", "-d", "-x", "80", "-y", "24", "sh", "-c", script)
        shown = None
        while time.monotonic() - start < 10:
            if TITLE in tmux(sock, "capture-pane", "-p").stdout:
                shown = time.monotonic() - start
                break
        if shown is None:
            return None, None
        time.sleep(0.7)
        sent = time.monotonic()
        tmux(sock, "send-keys", "Escape")
        while not os.path.exists(done) and time.monotonic() - sent < 5:
            time.sleep(0.001)
        gone = time.monotonic() - sent
        return shown, gone
    finally:
        tmux(sock, "kill-server")
        shutil.rmtree(home, ignore_errors=True)


def summary(name, values):
    values = [v * 1000 for v in values if v is not None]
    if not values:
        return f"{name}: no data"
    return f"{name}: median {statistics.median(values):.1f} ms (min {min(values):.1f}, max {max(values):.1f}, n={len(values)})"


def main():
    shown, gone = [], []
    for i in range(RUNS):
        s, g = one_run(i, BIN)
        shown.append(s)
        gone.append(g)
    # Baseline: the same harness polling a command that prints the title and waits for a key.
    base_shown, base_gone = [], []
    for i in range(RUNS):
        s, g = one_run(1000 + i, f"sh -c 'echo \"{TITLE}\"; stty raw -echo; dd bs=1 count=1 2>/dev/null' --")
        base_shown.append(s)
        base_gone.append(g)
    print(summary("start-to-prompt", shown))
    print(summary("Esc-to-exit", gone))
    print(summary("baseline start-to-text (sh+echo)", base_shown))
    print(summary("baseline key-to-exit (dd reading one byte)", base_gone))


if __name__ == "__main__":
    main()
