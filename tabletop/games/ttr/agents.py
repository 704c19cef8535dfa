"""``TtrGreedyAgent`` ("greedy") for Ticket to Ride Europe and Paris.

It plans the cheapest way to join its open tickets on the board as it is (Dijkstra over
unclaimed and own routes, cost = cars still to place: ``routing.car_routing``, whose ways the
table shows too), claims routes of that plan when it can pay (longer first, tunnels only with
spare cards), draws the colours the plan needs, keeps the tickets that fit its network, draws
new tickets when its own are done and pieces remain, builds a station when a ticket is cut
off (Europe), and pays or declines tunnels sensibly. It reads only its view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from tabletop.core import Action, Game, Rng, View

from .actions import (
    BuildStation,
    ClaimRoute,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    PayTunnel,
)
from .engine import TtrGame
from .helpers import hand_counts, own_seat, owners, way_costs
from .routing import car_routing
from .view import TtrView

INF = float("inf")


class TtrGreedyAgent:
    name = "greedy"

    #: Keeping tickets: cost per car a ticket set needs, per car beyond the pieces left, and
    #: the share of the pieces left that the plan may use before cars count as "beyond".
    cars_weight = 0.25
    over_weight = 2.5
    pieces_share = 0.7
    #: Draw new tickets only with at least this many pieces (Europe, Paris).
    ticket_pieces = (14, 6)

    def __init__(self, game: Game) -> None:
        if not isinstance(game, TtrGame):
            raise TypeError("TtrGreedyAgent plays Ticket to Ride only")
        self.game = game
        self.t = game.tables
        #: Its ways over the board: a route costs its cars (``routing.car_routing``).
        self.routing = car_routing(self.t)

    # ------------------------------------------------------------------ planning

    def _route_costs(self, view: TtrView, owner: Sequence[int]) -> list[float]:
        """Cars still needed per route for this seat: 0 if owned, its cars if claimable (a
        little more for tunnels and ferries), else ``routing.BLOCKED``."""
        return way_costs(self.game, view, owner)

    def _plan(
        self, tickets: Sequence[int], costs: list[float]
    ) -> tuple[list[int], list[int], float]:
        """Plan tickets one after another (most points first), routes already planned free.
        Returns (planned routes still to claim, tickets that cannot be joined, cars needed)."""
        t = self.t
        costs = list(costs)
        planned: list[int] = []
        cut: list[int] = []
        cars = 0.0
        for i in sorted(tickets, key=lambda i: -t.tpoints[i]):
            found = self.routing.path(t.ta[i], t.tb[i], costs)
            if found is None:
                cut.append(i)
                continue
            cars += found[0]
            for r in found[1]:
                if costs[r] > 0:
                    planned.append(r)
                    costs[r] = 0.0
        return planned, cut, cars

    # ------------------------------------------------------------------ choosing

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        return self._choose(cast(TtrView, view), legal, rng)

    def _choose(self, view: TtrView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        pending = view["pending"]
        if pending == "keep_tickets":
            return self._keep(view, legal)
        if pending == "tunnel":
            pays = [a for a in legal if isinstance(a, PayTunnel)]
            # Pay with as few wilds as possible; a claimed route is worth its extra cards.
            return min(pays, key=lambda a: a.wilds) if pays else legal[-1]
        if pending == "second_draw":
            return self._draw(view, legal, self._needs(view), second=True)
        return self._turn(view, legal, rng)

    def _keep(self, view: TtrView, legal: Sequence[Action]) -> Action:
        t = self.t
        seat = own_seat(view)
        owner = owners(t, view)
        costs = self._route_costs(view, owner)
        held = [t.ticket_index[i] for i in view["tickets"]]
        pieces = view["players"][seat]["pieces"]
        best, best_value = legal[0], -INF
        for action in legal:
            assert isinstance(action, KeepTickets)
            chosen = [t.ticket_index[i] for i in action.tickets]
            _planned, cut, cars = self._plan(held + chosen, costs)
            value = 0.0
            for i in chosen:
                value += -t.tpoints[i] if i in cut else t.tpoints[i]
            # Cars beyond what is left mean tickets failing: weigh them heavily.
            over = max(0.0, cars - (self.pieces_share * pieces - 2))
            value -= self.cars_weight * cars + self.over_weight * over
            if value > best_value:
                best, best_value = action, value
        return best

    def _needs(self, view: TtrView) -> list[int]:
        """Cards per colour that the planned routes still need beyond the hand (wild last)."""
        t = self.t
        seat = own_seat(view)
        owner = owners(t, view)
        tickets = [t.ticket_index[i] for i in view["tickets"]]
        done = self.routing.joined(seat, owner, tickets)
        open_tickets = [i for i, d in zip(tickets, done, strict=True) if not d]
        planned, _cut, _cars = self._plan(open_tickets, self._route_costs(view, owner))
        hand = hand_counts(t, view)
        need = [0] * t.ncards
        spare = hand[:]
        grays = []
        for r in sorted(planned, key=lambda r: -t.rlen[r]):
            c = t.rcol[r]
            if c < 0:
                grays.append(r)
                continue
            need[c] += t.rlen[r]
            need[t.wild] += t.rferry[r]
        for c in range(t.wild):
            spare[c] = max(0, hand[c] - need[c])
        for r in grays:
            # A gray route takes the colour held most beyond the other needs.
            c = max(range(t.wild), key=lambda k: spare[k])
            need[c] += t.rlen[r]
            spare[c] = max(0, spare[c] - t.rlen[r])
            need[t.wild] += t.rferry[r]
        return [max(0, need[c] - hand[c]) for c in range(t.ncards)]

    def _draw(
        self, view: TtrView, legal: Sequence[Action], deficit: list[int], second: bool
    ) -> Action:
        t = self.t
        face_up = view["face_up"]
        best: Action | None = None
        best_score = 0.0
        for action in legal:
            if not isinstance(action, DrawFaceUp):
                continue
            c = t.card_index[face_up[action.slot] or ""]  # a legal slot holds a card
            if c == t.wild:
                # A face-up wild is the whole draw: only for a ferry's or a plan's big need.
                score = 1.5 if deficit[t.wild] > 0 else (0.8 if sum(deficit) >= 6 else 0.0)
            else:
                score = 1.0 + 0.1 * min(deficit[c], 4) if deficit[c] > 0 else 0.0
            if score > best_score:
                best, best_score = action, score
        blind = next((a for a in legal if isinstance(a, DrawBlind)), None)
        if best is not None:
            return best
        if blind is not None:
            return blind
        draws = [a for a in legal if isinstance(a, DrawFaceUp)]
        return draws[0] if draws else legal[0]

    def _turn(self, view: TtrView, legal: Sequence[Action], rng: Rng) -> Action:
        t = self.t
        seat = own_seat(view)
        me = view["players"][seat]
        owner = owners(t, view)
        hand = hand_counts(t, view)
        tickets = [t.ticket_index[i] for i in view["tickets"]]
        done = self.routing.joined(seat, owner, tickets)
        open_tickets = [i for i, d in zip(tickets, done, strict=True) if not d]
        costs = self._route_costs(view, owner)
        planned, cut, _cars = self._plan(open_tickets, costs)
        claims = [a for a in legal if isinstance(a, ClaimRoute)]
        by_route: dict[int, list[ClaimRoute]] = {}
        for a in claims:
            by_route.setdefault(t.route_index[a.route], []).append(a)
        last_turn = view["final_round"]
        least_pieces = min(p["pieces"] for p in view["players"])

        # 1. Claim a planned route we can pay for: longest first.
        planned_set = set(planned)
        options = [r for r in planned if r in by_route]
        for r in sorted(options, key=lambda r: (-t.rlen[r], r)):
            pay = self._payment(by_route[r], hand, r, planned_set)
            if pay is not None:
                return pay

        # 2. A ticket cut off: a station borrowing one route of another player (Europe).
        if cut and me["stations_left"] and not last_turn:
            station = self._station(view, legal, owner, cut, hand)
            if station is not None:
                return station

        # 3. Every ticket done: more tickets while pieces remain.
        draw_tickets = next((a for a in legal if isinstance(a, DrawTickets)), None)
        threshold = self.ticket_pieces[0 if self.game.rules.has_stations else 1]
        if (
            draw_tickets is not None
            and not open_tickets
            and me["pieces"] >= threshold
            and least_pieces > 8
            and not last_turn
        ):
            return draw_tickets

        # 4. Final turns, nothing planned, or a full hand: score the most valuable route.
        if claims and (last_turn or least_pieces <= 4 or not planned or sum(hand) >= 14):
            r = max(by_route, key=lambda r: (t.rpoints[r], -r))
            if not planned or last_turn or least_pieces <= 4 or t.rlen[r] >= 3:
                pay = self._payment(by_route[r], hand, r, planned_set, loose=True)
                if pay is not None:
                    return pay

        # 5. Draw the colours the plan needs.
        deficit = self._needs(view)
        if any(isinstance(a, DrawFaceUp | DrawBlind) for a in legal):
            return self._draw(view, legal, deficit, second=False)
        if claims:
            r = max(by_route, key=lambda r: (t.rpoints[r], -r))
            pay = self._payment(by_route[r], hand, r, planned_set, loose=True)
            if pay is not None:
                return pay
        if draw_tickets is not None and me["pieces"] >= threshold:
            return draw_tickets
        return legal[rng.below(len(legal))] if claims else legal[0]

    def _payment(
        self,
        pays: Sequence[ClaimRoute],
        hand: Sequence[int],
        r: int,
        planned: set[int],
        loose: bool = False,
    ) -> ClaimRoute | None:
        """The payment to use for route r: fewest wilds, then the colour least needed by the
        other planned routes. Tunnels only with a spare card of the colour or a wild."""
        t = self.t
        committed = [0] * t.ncards
        for q in planned:
            if q != r and t.rcol[q] >= 0:
                committed[t.rcol[q]] += t.rlen[q]

        def key(a: ClaimRoute) -> tuple[int, int, int]:
            c = t.card_index[a.color] if a.color is not None else t.wild
            return (a.wilds, committed[c] if c != t.wild else 99, -hand[c])

        for a in sorted(pays, key=key):
            if not t.rtunnel[r] or loose:
                return a
            c = t.card_index[a.color] if a.color is not None else t.wild
            left_colour = hand[c] - (t.rlen[r] - a.wilds) if c != t.wild else 0
            left_wild = hand[t.wild] - a.wilds
            if left_colour + left_wild >= 1:
                return a
        return None

    def _station(
        self,
        view: TtrView,
        legal: Sequence[Action],
        owner: Sequence[int],
        cut: Sequence[int],
        hand: Sequence[int],
    ) -> Action | None:
        """A station at the end of the one opponent route that would reconnect a cut ticket."""
        t = self.t
        seat = own_seat(view)
        stations = {t.city_index[c] for c in view["stations"]}
        builds = [a for a in legal if isinstance(a, BuildStation)]
        if not builds:
            return None
        costs = self._route_costs(view, owner)
        borrow = list(costs)
        for r, o in enumerate(owner):
            if o >= 0 and o != seat:
                borrow[r] = 8.0  # one borrowed route is the station's price
        for i in sorted(cut, key=lambda i: -t.tpoints[i]):
            if t.tpoints[i] < 5:
                continue
            found = self.routing.path(t.ta[i], t.tb[i], borrow)
            if found is None:
                continue
            foreign = [r for r in found[1] if owner[r] >= 0 and owner[r] != seat]
            if len(foreign) != 1:
                continue
            r = foreign[0]
            for city in (t.ra[r], t.rb[r]):
                if city in stations:
                    continue
                name = t.city_ids[city]
                mine = [a for a in builds if a.city == name]
                if mine:
                    return min(
                        mine,
                        key=lambda a: (a.wilds, -hand[t.card_index[a.color]] if a.color else 0),
                    )
        return None


__all__ = ["TtrGreedyAgent"]
