"""Every kind of input, shape and dtype, and the errors for those that are wrong."""

import numpy as np
import pytest

import nonet
from conftest import LEETCODE, LEETCODE_SOLUTION


def as_values(line):
    return np.array([0 if c == "." else int(c) for c in line])


def test_version_is_the_librarys():
    import re
    text = (__import__("conftest").REPO / "CMakeLists.txt").read_text()
    assert nonet.__version__ == re.search(r"project\(nonet VERSION ([0-9.]+)", text).group(1)


@pytest.mark.parametrize("dtype", [np.uint8, np.int8, np.int16, np.int32, np.int64, np.uint64])
@pytest.mark.parametrize("shape", [(81,), (9, 9), (1, 81), (3, 81), (1, 9, 9), (3, 9, 9)])
def test_arrays_of_every_shape_and_dtype_answer_in_kind(shape, dtype):
    rows = int(np.prod(shape)) // 81
    puzzles = np.tile(as_values(LEETCODE), rows).reshape(shape).astype(dtype)
    solutions = nonet.solve(puzzles)
    assert solutions.shape == shape and solutions.dtype == dtype
    expected = np.tile(as_values(LEETCODE_SOLUTION), rows).reshape(shape)
    assert np.array_equal(solutions, expected)


def test_a_string_gives_a_string_and_a_list_a_list():
    assert nonet.solve(LEETCODE) == LEETCODE_SOLUTION
    assert nonet.solve([LEETCODE, LEETCODE]) == [LEETCODE_SOLUTION] * 2
    assert nonet.solve((LEETCODE,)) == [LEETCODE_SOLUTION]
    assert nonet.solve([]) == []
    assert nonet.solve(LEETCODE.encode()) == LEETCODE_SOLUTION
    assert nonet.solve(np.array([LEETCODE, LEETCODE])) == [LEETCODE_SOLUTION] * 2


def test_every_text_format_nonet_reads_is_read():
    grid = "\n".join(" ".join("0" if c == "." else c for c in LEETCODE[r * 9:r * 9 + 9])
                     for r in range(9))
    leetcode_board = "[" + ",".join(
        "[" + ",".join(f'"{c}"' for c in LEETCODE[r * 9:r * 9 + 9]) + "]" for r in range(9)) + "]"
    border = "+-------+-------+-------+"
    rows = ["| " + " | ".join(" ".join(LEETCODE[r * 9 + b * 3:r * 9 + b * 3 + 3])
                              for b in range(3)) + " |" for r in range(9)]
    pretty = "\n".join([border, *rows[0:3], border, *rows[3:6], border, *rows[6:9], border])
    for text in (grid, leetcode_board, pretty, LEETCODE.replace(".", "0"), LEETCODE + "  # a note"):
        assert nonet.solve(text) == LEETCODE_SOLUTION, text


def test_a_leetcode_board_as_python_lists_of_strings():
    board = [list(LEETCODE[r * 9:r * 9 + 9]) for r in range(9)]
    expected = as_values(LEETCODE_SOLUTION).reshape(9, 9).tolist()
    assert nonet.solve(board).tolist() == expected
    assert nonet.solve([board, board]).tolist() == [expected, expected]
    board[2][3] = "x"
    with pytest.raises(nonet.PuzzleError, match="cell r3c4 holds 'x'"):
        nonet.solve(board)


def test_nested_lists_of_ints_are_an_array():
    board = as_values(LEETCODE).reshape(9, 9).tolist()
    assert nonet.solve(board).tolist() == as_values(LEETCODE_SOLUTION).reshape(9, 9).tolist()


@pytest.mark.parametrize("shape", [(80,), (9, 8), (2, 80), (2, 9, 8), (2, 3, 9, 9), ()])
def test_wrong_shapes_raise_a_clear_error(shape):
    with pytest.raises(nonet.PuzzleError, match="expected an array of shape"):
        nonet.solve(np.zeros(shape, dtype=np.int64))


def test_wrong_dtypes_raise_a_clear_error():
    with pytest.raises(TypeError, match="integer array"):
        nonet.solve(np.zeros(81, dtype=np.float64))
    with pytest.raises(TypeError, match="integer array"):
        nonet.solve(np.zeros(81, dtype=bool))
    with pytest.raises(TypeError, match="expected a puzzle string"):
        nonet.solve(42)
    with pytest.raises(TypeError, match="integers 0..9"):
        nonet.solve([[0.5] * 81])


def test_a_value_outside_0_to_9_names_its_cell():
    puzzle = as_values(LEETCODE)
    puzzle[12] = 10
    with pytest.raises(nonet.PuzzleError) as caught:
        nonet.solve(puzzle)
    assert caught.value.cell == "r2c4" and "value 10" in str(caught.value)
    puzzle[12] = -1
    with pytest.raises(nonet.PuzzleError, match="value -1 in cell r2c4"):
        nonet.solve(puzzle)
    assert isinstance(caught.value, ValueError)


def test_a_batch_keeps_its_good_rows_and_reports_the_bad_ones():
    batch = np.tile(as_values(LEETCODE), (3, 1))
    batch[1, 0] = 12
    solutions, statuses = nonet.solve(batch, with_status=True)
    assert statuses.tolist() == ["unique", "invalid", "unique"]
    assert not solutions[1].any() and np.array_equal(solutions[2], as_values(LEETCODE_SOLUTION))
    with pytest.raises(nonet.PuzzleError) as caught:
        nonet.solve(batch, errors="raise")
    assert caught.value.row == 1 and caught.value.cell == "r1c1"


def test_a_text_that_is_not_a_puzzle_says_where():
    bad = LEETCODE[:20] + "x" + LEETCODE[21:]
    with pytest.raises(nonet.PuzzleError) as caught:
        nonet.solve(bad)
    error = caught.value
    assert (error.line, error.column, error.cell, error.code) == (1, 21, "r3c3", "bad_input")
    assert str(error) == "line 1, column 21: illegal character 'x' in cell r3c3"
    solutions, statuses = nonet.solve([LEETCODE, bad, "", LEETCODE], with_status=True)
    assert solutions == [LEETCODE_SOLUTION, None, None, LEETCODE_SOLUTION]
    assert statuses == ["unique", "invalid", "invalid", "unique"]
    with pytest.raises(nonet.PuzzleError) as caught:
        nonet.solve([LEETCODE, bad], errors="raise")
    assert caught.value.row == 1 and str(caught.value).startswith("row 1, line 1, column 21: ")
    with pytest.raises(ValueError, match="errors must be"):
        nonet.solve([LEETCODE], errors="ignore")


def test_a_row_that_is_not_a_str_is_reported():
    results = nonet.check([LEETCODE, 7], details=True)
    assert results[1].status == "invalid" and "expected a str" in results[1].error.message


def test_threads_are_checked():
    assert nonet.solve(LEETCODE, threads=1) == LEETCODE_SOLUTION
    with pytest.raises(ValueError, match="threads must be at least 1"):
        nonet.solve(LEETCODE, threads=0)
    with pytest.raises(TypeError):
        nonet.solve(LEETCODE, threads="2")


def test_read_gives_every_puzzle_of_a_text():
    text = f"# two puzzles\n{LEETCODE}\r\n\n{LEETCODE} second\n"
    assert nonet.read(text) == [LEETCODE, LEETCODE]
    with pytest.raises(nonet.PuzzleError) as caught:
        nonet.read(f"{LEETCODE}\n{LEETCODE[:80]}\n")
    assert caught.value.line == 2
    assert nonet.read(f"{LEETCODE}\n{LEETCODE[:80]}\n", errors="status") == [LEETCODE, None]
