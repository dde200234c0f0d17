"""nonet on Dask: the same calls over a dask.bag of puzzle strings, on a cluster of any size.

Each partition is one batch call of the nonet package on the worker that holds it (the GIL
released, `threads` threads), so a bag of millions of puzzles spreads over every worker:

>>> import dask.bag as db, nonet.dask
>>> from distributed import Client, LocalCluster
>>> client = Client(LocalCluster(n_workers=2, threads_per_worker=1))
>>> bag = db.from_sequence(puzzles, npartitions=16)
>>> ratings = nonet.dask.rate(bag).compute()      # [{"puzzle", "er", "ep", "ed", "status"}, ...]

Every worker needs nonet installed in the Python it runs (the same pip command as on the
client); see docs/python.md. The puzzles are read on the workers: a bad one gives its row's
status ("invalid") and an "error" text, never a failed task.
"""

from __future__ import annotations

import math
import secrets
from typing import Any, Iterable, List, Optional

import numpy as np

import nonet

try:
    import dask.bag as _bag
except ImportError as e:  # pragma: no cover - python3-dask is a dependency of this module only
    raise ImportError("nonet.dask needs Dask: apt-get install python3-dask python3-distributed"
                      ) from e

__all__ = ["solve", "rate", "check", "count", "generate"]


def _solve_partition(puzzles: Iterable[str], limit: int, threads: Optional[int]) -> List[dict]:
    puzzles = list(puzzles)
    solutions, statuses = nonet.solve(puzzles, limit=limit, threads=threads, with_status=True)
    records = [{"puzzle": p, "solution": s, "status": t}
               for p, s, t in zip(puzzles, solutions, statuses)]
    _add_errors(puzzles, records)
    return records


def _rate_partition(puzzles: Iterable[str], max_level: int, threads: Optional[int]) -> List[dict]:
    puzzles = list(puzzles)
    ratings, statuses = nonet.rate(puzzles, max_level=max_level, threads=threads,
                                   with_status=True)
    records = []
    for p, (er, ep, ed), status in zip(puzzles, ratings.tolist(), statuses):
        rated = not math.isnan(er)
        records.append({"puzzle": p, "er": er if rated else None, "ep": ep if rated else None,
                        "ed": ed if rated else None, "status": status})
    _add_errors(puzzles, records)
    return records


def _check_partition(puzzles: Iterable[str], threads: Optional[int]) -> List[dict]:
    puzzles = list(puzzles)
    records = []
    for p, result in zip(puzzles, nonet.check(puzzles, threads=threads, details=True)):
        record = {"puzzle": p, "status": result.status}
        if result.error is not None:
            record["error"] = result.error.message if result.error.code != "bad_input" \
                else _place_and_message(result.error)
        records.append(record)
    return records


def _count_partition(puzzles: Iterable[str], limit: int, threads: Optional[int]) -> List[dict]:
    puzzles = list(puzzles)
    counts = nonet.count(puzzles, limit=limit, threads=threads)
    records = [{"puzzle": p, "count": c} for p, c in zip(puzzles, counts)]
    _add_errors(puzzles, records)
    return records


def _add_errors(puzzles: List[str], records: List[dict]) -> None:
    """An "error" for each record whose puzzle does not read, saying where; only those rows are
    read again."""
    rows = [i for i, r in enumerate(records)
            if r.get("status") == "invalid" or ("count" in r and r["count"] is None)]
    if not rows:
        return
    for row, result in zip(rows, nonet.check([puzzles[i] for i in rows], threads=1,
                                             details=True)):
        if result.error is not None and result.error.code == "bad_input":
            records[row]["error"] = _place_and_message(result.error)


def _place_and_message(error: "nonet.PuzzleError") -> str:
    """The error's line, column and message, without a row number (which would count within
    the partition, not the bag)."""
    error.row = None
    return error.describe()


def solve(bag: "_bag.Bag", *, limit: int = 2, threads: Optional[int] = 1) -> "_bag.Bag":
    """A bag of {"puzzle", "solution", "status"} (solution None when there is none), as
    nonet.solve gives them. `threads` per partition: 1 suits a cluster whose workers already
    fill the cores (None: every core of the worker)."""
    return bag.map_partitions(_solve_partition, limit, threads)


def rate(bag: "_bag.Bag", *, max_level: int = 5, threads: Optional[int] = 1) -> "_bag.Bag":
    """A bag of {"puzzle", "er", "ep", "ed", "status"} (None where a puzzle was not rated), as
    nonet.rate gives them."""
    return bag.map_partitions(_rate_partition, max_level, threads)


def check(bag: "_bag.Bag", *, threads: Optional[int] = 1) -> "_bag.Bag":
    """A bag of {"puzzle", "status"} and, where the status is not unique, "error" (why)."""
    return bag.map_partitions(_check_partition, threads)


def count(bag: "_bag.Bag", *, limit: int = 1000, threads: Optional[int] = 1) -> "_bag.Bag":
    """A bag of {"puzzle", "count"} (count None for a puzzle that does not read)."""
    return bag.map_partitions(_count_partition, limit, threads)


def _generate_piece(piece: dict, options: dict) -> List[dict]:
    made = nonet.generate(piece["count"], first=piece["first"], with_solution=True,
                          **options)
    ratings = made.get("ratings")
    records = []
    for i, (index, puzzle, solution) in enumerate(zip(made["indices"], made["puzzles"],
                                                      made["solutions"])):
        record = {"index": index, "puzzle": puzzle, "solution": solution}
        if ratings is not None:
            record["er"], record["ep"], record["ed"] = (float(x) for x in ratings[i])
        records.append(record)
    return records


def generate(n: int, *, npartitions: Optional[int] = None, seed: Optional[int] = None,
             threads: Optional[int] = 1, **options: Any) -> "_bag.Bag":
    """A bag of n new puzzles, {"index", "puzzle", "solution"} (and "er", "ep", "ed" with
    with_rating=True), made in `npartitions` pieces on the workers. Options are those of
    nonet.generate (difficulty, rating, symmetry, clues, minimal, max_attempts, time_limit). The
    puzzles are those nonet.generate(n, seed=seed, ...) makes in one process, in index order:
    piece k makes its own stretch of the seed's sequence. seed None picks one at random (here,
    on the client, so that every piece shares it)."""
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 1:
        raise ValueError(f"n must be a whole number of puzzles, at least 1, not {n!r}")
    for reserved in ("first", "as_array", "with_solution", "n"):
        if reserved in options:
            raise TypeError(f"generate() sets {reserved!r} itself")
    n = int(n)
    npartitions = max(1, min(n, npartitions if npartitions is not None else min(n, 100)))
    seed = secrets.randbits(64) if seed is None else seed
    bounds = np.linspace(0, n, npartitions + 1).round().astype(int)
    pieces = [{"first": int(a), "count": int(b - a)} for a, b in zip(bounds[:-1], bounds[1:])
              if b > a]
    piece_options = dict(options, seed=seed, threads=threads)
    return _bag.from_sequence(pieces, npartitions=len(pieces)).map_partitions(
        lambda part: [r for piece in part for r in _generate_piece(piece, piece_options)])
