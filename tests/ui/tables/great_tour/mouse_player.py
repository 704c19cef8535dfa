"""A human at the Great Tour table who plays with posted mouse events only.

It decides from what the table shows (``table.view``, the legal moves the table offers) and
clicks positions taken from the table's own layout: ticket and deck rectangles, card slots,
city and waypoint positions from the board's geometry, the journey panel's buttons.
"""

from __future__ import annotations

from collections import Counter

from tabletop.controller.great_tour import (
    BLANK_TICKETS,
    CityTarget,
    DeckTarget,
    HandTarget,
    TicketTarget,
    WaypointTarget,
)
from tabletop.controller.reply import Target
from tabletop.games.great_tour import BLANK, BeginJourney, DrawCards, Pass
from tabletop.games.great_tour.helpers import auto_payment, path_costs
from tabletop.ui.app import App
from tabletop.ui.tables.great_tour import GreatTourTable
from tests.support.pilot import click

MAX_CLICKS_PER_TURN = 120


class MousePlayer:
    def __init__(self, app: App, table: GreatTourTable) -> None:
        self.app = app
        self.table = table
        self.done: Counter[str] = Counter()
        self.turns = 0
        self.clicks = 0

    # ------------------------------------------------------------------ clicking things
    def _click(self, pos: tuple[int, int]) -> None:
        self.clicks += 1
        click(self.app, pos)

    def click_target(self, target: Target) -> None:
        """Click where the table draws ``target`` (its panels say where)."""
        rect = self.table.rect_of(target)
        assert rect is not None, f"{target} is not on the table"
        self._click(rect.center)

    def click_ticket(self, ticket: str) -> None:
        self.click_target(BLANK_TICKETS if ticket == BLANK else TicketTarget(ticket))

    def click_node(self, node: str) -> None:
        is_city = node in self.table.board.city_ids
        self.click_target(CityTarget(node) if is_city else WaypointTarget(node))

    def click_card(self, card: str) -> None:
        self.click_target(HandTarget(card))

    def click_deck(self, deck: str) -> None:
        self.click_target(DeckTarget(deck))

    # ------------------------------------------------------------------ reading the table
    @property
    def plan(self):
        return self.table.controller.plan

    def paying(self) -> bool:
        return bool(self.table.can_act and self.table.tour_view.get("journey"))

    def my_turn(self) -> bool:
        return self.table.can_act and self.app.top is self.table

    # ------------------------------------------------------------------ a turn
    def play_turn(self) -> None:
        """One whole turn of seat 0, by mouse."""
        self.turns += 1
        t = self.table
        view = t.tour_view
        begins = [a for a in t.legal() if isinstance(a, BeginJourney)]
        tickets = [a for a in begins if a.ticket != BLANK]
        blanks = [a for a in begins if a.ticket == BLANK]
        overtaking = [a for a in tickets if max(path_costs(view, a.path)) > 1]
        draws = [a.deck for a in t.legal() if isinstance(a, DrawCards)]
        if tickets and not self.done["cancel"]:
            self.try_and_cancel(min(tickets, key=lambda a: sum(path_costs(view, a.path))))
            if not self.my_turn():
                return
            view = t.tour_view
        if overtaking and not self.done["overtake"]:
            best = min(overtaking, key=lambda a: (sum(path_costs(view, a.path)), a.path))
            self.travel(best, steer=True, by_cards=True)
            self.done["overtake"] += 1
        elif blanks and not self.done["blank"] and (not tickets or self.turns >= 8):
            self.travel(min(blanks, key=lambda a: sum(path_costs(view, a.path))), steer=False)
            self.done["blank"] += 1
        elif tickets:
            points = {a: t.board.ticket(a.ticket).points for a in tickets}
            best = max(tickets, key=lambda a: (points[a] / sum(path_costs(view, a.path)), a.path))
            self.travel(best, steer=False, by_cards=self.turns % 2 == 0)
            self.done["journey"] += 1
        elif draws:
            deck = "joker" if self.turns % 3 == 0 and "joker" in draws else "regular"
            if deck not in draws:
                deck = max(draws, key=lambda d: view["decks"][d])
            self.click_deck(deck)
            self.done["draw"] += 1
        elif blanks:
            self.travel(min(blanks, key=lambda a: sum(path_costs(view, a.path))), steer=False)
            self.done["blank"] += 1
        else:
            assert Pass() in t.legal()
            self._click(t.pass_button.rect.center)
            self.done["pass"] += 1

    def choose(self, action: BeginJourney, steer: bool) -> None:
        """Click the ticket, the cities the table still needs, and (``steer``) the waypoints
        that bend the proposed path onto ``action.path``."""
        self.click_ticket(action.ticket)
        plan = self.plan
        assert plan is not None and plan.ticket == action.ticket, "the ticket was not picked"
        if plan.start != action.start:
            self.click_node(action.start)
        if self.plan.destination != action.destination or self.plan.path is None:
            self.click_node(action.destination)
        plan = self.plan
        assert plan.start == action.start and plan.destination == action.destination, plan
        if steer:
            nodes = self.table.controller.path_nodes(action.path, action.start)
            for waypoint in nodes[1:-1]:
                if self.plan.path == action.path:
                    break
                self.click_node(waypoint)
        assert self.plan.path is not None and self.plan.affordable, self.plan

    def travel(self, action: BeginJourney, *, steer: bool, by_cards: bool = False) -> None:
        self.choose(action, steer)
        if steer:
            assert max(self.plan.costs) > 1, "the chosen path overtakes nobody"
        if not by_cards:
            self._click(self.table.autopay_button.rect.center)
            assert not self.paying(), "Auto-pay left the journey unpaid"
            return
        plan = self.plan
        cards = auto_payment(
            self.table.tour_view, plan.ticket, plan.start, plan.destination, plan.path
        )
        assert cards, "the hand cannot pay the proposed path"
        self.click_card(cards[0])  # begins the journey and pays the first card
        for _ in range(MAX_CLICKS_PER_TURN):
            if not self.paying():
                break
            self.click_card((auto_payment(self.table.tour_view) or ["?"])[0])
        assert not self.paying(), "paying card by card did not complete the journey"

    def try_and_cancel(self, action: BeginJourney) -> None:
        """Begin a journey, pay one card, then cancel it: the card comes back."""
        hand_before = dict(self.table.tour_view["hand"])
        self.choose(action, steer=False)
        plan = self.plan
        cards = auto_payment(
            self.table.tour_view, plan.ticket, plan.start, plan.destination, plan.path
        )
        assert cards
        if len(cards) < 2:
            return  # one card would complete it at once: nothing to cancel
        self.click_card(cards[0])
        assert self.paying() and sum(self.table.tour_view["journey"]["paid"].values()) == 1
        self._click(self.table.cancel_button.rect.center)
        assert not self.table.tour_view.get("journey")
        assert self.table.tour_view["hand"] == hand_before
        self._click(self.table.cancel_button.rect.center)  # drops the plan too
        assert self.plan is None
        self.done["cancel"] += 1
