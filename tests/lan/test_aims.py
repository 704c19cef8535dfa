"""A move clicked on the big screen for a phone seat (``PhoneSession.aim``), without a window:
the table's controller says what the click points at from the public view, and the session
matches it against the seat's own legal actions — one move played, several offered on the
seat's phone only (with Cancel), none refused with the reason on the phone; the game moving on
withdraws what was offered."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tabletop.controller.aim import Aim
from tabletop.controller.reply import Target
from tabletop.controller.ttr import TtrController
from tabletop.controller.ttr.targets import DECK, RouteTarget
from tabletop.core import Action, decode_action
from tabletop.games.ttr import ClaimRoute, DrawBlind, KeepTickets, TtrGame
from tabletop.lan import Aimed
from tests.support.phones import Phone, Served


@pytest.fixture
def served() -> Iterator[Served]:
    with Served("ttr_europe", "phone,phone", seed=5) as game:
        yield game


def two_ways(served: Served) -> tuple[str, list[ClaimRoute]]:
    """Play on (keeping tickets, drawing blind) until seat 0 may pay for a route in two
    ways; that route and its ways."""
    match = served.match
    for _ in range(80):
        legal = list(match.legal_actions())
        ways: dict[str, list[ClaimRoute]] = {}
        for action in legal:
            if isinstance(action, ClaimRoute):
                ways.setdefault(action.route, []).append(action)
        several = [(r, w) for r, w in ways.items() if len(w) >= 2]
        if match.to_act() == 0 and several:
            return several[0]
        keep = [a for a in legal if isinstance(a, KeepTickets)]
        match.submit(keep[-1] if keep else DrawBlind() if DrawBlind() in legal else legal[0])
    raise AssertionError("seat 0 never could pay a route in two ways")


def aim_at(served: Served, target: Target) -> Aim:
    game = served.match.game
    assert isinstance(game, TtrGame)
    aim = TtrController(game).aim(target, served.match.view(None))
    assert isinstance(aim, Aim)
    return aim


def offered(page: dict[str, Any], served: Served) -> list[Action]:
    moves = page["moves"]
    prompt = page["prompt"]
    assert isinstance(moves, list) and isinstance(prompt, dict)
    return [
        decode_action(served.match.game.action_types, moves[i]["action"]) for i in prompt["moves"]
    ]


def test_a_route_with_two_ways_to_pay_is_asked_on_the_seats_phone_only(served: Served) -> None:
    anna, bartek = served.phone(0), served.phone(1)
    route, ways = two_ways(served)
    served.pump()
    ply = served.match.ply
    assert served.session.aim(0, aim_at(served, RouteTarget(route))) is Aimed.ASKED
    assert served.match.ply == ply and served.session.asking(0) is not None
    page = anna.wait(lambda m: m["type"] == "view" and bool((m["prompt"] or {}).get("cancel")))
    assert page["prompt"]["title"] == "Choose how to pay"
    assert sorted(map(str, offered(page, served))) == sorted(map(str, ways))
    assert not (bartek.current()["prompt"] or {}).get("cancel")  # nothing on the other phone
    # Cancel on the phone withdraws it.
    anna.send({"type": "cancel", "version": page["version"]})
    anna.wait(lambda m: m["type"] == "view" and m["prompt"] is None)
    assert served.session.asking(0) is None and served.match.ply == ply


def test_one_move_on_the_target_is_played_and_the_game_moving_on_withdraws_a_question(
    served: Served,
) -> None:
    served.phone(0)
    route, _ways = two_ways(served)
    served.pump()
    assert served.session.aim(0, aim_at(served, RouteTarget(route))) is Aimed.ASKED
    served.session.changed()  # an undo or a load at the table
    served.pump()
    assert served.session.asking(0) is None
    ply = served.match.ply
    assert served.session.aim(0, aim_at(served, DECK)) is Aimed.PLAYED
    assert served.match.ply == ply + 1 and served.match.history[-1][:2] == (0, DrawBlind())


def test_no_move_on_the_target_is_refused_with_the_reason_on_the_phone(served: Served) -> None:
    anna: Phone = served.phone(0)
    two_ways(served)
    anna.current()  # the phone is there (a notice is not kept for a phone yet to come)
    match = served.match
    claimable = {a.route for a in match.legal_actions() if isinstance(a, ClaimRoute)}
    route = next(r for r in sorted(match.game.board.routes) if r not in claimable)
    ply = match.ply
    assert served.session.aim(0, aim_at(served, RouteTarget(route))) is Aimed.REFUSED
    notice = anna.notice()
    game = match.game
    assert isinstance(game, TtrGame)
    reason = TtrController(game).click(RouteTarget(route), match.view(0), match.legal_actions())
    assert notice["text"] == reason.message != "" and match.ply == ply
    # Not the seat's turn: refused too, and said so.
    assert served.session.aim(1, aim_at(served, DECK)) is Aimed.REFUSED
