"""The statistics screen (from the title): what the history of finished games says.

Tabs: **Players** (games, wins, win share, mean and best score of each player), **By game**
(the same per game), **Head to head** (one player against each other), **Against AI**
(the humans' results against each AI level), **Records** (best scores, longest path, most
tickets, best Metro line…), **Charts** (win shares over time, one player's score distribution)
and **Games** (every recorded game and save, to watch again). Filters by game and period (and
by board, once games were played on more than one, even on a map now gone); Export: CSV.

The figures come from ``tabletop.history`` (a shared win counts 1 / number of winners). They
are gathered in one job on the history worker (``HistoryService``), so the screen never waits
for the database: it says "Loading…" until the job is done, and again after a filter changes.
The figures and their words are ``statistics_figures.py``, what each table tab lists
``statistics_tabs.py``; this module is the screen: filters, tabs, layout, drawing, watching a
game again and the CSV export.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.i18n import N_, _, ngettext
from tabletop.games import offered
from tabletop.history import GameLine, Scope, export_csv, player_label
from tabletop.saves import list_saves

from .. import theme
from ..charts import DAY, Axis, ChartBox, Histogram, LineChart, Series, date_ticks, percent
from ..history_service import result_of
from ..scene import Scene
from ..theme import Space
from ..widgets import Button, Choice, ScrollList, Widget
from .dialogs import MessageDialog, PromptDialog
from .replay import ReplayScene, watch_save
from .statistics_figures import (
    StatsPage,
    board_choices,
    date_text,
    game_title,
    gather,
    period_scope,
)
from .statistics_tabs import (
    Column,
    Row,
    Table,
    ai_table,
    by_game_table,
    color_of,
    games_table,
    players_table,
    records_table,
    rivals_table,
    saves_table,
)

if TYPE_CHECKING:
    from tabletop.history import History
    from tabletop.saves import SaveInfo

    from ..app import App

log = logging.getLogger(__name__)

#: The tabs, in order: (key, title).
TABS: tuple[tuple[str, str], ...] = (
    ("players", N_("Players")),
    ("games_by", N_("By game")),
    ("rivals", N_("Head to head")),
    ("ai", N_("Against AI")),
    ("records", N_("Records")),
    ("charts", N_("Charts")),
    ("games", N_("Games")),
    ("tutorials", N_("Tutorials")),
)
#: The periods of the filter: (key, words).
PERIODS: tuple[tuple[str, str], ...] = (
    ("all", N_("All time")),
    ("year", N_("This year")),
    ("12m", N_("Last 12 months")),
    ("30d", N_("Last 30 days")),
    ("last_year", N_("Last year")),
)
#: Where the Games tab finds games to watch: (key, words).
SOURCES: tuple[tuple[str, str], ...] = (
    ("history", N_("Recorded games")),
    ("saves", N_("Saves")),
)
#: Layout, in reference pixels.
MARGIN = theme.SCREEN_MARGIN
TOP = 96
TAB_HEIGHT = 36
ROW = 40
GAME_ROW = 56
FILTER_SIZE = (230, 40)
CHART_GAP = Space.XXL
CHART_MIN_WIDTH = 360  # the two charts side by side when each gets this much, else stacked
ACTION_WIDTH = 170  # the buttons at the foot: Back, Export, Watch


# ---------------------------------------------------------------------- a table of rows
@dataclass
class TableView:
    """A header and a scrolling list of rows (``ScrollList``), laid out by columns."""

    columns: tuple[Column, ...] = ()
    rows: ScrollList[Row] = field(default_factory=lambda: ScrollList(_draw_nothing))
    empty: str = ""

    def x_positions(self) -> list[tuple[int, int]]:
        """(left, right) of each column inside the list."""
        rect = self.rows.rect
        pad = theme.px(Space.L)
        right = rect.right - pad
        out: list[tuple[int, int]] = []
        for column in reversed(self.columns[1:]):
            width = round(rect.width * column.width)
            out.insert(0, (right - width, right))
            right -= width + theme.px(Space.S)
        out.insert(0, (rect.x + pad, right))
        return out


def _draw_nothing(*_args: object) -> None:
    return None


# ---------------------------------------------------------------------- the screen
class StatisticsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.tab = TABS[0][0]
        self.tab_buttons = {
            key: Button("", partial(self.show_tab, key), style="ghost", role="body_bold")
            for key, _title in TABS
        }
        # The games players are offered (an example game is never recorded for them).
        self.game_ids: list[str | None] = [None, *(found.id for found in offered())]
        self.game_choice: Choice[str | None] = Choice(
            [(game_id, "") for game_id in self.game_ids], None, lambda _v: self._game_changed()
        )
        #: A board by its recorded name ("" the game's own), or every board (None).
        self.board_choice: Choice[str | None] = Choice([(None, "")], None, lambda _v: self.reload())
        self.period_choice: Choice[str] = Choice(
            [(key, "") for key, _words in PERIODS], "all", lambda _v: self.reload()
        )
        self.player_choice: Choice[str] = Choice([("", "—")], "", lambda _v: self._rebuild())
        self.source_choice: Choice[str] = Choice(
            [(key, "") for key, _words in SOURCES], "history", lambda _v: self._rebuild()
        )
        self.back_button = Button("", self.app.pop)
        self.export_button = Button("", self.ask_export)
        self.watch_button = Button("", self.watch, style="primary")
        self.table = TableView()
        self.table.rows = ScrollList(
            self._draw_row, row_height=ROW, on_activate=lambda _row: self.watch()
        )
        self.charts = (ChartBox(), ChartBox())
        self.page: StatsPage | None = None
        self.pending: Future[StatsPage] | None = None
        self.failed: str | None = None
        self.saves: Future[list[SaveInfo]] | None = None
        self._saves_shown = False
        #: A CSV export being written, and where to.
        self.export_pending: tuple[Future[int], Path] | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.widgets: list[Widget] = []
        self._say_words()
        self.reload()

    def _say_words(self) -> None:
        """Tabs, filters and buttons in the current language."""
        for key, title in TABS:
            self.tab_buttons[key].label = _(title)
        self.game_choice.choices = [
            (game_id, game_title(game_id) if game_id is not None else _("All games"))
            for game_id in self.game_ids
        ]
        self.period_choice.choices = [(key, _(words)) for key, words in PERIODS]
        self.source_choice.choices = [(key, _(words)) for key, words in SOURCES]
        self._board_choices()
        self.back_button.label = _("Back")
        self.export_button.label = _("Export CSV…")
        self.watch_button.label = _("Watch")

    def retranslate(self) -> None:
        """The words, and the tab on show built again (its headings, rows and charts)."""
        self._say_words()
        self._rebuild()

    # ------------------------------------------------------------------ data
    @property
    def scope(self) -> Scope:
        board = self.board_choice.value
        return period_scope(self.period_choice.value, self.game_choice.value, board=board)

    def _game_changed(self) -> None:
        # Another game's boards are others: the board filter starts again from every board.
        self.board_choice.set_value(None)
        self.reload()

    def reload(self) -> None:
        """Gather the figures for the filters on the history worker."""
        self.failed = None
        try:
            self.pending = self.app.history.submit(partial(gather, self.scope))
        except RuntimeError as error:
            self.pending = None
            self.failed = str(error)
        self._rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        pending = self.pending
        if pending is not None and pending.done():
            self.pending = None
            error = pending.exception()
            if error is not None:
                log.error("the statistics could not be read", exc_info=error)
                self.failed = _("The history could not be read: {problem}").format(problem=error)
            else:
                self.page = pending.result()
                self._player_choices()
                self._board_choices()
            self._rebuild()
        saves_wanted = self.tab == "games" and self.source_choice.value == "saves"
        if saves_wanted and not self._saves_shown and self.saves is not None and self.saves.done():
            self._rebuild()
        self._export_done()

    @property
    def loading(self) -> bool:
        return self.pending is not None

    def _player_choices(self) -> None:
        page = self.page
        names = list(page.players) if page is not None else []
        current = self.player_choice.value
        choices = [(name, player_label(name)) for name in names] or [("", "—")]
        self.player_choice.choices = choices
        self.player_choice.index = 0
        self.player_choice.set_value(current)

    def _board_choices(self) -> None:
        current = self.board_choice.value
        self.board_choice.choices = board_choices(self.page, current, self.game_choice.value)
        self.board_choice.index = 0
        self.board_choice.set_value(current)

    @property
    def boards_shown(self) -> bool:
        """The board filter is offered once there is a board to tell from another."""
        many = len(self.board_choice.choices) > 2 or self.board_choice.value is not None
        return many and self.tab != "tutorials"

    # ------------------------------------------------------------------ tabs
    def show_tab(self, key: str) -> None:
        self.tab = key
        self._rebuild()

    def _rebuild(self) -> None:
        """The widgets and rows of the tab on show, from the figures at hand."""
        self.table.rows.set_items([])
        self.table.columns = ()
        for box in self.charts:
            box.chart = None
        page = self.page
        if page is not None:
            if self.tab == "charts":
                self._build_charts(page)
            elif self.tab == "games":
                self._games_rows(page)
            else:
                self._set(self._tab_table(page))
        widgets: list[Widget] = [*self.tab_buttons.values(), self.game_choice, self.period_choice]
        if self.tab in ("rivals", "charts"):
            widgets.append(self.player_choice)
        if self.tab == "games":
            widgets.append(self.source_choice)
        if self.boards_shown:
            widgets.append(self.board_choice)
        if self.tab != "charts":
            widgets.append(self.table.rows)
        widgets += [self.back_button, self.export_button]
        if self.tab == "games":
            widgets.append(self.watch_button)
        self.widgets = widgets
        for key, button in self.tab_buttons.items():
            button.style = "primary" if key == self.tab else "ghost"
        self.watch_button.enabled = self.tab == "games" and self.table.rows.selected is not None
        self.layout(self.app.size)

    def _tab_table(self, page: StatsPage) -> Table:
        """The table of a tab that only lists figures."""
        if self.tab == "players":
            return players_table(page)
        if self.tab == "games_by":
            return by_game_table(page)
        if self.tab == "rivals":
            return rivals_table(page, self.player_choice.value)
        if self.tab == "ai":
            return ai_table(page)
        if self.tab == "tutorials":  # counted on this computer, not in the history
            from ..tutorial_stats import tutorials_table  # lazily: only on its tab

            return tutorials_table(self.app.settings.tutorial_counts)
        return records_table(page)

    def _color(self, name: str) -> theme.Color:
        return color_of(self.page, name) if self.page is not None else theme.TEXT_MUTED

    def _set(self, table: Table) -> None:
        self.table.columns = table.columns
        self.table.empty = table.empty
        self.table.rows.empty_text = table.empty
        self.table.rows.set_items(list(table.rows))

    def _games_rows(self, page: StatsPage) -> None:
        """Recorded games, or every save (read on the history worker once), to watch."""
        if self.source_choice.value == "saves":
            if self.saves is None:
                folder = self.app.saves_dir
                self.saves = self.app.history.submit(lambda _history: list_saves(folder))
            self._saves_shown = self.saves.done()
            self._set(saves_table(result_of(self.saves)))
        else:
            self._set(games_table(page))
        self.table.rows.on_select = lambda _row: self._update_watch()
        self._update_watch()

    def _update_watch(self) -> None:
        row = self.table.rows.selected_item
        self.watch_button.enabled = row is not None and row.item is not None

    # ------------------------------------------------------------------ charts
    def _build_charts(self, page: StatsPage) -> None:
        share_series = [
            Series(
                name,
                self._color(name),
                tuple((point.finished_at.timestamp(), point.win_share) for point in points),
            )
            for name, points in page.shares.items()
            if points and name not in page.ai_names
        ]
        self.charts[0].chart = LineChart(
            share_series,
            Axis(_("Date"), ticks=date_ticks, min_span=2 * DAY),
            Axis(_("Win share"), lo=0, hi=1, format=percent),
            # Win shares are drawn for people; a period of computer players alone says so.
            empty_text=(
                _("Win shares over time are drawn for people: no one played in this period.")
                if any(page.shares.values())
                else _("No games in this period yet.")
            ),
            x_label=lambda t: date_text(datetime.fromtimestamp(t, UTC)),
        )
        player = self.player_choice.value
        scores = page.scores.get(player, [])
        self.charts[1].chart = Histogram(
            scores,
            self._color(player),
            Axis(_("Final score")),
            label=_("{name}: {count}").format(
                name=player_label(player),
                count=ngettext("{n} game", "{n} games", len(scores)).format(n=len(scores)),
            ),
            empty_text=_("No scores in this period yet."),
        )

    # ------------------------------------------------------------------ actions
    def watch(self) -> None:
        """Watch the selected game again (a recorded game or a save)."""
        row = self.table.rows.selected_item
        if row is None or row.item is None:
            return
        item = row.item
        if isinstance(item, GameLine):

            def title() -> str:
                return _("{game}, {date}").format(
                    game=game_title(item.game_id), date=date_text(item.finished_at)
                )

            future = self.app.history.submit(lambda history: history.replay(item.row))
            self.app.push(_Waiting(self.app, future, partial(_opened, title)))
            return
        watch_save(self.app, item.path)

    def ask_export(self) -> None:
        stamp = datetime.now().strftime("%Y-%m-%d")
        suggested = export_dir() / f"tabletop-history-{stamp}.csv"
        dialog = PromptDialog(
            self.app,
            lambda: _("Export the history as CSV"),
            str(suggested),
            lambda: _("Export"),
            self._export_typed,
            max_length=400,
        )
        self.app.push(dialog)

    def _export_typed(self, text: str) -> None:
        self.export_to(text)

    def export_to(self, text: str) -> Future[int]:
        """Write the games of the filters' scope as CSV to ``text`` (a file, or a folder to put
        it in); the result is told in a toast."""
        path = Path(text).expanduser()
        if path.is_dir() or text.endswith(("/", "\\")):
            path = path / f"tabletop-history-{datetime.now().strftime('%Y-%m-%d')}.csv"
        scope = self.scope

        def write(history: History) -> int:
            path.parent.mkdir(parents=True, exist_ok=True)
            return export_csv(history.conn, path, scope)

        future = self.app.history.submit(write)
        self.export_pending = (future, path)
        return future

    def _export_done(self) -> None:
        pending = self.export_pending
        if pending is None or not pending[0].done():
            return
        future, path = pending
        self.export_pending = None
        error = future.exception()
        if error is not None:
            problem = getattr(error, "strerror", None) or str(error)
            self.app.toast(
                _("Could not export to {path}: {problem}").format(path=path, problem=problem),
                "error",
                seconds=6,
            )
            return
        count = future.result()
        self.app.toast(
            ngettext("{n} row written to {path}", "{n} rows written to {path}", count).format(
                n=count, path=path
            ),
            "good",
            seconds=6,
        )

    def toast_bottom(self) -> int | None:  # the export's long word never covers the buttons
        return self.back_button.rect.top - theme.px(theme.Space.M)

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        margin = theme.px(MARGIN)
        bh = theme.px(theme.BUTTON_HEIGHT)
        fw, fh = theme.px(FILTER_SIZE[0]), theme.px(FILTER_SIZE[1])
        self.period_choice.rect = pygame.Rect(w - margin - fw, theme.px(Space.XXL), fw, fh)
        self.game_choice.rect = pygame.Rect(
            self.period_choice.rect.x - theme.px(Space.M) - fw, theme.px(Space.XXL), fw, fh
        )
        # The tabs share the width; each as wide as its words need.
        font = theme.font("body_bold")
        widths = [font.size(b.label)[0] + theme.px(Space.XXL) for b in self.tab_buttons.values()]
        room = w - 2 * margin - theme.px(Space.S) * (len(widths) - 1)
        scale = min(1.0, room / max(1, sum(widths)))
        x = margin
        top = theme.px(TOP)
        for button, width in zip(self.tab_buttons.values(), widths, strict=True):
            button.rect = pygame.Rect(x, top, round(width * scale), theme.px(TAB_HEIGHT))
            x += button.rect.width + theme.px(Space.S)
        panel_top = top + theme.px(TAB_HEIGHT) + theme.px(Space.L)
        bottom = h - margin - bh - theme.px(Space.XL)
        self.panel = pygame.Rect(margin, panel_top, w - 2 * margin, bottom - panel_top)
        pad = theme.px(theme.PAD)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        chooser = self.source_choice if self.tab == "games" else self.player_choice
        chooser.rect = pygame.Rect(inner.right - fw, inner.y, fw, fh)
        label = theme.font("body_bold").size(_("Board"))[0] + theme.px(Space.L)
        self.board_choice.rect = pygame.Rect(inner.x + label, inner.y, fw, fh)
        if self.tab in ("rivals", "charts", "games") or self.boards_shown:
            inner.y += fh + theme.px(Space.M)
            inner.height -= fh + theme.px(Space.M)
        header = theme.px(ROW) // 2 + theme.px(Space.S)
        self.table.rows.base_row_height = GAME_ROW if self.tab == "games" else ROW
        self.table.rows.rect = pygame.Rect(
            inner.x, inner.y + header, inner.width, inner.height - header
        )
        self.header_y = inner.y + header // 2
        gap = theme.px(CHART_GAP)
        if inner.width >= 2 * theme.px(CHART_MIN_WIDTH):
            half = (inner.width - gap) // 2
            self.charts[0].rect = pygame.Rect(inner.x, inner.y, half, inner.height)
            self.charts[1].rect = pygame.Rect(inner.x + half + gap, inner.y, half, inner.height)
        else:
            half = (inner.height - gap) // 2
            self.charts[0].rect = pygame.Rect(inner.x, inner.y, inner.width, half)
            self.charts[1].rect = pygame.Rect(inner.x, inner.y + half + gap, inner.width, half)
        bw = theme.px(ACTION_WIDTH)
        y = h - margin - bh
        self.back_button.rect = pygame.Rect(margin, y, bw, bh)
        self.watch_button.rect = pygame.Rect(w - margin - bw, y, bw, bh)
        export_right = (
            self.watch_button.rect.x - theme.px(Space.L) if self.tab == "games" else w - margin
        )
        self.export_button.rect = pygame.Rect(
            export_right - bw - theme.px(Space.XL),
            y,
            bw + theme.px(Space.XL),
            bh,
        )

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        for box in self.charts:
            box.handle(event)
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and self.tab == "games":
            self.watch()
            return
        super().handle(event)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        theme.text(
            surface, _("Statistics"), "title", theme.TEXT, (theme.px(MARGIN), theme.px(Space.XXL))
        )
        page = self.page
        if page is not None:
            count = ngettext("{n} game recorded", "{n} games recorded", page.games).format(
                n=page.games
            )
            theme.text(
                surface,
                count,
                "body",
                theme.TEXT_MUTED,
                (self.game_choice.rect.x - theme.px(Space.XL), self.game_choice.rect.centery),
                "midright",
            )
        theme.panel(surface, self.panel)
        inner = self.panel.inflate(-2 * theme.px(theme.PAD), -2 * theme.px(theme.PAD))
        if self.boards_shown:
            theme.text(
                surface,
                _("Board"),
                "body_bold",
                theme.TEXT,
                (inner.x, self.board_choice.rect.centery),
                "midleft",
            )
        if self.tab in ("rivals", "charts"):
            theme.text(
                surface,
                _("Player"),
                "body_bold",
                theme.TEXT,
                (self.player_choice.rect.x - theme.px(Space.L), self.player_choice.rect.centery),
                "midright",
            )
        if self.failed is not None:
            theme.text(
                surface,
                self.failed,
                "body",
                theme.WARN,
                inner.center,
                "center",
                max_width=inner.width,
            )
        elif page is None:
            theme.text(surface, _("Loading…"), "body", theme.TEXT_MUTED, inner.center, "center")
        elif self.tab == "charts":
            for box in self.charts:
                box.draw(surface)
        else:
            self._draw_header(surface)
        for widget in self.widgets:
            if widget is self.table.rows and (page is None or self.failed is not None):
                continue  # its "Nothing here yet." would stand over "Loading…" or the failure
            widget.draw(surface)
        if self.loading and page is not None:
            theme.text(
                surface,
                _("Loading…"),
                "small",
                theme.TEXT_MUTED,
                (self.panel.right - theme.px(Space.L), self.panel.y + theme.px(Space.S)),
                "topright",
            )

    def _draw_header(self, surface: pygame.Surface) -> None:
        for column, (left, right) in zip(self.table.columns, self.table.x_positions(), strict=True):
            anchor, x = ("midleft", left) if column.align == "left" else ("midright", right)
            if column is self.table.columns[0] and column.align == "left":
                x += theme.px(Space.XL)
            theme.text(
                surface,
                column.title,
                "label",
                theme.TEXT_MUTED,
                (x, self.header_y),
                anchor,
                max_width=right - left,
            )

    def _draw_row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        row: Row,
        selected: bool,
        hovered: bool,
    ) -> None:
        positions = self.table.x_positions()
        if row.strong and not any(row.cells[1:]):
            # A heading row (a game, a kind of record): its words take the whole row.
            positions = [(positions[0][0], positions[-1][1])]
        for index, (text, (left, right)) in enumerate(zip(row.cells, positions, strict=False)):
            column = self.table.columns[index]
            role = "body_bold" if row.strong or index == 0 else "body"
            color = theme.ACCENT if row.strong else theme.TEXT
            x = left
            if index == 0:
                if row.color is not None:
                    theme.swatch(
                        surface,
                        (left + theme.px(Space.S), rect.centery),
                        theme.px(Space.S),
                        row.color,
                    )
                x += theme.px(Space.XL)
            if column.align == "left":
                theme.text(
                    surface, text, role, color, (x, rect.centery), "midleft", max_width=right - x
                )
            else:
                theme.text(
                    surface,
                    text,
                    role,
                    color,
                    (right, rect.centery),
                    "midright",
                    max_width=right - x,
                )


# ---------------------------------------------------------------------- watching from the history
def export_dir() -> Path:
    """Where the CSV export is offered first: ``<user data dir>/exports``."""
    import platformdirs

    return Path(platformdirs.user_data_dir("tabletop")) / "exports"


def _opened(title: Callable[[], str], app: App, replay: Any) -> None:
    app.push(ReplayScene(app, replay, title))


class _Waiting(Scene):
    """A moment's wait for the history worker (a recorded game being rebuilt for watching)."""

    opaque = False

    def __init__(self, app: App, future: Future[Any], then: Callable[[App, Any], None]) -> None:
        super().__init__(app)
        self.future = future
        self.then = then

    def update(self, dt: float) -> None:
        if not self.future.done():
            return
        self.app.pop()
        error = self.future.exception()
        if error is not None:
            message = getattr(error, "message", None) or str(error)
            self.app.push(
                MessageDialog(
                    self.app, lambda: _("This game cannot be watched"), message, error=True
                )
            )
            return
        self.then(self.app, self.future.result())

    def draw(self, surface: pygame.Surface) -> None:
        theme.overlay(surface)
        theme.text(
            surface, _("Loading…"), "heading", theme.TEXT, surface.get_rect().center, "center"
        )

    def on_escape(self) -> None:
        self.app.pop()
