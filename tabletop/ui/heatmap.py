"""``python -m tabletop.boards balance … --heatmap PNG``: a balance run drawn on its board.

The board's own art (or plain paper when the map has none) with each element a map author
placed coloured by its heatmap number (``tabletop.play.heat``): Ticket to Ride's routes and The
Great Tour's road segments by the share of games in which they were claimed, Metro's stations
and squares by the points of their lines. Under the map a legend band says the board, the
games, the players and level, and shows the scale. The scale is viridis turned light-to-dark
(pale yellow for never or least, deep violet for always or most): its lightness climbs
steadily, so it reads the same to colour-blind eyes and in greyscale.

Only ``boards.__main__`` imports this module, and only when ``--heatmap`` is given, so
``boards check`` and a plain ``balance`` run without pygame.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pygame

from tabletop.ai import LEVEL_TITLES
from tabletop.core.i18n import _, ngettext
from tabletop.games import load_board
from tabletop.games.catalog import Board
from tabletop.games.metro.board import MetroBoard
from tabletop.play.balance import BalanceReport

from . import fonts, theme
from .board_sketch import PAPER, sketch
from .pictures import PictureRefused, check_png_target

Color = tuple[int, int, int]

#: Viridis at nine even steps, dark violet → yellow (matplotlib's table, CC0).
VIRIDIS: tuple[Color, ...] = (
    (68, 1, 84),
    (71, 45, 123),
    (59, 82, 139),
    (44, 114, 142),
    (33, 145, 140),
    (40, 174, 128),
    (94, 201, 98),
    (173, 220, 48),
    (253, 231, 37),
)
#: The scale's ends: what "never" and "always" (least, most) are drawn in.
BOTTOM: Color = VIRIDIS[-1]
TOP: Color = VIRIDIS[0]
#: A ``--heatmap`` path we will not write (the message is one plain line).
HeatmapRefused = PictureRefused


def heat_colour(t: float) -> Color:
    """The scale's colour at ``t`` in [0, 1]: 0 the pale bottom, 1 the dark top."""
    t = min(1.0, max(0.0, t))
    x = (1.0 - t) * (len(VIRIDIS) - 1)
    i = min(int(x), len(VIRIDIS) - 2)
    return theme.mix(VIRIDIS[i], VIRIDIS[i + 1], x - i)


def check_target(path: Path, board: Board | None = None) -> None:
    """Refuse, before any game is played, a path the picture cannot or may not go to: a
    folder, a missing or read-only folder, a name not ending in ``.png``, or an existing file
    that is not a PNG (never overwritten). An existing PNG is overwritten: the user named it.
    With ``board``, refuse too a board of a game no heatmap is drawn for (the example game)."""
    if board is not None and sketch(load_board(board.path)) is None:
        raise HeatmapRefused(
            _("no heatmap is drawn for boards of {game}").format(game=board.game_id)
        )
    check_png_target(path)


@dataclass(frozen=True)
class Scale:
    """What the colours mean: ``top`` is the number drawn in the top colour."""

    top: float
    caption: str
    low_label: str
    high_label: str

    def colour(self, value: float) -> Color:
        return heat_colour(value / self.top if self.top > 0 else 0.0)


def write_heatmap(board: Board, report: BalanceReport, path: Path) -> None:
    """Draw ``report``'s heatmap on ``board`` and save it to ``path`` (checked with
    ``check_target``); ``HeatmapRefused`` when the picture cannot be written."""
    picture = draw_heatmap(board, report)
    check_target(path)  # again: the games took a while, and the path may have changed since
    # Written beside the target and then moved over it, so a failed save leaves no half file.
    part = path.with_name(f".{path.stem}.part.png")
    try:
        pygame.image.save(picture, str(part))
        os.replace(part, path)
    except (OSError, pygame.error) as error:
        part.unlink(missing_ok=True)
        raise HeatmapRefused(
            _("cannot write {path}: {error}").format(path=path, error=error)
        ) from None


def draw_heatmap(board: Board, report: BalanceReport) -> pygame.Surface:
    """The map at its own size with a legend band under it."""
    data = load_board(board.path)
    heat = report.heat()
    drawing = sketch(data)
    assert drawing is not None, "check_target refuses boards no heatmap is drawn for"
    scale = _scale(data, heat)
    width, height = drawing.size
    legend = Legend(width, board, report, scale)
    picture = pygame.Surface((width, height + legend.height))
    picture.fill(PAPER)
    # The least claimed first, so a busy element's colour is the one seen where two cross.
    drawing.paint(
        picture, lambda key: scale.colour(heat.get(key, 0.0)), lambda key: heat.get(key, 0.0)
    )
    legend.draw(picture, height)
    return picture


def _scale(board: object, heat: Mapping[str, float]) -> Scale:
    if isinstance(board, MetroBoard):
        top = max(heat.values(), default=0.0)
        return Scale(
            top,
            _("mean points of a station's line, and of the lines through a square"),
            "0",
            f"{top:.1f}",
        )
    return Scale(1.0, _("share of games in which it was claimed"), _("never"), _("every game"))


# ------------------------------------------------------------------ the legend
class Legend:
    """The band under the map: the board's name and the run (games, players, level) on the
    left, the scale's bar with its ends named and its caption on the right. Each text is
    wrapped to its column, and the band is as tall as its longer column: cut to the column's
    width, Metro's caption lost its end on a 960-pixel-wide map ("… and of the lines
    through a s…"), and a narrower map lost more."""

    def __init__(self, width: int, board: Board, report: BalanceReport, scale: Scale) -> None:
        self.width, self.scale = width, scale
        base = max(110, width // 11)  # the band's least height; the type is sized from it
        self.pad = base // 8
        self.big = fonts.font("bold", base // 5)
        self.small = fonts.font("regular", base // 7)
        self.column = width // 2 - 2 * self.pad
        games = ngettext("{n} game", "{n} games", report.games).format(n=report.games)
        players = ngettext("{n} player", "{n} players", report.players).format(n=report.players)
        level = LEVEL_TITLES.get(report.level)
        seats = _("every seat {level}").format(level=_(level) if level else report.level)
        self.name = theme.wrap_balanced(board.name, self.big, self.column)
        self.run = theme.wrap_balanced(f"{games} · {players} · {seats}", self.small, self.column)
        self.caption = theme.wrap_balanced(scale.caption, self.small, self.column)
        self.bar_height = base // 4
        left = len(self.name) * self.big.get_linesize() + len(self.run) * self.small.get_linesize()
        right = (
            self.bar_height + self.pad // 2 + (1 + len(self.caption)) * self.small.get_linesize()
        )
        self.height = max(base, max(left, right) + 2 * self.pad)

    def draw(self, surface: pygame.Surface, top: int) -> None:
        """The legend on ``surface`` from ``top`` down, the picture's width across."""
        band = pygame.Rect(0, top, self.width, self.height)
        surface.fill(theme.PANEL, band)
        pad, big, small = self.pad, self.big, self.small
        x, y = band.left + pad, band.top + pad
        for line in self.name:
            theme.write(surface, line, big, theme.TEXT, (x, y), max_width=self.column, box=band)
            y += big.get_linesize()
        for line in self.run:
            theme.write(
                surface, line, small, theme.TEXT_MUTED, (x, y), max_width=self.column, box=band
            )
            y += small.get_linesize()
        # The scale: a bar from the bottom colour to the top colour, its ends named.
        bar = pygame.Rect(band.centerx, band.top + pad, self.column, self.bar_height)
        for i in range(bar.width):
            colour = heat_colour(i / max(1, bar.width - 1))
            pygame.draw.line(
                surface, colour, (bar.left + i, bar.top), (bar.left + i, bar.bottom - 1)
            )
        pygame.draw.rect(surface, theme.TEXT, bar, 1)
        y = bar.bottom + pad // 2
        theme.write(surface, self.scale.low_label, small, theme.TEXT, (bar.left, y), box=band)
        theme.write(
            surface, self.scale.high_label, small, theme.TEXT, (bar.right, y), "topright", box=band
        )
        for line in self.caption:
            y += small.get_linesize()
            theme.write(
                surface, line, small, theme.TEXT_MUTED, (bar.left, y), max_width=bar.width, box=band
            )
