"""Branch Line as the app knows it: ``DESCRIPTOR``.

Branch Line is tabletop's example game: the template ``docs/ARCHITECTURE.md`` ("Adding a game")
was written by adding it. It is registered and checked like every game and never offered to
players (``example=True``).
"""

from __future__ import annotations

from tabletop.ai import RandomAgent
from tabletop.core import BenchSize, Credit, GameDescriptor, SeatColor
from tabletop.core.i18n import N_

from .agents import BranchLineGreedyAgent
from .board import load_branch_line_board
from .engine import BRANCH_LINE, branch_line_on
from .help import rules_help
from .levels import (
    BranchLineBeginnerAgent,
    BranchLineExpertAgent,
    BranchLineStandardAgent,
    BranchLineStrongAgent,
)
from .rules import GAME_ID
from .scoring import BranchLineFact, BranchLineScorePart, read_facts
from .view import BranchLineView

DESCRIPTOR = GameDescriptor(
    game=BRANCH_LINE,
    map_name=GAME_ID,
    load_board=load_branch_line_board,
    engine_for=branch_line_on,
    agents={
        "beginner": BranchLineBeginnerAgent,
        "standard": BranchLineStandardAgent,
        "strong": BranchLineStrongAgent,
        "expert": BranchLineExpertAgent,
        "random": RandomAgent,
        "greedy": BranchLineGreedyAgent,
    },
    rules_help=rules_help,
    seat_colors=(
        SeatColor("red", "#d33b32"),
        SeatColor("blue", "#2f6fd0"),
        SeatColor("green", "#3c9a4a"),
        SeatColor("black", "#2b2b2b"),
    ),
    bench=BenchSize(players=2, games=200),
    view_type=BranchLineView,
    # tabletop's own design.
    credit=Credit(N_("Branch Line"), ("tabletop",), None),
    rules_page=GAME_ID,
    score_parts=BranchLineScorePart,
    facts=BranchLineFact,
    read_facts=read_facts,
    example=True,
)
