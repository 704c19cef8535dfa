"""Ticket to Ride (Europe and Paris): what a click on the table means, and what the pointer is
over.

The table hands over a typed target (``RouteTarget``, ``FaceUpTarget``, ``DECK`` …) with the
viewer's view and the engine's legal actions (empty when the viewer is not to act); the
controller answers a click with a ``Reply`` — play one action now, confirm one (when the
player asked to confirm claims: ``confirm``), choose among several payments, or refuse with
the engine's typed reason — and a hover with a ``Hover`` card.
It never decides a rule itself: every action it proposes is one of ``legal_actions``, and a
refusal is the reason the engine (or its view helpers) gives. No pygame here.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import cast

from tabletop.controller.aim import Aim, AimAsk
from tabletop.controller.base import SeatNames, TableController, player_name
from tabletop.controller.hover import Hover
from tabletop.controller.reply import Reply, Target
from tabletop.core import Action, CommonRefusal, Refusal, View, register_words
from tabletop.core.i18n import N_, _
from tabletop.games.ttr import (
    BuildStation,
    ClaimRoute,
    DeclineTunnel,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    PayTunnel,
    TtrGame,
)
from tabletop.games.ttr.helpers import claim_blocker, no_claim_reason, station_cost
from tabletop.games.ttr.refusals import TtrRefusal
from tabletop.games.ttr.state import Pending
from tabletop.games.ttr.view import TtrView

from .hover import describe_target
from .targets import (
    CityTarget,
    DeckTarget,
    FaceUpTarget,
    RouteTarget,
    TicketDeckTarget,
)
from .words import TtrNames

#: What a pending sub-step waits for (the engine's own step refusals, one sentence each).
WAITING_FOR = TtrGame.WAITING_FOR


class TtrSeatRefusal(Refusal):
    """The engine's refusals that a seat causes, said by the table, which knows the seats'
    names (the engine has none: "Someone has claimed this route already.")."""

    CLAIMED_BY = "ttr_claimed_by"
    CLAIMED_BY_YOU = "ttr_claimed_by_you"
    STATION_OF = "ttr_station_of"
    STATION_OF_YOURS = "ttr_station_of_yours"


register_words(
    {
        TtrSeatRefusal.CLAIMED_BY: N_("{name} has claimed this route already."),
        TtrSeatRefusal.CLAIMED_BY_YOU: N_("You have claimed this route already."),
        TtrSeatRefusal.STATION_OF: N_("{name} has a station in this city already."),
        TtrSeatRefusal.STATION_OF_YOURS: N_("You have a station in this city already."),
    }
)


class TtrController(TableController):
    """Clicks and hovers → replies for one TTR rule set. Its one piece of sub-state is the
    player's setting ``confirm``; the table keeps the rest (which dialog is open, which
    tickets are ticked) and passes in what matters."""

    waiting = TableController.waiting | {TtrRefusal.WATCHING}

    def __init__(self, game: TtrGame, seat_name: SeatNames = player_name) -> None:
        super().__init__(seat_name)
        self.game = game
        self.rules = game.rules
        self.board = game.board
        self.names = TtrNames(game)
        #: Ask "are you sure?" before a claim, a station or drawing tickets (the player's
        #: setting, ``Settings.confirm_claims``); several ways to pay are always a choice.
        self.confirm = True

    # ------------------------------------------------------------------ hover
    def describe(self, target: Target, view: View) -> Hover | None:
        """What the pointer is over, for ``view``'s seat: a title and lines that say what a
        click would do or why it is refused (None: nothing to say)."""
        return describe_target(self, target, _ttr(view), self.legal)

    # ------------------------------------------------------------------ clicks
    def click(self, target: Target, view: View, legal: Sequence[Action]) -> Reply:
        """What a click on ``target`` means for the viewer of ``view`` (``legal``: the engine's
        legal actions, empty when it is not the viewer's turn)."""
        confirm = self.confirm
        v = _ttr(view)
        acting = isinstance(target, RouteTarget | CityTarget | FaceUpTarget)
        if not acting and not isinstance(target, DeckTarget | TicketDeckTarget):
            return Reply.nothing()  # the hand, a ticket, a seat: hover only
        if isinstance(target, CityTarget) and not self.rules.has_stations:
            return Reply.nothing()  # Paris: places take no stations
        refusal = self._not_now(v, legal)
        if refusal is not None:
            return refusal
        if isinstance(target, RouteTarget):
            return self._route(target.route, v, legal, confirm)
        if isinstance(target, CityTarget):
            return self._city(target.city, v, legal, confirm)
        if isinstance(target, FaceUpTarget):
            return self._face_up(target.slot, v, legal)
        if isinstance(target, DeckTarget):
            return self._deck(v, legal)
        return self._tickets(v, legal, confirm)

    # ------------------------------------------------------------------ a phone seat's clicks
    def aim(self, target: Target, view: View) -> Aim | Reply:
        """A click on the big screen for a phone seat: the public move on ``target`` (a claim of
        the route, a station in the city, the face-up card, the deck, the ticket pile), refused
        here only when the pending sub-step, which everyone sees, rules it out."""
        v = _ttr(view)
        if isinstance(target, RouteTarget):
            claims = partial(_claims, target.route)
            return self._aim(target, v, (None,), claims, AimAsk.PAY)
        if isinstance(target, CityTarget):
            if not self.rules.has_stations:
                return Reply.nothing()  # Paris: places take no stations
            builds = partial(_builds, target.city)
            return self._aim(target, v, (None,), builds, AimAsk.PAY)
        draws = (None, Pending.SECOND_DRAW)
        if isinstance(target, FaceUpTarget):
            face_up = partial(operator.eq, DrawFaceUp(target.slot))
            return self._aim(target, v, draws, face_up, AimAsk.CHOOSE)
        if isinstance(target, DeckTarget):
            return self._aim(target, v, draws, partial(operator.eq, DrawBlind()), AimAsk.CHOOSE)
        if isinstance(target, TicketDeckTarget):
            tickets = partial(operator.eq, DrawTickets())
            return self._aim(target, v, (None,), tickets, AimAsk.CHOOSE)
        return Reply.nothing()  # the hand, a ticket, a seat: hover only

    def _aim(
        self,
        target: Target,
        view: TtrView,
        allowed: Iterable[str | None],
        means: Callable[[Action], bool],
        ask: AimAsk,
    ) -> Aim | Reply:
        if view["over"]:
            return Reply.refuse(CommonRefusal.GAME_OVER)
        refusal = self.step_refusal(view, allowed)
        if refusal is not None:
            return refusal
        return Aim(target, means, partial(self._why, target), ask)

    def _why(self, target: Target, view: View, legal: Sequence[Action]) -> str:
        """Why the seat of ``view`` has no move on ``target`` (as a click of theirs says)."""
        return self.click(target, view, legal).message

    @staticmethod
    def step_refusal(view: TtrView, allowed: Iterable[str | None]) -> Reply | None:
        """The refusal of a click that is not part of the pending sub-step (None: it is)."""
        pending = view["pending"]
        if pending in allowed:
            return None
        step = None if pending is None else Pending(pending)
        return Reply.refuse(WAITING_FOR.get(step, TtrRefusal.WRONG_STEP))

    @staticmethod
    def _offer(options: Sequence[Action], confirm: bool) -> Reply:
        if len(options) > 1:
            return Reply.choose(options)
        return Reply.confirm(options[0]) if confirm else Reply.play(options[0])

    def _route(self, route: str, view: TtrView, legal: Sequence[Action], confirm: bool) -> Reply:
        options = [a for a in legal if isinstance(a, ClaimRoute) and a.route == route]
        if options:
            return self._offer(options, confirm)
        refusal = self.step_refusal(view, (None,))
        if refusal is not None:
            return refusal
        owner = view["routes"].get(route)
        if owner is not None:
            return self._held(owner, view, TtrSeatRefusal.CLAIMED_BY_YOU, TtrSeatRefusal.CLAIMED_BY)
        blocker = claim_blocker(self.game, view, route)
        if blocker is not None:
            return Reply.refuse_with(blocker)
        return Reply.refuse(TtrRefusal.CANNOT_CLAIM_NOW)

    def _held(self, owner: int, view: TtrView, yours: Refusal, theirs: Refusal) -> Reply:
        """The refusal of a route or city a seat holds, naming that seat (or "you")."""
        if owner == view["seat"]:
            return Reply.refuse(yours)
        return Reply.refuse(theirs, name=self.seat_name(owner))

    def claim_refusal(self, view: View, legal: Sequence[Action]) -> Reply:
        """Why the viewer of ``view`` can claim no route now (the "Claimable routes (C)" key or
        button with nothing to light), as a click on a route would say it."""
        v = _ttr(view)
        refusal = self._not_now(v, legal)
        if refusal is None:
            refusal = self.step_refusal(v, (None,))
        if refusal is not None:
            return refusal
        return Reply.refuse(no_claim_reason(self.game, v))

    def _not_now(self, view: TtrView, legal: Sequence[Action]) -> Reply | None:
        """The refusal of any move by the viewer now: a spectator, the game over, or another
        seat's turn (None: the viewer is to act)."""
        if view["seat"] is None:
            return Reply.refuse(TtrRefusal.WATCHING)
        if view["over"]:
            return Reply.refuse(CommonRefusal.GAME_OVER)
        to_act = view["to_act"]
        if to_act != view["seat"] or not legal:
            name = self.seat_name(to_act) if to_act is not None else ""
            return Reply.refuse(CommonRefusal.NOT_YOUR_TURN, name=name)
        return None

    def _city(self, city: str, view: TtrView, legal: Sequence[Action], confirm: bool) -> Reply:
        options = [a for a in legal if isinstance(a, BuildStation) and a.city == city]
        if options:
            return self._offer(options, confirm)
        refusal = self.step_refusal(view, (None,))
        if refusal is not None:
            return refusal
        return self.station_refusal(city, view)

    def station_refusal(self, city: str, view: TtrView) -> Reply:
        """Why the viewer cannot build a station in ``city`` (when the engine offers none)."""
        holder = view["stations"].get(city)
        if holder is not None:
            yours, theirs = TtrSeatRefusal.STATION_OF_YOURS, TtrSeatRefusal.STATION_OF
            return self._held(holder, view, yours, theirs)
        cost = station_cost(self.game, view)
        if not cost:
            return Reply.refuse(TtrRefusal.NO_STATIONS_LEFT)
        return Reply.refuse(TtrRefusal.STATION_UNAFFORDABLE, n=cost)

    def _face_up(self, slot: int, view: TtrView, legal: Sequence[Action]) -> Reply:
        action = DrawFaceUp(slot)
        if action in legal:
            return Reply.play(action)
        refusal = self.step_refusal(view, (None, Pending.SECOND_DRAW))
        if refusal is not None:
            return refusal
        row = view["face_up"]
        if slot >= len(row) or row[slot] is None:
            return Reply.refuse(TtrRefusal.SLOT_EMPTY)
        if view["pending"] == Pending.SECOND_DRAW and row[slot] == self.rules.wild:
            return Reply.refuse(TtrRefusal.WILD_SECOND_CARD)
        return Reply.refuse(TtrRefusal.CANNOT_TAKE_NOW)

    def _deck(self, view: TtrView, legal: Sequence[Action]) -> Reply:
        action = DrawBlind()
        if action in legal:
            return Reply.play(action)
        refusal = self.step_refusal(view, (None, Pending.SECOND_DRAW))
        if refusal is not None:
            return refusal
        return Reply.refuse(TtrRefusal.DECK_EMPTY)

    def _tickets(self, view: TtrView, legal: Sequence[Action], confirm: bool) -> Reply:
        action = DrawTickets()
        if action in legal:
            return Reply.confirm(action) if confirm else Reply.play(action)
        refusal = self.step_refusal(view, (None,))
        if refusal is not None:
            return refusal
        return Reply.refuse(TtrRefusal.TICKET_DECK_EMPTY)

    # ------------------------------------------------------------------ payment words
    def payment_label(self, action: Action, view: View) -> str:
        """A payment option as the chooser lists it: ``2 red + 1 locomotive``."""
        v = _ttr(view)
        if isinstance(action, ClaimRoute):
            length = self.board.routes[action.route].length
            return self.names.payment(action.color, action.wilds, length)
        if isinstance(action, BuildStation):
            return self.names.payment(action.color, action.wilds, station_cost(self.game, v))
        if isinstance(action, PayTunnel) and v["tunnel"] is not None:
            return self.tunnel_payment_text(v, action)
        if isinstance(action, DeclineTunnel):
            return _("give up the tunnel")
        return str(action)

    def tunnel_payment_text(self, view: View, action: PayTunnel) -> str:
        """``2 red`` / ``1 red + 1 locomotive`` for the extra tunnel cards."""
        tunnel = _ttr(view)["tunnel"]
        assert tunnel is not None
        return self.names.payment(tunnel["color"], action.wilds, tunnel["extra"])

    # ------------------------------------------------------------------ sub-steps
    @staticmethod
    def keep_minimum(legal: Sequence[Action]) -> int:
        """The fewest tickets the engine lets the player keep now (from its legal actions)."""
        sizes = [len(a.tickets) for a in legal if isinstance(a, KeepTickets)]
        return min(sizes) if sizes else 0

    @staticmethod
    def keep_action(selected: Iterable[str], legal: Sequence[Action]) -> KeepTickets | None:
        """The legal ``KeepTickets`` keeping exactly ``selected`` (None: not allowed)."""
        wanted = set(selected)
        for action in legal:
            if isinstance(action, KeepTickets) and set(action.tickets) == wanted:
                return action
        return None

    def keep(self, selected: Iterable[str], legal: Sequence[Action]) -> Reply:
        """Keeping ``selected``: the engine's action to play, or why not."""
        action = self.keep_action(selected, legal)
        if action is not None:
            return Reply.play(action)
        minimum = self.keep_minimum(legal)
        if not minimum:
            return Reply.refuse(TtrRefusal.NO_TICKETS_TO_KEEP)
        return Reply.refuse(TtrRefusal.KEEP_TOO_FEW, n=minimum)

    @staticmethod
    def tunnel_options(legal: Sequence[Action]) -> tuple[list[PayTunnel], DeclineTunnel | None]:
        """The ways to pay a pending tunnel (fewest wilds first) and the way to give it up."""
        pays = sorted((a for a in legal if isinstance(a, PayTunnel)), key=lambda a: a.wilds)
        decline = next((a for a in legal if isinstance(a, DeclineTunnel)), None)
        return pays, decline


def _claims(route: str, action: Action) -> bool:
    return isinstance(action, ClaimRoute) and action.route == route


def _builds(city: str, action: Action) -> bool:
    return isinstance(action, BuildStation) and action.city == city


def _ttr(view: View) -> TtrView:
    """A view handed over through the game-neutral ``View`` type, read as the TTR view."""
    return cast(TtrView, view)


__all__ = ["TtrController"]
