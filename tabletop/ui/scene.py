"""Scenes: full screens and modals on the app's scene stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import theme
from .widgets import Widget, draw_all, handle_all, soonest

if TYPE_CHECKING:
    from .app import App


#: A modal's title line and its dialog buttons (reference pixels).
TITLE_HEIGHT = 48
BUTTON_WIDTH = 170


class Scene:
    """One screen. The app sends events to the top scene only, updates it, and draws the stack
    from the highest opaque scene upward (so a modal shows the scene below it, dimmed)."""

    #: False for modals: the scenes below are drawn first.
    opaque = True
    #: While this scene is above a table, the table's match does not advance (AI waits).
    pauses_game = True

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[Widget] = []

    # --------------------------------------------------------------- lifecycle
    def on_enter(self) -> None:
        """Pushed onto the stack (the window size is known: ``layout`` already ran)."""

    def on_resume(self) -> None:
        """The scene above was popped: this one is on top again."""

    def on_exit(self) -> None:
        """Removed from the stack."""

    def layout(self, size: tuple[int, int]) -> None:
        """Place the widgets for a window of ``size`` (called on push and on every resize)."""

    def retranslate(self) -> None:
        """The language changed (``App.set_language``): say again every word this scene keeps
        — button labels, a title, choices, a laid-out text, anything cached with words in it.
        Words made in ``draw`` from msgids (``_("…")`` at the moment of drawing) need nothing.
        The app calls this on every scene of the stack, then ``layout`` on each (the new
        words have new lengths). A scene keeping words of its own overrides this; the usual
        shape is one method that sets them, called from ``__init__`` and from here."""

    # --------------------------------------------------------------- frame
    def handle(self, event: pygame.event.Event) -> None:
        if handle_all(self.widgets, event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()

    def on_escape(self) -> None:
        """Esc: leave the screen (the title overrides this to do nothing)."""
        self.app.pop()

    def toast_bottom(self) -> int | None:
        """Where toasts stand on this screen (the y of their lowest edge), or None for the
        window's foot: a screen with buttons there keeps them uncovered."""
        return None

    def toast_area(self, size: tuple[int, int]) -> pygame.Rect:
        """The part of the window toasts stand in: centred across it, stacked up from its
        foot. Default: the whole width, above ``toast_bottom``. Whatever the area, a toast
        never lies over one of this screen's shown widgets (``App._draw_toasts``)."""
        w, h = size
        bottom = self.toast_bottom()
        return pygame.Rect(0, 0, w, h - theme.px(theme.Space.XXL) if bottom is None else bottom)

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    def wake_in(self) -> float | None:
        """Seconds until this scene looks different with no input: 0 while something moves
        (frames keep coming), a delay for a timer (a caret's next blink), None when only input
        or the game can change it (the app then sleeps). Default: the widgets' soonest."""
        return soonest(widget.wake_in() for widget in self.widgets if widget.visible)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        draw_all(self.widgets, surface)


class Modal(Scene):
    """A dialog over the scene below: dims it and draws a centred panel (``self.panel``)."""

    opaque = False
    #: Panel size at the reference window.
    panel_size = (520, 300)
    title = ""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = self.panel_size
        self.panel = pygame.Rect(
            0, 0, min(theme.px(w), size[0] - 20), min(theme.px(h), size[1] - 20)
        )
        self.panel.center = (size[0] // 2, size[1] // 2)

    def close(self) -> None:
        """Close the dialog by its button (or key): for a moment the screen below takes no
        keys and no clicks where the pointer is, so the bounce of that press (a double click's
        second click, a second Enter) does not press what lay under the button — the menu's
        next button, a square of the board — while a quick click elsewhere still acts."""
        self.app.pop()
        self.app.guard_input(at_pointer=True)

    def content_top(self) -> int:
        """The y below the title."""
        return self.panel.y + theme.px(theme.PAD) + (theme.px(TITLE_HEIGHT) if self.title else 0)

    def button_row(self, buttons: list[Widget], y: int | None = None) -> None:
        """Lay ``buttons`` out in one row at the bottom of the panel, right-aligned."""
        pad, gap = theme.px(theme.PAD + 4), theme.px(theme.GAP)
        height = theme.px(theme.BUTTON_HEIGHT)
        room = (self.panel.width - 2 * pad - gap * (len(buttons) - 1)) // len(buttons)
        width = min(theme.px(BUTTON_WIDTH), room)
        y = self.panel.bottom - pad - height if y is None else y
        x = self.panel.right - pad - len(buttons) * width - (len(buttons) - 1) * gap
        for button in buttons:
            button.rect = pygame.Rect(x, y, width, height)
            x += width + gap

    def draw(self, surface: pygame.Surface) -> None:
        theme.overlay(surface)
        theme.panel(surface, self.panel, theme.PANEL)
        if self.title:
            theme.text(
                surface,
                self.title,
                "heading",
                theme.TEXT,
                (self.panel.x + theme.px(theme.PAD + 4), self.panel.y + theme.px(theme.PAD + 2)),
                max_width=self.panel.width - theme.px(2 * theme.PAD),
            )
        draw_all(self.widgets, surface)
