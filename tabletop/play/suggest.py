"""Suggest: what the Strong level would play for a seat, from that seat's view only, and why.

The UI's *Suggest* button (issue 9) shows this move highlighted and never plays it. It runs
where agents run: ``suggest`` in-process (tests, tools), or ``Match.request_suggestion`` in the
match's worker process (the app: the window never freezes). It lives here rather than in
``tabletop.ai`` because it finds the game's Strong level by game id (``tabletop.games``), which
the generic ``tabletop.ai`` layer may not import.

A ``Hint`` is the move with the level's one-line reason (``tabletop.ai.why``: "Keeps your
locomotive", "Completes your ticket Berlin – Wien"), worked out from the same view right after
the level chose: what its own scoring found, never a reason made up afterwards.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass

from tabletop.ai import EMPTY_VIEW, UNTIMED, Why, reads_view, why
from tabletop.core import Action, Rng, View
from tabletop.games import make_agent

from .worker import Answer, Decision, chosen, decide

#: The level whose move is suggested.
SUGGEST_LEVEL = "strong"


@dataclass(frozen=True)
class Hint:
    """A suggested move and the level's reason for it (None when it gives none)."""

    action: Action
    why: Why | None = None

    def reason(self) -> str | None:
        """The reason's sentence in the current language."""
        return self.why.words() if self.why is not None else None


#: A position: the moves that led to it, (seat, action) each.
Position = tuple[tuple[int, Action], ...]


class Hints:
    """The suggestions given in one game, by position: asked again where it was asked before
    (after an undo), Suggest says the same move and reason at once, where a time-budgeted
    search could name another — a hint that knows its own mind. Only the human seat that
    asked is ever shown one; no AI seat reads them."""

    def __init__(self) -> None:
        self._given: dict[Position, Hint] = {}
        self._asked: Position = ()

    def ask(self, log: Sequence[tuple[int, Action]]) -> Future[Hint] | None:
        """Note the position a suggestion is asked for (``log``: the moves that led to it);
        a future already holding its hint when one was given there before, else None."""
        self._asked = tuple(log)
        given = self._given.get(self._asked)
        if given is None:
            return None
        future: Future[Hint] = Future()
        future.set_result(given)
        return future

    def given(self, found: Hint) -> Hint:
        """Remember ``found`` for the position last asked about, and return it."""
        self._given.setdefault(self._asked, found)
        return found


def hint(
    game_id: str, view: View, legal: Sequence[Action], seed: int, budget: float = UNTIMED
) -> Hint:
    """The Strong level's move for the seat whose ``view`` this is, among ``legal`` (its legal
    actions now), and its reason. ``seed`` fixes its rng; ``budget`` is seconds, or
    ``UNTIMED`` for the level's fixed iteration budget (the same suggestion every time)."""
    if view.get("seat") is None:
        raise ValueError("a suggestion is for a seat, not for a spectator")
    agent = make_agent(game_id, SUGGEST_LEVEL)
    seen = view if reads_view(agent) else EMPTY_VIEW
    action = decide(agent, seen, legal, Rng(seed), budget, None)
    return Hint(action, why(agent, seen, legal, action))


def suggest(
    game_id: str, view: View, legal: Sequence[Action], seed: int, budget: float = UNTIMED
) -> Action:
    """``hint``'s move alone."""
    return hint(game_id, view, legal, seed, budget).action


__all__ = ["SUGGEST_LEVEL", "Hint", "Hints", "hint", "suggest"]


def hint_of(decision: Decision, answer: Answer) -> Hint:
    """A suggestion's move and its reason, from the worker's answer."""
    return Hint(chosen(decision, answer), answer.why)
