#!/usr/bin/env python3
"""Agreement of `nonet rate` with published Sudoku Explainer ratings, by SER band.

usage: scripts/ser_agreement.py [--require-exact] REFERENCE RATED
  REFERENCE  lines 'puzzle ER' or 'puzzle ER/EP/ED' ('#' comments), e.g. ../shared/data/ser-rated-sample.txt
  RATED      the output of `nonet rate` on the same puzzles ('puzzle ER/EP/ED'; 'invalid:' lines skipped)

Prints a markdown table: per band of the reference ER, the puzzles and the share rated exactly,
within 0.1, 0.3 and 0.5; then the same for EP and ED when the reference has them, and the
largest disagreements. With --require-exact, exits 1 unless every reference puzzle was rated
with exactly the reference ER (the test suite's check of docs/rating.md's claim).
"""
import sys


def read_reference(path):
    ref = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            puzzle, ratings = line.split()[:2]
            # '?' marks a rating the source does not give (some EP/ED of the hardest list)
            ref[puzzle.replace("0", ".")] = [None if x == "?" else float(x) for x in ratings.split("/")]
    return ref


def read_rated(path):
    rated = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            if len(parts) < 2 or len(parts[0]) != 81 or "/" not in parts[1]:
                continue
            rated[parts[0].replace("0", ".")] = [float(x) for x in parts[1].split("/")]
    return rated


def band_of(er):
    for bound, name in ((2.5, "1.0-2.5"), (4.0, "2.6-4.0"), (6.5, "4.1-6.5"), (8.0, "6.6-8.0"),
                        (9.0, "8.1-9.0"), (10.0, "9.1-10.0"), (11.0, "10.1-11.0")):
        if er <= bound + 1e-9:
            return name
    return "11.1+"


def table(pairs, title):
    bands = {}
    for ref, got in pairs:
        bands.setdefault(band_of(ref), []).append((ref, got))
    bands["all"] = pairs
    print(f"\n| {title} band | puzzles | exact | within 0.1 | within 0.3 | within 0.5 |")
    print("|---|---|---|---|---|---|")
    for name in sorted(bands, key=lambda b: (b == "all", float(b.split("-")[0].rstrip("+")) if b != "all" else 0)):
        rows = bands[name]
        n = len(rows)
        def share(tol):
            return 100.0 * sum(1 for r, g in rows if abs(r - g) <= tol + 1e-9) / n
        print(f"| {name} | {n:,} | {share(0):.2f}% | {share(0.1):.2f}% | {share(0.3):.2f}% | {share(0.5):.2f}% |")


def main():
    args = sys.argv[1:]
    require_exact = "--require-exact" in args
    args = [a for a in args if a != "--require-exact"]
    if len(args) != 2:
        sys.exit(__doc__)
    ref = read_reference(args[0])
    rated = read_rated(args[1])
    common = [p for p in ref if p in rated]
    missing = len(ref) - len(common)
    print(f"{len(common):,} of {len(ref):,} reference puzzles rated ({missing:,} missing or not rated)")
    for index, name in enumerate(("ER", "EP", "ED")):
        pairs = [(ref[p][index], rated[p][index]) for p in common
                 if len(ref[p]) > index and ref[p][index] is not None]
        if pairs:
            table(pairs, name)
    common = [p for p in common if ref[p][0] is not None]
    worst = sorted(common, key=lambda p: -abs(ref[p][0] - rated[p][0]))[:10]
    print("\nLargest ER differences (reference -> nonet):")
    for p in worst:
        if ref[p][0] != rated[p][0]:
            print(f"  {p} {ref[p][0]:.1f} -> {rated[p][0]:.1f}")
    if require_exact:
        inexact = sum(1 for p in common if ref[p][0] != rated[p][0])
        if missing or inexact:
            sys.exit(f"not exact: {missing:,} missing or not rated, {inexact:,} with another ER")


if __name__ == "__main__":
    main()
