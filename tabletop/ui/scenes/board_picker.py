"""The new-game screen's board row: which board the chosen game is played on, and *Open a
map…* for a map file anywhere.

The boards are ``tabletop.games.catalog``'s: the game's own board first (the user's copy
replacing it is said plainly in its label), then each map of the user's maps folder made for
this game, each with its name and author. A map opened by its path joins the list for this
visit of the screen. A map that cannot be used is listed as such, and refused with every
problem, in a dialog, when it is chosen or opened (the screen stays on the board chosen
before); such maps are listed after the usable ones.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from tabletop.core import GameSpec, TabletopError
from tabletop.core.i18n import _, ngettext
from tabletop.games.catalog import (
    DEFAULT,
    Board,
    board_warnings,
    boards_of,
    engine_on,
    open_board,
    player_counts,
    same_names,
    user_boards,
)

from .. import theme
from ..theme import Space
from ..widgets import Button, Choice
from ..words import game_title, player_count
from .dialogs import MessageDialog, PromptDialog

if TYPE_CHECKING:
    from ..app import App

#: The longest path the *Open a map…* prompt takes.
MAX_PATH = 1000


def board_label(board: Board, same_name: bool = False, refused: bool = False) -> str:
    """A board as the choice shows it: its name, with its author or what it is; a board whose
    name another board has too is told apart by its file name; a map that cannot be used says
    so (choosing it shows why)."""
    label = _board_label(board)
    if same_name:
        # The file name (what tells them apart) first, on the small line above the name when
        # the choice is narrow, cut in its middle if need be but never dropped: written after
        # the name it was cut off ("Kraków trams (…") and the two boards looked the same.
        # Translators: two boards share a name; the map's file name tells them apart. When
        # narrow, the part before " · " is shown small, above the name.
        label = _("{file} · {name}").format(file=board.path.stem, name=board.name)
    if refused:
        # Translators: a map of the player's own that has problems; choosing it lists them.
        label = _("{label} — cannot be used").format(label=label)
    return label


def _board_label(board: Board) -> str:
    if board.key == DEFAULT:
        name = game_title(board.name) if not board.replaces else board.name
        if board.replaces:
            # Translators: the user's own map stands in for the shipped board of this game.
            return _("Your map (replaces the shipped board) · {name}").format(name=name)
        return name
    if board.author:
        # Translators: a board of the player's own, "by" its author (the choice shows the part
        # before " · " small, above the name, when both do not fit on one line).
        return _("by {author} · {name}").format(name=board.name, author=board.author)
    return board.name


def _playable(board: Board) -> bool:
    """Whether the game's own checks accept ``board`` (built once per map content)."""
    if board.key == DEFAULT:
        return True
    try:
        engine_on(board)
    except (TabletopError, OSError):
        return False
    return True


def caption_lines(title: str, players: str, width: int) -> tuple[list[str], str]:
    """The line(s) of ``title`` under a board's picture ``width`` wide, and the player range
    beside it when it has room ("" when not): shrunk to leave the range its room when it can
    (a TTR title in Polish is long), else across the whole line (the game's card says the
    range), else wrapped: a board's name must be read whole (the board choice cuts it)."""
    room = width - theme.font("body").size(players)[0] - theme.px(Space.L)
    for space, beside in ((room, players), (width, "")):
        scale = theme.shrink_to_fit(title, "body_bold", space)
        if theme.role_font("body_bold", scale).size(title)[0] <= space:
            return [title], beside
    return theme.wrap(title, theme.font("body_bold"), width), ""


def draw_caption(
    surface: pygame.Surface, lines: list[str], players: str, rect: pygame.Rect, y: int
) -> None:
    """``caption_lines`` under the picture ``rect``, the first line's middle at ``y``."""
    if len(lines) == 1:
        beside = theme.font("body").size(players)[0] + theme.px(Space.L) if players else 0
        theme.text(
            surface, lines[0], "body_bold", theme.TEXT, (rect.x, y), "midleft", rect.width - beside
        )
    else:
        top = y - theme.font("body_bold").get_linesize() // 2
        for line in lines:  # a word too long for the line (a file name) is cut in its middle
            theme.text(
                surface,
                line,
                "body_bold",
                theme.TEXT,
                (rect.x, top),
                max_width=rect.width,
                middle=True,
            )
            top += theme.font("body_bold").get_linesize()
    if players:
        theme.text(surface, players, "body", theme.TEXT_MUTED, (rect.right, y), "midright")


class BoardPicker:
    """The board choice and the *Open a map…* button, for one game at a time."""

    def __init__(self, app: App, on_change: Callable[[Board], None]) -> None:
        self.app = app
        self.on_change = on_change
        self.game_id = ""
        self.boards: list[Board] = []
        #: Maps opened by path on this screen, kept while it is open (per game).
        self.opened: list[Board] = []
        #: The maps listed that cannot be used (their problems are shown when chosen).
        self.refused: set[Path] = set()
        #: The index of the board chosen last (where a refused choice goes back to).
        self._kept = 0
        self.choice: Choice[int] = Choice([(0, "")], 0, self._picked)
        self.choice.kind_cut_middle = True  # a file name telling two boards apart
        self.open_button = Button("", self.ask_path)
        self.retranslate()
        self._tell_unreadable()

    def _tell_unreadable(self) -> None:
        """A map of the user's folder that cannot even be read belongs to no game's list: say
        so on each visit of the screen, or the player who put it there looks for it in vain."""
        problems = user_boards()[1]
        if problems:
            text = ngettext(
                "A map in your maps folder cannot be used: {problems}",
                "{n} maps in your maps folder cannot be used: {problems}",
                len(problems),
            ).format(n=len(problems), problems="; ".join(problems))
            self.app.toast(text, "error", seconds=8)

    @property
    def widgets(self) -> list[Choice[int] | Button]:
        return [self.choice, self.open_button]

    @property
    def board(self) -> Board | None:
        return self.boards[self.choice.value] if self.boards else None

    @property
    def key(self) -> str:
        board = self.board
        return board.key if board is not None else DEFAULT

    def caption(self, title: str) -> str:
        """What the new-game screen writes under the board's picture: the chosen board as
        the choice names it, or the game's ``title`` when there is no choice."""
        return self.choice.choices[self.choice.index][1] if self.choice.visible else title

    def retranslate(self) -> None:
        self.open_button.label = _("Open a map…")
        self._relabel()

    def show(self, game_id: str, key: str = DEFAULT) -> None:
        """List ``game_id``'s boards, ``key`` chosen when it is among them."""
        self.game_id = game_id
        try:
            listed = boards_of(game_id)
        except (TabletopError, OSError):
            listed = []
        known = {b.path for b in listed}
        boards = listed + [b for b in self.opened if b.game_id == game_id and b.path not in known]
        self.refused = {b.path for b in boards if not _playable(b)}
        # The maps that cannot be used last: the arrows do not wrap round and choosing one
        # goes back, so a board listed after a broken map could never be reached.
        self.boards = sorted(boards, key=lambda b: b.key != DEFAULT and b.path in self.refused)
        self._relabel()
        index = next((i for i, b in enumerate(self.boards) if b.key == key), 0)
        self.choice.index = self._kept = index
        self.choice.visible = len(self.boards) > 1

    def _relabel(self) -> None:
        shared = {id(b) for found in same_names(self.boards).values() for b in found}
        self.choice.choices = [
            (i, board_label(b, id(b) in shared, b.path in self.refused))
            for i, b in enumerate(self.boards)
        ] or [(0, "")]
        self.choice.index = min(self.choice.index, len(self.choice.choices) - 1)

    def _picked(self, _index: int) -> None:
        board = self.board
        if board is None:
            return
        if board.key != DEFAULT:
            try:
                engine_on(board)  # the game's own checks: a broken map is refused, not started
            except (TabletopError, OSError) as error:
                self.choice.index = self._kept  # back to the board chosen before
                self._refuse(str(error))
                return
        self._kept = self.choice.index
        self.on_change(board)
        self._warn(board)

    def fit_players(self, players: Choice[int], spec: GameSpec) -> None:
        """Offer on ``players`` only the counts the chosen board deals for (a board of the
        user's may have tickets for 2–3 players only): 4 was offered, and refused only at
        *Start game*."""
        board = self.board
        counts = (player_counts(board) if board is not None else ()) or tuple(
            range(spec.min_players, spec.max_players + 1)
        )
        count = max(counts[0], min(counts[-1], players.value))
        players.choices = [(n, player_count(n)) for n in counts]
        players.index = 0
        players.set_value(count)

    def _refuse(self, problems: str) -> None:
        """Every problem of a map that cannot be used, in a dialog."""
        self.app.push(
            MessageDialog(
                self.app, lambda: _("This map cannot be used"), problems_apart(problems), error=True
            )
        )

    def ask_path(self) -> None:
        self.app.push(
            PromptDialog(
                self.app,
                lambda: _("Open a map (.tmx file)"),
                "",
                lambda: _("Open"),
                self.open_path,
                max_length=MAX_PATH,
                empty=lambda: _("Type or paste the path of a .tmx file."),
            )
        )

    def open_path(self, text: str) -> None:
        """Open the map at ``text``: its game is chosen and the board added and picked; a map
        that cannot be used is refused in a dialog listing every problem."""
        try:
            board = open_board(map_path(text))
            engine_on(board)  # the game's own checks: the board can be played
        except (TabletopError, OSError) as error:
            self._refuse(str(error))
            return
        self.opened = [b for b in self.opened if b.path != board.path] + [board]
        self.on_change(board)
        self._warn(board)

    def _warn(self, board: Board) -> None:
        """What ``boards check`` warns of for a map of the user's, said when it is chosen: a
        misspelt property ('lenght') was ignored without a word, and the author's intent lost.
        A warning does not refuse the map: it can be played."""
        try:
            warnings = board_warnings(board)
        except (TabletopError, OSError):
            return
        if warnings:
            text = ngettext(
                "{name} can be played, with a warning: {warnings}",
                "{name} can be played, with {n} warnings: {warnings}",
                len(warnings),
            ).format(name=board.name, n=len(warnings), warnings="; ".join(warnings))
            # Said while this board stays chosen on this screen: choosing another, a dialog
            # over it or starting the game takes it away (they piled up over the dialog).
            screen = self.app.top
            self.app.toast(
                text,
                "info",
                seconds=10,
                outdated=lambda: self.board != board or self.app.top is not screen,
            )

    def layout(self, row: pygame.Rect) -> None:
        """The choice and the button side by side in ``row``."""
        label = theme.font(self.open_button.role).size(self.open_button.label)[0]
        bw = min(label + 2 * theme.px(Space.L), row.width // 2)
        gap = theme.px(Space.M)
        self.open_button.rect = pygame.Rect(row.right - bw, row.y, bw, row.height)
        self.choice.rect = pygame.Rect(row.x, row.y, row.width - bw - gap, row.height)


def map_path(text: str) -> Path:
    """The file a player pasted or typed: as a path, or as the ``file://`` URI a file manager
    copies (decoded: ``Krak%C3%B3w%20trams.tmx``), without the quotes a terminal adds."""
    text = text.strip()
    if len(text) > 1 and text[0] == text[-1] and text[0] in "'\"":
        text = text[1:-1]
    if text.lower().startswith("file:"):
        parts = urllib.parse.urlsplit(text)
        if parts.netloc in ("", "localhost"):
            # Lazily: urllib.request brings http and email along, not needed at start.
            from urllib.request import url2pathname

            return Path(url2pathname(parts.path))
    return Path(text)


def problems_apart(problems: str) -> str:
    """A map's problems for reading in a dialog: the file named once, then each problem as a
    paragraph of its own. ``boards check`` begins every line with the file's name, and in a
    list of seventeen wrapped problems a reader could not tell where one ended."""
    lines = [line for line in problems.splitlines() if line.strip()]
    name = lines[0].split(",", 1)[0].split(": ", 1)[0] if lines else ""
    # A problem of the map itself reads "file: …", of a layer or object "file, layer …".
    if len(lines) < 2 or not all(line.startswith((name + ", ", name + ": ")) for line in lines):
        return "\n\n".join(lines)
    return name + "\n\n" + "\n\n".join(line[len(name) + 2 :] for line in lines)
