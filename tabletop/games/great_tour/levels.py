"""The Great Tour's levels (docs/AI.md): beginner, standard, strong, expert.

- **Beginner** weighs journeys as the search's knowledge does (value per card) and picks with a
  softmax among the reasonable ones and drawing: it travels when a journey looks good, not
  always with the best one, and sometimes draws when travelling would have been better. It pays
  sensibly (``helpers.auto_payment``) and never cancels.
- **Standard** is the greedy agent (``agents.GreatTourGreedyAgent``).
- **Strong** and **Expert** search (``tabletop.ai.search``) with ``GreatTourKnowledge``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import cast

from tabletop.ai import SearchAgent, SearchSettings, softmax_pick
from tabletop.ai.styles import BALANCED, StyleInfo, infos, knobs
from tabletop.core import Action, Game, Rng, View
from tabletop.core.i18n import N_

from .actions import BeginJourney, DrawCards, Pay
from .agents import GreatTourGreedyAgent
from .engine import GreatTourGame
from .helpers import auto_payment
from .knowledge import STYLES, TAKE_RATIO, GreatTourKnowledge
from .view import GreatTourView

#: Beginner: journeys considered (best value per card first), and the softmax temperature over
#: value per card; drawing scores as a journey at the playout's taking ratio.
BEGINNER_JOURNEYS = 4
BEGINNER_TEMPERATURE = 0.2

STRONG = SearchSettings(iterations=100, exploration=0.25, cutoff_turns=6)
STRONG_SECONDS = 0.3
EXPERT = SearchSettings(iterations=400, exploration=0.25, cutoff_turns=9)
EXPERT_SECONDS = 1.0


def _great_tour(game: Game) -> GreatTourGame:
    assert isinstance(game, GreatTourGame), "Great Tour levels play The Great Tour"
    return game


class GreatTourBeginnerAgent:
    name = "beginner"
    description = N_("Travels when a ticket looks good, but not always with the best one.")

    def __init__(self, game: Game) -> None:
        self.game = _great_tour(game)
        self.knowledge = GreatTourKnowledge(self.game)

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.get("journey"):
            pays = {a.card: a for a in legal if isinstance(a, Pay)}
            for card in auto_payment(cast(GreatTourView, view)) or ():
                if card in pays:
                    return pays[card]
            return next(iter(pays.values()), legal[0])
        journeys = [a for a in legal if isinstance(a, BeginJourney)]
        draws = [a for a in legal if isinstance(a, DrawCards)]
        if not journeys:
            return draws[rng.below(len(draws))] if draws else legal[0]
        # Journey values depend on the board, the rows and the seat's own hand, which the view
        # shows: any state consistent with it gives the same numbers.
        state = self.game.determinize(view, rng)
        offered = set(journeys)
        plan = self.knowledge.journey_plan(state)
        options = [o for o in plan if o[2] in offered][:BEGINNER_JOURNEYS]
        if not options:
            return draws[0] if draws else journeys[0]
        moves: list[Action] = [action for _v, _c, action in options]
        scores = [value / max(cost, 1.0) for value, cost, _a in options]
        if draws and not view.get("final_round"):
            moves.append(draws[0])  # the regular deck: three cards
            scores.append(TAKE_RATIO)
        return softmax_pick(moves, scores, BEGINNER_TEMPERATURE, rng)


class GreatTourStandardAgent(GreatTourGreedyAgent):
    name = "standard"
    description = N_("Takes the journey worth most per card, else draws what it needs next.")


class GreatTourStrongAgent(SearchAgent):
    name = "strong"
    description = N_("Weighs each journey and draw against a hundred possible futures.")
    #: The styles it plays in (``knowledge.STYLES``, ``tabletop.ai.styles``).
    styles: Mapping[str, StyleInfo] = infos(STYLES)
    settings = STRONG
    thinking = STRONG_SECONDS

    def __init__(self, game: Game, style: str = BALANCED) -> None:
        knowledge = GreatTourKnowledge(_great_tour(game), knobs(STYLES, style))
        super().__init__(game, knowledge, self.settings, self.thinking)
        self.style_name = style


class GreatTourExpertAgent(GreatTourStrongAgent):
    name = "expert"
    description = N_("Looks further ahead through many more possible futures; hard to beat.")
    settings = EXPERT
    thinking = EXPERT_SECONDS


__all__ = [
    "GreatTourBeginnerAgent",
    "GreatTourExpertAgent",
    "GreatTourStandardAgent",
    "GreatTourStrongAgent",
]
