"""solve, count and check: their answers and statuses."""

import numpy as np
import pytest

import nonet
from conftest import LEETCODE, LEETCODE_SOLUTION

# Two 5s in row 1 (r1c1 and r1c5).
CLASHING = "5...5" + "." * 76
# The empty grid has many solutions; one with a digit removed from a solution has two or more.
EMPTY = "." * 81
NO_SOLUTION = "12345678." + "." * 8 + "9" + "." * 63  # r1c9 needs the 9 that r2c9 holds


def test_statuses_are_the_clis_names():
    assert nonet.check(LEETCODE) == "unique"
    assert nonet.check(EMPTY) == "multiple"
    assert nonet.check(CLASHING) == "invalid"
    assert nonet.check(NO_SOLUTION) == "none"
    assert nonet.check([LEETCODE, EMPTY, CLASHING, NO_SOLUTION]) == [
        "unique", "multiple", "invalid", "none"]


def test_check_details_say_why():
    unique, multiple, clash, none = nonet.check([LEETCODE, EMPTY, CLASHING, NO_SOLUTION],
                                                details=True)
    assert unique.solution == LEETCODE_SOLUTION and unique.error is None
    assert multiple.error.code == "multiple_solutions" and multiple.solution is not None
    assert clash.error.code == "clashing_givens" and clash.error.cell == "r1c1"
    assert "r1c1" in clash.error.message and "r1c5" in clash.error.message
    assert none.error.code == "no_solution" and none.solution is None


def test_solve_statuses_and_limit():
    assert nonet.solve(EMPTY, with_status=True)[1] == "multiple"
    assert nonet.solve(LEETCODE, limit=1, with_status=True) == (LEETCODE_SOLUTION, "found")
    assert nonet.solve(NO_SOLUTION, with_status=True) == (None, "none")
    assert nonet.solve(CLASHING, with_status=True) == (None, "invalid")
    array = np.zeros((2, 81), dtype=np.int64)
    array[1, 0] = array[1, 4] = 5
    solutions, statuses = nonet.solve(array, with_status=True)
    assert statuses.tolist() == ["multiple", "invalid"] and not solutions[1].any()
    assert solutions.dtype == np.int64 and solutions[0].min() == 1


def test_count():
    assert nonet.count(LEETCODE) == 1
    assert nonet.count(EMPTY, limit=50) == 50
    assert nonet.count(CLASHING) == 0
    assert nonet.count([LEETCODE, "x", EMPTY], limit=7) == [1, None, 7]
    counts = nonet.count(np.zeros((3, 81), dtype=np.uint8), limit=3)
    assert counts.dtype == np.uint64 and counts.tolist() == [3, 3, 3]
    with pytest.raises(ValueError):
        nonet.count(LEETCODE, limit=-1)


def test_every_solution_solves_its_puzzle():
    rng = np.random.default_rng(7)
    puzzles = np.array([list(map(int, s)) for s in nonet.solve([EMPTY] * 20, limit=1)])
    holes = rng.random(puzzles.shape) < 0.6
    puzzles[holes] = 0
    solutions = nonet.solve(puzzles)
    given = puzzles > 0
    assert np.array_equal(solutions[given], puzzles[given])
    for grid in solutions.reshape(-1, 9, 9):
        for house in (*grid, *grid.T, *(grid[r:r + 3, c:c + 3].ravel()
                                         for r in (0, 3, 6) for c in (0, 3, 6))):
            assert sorted(house.tolist()) == list(range(1, 10))
