"""What a TTR seat may do now (rules/ttr.md, "A turn"): the legal actions at each sub-step,
each listed once, and the cheap question whether anything but a pass is possible."""

from __future__ import annotations

from itertools import combinations

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
from .payments import can_pay_route, route_payments, tunnel_payments
from .refusals import TtrRefusal
from .rules import TtrRules
from .state import KEEP_TICKETS, SECOND_DRAW, TUNNEL, TtrState
from .tables import GRAY


def legal_actions(rules: TtrRules, state: TtrState) -> list[Action]:
    """Every action the seat to act may take, each once (none once the game is over)."""
    if state.result is not None:
        return []
    pending = state.pending
    if pending == KEEP_TICKETS:
        return keep_options(rules, state)
    if pending == SECOND_DRAW:
        return draw_options(rules, state, second=True)
    if pending == TUNNEL:
        tn = state.tunnel
        assert tn is not None
        hand = state.hands[state.current]
        out: list[Action] = [
            PayTunnel(w) for w in tunnel_payments(hand, state.t.wild, tn.color, tn.extra)
        ]
        out.append(DECLINE_TUNNEL)
        return out
    out = draw_options(rules, state, second=False)
    out += claim_options(rules, state)
    if state.ticket_deck:
        out.append(DRAW_TICKETS)
    out += station_options(rules, state)
    return out or [PASS]


def keep_options(rules: TtrRules, s: TtrState) -> list[Action]:
    """The tickets a seat may keep of those offered: every subset of at least the minimum."""
    offered = s.offered[s.current]
    minimum = min(keep_minimum(rules, s), len(offered))
    ids = [s.t.ticket_ids[i] for i in offered]
    # Every subset of at least the minimum, keeping the most first.
    return [
        KeepTickets(tuple(combo))
        for size in range(len(ids), minimum - 1, -1)
        for combo in combinations(ids, size)
    ]


def keep_minimum(rules: TtrRules, s: TtrState) -> int:
    """How many of the offered tickets must be kept (more at the start of the game)."""
    return rules.start_keep if s.setup else rules.draw_keep


def draw_options(rules: TtrRules, s: TtrState, second: bool) -> list[Action]:
    """The cards that may be drawn: face-up ones (no wild as the second) and the deck."""
    t = s.t
    wild = t.wild
    faces = t.face_up_actions
    if not faces:
        faces = t.face_up_actions = tuple(DrawFaceUp(i) for i in range(rules.face_up))
    out: list[Action] = [
        faces[i] for i, c in enumerate(s.face_up) if c >= 0 and not (second and c == wild)
    ]
    if s.deck or any(s.discard):
        out.append(DRAW_BLIND)
    return out


def claim_options(rules: TtrRules, s: TtrState) -> list[Action]:
    """Every route the seat may claim, with every way it may pay for it."""
    t = s.t
    seat = s.current
    hand = s.hands[seat]
    wild = t.wild
    have_wild = hand[wild]
    most = max(hand[:wild]) if wild else 0
    reach = have_wild + most if most else have_wild
    pieces = s.pieces[seat]
    owner = s.owner
    small = s.players <= rules.doubles_single_up_to
    rlen, rcol, rferry, rpartners = t.rlen, t.rcol, t.rferry, t.rpartners
    cache = t.claim_actions
    route_ids = t.route_ids
    cards = t.cards
    out: list[Action] = []
    for r in range(t.nroutes):
        if owner[r] >= 0:
            continue
        length = rlen[r]
        if length > pieces or length > reach:
            continue
        blocked = False
        for p in rpartners[r]:
            o = owner[p]
            if o == seat or (o >= 0 and small):
                blocked = True
        if blocked:
            continue
        color = rcol[r]
        if color >= 0 and hand[color] + have_wild < length:
            continue
        for c, w in route_payments(hand, wild, color, length, rferry[r]):
            key = (r, c, w)
            action = cache.get(key)
            if action is None:
                action = cache[key] = ClaimRoute(route_ids[r], cards[c] if c >= 0 else None, w)
            out.append(action)
    return out


def station_options(rules: TtrRules, s: TtrState) -> list[Action]:
    """Every city the seat may build a station in, with every way it may pay for it."""
    seat = s.current
    left = s.stations_left[seat]
    if not left:
        return []
    t = s.t
    cost = rules.station_costs[rules.stations - left]
    pays = route_payments(s.hands[seat], t.wild, GRAY, cost)
    if not pays:
        return []
    cache = t.station_actions
    out: list[Action] = []
    for city, holder in enumerate(s.stations):
        if holder >= 0:
            continue
        for c, w in pays:
            key = (city, c, w)
            action = cache.get(key)
            if action is None:
                action = cache[key] = BuildStation(
                    t.city_ids[city], t.cards[c] if c >= 0 else None, w
                )
            out.append(action)
    return out


def blocker(s: TtrState, seat: int, r: int) -> TtrRefusal | None:
    """Why ``seat`` may not claim route ``r`` whatever it pays (or None)."""
    return s.t.route_blocker(s.owner, seat, s.players, s.pieces[seat], r)


def has_turn_action(rules: TtrRules, s: TtrState) -> bool:
    """Anything but passing possible at the start of a turn? (cheap, no action objects)"""
    if s.ticket_deck or s.deck or any(s.discard) or any(c >= 0 for c in s.face_up):
        return True
    t = s.t
    seat = s.current
    hand = s.hands[seat]
    for r in range(t.nroutes):
        if blocker(s, seat, r) is None and can_pay_route(
            hand, t.wild, t.rcol[r], t.rlen[r], t.rferry[r]
        ):
            return True
    left = s.stations_left[seat]
    if left and any(h < 0 for h in s.stations):
        cost = rules.station_costs[rules.stations - left]
        return can_pay_route(hand, t.wild, GRAY, cost)
    return False
