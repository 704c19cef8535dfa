"""The Metro table's panels beside the board: the hand column (``HandPanel``: the viewer's
tiles, the turn buttons, the hint), the pool in it (``PoolPanel``), the seats and the game log
(``SeatsPanel``, ``LogPanel``). Each draws from the table's view and says what is under a
point; what a click means is the controller's business."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.controller.metro import DrawnTarget, HandTarget, PoolTarget, SeatTarget, words
from tabletop.controller.reply import Target
from tabletop.core.i18n import _, ngettext

from ... import seats, theme
from ...scenes.game_over import winners_text
from ...seats import NAME_ROLE, SeatRows
from ...seats import SeatsPanel as KitSeatsPanel
from ...theme import Space, Stroke
from ...widgets import Button, Panel
from ...words import FULL_TAG, LEVEL_TAG, SHORT_TAG, ai_tag, says_computer, seat_labels
from .layout import (
    EMPTY_HAND_H,
    HAND_TILE_MAX,
    HAND_TILE_MIN,
    HINT_MIN_H,
    LABEL_ROW,
    POOL_BAR_H,
    POOL_BAR_ROOM,
    POOL_STACK_STEP,
    SEAT_BADGE,
    SEAT_MARK_RADIUS,
    SEAT_ROW_H,
    TURN_BUTTON_H,
)

if TYPE_CHECKING:
    from .table import MetroTable

#: Shadow under a tile of the hand column, and the alpha of a tile that cannot be played now.
TILE_SHADOW = (8, 10, 16)
DIMMED_ALPHA = 150


@dataclass(frozen=True)
class Slot:
    """A tile shown in the hand column: the drawn tile or a tile of the hand."""

    target: HandTarget | DrawnTarget
    tile: str
    rect: pygame.Rect

    @property
    def drawn(self) -> bool:
        return isinstance(self.target, DrawnTarget)


class HandPanel(Panel):
    """The hand column: its title, the tiles (the drawn one first), the turn buttons under
    them and the hint saying what to do now. The pool and the draw button sit at its foot."""

    def __init__(self, table: MetroTable, turn_left: Button, turn_right: Button) -> None:
        super().__init__()
        self.table = table
        self.turn_left = turn_left
        self.turn_right = turn_right
        #: Where the tiles go, and the hint under them (placed each frame: the hand changes).
        self.tiles_rect = pygame.Rect(0, 0, 0, 0)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        self._foot = 0

    @property
    def inner(self) -> pygame.Rect:
        pad = theme.px(Space.L)
        return self.rect.inflate(-2 * pad, -2 * pad)

    def place(self, rect: pygame.Rect, foot: int) -> None:
        """The column is ``rect``; the pool starts at ``foot`` (the tiles stay above it)."""
        self.rect = rect
        self._foot = foot
        inner = self.inner
        top = inner.y + theme.px(LABEL_ROW)
        reserve = theme.px(TURN_BUTTON_H + Space.M) + theme.px(HINT_MIN_H)
        bottom = foot - theme.px(Space.L) - reserve
        self.tiles_rect = pygame.Rect(inner.x, top, inner.width, max(0, bottom - top))
        self.flow()

    # ------------------------------------------------------------------ geometry
    def slots(self) -> list[Slot]:
        """The tiles in the column, top down: the drawn tile first, then the hand."""
        view = self.table.view
        tiles: list[tuple[HandTarget | DrawnTarget, str]] = []
        drawn = view["drawn"]
        if drawn:
            tiles.append((DrawnTarget(), drawn))
        tiles += [(HandTarget(i), tile) for i, tile in enumerate(view["hand"])]
        if not tiles:
            return []
        area = self.tiles_rect
        caption = theme.px(LABEL_ROW)
        n = len(tiles)
        size = min(
            area.width - theme.px(Space.M),
            (area.height - caption * n) // n,
            theme.px(HAND_TILE_MAX),
        )
        size = max(theme.px(HAND_TILE_MIN), size)
        out = []
        y = area.y + theme.px(Space.XS)
        for target, tile in tiles:
            rect = pygame.Rect(0, 0, size, size)
            rect.midtop = (area.centerx, y)
            out.append(Slot(target, tile, rect))
            y += size + caption
        return out

    def flow(self) -> None:
        """Place the turn buttons and the hint under the tiles shown now."""
        slots = self.slots()
        area = self.tiles_rect
        if slots:
            y = slots[-1].rect.bottom + theme.px(LABEL_ROW + Space.XS)
        else:
            y = area.y + theme.px(EMPTY_HAND_H)
        table = self.table
        if table.controller.rotation_allowed(table.view) and table.can_act:
            height = theme.px(TURN_BUTTON_H)
            half = (area.width - theme.px(Space.M)) // 2
            self.turn_left.rect = pygame.Rect(area.x, y, half, height)
            self.turn_right.rect = pygame.Rect(area.right - half, y, half, height)
            y += height + theme.px(Space.M)
        self.hint_rect = pygame.Rect(
            area.x, y, area.width, max(0, self._foot - theme.px(Space.M) - y)
        )

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for slot in self.slots():
            if slot.rect.collidepoint(pos):
                return slot.target
        return None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        for slot in self.slots():
            if slot.target == target:
                return slot.rect
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        view = table.view
        theme.panel(surface, self.rect)
        inner = self.inner
        drawn = view["drawn"]
        spectator = table.viewer is None
        actor = table.match.to_act()
        waiting = not spectator and actor is not None and actor != table.viewer
        title = words.hand_title(spectator, len(view["hand"]) + bool(drawn), waiting=waiting)
        # Polish "TWÓJ NASTĘPNY ŻETON" is wider than the column at 1280×800: shrink to fit it.
        theme.text(
            surface,
            title,
            "label",
            theme.TEXT_MUTED,
            inner.topleft,
            max_width=inner.width,
            box=inner,
        )
        acting = table.can_act
        current = table.controller.tile(view) if not spectator else None
        mouse = table.mouse
        for slot in self.slots():
            active = acting and (
                slot.drawn or (not drawn and slot.target == HandTarget(table.controller.selected))
            )
            rotation = table.controller.rotation if active and slot.tile == current else 0
            image = table.art.tile(slot.tile, rotation, slot.rect.width)
            if (drawn and not slot.drawn) or not acting:
                image = image.copy()
                image.set_alpha(DIMMED_ALPHA)
            shadow = slot.rect.move(theme.px(Stroke.MEDIUM), theme.px(Space.XS))
            pygame.draw.rect(surface, TILE_SHADOW, shadow, border_radius=theme.px(Space.XS))
            surface.blit(image, slot.rect)
            if active:
                pygame.draw.rect(
                    surface,
                    theme.ACCENT,
                    slot.rect.inflate(theme.px(Space.M), theme.px(Space.M)),
                    theme.px(Stroke.MEDIUM),
                    border_radius=theme.px(Space.S),
                )
            elif acting and not drawn and mouse and slot.rect.collidepoint(mouse):
                pygame.draw.rect(
                    surface,
                    theme.TEXT_MUTED,
                    slot.rect.inflate(theme.px(Space.S), theme.px(Space.S)),
                    Stroke.THIN,
                    border_radius=theme.px(Space.S),
                )
            caption = words.slot_caption(
                drawn_slot=slot.drawn,
                drawn=bool(drawn),
                active=active,
                hand=len(view["hand"]),
                acting=acting,
                index=slot.target.index if isinstance(slot.target, HandTarget) else 0,
            )
            if waiting and actor is not None and not caption:
                caption = words.waiting_caption(table.seat_name(actor))
                if not theme.line_fits(caption, "small", self.tiles_rect.width):
                    caption = ""  # a long name: the hint below says who is playing, whole
            theme.text(
                surface,
                caption,
                "small",
                theme.ACCENT if active else theme.TEXT_MUTED,
                (slot.rect.centerx, slot.rect.bottom + theme.px(Space.S)),
                "midtop",
                max_width=self.tiles_rect.width,
            )
        if not self.slots() and not table.match.is_over():
            self._draw_lines(
                surface,
                words.empty_hand_words(spectator),
                self.tiles_rect,
                "small",
                theme.TEXT_MUTED,
            )
        self._draw_lines(surface, self.hint(), self.hint_rect, "small", theme.TEXT)

    @staticmethod
    def _draw_lines(
        surface: pygame.Surface, text: str, rect: pygame.Rect, role: str, color: theme.Color
    ) -> None:
        """``text`` wrapped to ``rect``'s width, as many lines as fit its height."""
        f = theme.font(role)
        step = f.get_linesize()
        fit = max(1, rect.height // step)
        for i, line in enumerate(theme.wrap(text, f, rect.width)[:fit]):
            theme.text(surface, line, role, color, (rect.x, rect.y + i * step))

    def hint(self) -> str:
        """The line under the tiles saying what to do now."""
        table = self.table
        match = table.match
        if match.is_over():
            outcome = match.outcome()
            if outcome is None:
                return words.game_over_hint(None, 0)
            names = [table.seat_name(seat) for seat in outcome.winners]
            return words.game_over_hint(winners_text(names), max(outcome.scores))
        seat = match.to_act()
        if not table.can_act:
            name = table.seat_name(seat) if seat is not None else None
            thinking = seat is not None and not match.seats[seat].is_human and not table.watching
            return words.waiting_hint(name, thinking)
        view = table.view
        return words.placing_hint(
            drawn=view["drawn"] is not None,
            rotation=table.controller.rotation_allowed(view),
            can_draw=table.controller.can_draw(table.legal()),
        )


class PoolPanel(Panel):
    """The face-down pool: a small stack (thicker while the pool is big), the tiles left, and
    the game's progress (tiles placed of all). Clicking it draws, like the button."""

    def __init__(self, table: MetroTable) -> None:
        super().__init__()
        self.table = table

    @property
    def tile_size(self) -> int:
        """The stack's tile: as high as the panel allows, but never so wide that the words
        beside it ("POOL", the number, each word of "tiles left") lose their ends."""
        tall = self.rect.height - theme.px(POOL_BAR_ROOM)
        left = self.table.view["pool"]
        caption = ngettext("tile left", "tiles left", left)
        need = max(
            theme.role_font(role, theme.MIN_SHRINK).size(word)[0]
            for role, word in [("label", _("POOL")), ("heading", str(left))]
            + [("small", word) for word in caption.split()]
        )
        room = self.rect.width - theme.px(Space.XL) - 2 * theme.px(POOL_STACK_STEP) - need
        return max(1, min(tall, room))

    def stack_rect(self) -> pygame.Rect:
        """Where the stack of face-down tiles is drawn."""
        depth = 2 * theme.px(POOL_STACK_STEP)
        size = self.tile_size
        top = self.rect.y + theme.px(Space.M) - depth
        return pygame.Rect(self.rect.x, top, size + depth, size + depth)

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        return PoolTarget() if self.rect.collidepoint(pos) else None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        return self.stack_rect() if isinstance(target, PoolTarget) else None

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        rect = self.rect
        view = table.view
        size = self.tile_size
        back = table.art.back(size)
        left = view["pool"]
        stack = min(3, left)
        step = theme.px(POOL_STACK_STEP)
        top = rect.y + theme.px(Space.M)
        for i in range(stack):
            offset = (stack - 1 - i) * step
            surface.blit(back, (rect.x + offset, top - offset))
        if not left:
            empty = pygame.Rect(rect.x, top, size, size)
            pygame.draw.rect(
                surface, theme.PANEL_BORDER, empty, Stroke.HAIR, border_radius=theme.px(Space.XS)
            )
        if isinstance(table.hover, PoolTarget) and table.controller.can_draw(table.legal()):
            frame = self.stack_rect().inflate(theme.px(Space.M), theme.px(Space.M))
            pygame.draw.rect(
                surface, theme.ACCENT, frame, Stroke.THIN, border_radius=theme.px(Space.S)
            )
        x = rect.x + size + theme.px(Space.XL)
        y = rect.y + theme.px(Space.M)
        y = theme.text(surface, _("POOL"), "label", theme.TEXT_MUTED, (x, y)).bottom
        y = theme.text(surface, str(left), "heading", theme.TEXT, (x, y)).bottom
        # Progress of the game: tiles placed of all (the game ends when the board is full).
        bar = pygame.Rect(
            rect.x, rect.bottom - theme.px(POOL_BAR_H), rect.width, theme.px(POOL_BAR_H)
        )
        # Translators: under the number of tiles left in the pool (its heading says POOL).
        caption = ngettext("tile left", "tiles left", left)
        small = theme.font("small")
        for line in theme.wrap(caption, small, rect.right - x):
            if y + small.get_linesize() > bar.top:
                break  # a very small window: the number says it all
            theme.text(surface, line, "small", theme.TEXT_MUTED, (x, y), max_width=rect.right - x)
            y += small.get_linesize()
        pygame.draw.rect(surface, theme.BG_BOTTOM, bar, border_radius=bar.height // 2)
        done = bar.width * view["placed"] // max(1, view["tiles_total"])
        if done:
            filled = pygame.Rect(bar.x, bar.y, max(bar.height, done), bar.height)
            pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=bar.height // 2)


class SeatsPanel(KitSeatsPanel):
    """One row per seat: the seat's mark, name, lines open and scored, score (the kit's
    seats panel with Metro's symbols — or, in colour-blind mode, each seat's badge — so owners
    read without colour). A name with its AI tag that would not fit its line even in a smaller
    size keeps the line to itself: the AI tags of the panel then lead the detail lines, so a
    long name is shown whole."""

    shape = SeatRows(row_max=SEAT_ROW_H, row=SEAT_ROW_H)
    table: MetroTable

    def __init__(self, table: MetroTable) -> None:
        super().__init__(table)
        self._lines: tuple[list[str] | None, list[str]] = (None, [])
        #: Each row's level beside its name (``aside``), where the lines had no room for it.
        self._asides: list[str] = []

    def name_width(self) -> int:
        """The room of a row's name line (as the kit's row lays it out)."""
        return self.inner.width - theme.px(seats.NAME_LEFT) - theme.px(seats.SCORE_WIDTH)

    def details(self) -> list[str]:
        """Each row's lines open and scored ("4 open · 1 scored")."""
        view = self.table.view
        return [
            _("{open} open · {scored} scored").format(open=opened, scored=scored)
            for opened, scored in zip(view["open_lines"], view["scored_lines"], strict=True)
        ]

    def lines(self) -> tuple[list[str] | None, list[str]]:
        """The name lines (None: the usual name with its fullest AI tag that fits) and the
        detail lines."""
        table = self.table
        details = self.details()
        seats = table.match.seats
        room = self.name_width()

        full = theme.font("body_bold")
        # Every computer seat's level fits beside its name at full size (the rows' names in
        # one size), and every human's name.
        if all(
            theme.line_fits(seat.name, "body_bold", room)
            if seat.is_human
            else any(
                full.size(label)[0] <= room for label in seat_labels(seat.name, seat.agent, i)[:-1]
            )
            for i, seat in enumerate(seats)
        ):
            return None, details
        small = theme.font("small")

        def moved(i: int, tier: int) -> str:
            """Seat ``i``'s detail line led by its AI tag at ``tier`` (under "Computer 2" the
            level alone: "Strong · 2 open · 3 scored")."""
            seat = seats[i]
            if seat.agent is None:
                return details[i]
            tag = ai_tag(seat.agent, tier, says_computer(i, seat.name))
            # Translators: a computer player's line under its name in the seats panel, when
            # the name needs the whole line above ("AI · Strong · 2 open · 3 scored").
            return _("{tag} · {details}").format(tag=tag, details=details[i])

        # One tag length for the panel, the fullest every line holds: no row says "Strong"
        # where another says only "AI" (a line that holds no tag at full size is drawn
        # smaller whatever its tag: it does not count).
        def fits(i: int, t: int) -> bool:
            return small.size(moved(i, t))[0] <= room

        counted = [i for i, s in enumerate(seats) if s.agent is not None and fits(i, SHORT_TAG)]
        tier = next(
            (t for t in (FULL_TAG, LEVEL_TAG) if counted and all(fits(i, t) for i in counted)),
            SHORT_TAG,
        )
        if not counted:
            # No line holds even "AI" at full size (Polish: "komputer · otwarte: 4 · …", six
            # seats at 1280×800): every line is drawn smaller whatever its tag, so the panel
            # says the fullest tag every line still shows whole at its smallest size — the
            # level is barely longer than "komputer" and was dropped for it.
            ai = [i for i, s in enumerate(seats) if s.agent is not None]
            tier = next(
                (
                    t
                    for t in (FULL_TAG, LEVEL_TAG)
                    if all(theme.line_fits(moved(i, t), "small", room) for i in ai)
                ),
                SHORT_TAG,
            )

        def line(i: int) -> str:
            """A line too long for any tag is drawn smaller: the panel's level where it is no
            wider than "AI" (said as the other rows say it), else "AI"."""
            if i in counted or seats[i].agent is None or (not counted and tier < SHORT_TAG):
                return moved(i, tier)
            said, short = moved(i, max(tier, LEVEL_TAG)), moved(i, SHORT_TAG)
            return said if small.size(said)[0] <= small.size(short)[0] else short

        lines = [line(i) for i in range(len(seats))]
        return [seat.name for seat in seats], lines

    def asides(self, lines: list[str]) -> list[str]:
        """Each computer row's level in small type beside its name when the detail lines lost
        it to "AI" (Polish "Standardowy · otwarte: 4 · gotowe: 1" is wider than the line even
        at its smallest size; English "Standard · 10 open · 0 scored" at full size) and every
        such row's name line has room for it; else none (the lines say what they can)."""
        seats = self.table.match.seats
        short = [
            i
            for i, seat in enumerate(seats)
            if seat.agent is not None
            and lines[i].startswith(ai_tag(seat.agent, SHORT_TAG, says_computer(i, seat.name)))
        ]
        if not short:
            return []
        name_font, gap = theme.font(NAME_ROLE), theme.px(Space.S)
        room = self.name_width()
        asides = [
            ai_tag(seat.agent, LEVEL_TAG, says_computer(i, seat.name)) if seat.agent else ""
            for i, seat in enumerate(seats)
        ]
        # Whole, at the detail lines' smallest size at worst (``theme.text`` shrinks it so).
        if not all(
            theme.line_fits(asides[i], "small", room - name_font.size(seats[i].name)[0] - gap)
            for i in short
        ):
            return []
        return asides

    def target(self, seat: int) -> Target | None:
        return SeatTarget(seat)  # the hover card: the score, lines and a computer's level

    def label(self, seat: int, room: int) -> str:
        labels = self._lines[0]
        return labels[seat] if labels is not None else super().label(seat, room)

    def detail(self, seat: int) -> str:
        if self._asides and self._asides[seat]:  # the level is beside the name: not again
            return self.details()[seat]
        return self._lines[1][seat]

    def aside(self, seat: int) -> str:
        return self._asides[seat] if self._asides else ""

    def score(self, seat: int) -> str | None:
        return str(self.table.view["scores"][seat])

    def mark(self, surface: pygame.Surface, seat: int, center: tuple[int, int]) -> None:
        size = theme.px(SEAT_BADGE) if self.table.colorblind else 2 * theme.px(SEAT_MARK_RADIUS)
        self.table.draw_seat_mark(surface, seat, center, size)

    def draw(self, surface: pygame.Surface) -> None:
        self._lines = self.lines()  # worked out once for all the rows
        self._asides = self.asides(self._lines[1]) if self._lines[0] is not None else []
        super().draw(surface)


class LogPanel(Panel):
    """The game log (the table's shared ``EventLog``), in Metro's words."""

    def __init__(self, table: MetroTable) -> None:
        super().__init__()
        self.table = table

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        table.log.draw(
            surface,
            self.rect,
            table.viewer,
            table.describe_event,
            table.seat_name,
            table.seat_color,
        )
