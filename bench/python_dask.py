#!/usr/bin/env python3
"""nonet.dask on a LocalCluster against one process: puzzles rated per second (wall clock).

Rates the same puzzles (--count of a corpus) three ways: nonet.rate in this process on one
thread and on every core, and nonet.dask.rate over a bag on a LocalCluster of --workers worker
processes (one thread each, loopback only), the cluster started before the clock runs. Checks
that the three agree. Median of --rounds.

    .venv/bin/python bench/python_dask.py [--corpus puzzles3_magictour_top1465] [--count 1465]
"""

import argparse
import math
import statistics
import time
from pathlib import Path

import dask.bag as db
from distributed import Client, LocalCluster

import nonet
import nonet.dask

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="puzzles3_magictour_top1465")
    parser.add_argument("--count", type=int, default=1465)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--partitions", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    puzzles = [line.split()[0] for line in (DATA / args.corpus).read_text().splitlines()
               if line.strip() and not line.startswith("#")][:args.count]

    def timed(call):
        times, answer = [], None
        for _ in range(args.rounds):
            start = time.perf_counter()
            answer = call()
            times.append(time.perf_counter() - start)
        return statistics.median(times), answer

    one_thread, expected = timed(lambda: nonet.rate(puzzles, threads=1).tolist())
    all_cores, answer = timed(lambda: nonet.rate(puzzles).tolist())
    assert answer == expected
    with LocalCluster(n_workers=args.workers, threads_per_worker=1, host="127.0.0.1",
                      dashboard_address=None) as cluster, Client(cluster):
        bag = db.from_sequence(puzzles, npartitions=args.partitions)
        cluster_time, records = timed(lambda: nonet.dask.rate(bag).compute())
    got = [[r["er"], r["ep"], r["ed"]] for r in records]
    assert all(g == e or (g[0] is None and math.isnan(e[0])) for g, e in zip(got, expected))
    n = len(puzzles)
    print(f"{args.corpus}: {n} puzzles rated, median of {args.rounds} (wall)")
    for label, seconds in (("one process, 1 thread", one_thread),
                           (f"one process, {nonet.default_threads()} threads", all_cores),
                           (f"LocalCluster, {args.workers} workers x 1 thread", cluster_time)):
        print(f"  {label:34} {seconds:8.2f} s  {n / seconds:9.1f} puzzles/s  "
              f"{one_thread / seconds:5.2f}x one thread")


if __name__ == "__main__":
    main()
