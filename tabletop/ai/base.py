"""The agent protocol and the random agent, which plays every game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from tabletop.core import Action, Game, Rng, View


class Agent(Protocol):
    """Chooses one of ``legal`` from what its seat may know (``view``) only.

    ``budget`` is a soft limit in seconds for this decision. Agents that search possible worlds
    use ``game.determinize(view, rng)``; they never see the full state.
    """

    name: str

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action: ...


class RandomAgent:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        return legal[rng.below(len(legal))]
