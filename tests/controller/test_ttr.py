"""The TTR controller: typed pointer targets → the engine's legal actions, refusals with the
engine's typed reasons, and the hover card that says what a click would do.

No pygame: positions come from the engine with rigged decks; the controller sees views and
legal actions only, as the table gives them.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.controller.hover import Line, Tone
from tabletop.controller.reply import Reply, ReplyKind, Target
from tabletop.controller.ttr import (
    DECK,
    TICKET_DECK,
    CityTarget,
    FaceUpTarget,
    HandTarget,
    RouteTarget,
    SeatTarget,
    TicketTarget,
    TtrController,
)
from tabletop.controller.ttr.controller import TtrSeatRefusal
from tabletop.core import (
    Action,
    CommonRefusal,
    GameConfig,
    Refusal,
    explain,
)
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
from tabletop.games.ttr.refusals import TtrRefusal
from tests.games.ttr.scenario import empty_deck, finish, give_routes, give_station, set_row
from tests.support.playout import random_playout
from tests.support.refusals import assert_refused

NAMES = ("Anna", "Bob", "Cleo")
CTRL = TtrController(TTR_EUROPE, NAMES.__getitem__)
PARIS_CTRL = TtrController(TTR_PARIS, NAMES.__getitem__)


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


def _ctrl(game: TtrGame) -> TtrController:
    return CTRL if game is TTR_EUROPE else PARIS_CTRL


def ask(
    game: TtrGame, state: TtrState, target: Target, seat: int | None = -1, confirm: bool = True
) -> Reply:
    """The controller's reply for ``seat`` (default: the seat to act) clicking ``target``, with
    the player's setting to confirm claims (``confirm``)."""
    seat = game.to_act(state) if seat == -1 else seat
    view = game.view(state, seat)
    legal = game.legal_actions(state) if seat is not None and seat == game.to_act(state) else []
    controller = TtrController(game, NAMES.__getitem__)
    controller.confirm = confirm
    return controller.click(target, view, legal)


def hover(game: TtrGame, state: TtrState, target: Target, seat: int | None = -1):
    seat = game.to_act(state) if seat == -1 else seat
    view = game.view(state, seat)
    legal = game.legal_actions(state) if seat is not None and seat == game.to_act(state) else []
    controller = _ctrl(game)
    controller.sync(view, legal)
    found = controller.describe(target, view)
    assert found is not None
    return found


def assert_refusal(reply: Reply, reason: Refusal, **params: object) -> None:
    """A refusal for ``reason`` in its one sentence (the same words the engine would use)."""
    assert reply.kind is ReplyKind.REFUSE and reply.refused and not reply.actions
    assert reply.reason == reason, reply
    assert reply.message == explain(reason, **params) and reply.message != reason


EU_ROW = ["white", "black", "orange", "green", "yellow"]


# ---------------------------------------------------------------- clicks that act
def test_claim_with_one_way_to_pay_asks_to_confirm() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "red", "white", "black"], ["green"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, RouteTarget("bruxelles-paris-red"))
    assert reply.kind is ReplyKind.CONFIRM
    assert reply.actions == (ClaimRoute("bruxelles-paris-red", "red", 0),)


def test_claim_without_confirm_setting_plays_at_once() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "red", "white", "black"], ["green"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, RouteTarget("bruxelles-paris-red"), confirm=False)
    assert reply.kind is ReplyKind.PLAY
    assert reply.action == ClaimRoute("bruxelles-paris-red", "red", 0)


def test_gray_route_lets_the_player_choose_the_colour() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "red", "blue", "blue"], ["green"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, RouteTarget("wien-zagrab"))
    assert reply.kind is ReplyKind.CHOOSE
    assert set(reply.actions) == {
        ClaimRoute("wien-zagrab", "red", 0),
        ClaimRoute("wien-zagrab", "blue", 0),
    }
    legal = TTR_EUROPE.legal_actions(state)
    assert all(a in legal for a in reply.actions)
    # Even with confirming off, several payments still need a choice.
    reply = ask(TTR_EUROPE, state, RouteTarget("wien-zagrab"), confirm=False)
    assert reply.kind is ReplyKind.CHOOSE


def test_wilds_make_more_payments_to_choose_from() -> None:
    hands = [["red", "locomotive", "white", "black"], ["green"] * 4]
    state = rigged(TTR_EUROPE, 2, hands, EU_ROW)
    reply = ask(TTR_EUROPE, state, RouteTarget("bruxelles-paris-red"))
    assert reply.kind is ReplyKind.CONFIRM
    assert reply.actions == (ClaimRoute("bruxelles-paris-red", "red", 1),)
    label = CTRL.payment_label(reply.actions[0], TTR_EUROPE.view(state, 0))
    assert label == "1 red + 1 locomotive"


def test_face_up_card_and_deck_are_drawn_at_once() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW)
    assert ask(TTR_EUROPE, state, FaceUpTarget(3)).actions == (DrawFaceUp(3),)
    reply = ask(TTR_EUROPE, state, DECK)
    assert reply.kind is ReplyKind.PLAY and reply.action == DrawBlind()


def test_ticket_deck_asks_before_drawing() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW)
    assert ask(TTR_EUROPE, state, TICKET_DECK).kind is ReplyKind.CONFIRM
    reply = ask(TTR_EUROPE, state, TICKET_DECK, confirm=False)
    assert reply.kind is ReplyKind.PLAY and reply.action == DrawTickets()


def test_station_click_offers_the_engines_payments() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "blue", "white", "black"], ["red"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, CityTarget("wien"))
    assert reply.kind is ReplyKind.CHOOSE
    assert set(reply.actions) == {
        BuildStation("wien", c, 0) for c in ("red", "blue", "white", "black")
    }


def test_hand_tickets_and_seats_are_for_hovering_only() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW)
    for target in (HandTarget("red"), TicketTarget("paris-wien"), SeatTarget(1)):
        assert ask(TTR_EUROPE, state, target).kind is ReplyKind.NOTHING


def test_paris_places_take_no_stations() -> None:
    state = rigged(TTR_PARIS, 2, [["red", "red"], ["blue", "blue"]], ["white"] * 5)
    city = next(iter(TTR_PARIS.board.cities))
    assert ask(TTR_PARIS, state, CityTarget(city)).kind is ReplyKind.NOTHING


# ---------------------------------------------------------------- every refusal the controller says
def test_route_the_player_cannot_pay_for_is_refused() -> None:
    state = rigged(TTR_EUROPE, 2, [["white", "black", "orange", "pink"], ["green"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, RouteTarget("bruxelles-paris-red"))
    assert_refusal(reply, TtrRefusal.NO_PAYMENT)


def test_claimed_route_is_refused_naming_its_owner() -> None:
    """The engine says "Someone has claimed this route already." (it has no names); the table
    names the owner, or says "You" to the owner (real-window pass)."""
    state = rigged(TTR_EUROPE, 2, [["red", "red", "white", "black"], ["red"] * 4], EU_ROW)
    state = play(TTR_EUROPE, state, ClaimRoute("bruxelles-paris-red", "red", 0))
    reply = ask(TTR_EUROPE, state, RouteTarget("bruxelles-paris-red"))
    assert_refusal(reply, TtrSeatRefusal.CLAIMED_BY, name="Anna")
    assert reply.message == "Anna has claimed this route already."
    assert_refused(
        TTR_EUROPE, state, ClaimRoute("bruxelles-paris-red", "red", 0), TtrRefusal.CLAIMED
    )
    state = play(TTR_EUROPE, state, DrawBlind(), DrawBlind())
    reply = ask(TTR_EUROPE, state, RouteTarget("bruxelles-paris-red"))
    assert reply.message == "You have claimed this route already."


def test_double_route_closed_with_two_players() -> None:
    hands = [["red", "red", "white", "black"], ["yellow", "yellow", "green", "green"]]
    state = rigged(TTR_EUROPE, 2, hands, EU_ROW)
    state = play(TTR_EUROPE, state, ClaimRoute("bruxelles-paris-red", "red", 0))
    reply = ask(TTR_EUROPE, state, RouteTarget("bruxelles-paris-yellow"))
    assert_refusal(reply, TtrRefusal.DOUBLE_CLOSED, n=2)
    assert reply.message == "With 2 players only one track of a double route may be used."


def test_the_other_track_of_ones_own_double_is_refused() -> None:
    hands = [["yellow"] * 4, ["green"] * 4, ["blue"] * 4, ["pink"] * 4]
    state = rigged(TTR_EUROPE, 4, hands, EU_ROW)
    state = give_routes(state, 0, ["bruxelles-paris-red"])
    reply = ask(TTR_EUROPE, state, RouteTarget("bruxelles-paris-yellow"))
    assert_refusal(reply, TtrRefusal.OWN_OTHER_TRACK)


def test_a_route_longer_than_the_pieces_left_is_refused() -> None:
    state = rigged(TTR_EUROPE, 2, [["yellow"] * 4, ["red"] * 4], EU_ROW)
    state.pieces[0] = 2  # a position late in the game: two trains left
    reply = ask(TTR_EUROPE, state, RouteTarget("amsterdam-essen"))
    assert_refusal(reply, TtrRefusal.TOO_FEW_TRAINS)


def test_not_your_turn_names_the_player_to_act() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "red", "white", "black"], ["red"] * 4], EU_ROW)
    reply = ask(TTR_EUROPE, state, RouteTarget("bruxelles-paris-red"), seat=1)
    assert_refusal(reply, CommonRefusal.NOT_YOUR_TURN, name="Anna")
    assert reply.message == "It is Anna's turn."
    assert ask(TTR_EUROPE, state, DECK, seat=1).refused


def test_a_spectator_has_no_hand_to_play_from() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW)
    view = TTR_EUROPE.view(state, None)
    assert_refusal(CTRL.click(DECK, view, TTR_EUROPE.legal_actions(state)), TtrRefusal.WATCHING)


def test_nothing_is_played_once_the_game_is_over() -> None:
    state = finish(TTR_EUROPE, rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW))
    assert_refusal(ask(TTR_EUROPE, state, DECK, seat=0), CommonRefusal.GAME_OVER)


def test_face_up_wild_refused_as_the_second_card() -> None:
    row = ["white", "locomotive", "orange", "green", "yellow"]
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], row, then=["blue"] * 4)
    state = play(TTR_EUROPE, state, DrawBlind())
    assert TTR_EUROPE.view(state, 0)["pending"] == "second_draw"
    assert_refusal(ask(TTR_EUROPE, state, FaceUpTarget(1)), TtrRefusal.WILD_SECOND_CARD)
    assert ask(TTR_EUROPE, state, FaceUpTarget(0)).action == DrawFaceUp(0)
    assert ask(TTR_EUROPE, state, DECK).action == DrawBlind()


def test_second_draw_blocks_claims_tickets_and_stations() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW, then=["blue"] * 4)
    state = play(TTR_EUROPE, state, DrawBlind())
    for target in (RouteTarget("bruxelles-paris-red"), TICKET_DECK, CityTarget("wien")):
        assert_refusal(ask(TTR_EUROPE, state, target), TtrRefusal.SECOND_CARD_FIRST)


def test_a_pending_tunnel_blocks_everything_else_in_the_engines_words() -> None:
    hands = [["blue", "blue", "locomotive", "locomotive"], ["green"] * 4]
    state = rigged(TTR_EUROPE, 2, hands, EU_ROW, then=["blue", "white", "black"])
    state = play(TTR_EUROPE, state, ClaimRoute("munchen-venezia", "blue", 0))
    reply = ask(TTR_EUROPE, state, RouteTarget("wien-zagrab"))
    assert_refusal(reply, TtrRefusal.TUNNEL_FIRST)
    # The engine refuses the same action for the same reason, in the same words.
    error = assert_refused(TTR_EUROPE, state, ClaimRoute("wien-zagrab", "blue", 0), reply.reason)
    assert error.message == reply.message
    assert_refusal(ask(TTR_EUROPE, state, DECK), TtrRefusal.TUNNEL_FIRST)


def test_choosing_tickets_blocks_the_table() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW, keep=False)
    assert_refusal(ask(TTR_EUROPE, state, DECK), TtrRefusal.KEEP_TICKETS_FIRST)


def test_station_refusals() -> None:
    hands = [["red", "blue", "white", "black"], ["green"] * 4]
    state = rigged(TTR_EUROPE, 2, hands, EU_ROW, then=["green"] * 6)
    state = play(TTR_EUROPE, state, BuildStation("wien", "red", 0))
    assert_refusal(
        ask(TTR_EUROPE, state, CityTarget("wien"), seat=0), CommonRefusal.NOT_YOUR_TURN, name="Bob"
    )
    # The engine says STATION_TAKEN ("This city has a station already."); the table names whose.
    reply = ask(TTR_EUROPE, state, CityTarget("wien"))
    assert_refusal(reply, TtrSeatRefusal.STATION_OF, name="Anna")
    assert reply.message == "Anna has a station in this city already."
    state = play(TTR_EUROPE, state, DrawBlind(), DrawBlind())
    reply = ask(TTR_EUROPE, state, CityTarget("wien"))
    assert_refusal(reply, TtrSeatRefusal.STATION_OF_YOURS)
    assert reply.message == "You have a station in this city already."
    reply = ask(TTR_EUROPE, state, CityTarget("berlin"))
    assert_refusal(reply, TtrRefusal.STATION_UNAFFORDABLE, n=2)
    assert reply.message == "Your next station costs 2 cards of one colour; you do not hold them."
    for city in ("roma", "paris"):
        state = give_station(state, 0, city)
    assert_refusal(ask(TTR_EUROPE, state, CityTarget("berlin")), TtrRefusal.NO_STATIONS_LEFT)


def test_empty_slot_deck_and_ticket_pile_are_refused() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW)
    state = set_row(empty_deck(state), [None] * 5)  # every card in seat 1's hand
    state.box, state.ticket_deck = (*state.box, *state.ticket_deck), ()
    TTR_EUROPE.check_invariants(state)
    assert_refusal(ask(TTR_EUROPE, state, FaceUpTarget(2)), TtrRefusal.SLOT_EMPTY)
    assert_refusal(ask(TTR_EUROPE, state, DECK), TtrRefusal.DECK_EMPTY)
    assert_refusal(ask(TTR_EUROPE, state, TICKET_DECK), TtrRefusal.TICKET_DECK_EMPTY)


def test_a_stale_list_of_legal_actions_is_never_overruled() -> None:
    """Were the table's legal actions out of date, the controller still proposes only those,
    and says it cannot."""
    state = rigged(TTR_EUROPE, 2, [["red", "red", "white", "black"], ["green"] * 4], EU_ROW)
    view = TTR_EUROPE.view(state, 0)
    stale: list[Action] = [DrawTickets()]
    reply = CTRL.click(RouteTarget("bruxelles-paris-red"), view, stale)
    assert_refusal(reply, TtrRefusal.CANNOT_CLAIM_NOW)
    assert_refusal(CTRL.click(FaceUpTarget(0), view, stale), TtrRefusal.CANNOT_TAKE_NOW)


def test_keep_tickets_enforces_the_minimum() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["red"] * 4], EU_ROW, keep=False)
    legal = TTR_EUROPE.legal_actions(state)
    offered = TTR_EUROPE.view(state, 0)["offered_tickets"]
    assert CTRL.keep_minimum(legal) == 2
    assert CTRL.keep_action(offered[:1], legal) is None
    reply = CTRL.keep(offered[:1], legal)
    assert_refusal(reply, TtrRefusal.KEEP_TOO_FEW, n=2)
    assert reply.message == "Keep at least 2 tickets."
    # Any order of ticking gives the engine's own action (offer order).
    action = CTRL.keep_action(reversed(offered[:2]), legal)
    assert action == KeepTickets(tuple(offered[:2])) and action in legal
    assert CTRL.keep(offered, legal) == Reply.play(KeepTickets(tuple(offered)))
    assert_refusal(CTRL.keep(offered, []), TtrRefusal.NO_TICKETS_TO_KEEP)


def test_tunnel_options_are_the_engines() -> None:
    hands = [["blue", "blue", "locomotive", "locomotive"], ["green"] * 4]
    state = rigged(TTR_EUROPE, 2, hands, EU_ROW, then=["blue", "white", "black"])
    reply = ask(TTR_EUROPE, state, RouteTarget("munchen-venezia"))
    assert reply.kind is ReplyKind.CHOOSE
    assert ClaimRoute("munchen-venezia", "blue", 0) in reply.actions
    state = play(TTR_EUROPE, state, ClaimRoute("munchen-venezia", "blue", 0))
    legal = TTR_EUROPE.legal_actions(state)
    pays, decline = CTRL.tunnel_options(legal)
    assert pays == [PayTunnel(1)] and decline == DeclineTunnel()
    view = TTR_EUROPE.view(state, 0)
    assert CTRL.tunnel_payment_text(view, pays[0]) == "1 locomotive"


def test_paris_payment_words() -> None:
    assert PARIS_CTRL.names.payment("red", 2, 3) == "1 red + 2 Bus cards"
    assert PARIS_CTRL.names.payment(None, 1, 1) == "1 Bus card"
    assert CTRL.names.payment(None, 3, 3) == "3 locomotives"


# ---------------------------------------------------------------- hover cards
def test_hovering_a_track_tells_its_facts_and_whether_a_click_claims_it() -> None:
    state = rigged(TTR_EUROPE, 2, [["red", "red", "white", "black"], ["green"] * 4], EU_ROW)
    card = hover(TTR_EUROPE, state, RouteTarget("munchen-venezia"))
    assert card.title == "Munchen – Venezia"
    assert card.texts[1] == "2 spaces · blue · 2 points"
    assert any(t.startswith("Tunnel") for t in card.texts)
    assert card.lines[-1].tone is Tone.WARN
    assert card.lines[-1].text == explain(TtrRefusal.NO_PAYMENT)
    card = hover(TTR_EUROPE, state, RouteTarget("bruxelles-paris-red"))
    assert card.lines[-1].text == "Click to claim it" and card.lines[-1].tone is Tone.GOOD
    # Not their turn: seat 1 is told it could pay on its turn, never to click.
    card = hover(TTR_EUROPE, state, RouteTarget("amsterdam-essen"), seat=1)
    assert card.texts[-1] == explain(TtrRefusal.NO_PAYMENT)


def test_hovering_a_claimed_or_closed_track() -> None:
    state = rigged(TTR_EUROPE, 2, [["red"] * 4, ["green"] * 4], EU_ROW)
    state = play(TTR_EUROPE, state, ClaimRoute("bruxelles-paris-red", "red", 0))
    card = hover(TTR_EUROPE, state, RouteTarget("bruxelles-paris-red"))
    assert card.lines[-1].text == "Claimed by Anna"
    assert card.lines[-1].tone is Tone.SEAT and card.lines[-1].seat == 0
    card = hover(TTR_EUROPE, state, RouteTarget("bruxelles-paris-yellow"))
    assert card.lines[-1].text == explain(TtrRefusal.DOUBLE_CLOSED, n=2)


def test_hovering_cities_cards_decks_tickets_and_seats() -> None:
    row = ["white", "locomotive", "orange", "green", "yellow"]
    state = rigged(TTR_EUROPE, 2, [["red"] * 3 + ["blue"], ["green"] * 4], row, then=["pink"])
    n = sum(1 for r in TTR_EUROPE.board.routes.values() if "wien" in (r.a, r.b))
    card = hover(TTR_EUROPE, state, CityTarget("wien"))
    assert card.title == "Wien" and card.texts[1:] == [
        f"{n} routes meet here",
        "Click to build a station here (1 card)",
    ]
    card = hover(TTR_EUROPE, state, FaceUpTarget(1))
    assert card.title == "Locomotive"
    assert card.texts[1:] == ["Wild: taking it face up ends the draw", "Click to take it"]
    assert hover(TTR_EUROPE, state, DECK).texts[-1] == "Click to draw the top card"
    assert hover(TTR_EUROPE, state, TICKET_DECK).texts[-1] == "Click to draw 3 and keep at least 1"
    card = hover(TTR_EUROPE, state, HandTarget("red"))
    assert card.title == "3 × red cards" and card.texts[1].startswith("Can pay for ")
    ticket = TTR_EUROPE.view(state, 0)["tickets"][0]
    assert hover(TTR_EUROPE, state, TicketTarget(ticket)).texts[-2] == (
        "None of its cities is joined yet"
    )
    card = hover(TTR_EUROPE, state, SeatTarget(1))
    assert card.title == "Bob" and "45 trains left" in card.texts
    # Second card: the wild is refused in the engine's words.
    state = play(TTR_EUROPE, state, DrawBlind())
    card = hover(TTR_EUROPE, state, FaceUpTarget(1))
    assert card.texts[1:] == [explain(TtrRefusal.WILD_SECOND_CARD)]
    state = state.copy()
    state.face_up[3] = -1
    assert hover(TTR_EUROPE, state, FaceUpTarget(3)).title == "Empty slot"


def test_an_empty_deck_or_ticket_pile_says_so_where_it_offered_a_draw() -> None:
    """With no card left to draw (the deck and the discards both empty) and no ticket left, the
    piles' hover cards said "Click to draw…" in green; a click there is refused, so they say why."""
    state = rigged(TTR_EUROPE, 2, [["red"] * 3 + ["blue"], ["green"] * 4], EU_ROW).copy()
    state.deck = []
    state.discard = [0] * len(state.discard)
    state.ticket_deck = ()
    assert not any(isinstance(a, (DrawBlind, DrawTickets)) for a in TTR_EUROPE.legal_actions(state))
    deck = hover(TTR_EUROPE, state, DECK)
    assert deck.lines[-1].text == explain(TtrRefusal.DECK_EMPTY)
    assert deck.lines[-1].tone is Tone.WARN
    tickets = hover(TTR_EUROPE, state, TICKET_DECK)
    assert tickets.texts[-2:] == ["0 tickets left", explain(TtrRefusal.TICKET_DECK_EMPTY)]
    assert tickets.lines[-1].tone is Tone.WARN
    # Only what the deck lacks: with cards left the invitation stays.
    full = rigged(TTR_EUROPE, 2, [["red"] * 3 + ["blue"], ["green"] * 4], EU_ROW)
    assert hover(TTR_EUROPE, full, DECK).lines[-1].tone is Tone.GOOD


def test_hovering_an_open_ticket_tells_its_cheapest_way_and_the_cars_still_needed() -> None:
    state = rigged(TTR_EUROPE, 2, [["pink"] * 4, ["green"] * 4], EU_ROW)
    state = give_routes(state, 0, ["madrid-pamplona-black", "pamplona-paris-blue"])
    state = state.copy()
    state.tickets[0] = (TTR_EUROPE.tables.ticket_index["madrid-dieppe"],)
    card = hover(TTR_EUROPE, state, TicketTarget("madrid-dieppe"))
    assert card.title == "Madrid – Dieppe"
    assert card.lines[1:] == (
        Line("Still needed on the cheapest way: 1 train"),
        Line("Cheapest way: Madrid – Pamplona – Paris – Dieppe", Tone.MUTED),
        Line("Joined so far: Madrid, Pamplona, Paris", Tone.GOOD),
        Line(
            "In the row: a dot per city of that way (filled: your routes reach it), then what "
            "is still needed",
            Tone.MUTED,
        ),
    )
    # The rival holds every way into Lisboa: a station must borrow one of them (Europe,
    # "Stations") …
    state = give_routes(state, 1, ["cadiz-lisboa", "lisboa-madrid"])
    state.tickets[0] = (TTR_EUROPE.tables.ticket_index["lisboa-danzig"],)
    card = hover(TTR_EUROPE, state, TicketTarget("lisboa-danzig"))
    assert card.lines[1] == Line(
        "No free way is left: a station must borrow a rival's route", Tone.WARN
    )
    # … and once it is built in Madrid, the card says it is done, not that one is needed …
    built = give_station(state, 0, "madrid")
    card = hover(TTR_EUROPE, built, TicketTarget("lisboa-danzig"))
    assert card.lines[1] == Line("Your station borrows a rival's route on this way", Tone.GOOD)
    # … and with no station left, the ticket is cut off.
    for city in ("berlin", "wien", "roma"):
        state = give_station(state, 0, city)
    card = hover(TTR_EUROPE, state, TicketTarget("lisboa-danzig"))
    assert card.lines[-1] == Line("Cut off: no way is left to join these cities", Tone.WARN)


def test_paris_seat_card_shows_the_flag() -> None:
    state = rigged(TTR_PARIS, 2, [["red", "red"], ["blue", "blue"]], ["white"] * 5)
    card = hover(TTR_PARIS, state, SeatTarget(0))
    assert "15 buses left" in card.texts and card.texts[-1] == "French flag cards: none yet"


def test_every_offered_action_is_legal_in_random_games() -> None:
    """Whatever is clicked or hovered at any point of random games, the controller only ever
    proposes legal actions, and a refusal always has the words of a typed reason."""
    for game, players in ((TTR_EUROPE, 3), (TTR_PARIS, 2)):
        ctrl = TtrController(game)
        board = game.board
        targets: list[Target] = [RouteTarget(r) for r in board.routes]
        targets += [CityTarget(c) for c in board.cities]
        targets += [FaceUpTarget(i) for i in range(5)] + [DECK, TICKET_DECK]
        targets += [HandTarget(c) for c in game.rules.cards]
        targets += [SeatTarget(s) for s in range(players)]
        for step, (state, seat, _action, _after) in enumerate(random_playout(game, players, 5)):
            if step == 120:
                break
            legal = game.legal_actions(state)
            view = game.view(state, seat)
            ctrl.sync(view, legal)
            for target in targets:
                reply = ctrl.click(target, view, legal)
                assert all(a in legal for a in reply.actions), (target, reply)
                if reply.refused:
                    assert isinstance(reply.reason, Refusal)
                    assert reply.message and reply.message != reply.reason
                card = ctrl.describe(target, view)
                assert card is None or card.title
