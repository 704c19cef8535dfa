"""Game over for Metro: under the shared score table, each seat's lines — one chip per completed
line with its points, the lines doubled at the central station marked ×2 — and a line of
totals (lines, centre doublings, best line). Pointing at a chip says where the line ran.

Everything is read from the final view (``MetroView["lines"]``: owner, end, central, length,
points), exactly what the table showed (rules/metro.md, "Scoring").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import N_, _, ngettext, npgettext
from tabletop.games.metro.rules import CENTRAL_MULTIPLIER

from ... import theme
from ...charts import draw_box
from ...scenes.game_over import GameOverScene
from ...theme import Space, Stroke

if TYPE_CHECKING:
    from tabletop.games.metro import MetroView
    from tabletop.games.metro.view import LineView

    from ...app import App
    from .table import MetroTable

#: The height of the lines section, a chip's height and the room between chips (reference px).
LINES_HEIGHT = 230
CHIP_HEIGHT = 26
CHIP_GAP = Space.S
NAME_COLUMN = 190
HEADER = 26
#: Room between the longest name and the first chip.
NAME_GAP = Space.L
#: A seat's badge before its name in colour-blind mode (the name starts 28 px in).
SEAT_BADGE = Space.XL + Space.XS


@dataclass(frozen=True)
class ScoredLine:
    """A completed line of one seat, as the chips show it."""

    station: int
    end: str
    central: bool
    passes: int
    points: int

    @property
    def label(self) -> str:
        """The chip's number: the line's points, or before doubling for a line to the central
        station (``times`` then says "×2 = 44": "44 ×2" read as 88)."""
        return str(self.points // CENTRAL_MULTIPLIER if self.central else self.points)

    @property
    def times(self) -> str:
        """After the number of a doubled line: "×2 = 44"; empty for the others."""
        return f"×{CENTRAL_MULTIPLIER} = {self.points}" if self.central else ""

    def words(self) -> str:
        """Where the line ran and what it scored (the chip's tooltip)."""
        if self.central:
            return ngettext(
                "Line {station} to the central station: {passes} × {times} = {points} point",
                "Line {station} to the central station: {passes} × {times} = {points} points",
                self.points,
            ).format(
                station=self.station,
                passes=npgettext(
                    "the tiles a metro line passed",
                    "{n} tile passed",
                    "{n} tiles passed",
                    self.passes,
                ).format(n=self.passes),
                times=CENTRAL_MULTIPLIER,
                points=self.points,
            )
        return ngettext(
            "Line {station} to station {end}: {points} point",
            "Line {station} to station {end}: {points} points",
            self.points,
        ).format(station=self.station, end=self.end, points=self.points)


def scored_lines(view: MetroView, seat: int) -> list[ScoredLine]:
    """The seat's completed lines, best first (the earlier station first among equals)."""
    lines: list[ScoredLine] = []
    for station, line in view["lines"].items():
        if line["owner"] != seat or not line["complete"] or line["points"] is None:
            continue
        lines.append(_scored(int(station), line))
    return sorted(lines, key=lambda item: (-item.points, item.station))


def _scored(station: int, line: LineView) -> ScoredLine:
    return ScoredLine(
        station=station,
        end=str(line["end"]),
        central=bool(line["central"]),
        passes=len(line["path"]),
        points=int(line["points"] or 0),
    )


def seat_summary(lines: list[ScoredLine]) -> str:
    """ "8 lines · 2 doubled" in words (doubled: ended at the central station; the best line is
    the first chip)."""
    count = ngettext("{n} line", "{n} lines", len(lines)).format(n=len(lines))
    doubled = sum(1 for line in lines if line.central)
    if not doubled:
        return count
    return ngettext("{lines} · {n} doubled", "{lines} · {n} doubled", doubled).format(
        lines=count, n=doubled
    )


class MetroGameOver(GameOverScene):
    details_height = LINES_HEIGHT
    details_title = N_("Lines")

    def __init__(self, app: App, table: MetroTable) -> None:
        super().__init__(app, table)
        self.metro = table
        # The end of the game hides nothing: the spectator's view has every line.
        view: MetroView = table.match.view(None)  # type: ignore[assignment]
        self.lines = {seat: scored_lines(view, seat) for seat in range(len(table.match.seats))}
        #: Where each chip was drawn in the last frame (for the pointer's tooltip).
        self.chips: list[tuple[pygame.Rect, ScoredLine]] = []

    def draw_details(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.chips = []
        small = theme.font("small")
        theme.text(
            surface,
            _("COMPLETED LINES AND THEIR POINTS  ·  ×{times}: ENDED AT THE CENTRE").format(
                times=CENTRAL_MULTIPLIER
            ),
            "label",
            theme.TEXT_MUTED,
            (rect.x + theme.px(Space.S), rect.y + theme.px(HEADER) // 2),
            "midleft",
            max_width=rect.width - theme.px(Space.M),
        )
        n = len(self.order)
        top = rect.y + theme.px(HEADER)
        # The name column is as wide as the longest name needs (up to two fifths of the row):
        # long names are shown whole, the chips take the rest.
        longest = max(
            (theme.font("body_bold").size(self.metro.seat_name(s))[0] for s in self.order),
            default=0,
        )
        # The name starts after the seat's mark; the chips a clear gap after the name.
        name_in = theme.px(Space.XXL + Space.XS)
        gap = theme.px(NAME_GAP)
        column = min(max(theme.px(NAME_COLUMN), name_in + longest + gap), rect.width * 2 // 5)
        row_h = max(theme.px(CHIP_HEIGHT) + theme.px(Space.S), (rect.bottom - top) // max(1, n))
        for index, seat in enumerate(self.order):
            row = pygame.Rect(rect.x, top + index * row_h, rect.width, row_h - theme.px(Space.XXS))
            if row.bottom > rect.bottom + theme.px(Space.XS):
                break
            if index % 2 == 0:
                pygame.draw.rect(surface, theme.ROW_ALT, row, border_radius=theme.px(Space.S))
            lines = self.lines[seat]
            name_y = row.y + min(row.height // 2, theme.px(CHIP_HEIGHT) // 2 + theme.px(Space.XS))
            two_lines = row.height >= small.get_linesize() * 2 + theme.px(Space.M)
            if two_lines:
                name_y = row.centery - small.get_linesize() // 2
            mark_at = (row.x + theme.px(Space.L), name_y)
            if self.metro.colorblind:
                # The seat's badge (its colour's shape), as on the table.
                self.metro.draw_seat_mark(surface, seat, mark_at, theme.px(SEAT_BADGE))
            else:
                theme.swatch(surface, mark_at, theme.px(Space.S), self.metro.seat_color(seat))
            name_x = row.x + name_in
            name_w = column - name_in - gap
            theme.text(
                surface,
                self.metro.seat_name(seat),
                "body_bold",
                theme.TEXT,
                (name_x, name_y),
                "midleft",
                max_width=name_w,
            )
            if two_lines:
                theme.text(
                    surface,
                    seat_summary(lines),
                    "small",
                    theme.TEXT_MUTED,
                    (name_x, name_y + small.get_linesize()),
                    "midleft",
                    max_width=name_w,
                )
            area = pygame.Rect(
                row.x + column,
                row.y + theme.px(Space.XS),
                row.right - row.x - column - theme.px(Space.S),
                row.height - theme.px(Space.S),
            )
            self._draw_chips(surface, area, lines, self.metro.seat_color(seat))
        self._draw_chip_tooltip(surface)

    def _draw_chips(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        lines: list[ScoredLine],
        color: theme.Color,
    ) -> None:
        """Chips in rows that wrap inside ``area``; what does not fit is counted ("+3")."""
        if not lines:
            theme.text(
                surface,
                _("no completed line"),
                "small",
                theme.TEXT_DISABLED,
                (area.x, area.y + theme.px(CHIP_HEIGHT) // 2),
                "midleft",
            )
            return
        font = theme.font("body_bold")
        small = theme.font("label")
        chip_h = theme.px(CHIP_HEIGHT)
        gap = theme.px(CHIP_GAP)
        rows = max(1, (area.height + gap) // (chip_h + gap))
        x, y, row = area.x, area.y, 0
        more = theme.font("small").size("+99")[0]
        for index, line in enumerate(lines):
            times = line.times
            width = font.size(line.label)[0] + theme.px(Space.XL)
            if times:
                width += small.size(times)[0] + theme.px(Space.XS)
            last_row = row == rows - 1
            room = area.right - (more + gap if last_row and index < len(lines) - 1 else 0)
            if x + width > room:
                if last_row:
                    theme.text(
                        surface,
                        f"+{len(lines) - index}",
                        "small",
                        theme.TEXT_MUTED,
                        (x, y + chip_h // 2),
                        "midleft",
                    )
                    return
                x, y, row = area.x, y + chip_h + gap, row + 1
            chip = pygame.Rect(x, y, width, chip_h)
            fill = theme.mix(color, theme.PANEL, 0.55)
            pygame.draw.rect(surface, fill, chip, border_radius=chip_h // 2)
            border = theme.ACCENT if line.central else theme.mix(color, theme.TEXT, 0.3)
            thickness = theme.px(Stroke.THIN) if line.central else 1
            pygame.draw.rect(surface, border, chip, thickness, border_radius=chip_h // 2)
            text_x = chip.x + theme.px(Space.M)
            drawn = theme.text(
                surface,
                line.label,
                "body_bold",
                theme.readable_on(fill),
                (text_x, chip.centery),
                "midleft",
            )
            if times:
                theme.text(
                    surface,
                    times,
                    "label",
                    theme.ACCENT,
                    (drawn.right + theme.px(Space.XS), chip.centery),
                    "midleft",
                )
            self.chips.append((chip, line))
            x += width + gap

    def _draw_chip_tooltip(self, surface: pygame.Surface) -> None:
        if self.pointer is None:
            return
        for rect, line in self.chips:
            if rect.collidepoint(self.pointer):
                draw_box(
                    surface,
                    [(line.words(), theme.TEXT)],
                    (rect.centerx, rect.bottom + theme.px(Space.XS)),
                    self.panel,
                )
                return
