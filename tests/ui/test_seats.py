"""The tables' one seats panel (``tabletop/ui/seats.py``): a row per seat in its rectangle,
the seat to act marked with its colour, the pointer over a row naming the row's target, and a
row saying what its hooks say."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from tabletop.controller.reply import Target
from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES
from tabletop.games.metro import MetroGame
from tabletop.play import Match
from tabletop.ui import textfit, theme
from tabletop.ui.app import App
from tabletop.ui.seats import SeatRows, SeatsPanel
from tabletop.ui.words import seat_label

COLOURS = ["#d33b32", "#2f6fd0", "#3c9a4a", "#f0c93a"]


@dataclass(frozen=True)
class Row(Target):
    seat: int


class Table:
    """What a seats panel reads of its table: the match and the seats' colours."""

    def __init__(self, seats: int) -> None:
        game = next(g for g in GAMES.values() if isinstance(g, MetroGame))
        players = [
            Seat(f"Seat {i + 1}", COLOURS[i], None if i == 0 else "greedy") for i in range(seats)
        ]
        self.match = Match.new(game.spec.id, GameConfig(seats), players, 1)

    def seat_color(self, seat: int) -> theme.Color:
        return theme.hex_to_rgb(COLOURS[seat])

    def phone_mark(self, seat: int) -> None:
        return None  # no phones at this table


class Scored(SeatsPanel):
    shape = SeatRows(header=24, row_max=60, gap=4, striped=True, row=60)

    def title(self) -> str:
        return "PLAYERS"

    def note(self) -> tuple[str, theme.Color]:
        return "FINAL ROUND", theme.WARN

    def target(self, seat: int) -> Target | None:
        return Row(seat)

    def detail(self, seat: int) -> str:
        return f"{seat} open"

    def score(self, seat: int) -> str | None:
        return str(10 * seat)


def _panel(seats: int, rect: pygame.Rect) -> Scored:
    panel = Scored(Table(seats))
    panel.rect = rect
    return panel


@pytest.mark.parametrize("seats", [2, 4])
def test_a_row_per_seat_under_the_title_inside_the_panel(app: App, seats: int) -> None:
    panel = _panel(seats, pygame.Rect(100, 100, 300, 400))
    rows = panel.rows()
    assert len(rows) == seats
    assert rows[0].top == 100 + theme.px(10) + theme.px(24)
    assert all(panel.rect.contains(row) for row in rows)
    assert all(row.height == theme.px(60) - theme.px(4) for row in rows)  # at most row_max
    assert all(b.top - a.bottom == theme.px(4) for a, b in zip(rows, rows[1:], strict=False))


def test_low_rows_share_the_panel(app: App) -> None:
    panel = _panel(4, pygame.Rect(0, 0, 300, 150))
    rows = panel.rows()
    assert rows[-1].bottom <= panel.inner.bottom and rows[0].height < theme.px(60) - theme.px(4)


def test_the_pointer_over_a_row_is_over_its_seats_target(app: App) -> None:
    panel = _panel(3, pygame.Rect(100, 100, 300, 400))
    rows = panel.rows()
    assert panel.target_at(rows[2].center) == Row(2)
    assert panel.target_at((rows[0].x, rows[0].top - 2)) is None  # the title line
    assert panel.rect_of(Row(1)) == rows[1] and panel.rect_of(Row(9)) is None


def test_a_row_says_its_name_detail_and_score_and_the_title_its_note(app: App) -> None:
    panel = _panel(2, pygame.Rect(100, 100, 320, 300))
    surface = pygame.Surface((600, 600))
    with textfit.recording() as drawn:
        panel.draw(surface)
    said = [d.value for d in drawn]
    assert said[:2] == ["PLAYERS", "FINAL ROUND"]
    assert said[2:] == ["Seat 1", "0 open", "0", seat_label("Seat 2", "greedy", 1), "1 open", "10"]
    assert not textfit.violations(drawn)


def test_a_low_row_leaves_its_detail_out(app: App) -> None:
    panel = _panel(4, pygame.Rect(100, 100, 320, 170))
    surface = pygame.Surface((600, 600))
    with textfit.recording() as drawn:
        panel.draw(surface)
    assert "0 open" not in [d.value for d in drawn]


def test_the_seat_to_act_is_lit_with_a_bar_of_its_colour(app: App) -> None:
    panel = _panel(3, pygame.Rect(100, 100, 320, 300))
    surface = pygame.Surface((600, 600))
    panel.draw(surface)
    to_act = panel.table.match.to_act()
    assert to_act is not None
    row = panel.rows()[to_act]
    bar = (row.x + 1, row.centery)
    assert tuple(surface.get_at(bar))[:3] == panel.table.seat_color(to_act)
    lit = (row.centerx, row.bottom - 2)
    assert tuple(surface.get_at(lit))[:3] == theme.ROW_SELECTED
    shaded = panel.rows()[1]  # striped: every other row shaded
    assert to_act != 1 and tuple(surface.get_at((shaded.centerx, shaded.bottom - 2)))[:3] == (
        theme.ROW_ALT
    )


def test_a_panel_as_tall_as_its_rows(app: App) -> None:
    assert Scored.height_for(3) == theme.px(2 * 10 + 24) + 3 * theme.px(60)
    panel = _panel(3, pygame.Rect(0, 0, 300, Scored.height_for(3)))
    assert panel.rows()[-1].bottom + theme.px(4) == panel.inner.bottom
