"""Branch Line's levels (docs/AI.md): beginner, standard, strong, expert.

- **Beginner** claims any route it can pay for, at random, and draws only when it can claim
  none: it never plans for its ticket.
- **Standard** is the greedy agent (``agents.BranchLineGreedyAgent``).
- **Strong** and **Expert** search (``tabletop.ai.search``) with the game-blind
  ``PlainKnowledge``: a game this short is played out to its end in every sample, so the search
  needs no knowledge of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.ai import PlainKnowledge, SearchAgent, SearchSettings
from tabletop.core import Action, Game, Rng, View
from tabletop.core.i18n import N_

from .actions import ClaimRoute
from .agents import BranchLineGreedyAgent

STRONG = SearchSettings(iterations=150, exploration=0.5)
STRONG_SECONDS = 0.3
EXPERT = SearchSettings(iterations=600, exploration=0.5)
EXPERT_SECONDS = 1.0


class BranchLineBeginnerAgent:
    name = "beginner"
    description = N_("Claims any route it can pay for, without a thought for its ticket.")

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        claims = [a for a in legal if isinstance(a, ClaimRoute)]
        return claims[rng.below(len(claims))] if claims else legal[0]  # the only move: draw


class BranchLineStandardAgent(BranchLineGreedyAgent):
    name = "standard"
    description = N_("Builds towards its ticket, else claims the longest route it can.")


class BranchLineStrongAgent(SearchAgent):
    name = "strong"
    description = N_("Plays each move out in a hundred possible games before choosing.")

    def __init__(self, game: Game) -> None:
        super().__init__(game, PlainKnowledge(game), STRONG, STRONG_SECONDS)


class BranchLineExpertAgent(SearchAgent):
    name = "expert"
    description = N_("Plays each move out in many more possible games; hard to beat.")

    def __init__(self, game: Game) -> None:
        super().__init__(game, PlainKnowledge(game), EXPERT, EXPERT_SECONDS)


__all__ = [
    "BranchLineBeginnerAgent",
    "BranchLineExpertAgent",
    "BranchLineStandardAgent",
    "BranchLineStrongAgent",
]
