"""Views, events and determinize: what each seat may know, exactly as rules/ttr.md names it."""

from __future__ import annotations

import json

import pytest

from tabletop.core import Rng, canonical_json
from tabletop.games.ttr import ClaimRoute, DrawBlind, DrawFaceUp, DrawTickets, KeepTickets
from tabletop.games.ttr import events as ev

from .scenario import EUROPE, PARIS, act, finish, give_routes, rigged, set_deck, set_hand, step

PAGE_FIELDS = {
    "game",
    "seat",
    "to_act",
    "pending",
    "face_up",
    "deck",
    "discard",
    "ticket_deck",
    "routes",
    "stations",
    "players",
    "hand",
    "tickets",
    "offered_tickets",
    "final_round",
}
PLAYER_FIELDS = {"score", "pieces", "stations_left", "hand_size", "ticket_count", "flags"}


def test_view_has_the_fields_of_the_rules_page() -> None:
    s = give_routes(rigged(EUROPE, 3), 1, ["amsterdam-essen"])
    view = EUROPE.view(s, 0)
    assert set(view) >= PAGE_FIELDS
    assert all(set(p) >= PLAYER_FIELDS for p in view["players"])
    assert view["game"] == "ttr_europe" and view["seat"] == 0 and view["to_act"] == 0
    assert view["routes"] == {"amsterdam-essen": 1}
    assert view["players"][1]["pieces"] == 42 and view["players"][1]["score"] == 4
    assert sum(view["hand"].values()) == 4 and len(view["tickets"]) == 4
    assert len(view["face_up"]) == 5 and view["deck"] == 110 - 12 - 5
    assert json.loads(json.dumps(view)) == view


def test_view_hides_other_hands_and_tickets() -> None:
    s = rigged(EUROPE, 2, [["red"] * 4, ["blue"] * 4], row=["black"] * 5)
    mine, theirs, spectator = EUROPE.view(s, 0), EUROPE.view(s, 1), EUROPE.view(s, None)
    assert mine["hand"]["red"] == 4 and "blue" not in [c for c, n in mine["hand"].items() if n]
    assert theirs["hand"]["blue"] == 4
    assert spectator["hand"] == {} and spectator["tickets"] == []
    assert set(mine["tickets"]).isdisjoint(theirs["tickets"])
    assert mine["players"][1]["hand_size"] == 4 and mine["players"][1]["ticket_count"] == 4
    text = canonical_json(mine)
    for ticket in theirs["tickets"]:
        assert ticket not in text


def test_hidden_draw_has_a_secret_and_a_public_twin() -> None:
    s = rigged(EUROPE, 2, [["red"] * 4, ["blue"] * 4], row=["black"] * 5, then=["white"])
    result = step(EUROPE, s, DrawBlind())
    secret = [e for e in result.events if isinstance(e, ev.CardDrawn)]
    public = [e for e in result.events if isinstance(e, ev.HiddenCardDrawn)]
    assert secret == [ev.CardDrawn(0, "white", audience=(0,))]
    assert public == [ev.HiddenCardDrawn(0, hidden_from=(0,))]
    # The drawer sees the colour, everybody else (spectators too) the hidden draw: once each.
    assert [e.visible_to(0) for e in (secret[0], public[0])] == [True, False]
    assert [e.visible_to(1) for e in (secret[0], public[0])] == [False, True]
    assert [e.visible_to(None) for e in (secret[0], public[0])] == [False, True]
    assert result.revealed


def test_face_up_draws_are_public() -> None:
    s = rigged(EUROPE, 2, [["red"] * 4, ["blue"] * 4], row=["black"] * 5, then=["white"])
    result = step(EUROPE, s, DrawFaceUp(3))
    assert ev.FaceUpCardTaken(0, 3, "black") in result.events
    assert all(e.audience is None for e in result.events)


def test_steps_say_when_they_revealed_something() -> None:
    s = rigged(EUROPE, 2)
    assert step(EUROPE, s, DrawTickets()).revealed
    drawn = act(EUROPE, s, DrawTickets())
    kept = step(EUROPE, drawn, EUROPE.legal_actions(drawn)[0])
    assert not kept.revealed
    s = set_hand(s, 0, {"yellow": 3})
    claim = step(EUROPE, s, ClaimRoute("amsterdam-essen", "yellow", 0))
    assert not claim.revealed  # nothing hidden shown: undo is allowed
    setup = rigged(EUROPE, 2, keep_all=False)
    assert not step(
        EUROPE, setup, KeepTickets(tuple(EUROPE.view(setup, 0)["offered_tickets"]))
    ).revealed


def test_tunnel_reveal_is_public() -> None:
    s = set_deck(set_hand(rigged(EUROPE, 2), 0, {"blue": 3}), ["blue", "red", "green"])
    s = act(EUROPE, s, ClaimRoute("munchen-venezia", "blue", 0))
    for viewer in (0, 1, None):
        view = EUROPE.view(s, viewer)
        assert view["pending"] == "tunnel"
        assert view["tunnel"]["revealed"] == ["blue", "red", "green"]
        assert view["tunnel"]["extra"] == 1


def test_end_view_reveals_tickets_longest_and_borrowed() -> None:
    s = finish(EUROPE, give_routes(rigged(EUROPE, 2), 0, ["amsterdam-essen"]))
    view = EUROPE.view(s, None)
    assert view["to_act"] is None and view["over"]
    assert [len(rows) for rows in view["revealed"]] == [4, 4]
    assert all(set(row) == {"id", "completed"} for rows in view["revealed"] for row in rows)
    assert view["longest"][0] == {"length": 3, "routes": ["amsterdam-essen"]}
    assert view["borrowed"] == {}
    assert [p["score"] for p in view["players"]] == list(EUROPE.outcome(s).scores)


@pytest.mark.parametrize("game", [EUROPE, PARIS])
def test_determinize_keeps_what_the_seat_knows_and_redeals_the_rest(game) -> None:
    s = rigged(game, 3)
    s = act(game, s, DrawTickets())
    rng = Rng(5)
    for viewer in range(3):
        view = game.view(s, viewer)
        other = game.determinize(view, rng)
        game.check_invariants(other)
        assert game.view(other, viewer) == view
        if viewer == 0:
            assert game.legal_actions(other) == game.legal_actions(s)
    # Another seat's hidden cards are dealt again at random.
    views = {
        canonical_json(game.view(game.determinize(game.view(s, 1), Rng(i)), 0)) for i in range(5)
    }
    assert len(views) > 1


def test_determinize_during_a_tunnel_and_setup() -> None:
    s = set_deck(set_hand(rigged(EUROPE, 2), 0, {"blue": 3}), ["blue", "red", "green"])
    s = act(EUROPE, s, ClaimRoute("munchen-venezia", "blue", 0))
    for viewer in (0, 1):
        other = EUROPE.determinize(EUROPE.view(s, viewer), Rng(viewer))
        EUROPE.check_invariants(other)
        assert EUROPE.view(other, viewer) == EUROPE.view(s, viewer)
    setup = rigged(EUROPE, 3, keep_all=False)
    setup = act(EUROPE, setup, EUROPE.legal_actions(setup)[0])
    for viewer in (0, 1, 2):
        other = EUROPE.determinize(EUROPE.view(setup, viewer), Rng(9))
        EUROPE.check_invariants(other)
        assert EUROPE.view(other, viewer) == EUROPE.view(setup, viewer)
        # The seat choosing holds one long and three regular tickets in every world.
        offered = other.offered[1]
        assert [other.t.tlong[i] for i in offered] == [True, False, False, False]
