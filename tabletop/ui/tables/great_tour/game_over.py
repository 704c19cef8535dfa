"""Game over for The Great Tour: the shell's score table (ticket points, bonuses, card points,
total — the engine's ``Outcome``) and under it, per player, the tickets, city tokens, bonus
cards held and cards left in hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.games.great_tour import rules as R
from tabletop.ui import theme
from tabletop.ui.scenes.game_over import GameOverScene

from . import art
from .text import text

if TYPE_CHECKING:
    from tabletop.ui.app import App

    from .table import GreatTourTable

ROW = 28


class GreatTourGameOver(GameOverScene):
    def __init__(self, app: App, table: GreatTourTable) -> None:
        self.details_height = 34 + ROW * len(table.match.seats)
        super().__init__(app, table)
        self.gt_table = table
        # The end of the game has no secrets: every hand size is public, tickets too.
        self.final_view = table.match.view(None)

    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        width, height = super().panel_size
        return (max(width, 760), height)

    def draw_details(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        table = self.gt_table
        palette = table.palette
        view = self.final_view
        players = view["players"]
        bonuses = view.get("bonuses", {})
        most = set(view.get("most_tokens_seats") or [])
        text(
            surface,
            "TICKETS · CITY TOKENS · BONUS CARDS · CARDS LEFT",
            "label",
            theme.TEXT_MUTED,
            (rect.x + theme.px(8), rect.y + theme.px(4)),
        )
        y = rect.y + theme.px(26)
        for seat in self.order:
            player = players[seat]
            row = pygame.Rect(rect.x, y, rect.width, theme.px(ROW - 3))
            cy = row.centery
            theme.swatch(surface, (row.x + theme.px(14), cy), theme.px(6), table.seat_color(seat))
            text(
                surface,
                table.seat_name(seat),
                "body_bold",
                theme.TEXT,
                (row.x + theme.px(28), cy),
                "midleft",
                max_width=theme.px(130),
            )
            n = len(player["tickets"])
            blanks = player["blank_tickets"]
            tickets = f"{n} ticket{'s' if n != 1 else ''}" + (
                f" + {blanks} blank" if blanks else ""
            )
            text(
                surface,
                tickets,
                "small",
                theme.TEXT,
                (row.x + theme.px(164), cy),
                "midleft",
                max_width=theme.px(150),
            )
            x = row.x + theme.px(320)
            chip = theme.px(13)
            for city in palette.cities:
                k = player["tokens"].get(city, 0)
                color = (
                    palette.colors[city]
                    if k
                    else theme.mix(palette.colors[city], theme.PANEL, 0.65)
                )
                art.symbol(
                    surface,
                    palette.shapes[city],
                    (x + chip / 2, cy),
                    chip * 0.45,
                    color,
                    (20, 20, 26) if k else None,
                )
                text(
                    surface,
                    str(k),
                    "label",
                    theme.TEXT if k else theme.TEXT_DISABLED,
                    (x + chip + theme.px(2), cy),
                    "midleft",
                )
                x += chip + theme.px(18)
            held = [
                f"FT {c}" for c in palette.cities if bonuses.get(R.frequent_traveller(c)) == seat
            ]
            if bonuses.get(R.FIRST_ALL_FIVE) == seat:
                held.append("All cities")
            if seat in most:
                held.append("Most")
            cards = player.get("hand_size", 0)
            text(
                surface,
                ", ".join(held) or "no bonus",
                "small",
                theme.TEXT if held else theme.TEXT_DISABLED,
                (x + theme.px(6), cy),
                "midleft",
                max_width=rect.right - x - theme.px(100),
            )
            text(
                surface,
                f"{cards} card{'s' if cards != 1 else ''} left",
                "small",
                theme.TEXT_MUTED,
                (rect.right - theme.px(8), cy),
                "midright",
            )
            y += theme.px(ROW)
