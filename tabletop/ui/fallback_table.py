"""A plain table for a game whose own table is not installed: the board picture, what the
viewing seat knows (from its view) and the legal moves as a list to pick from.

It keeps every registered game playable and checkable (``--check``) by the shell alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.controller.moves import MoveListController, MoveTarget
from tabletop.core import Action, View
from tabletop.core.i18n import _, ngettext

from . import theme
from .seats import SeatsPanel
from .table import AUTO, TableScene
from .theme import Space
from .thumbnails import thumbnail
from .widgets import Button, ScrollList
from .words import game_title

if TYPE_CHECKING:
    from tabletop.play import Match

    from .app import App

# Layout, in reference pixels.
HEADER_HEIGHT = 36  # a panel's label ("YOUR MOVES"), above its list
PLAY_BUTTON_SIZE = (160, 40)


def view_facts(view: View) -> list[tuple[str, str]]:
    """Short (label, value) lines for a view's simple fields, counts for its collections (the
    labels are the view's keys, as the code writes them: this table is the shell's last
    resort for a game without its own)."""
    facts = []
    for key, value in view.items():
        if key in ("game", "seat"):
            continue
        label = key.replace("_", " ")
        if isinstance(value, bool) or value is None:
            text = {True: _("yes"), False: _("no"), None: "—"}[value]
        elif isinstance(value, (int, float, str)):
            text = str(value)
        elif isinstance(value, list) and all(isinstance(v, (int, str)) for v in value):
            text = (
                ", ".join(str(v) for v in value)
                if len(value) <= 12
                else ngettext("{n} item", "{n} items", len(value)).format(n=len(value))
            )
        elif isinstance(value, dict) and all(isinstance(v, (int, str)) for v in value.values()):
            text = (
                ", ".join(f"{k} {v}" for k, v in value.items())
                if len(value) <= 8
                else ngettext("{n} entry", "{n} entries", len(value)).format(n=len(value))
            )
        elif isinstance(value, (list, dict)):
            text = ngettext("{n} entry", "{n} entries", len(value)).format(n=len(value))
        else:
            continue
        facts.append((label, text))
    return facts


class FallbackSeats(SeatsPanel):
    """The seats, with the scores when the view has a list of them, one per seat."""

    table: FallbackTable

    def score(self, seat: int) -> str | None:
        scores = self.table.view.get("scores")
        if isinstance(scores, list) and len(scores) == len(self.table.match.seats):
            return str(scores[seat])
        return None


class FallbackTable(TableScene):
    controller: MoveListController

    def __init__(self, app: App, match: Match, *, viewer: int | None | str = AUTO) -> None:
        self.controller = MoveListController(self.seat_name)
        super().__init__(app, match, viewer=viewer)
        self.moves: ScrollList[Action] = ScrollList(
            self._draw_move, row_height=34, on_activate=self.play, empty_text=""
        )
        self.play_button = Button(
            _("Play move"), self.play_selected, style="primary", enabled=False
        )
        self.widgets += [self.moves, self.play_button]
        self.seats_panel = FallbackSeats(self)
        self.picture = self.facts_rect = self.moves_rect = pygame.Rect(0, 0, 0, 0)
        self._moves_key: tuple[int, bool] | None = None

    def retranslate(self) -> None:
        super().retranslate()
        self.play_button.label = _("Play move")

    def play(self, action: Action) -> None:
        self.click(MoveTarget(action))

    def play_selected(self) -> None:
        if self.moves.selected_item is not None:
            self.play(self.moves.selected_item)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.seats_panel.rect = self.seats_rect
        b = self.board_rect
        gap = theme.px(theme.PAD)
        picture_h = round(b.height * 0.45)
        self.picture = pygame.Rect(b.x, b.y, b.width, picture_h)
        lower = pygame.Rect(
            b.x, self.picture.bottom + gap, b.width, b.bottom - self.picture.bottom - gap
        )
        self.facts_rect = pygame.Rect(lower.x, lower.y, lower.width * 2 // 5, lower.height)
        self.moves_rect = pygame.Rect(
            self.facts_rect.right + gap,
            lower.y,
            lower.right - self.facts_rect.right - gap,
            lower.height,
        )
        pad = theme.px(Space.L)
        bw, bh = map(theme.px, PLAY_BUTTON_SIZE)
        header = theme.px(HEADER_HEIGHT)
        self.moves.rect = pygame.Rect(
            self.moves_rect.x + pad,
            self.moves_rect.y + header,
            self.moves_rect.width - 2 * pad,
            self.moves_rect.height - header - bh - 2 * pad,
        )
        self.play_button.rect = pygame.Rect(
            self.moves_rect.right - pad - bw, self.moves_rect.bottom - pad - bh, bw, bh
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        key = (self.match.ply, self.can_act)
        if key != self._moves_key:
            self._moves_key = key
            self.moves.set_items(self.match.legal_actions() if self.can_act else [])
        self.play_button.enabled = self.can_act and self.moves.selected_item is not None

    def _draw_move(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        action: Action,
        selected: bool,
        hovered: bool,
    ) -> None:
        theme.text(
            surface,
            str(action),
            "body",
            theme.TEXT,
            (rect.x + theme.px(Space.M), rect.centery),
            "midleft",
            max_width=rect.width - 2 * theme.px(Space.M),
        )

    def draw_table(self, surface: pygame.Surface) -> None:
        spec = self.match.game.spec
        image = thumbnail(spec.id, game_title(spec.title), self.picture.size)
        surface.blit(image, self.picture)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.picture, 1)
        # Facts from the view.
        theme.panel(surface, self.facts_rect)
        pad = theme.px(Space.L)
        who = _("Spectator") if self.viewer is None else self.seat_name(self.viewer)
        theme.text(
            surface,
            _("WHAT {name} SEES").format(name=who.upper()),
            "label",
            theme.TEXT_MUTED,
            (self.facts_rect.x + pad, self.facts_rect.y + pad),
            max_width=self.facts_rect.width - 2 * pad,
        )
        y = self.facts_rect.y + theme.px(HEADER_HEIGHT)
        f = theme.font("small")
        facts = view_facts(self.view)
        label_w = max((f.size(label)[0] for label, _ in facts), default=0) + theme.px(Space.L)
        label_w = min(label_w, self.facts_rect.width // 2)
        for label, value in facts:
            if y + f.get_linesize() > self.facts_rect.bottom - pad:
                break
            x = self.facts_rect.x + pad
            theme.text(surface, label, "small", theme.TEXT_MUTED, (x, y), max_width=label_w)
            theme.text(
                surface,
                value,
                "small",
                theme.TEXT,
                (x + label_w, y),
                max_width=self.facts_rect.width - 2 * pad - label_w,
            )
            y += f.get_linesize() + theme.px(Space.XXS)
        # Legal moves.
        theme.panel(surface, self.moves_rect)
        title = _("YOUR MOVES") if self.can_act else _("MOVES")
        theme.text(
            surface,
            title,
            "label",
            theme.TEXT_MUTED,
            (self.moves_rect.x + pad, self.moves_rect.y + pad),
        )
        if not self.can_act:
            theme.text(
                surface,
                self.status_text(),
                "body",
                theme.TEXT_MUTED,
                self.moves.rect.center,
                "center",
            )
        self.seats_panel.draw(surface)
        self.log.draw(
            surface,
            self.log_rect,
            self.viewer,
            self.describe_event,
            self.seat_name,
            self.seat_color,
        )
