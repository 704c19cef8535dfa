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

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from .refusals import GreatTourRefusal

INF = 1 << 20
CATEGORIES = 6
#: The categories, by index: a card of the start city, a VIP card of it, the same two for the
#: destination, a joker, a VIP joker (odd categories are VIP cards).
START, START_VIP, DESTINATION, DESTINATION_VIP, JOKER, VIP_JOKER = range(CATEGORIES)
#: No category: the card may not pay this journey.
NONE = -1
Counts = tuple[int, int, int, int, int, int]
EMPTY: Counts = (0, 0, 0, 0, 0, 0)


def category(card_type: int, nc: int, start: int, destination: int, blank: bool) -> int:
    """The payment category of card type ``card_type`` (``tables``: city i → i, VIP card of city
    i → NC + i, joker → 2·NC, VIP joker → 2·NC + 1) on a journey, or ``NONE``."""
    vip = nc <= card_type < 2 * nc or card_type == 2 * nc + 1
    if blank:
        return VIP_JOKER if vip else JOKER
    if card_type == 2 * nc:
        return JOKER
    if card_type == 2 * nc + 1:
        return VIP_JOKER
    city = card_type - nc if vip else card_type
    if city == start:
        return START_VIP if vip else START
    if city == destination:
        return DESTINATION_VIP if vip else DESTINATION
    return NONE


def available(counts: Sequence[int], nc: int, start: int, destination: int, blank: bool) -> Counts:
    """Cards per type → cards per category that may pay the journey."""
    jokers, vip_jokers = counts[2 * nc], counts[2 * nc + 1]
    if blank:  # any card pays; every VIP card pays a segment alone
        vip = sum(counts[nc : 2 * nc]) + vip_jokers
        return (0, 0, 0, 0, sum(counts) - vip, vip)
    return (
        counts[start],
        counts[nc + start],
        counts[destination],
        counts[nc + destination],
        jokers,
        vip_jokers,
    )


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


def profile(costs: Sequence[int]) -> Profile:
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
    return plus(c, x)


def plus(c: Counts, x: int, k: int = 1) -> Counts:
    """``c`` with ``k`` more cards of category ``x``."""
    a, b, d, e, f, g = c
    if x == START:
        return (a + k, b, d, e, f, g)
    if x == START_VIP:
        return (a, b + k, d, e, f, g)
    if x == DESTINATION:
        return (a, b, d + k, e, f, g)
    if x == DESTINATION_VIP:
        return (a, b, d, e + k, f, g)
    if x == JOKER:
        return (a, b, d, e, f + k, g)
    return (a, b, d, e, f, g + k)


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


@lru_cache(maxsize=1 << 16)
def path_payable(costs: tuple[int, ...], avail: Counts, roles: bool) -> bool:
    """Can cards from ``avail`` pay, from nothing, a path whose segments cost ``costs``
    (sorted)? ``completable`` memoised on its plain arguments: legal moves and play-outs ask
    the same few questions over and over."""
    return completable(_profile_sorted(costs), EMPTY, avail, roles)


def fewest_cards(prof: Profile, vips: int) -> int:
    """The fewest cards that pay a path exactly when ``vips`` VIP cards may pay segments alone."""
    best = 0
    for saving, needed in enumerate(prof.min_vip):
        if needed <= vips:
            best = saving
    return prof.total - best


def journey_refusal(
    prof: Profile, avail: Counts, roles: bool, start: str, destination: str
) -> tuple[GreatTourRefusal, dict[str, object]] | None:
    """Why cards ``avail`` (per category) cannot pay a journey from scratch, with the sentence's
    parameters (``start``/``destination`` are the cities' names), or None when they can.

    The reason names what is missing: too few cards of the kinds that may pay (counting every
    VIP card held as paying a segment alone), or no card for one of the two cities.
    """
    if completable(prof, EMPTY, avail, roles):
        return None
    held = sum(avail)
    need = fewest_cards(prof, avail[START_VIP] + avail[DESTINATION_VIP] + avail[VIP_JOKER])
    if held < need:
        if not roles:
            return GreatTourRefusal.SHORT_OF_ANY_CARDS, {"n": need, "held": held}
        return GreatTourRefusal.SHORT_OF_CARDS, {
            "n": need,
            "held": held,
            "start": start,
            "destination": destination,
        }
    if roles and avail[JOKER] + avail[VIP_JOKER] == 0:
        # Enough cards, but all of one city (with none of each city and at most one joker
        # there would be fewer cards than any journey needs).
        if avail[START] + avail[START_VIP] == 0:
            return GreatTourRefusal.NEEDS_CITY_CARD, {"city": start}
        if avail[DESTINATION] + avail[DESTINATION_VIP] == 0:
            return GreatTourRefusal.NEEDS_CITY_CARD, {"city": destination}
    return GreatTourRefusal.CANNOT_AFFORD, {}
