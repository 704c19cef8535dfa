"""Choosing how to pay with a big hand: every way the engine offers fits the window (rows, or
per-colour tiles that scroll when even they do not fit), nothing is drawn over anything else,
no text is cut, and every way can be reached with the keyboard — for claims, stations and a
tunnel's extra cards."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.controller.ttr import CityTarget
from tabletop.games.ttr import BuildStation, ClaimRoute, DeclineTunnel, PayTunnel
from tabletop.ui.app import App
from tabletop.ui.tables.ttr.modals import ActionChooser
from tabletop.ui.tables.ttr.payment import PaymentPicker, PayOption
from tabletop.ui.tables.ttr.table import TtrTable
from tabletop.ui.tables.ttr.tunnel import TunnelChooser
from tests.support.pilot import click, headless_app, press, run_frames, run_until, scene_texts

from .hands import GRAY_TWO, NINE_KINDS, TWELVE_WAYS, cards, table_with_hand
from .mouse import city_point, route_point

SIZES = [(960, 600), (1280, 800), (1920, 1080)]


def open_chooser(app: App, table: TtrTable, route: str) -> ActionChooser:
    click(app, route_point(table, route))
    chooser = app.top
    assert isinstance(chooser, ActionChooser)
    return chooser


def assert_fits(
    monkeypatch: pytest.MonkeyPatch, app: App, chooser: ActionChooser | TunnelChooser
) -> None:
    """The dialog is whole in the window; every way is whole in the dialog (or scrolled in
    reach), none overlaps another or a button; no text is cut short."""
    window = pygame.Rect((0, 0), app.size)
    assert window.contains(chooser.panel), (chooser.panel, app.size)
    picker = chooser.picker
    assert chooser.panel.contains(picker.rect)
    buttons = [w.rect for w in chooser.widgets if w is not picker and w.visible]
    shown = [i for i in range(len(picker.options)) if picker.shows(i)]
    if not picker.scrolls:
        assert shown == list(range(len(picker.options)))
    for i in shown:
        rect = picker.option_rect(i)
        assert chooser.panel.contains(rect)
        assert not any(rect.colliderect(b) for b in buttons), f"way {i} under a button"
    for a, b in itertools.combinations(shown, 2):
        assert not picker.option_rect(a).colliderect(picker.option_rect(b)), (a, b)
    for b in buttons:
        assert chooser.panel.contains(b)
    texts = scene_texts(monkeypatch, chooser, app.size)
    assert not [t for t in texts if t.endswith("…")], "a text was cut"
    assert " ".join(chooser.title_lines) == chooser.title


@pytest.mark.parametrize("size", SIZES)
def test_twelve_ways_to_pay_fit_the_window(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    with headless_app(size, autosave=False) as app:
        table = table_with_hand(app, TWELVE_WAYS)
        chooser = open_chooser(app, table, GRAY_TWO)
        assert len(chooser.options) == 12
        assert_fits(monkeypatch, app, chooser)
        last = chooser.options[-1].action
        assert last == ClaimRoute(GRAY_TWO, None, 2)
        click(app, chooser.picker.option_rect(11).center)  # selects it
        assert chooser.picker.focused is not None and chooser.picker.focused.action == last
        click(app, chooser.pay.rect.center)
        assert table.match.log[-1] == (0, last)


@pytest.mark.parametrize("size", SIZES)
def test_all_nine_kinds_of_card_fit(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    with headless_app(size, autosave=False) as app:
        table = table_with_hand(app, NINE_KINDS)
        chooser = open_chooser(app, table, GRAY_TWO)
        assert len(chooser.options) == 17
        assert_fits(monkeypatch, app, chooser)


def test_every_way_is_reached_with_the_keyboard() -> None:
    with headless_app((960, 600), autosave=False) as app:
        table = table_with_hand(app, TWELVE_WAYS)
        chooser = open_chooser(app, table, GRAY_TWO)
        picker = chooser.picker
        seen = [picker.focus]
        for _ in range(11):
            press(app, pygame.K_RIGHT)
            seen.append(picker.focus)
        assert seen == list(range(12))
        # More than nine ways: a digit picks the colour's line, ← → how many locomotives.
        press(app, pygame.K_3)
        assert picker.options[picker.focus].action == ClaimRoute(GRAY_TWO, "yellow", 0)
        press(app, pygame.K_DOWN)
        assert picker.options[picker.focus].action == ClaimRoute(GRAY_TWO, "green", 0)
        press(app, pygame.K_RIGHT)
        assert picker.options[picker.focus].action == ClaimRoute(GRAY_TWO, "green", 1)
        press(app, pygame.K_RETURN)
        assert app.top is table
        assert table.match.log[-1] == (0, ClaimRoute(GRAY_TWO, "green", 1))


def test_the_focused_way_is_spelled_out_beside_cancel(monkeypatch: pytest.MonkeyPatch) -> None:
    with headless_app((960, 600), autosave=False) as app:
        table = table_with_hand(app, TWELVE_WAYS)
        chooser = open_chooser(app, table, GRAY_TWO)
        assert chooser.picker.tiles  # twelve ways: compact tiles, their words on focus
        press(app, pygame.K_RIGHT)
        texts = scene_texts(monkeypatch, chooser, app.size)
        assert "Pay 1 red + 1 locomotive" in texts, texts[-6:]


def test_ways_beyond_the_room_scroll_into_reach() -> None:
    """More ways than any window holds: the grid scrolls, and the keyboard and the mouse wheel
    bring every way into view."""
    with headless_app((960, 600), autosave=False) as app:
        table = table_with_hand(app, NINE_KINDS)
        options = [
            PayOption(ClaimRoute(GRAY_TWO, colour, wilds), colour, wilds, 8, f"{colour} {wilds}")
            for colour in ("red", "orange", "yellow", "green", "blue", "pink", "white", "black")
            for wilds in range(8)
        ]
        chosen: list[PayOption] = []
        picker = PaymentPicker(options, table.rules.wild, chosen.append, table.art)
        height = picker.fit(400, 200)
        assert picker.tiles and height == 200
        picker.place(pygame.Rect(20, 20, 400, height))
        assert picker.scrolls and not picker.shows(len(options) - 1)
        for _ in range(len(options) - 1):
            picker.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
            assert picker.shows(picker.focus)
        assert picker.focus == len(options) - 1
        picker.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        assert chosen == [options[-1]]
        picker.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=picker.rect.center, rel=(0, 0)))
        for _ in range(40):
            picker.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
        assert picker.scroll == 0 and picker.shows(0)


def test_a_station_is_paid_with_a_number_key(monkeypatch: pytest.MonkeyPatch) -> None:
    with headless_app((960, 600), autosave=False) as app:
        table = table_with_hand(app, NINE_KINDS)
        click(app, city_point(table, "wien"))
        chooser = app.top
        assert isinstance(chooser, ActionChooser) and chooser.target == CityTarget("wien")
        assert len(chooser.options) == 9  # one card of any colour, or one locomotive
        assert_fits(monkeypatch, app, chooser)
        press(app, pygame.K_9)  # selects the ninth way; Enter pays it
        press(app, pygame.K_RETURN)
        assert table.match.log[-1] == (0, BuildStation("wien", None, 1))


def tunnel(app: App) -> tuple[TtrTable, TunnelChooser]:
    """Seat 0 claims the gray tunnel Angora – Constantinople with two red cards; the deck
    turns red, locomotive, blue: two more cards (red or locomotives), paid in two ways."""
    table = table_with_hand(
        app, cards(red=3, locomotive=3), then=["red", "locomotive", "blue"], seed=5
    )
    chooser = open_chooser(app, table, "angora-constantinople")
    press(app, pygame.K_1)  # two red
    press(app, pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, TunnelChooser), 5.0)
    top = app.top
    assert isinstance(top, TunnelChooser) and chooser is not top
    assert top.pays == [PayTunnel(1), PayTunnel(2)]
    return table, top


def test_the_tunnels_extra_cards_are_paid_with_the_keyboard(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with headless_app((960, 600), autosave=False) as app:
        table, chooser = tunnel(app)
        assert_fits(monkeypatch, app, chooser)
        press(app, pygame.K_2)
        assert table.match.log[-1] == (0, PayTunnel(2))
        assert table.match.view(None)["routes"]["angora-constantinople"] == 0


def test_the_tunnel_is_given_up_with_the_keyboard() -> None:
    with headless_app((960, 600), autosave=False) as app:
        table, chooser = tunnel(app)
        press(app, pygame.K_DOWN)  # the second way
        assert chooser.picker.focus == 1 and not chooser.decline_focused
        press(app, pygame.K_DOWN)  # past the last way: "give up"
        assert chooser.decline_focused
        run_frames(app, 1)
        press(app, pygame.K_RETURN)
        assert table.match.log[-1] == (0, DeclineTunnel())
