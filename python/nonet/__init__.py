"""nonet: a Sudoku toolkit. Solve, count and check by search; rate on the Sudoku Explainer scale;
hint and explain by human techniques; generate new puzzles. Batches run on every core with the
GIL released.

Every call takes a puzzle string (any format nonet reads: an 81-character line, a grid, a boxed
grid, a LeetCode board), a list of strings, or an integer array of shape (81,), (9, 9), (N, 81)
or (N, 9, 9) with 0 for blank, and answers in the same kind:

>>> import nonet
>>> nonet.solve("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
'534678912672195348198342567859761423426853791713924856961537284287419635345286179'
>>> nonet.rate("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........").er
9.0

A batch reports a puzzle that does not read, or has values outside 0..9, as a status of its row
and goes on (errors="status", the default), or raises PuzzleError for it (errors="raise"). One
puzzle that does not read always raises PuzzleError, with its line, column and cell.
"""

from __future__ import annotations

import json
import secrets
from concurrent.futures import ThreadPoolExecutor
from typing import Any, List, Optional, Sequence, Tuple, Union

import numpy as np

from . import _core
from ._errors import GenerateError, PuzzleError, error_from_tuple
from ._inputs import (ONE_TEXT, TEXTS, Puzzles, check_errors_mode, decode, read_puzzles,
                      shape_grids, shape_values, threads_of)
from ._results import Candidate, CheckResult, Explanation, Rating, StagedHint, Step, Technique

__version__: str = _core.__version__

__all__ = [
    "Candidate", "CheckResult", "Explanation", "GenerateError", "PuzzleError", "Rating",
    "StagedHint", "Step",
    "Technique", "__version__", "check", "count", "default_threads", "explain", "generate",
    "hint", "rate", "read", "simd_path", "solve", "techniques",
]

_STATUS_NAMES = np.array(_core.status_names)
_RATING_STATUS_NAMES = np.array(_core.rating_status_names)
# Per status code: whether a result of that status holds a solution (unique, multiple, found).
_HAS_SOLUTION = np.isin(_STATUS_NAMES, ("unique", "multiple", "found"))
_HAS_CHECKED_SOLUTION = np.isin(_STATUS_NAMES, ("unique", "multiple"))


def _one_text(p: Any) -> Optional[str]:
    """The text of a call given one puzzle as text, else None."""
    if isinstance(p, str):
        return p
    if isinstance(p, (bytes, bytearray)):
        return decode(bytes(p))
    return None


def default_threads() -> int:
    """The threads a call uses when `threads` is None: every core this process may run on."""
    return _core.default_threads()


def simd_path() -> str:
    """The instruction set the search engine runs on here: avx512, avx2, sse4.2 or scalar."""
    return _core.simd_path()


def solve(p: Any, *, limit: int = 2, threads: Optional[int] = None, errors: str = "status",
          with_status: bool = False) -> Any:
    """Solves puzzles by search.

    Returns the solution in the kind given: an 81-character line (None when there is none), a
    list of them, or an array shaped and typed as the input with rows of zeros where there is
    none. `limit` 2 (the default) also proves the solution unique; 1 stops at the first solution
    (status "found"). With `with_status`, returns (solutions, statuses): "unique", "multiple",
    "found", "none" (no solution) or "invalid" (clashing givens, or a row that does not read).
    """
    limit = max(_limit(limit), 1)
    threads = threads_of(threads)
    text = _one_text(p)
    if text is not None:
        check_errors_mode(errors)
        solution, code, error = _core.solve_one(text, limit)
        if error is not None:
            raise error_from_tuple(error)
        return (solution, _core.status_names[code]) if with_status else solution
    puzzles = read_puzzles(p, errors)
    solutions, codes = _core.solve_grids(puzzles.grids, limit, threads)
    solved = _HAS_SOLUTION[codes]
    if puzzles.any_error:
        bad = puzzles.bad_rows()
        solutions[bad] = 0
        solved[bad] = False
    answer = shape_grids(puzzles, solutions, solved)
    if not with_status:
        return answer
    return answer, shape_values(puzzles, _statuses(puzzles, codes, _STATUS_NAMES))


def _statuses(puzzles: Puzzles, codes: np.ndarray, names: np.ndarray) -> np.ndarray:
    """Status names per row; a row that did not read is "invalid"."""
    out = names[codes]
    if puzzles.any_error:
        out[puzzles.bad_rows()] = "invalid"
    return out


def _limit(limit: int, name: str = "limit") -> int:
    if isinstance(limit, bool) or not isinstance(limit, (int, np.integer)):
        raise TypeError(f"{name} must be an int, not {type(limit).__name__}")
    if limit < 0:
        raise ValueError(f"{name} must be 0 or more, not {limit}")
    return int(limit)


def count(p: Any, *, limit: int = 1000, threads: Optional[int] = None,
          errors: str = "status") -> Any:
    """Counts solutions, up to `limit` (a count equal to the limit means "at least that many").
    Clashing givens have 0 solutions. Returns an int, a list (None for a row that does not
    read) or a uint64 array (0 for such a row)."""
    limit = _limit(limit)
    threads = threads_of(threads)
    text = _one_text(p)
    if text is not None:
        check_errors_mode(errors)
        found, error = _core.count_one(text, limit)
        if error is not None:
            raise error_from_tuple(error)
        return found
    puzzles = read_puzzles(p, errors)
    counts = _core.count_grids(puzzles.grids, limit, threads)
    if not puzzles.any_error:
        return shape_values(puzzles, counts)
    bad = puzzles.bad_rows()
    counts[bad] = 0
    if puzzles.kind == TEXTS:
        return [None if b else int(c) for b, c in zip(bad.tolist(), counts.tolist())]
    return shape_values(puzzles, counts)


def check(p: Any, *, threads: Optional[int] = None, errors: str = "status",
          details: bool = False) -> Any:
    """Checks whether puzzles have exactly one solution.

    Returns status names as `nonet check` prints them: "unique", "multiple", "none" (no
    solution) or "invalid" (clashing givens, or a row that does not read); a str, a list, or an
    array of str. With `details`, CheckResult objects instead (the solution, and a PuzzleError
    saying why a puzzle is not unique)."""
    threads = threads_of(threads)
    text = _one_text(p)
    if text is not None:
        check_errors_mode(errors)
        code, solution, why = _core.check_one(text)
        status = _core.status_names[code]
        if not details:
            return status
        return CheckResult(status, solution, None if why is None else error_from_tuple(why))
    puzzles = read_puzzles(p, errors)
    codes, solutions, why = _core.check_grids(puzzles.grids, threads)
    statuses = _statuses(puzzles, codes, _STATUS_NAMES)
    if not details:
        return shape_values(puzzles, statuses)
    has_solution = _HAS_CHECKED_SOLUTION[codes]
    if puzzles.any_error:
        has_solution[puzzles.bad_rows()] = False
    lines = _core.lines_of(solutions, has_solution)
    results = []
    for row, status in enumerate(statuses.tolist()):
        error = puzzles.errors.get(row)
        if error is None and why[row] is not None:
            error = error_from_tuple(why[row], row=None if puzzles.single else row)
        results.append(CheckResult(status, lines[row], error))
    return results[0] if puzzles.single else results


def rate(p: Any, *, threads: Optional[int] = None, max_level: int = 5, steps: bool = False,
         errors: str = "status", with_status: bool = False) -> Any:
    """Rates puzzles on the Sudoku Explainer scale, exactly as Sudoku Explainer 1.2.1 does.

    One puzzle: a Rating (er, ep, ed, level, and the path's Steps when `steps`); a puzzle that
    cannot be rated (clashing givens, no solution, more than one solution) raises PuzzleError.
    A batch: a float array of shape (N, 3), ER, EP, ED per row, NaN where a row was not rated;
    with `with_status`, also the rating status per row ("rated", "invalid", "unsolved").
    `max_level` (0..5) is the deepest chaining level tried: lower rates hard puzzles faster and
    leaves those that need more "unsolved"."""
    if not isinstance(max_level, (int, np.integer)) or isinstance(max_level, bool) or \
            not 0 <= max_level <= 5:
        raise ValueError(f"max_level must be an int from 0 to 5, not {max_level!r}")
    puzzles = read_puzzles(p, errors)
    if puzzles.single:
        text = _text_of(puzzles, p)
        answer, error = _core.rate_json(text, int(max_level), bool(steps), threads_of(threads))
        if error is not None:
            raise _rating_error(error_from_tuple(error))
        rating = Rating.from_dict(json.loads(answer))
        if rating.status != "rated":
            raise PuzzleError(f"not rated: the rating stopped ({rating.status}) at max_level "
                              f"{max_level}", code="unsolved")
        return rating
    ratings, codes = _core.rate_grids(puzzles.grids, int(max_level), threads_of(threads))
    statuses = _statuses(puzzles, codes, _RATING_STATUS_NAMES)
    if puzzles.any_error:
        ratings[puzzles.bad_rows()] = np.nan
    if with_status:
        return ratings, (statuses.tolist() if puzzles.kind == TEXTS else statuses)
    return ratings


def _rating_error(error: PuzzleError) -> PuzzleError:
    reasons = {"no_solution": "the puzzle has no solution (SE ratings need exactly one)",
               "multiple_solutions":
                   "the puzzle has more than one solution (SE ratings need exactly one)"}
    if error.code in reasons:
        return PuzzleError(reasons[error.code], code=error.code, line=error.line,
                           column=error.column, cell=error.cell, row=error.row)
    return error


def _text_of(puzzles: Puzzles, p: Any) -> str:
    """One puzzle's text for the calls that read text (its line form for an array)."""
    if puzzles.kind == ONE_TEXT:
        return p.decode("utf-8") if isinstance(p, (bytes, bytearray)) else p
    return _core.lines_of(puzzles.grids[:1], np.ones(1, dtype=bool))[0]


def _texts_of(p: Any, puzzles: Puzzles) -> List[Tuple[Optional[str], Optional[PuzzleError]]]:
    """Each row's text for hint and explain (which also read pencil-mark grids), or its error."""
    if puzzles.kind == TEXTS:
        items = p.ravel().tolist() if isinstance(p, np.ndarray) else list(
            p.tolist() if hasattr(p, "tolist") and not isinstance(p, (list, tuple)) else p)
        return [(None, puzzles.errors[row]) if row in puzzles.errors else (
            decode(bytes(t)) if isinstance(t, (bytes, bytearray)) else t, None)
            for row, t in enumerate(items)]
    lines = _core.lines_of(puzzles.grids, ~puzzles.bad_rows())
    return [(line, puzzles.errors.get(row)) for row, line in enumerate(lines)]


def _technique_text(techniques: Union[None, str, Sequence[str]]) -> Optional[str]:
    if techniques is None or isinstance(techniques, str):
        return techniques
    return ",".join(techniques)


def _logic_read(p: Any, errors: str) -> Tuple[Puzzles, list]:
    if isinstance(p, (str, bytes, bytearray)):
        # One text: read by the logic call itself, which also takes pencil marks.
        text = p.decode("utf-8") if isinstance(p, (bytes, bytearray)) else p
        return Puzzles(np.zeros((1, 81), np.uint8), {}, ONE_TEXT), [(text, None)]
    puzzles = read_puzzles(p, errors)
    return puzzles, _texts_of(p, puzzles)


def _logic_batch(call, p: Any, techniques, threads: Optional[int], errors: str, make,
                 stage: Optional[str] = None):
    """Runs a logic call (hint_json, explain_json) on each row; `make` turns its JSON into the
    answer, or a PuzzleError for a puzzle without solution. A failed row raises for one puzzle
    or errors="raise", else takes the row's place in the list."""
    puzzles, texts = _logic_read(p, errors)
    wanted = _technique_text(techniques)

    def one(row_text):
        row, (text, error) = row_text
        if error is None:
            answer, problem = call(text, wanted) if stage is None else call(text, wanted, stage)
            if problem is None:
                error = make(json.loads(answer))
                if not isinstance(error, PuzzleError):
                    return error
            else:
                error = error_from_tuple(problem)
            error.row = None if puzzles.single else row
            error.args = (error.describe(),)
        if puzzles.single or errors == "raise" or error.code == "invalid_argument":
            raise error
        return error

    if len(texts) <= 1:
        results = [one(item) for item in enumerate(texts)]
    else:
        # Each call releases the GIL: threads run the rows side by side.
        workers = threads_of(threads) or default_threads()
        with ThreadPoolExecutor(max_workers=min(workers, len(texts))) as pool:
            results = list(pool.map(one, enumerate(texts)))
    return results[0] if puzzles.single else results


def _no_solution() -> PuzzleError:
    return PuzzleError("the puzzle has no solution", code="no_solution")


def hint(p: Any, *, techniques: Union[None, str, Sequence[str]] = None,
         stage: Union[None, int, str] = None, threads: Optional[int] = None,
         errors: str = "status") -> Any:
    """The simplest next step, as `nonet hint` gives it: a Step, or None when every cell is
    filled or no technique in use finds one. A string may also be a pencil-mark grid (729
    characters, or a boxed grid of candidates). `techniques` limits the catalogue ("n2, x-wing"
    or a list of names or codes). `stage` gives the hint in part, as `nonet hint --stage`: 1 or
    "where" (the technique and where to look) and 2 or "what" (also the cells and digits of its
    pattern) give a StagedHint, 3 or "move" the whole Step. A puzzle without solution raises
    PuzzleError (code "no_solution"). A batch gives a list, a PuzzleError in the place of a row
    that failed."""
    stage_text = None if stage is None else str(stage)

    def make(d):
        if d["status"] == "none":
            return _no_solution()
        if d["step"] is None:
            return None
        if stage_text is not None and d.get("stage") in (1, 2):
            return StagedHint.from_dict(d["stage"], d["step"])
        return Step.from_dict(d["step"])
    return _logic_batch(_core.hint_json, p, techniques, threads, errors, make, stage_text)


def explain(p: Any, *, techniques: Union[None, str, Sequence[str]] = None,
            threads: Optional[int] = None, errors: str = "status") -> Any:
    """The whole logical path, as `nonet explain` gives it: an Explanation (a sequence of Steps
    with `solved`, `status`, `start`, `final`). A puzzle without solution raises PuzzleError
    (code "no_solution"). A batch gives a list, a PuzzleError in the place of a row that
    failed."""
    def make(d):
        return _no_solution() if d["status"] == "none" else Explanation(d)
    return _logic_batch(_core.explain_json, p, techniques, threads, errors, make)


def _range_text(value: Any, name: str) -> Optional[str]:
    """None, a number, "a..b" or (a, b) as the library's "a..b" text."""
    if value is None:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, (tuple, list)):
        if len(value) != 2:
            raise ValueError(f"{name} takes a (min, max) pair, not {value!r}")
        return f"{value[0]}..{value[1]}"
    return str(value)


def generate(n: int = 1, *, difficulty: Optional[str] = None, symmetry: Optional[str] = None,
             clues: Union[None, int, str, Tuple[int, int]] = None, minimal: bool = False,
             seed: Optional[int] = None, threads: Optional[int] = None,
             rating: Union[None, float, str, Tuple[float, float]] = None,
             max_attempts: Optional[int] = None, time_limit: Optional[float] = None,
             first: int = 0, as_array: bool = False, with_solution: bool = False,
             with_rating: bool = False) -> Any:
    """New puzzles with exactly one solution, as `nonet generate` makes them.

    Returns a list of n 81-character lines, or with `as_array` an (n, 81) uint8 array. The same
    `seed` and options give the same puzzles, whatever the thread count (None: a random seed);
    puzzle i of a seed is the same whether made in one call or in pieces (`first`, the index of
    the first puzzle of this call). `difficulty` is a level (easy, medium, hard, expert,
    extreme), `rating` an SE band (7.1, "6.6..8.0" or (6.6, 8.0)); `clues` a count or a (min,
    max) range; `symmetry` a name of `nonet generate --help` (rot180, mirror, ...); `minimal`
    keeps every clue needed. `with_solution` and `with_rating` return a dict of arrays or lists
    instead: puzzles, solutions, ratings (n, 3).

    Raises ValueError for options that cannot be met, GenerateError when fewer puzzles were
    made than asked (its `puzzles` holds those made).
    """
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 1:
        raise ValueError(f"n must be a whole number of puzzles, at least 1, not {n!r}")
    if seed is None:
        seed = secrets.randbits(64)
    if isinstance(first, bool) or not isinstance(first, (int, np.integer)) or first < 0:
        raise ValueError(f"first must be an index, 0 or more, not {first!r}")
    puzzles, solutions, ratings, indices, failures, error = _core.generate(
        str(int(n)), str(seed), symmetry, _range_text(clues, "clues"), difficulty,
        _range_text(rating, "rating"), None if max_attempts is None else str(max_attempts),
        None if time_limit is None else str(time_limit), int(first), bool(minimal),
        bool(with_rating), threads_of(threads))
    if error is not None and error[0] == "invalid_argument":
        raise ValueError(error[1])

    def shaped(grids):
        return grids if as_array else _core.lines_of(grids, np.ones(len(grids), dtype=bool))

    made = shaped(puzzles)
    if with_solution or with_rating:
        made = {"puzzles": made, "indices": indices}
        if with_solution:
            made["solutions"] = shaped(solutions)
        if with_rating:
            made["ratings"] = ratings
    if error is not None or failures:
        why = error[1] if error is not None else \
            f"{len(failures)} of {n} puzzles could not be made: {failures[0][1]}"
        raise GenerateError(why, made, failures)
    return made


def read(text: str, *, errors: str = "raise") -> List[Optional[str]]:
    """Every puzzle of a text holding many (a file's contents, in any format nonet reads), as
    81-character lines. A puzzle that does not read raises PuzzleError (with its line and
    column), or with errors="status" is None in the list."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8")
    if not isinstance(text, str):
        raise TypeError(f"read() takes a str, not {type(text).__name__}")
    grids, lines, _comments, problems = _core.read_text(text)
    good = np.array([e is None for e in problems], dtype=bool)
    if errors == "raise" and not good.all():
        raise error_from_tuple(problems[int(np.argmin(good))])
    if errors not in ("raise", "status"):
        raise ValueError(f"errors must be 'status' or 'raise', not {errors!r}")
    return _core.lines_of(grids, good)


def techniques() -> List[Technique]:
    """The catalogue of techniques, in the order hint() and explain() try them."""
    return [Technique(*row) for row in _core.technique_rows()]
