"""What a game tells the generic search about itself (``tabletop.ai.search``).

The search never sees the true state: at every decision it samples full states consistent with
the deciding seat's view (``Game.determinize(view, rng)``) and plays forward on those. A game
helps it with a ``Knowledge`` object (``tabletop/games/<id>/knowledge.py``):

- ``playout_action`` picks a move fast during playouts (a cheap greedy-ish policy: random
  playouts are useless in Ticket to Ride, where they lose every game to greedy);
- ``evaluate`` scores a position for every seat, so that playouts can stop early;
- ``candidates`` may trim or order the legal actions at a node (progressive widening, priors).

``PlainKnowledge`` is the game-blind default (uniform random playouts, every legal action, no
opinion about unfinished games); a game's knowledge may subclass it and override what it knows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from tabletop.core import Action, Game, Rng


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


def win_shares(game: Game, state: Any) -> list[float]:
    """Each seat's share of the win in an ended game: 1/k for each of k winners, else 0."""
    outcome = game.outcome(state)
    assert outcome is not None, "win_shares needs an ended game"
    shares = [0.0] * len(outcome.scores)
    for seat in outcome.winners:
        shares[seat] = 1.0 / len(outcome.winners)
    return shares


class PlainKnowledge:
    """Knows nothing about the game: uniform random playouts over every legal action, to the
    end of the game (it cannot judge an unfinished one). Plain Monte Carlo search runs on it."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def playout_action(self, state: Any, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]

    def evaluate(self, state: Any) -> Sequence[float]:
        if self.game.to_act(state) is not None:
            raise ValueError("PlainKnowledge judges ended games only: search without a cutoff")
        return win_shares(self.game, state)

    def candidates(self, state: Any, legal: Sequence[Action]) -> Sequence[Action]:
        return legal


__all__ = ["Knowledge", "PlainKnowledge", "win_shares"]
