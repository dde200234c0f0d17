#!/usr/bin/env python3
"""The Python package's numpy batch against `nonet solve` on the same puzzles and threads.

For each corpus of ../shared/data (puzzles repeated to at least --min-puzzles), in alternating
rounds:
  - cli:    `nonet solve -t T FILE` (or `-l 1`), the whole process's CPU time (user + sys, from
            wait4), output to /dev/null;
  - numpy:  nonet.solve(array, threads=T) in this process, the call's CPU time (every thread's,
            from getrusage), the puzzles already in an (N, 81) uint8 array;
  - texts:  nonet.solve(list of 81-character strings, threads=T), the same, from Python strings.
Medians over --rounds rounds, and their ratios to the CLI. One-thread runs are pinned to one CPU
(--cpu), the CLI's and this process's alike: on a shared virtual machine the CPUs can differ in
speed by a third, which would otherwise decide the ratio. Then the cost of one call on one
puzzle (a string, an array), median of many.

Run it with the package installed (see docs/python.md) and the CLI built (make release):
    .venv/bin/python bench/python_vs_cli.py [--threads 1 2] [--rounds 5]
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

import nonet

REPO = Path(__file__).resolve().parents[1]
DATA = REPO.parent / "shared" / "data"
CORPORA = ["puzzles2_17_clue", "puzzles3_magictour_top1465", "puzzles5_forum_hardest_1905_11+",
           "puzzles6_forum_hardest_1106", "puzzles7_serg_benchmark"]


def puzzles_of(name, at_least):
    lines = [line.split()[0] for line in (DATA / name).read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    copies = -(-at_least // len(lines))
    return lines * copies


def cli_cpu(cli, args):
    with open(os.devnull, "w") as sink:
        child = subprocess.Popen([str(cli), *args], stdout=sink, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"{cli} {' '.join(args)} failed")
    return usage.ru_utime + usage.ru_stime


def call_cpu(call):
    before = resource.getrusage(resource.RUSAGE_SELF)
    call()
    after = resource.getrusage(resource.RUSAGE_SELF)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=str(REPO / "build" / "release" / "nonet"))
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--min-puzzles", type=int, default=50_000)
    parser.add_argument("--corpus", nargs="+", default=CORPORA)
    parser.add_argument("--cpu", type=int, default=min(os.sched_getaffinity(0)),
                        help="the CPU that one-thread runs are pinned to")
    args = parser.parse_args()
    every_cpu = os.sched_getaffinity(0)

    print(f"nonet {nonet.__version__}, engine {nonet.simd_path()}, {args.rounds} rounds, "
          f"CPU seconds (median)")
    print(f"{'corpus':34} {'puzzles':>8} {'t':>2} {'mode':>5} {'cli':>8} {'numpy':>8} "
          f"{'texts':>8} {'numpy/cli':>9} {'texts/cli':>9}")
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.corpus:
            lines = puzzles_of(name, args.min_puzzles)
            path = Path(tmp) / "puzzles.txt"
            path.write_text("\n".join(lines) + "\n")
            array = (np.frombuffer("".join(lines).replace(".", "0").encode(), dtype=np.uint8)
                     - ord("0")).reshape(-1, 81)
            for threads in args.threads:
                os.sched_setaffinity(0, {args.cpu} if threads == 1 else every_cpu)
                for limit in (2, 1):
                    times = {"cli": [], "numpy": [], "texts": []}
                    cli_args = ["solve", "-t", str(threads)] + (["-l", "1"] if limit == 1 else [])
                    for _ in range(args.rounds):
                        times["cli"].append(cli_cpu(args.cli, [*cli_args, str(path)]))
                        times["numpy"].append(call_cpu(
                            lambda: nonet.solve(array, limit=limit, threads=threads)))
                        times["texts"].append(call_cpu(
                            lambda: nonet.solve(lines, limit=limit, threads=threads)))
                    med = {k: statistics.median(v) for k, v in times.items()}
                    print(f"{name:34} {len(lines):8} {threads:2} {'-l' + str(limit):>5} "
                          f"{med['cli']:8.3f} {med['numpy']:8.3f} {med['texts']:8.3f} "
                          f"{med['numpy'] / med['cli']:9.2f} {med['texts'] / med['cli']:9.2f}")

    os.sched_setaffinity(0, {args.cpu})
    one_line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    one_array = np.array([0 if c == "." else int(c) for c in one_line], dtype=np.uint8)
    for label, call in (("one puzzle, str", lambda: nonet.solve(one_line)),
                        ("one puzzle, (81,) array", lambda: nonet.solve(one_array)),
                        ("one puzzle, check", lambda: nonet.check(one_line))):
        samples = []
        for _ in range(7):
            start = time.process_time()
            for _ in range(2000):
                call()
            samples.append((time.process_time() - start) / 2000)
        print(f"{label:26} {statistics.median(samples) * 1e6:8.1f} us per call (CPU)")


if __name__ == "__main__":
    main()
