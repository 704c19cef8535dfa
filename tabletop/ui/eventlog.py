"""The event log panel: what happened, in plain words, as the viewing seat may know it.

Entries keep the events of every applied action; the text is made when drawing, for the seat
being shown, from only the events visible to that seat (``Event.visible_to``). Hot-seat players
therefore never read each other's secrets in the log, and undo just drops entries by ply.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.core import Action, Event
from tabletop.core.i18n import _, language

from . import theme
from .theme import Space

#: ``describe(event) -> text or None`` (None: leave the event out of the log).
Describer = Callable[[Event], str | None]


@dataclass(frozen=True)
class LogEntry:
    ply: int  # index of the action in the match log
    seat: int
    action: Action
    events: tuple[Event, ...]


def humanize(name: str) -> str:
    """``TilePlaced`` → ``tile placed``."""
    return re.sub(r"(?<!^)(?=[A-Z])", " ", name).lower()


def describe_event(event: Event) -> str:
    """A plain default line for any event: its name and its simple fields (in the words of
    the code, English: every game's table describes its events itself)."""
    parts = []
    for f in dataclasses.fields(event):
        if f.name in ("audience", "seat"):
            continue
        value = getattr(event, f.name)
        if isinstance(value, (tuple, list)):
            if not value or not all(isinstance(v, (str, int)) for v in value):
                continue
            value = ", ".join(str(v) for v in value)
        elif isinstance(value, dict) or value is None:
            continue
        parts.append(f"{f.name.replace('_', ' ')} {value}")
    text = humanize(type(event).__name__)
    return f"{text}: {'; '.join(parts)}" if parts else text


class EventLog:
    def __init__(self) -> None:
        self.entries: list[LogEntry] = []
        #: Lines scrolled back from the newest (mouse wheel over the panel).
        self.scroll = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._cache_key: tuple[object, ...] | None = None
        self._cache_entries: list[LogEntry] = []
        self._cache_rows: list[list[tuple[int, str, bool]]] = []

    def add(self, ply: int, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        self.truncate(ply)
        self.entries.append(LogEntry(ply, seat, action, events))
        self.scroll = 0

    def truncate(self, ply: int) -> None:
        """Forget entries from ``ply`` on (after an undo)."""
        self.entries = [e for e in self.entries if e.ply < ply]

    def lines(self, viewer: int | None, describe: Describer) -> list[tuple[int, str]]:
        """(acting seat, text) for every event ``viewer`` may see, oldest first."""
        out: list[tuple[int, str]] = []
        for entry in self.entries:
            for event in entry.events:
                if not event.visible_to(viewer):
                    continue
                text = describe(event)
                if text:
                    out.append((entry.seat, text))
        return out

    def _rows(
        self,
        viewer: int | None,
        describe: Describer,
        seat_name: Callable[[int], str],
        f: pygame.font.Font,
        width: int,
    ) -> list[tuple[int, str, bool]]:
        """(seat, text, first line of its entry) for every wrapped line. The log is drawn every
        frame, so each entry is wrapped once per viewer, width and language, and only new
        entries after."""
        key = (viewer, width, f.get_height(), language())
        if key != self._cache_key:
            self._cache_key, self._cache_entries, self._cache_rows = key, [], []
        same = 0
        limit = min(len(self._cache_entries), len(self.entries))
        while same < limit and self._cache_entries[same] is self.entries[same]:
            same += 1
        del self._cache_entries[same:], self._cache_rows[same:]
        for entry in self.entries[same:]:
            rows: list[tuple[int, str, bool]] = []
            for event in entry.events:
                text = describe(event) if event.visible_to(viewer) else None
                if text:
                    # Translators: a line of the game log: who, and what they did.
                    line = _("{name}: {event}").format(name=seat_name(entry.seat), event=text)
                    wrapped = theme.wrap(line, f, width)
                    rows.extend((entry.seat, line, i == 0) for i, line in enumerate(wrapped))
            self._cache_entries.append(entry)
            self._cache_rows.append(rows)
        return [row for rows in self._cache_rows for row in rows]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, self.scroll + event.y)
            return True
        return False

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        viewer: int | None,
        describe: Describer,
        seat_name: Callable[[int], str],
        seat_color: Callable[[int], theme.Color],
    ) -> None:
        """The panel: a heading and the newest lines that fit, each with its seat's colour."""
        self.rect = rect
        theme.panel(surface, rect)
        pad = theme.px(Space.L)
        theme.text(surface, _("GAME LOG"), "label", theme.TEXT_MUTED, (rect.x + pad, rect.y + pad))
        f = theme.font("small")
        line_h = f.get_linesize() + theme.px(Space.XXS)
        top = rect.y + pad + theme.px(Space.XXL)
        text_x = rect.x + pad + theme.px(Space.XL)
        width = rect.right - pad - text_x
        rows = self._rows(viewer, describe, seat_name, f, width)
        fit = max(0, (rect.bottom - pad - top) // line_h)
        self.scroll = min(self.scroll, max(0, len(rows) - fit))
        start = max(0, len(rows) - fit - self.scroll)
        # Never open the panel on the tail of a wrapped entry: start at an entry's first line.
        while start < len(rows) and not rows[start][2]:
            start += 1
        shown = rows[start : len(rows) - self.scroll]
        if not rows:
            theme.text(surface, _("No moves yet."), "small", theme.TEXT_DISABLED, (text_x, top))
        y = top
        for seat, line, first in shown:
            if first:
                theme.swatch(
                    surface,
                    (rect.x + pad + theme.px(Space.S), y + line_h // 2),
                    theme.px(Space.XS),
                    seat_color(seat),
                )
            theme.text(surface, line, "small", theme.TEXT, (text_x, y))
            y += line_h
