"""The pass screen's first step addresses the player who just moved ("Anna, before you pass
the device: Your move showed you…"): what their move showed them is said to them, "You drew…",
in English and Polish — never in the third person, never with their own name."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.controller.ttr import DECK
from tabletop.core import GameConfig, Seat
from tabletop.core.i18n import set_language
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tests.support.pilot import click, run_frames

from .tables.ttr.mouse import center_of
from .tables.ttr.test_table import EU_ROW, rig
from .tables.ttr.test_table import start as start_ttr


@pytest.fixture
def polish() -> Iterator[None]:
    set_language("pl")
    yield
    set_language("en")


def _great_tour(app: App) -> PassDeviceScene:
    """Anna and Bartek (humans) and a bot; Anna draws Berlin, Amsterdam, Berlin."""
    colors = [c for _n, c in theme.player_colors("great_tour")]
    seats = [Seat("Anna", colors[0]), Seat("Bartek", colors[1]), Seat("Bot", colors[2], "greedy")]
    rigged = {"regular": ["PAR"] * 9 + ["BER", "AMS", "BER"]}
    match = Match.new("great_tour", GameConfig(3, {"rigged": rigged}), seats, 3)
    table = app.start_match(match)
    run_frames(app, 1)
    click(app, app.top.ready_button)  # type: ignore[attr-defined]
    click(app, table.decks_panel.piles["regular"].center)  # type: ignore[attr-defined]
    scene = app.top
    assert isinstance(scene, PassDeviceScene) and scene.step == "drawn" and scene.seat == 1
    return scene


def test_the_great_tour_drawer_reads_what_they_drew_as_their_own(app: App) -> None:
    scene = _great_tour(app)
    assert scene.drawn == ["You drew Amsterdam, Berlin ×2 from the regular deck"]


def test_the_great_tour_drawer_reads_it_in_polish_too(app: App, polish: None) -> None:
    scene = _great_tour(app)
    assert scene.drawn == ["Dobierasz z talii zwykłych kart: Amsterdam, Berlin ×2"]


def test_the_ticket_to_ride_drawer_reads_the_card_they_drew_as_their_own(app: App) -> None:
    table = start_ttr(
        app,
        agents=(None, None),
        options=rig([["red"] * 4, ["green"] * 4], EU_ROW, ["pink", "blue"] * 3),
    )
    if isinstance(app.top, PassDeviceScene):
        click(app, app.top.ready_button)
    click(app, center_of(table, DECK))
    click(app, center_of(table, DECK))  # the second card ends the turn
    scene = app.top
    assert isinstance(scene, PassDeviceScene) and scene.step == "drawn"
    assert len(scene.drawn) == 1 and scene.drawn[0].startswith("You drew a ")
    assert scene.drawn[0].endswith(" card from the deck") and "P1" not in scene.drawn[0]
