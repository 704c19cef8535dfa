"""Who starts (rules/metro.md, "Setup"): the rulebook lets the youngest start; the players name
that seat as the first player, who places the first tile, and play goes on seat after seat.
The stations stay with the line cards: seat 1 keeps line 1 whoever starts."""

from __future__ import annotations

from tabletop.core import GameConfig
from tabletop.games.metro import METRO

from .conftest import rigged


def test_the_chosen_first_player_places_the_first_tile_and_play_goes_round() -> None:
    state = rigged(4, ["T01", "T02", "T03", "T04", "T05", "T06", "T07", "T08"], first_player=2)
    seats = []
    for _turn in range(5):
        seats.append(METRO.to_act(state))
        state = METRO.apply(state, METRO.legal_actions(state)[0]).state
    assert seats == [2, 3, 0, 1, 2]


def test_the_first_player_keeps_the_stations_of_their_own_seat() -> None:
    first = METRO.view(METRO.new_state(GameConfig(3), 1), None)["owners"]
    later = METRO.view(METRO.new_state(GameConfig(3, {"first_player": 2}), 1), None)["owners"]
    assert later == first
