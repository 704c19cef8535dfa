"""The random agent, which plays every game (the agent protocol is ``tabletop.core.Agent``)."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core import Action, Agent, Game, Rng, View


class RandomAgent:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        return legal[rng.below(len(legal))]


__all__ = ["Agent", "RandomAgent"]
