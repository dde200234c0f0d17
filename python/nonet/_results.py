"""Result objects: steps, explanations, ratings, checks and the technique catalogue. Each is built
from the library's JSON (the one serialiser, the same as `nonet ... --format json`) and gives it
back whole with to_dict()."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, List, NamedTuple, Optional, Sequence

from ._errors import PuzzleError


class Candidate(NamedTuple):
    """A digit in a cell: a placement or an elimination. `cell` is "r3c4"; row and column are
    1-based."""

    cell: str
    row: int
    column: int
    digit: int

    @classmethod
    def from_dict(cls, d: dict) -> "Candidate":
        return cls(d["cell"], d["row"], d["column"], d["digit"])


@dataclass(frozen=True)
class Step:
    """One logical step: what it is (technique, its code and family, the SE rule for a rating's
    steps), what it does (placements, eliminations, effect), what proves it (cells, digits,
    proof) and its difficulty on the Sudoku Explainer scale; `text` is the step in words, as
    `nonet hint` prints it."""

    technique: str
    code: str
    family: str
    rule: str
    difficulty: float
    placements: List[Candidate]
    eliminations: List[Candidate]
    cells: List[str]
    digits: List[int]
    effect: str
    proof: dict
    relies_on_uniqueness: bool
    reason: str
    text: str
    _json: dict = field(repr=False, compare=False, default_factory=dict)

    @classmethod
    def from_dict(cls, d: dict) -> "Step":
        return cls(
            technique=d["technique"], code=d["code"], family=d["family"], rule=d["rule"],
            difficulty=d["difficulty"],
            placements=[Candidate.from_dict(c) for c in d["placements"]],
            eliminations=[Candidate.from_dict(c) for c in d["eliminations"]],
            cells=list(d["cells"]), digits=list(d["digits"]), effect=d["effect"],
            proof=d["proof"], relies_on_uniqueness=d["relies_on_uniqueness"],
            reason=d["reason"], text=d["text"], _json=d)

    def to_dict(self) -> dict:
        """The step as the library's JSON object."""
        return dict(self._json)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class StagedHint:
    """A hint shown in part, as `nonet hint --stage` gives it: stage 1 ("where") names the
    technique and the houses to look in; stage 2 ("what") adds the cells and digits of its pattern
    (`cells`, `digits`, `proof`), not those of its effect. Stage 3 is the whole Step."""

    stage: int
    technique: str
    code: str
    family: str
    difficulty: float
    houses: List[str]
    text: str
    cells: List[str] = field(default_factory=list)
    digits: List[int] = field(default_factory=list)
    proof: dict = field(default_factory=dict)
    _json: dict = field(repr=False, compare=False, default_factory=dict)

    @classmethod
    def from_dict(cls, stage: int, d: dict) -> "StagedHint":
        return cls(stage=stage, technique=d["technique"], code=d["code"], family=d["family"],
                   difficulty=d["difficulty"], houses=list(d["houses"]), text=d["text"],
                   cells=list(d.get("cells", [])), digits=list(d.get("digits", [])),
                   proof=dict(d.get("proof", {})), _json=d)

    def to_dict(self) -> dict:
        return dict(self._json)

    def __str__(self) -> str:
        return self.text


class Explanation(Sequence[Step]):
    """The whole logical path of a puzzle: a sequence of Steps, with `solved` (the steps fill
    every cell), `status` (unique, multiple or none, found by search first), the `start` and
    `final` grids as 81-character lines and, when not solved, the pencil marks where the
    techniques ran out (`final_marks`, 729 characters)."""

    def __init__(self, d: dict) -> None:
        self._json = d
        self.steps: List[Step] = [Step.from_dict(s) for s in d["steps"]]
        self.status: str = d["status"]
        self.solved: bool = d["solved"]
        self.start: str = d["start"]
        self.final: str = d["final"]
        self.final_marks: Optional[str] = d.get("final_marks")
        # What the chains' notation means, once for the whole path ("" when no step has a chain).
        self.notation: str = d.get("notation", "")

    def __getitem__(self, index):  # type: ignore[override]
        return self.steps[index]

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def __repr__(self) -> str:
        return f"Explanation(steps={len(self.steps)}, solved={self.solved}, status={self.status!r})"

    def to_dict(self) -> dict:
        return dict(self._json)


@dataclass(frozen=True)
class Rating:
    """A puzzle's Sudoku Explainer rating: ER (the hardest step), EP (the hardest up to the first
    placement), ED (the first step), the level name, and the path's steps when asked for."""

    er: float
    ep: float
    ed: float
    level: str
    status: str = "rated"
    steps: List[Step] = field(default_factory=list)
    _json: dict = field(repr=False, compare=False, default_factory=dict)

    @classmethod
    def from_dict(cls, d: dict) -> "Rating":
        return cls(er=d.get("er", float("nan")), ep=d.get("ep", float("nan")),
                   ed=d.get("ed", float("nan")), level=d.get("level", ""), status=d["status"],
                   steps=[Step.from_dict(s) for s in d.get("steps", [])], _json=d)

    def __iter__(self):  # er, ep, ed = nonet.rate(p)
        return iter((self.er, self.ep, self.ed))

    def __str__(self) -> str:
        return f"{self.er:.1f}/{self.ep:.1f}/{self.ed:.1f}"

    def to_dict(self) -> dict:
        return dict(self._json)


@dataclass(frozen=True)
class CheckResult:
    """check(..., details=True): the verdict, the first solution found (unique, multiple) and,
    when it is not unique, why (a PuzzleError: clashing givens with the cells, no solution, more
    than one solution, or what keeps the text from being a puzzle)."""

    status: str
    solution: Optional[str]
    error: Optional[PuzzleError]


class Technique(NamedTuple):
    """A row of the catalogue, in the order hint() and explain() try them."""

    code: str
    name: str
    family: str
    difficulty: float
    needs_uniqueness: bool
    rating_only: bool
    summary: str
