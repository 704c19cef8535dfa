"""What both searches share (``search.py``, ``pimc.py``): the budget that asks for the fixed
iteration budget, the clock a time budget is counted by, and the play-out — a sampled world
played forward by the knowledge's policy, to the end of the game or for a number of turns.

A turn is one seat's go, however many actions it takes (a second card, a tunnel payment): it
ends when the seat to act changes, as ``tabletop.core.rounds`` counts turns.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, overload

from tabletop.core import Action, Game, Rng

from .knowledge import Knowledge

#: The ``budget`` that asks for the fixed iteration budget, whatever the clock says: a seed
#: always gives the same move (tests, the simulator, the arena).
UNTIMED = math.inf

#: The clock a time budget is counted by: wall time, as the player waits for the move.
_clock: Callable[[], float] = time.perf_counter


def search_clock() -> float:
    """Now, by the clock time budgets are counted by (``counted_in_cpu_time``)."""
    return _clock()


@contextmanager
def counted_in_cpu_time() -> Iterator[None]:
    """Within it, time budgets are counted in this thread's CPU time, not wall time: the
    thinking the app's worker process gets on a machine with a core to spare for it, however
    busy this one is (the arena's ``--cpu-time``)."""
    global _clock
    before, _clock = _clock, time.thread_time
    try:
        yield
    finally:
        _clock = before


class LazyLegal(Sequence[Action]):
    """The legal actions of a play-out state, listed only if the policy looks at them (a policy
    that builds its own move, as the Great Tour's and Ticket to Ride's do, saves the engine's
    full list)."""

    __slots__ = ("_game", "_state", "_list")

    def __init__(self, game: Game, state: Any) -> None:
        self._game = game
        self._state = state
        self._list: Sequence[Action] | None = None

    def _actions(self) -> Sequence[Action]:
        if self._list is None:
            self._list = self._game.legal_actions(self._state)
        return self._list

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        return self._actions()[index]

    def __len__(self) -> int:
        return len(self._actions())

    def __iter__(self) -> Iterator[Action]:
        return iter(self._actions())


def play_out(
    game: Game,
    knowledge: Knowledge,
    state: Any,
    rng: Rng,
    *,
    cutoff: int | None,
    turn_of: int | None,
    steps: int = 0,
) -> Any:
    """The state where a play-out from ``state`` by ``knowledge.playout_action`` stops: the end
    of the game, or (``cutoff``) the start of the ``cutoff``-th turn after the turn of seat
    ``turn_of`` (None: the end only). ``steps`` actions were taken before it in this
    iteration; a play-out that passes the game's ``max_actions`` is a bug in the engine or
    the policy, and raises."""
    limit = game.spec.max_actions
    turns = 0
    last = turn_of
    while True:
        seat = game.to_act(state)
        if seat is None:
            return state
        if seat != last:
            turns += 1
            last = seat
        if cutoff is not None and turns >= cutoff:
            return state
        steps += 1
        if steps > limit:
            raise RuntimeError(f"{game.spec.id}: playout found no end in {limit} actions")
        lazy = LazyLegal(game, state)
        state = game.advance(state, knowledge.playout_action(state, lazy, rng))


__all__ = ["UNTIMED", "LazyLegal", "play_out"]
