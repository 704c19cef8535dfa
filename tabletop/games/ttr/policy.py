"""The Ticket to Ride policy: a position turned into a short list of sensible, scored options.

The Standard level plays the best option, the Beginner samples them with a temperature, the
search's play-outs play the best, and the search takes its candidates from them
(``knowledge.py``). The options come in tiers of falling scores: the last turn's best claim,
planned routes, a station for a cut ticket, more tickets, the most valuable route near the
end, the colours the plan needs, anything left. ``Style`` (``style.py``) holds its knobs.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from itertools import combinations, compress, repeat
from operator import ge, itemgetter

from tabletop.core import Action

from .actions import (
    DECLINE_TUNNEL,
    DRAW_BLIND,
    DRAW_TICKETS,
    PASS,
    BuildStation,
    ClaimRoute,
    DrawFaceUp,
    KeepTickets,
    PayTunnel,
)
from .evaluation import Evaluator
from .payments import ALL_WILD, route_payments, tunnel_payments
from .planner import Plan, Planner
from .position import Position
from .state import KEEP_TICKETS, SECOND_DRAW, TUNNEL
from .style import STANDARD, Style
from .tables import GRAY


class Policy:
    """Scored, sensible options for the seat to act (highest first)."""

    def __init__(self, planner: Planner, evaluator: Evaluator, style: Style = STANDARD) -> None:
        self.planner = planner
        self.evaluator = evaluator
        self.t = planner.t
        self.style = style
        rules = self.t.rules
        self.europe = rules.has_stations
        self._game = 0 if self.europe else 1
        t = self.t
        #: Routes by points, most first (lowest index among equals).
        self._by_points = sorted(range(t.nroutes), key=lambda r: (-t.rpoints[r], r))
        #: Per route, the shortest track ``track_payment`` may pay for it: a hand whose one
        #: colour and wilds together are fewer cards pays none of them.
        self._shortest_track = [
            min(t.rlen[q] for q in ((r, *t.rpartners[r]) if style.either_track else (r,)))
            for r in range(t.nroutes)
        ]

    # -- entry points

    def best(self, pos: Position) -> Action:
        """The option ``options`` would list first, found without listing the others."""
        if pos.pending is None and not pos.setup:
            tier = self._turn_options(pos, first=True)
            if not tier:
                return PASS
            return max(tier, key=itemgetter(0))[1]
        return self.options(pos)[0][1]

    def options(self, pos: Position) -> list[tuple[float, Action]]:
        """Sensible options with scores, best first (never empty)."""
        pending = pos.pending
        if pending == KEEP_TICKETS:
            out = self._keep_options(pos)
        elif pending == TUNNEL:
            out = self._tunnel_options(pos)
        elif pending == SECOND_DRAW:
            out = self._draw_options(pos, self.deficit(pos), second=True)
        else:
            out = self._turn_options(pos)
        if not out:
            out = [(0.0, PASS)]
        out.sort(key=lambda o: -o[0])
        return out

    # -- tickets

    def keep_value(self, pos: Position, chosen: Sequence[int]) -> float:
        """How good keeping ``chosen`` (with the tickets held) looks."""
        if self.style.keep_model:
            tickets = (*pos.tickets, *chosen)
            return self.evaluator.position_tickets(pos, tickets) - 0.01 * len(chosen)
        # Greedy's rule: points of the tickets that can be joined minus those cut off, less
        # the cars the plan needs.
        t = self.t
        style = self.style
        seat = pos.seat
        tickets = (*pos.tickets, *chosen)
        plan = self.planner.plan(seat, pos.owner, pos.pieces[seat], pos.small, tickets)
        value = 0.0
        cut = set(plan.cut)
        for i in chosen:
            value += -t.tpoints[i] if i in cut else t.tpoints[i]
        cars = plan.total_cars
        pieces = pos.pieces[seat]
        over = max(0.0, cars - (style.pieces_share * pieces - 2))
        return value - style.cars_weight * cars - style.over_weight * over

    def ticket_draw_value(self, pos: Position) -> float:
        """What drawing tickets now is worth, in expected ticket points: the best single
        ticket of a random offer from the tickets the seat has not seen, by the model."""
        t = self.t
        known = {*pos.tickets, *pos.offered}
        pool = [i for i in t.regular if i not in known]
        n = min(t.rules.draw_tickets, pos.ticket_deck, len(pool))
        if n <= 0:
            return -math.inf
        held = tuple(pos.tickets)
        evaluator = self.evaluator
        base = evaluator.position_tickets(pos, held)
        gains = sorted(evaluator.position_tickets(pos, (*held, i)) - base for i in pool)
        size = len(pool)
        total = math.comb(size, n)
        # The k-th smallest (1-based) is the best of the offer with chance C(k-1, n-1)/C(N, n).
        return sum(gains[k - 1] * math.comb(k - 1, n - 1) / total for k in range(n, size + 1))

    def _keep_options(self, pos: Position) -> list[tuple[float, Action]]:
        t = self.t
        offered = list(pos.offered)
        minimum = min(t.rules.start_keep if pos.setup else t.rules.draw_keep, len(offered))
        out: list[tuple[float, Action]] = []
        for size in range(len(offered), minimum - 1, -1):
            for combo in combinations(offered, size):
                action = KeepTickets(tuple(t.ticket_ids[i] for i in combo))
                out.append((self.keep_value(pos, combo), action))
        return out

    # -- tunnels

    def _tunnel_options(self, pos: Position) -> list[tuple[float, Action]]:
        tn = pos.tunnel
        assert tn is not None
        t = self.t
        pays = tunnel_payments(pos.hand, t.wild, tn.color, tn.extra)
        # Pay with as few wilds as possible: a claimed route is worth its extra cards.
        out: list[tuple[float, Action]] = [(10.0 - w, PayTunnel(w)) for w in pays]
        out.append((0.0, DECLINE_TUNNEL))
        return out

    # -- draws

    def deficit(self, pos: Position) -> list[int]:
        """The cards of each colour the plan still lacks (a double route counted on the track
        the hand suits): what the draws go for."""
        plan = self.planner.plan_for(pos)
        return self.planner.needs(pos.hand, self._fit_tracks(pos, plan.routes))

    def _fit_tracks(self, pos: Position, routes: Sequence[int]) -> Sequence[int]:
        """The planned routes with each double route's track chosen by the hand: the
        claimable track whose colour the hand holds most."""
        if not self.style.either_track:
            return routes
        t = self.t
        hand = pos.hand
        partners = t.rpartners
        out: list[int] = []
        for r in routes:
            if partners[r]:
                tracks = [q for q in (r, *partners[r]) if self.claimable(pos, q)]
                if tracks:
                    r = max(tracks, key=lambda q: hand[t.rcol[q]] if t.rcol[q] >= 0 else 0)
            out.append(r)
        return out

    def _draw_options(
        self, pos: Position, deficit: Sequence[int], second: bool
    ) -> list[tuple[float, Action]]:
        """Card draws: face-up cards the plan needs first, then the deck."""
        t = self.t
        wild = t.wild
        out: list[tuple[float, Action]] = []
        total_need = sum(deficit)
        for slot, c in enumerate(pos.face_up):
            if c < 0:
                continue
            if c == wild:
                if second:
                    continue
                # A face-up wild is the whole draw: only for a ferry's or a big need.
                score = 1.5 if deficit[wild] > 0 else (0.8 if total_need >= 6 else 0.1)
            else:
                score = 1.0 + 0.1 * min(deficit[c], 4) if deficit[c] > 0 else 0.2
            out.append((score, self._face_up_action(slot)))
        if pos.deck or pos.discard:
            out.append((0.5, DRAW_BLIND))
        return out

    def _face_up_action(self, slot: int) -> Action:
        t = self.t
        faces = t.face_up_actions
        if not faces:
            faces = t.face_up_actions = tuple(DrawFaceUp(i) for i in range(t.rules.face_up))
        return faces[slot]

    # -- claims

    def claimable(self, pos: Position, r: int) -> bool:
        """May the seat claim route ``r`` now, whatever it pays?"""
        t = self.t
        if pos.owner[r] >= 0 or t.rlen[r] > pos.pieces[pos.seat]:
            return False
        seat = pos.seat
        small = pos.small
        for q in t.rpartners[r]:
            o = pos.owner[q]
            if o == seat or (o >= 0 and small):
                return False
        return True

    def payment(
        self, pos: Position, r: int, committed: Sequence[int], tunnel_spare: bool
    ) -> ClaimRoute | None:
        """The payment for route ``r``: fewest wilds, then the colour least committed to the
        other planned routes, then the colour held most. Tunnels (``tunnel_spare``) only with
        a card to spare for the extra demand."""
        t = self.t
        hand = pos.hand
        wild = t.wild
        if not (tunnel_spare and t.rtunnel[r]):  # the first in that order: no list, no sort
            least = _least_payment(hand, wild, t.rcol[r], t.rlen[r], t.rferry[r], committed)
            return None if least is None else self._claim_action(r, *least)
        pays = route_payments(hand, wild, t.rcol[r], t.rlen[r], t.rferry[r])
        for c, w in sorted(pays, key=lambda p: _pay_key(hand, committed, *p)):
            left_colour = hand[c] - (t.rlen[r] - w) if c >= 0 else 0
            if left_colour + hand[wild] - w < self.style.tunnel_spare:
                continue
            return self._claim_action(r, c, w)
        return None

    def track_payment(
        self, pos: Position, r: int, committed: Sequence[int], tunnel_spare: bool
    ) -> ClaimRoute | None:
        """The payment for route ``r`` or, with ``either_track``, for whichever free track of
        its double pays best by ``payment``'s order — fewest wilds first. The tracks join the
        same cities with the same length, so a wild is spent only where no track of the double
        takes plain cards (a human would not spend a locomotive on the red track while a blue
        card pays the blue one beside it)."""
        t = self.t
        hand = pos.hand
        wild = t.wild
        best: ClaimRoute | None = None
        best_key: tuple[int, int, int] | None = None
        for q in (r, *t.rpartners[r]) if self.style.either_track else (r,):
            c = t.rcol[q]
            if not self.claimable(pos, q) or (c >= 0 and hand[c] + hand[wild] < t.rlen[q]):
                continue
            pay = self.payment(pos, q, committed, tunnel_spare)
            if pay is None:
                continue
            paid = t.card_index[pay.color] if pay.color is not None else -1
            key = _pay_key(hand, committed, paid, pay.wilds)
            if best_key is None or key < best_key:
                best, best_key = pay, key
        return best

    def _claim_action(self, r: int, c: int, w: int) -> ClaimRoute:
        t = self.t
        key = (r, c, w)
        action = t.claim_actions.get(key)
        if action is None:
            action = t.claim_actions[key] = ClaimRoute(
                t.route_ids[r], t.cards[c] if c >= 0 else None, w
            )
        assert isinstance(action, ClaimRoute)
        return action

    def _ticket_gain(self, pos: Position, r: int, open_tickets: Sequence[int]) -> int:
        """Points the open tickets would swing (−p → +p) if route ``r`` were the seat's."""
        if not open_tickets:
            return 0
        owner = list(pos.owner)
        owner[r] = pos.seat
        joined = self.planner.joined(pos.seat, owner, open_tickets)
        t = self.t
        return sum(2 * t.tpoints[i] for i, j in zip(open_tickets, joined, strict=True) if j)

    def _turn_options(self, pos: Position, first: bool = False) -> list[tuple[float, Action]]:
        """Options at the start of a turn, in tiers of falling scores (a tier's scores are
        all above the next tier's); with ``first``, only the first tier that has any."""
        out: list[tuple[float, Action]] = []
        for tier in self._turn_tiers(pos):
            if tier:
                if first:
                    return tier
                out += tier
        return _unique(out)

    def _turn_tiers(self, pos: Position) -> Iterator[list[tuple[float, Action]]]:
        t = self.t
        style = self.style
        seat = pos.seat
        g = self._game
        hand = pos.hand
        plan = self.planner.plan_for(pos)
        pieces = pos.pieces[seat]
        rivals = [pos.pieces[p] for p in range(pos.players) if p != seat]
        least_rival = min(rivals) if rivals else 99
        last_turn = pos.last_turn
        endgame = last_turn or least_rival <= style.endgame_pieces[g] or pieces <= 4
        planned = set(plan.routes)
        committed = [0] * t.ncards
        for q in plan.routes:
            if t.rcol[q] >= 0:
                committed[t.rcol[q]] += t.rlen[q]
        known: dict[int, ClaimRoute | None] = {}
        # The most cards one payment can put down: a colour's cards and every wild (most
        # routes are out of reach, and ``most_points`` asks about them all).
        reach = max(hand[: t.wild]) + hand[t.wild]
        shortest_track = self._shortest_track

        def claim(r: int) -> ClaimRoute | None:
            """A payment for route r, or the other track of its double when that one pays
            with fewer wilds, now (planned tunnels keep a card spare); or None."""
            if r in known:
                return known[r]
            if shortest_track[r] > reach:
                known[r] = None
                return None
            spare = r in planned and not endgame
            pay = known[r] = self.track_payment(pos, r, committed, tunnel_spare=spare)
            return pay

        def all_claims() -> dict[int, ClaimRoute]:
            found: dict[int, ClaimRoute] = {}
            for r in range(t.nroutes):
                pay = claim(r)
                if pay is not None:
                    found[r] = pay
            return found

        def most_points() -> int | None:
            """The payable route worth most (lowest index among equals)."""
            for r in self._by_points:
                if claim(r) is not None:
                    return r
            return None

        # 0. The last turn: the route worth most, counting tickets it joins.
        if last_turn and style.last_turn_tickets:
            open_tickets = plan.open
            tier: list[tuple[float, Action]] = []
            for r, payment in all_claims().items():
                gain = self._ticket_gain(pos, r, open_tickets)
                tier.append((100.0 + t.rpoints[r] + gain, payment))
            yield tier

        # 1. Planned routes we can pay for (either track of a double): longest first.
        tier = []
        for r in plan.routes:
            pay = claim(r)
            if pay is not None:
                tier.append((50.0 + t.rlen[r] - 0.001 * r, pay))
        yield tier

        # 1b. Styles (``style.py``): the gap in a rival's network, or a long route, when no
        # planned route can be claimed — pieces for the plan kept.
        if not endgame and (style.block or style.long_claim is not None):
            spare = pieces - plan.total_cars
            tier = []
            if style.block:
                for r in self.gaps(pos):
                    pay = claim(r)
                    if pay is not None and t.rlen[r] <= spare:
                        tier.append((47.0 + t.rpoints[r] / 10.0, pay))
            if style.long_claim is not None:
                shortest = style.long_claim[g]
                for r in self._by_points:
                    if t.rlen[r] < shortest:
                        break
                    pay = claim(r)
                    if pay is not None and t.rlen[r] <= spare:
                        tier.append((45.0 + t.rlen[r] / 10.0, pay))
            yield tier

        # 2. A ticket cut off: a station borrowing one route of another player (Europe).
        if plan.cut and pos.stations_left[seat] and not last_turn and self.europe:
            station = self._station(pos, plan)
            if station is not None:
                yield [(40.0, station)]

        # 3. Tickets done (or nearly): draw more while pieces remain.
        if (
            pos.ticket_deck
            and plan.total_cars <= style.ticket_open_cars
            and not plan.cut
            and pieces >= style.ticket_pieces[g]
            and least_rival > style.ticket_rivals[g]
            and not last_turn
            and (not style.ticket_model or self.ticket_draw_value(pos) > style.ticket_margin)
        ):
            yield [(30.0, DRAW_TICKETS)]

        # 4. End of the game, nothing planned, or a full hand: the most valuable route.
        full = style.full_hand is not None and sum(hand) >= style.full_hand
        if endgame or not plan.routes or full:
            r_best = most_points()
            if r_best is not None and (not plan.routes or endgame or t.rlen[r_best] >= 3):
                pay = self.track_payment(pos, r_best, committed, tunnel_spare=False)
                if pay is not None:
                    yield [(20.0 + t.rpoints[r_best] / 3.0, pay)]

        # 5. Draw the colours the plan needs.
        deficit = self.planner.needs(hand, self._fit_tracks(pos, plan.routes))
        yield [(10.0 + score, a) for score, a in self._draw_options(pos, deficit, second=False)]

        # 6. Nothing to draw: any route, tickets, a station, then (by ``options``) pass.
        tier = []
        r_best = most_points()
        if r_best is not None:
            pay = claim(r_best)
            assert pay is not None
            tier.append((5.0, pay))
        if pos.ticket_deck and pieces >= style.ticket_pieces[g] and not last_turn:
            tier.append((4.0, DRAW_TICKETS))
        if not tier and pos.stations_left[seat] and self.europe:
            station = self._any_station(pos)
            if station is not None:
                tier.append((1.0, station))
        if not tier and pos.ticket_deck:
            tier.append((0.9, DRAW_TICKETS))  # nothing else is left (passing is not allowed)
        yield tier

        # Off-plan claims the search may weigh (never first while anything else is there).
        yield [(0.5 + 0.01 * t.rpoints[r], pay) for r, pay in all_claims().items()]

    def gaps(self, pos: Position) -> list[int]:
        """Free routes joining two separate pieces of a rival's network: the gaps a rival
        most likely must fill to join its tickets (what a blocker claims first), most points
        first."""
        t = self.t
        found: set[int] = set()
        for rival in range(pos.players):
            if rival == pos.seat:
                continue
            piece = _pieces(
                t.ncities, [(t.ra[r], t.rb[r]) for r, o in enumerate(pos.owner) if o == rival]
            )
            for r in range(t.nroutes):
                a, b = piece[t.ra[r]], piece[t.rb[r]]
                if a >= 0 and b >= 0 and a != b and self.claimable(pos, r):
                    found.add(r)
        return sorted(found, key=lambda r: (-t.rpoints[r], r))

    # -- stations

    def _station_payment(self, pos: Position, city: int) -> BuildStation | None:
        t = self.t
        rules = t.rules
        left = pos.stations_left[pos.seat]
        if not left or pos.stations[city] >= 0:
            return None
        cost = rules.station_costs[rules.stations - left]
        pays = route_payments(pos.hand, t.wild, GRAY, cost)
        if not pays:
            return None
        hand = pos.hand
        c, w = min(pays, key=lambda p: (p[1], -hand[p[0]] if p[0] >= 0 else 0))
        key = (city, c, w)
        action = t.station_actions.get(key)
        if action is None:
            action = t.station_actions[key] = BuildStation(
                t.city_ids[city], t.cards[c] if c >= 0 else None, w
            )
        assert isinstance(action, BuildStation)
        return action

    def _station(self, pos: Position, plan: Plan) -> BuildStation | None:
        """A station at the end of the one rival route that would reconnect a cut ticket."""
        t = self.t
        seat = pos.seat
        planner = self.planner
        owner = pos.owner
        borrow = planner.route_costs(seat, owner, pos.pieces[seat], pos.small)
        for r in compress(range(len(owner)), map(ge, owner, repeat(0))):  # the claimed, in C
            if owner[r] != seat:
                borrow[r] = 8.0  # one borrowed route is the station's price
        for i in sorted(plan.cut, key=lambda i: -t.tpoints[i]):
            if t.tpoints[i] < 5:
                continue
            found = planner.path(t.ta[i], t.tb[i], borrow)
            if found is None:
                continue
            foreign = [r for r in found[1] if pos.owner[r] >= 0 and pos.owner[r] != seat]
            if len(foreign) != 1:
                continue
            r = foreign[0]
            for city in (t.ra[r], t.rb[r]):
                if pos.stations[city] >= 0:
                    continue
                action = self._station_payment(pos, city)
                if action is not None:
                    return action
        return None

    def _any_station(self, pos: Position) -> BuildStation | None:
        for city in range(self.t.ncities):
            action = self._station_payment(pos, city)
            if action is not None:
                return action
        return None


def _pay_key(hand: Sequence[int], committed: Sequence[int], c: int, w: int) -> tuple[int, int, int]:
    """The order payments are chosen in: fewest wilds, then the colour least committed to the
    other planned routes, then the colour held most."""
    return (w, committed[c] if c >= 0 else 99, -hand[c] if c >= 0 else 0)


def _least_payment(
    hand: Sequence[int], wild: int, color: int, length: int, ferry: int, committed: Sequence[int]
) -> tuple[int, int] | None:
    """The first of ``route_payments`` in ``_pay_key``'s order (None: no payment), found
    without listing them: each colour's fewest wilds, the least key among the colours (the
    first colour among equals), the all-wild payment only when no colour pays."""
    have_wild = hand[wild]
    high = min(length - 1, have_wild)
    best: tuple[int, int] | None = None
    best_key: tuple[int, int, int] | None = None
    for c in range(wild) if color < 0 else (color,):
        have = hand[c]
        if not have:
            continue
        low = max(ferry, length - have, 0)
        if low > high:
            continue
        key = (low, committed[c], -have)
        if best_key is None or key < best_key:
            best, best_key = (c, low), key
    if best is None and have_wild >= length:
        return ALL_WILD, length
    return best


def _pieces(cities: int, edges: Sequence[tuple[int, int]]) -> list[int]:
    """Each city's connected piece of the graph ``edges`` (its smallest city), -1 for a city
    on none of them."""
    parent = list(range(cities))

    def root(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    touched = [False] * cities
    for a, b in edges:
        touched[a] = touched[b] = True
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    return [root(c) if touched[c] else -1 for c in range(cities)]


def _unique(options: list[tuple[float, Action]]) -> list[tuple[float, Action]]:
    """Each action once, with its best score."""
    best: dict[Action, float] = {}
    for score, action in options:
        if score > best.get(action, -math.inf):
            best[action] = score
    return [(score, action) for action, score in best.items()]


__all__ = ["Policy"]
