"""The examples in the package's docstrings run and print what they show."""

import doctest

import nonet


def test_the_module_docstring_examples_hold():
    result = doctest.testmod(nonet, verbose=False)
    assert result.attempted >= 2 and result.failed == 0
