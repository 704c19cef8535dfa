"""The "Claimable routes (C)" key and the status line when no route can be claimed (real-window
pass): C with nothing to light says why in a toast, as a refused click does, and the status
line offers only the moves the player can make ("route" not with no trains left)."""

from __future__ import annotations

import pygame

from tabletop.games.ttr import ClaimRoute, DrawBlind
from tabletop.games.ttr.refusals import TtrRefusal
from tabletop.ui.tables.ttr.table import TtrTable
from tests.support.pilot import click, headless_app, press, run_frames

from .hands import cards, table_with_hand
from .mouse import route_point


def _without_trains(table: TtrTable) -> None:
    """Seat 0 has used up its trains (as late in a game); the table reads the view again."""
    table.match.state.pieces[0] = 0
    table.refresh()


def test_c_with_no_trains_left_says_why_and_the_status_offers_no_claim() -> None:
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, cards(red=4))
        assert table.claimable
        assert table.status_text() == "Your turn: cards, route, tickets or station"
        _without_trains(table)
        assert table.claimable == []
        assert table.status_text() == "Your turn: cards, tickets or station"
        press(app, pygame.K_c)
        run_frames(app, 1)
        assert table.show_claimable
        assert [t.text for t in app.toasts] == ["You have too few trains left for any route."]
        reply = table.controller.claim_refusal(table.view, table.legal())
        assert reply.reason == TtrRefusal.NO_TRAINS_FOR_ANY
        press(app, pygame.K_c)  # turned off again: nothing to say
        run_frames(app, 1)
        assert not table.show_claimable and len(app.toasts) == 1


def test_c_with_cards_that_pay_for_nothing_says_so() -> None:
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, cards(red=4))
        hand = table.match.state.hands[0]
        hand[:] = [0] * len(hand)  # every card spent (a gray route of one takes any card)
        table.refresh()
        assert table.claimable == []
        assert table.status_text() == "Your turn: cards or tickets"
        press(app, pygame.K_c)
        run_frames(app, 1)
        assert [t.text for t in app.toasts] == [
            "Your cards pay for none of the routes open to you."
        ]
        reply = table.controller.claim_refusal(table.view, table.legal())
        assert reply.reason == TtrRefusal.NO_PAYMENT_FOR_ANY


def test_c_in_paris_with_no_buses_left_says_buses() -> None:
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, cards(red=2), game_id="ttr_paris")
        _without_trains(table)
        assert table.status_text() == "Your turn: cards or tickets"
        press(app, pygame.K_c)
        run_frames(app, 1)
        assert [t.text for t in app.toasts] == ["You have too few buses left for any route."]
        reply = table.controller.claim_refusal(table.view, table.legal())
        assert reply.reason == TtrRefusal.NO_BUSES_FOR_ANY


def test_c_on_another_seats_turn_says_whose_turn_it_is() -> None:
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, cards(red=4))
        table.submit(DrawBlind())
        table.submit(DrawBlind())
        run_frames(app, 2)
        assert table.match.to_act() == 1  # the AI waits (a long AI delay)
        press(app, pygame.K_c)
        run_frames(app, 1)
        assert [(t.text, t.kind) for t in app.toasts] == [("It is P2's turn.", "info")]


def test_a_click_on_a_route_someone_claimed_names_them() -> None:
    """The engine's "Someone has claimed this route already." names the owner at the table."""
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, cards(red=4), names=("Anna", "Bob"))
        table.submit(DrawBlind())
        table.submit(DrawBlind())
        match = table.match
        claim = next(a for a in match.legal_actions() if isinstance(a, ClaimRoute))
        match._apply(1, claim)  # Bob (an AI waiting in this test) claims a route
        table.refresh()
        run_frames(app, 1)
        assert match.to_act() == 0
        click(app, route_point(table, claim.route))
        assert [t.text for t in app.toasts] == ["Bob has claimed this route already."]
