"""``TableScene``: the base of every game's table (see ``tabletop/ui/tables/__init__.py``).

The base owns the flow around the board — which seat's view to draw, pass-the-device between
human seats, the in-game menu (Esc), the rules help (F1), undo (Ctrl+Z), quick save (Ctrl+S),
Suggest (H: the Strong level's move for the human to act, highlighted, never played), the event
log, the animation queue and the game-over screen — so a game's table only draws a view and
turns clicks into actions.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import TYPE_CHECKING

import pygame

from tabletop.core import Action, Event, IllegalActionError, TabletopError, View
from tabletop.core.i18n import _

from . import anim, theme
from .eventlog import EventLog, describe_event
from .mute import toggle_mute
from .scene import Scene
from .widgets import Button
from .words import game_title, seat_label

if TYPE_CHECKING:
    from tabletop.play import Match

    from .app import App
    from .sound_events import EventSounds

#: ``viewer`` argument meaning "follow the seats to act" (the normal case).
AUTO = "auto"
#: Width of a HUD tooltip at the reference window size.
TOOLTIP_WIDTH = 300
#: The shared table frame (reference pixels): the top bar; the side column's least and largest
#: width; a top-bar button, and the Results/Suggest button's extra width.
HUD_HEIGHT = 56
SIDE_WIDTH = (280, 340)
HUD_BUTTON_SIZE = (96, 38)
WIDE_BUTTON_EXTRA = 20
#: The shortest title and status in the top bar before they are cut.
HUD_TEXT_MIN = (60, 40)
#: The suggestion's box at most.
SUGGESTION_WIDTH = 560
#: A seat row of the seats panel: its height at most, the panel's inset and the room above the
#: rows, the mark's middle and radius, where the name starts, the name's lift when a detail line
#: follows and the detail's drop, the room kept for the score, and the turn bar's inset.
SEAT_ROW = 52
SEATS_INSET = 10
SEATS_HEAD = 18
SEAT_MARK_MIDDLE = 22
SEAT_MARK_RADIUS = 10
SEAT_NAME_LEFT = 42
SEAT_NAME_LIFT = 9
SEAT_DETAIL_DROP = 19
SEAT_SCORE_WIDTH = 56
#: A row tall enough for a detail line.
SEAT_DETAIL_ROW = 40


def unsaved_ending(problem: str) -> str:
    """What the player is told when a game's final save could not be written."""
    return _(
        "The final save could not be written: {problem}. Save a copy to keep this game; "
        "tabletop will try again."
    ).format(problem=problem)


def is_suggest_key(event: pygame.event.Event) -> bool:
    """H without Ctrl (or Cmd): Suggest, at the table and in a dialog of the player's decision."""
    return (
        event.type == pygame.KEYDOWN
        and event.key == pygame.K_h
        and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
    )


def suggestion_ring(surface: pygame.Surface, rect: pygame.Rect | None) -> None:
    """The mark of a suggested card, deck or panel item: an accent ring round ``rect``."""
    if rect is None:
        return
    outer = rect.inflate(theme.px(theme.Space.S), theme.px(theme.Space.S))
    radius = theme.px(theme.Space.S)
    pygame.draw.rect(
        surface, (20, 20, 24), outer.inflate(2, 2), theme.px(theme.Stroke.THICK), radius
    )
    pygame.draw.rect(surface, theme.ACCENT, outer, theme.px(theme.Stroke.MEDIUM), radius)


@dataclass(frozen=True)
class Suggestion:
    """A suggested move as a table shows it: a short sentence saying the move, the drawing
    that highlights it on the board (``TableScene.suggestion_for``), and the level's reason
    in one line (``tabletop.play.suggest.Hint``; None when it gives none)."""

    words: str
    draw: Callable[[pygame.Surface], None]
    reason: str | None = None

    @property
    def sentence(self) -> str:
        """The move and its reason as one text (a dialog's narrow band)."""
        if self.reason is None:
            return self.words
        return _("{move} — {why}").format(move=self.words, why=self.reason)


class TableScene(Scene):
    """Base class of a game's table. Subclass it, override the hooks, list it in ``TABLES``.

    Hooks (override):
        ``layout(size)`` — call ``super().layout(size)`` first: it sets ``hud_rect`` (top bar),
            ``board_rect`` (left, the board's area), ``side_rect`` (right column),
            ``seats_rect`` and ``log_rect`` (parts of the side column). Move them as you like.
        ``draw_table(surface)`` — draw the board, hands and markets from ``self.view`` (the
            view of ``self.viewer``; never the full state). Called every frame.
        ``handle_table_event(event) -> bool`` — the board's input; when ``self.can_act``, turn
            a click into one of ``self.match.legal_actions()`` and call ``self.submit(action)``.
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
        ``self.match``, ``self.view``, ``self.viewer``, ``self.can_act``, ``self.submit``,
        ``self.seat_name/seat_color``, ``self.draw_seats``, ``self.animations``
        (``anim.fly/drop_in/pulse/banner`` make ready animations), ``self.app.toast``,
        ``self.app.settings`` (e.g. ``confirm_claims``), ``self.widgets`` (append your
        buttons: they get events before ``handle_table_event`` and are drawn after
        ``draw_table``; the HUD's are already there).
    """

    #: The sound each of its game's event classes makes: its ``TableDescriptor``'s, given
    #: when the table is opened (``ui.tables.open_table``); none until then.
    sounds: EventSounds = MappingProxyType({})

    def __init__(self, app: App, match: Match, *, viewer: int | None | str = AUTO) -> None:
        super().__init__(app)
        self.match = match
        self._fixed_viewer = viewer
        humans = match.human_seats()
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
        #: The ply a suggestion was asked at (None: none asked), and the suggestion once in.
        self._suggest_ply: int | None = None
        self.suggested: Suggestion | None = None
        self.suggested_action: Action | None = None
        self.widgets = [
            self.menu_button,
            self.undo_button,
            self.results_button,
            self.suggest_button,
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
        """A loaded game: rebuild its log's events by replaying the moves from the seed (the
        engine's public API, as ``Match.replay`` does). Drawing still filters by audience."""
        if not self.match.log:
            return
        game = self.match.game
        try:
            state = game.new_state(self.match.config, self.match.seed)
            for ply, (seat, action) in enumerate(self.match.log):
                step = game.apply(state, action)
                state = step.state
                self.log.add(ply, seat, action, step.events)
        except TabletopError:  # cannot happen for a validated save; keep the table usable
            self.log.truncate(0)

    # ------------------------------------------------------------------ seats and views
    @property
    def multi_human(self) -> bool:
        return len(self.match.human_seats()) >= 2

    def seat_for_turn(self) -> int | None:
        """Whose view the turn calls for: the human to act; while an AI acts, the last human
        who played (their hand stays in front of them); None when nobody is human."""
        if self._fixed_viewer != AUTO:
            return self._fixed_viewer  # type: ignore[return-value]
        seat = self.match.to_act()
        if seat is not None and self.match.seats[seat].is_human:
            return seat
        return self._last_human

    def _choose_viewer(self) -> None:
        """Pick the seat to show, asking for the device to be passed between two humans."""
        wanted = self.seat_for_turn()
        if self._fixed_viewer != AUTO or not self.multi_human or self.match.is_over():
            self.passing_to = None
            self._set_viewer(wanted)
            return
        if wanted != self.viewer and wanted is not None and self.passing_to != wanted:
            # Hide the previous hand at once; the next player reveals theirs by a click.
            if self.passing_to is None:
                self.passing_from = self.viewer
            self.passing_to = wanted
            self._set_viewer(None)

    def _set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        if seat is not None:
            self._last_human = seat
        self.refresh()

    def device_passed(self) -> None:
        """The pass-the-device screen was clicked: show the new player's view."""
        seat, self.passing_to, self.passing_from = self.passing_to, None, None
        self._set_viewer(seat)

    def drawn_for(self, seat: int | None) -> list[str]:
        """What ``seat``'s last move showed only them, in words (for the pass screen)."""
        if seat is None:
            return []
        lines = [self.describe_event(event) for event in self.private_draws.get(seat, [])]
        return [line for line in lines if line]

    def refresh(self) -> None:
        """Re-read the view (after any change of state or viewer)."""
        self.view = self.match.view(self.viewer)
        self.undo_button.enabled = self.undo_allowed()
        self.results_button.visible = self.match.is_over()

    @property
    def can_act(self) -> bool:
        """True when the seat on screen is a human whose turn it is and nothing is in front."""
        seat = self.match.to_act()
        return (
            seat is not None
            and self.viewer == seat
            and self.match.seats[seat].is_human
            and self.passing_to is None
            and self.app.top is self
        )

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def seat_color(self, seat: int) -> theme.Color:
        return theme.hex_to_rgb(self.match.seats[seat].color)

    # ------------------------------------------------------------------ acting
    def submit(self, action: Action) -> bool:
        """Play ``action`` for the seat to act; a refusal is shown to the player, not raised."""
        try:
            self.match.submit(action)
        except IllegalActionError as error:
            self.app.toast(error.message, "error")
            return False
        return True

    def _on_action(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        self.clear_suggestion()
        self.log.add(self.match.ply - 1, seat, action, events)
        if self.match.seats[seat].is_human and self._fixed_viewer == AUTO:
            self._last_human = seat
        if self.match.seats[seat].is_human:
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
        self.app.sound.play_events(events, self.viewer, self.sounds)  # what the seat may see
        if self.match.is_over() and self.records_history:
            self.game_finished()
        self._choose_viewer()

    def undo_refusal(self, seat: int | None = None) -> IllegalActionError | None:
        """Why the player on screen (or ``seat``) cannot take back their move now, or None."""
        seat = self.viewer if seat is None else seat
        if seat is None:
            from tabletop.play.refusals import UndoRefusal

            return IllegalActionError(UndoRefusal.NOT_A_PLAYER)
        return self.match.undo_refusal(seat)

    def game_finished(self) -> None:
        """The last move was played: record the game in the history (on a worker thread)."""
        duration = None if self.started_at is None else time.monotonic() - self.started_at
        self.app.history.record(self.match, duration_seconds=duration)

    def undo_allowed(self) -> bool:
        """Undo takes back the on-screen player's own last move and the AI replies after it
        (Match decides which moves may be taken back)."""
        return self.passing_to is None and self.undo_refusal() is None

    def undo_tooltip(self) -> str:
        """The Undo button's tooltip: what it does, or why it cannot now."""
        refusal = self.undo_refusal()
        if refusal is None:
            return _("Take back your last move (Ctrl+Z)")
        return refusal.message

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
        if seat is not None:
            self.private_draws.pop(seat, None)
            self._set_viewer(seat)
        self.refresh()
        self._choose_viewer()

    # ------------------------------------------------------------------ suggest
    def suggest_refusal(self) -> str | None:
        """Why there is nothing to suggest now (None: the player on screen is to act)."""
        if self.match.is_over():
            return _("The game is over.")
        seat = self.match.to_act()
        if seat is None or not self.match.seats[seat].is_human:
            name = self.seat_name(seat) if seat is not None else ""
            return _("Suggestions are for your own turn: {name} is playing.").format(name=name)
        if self.passing_to is not None or seat != self.viewer:
            return _("Suggestions are for the player whose turn it is, once they see the table.")
        return None

    def suggest(self) -> None:
        """Ask what the Strong level would play for the human to act (in the worker process,
        from their view only); it shows once it arrives and is never played."""
        refusal = self.suggest_refusal()
        if refusal is not None:
            self.app.toast(refusal, "info")
            return
        if self._suggest_ply == self.match.ply:
            return  # already thinking about (or showing) this one
        try:
            self.match.request_suggestion()
        except IllegalActionError as error:
            self.app.toast(error.message, "info")
            return
        self._suggest_ply = self.match.ply
        self.suggested = self.suggested_action = None

    @property
    def suggesting(self) -> bool:
        """A suggestion was asked and is still being thought out."""
        return self._suggest_ply is not None and self.suggested is None

    def clear_suggestion(self) -> None:
        self._suggest_ply = None
        self.suggested = self.suggested_action = None

    def update_suggestion(self) -> None:
        """Take the worker's answer once it is in (a dialog of the player's decision calls this
        too: the table below it does not update while the dialog is up)."""
        if self._suggest_ply is None:
            return
        if self._suggest_ply != self.match.ply or self.suggest_refusal() is not None:
            self.clear_suggestion()  # the turn moved on, or the seat on screen changed
            return
        if self.suggested is not None:
            return
        from tabletop.play.worker import WorkerError

        try:
            hint = self.match.hint
        except WorkerError:
            self.clear_suggestion()
            self.app.toast(_("No suggestion this time: the AI could not decide."), "error")
            return
        if hint is not None:
            self.suggested_action = hint.action
            self.suggested = replace(self.suggestion_for(hint.action), reason=hint.reason())

    def suggestion_for(self, action: Action) -> Suggestion:
        """The words and highlight of a suggested ``action`` (tables override this)."""
        return Suggestion(_("Suggested: {move}").format(move=str(action)), lambda surface: None)

    def _draw_suggestion(self, surface: pygame.Surface) -> None:
        """The suggested move highlighted on the board, and its sentence along the board's
        bottom with the reason below it (or "Thinking…" while it is worked out)."""
        if self._suggest_ply is None:
            return
        reason: str | None = None
        if self.suggested is not None:
            self.suggested.draw(surface)
            words, reason = self.suggested.words, self.suggested.reason
        else:
            words = _("Thinking…")
        bold, plain = theme.font("body_bold"), theme.font("body")
        space = theme.px(theme.Space.M)
        width = min(self.board_rect.width - 2 * space, theme.px(SUGGESTION_WIDTH))
        lines = [(line, "body_bold") for line in theme.wrap(words, bold, width - 2 * space)[:3]]
        if reason:
            lines += [(line, "body") for line in theme.wrap(reason, plain, width - 2 * space)[:2]]
        height = sum(theme.font(role).get_linesize() for _line, role in lines)
        box = pygame.Rect(0, 0, width, height + 2 * theme.px(theme.Space.S))
        box.midbottom = (self.board_rect.centerx, self.board_rect.bottom - space)
        theme.panel(surface, box, theme.PANEL_RAISED)
        pygame.draw.rect(
            surface, theme.ACCENT, box, theme.px(theme.Stroke.THIN), theme.px(theme.Space.S)
        )
        y = box.y + theme.px(theme.Space.S)
        for line, role in lines:
            colour = theme.TEXT if role == "body_bold" else theme.TEXT_MUTED
            theme.text(surface, line, role, colour, (box.centerx, y), "midtop")
            y += theme.font(role).get_linesize()

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
        from .scenes.dialogs import PromptDialog

        match = self.match
        default = _("{game} – {players} – turn {turn}").format(
            game=game_title(match.game.spec.title),
            players=", ".join(seat.name for seat in match.seats),
            turn=match.turn,
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

    def leave_to_title(self) -> None:
        """Back to the title screen; asked first when the game's last autosave failed.

        The game's own file was written after its last move, so Continue brings it back —
        unless that write failed: then leaving loses the moves since, and a finished game
        would be listed as unfinished (the app keeps it and tries again while it runs)."""
        match = self.match
        if match.autosave and match.autosave_problem is not None:
            match.write_autosave()  # there may be room again: try before asking
            self.tell_autosave()
        if not match.autosave or match.autosave_problem is None:
            self.app.go_to_title()
            return
        from .scenes.dialogs import ConfirmDialog

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

    # ------------------------------------------------------------------ flow
    def poll(self) -> None:
        """Called by the app every frame while nothing pauses the game. AI moves are shown one
        at a time: the next may be thought out meanwhile, but is applied only once the
        animations of the previous one are over."""
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
            from .scenes.pass_device import PassDeviceScene

            self.app.push(
                PassDeviceScene(self.app, self, self.passing_to, from_seat=self.passing_from)
            )

    def open_menu(self) -> None:
        from .scenes.menu import GameMenu

        self.app.push(GameMenu(self.app, self))

    def open_rules(self) -> None:
        from .scenes.rules import open_rules

        open_rules(self.app, self.match.game_id)

    def show_results(self) -> None:
        self.app.push(self.game_over_scene())

    def game_over_scene(self) -> Scene:
        from .scenes.game_over import GameOverScene

        return GameOverScene(self.app, self)

    def on_resume(self) -> None:
        self.refresh()

    def retranslate(self) -> None:
        """The HUD's buttons in the new language, and the view read again (a controller's
        remembered words go with the old view); the log says itself again when drawn."""
        self.menu_button.label = _("Menu")
        self.undo_button.label = _("Undo")
        self.results_button.label = _("Results")
        self.suggest_button.label = _("Suggest")
        self.refresh()

    def on_exit(self) -> None:
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

    def describe_event(self, event: Event) -> str | None:
        return describe_event(event)

    def draw_table(self, surface: pygame.Surface) -> None:
        raise NotImplementedError(f"{type(self).__name__} must draw its table")

    def handle_table_event(self, event: pygame.event.Event) -> bool:
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
        seats_h = min(
            self.side_rect.height // 2,
            theme.px(SEATS_HEAD) + len(self.match.seats) * theme.px(SEAT_ROW),
        )
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

    def handle(self, event: pygame.event.Event) -> None:
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
            if ctrl and event.key == pygame.K_s:
                self.quick_save()
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
        self.handle_table_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.animations.update(dt, self.app.settings.animation_factor)
        self.undo_button.enabled = self.undo_allowed()
        self.suggest_button.visible = not self.match.is_over()
        self.suggest_button.enabled = self.suggest_refusal() is None and not self.suggesting
        self.update_suggestion()
        self.tell_autosave()

    def wake_in(self) -> float | None:
        """Frames keep coming while animations play (the AI's timing is the app's business:
        ``Match.next_poll_in``)."""
        if self.animations.busy:
            return 0.0
        return super().wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        self.draw_table(surface)
        hud = (self.menu_button, self.undo_button, self.results_button, self.suggest_button)
        for widget in self.widgets:
            if widget not in hud:
                widget.draw(surface)
        self.draw_hud(surface)
        self.animations.draw(surface)

    # ------------------------------------------------------------------ drawing helpers
    def status_text(self) -> str:
        """The HUD's one-line status."""
        if self.match.is_over():
            return _("Game over")
        seat = self.match.to_act()
        if seat is None:
            return ""
        name = self.seat_name(seat)
        if self.passing_to is not None:
            return _("Waiting for {name}").format(name=self.seat_name(self.passing_to))
        if not self.match.seats[seat].is_human and not self.watching:
            return _("{name} is thinking…").format(name=name)
        if seat == self.viewer and not self.multi_human:
            return _("Your turn")
        return _("{name}'s turn").format(name=name)

    def draw_hud(self, surface: pygame.Surface) -> None:
        bar = self.hud_rect
        pygame.draw.rect(surface, theme.PANEL, bar)
        pygame.draw.line(surface, theme.PANEL_BORDER, bar.bottomleft, bar.bottomright)
        pad = theme.px(theme.PAD)
        gap = theme.px(theme.Space.XXL)
        round_rect = theme.text(
            surface,
            _("Round {round}").format(round=self.match.round),
            "small",
            theme.TEXT_MUTED,
            (self.results_button.rect.x - theme.px(theme.Space.XL), bar.centery),
            "midright",
        )
        status = self.status_text()
        seat = self.match.to_act()
        marked = bool(status) and seat is not None and not self.match.is_over()
        status_font = theme.font("body_bold")
        marker = 2 * theme.px(theme.Space.L) if marked else 0
        status_w = status_font.size(status)[0] + marker
        # The title is written whole when there is room: the status sits in the middle of the
        # bar when that leaves the title room, else right after the title; only when both cannot
        # fit does the title get a smaller font, and last an ellipsis.
        right = round_rect.left - gap
        title = game_title(self.match.game.spec.title)
        role = "heading"
        title_w = theme.font(role).size(title)[0]
        if pad + title_w + gap + status_w > right:
            role = "body_bold"
            title_w = theme.font(role).size(title)[0]
        title_w = min(title_w, max(theme.px(HUD_TEXT_MIN[0]), right - status_w - gap - pad))
        theme.text(
            surface, title, role, theme.TEXT, (pad, bar.centery), "midleft", max_width=title_w
        )
        start = max(pad + title_w + gap, bar.centerx - status_w // 2)
        start = min(start, max(pad + title_w + gap, right - status_w))
        if marked and seat is not None:
            theme.swatch(
                surface,
                (start + theme.px(theme.Space.M), bar.centery),
                theme.px(theme.Space.M),
                self.seat_color(seat),
            )
        theme.text(
            surface,
            status,
            "body_bold",
            theme.TEXT,
            (start + marker, bar.centery),
            "midleft",
            max_width=max(theme.px(HUD_TEXT_MIN[1]), right - start - marker),
        )
        self._draw_suggestion(surface)
        hud = (self.menu_button, self.undo_button, self.results_button, self.suggest_button)
        for widget in self.widgets:
            if widget in hud:
                widget.draw(surface)
        if self.undo_button.hovered and self.undo_button.visible and self.app.top is self:
            self._draw_hud_tooltip(surface, self.undo_tooltip(), self.undo_button.rect)
        if self.suggest_button.hovered and self.suggest_button.visible and self.app.top is self:
            self._draw_hud_tooltip(surface, self.suggest_tooltip(), self.suggest_button.rect)

    def suggest_tooltip(self) -> str:
        """The Suggest button's tooltip: what it does, or why it cannot now."""
        refusal = self.suggest_refusal()
        if refusal is not None:
            return refusal
        return _(
            "Show on the board what the Strong AI would play now, from what you can see; "
            "it never plays it for you (H)"
        )

    def _draw_hud_tooltip(self, surface: pygame.Surface, value: str, anchor: pygame.Rect) -> None:
        """A wrapped tooltip under ``anchor`` (kept inside the window)."""
        f = theme.font("small")
        width = min(theme.px(TOOLTIP_WIDTH), surface.get_width() - 2 * theme.px(theme.Space.M))
        lines = theme.wrap(value, f, width - 2 * theme.px(theme.Space.M))
        height = len(lines) * f.get_linesize() + 2 * theme.px(theme.Space.S)
        box = pygame.Rect(0, 0, width, height)
        box.midtop = (anchor.centerx, anchor.bottom + theme.px(theme.Space.S))
        box.clamp_ip(surface.get_rect())
        theme.panel(surface, box, theme.PANEL_RAISED)
        y = box.y + theme.px(theme.Space.S)
        for line in lines:
            theme.text(surface, line, "small", theme.TEXT, (box.x + theme.px(theme.Space.M), y))
            y += f.get_linesize()

    def draw_seats(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        scores: list[int] | None = None,
        details: list[str] | None = None,
        marker: Callable[[pygame.Surface, int, tuple[int, int], theme.Color], None] | None = None,
        labels: list[str] | None = None,
    ) -> None:
        """A panel with one row per seat: colour, name, AI tag, score, a detail line (when the
        row is tall enough); the seat to act is highlighted. ``marker`` draws the seat's mark
        (default: a swatch of its colour); ``labels`` replace the name lines (default: the
        name with its AI tag, ``seat_label``)."""
        theme.panel(surface, rect)
        pad = theme.px(SEATS_INSET)
        n = len(self.match.seats)
        row_h = min(theme.px(SEAT_ROW), (rect.height - 2 * pad) // max(1, n))
        to_act = self.match.to_act()
        for index, seat in enumerate(self.match.seats):
            row = pygame.Rect(
                rect.x + pad, rect.y + pad + index * row_h, rect.width - 2 * pad, row_h
            )
            if index == to_act:
                pygame.draw.rect(
                    surface, theme.ROW_SELECTED, row, border_radius=theme.px(theme.Space.M)
                )
                pygame.draw.rect(
                    surface,
                    self.seat_color(index),
                    (
                        row.x,
                        row.y + theme.px(theme.Space.S),
                        theme.px(theme.Stroke.THICK),
                        row.height - theme.px(theme.Space.L),
                    ),
                )
            mark_at = (row.x + theme.px(SEAT_MARK_MIDDLE), row.centery)
            if marker is None:
                theme.swatch(surface, mark_at, theme.px(SEAT_MARK_RADIUS), self.seat_color(index))
            else:
                marker(surface, index, mark_at, self.seat_color(index))
            name_x = row.x + theme.px(SEAT_NAME_LEFT)
            label = labels[index] if labels else seat_label(seat.name, seat.is_human)
            detail = details[index] if details and row_h >= theme.px(SEAT_DETAIL_ROW) else ""
            y = row.centery - (theme.px(SEAT_NAME_LIFT) if detail else 0)
            score_w = theme.px(SEAT_SCORE_WIDTH) if scores is not None else 0
            theme.text(
                surface,
                label,
                "body_bold",
                theme.TEXT,
                (name_x, y),
                "midleft",
                max_width=row.right - name_x - score_w,
            )
            if detail:
                theme.text(
                    surface,
                    detail,
                    "small",
                    theme.TEXT_MUTED,
                    (name_x, y + theme.px(SEAT_DETAIL_DROP)),
                    "midleft",
                    max_width=row.right - name_x - score_w,
                )
            if scores is not None:
                theme.text(
                    surface,
                    str(scores[index]),
                    "heading",
                    theme.ACCENT,
                    (row.right - theme.px(theme.Space.M), row.centery),
                    "midright",
                )
