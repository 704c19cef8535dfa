"""What the seat to act may do in a Ticket to Ride state: every legal action, listed in the
engine's order (a pending sub-step's own actions; at the start of a turn the card draws, the
claims, drawing tickets, the stations — or passing when nothing else is possible), and the
checks the engine's steps share with it."""

from __future__ import annotations

from itertools import combinations

from tabletop.core import Action, InvalidActionError
from tabletop.core.i18n import _

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
from .payments import can_pay_route, route_payments
from .payments import tunnel_payments as _tunnel_payments
from .refusals import TtrRefusal
from .state import KEEP_TICKETS, SECOND_DRAW, TUNNEL, TtrState
from .tables import GRAY, Tables


def legal_actions(state: TtrState) -> list[Action]:
    """Every legal action of the seat to act (none once the game is over)."""
    if state.result is not None:
        return []
    pending = state.pending
    if pending == KEEP_TICKETS:
        return _keep_options(state)
    if pending == SECOND_DRAW:
        return _draw_options(state, second=True)
    if pending == TUNNEL:
        tn = state.tunnel
        assert tn is not None
        hand = state.hands[state.current]
        out: list[Action] = [
            PayTunnel(w) for w in _tunnel_payments(hand, state.t.wild, tn.color, tn.extra)
        ]
        out.append(DECLINE_TUNNEL)
        return out
    out = _draw_options(state, second=False)
    out += _claim_options(state)
    if state.ticket_deck:
        out.append(DRAW_TICKETS)
    out += _station_options(state)
    return out or [PASS]


def _keep_options(s: TtrState) -> list[Action]:
    offered = s.offered[s.current]
    minimum = min(keep_minimum(s), len(offered))
    ids = [s.t.ticket_ids[i] for i in offered]
    # Every subset of at least the minimum, keeping the most first.
    return [
        KeepTickets(tuple(combo))
        for size in range(len(ids), minimum - 1, -1)
        for combo in combinations(ids, size)
    ]


def keep_minimum(s: TtrState) -> int:
    """The fewest tickets the seat may keep of its offer (more at the start of the game)."""
    rules = s.t.rules
    return rules.start_keep if s.setup else rules.draw_keep


def _draw_options(s: TtrState, second: bool) -> list[Action]:
    t = s.t
    wild = t.wild
    faces = t.face_up_actions
    out: list[Action] = [
        faces[i] for i, c in enumerate(s.face_up) if c >= 0 and not (second and c == wild)
    ]
    if s.deck or any(s.discard):
        out.append(DRAW_BLIND)
    return out


def _claim_options(s: TtrState) -> list[Action]:
    t = s.t
    seat = s.current
    hand = s.hands[seat]
    wild = t.wild
    have_wild = hand[wild]
    most = max(hand[:wild]) if wild else 0
    reach = have_wild + most if most else have_wild
    pieces = s.pieces[seat]
    owner = s.owner
    small = s.players <= t.rules.doubles_single_up_to
    rlen, rcol, rferry, rpartners = t.rlen, t.rcol, t.rferry, t.rpartners
    actions = t.claim_actions
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
            out.append(actions[r, c, w])
    return out


def _station_options(s: TtrState) -> list[Action]:
    seat = s.current
    left = s.stations_left[seat]
    if not left:
        return []
    t = s.t
    rules = t.rules
    cost = rules.station_costs[rules.stations - left]
    pays = route_payments(s.hands[seat], t.wild, GRAY, cost)
    if not pays:
        return []
    actions = t.station_actions
    out: list[Action] = []
    for city, holder in enumerate(s.stations):
        if holder >= 0:
            continue
        for c, w in pays:
            out.append(actions[city, c, w])
    return out


def blocker(s: TtrState, seat: int, r: int) -> TtrRefusal | None:
    """Why ``seat`` may not claim route ``r`` whatever it pays (or None)."""
    return s.t.route_blocker(s.owner, seat, s.players, s.pieces[seat], r)


def has_turn_action(s: TtrState) -> bool:
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
        rules = t.rules
        cost = rules.station_costs[rules.stations - left]
        return can_pay_route(hand, t.wild, GRAY, cost)
    return False


def check_ids(t: Tables, action: Action) -> None:
    """``InvalidActionError`` for an id, slot or colour the board of ``t`` does not have
    (malformed input, whatever the state)."""
    if isinstance(action, DrawFaceUp) and not 0 <= action.slot < t.rules.face_up:
        raise InvalidActionError(_("there is no face-up slot {slot}").format(slot=action.slot))
    if isinstance(action, ClaimRoute) and action.route not in t.route_index:
        raise InvalidActionError(_("there is no route {route}").format(route=repr(action.route)))
    if isinstance(action, BuildStation) and action.city not in t.city_index:
        raise InvalidActionError(_("there is no city {city}").format(city=repr(action.city)))
    colour = action.color if isinstance(action, ClaimRoute | BuildStation) else None
    if colour is not None and colour not in t.card_index:
        raise InvalidActionError(
            _("there is no card colour {colour} in {title}").format(
                colour=repr(colour), title=_(t.rules.title)
            )
        )
    if isinstance(action, KeepTickets):
        for name in action.tickets:
            if name not in t.ticket_index:
                raise InvalidActionError(_("there is no ticket {name}").format(name=repr(name)))


__all__ = ["blocker", "check_ids", "has_turn_action", "keep_minimum", "legal_actions"]
