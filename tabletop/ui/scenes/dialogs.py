"""Small modal dialogs: a message, a yes/no question and a one-line text prompt.

Their words (title, message, button) are ``Words``: a string, said as it is, or a function
that says it in the current language (``lambda: _("Delete this save?")``), called again when
the language changes (``retranslate``) so an open dialog switches with the rest of the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import _

from .. import theme
from ..scene import Modal
from ..text_input import TextInput
from ..widgets import Button

if TYPE_CHECKING:
    from ..app import App

#: A dialog's words: as they are, or made in the current language each time they are asked for.
Words = str | Callable[[], str]


def say(words: Words) -> str:
    """``words`` in the current language."""
    return words() if callable(words) else words


#: Room beside a typed name in a prompt (reference pixels): the caret and some air.
FIELD_ROOM = 48


class _TextModal(Modal):
    """A modal with a title and a wrapped message under it. A message taller than the window
    allows (a map's every problem) scrolls — wheel, arrow keys, Page Up/Down, Home/End — with a
    bar beside it, rather than running on under the buttons and off the panel."""

    message = ""
    message_color = theme.TEXT
    #: The first line of the message shown.
    first_line = 0

    def _lines(self) -> list[str]:
        return theme.wrap(
            self.message, theme.font("body"), self.panel.width - theme.px(2 * theme.PAD + 8)
        )

    def _room(self) -> int:
        """How many message lines fit between the title and the button row."""
        bottom = self.panel.bottom - theme.px(28 + theme.BUTTON_HEIGHT + theme.PAD + 4)
        return max(1, (bottom - self.content_top()) // theme.font("body").get_linesize())

    def _scroll(self, lines: int) -> None:
        most = max(0, len(self._lines()) - self._room())
        self.first_line = max(0, min(most, self.first_line + lines))

    def layout(self, size: tuple[int, int]) -> None:
        """As tall as the message needs: title, wrapped lines, the button row."""
        super().layout(size)
        f = theme.font("body")
        lines = self._lines()
        height = (
            self.content_top()
            - self.panel.y
            + len(lines) * f.get_linesize()
            + theme.px(28 + theme.BUTTON_HEIGHT + theme.PAD + 4)
        )
        center = self.panel.center
        self.panel.height = min(size[1] - 20, height)
        self.panel.center = center
        self._scroll(0)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-3 * event.y)
            return
        if event.type == pygame.KEYDOWN:
            page = max(1, self._room() - 1)
            step = {
                pygame.K_UP: -1,
                pygame.K_DOWN: 1,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -len(self._lines()),
                pygame.K_END: len(self._lines()),
            }.get(event.key)
            if step is not None:
                self._scroll(step)
                return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        f = theme.font("body")
        x = self.panel.x + theme.px(theme.PAD + 4)
        y = top = self.content_top()
        lines, room = self._lines(), self._room()
        for line in lines[self.first_line : self.first_line + room]:
            if line:  # an empty line parts two paragraphs: nothing to draw
                theme.text(surface, line, "body", self.message_color, (x, y))
            y += f.get_linesize()
        area = pygame.Rect(self.panel.x, top, self.panel.width - theme.px(theme.Space.XS), y - top)
        theme.scrollbar(surface, area, self.first_line, room, len(lines))


class MessageDialog(_TextModal):
    def __init__(self, app: App, title: Words, message: Words, *, error: bool = False) -> None:
        super().__init__(app)
        self.words = (title, message)
        self.message_color = theme.WARN if error else theme.TEXT
        self.ok = Button("", self.close, style="primary")
        self.widgets = [self.ok]
        self.retranslate()

    def retranslate(self) -> None:
        self.title, self.message = (say(words) for words in self.words)
        self.ok.label = _("OK")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.button_row([self.ok])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return
        super().handle(event)


class ConfirmDialog(_TextModal):
    """Asks before something that cannot be undone; Esc or Cancel says no."""

    def __init__(
        self,
        app: App,
        title: Words,
        message: Words,
        confirm_label: Words,
        on_confirm: Callable[[], None],
        *,
        danger: bool = True,
    ) -> None:
        super().__init__(app)
        self.words = (title, message, confirm_label)
        self.on_confirm = on_confirm
        self.cancel = Button("", self.close)
        self.confirm = Button("", self._confirm, style="danger" if danger else "primary")
        self.widgets = [self.cancel, self.confirm]
        ConfirmDialog.retranslate(self)

    def retranslate(self) -> None:
        self.title, self.message, self.confirm.label = (say(words) for words in self.words)
        self.cancel.label = _("Cancel")

    def _confirm(self) -> None:
        self.close()
        self.on_confirm()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.button_row([self.cancel, self.confirm])


#: Longest name a save may be given (the file keeps at most this many characters).
MAX_SAVE_NAME = 80
#: The prompt's narrowest panel and its text field's height, at the reference window size.
PROMPT_SIZE = (560, 236)
FIELD_HEIGHT = 46


class PromptDialog(Modal):
    """Asks for a line of text (a save's name); Enter or the button accepts. The dialog is as
    wide as its first text needs (within the window), so a default name shows whole."""

    panel_size = PROMPT_SIZE

    def __init__(
        self,
        app: App,
        title: Words,
        initial: str,
        accept_label: Words,
        on_accept: Callable[[str], None],
        *,
        max_length: int = MAX_SAVE_NAME,
        empty: Words = lambda: _("Please type a name."),
    ) -> None:
        super().__init__(app)
        self.words = (title, accept_label)
        #: What Enter in the empty field says (a map's prompt asks for a path, not a name).
        self.empty = empty
        self.on_accept = on_accept
        self.field = TextInput(initial, max_length=max_length, on_submit=lambda _t: self._accept())
        self.field.focused = True
        self.field.all_selected = bool(self.field.text)  # typing replaces the suggestion
        self.cancel = Button("", self.close)
        self.accept = Button("", self._accept, style="primary")
        self.widgets = [self.field, self.cancel, self.accept]
        self.retranslate()

    def retranslate(self) -> None:
        """The title and the buttons (what the player typed stays as it is)."""
        self.title, self.accept.label = (say(words) for words in self.words)
        self.cancel.label = _("Cancel")

    def _accept(self) -> None:
        text = self.field.text.strip()
        if not text:
            self.app.toast(say(self.empty), "error")
            return
        self.close()
        self.on_accept(text)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.accept.enabled = bool(self.field.text.strip())

    def layout(self, size: tuple[int, int]) -> None:
        pad = theme.px(theme.PAD + theme.Space.XS)
        wanted = theme.font("body").size(self.field.text)[0] + 2 * pad + theme.px(FIELD_ROOM)
        super().layout(size)
        center = self.panel.center
        most = size[0] - 2 * theme.px(theme.Space.XL)
        self.panel.width = max(self.panel.width, min(wanted, most))
        self.panel.center = center
        self.field.rect = pygame.Rect(
            self.panel.x + pad,
            self.content_top() + theme.px(theme.Space.S),
            self.panel.width - 2 * pad,
            theme.px(FIELD_HEIGHT),
        )
        self.button_row([self.cancel, self.accept])
