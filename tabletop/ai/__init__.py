"""What every game's agents are built from: the agent protocol, the random agent, the generic
information-set search and the pieces of the levels.

Game-specific agents live in their game's package (``tabletop/games/<id>/agents.py`` and
``levels.py``) and are listed by its descriptor; ``tabletop.games.make_agent(game_id, name)``
builds one. Every game offers the levels ``LEVELS`` under these names (docs/AI.md).
"""

from __future__ import annotations

from .base import EMPTY_VIEW, Agent, RandomAgent, description, reads_view
from .knowledge import Knowledge, PlainKnowledge, win_shares
from .policy import softmax_pick
from .search import (
    UNTIMED,
    EdgeReport,
    InformationSetSearch,
    SearchAgent,
    SearchReport,
    SearchSettings,
)

#: The levels every game offers, weakest first (``make_agent(game_id, "strong")``).
LEVELS = ("beginner", "standard", "strong", "expert")

__all__ = [
    "EMPTY_VIEW",
    "LEVELS",
    "UNTIMED",
    "Agent",
    "EdgeReport",
    "InformationSetSearch",
    "Knowledge",
    "PlainKnowledge",
    "RandomAgent",
    "SearchAgent",
    "SearchReport",
    "SearchSettings",
    "description",
    "reads_view",
    "softmax_pick",
    "win_shares",
]
