"""Metro as the app knows it: ``DESCRIPTOR``."""

from __future__ import annotations

from tabletop.ai import RandomAgent
from tabletop.core import BenchSize, Credit, GameDescriptor, SeatColor
from tabletop.core.first_player import FirstPlayerRule
from tabletop.core.i18n import N_

from .agents import MetroGreedyAgent
from .board import load_metro_board
from .engine import METRO, metro_on
from .help import rules_help
from .levels import MetroBeginnerAgent, MetroExpertAgent, MetroStandardAgent, MetroStrongAgent
from .scoring import MetroFact, MetroScorePart, read_facts
from .view import MetroView

DESCRIPTOR = GameDescriptor(
    game=METRO,
    map_name="metro",
    load_board=load_metro_board,
    engine_for=metro_on,
    agents={
        "beginner": MetroBeginnerAgent,
        "standard": MetroStandardAgent,
        "strong": MetroStrongAgent,
        "expert": MetroExpertAgent,
        "random": RandomAgent,
        "greedy": MetroGreedyAgent,
    },
    rules_help=rules_help,
    # The six line colours, seat 0 = line 1 yellow (rules/metro.md, Setup).
    seat_colors=(
        SeatColor("yellow", "#f2c531"),
        SeatColor("blue", "#2f7fd8"),
        SeatColor("orange", "#ef7d26"),
        SeatColor("green", "#3aa655"),
        SeatColor("purple", "#8e5bc8"),
        SeatColor("black", "#2b2b2b"),
    ),
    bench=BenchSize(players=4, games=200),
    view_type=MetroView,
    # The rulebook names uberplay (www.uberplay.com); its Polish edition was made for Rebel.pl.
    credit=Credit(N_("Metro"), ("Dirk Henn",), "uberplay"),
    rules_page="metro",
    score_parts=MetroScorePart,
    facts=MetroFact,
    read_facts=read_facts,
    # The rulebook's first player (rules/metro.md, "Setup").
    first_player=FirstPlayerRule(
        N_("Rulebook: the youngest player starts."), N_("Youngest: {name}")
    ),
)
