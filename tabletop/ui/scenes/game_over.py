"""Game over: the final scores with each player's breakdown, the winner(s), and under the score
table one of three sections — the game's own details (a subclass's: TTR's tickets, Metro's
lines…), the score over time (a line chart of each seat's points at the end of every round,
rebuilt from the moves by ``tabletop.replay`` on a worker thread) and the scoring explained
(what every column means, with each player's points). Rematch starts a new game of the same
kind with the same seats.

Tables may subclass ``GameOverScene`` to add their details under the score table: set
``details_height`` (and ``details_title``) and override ``draw_details``; widgets of the
details are hidden while another section is shown.
"""

from __future__ import annotations

import math
import secrets
import threading
from collections.abc import Callable
from concurrent.futures import Future
from functools import partial
from typing import TYPE_CHECKING, TypeVar

import pygame

from tabletop.ai.styles import SURPRISE, split_agent
from tabletop.core import GameConfig, Outcome, ScorePart
from tabletop.core.i18n import _
from tabletop.games import descriptor
from tabletop.play import Match
from tabletop.replay import Replay

from .. import theme
from ..charts import Axis, LineChart, Series, draw_box
from ..scene import Modal
from ..theme import Space, Stroke
from ..widgets import Button, Widget
from ..words import seat_label, style_title

if TYPE_CHECKING:
    from tabletop.replay import ScorePoint

    from ..app import App
    from ..table import TableScene

T = TypeVar("T")

#: The sections under the score table.
DETAILS = "details"
CHART = "chart"
SCORING = "scoring"
#: The least height (reference pixels) of the section under the score table.
SECTION_HEIGHT = 220
#: The section tabs in the panel's top right corner.
TAB_HEIGHT = 30
TAB_TOP = 12
#: Rows of the "scoring" section: a header and one row per part, then the total.
SCORING_HEADER = 26
SCORING_ROW = 40
SEAT_COLUMN = (60, 110)
# The top of the panel and the score table, in reference pixels.
HEADER_HEIGHT = 108  # "GAME OVER" and the winners' line, above the score table
WINNERS_MIDDLE = 64  # the winners' line's middle, from the panel's top
WINNERS_SIDE = 60  # either side of the winners' line: its star and the panel's margin
#: The winners' line's font, the first of these that shows it whole.
WINNERS_ROLES = ("title", "heading", "body_bold")
TITLE_STAR_RADIUS = 14  # the stars either side of the winners' line
HELP_WIDTH = 360  # the box that says what a column counts, at most
SCORE_HEADER = 40  # the column headings above the score rows
SCORE_ROW = 50  # one seat's row
SCORE_ROW_PITCH = SCORE_ROW + Space.XS  # from one row's top to the next
SCORE_COLUMN = 84  # a number column, at least
PLACE_MIDDLE = 20  # a row's place (or the winner's star), centred this far in
WINNER_STAR_RADIUS = 11
SWATCH_MIDDLE = 48  # the seat's colour, centred this far in
SWATCH_RADIUS = 9
NAME_LEFT = 66  # the seat's name


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


def column_keys(outcome: Outcome, parts: type[ScorePart]) -> list[ScorePart]:
    """The breakdown's parts (the game's ``ScorePart``) in the order the engine gives them
    (union over seats)."""
    keys: list[ScorePart] = []
    for breakdown in outcome.breakdown:
        for key in breakdown:
            if key not in keys:
                keys.append(parts(key))
    return keys


def surprise_style(match: Match, seat: int) -> str | None:
    """The style *surprise me* drew for ``seat`` (revealed once the game is over), None for a
    seat that chose its style or has none."""
    chosen = match.seats[seat].agent
    played = match.played_agents.get(seat)
    if chosen is None or played is None or split_agent(chosen)[1] != SURPRISE:
        return None
    return split_agent(played)[1]


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
        if names[0].casefold() == "you":
            return _("You win!")
        return _("{name} wins!").format(name=names[0])
    # Translators: {names} are the winners but the last, separated by commas.
    return _("{names} and {last} share the win!").format(
        names=", ".join(names[:-1]), last=names[-1]
    )


def in_background(work: Callable[[], T]) -> Future[T]:
    """Run ``work`` on a daemon thread; its result (or error) arrives in the future."""
    future: Future[T] = Future()

    def run() -> None:
        try:
            future.set_result(work())
        except Exception as error:  # shown as "could not be worked out", never raised
            future.set_exception(error)

    threading.Thread(target=run, name="game-over", daemon=True).start()
    return future


def score_track(table: TableScene) -> tuple[ScorePoint, ...]:
    """Each seat's points at the start and at the end of every round of the table's game
    (a replay of its moves: the match itself is not touched)."""
    return Replay.from_match(table.match).score_track()


def round_label(value: float, last: int) -> str:
    number = int(round(value))
    if number == 0:
        return _("Start")
    if number == last:
        return _("Round {number}: final scores").format(number=number)
    return _("Round {number}").format(number=number)


def score_chart(table: TableScene, track: tuple[ScorePoint, ...]) -> LineChart:
    """The score-over-time chart: one line per seat through its points at each round's end."""
    last = track[-1].round if track else 0
    series = [
        Series(
            table.seat_name(seat),
            table.seat_color(seat),
            tuple((float(point.round), float(point.scores[seat])) for point in track),
        )
        for seat in range(len(table.match.seats))
    ]
    return LineChart(
        series,
        Axis(_("Round"), lo=0, integer=True),
        Axis(_("Points"), integer=True, from_zero=True),
        x_label=lambda value: round_label(value, last),
    )


class GameOverScene(Modal):
    #: Extra height (reference pixels) a subclass needs under the score table.
    details_height = 0
    #: The name of the subclass's section, a msgid (None: "Details").
    details_title: str | None = None

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        outcome = table.match.outcome()
        if outcome is None:
            raise ValueError("the game is not over")
        self.outcome = outcome
        self.game_id = table.match.game_id
        self.keys = column_keys(outcome, descriptor(self.game_id).score_parts)
        # Rows by rank: score, then seat order (the engine's winners decide ties).
        self.order = sorted(
            range(len(outcome.scores)),
            key=lambda s: (s not in outcome.winners, -outcome.scores[s], s),
        )
        self.rematch_button = Button("", self.rematch, style="primary")
        #: The same button under its first name (Play again).
        self.again_button = self.rematch_button
        # Closed with the guard: a double click's second click must not land on the board.
        self.board_button = Button("", self.close)
        self.title_button = Button("", self.table.leave_to_title)
        #: Shown while the game's final save cannot be written (a full disk).
        self.save_button = Button("", self.table.ask_save_copy)
        self.save_button.visible = self.unsaved_problem is not None
        self.sections = self._sections()
        self.section = self.sections[0][0]
        self.section_tabs = {
            key: Button("", partial(self.show_section, key), style="ghost", role="label")
            for key, _label in self.sections
        }
        self.widgets: list[Widget] = [
            *self.section_tabs.values(),
            self.save_button,
            self.title_button,
            self.board_button,
            self.rematch_button,
        ]
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.details_rect = pygame.Rect(0, 0, 0, 0)
        self.header_rects: dict[ScorePart, pygame.Rect] = {}
        self.pointer: tuple[int, int] | None = None
        self.track: Future[tuple[ScorePoint, ...]] = in_background(partial(score_track, table))
        self.chart: LineChart | None = None
        GameOverScene.retranslate(self)  # a subclass's words come after its own set-up

    def retranslate(self) -> None:
        """Buttons, section tabs and the chart's words in the current language."""
        self.rematch_button.label = _("Rematch")
        self.board_button.label = _("View board")
        self.title_button.label = _("Title screen")
        self.save_button.label = _("Save a copy…")
        self.sections = self._sections()
        for key, label in self.sections:
            self.section_tabs[key].label = label
        self.chart = None  # its axes and seat names are said again when next drawn

    # ------------------------------------------------------------------ sections
    @property
    def has_details(self) -> bool:
        """A subclass draws details of its own under the score table."""
        return type(self).draw_details is not GameOverScene.draw_details

    def _sections(self) -> list[tuple[str, str]]:
        out = [(CHART, _("Score over time")), (SCORING, _("Scoring"))]
        if self.has_details:
            out.insert(0, (DETAILS, _(self.details_title) if self.details_title else _("Details")))
        return out

    def show_section(self, key: str) -> None:
        self.section = key
        self._sync_sections()

    def _sync_sections(self) -> None:
        """The selected tab stands out; a subclass's widgets show with its details only."""
        for key, tab in self.section_tabs.items():
            tab.style = "primary" if key == self.section else "ghost"
        own = {*self.section_tabs.values(), self.title_button, self.board_button}
        own.update((self.rematch_button, self.save_button))
        for widget in self.widgets:
            if widget not in own:
                widget.visible = self.section == DETAILS

    def score_chart(self) -> LineChart | None:
        """The chart, once the replay behind it has been worked out (None until then)."""
        if self.chart is None and self.track.done() and self.track.exception() is None:
            self.chart = score_chart(self.table, self.track.result())
        return self.chart

    @property
    def unsaved_problem(self) -> str | None:
        """Why the game's final save could not be written, while it cannot (else None)."""
        match = self.table.match
        return match.autosave_problem if match.autosave else None

    # ------------------------------------------------------------------ actions
    def rematch(self) -> None:
        """Same game, seats and options (no rigging), a new seed."""
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

    play_again = rematch

    # ------------------------------------------------------------------ layout
    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        n = len(self.outcome.scores)
        width = max(680, 380 + 140 * len(self.keys))
        return (width, 256 + SCORE_ROW_PITCH * n + max(self.details_height, SECTION_HEIGHT))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        pad = theme.px(theme.PAD + 8)
        top = self.panel.y + theme.px(HEADER_HEIGHT)
        rows_h = theme.px(SCORE_HEADER) + theme.px(SCORE_ROW_PITCH) * len(self.order)
        self.table_rect = pygame.Rect(self.panel.x + pad, top, self.panel.width - 2 * pad, rows_h)
        buttons: list[Widget] = [self.title_button, self.board_button, self.rematch_button]
        self.save_button.visible = self.unsaved_problem is not None
        if self.save_button.visible:
            buttons.insert(0, self.save_button)
        self.button_row(buttons)
        section_top = self.table_rect.bottom + theme.px(Space.L)
        room = self.rematch_button.rect.top - theme.px(Space.L) - section_top
        wanted = theme.px(max(self.details_height, SECTION_HEIGHT))
        self.details_rect = pygame.Rect(
            self.table_rect.x, section_top, self.table_rect.width, max(0, min(wanted, room))
        )
        # The section tabs, right-aligned in the panel's top corner.
        font = theme.font("label")
        x = self.panel.right - theme.px(theme.PAD)
        for tab in reversed(list(self.section_tabs.values())):
            width = font.size(tab.label)[0] + theme.px(Space.XXL)
            x -= width
            tab.rect = pygame.Rect(x, self.panel.y + theme.px(TAB_TOP), width, theme.px(TAB_HEIGHT))
            x -= theme.px(Space.S)
        self._sync_sections()

    # ------------------------------------------------------------------ input and frame
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.save_button.visible != (self.unsaved_problem is not None):
            self.layout(self.app.size)  # the final save failed, or works again
        self._sync_sections()

    # ------------------------------------------------------------------ drawing
    def draw_details(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Subclasses: more results under the score table."""

    def draw(self, surface: pygame.Surface) -> None:
        theme.overlay(surface)
        theme.panel(surface, self.panel)
        cx = self.panel.centerx
        names = [self.table.seat_name(s) for s in self.outcome.winners]
        theme.text(
            surface,
            _("GAME OVER"),
            "label",
            theme.TEXT_MUTED,
            (
                self.panel.x + theme.px(theme.PAD + 8),
                self.panel.y + theme.px(TAB_TOP + TAB_HEIGHT // 2),
            ),
            "midleft",
        )
        line, width = winners_text(names), self.panel.width - 2 * theme.px(WINNERS_SIDE)
        # A tie of three in Polish at the smallest window was cut even at the title's smallest
        # size ("… i Komputer 6 dzie…"): a smaller role keeps the whole line on its one line.
        role = next((r for r in WINNERS_ROLES if theme.line_fits(line, r, width)), "body_bold")
        title = theme.text(
            surface,
            line,
            role,
            theme.ACCENT,
            (cx, self.panel.y + theme.px(WINNERS_MIDDLE)),
            "center",
            max_width=width,
        )
        radius = theme.px(TITLE_STAR_RADIUS)
        off = theme.px(Space.L) + radius  # a step between the line and a star's tip
        star(surface, (title.left - off, title.centery), radius, theme.ACCENT)
        star(surface, (title.right + off, title.centery), radius, theme.ACCENT)
        self._draw_scores(surface)
        if self.section == DETAILS:
            self.draw_details(surface, self.details_rect)
        elif self.section == CHART:
            self._draw_chart(surface, self.details_rect)
        else:
            self._draw_scoring(surface, self.details_rect)
        for widget in self.widgets:
            widget.draw(surface)
        self._draw_unsaved_note(surface)
        self._draw_header_help(surface)

    def _draw_unsaved_note(self, surface: pygame.Surface) -> None:
        """Under the winners' line, while the final save cannot be written: that it was not
        (the toast said why; Save a copy… is among the buttons)."""
        if self.unsaved_problem is None:
            return
        theme.text(
            surface,
            _("The final save could not be written"),
            "small",
            theme.WARN,
            (self.panel.centerx, self.table_rect.top - theme.px(Space.XS)),
            "midbottom",
            max_width=self.panel.width - 2 * theme.px(WINNERS_SIDE),
        )

    def _draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        chart = self.score_chart()
        if chart is None:
            failed = self.track.done() and self.track.exception() is not None
            words = (
                _("The score over time could not be worked out for this game.")
                if failed
                else _("Working out the score of every round…")
            )
            theme.text(surface, words, "body", theme.TEXT_MUTED, rect.center, "center")
            return
        chart.draw(surface, rect)
        chart.draw_readout(surface, self.pointer)

    def _draw_scoring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Each column explained, with every player's points for it (the full breakdown)."""
        n = len(self.order)
        seat_w = max(theme.px(SEAT_COLUMN[0]), min(theme.px(SEAT_COLUMN[1]), rect.width // (2 * n)))
        words_w = rect.width - seat_w * n - theme.px(Space.L)
        radius, gap = theme.px(Space.XS), theme.px(Space.S)
        room = seat_w - 2 * theme.px(Space.XS) - 2 * radius - gap
        label = theme.font("label")
        names = [self.table.seat_name(seat) for seat in self.order]
        cut = [
            theme.fit_text(
                name, theme.role_font("label", theme.shrink_to_fit(name, "label", room)), room
            )
            for name in names
        ]
        # With five or six seats, names cut to a column's width can read alike ("Comp…" three
        # times): then each name takes two lines ("Computer" over "3"), the heading one more.
        two_lines = len(set(cut)) < len(set(names))
        header_h = theme.px(SCORING_HEADER) + (label.get_linesize() if two_lines else 0)
        header_y = rect.y + header_h // 2
        for index, (seat, name) in enumerate(zip(self.order, names, strict=True)):
            left = rect.x + words_w + theme.px(Space.L) + seat_w * index
            lines = [name]
            if two_lines:
                wrapped = theme.wrap(name, label, room)
                lines = [wrapped[0], " ".join(wrapped[1:])] if len(wrapped) > 1 else wrapped
            # The disc and the name as one group centred over the column: the disc beside its
            # own name (a short name left it nearer the column before) and never under it.
            width = min(max(label.size(line)[0] for line in lines), room)
            x = left + (seat_w - (2 * radius + gap + width)) // 2
            theme.swatch(surface, (x + radius, header_y), radius, self.table.seat_color(seat))
            top = header_y - (len(lines) - 1) * label.get_linesize() // 2
            for number, line in enumerate(lines):
                theme.text(
                    surface,
                    line,
                    "label",
                    theme.TEXT_MUTED,
                    (x + 2 * radius + gap, top + number * label.get_linesize()),
                    "midleft",
                    max_width=room,
                    # A part of a name cut: the whole name heads its row in the ranking above.
                    may_cut=two_lines,
                )
        rows = [*self.keys, None]
        small = theme.font("small")
        line_h = small.get_linesize()
        pad = theme.px(Space.S)
        # Each part's sentence wrapped whole; rows as tall as their sentence while it all fits,
        # else every row gets an equal share and a sentence that does not fit ends in "…".
        texts: list[list[str]] = []
        for key in rows:
            if key is None:
                texts.append([])
                continue
            words = f"{key.label()}: {key.explanation()}"
            texts.append(theme.wrap(words, small, words_w - theme.px(Space.M)))
        room = rect.height - header_h
        heights = [max(theme.px(SCORING_ROW), len(lines) * line_h + pad) for lines in texts]
        if sum(heights) > room:
            heights = [room // max(1, len(rows))] * len(rows)
        y = rect.y + header_h
        for index, (key, lines, row_h) in enumerate(zip(rows, texts, heights, strict=True)):
            row = pygame.Rect(rect.x, y, rect.width, row_h - theme.px(Space.XXS))
            if index % 2 == 0:
                pygame.draw.rect(surface, theme.ROW_ALT, row, border_radius=theme.px(Space.S))
            text_x = row.x + theme.px(Space.M)
            if key is None:  # only Total stands out; a one-line sentence is small as the rest
                theme.text(
                    surface,
                    _("Total"),
                    "body_bold",
                    theme.ACCENT,
                    (text_x, row.centery),
                    "midleft",
                    max_width=words_w - theme.px(Space.M),
                )
            else:
                fit = max(1, (row.height - theme.px(Space.XXS)) // line_h)
                shown = lines[:fit]
                if len(lines) > fit:
                    shown[-1] = theme.fit_text(shown[-1] + " …", small, words_w)
                line_y = row.centery - len(shown) * line_h // 2
                for line in shown:
                    theme.text(surface, line, "small", theme.TEXT, (text_x, line_y))
                    line_y += line_h
            for column, seat in enumerate(self.order):
                value = (
                    self.outcome.breakdown[seat].get(key, 0)
                    if key is not None
                    else self.outcome.scores[seat]
                )
                center_x = row.x + words_w + theme.px(Space.L) + seat_w * column + seat_w // 2
                theme.text(
                    surface,
                    str(value),
                    "heading" if key is None else "body_bold",
                    theme.ACCENT if key is None else theme.TEXT,
                    (center_x, row.centery),
                    "center",
                )
            y += row_h

    def _draw_header_help(self, surface: pygame.Surface) -> None:
        """The pointer over a column heading: what that column counts."""
        if self.pointer is None:
            return
        for key, rect in self.header_rects.items():
            if rect.collidepoint(self.pointer):
                about = key.explanation()
                width = min(theme.px(HELP_WIDTH), self.panel.width - theme.px(Space.XXL))
                lines = theme.wrap(about, theme.font("small"), width)
                draw_box(
                    surface,
                    [(line, theme.TEXT) for line in lines],
                    (rect.centerx, rect.bottom + theme.px(Space.XS)),
                    self.panel,
                )
                return

    def _draw_scores(self, surface: pygame.Surface) -> None:
        rect = self.table_rect
        label_font = theme.font("label")
        labels = [key.label().upper() for key in self.keys] + [_("TOTAL")]
        widths = [
            max(theme.px(SCORE_COLUMN), label_font.size(label)[0] + theme.px(Space.XXL))
            for label in labels
        ]
        inset = theme.px(Space.L)  # numbers and headings end this far left of their column's end
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
            (rect.x + theme.px(SWATCH_MIDDLE + Space.M), header_y),
            "midleft",
        )
        self.header_rects = {}
        for key, label, right in zip(self.keys, labels[:-1], cols, strict=False):
            drawn = theme.text(
                surface,
                label,
                "label",
                theme.TEXT_MUTED,
                (right - inset, header_y),
                "midright",
            )
            # A dotted underline says "point here to read what it counts".
            for dot_x in range(drawn.x, drawn.right, theme.px(Space.XS)):
                pygame.draw.line(
                    surface,
                    theme.TEXT_DISABLED,
                    (dot_x, drawn.bottom),
                    (dot_x + theme.px(Stroke.HAIR), drawn.bottom),
                )
            self.header_rects[key] = drawn.inflate(theme.px(Space.S), theme.px(Space.S))
        theme.text(
            surface,
            labels[-1],
            "label",
            theme.ACCENT,
            (cols[-1] - inset, header_y),
            "midright",
        )
        y = rect.y + theme.px(SCORE_HEADER)
        for seat in self.order:
            row = pygame.Rect(rect.x, y, rect.width, theme.px(SCORE_ROW))
            winner = seat in self.outcome.winners
            pygame.draw.rect(
                surface,
                theme.ROW_SELECTED if winner else theme.ROW_ALT,
                row,
                border_radius=theme.px(Space.M),
            )
            place = finishing_place(self.outcome, seat)
            if winner:
                star(
                    surface,
                    (row.x + theme.px(PLACE_MIDDLE), row.centery),
                    theme.px(WINNER_STAR_RADIUS),
                    theme.ACCENT,
                )
            else:
                theme.text(
                    surface,
                    _("{place}.").format(place=place),
                    "body_bold",
                    theme.TEXT_MUTED,
                    (row.x + theme.px(PLACE_MIDDLE), row.centery),
                    "center",
                )
            theme.swatch(
                surface,
                (row.x + theme.px(SWATCH_MIDDLE), row.centery),
                theme.px(SWATCH_RADIUS),
                self.table.seat_color(seat),
            )
            seat_info = self.table.match.seats[seat]
            label = seat_label(seat_info.name, seat_info.agent, seat)
            surprised = surprise_style(self.table.match, seat)
            if surprised is not None:
                # Translators: game over: an AI seat and the style "surprise me" drew for it.
                label = _("{seat} ({style})").format(seat=label, style=style_title(surprised))
            theme.text(
                surface,
                label,
                "body_bold",
                theme.TEXT,
                (row.x + theme.px(NAME_LEFT), row.centery),
                "midleft",
                max_width=name_w - theme.px(NAME_LEFT) - theme.px(Space.XS),
            )
            breakdown = self.outcome.breakdown[seat]
            for key, x in zip(self.keys, cols, strict=False):
                theme.text(
                    surface,
                    str(breakdown.get(key, 0)),
                    "body",
                    theme.TEXT,
                    (x - inset, row.centery),
                    "midright",
                )
            theme.text(
                surface,
                str(self.outcome.scores[seat]),
                "heading",
                theme.ACCENT,
                (cols[-1] - inset, row.centery),
                "midright",
            )
            y += theme.px(SCORE_ROW_PITCH)
