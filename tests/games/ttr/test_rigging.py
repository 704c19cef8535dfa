"""Setup and rigging (rules/ttr.md, "Setup" and "Rigging")."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tabletop.core import GameConfig, InvalidConfigError, canonical_json

from .scenario import EUROPE, PARIS, rigged


def test_setup_deals_seat_by_seat_then_the_row_then_tickets() -> None:
    hands = [["red", "red", "orange", "yellow"], ["blue"] * 4, ["black", "white", "pink", "green"]]
    s = rigged(
        EUROPE,
        3,
        hands,
        row=["green", "pink", "white", "black", "blue"],
        tickets=["athina-angora", "budapest-sofia", "frankfurt-kobenhavn"],
        long_tickets=["cadiz-stockholm"],
        keep_all=False,
    )
    for seat, cards in enumerate(hands):
        view = EUROPE.view(s, seat)
        assert {c: n for c, n in view["hand"].items() if n} == {
            c: cards.count(c) for c in set(cards)
        }
    assert EUROPE.view(s, None)["face_up"] == ["green", "pink", "white", "black", "blue"]
    assert EUROPE.view(s, 0)["offered_tickets"] == [
        "cadiz-stockholm",
        "athina-angora",
        "budapest-sofia",
        "frankfurt-kobenhavn",
    ]
    view = EUROPE.view(s, None)
    assert view["players"][0]["pieces"] == 45 and view["players"][0]["stations_left"] == 3
    assert view["ticket_deck"] == 40 - 9


def test_paris_setup_two_cards_two_tickets_fifteen_buses() -> None:
    s = rigged(PARIS, 4, keep_all=False)
    view = PARIS.view(s, 2)
    assert sum(view["hand"].values()) == 2 and len(view["offered_tickets"]) == 2
    assert view["players"][2]["pieces"] == 15 and view["deck"] == 46 - 8 - 5
    assert view["ticket_deck"] == 20 - 8


@pytest.mark.parametrize(
    ("game", "rig"),
    [
        (EUROPE, {"train_deck": ["locomotive"] * 15}),
        (EUROPE, {"train_deck": ["purple"]}),
        (EUROPE, {"train_deck": "red"}),
        (EUROPE, {"tickets": ["no-such-ticket"]}),
        (EUROPE, {"tickets": ["cadiz-stockholm"]}),  # a long ticket in the regular deck
        (EUROPE, {"long_tickets": ["athina-angora"]}),
        (EUROPE, {"tickets": ["athina-angora", "athina-angora"]}),
        (EUROPE, {"dice": [1]}),
        (PARIS, {"train_deck": ["locomotive"]}),
        (PARIS, {"train_deck": ["bus"] * 9}),
        (PARIS, {"long_tickets": []}),
    ],
)
def test_rigging_a_deck_cannot_supply_is_refused(game, rig) -> None:
    with pytest.raises(InvalidConfigError):
        game.new_state(GameConfig(2, {"rigged": rig}), 1)


def test_same_seed_same_game_other_seed_other_game() -> None:
    a = EUROPE.new_state(GameConfig(4), 7)
    b = EUROPE.new_state(GameConfig(4), 7)
    c = EUROPE.new_state(GameConfig(4), 8)
    assert canonical_json(EUROPE.state_json(a)) == canonical_json(EUROPE.state_json(b))
    assert canonical_json(EUROPE.state_json(a)) != canonical_json(EUROPE.state_json(c))


def test_registry_loads_the_board_lazily() -> None:
    # Importing the registry stays cheap: the map is read on the first new_state.
    code = (
        "from tabletop.games import GAMES\n"
        "from tabletop.games.ttr.board import default_ttr_board\n"
        "assert default_ttr_board.cache_info().currsize == 0\n"
        "assert GAMES['ttr_europe']._tables is None and GAMES['ttr_paris']._tables is None\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
    assert EUROPE.spec.min_players == 2 and EUROPE.spec.max_players == 5
    assert PARIS.spec.min_players == 2 and PARIS.spec.max_players == 4
