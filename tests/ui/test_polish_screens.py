"""Every screen converted in round one of issue 12, in Polish, at the smallest window (960×600)
and the default one (1280×800): no word cut short and none drawn outside the window
(``tests/support/textfit.py``). Polish runs 20–30% longer than English; the layouts make room.

Round two adds the screens it converts (title, settings, load, pass-the-device, menu, dialogs,
the Ticket to Ride and Great Tour tables) to ``SCREENS``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.controller.metro import CellTarget, PoolTarget, StationTarget
from tabletop.core import GameConfig, Seat
from tabletop.core.i18n import set_language
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.crash import CrashScene, SaveStatus
from tabletop.ui.scenes.about import AboutScene
from tabletop.ui.scenes.desktop_offer import DesktopOfferDialog
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.rules import open_rules
from tabletop.ui.tables.metro import MetroTable
from tests.support.pilot import headless_app, hover, run_frames
from tests.support.textfit import watch_text

SIZES = [(960, 600), (1280, 800)]
#: Names the players typed or the boards print: a screen may cut those on purpose.
NAMES = ("Komputer ", "Gracz ", "Łucja Wiśniewska-Zając")


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def app(request: pytest.FixtureRequest) -> Iterator[App]:
    set_language("pl")
    with headless_app(request.param, autosave=False) as application:
        application.go_to_title()
        yield application
    set_language("en")


def _metro(app: App, players: int, *, finished: bool = False) -> MetroTable:
    colours = theme.player_colors("metro")
    seats = [
        Seat("Łucja Wiśniewska-Zając" if i == 0 else f"Komputer {i + 1}", colours[i][1], a)
        for i, a in enumerate([None] + ["greedy"] * (players - 1))
    ]
    match = Match.new("metro", GameConfig(players, {"hand_size": 3, "rotation": True}), seats, 4)
    while not match.is_over() and (finished or match.ply < 40):
        seat = match.to_act()
        if match.seats[seat].is_human:
            match.submit(match.legal_actions()[0])
        else:
            match.step_ai()
        if not finished and match.seats[match.to_act()].is_human and match.ply >= 30:
            break
    table = app.start_match(match)
    assert isinstance(table, MetroTable)
    run_frames(app, 2)
    return table


def _new_game(game_id: str, players: int) -> Callable[[App], None]:
    def show(app: App) -> None:
        scene = NewGameScene(app, game_id)
        app.push(scene)
        scene.players.set_value(players)
        scene.rebuild()

    return show


def _rules(app: App) -> None:
    assert open_rules(app, "metro")


def _metro_mid_game(app: App) -> None:
    table = _metro(app, 6)
    assert table.can_act
    cells = table.controller.legal_cells(table.view, table.legal())
    hover(app, table.rect_of(CellTarget(*sorted(cells)[0])))  # the placing tooltip
    assert table.tooltip_lines


def _metro_tooltips(app: App) -> None:
    table = _metro(app, 4)
    hover(app, table.rect_of(PoolTarget()))
    hover(app, table.rect_of(StationTarget(5)))
    assert table.tooltip_lines


def _metro_game_over(app: App) -> None:
    _metro(app, 6, finished=True)


def _crash(app: App) -> None:
    status = SaveStatus(None, "brak miejsca na dysku")
    screen = CrashScene(app, RuntimeError("coś"), status, Path("/tmp/tabletop/log.txt"))
    screen.unopened_folder = Path("/tmp/tabletop")
    app.push(screen)


SCREENS: dict[str, Callable[[App], None]] = {
    "new game, Metro, 6 players": _new_game("metro", 6),
    "new game, Ticket to Ride: Europe": _new_game("ttr_europe", 5),
    "new game, The Great Tour": _new_game("great_tour", 6),
    "rules help, Metro": _rules,
    "about": lambda app: app.push(AboutScene(app)),
    "crash screen": _crash,
    "menu entry offer": lambda app: app.push(DesktopOfferDialog(app)),
    "Metro table, 6 players": _metro_mid_game,
    "Metro table, tooltips": _metro_tooltips,
    "Metro game over, 6 players": _metro_game_over,
}


@pytest.mark.parametrize("screen", list(SCREENS))
def test_polish_fits(app: App, monkeypatch: pytest.MonkeyPatch, screen: str) -> None:
    SCREENS[screen](app)
    run_frames(app, 1)
    scene = app.top  # its own words only: a dialog's title screen below is round two's
    assert scene is not None
    with watch_text(monkeypatch) as watch:
        scene.draw(app.screen)
        if screen.startswith("rules"):  # every part of the help, scrolled through
            while scene.scroll < scene.max_scroll:
                scene.scroll_by(scene.page)
                scene.shown = float(scene.scroll)
                scene.draw(app.screen)
    assert watch.drawn, "nothing was drawn"
    assert not [t for t in watch.drawn if t in ("GAME LOG", "YOUR TILE", "Close", "Back")]
    problems = watch.problems(expected=NAMES)
    assert not problems, "\n".join(f"{m.why}: {m.text!r} → {m.shown!r}" for m in problems)
    assert pygame.display.get_surface() is not None


def test_a_long_refusal_toast_wraps_and_is_never_cut(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.core import explain
    from tabletop.games.metro import MetroRefusal

    _metro(app, 3)
    sentence = explain(MetroRefusal.ONE_TILE_LINE)
    assert sentence.startswith("To zamknęłoby linię")
    app.toast(sentence, "error")
    with watch_text(monkeypatch) as watch:
        app.draw()
    shown = [t for t in watch.drawn if t and t in sentence]
    assert len(shown) >= 2 and " ".join(shown) == sentence  # every word, on two lines or more
    assert not watch.problems(expected=NAMES)
