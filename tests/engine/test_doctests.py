"""Every ``>>>`` example in the engine's docstrings runs and holds."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import truco

MODULES = sorted(
    info.name for info in pkgutil.walk_packages(truco.__path__, prefix="truco.")
    if info.name != "truco.__main__"
)


def test_every_engine_module_is_found() -> None:
    for name in ("truco.core.cards", "truco.core.rules", "truco.core.strength", "truco.core.rounds",
                 "truco.core.deal", "truco.core.hand", "truco.core.match", "truco.observation",
                 "truco.notation.scenario", "truco.notation.replay", "truco.core.explain",
                 "truco.core.errors", "truco.core.actions", "truco.bots", "truco.bots.random_bot",
                 "truco.web"):
        assert name in MODULES


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"
