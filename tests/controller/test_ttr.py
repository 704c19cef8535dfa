"""The TTR controller: pointer targets → the engine's legal actions, or refusals in words.

No pygame: positions come from the engine with rigged decks; the controller sees views and
legal actions only, as the table gives them.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.controller.ttr import CHOOSE, CONFIRM, NONE, PLAY, REFUSE, TtrController
from tabletop.core import Action, GameConfig, Rng
from tabletop.games.ttr import (
    TTR_EUROPE,
    TTR_PARIS,
    BuildStation,
    ClaimRoute,
    DeclineTunnel,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    PayTunnel,
    TtrGame,
    TtrState,
)
from tabletop.games.ttr.helpers import BLOCKERS

CTRL = TtrController(TTR_EUROPE)
PARIS_CTRL = TtrController(TTR_PARIS)


def rigged(
    game: TtrGame,
    players: int,
    hands: Sequence[Sequence[str]],
    row: Sequence[str],
    then: Sequence[str] = (),
    keep: bool = True,
) -> TtrState:
    """A new game: each seat's hand, the face-up row, then the deck's next cards; every seat
    keeps all its starting tickets (unless ``keep`` is False)."""
    deck = [c for hand in hands for c in hand] + list(row) + list(then)
    state = game.new_state(GameConfig(players, {"rigged": {"train_deck": deck}}), 3)
    while keep and state.setup:
        offered = game.view(state, state.current)["offered_tickets"]
        state = game.apply(state, KeepTickets(tuple(offered))).state
    return state


def play(game: TtrGame, state: TtrState, *actions: Action) -> TtrState:
    for action in actions:
        assert action in game.legal_actions(state), action
        state = game.apply(state, action).state
    return state


def ask(game: TtrGame, state: TtrState, target: tuple, seat: int | None = None, **kw):
    """The controller's reply for ``seat`` (default: the seat to act) clicking ``target``."""
    seat = game.to_act(state) if seat is None else seat
    view = game.view(state, seat)
    legal = game.legal_actions(state) if seat == game.to_act(state) else []
    ctrl = CTRL if game is TTR_EUROPE else PARIS_CTRL
    return ctrl.click(target, view, legal, **kw)


EU_ROW = ["white", "black", "orange", "green", "yellow"]


def test_claim_with_one_way_to_pay_asks_to_confirm() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "red", "white", "black"], ["green"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, ("route", "bruxelles-paris-red"))
    assert reply.kind == CONFIRM
    assert reply.actions == (ClaimRoute("bruxelles-paris-red", "red", 0),)


def test_claim_without_confirm_setting_plays_at_once() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "red", "white", "black"], ["green"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, ("route", "bruxelles-paris-red"), confirm=False)
    assert reply.kind == PLAY and reply.action == ClaimRoute("bruxelles-paris-red", "red", 0)


def test_gray_route_lets_the_player_choose_the_colour() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "red", "blue", "blue"], ["green"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, ("route", "wien-zagrab"))
    assert reply.kind == CHOOSE
    assert set(reply.actions) == {
        ClaimRoute("wien-zagrab", "red", 0),
        ClaimRoute("wien-zagrab", "blue", 0),
    }
    legal = TTR_EUROPE.legal_actions(state)
    assert all(a in legal for a in reply.actions)
    # Even with confirming off, several payments still need a choice.
    assert ask(TTR_EUROPE, state, ("route", "wien-zagrab"), confirm=False).kind == CHOOSE


def test_wilds_make_more_payments_to_choose_from() -> None:
    hands = [["red", "locomotive", "white", "black"], ["green"] * 4]
    state = rigged(TTR_EUROPE, 2, hands, EU_ROW)
    reply = ask(TTR_EUROPE, state, ("route", "bruxelles-paris-red"))
    assert reply.kind == CONFIRM
    assert reply.actions == (ClaimRoute("bruxelles-paris-red", "red", 1),)
    assert CTRL.describe(reply.actions[0], TTR_EUROPE.view(state, 0)) == "1 red + 1 locomotive"


def test_route_the_player_cannot_pay_is_refused_in_the_engines_words() -> None:
    state = rigged(TTR_EUROPE, 2, [["white", "black", "orange", "pink"], ["green"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, ("route", "bruxelles-paris-red"))
    assert reply.kind == REFUSE and reply.message == BLOCKERS["cannot_pay"]


def test_claimed_route_is_refused() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "red", "white", "black"], ["red"] * 4], EU_ROW)
    state = play(TTR_EUROPE, state, ClaimRoute("bruxelles-paris-red", "red", 0))
    reply = ask(TTR_EUROPE, state, ("route", "bruxelles-paris-red"))
    assert reply.kind == REFUSE and reply.message == BLOCKERS["claimed"]


def test_double_route_closed_with_two_players() -> None:
    hands = [["red", "red", "white", "black"], ["yellow", "yellow", "green", "green"]]
    state = rigged(TTR_EUROPE, 2, hands, EU_ROW)
    state = play(TTR_EUROPE, state, ClaimRoute("bruxelles-paris-red", "red", 0))
    reply = ask(TTR_EUROPE, state, ("route", "bruxelles-paris-yellow"))
    assert reply.kind == REFUSE
    assert "With 2 players only one track" in reply.message


def test_not_your_turn_is_refused() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "red", "white", "black"], ["red"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, ("route", "bruxelles-paris-red"), seat=1)
    assert reply.kind == REFUSE and reply.message == "It is not your turn."
    assert ask(TTR_EUROPE, state, ("deck",), seat=1).kind == REFUSE


def test_spectator_cannot_act() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW)
    view = TTR_EUROPE.view(state, None)
    reply = CTRL.click(("deck",), view, TTR_EUROPE.legal_actions(state))
    assert reply.kind == REFUSE


def test_face_up_card_and_deck_are_drawn_at_once() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW)
    assert ask(TTR_EUROPE, state, ("face_up", 3)).actions == (DrawFaceUp(3),)
    reply = ask(TTR_EUROPE, state, ("deck",))
    assert reply.kind == PLAY and reply.action == DrawBlind()


def test_face_up_wild_refused_as_the_second_card() -> None:
    row = ["white", "locomotive", "orange", "green", "yellow"]
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], row, then=["blue"] * 4)
    state = play(TTR_EUROPE, state, DrawBlind())
    assert TTR_EUROPE.view(state, 0)["pending"] == "second_draw"
    reply = ask(TTR_EUROPE, state, ("face_up", 1))
    assert reply.kind == REFUSE
    assert reply.message == "A face-up locomotive cannot be taken as your second card."
    assert ask(TTR_EUROPE, state, ("face_up", 0)).action == DrawFaceUp(0)
    assert ask(TTR_EUROPE, state, ("deck",)).action == DrawBlind()


def test_second_draw_blocks_claims_and_tickets() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW, then=["blue"] * 4)
    state = play(TTR_EUROPE, state, DrawBlind())
    for target in (("route", "bruxelles-paris-red"), ("tickets",), ("city", "wien")):
        reply = ask(TTR_EUROPE, state, target)
        assert reply.kind == REFUSE and reply.message == "Draw your second card first."


def test_ticket_deck_asks_before_drawing() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW)
    assert ask(TTR_EUROPE, state, ("tickets",)).kind == CONFIRM
    reply = ask(TTR_EUROPE, state, ("tickets",), confirm=False)
    assert reply.kind == PLAY and reply.action == DrawTickets()


def test_keep_tickets_enforces_the_minimum() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW, keep=False)
    legal = TTR_EUROPE.legal_actions(state)
    offered = TTR_EUROPE.view(state, 0)["offered_tickets"]
    assert CTRL.keep_minimum(legal) == 2
    assert CTRL.keep_action(offered[:1], legal) is None
    assert CTRL.keep_refusal(offered[:1], legal) == "Keep at least 2 tickets."
    # Any order of ticking gives the engine's own action (offer order).
    action = CTRL.keep_action(reversed(offered[:2]), legal)
    assert action == KeepTickets(tuple(offered[:2])) and action in legal
    assert CTRL.keep_refusal(offered, legal) is None


def test_tunnel_options_are_the_engines() -> None:
    hands = [["blue", "blue", "locomotive", "locomotive"], ["green"] * 4]
    state = rigged(TTR_EUROPE, 2, hands, EU_ROW, then=["blue", "white", "black"])
    reply = ask(TTR_EUROPE, state, ("route", "munchen-venezia"))
    assert reply.kind == CHOOSE and ClaimRoute("munchen-venezia", "blue", 0) in reply.actions
    state = play(TTR_EUROPE, state, ClaimRoute("munchen-venezia", "blue", 0))
    legal = TTR_EUROPE.legal_actions(state)
    pays, decline = CTRL.tunnel_options(legal)
    assert pays == [PayTunnel(1)] and decline == DeclineTunnel()
    view = TTR_EUROPE.view(state, 0)
    assert CTRL.tunnel_payment_text(view, pays[0]) == "1 locomotive"
    reply = ask(TTR_EUROPE, state, ("route", "wien-zagrab"))
    assert reply.kind == REFUSE and reply.message == "Pay for the tunnel or give it up first."


def test_station_click_offers_the_engines_payments() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "blue", "white", "black"], ["red"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, ("city", "wien"))
    assert reply.kind == CHOOSE
    assert set(reply.actions) == {
        BuildStation("wien", c, 0) for c in ("red", "blue", "white", "black")
    }
    state = play(TTR_EUROPE, state, BuildStation("wien", "red", 0))
    reply = ask(TTR_EUROPE, state, ("city", "wien"))
    assert reply.kind == REFUSE and reply.message == "This city has a station already."


def test_second_station_needs_two_of_a_colour() -> None:
    hands = [["red", "blue", "white", "black"], ["green"] * 4]
    state = rigged(TTR_EUROPE, 2, hands, EU_ROW, then=["green"] * 6)
    state = play(TTR_EUROPE, state, BuildStation("wien", "red", 0), DrawBlind(), DrawBlind())
    reply = ask(TTR_EUROPE, state, ("city", "berlin"))
    assert reply.kind == REFUSE
    assert reply.message == "Your next station costs 2 cards of one colour; you do not hold them."


def test_paris_cities_do_nothing() -> None:
    state = rigged(TTR_PARIS, 2, [["red", "red"], ["blue", "blue"]], ["white"] * 5)
    city = next(iter(TTR_PARIS.board.cities))
    assert ask(TTR_PARIS, state, ("city", city)).kind == NONE


def test_paris_payment_words() -> None:
    assert PARIS_CTRL.payment_text("red", 2, 3) == "1 red + 2 Bus cards"
    assert PARIS_CTRL.payment_text(None, 1, 1) == "1 Bus card"
    assert CTRL.payment_text(None, 3, 3) == "3 locomotives"


def test_every_offered_action_is_legal_in_random_games() -> None:
    """Whatever is clicked at any point of random games, the controller only ever proposes
    legal actions, and a refusal always has words."""
    for game, players in ((TTR_EUROPE, 3), (TTR_PARIS, 2)):
        ctrl = TtrController(game)
        rng = Rng(11)
        state = game.new_state(GameConfig(players), 5)
        board = game.board
        targets = [("route", r) for r in board.routes] + [("city", c) for c in board.cities]
        targets += [("face_up", i) for i in range(5)] + [("deck",), ("tickets",)]
        for _ in range(120):
            seat = game.to_act(state)
            if seat is None:
                break
            legal = game.legal_actions(state)
            view = game.view(state, seat)
            for target in targets:
                reply = ctrl.click(target, view, legal)
                assert all(a in legal for a in reply.actions), (target, reply)
                if reply.kind == REFUSE:
                    assert reply.message
            state = game.apply(state, rng.choice(legal)).state
