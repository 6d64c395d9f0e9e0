#!/usr/bin/env python3
"""Whole-process medians of several commands, run interleaved (one of each per round), so a
noisy machine's slow stretches fall on every command alike rather than on whichever ran then.

    scripts/time-interleaved.py ROUNDS NAME=COMMAND [NAME=COMMAND ...]

Each COMMAND runs through the shell with its output discarded. abook refuses to overwrite its
--outfile, so a command may clear its own output first (`rm -f out.csv; abook ...`).
"""
import statistics
import subprocess
import sys
import time


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    rounds = int(sys.argv[1])
    commands = dict(argument.split("=", 1) for argument in sys.argv[2:])
    times = {name: [] for name in commands}
    for _ in range(rounds):
        for name, command in commands.items():
            start = time.perf_counter()
            subprocess.run(command, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times[name].append(time.perf_counter() - start)
    for name, samples in times.items():
        print(f"{name:12} median {statistics.median(samples) * 1000:9.1f} ms"
              f"  min {min(samples) * 1000:9.1f}  max {max(samples) * 1000:9.1f}  (n={len(samples)})")


if __name__ == "__main__":
    main()
