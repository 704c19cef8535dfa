"""Every game's controller answers the table through the one interface of
``tabletop/controller/base.py``: ``click(target, view, legal) -> Reply``,
``describe(target, view) -> Hover | None`` (from the legal actions of the last ``sync``),
``sync(view, legal)`` and ``follow_up(view, legal)``; no click takes a flag of its own."""

from __future__ import annotations

import inspect
from collections.abc import Sequence

import pytest

from tabletop.controller.base import TableController, player_name
from tabletop.controller.great_tour import GreatTourController
from tabletop.controller.metro import MetroController, PoolTarget
from tabletop.controller.reply import Reply, Target
from tabletop.controller.ttr import TtrController
from tabletop.core import Action, CommonRefusal, GameConfig, Refused, View, explain
from tabletop.games import GAMES
from tabletop.games.great_tour import GreatTourGame
from tabletop.games.great_tour import Pass as TourPass
from tabletop.games.great_tour.helpers import refusal
from tabletop.games.metro import MetroGame, placement_problem
from tabletop.games.ttr import TtrGame
from tabletop.games.ttr.helpers import claim_blocker
from tabletop.games.ttr.refusals import TtrRefusal

CONTROLLERS: list[TableController] = [
    TtrController(next(g for g in GAMES.values() if isinstance(g, TtrGame))),
    MetroController(),
    GreatTourController(next(g for g in GAMES.values() if isinstance(g, GreatTourGame))),
]


@pytest.mark.parametrize("controller", CONTROLLERS, ids=lambda c: type(c).__name__)
def test_every_controller_answers_the_one_interface(controller: TableController) -> None:
    assert isinstance(controller, TableController)
    shapes = {
        "click": ["target", "view", "legal"],
        "describe": ["target", "view"],
        "sync": ["view", "legal"],
        "follow_up": ["view", "legal"],
    }
    for name, parameters in shapes.items():
        signature = inspect.signature(getattr(controller, name))
        assert list(signature.parameters) == parameters, (name, signature)
        assert all(p.kind is p.POSITIONAL_OR_KEYWORD for p in signature.parameters.values())


def test_describe_says_what_a_click_would_do_from_the_legal_actions_of_the_last_sync() -> None:
    game = next(g for g in GAMES.values() if isinstance(g, MetroGame))
    state = game.new_state(GameConfig(2), 1)
    view = game.view(state, 0)
    controller = MetroController()
    controller.sync(view, game.legal_actions(state))
    acting = controller.describe(PoolTarget(), view)
    controller.sync(view, ())
    watching = controller.describe(PoolTarget(), view)
    assert acting is not None and watching is not None and acting != watching
    assert "Click to draw" in acting.texts[1] and controller.legal == ()


class Echo(TableController):
    """The least controller: every click plays the first legal action."""

    def click(self, target: Target, view: View, legal: Sequence[Action]) -> Reply:
        return Reply.play(legal[0]) if legal else Reply.nothing()


def test_the_base_keeps_the_legal_actions_and_asks_for_no_follow_up() -> None:
    echo = Echo()
    assert echo.seat_name(2) == player_name(2) == "Player 3"
    assert echo.describe(PoolTarget(), {}) is None
    assert echo.follow_up({}, ()) == Reply.nothing() and echo.max_follow_ups == 0
    assert echo.waiting == {CommonRefusal.NOT_YOUR_TURN}


def test_a_spectators_click_at_the_ttr_table_only_asks_to_wait() -> None:
    assert TtrRefusal.WATCHING in TtrController.waiting
    assert CommonRefusal.NOT_YOUR_TURN in TtrController.waiting


def test_every_view_helper_says_why_not_with_one_refused_value() -> None:
    """``claim_blocker`` (TTR), ``placement_problem`` (Metro) and ``refusal`` (the Great Tour)
    answer with the same ``Refused(reason, params)``, whose message is the engine's sentence."""
    ttr = next(g for g in GAMES.values() if isinstance(g, TtrGame))
    state = ttr.new_state(GameConfig(2), 1)
    seat = ttr.to_act(state)
    blocked = [claim_blocker(ttr, ttr.view(state, seat), route) for route in ttr.board.routes]
    metro = next(g for g in GAMES.values() if isinstance(g, MetroGame))
    placed = placement_problem(metro.new_state(GameConfig(2), 1), "T01", 3, 4)
    tour = next(g for g in GAMES.values() if isinstance(g, GreatTourGame))
    tour_state = tour.new_state(GameConfig(3), 1)
    passing = refusal(tour.view(tour_state, tour.to_act(tour_state)), TourPass(), tour)
    found = [why for why in (*blocked, placed, passing) if why is not None]
    assert {type(why) for why in found} == {Refused} and len(found) > 3
    for why in found:
        assert why.message == explain(why.reason, **why.params) != why.reason
        assert Reply.refuse_with(why) == Reply.refuse(why.reason, **why.params)
