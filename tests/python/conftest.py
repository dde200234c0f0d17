"""Shared helpers for the Python package's tests: the corpora in ../shared/data and the CLI
built beside the package (build/release/nonet), whose answers the package must match."""

import os
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DATA = Path(os.environ.get("NONET_DATA_DIR", REPO.parent / "shared" / "data"))
CLI = Path(os.environ.get("NONET_CLI", REPO / "build" / "release" / "nonet"))

CORPORA = [
    "puzzles2_17_clue",
    "puzzles3_magictour_top1465",
    "puzzles5_forum_hardest_1905_11+",
    "puzzles6_forum_hardest_1106",
    "puzzles7_serg_benchmark",
    "ser-rated-sample.txt",
    "ser-rated-hardest.txt",
]

# The first puzzle of LeetCode 37 and its solution (the seed's example).
LEETCODE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
LEETCODE_SOLUTION = ("534678912672195348198342567859761423426853791713924856961537284"
                     "287419635345286179")


def corpus_lines(name, count=None, step=1):
    """Puzzle lines of a corpus (comments and blank lines skipped, CR stripped): every `step`-th
    one, at most `count`."""
    path = DATA / name
    if not path.exists():
        if os.environ.get("CI"):
            pytest.fail(f"{path} is missing; CI must have ../shared/data")
        pytest.skip(f"{path} is missing")
    lines = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\r\n")
            if not line or line.startswith("#"):
                continue
            lines.append(line)
    lines = lines[::step]
    return lines if count is None else lines[:count]


def puzzle_of(line):
    """The 81 cells of a corpus line (its comment, such as an SE rating, dropped)."""
    return line.split()[0]


def cli():
    if not CLI.exists():
        if os.environ.get("CI"):
            pytest.fail(f"{CLI} is missing: build it first (make release)")
        pytest.skip(f"{CLI} is missing: build it with make release")
    return CLI


def run_cli(*args, stdin=""):
    """The CLI's stdout for `args` with `stdin`; its exit code is not checked (a batch with
    failures exits 1)."""
    done = subprocess.run([str(cli()), *args], input=stdin, capture_output=True, text=True,
                          timeout=600, check=False)
    return done.stdout
