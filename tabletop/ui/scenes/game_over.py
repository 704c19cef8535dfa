"""Game over: the final scores with each player's breakdown, the winner(s), play again.

Tables may subclass ``GameOverScene`` to add a section under the score table (TTR shows the
tickets): set ``details_height`` and override ``draw_details``.
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from tabletop.core import GameConfig, Outcome
from tabletop.core.i18n import _

from .. import theme
from ..scene import Modal
from ..theme import Space
from ..widgets import Button
from ..words import seat_label

if TYPE_CHECKING:
    from ..app import App
    from ..table import TableScene


def fresh_seed() -> int:
    """A new random seed for a new game (the UI may use the OS's randomness; engines may not)."""
    return secrets.randbits(62)


def star(surface: pygame.Surface, center: tuple[int, int], radius: int, color: theme.Color) -> None:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        points.append((center[0] + r * math.cos(a), center[1] + r * math.sin(a)))
    pygame.draw.polygon(surface, color, points)


def column_keys(outcome: Outcome) -> list[str]:
    """Breakdown keys in the order the engine gives them (union over seats)."""
    keys: list[str] = []
    for part in outcome.breakdown:
        for key in part:
            if key not in keys:
                keys.append(key)
    return keys


def finishing_place(outcome: Outcome, seat: int) -> int:
    """1 + the players ahead of ``seat``: a higher score, or the same score and the win by a
    tie-break. Equal scores without a decided win share a place."""
    scores = outcome.scores
    return 1 + sum(
        1
        for other in range(len(scores))
        if scores[other] > scores[seat]
        or (
            scores[other] == scores[seat]
            and other in outcome.winners
            and seat not in outcome.winners
        )
    )


def winners_text(names: list[str]) -> str:
    if len(names) == 1:
        return _("{name} wins!").format(name=names[0])
    # Translators: {names} are the winners but the last, separated by commas.
    return _("{names} and {last} share the win!").format(
        names=", ".join(names[:-1]), last=names[-1]
    )


class GameOverScene(Modal):
    #: Extra height (reference pixels) a subclass needs under the score table.
    details_height = 0

    def __init__(
        self, app: App, table: TableScene, columns: Mapping[str, str] | None = None
    ) -> None:
        super().__init__(app)
        self.table = table
        #: A breakdown key → its column's heading (a msgid, said when drawn); a key not named
        #: here is shown as it is written.
        self.columns: Mapping[str, str] = columns or {}
        outcome = table.match.outcome()
        if outcome is None:
            raise ValueError("the game is not over")
        self.outcome = outcome
        self.keys = column_keys(outcome)
        # Rows by rank: score, then seat order (the engine's winners decide ties).
        self.order = sorted(
            range(len(outcome.scores)),
            key=lambda s: (s not in outcome.winners, -outcome.scores[s], s),
        )
        self.again_button = Button("", self.play_again, style="primary")
        self.board_button = Button("", self.app.pop)
        self.title_button = Button("", self.app.go_to_title)
        self.widgets = [self.title_button, self.board_button, self.again_button]
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.details_rect = pygame.Rect(0, 0, 0, 0)
        self.retranslate()

    def retranslate(self) -> None:
        self.again_button.label = _("Play again")
        self.board_button.label = _("View board")
        self.title_button.label = _("Title screen")

    def column_label(self, key: str) -> str:
        """The heading of a breakdown column."""
        word = self.columns.get(key)
        return _(word) if word is not None else key.replace("_", " ").upper()

    def play_again(self) -> None:
        """Same game, seats and options (no rigging), a new seed."""
        from tabletop.play import Match

        old = self.table.match
        options = {k: v for k, v in old.config.options.items() if k != "rigged"}
        match = Match.new(
            old.game_id,
            GameConfig(old.config.players, options),
            old.seats,
            fresh_seed(),
            autosave=self.app.autosave,
            saves_dir=self.app.saves_dir,
        )
        self.app.start_match(match)

    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        n = len(self.outcome.scores)
        width = max(620, 380 + 140 * len(self.keys))
        return (width, 256 + 54 * n + self.details_height)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        pad = theme.px(theme.PAD + 8)
        top = self.panel.y + theme.px(108)
        rows_h = theme.px(40) + theme.px(54) * len(self.order)
        self.table_rect = pygame.Rect(self.panel.x + pad, top, self.panel.width - 2 * pad, rows_h)
        self.details_rect = pygame.Rect(
            self.table_rect.x,
            self.table_rect.bottom + theme.px(Space.L),
            self.table_rect.width,
            theme.px(self.details_height),
        )
        self.button_row([self.title_button, self.board_button, self.again_button])

    def draw_details(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Subclasses: more results under the score table."""

    def draw(self, surface: pygame.Surface) -> None:
        theme.overlay(surface)
        theme.panel(surface, self.panel)
        cx = self.panel.centerx
        names = [self.table.seat_name(s) for s in self.outcome.winners]
        theme.text(
            surface,
            _("Game over"),
            "label",
            theme.TEXT_MUTED,
            (cx, self.panel.y + theme.px(26)),
            "center",
        )
        title = theme.text(
            surface,
            winners_text(names),
            "title",
            theme.ACCENT,
            (cx, self.panel.y + theme.px(64)),
            "center",
            max_width=self.panel.width - theme.px(120),
        )
        star(surface, (title.left - theme.px(26), title.centery), theme.px(14), theme.ACCENT)
        star(surface, (title.right + theme.px(26), title.centery), theme.px(14), theme.ACCENT)
        self._draw_scores(surface)
        if self.details_height:
            self.draw_details(surface, self.details_rect)
        for widget in self.widgets:
            widget.draw(surface)

    def _draw_scores(self, surface: pygame.Surface) -> None:
        rect = self.table_rect
        label_font = theme.font("label")
        total = _("TOTAL")
        labels = [self.column_label(key) for key in self.keys] + [total]
        widths = [max(theme.px(84), label_font.size(label)[0] + theme.px(26)) for label in labels]
        cols: list[int] = []
        x = rect.right
        for width in reversed(widths):  # right edges of the number columns, right to left
            cols.insert(0, x)
            x -= width
        name_w = x - rect.x
        header_y = rect.y + theme.px(Space.XL)
        theme.text(
            surface,
            _("PLAYER"),
            "label",
            theme.TEXT_MUTED,
            (rect.x + theme.px(56), header_y),
            "midleft",
        )
        for label, right in zip(labels[:-1], cols, strict=False):
            theme.text(
                surface,
                label,
                "label",
                theme.TEXT_MUTED,
                (right - theme.px(10), header_y),
                "midright",
            )
        theme.text(
            surface, total, "label", theme.ACCENT, (cols[-1] - theme.px(10), header_y), "midright"
        )
        y = rect.y + theme.px(40)
        for seat in self.order:
            row = pygame.Rect(rect.x, y, rect.width, theme.px(50))
            winner = seat in self.outcome.winners
            pygame.draw.rect(
                surface,
                theme.ROW_SELECTED if winner else theme.ROW_ALT,
                row,
                border_radius=theme.px(Space.M),
            )
            place = finishing_place(self.outcome, seat)
            if winner:
                star(surface, (row.x + theme.px(20), row.centery), theme.px(11), theme.ACCENT)
            else:
                theme.text(
                    surface,
                    f"{place}.",
                    "body_bold",
                    theme.TEXT_MUTED,
                    (row.x + theme.px(20), row.centery),
                    "center",
                )
            theme.swatch(
                surface,
                (row.x + theme.px(48), row.centery),
                theme.px(9),
                self.table.seat_color(seat),
            )
            seat_info = self.table.match.seats[seat]
            label = seat_label(seat_info.name, seat_info.is_human)
            theme.text(
                surface,
                label,
                "body_bold",
                theme.TEXT,
                (row.x + theme.px(66), row.centery),
                "midleft",
                max_width=name_w - theme.px(70),
            )
            breakdown = self.outcome.breakdown[seat]
            for key, x in zip(self.keys, cols, strict=False):
                theme.text(
                    surface,
                    str(breakdown.get(key, 0)),
                    "body",
                    theme.TEXT,
                    (x - theme.px(10), row.centery),
                    "midright",
                )
            theme.text(
                surface,
                str(self.outcome.scores[seat]),
                "heading",
                theme.ACCENT,
                (cols[-1] - theme.px(10), row.centery),
                "midright",
            )
            y += theme.px(54)
