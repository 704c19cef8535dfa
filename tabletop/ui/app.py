"""The window, the scene stack and the main loop.

Each frame: events → top scene, ``match.poll()`` of the table in play (unless a pausing modal
is over it), update, draw the stack, flip (ARCHITECTURE.md, "Controllers and tables").

Between frames the loop sleeps when nothing moves (``App.idle``): no animation, no AI about to
act, no input for a short while. It waits for an event (``waiting.wait_for_event``) with a
timeout set by the soonest timer (a caret's blink, a toast's end, an AI's delay) and wakes at
once for input, those timers, an AI's answer and a history job's end (their worker threads post
an event). So a still screen costs almost no CPU.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from tabletop.core import i18n
from tabletop.core.i18n import _
from tabletop.desktop import APP_NAME
from tabletop.saves import SaveFolder

from . import fonts, identity, memory, theme, waiting, window
from .crash import guarded_frame
from .history_service import HistoryService
from .input_guard import BOUNCE_RADIUS, InputGuard
from .scene import Modal, Scene
from .scenes.dialogs import MessageDialog
from .scenes.title import TitleScene
from .screens import Screens
from .settings import Settings, load_settings
from .sound import SoundPlayer
from .table import TableScene

if TYPE_CHECKING:
    from tabletop.play import Match

    from .table import TableScene

log = logging.getLogger(__name__)

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (960, 600)
FPS = 60
#: After any input, change of scene or of the game, frames keep coming this long before the
#: loop may sleep: short effects that do not announce themselves (a hover easing in, a tunnel's
#: cards turning, a scene pushed by the game's flow on the next poll) still play out.
SETTLE_SECONDS = 1.0
#: A worker thread posts it when an agent's choice or a history job's result is ready (``idle``).
AI_READY = pygame.event.custom_type()
#: A one-line toast's height, in reference pixels (each further line adds a line's height).
TOAST_HEIGHT = 44
#: Seconds between tries to write the game in play again after its autosave failed: a full
#: disk may be freed at any time, and a finished game has no next move to try again at.
SAVE_RETRY_SECONDS = 10.0


@dataclass
class Toast:
    text: str
    kind: str  # "info", "good" or "error"
    until: float
    #: True once the toast is no longer true ("It is Ala's turn." after Ala moved): it goes.
    outdated: Callable[[], bool] | None = None
    #: The screen in front when it was raised, and how long it shows (a toast held behind a
    #: dialog shows for its whole time once there is room for it).
    origin: Scene | None = None
    seconds: float = 3.5


class App:
    """The application: owns the window, the settings and the scene stack."""

    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        *,
        settings: Settings | None = None,
        settings_problem: str | None = None,
        saves_dir: Path | None = None,
        autosave: bool = True,
        history_path: Path | None = None,
        fit_screen: bool = False,
    ) -> None:
        """``fit_screen``: ``size`` is only a wish, the first window fits the display (the
        app as started by a player; tests and screenshots ask for an exact size)."""
        #: The settings came from the user's file: a problem with it can be said again.
        self._settings_from_file = settings is None
        if settings is None:
            settings, settings_problem = load_settings()
        self.settings = settings
        self.settings_problem = settings_problem
        #: Where saves go (None: the user data dir); tests and --check use a temp dir.
        self.saves_dir = saves_dir
        self.autosave = autosave
        identity.prepare_window()
        memory.steady_allocator()
        pygame.display.init()
        pygame.font.init()
        self.caption = identity.window_title(None)
        pygame.display.set_caption(self.caption, APP_NAME)
        icon = identity.window_icon()
        if icon is not None:
            pygame.display.set_icon(icon)
        desktop = window.desktop_size() if fit_screen else None
        position = None
        if desktop is not None:
            size, position = window.first_window(size, MIN_SIZE, desktop)
        self.windowed_size = size
        self.screen = self._set_mode(size, settings.fullscreen)
        if position is not None and not settings.fullscreen:
            window.place(position)
        theme.set_window_size(self.screen.get_size())
        self.stack: list[Scene] = []
        #: The door to every screen: scenes open one another through it.
        self.screens = Screens(self)
        self.toasts: list[Toast] = []
        self.running = True
        self._close_pressed = False  # SDL's WINDOWCLOSE came: the next QUIT is the button's
        self.clock = pygame.time.Clock()
        self.frames = 0
        self._clean_saves_folder()
        #: Frames keep coming until this time (monotonic); see SETTLE_SECONDS.
        self.settle_until = 0.0
        #: The event that ended the last ``idle`` wait, handled first by the next frame.
        self._woken_by: list[pygame.event.Event] = []
        #: Set for a moment after a hand is shown: keys and clicks bouncing from the pass
        #: screen reach neither the table nor a dialog that opened at once (``guard_input``).
        self.input_guard: InputGuard | None = None
        #: Where the pointer was last seen (its events' positions): where a click's bounce lands.
        self.pointer: tuple[int, int] = (-1, -1)
        #: Where the toasts were drawn last frame, newest first.
        self.toast_rects: list[pygame.Rect] = []
        self._slept = False
        self._table_closed = False
        #: Called once after the first frame is on screen (startup timing).
        self.on_first_frame: Callable[[], None] | None = None
        # -- sound and history (issue 13): both work off the frame loop; sound starts in run()

        self.sound = SoundPlayer(
            effects_volume=settings.effects_volume, music_volume=settings.music_volume
        )
        #: The history database, recorded into when a game ends: the user's, or beside the
        #: saves when they go elsewhere (``--check`` never touches the player's statistics).
        if history_path is None and saves_dir is not None:
            history_path = saves_dir / "history.sqlite3"
        self.history = HistoryService(history_path, saves_dir)
        self.history.on_done = _post_ai_ready
        #: Finished games whose final save could not be written (a full disk): kept, with
        #: their files held, and written at the next chance (``retry_unsaved_endings``).
        self.unsaved_endings: list[Match] = []
        self._next_save_retry = 0.0
        self._tell_catalog_problem()

    def _clean_saves_folder(self) -> None:
        """Remove what interrupted writes left in the saves folder (``.tmp-`` files)."""
        # An unreadable folder is said by the title and the Load screen, not here.
        with contextlib.suppress(OSError):
            SaveFolder(self.saves_dir).clean_orphans()

    # ------------------------------------------------------------------ window
    def _set_mode(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            # Exactly the screen: its size, at its corner. The window moves to the corner
            # first: SDL ignores a full-screen window's move, and without a window manager a
            # window made full screen kept its old offset, a quarter of it off the screen (seen
            # under Xvfb at 1366×768: +43+48 before, +0+0 now).
            window.place((0, 0))
            pygame.event.pump()
            return pygame.display.set_mode(window.desktop_size() or (0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def set_fullscreen(self, on: bool) -> None:
        if on == bool(self.screen.get_flags() & pygame.FULLSCREEN):
            return
        if not on:
            self.screen = self._set_mode(self.windowed_size, False)
        else:
            self.windowed_size = self.size
            self.screen = self._set_mode(self.size, True)
        self.relayout()

    def resize(self, size: tuple[int, int]) -> None:
        """The user resized the window: keep a minimum size and lay every scene out again."""
        clamped = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        surface = pygame.display.get_surface()
        if clamped != size or surface is None or surface.get_size() != clamped:
            self.screen = self._set_mode(clamped, False)
        else:
            self.screen = surface  # SDL already resized the window's surface
        self.windowed_size = clamped
        self.relayout()

    def relayout(self) -> None:
        theme.set_window_size(self.size)
        for scene in self.stack:
            scene.layout(self.size)

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings now (the settings screen saves them first)."""
        chose_language = settings.language != self.settings.language
        self.settings = settings
        self.settings_problem = None
        self.set_fullscreen(settings.fullscreen)
        table = self.table()
        if table is not None:
            table.match.agent_delay = settings.ai_delay
        self.sound.set_effects_volume(settings.effects_volume)
        self.sound.set_music_volume(settings.music_volume)
        if chose_language:  # "" is the system's language again
            self.set_language(settings.language or i18n.system_language())

    def set_language(self, code: str) -> None:
        """Speak ``code`` from now on, at once and without a restart: every scene on the stack
        says its words again (``Scene.retranslate``) and is laid out again for their new
        lengths; a game in play goes on where it was. Remembering the choice is the settings'
        business (``Settings.language``, saved by the Settings screen)."""
        i18n.set_language(code)
        # Toasts were said in the old language, and nothing in them is news any more.
        self.toasts.clear()
        self._tell_catalog_problem()
        if self.settings_problem is not None and self._settings_from_file:
            # The damaged file is left alone until Save: reading it again says why in words.
            self.settings_problem = load_settings()[1] or self.settings_problem
        for scene in self.stack:
            scene.retranslate()
        self.relayout()

    def _tell_catalog_problem(self) -> None:
        """The language's catalog could not be read (English is spoken instead): say so."""
        problem = i18n.catalog_problem()
        if problem is not None:
            self.toast(problem, "error", seconds=8)

    # ------------------------------------------------------------------ stack
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        scene.layout(self.size)
        self.stack.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        self._leave(scene)
        if self.top is not None:
            self.top.on_resume()
        return scene

    def _leave(self, scene: Scene) -> None:
        """``scene`` left the stack. A closed table holds large pictures in reference cycles
        (widgets call back into it), which only the cyclic collector frees, and rarely: the
        end of the next frame collects them and gives the memory back (memory.py)."""
        scene.on_exit()
        if isinstance(scene, TableScene):
            self._table_closed = True

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.stack:
            self._leave(self.stack.pop())
        self.push(scene)

    def reset(self, *scenes: Scene) -> None:
        """Empty the stack and push ``scenes`` in order."""
        while self.stack:
            self._leave(self.stack.pop())
        for scene in scenes:
            self.push(scene)

    def table(self) -> TableScene | None:
        """The table scene in play (the topmost one), if any."""
        for scene in reversed(self.stack):
            if isinstance(scene, TableScene):
                return scene
        return None

    # ------------------------------------------------------------------ navigation
    def go_to_title(self) -> None:
        self.reset(TitleScene(self))

    def start_match(self, match: Match, back: Callable[[], None] | None = None) -> TableScene:
        """Open ``match`` at its table over the title (closing any match in play); ``back``:
        how its phones' join screen goes back to where the game was set up (New game)."""
        from .tables import open_table  # lazily: the tables load with the first game

        match.agent_delay = self.settings.ai_delay
        if match in self.unsaved_endings:  # a kept finished game is at a table again
            self.unsaved_endings.remove(match)
        scene = open_table(self, match)
        self.reset(TitleScene(self), scene)
        scene.open_phones(back)  # a game with phone seats: their codes, over the table
        from tabletop.boards.user_maps import map_problem  # lazily: maps load with a game

        problem = map_problem(match.game_id)
        if problem is not None:  # the user's own map was refused: say why, in full
            self.push(
                MessageDialog(
                    self,
                    _("Your map was not used"),
                    _("{problem}\n\nThis game is played on the shipped board.").format(
                        problem=problem
                    ),
                    error=True,
                )
            )
        return scene

    # ------------------------------------------------------------------ saving
    def leave_match(self, match: Match) -> None:
        """A table closes: its match ends — unless it is a finished game whose final save
        still cannot be written. That one is kept in memory, its file held, and written at the
        next chance; meanwhile the file's stale "unfinished" is never offered to continue."""
        unwritten = match.autosave and match.is_over() and match.autosave_problem is not None
        if unwritten and match.write_autosave() is None:
            match.end_agents()
            if match not in self.unsaved_endings:
                self.unsaved_endings.append(match)
            return
        match.close()

    def unsaved_ending(self, path: Path) -> Match | None:
        """The finished game kept in memory whose file is ``path`` (its end not written)."""
        return next((m for m in self.unsaved_endings if m.game_file == path), None)

    def retry_unsaved_endings(self) -> None:
        """Write the kept finished games again (the title and the Load screen call this as
        they open, and closing the app); each one written is let go, and said once."""
        for match in list(self.unsaved_endings):
            if match.write_autosave() is not None:
                self.unsaved_endings.remove(match)
                match.close()
                self.toast(_("Autosave works again."), "good")

    def _retry_failed_save(self) -> None:
        """Now and then, write the game in play again while its last autosave failed."""
        table = self.table()
        if table is None or not table.match.autosave or table.match.autosave_problem is None:
            return
        now = time.monotonic()
        if now >= self._next_save_retry:
            self._next_save_retry = now + SAVE_RETRY_SECONDS
            table.match.write_autosave()
            table.tell_autosave()  # "works again" at once, even under the game-over screen

    # ------------------------------------------------------------------ messages
    def toast(
        self,
        text: str,
        kind: str = "info",
        seconds: float = 3.5,
        *,
        outdated: Callable[[], bool] | None = None,
        once: bool = False,
    ) -> None:
        """Say ``text`` for ``seconds``, or until ``outdated()`` says it is no longer true.
        ``once``: the same sentence already showing is said again for its full time rather than
        stacked twice (a table's refusal of a double click, refused at each click)."""
        if once:
            self.toasts = [toast for toast in self.toasts if toast.text != text]
        until = time.monotonic() + seconds
        self.toasts.append(Toast(text, kind, until, outdated, self.top, seconds))
        del self.toasts[:-3]

    # ------------------------------------------------------------------ loop
    def frame(self, dt: float | None = None) -> None:
        """One frame: events, poll, update, draw, flip."""
        if dt is None:
            waited = self.clock.tick(FPS) / 1000.0  # since the last frame, on the wall clock
            # After a sleep the clock counts the time asleep: animations start from one frame.
            dt = 1.0 / FPS if self._slept else min(waited, 0.1)
            asleep, self._slept = self._slept, False
        else:
            waited, asleep = dt, False
        if self.input_guard is not None and asleep:
            # The loop was idle, not stalled: the key or click that woke it came after that
            # time, so it counts before the input is judged (a bounce wakes it at once).
            self.input_guard.tick(waited)
            waited = 0.0
        events, self._woken_by = self._woken_by + pygame.event.get(), []
        before = self._activity_mark()
        for event in events:
            self.dispatch(event)
        if self.input_guard is not None:
            # Wall time, not the animations' capped frame time: on a busy machine slow frames
            # stretched the guard, and once the loop slept, keys pressed a second after a move
            # were still swallowed. Events are judged before the tick, so a stall's own
            # queued bounce still meets the guard as it was before the stall.
            self.input_guard.tick(waited)
            # Kept while a key held during it is down: Enter held over a dialog's close
            # repeats into the pass screen, which must not take it for a fresh press.
            if self.input_guard.open and not self.input_guard.holding:
                self.input_guard = None
        table = self.table()
        self._show_caption(table)
        if table is not None and self.playing(table):
            if table.match.on_choice_ready is None:
                table.match.on_choice_ready = _post_ai_ready
            table.poll()
            if table is not self.top:
                table.update(dt)
        if self.top is not None:
            self.top.update(dt)
        if table is not None and table.overlay is not None:
            table.overlay.update(dt)
        self._retry_failed_save()
        self.draw()
        pygame.display.flip()
        self.frames += 1
        if events or self._activity_mark() != before:
            self.settle_until = time.monotonic() + SETTLE_SECONDS
        if self._table_closed:
            self._table_closed = False
            gc.collect()
            memory.release_free_memory()
        if self.frames == 1 and self.on_first_frame is not None:
            self.on_first_frame()

    def _show_caption(self, table: TableScene | None) -> None:
        """The window's title names the game in progress."""
        caption = identity.window_title(i18n._(table.match.game.spec.title) if table else None)
        if caption != self.caption:
            self.caption = caption
            pygame.display.set_caption(caption, APP_NAME)

    def _activity_mark(self) -> tuple[object, ...]:
        """What a frame compares before and after to know that something happened: the
        scenes on the stack and the moves of the game in play."""
        table = self.table()
        return (*map(id, self.stack), table.match.ply if table is not None else -1)

    # ------------------------------------------------------------------ idle
    def wake_in(self) -> float | None:
        """Seconds the loop may sleep before the next frame is due: 0 while anything moves
        (or settles after input), the soonest timer otherwise, None when only input or an
        AI's answer can change the screen."""
        now = time.monotonic()
        if now < self.settle_until:
            return 0.0
        delays: list[float | None] = [toast.until - now for toast in self.toasts]
        table = self.table()
        if self.top is not None:
            delays.append(self.top.wake_in())
        if table is not None and self.playing(table):
            if table is not self.top:
                delays.append(table.wake_in())
            delays.append(table.match.next_poll_in(hold=table.animations.busy))
        found = [max(0.0, delay) for delay in delays if delay is not None]
        return min(found) if found else None

    def idle(self, limit: float | None = None) -> float:
        """Sleep until the next frame is due (``wake_in``), an input arrives or an AI answers;
        ``limit`` caps the sleep in seconds. Returns the seconds slept."""
        delay = self.wake_in()
        if limit is not None:
            delay = limit if delay is None else min(delay, limit)
        if delay is not None and delay < 1.0 / FPS:
            return 0.0  # a frame is due about now: the clock paces it
        started = time.monotonic()
        taken = waiting.wait_for_event(delay)
        if taken is not None:
            self._woken_by.append(taken)
        self._slept = True
        return time.monotonic() - started

    def playing(self, table: Scene) -> bool:
        """True when nothing above ``table`` pauses its match."""
        index = self.stack.index(table)
        return not any(scene.pauses_game for scene in self.stack[index + 1 :])

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.WINDOWCLOSE:  # SDL posts it before the close button's QUIT
            self._close_pressed = True
            return
        if event.type == pygame.QUIT:
            # A tutorial asks first when the player closes the window; a QUIT alone is the
            # system's (SIGTERM at logout, Ctrl-C): nobody would answer. ``close`` saves.
            pressed, self._close_pressed = self._close_pressed, False
            table = self.table()
            if not pressed or table is None or not table.ask_before_leaving(self.quit):
                self.quit()
            return
        if event.type == pygame.DROPFILE:
            self.screens.open_map(Path(event.file))  # a map dragged onto the window
            return
        if event.type == AI_READY:
            return  # it only woke the loop: the frame's poll applies the answer (or result)
        if event.type == pygame.VIDEORESIZE:
            if not self.screen.get_flags() & pygame.FULLSCREEN:
                self.resize(event.size)
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self.relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.screen.get_flags() & pygame.FULLSCREEN)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and self._rules_over_table():
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if self.input_guard is not None and not self.input_guard.admit(event):
            return
        if self._is_save_key(event) and self._save_game_in_play():
            return
        table = self.table()
        overlay = table.overlay if table is not None else None
        if overlay is not None and overlay.shown() and overlay.handle(event):
            return
        if self.top is not None:
            self.top.handle(event)

    def quit(self) -> None:
        """Close the window: the main loop ends after this frame."""
        self.running = False

    def guard_input(self, *, at_pointer: bool = False) -> None:
        """Ignore the bounce of the input that just acted (a second Enter, a double click)
        for a moment, whatever screen is on top meanwhile; ``at_pointer``: only the clicks
        where the pointer is (the bounce of a click), so a quick click elsewhere still acts
        (the pass-the-device screen guards every click: a hand is shown)."""
        near = self.pointer if at_pointer else None
        self.input_guard = InputGuard(near=near, radius=theme.px(BOUNCE_RADIUS))
        self.input_guard.arm()

    @property
    def accepts_input(self) -> bool:
        """False while a guard (the app's, or the top screen's own) ignores keys and clicks."""
        guarded = self.input_guard is not None and not self.input_guard.open
        return not guarded and bool(getattr(self.top, "accepts_input", True))

    @property
    def input_wait(self) -> float:
        """Seconds of frame time before keys and clicks count again."""
        own = self.input_guard.left if self.input_guard is not None else 0.0
        return max(own, float(getattr(self.top, "input_wait", 0.0)))

    @staticmethod
    def _is_save_key(event: pygame.event.Event) -> bool:
        ctrl = pygame.KMOD_CTRL | pygame.KMOD_META
        return event.type == pygame.KEYDOWN and event.key == pygame.K_s and bool(event.mod & ctrl)

    def _save_game_in_play(self) -> bool:
        """Ctrl+S: a quick save of the game in play, at its table or from any of its dialogs
        (the starting tickets, a tunnel, the menu, pass the device): the match can be saved in
        every state, so the shortcut works wherever the game is what the player sees. A full
        screen over it (Load, a replay, statistics) is not the game: the key is theirs."""
        table = self.table()
        if table is None or table.watching:
            return False
        above = self.stack[self.stack.index(table) + 1 :]
        if not all(isinstance(scene, Modal) for scene in above):
            return False
        table.quick_save()
        return True

    def _rules_over_table(self) -> bool:
        """F1 opens the rules from any dialog over a table (ticket choice, pass the device…);
        the table itself and the rules page handle F1 on their own."""
        from .scenes.rules import RulesScene  # lazily: the rules load when first opened

        table = self.table()
        if table is None or self.top is table or isinstance(self.top, RulesScene):
            return False
        table.open_rules()
        return True

    def draw(self, surface: pygame.Surface | None = None) -> None:
        surface = surface or self.screen
        start = 0
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index].opaque:
                start = index
                break
        if not self.stack or not self.stack[start].opaque:
            surface.blit(theme.background(surface.get_size()), (0, 0))
        for scene in self.stack[start:]:
            scene.draw(surface)
        table = self.table()
        overlay = table.overlay if table is not None else None
        if overlay is not None and overlay.shown() and self.top is not table:
            overlay.draw(surface)  # over a dialog of the table's (a table in front drew it)
        self._draw_toasts(surface)

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        now = time.monotonic()
        self.toasts = [
            t for t in self.toasts if t.until > now and not (t.outdated and t.outdated())
        ]
        size = surface.get_size()
        if self.top is not None:
            area = self.top.toast_area(size)
            # A toast over a button hides it until it fades: it stands above any it would cover.
            keep_clear = [w.rect for w in self.top.widgets if w.visible]
        else:
            area, keep_clear = pygame.Rect(0, 0, size[0], size[1] - theme.px(theme.Space.XXL)), []
        table = self.table()
        if table is not None and table.overlay is not None and table.overlay.shown():
            keep_clear += table.overlay.keep_clear()  # a tutorial's bubble, over the board
        # A dialog's content is never covered by a toast the screen below raised (the rules
        # page opened while "Saved" shows): such a toast stands clear of the dialog's panel,
        # and where the panel leaves no room it is held until the dialog closes.
        dialog = self.top if isinstance(self.top, Modal) else None
        y = area.bottom
        self.toast_rects = []
        f = theme.font("body_bold")
        inset = theme.px(theme.Space.XXL)
        gap = theme.px(theme.Space.M)
        for toast in reversed(self.toasts):
            # A long sentence (a refusal, a Polish one) wraps onto more lines: never cut (at
            # least a few words a line, however narrow the area).
            most = max(f.size("M" * 8)[0], area.width - 2 * theme.px(theme.Space.XL) - 2 * inset)
            lines = theme.wrap_balanced(toast.text, f, most)
            width = max(f.size(line)[0] for line in lines) + 2 * inset
            height = theme.px(TOAST_HEIGHT) + (len(lines) - 1) * f.get_linesize()
            rect = pygame.Rect(0, 0, width, height)
            rect.midbottom = (area.centerx, y)
            clear = keep_clear
            if dialog is not None and toast.origin is not dialog:  # raised by a screen below
                clear = [*keep_clear, dialog.panel]
            rect = theme.stand_clear(rect, clear, area, gap)
            if clear is not keep_clear and (rect.colliderect(clear[-1]) or not area.contains(rect)):
                toast.until = max(toast.until, now + toast.seconds)  # held: its time waits
                continue
            # No room clear of the controls: whole in the area over some rather than cut by
            # the window's edge (a long warning went past the top of a small window).
            rect = rect.clamp(area)
            color = {"error": theme.DANGER, "good": (44, 120, 80)}.get(
                toast.kind, theme.PANEL_RAISED
            )
            theme.panel(surface, rect, color)
            self.toast_rects.append(rect)
            top = rect.centery - len(lines) * f.get_linesize() // 2
            for index, line in enumerate(lines):
                theme.text(
                    surface,
                    line,
                    "body_bold",
                    theme.TEXT,
                    (rect.centerx, top + index * f.get_linesize()),
                    "midtop",
                    max_width=rect.width - inset,
                )
            y = rect.top - gap

    def step(self) -> None:
        """One frame as the player's window runs it: an unexpected error is logged, the game
        saved and a dialog shown instead of the window vanishing (``crash.py``)."""
        guarded_frame(self)

    def run(self) -> None:
        self.sound.start()  # the device opens on a worker thread: the loop starts at once
        try:
            while self.running and self.stack:
                self.step()
                if self.running and self.stack:
                    self.idle()
        finally:
            self.close()

    def close(self) -> None:
        table = self.table()
        while self.stack:
            self._leave(self.stack.pop())
        self.retry_unsaved_endings()  # the last chance to write a finished game's end
        for match in self.unsaved_endings:
            log.warning(
                "the end of %s could not be written: %s", match.game_file, match.autosave_problem
            )
            match.close()
        self.unsaved_endings.clear()
        if table is not None:
            table.match.close()
        self.sound.close()
        self.history.close()
        fonts.font.cache_clear()
        pygame.quit()


def _post_ai_ready() -> None:
    """Wake the idle loop (called on a worker thread: the agent's, the history's; posting is
    thread-safe)."""
    if pygame.display.get_init():
        pygame.event.post(pygame.event.Event(AI_READY))
