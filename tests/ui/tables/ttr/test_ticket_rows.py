"""An open ticket's row (new-player review #20): the dots and the car count beside its name
are explained in the ticket's hover card, and they never touch the words."""

from __future__ import annotations

import pygame
import pytest

from tabletop.controller.ttr import TicketTarget
from tabletop.controller.ttr.hover import ticket_row_legend
from tabletop.ui import theme
from tabletop.ui.tables.ttr.layout import Tickets
from tabletop.ui.tables.ttr.tickets import TicketsPanel
from tabletop.ui.theme import Space, px
from tests.support.pilot import drawn_texts, headless_app, hover

from .hands import cards, table_with_hand

SIZES = [(960, 600), (1280, 800)]


def test_a_tickets_hover_card_explains_the_dots_and_the_count(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, cards(red=4))
        ticket, rect = next(iter(table.ticket_list.slots().items()))
        hover(app, rect.center, frames=3)
        assert table.hover == TicketTarget(ticket)
        shown = " ".join(drawn_texts(monkeypatch, app))
        assert ticket_row_legend().split()[0] in shown and "trains" in shown
        assert " ".join(ticket_row_legend().split()[-4:]) in shown


@pytest.mark.parametrize("size", SIZES)
def test_the_dots_keep_clear_of_the_name_and_the_car_count(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    with headless_app(size, autosave=False) as app:
        table = table_with_hand(app, cards(red=4))
        panel = table.ticket_list
        chains: list[tuple[int, int, int]] = []  # (first dot's x, last dot's x, y)
        real_chain = TicketsPanel._chain

        def chain(self, surface, progress, x, y):  # type: ignore[no-untyped-def]
            step = px(Tickets.DOT_STEP)
            chains.append((x, x + step * (len(progress.cities) - 1), y))
            return real_chain(self, surface, progress, x, y)

        words: list[tuple[str, pygame.Rect]] = []
        real_text = theme.text

        def text(surface, value, *args, **kwargs):  # type: ignore[no-untyped-def]
            drawn = real_text(surface, value, *args, **kwargs)
            words.append((value, drawn))
            return drawn

        monkeypatch.setattr(TicketsPanel, "_chain", chain)
        monkeypatch.setattr(theme, "text", text)
        panel.draw(pygame.Surface(size))
        monkeypatch.undo()
        assert chains, "no ticket row showed its way"
        r, gap = px(Tickets.DOT), px(Space.S)
        for first, last, y in chains:
            dots = pygame.Rect(first - r, y - r, last - first + 2 * r, 2 * r)
            for value, rect in words:
                if rect.top <= y <= rect.bottom:  # a word on the same row
                    assert not dots.inflate(2 * gap, 0).colliderect(rect), (value, dots, rect)


def test_paris_counts_a_tickets_way_in_buses(monkeypatch: pytest.MonkeyPatch) -> None:
    """Real-window pass: Paris's seats and log count buses ("2 buses left"), but its ticket rows
    and their hover cards said "9 cars"."""
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, cards(red=2), game_id="ttr_paris")
        ticket, rect = next(iter(table.ticket_list.slots().items()))
        cars = table.progress[ticket].cars
        texts: list[str] = []
        real_text = theme.text

        def text(surface, value, *args, **kwargs):  # type: ignore[no-untyped-def]
            texts.append(value)
            return real_text(surface, value, *args, **kwargs)

        with monkeypatch.context() as patch:
            patch.setattr(theme, "text", text)
            table.ticket_list.draw(pygame.Surface(app.size))
        assert f"{cars} buses" in texts or f"{cars} bus" in texts
        assert not any(text.endswith((" cars", " car")) for text in texts)
        hover(app, rect.center, frames=3)
        assert table.hover == TicketTarget(ticket)
        shown = " ".join(drawn_texts(monkeypatch, app))
        assert f"Still needed on the cheapest way: {cars} bus" in shown  # "bus" or "buses"
        assert "cars" not in shown and "trains" not in shown
