"""Batch calls release the GIL: Python runs in another thread while one works."""

import collections
import threading
import time

import numpy as np

import nonet
from conftest import corpus_lines


def python_ticks_inside(call):
    """Ticks a Python loop on this thread made while `call` ran on another, leaving out the
    first and last 20 ms of the call (where the worker runs Python around the compiled call)."""
    window = {}
    done = threading.Event()

    def work():
        window["start"] = time.perf_counter()
        call()
        window["end"] = time.perf_counter()
        done.set()

    ticks_per_ms = collections.Counter()
    worker = threading.Thread(target=work)
    worker.start()
    while not done.is_set():
        ticks_per_ms[int(time.perf_counter() * 1000)] += 1
    worker.join()
    start, end = window["start"] + 0.02, window["end"] - 0.02
    assert end - start > 0.05, f"the call was too short to tell ({end - start + 0.04:.3f} s)"
    return sum(n for ms, n in ticks_per_ms.items() if start * 1000 < ms < end * 1000 - 1)


def test_batch_calls_release_the_gil():
    hard = corpus_lines("puzzles6_forum_hardest_1106", 30)
    top = corpus_lines("puzzles3_magictour_top1465", 40)
    grids = np.array([[0 if c == "." else int(c) for c in line] for line in hard])
    # Each call takes about half a second here; what matters is that it is much longer than the
    # window's edges.
    calls = {
        "rate": lambda: nonet.rate(grids[:4], threads=1),
        "solve": lambda: nonet.solve(np.tile(grids, (300, 1)), threads=1),
        "count": lambda: nonet.count(np.tile(grids, (300, 1)), threads=1),
        "check": lambda: nonet.check(np.tile(grids, (300, 1)), threads=1),
        "explain": lambda: nonet.explain(top, threads=1),
        "hint": lambda: nonet.hint(hard * 3, threads=1),
        "generate": lambda: nonet.generate(3000, seed=1, threads=1),
    }
    for name, call in calls.items():
        # Holding the GIL, the loop could not tick at all inside the window.
        assert python_ticks_inside(call) > 1000, name


def test_ctrl_c_stops_a_long_batch():
    import os
    import signal

    import pytest

    hard = corpus_lines("puzzles6_forum_hardest_1106", 200)
    # Rating these 200 on one thread takes minutes; SIGINT after 0.3 s must end it at once.
    timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    start = time.perf_counter()
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        nonet.rate(hard, threads=1)
    timer.join()
    assert time.perf_counter() - start < 30
    # The package still works after it.
    assert nonet.check(hard[0]) == "unique"
