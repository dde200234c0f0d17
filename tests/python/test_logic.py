"""hint, explain and rate for one puzzle: Step, Explanation and Rating objects."""

import pickle

import numpy as np
import pytest

import nonet
from conftest import LEETCODE, LEETCODE_SOLUTION

NO_SOLUTION = "12345678." + "." * 8 + "9" + "." * 63


def test_hint_gives_a_step_with_its_proof():
    step = nonet.hint(LEETCODE)
    assert isinstance(step, nonet.Step)
    assert step.technique and step.code and step.family and step.text
    assert step.difficulty > 0
    assert step.placements or step.eliminations
    for c in step.placements:
        assert LEETCODE_SOLUTION[(c.row - 1) * 9 + c.column - 1] == str(c.digit)
        assert c.cell == f"r{c.row}c{c.column}"
    assert step.to_dict()["technique"] == step.technique and str(step) == step.text


def test_explain_solves_leetcode_37_step_by_step():
    path = nonet.explain(LEETCODE)
    assert path.solved and path.status == "unique" and path.final == LEETCODE_SOLUTION
    assert len(path) == len(path.steps) > 0 and path[0] == path.steps[0]
    assert all(isinstance(s, nonet.Step) for s in path)
    grid = list(LEETCODE)
    for step in path:
        for c in step.placements:
            grid[(c.row - 1) * 9 + c.column - 1] = str(c.digit)
    assert "".join(grid) == LEETCODE_SOLUTION
    assert path.to_dict()["steps"][0] == path[0].to_dict()


def test_a_solved_grid_has_no_hint_and_an_empty_path():
    assert nonet.hint(LEETCODE_SOLUTION) is None
    path = nonet.explain(LEETCODE_SOLUTION)
    assert path.solved and len(path) == 0


def test_logic_reads_arrays_and_pencil_marks():
    grid = np.array([0 if c == "." else int(c) for c in LEETCODE]).reshape(9, 9)
    assert nonet.hint(grid) == nonet.hint(LEETCODE)
    # The same puzzle as 729 pencil marks: each cell's candidates after its peers' givens.
    marks = []
    for i, c in enumerate(LEETCODE):
        if c != ".":
            marks.append("".join(c if str(d) == c else "." for d in range(1, 10)))
            continue
        r, col = divmod(i, 9)
        seen = {LEETCODE[j] for j in range(81) if LEETCODE[j] != "." and (
            j // 9 == r or j % 9 == col or (j // 27 == r // 3 and j % 9 // 3 == col // 3))}
        marks.append("".join(str(d) if str(d) not in seen else "." for d in range(1, 10)))
    assert nonet.hint("".join(marks)) == nonet.hint(LEETCODE)


def test_techniques_limit_the_catalogue():
    step = nonet.hint(LEETCODE, techniques=["naked single"])
    assert step.technique == "Naked Single"
    assert nonet.hint(LEETCODE, techniques="n1") == step
    with pytest.raises(nonet.PuzzleError, match="unknown"):
        nonet.hint(LEETCODE, techniques="no such thing")


def test_no_solution_raises_for_one_puzzle_and_is_reported_in_a_batch():
    with pytest.raises(nonet.PuzzleError) as caught:
        nonet.hint(NO_SOLUTION)
    assert caught.value.code == "no_solution"
    with pytest.raises(nonet.PuzzleError):
        nonet.explain(NO_SOLUTION)
    hints = nonet.hint([LEETCODE, NO_SOLUTION, "x"])
    assert isinstance(hints[0], nonet.Step)
    assert hints[1].code == "no_solution" and hints[1].row == 1
    assert hints[2].code == "bad_input" and hints[2].row == 2
    with pytest.raises(nonet.PuzzleError):
        nonet.explain([LEETCODE, NO_SOLUTION], errors="raise")


def test_rate_one_puzzle():
    rating = nonet.rate(LEETCODE, steps=True)
    assert (rating.status, rating.level) == ("rated", "Easy")
    er, ep, ed = rating
    assert er == max(s.difficulty for s in rating.steps) and str(rating) == f"{er:.1f}/{ep:.1f}/{ed:.1f}"
    assert nonet.rate(LEETCODE).steps == []
    with pytest.raises(nonet.PuzzleError, match="more than one solution"):
        nonet.rate("." * 81)
    with pytest.raises(nonet.PuzzleError, match="no solution"):
        nonet.rate(NO_SOLUTION)
    with pytest.raises(ValueError, match="max_level"):
        nonet.rate(LEETCODE, max_level=6)


def test_rate_batch_marks_what_it_cannot_rate():
    ratings, statuses = nonet.rate([LEETCODE, "." * 81, "bad"], with_status=True)
    assert ratings.shape == (3, 3) and statuses == ["rated", "invalid", "invalid"]
    assert not np.isnan(ratings[0]).any() and np.isnan(ratings[1:]).all()
    assert ratings[0].tolist() == list(nonet.rate(LEETCODE))


def test_catalogue():
    catalogue = nonet.techniques()
    assert len(catalogue) >= 50 and catalogue[0].name == "Full House"
    assert any(t.rating_only for t in catalogue) and any(t.needs_uniqueness for t in catalogue)


def test_errors_pickle_whole():
    error = nonet.PuzzleError("bad", line=3, column=4, cell="r1c4", row=2)
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.line, copy.column, copy.cell, copy.row, str(copy)) == (3, 4, "r1c4", 2,
                                                                         str(error))


def test_hint_stages_show_the_step_in_parts():
    where = nonet.hint(LEETCODE, stage=1)
    assert isinstance(where, nonet.StagedHint)
    assert where.stage == 1 and where.technique == "Hidden Single"
    assert where.text == "Hidden Single: look in box 2" and where.cells == []
    what = nonet.hint(LEETCODE, stage="what")
    assert what.stage == 2 and what.text == "Hidden Single in box 2: look at r1c6, digit 8"
    assert what.cells == ["r1c6"] and what.digits == [8]
    assert nonet.hint(LEETCODE, stage=3) == nonet.hint(LEETCODE)
    with pytest.raises(nonet.PuzzleError, match="hint stage"):
        nonet.hint(LEETCODE, stage=4)


FORUM_HARDEST = ("........8..3...4...9..2..6.....79.......612...6.5.2.7..."
                 "8...5...1.....2.4.5.....3")


def test_explain_finishes_a_hardest_puzzle_with_forcing_chains():
    path = nonet.explain(FORUM_HARDEST)
    assert path.solved
    chains = [s for s in path if s.family == "Forcing chains"]
    assert chains and all(s.reason for s in chains)
    assert path.notation.startswith("chains are in Eureka notation")
