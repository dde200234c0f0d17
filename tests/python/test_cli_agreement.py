"""The package answers as the CLI does, on samples of every corpus in ../shared/data: solutions,
counts, verdicts, ratings (exactly), hints and explanations (step for step, the same JSON)."""

import json
import math

import numpy as np
import pytest

import nonet
from conftest import CORPORA, corpus_lines, puzzle_of, run_cli

# Puzzles per corpus for the search calls, and for the slower rating and logic calls (the two
# hardest corpora take up to seconds a puzzle to rate).
SEARCH_SAMPLE = 300
SLOW_SAMPLE = {"puzzles5_forum_hardest_1905_11+": 4, "puzzles6_forum_hardest_1106": 4,
               "ser-rated-hardest.txt": 4}


def sample(corpus, count):
    lines = corpus_lines(corpus)
    step = max(1, len(lines) // count)
    return [puzzle_of(line) for line in lines[::step][:count]]


@pytest.mark.parametrize("corpus", CORPORA)
def test_solve_count_and_check_agree_with_the_cli(corpus):
    puzzles = sample(corpus, SEARCH_SAMPLE)
    text = "\n".join(puzzles) + "\n"
    assert nonet.solve(puzzles) == run_cli("solve", "-", stdin=text).splitlines()
    assert nonet.solve(puzzles, limit=1) == run_cli("solve", "-l", "1", "-", stdin=text).splitlines()
    # The CLI echoes each puzzle before its answer: "PUZZLE 1", "PUZZLE unique".
    cli_counts = [int(line.split()[-1])
                  for line in run_cli("count", "-l", "5", "-", stdin=text).splitlines()]
    assert nonet.count(puzzles, limit=5) == cli_counts
    assert nonet.check(puzzles) == [
        line.split()[-1] for line in run_cli("check", "-", stdin=text).splitlines()]
    grids = np.array([[0 if c in ".0" else int(c) for c in p] for p in puzzles], dtype=np.int64)
    assert nonet.count(grids, limit=5).tolist() == cli_counts


def cli_json_lines(*args, stdin):
    return [json.loads(line) for line in run_cli(*args, stdin=stdin).splitlines()]


@pytest.mark.parametrize("corpus", CORPORA)
def test_ratings_agree_with_the_cli_exactly(corpus):
    puzzles = sample(corpus, SLOW_SAMPLE.get(corpus, 25))
    text = "\n".join(puzzles) + "\n"
    expected = cli_json_lines("rate", "--format", "json", "-", stdin=text)
    ratings, statuses = nonet.rate(puzzles, with_status=True)
    # The CLI prints an error record, without a status, for a puzzle it cannot rate.
    assert statuses == [e.get("status", "invalid") for e in expected]
    for row, e in zip(ratings.tolist(), expected):
        if e.get("status") == "rated":
            assert row == [e["er"], e["ep"], e["ed"]]
        else:
            assert all(math.isnan(x) for x in row)
    for puzzle, e in zip(puzzles, expected):
        if "error" in e:
            with pytest.raises(nonet.PuzzleError) as caught:
                nonet.rate(puzzle)
            assert caught.value.code == e["error"]["code"]
            continue
        one = nonet.rate(puzzle, steps=True)
        assert (one.er, one.ep, one.ed, one.level) == (e["er"], e["ep"], e["ed"], e["level"])
        with_steps = cli_json_lines("rate", "--steps", "--format", "json", "-",
                                    stdin=puzzle + "\n")[0]
        assert [s.to_dict() for s in one.steps] == with_steps["steps"]
        break


def test_ratings_match_sudoku_explainer_on_its_own_sample():
    lines = corpus_lines("ser-rated-sample.txt")[::400]
    ratings = nonet.rate([puzzle_of(line) for line in lines])
    assert ratings[:, 0].tolist() == [float(line.split()[1]) for line in lines]


@pytest.mark.parametrize("corpus", CORPORA)
def test_hints_and_explanations_agree_with_the_cli(corpus):
    puzzles = sample(corpus, 6)
    text = "\n".join(puzzles) + "\n"
    hints = cli_json_lines("hint", "--format", "json", "-", stdin=text)
    mine = nonet.hint(puzzles)
    for step, expected in zip(mine, hints, strict=True):
        assert (step.to_dict() if step is not None else None) == expected["step"]
    paths = cli_json_lines("explain", "--format", "json", "-", stdin=text)
    for path, expected in zip(nonet.explain(puzzles), paths, strict=True):
        assert [s.to_dict() for s in path] == expected["steps"]
        assert (path.solved, path.status, path.final) == (expected["solved"], expected["status"],
                                                          expected["final"])
