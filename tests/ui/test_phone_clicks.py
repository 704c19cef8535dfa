"""A phone seat's player clicks the big screen (issue 24): while the seat is to act, a click on a
public target — a route, a face-up card, a square, a ticket — is that seat's move, played at
once when it is the one move there and needs no private choice, else finished on the seat's
phone (how to pay, which way to turn the tile) with Cancel; a click with no move is refused in
neutral words on the big screen and with the reason on the phone; an undo makes the phone's
question stale. And never, through all of this, does the big screen show the seat's hand.

The phones here are Python WebSocket clients on the test's thread (``tests.support.phones``);
their waits run the window's frames, so every wait has a deadline.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from tabletop.controller.great_tour.targets import TicketTarget
from tabletop.controller.metro.targets import CellTarget
from tabletop.controller.reply import Target
from tabletop.controller.ttr.targets import DECK, FaceUpTarget, RouteTarget
from tabletop.core import Action, GameConfig, decode_action
from tabletop.games.great_tour import BeginJourney, DrawCards, Pay
from tabletop.games.metro import PlaceTile
from tabletop.games.ttr import ClaimRoute, DrawBlind, DrawFaceUp, DrawTickets, KeepTickets
from tabletop.lan import LanAddress, PhoneHub, PhoneSession, Reach
from tabletop.play import Match
from tabletop.ui import phones as phones_module
from tabletop.ui.app import App
from tabletop.ui.phones import PhoneStrip
from tabletop.ui.table import TableScene
from tabletop.ui.textfit import recording
from tests.support.phones import Message, Phone
from tests.support.pilot import click, run_frames, run_until
from tests.ui.test_phones_at_table import seats_for

ADDRESSES = [LanAddress("127.0.0.1", "lo", Reach.LOOPBACK)]


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(phones_module, "lan_addresses", lambda: list(ADDRESSES))


class AtTable:
    """The window's table as the owner a test phone talks to: a phone's waits run frames,
    and every frame checks that the big screen shows only the public view."""

    def __init__(self, app: App, table: TableScene) -> None:
        self.app = app
        self.table = table
        self.frames = 0

    @property
    def hub(self) -> PhoneHub:
        assert self.table.phones is not None and self.table.phones.hub is not None
        return self.table.phones.hub

    @property
    def session(self) -> PhoneSession:
        assert self.table.phones is not None and self.table.phones.session is not None
        return self.table.phones.session

    def pump(self) -> None:
        run_frames(self.app, 1)
        self.frames += 1
        table = self.table
        assert table.viewer is None and table.passing_to is None
        assert table.view == table.match.view(None)


@pytest.fixture
def at_table(app: App) -> Iterator[Callable[..., tuple[AtTable, list[Phone]]]]:
    """Opens a game with the given seats; every phone seat's phone joins."""
    phones: list[Phone] = []

    def open_at_table(
        game_id: str, kinds: list[str], seed: int = 5, options: dict[str, Any] | None = None
    ) -> tuple[AtTable, list[Phone]]:
        match = Match.new(
            game_id,
            GameConfig(len(kinds), options or {}),
            seats_for(game_id, kinds),
            seed,
            autosave=False,
        )
        match.timed_agents = False
        table = app.start_match(match)
        run_frames(app, 2)
        owner = AtTable(app, table)
        assert table.phones is not None
        for seat in table.phones.seats:
            phones.append(Phone(owner, table.phones.url(seat)))
        run_until(app, lambda: app.top is table, seconds=5)
        return owner, phones

    yield open_at_table
    for phone in phones:
        phone.close()
    pygame.event.clear()


def advance(
    owner: AtTable, ready: Callable[[list[Action]], bool], prefer: Callable[[Action], bool]
) -> None:
    """Play moves (as the seats' phones would) until the seat to act may make ``ready``'s
    move: each seat plays what ``prefer`` picks first, else its first legal move."""
    match = owner.table.match
    for _ in range(80):
        seat = match.to_act()
        assert seat is not None, "the game ended first"
        if not match.seats[seat].is_human:  # an AI seat: the table lets it play
            run_until(owner.app, lambda ai=seat: match.to_act() != ai, seconds=20)
            continue
        legal = list(match.legal_actions())
        if ready(legal):
            run_frames(owner.app, 2)
            return
        match.submit(next((a for a in legal if prefer(a)), legal[0]))
    raise AssertionError("the seat to act never could make the move wanted")


def spot(table: TableScene, target: Target) -> tuple[int, int]:
    """A point of the big screen where the pointer is over ``target``."""
    rect = table.rect_of(target)
    assert rect is not None, f"{target} is not on the table"
    for y in range(rect.top, rect.bottom, 2):
        for x in range(rect.left, rect.right, 2):
            if table.target_at((x, y)) == target:
                return (x, y)
    raise AssertionError(f"no point of {rect} is over {target}")


def asked(phone: Phone) -> Message:
    """The phone's page once it asks to finish a move clicked on the big screen."""
    return phone.wait(lambda m: m["type"] == "view" and bool((m["prompt"] or {}).get("cancel")))


def offered(page: Message, game: Any) -> list[Action]:
    """The moves the page's prompt offers, as actions."""
    return [
        decode_action(game.action_types, page["moves"][i]["action"])
        for i in page["prompt"]["moves"]
    ]


def strip_lines(table: TableScene) -> list[str]:
    strip = next(w for w in table.widgets if isinstance(w, PhoneStrip))
    return [words for _seat, words, _repair in strip.shown()]


def ttr_ready_to_claim(
    owner: AtTable, also: Callable[[], bool] = lambda: True
) -> tuple[str, list[ClaimRoute]]:
    """Draw cards until seat 0 may pay for some route in two ways (and ``also`` holds); that
    route and its ways to pay."""
    match = owner.table.match

    def choices(legal: list[Action]) -> dict[str, list[ClaimRoute]]:
        ways: dict[str, list[ClaimRoute]] = {}
        for action in legal:
            if isinstance(action, ClaimRoute):
                ways.setdefault(action.route, []).append(action)
        return {route: w for route, w in ways.items() if len(w) >= 2}

    def ready(legal: list[Action]) -> bool:
        return match.to_act() == 0 and bool(choices(legal)) and also()

    def prefer(action: Action) -> bool:
        return isinstance(action, KeepTickets | DrawBlind)

    advance(owner, ready, prefer)
    route, ways = next(iter(choices(list(match.legal_actions())).items()))
    return route, ways


# ---------------------------------------------------------------------- Ticket to Ride
def test_a_phone_seat_claims_a_route_on_the_big_screen_and_chooses_the_payment_on_its_phone(
    at_table: Callable[..., tuple[AtTable, list[Phone]]],
) -> None:
    owner, phones = at_table("ttr_europe", ["phone", "phone"])
    table, match = owner.table, owner.table.match
    route, ways = ttr_ready_to_claim(owner)
    with recording() as drawn:
        click(owner.app, spot(table, RouteTarget(route)), frames=2)
        assert match.history[-1][1] not in ways  # nothing played: the phone chooses
        assert table.phones is not None and table.phones.asking(0) is not None
        assert strip_lines(table) == ["Anna: choose how to pay on your phone"]
        page = asked(phones[0])
        assert page["prompt"]["title"] == "Choose how to pay"
        assert sorted(map(str, offered(page, match.game))) == sorted(map(str, ways))
        labels = [page["moves"][i]["label"] for i in page["prompt"]["moves"]]
        choice = offered(page, match.game)[1]
        phones[0].act(page, page["moves"][page["prompt"]["moves"][1]]["action"])
        run_until(owner.app, lambda: match.history[-1][1] == choice, seconds=5)
        owner.pump()
        assert table.phones.asking(0) is None and strip_lines(table) == []
    # The big screen never named a way to pay (the cards of the hand), nor any card in hand.
    texts = " | ".join(text.value for text in drawn)
    for label in labels:
        assert label not in texts


def test_a_phone_seats_face_up_draw_on_the_big_screen_is_played_at_once(
    at_table: Callable[..., tuple[AtTable, list[Phone]]],
) -> None:
    owner, phones = at_table("ttr_europe", ["phone", "phone"])
    table, match = owner.table, owner.table.match

    def ready(legal: list[Action]) -> bool:
        return match.to_act() == 0 and any(isinstance(a, DrawFaceUp) for a in legal)

    advance(owner, ready, lambda a: isinstance(a, KeepTickets))
    slot = next(a.slot for a in match.legal_actions() if isinstance(a, DrawFaceUp))
    ply = match.ply
    click(owner.app, spot(table, FaceUpTarget(slot)), frames=2)
    assert match.ply == ply + 1 and match.history[-1][:2] == (0, DrawFaceUp(slot))
    assert table.phones is not None and table.phones.asking(0) is None
    # The second card is the phone's to draw too, here from the deck on the big screen.
    assert match.to_act() == 0
    click(owner.app, spot(table, DECK), frames=2)
    assert match.history[-1][:2] == (0, DrawBlind())


def test_a_phone_seat_claims_a_paris_route_on_the_big_screen(
    at_table: Callable[..., tuple[AtTable, list[Phone]]],
) -> None:
    owner, phones = at_table("ttr_paris", ["phone", "phone"])
    table, match = owner.table, owner.table.match

    def ready(legal: list[Action]) -> bool:
        return match.to_act() == 0 and any(isinstance(a, ClaimRoute) for a in legal)

    advance(owner, ready, lambda a: isinstance(a, KeepTickets | DrawBlind))
    claims = [a for a in match.legal_actions() if isinstance(a, ClaimRoute)]
    route = claims[0].route
    ways = [a for a in claims if a.route == route]
    click(owner.app, spot(table, RouteTarget(route)), frames=2)
    if len(ways) > 1:  # the phone says how to pay
        page = asked(phones[0])
        phones[0].act(page, page["moves"][page["prompt"]["moves"][0]]["action"])
    run_until(owner.app, lambda: isinstance(match.history[-1][1], ClaimRoute), seconds=5)
    seat, action, _events = match.history[-1]
    assert seat == 0 and action in ways


def test_cancel_on_the_phone_or_another_click_withdraws_the_move_clicked_on_the_big_screen(
    at_table: Callable[..., tuple[AtTable, list[Phone]]],
) -> None:
    owner, phones = at_table("ttr_europe", ["phone", "phone"])
    table, match = owner.table, owner.table.match
    route, _ways = ttr_ready_to_claim(owner)
    ply = match.ply
    click(owner.app, spot(table, RouteTarget(route)), frames=2)
    page = asked(phones[0])
    phones[0].send({"type": "cancel", "version": page["version"]})
    phones[0].wait(lambda m: m["type"] == "view" and m["prompt"] is None)
    assert table.phones is not None and table.phones.asking(0) is None
    assert strip_lines(table) == [] and match.ply == ply
    # Asked again; a second click on the same route on the big screen takes it back.
    click(owner.app, spot(table, RouteTarget(route)), frames=2)
    asked(phones[0])
    click(owner.app, spot(table, RouteTarget(route)), frames=2)
    phones[0].wait(lambda m: m["type"] == "view" and m["prompt"] is None)
    assert table.phones.asking(0) is None and match.ply == ply


def test_a_click_with_no_move_is_refused_in_neutral_words_and_the_phone_hears_why(
    at_table: Callable[..., tuple[AtTable, list[Phone]]],
) -> None:
    owner, phones = at_table("ttr_europe", ["phone", "phone"])
    table, match = owner.table, owner.table.match

    def turn_begins(legal: list[Action]) -> bool:  # no sub-step: a claim would be allowed
        return match.to_act() == 0 and DrawTickets() in legal

    advance(owner, turn_begins, lambda a: isinstance(a, KeepTickets | DrawBlind))
    claimable = {a.route for a in match.legal_actions() if isinstance(a, ClaimRoute)}
    route = next(r for r in sorted(match.game.board.routes) if r not in claimable)
    ply = match.ply
    click(owner.app, spot(table, RouteTarget(route)), frames=2)
    assert match.ply == ply
    assert owner.app.toasts[-1].text == "Not possible now — see your phone."
    notice = phones[0].notice()
    reason = table.controller.click(RouteTarget(route), match.view(0), match.legal_actions())
    assert notice["text"] == reason.message != ""  # the reason, on the phone only


def test_a_phone_prompt_from_the_big_screen_goes_stale_after_an_undo(
    at_table: Callable[..., tuple[AtTable, list[Phone]]],
) -> None:
    owner, phones = at_table("ttr_europe", ["phone", "random"])
    table, match = owner.table, owner.table.match
    # Seat 0 has moved and the AI replied: its Undo may take both back.
    route, _ways = ttr_ready_to_claim(owner, lambda: match.undo_refusal(0) is None)
    ply = match.ply
    click(owner.app, spot(table, RouteTarget(route)), frames=2)
    page = asked(phones[0])
    phones[0].send({"type": "undo", "version": page["version"]})
    run_until(owner.app, lambda: match.ply < ply, seconds=5)
    owner.pump()
    assert table.phones is not None and table.phones.asking(0) is None
    assert strip_lines(table) == []
    later = phones[0].wait(lambda m: m["type"] == "view" and m["version"] > page["version"])
    assert not (later["prompt"] or {}).get("cancel")
    # The payment tapped on the stale prompt is refused and changes nothing.
    undone = match.ply
    phones[0].act(page, page["moves"][page["prompt"]["moves"][0]]["action"])
    notice = phones[0].notice()
    assert "moved on" in notice["text"] and match.ply == undone


# ---------------------------------------------------------------------- Metro
def test_a_phone_seat_places_its_tile_by_clicking_a_square_and_turns_it_on_its_phone(
    at_table: Callable[..., tuple[AtTable, list[Phone]]],
) -> None:
    owner, phones = at_table("metro", ["phone", "phone"], options={"rotation": True})
    table, match = owner.table, owner.table.match
    assert match.to_act() == 0
    places = [a for a in match.legal_actions() if isinstance(a, PlaceTile)]
    cells: dict[tuple[int, int], list[PlaceTile]] = {}
    for action in places:
        cells.setdefault((action.row, action.col), []).append(action)
    (row, col), turns = next((c, t) for c, t in sorted(cells.items()) if len(t) >= 2)
    with recording() as drawn:
        click(owner.app, spot(table, CellTarget(row, col)), frames=2)
        assert table.phones is not None and table.phones.asking(0) is not None
        assert strip_lines(table) == ["Anna: choose your move on your phone"]
        page = asked(phones[0])
        assert sorted(map(str, offered(page, match.game))) == sorted(map(str, turns))
        choice = offered(page, match.game)[-1]
        phones[0].act(page, page["moves"][page["prompt"]["moves"][-1]]["action"])
        run_until(owner.app, lambda: match.ply == 1, seconds=5)
    assert match.history[-1][:2] == (0, choice)
    tile = choice.tile
    assert all(tile not in text.value for text in drawn)  # the tile's id never on screen


def test_a_phone_seats_one_move_on_a_square_is_played_at_once(
    at_table: Callable[..., tuple[AtTable, list[Phone]]],
) -> None:
    owner, _phones = at_table("metro", ["phone", "phone"])
    table, match = owner.table, owner.table.match
    place = next(a for a in match.legal_actions() if isinstance(a, PlaceTile))
    click(owner.app, spot(table, CellTarget(place.row, place.col)), frames=2)
    assert match.history[-1][:2] == (0, place)


# ---------------------------------------------------------------------- The Great Tour
def test_a_phone_seat_sets_out_with_a_ticket_clicked_on_the_big_screen_and_pays_on_its_phone(
    at_table: Callable[..., tuple[AtTable, list[Phone]]],
) -> None:
    owner, phones = at_table("great_tour", ["phone", "phone", "phone"])
    table, match = owner.table, owner.table.match

    def ready(legal: list[Action]) -> bool:
        return match.to_act() == 0 and any(
            isinstance(a, BeginJourney) and a.ticket in match.view(None)["active"] for a in legal
        )

    advance(owner, ready, lambda a: isinstance(a, DrawCards))
    begins = [
        a
        for a in match.legal_actions()
        if isinstance(a, BeginJourney) and a.ticket in match.view(None)["active"]
    ]
    ticket = begins[0].ticket
    journeys = [a for a in begins if a.ticket == ticket]
    with recording() as drawn:
        click(owner.app, spot(table, TicketTarget(ticket)), frames=2)
        if len(journeys) > 1:  # which journey: asked on the phone
            page = asked(phones[0])
            assert sorted(map(str, offered(page, match.game))) == sorted(map(str, journeys))
            phones[0].act(page, page["moves"][page["prompt"]["moves"][0]]["action"])
        run_until(owner.app, lambda: isinstance(match.history[-1][1], BeginJourney), seconds=5)
        # The cards it is paid with are chosen on the phone, card by card.
        paid: list[str] = []
        while match.view(None)["journey"] is not None:
            page = phones[0].wait(
                lambda m: (
                    m["type"] == "view"
                    and m["version"] == owner.session.version
                    and (m["prompt"] or {}).get("kind") == "moves"
                )
            )
            pays = [
                page["moves"][i]
                for i in page["prompt"]["moves"]
                if page["moves"][i]["action"]["kind"] == Pay.kind
            ]
            paid.append(pays[0]["label"])
            before = match.ply
            phones[0].act(page, pays[0]["action"])
            run_until(owner.app, lambda ply=before: match.ply > ply, seconds=5)
    assert paid and match.history[-1][0] == 0
    texts = " | ".join(text.value for text in drawn)
    assert not any(label in texts for label in paid)
