"""Which games the registry-wide tests run over, and the one list of exemptions.

A test that runs "for every game" takes its games from here: ``game_ids(test)`` reads the game
registry (``tabletop.games.DESCRIPTORS``), ``tables(test)`` the UI's (``tabletop.ui.tables
.TABLES``), less the games ``EXEMPT`` leaves out of that test — each with its reason. A game
registered tomorrow is in every such test at once; leaving it out of one is a line here, with
the reason, where a reader sees every exemption together.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from tabletop.core import GameDescriptor
from tabletop.games import DESCRIPTORS

if TYPE_CHECKING:
    from tabletop.ui.table_descriptor import TableDescriptor


class Area(StrEnum):
    """What registry-wide tests some game is exempt from (a test no game is exempt from just
    takes every game)."""

    #: Undo a human's move after the AI seats replied to it (tests/play/test_undo.py,
    #: tests/ui/test_undo_table.py).
    UNDO_WITH_AI_REPLIES = "undo with AI replies"
    #: The levels built on the information-set search, ``tabletop.ai.search.SearchAgent``
    #: (tests/ai, Suggest, the AI worker process): their settings, determinism, budgets, no
    #: peeking.
    SHARED_SEARCH_LEVELS = "shared search levels"
    #: The map's ``ui`` layer, which a game's own table lays its panels out by
    #: (tests/ui/test_map_layout.py).
    MAP_UI_LAYER = "map ui layer"


@dataclass(frozen=True)
class Exempt:
    games: tuple[str, ...]
    test: Area
    reason: str


EXEMPT: tuple[Exempt, ...] = (
    Exempt(
        ("branch_line",),
        Area.MAP_UI_LAYER,
        "the example game is drawn by the fallback table, which lays out no panels by the map "
        "(its map has no ui layer to check)",
    ),
    Exempt(
        ("metro",),
        Area.UNDO_WITH_AI_REPLIES,
        "every Metro turn draws a tile from the pool (a reveal), so no move with an AI reply "
        "after it can be taken back: test_metro_undo_is_refused_once_a_tile_came_from_the_pool "
        "shows exactly that instead",
    ),
    Exempt(
        ("ttr_europe", "ttr_paris"),
        Area.SHARED_SEARCH_LEVELS,
        "Ticket to Ride's strong levels are the determinized search (tabletop.ai.pimc, "
        "PimcSearch with TtrKnowledge), not the information-set search these tests measure; "
        "tests/ai/ttr covers them",
    ),
)


def _exempt(test: Area | None) -> set[str]:
    return {game for entry in EXEMPT if entry.test == test for game in entry.games}


def games(test: Area | None = None) -> list[GameDescriptor[Any]]:
    """Every registered game's descriptor but those exempt from ``test``."""
    left_out = _exempt(test)
    return [found for found in DESCRIPTORS if found.id not in left_out]


def game_ids(test: Area | None = None) -> list[str]:
    """Every registered game's id but those exempt from ``test``."""
    return [found.id for found in games(test)]


def tables(test: Area | None = None) -> list[TableDescriptor]:
    """Every game's table descriptor but those exempt from ``test`` (imports the UI)."""
    from tabletop.ui.tables import TABLES

    left_out = _exempt(test)
    return [found for found in TABLES if found.id not in left_out]


def player_counts(game_id: str) -> range:
    """Every player count ``game_id`` allows."""
    spec = next(found for found in DESCRIPTORS if found.id == game_id).game.spec
    return range(spec.min_players, spec.max_players + 1)


def few_players(game_id: str) -> int:
    """A small table of ``game_id``: three players, or the count nearest to three it allows
    (enough for every seat's part to show, few enough to play quickly)."""
    counts = player_counts(game_id)
    return min(max(3, counts.start), counts.stop - 1)
