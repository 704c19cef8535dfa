"""``TableBase``: what every part of a table stands on — the match, the seat on screen and
its view, the legal actions, the controller — and the seats' flow (which seat's view is drawn,
pass-the-device between humans, whether the player on screen may act or take back a move).

``TableScene`` (``table.py``) is made of this and its parts: the pointer (``table_pointer``),
Suggest (``table_suggest``) and the top bar (``table_hud``), each a layer over the one before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

import pygame

from tabletop.controller.base import TableController
from tabletop.core import Action, Event, IllegalActionError, View
from tabletop.core.i18n import _

from . import anim, theme
from .eventlog import EventLog, describe_event
from .scene import Scene
from .tooltip import Tooltip
from .widgets import Button, Widget

if TYPE_CHECKING:
    from tabletop.play import Match

    from .app import App

#: ``viewer`` argument meaning "follow the seats to act" (the normal case).
AUTO = "auto"


class TableOverlay(Protocol):
    """Something drawn over a table and whatever dialog it has open, that hears the input
    first (a tutorial's coach marks: ``ui/tutorial_marks.py``)."""

    def handle(self, event: pygame.event.Event) -> bool: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def shown(self) -> bool:
        """Whether it is drawn and hears input now."""
        ...

    def keep_clear(self) -> list[pygame.Rect]:
        """Where a toast or a hover card must not stand while it is shown (its bubble and
        buttons, what it rings)."""
        ...

    def leaving_loses(self) -> bool:
        """Leaving the table now loses what it is in the middle of (a tutorial's place: it
        is not saved until the script is over), so the table asks first."""
        ...


class TableBase(Scene):
    """The state every part of a table reads (set up by ``TableScene.__init__``)."""

    app: App
    match: Match
    #: The game's controller: what a click on a target means, what the pointer is over. A
    #: table sets it before calling ``TableScene.__init__`` (the first view syncs it).
    controller: TableController
    #: The seat whose view is on screen (None: a spectator, or a hand hidden while passing),
    #: and that view.
    viewer: int | None
    view: View
    #: The seat the device is being passed to, and the human who played last before it.
    passing_to: int | None
    passing_from: int | None
    #: Counts the changes of what the table shows (the view read again, the controller's
    #: sub-state changed): hover cards and cached pictures are made again after one.
    version: int
    #: Per human seat: what their turn's last move showed only them.
    private_draws: dict[int, list[Event]]
    log: EventLog
    animations: anim.AnimationQueue
    #: The one tooltip: what the pointer is over, or what a HUD button does.
    tooltip: Tooltip
    #: A game watched again (a replay): nobody thinks or acts in it.
    watching: bool
    hud_rect: pygame.Rect
    board_rect: pygame.Rect
    undo_button: Button
    results_button: Button
    #: The table's buttons and strips, drawn over its panels (they hear input first).
    widgets: list[Widget]
    _fixed_viewer: int | None | str
    #: Why a move is not allowed here besides the rules (a tutorial's step), or None.
    gate: Callable[[Action], str | None] | None = None
    #: Drawn over the table and its dialogs, hearing input first (a tutorial's marks).
    overlay: TableOverlay | None = None
    _last_human: int | None
    _legal: tuple[object, tuple[Action, ...]]

    # ------------------------------------------------------------------ seats and views
    def screen_humans(self) -> list[int]:
        """The human seats played at the big screen (not from a phone)."""
        return [i for i, seat in enumerate(self.match.seats) if seat.is_human and not seat.phone]

    def phone_seats(self) -> list[int]:
        """The seats played from phones (``tabletop.lan``): the big screen never shows them."""
        return [i for i, seat in enumerate(self.match.seats) if seat.is_human and seat.phone]

    def on_screen(self, seat: int) -> bool:
        """``seat`` is a human who plays at the big screen."""
        info = self.match.seats[seat]
        return info.is_human and not info.phone

    @property
    def multi_human(self) -> bool:
        """Several people look at the screen who may not see each other's hands: two humans
        at the screen, or one beside players holding phones."""
        at_screen = len(self.screen_humans())
        return at_screen >= 2 or (at_screen == 1 and bool(self.phone_seats()))

    def seat_for_turn(self) -> int | None:
        """Whose view the turn calls for: the human at the screen to act; while an AI acts,
        the last human who played (their hand stays in front of them); None (what everyone
        may see) when nobody plays at the screen, and whenever phones are at the table and
        the seat to act is not at the screen."""
        if self._fixed_viewer != AUTO:
            return self._fixed_viewer  # type: ignore[return-value]
        seat = self.match.to_act()
        if seat is not None and self.on_screen(seat):
            return seat
        if self.phone_seats():
            return None
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
        elif (
            wanted is None
            and self.passing_to is None
            and (self.viewer is not None or not self.view)
        ):
            # A phone's turn (or the game opens on one): only what everyone may see.
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
        lines = [self.describe_own(event) for event in self.private_draws.get(seat, [])]
        return [line for line in lines if line]

    def refresh(self) -> None:
        """Re-read the view (after any change of state or viewer); the controller follows."""
        self.view = self.match.view(self.viewer)
        self.touch()
        self.controller.sync(self.view, self.legal())
        self.undo_button.enabled = self.undo_allowed()
        self.results_button.visible = self.match.is_over()

    @property
    def viewer_to_act(self) -> bool:
        """The seat on screen is the human to act (whatever dialog is open over the table)."""
        seat = self.match.to_act()
        return (
            seat is not None
            and seat == self.viewer
            and self.match.seats[seat].is_human
            and self.passing_to is None
        )

    def legal(self) -> Sequence[Action]:
        """The engine's legal actions when the seat on screen is the human to act, else none
        (worked out once per table version; the table's dialogs use them too)."""
        key = (self.version, self.viewer_to_act)
        if key != self._legal[0]:
            actions = tuple(self.match.legal_actions()) if self.viewer_to_act else ()
            self._legal = (key, actions)
        return self._legal[1]

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

    def touch(self) -> None:
        """What the table shows changed (a new view, a controller's sub-state)."""
        self.version += 1

    def submit(self, action: Action) -> bool:
        """Play ``action`` for the seat to act; a refusal is shown to the player, not raised."""
        refusal = self.gate(action) if self.gate is not None else None
        if refusal is not None:
            self.app.toast(refusal, "info")
            return False
        try:
            self.match.submit(action)
        except IllegalActionError as error:
            self.app.toast(error.message, "error")
            return False
        return True

    def undo_refusal(self, seat: int | None = None) -> IllegalActionError | None:
        """Why the player on screen (or ``seat``) cannot take back their move now, or None."""
        seat = self.viewer if seat is None else seat
        if seat is None:
            from tabletop.play.refusals import UndoRefusal  # lazily: only in play

            return IllegalActionError(UndoRefusal.NOT_A_PLAYER)
        return self.match.undo_refusal(seat)

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

    def describe_event(self, event: Event) -> str | None:
        return describe_event(event)

    def describe_own(self, event: Event) -> str | None:
        """``event``, shown only to its seat, said to that seat ("You drew…"): the pass screen
        addresses the player who moved, so a game's table says their draws in the second person
        (the log's lines are in the third). By default, the log's line."""
        return self.describe_event(event)


__all__ = ["AUTO", "TableBase", "TableOverlay"]
