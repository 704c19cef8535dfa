"""The Great Tour: pointer targets → engine actions (``docs/rules/great_tour.md``, "A turn").

A journey by mouse is a small plan kept here, in the UI's sub-state: the player picks a ticket
(an active one or the blank pile), then the cities (the destination; the start too on a first
journey); the cheapest path is proposed (the engine's view helpers rank the paths) and clicks on
waypoints steer it. Clicking a card in hand — or Auto-pay — begins the journey and pays; Cancel
works until the last card. The engine decides what is legal: every action played here is one of
``legal_actions``; a click that cannot become one is answered with a ``Reply.refuse`` whose
reason the view helpers read from the view (the engine's own reason and sentence), or with a
hint when it only needs a next step.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import cast

from tabletop.controller.aim import Aim, AimAsk
from tabletop.controller.base import SeatNames, TableController, player_name
from tabletop.controller.hover import Hover
from tabletop.controller.reply import Reply, Target
from tabletop.core import Action, CommonRefusal, Refused, View, explain
from tabletop.core.i18n import _
from tabletop.games.great_tour import (
    BLANK,
    BeginJourney,
    CancelJourney,
    DrawCards,
    GreatTourGame,
    GreatTourRefusal,
    GreatTourView,
    Pass,
    Pay,
)
from tabletop.games.great_tour import rules as R
from tabletop.games.great_tour.helpers import (
    auto_payment,
    begin_refusal,
    journey_paths,
    journey_places,
    path_costs,
    pay_refusal,
    refusal,
)

from .describe import Describer
from .targets import (
    AutoPayTarget,
    BlankTarget,
    CancelTarget,
    CityTarget,
    ClearTarget,
    DeckTarget,
    FutureTicketTarget,
    HandTarget,
    PassTarget,
    TicketTarget,
    WaypointTarget,
)

Paths = list[tuple[tuple[str, ...], list[int]]]


@dataclass(frozen=True)
class Plan:
    """The journey being set up (``pending`` once ``begin_journey`` was applied)."""

    ticket: str
    start: str | None = None
    destination: str | None = None
    #: Waypoints the player asked the path to pass through, in click order.
    via: tuple[str, ...] = ()
    path: tuple[str, ...] | None = None
    costs: tuple[int, ...] = ()
    #: The hand can pay ``path`` (a matching ``begin_journey`` is legal).
    affordable: bool = False
    pending: bool = False
    paid: Mapping[str, int] = field(default_factory=dict)

    @property
    def cost(self) -> int:
        return sum(self.costs)

    def begin(self) -> BeginJourney | None:
        if self.start is None or self.destination is None or self.path is None:
            return None
        return BeginJourney(self.ticket, self.start, self.destination, self.path)


@dataclass(frozen=True)
class PayCard:
    """What the last click still asks for: pay this card…"""

    card: str


@dataclass(frozen=True)
class AutoPay:
    """…or pay card by card what ``auto_payment`` proposes until the journey is made."""


Intent = PayCard | AutoPay


class GreatTourController(TableController):
    """The journey planner and click interpreter for one table (no pygame, views only)."""

    #: One click may begin a journey and pay every card of it.
    max_follow_ups = R.max_cost(R.MAX_PLAYERS)

    def __init__(self, game: GreatTourGame, seat_name: SeatNames = player_name) -> None:
        super().__init__(seat_name)
        self.game = game
        self.board = game.board
        self.names = game.tables.names
        self.plan: Plan | None = None
        #: Follow-ups of the last click, played after its first action was applied.
        self.queue: list[Intent] = []
        #: The seat the plan belongs to (hot-seat: the next player starts afresh).
        self.owner: int | None = None
        self._ends = {s.id: (s.a, s.b) for s in self.board.segments}
        self._cities = set(self.board.city_ids)
        self.describer = Describer(game, self.seat_name)

    # ------------------------------------------------------------------ reading legal moves
    @staticmethod
    def _my_turn(view: GreatTourView) -> bool:
        return view.get("seat") is not None and view.get("to_act") == view.get("seat")

    @staticmethod
    def begins(legal: Sequence[Action], ticket: str | None = None) -> list[BeginJourney]:
        return [
            a
            for a in legal
            if isinstance(a, BeginJourney) and (ticket is None or a.ticket == ticket)
        ]

    def ticket_ready(self, ticket: str, legal: Sequence[Action]) -> bool:
        """Can the player travel with ``ticket`` (or ``"blank"``) now?"""
        return any(a.ticket == ticket for a in self.begins(legal))

    @staticmethod
    def payable_cards(legal: Sequence[Action]) -> set[str]:
        """Card types the engine accepts as the next payment."""
        return {a.card for a in legal if isinstance(a, Pay)}

    @staticmethod
    def drawable(legal: Sequence[Action]) -> set[str]:
        return {a.deck for a in legal if isinstance(a, DrawCards)}

    def starts_and_destinations(
        self, ticket: str, view: GreatTourView
    ) -> tuple[set[str], set[str]]:
        """The cities a journey with ``ticket`` may start from / go to, before any choice."""
        seat = view.get("seat")
        here = view["players"][seat]["city"] if seat is not None else None
        if ticket == BLANK:
            everywhere = set(self._cities)
            return ({here} if here else everywhere), everywhere - ({here} if here else set())
        card = self.board.ticket(ticket)
        starts = set(card.starts)
        if here is not None:
            starts &= {here}
        return starts, set(card.destinations)

    def candidate_cities(self, view: GreatTourView) -> tuple[set[str], set[str]]:
        """(cities to click as the start, cities to click as the destination) for the plan."""
        plan = self.plan
        if plan is None or plan.pending:
            return set(), set()
        starts, dests = self.starts_and_destinations(plan.ticket, view)
        if plan.start is not None:
            starts = set()
            dests.discard(plan.start)
        elif plan.ticket == BLANK:
            dests = set()  # a blank first journey: the start comes first
        return starts, dests

    def path_nodes(self, path: Sequence[str], start: str) -> list[str]:
        """Every place along ``path`` (cities and waypoints) in the order it is travelled from
        ``start``: a segment's ends are stored either way round, so the first one alone does
        not say the direction."""
        return journey_places(self._ends, start, path)

    # ------------------------------------------------------------------ syncing with the view
    def sync(self, view: View, legal: Sequence[Action]) -> None:
        """Follow the game: mirror a pending journey, drop the plan when the turn is not ours."""
        super().sync(view, legal)
        self._follow(_tour(view), legal)

    def _follow(self, view: GreatTourView, legal: Sequence[Action]) -> None:
        if not self._my_turn(view) or view.get("seat") != self.owner:
            self.plan = None
            self.queue.clear()
            self.owner = view.get("seat") if self._my_turn(view) else None
            if self.owner is None:
                return
        journey = view.get("journey")
        if journey:
            old = self.plan
            path = tuple(journey["path"])
            self.plan = Plan(
                ticket=journey["ticket"],
                start=journey["start"],
                destination=journey["destination"],
                via=old.via if old is not None and old.path == path else (),
                path=path,
                costs=tuple(journey.get("cost") or path_costs(view, path)),
                affordable=True,
                pending=True,
                paid=dict(journey.get("paid") or {}),
            )
            return
        plan = self.plan
        if plan is None:
            return
        if plan.ticket != BLANK and plan.ticket not in view["active"]:
            self.plan = None  # the ticket left the row (cannot happen within a turn; be safe)
            return
        self.plan = self._propose(replace(plan, pending=False, paid={}), view, legal)

    def _propose(self, plan: Plan, view: GreatTourView, legal: Sequence[Action]) -> Plan:
        """Fill in the path: the cheapest affordable one through the chosen waypoints (else the
        cheapest at all, shown as not affordable)."""
        if plan.start is None or plan.destination is None:
            return replace(plan, path=None, costs=(), affordable=False)
        paths = self._paths(view, plan.start, plan.destination, plan.via)
        if not paths:
            return replace(plan, via=(), path=None, costs=(), affordable=False)
        payable = {
            a.path
            for a in self.begins(legal, plan.ticket)
            if a.start == plan.start and a.destination == plan.destination
        }
        for path, costs in paths:
            if path in payable:
                return replace(plan, path=path, costs=tuple(costs), affordable=True)
        path, costs = paths[0]
        return replace(plan, path=path, costs=tuple(costs), affordable=False)

    def _paths(
        self, view: GreatTourView, start: str, destination: str, via: Sequence[str]
    ) -> Paths:
        paths = journey_paths(view, start, destination, self.game)
        if via:
            paths = [(p, c) for p, c in paths if set(via) <= set(self.path_nodes(p, start))]
        return paths

    # ------------------------------------------------------------------ clicks
    def click(self, target: Target, view: View, legal: Sequence[Action]) -> Reply:
        """What a click on ``target`` means. ``legal`` is empty unless the viewer may act now
        (then the click is refused with the reason: the game is over, or it is someone else's
        turn)."""
        view = _tour(view)
        self.queue.clear()
        if not legal:
            return self._out_of_turn(target, view)
        if view.get("seat") != self.owner:
            self.plan, self.owner = None, view.get("seat")
        match target:
            case DeckTarget(deck):
                return self._on_deck(view, legal, deck)
            case TicketTarget(ticket):
                return self._on_ticket(view, legal, ticket)
            case BlankTarget():
                return self._on_ticket(view, legal, BLANK)
            case FutureTicketTarget():
                return Reply.refuse(GreatTourRefusal.FUTURE_TICKET)
            case CityTarget(city):
                return self._on_city(view, legal, city)
            case WaypointTarget(waypoint):
                return self._on_waypoint(view, legal, waypoint)
            case HandTarget(card):
                return self._pay(view, legal, PayCard(card))
            case AutoPayTarget():
                return self._pay(view, legal, AutoPay())
            case CancelTarget():
                return self._on_cancel(view, legal)
            case PassTarget():
                return (
                    Reply.play(Pass())
                    if Pass() in legal
                    else Reply.refuse_with(refusal(view, Pass()))
                )
            case ClearTarget():
                return self._on_clear()
        return Reply.nothing()  # hover-only targets (a segment, a player's row)

    def _out_of_turn(self, target: Target, view: GreatTourView) -> Reply:
        if isinstance(target, ClearTarget):
            return Reply.nothing()
        if view.get("over"):
            return Reply.refuse(CommonRefusal.GAME_OVER)
        to_act = view.get("to_act")
        if to_act is None:
            return Reply.nothing()
        return Reply.refuse(CommonRefusal.NOT_YOUR_TURN, name=self.seat_name(to_act))

    def follow_up(self, view: View, legal: Sequence[Action]) -> Reply:
        """The next action the last click still asks for (after its first one was applied)."""
        view = _tour(view)
        if not self.queue:
            return Reply.nothing()
        if not self._my_turn(view) or not view.get("journey") or not legal:
            self.queue.clear()
            return Reply.nothing()
        intent = self.queue[0]
        if isinstance(intent, PayCard):
            self.queue.pop(0)
            pay = Pay(intent.card)
            return (
                Reply.play(pay)
                if pay in legal
                else Reply.refuse_with(pay_refusal(view, intent.card))
            )
        cards = auto_payment(view) or []
        pays = self.payable_cards(legal)
        card = next((c for c in cards if c in pays), None)
        if card is None:
            self.queue.clear()
            return Reply.refuse(GreatTourRefusal.NO_AUTO_PAYMENT)
        return Reply.play(Pay(card))

    def _on_clear(self) -> Reply:
        if self.plan is not None and not self.plan.pending:
            self.plan = None
            return Reply.changed()
        return Reply.nothing()

    def _on_deck(self, view: GreatTourView, legal: Sequence[Action], deck: str) -> Reply:
        action = DrawCards(deck)
        if action in legal:
            self.plan = None
            return Reply.play(action)
        return Reply.refuse_with(refusal(view, action))

    def _on_ticket(self, view: GreatTourView, legal: Sequence[Action], ticket: str) -> Reply:
        if self.plan is not None and self.plan.pending:
            return Reply.refuse(GreatTourRefusal.JOURNEY_PENDING)
        if self.plan is not None and self.plan.ticket == ticket:
            self.plan = None  # a second click puts the ticket back
            return Reply.changed()
        return self._select(view, legal, ticket)

    def _select(self, view: GreatTourView, legal: Sequence[Action], ticket: str) -> Reply:
        begins = self.begins(legal, ticket)
        if not begins:
            # No journey with this ticket can be paid now (the big coach stands elsewhere, no
            # blank ticket is left, or the hand is short): a refused click starts nothing and
            # leaves a plan in progress as it was; the reason (with what the journey needs) is
            # said, as the hover card already says it.
            return self._why_not(view, ticket)
        here = self._here(view)
        plan = Plan(ticket)
        choices = {(a.start, a.destination) for a in begins}
        start_options = {s for s, _d in choices}
        if here is not None:
            plan = replace(plan, start=here)
        elif len(start_options) == 1 and ticket != BLANK:
            plan = replace(plan, start=next(iter(start_options)))
        if plan.start is not None:
            dest_options = {d for s, d in choices if s == plan.start}
            if len(dest_options) == 1 and ticket != BLANK:
                plan = replace(plan, destination=next(iter(dest_options)))
        self.plan = self._propose(plan, view, legal)
        return Reply.changed()

    def _here(self, view: GreatTourView) -> str | None:
        seat = view["seat"]
        return None if seat is None else view["players"][seat]["city"]

    def why_not(
        self, view: GreatTourView, ticket: str, start: str | None = None, dest: str | None = None
    ) -> Refused | None:
        """Why no journey with ``ticket`` (from ``start`` to ``dest`` when given) can begin: the
        engine's reason for the cheapest such journey, read from the view."""
        here = self._here(view)
        if ticket == BLANK:
            start = start or here or self.board.city_ids[0]
            dest = dest or next(c for c in self.board.city_ids if c != start)
        else:
            card = self.board.ticket(ticket)
            start = start or here or card.starts[0]
            dest = dest or card.destinations[0]
        paths = journey_paths(view, start, dest, self.game) if start != dest else []
        begin = BeginJourney(ticket, start, dest, paths[0][0] if paths else ())
        return begin_refusal(view, begin, self.game)

    def _why_not(self, view: GreatTourView, ticket: str) -> Reply:
        return Reply.refuse_with(self.why_not(view, ticket))

    def _on_city(self, view: GreatTourView, legal: Sequence[Action], city: str) -> Reply:
        plan = self.plan
        if plan is None:
            return Reply.hint(_("Pick a ticket first: an active ticket or a blank ticket."))
        if plan.pending:
            return Reply.hint(_("Pay with the cards in your hand, use Auto-pay, or Cancel."))
        here = self._here(view)
        starts, dests = self.starts_and_destinations(plan.ticket, view)
        if here is not None:
            if city == here:
                return Reply.hint(
                    _(
                        "Your big coach is in {city}: the journey starts there. "
                        "Click the destination."
                    ).format(city=self.names.city(here))
                )
            if city not in dests:
                return Reply.refuse_with(self.why_not(view, plan.ticket, here, city))
            plan = replace(plan, destination=city, via=())
        elif plan.ticket == BLANK:
            if plan.start is None:
                plan = replace(plan, start=city, destination=None, via=())
            elif city == plan.start:
                plan = replace(plan, start=None, destination=None, via=())
            else:
                plan = replace(plan, destination=city, via=())
        elif city in starts:
            plan = replace(plan, start=city, via=())
        elif city in dests:
            plan = replace(plan, destination=city, via=())
        else:
            return Reply.refuse_with(self.why_not(view, plan.ticket, city, None))
        self.plan = self._propose(plan, view, legal)
        return self._judge_plan(view)

    def _judge_plan(self, view: GreatTourView) -> Reply:
        """After the plan changed: say why its path cannot be paid, if it cannot."""
        plan = self.plan
        assert plan is not None
        if plan.path is None and plan.start and plan.destination:
            return Reply.refuse(
                GreatTourRefusal.NO_PATH,
                start=self.names.city(plan.start),
                destination=self.names.city(plan.destination),
            )
        begin = plan.begin()
        if begin is not None and not plan.affordable:
            return Reply.refuse_with(begin_refusal(view, begin, self.game))
        return Reply.changed()

    def _on_waypoint(self, view: GreatTourView, legal: Sequence[Action], waypoint: str) -> Reply:
        plan = self.plan
        if plan is None or plan.start is None or plan.destination is None:
            return Reply.hint(
                _("Pick a ticket and its cities first; then click waypoints to change the path.")
            )
        if plan.pending:
            return Reply.hint(_("Cancel the payment first to choose another path."))
        via = tuple(w for w in plan.via if w != waypoint)
        if waypoint not in plan.via:
            via = (*via, waypoint)
            if not self._paths(view, plan.start, plan.destination, via):
                via = (waypoint,)  # the new waypoint wins over older choices
            if not self._paths(view, plan.start, plan.destination, via):
                return Reply.refuse(
                    GreatTourRefusal.NO_PATH_VIA,
                    start=self.names.city(plan.start),
                    destination=self.names.city(plan.destination),
                    waypoint=self.names.node(waypoint),
                )
        proposed = self._propose(replace(plan, via=via), view, legal)
        begin = proposed.begin()
        if waypoint not in plan.via and begin is not None and not proposed.affordable:
            # A waypoint that makes the journey too dear is refused as a ticket is: the plan
            # stays as it was (its path still drawn) and the reason is the dearer path's.
            return Reply.refuse_with(begin_refusal(view, begin, self.game))
        self.plan = proposed
        return self._judge_plan(view)

    def _pay(self, view: GreatTourView, legal: Sequence[Action], intent: Intent) -> Reply:
        plan = self.plan
        if plan is not None and plan.pending:
            self.queue = [intent]
            return self.follow_up(view, legal)
        if plan is None:
            return Reply.hint(
                _(
                    "To travel, pick an active ticket or a blank ticket first; "
                    "to take cards, click a deck."
                )
            )
        begin = plan.begin()
        if begin is None:
            if plan.start is None:
                return Reply.hint(_("Choose the start city of the journey first."))
            return Reply.hint(_("Choose the destination of the journey first."))
        if begin not in legal:
            return Reply.refuse_with(begin_refusal(view, begin, self.game))
        self.queue = [intent]
        return Reply.play(begin)

    def _on_cancel(self, view: GreatTourView, legal: Sequence[Action]) -> Reply:
        plan = self.plan
        if plan is None:
            return Reply.nothing()
        if not plan.pending:
            self.plan = None
            return Reply.changed()
        cancel = CancelJourney()
        return Reply.play(cancel) if cancel in legal else Reply.refuse_with(refusal(view, cancel))

    # ------------------------------------------------------------------ a phone seat's clicks
    def aim(self, target: Target, view: View) -> Aim | Reply:
        """A click on the big screen for a phone seat, whose cards only its phone shows: a deck
        means drawing from it; a ticket (or the blank tickets) a journey with it, a city a
        journey to it — which journey, and the cards it is paid with, are chosen on the phone.
        While a journey is being paid, or on the future row, the refusal is everyone's."""
        v = _tour(view)
        if v.get("over"):
            return Reply.refuse(CommonRefusal.GAME_OVER)
        if isinstance(target, FutureTicketTarget):
            return Reply.refuse(GreatTourRefusal.FUTURE_TICKET)
        acting = isinstance(target, DeckTarget | TicketTarget | BlankTarget | CityTarget)
        if not acting:
            return Reply.nothing()
        if v.get("journey"):
            return Reply.refuse(GreatTourRefusal.JOURNEY_PENDING)  # paid on the phone
        match target:
            case DeckTarget(deck):
                draw = DrawCards(deck)
                return Aim(target, partial(operator.eq, draw), partial(_why, draw))
            case TicketTarget(ticket):
                return Aim(
                    target,
                    partial(_travels_with, ticket),
                    partial(self._why_ticket, ticket),
                    AimAsk.PAY,
                )
            case BlankTarget():
                return Aim(
                    target,
                    partial(_travels_with, BLANK),
                    partial(self._why_ticket, BLANK),
                    AimAsk.PAY,
                )
            case CityTarget(city):
                return Aim(
                    target, partial(_travels_to, city), partial(self._why_city, city), AimAsk.PAY
                )
        return Reply.nothing()

    def _why_ticket(self, ticket: str, view: View, legal: Sequence[Action]) -> str:
        why = self.why_not(_tour(view), ticket)
        return why.message if why is not None else explain(GreatTourRefusal.CANNOT_AFFORD)

    def _why_city(self, city: str, view: View, legal: Sequence[Action]) -> str:
        """Why no journey can end in ``city``: the reason of the first ticket that goes there
        (a blank ticket goes anywhere)."""
        v = _tour(view)
        tickets = [t for t in v["active"] if city in self.board.ticket(t).destinations]
        here = self._here(v)
        for ticket in [*tickets, BLANK]:
            why = self.why_not(v, ticket, here, city) if here != city else None
            if why is not None:
                return why.message
        return explain(
            GreatTourRefusal.NO_PATH,
            start=self.names.city(here or city),
            destination=self.names.city(city),
        )

    # ------------------------------------------------------------------ what the pointer is over
    def describe(self, target: Target, view: View) -> Hover | None:
        """The hover text for ``target``: what it is and, when the viewer may act but a click
        there would be refused, why (the refusal's sentence)."""
        return self.describer.describe(target, _tour(view), self.legal, self)


def _travels_with(ticket: str, action: Action) -> bool:
    return isinstance(action, BeginJourney) and action.ticket == ticket


def _travels_to(city: str, action: Action) -> bool:
    return isinstance(action, BeginJourney) and action.destination == city


def _why(action: Action, view: View, legal: Sequence[Action]) -> str:
    """The engine's reason for refusing ``action`` to the seat of ``view``."""
    why = refusal(_tour(view), action)
    return why.message if why is not None else explain(CommonRefusal.GAME_OVER)


def _tour(view: View) -> GreatTourView:
    """A view handed over through the game-neutral ``View`` type, read as the tour's view."""
    return cast(GreatTourView, view)


__all__ = ["AutoPay", "GreatTourController", "Intent", "PayCard", "Plan"]
