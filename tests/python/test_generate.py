"""generate: seeds reproducible, options honoured and checked."""

import numpy as np
import pytest

import nonet


def test_a_seed_gives_the_same_puzzles_at_any_thread_count():
    one = nonet.generate(6, seed=42, threads=1)
    two = nonet.generate(6, seed=42, threads=2)
    assert one == two and len(one) == 6 and len(set(one)) == 6
    assert nonet.generate(6, seed=43) != one


def test_pieces_of_a_sequence_join_up():
    whole = nonet.generate(5, seed=9)
    assert nonet.generate(2, seed=9) + nonet.generate(3, seed=9, first=2) == whole


def test_every_puzzle_is_unique_and_keeps_the_options():
    made = nonet.generate(4, seed=5, clues=(24, 30), symmetry="rot180", minimal=True,
                          with_solution=True)
    assert nonet.check(made["puzzles"]) == ["unique"] * 4
    assert nonet.solve(made["puzzles"]) == made["solutions"]
    for puzzle in made["puzzles"]:
        assert 24 <= sum(c != "." for c in puzzle) <= 30
        assert all((puzzle[i] == ".") == (puzzle[80 - i] == ".") for i in range(81))


def test_difficulty_and_ratings():
    made = nonet.generate(2, seed=3, difficulty="hard", with_rating=True, as_array=True)
    assert made["puzzles"].shape == (2, 81) and made["puzzles"].dtype == np.uint8
    assert ((made["ratings"][:, 0] >= 4.1) & (made["ratings"][:, 0] <= 6.5)).all()
    assert np.array_equal(nonet.rate(made["puzzles"]), made["ratings"])


def test_options_that_cannot_be_met_raise_value_error():
    with pytest.raises(ValueError, match="clues"):
        nonet.generate(1, clues=(30, 20))
    with pytest.raises(ValueError, match="symmetry"):
        nonet.generate(1, symmetry="sideways")
    with pytest.raises(ValueError, match="difficulty"):
        nonet.generate(1, difficulty="impossible")
    with pytest.raises(ValueError):
        nonet.generate(0)


def test_a_run_that_makes_fewer_says_so():
    with pytest.raises(nonet.GenerateError) as caught:
        nonet.generate(2, seed=1, clues=17, max_attempts=1)
    assert len(caught.value.failures) >= 1
