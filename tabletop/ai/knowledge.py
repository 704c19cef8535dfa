"""What a game tells the searches about itself (``tabletop.ai.search``, ``tabletop.ai.pimc``).

The searches never see the true state: at every decision they sample full states consistent
with the deciding seat's view and play forward on those. A game helps them with a
``Knowledge`` object (``tabletop/games/<id>/knowledge.py``):

- ``determinize`` samples a full state from a view: the game's own ``Game.determinize``, or
  one biased by what the seat believes of its rivals (Ticket to Ride deals a rival the tickets
  its routes point to);
- ``playout_action`` picks a move fast during play-outs (a cheap greedy-ish policy: random
  play-outs are useless in Ticket to Ride, where they lose every game to greedy);
- ``evaluate`` scores a position for every seat, so that play-outs can stop early;
- ``candidates`` may trim or order the legal actions at a node (progressive widening, priors);
- ``shares_by_margin`` judges an ended game by its final scores' margins rather than by who
  won, and ``left_to_play`` says how near the end a position is (the flat search plays out
  to the end once it is near).

``PlainKnowledge`` is the game-blind default (the game's own determinization, uniform random
play-outs, every legal action, no opinion about unfinished games); a game's knowledge
subclasses it and overrides what it knows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Protocol

from tabletop.core import Action, Game, Rng, View


class Knowledge(Protocol):
    """Game-specific help for the searches. States here are full (determinized) states."""

    def determinize(self, view: View, rng: Rng) -> Any:
        """A full state consistent with ``view`` (never built from the true state)."""
        ...

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

    def shares_by_margin(self, state: Any) -> Sequence[float]:
        """Each seat's share of the win of an ended game by its final scores' margins: a
        smoother judge than who won, which one card can turn."""
        ...

    def left_to_play(self, state: Any) -> float:
        """How much of the game is left, in the game's own measure (Ticket to Ride: the fewest
        pieces a seat holds); infinite when the knowledge cannot tell."""
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
    """Knows nothing about the game: the game's own determinization, uniform random play-outs
    over every legal action, to the end of the game (it cannot judge an unfinished one). Plain
    Monte Carlo search runs on it; a game's knowledge subclasses it."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def determinize(self, view: View, rng: Rng) -> Any:
        return self.game.determinize(view, rng)

    def playout_action(self, state: Any, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]

    def evaluate(self, state: Any) -> Sequence[float]:
        if self.game.to_act(state) is not None:
            raise ValueError("PlainKnowledge judges ended games only: search without a cutoff")
        return win_shares(self.game, state)

    def candidates(self, state: Any, legal: Sequence[Action]) -> Sequence[Action]:
        return legal

    def shares_by_margin(self, state: Any) -> Sequence[float]:
        # Without a sense of what a margin is worth in this game, who won is the judge.
        return win_shares(self.game, state)

    def left_to_play(self, state: Any) -> float:
        return math.inf


__all__ = ["Knowledge", "PlainKnowledge", "win_shares"]
