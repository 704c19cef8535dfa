"""Suggest: what the Strong level would play for a seat, from that seat's view only.

The UI's *Suggest* button (issue 9) shows this move highlighted and never plays it. It runs
where agents run: ``suggest`` in-process (tests, tools), or ``Match.request_suggestion`` in the
match's worker process (the app: the window never freezes). It lives here rather than in
``tabletop.ai`` because it finds the game's Strong level by game id (``tabletop.games``), which
the generic ``tabletop.ai`` layer may not import.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.ai import UNTIMED, reads_view
from tabletop.core import Action, Rng, View
from tabletop.games import make_agent

from .worker import decide

#: The level whose move is suggested.
SUGGEST_LEVEL = "strong"


def suggest(
    game_id: str, view: View, legal: Sequence[Action], seed: int, budget: float = UNTIMED
) -> Action:
    """The Strong level's move for the seat whose ``view`` this is, among ``legal`` (its legal
    actions now). ``seed`` fixes its rng; ``budget`` is seconds, or ``UNTIMED`` for the level's
    fixed iteration budget (the same suggestion every time)."""
    if view.get("seat") is None:
        raise ValueError("a suggestion is for a seat, not for a spectator")
    agent = make_agent(game_id, SUGGEST_LEVEL)
    return decide(agent, view if reads_view(agent) else {}, legal, Rng(seed), budget, None)


__all__ = ["SUGGEST_LEVEL", "suggest"]
