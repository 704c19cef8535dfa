"""``TextInput``: the one-line text field of the screens that ask for a name (the new-game
seats, a save's name): typing in any script, the caret and its blink, selection, and a word
for every refusal (see the class)."""

from __future__ import annotations

import contextlib
import time
import unicodedata
from collections.abc import Callable

import pygame

from tabletop.core import i18n

from . import fonts, theme
from .theme import Space, Stroke
from .widgets import DOUBLE_CLICK_MS, Widget, is_left_down

#: The text caret blinks: shown for CARET_SHOWN seconds of every CARET_PERIOD.
CARET_PERIOD = 1.0
CARET_SHOWN = 0.55
#: Seconds a text field shows why it refused some typing.
NOTICE_SECONDS = 2.5

#: The clock the caret's blink and the notice read (tests move a fake one).
_now: Callable[[], float] = time.monotonic


def _printable(text: str) -> str:
    """``text`` without what no name can hold: control characters, NULs, lone surrogates."""
    return "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs", "Zl", "Zp"))


def _one_line(pasted: str) -> str:
    """Pasted text as one line: its lines joined by a space, the empty ones (a path copied
    from a file manager ends in a newline) dropped, and no control character left."""
    return _printable(" ".join(line for line in pasted.splitlines() if line.strip()))


def _clipboard_text() -> str:
    """The clipboard's text ("" when it holds none or cannot be read)."""
    try:
        return pygame.scrap.get_text()
    except pygame.error:
        return ""


class TextInput(Widget):
    """A one-line text field: click to focus (the caret goes where you click) and type in any
    script. Left/Right (Ctrl: by word), Home/End move the caret; Backspace/Delete (Ctrl: a
    word) erase; a double click selects the word under the pointer, a triple click or Ctrl+A
    everything, and the next key replaces what is selected; Enter submits. Ctrl+V and
    Shift+Insert paste the clipboard's text (on one line), Ctrl+C copies the selection (or
    everything) and Ctrl+X cuts it.

    Typing is never dropped without a word: when the field is full, or a character cannot be
    part of a name, ``notice`` says so (drawn in the field for a moment).
    """

    def __init__(
        self,
        text: str = "",
        *,
        placeholder: str = "",
        max_length: int = 24,
        on_change: Callable[[str], None] | None = None,
        on_submit: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__()
        self.max_length = max_length
        self.text = _printable(text)[:max_length]
        self.caret = len(self.text)
        #: The selected characters ``text[start:end]``, replaced by what is typed next.
        self.selection: tuple[int, int] | None = None
        self.placeholder = placeholder
        self.on_change = on_change
        self.on_submit = on_submit
        self.focused = False
        self.notice: str | None = None
        self._notice_left = 0.0
        self._blink = 0.0
        #: When ``update`` last ran (``_now``), None before the first.
        self._updated: float | None = None
        #: The last click in the field (ticks) and how many came before it in quick
        #: succession: a double click selects a word, a triple click everything.
        self._last_click_ticks = -DOUBLE_CLICK_MS
        self._clicks = 0

    @property
    def all_selected(self) -> bool:
        """Whether the whole text is selected (a suggested name that typing replaces)."""
        return self.selection is not None and self.selection == (0, len(self.text))

    @all_selected.setter
    def all_selected(self, value: bool) -> None:
        if value:
            self._select(0, len(self.text))
        else:
            self.selection = None

    def _select(self, start: int, end: int) -> None:
        """Select ``text[start:end]`` (nothing when empty), the caret at its end."""
        self.selection = (start, end) if end > start else None
        self.caret = end

    def set_text(self, value: str) -> None:
        self.text = _printable(value)[: self.max_length]
        self.caret = len(self.text)
        self.selection = None

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.text)

    def _say(self, notice: str) -> None:
        self.notice = notice
        self._notice_left = NOTICE_SECONDS

    def _replace_selection(self) -> bool:
        """Erase the selected characters, the caret where they were; False with none."""
        if self.selection is None:
            return False
        start, end = self.selection
        self.selection = None
        self.text, self.caret = self.text[:start] + self.text[end:], start
        return True

    def insert(self, typed: str) -> None:
        """Type ``typed`` at the caret (replacing a selection), saying what did not fit."""
        clean = _printable(typed)
        if clean != typed:
            self._say(i18n._("A name cannot hold that character."))
        missing = fonts.undrawable(clean)
        if missing:
            # The bundled font has no emoji: refused here, with the reason, not drawn as a box.
            self._say(i18n._("No emoji: the game's font cannot show them."))
            clean = "".join(char for char in clean if char not in missing)
        if not clean:
            return
        self._replace_selection()
        room = self.max_length - len(self.text)
        if len(clean) > room:
            self._say(
                i18n.ngettext(
                    "At most {n} character.", "At most {n} characters.", self.max_length
                ).format(n=self.max_length)
            )
            clean = clean[: max(0, room)]
        if clean:
            self.text = self.text[: self.caret] + clean + self.text[self.caret :]
            self.caret += len(clean)
        self._changed()

    def _word_left(self) -> int:
        i = self.caret
        while i > 0 and self.text[i - 1] == " ":
            i -= 1
        while i > 0 and self.text[i - 1] != " ":
            i -= 1
        return i

    def _word_right(self) -> int:
        i, n = self.caret, len(self.text)
        while i < n and self.text[i] == " ":
            i += 1
        while i < n and self.text[i] != " ":
            i += 1
        return i

    def _edit_key(self, key: int, ctrl: bool) -> bool:
        """Caret moves and erasing; True when ``key`` was one of them."""
        if key == pygame.K_BACKSPACE:
            if not self._replace_selection() and self.caret > 0:
                start = self._word_left() if ctrl else self.caret - 1
                self.text = self.text[:start] + self.text[self.caret :]
                self.caret = start
            self._changed()
            return True
        if key == pygame.K_DELETE:
            if not self._replace_selection() and self.caret < len(self.text):
                end = self._word_right() if ctrl else self.caret + 1
                self.text = self.text[: self.caret] + self.text[end:]
            self._changed()
            return True
        moves: dict[int, Callable[[], int]] = {
            pygame.K_LEFT: lambda: self._word_left() if ctrl else self.caret - 1,
            pygame.K_RIGHT: lambda: self._word_right() if ctrl else self.caret + 1,
            pygame.K_HOME: lambda: 0,
            pygame.K_END: lambda: len(self.text),
        }
        if key in moves:
            if self.selection is not None and key in (pygame.K_LEFT, pygame.K_RIGHT):
                # Like any editor: Left goes to the selection's start, Right to its end.
                self.caret = self.selection[0 if key == pygame.K_LEFT else 1]
            else:
                self.caret = max(0, min(len(self.text), moves[key]()))
            self.selection = None
            return True
        return False

    def _caret_at(self, x: int) -> int:
        """The caret position nearest to the window x ``x``."""
        f = theme.font("body")
        left = self._text_x(f)
        best, best_d = 0, abs(x - left)
        for i in range(1, len(self.text) + 1):
            d = abs(x - (left + f.size(self.text[:i])[0]))
            if d < best_d:
                best, best_d = i, d
        return best

    def _inner(self) -> pygame.Rect:
        return self.rect.inflate(-2 * theme.px(theme.Space.L), 0)

    def _text_x(self, f: pygame.font.Font) -> int:
        """Where the text starts: scrolled left so the caret stays inside the field while it is
        typed in; a field not in use shows the start of its text (a long name reads from its
        first letter, not from wherever the caret was left)."""
        inner = self._inner()
        if not self.focused:
            return inner.left
        before = f.size(self.text[: self.caret])[0]
        overflow = before - (inner.width - theme.px(theme.Space.XS))
        return inner.left - max(0, overflow)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        self._track_hover(event)
        if is_left_down(event):
            # The caret goes where the click was on the text as it was drawn, so before the
            # field takes the focus (and may scroll).
            caret = self._caret_at(event.pos[0])
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused:
                self._click(caret)
            else:
                self.selection = None
            self._blink = 0.0
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            self._blink = 0.0
            return True
        if event.type == pygame.KEYDOWN:
            self._blink = 0.0
            ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
            if ctrl and event.key == pygame.K_a:
                self._select(0, len(self.text))
                return True
            if self._clipboard_key(event.key, ctrl, bool(event.mod & pygame.KMOD_SHIFT)):
                return True
            if self._edit_key(event.key, ctrl):
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_submit is not None:
                    self.on_submit(self.text)
                return True
            if event.key == pygame.K_ESCAPE:
                self.focused = False
                self.selection = None
                return True
            if event.key == pygame.K_TAB:
                return False
            # Printable keys arrive as TEXTINPUT; swallow their KEYDOWN so no hotkey fires.
            return bool(getattr(event, "unicode", "") and event.unicode.isprintable())
        return False

    def _clipboard_key(self, key: int, ctrl: bool, shift: bool) -> bool:
        """Paste, copy and cut; True when ``key`` was one of them. A map's path cannot be
        typed by anyone: it is copied from a file manager and pasted here."""
        if (ctrl and key == pygame.K_v) or (shift and key == pygame.K_INSERT):
            pasted = _one_line(_clipboard_text())
            if pasted:
                self.insert(pasted)  # the field's limit and its notice when cut
            return True
        if ctrl and key in (pygame.K_c, pygame.K_x):
            # Copy: the selection, or everything; cut: only what is selected.
            if key == pygame.K_c or self.selection is not None:
                start, end = self.selection or (0, len(self.text))
                if end > start:
                    with contextlib.suppress(pygame.error):
                        pygame.scrap.put_text(self.text[start:end])
            if key == pygame.K_x and self._replace_selection():
                self._changed()
            return True
        return False

    def _click(self, caret: int) -> None:
        """A click at ``caret``: the caret goes there; the second of a double click selects
        the word around it ("Player" of "Player 1"), the third everything."""
        now = pygame.time.get_ticks()
        quick = now - self._last_click_ticks < DOUBLE_CLICK_MS
        self._clicks = self._clicks % 3 + 1 if quick else 1
        self._last_click_ticks = now
        if self._clicks == 1:
            self.selection = None
            self.caret = caret
        elif self._clicks == 2:
            self._select(*self._word_at(caret))
        else:
            self._select(0, len(self.text))

    def _word_at(self, caret: int) -> tuple[int, int]:
        """The word (or run of spaces) at position ``caret``: the one it is in, or the one it
        ends, as an editor's double click picks."""
        text = self.text
        if not text:
            return 0, 0
        i = min(caret, len(text) - 1)
        if caret > 0 and (caret == len(text) or text[caret] == " ") and text[caret - 1] != " ":
            i = caret - 1  # just after a word's last letter: that word
        spaces = text[i] == " "
        start, end = i, i + 1
        while start > 0 and (text[start - 1] == " ") == spaces:
            start -= 1
        while end < len(text) and (text[end] == " ") == spaces:
            end += 1
        return start, end

    @property
    def caret_shown(self) -> bool:
        """Whether the caret is drawn now (focused, in the shown part of its blink)."""
        return self.focused and self._blink < CARET_SHOWN

    def update(self, dt: float) -> None:
        # The loop sleeps until the next blink or the notice's end, and its first frame after
        # a sleep advances one frame (``App.frame``, for animations): count the time that
        # really passed, or the caret stops blinking and a notice stays for half a minute.
        now = _now()
        if self._updated is not None:
            dt = max(dt, now - self._updated)
        self._updated = now
        self._blink = (self._blink + dt) % CARET_PERIOD
        if self._notice_left > 0:
            self._notice_left -= dt
            if self._notice_left <= 0:
                self.notice = None

    def wake_in(self) -> float | None:
        # A notice ends on time in a field left meanwhile, too.
        notice = self._notice_left if self._notice_left > 0 else None
        if not self.focused:
            return notice
        # The caret shows for the first CARET_SHOWN seconds of each period.
        edge = CARET_SHOWN if self._blink < CARET_SHOWN else CARET_PERIOD
        wait = edge - self._blink
        return wait if notice is None else min(wait, notice)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = theme.px(theme.RADIUS)
        pygame.draw.rect(surface, theme.BG_BOTTOM, self.rect, border_radius=radius)
        border = theme.WARN if self.notice else theme.FOCUS if self.focused else theme.PANEL_BORDER
        pygame.draw.rect(surface, border, self.rect, 2 if self.focused else 1, border_radius=radius)
        inner = self._inner()
        f = theme.font("body")
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        # The field scrolls its text sideways (the caret stays in sight): the clip may hide
        # the rest of a long text.
        if self.text:
            x = self._text_x(f)
            rect = pygame.Rect((0, 0), f.size(self.text))
            rect.midleft = (x, inner.centery)
            theme.write(surface, self.text, f, theme.TEXT, rect.topleft, scrolls=True)
            if self.selection is not None:
                self._draw_selection(surface, f, rect)
        else:
            x = inner.left
            rect = pygame.Rect((0, 0), f.size(self.placeholder))
            rect.midleft = inner.midleft
            theme.write(
                surface, self.placeholder, f, theme.TEXT_DISABLED, rect.topleft, scrolls=True
            )
        if self.caret_shown:
            cx = x + f.size(self.text[: self.caret])[0] + theme.px(Stroke.HAIR)
            top, bottom = rect.top + theme.px(Space.XXS), rect.bottom - theme.px(Space.XXS)
            pygame.draw.line(
                surface, theme.TEXT, (cx, top), (cx, bottom), max(1, theme.px(Space.XXS))
            )
        surface.set_clip(clip)
        if self.notice:
            self._draw_notice(surface, inner)

    def _draw_selection(
        self, surface: pygame.Surface, f: pygame.font.Font, text_rect: pygame.Rect
    ) -> None:
        """The selected characters, dark on the focus colour, over the text as drawn."""
        assert self.selection is not None
        start, end = self.selection
        chosen = self.text[start:end]
        band = pygame.Rect(text_rect.x + f.size(self.text[:start])[0], text_rect.y, 0, 0)
        band.size = (f.size(chosen)[0], text_rect.height)
        pygame.draw.rect(surface, theme.FOCUS, band.inflate(theme.px(Space.XS), 0))
        theme.write(surface, chosen, f, theme.TEXT_DARK, band.topleft, scrolls=True)

    def _draw_notice(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        """Why typing was refused: over the end of the text, on the field's own background;
        a sentence longer than the field stands in a chip just above it, whole (above: the
        widgets of a screen are drawn top to bottom, so nothing drawn later covers it)."""
        assert self.notice is not None
        f = theme.font("small")
        width = f.size(self.notice)[0]
        if width <= inner.width:
            right = self.rect.right - theme.px(theme.Space.M)
            box = pygame.Rect(right - width, inner.y + theme.px(Space.XXS), width, inner.height - 4)
            pygame.draw.rect(surface, theme.BG_BOTTOM, box.inflate(theme.px(theme.Space.M), 0))
            theme.text(
                surface, self.notice, "small", theme.WARN, (right, inner.centery), "midright"
            )
            return
        pad = theme.px(Space.M)
        chip = pygame.Rect(0, 0, width + 2 * pad, f.get_linesize() + pad)
        chip.bottomleft = (self.rect.x, self.rect.y - theme.px(Space.XXS))
        chip.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, theme.BG_BOTTOM, chip, border_radius=theme.px(Space.S))
        pygame.draw.rect(surface, theme.WARN, chip, 1, border_radius=theme.px(Space.S))
        theme.text(
            surface,
            self.notice,
            "small",
            theme.WARN,
            chip.center,
            "center",
            max_width=chip.width - pad,
        )


__all__ = ["CARET_PERIOD", "CARET_SHOWN", "NOTICE_SECONDS", "TextInput"]
