"""The package's errors."""

from __future__ import annotations

from typing import Optional


class PuzzleError(ValueError):
    """A puzzle that does not read or cannot be used, and where: the line and column (1-based,
    0 when the problem is not at one place) within the text given, the cell ("r2c8") when the
    problem is about one, and the row of a batch (0-based) it came from."""

    def __init__(self, message: str, *, code: str = "bad_input", line: int = 0, column: int = 0,
                 cell: Optional[str] = None, row: Optional[int] = None) -> None:
        self.message = message
        self.code = code
        self.line = line
        self.column = column
        self.cell = cell
        self.row = row
        super().__init__(self.describe())

    def describe(self) -> str:
        """"row 3, line 1, column 17: illegal character 'x' in cell r1c17": the place, then what
        is wrong (the place's parts that are not known are left out)."""
        place = []
        if self.row is not None:
            place.append(f"row {self.row}")
        if self.line:
            place.append(f"line {self.line}")
        if self.column:
            place.append(f"column {self.column}")
        return f"{', '.join(place)}: {self.message}" if place else self.message

    def to_dict(self) -> dict:
        return {"code": self.code, "message": self.message, "line": self.line,
                "column": self.column, "cell": self.cell, "row": self.row}

    def __reduce__(self):  # pickles whole (Dask hands errors between processes)
        return (_rebuild, (self.message, self.code, self.line, self.column, self.cell, self.row))


def _rebuild(message, code, line, column, cell, row) -> PuzzleError:
    return PuzzleError(message, code=code, line=line, column=column, cell=cell, row=row)


class GenerateError(RuntimeError):
    """A generate() run that made fewer puzzles than asked (a rare rating band or clue range, or
    the time limit): `puzzles` holds those it made, `failures` (index, why) those it could not."""

    def __init__(self, message: str, puzzles, failures) -> None:
        super().__init__(message)
        self.puzzles = puzzles
        self.failures = failures


def error_from_tuple(error: tuple, row: Optional[int] = None) -> PuzzleError:
    """The compiled module's (code, message, line, column, cell) as a PuzzleError."""
    code, message, line, column, cell = error
    return PuzzleError(message, code=code, line=line, column=column, cell=cell, row=row)
