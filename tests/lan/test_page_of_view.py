"""A seat's phone page is made from what that seat may know, and nothing else: at many points of
a game of each of the four games, the page sent to a seat is byte for byte the same when every
hidden thing of the others — Ticket to Ride's hands and tickets (kept or offered), Metro's tiles
in hand, the Great Tour's cards — is dealt again at random as the AIs do it
(``Game.determinize`` of that seat's view).

``test_leak_canary.py`` follows marked tickets, tiles and VIP cards over the wire in whole games;
this one covers what no marker can name (which colours a rival holds, a rival's plain cards).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.core import Rng, digest
from tests.support.phones import Served

#: Game, seats, options (as the leak canary deals them), plies played.
CASES: list[tuple[str, str, dict[str, Any], int]] = [
    ("ttr_europe", "phone,phone,phone", {}, 70),
    ("ttr_paris", "phone,phone", {}, 50),
    ("metro", "phone,phone,phone", {"hand_size": 3}, 60),
    ("great_tour", "phone,phone,phone", {}, 70),
]


@pytest.mark.parametrize(("game_id", "seats", "options", "plies"), CASES)
def test_a_seats_page_is_the_same_whatever_the_others_hide(
    game_id: str, seats: str, options: dict[str, Any], plies: int
) -> None:
    rng = random.Random(5)
    redealt = 0
    with Served(game_id, seats, seed=9, options=options) as served:
        match, session, game = served.match, served.session, served.match.game
        for ply in range(plies):
            if match.is_over():
                break
            if ply % 3 == 0:
                for seat in served.plan.phone_seats:
                    true_state, view = match.state, match.view(seat)
                    page = session.page(seat)
                    other = game.determinize(view, Rng(ply * 10 + seat))
                    match._state = other  # what the seat cannot tell from the true state
                    try:
                        assert match.view(seat) == view
                        assert session.page(seat) == page, f"seat {seat}, ply {match.ply}"
                    finally:
                        match._state = true_state
                    redealt += digest(game.state_json(other)) != digest(game.state_json(true_state))
            match.submit(rng.choice(match.legal_actions()))
    assert redealt > 10  # the others' hidden things were dealt otherwise, many times
