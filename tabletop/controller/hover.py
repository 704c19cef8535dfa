"""What the pointer is over, in one shape for every game: a ``Hover`` card.

A controller's ``describe(target, view)`` answers with a title (the thing, named as players
name it) and lines (its facts, what a click there would do now, or why it would be refused),
each line with a ``Tone`` that the table turns into a colour. The card as a whole may carry a
tone too (a verdict: a square where the tile may go, or may not). No pygame: the table's one
tooltip widget draws it (``tabletop/ui/tooltip.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Tone(Enum):
    """How a line (or a whole card) reads at a glance; the table picks the colour."""

    #: A fact.
    TEXT = "text"
    #: A fact of less weight (a count, a reminder).
    MUTED = "muted"
    #: What a click would do now.
    GOOD = "good"
    #: Why a click would be refused.
    WARN = "warn"
    #: A place or thing to mind (the central station that scores double).
    ACCENT = "accent"
    #: A fact about a seat, in that seat's colour (``Line.seat``).
    SEAT = "seat"


@dataclass(frozen=True)
class Line:
    text: str
    tone: Tone = Tone.TEXT
    #: The seat whose colour a ``Tone.SEAT`` line takes.
    seat: int | None = None


@dataclass(frozen=True)
class Hover:
    """A hover card: a title and lines. ``tone`` marks the card as a whole (drawn as a bar
    down its edge); ``Tone.TEXT`` marks nothing."""

    title: str
    lines: tuple[Line, ...] = ()
    tone: Tone = Tone.TEXT

    @property
    def texts(self) -> list[str]:
        """Everything the card says, the title first."""
        return [self.title, *(line.text for line in self.lines)]


def lines(*texts: str | None, tone: Tone = Tone.TEXT) -> tuple[Line, ...]:
    """``texts`` as lines of one tone, the empty ones left out."""
    return tuple(Line(text, tone) for text in texts if text)


__all__ = ["Hover", "Line", "Tone", "lines"]
