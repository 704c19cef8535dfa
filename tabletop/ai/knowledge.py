"""What a game tells the generic search about itself (``tabletop.ai.search``).

The search never sees the true state: at every decision it samples full states consistent with
the deciding seat's view (``Game.determinize(view, rng)``) and plays forward on those. A game
helps it with a ``Knowledge`` object (``tabletop/games/<id>/knowledge.py``):

- ``playout_action`` picks a move fast during playouts (a cheap greedy-ish policy: random
  playouts are useless in Ticket to Ride, where they lose every game to greedy);
- ``evaluate`` scores a position for every seat, so that playouts can stop early;
- ``candidates`` may trim or order the legal actions at a node (progressive widening, priors).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from tabletop.core import Action, Rng


class Knowledge(Protocol):
    """Game-specific help for the search. States here are full (determinized) states."""

    def playout_action(self, state: Any, legal: Sequence[Action], rng: Rng) -> Action:
        """A quick, sensible move for the seat to act in ``state``."""
        ...

    def evaluate(self, state: Any) -> Sequence[float]:
        """Each seat's expected share of the win from ``state``, in [0, 1] (ended games: 1 for
        the winners shared, 0 for the others)."""
        ...

    def candidates(self, state: Any, legal: Sequence[Action]) -> Sequence[Action]:
        """The actions worth searching at this node, best first (``legal`` itself by default)."""
        ...
