#!/usr/bin/env bash
# Runs one libFuzzer target for a while: scripts/fuzz.sh TARGET SECONDS
#
# TARGET is a check name (vcard, manifest, search, config, cli, dialog, mail, snapshot, abook): the product
# fuzz-TARGET, built optimized (-c release) with libFuzzer and AddressSanitizer in .build/fuzz, runs on a copy of
# Fuzz/Corpus/TARGET for SECONDS (-max_total_time). It prints the executions and exits non-zero
# when an input breaks the check; the input is kept in Fuzz/Crashes/TARGET/ (git-ignored), to be
# moved to Fuzz/Regressions/TARGET/ once fixed, where FuzzCheckTests replays it.
#
# The dialog target exists once Fuzz/Checks/DialogFuzz.swift does (the prompt work adds the check
# and its seeds in Fuzz/Corpus/dialog/; Package.swift declares fuzz-dialog when the file is there).
# Extra arguments after SECONDS go to libFuzzer (e.g. -jobs=2, -seed=1).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

if [ $# -lt 2 ]; then
  echo "usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer options]" >&2
  exit 2
fi
target=$1
seconds=$2
shift 2
if [ ! -d "Fuzz/Corpus/$target" ]; then
  echo "no seed corpus Fuzz/Corpus/$target; targets: $(ls Fuzz/Corpus | tr '\n' ' ')" >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

export CONTACTS_TUI_FUZZ=1
build=(swift build -c release --scratch-path .build/fuzz --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)
if ! "${build[@]}" --product "fuzz-$target" >"$work/build.log" 2>&1; then
  grep -v 'ld.gold: warning: Cannot export local symbol' "$work/build.log" >&2
  exit 1
fi
binary="$("${build[@]}" --show-bin-path)/fuzz-$target"
# The seeds are handed over by name, in a fixed order, and the corpus folder libFuzzer adds to
# starts empty. libFuzzer sorts the seeds by size alone, so seeds of one size would otherwise come
# in the order their folder lists them, which differs between file systems: with -seed, another
# machine would take another path (docs/FUZZING.md).
mkdir "$work/corpus"
find "$PWD/Fuzz/Corpus/$target" -type f | LC_ALL=C sort | paste -sd, - >"$work/seeds"
crashes="Fuzz/Crashes/$target"
mkdir -p "$crashes"

# The checks trap with a message on a broken promise; leaks are not a promise here (a fuzzer
# process ends after the run), and the run must stop at the first broken input.
# No allocation stacks (malloc_context_size=0): recording one per allocation took most of the
# time; rerun a saved input with ASAN_OPTIONS=detect_leaks=0 for the full report.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0}"
# The Swift runtime's backtracer would catch the trap before libFuzzer saves the input.
export SWIFT_BACKTRACE=enable=no
# Swift seeds its hashing per process; fixed, a run with -seed takes the same path on every
# machine (Set and Dictionary order would otherwise steer coverage, and so the inputs tried).
export SWIFT_DETERMINISTIC_HASHING=1
# Address-space randomisation is off for the run where the system allows it: the code under test
# compares and hashes addresses, and libFuzzer feeds compared values back into its mutations, so
# two runs with the same -seed otherwise part ways within seconds.
launch=()
if setarch "$(uname -m)" -R true 2>/dev/null; then launch=(setarch "$(uname -m)" -R); fi
set +e
"${launch[@]}" "$binary" "$work/corpus" -seed_inputs=@"$work/seeds" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -print_final_stats=1 -artifact_prefix="$crashes/" "$@" 2>"$work/log"
status=$?
set -e
grep -E '^#[0-9]+[[:space:]]+DONE' "$work/log" || true
executions=$(grep -Eo 'stat::number_of_executed_units: [0-9]+' "$work/log" | grep -Eo '[0-9]+$' | tail -1 || true)
echo "fuzz-$target: ${executions:-?} executions (time limit ${seconds} s), exit $status"
if [ "$status" -ne 0 ]; then
  tail -40 "$work/log" >&2
  echo "fuzz-$target found a broken input; kept in $crashes/" >&2
  exit 1
fi
rmdir "$crashes" Fuzz/Crashes 2>/dev/null || true
