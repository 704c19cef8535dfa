"""Which cards may pay for what (rules/ttr.md, "Claim a route", "Tunnel", "Build a station").

A hand is a sequence of counts per card index, the wild last. A payment is ``(colour, wilds)``:
the colour index of the non-wild cards (``-1`` when every card is a wild) and how many wilds.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core import IllegalActionError

from .refusals import TtrRefusal

ALL_WILD = -1


def route_payments(
    hand: Sequence[int], wild: int, color: int, length: int, ferry: int = 0
) -> list[tuple[int, int]]:
    """Every distinct payment for a route: cards of one colour (``color``, or any one colour
    for gray ``color < 0``), wilds standing in; a ferry needs ``ferry`` wilds at least.
    Order: colours in card order, fewer wilds first, the all-wild payment last."""
    have_wild = hand[wild]
    out: list[tuple[int, int]] = []
    colours = range(wild) if color < 0 else (color,)
    for c in colours:
        have = hand[c]
        if not have:
            continue
        # At least one card of the colour, the rest (and at least ``ferry``) wilds.
        low = max(ferry, length - have, 0)
        high = min(length - 1, have_wild)
        for w in range(low, high + 1):
            out.append((c, w))
    if have_wild >= length:
        out.append((ALL_WILD, length))
    return out


def can_pay_route(hand: Sequence[int], wild: int, color: int, length: int, ferry: int = 0) -> bool:
    """Cheap test: is there any payment at all?"""
    have_wild = hand[wild]
    if have_wild >= length:
        return True
    if have_wild < ferry:
        return False
    if color < 0:
        best = max(hand[:wild]) if wild else 0
        return best >= 1 and best + have_wild >= length
    return hand[color] >= 1 and hand[color] + have_wild >= length


def payment_error(
    hand: Sequence[int], wild: int, route_color: int, length: int, ferry: int, paid: int, wilds: int
) -> IllegalActionError | None:
    """Why a payment cannot be made (the error to raise), or None if it can."""
    if wilds < 0 or wilds > length:
        return IllegalActionError(TtrRefusal.WILDS_OUT_OF_RANGE, n=length)
    if paid == ALL_WILD and wilds != length:
        return IllegalActionError(TtrRefusal.COLOUR_NOT_NAMED)
    if paid != ALL_WILD and wilds == length:
        return IllegalActionError(TtrRefusal.ALL_WILD_WITH_COLOUR)
    if paid != ALL_WILD and route_color >= 0 and paid != route_color:
        return IllegalActionError(TtrRefusal.WRONG_COLOUR)
    if wilds < ferry:
        return IllegalActionError(TtrRefusal.FERRY_NEEDS_WILDS, n=ferry)
    if hand[wild] < wilds or (paid != ALL_WILD and hand[paid] < length - wilds):
        return IllegalActionError(TtrRefusal.CANNOT_PAY)
    return None


def tunnel_extra(revealed: Sequence[int], wild: int, paid: int) -> int:
    """Extra cards a tunnel demands: each turned wild, and each turned card of the paid colour;
    after an all-wild payment only turned wilds count."""
    return sum(1 for c in revealed if c == wild or (paid != ALL_WILD and c == paid))


def tunnel_payments(hand: Sequence[int], wild: int, paid: int, extra: int) -> list[int]:
    """Wild counts that can pay a tunnel's ``extra`` cards (colour ``paid`` or wilds; after an
    all-wild payment, wilds only)."""
    if paid == ALL_WILD:
        return [extra] if hand[wild] >= extra else []
    return [w for w in range(extra + 1) if hand[wild] >= w and hand[paid] >= extra - w]
