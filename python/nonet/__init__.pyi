# Type stubs for the nonet package: each call answers in the kind of puzzle it was given.
from typing import Any, Dict, List, Literal, Optional, Sequence, Tuple, Union, overload

import numpy as np
import numpy.typing as npt

from ._errors import GenerateError as GenerateError, PuzzleError as PuzzleError
from ._results import (Candidate as Candidate, CheckResult as CheckResult,
                       Explanation as Explanation, Rating as Rating, Step as Step,
                       Technique as Technique)

__version__: str

Text = Union[str, bytes]
Texts = Sequence[Text]
IntArray = npt.NDArray[np.integer[Any]]
Puzzles = Union[Text, Texts, IntArray, Sequence[Sequence[int]]]
Errors = Literal["status", "raise"]
Techniques = Union[None, str, Sequence[str]]

def default_threads() -> int: ...
def simd_path() -> str: ...

@overload
def solve(p: Text, *, limit: int = ..., threads: Optional[int] = ..., errors: Errors = ...,
          with_status: Literal[False] = ...) -> Optional[str]: ...
@overload
def solve(p: Text, *, limit: int = ..., threads: Optional[int] = ..., errors: Errors = ...,
          with_status: Literal[True]) -> Tuple[Optional[str], str]: ...
@overload
def solve(p: Texts, *, limit: int = ..., threads: Optional[int] = ..., errors: Errors = ...,
          with_status: Literal[False] = ...) -> List[Optional[str]]: ...
@overload
def solve(p: Texts, *, limit: int = ..., threads: Optional[int] = ..., errors: Errors = ...,
          with_status: Literal[True]) -> Tuple[List[Optional[str]], List[str]]: ...
@overload
def solve(p: IntArray, *, limit: int = ..., threads: Optional[int] = ..., errors: Errors = ...,
          with_status: bool = ...) -> Any: ...

@overload
def count(p: Text, *, limit: int = ..., threads: Optional[int] = ...,
          errors: Errors = ...) -> int: ...
@overload
def count(p: Texts, *, limit: int = ..., threads: Optional[int] = ...,
          errors: Errors = ...) -> List[Optional[int]]: ...
@overload
def count(p: IntArray, *, limit: int = ..., threads: Optional[int] = ...,
          errors: Errors = ...) -> Union[int, npt.NDArray[np.uint64]]: ...

@overload
def check(p: Text, *, threads: Optional[int] = ..., errors: Errors = ...,
          details: Literal[False] = ...) -> str: ...
@overload
def check(p: Text, *, threads: Optional[int] = ..., errors: Errors = ...,
          details: Literal[True]) -> CheckResult: ...
@overload
def check(p: Texts, *, threads: Optional[int] = ..., errors: Errors = ...,
          details: Literal[False] = ...) -> List[str]: ...
@overload
def check(p: Texts, *, threads: Optional[int] = ..., errors: Errors = ...,
          details: Literal[True]) -> List[CheckResult]: ...
@overload
def check(p: IntArray, *, threads: Optional[int] = ..., errors: Errors = ...,
          details: bool = ...) -> Any: ...

@overload
def rate(p: Text, *, threads: Optional[int] = ..., max_level: int = ..., steps: bool = ...,
         errors: Errors = ..., with_status: bool = ...) -> Rating: ...
@overload
def rate(p: Union[Texts, IntArray], *, threads: Optional[int] = ..., max_level: int = ...,
         steps: bool = ..., errors: Errors = ..., with_status: bool = ...) -> Any: ...

@overload
def hint(p: Text, *, techniques: Techniques = ..., threads: Optional[int] = ...,
         errors: Errors = ...) -> Optional[Step]: ...
@overload
def hint(p: Union[Texts, IntArray], *, techniques: Techniques = ...,
         threads: Optional[int] = ..., errors: Errors = ...) -> Any: ...

@overload
def explain(p: Text, *, techniques: Techniques = ..., threads: Optional[int] = ...,
            errors: Errors = ...) -> Explanation: ...
@overload
def explain(p: Union[Texts, IntArray], *, techniques: Techniques = ...,
            threads: Optional[int] = ..., errors: Errors = ...) -> Any: ...

def generate(n: int = ..., *, difficulty: Optional[str] = ..., symmetry: Optional[str] = ...,
             clues: Union[None, int, str, Tuple[int, int]] = ..., minimal: bool = ...,
             seed: Optional[int] = ..., threads: Optional[int] = ...,
             rating: Union[None, float, str, Tuple[float, float]] = ...,
             max_attempts: Optional[int] = ..., time_limit: Optional[float] = ...,
             first: int = ..., as_array: bool = ..., with_solution: bool = ...,
             with_rating: bool = ...) -> Union[List[str], npt.NDArray[np.uint8], Dict[str, Any]]: ...

def read(text: Text, *, errors: Errors = ...) -> List[Optional[str]]: ...
def techniques() -> List[Technique]: ...
