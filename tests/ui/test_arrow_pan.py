"""The arrow keys pan a zoomed board on every table (real-window pass: players expect them,
beside the wheel, a drag and Home): a press moves the view a step at once, a held key keeps it
moving smoothly every frame until released (the system's key repeat adds nothing), the whole
board in view leaves the keys alone, and a dialog in front has the keyboard."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games.ttr import KeepTickets
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene
from tabletop.ui.viewport import ARROW_STEP
from tests.support.pilot import headless_app, key_down, key_up, press, run_frames

GAMES = ("ttr_europe", "ttr_paris", "metro", "great_tour")


def _table(app: App, game_id: str) -> TableScene:
    """Seat 0 (human) to act; the AI waits (a long AI delay); the board zoomed 2× at its centre."""
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    colors = theme.player_colors(game_id)
    seats = [Seat("Anna", colors[0][1])] + [
        Seat(f"Bot {i}", colors[i][1], "greedy") for i in (1, 2)
    ]
    match = Match.new(game_id, GameConfig(3), seats, 3)
    while match.view(match.to_act()).get("setup"):  # TTR: every seat keeps its tickets
        offered = match.view(match.to_act())["offered_tickets"]
        match._apply(match.to_act(), KeepTickets(tuple(offered)))
    table = app.start_match(match)
    assert isinstance(table, TableScene) and table.viewport is not None
    run_frames(app, 2)
    table.viewport.set_zoom(2.0)
    run_frames(app, 1)
    return table


@pytest.mark.parametrize("game_id", GAMES)
def test_a_held_arrow_pans_the_zoomed_board_until_released(game_id: str) -> None:
    with headless_app(autosave=False) as app:
        table = _table(app, game_id)
        viewport = table.viewport
        assert viewport is not None
        x0, y0 = viewport.center
        key_down(app, pygame.K_RIGHT)
        step = viewport.center[0] - x0
        assert step > 0 and viewport.center[1] == y0  # the view moved right at once
        assert table.wake_in() == 0.0  # frames keep coming while the key is held
        run_frames(app, 5)
        held = viewport.center[0] - x0
        assert held > step  # and goes on moving while held
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
        run_frames(app, 1)  # the system's repeat of the held key: no extra jump
        assert viewport.center[0] - x0 - held < step
        key_up(app, pygame.K_RIGHT)
        stopped = viewport.center
        run_frames(app, 5)
        assert viewport.center == stopped
        key_down(app, pygame.K_UP)
        key_up(app, pygame.K_UP)
        # A step at once (and a frame's worth of the held pan before the release).
        assert stopped[1] - viewport.center[1] >= theme.px(ARROW_STEP) / viewport.scale - 0.01


@pytest.mark.parametrize("game_id", GAMES)
def test_arrows_leave_the_whole_board_alone(game_id: str) -> None:
    with headless_app(autosave=False) as app:
        table = _table(app, game_id)
        viewport = table.viewport
        assert viewport is not None
        viewport.set_zoom(1.0)
        run_frames(app, 1)
        before = viewport.center
        key_down(app, pygame.K_LEFT)
        run_frames(app, 3)
        key_up(app, pygame.K_LEFT)
        assert viewport.center == before and table.wake_in() is None


def test_a_dialog_in_front_has_the_arrows_and_stops_a_held_one() -> None:
    with headless_app(autosave=False) as app:
        table = _table(app, "ttr_europe")
        viewport = table.viewport
        assert viewport is not None
        key_down(app, pygame.K_DOWN)
        press(app, pygame.K_ESCAPE)  # the game menu, with the arrow still down
        assert app.top is not table
        run_frames(app, 2)
        table.update(0.02)  # the table under the menu still updates
        moved = viewport.center
        table.update(0.5)
        assert viewport.center == moved  # the menu has the keyboard: the pan stopped
        key_up(app, pygame.K_DOWN)  # released over the menu
        key_down(app, pygame.K_LEFT)  # the menu's key, not the board's
        key_up(app, pygame.K_LEFT)
        assert viewport.center == moved
