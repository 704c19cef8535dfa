"""Time budgets counted in CPU time (``counted_in_cpu_time``, the arena's ``--cpu-time``): both
searches stop by the clock a budget is counted by, and waiting is not thinking."""

from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import nullcontext
from typing import Any

import pytest

from tabletop.ai import PimcSearch, PimcSettings, PlainKnowledge
from tabletop.ai.playout import counted_in_cpu_time, search_clock
from tabletop.ai.search import InformationSetSearch, SearchSettings
from tabletop.core import GameConfig, Rng, View

from .toys import Nim, Take

#: Each sampled world waits this long without using the CPU (a busy machine's other work).
WAIT = 0.03
#: The time budget: under two waits.
BUDGET = 0.05
#: The caller stops the search after this many worlds (or iterations) at the latest.
CAP = 8


class WaitingKnowledge(PlainKnowledge):
    """Nim's plain knowledge, each sampled world preceded by a wait that uses no CPU."""

    def determinize(self, view: View, rng: Rng) -> Any:
        time.sleep(WAIT)
        return super().determinize(view, rng)


def _nim() -> tuple[Nim, Any, View]:
    game = Nim(20)
    state = game.new_state(GameConfig(2), 1)
    return game, state, game.view(state, 0)


def _stop_after(count: int) -> Callable[[], bool]:
    """A caller's ``should_stop`` that says yes from its ``count``-th question on."""
    asked = 0

    def stop() -> bool:
        nonlocal asked
        asked += 1
        return asked >= count

    return stop


def _flat(cpu: bool) -> int:
    game, _state, view = _nim()
    search = PimcSearch(
        game, WaitingKnowledge(game), PimcSettings(worlds=2, rounds=1, min_worlds=1)
    )
    with counted_in_cpu_time() if cpu else nullcontext():
        report = search.run(view, [Take(1), Take(2)], Rng(1), BUDGET, _stop_after(CAP))
    return report.worlds


def _tree(cpu: bool) -> int:
    game, state, view = _nim()
    search = InformationSetSearch(game, WaitingKnowledge(game), SearchSettings(iterations=1))
    with counted_in_cpu_time() if cpu else nullcontext():
        report = search.run(view, game.legal_actions(state), Rng(1), BUDGET, _stop_after(CAP))
    return report.iterations


@pytest.mark.parametrize("search", [_flat, _tree], ids=["flat", "tree"])
def test_a_time_budget_counted_in_cpu_time_leaves_out_the_waiting(search) -> None:
    # By the wall clock the waits spend the budget within two worlds; by the CPU clock they
    # cost nothing, so the search goes on until its caller stops it.
    assert search(cpu=False) <= 2
    assert search(cpu=True) == CAP


def test_the_cpu_clock_is_put_back_after_its_block_even_on_an_error() -> None:
    with pytest.raises(RuntimeError), counted_in_cpu_time():
        before = search_clock()
        time.sleep(WAIT)
        assert search_clock() - before < WAIT / 2  # no CPU spent while sleeping
        raise RuntimeError("the block failed")
    before = search_clock()
    time.sleep(WAIT)
    assert search_clock() - before >= WAIT  # the wall clock again
