"""Suggest is unmistakable and out of the way (new-player review #9, #10): the suggested move
is marked on the board in Suggest's own colour, thick and breathing while animations are on
(Metro's square flooded and ringed, not a faint ghost); the sentence sits in the side column,
never over the board, and leaves at the player's next click or key while the mark stays."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import Action
from tabletop.games.metro import PlaceTile
from tabletop.play import Match
from tabletop.play.suggest import Hint
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene
from tests.support.pilot import FRAME, click, press, run_frames
from tests.support.registry import game_ids, player_counts

from .test_suggest import _table_at_human_turn

PLAYED = ("ttr_europe", "ttr_paris", "metro", "great_tour")


def _favourite(actions: list[Action]) -> Action:
    """A move that shows on the board (a claim, a placed tile, a journey) when there is one."""
    for kind in ("ClaimRoute", "PlaceTile", "BeginJourney"):
        found = [a for a in actions if type(a).__name__ == kind]
        if found:
            return found[len(found) // 2]
    return actions[0]


def _suggested(monkeypatch: pytest.MonkeyPatch, app: App, game_id: str) -> TableScene:
    """A table where seat 0 pressed H and the answer came in (the worker stood in for by a
    legal move of the board: what is tested here is only how it is shown)."""
    players = player_counts(game_id).start
    table = _table_at_human_turn(app, game_id, players, from_ply=12)
    action = _favourite(table.match.legal_actions())
    monkeypatch.setattr(Match, "request_suggestion", lambda self: None)
    monkeypatch.setattr(Match, "hint", property(lambda self: Hint(action)))
    press(app, pygame.K_h)
    run_frames(app, 1)
    assert table.suggested is not None and table.suggested_action == action
    return table


def _drawn(monkeypatch: pytest.MonkeyPatch, app: App) -> dict[str, pygame.Rect]:
    """Each string drawn with ``theme.text`` in one frame, and where."""
    seen: dict[str, pygame.Rect] = {}
    real = theme.text

    def spy(surface, value, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, value, *args, **kwargs)
        seen[value] = rect
        return rect

    monkeypatch.setattr(theme, "text", spy)
    app.frame(dt=FRAME)
    monkeypatch.setattr(theme, "text", real)
    return seen


def _banner(table: TableScene, drawn: dict[str, pygame.Rect]) -> list[pygame.Rect]:
    assert table.suggested is not None
    first = table.suggested.words.split()[0]
    return [rect for text, rect in drawn.items() if text.startswith(first)]


def _suggest_pixels(surface: pygame.Surface, area: pygame.Rect | None = None) -> int:
    """Pixels within a small distance of Suggest's colour (in ``area``, or anywhere)."""
    import numpy as np

    pixels = pygame.surfarray.pixels3d(surface).astype(int)
    if area is not None:
        area = area.clip(surface.get_rect())
        pixels = pixels[area.x : area.right, area.y : area.bottom]
    distance = np.abs(pixels - np.array(theme.SUGGEST)).sum(axis=2)
    return int((distance < 60).sum())


@pytest.mark.parametrize("game_id", [g for g in game_ids() if g in PLAYED])
def test_the_suggest_banner_never_covers_the_board_and_leaves_on_a_click(
    app: App, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _suggested(monkeypatch, app, game_id)
    shown = _banner(table, _drawn(monkeypatch, app))
    assert shown, "the suggestion's sentence is not shown"
    assert not any(rect.colliderect(table.board_rect) for rect in shown), "it covers the board"
    # A click where it does nothing (the title in the top bar) is the player acting.
    click(app, (table.hud_rect.x + 8, table.hud_rect.centery))
    assert not _banner(table, _drawn(monkeypatch, app)), "the sentence stays after a click"
    assert table.suggested is not None, "the board's mark stays until the turn moves on"
    press(app, pygame.K_h)  # H again brings the sentence back
    assert _banner(table, _drawn(monkeypatch, app))


def test_the_suggest_banner_leaves_on_a_key(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = _suggested(monkeypatch, app, "metro")
    assert _banner(table, _drawn(monkeypatch, app))
    press(app, pygame.K_LEFT)
    assert not _banner(table, _drawn(monkeypatch, app))


@pytest.mark.parametrize("game_id", [g for g in game_ids() if g in PLAYED])
def test_every_suggested_move_is_marked_in_suggests_own_colour(
    app: App, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _suggested(monkeypatch, app, game_id)
    surface = pygame.Surface(app.size)
    table.draw(surface)
    assert _suggest_pixels(surface, table.board_rect.union(table.side_rect)) > 400


def test_metros_suggested_square_is_flooded_ringed_and_breathes(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _suggested(monkeypatch, app, "metro")
    action = table.suggested_action
    assert isinstance(action, PlaceTile)
    geo = table.board_panel.geo  # type: ignore[attr-defined]
    cell = geo.cell_rect(action.row, action.col)

    def frame() -> tuple[int, int]:
        surface = pygame.Surface(app.size)
        table.draw(surface)
        flooded = pygame.transform.average_color(surface, cell)[:3]
        return _suggest_pixels(surface, cell.inflate(24, 24)), sum(
            abs(a - b) for a, b in zip(flooded, theme.SUGGEST, strict=True)
        )

    ring, flood = frame()
    assert ring > cell.width * 2, "no thick ring round the square"
    assert flood < 250, "the square is not flooded in Suggest's colour"
    assert table.wake_in() != 0.0  # animations off: a steady mark, the app may sleep
    app.settings = Settings(animation_speed="normal", ai_delay=0.0)
    assert table.wake_in() == 0.0  # it breathes: frames keep coming
    looks = set()
    for _ in range(30):
        run_frames(app, 1)
        looks.add(frame())
    assert len(looks) > 3, "the mark does not breathe"
