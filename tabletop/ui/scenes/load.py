"""The Load screen: every game, newest first, with its players, turn, scores so far and when it
was last played; load or delete (after a confirmation).

Unfinished games and finished ones (the history) are listed apart, under two tabs. Files that
cannot be loaded are listed too, after the unfinished games, with their problem in plain words
(never hidden, never deleted unless the user asks). The list comes from the saves folder's
index at once; files the index has not seen complete are then read completely a few per frame,
so the screen never freezes however many saves there are.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from tabletop.core.formats import format_datetime
from tabletop.core.i18n import _, ngettext, pgettext
from tabletop.play import load_save
from tabletop.saves import (
    GameOpenElsewhere,
    SaveError,
    SaveFolder,
    delete_save,
    earlier_board,
    held_elsewhere,
)

from .. import theme
from ..scene import Scene
from ..widgets import Button, ScrollList
from ..words import game_title, save_name, when
from .dialogs import ConfirmDialog, MessageDialog
from .replay import watch_save

if TYPE_CHECKING:
    from tabletop.saves import SaveFolder, SaveInfo

    from ..app import App

#: Frame time the screen spends reading unchecked saves completely, per frame (seconds).
VERIFY_BUDGET = 0.012
# Layout, in reference pixels.
ROW_HEIGHT = 64  # one save: its name and seats, game, scores, when, turn
TAB_WIDTH = 220  # the Unfinished / Finished tabs
ACTION_WIDTH = 160  # the buttons under the list
HEADER_HEIGHT = 36  # the column headings above the list
TAG_HEIGHT = 20  # the "saved copy" tag after a save's name
UNFINISHED = "unfinished"
FINISHED = "finished"


def open_save(app: App, path: Path) -> bool:
    """Load the save at ``path`` and open its table; a problem is shown, not raised. A game
    another window is playing is offered to watch instead (it is never written here); a
    finished game whose last save this window could not write yet opens as it is in memory."""

    def title() -> str:
        return _("This save cannot be loaded")

    kept = app.unsaved_ending(path)
    if kept is not None:
        app.start_match(kept)
        return True
    try:
        match = load_save(path, autosave=app.autosave, saves_dir=app.saves_dir)
    except GameOpenElsewhere:
        offer_to_watch(app, path)
        return False
    except SaveError as error:
        app.push(MessageDialog(app, title, error.message, error=True))
        return False
    except OSError as error:
        app.push(MessageDialog(app, title, error.strerror or str(error), error=True))
        return False
    app.start_match(match)
    board = earlier_board(path)
    if board is not None:  # played on with the board as it is now: said as it opens
        app.push(
            MessageDialog(
                app,
                lambda: _("The board has changed"),
                lambda: _(
                    "This game was saved on an earlier version of the {board} board. You play "
                    "on with the board as it is now: some tickets may read differently than "
                    "they did when it was saved."
                ).format(board=game_title(board)),
            )
        )
    return True


def offer_to_watch(app: App, path: Path) -> None:
    """Say that the game at ``path`` is played in another window, and offer to watch it."""

    def watch() -> None:
        watch_save(app, path)

    app.push(
        ConfirmDialog(
            app,
            lambda: _("This game is open in another window."),
            lambda: _(
                "A game is played in one window at a time. You can watch it here, move by "
                "move, as far as that window has saved it."
            ),
            lambda: _("Watch"),
            watch,
            danger=False,
        )
    )


def _stamp(info: SaveInfo) -> str:
    """When the save was written, in figures (the language's order: 31/01/2025 or 31.01.2025)."""
    try:
        return format_datetime(info.saved_at.astimezone(), "short")
    except (OverflowError, OSError, ValueError):
        return format_datetime(info.saved_at, "short")


def shown_name(item: SaveInfo) -> str:
    """A save's name as the list shows it (``words.save_name``)."""
    return save_name(item.name, item.title, item.is_autosave)


class LoadScene(Scene):
    """Full screen list of saves. Double-click or Load opens one; Delete asks first."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.list: ScrollList[SaveInfo] = ScrollList(
            self._draw_row,
            row_height=ROW_HEIGHT,
            on_select=lambda _item: self._update_buttons(),
            on_activate=lambda item: self.load(),
        )
        self.tab = UNFINISHED
        self.unfinished_tab = Button("", lambda: self.show_tab(UNFINISHED), role="body_bold")
        self.finished_tab = Button("", lambda: self.show_tab(FINISHED), role="body_bold")
        self.back_button = Button("", self.app.pop)
        self.delete_button = Button("", self.confirm_delete, style="danger")
        self.load_button = Button("", self.load, style="primary")
        self.watch_button = Button("", self.watch)
        self.widgets = [
            self.unfinished_tab,
            self.finished_tab,
            self.list,
            self.back_button,
            self.delete_button,
            self.watch_button,
            self.load_button,
        ]
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.columns: dict[str, int] = {}
        self.saves: list[SaveInfo] = []
        self.folder: SaveFolder | None = None
        self._say_words()

    def _say_words(self) -> None:
        self.list.empty_text = _("No saved games yet.")
        self.back_button.label = _("Back")
        self.delete_button.label = _("Delete…")
        self.load_button.label = _("Load")
        self.watch_button.label = _("Watch")
        self._tab_labels()

    def _tab_labels(self) -> None:
        self.unfinished_tab.label = _("Unfinished ({n})").format(n=len(self.unfinished))
        self.finished_tab.label = _("Finished ({n})").format(n=len(self.finished))

    def retranslate(self) -> None:
        """The words, and the list read again: a damaged file's problem is kept in words."""
        self._say_words()
        if self.folder is not None:
            self.refresh()

    def on_enter(self) -> None:
        self.refresh()

    def on_resume(self) -> None:
        self.refresh()

    # ------------------------------------------------------------------ data
    def refresh(self) -> None:
        self.app.retry_unsaved_endings()
        self.folder = SaveFolder(self.app.saves_dir)
        try:
            self.saves = [self._as_known(info) for info in self.folder.scan()]
        except OSError as error:
            self.saves = []
            self.app.toast(
                _("Could not read the saves folder: {reason}").format(
                    reason=error.strerror or error
                ),
                "error",
            )
        self._fill_list(keep_selection=True)

    def _as_known(self, info: SaveInfo) -> SaveInfo:
        """``info`` as this window knows it: a game it finished but could not write the end
        of yet (a full disk) is listed finished, with its final scores."""
        kept = self.app.unsaved_ending(info.path)
        outcome = kept.outcome() if kept is not None else None
        if outcome is None:
            return info
        return replace(info, finished=True, scores=outcome.scores, problem=None)

    @property
    def unfinished(self) -> list[SaveInfo]:
        """Unfinished games, newest first, then the files that cannot be loaded."""
        good = [s for s in self.saves if s.problem is None and not s.finished]
        return good + [s for s in self.saves if s.problem is not None]

    @property
    def finished(self) -> list[SaveInfo]:
        return [s for s in self.saves if s.problem is None and s.finished]

    def _fill_list(self, keep_selection: bool) -> None:
        chosen = self.list.selected_item
        items = self.unfinished if self.tab == UNFINISHED else self.finished
        self.list.set_items(items, keep_selection=keep_selection)
        if keep_selection and chosen is not None:
            for index, item in enumerate(items):
                if item.path == chosen.path:
                    self.list.select(index)
                    break
        self._tab_labels()
        self.unfinished_tab.style = "primary" if self.tab == UNFINISHED else "secondary"
        self.finished_tab.style = "primary" if self.tab == FINISHED else "secondary"
        self._update_buttons()

    def show_tab(self, tab: str) -> None:
        self.tab = tab
        self.list.scroll = 0
        self._fill_list(keep_selection=False)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.verify_some(VERIFY_BUDGET)

    def verify_some(self, budget: float) -> int:
        """Read completely the saves not yet checked, within ``budget`` seconds (at least
        one); returns how many are left."""
        pending = [i for i, info in enumerate(self.saves) if not info.verified]
        if not pending or self.folder is None:
            return 0
        deadline = time.perf_counter() + budget
        changed = False
        for index in pending:
            checked = self._as_known(self.folder.verify(self.saves[index]))
            changed = changed or checked != self.saves[index]
            self.saves[index] = checked
            pending = pending[1:]
            if time.perf_counter() > deadline:
                break
        if not pending:
            self.folder.save_index()
        if changed:
            self._fill_list(keep_selection=True)
        return len(pending)

    def _update_buttons(self) -> None:
        item = self.list.selected_item
        self.load_button.enabled = item is not None and item.problem is None
        self.watch_button.enabled = item is not None and item.problem is None
        self.delete_button.enabled = item is not None

    # ------------------------------------------------------------------ actions
    def load(self) -> None:
        item = self.list.selected_item
        if item is None:
            return
        if item.problem is not None:
            path = item.path
            self.app.push(
                MessageDialog(
                    self.app,
                    lambda: _("This save cannot be loaded"),
                    lambda: self.problem_of(path, item.problem or ""),
                    error=True,
                )
            )
            return
        path = item.path

        def open_it() -> None:
            open_save(self.app, path)

        table = self.app.table()  # opened from a table's menu: a tutorial there asks first
        if table is None or not table.ask_before_leaving(open_it):
            open_it()

    def watch(self) -> None:
        """Watch the selected game move by move (the file is only read; an unfinished game shows
        what a spectator may see, a finished one every hand)."""
        item = self.list.selected_item
        if item is None or item.problem is not None:
            return
        watch_save(self.app, item.path)

    def problem_of(self, path: Path, told: str) -> str:
        """Why the save at ``path`` cannot be loaded, as the list says it now (in the current
        language once the list is read again), else as it was ``told``."""
        for info in self.saves:
            if info.path == path and info.problem is not None:
                return info.problem
        return told

    def confirm_delete(self) -> None:
        item = self.list.selected_item
        if item is None:
            return

        def message() -> str:
            if item.game is None:
                return _("“{name}” will be deleted from disk. This cannot be undone.").format(
                    name=item.name
                )
            return _("“{name}” ({game}) will be deleted from disk. This cannot be undone.").format(
                name=shown_name(item), game=game_title(item.title)
            )

        self.app.push(
            ConfirmDialog(
                self.app,
                lambda: _("Delete this save?"),
                message,
                lambda: _("Delete"),
                lambda: self.delete(item),
            )
        )

    def delete(self, item: SaveInfo) -> None:
        if held_elsewhere(item.path):
            self.app.toast(_("This game is open in another window."), "error")
            return
        try:
            delete_save(item.path)
        except OSError as error:
            self.app.toast(
                _("Could not delete: {reason}").format(reason=error.strerror or error), "error"
            )
        else:
            self.app.toast(_("Deleted “{name}”.").format(name=shown_name(item)), "good")
        self.refresh()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load()
                return
            if event.key == pygame.K_DELETE:
                self.confirm_delete()
                return
            if event.key == pygame.K_w:
                self.watch()
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                self.show_tab(FINISHED if self.tab == UNFINISHED else UNFINISHED)
                return
        super().handle(event)

    # ------------------------------------------------------------------ layout and drawing
    def toast_bottom(self) -> int | None:
        """Toasts stand above the button row: "Deleted …" never covers Delete."""
        return self.delete_button.rect.top - theme.px(theme.Space.M)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        margin = theme.px(theme.SCREEN_MARGIN)
        top = theme.px(theme.SCREEN_CONTENT_TOP)
        bh = theme.px(theme.BUTTON_HEIGHT)
        tab_w = theme.px(TAB_WIDTH)
        self.unfinished_tab.rect = pygame.Rect(margin, top, tab_w, bh)
        self.finished_tab.rect = pygame.Rect(
            margin + tab_w + theme.px(theme.Space.M), top, tab_w, bh
        )
        panel_top = top + bh + theme.px(theme.Space.L)
        self.panel = pygame.Rect(
            margin,
            panel_top,
            w - 2 * margin,
            h - panel_top - margin - bh - theme.px(theme.Space.XXL),
        )
        pad = theme.px(theme.PAD)
        header_h = theme.px(HEADER_HEIGHT)
        self.list.rect = pygame.Rect(
            self.panel.x + pad // 2,
            self.panel.y + header_h + pad // 2,
            self.panel.width - pad,
            self.panel.height - header_h - pad,
        )
        inner = self.list.rect
        # The game column holds the longest title whole ("The Great Tour: European Cities")
        # and the scores six players' points; a save's name may be cut, it is the user's.
        self.columns = {
            "name": inner.x + theme.px(theme.Space.XL),
            "game": inner.x + round(inner.width * 0.33),
            "scores": inner.x + round(inner.width * 0.59),
            "saved": inner.x + round(inner.width * 0.78),
            "turn": inner.right - theme.px(theme.Space.XXL),
        }
        bw = theme.px(ACTION_WIDTH)
        gap = theme.px(theme.Space.L)
        y = self.panel.bottom + theme.px(theme.Space.XXL)
        self.load_button.rect = pygame.Rect(self.panel.right - bw, y, bw, bh)
        self.watch_button.rect = pygame.Rect(self.load_button.rect.x - gap - bw, y, bw, bh)
        self.delete_button.rect = pygame.Rect(self.watch_button.rect.x - gap - bw, y, bw, bh)
        self.back_button.rect = pygame.Rect(self.panel.x, y, bw, bh)

    def _draw_row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        item: SaveInfo,
        selected: bool,
        hovered: bool,
    ) -> None:
        c = self.columns
        # Two lines, a step above and below the row's middle.
        top = rect.centery - theme.px(theme.Space.L)
        bottom = rect.centery + theme.px(theme.Space.L)
        name_w = c["game"] - c["name"] - theme.px(theme.Space.XL)
        tag = _("saved copy") if not item.is_autosave and item.problem is None else ""
        tag_w = theme.font("small").size(tag)[0] + theme.px(theme.Space.XL) if tag else 0
        name_rect = theme.text(
            surface,
            shown_name(item),
            "body_bold",
            theme.TEXT,
            (c["name"], top),
            "midleft",
            max_width=name_w - tag_w,
            shrink=False,  # every row in one size: a long name is cut, never smaller
            # A save's name is the player's own text and may outrun any column; the seats
            # line under it always fits ("and 2 more").
            may_cut=True,
        )
        if tag:
            chip = pygame.Rect(
                name_rect.right + theme.px(theme.Space.M), 0, tag_w, theme.px(TAG_HEIGHT)
            )
            chip.centery = top
            pygame.draw.rect(surface, theme.BUTTON, chip, border_radius=chip.height // 2)
            theme.text(surface, tag, "small", theme.TEXT_MUTED, chip.center, "center")
        if item.problem is not None:
            theme.text(
                surface,
                _("Cannot be loaded: {problem}").format(problem=item.problem),
                "small",
                theme.WARN,
                (c["name"], bottom),
                "midleft",
                max_width=c["turn"] - c["name"],
            )
            theme.text(
                surface, when(item.saved_at), "body", theme.TEXT_MUTED, (c["saved"], top), "midleft"
            )
            if item.game is not None:  # a sound save refused for its board: which game it is
                theme.text(
                    surface,
                    game_title(item.title),
                    "body",
                    theme.TEXT_MUTED,
                    (c["game"], top),
                    "midleft",
                    max_width=c["scores"] - c["game"] - theme.px(theme.Space.L),
                )
            return
        theme.text(
            surface,
            theme.seat_line(item.seats, theme.font("small"), name_w),
            "small",
            theme.TEXT_MUTED,
            (c["name"], bottom),
            "midleft",
            max_width=name_w,
        )
        theme.text(
            surface,
            game_title(item.title),
            "body",
            theme.TEXT,
            (c["game"], top),
            "midleft",
            max_width=c["scores"] - c["game"] - theme.px(theme.Space.L),
        )
        players = len(item.seats)
        below = ngettext("{n} player", "{n} players", players).format(n=players)
        if item.board_name:  # a board of its own (a player's map): which one it was played on
            below = _("{players} · {board}").format(players=below, board=item.board_name)
        theme.text(
            surface,
            below,
            "small",
            theme.TEXT_MUTED,
            (c["game"], bottom),
            "midleft",
            max_width=c["scores"] - c["game"] - theme.px(theme.Space.L),
        )
        if item.scores:
            theme.text(
                surface,
                " · ".join(str(s) for s in item.scores),
                "body",
                theme.TEXT,
                (c["scores"], top),
                "midleft",
                max_width=c["saved"] - c["scores"] - theme.px(theme.Space.L),
            )
            label = _("final") if item.finished else _("so far")
            theme.text(surface, label, "small", theme.TEXT_MUTED, (c["scores"], bottom), "midleft")
        theme.text(surface, when(item.saved_at), "body", theme.TEXT, (c["saved"], top), "midleft")
        theme.text(
            surface, _stamp(item), "small", theme.TEXT_MUTED, (c["saved"], bottom), "midleft"
        )
        # The round as the table's top bar counts it ("–": a file from before saves said it).
        shown = str(item.round) if item.round else "–"
        theme.text(surface, shown, "heading", theme.ACCENT, (c["turn"], rect.centery), "midright")

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        margin = theme.px(theme.SCREEN_MARGIN)
        title = theme.text(
            surface, _("Load game"), "title", theme.TEXT, (margin, theme.px(theme.SCREEN_TITLE_TOP))
        )
        count = len(self.saves)
        # A save refused for its board (changed or missing since) is sound, not damaged: its
        # row says why.
        broken = sum(1 for item in self.saves if item.problem and not item.board_problem)
        summary = ngettext("{n} save", "{n} saves", count).format(n=count)
        if broken:
            summary = ngettext(
                "{n} save, {broken} damaged", "{n} saves, {broken} damaged", count
            ).format(n=count, broken=broken)
        theme.text(
            surface,
            summary,
            "body",
            theme.TEXT_MUTED,
            (surface.get_width() - margin, title.centery),
            "midright",
        )
        theme.panel(surface, self.panel)
        c = self.columns
        # The column headings, centred between the panel's top and the rule over the list.
        line_y = self.list.rect.y - theme.px(theme.Space.S)
        y = (self.panel.y + line_y) // 2
        headings = (
            # Translators: the column of the saves' names (not a person's name).
            ("name", pgettext("a save's name, a column heading", "NAME")),
            ("game", _("GAME")),
            ("scores", _("SCORES")),
            ("saved", _("LAST PLAYED")),
        )
        for key, label in headings:
            theme.text(surface, label, "label", theme.TEXT_MUTED, (c[key], y), "midleft")
        theme.text(surface, _("ROUND"), "label", theme.TEXT_MUTED, (c["turn"], y), "midright")
        pygame.draw.line(
            surface,
            theme.PANEL_BORDER,
            (self.panel.x + theme.px(theme.Space.L), line_y),
            (self.panel.right - theme.px(theme.Space.L), line_y),
        )
        for widget in self.widgets:
            widget.draw(surface)
