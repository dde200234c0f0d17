#!/usr/bin/env python3
"""Times `nonet explain` per puzzle, as a user runs it: one process per puzzle, its CPU time
(user + system, from wait4) and whether logic finished it (exit 0). Prints, per corpus, the share
finished and the median, p99 and max CPU seconds per puzzle.

    bench/explain_corpus.py [--nonet build/release/nonet] [--every K] [--jobs 2] FILE...

--every K takes every K-th puzzle of each file (1: all). Puzzles run --jobs at a time; each
process is timed alone, so the figures do not depend on --jobs beyond the machine's noise."""

import argparse
import os
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor


def puzzles_of(path, every):
    with open(path, encoding="utf-8", newline="") as f:
        lines = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    return lines[::every]


def explain_one(nonet, puzzle):
    """(finished, CPU seconds) of one `nonet explain` process."""
    process = subprocess.Popen([nonet, "explain", "-"], stdin=subprocess.PIPE,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    process.stdin.write((puzzle.split()[0] + "\n").encode())
    process.stdin.close()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode == 0, usage.ru_utime + usage.ru_stime


def percentile(sorted_values, share):
    index = min(len(sorted_values) - 1, int(round(share * (len(sorted_values) - 1))))
    return sorted_values[index]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--nonet", default="build/release/nonet")
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    print("| corpus | puzzles | finished | median s | p99 s | max s | wall s |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    failed = False
    for path in args.files:
        puzzles = puzzles_of(path, args.every)
        start = time.monotonic()
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(lambda p: explain_one(args.nonet, p), puzzles))
        wall = time.monotonic() - start
        finished = sum(1 for ok, _ in results if ok)
        times = sorted(seconds for _, seconds in results)
        failed = failed or finished != len(puzzles)
        print(f"| {os.path.basename(path)} | {len(puzzles)} | "
              f"{100.0 * finished / max(1, len(puzzles)):.1f}% | {statistics.median(times):.3f} | "
              f"{percentile(times, 0.99):.3f} | {times[-1]:.3f} | {wall:.0f} |", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
