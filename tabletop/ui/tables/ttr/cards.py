"""The card panels of the TTR table: the face-up row, the two piles (train cards, tickets) and
the viewer's hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.controller.reply import Target
from tabletop.controller.ttr import (
    DECK,
    DeckTarget,
    FaceUpTarget,
    HandTarget,
    TicketDeckTarget,
)
from tabletop.core.i18n import _, ngettext
from tabletop.games.ttr.state import Pending
from tabletop.ui import theme
from tabletop.ui.theme import Space, Stroke, px

from . import art
from .layout import CARD_ASPECT, Cards, Panels
from .panels import TtrPanel

if TYPE_CHECKING:
    from .table import TtrTable


def card_word(table: TtrTable, color: str, card: pygame.Rect) -> str:
    """The word printed on a ``color`` card the size of ``card``: its colour, where every
    colour's word is read at that size, else none (its symbol says it, its hover card names
    it)."""
    words = [table.words.color_label(c) for c in table.rules.cards]
    return table.words.color_label(color) if art.card_words_read(words, *card.size) else ""


def _second_draw(table: TtrTable) -> bool:
    """The viewer is taking a second card: the row and the deck are where the turn goes on."""
    return table.view["pending"] == Pending.SECOND_DRAW and table.can_act


class MarketPanel(TtrPanel):
    """The face-up row; a face-up wild is crossed out while it cannot be the second card."""

    def slots(self) -> list[pygame.Rect]:
        body = self.body
        n = self.table.rules.face_up
        gap = px(Space.M)
        card_w = min((body.width - gap * (n - 1)) / n, (body.height - px(Space.XS)) * CARD_ASPECT)
        card_h = card_w / CARD_ASPECT
        total = n * card_w + (n - 1) * gap
        x0 = body.x + (body.width - total) / 2
        y0 = body.y + (body.height - card_h) / 2
        return [
            pygame.Rect(round(x0 + i * (card_w + gap)), round(y0), round(card_w), round(card_h))
            for i in range(n)
        ]

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for slot, rect in enumerate(self.slots()):
            if rect.collidepoint(pos):
                return FaceUpTarget(slot)
        return None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        slots = self.slots()
        if isinstance(target, FaceUpTarget) and 0 <= target.slot < len(slots):
            return slots[target.slot]
        return None

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        view = table.view
        self.frame(surface)
        second = _second_draw(table)
        if second:
            self.glow(surface, theme.ACCENT)
        hint = _("TAKE A SECOND CARD") if second else ""
        self.header(surface, _("FACE-UP CARDS"), hint, theme.ACCENT)
        wild = table.rules.wild
        radius = px(Space.S)
        for slot, card_rect in enumerate(self.slots()):
            color = view["face_up"][slot] if slot < len(view["face_up"]) else None
            if color is None:
                pygame.draw.rect(surface, theme.PANEL_BORDER, card_rect, 1, border_radius=radius)
                continue
            hovered = table.hover == FaceUpTarget(slot)
            shown = card_rect.move(0, -px(Cards.LIFT)) if hovered else card_rect
            label = card_word(table, color, card_rect)
            surface.blit(
                table.art.card_face(color, card_rect.width, card_rect.height, label), shown
            )
            if second and color == wild:
                _cross_out(surface, card_rect, shown)
            elif hovered and table.can_act:
                pygame.draw.rect(
                    surface, theme.ACCENT, shown.inflate(4, 4), 2, border_radius=radius + 1
                )


def _cross_out(surface: pygame.Surface, card_rect: pygame.Rect, shown: pygame.Rect) -> None:
    """A dimmed card under a "no" sign."""
    dim = pygame.Surface(card_rect.size, pygame.SRCALPHA)
    pygame.draw.rect(dim, (10, 12, 18, 170), dim.get_rect(), border_radius=px(Space.S))
    surface.blit(dim, shown)
    c = shown.center
    r = min(card_rect.width, card_rect.height) // 3
    width = max(2, px(Stroke.MEDIUM))
    pygame.draw.circle(surface, theme.DANGER, c, r, width)
    d = round(r * 0.7)
    pygame.draw.line(surface, theme.DANGER, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), width)


class DeckPanel(TtrPanel):
    """A pile to draw from — the train cards or the tickets — 3 cards deep while it has any,
    its size on a badge, its name and a hint. The whole panel is the click target."""

    def __init__(self, table: TtrTable, target: DeckTarget | TicketDeckTarget) -> None:
        super().__init__(table)
        self.target = target

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        return self.target if self.rect.collidepoint(pos) else None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        return self.rect if target == self.target else None

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        view = table.view
        self.frame(surface)
        hovered = table.hover == self.target
        inner = self.inner
        rules = table.rules
        if self.target == DECK:
            if _second_draw(table):
                self.glow(surface, theme.ACCENT)
            h = inner.height - px(Space.M)
            size, kind = (round(h * CARD_ASPECT), h), "train"
            title = _("Deck")
            hint = _("{n} used").format(n=view["discard"])
            count = view["deck"]
        else:
            h = round((inner.height - px(Space.M)) * Cards.TICKET_BACK_HEIGHT)
            size, kind = (round(h * Cards.TICKET_BACK_ASPECT), h), "ticket"
            title = _("Tickets")
            hint = _("draw {n}, keep {keep}+").format(n=rules.draw_tickets, keep=rules.draw_keep)
            if inner.width < px(Cards.TICKET_HINT_WIDTH):
                hint = _("keep {keep}+").format(keep=rules.draw_keep)
            count = view["ticket_deck"]
        w, h = self._pile_size(size, title, hint)
        image = table.art.card_back(w, h, kind)
        self._pile(surface, image, count, title, hint, hovered)
        if hovered and table.can_act:
            self.hover_ring(surface)

    def _text_left(self, card_width: int) -> int:
        """Where the pile's words start: right of its cards and their count badge."""
        return self.inner.x + px(Space.XXS) + card_width + px(Panels.BADGE) + px(Space.L)

    def _pile_size(self, size: tuple[int, int], title: str, hint: str) -> tuple[int, int]:
        """The pile's card size: ``size``, made smaller (down to MIN_PILE of it) when its words
        would not fit beside it at their smallest size — a narrow side column keeps "Tickets"
        whole rather than the picture (a ticket's back is wider than a train card's)."""
        w, h = size
        need = max(
            theme.role_font("body_bold", theme.MIN_SHRINK).size(title)[0],
            theme.role_font("small", theme.MIN_SHRINK).size(hint)[0],
        )
        short = need - (self.inner.right - self._text_left(w))
        if short <= 0:
            return size
        scale = max(Cards.MIN_PILE, (w - short) / w)
        return max(1, round(w * scale)), max(1, round(h * scale))

    def _pile(
        self,
        surface: pygame.Surface,
        image: pygame.Surface,
        count: int,
        title: str,
        hint: str,
        hovered: bool,
    ) -> None:
        inner = self.inner
        w, h = image.get_size()
        lift = px(Cards.PILE_LIFT) if hovered else 0
        step = px(Cards.DECK_DEPTH)
        x, y = inner.x + px(Space.XXS), inner.centery - h // 2 - lift + step
        if count:
            for k in range(min(3, count) - 1, -1, -1):
                surface.blit(image, (x + k * step, y - k * step))
        else:
            pygame.draw.rect(
                surface, theme.PANEL_BORDER, (x, y, w, h), 1, border_radius=px(Space.S)
            )
        r = px(Panels.BADGE)
        art.count_badge(surface, (x + w + px(Space.XXS), y + px(Space.XS)), count, r)
        tx = self._text_left(w)
        width = inner.right - tx
        theme.text(
            surface,
            title,
            "body_bold",
            theme.TEXT,
            (tx, inner.centery - px(Cards.TITLE_RISE)),
            "midleft",
            max_width=width,
        )
        theme.text(
            surface,
            hint,
            "small",
            theme.TEXT_MUTED,
            (tx, inner.centery + px(Cards.HINT_DROP)),
            "midleft",
            max_width=width,
        )


class HandPanel(TtrPanel):
    """The viewer's cards, one group per colour with its count; hidden between players."""

    def slots(self) -> dict[str, pygame.Rect]:
        table = self.table
        if table.viewer is None:
            return {}
        hand = table.view["hand"]
        colors = [c for c in table.rules.cards if hand.get(c, 0) > 0]
        if not colors:
            return {}
        body = self.body
        gap = px(Space.M)
        n = len(colors)
        card_h: float = body.height - px(Cards.HAND_ROOM)
        card_w = card_h * CARD_ASPECT
        if n * card_w + (n - 1) * gap > body.width:
            gap = px(Space.XS)  # many kinds: closer together, so each card stays wider
            card_w = (body.width - (n - 1) * gap) / n
            card_h = min(card_h, card_w / CARD_ASPECT)
        y = body.y + px(Space.S)
        return {
            color: pygame.Rect(
                round(body.x + i * (card_w + gap)), round(y), round(card_w), round(card_h)
            )
            for i, color in enumerate(colors)
        }

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for color, rect in self.slots().items():
            if rect.collidepoint(pos):
                return HandTarget(color)
        return None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        if isinstance(target, HandTarget):
            return self.slots().get(target.color)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        self.frame(surface)
        if table.viewer is None:
            self.header(surface, _("HAND"))
            hidden = table.passing_to is not None
            self.note(
                surface,
                _("Hidden while the device is passed") if hidden else _("Watching: no hand"),
            )
            return
        hand = table.view["hand"]
        total = sum(hand.values())
        name = table.seat_name(table.viewer)
        self.header(
            surface,
            _("{name}'S HAND").format(name=name.upper()),
            ngettext("{n} CARD", "{n} CARDS", total).format(n=total),
        )
        slots = self.slots()
        if not slots:
            self.note(surface, _("No cards yet"))
            return
        for color, card_rect in slots.items():
            hovered = table.hover == HandTarget(color)
            shown = card_rect.move(0, -px(Cards.HAND_LIFT)) if hovered else card_rect
            label = card_word(table, color, card_rect)
            surface.blit(
                table.art.card_face(color, card_rect.width, card_rect.height, label), shown
            )
            r = max(px(Cards.HAND_BADGE), card_rect.width // 5)
            corner = (shown.right - r + px(Stroke.MEDIUM), shown.y + r - px(Stroke.MEDIUM))
            art.count_badge(surface, corner, hand[color], r)


__all__ = ["DeckPanel", "HandPanel", "MarketPanel"]
