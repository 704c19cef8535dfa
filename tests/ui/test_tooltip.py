"""The tables' one tooltip (``tabletop/ui/tooltip.py``): a controller's ``Hover`` card beside
the pointer, every word in its tone's colour, wrapped, never cut, never over the pointer and
never outside the window."""

from __future__ import annotations

import pygame

from tabletop.controller.hover import Hover, Line, Tone
from tabletop.ui import textfit, theme
from tabletop.ui.app import App
from tabletop.ui.tooltip import OFFSET, TONES, Tooltip

SEATS = {0: (200, 40, 40), 1: (40, 90, 200)}
CARD = Hover(
    "Munchen – Venezia",
    (
        Line("2 spaces · blue · 2 points"),
        Line("Claimed by Anna", Tone.SEAT, 1),
        Line("You have no cards to pay for this route, not even with locomotives.", Tone.WARN),
    ),
)


def _drawn(tip: Tooltip, size: tuple[int, int] = (1280, 800)) -> list[theme.TextDrawn]:
    surface = pygame.Surface(size)
    with textfit.recording() as drawn:
        tip.draw(surface)
    return drawn


def _gap(rect: pygame.Rect, pos: tuple[int, int]) -> int:
    return max(rect.left - pos[0], pos[0] - rect.right, rect.top - pos[1], pos[1] - rect.bottom)


def test_a_card_says_its_title_then_its_lines_wrapped_inside_it_and_never_cut(app: App) -> None:
    tip = Tooltip(SEATS.__getitem__)
    tip.show(CARD, (300, 200))
    drawn = _drawn(tip)
    assert drawn[0].value == CARD.title and drawn[0].role == "body_bold"
    # The long warning wraps onto more lines than it has sentences: every word is shown.
    assert len(drawn) > 1 + len(CARD.lines)
    assert " ".join(d.value for d in drawn[3:]) == CARD.lines[2].text
    assert not textfit.violations(drawn)
    assert all(tip.rect.contains(d.rect) for d in drawn)
    assert tip.lines == CARD.texts


def test_each_line_takes_its_tones_colour_and_a_seat_line_its_seats() -> None:
    tip = Tooltip(SEATS.__getitem__)
    rows = tip._rows(CARD, 2000)
    colours = [colour for _text, _role, colour in rows]
    assert colours == [theme.TEXT, TONES[Tone.TEXT], SEATS[1], TONES[Tone.WARN]]


def test_the_card_stands_beside_the_pointer_and_flips_at_the_windows_edges(app: App) -> None:
    tip = Tooltip(SEATS.__getitem__)
    screen = pygame.Rect(0, 0, 1280, 800)
    for pointer in [(300, 200), (1270, 200), (300, 790), (1270, 790), (5, 5)]:
        tip.show(CARD, pointer)
        _drawn(tip)
        assert screen.contains(tip.rect), pointer
        assert 0 < _gap(tip.rect, pointer) <= theme.px(OFFSET) + 1, pointer
    tip.show(CARD, (300, 200))
    _drawn(tip)
    assert tip.rect.topleft == (300 + theme.px(OFFSET), 200 + theme.px(OFFSET))


def test_a_button_tip_hangs_centred_under_the_button(app: App) -> None:
    tip = Tooltip(SEATS.__getitem__)
    button = pygame.Rect(600, 10, 96, 38)
    tip.show_under(Hover("", (Line("Take back your last move (Ctrl+Z)"),)), button)
    drawn = _drawn(tip)
    assert [d.value for d in drawn] == ["Take back your last move (Ctrl+Z)"]
    assert tip.rect.centerx == button.centerx and tip.rect.top > button.bottom


def test_a_card_with_a_verdict_shows_it_as_a_bar_in_its_tone(app: App) -> None:
    tip = Tooltip(SEATS.__getitem__)
    tip.show(
        Hover("✗ Not here", (Line("Not beside a tile already placed.", Tone.WARN),), Tone.WARN),
        (300, 200),
    )
    surface = pygame.Surface((1280, 800))
    tip.draw(surface)
    bar = surface.get_at((tip.rect.x + 1, tip.rect.centery))
    assert tuple(bar)[:3] == TONES[Tone.WARN]


def test_a_hidden_tooltip_draws_nothing(app: App) -> None:
    tip = Tooltip(SEATS.__getitem__)
    tip.show(CARD, (300, 200))
    tip.hide()
    assert _drawn(tip) == [] and tip.lines == []
