"""The tunnel's dialog: the cards put down and the cards turned, then pay the extra cards one
of the legal ways or give the tunnel up (the cards go back to the hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.core import Action
from tabletop.core.i18n import _, ngettext
from tabletop.games.ttr import DeclineTunnel
from tabletop.games.ttr.view import TunnelView
from tabletop.ui import theme
from tabletop.ui.table import suggestion_ring
from tabletop.ui.theme import Space, px
from tabletop.ui.widgets import Button

from .layout import Dialogs
from .payment import PaymentPicker, PayOption, draw_chips, focus_ring, payment_cards

if TYPE_CHECKING:
    from tabletop.ui.app import App

    from .table import TtrTable

from .modals import DecisionModal, place_beside, ring_suggested_way


class TunnelChooser(DecisionModal):
    """A tunnel's three turned cards and the extra cost: pay it (one of the ways the engine
    offers, by mouse or keys), or give the tunnel up (↓ past the last way, then Enter)."""

    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app, table)
        view = table.view
        tunnel = view["tunnel"]
        assert tunnel is not None
        self.tunnel: TunnelView = tunnel
        self.elapsed = 0.0
        self.pays, self.decline_action = table.controller.tunnel_options(table.legal())
        #: The keyboard is on the "give up" button (always, when nothing can pay).
        self.decline_focused = not self.pays
        self._cards_top = 0
        self.words_area = pygame.Rect(0, 0, 0, 0)
        self.retranslate()

    def retranslate(self) -> None:
        """The title and the ways to pay in the current language (the picker is made again)."""
        table, tunnel, pays = self.table, self.tunnel, self.pays
        view = table.view
        decline = self.decline_action
        self.title = _("Tunnel: {route}").format(route=table.words.route(tunnel["route"]))
        extra = tunnel["extra"]
        options = [
            PayOption(
                action,
                tunnel["color"],
                action.wilds,
                extra,
                _("Pay {payment} more").format(
                    payment=table.controller.tunnel_payment_text(view, action)
                ),
            )
            for action in pays
        ]
        self.picker = PaymentPicker(
            options,
            table.rules.wild,
            lambda option: self.choose(option.action),
            table.art,
            primary=len(pays) == 1,
            hint=_("and claim the tunnel"),
        )
        self.decline = Button(_("Give up the tunnel"), lambda: self.choose(decline), style="danger")
        super().retranslate()
        self.widgets = [self.picker, self.decline, self.suggest_button]

    def layout(self, size: tuple[int, int]) -> None:
        margin = self.margin()
        width = min(px(Dialogs.TUNNEL_WIDTH), size[0] - 2 * margin)
        inner = width - 2 * self.inset
        self._cards_top = self.wrap_title(inner) + px(Space.XL)
        top = self._cards_top + px(Dialogs.TUNNEL_SECTIONS)
        # The buttons, and above them a band for the suggestion's sentence.
        footer = px(Space.L) + self.words_height(3) + px(theme.BUTTON_HEIGHT) + self.inset
        room = size[1] - 2 * margin - top - footer
        picker_h = self.picker.fit(inner, max(self.picker.row_height(), room))
        if not self.pays:
            picker_h = 0
        self.panel = pygame.Rect(0, 0, width, top + picker_h + footer)
        self.panel.center = (size[0] // 2, size[1] // 2)
        bounds = self.table.board_panel.route_bounds(self.tunnel["route"])
        place_beside(self.panel, bounds, self.table.board_rect, size)  # the tunnel stays in sight
        self.panel.clamp_ip(pygame.Rect((0, 0), size).inflate(-2 * margin, -2 * margin))
        self.picker.place(
            pygame.Rect(self.panel.x + self.inset, self.panel.y + top, inner, picker_h)
        )
        button_w = max(
            px(Dialogs.DECLINE_WIDTH),
            theme.font("button").size(self.decline.label)[0] + px(Space.XXL),
        )
        self.decline.rect = pygame.Rect(
            self.panel.right - self.inset - min(button_w, inner),
            self.panel.bottom - self.inset - px(theme.BUTTON_HEIGHT),
            min(button_w, inner),
            px(theme.BUTTON_HEIGHT),
        )
        self.place_suggest(self.decline.rect)
        band = self.words_height(3)
        self.words_area = pygame.Rect(
            self.panel.x + self.inset, self.decline.rect.y - px(Space.S) - band, inner, band
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        self.elapsed += dt

    def choose(self, action: Action | None) -> None:
        if action is None:
            return
        if self.app.top is self:
            self.close()  # guarded: the bounce of this click reaches nothing under it
        self.table.submit(action)

    def on_escape(self) -> None:
        self.table.open_menu()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event.key):
            return
        super().handle(event)  # H: Suggest

    def _key(self, key: int) -> bool:
        """The keyboard between the ways to pay and "give up" (True: the key was used)."""
        last = len(self.pays) - 1
        if self.decline_focused:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(self.decline_action)
                return True
            if key in (pygame.K_UP, pygame.K_TAB) and self.pays:
                self.decline_focused = False
                self.picker.focus = last
                return True
            return key in (pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
        if key in (pygame.K_DOWN, pygame.K_TAB) and self.picker.focus == last:
            self.decline_focused = True
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_veil(surface, 120)
        theme.panel(surface, self.panel)
        self.draw_title(surface)
        table = self.table
        x = self.panel.x + self.inset
        tunnel = self.tunnel
        route = table.game.board.routes[tunnel["route"]]
        wild = table.rules.wild
        put = payment_cards(tunnel["color"], tunnel["wilds"], route.length, wild)
        y = self.panel.y + self._cards_top
        theme.text(surface, _("YOU PUT DOWN"), "label", theme.TEXT_MUTED, (x, y))
        chips = (x, y + px(Dialogs.CHIPS_DROP))
        draw_chips(surface, put, chips, px(Dialogs.CHIP_HEIGHT), table.art)
        y += px(Dialogs.SECTION)
        theme.text(surface, _("TURNED FROM THE DECK"), "label", theme.TEXT_MUTED, (x, y))
        w, h = px(Dialogs.TUNNEL_CARD_W), px(Dialogs.TUNNEL_CARD_H)
        paid = tunnel["color"]
        gap = px(Dialogs.TUNNEL_CARD_GAP)
        for i, color in enumerate(tunnel["revealed"]):
            rect = pygame.Rect(x + i * (w + gap), y + px(Dialogs.LINE), w, h)
            # The cards turn one after another, 0.25 s apart (at once with animations off).
            turned = self.elapsed >= 0.25 * (i + 1) or self.app.settings.animation_factor == 0
            if not turned:
                surface.blit(table.art.card_back(w, h, "train"), rect)
                continue
            surface.blit(table.art.card_face(color, w, h, table.words.color_label(color)), rect)
            if color == wild or (paid is not None and color == paid):
                pygame.draw.rect(
                    surface, theme.DANGER, rect.inflate(6, 6), 3, border_radius=px(Space.M)
                )
                theme.text(
                    surface,
                    _("+1"),
                    "body_bold",
                    theme.DANGER,
                    (rect.centerx, rect.bottom + px(Space.L)),
                    "center",
                )
        if not tunnel["revealed"]:
            theme.text(
                surface,
                _("(the deck was empty)"),
                "body",
                theme.TEXT_MUTED,
                (x, y + px(Dialogs.EMPTY_DROP)),
                "midleft",
            )
        self._draw_cost(surface, x + 3 * (w + gap) + px(Space.XL), y + px(Dialogs.COST_TOP))
        self.picker.draw(surface)
        self.decline.draw(surface)
        self.suggest_button.draw(surface)
        if self.decline_focused:
            focus_ring(surface, self.decline.rect)
        self._draw_suggested(surface)

    def _draw_suggested(self, surface: pygame.Surface) -> None:
        """Ring the suggested way to pay (or "give up") and say it beside Suggest."""
        action = self.suggested()
        if isinstance(action, DeclineTunnel):
            suggestion_ring(surface, self.decline.rect)
        else:
            ring_suggested_way(surface, self.picker, action)
        self.draw_suggestion_words(surface, self.words_area)

    def _draw_cost(self, surface: pygame.Surface, x: int, y: int) -> None:
        """What the tunnel asks for, in words (in red when the player cannot pay)."""
        words = self.table.words
        wild = self.table.rules.wild
        extra = self.tunnel["extra"]
        paid = self.tunnel["color"]
        lines = [
            (
                ngettext(
                    "The tunnel needs {n} more card:", "The tunnel needs {n} more cards:", extra
                ).format(n=extra),
                theme.WARN,
            )
        ]
        if paid is None:
            only = _("{wilds} only (you paid with wilds).").format(wilds=words.card(wild, 2))
            lines.append((only, theme.TEXT))
        else:
            either = _("{colour} or {wilds}.").format(
                colour=words.colour(paid), wilds=words.card(wild, 2)
            )
            lines.append((either, theme.TEXT))
        if not self.pays:
            lines.append(
                (_("You do not hold them: your cards go back to your hand."), theme.DANGER)
            )
        width = self.panel.right - self.inset - x
        for i, (line, color) in enumerate(lines):
            role = "body_bold" if i == 0 else "body"
            for part in theme.wrap(line, theme.font(role), width):
                theme.text(surface, part, role, color, (x, y))
                y += px(Dialogs.LINE)


__all__ = ["TunnelChooser"]
