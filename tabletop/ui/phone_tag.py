"""The phone tag of a seat's row in a table's players panel: a small phone and a word saying how
that seat's phone is — joined, asleep (its socket dropped: a locked screen) or not joined yet.

Every game's seats panel draws it after the seat's name (``SeatsPanel.draw_row`` and the games'
own rows), from ``TableScene.phone_mark``. The tag is colour and word and shape at once (a
filled phone when joined, a hollow one otherwise), so it reads without colour. This module
knows nothing of the phones' server (the table says which mark a seat has), so the panels can
import it without the server's libraries.
"""

from __future__ import annotations

from enum import Enum

import pygame

from tabletop.core.i18n import pgettext

from . import theme
from .theme import Space, Stroke, px

#: The phone's body (reference pixels), and the role of its word.
PHONE_SIZE = (8, 13)
ROLE = "small"


class PhoneMark(Enum):
    """How a phone seat's phone is, as its row says it."""

    JOINED = "joined"
    ASLEEP = "asleep"
    NOT_JOINED = "not_joined"

    def words(self) -> str:
        """The tag's word, in the language spoken now."""
        if self is PhoneMark.JOINED:
            # Translators: a phone seat's tag in the players panel: its phone is connected.
            return pgettext("phone", "joined")
        if self is PhoneMark.ASLEEP:
            # Translators: a phone seat's tag in the players panel: its phone's link dropped
            # (a locked screen); it reconnects by itself.
            return pgettext("phone", "asleep")
        # Translators: a phone seat's tag in the players panel: no phone has opened its link.
        return pgettext("phone", "not joined")

    def color(self) -> theme.Color:
        if self is PhoneMark.JOINED:
            return theme.GOOD
        if self is PhoneMark.ASLEEP:
            return theme.WARN
        return theme.TEXT_MUTED


def tag_width(mark: PhoneMark) -> int:
    """How wide ``mark``'s tag is drawn (its phone, the gap and its word)."""
    return px(PHONE_SIZE[0]) + px(Space.XS) + theme.font(ROLE).size(mark.words())[0]


def draw_phone_tag(
    surface: pygame.Surface, mark: PhoneMark, midleft: tuple[int, int], room: int
) -> pygame.Rect:
    """Draw ``mark``'s tag with its left end's middle at ``midleft`` within ``room`` pixels
    (its word takes a smaller size when it must); the rect it took."""
    color = mark.color()
    w, h = px(PHONE_SIZE[0]), px(PHONE_SIZE[1])
    phone = pygame.Rect(0, 0, w, h)
    phone.midleft = midleft
    radius = max(1, px(Stroke.THIN))
    if mark is PhoneMark.JOINED:
        pygame.draw.rect(surface, color, phone, border_radius=radius)
    else:
        pygame.draw.rect(surface, color, phone, max(1, px(Stroke.HAIR)), border_radius=radius)
    word = theme.text(
        surface,
        mark.words(),
        ROLE,
        color,
        (phone.right + px(Space.XS), midleft[1]),
        "midleft",
        max_width=max(1, room - w - px(Space.XS)),
    )
    return phone.union(word)


__all__ = ["PhoneMark", "draw_phone_tag", "tag_width"]
