"""The rules help: a modal, scrollable page of how to play the game in front of the player.

The text is data in each game package (``tabletop.games.rules_help``); this scene lays it
out (headings, wrapped paragraphs, bullets, a contents column) and marks every house rule with
an accent tag, as the rules pages ask. It opens from the in-game menu, with F1 at a table and
from the new-game screen; Esc, F1 or Close returns to where it was opened.

Scrolling: mouse wheel, dragging the text or the scroll bar, a click on the bar's track,
PageUp/PageDown (Space), Home/End and the arrow keys; a click in the contents jumps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.core.help import HOUSE_RULE, Block, Section
from tabletop.core.i18n import _
from tabletop.games import GAMES, rules_help

from .. import fonts, theme
from ..scene import Modal
from ..theme import Space, Stroke
from ..widgets import Button, handle_all
from ..words import game_title, player_range

if TYPE_CHECKING:
    from ..app import App


def tag() -> str:
    """The tag drawn where a text says "(house rule)" (``HOUSE_RULE``, the marker every
    language's help carries)."""
    return _("HOUSE RULE")


#: Section heading size at the reference window (between the theme's body and heading).
HEADING_SIZE = 21
# Layout, in reference pixels.
HEADER_HEIGHT = 94  # the title block above the contents and the text
CONTENTS_WIDTH = 236  # the contents column, at most
CONTENTS_LABEL_HEIGHT = 40  # "CONTENTS" above the contents' rows
CONTENTS_ROW_HEIGHT = 36  # one row of the contents, at most
CONTENTS_ROW_LEAST = 26  # a row of the contents, at least, when they make room for the legend
CONTENTS_GAP = 40  # between the contents column and the text
CLOSE_WIDTH = 150  # the Close button
MIN_THUMB_HEIGHT = 36  # the scroll bar's thumb, at least
READING_LINE = 40  # a heading this far below the top of the view: its section is being read


def open_rules(app: App, game_id: str) -> bool:
    """Push the rules help of ``game_id``; a game without one gets a message instead."""
    sections = rules_help(game_id)
    if not sections:
        app.toast(_("There is no rules help for this game."), "error")
        return False
    app.push(RulesScene(app, game_id, sections))
    return True


def has_rules(game_id: str) -> bool:
    return bool(rules_help(game_id))


# ---------------------------------------------------------------------- text layout
@dataclass(frozen=True)
class _Token:
    text: str
    style: str  # "body", "bold" or "tag"
    space_before: bool


@dataclass
class _Op:
    """One thing to draw, in document coordinates (y = 0 at the top of the text)."""

    kind: str  # "text", "dot", "rule", "box", "tag"
    rect: pygame.Rect
    #: A "text" op's words, their font and colour.
    text: str = ""
    font: pygame.font.Font | None = None
    color: theme.Color = theme.TEXT


def _tokens(block: Block) -> list[_Token]:
    out: list[_Token] = []
    if block.lead:
        words = f"{block.lead}:".split(" ")
        out += [_Token(w, "bold", i > 0) for i, w in enumerate(words)]
    for n, part in enumerate(block.text.split(HOUSE_RULE)):
        if n:
            out.append(_Token(tag(), "tag", bool(out)))
        # Split at plain spaces only: a no-break space keeps "6 → 15" on one line.
        for i, word in enumerate(w for w in part.split(" ") if w):
            # Punctuation right after a tag stays on it: "(house rule)." ends with its stop.
            glued = i == 0 and n > 0 and not part.startswith(" ")
            out.append(_Token(word, "body", bool(out) and not glued))
    return out


class _Document:
    """The help laid out for one text width: draw operations and where each section starts."""

    def __init__(self, sections: tuple[Section, ...], width: int) -> None:
        self.width = width
        self.ops: list[_Op] = []
        self.section_tops: list[int] = []
        self.body = theme.font("body")
        self.bold = theme.font("body_bold")
        self.label = theme.font("label")
        self.heading = fonts.font("bold", theme.px(HEADING_SIZE))
        self.line_h = round(self.body.get_linesize() * 1.28)
        self.body_color = theme.mix(theme.TEXT, theme.TEXT_MUTED, 0.18)
        self.tag = tag()
        y = 0
        for index, section in enumerate(sections):
            y += theme.px(Space.XXXL) if index else theme.px(Space.XS)
            y = self._heading(section.heading, y)
            for block in section.blocks:
                y = self._block(block, y)
        self.height = y + theme.px(Space.XL)

    def _heading(self, text: str, y: int) -> int:
        # A jump puts the heading a little below the top edge, clear of the fade there.
        self.section_tops.append(max(0, y - theme.px(Space.XL)))
        rect = pygame.Rect((0, y), self.heading.size(text))
        self.ops.append(_Op("text", rect, text, self.heading, theme.TEXT))
        y += rect.height + theme.px(Space.S)
        self.ops.append(_Op("rule", pygame.Rect(0, y, self.width, 1)))
        return y + theme.px(Space.L)

    def tag_size(self) -> tuple[int, int]:
        w, h = self.label.size(self.tag)
        return w + theme.px(Space.L), h + theme.px(Space.XS)

    def _width(self, token: _Token) -> int:
        if token.style == "tag":
            return self.tag_size()[0]
        return (self.bold if token.style == "bold" else self.body).size(token.text)[0]

    def _block(self, block: Block, y: int) -> int:
        indent = theme.px(Space.XXL) if block.bullet else 0
        house = block.house_rule
        inset = theme.px(Space.L) if house else 0
        left, right = indent + inset, self.width - inset
        box_at = len(self.ops)
        top = y + (theme.px(Space.M) if house else 0)
        lines = self._wrap(_tokens(block), right - left)
        for i, line in enumerate(lines):
            self._line(line, left, top + i * self.line_h)
        bottom = top + len(lines) * self.line_h
        if block.bullet:
            r = max(2, theme.px(Stroke.MEDIUM))
            dot = pygame.Rect(0, 0, 2 * r, 2 * r)
            dot.center = (indent // 2 + inset, top + self.line_h // 2)
            self.ops.append(_Op("dot", dot))
        if house:
            box = pygame.Rect(
                -theme.px(Space.L),
                y,
                self.width + theme.px(Space.L),
                bottom - y + theme.px(Space.M),
            )
            self.ops.insert(box_at, _Op("box", box))
            bottom = box.bottom
        return bottom + (theme.px(Space.S) if block.bullet else theme.px(Space.L))

    def _wrap(self, tokens: list[_Token], width: int) -> list[list[tuple[_Token, int]]]:
        """Greedy word wrap; each token with its x. A glued token (no space before) stays
        on its word's line even if it overhangs a little."""
        # A run of one style is drawn as one image with that style's spaces (a bold lead's
        # are wider than the body's): measure each gap as it will be drawn.
        spaces = {"bold": self.bold.size(" ")[0], "body": self.body.size(" ")[0]}
        lines: list[list[tuple[_Token, int]]] = [[]]
        x = 0
        for token in tokens:
            w = self._width(token)
            space = spaces.get(token.style, spaces["body"])
            gap = space if token.space_before and lines[-1] else 0
            if lines[-1] and token.space_before and x + gap + w > width:
                lines.append([])
                x, gap = 0, 0
            lines[-1].append((token, x + gap))
            x += gap + w
        return [line for line in lines if line]

    def _line(self, line: list[tuple[_Token, int]], left: int, y: int) -> None:
        """Render a line as few images as possible: runs of one style become one image."""
        run: list[_Token] = []
        run_x = 0

        def flush() -> None:
            if not run:
                return
            style = run[0].style
            text = "".join(
                (" " if t.space_before and i else "") + t.text for i, t in enumerate(run)
            )
            f = self.bold if style == "bold" else self.body
            color = theme.TEXT if style == "bold" else self.body_color
            rect = pygame.Rect((0, 0), f.size(text))
            rect.topleft = (left + run_x, y + (self.line_h - f.get_linesize()) // 2)
            self.ops.append(_Op("text", rect, text, f, color))
            run.clear()

        for token, x in line:
            if token.style == "tag":
                flush()
                w, h = self.tag_size()
                rect = pygame.Rect(left + x, y + (self.line_h - h) // 2, w, h)
                self.ops.append(_Op("tag", rect))
                continue
            if run and token.style != run[0].style:
                flush()
            if not run:
                run_x = x
            run.append(token)
        flush()


# ---------------------------------------------------------------------- the scene
class RulesScene(Modal):
    """How to play one game: contents on the left, the scrolling text on the right."""

    panel_size = (1060, 740)

    def __init__(self, app: App, game_id: str, sections: tuple[Section, ...]) -> None:
        super().__init__(app)

        self.game = GAMES.get(game_id)
        self.game_id = game_id
        self.sections = sections
        # Closed with Modal.close: the new-game screen's Start game lies under it.
        self.close_button = Button(_("Close"), self.close, style="primary")
        self.widgets = [self.close_button]
        self.title = self.players = ""
        self._say()
        #: Scroll position in pixels (the target); ``shown`` eases toward it when animating.
        self.scroll = 0
        self.shown = 0.0
        self.doc: _Document | None = None
        self.viewport = self.clip = self.toc = self.track = pygame.Rect(0, 0, 0, 0)
        self.toc_rows: list[pygame.Rect] = []
        self._drag: tuple[str, int, int] | None = None  # (what, mouse y, scroll) at the press
        self._hover_row: int | None = None
        self._jumped: int | None = None  # the section picked in the contents, while in view

    def _say(self) -> None:
        spec = self.game.spec if self.game is not None else None
        self.title = game_title(spec.title) if spec is not None else self.game_id
        self.players = player_range(spec.min_players, spec.max_players) if spec else ""
        self.close_button.label = _("Close")

    def retranslate(self) -> None:
        """The help again in the new language (``layout`` lays it out afresh, keeping the
        place the reader had scrolled to)."""
        self._say()
        self.sections = rules_help(self.game_id) or self.sections

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        old_fraction = self.scroll / self.doc.height if self.doc and self.doc.height else 0.0
        self.panel = pygame.Rect(
            0,
            0,
            min(theme.px(self.panel_size[0]), w - 2 * theme.px(Space.XXL)),
            min(theme.px(self.panel_size[1]), h - theme.px(Space.XXXL)),
        )
        self.panel.center = (w // 2, h // 2)
        pad = theme.px(theme.PAD + 8)
        bh = theme.px(theme.BUTTON_HEIGHT)
        self.close_button.rect = pygame.Rect(
            self.panel.right - pad - theme.px(CLOSE_WIDTH),
            self.panel.bottom - pad - bh,
            theme.px(CLOSE_WIDTH),
            bh,
        )
        top = self.panel.y + theme.px(HEADER_HEIGHT)
        bottom = self.close_button.rect.top - theme.px(Space.XL)
        toc_w = min(theme.px(CONTENTS_WIDTH), self.panel.width // 4)
        self.toc = pygame.Rect(self.panel.x + pad, top, toc_w, bottom - top)
        bar_w = theme.px(Space.M)
        self.track = pygame.Rect(self.panel.right - pad - bar_w, top, bar_w, bottom - top)
        text_x = self.toc.right + theme.px(CONTENTS_GAP)
        self.viewport = pygame.Rect(
            text_x, top, self.track.x - theme.px(Space.XL) - text_x, bottom - top
        )
        # The clip reaches a little left of the text: house-rule boxes stand out of it.
        self.clip = self.viewport.inflate(theme.px(Space.XXL), 0).move(-theme.px(Space.M), 0)
        self.doc = _Document(self.sections, self.viewport.width)
        # The rows leave room for the legend below them (in Polish it wraps to more lines),
        # closing up to their least height first; only below that is the legend left out.
        rows_room = self.toc.height - theme.px(CONTENTS_LABEL_HEIGHT) - theme.px(Space.M)
        legend_room = rows_room - self._legend_height()
        n = max(1, len(self.sections))
        row_h = min(theme.px(CONTENTS_ROW_HEIGHT), rows_room // n)
        if legend_room >= n * theme.px(CONTENTS_ROW_LEAST):
            row_h = min(row_h, legend_room // n)
        y = self.toc.y + theme.px(CONTENTS_LABEL_HEIGHT)
        self.toc_rows = []
        for _section in self.sections:
            self.toc_rows.append(
                pygame.Rect(
                    self.toc.x + theme.px(Space.M), y, self.toc.width - theme.px(Space.XL), row_h
                )
            )
            y += row_h
        self.scroll = round(old_fraction * self.doc.height)
        self._clamp()
        self.shown = float(self.scroll)

    # ------------------------------------------------------------------ scrolling
    @property
    def max_scroll(self) -> int:
        return max(0, self.doc.height - self.viewport.height) if self.doc else 0

    @property
    def page(self) -> int:
        """One screenful, less a line so the reader keeps their place."""
        line = self.doc.line_h if self.doc else theme.px(Space.XXL)
        return max(line, self.viewport.height - 2 * line)

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def scroll_to(self, value: int) -> None:
        self.scroll = value
        self._clamp()
        if self._jumped is not None and self.doc is not None:
            # A jump is remembered only while its section stays where the jump put it.
            wanted = min(self.doc.section_tops[self._jumped], self.max_scroll)
            if self.scroll != wanted:
                self._jumped = None

    def scroll_by(self, delta: int) -> None:
        self.scroll_to(self.scroll + delta)

    def jump_to(self, index: int) -> None:
        """Bring section ``index`` to the top (as far as the text allows)."""
        assert self.doc is not None
        self._jumped = index
        self.scroll_to(self.doc.section_tops[index])

    def current_section(self) -> int:
        """The section being read: the one picked in the contents, else the last one whose
        heading is at or above the top of the view."""
        if self._jumped is not None:
            return self._jumped
        assert self.doc is not None
        at = round(self.shown) + theme.px(READING_LINE)
        current = 0
        for index, top in enumerate(self.doc.section_tops):
            if top <= at:
                current = index
        if self.scroll >= self.max_scroll > 0:  # at the end: the last heading in view
            for index, top in enumerate(self.doc.section_tops):
                if top < self.scroll + self.viewport.height // 2:
                    current = max(current, index)
        return current

    def thumb(self) -> pygame.Rect:
        assert self.doc is not None
        if self.max_scroll <= 0:
            return self.track.copy()
        h = max(
            theme.px(MIN_THUMB_HEIGHT), self.track.height * self.viewport.height // self.doc.height
        )
        y = self.track.y + round((self.track.height - h) * self.shown / self.max_scroll)
        return pygame.Rect(self.track.x, y, self.track.width, h)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if handle_all(self.widgets, event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 3 * (self.doc.line_h if self.doc else theme.px(Space.XXL)))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag = None

    def _key(self, key: int) -> None:
        line = self.doc.line_h if self.doc else theme.px(Space.XXL)
        if key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.pop()
        elif key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
            self.scroll_by(self.page)
        elif key == pygame.K_PAGEUP:
            self.scroll_by(-self.page)
        elif key == pygame.K_HOME:
            self.scroll_to(0)
        elif key == pygame.K_END:
            self.scroll_to(self.max_scroll)
        elif key == pygame.K_DOWN:
            self.scroll_by(line)
        elif key == pygame.K_UP:
            self.scroll_by(-line)

    def _press(self, pos: tuple[int, int]) -> None:
        thumb = self.thumb()
        if self.max_scroll > 0 and thumb.inflate(theme.px(Space.L), 0).collidepoint(pos):
            self._drag = ("thumb", pos[1], self.scroll)
        elif self.max_scroll > 0 and self.track.inflate(theme.px(Space.L), 0).collidepoint(pos):
            self.scroll_by(self.page if pos[1] > thumb.centery else -self.page)
        elif (row := self._row_at(pos)) is not None:
            self.jump_to(row)
        elif self.clip.collidepoint(pos):
            self._drag = ("text", pos[1], self.scroll)

    def _motion(self, pos: tuple[int, int]) -> None:
        self._hover_row = self._row_at(pos)
        if self._drag is None:
            return
        what, y0, scroll0 = self._drag
        dy = pos[1] - y0
        if what == "thumb":
            room = self.track.height - self.thumb().height
            self.scroll_to(scroll0 + (dy * self.max_scroll // room if room > 0 else 0))
        else:
            self.scroll_to(scroll0 - dy)
        self.shown = float(self.scroll)  # the text follows the hand at once

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in enumerate(self.toc_rows):
            if rect.collidepoint(pos):
                return index
        return None

    # ------------------------------------------------------------------ frame
    def wake_in(self) -> float | None:
        """Frames keep coming while the page glides to where it was scrolled."""
        return 0.0 if self.shown != self.scroll else super().wake_in()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.settings.animation_factor <= 0 or self._drag is not None:
            self.shown = float(self.scroll)
            return
        self.shown += (self.scroll - self.shown) * min(1.0, dt * 16)
        if abs(self.scroll - self.shown) < 0.5:
            self.shown = float(self.scroll)

    def draw(self, surface: pygame.Surface) -> None:
        theme.overlay(surface)
        theme.panel(surface, self.panel, theme.PANEL)
        self._draw_header(surface)
        self._draw_contents(surface)
        self._draw_text(surface)
        self._draw_bar(surface)
        theme.text(
            surface,
            _("Wheel or drag to scroll  ·  PgUp / PgDn  ·  Home / End  ·  Esc closes"),
            "small",
            theme.TEXT_MUTED,
            (self.toc.x, self.close_button.rect.centery),
            "midleft",
            max_width=self.close_button.rect.x - self.toc.x - theme.px(Space.XL),
        )
        self.close_button.draw(surface)

    def _draw_header(self, surface: pygame.Surface) -> None:
        pad = theme.px(theme.PAD + 8)
        x, y = self.panel.x + pad, self.panel.y + theme.px(Space.XL)
        theme.text(surface, _("HOW TO PLAY"), "label", theme.ACCENT, (x, y))
        title_y = y + theme.px(Space.XXL)
        right = self.panel.right - pad
        players_w = theme.font("body").size(self.players)[0] if self.players else 0
        theme.text(
            surface,
            self.title,
            "heading",
            theme.TEXT,
            (x, title_y),
            max_width=right - x - players_w - theme.px(Space.XXL),
        )
        if self.players:
            theme.text(
                surface,
                self.players,
                "body",
                theme.TEXT_MUTED,
                (right, title_y + theme.font("heading").get_linesize() // 2),
                "midright",
            )
        line_y = self.toc.y - theme.px(Space.L)
        pygame.draw.line(
            surface, theme.PANEL_BORDER, (x, line_y), (right, line_y), max(1, theme.px(Stroke.HAIR))
        )

    def _draw_contents(self, surface: pygame.Surface) -> None:
        r = theme.px(theme.RADIUS)
        pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.BG_BOTTOM, 0.5), self.toc, 0, r)
        theme.text(
            surface,
            _("CONTENTS"),
            "label",
            theme.TEXT_MUTED,
            (self.toc.x + theme.px(Space.XL), self.toc.y + theme.px(Space.XL)),
        )
        current = self.current_section()
        for index, (section, rect) in enumerate(zip(self.sections, self.toc_rows, strict=True)):
            selected = index == current
            if selected:
                pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=theme.px(Space.S))
                bar = pygame.Rect(
                    rect.x,
                    rect.y + theme.px(Space.S),
                    theme.px(Stroke.MEDIUM),
                    rect.height - 2 * theme.px(Space.S),
                )
                pygame.draw.rect(surface, theme.ACCENT, bar, border_radius=theme.px(Space.XXS))
            elif index == self._hover_row:
                pygame.draw.rect(surface, theme.PANEL_RAISED, rect, border_radius=theme.px(Space.S))
            house = any(b.house_rule for b in section.blocks)
            dot_space = theme.px(Space.XL) if house else 0
            theme.text(
                surface,
                section.heading,
                "body_bold" if selected else "body",
                theme.TEXT if selected else theme.TEXT_MUTED,
                (rect.x + theme.px(Space.L), rect.centery),
                "midleft",
                max_width=rect.width - theme.px(Space.L) - theme.px(Space.M) - dot_space,
            )
            if house:  # this section states a house rule
                pygame.draw.circle(
                    surface,
                    theme.ACCENT,
                    (rect.right - theme.px(Space.L), rect.centery),
                    max(2, theme.px(Space.XS)),
                )
        self._draw_legend(surface)

    def _legend_lines(self) -> tuple[list[str], list[str]]:
        """The legend's two notes, wrapped to the contents column: what the tag means, and what
        the dot beside a section means."""
        width = self.toc.width - theme.px(Space.XXXL)
        f = theme.font("small")
        words = theme.wrap(_("Decided by this app where the rulebook leaves it open."), f, width)
        marked = theme.wrap(_("Section with a house rule"), f, width - theme.px(Space.XL))
        return words, marked

    def _legend_height(self) -> int:
        """The legend's height with the margin below it, as ``_draw_legend`` draws it."""
        assert self.doc is not None
        words, marked = self._legend_lines()
        lines = (len(words) + len(marked)) * theme.font("small").get_linesize()
        return self.doc.tag_size()[1] + theme.px(Space.XL) + lines + theme.px(Space.XL)

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """What the accent tag means, at the foot of the contents column."""
        assert self.doc is not None
        x = self.toc.x + theme.px(Space.XL)
        f = theme.font("small")
        words, marked = self._legend_lines()
        indent = theme.px(Space.XL)
        tag_w, tag_h = self.doc.tag_size()
        y = self.toc.bottom - self._legend_height()
        if y < (self.toc_rows[-1].bottom if self.toc_rows else self.toc.y) + theme.px(Space.M):
            return  # no room on a very small window
        _draw_tag(surface, pygame.Rect(x, y, tag_w, tag_h), self.doc)
        y += tag_h + theme.px(Space.M)
        for line in words:
            theme.text(surface, line, "small", theme.TEXT_MUTED, (x, y))
            y += f.get_linesize()
        y += theme.px(Space.M)
        dot = (x + theme.px(Space.XS), y + f.get_linesize() // 2)
        pygame.draw.circle(surface, theme.ACCENT, dot, max(2, theme.px(Space.XS)))
        for line in marked:
            theme.text(surface, line, "small", theme.TEXT_MUTED, (x + indent, y))
            y += f.get_linesize()

    def _draw_text(self, surface: pygame.Surface) -> None:
        doc = self.doc
        assert doc is not None
        clip = surface.get_clip()
        surface.set_clip(self.clip)
        offset_y = self.viewport.y - round(self.shown)
        top, bottom = self.viewport.top, self.viewport.bottom
        for op in doc.ops:
            rect = op.rect.move(self.viewport.x, offset_y)
            if rect.bottom < top - theme.px(Space.XS) or rect.top > bottom + theme.px(Space.XS):
                continue
            if op.kind == "text":
                assert op.font is not None
                theme.write(surface, op.text, op.font, op.color, rect.topleft, scrolls=True)
            elif op.kind == "dot":
                pygame.draw.circle(surface, theme.ACCENT, rect.center, rect.width // 2)
            elif op.kind == "rule":
                pygame.draw.line(surface, theme.PANEL_BORDER, rect.topleft, rect.topright)
            elif op.kind == "box":
                fill = theme.mix(theme.PANEL, theme.ACCENT, 0.09)
                pygame.draw.rect(surface, fill, rect, border_radius=theme.px(Space.S))
                bar = pygame.Rect(rect.x, rect.y, theme.px(Stroke.MEDIUM), rect.height)
                pygame.draw.rect(surface, theme.ACCENT, bar, border_radius=theme.px(Space.XXS))
            elif op.kind == "tag":
                _draw_tag(surface, rect, doc, scrolls=True)
        self._draw_fades(surface)
        surface.set_clip(clip)

    def _draw_fades(self, surface: pygame.Surface) -> None:
        """Soft edges where more text is hidden above or below."""
        h = theme.px(Space.XL)
        if round(self.shown) > 0:
            surface.blit(_fade(self.clip.width, h, down=True), (self.clip.x, self.clip.top))
        if round(self.shown) < self.max_scroll:
            surface.blit(_fade(self.clip.width, h, down=False), (self.clip.x, self.clip.bottom - h))

    def _draw_bar(self, surface: pygame.Surface) -> None:
        if self.max_scroll <= 0:
            return
        radius = self.track.width // 2
        pygame.draw.rect(
            surface, theme.mix(theme.PANEL, theme.BG_BOTTOM, 0.5), self.track, 0, radius
        )
        thumb = self.thumb()
        active = self._drag is not None and self._drag[0] == "thumb"
        color = theme.ACCENT if active else theme.TEXT_MUTED
        pygame.draw.rect(surface, color, thumb, 0, radius)


def _draw_tag(
    surface: pygame.Surface, rect: pygame.Rect, doc: _Document, *, scrolls: bool = False
) -> None:
    pygame.draw.rect(surface, theme.ACCENT, rect, border_radius=rect.height // 2)
    theme.write(
        surface, doc.tag, doc.label, theme.TEXT_DARK, rect.center, "center", scrolls=scrolls
    )


_fades: dict[tuple[int, int, bool], pygame.Surface] = {}


def _fade(width: int, height: int, down: bool) -> pygame.Surface:
    """A gradient from the panel colour to transparent (cached per size)."""
    key = (width, height, down)
    cached = _fades.get(key)
    if cached is None:
        cached = pygame.Surface((width, height), pygame.SRCALPHA)
        for y in range(height):
            t = y / max(1, height - 1)
            alpha = round(255 * ((1 - t) if down else t) ** 1.6)
            pygame.draw.line(cached, (*theme.PANEL, alpha), (0, y), (width, y))
        if len(_fades) > 16:
            _fades.clear()
        _fades[key] = cached
    return cached
