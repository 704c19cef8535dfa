"""Game over for The Great Tour: the shell's score table (ticket points, bonuses, card points,
total — the engine's ``Outcome``) and under it, per player, the tickets, city tokens, bonus
cards held and cards left in hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from tabletop.core.i18n import N_, _, ngettext
from tabletop.games.great_tour import GreatTourView
from tabletop.games.great_tour import rules as R
from tabletop.ui import theme
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.theme import Space

from . import art
from . import layout as L
from .common import seat_badge

if TYPE_CHECKING:
    from tabletop.ui.app import App

    from .table import GreatTourTable


class GreatTourGameOver(GameOverScene):
    #: The section under the score table (a msgid: the base says it in the current language).
    details_title = N_("Tickets and bonuses")

    def __init__(self, app: App, table: GreatTourTable) -> None:
        self.details_height = L.RESULTS_HEADER_H + L.RESULTS_ROW_H * len(table.match.seats)
        super().__init__(app, table)
        self.gt_table = table
        # The end of the game has no secrets: every hand size is public, tickets too.
        self.final_view = cast(GreatTourView, table.match.view(None))

    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        width, height = super().panel_size
        return (max(width, L.RESULTS_MIN_W), height)

    def draw_details(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        table = self.gt_table
        view = self.final_view
        players = view["players"]
        leaders = set(view["most_tokens_seats"])
        theme.text(
            surface,
            _("TICKETS · CITY TOKENS · BONUS CARDS · CARDS LEFT"),
            "label",
            theme.TEXT_MUTED,
            (rect.x + theme.px(Space.M), rect.y + theme.px(Space.XS)),
            max_width=rect.width - theme.px(Space.M),
        )
        describer = table.controller.describer
        y = rect.y + theme.px(L.RESULTS_HEADER_H - Space.M)
        # The rows share what the section has beyond their own height (three players leave
        # room), up to half a row more: a seat's bonus cards wrap to a third line, not cut.
        share = (rect.bottom - y) // max(1, len(self.order))
        pitch = max(theme.px(L.RESULTS_ROW_H), min(theme.px(L.RESULTS_ROW_H * 3 // 2), share))
        for seat in self.order:
            player = players[seat]
            row = pygame.Rect(rect.x, y, rect.width, pitch - theme.px(L.STACK_STEP))
            cy = row.centery
            swatch = (row.x + theme.px(L.RESULTS_SWATCH_X), cy)
            seat_badge(surface, table, seat, swatch, theme.px(Space.S))
            # The score table above shows every name whole, in this same order: here a long
            # name may end early so the row keeps its columns.
            theme.text(
                surface,
                table.seat_name(seat),
                "body_bold",
                theme.TEXT,
                (row.x + theme.px(L.RESULTS_NAME_X), cy),
                "midleft",
                max_width=theme.px(L.RESULTS_NAME_W),
                may_cut=True,
            )
            n, blanks = len(player["tickets"]), player["blank_tickets"]
            tickets = ngettext("{n} ticket", "{n} tickets", n).format(n=n)
            if blanks:
                tickets = ngettext("{tickets} + {n} blank", "{tickets} + {n} blank", blanks).format(
                    tickets=tickets, n=blanks
                )
            theme.text(
                surface,
                tickets,
                "small",
                theme.TEXT,
                (row.x + theme.px(L.RESULTS_TICKETS_X), cy),
                "midleft",
                max_width=theme.px(L.RESULTS_TICKETS_W),
            )
            x = self._tokens(surface, player["tokens"], row.x + theme.px(L.RESULTS_TOKENS_X), cy)
            # The bonus cards written out; the most-tokens card is decided now: every leader
            # holds it.
            ids = [bonus for bonus, holder in view["bonuses"].items() if holder == seat]
            if seat in leaders and R.MOST_TOKENS not in ids:
                ids.append(R.MOST_TOKENS)
            held = [describer.bonus(bonus) for bonus in ids]
            left = x + theme.px(Space.S)
            cards = player["hand_size"]
            hand = ngettext("{n} card left", "{n} cards left", cards).format(n=cards)
            # The bonus column ends a step before the cards left, however long their words
            # ("3 karty w ręce" is wider than the column kept for them: a wrapped bonus ran in).
            hand_x = rect.right - theme.px(Space.M) - theme.font("small").size(hand)[0]
            right = min(rect.right - theme.px(L.RESULTS_CARDS_W), hand_x - theme.px(Space.S))
            box = pygame.Rect(left, cy - pitch // 2, right - left, pitch)
            words = ", ".join(held) or _("no bonus")
            ink = theme.TEXT if held else theme.TEXT_DISABLED
            if theme.font("small").size(words)[0] <= box.width:
                theme.text(surface, words, "small", ink, (left, cy), "midleft", box.width, box=box)
            else:  # two bonus cards or a long city: wrapped (smaller if need be) in the row;
                # more cards than that fit in words: in short, and where even that would be
                # cut (a full table in Polish), their count (the score table has their points)
                if not theme.block_fits(words, "small", box):
                    words = describer.bonuses_short(ids)
                if not theme.block_fits(words, "small", box):
                    words = ngettext("{n} bonus card", "{n} bonus cards", len(ids)).format(
                        n=len(ids)
                    )
                theme.text_block(surface, words, "small", ink, box)
            theme.text(
                surface,
                hand,
                "small",
                theme.TEXT_MUTED,
                (rect.right - theme.px(Space.M), cy),
                "midright",
            )
            y += pitch

    def _tokens(self, surface: pygame.Surface, tokens: dict[str, int], x: int, cy: int) -> int:
        palette = self.gt_table.palette
        chip = theme.px(L.RESULTS_CHIP)
        for city in palette.cities:
            k = tokens.get(city, 0)
            color = (
                palette.colors[city] if k else theme.mix(palette.colors[city], theme.PANEL, 0.65)
            )
            art.symbol(
                surface,
                palette.shapes[city],
                (x + chip / 2, cy),
                chip * 0.45,
                color,
                (20, 20, 26) if k else None,
            )
            count = (x + chip + theme.px(Space.XXS), cy)
            theme.text(
                surface, str(k), "label", theme.TEXT if k else theme.TEXT_DISABLED, count, "midleft"
            )
            x += chip + theme.px(L.RESULTS_CHIP_GAP)
        return x


__all__ = ["GreatTourGameOver"]
