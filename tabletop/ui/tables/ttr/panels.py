"""The panels around the TTR board, as widgets: each has its ``rect`` (from the map's ``ui``
layer), draws itself from the table's view, says which target lies under a point and where a
target is drawn. ``TtrPanel`` is their frame (a rounded panel with a header line); the seats
and the log are here, the cards in ``cards.py``, the tickets in ``tickets.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from tabletop.controller.reply import Target
from tabletop.controller.ttr import SeatTarget
from tabletop.core.i18n import _
from tabletop.games.ttr.view import PlayerView
from tabletop.ui import theme
from tabletop.ui.phone_tag import draw_phone_tag, tag_width
from tabletop.ui.seats import SeatRows
from tabletop.ui.seats import SeatsPanel as KitSeatsPanel
from tabletop.ui.theme import Space, Stroke, px
from tabletop.ui.widgets import Panel
from tabletop.ui.words import FULL_TAG, LEVEL_TAG, SHORT_TAG, ai_tag, says_computer

from . import art
from .layout import Panels, Seats

if TYPE_CHECKING:
    from .table import TtrTable

#: An icon painter: (surface, centre, size, colour).
Icon = Callable[[pygame.Surface, tuple[int, int], int, theme.Color], None]


class TtrPanel(Panel):
    """A panel of the TTR table: a rounded frame, a header line, a body below it."""

    def __init__(self, table: TtrTable) -> None:
        super().__init__()
        self.table = table

    @property
    def inner(self) -> pygame.Rect:
        inset = px(Panels.INSET)
        return self.rect.inflate(-2 * inset, -2 * inset)

    @property
    def body(self) -> pygame.Rect:
        inner = self.inner
        header = px(Panels.HEADER)
        return pygame.Rect(inner.x, inner.y + header, inner.width, inner.height - header)

    def frame(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.rect)

    def header(
        self,
        surface: pygame.Surface,
        title: str,
        right: str = "",
        right_color: theme.Color = theme.TEXT_MUTED,
    ) -> None:
        inner = self.inner
        y = inner.y + px(Space.M)
        room = inner.width
        if right:
            drawn = theme.text(surface, right, "label", right_color, (inner.right, y), "midright")
            room -= drawn.width + px(Space.M)
        # The title (a long name's hand in a small window) takes a smaller size before it
        # would run into the count on its right.
        theme.text(surface, title, "label", theme.TEXT_MUTED, (inner.x, y), "midleft", room)

    def glow(self, surface: pygame.Surface, color: theme.Color) -> None:
        """A ring round the panel: it is where the turn goes on."""
        pygame.draw.rect(
            surface,
            color,
            self.rect.inflate(px(Space.S), px(Space.S)),
            max(2, px(Stroke.THIN)),
            border_radius=px(Space.L),
        )

    def hover_ring(self, surface: pygame.Surface) -> None:
        """The accent ring of a panel that is one click target (a deck) under the pointer."""
        pygame.draw.rect(
            surface, theme.ACCENT, self.rect, Stroke.THIN, border_radius=px(theme.RADIUS)
        )

    def note(self, surface: pygame.Surface, text: str) -> None:
        """A muted line in the middle of the body (an empty hand, hidden tickets…)."""
        theme.text(surface, text, "body", theme.TEXT_MUTED, self.body.center, "center")


# ------------------------------------------------------------------ seats
class SeatsPanel(KitSeatsPanel):
    """One row per seat: colour and marker, name, score, pieces, stations, cards, tickets (and
    the French flag set in Paris); the seat to act is framed, the final round is tagged."""

    shape = SeatRows(
        header=Panels.HEADER, row_max=Seats.ROW_MAX, gap=Seats.ROW_GAP, inset=Panels.INSET
    )
    table: TtrTable

    def __init__(self, table: TtrTable) -> None:
        super().__init__(table)
        #: The AI tags' length for every row this frame (``words.ai_tag``'s tiers): one for
        #: the panel, so no row says "Strong" beside a row that only says "AI".
        self._tier = FULL_TAG

    def title(self) -> str:
        return _("PLAYERS")

    def draw(self, surface: pygame.Surface) -> None:
        rows = self.rows()
        self._tier = max(
            (self._label(seat, row, FULL_TAG)[1] for seat, row in enumerate(rows)),
            default=FULL_TAG,
        )
        super().draw(surface)

    def _fonts(self, row: pygame.Rect) -> tuple[str, str]:
        """The name's and the score's type: smaller in rows too low for two lines."""
        tight = row.height < px(Seats.TIGHT)
        return ("label", "body_bold") if tight else ("body_bold", "heading")

    def _name_x(self, row: pygame.Rect) -> int:
        r = px(Seats.SWATCH_TIGHT) if row.height < px(Seats.TIGHT) else px(Seats.SWATCH)
        return row.x + px(Space.M) + 2 * r + px(Space.M)

    def _label(self, seat: int, row: pygame.Rect, floor: int) -> tuple[str, int, str]:
        """``seat``'s name line in ``row``, the AI tag's tier it took, at ``floor`` or
        shorter, and the level to set beside the name in small type ("" for none). The name
        stays whole: a row too narrow for its tags shortens the AI tag (its level and style,
        its level — at full size only — then the level beside the name, small, as Polish
        "Komputer 2  ·  Standardowy" needs, then "AI"), then drops it (a computer seat
        watched as "you", as --screenshot draws it), then "you"; "AI" and "you" may take a
        smaller size."""
        table = self.table
        info = table.match.seats[seat]
        name_font, score_font = self._fonts(row)
        score_w = theme.font(score_font).size(str(table.view["players"][seat]["score"]))[0]
        room = row.right - px(Panels.INSET) - score_w - self._name_x(row) - px(Space.M)
        phone = table.phone_mark(seat)
        room -= tag_width(phone) + px(Space.S) if phone is not None else 0
        you = [_("you")] if seat == table.viewer else []
        plain = says_computer(seat, info.name)
        choices = [
            ([ai_tag(info.agent, tier, plain), *you], False, tier)
            for tier in (FULL_TAG, LEVEL_TAG)
            if tier >= floor and info.agent is not None
        ]
        short = [ai_tag(info.agent, SHORT_TAG)] if info.agent is not None else []
        choices += [
            ([*short, *you], True, SHORT_TAG),
            (you, True, SHORT_TAG),
            ([], True, SHORT_TAG),
        ]
        if info.agent is not None and floor <= LEVEL_TAG and not you:
            level = ai_tag(info.agent, LEVEL_TAG, plain)
            aside = room - theme.font(name_font).size(info.name)[0] - px(Space.S)
            if theme.line_fits(level, "small", aside):
                choices.insert(len(choices) - 3, ([], False, LEVEL_TAG))
        label = info.name
        for words, shrinks, tier in choices:
            label = f"{info.name}  ·  {' · '.join(words)}" if words else info.name
            if theme.font(name_font).size(label)[0] <= room or (
                shrinks and theme.line_fits(label, name_font, room)
            ):
                if info.agent is None:
                    return label, FULL_TAG, ""
                said = (
                    ai_tag(info.agent, LEVEL_TAG, plain) if tier < SHORT_TAG and not words else ""
                )
                return label, tier, said
        return label, SHORT_TAG, ""

    def note(self) -> tuple[str, theme.Color]:
        view = self.table.view
        final = view["final_round"] and not view["over"]
        return (_("FINAL ROUND") if final else ""), theme.WARN

    def target(self, seat: int) -> Target | None:
        return SeatTarget(seat)

    def draw_backdrop(
        self, surface: pygame.Surface, seat: int, row: pygame.Rect, acting: bool
    ) -> None:
        """Every row on a ground of its own; the seat to act's lit, ringed and pointed at."""
        radius = px(Panels.ROW_RADIUS)
        fill = theme.ROW_SELECTED if acting else theme.ROW_ALT
        pygame.draw.rect(surface, fill, row, border_radius=radius)
        if acting:
            pygame.draw.rect(
                surface, theme.ACCENT, row, max(1, px(Stroke.THIN)), border_radius=radius
            )
            theme.text(  # in the panel's margin, left of the row
                surface,
                "▶",
                "small",
                theme.ACCENT,
                (self.rect.x + px(Stroke.HAIR), row.centery),
                "midleft",
            )

    def draw_row(self, surface: pygame.Surface, seat: int, row: pygame.Rect) -> None:
        table = self.table
        view = table.view
        p = view["players"][seat]
        final = view["final_round"] and not view["over"]
        last_turn = seat in view["last_round_seats"]
        color = table.seat_color(seat)
        # Rows too low for two lines use smaller type and centre the colour disc.
        tight = row.height < px(Seats.TIGHT)
        name_font, score_font = self._fonts(row)
        isz = px(Seats.ICON_TIGHT) if tight else px(Seats.ICON)
        cy = row.y + round(row.height * 0.32)
        sy = row.y + round(row.height * 0.75)
        if tight:  # the two lines centred together in the row; in a row lower than both
            # lines the name sits at its top and the numbers at its bottom (their boxes then
            # share the blank space above the digits, the letters never touch)
            name_h = theme.font(name_font).get_linesize()
            stats_h = theme.font("small").get_linesize()
            top = row.y + max(0, (row.height - name_h - stats_h) // 2)
            cy = top + name_h // 2
            sy = min(top + name_h, row.bottom - stats_h) + stats_h // 2
        r = px(Seats.SWATCH_TIGHT) if tight else px(Seats.SWATCH)
        sx = row.x + px(Space.M) + r
        disc = (sx, row.centery if tight else cy)
        seat_info = table.match.seats[seat]
        table.art.seat_disc(surface, seat, disc, r, color, seat_info.color)
        name_x = sx + r + px(Space.M)
        score = theme.text(
            surface,
            str(p["score"]),
            score_font,
            theme.ACCENT,
            (row.right - px(Panels.INSET), row.centery if tight else cy),
            "midright",
        )
        room = score.x - name_x - px(Space.M)
        phone = table.phone_mark(seat)
        phone_w = tag_width(phone) + px(Space.S) if phone is not None else 0
        label, _tier, aside = self._label(seat, row, self._tier)  # the panel's tag at most
        drawn = theme.text(
            surface, label, name_font, theme.TEXT, (name_x, cy), "midleft", max_width=room - phone_w
        )
        if phone is not None:  # a phone seat: how its phone is, after the name
            at = (drawn.right + px(Space.S), cy)
            draw_phone_tag(surface, phone, at, name_x + room - at[0])
        if aside:  # the level, where the name line had no room for it in its own type
            at = (drawn.right + px(Space.S), cy)
            theme.text(
                surface,
                aside,
                "small",
                theme.TEXT_MUTED,
                at,
                "midleft",
                max_width=name_x + room - at[0],
            )
        x = name_x
        for icon, value in self._stats(p):
            icon(surface, (x + isz // 2, sy), isz, theme.TEXT_MUTED)
            drawn = theme.text(
                surface, value, "small", theme.TEXT, (x + isz + px(Stroke.MEDIUM), sy), "midleft"
            )
            x = drawn.right + px(Seats.STAT_GAP)
        if not table.europe:
            flag = pygame.Rect(x, sy - isz // 2, round(isz * 1.8), isz)
            art.icon_flag(surface, flag, p["flags"], theme.TEXT_MUTED)
        if final:
            tag, tag_color = (
                (_("last turn"), theme.WARN) if last_turn else (_("done"), theme.TEXT_DISABLED)
            )
            right = score.x - px(Panels.INSET) if tight else row.right - px(Panels.INSET)
            theme.text(surface, tag, "small", tag_color, (right, sy), "midright")

    def _stats(self, p: PlayerView) -> list[tuple[Icon, str]]:
        stats: list[tuple[Icon, str]] = [(art.icon_train, str(p["pieces"]))]
        if self.table.europe:
            stats.append((art.icon_station, str(p["stations_left"])))
        stats += [(art.icon_cards, str(p["hand_size"])), (art.icon_ticket, str(p["ticket_count"]))]
        return stats


# ------------------------------------------------------------------ log
class LogPanel(TtrPanel):
    """The game log as sentences ("Anna claimed …"), newest at the bottom, each with the
    acting seat's colour; the mouse wheel scrolls it back (``EventLog.handle``)."""

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        log = table.log
        log.rect = self.rect
        self.frame(surface)
        self.header(surface, _("GAME LOG"))
        body = self.body
        f = theme.font("small")
        line_h = f.get_linesize() + px(Stroke.HAIR)
        text_x = body.x + px(Space.XL)
        width = body.right - text_x
        rows: list[tuple[int, str, bool]] = []
        for seat, text in table.log_lines(table.viewer):
            for i, line in enumerate(theme.wrap(text, f, width)):
                rows.append((seat, line, i == 0))
        fit = max(0, body.height // line_h)
        log.scroll = min(log.scroll, max(0, len(rows) - fit))
        start = max(0, len(rows) - fit - log.scroll)
        while start < len(rows) and not rows[start][2]:  # never open on a wrapped entry's tail
            start += 1
        shown = rows[start : len(rows) - log.scroll]
        if not rows:
            theme.text(surface, _("No moves yet."), "small", theme.TEXT_DISABLED, (text_x, body.y))
        y = body.y
        for seat, line, first in shown:
            if first:
                center = (body.x + px(Space.S), y + line_h // 2)
                if table.colorblind:  # the seat's shape, as large as the gap allows
                    badge = min(line_h - px(Stroke.THIN), px(Space.XL) - px(Space.XXS))
                    table.art.seat_disc(
                        surface,
                        seat,
                        (body.x + badge // 2, center[1]),
                        badge // 2,
                        table.seat_color(seat),
                        table.match.seats[seat].color,
                    )
                else:
                    theme.swatch(surface, center, px(Seats.LOG_SWATCH), table.seat_color(seat))
            theme.text(surface, line, "small", theme.TEXT, (text_x, y))
            y += line_h


__all__ = ["LogPanel", "SeatsPanel", "TtrPanel"]
