"""Who starts (rules/great_tour.md, "Setup"): the rulebook lets the player who last visited one
of the cities start (else the youngest); the players name that seat as the first player, who
takes the first turn, and play goes on seat after seat."""

from __future__ import annotations

from tabletop.core import GameConfig
from tabletop.games.great_tour import DrawCards

from .scenario import G, apply


def test_the_chosen_first_player_starts_and_play_goes_round() -> None:
    state = G.new_state(GameConfig(4, {"first_player": 3}), 1)
    seats = []
    for _turn in range(5):
        seats.append(G.to_act(state))
        state = apply(state, DrawCards("regular"))
    assert seats == [3, 0, 1, 2, 3]
