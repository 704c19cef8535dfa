"""A full state consistent with a view: what the seat cannot see (other hands, other tickets,
deck order, the discard pile's make-up, the ticket deck) re-dealt at random from the unseen
cards and tickets. Agents search possible worlds through this; they never see a state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.core import Rng

from .state import Pending, TtrState, Tunnel
from .view import TtrView

if TYPE_CHECKING:
    from .engine import TtrGame


def determinize(game: TtrGame, view: TtrView, rng: Rng) -> TtrState:
    if view.get("over"):
        raise ValueError("the game is over: nothing is hidden any more")
    t = game.tables
    rules = game.rules
    seat = view["seat"]
    infos = view["players"]
    players = len(infos)
    if view["game"] != rules.game_id:
        raise ValueError(f"a {view['game']} view is not a {rules.game_id} game")
    own = seat is not None

    s = TtrState.__new__(TtrState)
    s.t = t
    s.players = players
    s.rng = Rng(rng.next_u64())
    s.face_up = [t.card_index[c] if c is not None else -1 for c in view["face_up"]]
    s.owner = [-1] * t.nroutes
    for route, holder in view["routes"].items():
        s.owner[t.route_index[route]] = holder
    s.stations = [-1] * t.ncities
    for city, holder in view["stations"].items():
        s.stations[t.city_index[city]] = holder
    s.pieces = [p["pieces"] for p in infos]
    s.stations_left = [p["stations_left"] for p in infos]
    s.route_points = [0] * players
    for r, holder in enumerate(s.owner):
        if holder >= 0:
            s.route_points[holder] += t.rpoints[r]
    s.flag_points = [p["score"] - s.route_points[i] for i, p in enumerate(infos)]
    s.flags = [tuple(t.card_index[c] for c in p["flags"]) for p in infos]
    to_act = view["to_act"]
    assert to_act is not None  # the game is not over
    s.current = to_act
    pending = view["pending"]
    s.pending = None if pending is None else Pending(pending)
    s.setup = view["setup"]
    s.first = view["first_player"]
    s.idle = view["idle_turns"]
    s.final_left = len(view["last_round_seats"]) if view["final_round"] else None
    s.result = None
    s.tunnel = None
    if view["tunnel"] is not None:
        tv = view["tunnel"]
        color = t.card_index[tv["color"]] if tv["color"] is not None else -1
        s.tunnel = Tunnel(
            t.route_index[tv["route"]],
            color,
            tv["wilds"],
            tuple(t.card_index[c] for c in tv["revealed"]),
            tv["extra"],
        )

    # ---- cards: everything not seen is shuffled and dealt again
    pool = list(rules.deck)

    def seen(card: int, n: int = 1) -> None:
        pool[card] -= n

    hand_own = [0] * t.ncards
    if own:
        for name, n in view["hand"].items():
            hand_own[t.card_index[name]] = n
            seen(t.card_index[name], n)
    for c in s.face_up:
        if c >= 0:
            seen(c)
    for flag in s.flags:
        for c in flag:
            seen(c)
    if s.tunnel is not None:
        tn = s.tunnel
        for c in tn.revealed:
            seen(c)
        seen(t.wild, tn.wilds)
        if tn.color >= 0:
            seen(tn.color, t.rlen[tn.route] - tn.wilds)
    if min(pool) < 0:
        raise ValueError("the view shows more cards of a colour than the game has")
    unseen = [c for c in range(t.ncards) for _ in range(pool[c])]
    s.rng.shuffle(unseen)
    s.hands = []
    for p in range(players):
        if own and p == seat:
            s.hands.append(hand_own)
            continue
        hand = [0] * t.ncards
        for _ in range(infos[p]["hand_size"]):
            hand[unseen.pop()] += 1
        s.hands.append(hand)
    deck_size = view["deck"]
    s.deck = unseen[len(unseen) - deck_size :] if deck_size else []
    s.discard = [0] * t.ncards
    for c in unseen[: len(unseen) - deck_size]:
        s.discard[c] += 1
    if sum(s.discard) != view["discard"]:
        raise ValueError("the view's card counts do not add up")

    # ---- tickets
    known: set[int] = set()
    mine: tuple[int, ...] = ()
    mine_offered: tuple[int, ...] = ()
    if own:
        mine = tuple(t.ticket_index[i] for i in view["tickets"])
        mine_offered = tuple(t.ticket_index[i] for i in view["offered_tickets"])
        known = {*mine, *mine_offered}
    regular = [i for i in t.regular if i not in known]
    long = [i for i in t.long if i not in known]
    s.rng.shuffle(regular)
    s.rng.shuffle(long)
    # The ticket deck only ever holds regular tickets (Europe's long ones are dealt or boxed).
    n = view["ticket_deck"]
    s.ticket_deck = tuple(regular[:n])
    regular = regular[n:]

    def take(first: list[int], second: list[int], k: int) -> list[int]:
        out = []
        for _ in range(k):
            out.append((first or second).pop())
        return out

    s.offered = []
    for p in range(players):
        if own and p == seat:
            s.offered.append(mine_offered)
            continue
        k = infos[p]["offered_count"]
        if s.setup and k and rules.start_long:
            picked = take(long, regular, rules.start_long) + take(regular, long, k - 1)
        else:
            picked = take(regular, long, k)
        s.offered.append(tuple(picked))
    rest = regular + long
    s.rng.shuffle(rest)
    s.tickets = []
    for p in range(players):
        if own and p == seat:
            s.tickets.append(mine)
            continue
        s.tickets.append(tuple(rest.pop() for _ in range(infos[p]["ticket_count"])))
    s.box = tuple(sorted(rest))
    return s
