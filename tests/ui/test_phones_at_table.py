"""Phones at the table (issue 24): a seat set to "Human (phone)" on the New game screen is saved
so; its game starts the phones' server only when it opens at the table, and shows a join
screen (a QR code, the typed address, the seat's colour and name, the "Can't connect?" help
with this machine's other addresses); play starts when every phone has joined or the host
starts anyway; an asleep phone is named beside the board, and Re-pair makes a new link (the old
one refused) with its new code; and phones play whole turns beside the big screen, which never
shows a phone seat's hand."""

from __future__ import annotations

import json
import sys
import threading
import urllib.error
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from websockets.sync.client import ClientConnection, connect
from websockets.typing import Origin

from tabletop.core import GameConfig, Seat
from tabletop.games import descriptor
from tabletop.lan import LanAddress, LinkState, Reach
from tabletop.lan.bench import RobotPhone
from tabletop.play import Match, load_save
from tabletop.saves import list_saves
from tabletop.ui import phones as phones_module
from tabletop.ui.app import App
from tabletop.ui.phones import PhoneStrip, TablePhones, qr_surface
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.scenes.phone_join import PhoneJoinScene, help_lines
from tabletop.ui.table import TableScene
from tabletop.ui.textfit import recording, violations
from tests.support.phones import http_get, socket_url
from tests.support.pilot import click, double_click, drawn_texts, press, run_frames, run_until

#: This machine's addresses as the tests see them: two loopback ones (both reach this machine,
#: so a phone on the test's thread can join either).
ADDRESSES = [
    LanAddress("127.0.0.1", "lo", Reach.LOOPBACK),
    LanAddress("127.0.0.2", "lo:2", Reach.LOOPBACK),
]


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(phones_module, "lan_addresses", lambda: list(ADDRESSES))


def hub_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "phone-hub" and t.is_alive()]


def seats_for(game_id: str, kinds: list[str]) -> list[Seat]:
    """ "phone", "human" or an AI level per seat, named Anna, Bartek, …"""
    names = ["Anna", "Bartek", "Celina", "Darek", "Ewa"]
    colours = descriptor(game_id).seat_colors
    return [
        Seat(
            names[i],
            colours[i].hex,
            None if kind in ("phone", "human") else kind,
            kind == "phone",
        )
        for i, kind in enumerate(kinds)
    ]


def open_game(app: App, game_id: str, kinds: list[str], seed: int = 3) -> TableScene:
    match = Match.new(
        game_id, GameConfig(len(kinds), {}), seats_for(game_id, kinds), seed, autosave=False
    )
    match.timed_agents = False
    table = app.start_match(match)
    run_frames(app, 2)
    return table


def join(table: TableScene, seat: int) -> ClientConnection:
    """A phone opens ``seat``'s link (as its page's script does)."""
    phones = table.phones
    assert phones is not None and phones.hub is not None
    origin = Origin(f"http://{phones.hub.host()}")
    socket = connect(socket_url(phones.url(seat)), origin=origin, open_timeout=5)
    return socket.__enter__()  # closed by the test


def dead(url: str) -> bool:
    """Nobody serves ``url`` any more: its token is refused, or its server is gone."""
    try:
        return http_get(url)[0] == 403
    except urllib.error.URLError:
        return True


@pytest.fixture
def sockets() -> Iterator[list[ClientConnection]]:
    opened: list[ClientConnection] = []
    yield opened
    for socket in opened:
        socket.__exit__(None, None, None)


def test_a_seat_played_from_a_phone_is_chosen_on_new_game_and_saved_so(app: App) -> None:
    app.go_to_title()
    click(app, app.top.new_button)
    new_game = app.top
    assert isinstance(new_game, NewGameScene)
    click(app, next(card for card in new_game.cards if card.spec.id == "metro"))
    row = new_game.rows[0]
    click(app, row.player.left_rect())  # ‹ from Human: Human (phone)
    assert row.player.choices[row.player.index][1] == "Human (phone)"
    assert new_game.setups[0].phone and new_game.setups[0].agent is None
    assert hub_threads() == []  # nothing listens before the game opens
    click(app, new_game.start_button)
    join_screen = app.top
    assert isinstance(join_screen, PhoneJoinScene)
    table = join_screen.table
    match = table.match
    assert [seat.phone for seat in match.seats] == [True, False]
    assert len(hub_threads()) == 1
    path = match.save_as("phones")
    with path.open(encoding="utf-8") as file:
        seats = json.load(file)["seats"]
    assert seats[0]["phone"] is True and "phone" not in seats[1]
    loaded = load_save(path)
    assert [seat.phone for seat in loaded.seats] == [True, False]
    loaded.close()
    app.go_to_title()  # the table closes: so does its server
    assert hub_threads() == []


def test_a_loaded_game_with_phone_seats_shows_new_codes(app: App) -> None:
    table = open_game(app, "metro", ["phone", "strong"])
    assert table.phones is not None
    old = table.phones.url(0)
    match = Match.new(
        "metro", GameConfig(2, {}), list(table.match.seats), 3, autosave=False
    )  # the same seats, as a load brings them back
    again = app.start_match(match)
    run_frames(app, 2)
    assert isinstance(app.top, PhoneJoinScene) and again.phones is not None
    assert again.phones.url(0) != old
    assert dead(old)  # the old table's links died with it


def test_the_join_screen_shows_each_phone_seats_code_address_colour_and_name(app: App) -> None:
    table = open_game(app, "ttr_europe", ["phone", "human", "phone"])
    join_screen = app.top
    assert isinstance(join_screen, PhoneJoinScene)
    phones = table.phones
    assert phones is not None and join_screen.seats == [0, 2]
    with recording() as drawn:
        run_frames(app, 1)
    assert violations(drawn) == []  # nothing cut, nothing out of its place
    texts = [text.shown for text in drawn]
    for seat in (0, 2):
        host, _, path = phones.url(seat).removeprefix("http://").partition("/")
        assert {table.seat_name(seat), host, "/" + path} <= set(texts)
        # The code on the screen is the seat's link, module for module.
        modules = phones.qr(seat)
        rect = join_screen.qr_rects[seat]
        image = qr_surface(modules, rect.width)
        cell = image.get_width() // (len(modules) + 8)
        corner = image.get_rect(center=rect.center).topleft
        for y, line in enumerate(modules):
            for x, dark in enumerate(line):
                at = (
                    corner[0] + (x + 4) * cell + cell // 2,
                    corner[1] + (y + 4) * cell + cell // 2,
                )
                assert (app.screen.get_at(at)[:3] == (0, 0, 0)) == dark
        band = join_screen.cards[seat].move(0, 2).midtop
        assert app.screen.get_at(band)[:3] == table.seat_color(seat)
    assert "Can't connect?" in texts
    help_text = " ".join(texts)
    for step in ("Same Wi-Fi", "guest network", "private networks", "VPN", "another address"):
        assert step in help_text
    assert "Human (phone)" not in texts and "Start anyway" in texts


def test_the_standalone_builds_firewall_step_names_the_app_not_python(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The firewall asks about the program that listens: the standalone build's own
    ``tabletop``, with no Python in sight; "tabletop (Python)" sent its player looking for a
    name the dialog never shows. From source it is Python, and the step says so."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    open_game(app, "metro", ["phone", "strong"])
    assert isinstance(app.top, PhoneJoinScene)
    with recording() as drawn:
        run_frames(app, 1)
    help_text = " ".join(text.shown for text in drawn)
    assert "Firewall: allow tabletop on private networks when asked." in help_text
    assert "Python" not in help_text
    monkeypatch.delattr(sys, "frozen")
    assert "Firewall: allow tabletop (Python) on private networks when asked." in help_lines()


def test_another_address_of_this_computer_gives_every_seat_a_new_code(app: App) -> None:
    table = open_game(app, "metro", ["phone", "phone"])
    join_screen = app.top
    assert isinstance(join_screen, PhoneJoinScene) and table.phones is not None
    old = table.phones.url(1)
    assert "127.0.0.1" in old
    click(app, join_screen.address_choice.right_rect())
    new = table.phones.url(1)
    assert "127.0.0.2" in new and new != old
    assert http_get(new)[0] == 200
    assert len(hub_threads()) == 1  # the old server stopped


def test_play_starts_once_every_phone_has_joined(app: App, sockets: list[ClientConnection]) -> None:
    table = open_game(app, "metro", ["phone", "phone"])
    assert isinstance(app.top, PhoneJoinScene)
    sockets.append(join(table, 1))
    run_frames(app, 5)
    assert isinstance(app.top, PhoneJoinScene)  # seat 0 is not there yet
    sockets.append(join(table, 0))
    run_until(app, lambda: app.top is table, seconds=5)


def test_start_anyway_plays_on_while_a_phone_seat_waits(app: App) -> None:
    table = open_game(app, "metro", ["strong", "phone", "strong"])
    join_screen = app.top
    assert isinstance(join_screen, PhoneJoinScene)
    run_frames(app, 5)
    assert table.match.ply == 0  # the game waits under the join screen
    click(app, join_screen.start_button)
    assert app.top is table
    run_until(app, lambda: table.match.to_act() == 1, seconds=10)  # the AI before it played
    strip = next(w for w in table.widgets if isinstance(w, PhoneStrip))
    assert strip.down() == [1]
    run_frames(app, 3)
    assert table.viewer is None  # the phone seat's hand is never on the big screen
    assert table.passing_to is None  # no pass screen for a phone seat


def test_an_asleep_phone_is_named_beside_the_board(
    app: App, sockets: list[ClientConnection], monkeypatch: pytest.MonkeyPatch
) -> None:
    table = open_game(app, "ttr_europe", ["phone", "strong"])
    socket = join(table, 0)
    run_until(app, lambda: app.top is table, seconds=5)
    assert "Anna's phone is asleep" not in drawn_texts(monkeypatch, app)
    socket.__exit__(None, None, None)  # the phone is locked: its socket drops
    assert table.phones is not None
    run_until(app, lambda: table.phones.link(0) is LinkState.ASLEEP, seconds=5)
    texts = drawn_texts(monkeypatch, app)
    assert "Anna's phone is asleep" in texts and "Re-pair" in texts


def test_repair_beside_the_board_shows_a_new_code_and_closes_the_old_link(
    app: App, sockets: list[ClientConnection]
) -> None:
    table = open_game(app, "metro", ["phone", "strong"])
    phones = table.phones
    assert isinstance(phones, TablePhones)
    click(app, app.top.start_button)  # start anyway: the phone has not joined
    old = phones.url(0)
    strip = next(w for w in table.widgets if isinstance(w, PhoneStrip))
    run_frames(app, 1)
    click(app, strip.buttons[0])
    screen = app.top
    assert isinstance(screen, PhoneJoinScene) and screen.seats == [0]
    new = phones.url(0)
    assert new != old
    assert dead(old) and http_get(new)[0] == 200
    sockets.append(join(table, 0))
    run_until(app, lambda: app.top is table, seconds=5)  # joined: back to the game


#: The games played from phones beside the table, and their fewest players.
GAMES = [("ttr_europe", 2), ("ttr_paris", 2), ("metro", 2), ("great_tour", 3)]


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_phones_play_three_turns_beside_a_big_screen_that_shows_no_hand(
    app: App, game_id: str, players: int
) -> None:
    kinds = ["phone"] * players
    match = Match.new(
        game_id, GameConfig(players, {}), seats_for(game_id, kinds), 11, autosave=False
    )
    table = app.start_match(match)
    phones = table.phones
    assert phones is not None and phones.hub is not None
    seats = range(players)
    robots = [RobotPhone(phones.url(s), phones.hub.host(), 40 + s, pause=0.0) for s in seats]
    for robot in robots:
        robot.start()
    try:
        run_until(app, lambda: app.top is table, seconds=5)
        seen: list[int] = []

        def three_turns_each() -> bool:
            # The big screen, frame after frame: the view for no seat, no pass screen.
            assert table.viewer is None and table.passing_to is None
            assert table.view == match.view(None)
            seen.append(match.ply)
            movers = [seat for seat, _action, _events in match.history]
            return all(movers.count(seat) >= 3 for seat in seats) and len(set(seen)) > 3

        run_until(app, three_turns_each, seconds=30)
    finally:
        for robot in robots:
            robot.stop()
    assert all(robot.received for robot in robots)
    assert not any(isinstance(s, PhoneJoinScene) for s in app.stack)
    pygame.event.clear()


def test_a_hot_seat_human_beside_phones_still_gets_the_pass_screen(app: App) -> None:
    table = open_game(app, "metro", ["phone", "human"])
    click(app, app.top.start_button)
    match = table.match
    assert match.to_act() == 0 and table.viewer is None  # the phone's turn: no hand shown
    match.submit(match.legal_actions()[0])  # as the phone's tap arrives
    run_frames(app, 3)
    assert isinstance(app.top, PassDeviceScene) and table.passing_to == 1
    assert table.viewer is None  # the human's hand waits for them behind the pass screen


def _to_the_join_screen(app: App) -> tuple[NewGameScene, PhoneJoinScene]:
    """New game: Metro, the first seat on a phone and named, then Start game."""
    app.go_to_title()
    click(app, app.top.new_button)
    new_game = app.top
    assert isinstance(new_game, NewGameScene)
    click(app, next(card for card in new_game.cards if card.spec.id == "metro"))
    click(app, new_game.rows[0].player.left_rect())  # ‹ from Human: Human (phone)
    new_game.setups[0].name, new_game.setups[0].named = "Zofia", True
    click(app, new_game.start_button)
    join_screen = app.top
    assert isinstance(join_screen, PhoneJoinScene)
    return new_game, join_screen


@pytest.mark.parametrize("how", ["click", "double click", "escape"])
def test_back_on_the_join_screen_returns_to_new_game_with_its_seats(app: App, how: str) -> None:
    """A game started by mistake: Back (or Esc, which leaves a screen everywhere else and never
    starts anything) closes it unplayed and shows New game as it was; the server stops, no
    file is left to continue; the bounce of a double click does not press New game's Back."""
    new_game, join_screen = _to_the_join_screen(app)
    before = [(s.name, s.agent, s.phone) for s in new_game.setups]
    assert join_screen.back_button.visible
    if how == "escape":
        press(app, pygame.K_ESCAPE)
    elif how == "double click":
        double_click(app, join_screen.back_button)
    else:
        click(app, join_screen.back_button)
    assert app.top is new_game and app.table() is None
    assert [(s.name, s.agent, s.phone) for s in new_game.setups] == before
    assert new_game.game_id == "metro" and new_game.setups[0].phone
    assert hub_threads() == []
    assert list_saves() == []


def test_a_game_not_set_up_on_new_game_has_no_back_to_it(app: App) -> None:
    table = open_game(app, "metro", ["phone", "strong"])
    join_screen = app.top
    assert isinstance(join_screen, PhoneJoinScene) and not join_screen.back_button.visible
    press(app, pygame.K_ESCAPE)  # its one way on: into the game
    assert app.top is table


def test_the_help_steps_stand_apart_from_their_heading(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Can't connect?" has a gap under it before its steps, as every panel's heading does."""
    from tabletop.ui import theme

    open_game(app, "metro", ["phone", "strong"])
    join_screen = app.top
    assert isinstance(join_screen, PhoneJoinScene)
    drawn: dict[str, pygame.Rect] = {}
    text, block = theme.text, theme.text_block

    def spy_text(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn[words] = text(surface, words, *args, **kwargs)
        return drawn[words]

    def spy_block(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> Any:
        drawn["steps"] = pygame.Rect(args[2])  # role, colour, then the box the steps fill
        return block(surface, words, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy_text)
    monkeypatch.setattr(theme, "text_block", spy_block)
    join_screen.draw(pygame.Surface((1280, 800)))
    heading = drawn["Can't connect?"]
    assert drawn["steps"].top - heading.bottom >= theme.px(theme.Space.S)
