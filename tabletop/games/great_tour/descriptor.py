"""The Great Tour as the app knows it: ``DESCRIPTOR``."""

from __future__ import annotations

from tabletop.ai import RandomAgent
from tabletop.core import BenchSize, Credit, GameDescriptor, SeatColor
from tabletop.core.first_player import FirstPlayerRule
from tabletop.core.i18n import N_

from .agents import GreatTourGreedyAgent
from .board import load_great_tour_board
from .engine import GREAT_TOUR, great_tour_on
from .help import rules_help
from .levels import (
    GreatTourBeginnerAgent,
    GreatTourExpertAgent,
    GreatTourStandardAgent,
    GreatTourStrongAgent,
)
from .scoring import GreatTourFact, GreatTourScorePart, read_facts
from .view import GreatTourView

DESCRIPTOR = GameDescriptor(
    game=GREAT_TOUR,
    map_name="great_tour",
    load_board=load_great_tour_board,
    engine_for=great_tour_on,
    agents={
        "beginner": GreatTourBeginnerAgent,
        "standard": GreatTourStandardAgent,
        "strong": GreatTourStrongAgent,
        "expert": GreatTourExpertAgent,
        "random": RandomAgent,
        "greedy": GreatTourGreedyAgent,
    },
    rules_help=rules_help,
    # Six colours that stay apart on the map.
    seat_colors=(
        SeatColor("red", "#d33b32"),
        SeatColor("blue", "#2f6fd0"),
        SeatColor("green", "#3c9a4a"),
        SeatColor("yellow", "#f0c93a"),
        SeatColor("purple", "#8e5bc8"),
        SeatColor("white", "#ece8dc"),
    ),
    bench=BenchSize(players=4, games=100),
    view_type=GreatTourView,
    # The rulebook names the designers; the publisher's name is only a logo there.
    credit=Credit(N_("The Great Tour: European Cities"), ("Dennis Merx", "Kees Meis"), None),
    rules_page="great_tour",
    score_parts=GreatTourScorePart,
    facts=GreatTourFact,
    read_facts=read_facts,
    # The rulebook's first player (rules/great_tour.md, "Setup").
    first_player=FirstPlayerRule(
        N_("Rulebook: whoever last visited one of the cities starts, else the youngest."),
        # Translators: the seat the rulebook names (the last visitor, or the youngest).
        N_("By the rulebook: {name}"),
    ),
)
