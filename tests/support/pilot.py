"""The one UI pilot: drive a headless app with POSTED events, as a user's hands would.

Every UI test clicks, types and waits through these functions, so a change in how input is
delivered (a guard time on a screen, a new event field) is made in one place. ``run_until``
always has a deadline. Tests set ``SDL_VIDEODRIVER=dummy`` (tests/conftest.py) before pygame is
imported.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.settings import Settings
from tabletop.ui.widgets import Widget

#: Seconds per frame the tests run at.
FRAME = 0.02

Point = tuple[int, int]


@contextmanager
def headless_app(size: Point = (1280, 800), *, autosave: bool = True) -> Iterator[App]:
    """An app with instant AI and no animations (tests change settings as they need)."""
    app = App(size, settings=Settings(animation_speed="off", ai_delay=0.0), autosave=autosave)
    try:
        yield app
    finally:
        app.close()


def _point(target: Widget | pygame.Rect | Point) -> Point:
    if isinstance(target, Widget):
        assert target.visible, f"{target!r} is not visible"
        return target.rect.center
    if isinstance(target, pygame.Rect):
        return target.center
    return target


def post_move(pos: Point, buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def post_click(pos: Point, button: int = 1) -> None:
    """A click at ``pos``: the pointer moves there, presses and releases."""
    post_move(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def post_key(key: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
    )
    pygame.event.post(
        pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
    )


def post_window_close() -> None:
    """What SDL posts when the window's close button is pressed: WINDOWCLOSE, then QUIT."""
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=None))
    pygame.event.post(pygame.event.Event(pygame.QUIT))


def post_system_quit() -> None:
    """What SDL posts when the system asks the app to end (SIGTERM): a QUIT alone."""
    pygame.event.post(pygame.event.Event(pygame.QUIT))


def post_drop(path: object) -> None:
    """What SDL posts when a file is dragged from a file manager onto the window."""
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path), window=None))


def run_frames(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.frame(dt=FRAME)


def run_until(app: App, condition: Callable[[], bool], seconds: float = 30.0) -> None:
    """Run frames until ``condition()`` holds (AI seats think meanwhile); fail after
    ``seconds``."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not reached in {seconds} s; top is {type(app.top).__name__}")
        app.frame(dt=FRAME)
        time.sleep(0.0005)  # let an agent's worker run


def settle(app: App, max_frames: int = 100) -> None:
    """Wait, as a person would, until the top screen takes input: a screen with a guard time
    (the pass-the-device screen ignores input for a moment after it opens) says so with
    ``accepts_input`` and how long is left with ``input_wait`` (seconds of frame time); the app
    says the same for its own guard after a hand is shown (``App.guard_input``)."""
    for _ in range(max_frames):
        if app.accepts_input:
            return
        app.frame(dt=max(FRAME, app.input_wait))
    raise AssertionError(f"{type(app.top).__name__} never took input")


def click(
    app: App, target: Widget | pygame.Rect | Point, *, button: int = 1, frames: int = 1
) -> None:
    """Click the centre of a widget (or rect, or a point) and run ``frames`` frames (after
    waiting for a guarded screen to take input)."""
    point = _point(target)
    settle(app)
    post_click(point, button)
    run_frames(app, frames)


def double_click(app: App, target: Widget | pygame.Rect | Point, *, frames: int = 2) -> Point:
    """A double click on ``target`` as a hand makes it: a click (after waiting for a guarded
    screen to take input), then at once a second one on the same spot, and ``frames`` frames.
    Returns the spot: what lies there after the first click is what the second must not press."""
    point = _point(target)
    click(app, point)
    post_click(point)
    run_frames(app, frames)
    return point


def hover(app: App, target: Widget | pygame.Rect | Point, frames: int = 1) -> None:
    """Move the pointer over ``target`` and run ``frames`` frames."""
    post_move(_point(target))
    run_frames(app, frames)


def press(app: App, key: int, mod: int = 0) -> None:
    settle(app)
    post_key(key, mod)
    run_frames(app, 1)


def key_down(app: App, key: int, mod: int = 0) -> None:
    """Press ``key`` and keep it down (``key_up`` releases it): a key held."""
    settle(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    run_frames(app, 1)


def key_up(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    run_frames(app, 1)


def type_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    run_frames(app, 1)


def drag(app: App, start: Point, end: Point, button: int = 1) -> None:
    """Press at ``start``, move to ``end`` in a few steps, release there."""
    post_move(start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button))
    held = (1, 0, 0) if button == 1 else (0, 0, 1)
    for i in range(1, 5):
        x = start[0] + (end[0] - start[0]) * i // 4
        y = start[1] + (end[1] - start[1]) * i // 4
        post_move((x, y), held)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button))
    run_frames(app, 1)


def wheel(app: App, pos: Point, y: int) -> None:
    """Turn the mouse wheel over ``pos`` (y < 0: towards the user, i.e. scroll down)."""
    post_move(pos)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y)
        )
    )
    run_frames(app, 1)


@contextmanager
def _spy_text_rects(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, pygame.Rect]]]:
    from tabletop.ui import theme

    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.text

    def spy(surface, value, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, value, *args, **kwargs)
        drawn.append((value, rect))
        return rect

    monkeypatch.setattr(theme, "text", spy)
    try:
        yield drawn
    finally:
        monkeypatch.setattr(theme, "text", real)


def drawn_text_rects(monkeypatch: pytest.MonkeyPatch, app: App) -> list[tuple[str, pygame.Rect]]:
    """Every string drawn with ``theme.text`` during one frame, with where it was drawn."""
    with _spy_text_rects(monkeypatch) as drawn:
        app.frame(dt=FRAME)
    return drawn


def drawn_texts(monkeypatch: pytest.MonkeyPatch, app: App) -> list[str]:
    """Every string drawn with ``theme.text`` during one frame."""
    return [value for value, _rect in drawn_text_rects(monkeypatch, app)]


def scene_text_rects(
    monkeypatch: pytest.MonkeyPatch, scene, size: Point
) -> list[tuple[str, pygame.Rect]]:  # type: ignore[no-untyped-def]
    """Every string ``scene`` itself draws with ``theme.text`` (nothing of the scenes below),
    with where it was drawn."""
    with _spy_text_rects(monkeypatch) as drawn:
        scene.draw(pygame.Surface(size))
    return drawn


def scene_texts(monkeypatch: pytest.MonkeyPatch, scene, size: Point) -> list[str]:  # type: ignore[no-untyped-def]
    """Every string ``scene`` itself draws with ``theme.text`` (nothing of the scenes below)."""
    return [value for value, _rect in scene_text_rects(monkeypatch, scene, size)]
