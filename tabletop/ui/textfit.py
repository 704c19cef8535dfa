"""The text-fit check: every text drawn through ``theme.text`` (and ``theme.text_block``) is
recorded with the box it must fit in, and what does not fit is reported.

A violation is
- **outside**: the text runs out of its box (``box=``), or past the edge of what can be drawn
  (the surface, or its clip: a panel that clips its content hides the rest) — unless it is
  in a scrolling view, whose clip shows part of a line while it scrolls by (``scrolls``);
- **cut**: the text was shortened with an ellipsis although its caller did not say that a cut
  is meant (``may_cut=True``: a one-line row whose full text shows elsewhere). Text that may be
  long should wrap (``theme.text_block``) or get the width it needs; ``theme.text`` already
  tries a smaller size of its font first.

Use it on any scene (the tables in round two):

    problems = check_scene(app, scene)          # draws the scene once, returns the violations
    assert not problems, describe(problems)

or around any drawing: ``with recording() as drawn: ...; violations(drawn)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from . import theme
from .theme import TextDrawn

if TYPE_CHECKING:
    from .app import App
    from .scene import Scene

#: Pixels a text may stick out of its box (anti-aliasing, rounding of centred text).
TOLERANCE = 1


@dataclass(frozen=True)
class Violation:
    kind: str  # "outside" or "cut"
    drawn: TextDrawn
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.drawn.value!r} ({self.drawn.role}) {self.detail}"


@contextmanager
def recording() -> Iterator[list[TextDrawn]]:
    """Record every text drawn inside the ``with`` block."""
    drawn: list[TextDrawn] = []
    before = theme.text_observer
    theme.text_observer = drawn.append
    try:
        yield drawn
    finally:
        theme.text_observer = before


def _inside(rect: pygame.Rect, box: pygame.Rect) -> bool:
    return box.inflate(2 * TOLERANCE, 2 * TOLERANCE).contains(rect)


def violations(drawn: Iterable[TextDrawn]) -> list[Violation]:
    """What of ``drawn`` does not fit (texts wholly outside the drawable area were never
    seen, e.g. rows scrolled away: they are not judged)."""
    found: list[Violation] = []
    for text in drawn:
        if not text.rect.colliderect(text.area):
            continue
        if not text.scrolls and not _inside(text.rect, text.area):
            found.append(Violation("outside", text, f"at {text.rect} past the edge {text.area}"))
        elif text.box is not None and not _inside(text.rect, text.box):
            found.append(Violation("outside", text, f"at {text.rect} out of its box {text.box}"))
        if text.cut and not text.may_cut:
            found.append(Violation("cut", text, f"shown as {text.shown!r}"))
    return found


def check_scene(app: App, scene: Scene) -> list[Violation]:
    """Draw ``scene`` alone, at the app's window size, and return what does not fit."""
    surface = pygame.Surface(app.size)
    with recording() as drawn:
        scene.draw(surface)
    return violations(drawn)


def check_app(app: App) -> list[Violation]:
    """Draw the app's whole stack (and its toasts) once and return what does not fit."""
    surface = pygame.Surface(app.size)
    with recording() as drawn:
        app.draw(surface)
    return violations(drawn)


def describe(found: Iterable[Violation]) -> str:
    """The violations, one per line (for an assertion message)."""
    return "\n".join(str(v) for v in found)
