"""Claiming routes (rules/ttr.md, "Claim a route"): colours, gray, wilds, pieces, doubles,
ferries — and the classic mistakes."""

from __future__ import annotations

import pytest

from tabletop.core import explain
from tabletop.games.ttr import ClaimRoute, DrawBlind
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.refusals import TtrRefusal as R

from .scenario import (
    EUROPE,
    PARIS,
    act,
    burn_pieces,
    give_routes,
    hand,
    refused,
    rigged,
    set_hand,
    step,
)


def _europe(players: int = 2, cards: dict[str, int] | None = None):
    s = rigged(EUROPE, players)
    return set_hand(s, 0, cards or {})


def _claims(state, route: str) -> list[ClaimRoute]:
    return [
        a for a in EUROPE.legal_actions(state) if isinstance(a, ClaimRoute) and a.route == route
    ]


def test_claim_route_pays_places_and_scores_at_once() -> None:
    s = _europe(cards={"yellow": 3, "locomotive": 1, "red": 2})
    result = step(EUROPE, s, ClaimRoute("amsterdam-essen", "yellow", 1))
    after = result.state
    assert hand(EUROPE, after, 0) == {"yellow": 1, "red": 2}
    view = EUROPE.view(after, 0)
    assert view["routes"] == {"amsterdam-essen": 0}
    assert view["players"][0]["pieces"] == 42
    assert view["players"][0]["score"] == 4
    assert EUROPE.state_json(after)["discard"]["yellow"] == 2
    assert EUROPE.state_json(after)["discard"]["locomotive"] == 1
    assert ev.RouteClaimed(0, "amsterdam-essen", "yellow", 1, 4) in result.events
    assert after.current == 1


@pytest.mark.parametrize(
    ("route", "color", "cards", "wilds", "points"),
    [
        ("amsterdam-bruxelles", "black", 1, 0, 1),
        ("amsterdam-frankfurt", "white", 2, 0, 2),
        ("amsterdam-essen", "yellow", 3, 0, 4),
        ("athina-sarajevo", "green", 4, 0, 7),
        ("palermo-smyrna", "red", 4, 2, 15),  # a ferry of 6 with 2 locomotive symbols
    ],
)
def test_route_points_by_length(route, color, cards, wilds, points) -> None:
    s = _europe(cards={color: cards, "locomotive": wilds})
    after = act(EUROPE, s, ClaimRoute(route, color, wilds))
    assert after.route_points[0] == points
    assert EUROPE.rules.route_scores == {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 7: 18, 8: 21}


def test_claim_needs_enough_pieces() -> None:
    # Classic mistake: claiming a route longer than the pieces left.
    s = _europe(cards={"yellow": 3, "white": 2})
    s = burn_pieces(s, 0, 2, avoid=["amsterdam-essen", "amsterdam-frankfurt"])
    refused(EUROPE, s, ClaimRoute("amsterdam-essen", "yellow", 0), R.TOO_FEW_TRAINS)
    after = act(EUROPE, s, ClaimRoute("amsterdam-frankfurt", "white", 0))
    assert after.pieces[0] == 0


def test_paris_says_too_few_buses_and_europe_too_few_trains() -> None:
    """polish #11: the refusal names the game's own pieces (never "pionki")."""
    route = next(r for r in PARIS.board.routes.values() if r.length == 3)
    s = set_hand(rigged(PARIS, 2), 0, {route.color: 3})
    s = burn_pieces(s, 0, 2, avoid=[route.id])
    refused(PARIS, s, ClaimRoute(route.id, route.color, 0), R.TOO_FEW_BUSES)
    assert explain(R.TOO_FEW_BUSES) == "You have too few buses left for this route."
    assert explain(R.TOO_FEW_TRAINS) == "You have too few trains left for this route."


def test_gray_route_takes_any_one_colour() -> None:
    s = _europe(cards={"red": 2, "blue": 2})
    assert _claims(s, "danzig-warszawa") == [
        ClaimRoute("danzig-warszawa", "red", 0),
        ClaimRoute("danzig-warszawa", "blue", 0),
    ]
    after = act(EUROPE, s, ClaimRoute("danzig-warszawa", "blue", 0))
    assert hand(EUROPE, after, 0) == {"red": 2}


def test_gray_route_never_paid_in_mixed_colours() -> None:
    # Classic mistake: a gray route of 2 paid with one red and one blue card.
    s = _europe(cards={"red": 1, "blue": 1})
    assert _claims(s, "danzig-warszawa") == []
    refused(EUROPE, s, ClaimRoute("danzig-warszawa", "red", 0), R.CANNOT_PAY)
    refused(EUROPE, s, ClaimRoute("danzig-warszawa", "blue", 0), R.CANNOT_PAY)


def test_legal_actions_list_every_distinct_payment() -> None:
    s = _europe(cards={"red": 2, "blue": 1, "locomotive": 2})
    assert _claims(s, "danzig-warszawa") == [
        ClaimRoute("danzig-warszawa", "red", 0),
        ClaimRoute("danzig-warszawa", "red", 1),
        ClaimRoute("danzig-warszawa", "blue", 1),
        ClaimRoute("danzig-warszawa", None, 2),
    ]
    # A coloured route: only its colour, with 0..n wilds, and all wilds.
    assert _claims(s, "bruxelles-paris-red") == [
        ClaimRoute("bruxelles-paris-red", "red", 0),
        ClaimRoute("bruxelles-paris-red", "red", 1),
        ClaimRoute("bruxelles-paris-red", None, 2),
    ]
    legal = EUROPE.legal_actions(s)
    assert len(set(legal)) == len(legal)
    assert legal == EUROPE.legal_actions(s)  # stable order


def test_claim_pays_the_routes_colour() -> None:
    s = _europe(cards={"red": 3})
    refused(EUROPE, s, ClaimRoute("amsterdam-essen", "red", 0), R.WRONG_COLOUR)


def test_all_wild_payment_names_no_colour() -> None:
    s = _europe(cards={"yellow": 3, "locomotive": 3})
    refused(EUROPE, s, ClaimRoute("amsterdam-essen", "yellow", 3), R.ALL_WILD_WITH_COLOUR)
    refused(EUROPE, s, ClaimRoute("amsterdam-essen", None, 2), R.COLOUR_NOT_NAMED)
    refused(EUROPE, s, ClaimRoute("amsterdam-essen", "yellow", 4), R.WILDS_OUT_OF_RANGE)
    refused(EUROPE, s, ClaimRoute("amsterdam-essen", "locomotive", 0), R.WILD_AS_COLOUR)
    after = act(EUROPE, s, ClaimRoute("amsterdam-essen", None, 3))
    assert hand(EUROPE, after, 0) == {"yellow": 3}


def test_claimed_route_cannot_be_claimed_again() -> None:
    s = give_routes(_europe(cards={"yellow": 3}), 1, ["amsterdam-essen"])
    refused(EUROPE, s, ClaimRoute("amsterdam-essen", "yellow", 0), R.CLAIMED)


@pytest.mark.parametrize(("players", "closed"), [(2, True), (3, True), (4, False), (5, False)])
def test_double_routes_by_player_count_europe(players: int, closed: bool) -> None:
    # Classic mistake: doubles open with 2-3 players, or closed with 4-5.
    s = _europe(players, {"red": 3})
    s = give_routes(s, 1, ["berlin-frankfurt-black"])
    claim = ClaimRoute("berlin-frankfurt-red", "red", 0)
    if closed:
        refused(EUROPE, s, claim, R.DOUBLE_CLOSED)
    else:
        assert act(EUROPE, s, claim).owner[s.t.route_index["berlin-frankfurt-red"]] == 0


@pytest.mark.parametrize(("players", "closed"), [(2, True), (3, False), (4, False)])
def test_double_routes_by_player_count_paris(players: int, closed: bool) -> None:
    s = set_hand(rigged(PARIS, players), 0, {"blue": 1})
    s = give_routes(s, 1, ["R01"])
    claim = ClaimRoute("R02", "blue", 0)
    if closed:
        refused(PARIS, s, claim, R.DOUBLE_CLOSED)
    else:
        assert act(PARIS, s, claim).owner[s.t.route_index["R02"]] == 0


@pytest.mark.parametrize(("game", "players"), [(EUROPE, 4), (EUROPE, 5), (PARIS, 3)])
def test_never_both_tracks_of_a_double(game, players: int) -> None:
    first, second, color = (
        ("berlin-frankfurt-black", "berlin-frankfurt-red", "red")
        if game is EUROPE
        else ("R01", "R02", "blue")
    )
    s = set_hand(rigged(game, players), 0, {color: 3})
    s = give_routes(s, 0, [first])
    refused(game, s, ClaimRoute(second, color, 0), R.OWN_OTHER_TRACK)


def test_ferry_needs_its_locomotives() -> None:
    s = _europe(cards={"red": 4, "locomotive": 1})
    assert _claims(s, "athina-brindisi") == [ClaimRoute("athina-brindisi", "red", 1)]
    refused(EUROPE, s, ClaimRoute("athina-brindisi", "red", 0), R.FERRY_NEEDS_WILDS)
    # Two locomotive symbols, two cards: only all wilds will do.
    s = _europe(cards={"red": 2, "locomotive": 2})
    assert _claims(s, "amsterdam-london") == [ClaimRoute("amsterdam-london", None, 2)]


def test_claim_only_at_the_start_of_a_turn() -> None:
    s = _europe(cards={"yellow": 3})
    s = act(EUROPE, s, DrawBlind())
    refused(EUROPE, s, ClaimRoute("amsterdam-essen", "yellow", 0), R.SECOND_CARD_FIRST)


def test_paris_routes_need_their_colour() -> None:
    s = set_hand(rigged(PARIS, 2), 0, {"purple": 3, "bus": 1})
    legal = [a for a in PARIS.legal_actions(s) if isinstance(a, ClaimRoute) and a.route == "R46"]
    assert legal == [
        ClaimRoute("R46", "purple", 0),
        ClaimRoute("R46", "purple", 1),
    ]
    refused(PARIS, s, ClaimRoute("R47", "purple", 0), R.WRONG_COLOUR)
