"""Text that fits on the TTR table (issue 11, ``ui/textfit.check_scene``): mid-game, zoomed and
in colour-blind mode, at game over, and with each dialog open (tickets, payment with twelve
ways, the tunnel), at 960×600 and 1920×1080, with the largest player count and the longest
names a player may type (20 characters, Polish letters) — in English and in Polish."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES
from tabletop.play import Match
from tabletop.ui import textfit, theme
from tabletop.ui.app import MIN_SIZE, App
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.settings import Settings
from tabletop.ui.tables.ttr.modals import ActionChooser
from tabletop.ui.tables.ttr.table import TtrTable
from tabletop.ui.tables.ttr.ticket_choice import TicketChooser
from tabletop.ui.tables.ttr.tunnel import TunnelChooser
from tests.support.pilot import click, headless_app, press, run_frames, run_until
from tests.support.played import play_on
from tests.support.textfit import LONG_NAMES, speaking

from .hands import GRAY_TWO, TWELVE_WAYS, cards, table_with_hand
from .mouse import route_point

SIZES = [MIN_SIZE, (1920, 1080)]
GAMES_TTR = ["ttr_europe", "ttr_paris"]


@pytest.fixture(params=["en", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    with speaking(request.param) as spoken:
        yield spoken


def _assert_fits(app: App, scene: Scene) -> None:
    run_frames(app, 1)
    found = textfit.check_scene(app, scene)
    assert not found, f"{type(scene).__name__} at {app.size}:\n{textfit.describe(found)}"


def _big_game(app: App, game_id: str, *, to_end: bool) -> TtrTable:
    """The largest player count with the longest names, greedy AIs, 60 moves in (or over)."""
    spec = GAMES[game_id].spec
    colors = theme.player_colors(game_id)
    n = spec.max_players
    seats = [Seat(LONG_NAMES[i], colors[i][1], "greedy") for i in range(n)]
    match = Match.new(game_id, GameConfig(n), seats, 5)
    play_on(match, None if to_end else 60)  # played once a process, replayed after
    table = app.start_match(match)
    assert isinstance(table, TtrTable)
    run_frames(app, 2)
    return table


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES_TTR)
def test_the_table_fits_mid_game_zoomed_and_in_colour_blind_mode(
    game_id: str, size: tuple[int, int], language: str
) -> None:
    with headless_app(size, autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=600.0)
        table = _big_game(app, game_id, to_end=False)
        _assert_fits(app, table)
        table.viewport.set_zoom(3.0, table.board_panel.rect.center)  # "Whole board" shows
        run_frames(app, 2)
        assert table.viewport.home_button.visible
        _assert_fits(app, table)
        app.settings = Settings(animation_speed="off", ai_delay=600.0, colorblind=True)
        run_frames(app, 1)
        _assert_fits(app, table)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES_TTR)
def test_the_game_over_screen_fits(game_id: str, size: tuple[int, int], language: str) -> None:
    with headless_app(size, autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=0.0)
        _big_game(app, game_id, to_end=True)
        run_until(app, lambda: isinstance(app.top, GameOverScene), seconds=30)
        _assert_fits(app, app.top)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_dialogs_fit(size: tuple[int, int], language: str) -> None:
    with headless_app(size, autosave=False) as app:
        # Tickets at the start (a human seat keeps its first tickets).
        colors = theme.player_colors("ttr_europe")
        seats = [Seat(LONG_NAMES[i], colors[i][1], None if i == 0 else "greedy") for i in range(5)]
        app.settings = Settings(animation_speed="off", ai_delay=60.0)
        app.start_match(Match.new("ttr_europe", GameConfig(5), seats, 3))
        run_until(app, lambda: isinstance(app.top, TicketChooser), 5.0)
        _assert_fits(app, app.top)
    with headless_app(size, autosave=False) as app:
        # Payment: twelve ways for a gray route of two.
        table = table_with_hand(app, TWELVE_WAYS, players=5, names=LONG_NAMES)
        app.settings = Settings(animation_speed="off", ai_delay=60.0, confirm_claims=True)
        click(app, route_point(table, GRAY_TWO))
        chooser = app.top
        assert isinstance(chooser, ActionChooser) and len(chooser.options) == 12
        _assert_fits(app, chooser)
    with headless_app(size, autosave=False) as app:
        # The tunnel: Angora – Constantinople with two red; two more cards to pay.
        table = table_with_hand(
            app, cards(red=3, locomotive=3), then=["red", "locomotive", "blue"], seed=5
        )
        app.settings = Settings(animation_speed="off", ai_delay=60.0, confirm_claims=True)
        click(app, route_point(table, "angora-constantinople"))
        assert isinstance(app.top, ActionChooser)
        press(app, pygame.K_1)
        press(app, pygame.K_RETURN)
        run_until(app, lambda: isinstance(app.top, TunnelChooser), 5.0)
        _assert_fits(app, app.top)
