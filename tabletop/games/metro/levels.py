"""Metro's levels (docs/AI.md): beginner, standard, strong, expert.

- **Beginner** weighs its placements as the search's knowledge does and picks among the
  reasonable ones with a softmax (often the best, regularly a near-miss, never a blunder that
  throws away many points); it never draws.
- **Standard** is the greedy agent (``agents.MetroGreedyAgent``).
- **Strong** and **Expert** search (``tabletop.ai.search``) with ``MetroKnowledge``: greedy
  playouts cut off after a few turns and judged by the expected final scores.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tabletop.ai import SearchAgent, SearchSettings, softmax_pick
from tabletop.ai.styles import BALANCED, StyleInfo, infos, knobs
from tabletop.core import Action, Game, Rng, View
from tabletop.core.i18n import N_

from .actions import PlaceTile
from .agents import MetroGreedyAgent
from .engine import MetroGame
from .knowledge import STYLES, MetroKnowledge

#: Beginner: placements worse than the best by more than this (expected points) are never
#: played; among the others the softmax temperature, in points, sets how often it errs.
BEGINNER_BLUNDER_LIMIT = 4.0
BEGINNER_TEMPERATURE = 1.5

STRONG = SearchSettings(iterations=100, exploration=0.25, cutoff_turns=4, widening=0.5)
STRONG_SECONDS = 0.3
EXPERT = SearchSettings(iterations=400, exploration=0.25, cutoff_turns=6, widening=0.5)
EXPERT_SECONDS = 1.0


def _metro(game: Game) -> MetroGame:
    assert isinstance(game, MetroGame), "Metro levels play Metro"
    return game


class MetroBeginnerAgent:
    name = "beginner"
    description = N_("Lays sensible track but often misses the best square.")

    def __init__(self, game: Game) -> None:
        self.game = _metro(game)
        self.knowledge = MetroKnowledge(self.game)

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        places = [a for a in legal if isinstance(a, PlaceTile)]
        if not places:
            return legal[0]
        # The placements' values depend only on the board and the tile placed, which the view
        # shows: any state consistent with it gives the same numbers.
        state = self.game.determinize(view, rng)
        values = self.knowledge.placement_values(state, places)
        best = max(values)
        kept = [
            (a, v)
            for a, v in zip(places, values, strict=True)
            if v >= best - BEGINNER_BLUNDER_LIMIT
        ]
        return softmax_pick([a for a, _ in kept], [v for _, v in kept], BEGINNER_TEMPERATURE, rng)


class MetroStandardAgent(MetroGreedyAgent):
    name = "standard"
    description = N_("Plays the best-looking placement each turn and closes rivals' lines.")


class MetroStrongAgent(SearchAgent):
    name = "strong"
    description = N_("Tries each good placement in a hundred possible futures before laying it.")
    #: The styles it plays in (``knowledge.STYLES``, ``tabletop.ai.styles``).
    styles: Mapping[str, StyleInfo] = infos(STYLES)
    settings = STRONG
    thinking = STRONG_SECONDS

    def __init__(self, game: Game, style: str = BALANCED) -> None:
        knowledge = MetroKnowledge(_metro(game), style=knobs(STYLES, style))
        super().__init__(game, knowledge, self.settings, self.thinking)
        self.style_name = style


class MetroExpertAgent(MetroStrongAgent):
    name = "expert"
    description = N_("Looks further ahead through many more possible futures; hard to beat.")
    settings = EXPERT
    thinking = EXPERT_SECONDS


__all__ = [
    "MetroBeginnerAgent",
    "MetroExpertAgent",
    "MetroStandardAgent",
    "MetroStrongAgent",
]
