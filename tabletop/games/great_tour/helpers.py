"""Pure helpers that work from a VIEW (the table and the agents have nothing else).

- ``path_costs``: what each segment of a path costs the viewer now (1 + other players' coaches).
- ``journey_paths`` / ``cheapest_paths``: the legal paths between two cities, cheapest first.
- ``can_pay``: whether the viewer's hand can pay a journey.
- ``auto_payment``: a full payment (card types to pay, in order) that keeps VIP cards and jokers
  when it can; during a pending journey it completes what is already paid.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from . import rules as R
from .engine import BLANK, GREAT_TOUR, GreatTourGame
from .payment import INF, completable, profile, roles_ok

# How much we mind spending a card of each kind (a VIP card or joker is worth keeping).
WEIGHT_CITY = 1.0
WEIGHT_JOKER = 1.6
WEIGHT_VIP = 3.0
WEIGHT_VIP_JOKER = 3.5


def _seat(view: Mapping[str, Any]) -> int | None:
    return view.get("seat")


def path_costs(view: Mapping[str, Any], path: Sequence[str], seat: int | None = None) -> list[int]:
    """Cards each segment of ``path`` costs ``seat`` (default: the viewer): 1 + other coaches."""
    seat = _seat(view) if seat is None else seat
    occupied: dict[str, int] = {}
    for q, player in enumerate(view["players"]):
        if q != seat:
            for s in player["coaches"]:
                occupied[s] = occupied.get(s, 0) + 1
    return [1 + occupied.get(s, 0) for s in path]


def journey_paths(
    view: Mapping[str, Any], start: str, destination: str, game: GreatTourGame = GREAT_TOUR
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
    view: Mapping[str, Any], start: str, destination: str, game: GreatTourGame = GREAT_TOUR
) -> list[tuple[tuple[str, ...], list[int]]]:
    """The path(s) of least total cost from ``start`` to ``destination`` (all ties)."""
    paths = journey_paths(view, start, destination, game)
    if not paths:
        return []
    best = sum(paths[0][1])
    return [pc for pc in paths if sum(pc[1]) == best]


def _hand(view: Mapping[str, Any], hand: Mapping[str, int] | None) -> dict[str, int]:
    return dict(view.get("hand") or {}) if hand is None else dict(hand)


def _category(card: str, start: str, destination: str, blank: bool) -> int:
    vip = card.endswith("*")
    if blank:
        return 5 if vip else 4
    if card in (R.JOKER, R.VIP_JOKER):
        return 5 if vip else 4
    city = card[:-1] if vip else card
    if city == start:
        return 1 if vip else 0
    if city == destination:
        return 3 if vip else 2
    return -1


def _weight(card: str) -> float:
    if card == R.VIP_JOKER:
        return WEIGHT_VIP_JOKER
    if card == R.JOKER:
        return WEIGHT_JOKER
    return WEIGHT_VIP if card.endswith("*") else WEIGHT_CITY


def can_pay(
    view: Mapping[str, Any],
    ticket: str,
    start: str,
    destination: str,
    path: Sequence[str],
    hand: Mapping[str, int] | None = None,
) -> bool:
    """Can the hand (default: the viewer's) pay this journey from scratch?"""
    blank = ticket == BLANK
    avail = [0] * 6
    for card, n in _hand(view, hand).items():
        cat = _category(card, start, destination, blank)
        if cat >= 0:
            avail[cat] += n
    prof = profile(path_costs(view, path))
    return completable(prof, (0, 0, 0, 0, 0, 0), tuple(avail), not blank)  # type: ignore[arg-type]


def auto_payment(
    view: Mapping[str, Any],
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
    blank = ticket == BLANK
    prof = profile(costs)
    cur = [0] * 6
    for card, n in paid.items():
        cur[_category(card, start, destination, blank)] += n
    # Pools per category: (weight, card type, count), cheapest first.
    pools: list[list[tuple[float, str, int]]] = [[] for _ in range(6)]
    for card, n in sorted(_hand(view, hand).items()):
        cat = _category(card, start, destination, blank)
        if cat >= 0 and n > 0:
            pools[cat].append((_weight(card), card, n))
    for pool in pools:
        pool.sort()
    avail = tuple(sum(n for _w, _c, n in pool) for pool in pools)
    if not completable(prof, tuple(cur), avail, not blank):  # type: ignore[arg-type]
        return None

    cur_t = sum(cur)
    cur_v = cur[1] + cur[3] + cur[5]
    best: tuple[float, list[str]] | None = None
    fixes = _role_fixes(tuple(cur), avail) if not blank else [()]
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


def _role_fixes(cur: tuple[int, ...], avail: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Category sets of one or two cards that meet the city condition (``()`` if met)."""
    if roles_ok(cur):  # type: ignore[arg-type]
        return [()]
    out: list[tuple[int, ...]] = []
    for x in range(6):
        if avail[x]:
            one = list(cur)
            one[x] += 1
            if roles_ok(tuple(one)):  # type: ignore[arg-type]
                out.append((x,))
                continue
            for y in range(x, 6):
                if avail[y] > (x == y):
                    two = list(one)
                    two[y] += 1
                    if roles_ok(tuple(two)):  # type: ignore[arg-type]
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
