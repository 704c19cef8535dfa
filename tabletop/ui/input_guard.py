"""Bounce guard: input that was queued, held or repeated when a screen showed something new
(a double click, a second Enter 30 ms after the first, a key's auto-repeat) must not act on it.

The pass-the-device screen keeps one while it is open; the app keeps one for the moments after
a hand is shown (``App.guard_input``), so a dialog that opens at once over the table (the
opening tickets) ignores the same bounce (issue 27 §1).
"""

from __future__ import annotations

import pygame

#: Seconds after the screen opens (or changes step) during which every key and click is
#: ignored: longer than a double click (~0.5 s) and a key's repeat delay.
GUARD_SECONDS = 0.6
#: How far (unscaled pixels) from the click that acted a click counts as its bounce: a double
#: click's two clicks land a few pixels apart at most.
BOUNCE_RADIUS = 12
#: Keys that act as the screen's main button once the guard is over.
ACCEPT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class InputGuard:
    """Lets through only input that starts after the screen opened and its guard time passed.

    Time is counted on the wall clock between frames from the first frame after opening, so
    events that were queued before the screen existed (handled in that first frame) are always
    ignored; a frame's events are judged before its time is added, so a stall does not shorten
    the guard for the input queued during it. A key or mouse button that was down at any moment of
    the guard is ignored until it is released: a held key's repeats never count.

    ``near`` (a point, with ``radius`` in pixels) guards clicks there only: the bounce of a
    click lands where it did (a double click's second click), so a click elsewhere — the
    second face-up card taken at once, the next button pressed quickly — acts at once.
    """

    def __init__(
        self,
        seconds: float = GUARD_SECONDS,
        *,
        near: tuple[int, int] | None = None,
        radius: int = 0,
    ) -> None:
        self.seconds = seconds
        self.near = near
        self.radius = radius
        self.age = 0.0
        self._ticking = False
        self._held_keys: set[int] = set()
        self._held_buttons: set[int] = set()

    def arm(self) -> None:
        """Start (again): everything down now is held."""
        self.age = 0.0
        self._ticking = False
        pressed = pygame.key.get_pressed()
        self._held_keys = {key for key in ACCEPT_KEYS if _is_down(pressed, key)}
        if pygame.display.get_init():
            self._held_buttons = {
                number for number, down in enumerate(pygame.mouse.get_pressed(), 1) if down
            }

    @property
    def open(self) -> bool:
        return self._ticking and self.age >= self.seconds

    @property
    def holding(self) -> bool:
        """A key or button that was down during the guard is not yet released: its repeats
        are still ignored, after the guard time too."""
        return bool(self._held_keys or self._held_buttons)

    @property
    def left(self) -> float:
        """Seconds before input is accepted (at least one more frame while not yet ticking)."""
        return max(0.0, self.seconds - self.age) if self._ticking else self.seconds

    def tick(self, dt: float) -> None:
        if self._ticking:
            self.age += max(0.0, dt)
        self._ticking = True

    def admit(self, event: pygame.event.Event) -> bool:
        """True when ``event`` may reach the screen's buttons."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            if not self.open or event.key in self._held_keys:
                self._held_keys.add(event.key)
                return False
            return True
        if kind == pygame.KEYUP:
            self._held_keys.discard(event.key)
            return False
        if kind == pygame.MOUSEBUTTONDOWN:
            bounce = not self.open and self._guards(event.pos)
            if bounce or event.button in self._held_buttons:
                self._held_buttons.add(event.button)
                return False
            return True
        if kind == pygame.MOUSEBUTTONUP:
            if event.button in self._held_buttons:
                self._held_buttons.discard(event.button)
                return False
            return True
        return kind == pygame.MOUSEMOTION  # hover only

    def _guards(self, pos: tuple[int, int]) -> bool:
        """Whether a click at ``pos`` falls where this guard ignores clicks."""
        if self.near is None:
            return True
        dx, dy = pos[0] - self.near[0], pos[1] - self.near[1]
        return dx * dx + dy * dy <= self.radius * self.radius


def _is_down(pressed: object, key: int) -> bool:
    try:
        return bool(pressed[key])  # type: ignore[index]
    except (IndexError, TypeError):
        return False
