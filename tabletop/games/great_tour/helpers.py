"""Pure helpers that work from a VIEW (the table, the controller and the agents have nothing else).

- ``path_costs``: what each segment of a path costs the viewer now (1 + other players' coaches).
- ``journey_paths`` / ``cheapest_paths``: the legal paths between two cities, cheapest first.
- ``can_pay``: whether the viewer's hand can pay a journey.
- ``auto_payment``: a full payment (card types to pay, in order) that keeps VIP cards and jokers
  when it can; during a pending journey it completes what is already paid.
- ``refusal``: why the engine would refuse an action, with the sentence's parameters, read from
  the view alone (the same reason and words as the engine's ``IllegalActionError``), so that
  the controller can say why a click does nothing without submitting anything.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core import Action, CommonRefusal, Refused

from . import rules as R
from .actions import BeginJourney, CancelJourney, DrawCards, Pass, Pay
from .engine import GREAT_TOUR, GreatTourGame
from .payment import (
    DESTINATION,
    DESTINATION_VIP,
    EMPTY,
    INF,
    JOKER,
    NONE,
    START,
    START_VIP,
    VIP_JOKER,
    Counts,
    completable,
    journey_refusal,
    plus,
    profile,
    roles_ok,
)
from .refusals import GreatTourRefusal
from .view import GreatTourView, deck_size

# How much we mind spending a card of each kind (a VIP card or joker is worth keeping).
WEIGHT_CITY = 1.0
WEIGHT_JOKER = 1.6
WEIGHT_VIP = 3.0
WEIGHT_VIP_JOKER = 3.5


def seat_of(view: GreatTourView) -> int:
    """The viewer's seat (agents and the controller only ever read a seated player's view)."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a spectator's view has no seat")
    return seat


def path_costs(view: GreatTourView, path: Sequence[str], seat: int | None = None) -> list[int]:
    """Cards each segment of ``path`` costs ``seat`` (default: the viewer): 1 + other coaches."""
    seat = view.get("seat") if seat is None else seat
    occupied: dict[str, int] = {}
    for q, player in enumerate(view["players"]):
        if q != seat:
            for s in player["coaches"]:
                occupied[s] = occupied.get(s, 0) + 1
    return [1 + occupied.get(s, 0) for s in path]


def journey_places(
    ends: Mapping[str, tuple[str, str]], start: str, path: Sequence[str]
) -> list[str]:
    """The places a journey passes, in order, from ``start`` (the city) along ``path`` to its
    destination; ``ends`` is each segment's two places by its id (``{s.id: (s.a, s.b)}``),
    either way round."""
    places = [start]
    for seg in path:
        a, b = ends[seg]
        places.append(b if a == places[-1] else a)
    return places


def journey_paths(
    view: GreatTourView, start: str, destination: str, game: GreatTourGame = GREAT_TOUR
) -> list[tuple[tuple[str, ...], list[int]]]:
    """Every legal path from ``start`` to ``destination`` with its per-segment costs, cheapest
    first (then fewest segments)."""
    topo = game.topo
    red = len(view["players"]) >= R.RED_MIN_PLAYERS
    a, b = topo.city_index[start], topo.city_index[destination]
    out = []
    for path in topo.paths_between(a, b, red):
        ids = topo.path_ids[path]
        out.append((ids, path_costs(view, ids)))
    out.sort(key=lambda pc: (sum(pc[1]), len(pc[0]), pc[0]))
    return out


def cheapest_paths(
    view: GreatTourView, start: str, destination: str, game: GreatTourGame = GREAT_TOUR
) -> list[tuple[tuple[str, ...], list[int]]]:
    """The path(s) of least total cost from ``start`` to ``destination`` (all ties)."""
    paths = journey_paths(view, start, destination, game)
    if not paths:
        return []
    best = sum(paths[0][1])
    return [pc for pc in paths if sum(pc[1]) == best]


def _hand(view: GreatTourView, hand: Mapping[str, int] | None) -> dict[str, int]:
    return dict(view.get("hand") or {}) if hand is None else dict(hand)


def card_category(card: str, start: str, destination: str, blank: bool) -> int:
    """The payment category (``payment``) of a card type on a journey, or ``payment.NONE``."""
    vip = card.endswith("*")
    if blank:
        return VIP_JOKER if vip else JOKER
    if card == R.JOKER:
        return JOKER
    if card == R.VIP_JOKER:
        return VIP_JOKER
    city = card[:-1] if vip else card
    if city == start:
        return START_VIP if vip else START
    if city == destination:
        return DESTINATION_VIP if vip else DESTINATION
    return NONE


def _weight(card: str) -> float:
    if card == R.VIP_JOKER:
        return WEIGHT_VIP_JOKER
    if card == R.JOKER:
        return WEIGHT_JOKER
    return WEIGHT_VIP if card.endswith("*") else WEIGHT_CITY


def _available(hand: Mapping[str, int], start: str, destination: str, blank: bool) -> Counts:
    avail = EMPTY
    for card, n in hand.items():
        cat = card_category(card, start, destination, blank)
        if cat != NONE and n > 0:
            avail = plus(avail, cat, n)
    return avail


def can_pay(
    view: GreatTourView,
    ticket: str,
    start: str,
    destination: str,
    path: Sequence[str],
    hand: Mapping[str, int] | None = None,
) -> bool:
    """Can the hand (default: the viewer's) pay this journey from scratch?"""
    blank = ticket == R.BLANK
    avail = _available(_hand(view, hand), start, destination, blank)
    return completable(profile(path_costs(view, path)), EMPTY, avail, not blank)


def auto_payment(
    view: GreatTourView,
    ticket: str | None = None,
    start: str | None = None,
    destination: str | None = None,
    path: Sequence[str] | None = None,
    hand: Mapping[str, int] | None = None,
) -> list[str] | None:
    """Card types to pay, in order, for a journey (default: the pending one, completing what is
    already paid); ``None`` if the hand cannot pay it. Spends city cards first and keeps VIP
    cards and jokers whenever the journey can be paid without them."""
    journey = view.get("journey")
    paid: dict[str, int] = {}
    costs: list[int]
    if ticket is None:
        if not journey:
            raise ValueError("no journey given and none pending")
        ticket, start, destination = journey["ticket"], journey["start"], journey["destination"]
        path = journey["path"]
        costs = list(journey.get("cost") or path_costs(view, path))
        paid = dict(journey.get("paid") or {})
    else:
        assert start is not None and destination is not None and path is not None
        costs = path_costs(view, path)
    blank = ticket == R.BLANK
    prof = profile(costs)
    cur = EMPTY
    for card, n in paid.items():
        cur = plus(cur, card_category(card, start, destination, blank), n)
    # Pools per category: (weight, card type, count), cheapest first.
    pools: list[list[tuple[float, str, int]]] = [[] for _ in range(6)]
    for card, n in sorted(_hand(view, hand).items()):
        cat = card_category(card, start, destination, blank)
        if cat != NONE and n > 0:
            pools[cat].append((_weight(card), card, n))
    for pool in pools:
        pool.sort()
    a = [sum(n for _w, _c, n in pool) for pool in pools]
    avail: Counts = (a[0], a[1], a[2], a[3], a[4], a[5])
    if not completable(prof, cur, avail, not blank):
        return None

    cur_t = sum(cur)
    cur_v = cur[1] + cur[3] + cur[5]
    best: tuple[float, list[str]] | None = None
    fixes = _role_fixes(cur, avail) if not blank else [()]
    for t in range(min(prof.total, cur_t + sum(avail)), max(prof.length, cur_t) - 1, -1):
        saving = prof.total - t
        if saving >= len(prof.min_vip) or prof.min_vip[saving] >= INF:
            continue
        extra = t - cur_t
        for fix in fixes:
            if len(fix) > extra:
                continue
            picked = _pick(pools, fix, extra, max(0, prof.min_vip[saving] - cur_v))
            if picked is None:
                continue
            weight = sum(_weight(c) for c in picked)
            if best is None or weight < best[0]:
                best = (weight, picked)
    return None if best is None else best[1]


def _role_fixes(cur: Counts, avail: Counts) -> list[tuple[int, ...]]:
    """Category sets of one or two cards that meet the city condition (``()`` if met)."""
    if roles_ok(cur):
        return [()]
    out: list[tuple[int, ...]] = []
    for x in range(6):
        if avail[x]:
            one = plus(cur, x)
            if roles_ok(one):
                out.append((x,))
                continue
            for y in range(x, 6):
                if avail[y] > (x == y) and roles_ok(plus(one, y)):
                    out.append((x, y))
    return out


def _pick(
    pools: list[list[tuple[float, str, int]]], fix: tuple[int, ...], extra: int, need_vip: int
) -> list[str] | None:
    """``extra`` cards: the ``fix`` categories first, then at least ``need_vip`` VIP cards in
    all, then the cheapest cards left."""
    left: list[list[list[Any]]] = [[[w, c, n] for w, c, n in pool] for pool in pools]
    chosen: list[str] = []

    def take(cats: Sequence[int], k: int) -> int:
        items = sorted((it for cat in cats for it in left[cat] if it[2] > 0), key=lambda it: it[0])
        got = 0
        for it in items:
            while it[2] > 0 and got < k:
                it[2] -= 1
                chosen.append(it[1])
                got += 1
        return got

    for cat in fix:
        if take((cat,), 1) < 1:
            return None
    vip_have = sum(1 for c in chosen if c.endswith("*"))
    need = max(0, need_vip - vip_have)
    if take((1, 3, 5), need) < need:
        return None
    rest = extra - len(chosen)
    if rest < 0 or take(range(6), rest) < rest:
        return None
    # Pay the cheapest (non-VIP) cards first, VIP cards last.
    return sorted(chosen, key=lambda c: (_weight(c), c))


# ------------------------------------------------------------------ why the engine says no
def refusal(
    view: GreatTourView, action: Action, game: GreatTourGame = GREAT_TOUR
) -> Refused | None:
    """Why the engine would refuse ``action`` for the seat to act, read from the view of that
    seat: the reason and its sentence's parameters, or None when the action is allowed. It
    checks in the engine's order, so the reason is the one the engine would give."""
    if view.get("over"):
        return Refused(CommonRefusal.GAME_OVER)
    paying = isinstance(action, (Pay, CancelJourney))
    journey = view.get("journey")
    if paying and not journey:
        return Refused(GreatTourRefusal.NO_JOURNEY)
    if not paying and journey:
        return Refused(GreatTourRefusal.JOURNEY_PENDING)
    if isinstance(action, DrawCards):
        return _draw_refusal(view, action, game)
    if isinstance(action, BeginJourney):
        return begin_refusal(view, action, game)
    if isinstance(action, Pay):
        return pay_refusal(view, action.card, game)
    if isinstance(action, CancelJourney):
        if view["cancels_left"] <= 0:
            return Refused(GreatTourRefusal.TOO_MANY_CANCELS, {"n": R.MAX_CANCELS_PER_TURN})
        return None
    if isinstance(action, Pass):
        return None if _nothing_else(view, game) else Refused(GreatTourRefusal.PASS_NOT_ALLOWED)
    return None


def _draw_refusal(view: GreatTourView, action: DrawCards, game: GreatTourGame) -> Refused | None:
    if deck_size(view, action.deck) or view["discards"].get(action.deck):
        return None
    return Refused(GreatTourRefusal.DECK_EMPTY, {"deck": game.tables.names.deck(action.deck)})


def begin_refusal(
    view: GreatTourView, action: BeginJourney, game: GreatTourGame = GREAT_TOUR
) -> Refused | None:
    """Why ``begin_journey`` would be refused (the engine's order of checks), or None."""
    topo = game.topo
    names = game.tables.names
    seat = view["seat"]
    assert seat is not None, "only a seated player begins a journey"
    here = view["players"][seat]["city"]
    start, destination = action.start, action.destination
    if action.ticket == R.BLANK:
        if view["blank_left"] <= 0:
            return Refused(GreatTourRefusal.NO_BLANK_TICKETS)
        if here is not None and start != here:
            return Refused(GreatTourRefusal.WRONG_START, {"city": names.city(here)})
        if destination == start:
            return Refused(GreatTourRefusal.SAME_CITY)
    else:
        words = names.ticket(action.ticket)
        if action.ticket not in view["active"]:
            return Refused(GreatTourRefusal.TICKET_NOT_ACTIVE, {"ticket": words})
        card = game.board.ticket(action.ticket)
        if here is not None and start != here:
            return Refused(GreatTourRefusal.WRONG_START, {"city": names.city(here)})
        if start not in card.starts:
            return Refused(
                GreatTourRefusal.NOT_A_START, {"city": names.city(start), "ticket": words}
            )
        if destination not in card.destinations:
            return Refused(
                GreatTourRefusal.WRONG_DESTINATION,
                {
                    "city": names.city(destination),
                    "ticket": words,
                },
            )
    path = tuple(topo.segment_index[s] for s in action.path)
    red = len(view["players"]) >= R.RED_MIN_PLAYERS
    a, b = topo.city_index[start], topo.city_index[destination]
    if path not in topo.path_sets.get((a, b, red), ()):
        if not red and any(topo.segment_red[s] for s in path):
            return Refused(GreatTourRefusal.RED_SEGMENT, {"players": R.RED_MIN_PLAYERS})
        if len(path) > R.SMALL_COACHES:
            return Refused(GreatTourRefusal.PATH_TOO_LONG, {"n": R.SMALL_COACHES})
        return Refused(
            GreatTourRefusal.BAD_PATH,
            {
                "start": names.city(start),
                "destination": names.city(destination),
            },
        )
    return payment_refusal(view, action.ticket, start, destination, action.path, game)


def payment_refusal(
    view: GreatTourView,
    ticket: str,
    start: str,
    destination: str,
    path: Sequence[str],
    game: GreatTourGame = GREAT_TOUR,
) -> Refused | None:
    """Why the viewer's hand cannot pay this journey ("needs 5 cards of Paris, Berlin or
    jokers; you hold 3"), or None when it can."""
    blank = ticket == R.BLANK
    names = game.tables.names
    found = journey_refusal(
        profile(path_costs(view, path)),
        _available(_hand(view, None), start, destination, blank),
        not blank,
        names.city(start),
        names.city(destination),
    )
    return None if found is None else Refused(*found)


def pay_refusal(view: GreatTourView, card: str, game: GreatTourGame = GREAT_TOUR) -> Refused | None:
    """Why paying ``card`` into the pending journey would be refused, or None."""
    journey = view["journey"]
    assert journey is not None, "pay_refusal needs a pending journey"
    names = game.tables.names
    hand = _hand(view, None)
    if hand.get(card, 0) <= 0:
        return Refused(GreatTourRefusal.CARD_NOT_IN_HAND, {"card": names.card(card)})
    start, destination = journey["start"], journey["destination"]
    blank = journey["ticket"] == R.BLANK
    cat = card_category(card, start, destination, blank)
    if cat == NONE:
        return Refused(
            GreatTourRefusal.CARD_NOT_ALLOWED,
            {
                "start": names.city(start),
                "destination": names.city(destination),
            },
        )
    cur = EMPTY
    for paid, n in journey["paid"].items():
        cur = plus(cur, card_category(paid, start, destination, blank), n)
    avail = _available(hand, start, destination, blank)
    if not completable(profile(journey["cost"]), plus(cur, cat), plus(avail, cat, -1), not blank):
        return Refused(GreatTourRefusal.PAYMENT_IMPOSSIBLE, {"card": names.card(card)})
    return None


def _nothing_else(view: GreatTourView, game: GreatTourGame) -> bool:
    """Can the seat to act neither draw nor travel (so that passing is allowed)?"""
    if any(deck_size(view, d) or view["discards"].get(d) for d in R.DECKS):
        return False
    seat = view["seat"]
    assert seat is not None
    here = view["players"][seat]["city"]
    cities = game.topo.cities
    trips: list[tuple[str, str, str]] = []
    for ticket in view["active"]:
        card = game.board.ticket(ticket)
        starts = card.starts if here is None else [here] if here in card.starts else []
        trips += [(ticket, s, d) for s in starts for d in card.destinations if d != s]
    if view["blank_left"] > 0:
        starts = cities if here is None else (here,)
        trips += [(R.BLANK, s, d) for s in starts for d in cities if d != s]
    return not any(
        can_pay(view, ticket, s, d, path)
        for ticket, s, d in trips
        for path, _costs in journey_paths(view, s, d, game)
    )


__all__ = [
    "auto_payment",
    "begin_refusal",
    "can_pay",
    "card_category",
    "cheapest_paths",
    "journey_paths",
    "journey_places",
    "path_costs",
    "pay_refusal",
    "payment_refusal",
    "refusal",
    "seat_of",
]
