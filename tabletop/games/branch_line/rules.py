"""Branch Line's rule constants (``docs/rules/branch_line.md``, "Components"): the deck, the
starting hand option, route points, the spec.

The board — towns, routes and tickets — comes from the map (``board.py``); every rule lives
here.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tabletop.core import GameSpec, OptionSpec
from tabletop.core.first_player import first_player_option
from tabletop.core.i18n import N_

GAME_ID = "branch_line"
MIN_PLAYERS, MAX_PLAYERS = 2, 4

#: The card colours, in card order (a route's colour is one of them).
COLOURS = ("red", "blue", "yellow")
CARDS_PER_COLOUR = 8
DECK_SIZE = CARDS_PER_COLOUR * len(COLOURS)

#: Points for a route by its length in cards.
ROUTE_SCORES: Mapping[int, int] = MappingProxyType({1: 1, 2: 2, 3: 4})
#: A board may have at most this many routes (it bounds the length of a game).
MAX_ROUTES = 16

#: Cards each player is dealt unless the players choose another count.
DEFAULT_HAND_SIZE = 3
HAND_SIZE = OptionSpec(
    name="hand_size",
    label=N_("Starting cards"),
    default=DEFAULT_HAND_SIZE,
    choices=(2, 3, 4),
    help=N_("Cards each player is dealt at the start."),
)

SPEC = GameSpec(
    id=GAME_ID,
    title=N_("Branch Line"),
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    # Every draw takes a card from the deck and every claim takes a route, once each.
    max_actions=DECK_SIZE + MAX_ROUTES,
    rules_version=1,
    options=(HAND_SIZE, first_player_option(MAX_PLAYERS)),
)
