"""What a click on the big screen points at for a seat played from a phone (``aim``, from the
public view only): the moves on the target among the seat's legal actions, the seat's own reason
when there are none, and the refusals everyone may know said at once (no pygame)."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.controller.aim import Aim, AimAsk
from tabletop.controller.great_tour import GreatTourController
from tabletop.controller.great_tour.targets import DeckTarget as TourDeck
from tabletop.controller.great_tour.targets import FutureTicketTarget
from tabletop.controller.metro import CellTarget, HandTarget, MetroController, PoolTarget
from tabletop.controller.reply import Reply, ReplyKind
from tabletop.controller.ttr import TtrController
from tabletop.controller.ttr.targets import DECK, CityTarget, FaceUpTarget, RouteTarget
from tabletop.core import Action, GameConfig
from tabletop.games.great_tour import GREAT_TOUR, DrawCards, GreatTourRefusal
from tabletop.games.metro import METRO, DrawTile, MetroRefusal, PlaceTile
from tabletop.games.metro.board import CENTRE
from tabletop.games.ttr import TTR_EUROPE, TTR_PARIS, ClaimRoute, DrawBlind, DrawFaceUp


def moves(aim: Aim | Reply, legal: Sequence[Action]) -> list[Action]:
    assert isinstance(aim, Aim), aim
    return aim.moves(legal)


def test_a_ttr_route_means_every_way_to_pay_for_it_and_a_card_slot_its_draw() -> None:
    game = TTR_EUROPE
    state = game.new_state(GameConfig(2, {}), 3)
    while game.view(state, None)["pending"] is not None:  # the opening tickets
        state = game.apply(state, game.legal_actions(state)[-1]).state
    legal = list(game.legal_actions(state))
    controller = TtrController(game)
    public = game.view(state, None)
    claim = next(a for a in legal if isinstance(a, ClaimRoute))
    aim = controller.aim(RouteTarget(claim.route), public)
    assert isinstance(aim, Aim) and aim.ask is AimAsk.PAY
    assert moves(aim, legal) == [
        a for a in legal if isinstance(a, ClaimRoute) and a.route == claim.route
    ]
    assert moves(controller.aim(FaceUpTarget(0), public), legal) == [DrawFaceUp(0)]
    assert moves(controller.aim(DECK, public), legal) == [DrawBlind()]
    # No way to pay for a route: the reason is the seat's (said on its phone).
    other = next(
        r
        for r in sorted(game.board.routes)
        if not any(isinstance(a, ClaimRoute) and a.route == r for a in legal)
    )
    aim = controller.aim(RouteTarget(other), public)
    assert isinstance(aim, Aim) and aim.moves(legal) == []
    seat = game.view(state, game.to_act(state))
    assert aim.why(seat, legal) == controller.click(RouteTarget(other), seat, legal).message


def test_a_ttr_click_against_the_pending_step_is_refused_for_everyone() -> None:
    game = TTR_EUROPE
    state = game.new_state(GameConfig(2, {}), 3)  # the opening tickets are to keep
    aim = TtrController(game).aim(DECK, game.view(state, None))
    assert isinstance(aim, Reply) and aim.kind is ReplyKind.REFUSE


def test_paris_places_take_no_stations() -> None:
    game = TTR_PARIS
    state = game.new_state(GameConfig(2, {}), 3)
    city = next(iter(game.board.cities))
    aim = TtrController(game).aim(CityTarget(city), game.view(state, None))
    assert isinstance(aim, Reply) and aim.kind is ReplyKind.NOTHING


def test_a_metro_square_means_the_seats_tile_there_in_any_turn() -> None:
    state = METRO.new_state(GameConfig(2, {"rotation": True}), 7)
    legal = list(METRO.legal_actions(state))
    controller = MetroController()
    public = METRO.view(state, None)
    place = next(a for a in legal if isinstance(a, PlaceTile))
    there = moves(controller.aim(CellTarget(place.row, place.col), public), legal)
    assert place in there
    assert all(isinstance(a, PlaceTile) and (a.row, a.col) == (place.row, place.col) for a in there)
    assert moves(controller.aim(PoolTarget(), public), legal) == [DrawTile()]
    row, col = next(iter(CENTRE))
    refused = controller.aim(CellTarget(row, col), public)
    assert isinstance(refused, Reply) and refused.reason is MetroRefusal.CENTRE_SQUARE
    nothing = controller.aim(HandTarget(0), public)  # the hand is the phone's
    assert isinstance(nothing, Reply) and nothing.kind is ReplyKind.NOTHING


def test_a_great_tour_deck_means_its_draw_and_the_future_row_is_refused() -> None:
    game = GREAT_TOUR
    state = game.new_state(GameConfig(3, {}), 3)
    legal = list(game.legal_actions(state))
    controller = GreatTourController(game)
    public = game.view(state, None)
    deck = next(a.deck for a in legal if isinstance(a, DrawCards))
    assert moves(controller.aim(TourDeck(deck), public), legal) == [DrawCards(deck)]
    future = controller.aim(FutureTicketTarget("x"), public)
    assert isinstance(future, Reply) and future.reason is GreatTourRefusal.FUTURE_TICKET
