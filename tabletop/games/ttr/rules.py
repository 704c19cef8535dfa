"""The two rule sets of the TTR engine: every constant of `rules/ttr.md`, "Components".

The board (cities, tracks, tickets) comes from the map; everything that is a rule lives here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from tabletop.core.i18n import N_

#: Points for a route by length (rules/ttr.md: "route points by length"; 5 and 7 complete the
#: series' table for user maps with such routes — the shipped boards have none).
ROUTE_SCORES: Mapping[int, int] = MappingProxyType(
    {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 7: 18, 8: 21}
)


@dataclass(frozen=True)
class TtrRules:
    game_id: str
    title: str
    min_players: int
    max_players: int
    #: Non-wild card colours in card order; the wild card is index ``len(colors)``.
    colors: tuple[str, ...]
    wild: str
    #: The pieces a player puts on routes: "train" (Europe's wagoniki) or "bus" (Paris).
    piece: str
    #: Cards of each colour in the deck, same order as ``colors`` then the wild.
    deck: tuple[int, ...]
    pieces: int
    stations: int
    station_costs: tuple[int, ...]
    unbuilt_station_points: int
    hand_size: int
    start_long: int
    start_regular: int
    start_keep: int
    #: Paris: refused starting tickets go under the ticket deck; Europe: back to the box.
    start_returns_to_deck: bool
    draw_tickets: int
    draw_keep: int
    #: With this many players or fewer, only one track of a double route may be used.
    doubles_single_up_to: int
    express_bonus: int
    #: Paris French flag: the colours of a set (empty: no flags) and its points.
    flag_colors: tuple[str, ...]
    flag_points: int
    #: A true upper bound on actions in one game (see ``engine.py``, "Length of a game").
    max_actions: int
    face_up: int = 5
    reset_wilds: int = 3
    #: The three-wilds reset is repeated at most this many times in a row (house rule).
    max_resets: int = 3
    end_pieces: int = 2
    #: This many whole rounds in a row in which nobody did anything (every turn a pass or a
    #: declined tunnel) end the game (house rule: otherwise it might never end).
    idle_rounds: int = 3
    tunnel_reveal: int = 3
    route_scores: Mapping[int, int] = field(default_factory=lambda: ROUTE_SCORES)
    rules_version: int = 1

    @property
    def cards(self) -> tuple[str, ...]:
        """Every card colour, the wild last."""
        return (*self.colors, self.wild)

    @property
    def deck_size(self) -> int:
        return sum(self.deck)

    @property
    def has_stations(self) -> bool:
        return self.stations > 0


EUROPE = TtrRules(
    game_id="ttr_europe",
    title=N_("Ticket to Ride: Europe"),
    min_players=2,
    max_players=5,
    colors=("red", "orange", "yellow", "green", "blue", "pink", "white", "black"),
    wild="locomotive",
    piece="train",
    deck=(12, 12, 12, 12, 12, 12, 12, 12, 14),
    pieces=45,
    stations=3,
    station_costs=(1, 2, 3),
    unbuilt_station_points=4,
    hand_size=4,
    start_long=1,
    start_regular=3,
    start_keep=2,
    start_returns_to_deck=False,
    draw_tickets=3,
    draw_keep=1,
    doubles_single_up_to=3,
    express_bonus=10,
    flag_colors=(),
    flag_points=0,
    max_actions=20_000,
)

PARIS = TtrRules(
    game_id="ttr_paris",
    title=N_("Ticket to Ride: Paris"),
    min_players=2,
    max_players=4,
    colors=("red", "blue", "yellow", "green", "purple", "white"),
    wild="bus",
    piece="bus",
    deck=(6, 6, 6, 6, 6, 8, 8),
    pieces=15,
    stations=0,
    station_costs=(),
    unbuilt_station_points=0,
    hand_size=2,
    start_long=0,
    start_regular=2,
    start_keep=1,
    start_returns_to_deck=True,
    draw_tickets=2,
    draw_keep=1,
    doubles_single_up_to=2,
    express_bonus=0,
    flag_colors=("blue", "white", "red"),
    flag_points=4,
    max_actions=5_000,
)
