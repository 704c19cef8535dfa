"""The phone's status line offers only the moves its seat can make now, in the table's own words
(``TtrNames.your_turn``): no "route" with no trains left, no "cards" with the deck, the discards
and the face-up row empty, no "tickets" with the ticket deck empty; the second card of a
draw is asked for as such."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from tabletop.games.ttr import DrawBlind, KeepTickets
from tests.support.phones import Served


@pytest.fixture
def paris() -> Iterator[Served]:
    """A Paris game, the phone seat (0) to act after both opening keeps (no socket needed: the
    page is read as the session would send it)."""
    with Served("ttr_paris", "phone,phone", seed=3) as served:
        match = served.match
        while match.view(0)["setup"] or match.to_act() != 0:
            keep = [a for a in match.legal_actions() if isinstance(a, KeepTickets)]
            match.submit(min(keep, key=lambda a: len(a.tickets)))
        yield served


def status(served: Served) -> str:
    served.session.changed()  # the state was set by hand: read it again
    return str(json.loads(served.session.page(0))["status"])


def test_the_status_offers_each_move_only_while_it_is_possible(paris: Served) -> None:
    state = paris.match.state
    assert status(paris) == "Your turn: cards, route or tickets"
    state.pieces[0] = 0  # every bus placed: no route to claim
    assert status(paris) == "Your turn: cards or tickets"
    state.ticket_deck = ()  # no tickets left to draw
    assert status(paris) == "Your turn: cards"
    state.deck[:], state.discard[:] = [], []
    state.face_up[:] = [-1] * len(state.face_up)  # no card to draw anywhere
    assert status(paris) == "Your turn: pass"


def test_the_second_card_of_a_draw_is_asked_for_as_such(paris: Served) -> None:
    paris.match.submit(DrawBlind())
    assert paris.match.to_act() == 0
    assert status(paris) == "Your turn: take a second card"


def test_a_phone_in_polish_says_the_moves_in_polish(paris: Served) -> None:
    paris.session.phones[0].language = "pl"
    assert status(paris) == "Twoja tura: karty, trasa lub bilety"
    paris.match.state.pieces[0] = 0
    assert status(paris) == "Twoja tura: karty lub bilety"


def test_a_europe_phone_offers_a_station_as_the_table_does() -> None:
    """The rules list four moves a turn in Europe: the phone names the station with the others
    while one may be built (it named it only when nothing else was left), and stops once every
    station is built."""
    with Served("ttr_europe", "phone,phone", seed=3) as served:
        match = served.match
        while match.view(0)["setup"] or match.to_act() != 0:
            keep = [a for a in match.legal_actions() if isinstance(a, KeepTickets)]
            match.submit(min(keep, key=lambda a: len(a.tickets)))
        assert status(served) == "Your turn: cards, route, tickets or station"
        served.session.phones[0].language = "pl"
        assert status(served) == "Twoja tura: karty, trasa, bilety lub stacja"
        served.session.phones[0].language = "en"
        match.state.stations_left[0] = 0
        assert status(served) == "Your turn: cards, route or tickets"
