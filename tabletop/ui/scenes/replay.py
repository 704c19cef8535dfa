"""Watching a game again: the game's own table drawn at any position of a ``Replay``, with the
controls under it — step back and forward move by move, play at a chosen speed, jump to a round
or drag the timeline, choose whose view to see, and the list of moves (click one to go there).

The replay is read-only (``tabletop.replay``): it reads a save or the history's copy of the
moves and never writes anything. The table draws a ``ReplayMatch`` — a ``Match`` whose state is
the replay's position, in which nobody can act and nothing is saved — exactly as it draws a game
in play, so every position on screen *is* the engine's state after that many moves. What it may
show follows the replay: a finished game shows every hand (the "View" choice offers each seat),
an unfinished one only what a spectator could see. Stepping one move forward shows it as the
table shows a move (its animation, its sound, its log line); a jump shows the position at once.
The match it draws is ``replay_match.py``, the media buttons and the moves list's lines
``replay_controls.py``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import _
from tabletop.games import GAMES
from tabletop.replay import Replay, ReplayError, Viewer
from tabletop.saves import KIND_GAME, SaveError, read_save

from .. import theme
from ..mute import toggle_mute
from ..scene import Scene
from ..slider import Slider
from ..tables import open_table
from ..theme import Space, Stroke
from ..widgets import Button, Choice, ScrollList, Widget
from ..words import save_name
from .dialogs import MessageDialog, Words, say
from .replay_controls import IconButton, MoveLine, speed_label
from .replay_match import ReplayMatch

if TYPE_CHECKING:
    from ..app import App
    from ..table import TableScene

log = logging.getLogger(__name__)

#: The control bar under the table, the moves list's width and its rows (reference pixels).
BAR_HEIGHT = 112
MOVES_WIDTH = 340
MOVE_ROW = 44
ICON_BUTTON = (44, 38)
CHOICE_SIZE = (190, 38)
HUD_HEIGHT = 56
#: The bar's Close and Moves buttons, the Results button over the table, and the least the
#: replay's title keeps beside the REPLAY badge.
CLOSE_WIDTH = 110
MOVES_BUTTON_WIDTH = 100
RESULTS_WIDTH = 120
TITLE_MIN_WIDTH = 60
#: Moves per second at each playing speed (×1 is one move a second).
SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)


@dataclass
class ReplayLayout:
    table: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    bar: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    moves: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


class ReplayScene(Scene):
    """The replay viewer (see the module's docstring)."""

    def __init__(self, app: App, replay: Replay, title: Words) -> None:
        super().__init__(app)
        self.replay = replay
        #: The game's name in the top bar (a save's name, or words said in each language).
        self.title_words = title
        self.title = say(title)
        self.match = ReplayMatch.of(replay)
        self.viewer: Viewer = None
        self.table = self._make_table(None)
        self.playing = False
        self.speed = 1.0
        self._clock = 0.0
        self.rects = ReplayLayout()
        self.show_moves = False
        # -- controls
        rounds = replay.rounds
        self.first_button = IconButton("first", lambda: self.seek(0), "")
        self.back_button = IconButton("back", self.step_back, "")
        self.play_button = IconButton("play", self.toggle_play, "")
        self.forward_button = IconButton("forward", self.step_forward, "")
        self.last_button = IconButton("last", lambda: self.seek(replay.last), "")
        self.timeline = Slider(
            0,
            lambda value: self.seek(round(value)),
            low=0,
            high=max(1, replay.last),
            step=1,
            marks=[r.start for r in rounds],
        )
        self.timeline.enabled = replay.last > 0
        # Round 1 starts at the set-up; a game without moves has no round to jump to.
        round_choices = [(r.number, "") for r in rounds]
        self.round_choice: Choice[int] = Choice(
            round_choices or [(0, "")], replay.round_at(0), self.jump_to_round
        )
        self.round_choice.enabled = len(round_choices) > 1
        self.speed_choice: Choice[float] = Choice(
            [(s, "") for s in SPEEDS], self.speed, self._set_speed
        )
        viewers: list[Viewer] = [None, *(seat for seat in replay.viewers if seat is not None)]
        self.view_choice: Choice[Viewer] = Choice(
            [(seat, "") for seat in viewers], None, self.set_viewer
        )
        self.view_choice.enabled = len(viewers) > 1
        self.moves_button = Button("", self.toggle_moves, style="ghost", role="body_bold")
        self.close_button = Button("", self.close, role="body_bold")
        #: At the end of a finished game: the game-over screen of the table.
        self.results_button = Button("", self.show_results, style="primary", role="body_bold")
        self.moves_list: ScrollList[MoveLine] = ScrollList(
            self._draw_move_row,
            row_height=MOVE_ROW,
            on_select=self._move_selected,
        )
        self.moves_list.visible = False
        self._move_lines: list[MoveLine] | None = None
        self.widgets: list[Widget] = [
            self.first_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.last_button,
            self.timeline,
            self.round_choice,
            self.speed_choice,
            self.view_choice,
            self.moves_button,
            self.close_button,
            self.results_button,
            self.moves_list,
        ]
        self._say_words()
        self._update_controls()

    def _say_words(self) -> None:
        """Every word the controls keep, in the current language."""
        self.title = say(self.title_words)
        self.first_button.hint = _("To the start")
        self.back_button.hint = _("One move back (←)")
        self.play_button.hint = _("Play or pause (Space)")
        self.forward_button.hint = _("One move on (→)")
        self.last_button.hint = _("To the end")
        if self.replay.rounds:
            self.round_choice.choices = [
                (number, _("Round {number}").format(number=number))
                for number, _label in self.round_choice.choices
            ]
        else:
            self.round_choice.choices = [(0, _("Start"))]
        self.speed_choice.choices = [(speed, speed_label(speed)) for speed in SPEEDS]
        self.view_choice.choices = [
            (seat, _("Spectator") if seat is None else self.match.seats[seat].name)
            for seat, _label in self.view_choice.choices
        ]
        self.moves_button.label = _("Moves")
        self.close_button.label = _("Close")
        self.results_button.label = _("Results")
        self.moves_list.empty_text = _("No moves were made.")

    def close(self) -> None:
        """Leave the viewer (Close, Esc): the screen below ignores the bounce for a moment, or
        a double click's second click presses what lay under Close (the Load screen's Load)
        and a second Esc leaves that screen too."""
        self.app.pop()
        self.app.guard_input(at_pointer=True)

    def on_escape(self) -> None:
        self.close()

    def retranslate(self) -> None:
        """The controls, the table under them and the moves list in the new language."""
        self._say_words()
        self.table.retranslate()
        self._move_lines = None
        self._update_controls()  # the moves list takes the lines said again

    # ------------------------------------------------------------------ the table
    def _make_table(self, viewer: Viewer) -> TableScene:
        """The game's own table for ``viewer``, at the current position. It is built at the
        set-up and handed the moves so far from the replay (no engine work twice)."""
        position = self.match.position
        self.match.seek(0)
        table = open_table(self.app, self.match, viewer=viewer)
        table.records_history = False  # a game watched again is not played again
        table.watching = True
        self.match.seek(position)
        for number in range(1, position + 1):
            move = self.replay.move(number)
            table.log.add(number - 1, move.seat, move.action, move.all_events)
        table.refresh()
        return table

    def set_viewer(self, viewer: Viewer) -> None:
        """Show the table from ``viewer``'s seat (a finished game) or as a spectator."""
        if viewer not in self.replay.viewers:
            self.app.toast(
                _("The game is not finished: its replay shows only what a spectator could see."),
                "error",
            )
            self.view_choice.set_value(self.viewer)
            return
        self.table.on_exit()  # the old table stops listening to the match
        self.viewer = viewer
        self.view_choice.set_value(viewer)
        self.table = self._make_table(viewer)
        self._move_lines = None
        self.layout(self.app.size)

    # ------------------------------------------------------------------ moving
    @property
    def position(self) -> int:
        return self.match.position

    def seek(self, position: int) -> None:
        """Show ``position`` at once (the table's log follows)."""
        position = max(0, min(self.replay.last, position))
        old = self.match.position
        if position == old:
            self._update_controls()
            return
        self.match.seek(position)
        log_ = self.table.log
        if position < old:
            log_.truncate(position)
        else:
            for number in range(old + 1, position + 1):
                move = self.replay.move(number)
                log_.add(number - 1, move.seat, move.action, move.all_events)
        self.table.animations.skip()
        self.table.refresh()
        self._update_controls()

    def step_forward(self) -> None:
        """One move on, shown as the table shows a move (animation, sound, log line)."""
        self.table.animations.skip()
        if self.match.step() is None:
            self.playing = False
        self._update_controls()

    def step_back(self) -> None:
        self.playing = False
        self.seek(self.position - 1)

    def toggle_play(self) -> None:
        if not self.playing and self.position >= self.replay.last:
            self.seek(0)  # playing at the end starts again
        self.playing = not self.playing
        self._clock = 0.0
        self._update_controls()

    def jump_to_round(self, number: int) -> None:
        self.playing = False
        self.seek(self.replay.round_start(number) if number > 0 else 0)

    def _set_speed(self, speed: float) -> None:
        self.speed = speed

    def show_results(self) -> None:
        if self.match.is_over():
            self.playing = False
            self.app.push(self.table.game_over_scene())

    def toggle_moves(self) -> None:
        self.show_moves = not self.show_moves
        self.moves_list.visible = self.show_moves
        self._update_controls()

    # ------------------------------------------------------------------ the moves list
    def move_lines(self) -> list[MoveLine]:
        """Every move with what it did in words (what really happened once the game is over;
        what a spectator saw while it is not)."""
        if self._move_lines is None:
            lines = []
            for number in range(1, self.replay.last + 1):
                move = self.replay.move(number)
                words = [
                    text
                    for event in self.replay.events(number)
                    if (text := self.table.describe_event(event))
                ]
                text = "; ".join(words) if words else _("moved")
                lines.append(MoveLine(number, move.seat, text, self.replay.seats[move.seat].name))
            self._move_lines = lines
        return self._move_lines

    def _move_selected(self, line: MoveLine | None) -> None:
        if line is not None and line.number != self.position and self.show_moves:
            self.playing = False
            self.seek(line.number)

    def _draw_move_row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        line: MoveLine,
        selected: bool,
        hovered: bool,
    ) -> None:
        pad = theme.px(Space.M)
        theme.text(
            surface,
            str(line.number),
            "label",
            theme.TEXT_MUTED,
            (rect.x + pad, rect.y + theme.px(Space.S)),
        )
        theme.swatch(
            surface,
            (rect.x + pad + theme.px(Space.XS), rect.bottom - theme.px(Space.L)),
            theme.px(Space.XS),
            self.table.seat_color(line.seat),
        )
        x = rect.x + pad + theme.px(Space.XXXL + Space.M)
        width = rect.right - x - pad
        small = theme.font("small")
        rows = theme.wrap(line.words, small, width)[:2]
        y = rect.y + theme.px(Space.XS)
        for row in rows:
            theme.text(surface, row, "small", theme.TEXT, (x, y), max_width=width)
            y += small.get_linesize()

    # ------------------------------------------------------------------ controls
    def _update_controls(self) -> None:
        last = self.replay.last
        at = self.position
        self.first_button.enabled = self.back_button.enabled = at > 0
        self.forward_button.enabled = self.last_button.enabled = at < last
        self.play_button.enabled = last > 0
        self.play_button.icon = "pause" if self.playing else "play"
        self.results_button.visible = self.match.is_over()
        self.timeline.set_value(at)
        self.round_choice.set_value(self.replay.round_at(at))
        self.moves_button.style = "primary" if self.show_moves else "ghost"
        if self.show_moves:
            lines = self.move_lines()
            if lines and self.moves_list.items is not lines:
                self.moves_list.items = lines
            self.moves_list.selected = at - 1 if at > 0 else None
            if at > 0:
                row = self.moves_list.row_rect(at - 1)
                if not self.moves_list.rect.contains(row):
                    self.moves_list.select(at - 1)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.table.update(dt)
        if self.playing:
            self._clock += dt * self.speed
            while self._clock >= 1.0 and self.playing:
                self._clock -= 1.0
                self.step_forward()

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], None]] = {
                pygame.K_LEFT: self.step_back,
                pygame.K_RIGHT: self.step_forward,
                pygame.K_SPACE: self.toggle_play,
                pygame.K_HOME: lambda: self.seek(0),
                pygame.K_END: lambda: self.seek(self.replay.last),
                pygame.K_PAGEUP: lambda: self._round_step(-1),
                pygame.K_PAGEDOWN: lambda: self._round_step(1),
                pygame.K_l: self.toggle_moves,
            }
            if event.key in keys:
                keys[event.key]()
                return
            if event.key == pygame.K_m:
                toggle_mute(self.app)
                return
        super().handle(event)
        # The table under the controls follows the pointer (hover words, the log's wheel).
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            inside = self.rects.table.collidepoint(pygame.mouse.get_pos())
            over_moves = self.show_moves and self.rects.moves.collidepoint(pygame.mouse.get_pos())
            if event.type == pygame.MOUSEMOTION:
                inside = self.rects.table.collidepoint(event.pos)
                over_moves = self.show_moves and self.rects.moves.collidepoint(event.pos)
            if inside and not over_moves:
                self.table.handle(event)

    def _round_step(self, delta: int) -> None:
        """Page Down: the next round's start; Page Up: this round's start, or the one before."""
        if not self.replay.rounds:
            return
        current = self.replay.round_at(self.position)
        if delta < 0 and self.position != self.replay.round_start(current):
            self.jump_to_round(current)
            return
        self.jump_to_round(max(1, min(len(self.replay.rounds), current + delta)))

    def on_exit(self) -> None:
        self.table.on_exit()

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        bar_h = theme.px(BAR_HEIGHT)
        self.rects.table = pygame.Rect(0, 0, w, h - bar_h)
        self.rects.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        self.table.layout(self.rects.table.size)
        moves_w = min(theme.px(MOVES_WIDTH), w // 2)
        top = theme.px(HUD_HEIGHT)
        self.rects.moves = pygame.Rect(w - moves_w, top, moves_w, h - bar_h - top)
        pad = theme.px(Space.XL)
        self.moves_list.rect = self.rects.moves.inflate(-2 * theme.px(Space.M), -2 * pad)
        self.moves_list.rect.y += theme.px(Space.XL)
        self.moves_list.rect.height -= theme.px(Space.XL)
        bar = self.rects.bar
        # Row 1: the timeline; row 2: the buttons and the choices.
        self.timeline.rect = pygame.Rect(
            bar.x + pad, bar.y + theme.px(Space.S), bar.width - 2 * pad, theme.px(Space.XXXL)
        )
        bw, bh = theme.px(ICON_BUTTON[0]), theme.px(ICON_BUTTON[1])
        y = bar.bottom - pad - bh
        x = bar.x + pad
        for button in (
            self.first_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.last_button,
        ):
            button.rect = pygame.Rect(x, y, bw, bh)
            x += bw + theme.px(Space.S)
        self.info_x = x + theme.px(Space.L)
        cw = min(theme.px(CHOICE_SIZE[0]), (w - 2 * pad) // 7)
        right = bar.right - pad
        close_w, moves_w = theme.px(CLOSE_WIDTH), theme.px(MOVES_BUTTON_WIDTH)
        self.close_button.rect = pygame.Rect(right - close_w, y, close_w, bh)
        right = self.close_button.rect.x - theme.px(Space.M)
        self.moves_button.rect = pygame.Rect(right - moves_w, y, moves_w, bh)
        right = self.moves_button.rect.x - theme.px(Space.L)
        for choice, width in (
            (self.view_choice, cw),
            (self.speed_choice, self._speed_width(bh)),
            (self.round_choice, cw),
        ):
            choice.rect = pygame.Rect(right - width, y, width, bh)
            right = choice.rect.x - theme.px(Space.S)
        self.info_right = right - theme.px(Space.M)
        hud = theme.px(HUD_HEIGHT)
        height = theme.px(ICON_BUTTON[1])
        results_w = theme.px(RESULTS_WIDTH)
        self.results_button.rect = pygame.Rect(
            self.rects.table.right - pad - results_w, (hud - height) // 2, results_w, height
        )
        self._update_controls()

    def _speed_width(self, arrows: int) -> int:
        """The speed choice: its two arrows and its widest label."""
        f = theme.font("body")
        words = max(f.size(label)[0] for _speed, label in self.speed_choice.choices)
        return 2 * arrows + words + theme.px(Space.M)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        for button in (table.menu_button, table.undo_button, table.results_button):
            button.visible = False  # nobody plays here: no menu, undo or results
        clip = surface.get_clip()
        surface.set_clip(self.rects.table)
        table.draw(surface)
        surface.set_clip(clip)
        self._draw_hud(surface)
        self._draw_bar(surface)
        if self.show_moves:
            self._draw_moves_panel(surface)
        for widget in self.widgets:
            widget.draw(surface)
        self._draw_hint(surface)

    def _draw_hud(self, surface: pygame.Surface) -> None:
        """The table's top bar, told as a replay: the game, whose turn it was, the round."""
        bar = pygame.Rect(0, 0, self.rects.table.width, theme.px(HUD_HEIGHT))
        pygame.draw.rect(surface, theme.PANEL, bar)
        pygame.draw.line(surface, theme.PANEL_BORDER, bar.bottomleft, bar.bottomright)
        pad = theme.px(theme.PAD)
        word = _("REPLAY")
        badge_rect = pygame.Rect((0, 0), theme.font("label").size(word))
        badge_rect.midleft = (pad, bar.centery)
        badge_rect.inflate_ip(theme.px(Space.L), theme.px(Space.S))
        pygame.draw.rect(surface, theme.ACCENT, badge_rect, border_radius=theme.px(Space.S))
        theme.text(surface, word, "label", theme.TEXT_DARK, badge_rect.center, "center")
        status = self.status_text()
        status_w = theme.font("body_bold").size(status)[0]
        theme.text(
            surface,
            self.title,
            "heading",
            theme.TEXT,
            (badge_rect.right + theme.px(Space.L), bar.centery),
            "midleft",
            max_width=max(
                theme.px(TITLE_MIN_WIDTH), bar.centerx - status_w // 2 - badge_rect.right - 2 * pad
            ),
        )
        seat = self.match.to_act()
        if seat is not None:
            theme.swatch(
                surface,
                (bar.centerx - status_w // 2 - theme.px(Space.XL), bar.centery),
                theme.px(Space.M),
                self.table.seat_color(seat),
            )
        theme.text(surface, status, "body_bold", theme.TEXT, bar.center, "center")
        if not self.replay.finished:
            theme.text(
                surface,
                _("Unfinished game: only what a spectator could see"),
                "small",
                theme.WARN,
                (bar.right - pad, bar.centery),
                "midright",
                max_width=bar.width // 2 - status_w // 2 - 2 * pad,
            )

    def status_text(self) -> str:
        seat = self.match.to_act()
        if seat is None:
            return _("Game over") if self.replay.finished else ""
        return _("{name} to play").format(name=self.match.seats[seat].name)

    def info_text(self) -> str:
        rounds = len(self.replay.rounds)
        at = self.position
        move = _("Move {number} of {total}").format(number=at, total=self.replay.last)
        if at == 0:
            return _("{move} · the set-up").format(move=move)
        round_number = self.replay.move(at).round
        return _("{move} · round {round} of {rounds}").format(
            move=move, round=round_number, rounds=rounds
        )

    def _draw_bar(self, surface: pygame.Surface) -> None:
        bar = self.rects.bar
        pygame.draw.rect(surface, theme.PANEL, bar)
        pygame.draw.line(surface, theme.PANEL_BORDER, bar.topleft, bar.topright)
        y = self.first_button.rect.centery
        small = theme.font("small")
        width = max(0, self.info_right - self.info_x)
        info = self.info_text()
        theme.text(
            surface,
            info,
            theme.fitting_role(info, ("body_bold", "small"), width),
            theme.TEXT,
            (self.info_x, y - small.get_linesize() // 2),
            "midleft",
            max_width=width,
        )
        if self.position > 0:
            line = self.move_lines()[self.position - 1]
            theme.text(
                surface,
                line.words,
                "small",
                theme.TEXT_MUTED,
                (self.info_x, y + small.get_linesize() // 2 + theme.px(Space.XXS)),
                "midleft",
                max_width=width,
            )

    def _draw_moves_panel(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.rects.moves, theme.PANEL)
        theme.text(
            surface,
            _("MOVES"),
            "label",
            theme.TEXT_MUTED,
            (self.rects.moves.x + theme.px(Space.L), self.rects.moves.y + theme.px(Space.L)),
        )

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """What an icon button does, under the pointer."""
        for button in (
            self.first_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.last_button,
        ):
            if button.hovered and button.visible:
                above = button.rect.top - theme.px(Space.S)
                box = pygame.Rect((0, 0), theme.font("small").size(button.hint))
                box.midbottom = (button.rect.centerx, above)
                box = box.inflate(theme.px(Space.L), theme.px(Space.S))
                box.clamp_ip(surface.get_rect())
                radius = theme.px(Space.S)
                pygame.draw.rect(surface, theme.PANEL_RAISED, box, border_radius=radius)
                pygame.draw.rect(
                    surface, theme.PANEL_BORDER, box, theme.px(Stroke.HAIR), border_radius=radius
                )
                theme.text(surface, button.hint, "small", theme.TEXT, box.center, "center", box=box)


# ---------------------------------------------------------------------- opening a replay
def open_replay(app: App, make: Callable[[], Replay], title: Words) -> bool:
    """Build a replay and push its viewer; a problem is shown in a dialog, never raised."""

    try:
        replay = make()
        replay.state(replay.last)  # every move replays now, or the problem shows now
    except (SaveError, ReplayError, OSError) as error:
        message = getattr(error, "message", None) or str(error)
        app.push(MessageDialog(app, cannot_watch, message, error=True))
        return False
    app.push(ReplayScene(app, replay, title))
    # The second click of a double click on Watch would land on the viewer's Close.
    app.guard_input(at_pointer=True)
    return True


def watch_save(app: App, path: Path) -> bool:
    """Watch the game saved at ``path`` (finished or not); the file is only read."""

    try:
        data = read_save(path)
    except (SaveError, OSError) as error:
        message = getattr(error, "message", None) or str(error)
        app.push(MessageDialog(app, cannot_watch, message, error=True))
        return False

    def own_file_title() -> str:
        # A game's own file is named in English ("Ticket to Ride: Paris – Anna, Ben – 2026-…"):
        # its game in the current language, the rest as the Load list shows it.
        shown = save_name(data.name, GAMES[data.game_id].spec.title, True)
        return f"{_replay_title(data.game_id)} – {shown}"

    title: Words = data.name or (lambda: _replay_title(data.game_id))
    if data.kind == KIND_GAME and data.name:
        title = own_file_title
    return open_replay(app, lambda: Replay.from_save(data), title)


def cannot_watch() -> str:
    return _("This game cannot be watched")


def _replay_title(game_id: str) -> str:
    game = GAMES.get(game_id)
    return _(game.spec.title) if game is not None else game_id
