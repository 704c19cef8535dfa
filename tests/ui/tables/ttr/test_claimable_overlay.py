"""The "Claimable routes (C)" overlay with a big hand (new-player review #22): every claimable
route is outlined round its cars, and each car keeps its own colour (no yellow wash), so the
overlay still tells the routes apart when nearly all of them are lit."""

from __future__ import annotations

import pygame

from tabletop.ui.tables.ttr.board import CLAIMABLE
from tests.support.pilot import headless_app

from .hands import NINE_KINDS, table_with_hand


def _board(table) -> pygame.Surface:  # type: ignore[no-untyped-def]
    surface = pygame.Surface(table.app.size)
    table.board_panel.draw_board(surface)
    table.board_panel.draw_highlights(surface)
    return surface


def _near(color: pygame.Color, rgb: tuple[int, int, int]) -> bool:
    return sum(abs(a - b) for a, b in zip(color[:3], rgb, strict=True)) < 90


def test_claimable_routes_are_outlined_and_keep_their_colour_with_a_twenty_card_hand() -> None:
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, NINE_KINDS)
        assert sum(table.view["hand"].values()) == 20 and len(table.claimable) > 40
        table.hover = None
        plain = _board(table)
        table.show_claimable = True
        lit = _board(table)
        panel = table.board_panel
        outlined = cars = kept = 0
        for rid in table.claimable:
            for car in panel.geo.cars[rid]:
                corners = [panel.to_screen(p) for p in panel.geo.quad(car)]
                cx = round(sum(x for x, _y in corners) / 4)
                cy = round(sum(y for _x, y in corners) / 4)
                if not panel.rect.collidepoint(cx, cy):
                    continue
                before, after = plain.get_at((cx, cy)), lit.get_at((cx, cy))
                cars += 1
                kept += sum(abs(a - b) for a, b in zip(before[:3], after[:3], strict=True)) <= 12
                grown = [panel.to_screen(p) for p in panel.geo.quad(car, grow=4 / panel.scale)]
                sides = [
                    (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2))
                    for a, b in zip(grown, grown[1:] + grown[:1], strict=True)
                ]
                outlined += any(
                    _near(lit.get_at(p), CLAIMABLE) for p in sides if panel.rect.collidepoint(p)
                )
        assert outlined > 40, "the claimable routes are not outlined"
        # Each car's own colour shows (a neighbour's outline may cross a car of a crowded spot).
        assert kept >= 0.95 * cars, f"only {kept} of {cars} cars keep their colour"
