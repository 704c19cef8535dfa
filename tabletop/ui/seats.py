"""``SeatsPanel``: the tables' one seats panel — a row per seat, the seat to act marked.

The panel owns what every table's seats share: its frame and title line, where each row goes,
the seat to act marked (its row lit and a bar of the seat's colour at its start), which seat
the pointer is over and where a seat's row is. What a row says is the game's: a table
subclasses the panel, gives its rows' shape (``SeatRows``) and overrides the hooks — the
title and its note, the target a row is (for the hover card), and the row's content
(``draw_row``: by default the seat's mark, its name with the AI tag, a detail line under it and
the score at the row's end, each a hook of its own).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from tabletop.controller.reply import Target

from . import theme
from .phone_tag import PhoneMark, draw_phone_tag, tag_width
from .theme import Space, Stroke, px
from .widgets import Panel
from .words import seat_label

if TYPE_CHECKING:
    from tabletop.play import Match


class SeatsTable(Protocol):
    """What a seats panel reads of its table (a ``TableScene``)."""

    match: Match

    def seat_color(self, seat: int) -> theme.Color: ...

    def phone_mark(self, seat: int) -> PhoneMark | None: ...


@dataclass(frozen=True)
class SeatRows:
    """How a seats panel lays out its rows, in reference pixels."""

    #: The title line above the rows (0: no title).
    header: int = 0
    #: A row's height at most (None: the rows share the panel's height).
    row_max: int | None = 52
    #: The room left between two rows.
    gap: int = 0
    #: The panel's inset round its title and rows.
    inset: int = 10
    #: Every other row is shaded.
    striped: bool = False
    #: A row's height when the panel is made only as tall as its rows (``height_for``).
    row: int = 52


#: The default row's layout (reference pixels): the mark's middle and radius, where the name
#: starts, the name's lift when a detail line follows and the detail's drop, the room kept for
#: the score, the least height of a row with a detail line.
MARK_MIDDLE = 22
MARK_RADIUS = 10
NAME_LEFT = 42
NAME_LIFT = 9
DETAIL_DROP = 19
SCORE_WIDTH = 56
DETAIL_ROW = 40
#: The name line's type.
NAME_ROLE = "body_bold"


class SeatsPanel(Panel):
    """One row per seat of ``table``'s match (see the module's docstring)."""

    shape = SeatRows()
    table: SeatsTable

    def __init__(self, table: SeatsTable) -> None:
        super().__init__()
        self.table = table

    @classmethod
    def height_for(cls, seats: int) -> int:
        """How tall the panel must be for ``seats`` rows of ``shape.row`` pixels."""
        shape = cls.shape
        return px(2 * shape.inset + shape.header) + seats * px(shape.row)

    # ------------------------------------------------------------------ hooks
    def title(self) -> str:
        """The panel's title (shown when ``shape.header`` makes room for it)."""
        return ""

    def note(self) -> tuple[str, theme.Color]:
        """A note at the title line's end, and its colour."""
        return "", theme.TEXT_MUTED

    def target(self, seat: int) -> Target | None:
        """What ``seat``'s row is for the pointer (None: nothing to hover)."""
        return None

    def mark(self, surface: pygame.Surface, seat: int, center: tuple[int, int]) -> None:
        """The seat's mark at the start of its row (by default a disc of its colour)."""
        theme.swatch(surface, center, px(MARK_RADIUS), self.table.seat_color(seat))

    def label(self, seat: int, room: int) -> str:
        """The seat's name line, ``room`` pixels wide (by default its name with the fullest AI
        tag that fits: its level and style, its level — at full size — or "AI")."""
        info = self.table.match.seats[seat]
        return seat_label(
            info.name,
            info.agent,
            seat,
            lambda text: theme.font(NAME_ROLE).size(text)[0] <= room,  # the level: full size
            lambda text: theme.line_fits(text, NAME_ROLE, room),  # "AI": smaller at worst
        )

    def detail(self, seat: int) -> str:
        """A line under the name, when the row is tall enough ("" for none)."""
        return ""

    def aside(self, seat: int) -> str:
        """Words after the name on its line, in small muted type ("" for none): a computer's
        level where neither the name line in its type nor the detail line has room for it."""
        return ""

    def score(self, seat: int) -> str | None:
        """The number at the row's end (None: no scores shown)."""
        return None

    # ------------------------------------------------------------------ geometry
    @property
    def inner(self) -> pygame.Rect:
        inset = px(self.shape.inset)
        return self.rect.inflate(-2 * inset, -2 * inset)

    def rows(self) -> list[pygame.Rect]:
        """Each seat's row, top down."""
        shape, inner = self.shape, self.inner
        top = inner.y + px(shape.header)
        n = max(1, len(self.table.match.seats))
        row_h = (inner.bottom - top) // n
        if shape.row_max is not None:
            row_h = min(px(shape.row_max), row_h)
        gap = px(shape.gap) if shape.gap else 0
        return [
            pygame.Rect(inner.x, top + i * row_h, inner.width, row_h - gap)
            for i in range(len(self.table.match.seats))
        ]

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for seat, row in enumerate(self.rows()):
            if row.collidepoint(pos):
                return self.target(seat)
        return None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        for seat, row in enumerate(self.rows()):
            if self.target(seat) == target:
                return row
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.rect)
        if self.shape.header:
            self.draw_header(surface)
        to_act = self.table.match.to_act()
        for seat, row in enumerate(self.rows()):
            self.draw_backdrop(surface, seat, row, seat == to_act)
            self.draw_row(surface, seat, row)

    def draw_header(self, surface: pygame.Surface) -> None:
        """The title at the top left; its note at the top right."""
        inner = self.inner
        y = inner.y + px(Space.M)
        title = theme.text(
            surface, self.title(), "label", theme.TEXT_MUTED, (inner.x, y), "midleft"
        )
        note, color = self.note()
        if note:
            room = inner.right - title.right - px(Space.M)
            theme.text(surface, note, "label", color, (inner.right, y), "midright", max_width=room)

    def draw_backdrop(
        self, surface: pygame.Surface, seat: int, row: pygame.Rect, acting: bool
    ) -> None:
        """The row's ground: lit with a bar of the seat's colour for the seat to act, shaded
        every other row when the rows are ``striped``."""
        radius = px(Space.M)
        if acting:
            pygame.draw.rect(surface, theme.ROW_SELECTED, row, border_radius=radius)
            bar = (row.x, row.y + px(Space.S), px(Stroke.THICK), row.height - px(Space.L))
            pygame.draw.rect(surface, self.table.seat_color(seat), bar)
        elif self.shape.striped and seat % 2:
            pygame.draw.rect(surface, theme.ROW_ALT, row, border_radius=radius)

    def draw_row(self, surface: pygame.Surface, seat: int, row: pygame.Rect) -> None:
        """The mark, the name line, the detail line under it (when the row is tall enough)
        and the score at the end."""
        self.mark(surface, seat, (row.x + px(MARK_MIDDLE), row.centery))
        name_x = row.x + px(NAME_LEFT)
        score = self.score(seat)
        room = row.right - name_x - (px(SCORE_WIDTH) if score is not None else 0)
        detail = self.detail(seat) if row.height >= px(DETAIL_ROW) else ""
        y = row.centery - (px(NAME_LIFT) if detail else 0)
        phone = self.table.phone_mark(seat)
        tag = tag_width(phone) + px(Space.S) if phone is not None else 0
        label = self.label(seat, room - tag)
        drawn = theme.text(
            surface, label, NAME_ROLE, theme.TEXT, (name_x, y), "midleft", max_width=room - tag
        )
        if phone is not None:  # a phone seat: how its phone is, after the name
            at = (drawn.right + px(Space.S), y)
            draw_phone_tag(surface, phone, at, name_x + room - at[0])
        aside = self.aside(seat)
        if aside:
            x = drawn.right + px(Space.S)
            theme.text(
                surface,
                aside,
                "small",
                theme.TEXT_MUTED,
                (x, y),
                "midleft",
                max_width=name_x + room - x,
            )
        if detail:
            theme.text(
                surface,
                detail,
                "small",
                theme.TEXT_MUTED,
                (name_x, y + px(DETAIL_DROP)),
                "midleft",
                max_width=room,
            )
        if score is not None:
            end = (row.right - px(Space.M), row.centery)
            theme.text(surface, score, "heading", theme.ACCENT, end, "midright")


__all__ = ["SeatRows", "SeatsPanel"]
