"""A panel's title and the count on its right never run into each other: a long name's hand
in the smallest window the table is drawn in (a desktop smaller than the app's minimum).

The widest name a player may type: 20 capital W."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import textfit
from tests.support.pilot import headless_app, run_frames

from .hands import cards, table_with_hand


@pytest.mark.parametrize("size", [(700, 450), (960, 600)])
def test_the_hands_title_keeps_clear_of_its_card_count(size: tuple[int, int]) -> None:
    with headless_app(size, autosave=False) as app:
        table = table_with_hand(app, cards(red=3, blue=3, locomotive=2), names=["W" * 20])
        run_frames(app, 1)
        with textfit.recording() as drawn:
            table.hand.draw(pygame.Surface(app.size))
        title = next(d for d in drawn if d.value.endswith("'S HAND"))
        count = next(d for d in drawn if d.value == "8 CARDS")
        assert not title.rect.colliderect(count.rect), (title.rect, count.rect)
