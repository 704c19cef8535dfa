"""The route cards: the three decks (click one to draw) and the viewer's hand (a column per
city — its card over its VIP card — then the jokers; click a card to pay with it)."""

from __future__ import annotations

import pygame

from tabletop.controller.great_tour import DeckTarget, HandTarget
from tabletop.controller.reply import Target
from tabletop.core.i18n import N_, _, ngettext
from tabletop.games.great_tour import rules as R
from tabletop.games.great_tour.view import deck_size
from tabletop.ui import theme
from tabletop.ui.theme import Space, Stroke
from tabletop.ui.widgets import Panel

from . import art
from . import layout as L
from .common import header, hovered, veil
from .context import TourTable

DECK_TITLES = {"regular": N_("Regular"), "joker": N_("Joker"), "vip": N_("VIP")}
DRAW_SIZE = dict(zip(R.DECKS, R.DRAW_SIZE, strict=True))


class DecksPanel(Panel):
    def __init__(self, table: TourTable) -> None:
        super().__init__()
        self.table = table
        #: Deck name → where its pile is drawn.
        self.piles: dict[str, pygame.Rect] = {}

    def layout(self, rect: pygame.Rect) -> None:
        """Three piles side by side, each with its name and draw size under it."""
        self.rect = d = rect
        inset = theme.px(L.INSET)
        top = d.y + theme.px(L.HEADER_H)
        pile_h = d.bottom - inset - theme.px(L.DECK_LABEL_H) - top
        room = d.width - 2 * inset
        pile_w = min((room - 2 * theme.px(Space.M)) // 3, round(pile_h * L.PILE_ASPECT))
        gap = (room - 3 * pile_w) // 2
        self.piles = {
            deck: pygame.Rect(
                d.x + inset + i * (pile_w + gap), top + theme.px(Space.XS), pile_w, pile_h
            )
            for i, deck in enumerate(R.DECKS)
        }

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for deck, rect in self.piles.items():
            if rect.collidepoint(pos):
                return DeckTarget(deck)
        return None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        return self.piles.get(target.deck) if isinstance(target, DeckTarget) else None

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        theme.panel(surface, self.rect)
        header(surface, self.rect, _("ROUTE CARDS"), _("click to draw") if table.can_act else "")
        view = table.tour_view
        discards = view["discards"]
        drawable = table.controller.drawable(table.legal())
        step = theme.px(Space.XXS)
        for deck, r in self.piles.items():
            size = deck_size(view, deck)
            lift = theme.px(L.STACK_STEP) if hovered(table, DeckTarget(deck)) else 0
            back = art.card_back(deck, r.size)
            layers = 3 if size > 8 else 2 if size > 2 else 1 if size else 0
            for k in range(layers, 0, -1):
                surface.blit(back, r.move(step * k, -step * k - lift))
            face = r.move(0, -lift)
            if size or discards.get(deck):
                surface.blit(back, face)
            else:
                pygame.draw.rect(
                    surface, theme.PANEL_BORDER, face, 1, border_radius=theme.px(L.CARD_RADIUS)
                )
            if table.can_act and deck not in drawable:
                veil(surface, face, 0)
            if size:
                corner = (face.right - theme.px(L.STACK_STEP), face.y + theme.px(L.STACK_STEP))
                radius = max(theme.px(L.DECK_BADGE_MIN_R), r.width // 5)
                art.count_badge(surface, corner, size, radius)
            width = r.width + theme.px(Space.XL)
            name = (r.centerx, r.bottom + theme.px(L.DECK_NAME_Y))
            theme.text(
                surface, _(DECK_TITLES[deck]), "label", theme.TEXT, name, "center", max_width=width
            )
            draws = _("draw {n}").format(n=DRAW_SIZE[deck])
            where = (r.centerx, r.bottom + theme.px(L.DECK_DRAW_Y))
            theme.text(surface, draws, "small", theme.TEXT_MUTED, where, "center", max_width=width)


class HandPanel(Panel):
    def __init__(self, table: TourTable) -> None:
        super().__init__()
        self.table = table
        #: Card type → its slot (every type has one, held or not).
        self.slots: dict[str, pygame.Rect] = {}

    def layout(self, rect: pygame.Rect) -> None:
        """A column per city (its card over its VIP card), then the jokers' column."""
        self.rect = hr = rect
        inset = theme.px(L.INSET)
        row_gap = theme.px(Space.M)
        cities = list(self.table.palette.cities)
        columns = len(cities) + 1
        rows_top = hr.y + theme.px(L.HAND_TOP)
        card_h = (hr.bottom - inset - rows_top - row_gap) // 2
        card_w = min(round(card_h * L.CARD_ASPECT), (hr.width - 2 * inset) // columns - row_gap)
        card_h = min(card_h, round(card_w / L.CARD_MIN_ASPECT))
        col_gap = (hr.width - 2 * inset - columns * card_w) // max(1, columns - 1)
        col_gap = min(col_gap, theme.px(L.HAND_COLUMN_GAP_MAX))
        used = columns * card_w + (columns - 1) * col_gap
        x0 = hr.x + (hr.width - used) // 2
        self.slots = {}
        for col in range(columns):
            top_card = cities[col] if col < len(cities) else R.JOKER
            low_card = f"{cities[col]}*" if col < len(cities) else R.VIP_JOKER
            x = x0 + col * (card_w + col_gap)
            self.slots[top_card] = pygame.Rect(x, rows_top, card_w, card_h)
            self.slots[low_card] = pygame.Rect(x, rows_top + card_h + row_gap, card_w, card_h)

    def center_of(self, card: str) -> tuple[int, int]:
        """Where a card of this type flies to (its slot, or the hand's middle)."""
        rect = self.slots.get(card)
        return rect.center if rect is not None else self.rect.center

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        hand = self.table.tour_view["hand"]
        for card, rect in self.slots.items():
            if rect.collidepoint(pos) and hand.get(card):
                return HandTarget(card)
        return None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        return self.slots.get(target.card) if isinstance(target, HandTarget) else None

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        rect = self.rect
        theme.panel(surface, rect)
        if table.viewer is None:
            title = _("HAND HIDDEN") if table.passing_to is not None else _("SPECTATING")
            header(surface, rect, title)
            # Wrapped, never cut: the panel can be narrow, the sentence long in some languages.
            f = theme.font("body")
            lines = theme.wrap(
                _("Cards are shown to their owner only."), f, rect.width - theme.px(Space.XXL)
            )
            y = rect.centery - len(lines) * f.get_linesize() // 2
            for line in lines:
                theme.text(surface, line, "body", theme.TEXT_MUTED, (rect.centerx, y), "midtop")
                y += f.get_linesize()
            return
        hand = table.tour_view["hand"]
        total = sum(hand.values())
        if table.multi_human:
            who = _("{name}'S HAND").format(name=table.seat_name(table.viewer).upper())
        else:
            who = _("YOUR HAND")
        plan = table.controller.plan
        paying = plan is not None and plan.pending
        note = ngettext("{n} card", "{n} cards", total).format(n=total)
        if paying and table.can_act:
            note = _("click a lit card to pay")
        header(surface, rect, who, note)
        payable = table.controller.payable_cards(table.legal())
        badge_r = max(theme.px(L.HAND_BADGE_MIN_R), self.slots[R.JOKER].width // 6)
        radius = theme.px(L.CARD_RADIUS)
        step = theme.px(L.STACK_STEP)
        for card, r in self.slots.items():
            count = hand.get(card, 0)
            if count <= 0:
                pygame.draw.rect(surface, theme.ROW_ALT, r, border_radius=radius)
                pygame.draw.rect(surface, theme.PANEL_BORDER, r, 1, border_radius=radius)
                self._ghost(surface, card, r)
                continue
            lift = 0
            if paying and card in payable:
                lift = theme.px(Space.XS)
            if hovered(table, HandTarget(card)):
                lift = theme.px(Space.S)
            face = art.card_face(table.palette, card, r.size)
            spot = r.move(0, -lift)
            if count > 1:  # a second card peeking out: a stack
                surface.blit(face, spot.move(step, -step))
            surface.blit(face, spot)
            if paying and card not in payable:
                veil(surface, spot, radius)
            elif paying:
                pygame.draw.rect(
                    surface,
                    art.PATH,
                    spot.inflate(4, 4),
                    max(2, theme.px(Stroke.THIN)),
                    border_radius=radius + 1,
                )
            corner = (spot.right - theme.px(Space.XXS), spot.y + theme.px(Space.XXS))
            art.count_badge(surface, corner, count, badge_r)

    def _ghost(self, surface: pygame.Surface, card: str, r: pygame.Rect) -> None:
        """A faint mark of the card type an empty slot holds (where drawn cards will go)."""
        palette = self.table.palette
        city = palette.city_of(card)
        color = theme.mix(palette.colors[city], theme.ROW_ALT, 0.7) if city else theme.PANEL_BORDER
        if city:
            art.symbol(surface, palette.shapes[city], r.center, r.width * 0.2, color)
        else:
            theme.text(surface, R.JOKER, "body_bold", color, r.center, "center")
        if card.endswith("*"):
            where = (r.centerx, r.bottom - theme.px(Space.L))
            theme.text(surface, _("VIP"), "small", color, where, "center")


__all__ = ["DecksPanel", "HandPanel"]
