"""Ticket to Ride's two games as the app knows them: ``EUROPE_DESCRIPTOR``, ``PARIS_DESCRIPTOR``."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from tabletop.ai import RandomAgent
from tabletop.core import AgentFactory, BenchSize, Credit, GameDescriptor, SeatColor
from tabletop.core.first_player import FirstPlayerRule
from tabletop.core.i18n import N_

from . import EUROPE, PARIS, TTR_EUROPE, TTR_PARIS
from .agents import TtrGreedyAgent
from .board import load_ttr_board
from .engine import TtrGame, ttr_on
from .help import rules_help
from .levels import TtrBeginnerAgent, TtrExpertAgent, TtrStandardAgent, TtrStrongAgent
from .scoring import TtrFact, TtrScorePart, read_facts
from .view import TtrView

if TYPE_CHECKING:
    from .learning import TtrLearning

#: The five train colours.
SEAT_COLORS = (
    SeatColor("red", "#d33b32"),
    SeatColor("blue", "#2f6fd0"),
    SeatColor("green", "#3c9a4a"),
    SeatColor("yellow", "#f0c93a"),
    SeatColor("black", "#2b2b2b"),
)

AGENTS: dict[str, AgentFactory] = {
    "beginner": TtrBeginnerAgent,
    "standard": TtrStandardAgent,
    "strong": TtrStrongAgent,
    "expert": TtrExpertAgent,
    "random": RandomAgent,
    "greedy": TtrGreedyAgent,
}

#: Both games' designer and publisher, as the rulebooks name them (``shared/rulebooks``).
DESIGNERS = ("Alan R. Moon",)
PUBLISHER = "Days of Wonder"
#: The rulebooks' first player (rules/ttr.md, "Setup"): Europe's has visited the most
#: European countries; Paris's "first player" is anyone the players choose.
EUROPE_FIRST_PLAYER = FirstPlayerRule(
    N_("Rulebook: whoever has visited the most European countries starts."),
    N_("Most countries: {name}"),
)
PARIS_FIRST_PLAYER = FirstPlayerRule(N_("Rulebook: any player may start."))


def _learning(game: TtrGame) -> TtrLearning:
    from .learning import TtrLearning  # the train command's, never needed to play

    return TtrLearning(game)


EUROPE_DESCRIPTOR = GameDescriptor(
    game=TTR_EUROPE,
    map_name="ttr_europe",
    load_board=load_ttr_board,
    engine_for=partial(ttr_on, EUROPE),
    agents=AGENTS,
    rules_help=partial(rules_help, "ttr_europe"),
    seat_colors=SEAT_COLORS,
    bench=BenchSize(players=4, games=100),
    view_type=TtrView,
    credit=Credit(N_("Ticket to Ride: Europe"), DESIGNERS, PUBLISHER),
    rules_page="ttr",
    score_parts=TtrScorePart,
    facts=TtrFact,
    read_facts=read_facts,
    first_player=EUROPE_FIRST_PLAYER,
    learning=partial(_learning, TTR_EUROPE),
)

PARIS_DESCRIPTOR = GameDescriptor(
    game=TTR_PARIS,
    map_name="ttr_paris",
    load_board=load_ttr_board,
    engine_for=partial(ttr_on, PARIS),
    agents=AGENTS,
    rules_help=partial(rules_help, "ttr_paris"),
    seat_colors=SEAT_COLORS,
    bench=BenchSize(players=4, games=100),
    view_type=TtrView,
    credit=Credit(N_("Ticket to Ride: Paris"), DESIGNERS, PUBLISHER),
    rules_page="ttr",
    score_parts=TtrScorePart,
    facts=TtrFact,
    read_facts=read_facts,
    first_player=PARIS_FIRST_PLAYER,
    learning=partial(_learning, TTR_PARIS),
)
