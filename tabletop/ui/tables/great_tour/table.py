"""The Great Tour's table: the wiring of its panels.

The panels (``board``, ``tickets``, ``cards``, ``journey``, ``players``) are widgets laid out
from the map's ``ui`` rectangles (``tabletop/ui/map_layout.py``); each draws itself from the
view, says which target lies under a point and where a target is drawn. ``TableScene`` routes
the pointer to them, hands clicks to the controller (``tabletop.controller.great_tour``),
carries out its ``Reply`` and shows its hover card; this class adds the journey's buttons, the
breathing rings round the cities to click and the table's words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

import pygame

from tabletop.controller.great_tour import (
    AUTO_PAY,
    CANCEL,
    CLEAR,
    PASS,
    BlankTarget,
    DeckTarget,
    GreatTourController,
    HandTarget,
    SeatTarget,
    TicketTarget,
)
from tabletop.controller.great_tour.words import Words
from tabletop.controller.hover import Hover
from tabletop.controller.reply import Reply, Target
from tabletop.core import Action, Event
from tabletop.core.i18n import _
from tabletop.games.great_tour import (
    BLANK,
    BeginJourney,
    CancelJourney,
    DrawCards,
    GreatTourGame,
    GreatTourView,
    Pay,
)
from tabletop.games.great_tour import rules as R
from tabletop.ui import anim, theme
from tabletop.ui import colorblind as cb
from tabletop.ui.map_layout import fit_map_layout, shrink_panel
from tabletop.ui.table import AUTO, Suggestion, TableScene
from tabletop.ui.viewport import BoardViewport
from tabletop.ui.widgets import Button, Panel

from . import anims, art
from .board import BoardPanel
from .cards import DecksPanel, HandPanel
from .game_over import GreatTourGameOver
from .journey import JourneyPanel
from .players import BonusesPanel, PlayersPanel
from .tickets import TicketsPanel

if TYPE_CHECKING:
    from tabletop.play import Match
    from tabletop.ui.app import App
    from tabletop.ui.scene import Scene

#: An AI's card-by-card payment plays faster than its other moves (this share of the delay).
PAY_DELAY_SHARE = 0.3
#: Seconds the rings round the cities to click breathe after the last input or move; then
#: they hold still and a still table lets the app sleep.
BREATHE_FOR = 1.0


class GreatTourTable(TableScene):
    controller: GreatTourController

    def __init__(self, app: App, match: Match, *, viewer: int | None | str = AUTO) -> None:
        # Everything the first ``refresh`` (in the base class's constructor) reads exists first.
        game = match.game
        assert isinstance(game, GreatTourGame)
        self.game = game
        self.board = game.board
        self.palette = art.Palette(self.board, app.settings.colorblind)
        self.controller = GreatTourController(game, self.seat_name)
        self.words = Words(self.board, self.seat_name)
        self.clock = 0.0
        #: The table clock at the last input or move (the rings breathe a moment after it).
        self._stirred = 0.0
        self.autopay_button = Button(
            "", lambda: self.click(AUTO_PAY), style="primary", role="body_bold"
        )
        self.cancel_button = Button("", lambda: self.click(CANCEL), role="body_bold")
        self.pass_button = Button("", lambda: self.click(PASS), style="danger", role="body_bold")
        self._say_words()
        red = match.config.players >= R.RED_MIN_PLAYERS
        self.board_panel = BoardPanel(self, self.board, red)
        self.tickets_panel = TicketsPanel(self)
        self.decks_panel = DecksPanel(self)
        self.hand_panel = HandPanel(self)
        self.journey_panel = JourneyPanel(
            self, self.autopay_button, self.cancel_button, self.pass_button
        )
        self.players_panel = PlayersPanel(self)
        self.bonuses_panel = BonusesPanel(self)
        self._panels: tuple[Panel, ...] = (
            self.board_panel,
            self.tickets_panel,
            self.decks_panel,
            self.hand_panel,
            self.journey_panel,
            self.players_panel,
            self.bonuses_panel,
        )
        super().__init__(app, match, viewer=viewer)
        self.widgets += [self.autopay_button, self.cancel_button, self.pass_button]

    def _say_words(self) -> None:
        self.autopay_button.label = _("Auto-pay")
        self.cancel_button.label = _("Cancel")
        self.pass_button.label = _("Pass")

    def retranslate(self) -> None:
        """The buttons and the tooltip said again (the view read again repaints the rest)."""
        super().retranslate()
        self._say_words()

    # ------------------------------------------------------------------ what the panels read
    @property
    def tour_view(self) -> GreatTourView:
        return cast(GreatTourView, self.view)

    @property
    def game_over(self) -> bool:
        return self.match.is_over()

    def seat_is_human(self, seat: int) -> bool:
        return self.match.seats[seat].is_human

    @property
    def colorblind(self) -> bool:
        return self.app.settings.colorblind

    def seat_color(self, seat: int) -> theme.Color:
        """The seat's colour; in colour-blind mode the colour-blind palette's colour of the
        same name (its shape, ``seat_mark``, goes with it)."""
        if self.colorblind:
            return cb.player_color(self.match.seats[seat].color)
        return super().seat_color(seat)

    def seat_mark(self, seat: int) -> str | None:
        """What ``colorblind.draw_player_mark`` needs for the seat's shape in colour-blind mode
        (its stored colour), None otherwise."""
        return self.match.seats[seat].color if self.colorblind else None

    @property
    def breathing(self) -> bool:
        """True while the rings round the cities to click breathe (a moment after the last
        input or move)."""
        plan = self.controller.plan
        return (
            self.can_act
            and plan is not None
            and self.clock - self._stirred < BREATHE_FOR
            and any(self.controller.candidate_cities(self.tour_view))
        )

    def moving_seats(self) -> set[int]:
        """Seats whose big coach drives in a queued animation (drawn by it until it ends)."""
        return {a.seat for a in self.animations.queue if isinstance(a, anims.CoachDrive)}

    # ------------------------------------------------------------------ view and legal moves
    def refresh(self) -> None:
        super().refresh()
        self._stirred = self.clock
        self.tickets_panel.place()
        self.journey_panel.update_buttons()

    def poll(self) -> None:
        # An AI paying card by card: each card shows, quicker than a whole move.
        delay = self.app.settings.ai_delay
        self.match.agent_delay = delay * PAY_DELAY_SHARE if self.view.get("journey") else delay
        super().poll()

    # ------------------------------------------------------------------ the pointer
    @property
    def panels(self) -> Sequence[Panel]:
        """In drawing order; the pointer is looked up from the last one back."""
        return self._panels

    @property
    def viewport(self) -> BoardViewport:
        return self.board_panel.viewport

    def secondary_target(self, pos: tuple[int, int]) -> Target | None:
        """A right click drops the journey being planned."""
        return CLEAR

    def click(self, target: Target) -> Reply:
        before = self.controller.plan
        reply = super().click(target)
        plan = self.controller.plan
        if isinstance(target, TicketTarget | BlankTarget) and plan is not None and plan != before:
            # A second click on the ticket puts it back: the bounce of a double click must
            # not undo the journey it just planned.
            self.app.guard_input(at_pointer=True)
        return reply

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self._stirred = self.clock
        return False

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        pad = theme.px(theme.PAD)
        top = self.hud_rect.bottom + pad
        rects = fit_map_layout(self.board.ui, pygame.Rect(pad, top, w - 2 * pad, h - top - pad))
        needed = PlayersPanel.height_for(len(self.match.seats))
        shrink_panel(rects, "players", needed, ("bonuses", "log"))
        self.board_panel.fit(rects["board"])
        self.board_rect = self.board_panel.rect
        self.tickets_panel.layout(rects["tickets"])
        self.decks_panel.layout(rects["decks"])
        self.hand_panel.layout(rects["hand"])
        self.journey_panel.layout(rects["journey"])
        self.players_panel.rect = rects["players"]
        self.bonuses_panel.rect = rects["bonuses"]
        self.seats_rect = rects["players"]
        self.log_rect = rects["log"]
        self.side_rect = rects["players"].union(rects["log"])

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        if self.palette.colorblind != self.colorblind:  # Settings changed the mode
            self.palette = art.Palette(self.board, self.colorblind)
        self.tickets_panel.place()
        self.journey_panel.update_buttons()

    def wake_in(self) -> float | None:
        """0 while the rings breathe, else as ``TableScene`` says (an animation, the zoom
        gliding, the soonest timer)."""
        if self.breathing:
            return 0.0
        return super().wake_in()

    def draw_table(self, surface: pygame.Surface) -> None:
        for panel in self.panels:
            panel.draw(surface)
        self.log.draw(
            surface,
            self.log_rect,
            self.viewer,
            self.describe_event,
            self.seat_name,
            self.seat_color,
        )

    def suggestion_for(self, action: Action) -> Suggestion:
        """Suggest: the journey's path on the map, or the deck, card or button to press."""
        names = self.words.names
        # What to ring, looked up when drawn (the window may have been resized).
        marked: Target | Button | None = None
        path: Sequence[str] = ()
        if isinstance(action, BeginJourney):
            path = action.path
            where = {"start": names.city(action.start), "end": names.city(action.destination)}
            if action.ticket == BLANK:
                words = _("Set out {start} → {end} on a blank ticket").format(**where)
            else:
                words = _("Set out {start} → {end} for ticket {ticket}").format(
                    ticket=names.ticket(action.ticket), **where
                )
        elif isinstance(action, DrawCards):
            marked = DeckTarget(action.deck)
            words = _("Draw from the {deck} deck").format(deck=names.deck(action.deck))
        elif isinstance(action, Pay):
            marked = HandTarget(action.card)
            words = _("Pay with {card}").format(card=names.card(action.card))
        elif isinstance(action, CancelJourney):
            marked, words = self.cancel_button, _("Cancel the journey")
        else:
            marked, words = self.pass_button, _("Pass")

        def draw(surface: pygame.Surface) -> None:
            if path:
                clip = surface.get_clip()
                surface.set_clip(self.board_panel.rect)  # zoomed in, the path may leave it
                self.board_panel.draw_path(surface, path, theme.SUGGEST)
                surface.set_clip(clip)
            if isinstance(marked, Button):
                self.suggestion_mark(surface, marked.rect)
            elif marked is not None:
                self.suggestion_mark(surface, self.rect_of(marked))

        return Suggestion(_("Suggested: {move}").format(move=words), draw)

    # ------------------------------------------------------------------ hooks
    def describe_target(self, target: Target) -> Hover | None:
        hover = super().describe_target(target)
        return self.seat_card(hover, target.seat) if isinstance(target, SeatTarget) else hover

    def describe_event(self, event: Event) -> str | None:
        return self.words.describe(event, self.viewer)

    def describe_own(self, event: Event) -> str | None:
        return self.words.said_to_drawer(event)

    def animations_for(
        self, seat: int, action: Action, events: tuple[Event, ...]
    ) -> list[anim.Animation]:
        return anims.for_action(self, seat, action, events)

    def game_over_scene(self) -> Scene:
        return GreatTourGameOver(self.app, self)


__all__ = ["GreatTourTable"]
