"""``TextInput``: the one-line text field of the screens that ask for a name (the new-game
seats, a save's name): typing in any script, the caret and its blink, selection, and a word
for every refusal (see the class)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

import pygame

from tabletop.core import i18n

from . import fonts, theme
from .theme import Space, Stroke
from .widgets import Widget, is_left_down

#: The text caret blinks: shown for CARET_SHOWN seconds of every CARET_PERIOD.
CARET_PERIOD = 1.0
CARET_SHOWN = 0.55
#: Seconds a text field shows why it refused some typing.
NOTICE_SECONDS = 2.5


def _printable(text: str) -> str:
    """``text`` without what no name can hold: control characters, NULs, lone surrogates."""
    return "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs", "Zl", "Zp"))


class TextInput(Widget):
    """A one-line text field: click to focus (the caret goes where you click) and type in any
    script. Left/Right (Ctrl: by word), Home/End move the caret; Backspace/Delete (Ctrl: a
    word) erase; Ctrl+A selects everything, which the next key replaces; Enter submits.

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
        self.all_selected = False
        self.placeholder = placeholder
        self.on_change = on_change
        self.on_submit = on_submit
        self.focused = False
        self.notice: str | None = None
        self._notice_left = 0.0
        self._blink = 0.0

    def set_text(self, value: str) -> None:
        self.text = _printable(value)[: self.max_length]
        self.caret = len(self.text)
        self.all_selected = False

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.text)

    def _say(self, notice: str) -> None:
        self.notice = notice
        self._notice_left = NOTICE_SECONDS

    def _replace_selection(self) -> bool:
        if not self.all_selected:
            return False
        self.all_selected = False
        self.text, self.caret = "", 0
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
            if self.all_selected:  # like any editor: Left/Home go to the start, Right/End end
                self.all_selected = False
                self.caret = 0 if key in (pygame.K_LEFT, pygame.K_HOME) else len(self.text)
            else:
                self.caret = max(0, min(len(self.text), moves[key]()))
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
                self.all_selected = False
                self.caret = caret
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
                self.all_selected = bool(self.text)
                self.caret = len(self.text)
                return True
            if self._edit_key(event.key, ctrl):
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_submit is not None:
                    self.on_submit(self.text)
                return True
            if event.key == pygame.K_ESCAPE:
                self.focused = False
                return True
            if event.key == pygame.K_TAB:
                return False
            # Printable keys arrive as TEXTINPUT; swallow their KEYDOWN so no hotkey fires.
            return bool(getattr(event, "unicode", "") and event.unicode.isprintable())
        return False

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % CARET_PERIOD
        if self._notice_left > 0:
            self._notice_left -= dt
            if self._notice_left <= 0:
                self.notice = None

    def wake_in(self) -> float | None:
        if not self.focused:
            return None
        # The caret shows for the first CARET_SHOWN seconds of each period.
        edge = CARET_SHOWN if self._blink < CARET_SHOWN else CARET_PERIOD
        wait = edge - self._blink
        return min(wait, self._notice_left) if self._notice_left > 0 else wait

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
            if self.all_selected:
                pygame.draw.rect(surface, theme.FOCUS, rect.inflate(theme.px(Space.XS), 0))
            ink = theme.TEXT_DARK if self.all_selected else theme.TEXT
            theme.write(surface, self.text, f, ink, rect.topleft, scrolls=True)
        else:
            x = inner.left
            rect = pygame.Rect((0, 0), f.size(self.placeholder))
            rect.midleft = inner.midleft
            theme.write(
                surface, self.placeholder, f, theme.TEXT_DISABLED, rect.topleft, scrolls=True
            )
        if self.focused and self._blink < CARET_SHOWN:
            cx = x + f.size(self.text[: self.caret])[0] + theme.px(Stroke.HAIR)
            top, bottom = rect.top + theme.px(Space.XXS), rect.bottom - theme.px(Space.XXS)
            pygame.draw.line(
                surface, theme.TEXT, (cx, top), (cx, bottom), max(1, theme.px(Space.XXS))
            )
        surface.set_clip(clip)
        if self.notice:
            self._draw_notice(surface, inner)

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
