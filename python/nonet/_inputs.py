"""What a call was given, read into one (N, 81) uint8 array, and its answers shaped back.

Every public call takes the same kinds of puzzle: a string (one puzzle in any format nonet
reads), a sequence of strings, or an integer array of shape (81,), (9, 9), (N, 81) or (N, 9, 9)
with 0 for blank. A call answers in the kind it was given.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Sequence

import numpy as np

from . import _core
from ._errors import PuzzleError, error_from_tuple

ONE_TEXT = "one text"
TEXTS = "texts"
ARRAY = "array"

ERROR_MODES = ("status", "raise")
ONE_GRID_SHAPES = ((81,), (9, 9))


@dataclass
class Puzzles:
    """The puzzles of one call: their grids, and why any row is not a puzzle."""

    grids: np.ndarray  # (N, 81) uint8, C-contiguous; zeros for a bad row
    errors: Dict[int, PuzzleError]  # the rows that are not puzzles, and why
    kind: str  # ONE_TEXT, TEXTS or ARRAY
    shape: tuple = ()  # ARRAY: the shape given
    dtype: Any = np.uint8  # ARRAY: the dtype given

    @property
    def single(self) -> bool:
        return self.kind == ONE_TEXT or (self.kind == ARRAY and self.shape in ONE_GRID_SHAPES)

    @property
    def any_error(self) -> bool:
        return bool(self.errors)

    def bad_rows(self) -> np.ndarray:
        mask = np.zeros(len(self.grids), dtype=bool)
        mask[list(self.errors)] = True
        return mask


def check_errors_mode(errors: str) -> None:
    if errors not in ERROR_MODES:
        raise ValueError(f"errors must be 'status' or 'raise', not {errors!r}")


def threads_of(threads: Optional[int]) -> int:
    """None: every core; else a whole number of threads, at least 1."""
    if threads is None:
        return 0
    if isinstance(threads, bool) or not isinstance(threads, (int, np.integer)):
        raise TypeError(f"threads must be an int or None, not {type(threads).__name__}")
    if threads < 1:
        raise ValueError(f"threads must be at least 1, not {threads}")
    return int(min(threads, 1024))


def read_puzzles(p: Any, errors: str = "status") -> Puzzles:
    """Reads what a call was given. One puzzle that does not read raises PuzzleError; in a batch
    a bad row raises too with errors="raise", else it is kept as an error of its row."""
    check_errors_mode(errors)
    if isinstance(p, (bytes, bytearray)):
        p = decode(bytes(p))
    if isinstance(p, str):
        grids, row_errors = _core.parse_texts([p])
        if row_errors:
            raise error_from_tuple(row_errors[0][1])
        return Puzzles(grids, {}, ONE_TEXT)
    if isinstance(p, np.ndarray) and p.dtype.kind in "iu":
        return _read_array(p, errors)
    if isinstance(p, np.ndarray) and p.dtype.kind in "US":
        return _read_texts(p.ravel().tolist(), errors)
    if isinstance(p, np.ndarray) and p.dtype.kind == "O":
        return _read_texts(p.ravel().tolist(), errors)
    if isinstance(p, np.ndarray):
        raise TypeError(
            f"expected an integer array (0 for blank), not an array of dtype {p.dtype}")
    if hasattr(p, "tolist") and not isinstance(p, (list, tuple)):
        p = p.tolist()  # a pandas Series, say
    if isinstance(p, (list, tuple)):
        if len(p) == 0 or isinstance(p[0], (str, bytes, bytearray)):
            return _read_texts(list(p), errors)
        return _read_array(_int_array(p), errors)
    raise TypeError(
        "expected a puzzle string, a list of strings or an integer array of shape "
        f"(81,), (9, 9), (N, 81) or (N, 9, 9), not {type(p).__name__}")


def decode(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise PuzzleError(f"the text is not UTF-8 (byte {e.start + 1})") from None


def _int_array(p: Sequence) -> np.ndarray:
    try:
        array = np.asarray(p)
    except ValueError as e:  # ragged nesting
        raise PuzzleError(f"the nested lists do not form a grid: {e}") from None
    if array.dtype.kind == "U" and array.ndim >= 2 and array.shape[-1] in (9, 81):
        return _cell_strings(array)
    if array.dtype.kind not in "iu":
        raise TypeError(f"expected integers 0..9 (0 for blank), found values of dtype {array.dtype}")
    return array


_CELL_VALUES = {**{str(d): d for d in range(10)}, ".": 0}


def _cell_strings(array: np.ndarray) -> np.ndarray:
    """A board of one-character strings (LeetCode's [["5", "3", ".", ...], ...]) as values."""
    flat = array.reshape(-1)
    values = np.zeros(flat.shape, dtype=np.uint8)
    for index, cell in enumerate(flat.tolist()):
        value = _CELL_VALUES.get(cell)
        if value is None:
            per_grid = 81 if array.shape[-1] == 81 or array.shape[-2:] == (9, 9) else flat.size
            name = f"r{index % per_grid // 9 + 1}c{index % 9 + 1}"
            raise PuzzleError(f"cell {name} holds {cell!r}: a cell is '1'..'9', '.' or '0'",
                              cell=name)
        values[index] = value
    return values.reshape(array.shape)


def _read_texts(items: list, errors: str) -> Puzzles:
    items = [decode(bytes(t)) if isinstance(t, (bytes, bytearray)) else t for t in items]
    grids, row_errors = _core.parse_texts(items)
    found: Dict[int, PuzzleError] = {}
    for row, error in row_errors:
        problem = error_from_tuple(error, row=row)
        if not isinstance(items[row], str):
            problem = PuzzleError(f"expected a str, found {type(items[row]).__name__}", row=row)
        if errors == "raise":
            raise problem
        found[row] = problem
    return Puzzles(grids, found, TEXTS)


def _read_array(array: np.ndarray, errors: str) -> Puzzles:
    shape = tuple(array.shape)
    if shape in ONE_GRID_SHAPES:
        rows = array.reshape(1, 81)
    elif len(shape) == 2 and shape[1] == 81:
        rows = array
    elif len(shape) == 3 and shape[1:] == (9, 9):
        rows = array.reshape(shape[0], 81)
    else:
        raise PuzzleError(
            f"expected an array of shape (81,), (9, 9), (N, 81) or (N, 9, 9), not {shape}")
    found: Dict[int, PuzzleError] = {}
    out_of_range = (rows > 9) | (rows < 0) if array.dtype.kind == "i" else rows > 9
    if out_of_range.any():
        for row, cell in zip(*np.nonzero(out_of_range)):
            if int(row) in found:
                continue
            value = int(rows[row, cell])
            name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
            problem = PuzzleError(
                f"value {value} in cell {name} is outside 0..9", cell=name,
                row=None if shape in ONE_GRID_SHAPES else int(row))
            if errors == "raise" or shape in ONE_GRID_SHAPES:
                raise problem
            found[int(row)] = problem
        rows = np.where(out_of_range.any(axis=1, keepdims=True), 0, rows)
    grids = np.ascontiguousarray(rows, dtype=np.uint8)
    return Puzzles(grids, found, ARRAY, shape, array.dtype)


def shape_grids(puzzles: Puzzles, grids: np.ndarray, has_grid: np.ndarray) -> Any:
    """Grids answered in the kind given: a line (or None), a list of them, or an array shaped and
    typed as the input (rows of zeros where there is none)."""
    if puzzles.kind == ARRAY:
        out = grids.reshape(puzzles.shape)
        return out if puzzles.dtype == np.uint8 else out.astype(puzzles.dtype)
    lines = _core.lines_of(grids, np.ascontiguousarray(has_grid, dtype=bool))
    return lines[0] if puzzles.kind == ONE_TEXT else lines


def shape_values(puzzles: Puzzles, values: np.ndarray) -> Any:
    """One value per row answered in the kind given: the value, a list, or the array."""
    if puzzles.single:
        return values[0].item()
    if puzzles.kind == TEXTS:
        return values.tolist()
    return values
