"""``TableScene``: the base of every game's table (see ``tabletop/ui/tables/__init__.py``).

The base owns the flow around the board — which seat's view to draw, pass-the-device between
human seats, the in-game menu (Esc), the rules help (F1), undo (Ctrl+Z), save a copy (Ctrl+S),
Suggest (H: the Strong level's move for the human to act, highlighted, never played), the event
log, the animation queue and the game-over screen — so a game's table only draws a view and
says what its panels are. It is built in layers, one concern each: ``table_base`` (the match,
the seat on screen, its view and legal actions), ``table_pointer`` (hit-testing, hover,
clicks, the tooltip), ``table_suggest`` (Suggest), ``table_hud`` (the top bar), and this
module (the flow, acting, undo, saving, layout and the frame).
"""

from __future__ import annotations

import time
from types import MappingProxyType
from typing import TYPE_CHECKING

import pygame

from tabletop.controller.hover import Hover
from tabletop.controller.reply import Reply, Target
from tabletop.core import Action, Event, TabletopError, View
from tabletop.core.i18n import _

from . import anim, theme
from .eventlog import EventLog
from .mute import toggle_mute
from .scene import Scene
from .scenes.dialogs import ConfirmDialog, PromptDialog
from .seats import SeatsPanel
from .sound_events import sounds_for
from .table_base import AUTO
from .table_hud import TableHud
from .table_suggest import Suggestion, is_suggest_key, suggestion_ring
from .tooltip import Tooltip
from .widgets import Button
from .words import game_title

# The app reads this module at start-up (it asks whether a scene is a table) before any game
# is played: what only a game in play needs (the match's undo words and worker, the screens a
# table opens) is imported where it is first used ("lazily" below), to keep start-up short.

if TYPE_CHECKING:
    from collections.abc import Callable

    from tabletop.play import Match

    from .app import App
    from .phone_tag import PhoneMark
    from .phones import TablePhones
    from .sound_events import EventSounds

#: The shared table frame (reference pixels): the top bar; the side column's least and largest
#: width; a top-bar button, and the Results/Suggest button's extra width.
HUD_HEIGHT = 56
SIDE_WIDTH = (280, 340)
HUD_BUTTON_SIZE = (96, 38)
WIDE_BUTTON_EXTRA = 20


def unsaved_ending(problem: str) -> str:
    """What the player is told when a game's final save could not be written."""
    return _(
        "The final save could not be written: {problem}. Save a copy to keep this game; "
        "tabletop will try again."
    ).format(problem=problem)


class TableScene(TableHud):
    """Base class of a game's table: the kit every table is made of.

    A table sets ``self.controller`` (its game's ``TableController``) and then calls
    ``TableScene.__init__``. The base owns the pointer: it hit-tests ``panels`` (topmost
    first) into a ``Target``, keeps what the pointer is over (``hover``) and what a press went
    down on, turns a press and release on the same target into ``click(target)`` — the
    controller's ``Reply`` carried out: actions played with their follow-ups, refusals and
    hints told, confirmations and choices handed to ``choose`` — and shows the controller's
    ``describe`` for the hovered target in the one tooltip. It syncs the controller with every
    new view and works out ``legal()`` once per view.

    Hooks (override):
        ``panels`` — the table's ``Panel`` widgets in drawing order (the board first).
        ``viewport`` — the board's ``BoardViewport`` when it zooms (updated and handed the
            events first; the pointer is looked up again when the board moves under it).
        ``layout(size)`` — call ``super().layout(size)`` first: it sets ``hud_rect`` (top bar),
            ``board_rect`` (left, the board's area), ``side_rect`` (right column),
            ``seats_rect`` and ``log_rect`` (parts of the side column). Move them as you like.
        ``draw_table(surface)`` — draw the board, hands and markets from ``self.view`` (the
            view of ``self.viewer``; never the full state). Called every frame; by default it
            draws the panels.
        ``handle_table_event(event) -> bool`` — the table's own keys, before the pointer's.
        ``secondary_target(pos) -> Target | None`` — what a right click means there.
        ``choose(target, actions)`` — the controller asks to confirm or choose: open a dialog.
        ``animations_for(seat, action, events) -> list[Animation]`` — decoration for an
            applied action (``events`` already filtered to what the viewer may see). The
            default announces other seats' moves with a banner.
        ``describe_event(event) -> str | None`` — a log line (None hides the event).
        ``game_over_scene() -> Scene`` — the results modal (default: ``GameOverScene``).
        ``suggestion_for(action) -> Suggestion`` — the words and the board highlight of a
            suggested move (Suggest button, H); reuse the table's own highlight drawing.
        ``retranslate()`` — the language changed: call ``super().retranslate()`` and set again
            the words your table keeps (button labels, cached pictures with words in them);
            the base sets the HUD's, re-reads the view and the log says itself again.
    Helpers (use):
        ``self.match``, ``self.view``, ``self.viewer``, ``self.can_act``, ``self.legal()``,
        ``self.click(target)`` (a button or key that means a target), ``self.submit``,
        ``self.touch()`` (what the table shows changed), ``self.target_at/rect_of``,
        ``self.seat_name/seat_color``, ``self.animations``
        (``anim.fly/drop_in/pulse/banner`` make ready animations), ``self.app.toast``,
        ``self.app.settings`` (e.g. ``confirm_claims``), ``self.widgets`` (append your
        buttons: they get events before the table and are drawn after ``draw_table``; the
        HUD's are already there).
    """

    #: The sound each of its game's event classes makes: its ``TableDescriptor``'s, given
    #: when the table is opened (``ui.tables.open_table``); none until then.
    sounds: EventSounds = MappingProxyType({})

    def __init__(self, app: App, match: Match, *, viewer: int | None | str = AUTO) -> None:
        super().__init__(app)
        self.match = match
        #: What the pointer is over (None: nothing of the table), where it is (None: not
        #: known yet), and what the left button went down on (a click is a press and a
        #: release on the same target).
        self.hover: Target | None = None
        self.mouse: tuple[int, int] | None = None
        self.pressed: Target | None = None
        #: Counts the changes of what the table shows (the view read again, the controller's
        #: sub-state changed): hover cards and cached pictures are made again after one.
        self.version = 0
        #: The one tooltip: what the pointer is over, or what a HUD button does.
        self.tooltip = Tooltip(self.seat_color)
        self._hover_card: tuple[object, Hover | None] = (None, None)
        self._legal: tuple[object, tuple[Action, ...]] = (None, ())
        self._pointer_key: object = None
        self._fixed_viewer = viewer
        humans = [i for i, seat in enumerate(match.seats) if seat.is_human and not seat.phone]
        #: The seat whose view is on screen; None = spectator (or a hand hidden while passing).
        self.viewer: int | None = None
        self._last_human: int | None = humans[0] if humans else None
        self.passing_to: int | None = None
        #: The human who played last before the device is passed (they may take it back).
        self.passing_from: int | None = None
        #: Per human seat: what their turn's last move showed only them (a card drawn from the
        #: deck…): the pass screen shows it to them before it covers the table.
        self.private_draws: dict[int, list[Event]] = {}
        #: The autosave problem already told to the player (said once, not after every move).
        self._autosave_told: str | None = None
        self.game_over_shown = False
        self.view: View = {}
        #: The phone seats' server and pages (``open_phones``; None: no phones, or a replay).
        self.phones: TablePhones | None = None
        self.log = EventLog()
        self.animations = anim.AnimationQueue()
        self.hud_rect = self.board_rect = self.side_rect = pygame.Rect(0, 0, 0, 0)
        self.seats_rect = self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.menu_button = Button(_("Menu"), self.open_menu, style="ghost", role="body_bold")
        self.undo_button = Button(_("Undo"), self.undo, style="ghost", role="body_bold")
        self.results_button = Button(
            _("Results"), self.show_results, style="primary", role="body_bold"
        )
        self.results_button.visible = False
        self.suggest_button = Button(_("Suggest"), self.suggest, style="ghost", role="body_bold")
        self.continue_button = Button(
            _("Continue"), self.animations.skip, style="primary", role="body_bold"
        )
        self.continue_button.visible = False
        #: The ply a suggestion was asked at (None: none asked), and the suggestion once in.
        self._suggest_ply: int | None = None
        self.suggested: Suggestion | None = None
        self.suggested_action: Action | None = None
        self.widgets = [
            self.menu_button,
            self.undo_button,
            self.results_button,
            self.suggest_button,
            self.continue_button,
        ]
        self._replay_log()
        match.add_listener(self._on_action)
        self._choose_viewer()
        #: When play began here (None: a loaded game, whose length is not known).
        self.started_at: float | None = time.monotonic() if match.ply == 0 else None
        #: A finished game is recorded in the history (off for a replay being watched).
        self.records_history = True
        #: A game watched again (a replay): nobody thinks or acts in it.
        self.watching = False

    def _replay_log(self) -> None:
        """A loaded game: its log told from the events the match kept of its moves (drawing
        still filters them by audience)."""
        for ply, (seat, action, events) in enumerate(self.match.history):
            self.log.add(ply, seat, action, events)

    # ------------------------------------------------------------------ seats and views

    # ------------------------------------------------------------------ panels and the pointer

    # ------------------------------------------------------------------ hover

    # ------------------------------------------------------------------ acting

    def _on_action(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        self.clear_suggestion()
        self.log.add(self.match.ply - 1, seat, action, events)
        if self.on_screen(seat) and self._fixed_viewer == AUTO:
            self._last_human = seat
        if self.on_screen(seat):
            # A move that hands the turn on and showed its player something hidden: the pass
            # screen shows it to them (it never reached their hand on screen).
            ends_turn = self.match.to_act() != seat
            private = [e for e in events if e.visible_to(seat) and not e.visible_to(None)]
            revealed = ends_turn and self.match.last_move_revealed
            self.private_draws[seat] = private if revealed else []
        self.refresh()
        # Decoration for what the seat on screen may see (the actor sees their own draw
        # before the device is passed: the pass screen waits for the animations).
        shown = tuple(e for e in events if e.visible_to(self.viewer))
        if self.app.settings.animation_factor > 0:
            self.animations.add(*self.animations_for(seat, action, shown))
        self.app.sound.play_all(sounds_for(events, self.viewer, self.sounds))  # what it may see
        if self.match.is_over() and self.records_history:
            self.game_finished()
        self._choose_viewer()
        handed_on = self.on_screen(seat) and self.match.to_act() != seat
        if handed_on and not self.match.is_over():
            # The bounce of the click that ended the turn (a double click on a deck) lands on
            # the same spot in the next seat's turn: ignored, not told "It is X's turn". Also
            # when the device goes to a player here: their pass screen guards every input
            # itself, but it opens only once the move's animations are over.
            self.app.guard_input(at_pointer=True)

    def game_finished(self) -> None:
        """The last move was played: record the game in the history (on a worker thread)."""
        duration = None if self.started_at is None else time.monotonic() - self.started_at
        self.app.history.record(self.match, duration_seconds=duration)

    def undo(self) -> None:
        if self.passing_to is not None:
            return  # the pass screen offers undo to the player who moved
        refusal = self.undo_refusal()
        if refusal is not None:
            self.app.toast(refusal.message, "error")
            return
        self._take_back(self.viewer)

    def undo_for(self, seat: int) -> bool:
        """The pass screen's "Undo my move": ``seat`` (who still holds the device) takes back
        their move and sees their own hand again without another pass screen."""
        refusal = self.match.undo_refusal(seat)
        if refusal is not None:
            self.app.toast(refusal.message, "error")
            return False
        self.passing_to = self.passing_from = None
        self._take_back(seat)
        return True

    def _take_back(self, seat: int | None) -> None:
        self.clear_suggestion()
        self.match.undo(seat)
        self.log.truncate(self.match.ply)
        self.animations.skip()
        self.game_over_shown = False
        if seat is not None and self.on_screen(seat):
            self.private_draws.pop(seat, None)
            self._set_viewer(seat)
        self.refresh()
        self._choose_viewer()
        if self.phones is not None:
            self.phones.changed()

    def take_back_for_phone(self, seat: int) -> None:
        """A phone seat's Undo, asked on its phone (the phone's session checked it may): the
        move goes as any undo goes, and the screen still shows only what everyone may see."""
        self._take_back(seat)

    # ------------------------------------------------------------------ suggest

    def tell_autosave(self) -> None:
        """Say once that autosaving failed (the game goes on; after the last move, that the
        final save could not be written), and once that it works again."""
        problem = self.match.autosave_problem
        if problem == self._autosave_told:
            return
        if problem is not None and self._autosave_told is None:
            self.app.toast(
                unsaved_ending(problem)
                if self.match.is_over()
                else _("Autosave failed: {problem}. The game goes on; it will try again.").format(
                    problem=problem
                ),
                "error",
                seconds=6,
            )
        elif problem is None:
            self.app.toast(_("Autosave works again."), "good")
        self._autosave_told = problem

    def quick_save(self) -> None:
        name = _("Quick save {title}").format(title=game_title(self.match.game.spec.title))
        self.save_copy(name)

    def ask_save_copy(self) -> None:
        """Ask for a name, then save a copy of the game under it."""
        match = self.match
        default = _("{game} – {players} – round {round}").format(
            game=game_title(match.game.spec.title),
            players=", ".join(seat.name for seat in match.seats),
            round=match.round,
        )
        self.app.push(
            PromptDialog(
                self.app, lambda: _("Save a copy"), default, lambda: _("Save"), self.save_copy
            )
        )

    def save_copy(self, name: str) -> None:
        try:
            self.match.save_as(name)
        except (OSError, TabletopError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else error
            self.app.toast(_("Could not save: {reason}").format(reason=reason), "error")
            return
        self.app.toast(_("Saved a copy as “{name}”").format(name=name), "good")

    def ask_before_leaving(self, leave: Callable[[], None]) -> bool:
        """Every way out of a tutorial under way (Quit to title, loading a save, closing the
        window) asks the same question first, ``leave`` on yes: its place is not saved. True
        when it asked (the caller leaves nothing itself); False when leaving loses nothing."""
        if self.overlay is None or not self.overlay.leaving_loses():
            return False
        top = self.app.top
        if isinstance(top, ConfirmDialog) and top.on_confirm == leave:
            return True  # asked already (the window's close pressed twice): once is enough
        self.app.push(
            ConfirmDialog(
                self.app,
                lambda: _("Leave the tutorial?"),
                lambda: _(
                    "Your place in it is not kept. You can start it again from the "
                    "beginning with Learn to play on the title screen."
                ),
                lambda: _("Leave tutorial"),
                leave,
            )
        )
        return True

    def leave_to_title(self) -> None:
        """Back to the title screen; asked first when the game's last autosave failed, or
        when a tutorial is under way (it is not saved: Continue cannot bring it back).

        The game's own file was written after its last move, so Continue brings it back —
        unless that write failed: then leaving loses the moves since, and a finished game
        would be listed as unfinished (the app keeps it and tries again while it runs)."""
        match = self.match
        if self.ask_before_leaving(self.app.go_to_title):
            return
        if match.autosave and match.autosave_problem is not None:
            match.write_autosave()  # there may be room again: try before asking
            self.tell_autosave()
        if not match.autosave or match.autosave_problem is None:
            self.app.go_to_title()
            # The title's buttons lie under the one that left: a double click presses none.
            self.app.guard_input(at_pointer=True)
            return

        def title() -> str:
            if match.is_over():
                return _("The final save could not be written")
            return _("This game is not saved")

        def message() -> str:
            if match.is_over():
                return _(
                    "The last move could not be saved ({problem}), so this game would be "
                    "listed as unfinished. Save a copy first, or quit anyway: tabletop tries "
                    "again while it runs."
                ).format(problem=match.autosave_problem)
            return _(
                "The last autosave failed ({problem}), so leaving now loses this game. Save a "
                "copy first, or quit anyway."
            ).format(problem=match.autosave_problem)

        self.app.push(
            ConfirmDialog(self.app, title, message, lambda: _("Quit anyway"), self.app.go_to_title)
        )

    # ------------------------------------------------------------------ phones
    def open_phones(self, back: Callable[[], None] | None = None) -> None:
        """A game with phone seats opened here to be played: its phones' server starts now
        (not before: the firewall asks when the player sees why) and the join screen shows
        each phone seat's code (new ones for a loaded game: links die with their session);
        ``back``: the join screen's way back to New game, for a game just set up there."""
        if not self.phone_seats() or self.phones is not None or self.match.is_over():
            return
        from .phones import PhoneStrip, TablePhones  # lazily: only a game with phones
        from .scenes.phone_join import PhoneJoinScene  # lazily: only a game with phones

        self.phones = TablePhones(self)
        self.phones.start()
        self.widgets.append(PhoneStrip(self.phones, self.repair_phone))
        self.app.push(PhoneJoinScene(self.app, self, self.phones, back=back))

    def repair_phone(self, seat: int) -> None:
        """*Re-pair* beside the board: a new link for ``seat`` (the old one closed), its new
        code on the join screen."""
        from .scenes.phone_join import PhoneJoinScene  # lazily: only a game with phones

        if self.phones is None:
            return
        self.phones.repair(seat)
        self.app.push(PhoneJoinScene(self.app, self, self.phones, [seat]))

    def phone_mark(self, seat: int) -> PhoneMark | None:
        """How ``seat``'s phone is, for its row in the players panel (None: not a phone seat,
        or no phones at this table, e.g. a replay)."""
        if self.phones is None or seat not in self.phones.seats:
            return None
        return self.phones.mark(seat)

    def phone_to_act(self) -> int | None:
        """The phone seat to act, whose player may click the big screen now (None: no phone
        seat is to act, or something is in front of the table)."""
        seat = self.match.to_act()
        if self.phones is None or seat is None or not self.match.seats[seat].phone:
            return None
        if self.viewer is not None or self.passing_to is not None or self.app.top is not self:
            return None
        return seat

    def click(self, target: Target) -> Reply:
        """A click on ``target``: a phone seat's public move while it is to act (finished on
        its phone when it needs a private choice: ``TablePhones.click``), else as any player's."""
        seat = self.phone_to_act()
        if seat is None or self.phones is None:
            return super().click(target)
        reply = self.phones.click(seat, target)
        self.touch()
        return reply

    def phones_restarted(self) -> None:
        """The phones' server listens on another address (new links for every seat)."""
        self.touch()

    # ------------------------------------------------------------------ flow
    def poll(self) -> None:
        """Called by the app every frame while nothing pauses the game. AI moves are shown one
        at a time: the next may be thought out meanwhile, but is applied only once the
        animations of the previous one are over. The phones' moves come in through their
        session, checked as a click is."""
        if self.phones is not None:
            self.phones.pump()
        self.match.poll(hold=self.animations.busy)
        self._flow()

    def _flow(self) -> None:
        if self.app.top is not self:
            return
        if self.match.is_over():
            if not self.game_over_shown and not self.animations.busy:
                self.game_over_shown = True
                self.app.push(self.game_over_scene())
            return
        if self.passing_to is not None and not self.animations.busy:
            from .scenes.pass_device import PassDeviceScene  # lazily: only in play

            self.app.push(
                PassDeviceScene(self.app, self, self.passing_to, from_seat=self.passing_from)
            )

    def open_menu(self) -> None:
        self.app.screens.game_menu(self)

    def open_rules(self) -> None:
        from .scenes.rules import open_rules  # lazily: only in play

        open_rules(self.app, self.match.game_id)

    def show_results(self) -> None:
        self.app.push(self.game_over_scene())

    def game_over_scene(self) -> Scene:
        from .scenes.game_over import GameOverScene  # lazily: only in play

        return GameOverScene(self.app, self)

    def on_resume(self) -> None:
        # The pointer moved while a screen stood in front (pass the device, a dialog): hover
        # where it is now, or the next player sees the last one's card lit, with its tooltip.
        if self.app.pointer != (-1, -1):
            self.mouse = self.app.pointer
        self.refresh()

    def retranslate(self) -> None:
        """The HUD's buttons in the new language, and the view read again (a controller's
        remembered words go with the old view); the log says itself again when drawn."""
        self.menu_button.label = _("Menu")
        self.undo_button.label = _("Undo")
        self.results_button.label = _("Results")
        self.suggest_button.label = _("Suggest")
        self.continue_button.label = _("Continue")
        self.refresh()

    def on_exit(self) -> None:
        if self.phones is not None:
            self.phones.stop()  # the game's links die with its table
        self.match.remove_listener(self._on_action)
        self.app.leave_match(self.match)

    # ------------------------------------------------------------------ hooks
    def animations_for(
        self, seat: int, action: Action, events: tuple[Event, ...]
    ) -> list[anim.Animation]:
        if seat == self.viewer:
            return []  # the player saw their own move happen
        lines = [text for e in events if (text := self.describe_event(e))]
        name = self.seat_name(seat)
        if lines:
            # Translators: a banner over the board: a player's name and what they did.
            caption = _("{name}: {event}").format(name=name, event=lines[0])
        else:
            caption = _("{name} moved").format(name=name)
        anchor = (self.board_rect.centerx, self.board_rect.top + theme.px(theme.Space.M))
        return [anim.banner(caption, self.seat_color(seat), anchor)]

    def draw_table(self, surface: pygame.Surface) -> None:
        for panel in self.panels:
            panel.draw(surface)

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """A table's own input before the pointer's (its keys); True when used."""
        return False

    # ------------------------------------------------------------------ scene
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        pad = theme.px(theme.PAD)
        self.hud_rect = pygame.Rect(0, 0, w, theme.px(HUD_HEIGHT))
        side_w = max(theme.px(SIDE_WIDTH[0]), min(theme.px(SIDE_WIDTH[1]), w // 4))
        top = self.hud_rect.bottom + pad
        self.side_rect = pygame.Rect(w - pad - side_w, top, side_w, h - top - pad)
        self.board_rect = pygame.Rect(pad, top, self.side_rect.x - 2 * pad, h - top - pad)
        seats_h = min(self.side_rect.height // 2, SeatsPanel.height_for(len(self.match.seats)))
        self.seats_rect = pygame.Rect(self.side_rect.x, top, side_w, seats_h)
        self.log_rect = pygame.Rect(
            self.side_rect.x,
            self.seats_rect.bottom + pad,
            side_w,
            self.side_rect.bottom - self.seats_rect.bottom - pad,
        )
        bw, bh = map(theme.px, HUD_BUTTON_SIZE)
        gap, extra = theme.px(theme.Space.M), theme.px(WIDE_BUTTON_EXTRA)
        y = self.hud_rect.centery - bh // 2
        self.menu_button.rect = pygame.Rect(w - pad - bw, y, bw, bh)
        self.undo_button.rect = pygame.Rect(self.menu_button.rect.x - gap - bw, y, bw, bh)
        self.results_button.rect = pygame.Rect(
            self.undo_button.rect.x - gap - bw - extra, y, bw + extra, bh
        )
        # Suggest takes the Results button's place: one is shown during play, the other after.
        self.suggest_button.rect = self.results_button.rect.copy()
        self.continue_button.rect = self.results_button.rect.copy()

    def toast_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Toasts stand over the board, near its foot: the panels around it hold the cards,
        tiles and buttons a player reaches for next (Metro's Draw a tile, the Great Tour's
        Cancel), which a toast at the window's foot hid until it faded."""
        area = self.board_rect.copy()
        area.height -= theme.px(theme.Space.L)
        return area

    def handle(self, event: pygame.event.Event) -> None:
        self.dismiss_suggestion_banner(event)  # the player acts: the sentence leaves
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return
            if event.key == pygame.K_F1:
                self.open_rules()
                return
            if ctrl and event.key == pygame.K_z:
                self.undo()
                return
            if event.key == pygame.K_SPACE and self.animations.busy:
                self.animations.skip()
                return
            if event.key == pygame.K_m and not ctrl:
                toggle_mute(self.app)
                return
            if is_suggest_key(event):
                self.suggest()
                return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.animations.skip()  # a click means "I'm here": never make the player wait
        for widget in self.widgets:
            if widget.handle(event) and event.type not in (
                pygame.MOUSEMOTION,
                pygame.MOUSEBUTTONUP,
            ):
                return
        if self.log.handle(event):
            return
        if self.handle_table_event(event):
            return
        self.handle_pointer(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.animations.update(dt, self.app.settings.animation_factor)
        if self.viewport is not None:
            if self.app.top is not self:
                self.viewport.release_keys()  # a dialog or screen in front has the keyboard
            self.viewport.update(dt, smooth=self.app.settings.animation_factor > 0)
        self._follow_pointer()
        self.undo_button.enabled = self.undo_allowed()
        self.continue_button.visible = self.showing_move
        self.suggest_button.visible = not self.match.is_over() and not self.showing_move
        self.suggest_button.enabled = self.suggest_refusal() is None and not self.suggesting
        self.update_suggestion()
        self.tick_suggestion(dt)
        self.tell_autosave()

    def wake_in(self) -> float | None:
        """Frames keep coming while animations play (the AI's timing is the app's business:
        ``Match.next_poll_in``)."""
        if self.animations.busy or (
            self.viewport is not None and self.viewport.wake_in() is not None
        ):
            return 0.0
        if self.app.top is self and (
            self.passing_to is not None or (self.match.is_over() and not self.game_over_shown)
        ):
            # ``_flow`` has a screen to open once the last move has played out (the results,
            # the pass screen): the next frame opens it, not the player's next touch.
            return 0.0
        if self.suggestion_breathes:
            return 0.0  # the suggested move's highlight breathes
        return super().wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        self.draw_table(surface)
        hud = self.hud_buttons()
        for widget in self.widgets:
            if widget not in hud:
                widget.draw(surface)
        self.draw_hud(surface)
        self.animations.draw(surface)
        self.draw_on_top(surface)

    def draw_on_top(self, surface: pygame.Surface) -> None:
        """What a table draws last: a tutorial's dim and bubble, then the hover cards over
        them (under the dim a card looked greyed out; ``App.draw`` draws the tutorial's marks
        over a dialog of the table's moves instead)."""
        overlay = self.overlay
        if overlay is not None and overlay.shown() and self.app.top is self:
            overlay.draw(surface)
        self.draw_hud_tooltip(surface)
        self.draw_tooltip(surface)

    # ------------------------------------------------------------------ drawing helpers


__all__ = [
    "AUTO",
    "Suggestion",
    "TableScene",
    "is_suggest_key",
    "suggestion_ring",
    "unsaved_ending",
]
