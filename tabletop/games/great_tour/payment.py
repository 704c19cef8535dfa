"""Journey costs and payments: what may pay a journey, when a payment is exact, and whether a
partial payment can still be completed from a hand. Pure functions on small tuples.

Rules (``rules/great_tour.md``, Journey): each segment costs 1 card + 1 per other player's small
coach on it, or one VIP card alone. Every card must be of the start or destination city, or a
joker / VIP joker; the payment holds at least one card of each of the two cities, jokers standing
in for either. Blank tickets: any cards, no city condition.

A payment is described by counts in six *categories*: start-city card, start VIP card,
destination card, destination VIP card, joker, VIP joker (odd categories are VIP). For a blank
ticket every card is a "joker" (4) or a "VIP joker" (5): no city condition applies.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

INF = 1 << 20
CATEGORIES = 6
VIP_CATEGORIES = (1, 3, 5)
Counts = tuple[int, int, int, int, int, int]


class Profile(NamedTuple):
    """What matters of a path's per-segment costs for paying it."""

    total: int  # cards when no VIP card pays a segment alone
    length: int  # segments (the fewest cards possible: one VIP card each)
    #: saving s → fewest segments that VIP cards must pay alone to save exactly s cards
    min_vip: tuple[int, ...]


@lru_cache(maxsize=4096)
def _profile_sorted(costs: tuple[int, ...]) -> Profile:
    savings = [c - 1 for c in costs if c > 1]
    top = sum(savings)
    best = [INF] * (top + 1)
    best[0] = 0
    for saving in savings:  # 0/1 knapsack on the count of segments paid by VIP cards
        for s in range(top, saving - 1, -1):
            if best[s - saving] + 1 < best[s]:
                best[s] = best[s - saving] + 1
    return Profile(sum(costs), len(costs), tuple(best))


def profile(costs: tuple[int, ...] | list[int]) -> Profile:
    return _profile_sorted(tuple(sorted(costs)))


profile_sorted = _profile_sorted  # for callers that already sorted the costs


def roles_ok(c: Counts) -> bool:
    """At least one card for each of the two cities, jokers standing in for either."""
    a, b, j = c[0] + c[1], c[2] + c[3], c[4] + c[5]
    return (a > 0 and b > 0) or (j > 0 and (a > 0 or b > 0)) or j > 1


def is_exact(prof: Profile, cur: Counts, roles: bool) -> bool:
    """Does ``cur`` pay the journey exactly (every card used, every segment paid)?"""
    t = sum(cur)
    if t < prof.length or t > prof.total:
        return False
    saving = prof.total - t
    if saving >= len(prof.min_vip):
        return False
    if prof.min_vip[saving] > cur[1] + cur[3] + cur[5]:
        return False
    return not roles or roles_ok(cur)


def _fix_cost(cur: Counts, avail: Counts) -> tuple[int, int]:
    """(fewest non-VIP cards among the cards added to meet the city condition, cards needed)."""
    if roles_ok(cur):
        return 0, 0
    # Only whether a category has 0, 1 or 2+ cards matters: cache on that.
    return _fix_cost_capped(cur, tuple(a if a < 2 else 2 for a in avail))


@lru_cache(maxsize=8192)
def _fix_cost_capped(cur: Counts, avail: tuple[int, ...]) -> tuple[int, int]:
    best = INF
    if sum(cur) > 0:  # one more card always suffices
        for x in range(CATEGORIES):
            if avail[x] and roles_ok(_plus(cur, x)):
                best = min(best, 1 - (x & 1))
        return best, 1
    for x in range(CATEGORIES):
        if not avail[x]:
            continue
        for y in range(x, CATEGORIES):
            if avail[y] > (x == y) and roles_ok(_plus(_plus(cur, x), y)):
                best = min(best, (1 - (x & 1)) + (1 - (y & 1)))
    return best, 2


def _plus(c: Counts, x: int) -> Counts:
    lst = list(c)
    lst[x] += 1
    return tuple(lst)  # type: ignore[return-value]


def completable(prof: Profile, cur: Counts, avail: Counts, roles: bool) -> bool:
    """Can ``cur`` (already paid) grow into an exact payment with cards from ``avail``?

    For a final size t the segments paid alone by VIP cards must save C − t cards, which needs
    ``min_vip[C − t]`` VIP cards; extra cards are best taken VIP-first, except the one or two
    that meet the city condition, of which as few as possible should be non-VIP.
    """
    cur_t = sum(cur)
    av_t = sum(avail)
    lo = max(prof.length, cur_t, prof.total - len(prof.min_vip) + 1)
    hi = min(prof.total, cur_t + av_t)
    if lo > hi:
        return False
    if roles:
        fix, fix_cards = _fix_cost(cur, avail)
        if fix >= INF:
            return False
    else:
        fix, fix_cards = 0, 0
    cur_v = cur[1] + cur[3] + cur[5]
    av_v = avail[1] + avail[3] + avail[5]
    min_vip = prof.min_vip
    total = prof.total
    for t in range(hi, lo - 1, -1):  # the largest sizes need the fewest VIP cards
        extra = t - cur_t
        if extra < fix_cards:
            continue
        need = min_vip[total - t]
        if need < INF and cur_v + min(extra - fix, av_v) >= need:
            return True
    return False
