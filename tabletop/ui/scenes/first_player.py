"""The new-game screen's "First player" control: seat 1 (as before the control), a random seat,
or the seat the rulebook names — the rulebooks name the first player by something only the
players know (Metro: the youngest), so the choices name each seat that way ("Youngest: Anna")
and the line under the label says what the rulebook asks (``GameDescriptor.first_player``).
A rulebook that leaves it to the players (Paris) gets every seat by its number.

The control gives the game's ``first_player`` option (``tabletop.core.first_player``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tabletop.core.first_player import RANDOM, FirstPlayerRule
from tabletop.core.i18n import _, pgettext

from .. import theme
from ..theme import Space
from ..widgets import Choice, Widget

#: The choice's width at most (reference pixels; the label takes the rest of the row), and
#: the lines of the rulebook's words under the label.
CHOICE_WIDTH = 300
RULE_LINES = 2


@dataclass(frozen=True)
class Starter:
    """One choice: a random seat, a seat by its number, or the seat the rulebook names."""

    kind: str  # "random", "seat" or "rulebook"
    seat: int = RANDOM

    @property
    def option(self) -> int:
        """The ``first_player`` option this choice gives."""
        return RANDOM if self.kind == "random" else self.seat


#: Seat 1 starts: the default, what every game did before the players could choose.
SEAT_1 = Starter("seat", 0)
RANDOM_SEAT = Starter("random")


def seat_words(index: int, name: str) -> str:
    # Translators: a choice of the first player: a seat by its number, then who sits there.
    return _("Seat {number}: {name}").format(number=index + 1, name=name)


def starter_choices(rule: FirstPlayerRule, names: Sequence[str]) -> list[tuple[Starter, str]]:
    """The choices in order: random, seat 1, then each seat as the rulebook names it."""
    choices = [
        (RANDOM_SEAT, pgettext("the first player", "Random")),
        (SEAT_1, seat_words(0, names[0])),
    ]
    if rule.choice:
        choices += [
            (Starter("rulebook", index), _(rule.choice).format(name=name))
            for index, name in enumerate(names)
        ]
    else:
        choices += [
            (Starter("seat", index), seat_words(index, name))
            for index, name in enumerate(names)
            if index
        ]
    return choices


class FirstPlayerPicker(Widget):
    """The label with what the rulebook says under it (wrapped, at most ``RULE_LINES``
    lines), and the choice beside them."""

    def __init__(self, rule: FirstPlayerRule, names: Sequence[str]) -> None:
        super().__init__()
        self.rule = rule
        self.choice: Choice[Starter] = Choice(starter_choices(rule, names), SEAT_1)
        self.label = pygame.Rect(0, 0, 0, 0)

    @property
    def value(self) -> Starter:
        return self.choice.value

    @property
    def option(self) -> int:
        """The game's ``first_player`` option."""
        return self.value.option

    def set_value(self, value: Starter) -> None:
        self.choice.set_value(value)

    def set_names(self, names: Sequence[str]) -> None:
        """Say the seats' names (and the words) again; the choice of a seat that is gone falls
        back to seat 1."""
        kept = self.value
        self.choice.choices = starter_choices(self.rule, names)
        self.choice.index = 0
        self.choice.set_value(SEAT_1)
        self.choice.set_value(kept)

    def layout(self, rect: pygame.Rect) -> None:
        """``rect``: the row the control may take (the choice is as high as it); the label's
        lines are centred on it and may stand out of it a little."""
        self.rect = rect
        choice_w = min(theme.px(CHOICE_WIDTH), rect.width * 11 // 20)
        gap = theme.px(Space.L)
        self.choice.rect = pygame.Rect(rect.right - choice_w, rect.y, choice_w, rect.height)
        title = theme.font("body_bold").get_linesize()
        rule = RULE_LINES * theme.font("small").get_linesize()
        self.label = pygame.Rect(0, 0, rect.width - choice_w - gap, title + rule)
        self.label.midleft = (rect.x, rect.centery)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.visible and self.choice.handle(event)

    def update(self, dt: float) -> None:
        self.choice.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        title = theme.font("body_bold").get_linesize()
        theme.text(
            surface,
            _("First player"),
            "body_bold",
            theme.TEXT,
            self.label.topleft,
            max_width=self.label.width,
        )
        rule = pygame.Rect(
            self.label.x, self.label.y + title, self.label.width, self.label.height - title
        )
        theme.text_block(surface, _(self.rule.rulebook), "small", theme.TEXT_MUTED, rule)
        self.choice.draw(surface)


__all__ = ["RANDOM_SEAT", "SEAT_1", "FirstPlayerPicker", "Starter", "starter_choices"]
