"""Toasts at the four tables stand over the board, never over a control: a click on Metro's
Draw a tile or the Great Tour's Cancel while a toast is showing acts at once."""

from __future__ import annotations

import pygame
import pytest

from tabletop.controller.ttr import DECK
from tabletop.core import GameConfig, Seat
from tabletop.games.metro import DrawTile
from tabletop.games.ttr import DrawBlind, KeepTickets
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene
from tests.support.clock import FakeClock
from tests.support.pilot import click, double_click, headless_app, run_frames, run_until

from .tables.metro.test_table import highlighted, square
from .tables.ttr.mouse import center_of

#: A refusal long enough to wrap on a narrow board, and a short one stacked above it.
SAYINGS = (
    "This journey needs 3 cards of Amsterdam, Berlin or jokers; you hold 0.",
    "It is Bot 2's turn.",
)


def open_table(app: App, game_id: str, options: dict | None = None) -> TableScene:
    """Ala (human) against two AIs that wait, her first move to make."""
    colors = [c for _name, c in theme.player_colors(game_id)]
    seats = [Seat("Ala", colors[0], None)] + [Seat(f"Bot {i}", colors[i], "greedy") for i in (1, 2)]
    match = Match.new(game_id, GameConfig(3, options or {}), seats, 3)
    while game_id.startswith("ttr") and match.view(match.to_act())["setup"]:
        offered = match.view(match.to_act())["offered_tickets"]
        match._apply(match.to_act(), KeepTickets(tuple(offered)))
    table = app.start_match(match)
    run_frames(app, 2)
    assert app.top is table and table.can_act
    return table


def show_toasts(app: App, table: TableScene) -> list[pygame.Rect]:
    for text in SAYINGS:
        app.toast(text, "error")
    run_frames(app, 1)
    assert len(app.toast_rects) == len(SAYINGS)
    shown = [w.rect for w in table.widgets if w.visible]
    for rect in app.toast_rects:
        assert table.board_rect.contains(rect), (rect, table.board_rect)
        assert not any(rect.colliderect(w) for w in shown), rect
    return app.toast_rects


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700), (700, 450)])
def test_a_toast_never_covers_metros_draw_button(size: tuple[int, int]) -> None:
    with headless_app(size, autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=60.0)
        table = open_table(app, "metro")
        show_toasts(app, table)
        click(app, table.draw_button)  # type: ignore[attr-defined]
        assert table.match.log == [(0, DrawTile())]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700), (700, 450)])
def test_a_toast_never_covers_the_great_tours_cancel(size: tuple[int, int]) -> None:
    with headless_app(size, autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=60.0)
        rigged = {"regular": ["AMS", "BER", "AMS"], "tickets": ["T01", "T05", "T21"]}
        table = open_table(app, "great_tour", {"rigged": rigged})
        click(app, table.tickets_panel.active["T01"].center)  # type: ignore[attr-defined]
        assert table.controller.plan is not None  # type: ignore[attr-defined]
        show_toasts(app, table)
        click(app, table.cancel_button)  # type: ignore[attr-defined]
        assert table.controller.plan is None  # type: ignore[attr-defined]


@pytest.mark.parametrize("game_id", ["ttr_europe", "ttr_paris"])
def test_a_toast_at_ticket_to_ride_stands_over_the_board(game_id: str) -> None:
    with headless_app(autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=60.0)
        table = open_table(app, game_id)
        toasts = show_toasts(app, table)
        for panel in ("hand", "tickets", "train_deck", "market"):
            assert not any(r.colliderect(table.named_panels[panel].rect) for r in toasts)  # type: ignore[attr-defined]
        click(app, center_of(table, DECK))  # type: ignore[arg-type]
        assert table.match.log[-1] == (0, DrawBlind())


def test_it_is_the_ais_turn_goes_when_the_ai_has_moved() -> None:
    """A click during the AI's turn says whose turn it is; once the AI has moved that is no
    longer true, and the toast does not stay beside "Your turn"."""
    with headless_app(autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=60.0)
        table = open_table(app, "metro")
        clock = FakeClock(table.match.clock())  # from now on, time passes only by hand
        table.match.clock = clock
        click(app, table.draw_button)  # type: ignore[attr-defined]
        run_until(app, lambda: table.match.to_act() == 0 and bool(table.view.get("drawn")))
        row, col = highlighted(table)[0]  # type: ignore[arg-type]
        click(app, square(table, row, col))  # type: ignore[arg-type]
        assert table.match.to_act() == 1
        click(app, table.board_rect.center)  # the AI's turn: nothing to do but wait
        assert [t.text for t in app.toasts] == ["It is Bot 1's turn."]
        # The AI draws a tile, then places it: a minute's wait before each of its decisions.
        run_until(app, lambda: clock.advance(61.0) or table.match.to_act() == 0)
        run_frames(app, 1)
        assert app.toasts == [] and table.status_text() == "Your turn"


def test_a_refused_double_click_says_its_refusal_once() -> None:
    """Real-window pass: a double click that is refused twice (a Great Tour ticket the player
    cannot travel with, the deck during the AI's turn) stacked the same sentence twice; a toast
    already showing is shown again for its full time instead."""
    with headless_app(autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=60.0)
        table = open_table(app, "ttr_europe")
        table.submit(DrawBlind())
        table.submit(DrawBlind())
        run_frames(app, 2)
        assert table.match.to_act() == 1  # the AI waits
        double_click(app, center_of(table, DECK))  # type: ignore[arg-type]
        assert [t.text for t in app.toasts] == ["It is Bot 1's turn."]
        app.toast("Something else.", "error")
        click(app, center_of(table, DECK))  # type: ignore[arg-type]
        assert [t.text for t in app.toasts] == ["Something else.", "It is Bot 1's turn."]
