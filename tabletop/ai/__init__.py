"""What every game's agents are built from: the agent protocols, the random agent, the two
searches every game's searching levels use — the information-set tree search (``search.py``)
and the flat search over a few candidates (``pimc.py``), both on a game's ``Knowledge`` —
and the pieces of the levels.

Game-specific agents live in their game's package (``tabletop/games/<id>/agents.py`` and
``levels.py``) and are listed by its descriptor; ``tabletop.games.make_agent(game_id, name)``
builds one. Every game offers the levels ``LEVELS`` under these names (docs/AI.md).
"""

from __future__ import annotations

from tabletop.core.i18n import N_

from .base import EMPTY_VIEW, Agent, RandomAgent, SearchingAgent, description, reads_view
from .knowledge import Knowledge, PlainKnowledge, win_shares
from .pimc import PimcEdge, PimcReport, PimcSearch, PimcSettings
from .playout import UNTIMED
from .policy import softmax_pick
from .search import (
    EdgeReport,
    InformationSetSearch,
    SearchAgent,
    SearchReport,
    SearchSettings,
)
from .why import MoveReason, SearchReason, Why, pimc_why, search_why, why

#: The levels every game offers, weakest first (``make_agent(game_id, "strong")``).
LEVELS = ("beginner", "standard", "strong", "expert")
#: The names players see for the levels (translate with ``_()`` where shown).
LEVEL_TITLES = {
    "beginner": N_("Beginner"),
    "standard": N_("Standard"),
    "strong": N_("Strong"),
    "expert": N_("Expert"),
}
#: The level a new AI seat starts at.
DEFAULT_LEVEL = "standard"

__all__ = [
    "DEFAULT_LEVEL",
    "EMPTY_VIEW",
    "LEVELS",
    "LEVEL_TITLES",
    "UNTIMED",
    "Agent",
    "EdgeReport",
    "InformationSetSearch",
    "Knowledge",
    "MoveReason",
    "PimcEdge",
    "PimcReport",
    "PimcSearch",
    "PimcSettings",
    "PlainKnowledge",
    "RandomAgent",
    "SearchAgent",
    "SearchReason",
    "SearchReport",
    "SearchSettings",
    "SearchingAgent",
    "Why",
    "description",
    "pimc_why",
    "reads_view",
    "search_why",
    "softmax_pick",
    "why",
    "win_shares",
]
