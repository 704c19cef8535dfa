"""The Great Tour: pointer targets → engine actions (``rules/great_tour.md``, "A turn").

A journey by mouse is a small plan kept here, in the UI's sub-state: the player picks a ticket
(an active one or the blank pile), then the cities (the destination; the start too on a first
journey); the cheapest path is proposed (the engine's view helpers rank the paths) and clicks on
waypoints steer it. Clicking a card in hand — or Auto-pay — begins the journey and pays; Cancel
works until the last card. The engine decides what is legal: every action emitted here is one of
``legal_actions``; anything else becomes a *probe*, an action the table submits so that the
engine itself explains the refusal (``IllegalActionError.message``), or a plain hint when the
click only needs a next step.

Targets: ``("deck", name)``, ``("ticket", id)``, ``("future", id)``, ``("blank",)``,
``("city", id)``, ``("waypoint", id)``, ``("hand", card type)``, ``("auto_pay",)``,
``("cancel",)``, ``("pass",)``, ``("clear",)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.core import Action
from tabletop.games.great_tour import (
    BLANK,
    BeginJourney,
    CancelJourney,
    DrawCards,
    GreatTourGame,
    Pass,
    Pay,
)
from tabletop.games.great_tour.helpers import auto_payment, journey_paths, path_costs

Target = tuple[Any, ...]
View = Mapping[str, Any]

#: Safety net for a follow-up chain (begin + pays): no journey costs more cards than this.
MAX_FOLLOW_UPS = 80


@dataclass(frozen=True)
class Decision:
    """What one click means: a legal ``action`` to submit, a ``probe`` (an illegal action the
    table submits so the engine explains the refusal), or a ``hint`` in words (the next step)."""

    action: Action | None = None
    probe: Action | None = None
    hint: str | None = None


NOTHING = Decision()


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


class GreatTourController:
    """The journey planner and click interpreter for one table (no pygame, views only)."""

    def __init__(self, game: GreatTourGame) -> None:
        self.game = game
        self.board = game.board
        self.plan: Plan | None = None
        #: Follow-ups of the last click: ("pay", card) or ("auto",), played after its action.
        self.queue: list[tuple[str, ...]] = []
        #: The seat the plan belongs to (hot-seat: the next player starts afresh).
        self.owner: int | None = None
        self._ends = {s.id: (s.a, s.b) for s in self.board.segments}
        self._cities = set(self.board.city_ids)

    # ------------------------------------------------------------------ reading legal moves
    @staticmethod
    def _my_turn(view: View) -> bool:
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

    def payable_cards(self, legal: Sequence[Action]) -> set[str]:
        """Card types the engine accepts as the next payment."""
        return {a.card for a in legal if isinstance(a, Pay)}

    def drawable(self, legal: Sequence[Action]) -> set[str]:
        return {a.deck for a in legal if isinstance(a, DrawCards)}

    def starts_and_destinations(self, ticket: str, view: View) -> tuple[set[str], set[str]]:
        """The cities a journey with ``ticket`` may start from / go to, before any choice."""
        here = view["players"][view["seat"]]["city"] if view.get("seat") is not None else None
        if ticket == BLANK:
            everywhere = set(self._cities)
            return ({here} if here else everywhere), everywhere - ({here} if here else set())
        card = self.board.ticket(ticket)
        starts = set(card.starts)
        if here is not None:
            starts &= {here}
        return starts, set(card.destinations)

    def candidate_cities(self, view: View) -> tuple[set[str], set[str]]:
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

    def path_nodes(self, path: Sequence[str]) -> list[str]:
        """Every place along ``path`` (cities and waypoints), in order when it is a chain."""
        nodes: list[str] = []
        for seg in path:
            a, b = self._ends[seg]
            if nodes and nodes[-1] == b:
                a, b = b, a
            if not nodes or nodes[-1] != a:
                nodes.append(a)
            nodes.append(b)
        return nodes

    # ------------------------------------------------------------------ syncing with the view
    def sync(self, view: View, legal: Sequence[Action]) -> None:
        """Follow the game: mirror a pending journey, drop the plan when the turn is not ours."""
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

    def _propose(self, plan: Plan, view: View, legal: Sequence[Action]) -> Plan:
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
        self, view: View, start: str, destination: str, via: Sequence[str]
    ) -> list[tuple[tuple[str, ...], list[int]]]:
        paths = journey_paths(view, start, destination, self.game)
        if via:
            paths = [(p, c) for p, c in paths if set(via) <= set(self.path_nodes(p))]
        return paths

    # ------------------------------------------------------------------ clicks
    def click(self, target: Target, view: View, legal: Sequence[Action]) -> Decision:
        """Interpret one click of the player to act (the table only calls this on their turn)."""
        self.queue.clear()
        if view.get("seat") != self.owner:
            self.plan, self.owner = None, view.get("seat")
        kind = target[0]
        handler = getattr(self, f"_on_{kind}", None)
        if handler is None:
            raise ValueError(f"unknown target {target!r}")
        return handler(view, legal, *target[1:])

    def follow_up(self, view: View, legal: Sequence[Action]) -> Decision:
        """The next action the last click still asks for (after its first one was applied)."""
        while self.queue:
            intent = self.queue[0]
            if not self._my_turn(view) or not view.get("journey"):
                self.queue.clear()
                return NOTHING
            if intent[0] == "pay":
                self.queue.pop(0)
                pay = Pay(intent[1])
                return Decision(action=pay) if pay in legal else Decision(probe=pay)
            if intent[0] == "auto":
                cards = auto_payment(view) or []
                pays = self.payable_cards(legal)
                card = next((c for c in cards if c in pays), None)
                if card is None:
                    self.queue.clear()
                    return Decision(hint="Auto-pay found no payment: pay card by card or cancel.")
                return Decision(action=Pay(card))
            self.queue.pop(0)
        return NOTHING

    def _on_clear(self, view: View, legal: Sequence[Action]) -> Decision:
        if self.plan is not None and not self.plan.pending:
            self.plan = None
        return NOTHING

    def _on_deck(self, view: View, legal: Sequence[Action], deck: str) -> Decision:
        action = DrawCards(deck)
        if action in legal:
            self.plan = None
            return Decision(action=action)
        return Decision(probe=action)

    def _on_pass(self, view: View, legal: Sequence[Action]) -> Decision:
        return Decision(action=Pass()) if Pass() in legal else Decision(probe=Pass())

    def _on_future(self, view: View, legal: Sequence[Action], ticket: str) -> Decision:
        return Decision(
            hint="Future tickets cannot be used yet: the first one moves into the active row "
            "when someone travels with an active ticket."
        )

    def _on_ticket(self, view: View, legal: Sequence[Action], ticket: str) -> Decision:
        if self.plan is not None and self.plan.pending:
            return Decision(probe=self._any_begin(view, ticket))
        if self.plan is not None and self.plan.ticket == ticket:
            self.plan = None  # a second click puts the ticket back
            return NOTHING
        return self._select(view, legal, ticket)

    def _on_blank(self, view: View, legal: Sequence[Action]) -> Decision:
        return self._on_ticket(view, legal, BLANK)

    def _select(self, view: View, legal: Sequence[Action], ticket: str) -> Decision:
        begins = self.begins(legal, ticket)
        here = view["players"][view["seat"]]["city"]
        starts, _dests = self.starts_and_destinations(ticket, view)
        if not starts or (ticket == BLANK and view.get("blank_left", 0) <= 0):
            self.plan = None  # the big coach stands elsewhere / no blank ticket left
            return Decision(probe=self._any_begin(view, ticket))
        plan = Plan(ticket)
        choices = {(a.start, a.destination) for a in begins}
        start_options = {s for s, _d in choices} or starts
        if here is not None:
            plan = replace(plan, start=here)
        elif len(start_options) == 1 and ticket != BLANK:
            plan = replace(plan, start=next(iter(start_options)))
        if plan.start is not None:
            dest_options = {d for s, d in choices if s == plan.start}
            if len(dest_options) == 1 and ticket != BLANK:
                plan = replace(plan, destination=next(iter(dest_options)))
        self.plan = self._propose(plan, view, legal)
        if not begins:
            # Shown anyway (the player sees the path and its cost); the engine says why not.
            return Decision(probe=self._any_begin(view, ticket))
        return NOTHING

    def _any_begin(
        self, view: View, ticket: str, start: str | None = None, dest: str | None = None
    ):
        """A well-formed ``begin_journey`` for ``ticket`` (to let the engine explain a refusal)."""
        here = view["players"][view["seat"]]["city"]
        if ticket == BLANK:
            start = start or here or self.board.city_ids[0]
            dest = dest or next(c for c in self.board.city_ids if c != start)
        else:
            card = self.board.ticket(ticket)
            start = start or here or card.starts[0]
            dest = dest or card.destinations[0]
        paths = journey_paths(view, start, dest, self.game) if start != dest else []
        return BeginJourney(ticket, start, dest, paths[0][0] if paths else ())

    def _on_city(self, view: View, legal: Sequence[Action], city: str) -> Decision:
        plan = self.plan
        if plan is None:
            return Decision(hint="Pick a ticket first: an active ticket or a blank ticket.")
        if plan.pending:
            return Decision(hint="Pay with the cards in your hand, use Auto-pay, or Cancel.")
        here = view["players"][view["seat"]]["city"]
        starts, dests = self.starts_and_destinations(plan.ticket, view)
        if here is not None:
            if city == here:
                return Decision(
                    hint=f"Your big coach is in {self._name(here)}: the journey starts there. "
                    "Click the destination."
                )
            if city not in dests:
                return Decision(probe=self._any_begin(view, plan.ticket, here, city))
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
            return Decision(probe=self._any_begin(view, plan.ticket, city, None))
        self.plan = self._propose(plan, view, legal)
        if self.plan.path is None and self.plan.start and self.plan.destination:
            return Decision(
                hint=f"No path leads from {self._name(self.plan.start)} to "
                f"{self._name(self.plan.destination)} here."
            )
        if self.plan.path is not None and not self.plan.affordable:
            begin = self.plan.begin()
            return Decision(probe=begin)
        return NOTHING

    def _on_waypoint(self, view: View, legal: Sequence[Action], waypoint: str) -> Decision:
        plan = self.plan
        if plan is None or plan.start is None or plan.destination is None:
            return Decision(
                hint="Pick a ticket and its cities first; then click waypoints to change the path."
            )
        if plan.pending:
            return Decision(hint="Cancel the payment first to choose another path.")
        via = tuple(w for w in plan.via if w != waypoint)
        if waypoint not in plan.via:
            via = (*via, waypoint)
            if not self._paths(view, plan.start, plan.destination, via):
                via = (waypoint,)  # the new waypoint wins over older choices
            if not self._paths(view, plan.start, plan.destination, via):
                return Decision(
                    hint=f"No path from {self._name(plan.start)} to "
                    f"{self._name(plan.destination)} passes {self._name(waypoint)} "
                    "(a path may not pass another city or a waypoint twice)."
                )
        self.plan = self._propose(replace(plan, via=via), view, legal)
        if self.plan.path is not None and not self.plan.affordable:
            return Decision(probe=self.plan.begin())
        return NOTHING

    def _on_hand(self, view: View, legal: Sequence[Action], card: str) -> Decision:
        return self._pay(view, legal, ("pay", card))

    def _on_auto_pay(self, view: View, legal: Sequence[Action]) -> Decision:
        return self._pay(view, legal, ("auto",))

    def _pay(self, view: View, legal: Sequence[Action], intent: tuple[str, ...]) -> Decision:
        plan = self.plan
        if plan is not None and plan.pending:
            self.queue = [intent]
            return self.follow_up(view, legal)
        if plan is None:
            return Decision(
                hint="To travel, pick an active ticket or a blank ticket first; "
                "to take cards, click a deck."
            )
        begin = plan.begin()
        if begin is None:
            missing = "start city" if plan.start is None else "destination"
            return Decision(hint=f"Choose the {missing} of the journey first.")
        if begin not in legal:
            return Decision(probe=begin)
        self.queue = [intent]
        return Decision(action=begin)

    def _on_cancel(self, view: View, legal: Sequence[Action]) -> Decision:
        plan = self.plan
        if plan is None:
            return NOTHING
        if not plan.pending:
            self.plan = None
            return NOTHING
        cancel = CancelJourney()
        return Decision(action=cancel) if cancel in legal else Decision(probe=cancel)

    def _name(self, node: str) -> str:
        if node in self._cities:
            return self.board.city(node).label
        return self.board.waypoint(node).label
