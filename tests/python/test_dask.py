"""nonet.dask on a LocalCluster of 2 worker processes: the same answers as one process and the
CLI."""

import json

import pytest

import nonet
from conftest import corpus_lines, puzzle_of, run_cli

dask_bag = pytest.importorskip("dask.bag")
distributed = pytest.importorskip("distributed")
import nonet.dask  # noqa: E402  (after the skip: it needs Dask)


@pytest.fixture(scope="module")
def client():
    # Loopback only, no dashboard; the workers are processes that import nonet themselves.
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address=None) as cluster, \
            distributed.Client(cluster) as c:
        yield c


def test_rate_over_2000_puzzles_equals_the_cli(client):
    puzzles = [puzzle_of(line) for line in corpus_lines("puzzles2_17_clue", 2000)]
    bag = dask_bag.from_sequence(puzzles, npartitions=8)
    records = nonet.dask.rate(bag).compute()
    assert [r["puzzle"] for r in records] == puzzles
    expected = [json.loads(line) for line in run_cli(
        "rate", "--format", "json", "-", stdin="\n".join(puzzles) + "\n").splitlines()]
    assert len(expected) == 2000
    assert [(r["er"], r["ep"], r["ed"], r["status"]) for r in records] == [
        (e["er"], e["ep"], e["ed"], e["status"]) for e in expected]


def test_solve_check_and_count_over_a_bag(client):
    puzzles = [puzzle_of(line) for line in corpus_lines("puzzles3_magictour_top1465", 200)]
    puzzles[5] = puzzles[5][:40] + "x" + puzzles[5][41:]
    bag = dask_bag.from_sequence(puzzles, npartitions=4)
    solved = nonet.dask.solve(bag).compute()
    solutions, statuses = nonet.solve(puzzles, with_status=True)
    assert [r["solution"] for r in solved] == solutions
    assert [r["status"] for r in solved] == statuses
    assert solved[5]["status"] == "invalid" and "column 41" in solved[5]["error"]
    checked = nonet.dask.check(bag).compute()
    assert [r["status"] for r in checked] == nonet.check(puzzles)
    counted = nonet.dask.count(bag, limit=3).compute()
    assert [r["count"] for r in counted] == nonet.count(puzzles, limit=3)


def test_generate_in_pieces_equals_one_process(client):
    made = nonet.dask.generate(30, npartitions=4, seed=11).compute()
    assert [r["index"] for r in made] == list(range(30))
    assert [r["puzzle"] for r in made] == nonet.generate(30, seed=11)
    assert nonet.solve([r["puzzle"] for r in made]) == [r["solution"] for r in made]
    rated = nonet.dask.generate(3, npartitions=2, seed=2, with_rating=True).compute()
    assert [[r["er"], r["ep"], r["ed"]] for r in rated] == nonet.rate(
        [r["puzzle"] for r in rated]).tolist()
