"""The train cards in play: the deck (the discard pile reshuffled into it when it runs out) and
the face-up row with its three-wilds reset (rules/ttr.md). The engine's steps and the deal use
these; each change is told in the step's events."""

from __future__ import annotations

from tabletop.core import StepLog

from . import events as ev
from .state import TtrState


def take_card(s: TtrState, log: StepLog) -> int:
    """The top card of the deck (reshuffling the discard when empty); -1 if none is left."""
    if not s.deck:
        n = sum(s.discard)
        if not n:
            return -1
        deck = [c for c, k in enumerate(s.discard) for _step in range(k)]
        s.rng.shuffle(deck)
        s.deck = deck
        s.discard = [0] * s.t.ncards
        if log.record:
            log.events.append(ev.DeckReshuffled(n))
    log.revealed = True
    return s.deck.pop()


def refill_row(s: TtrState, log: StepLog) -> None:
    """Turn cards into the empty face-up slots, then apply the three-wilds reset."""
    turned = False
    cards = s.t.cards
    for slot, c in enumerate(s.face_up):
        if c < 0:
            card = take_card(s, log)
            if card < 0:
                break
            s.face_up[slot] = card
            turned = True
            if log.record:
                log.events.append(ev.FaceUpCardTurned(slot, cards[card]))
    if turned:
        _check_row(s, log)


def _check_row(s: TtrState, log: StepLog) -> None:
    """Three or more face-up wilds: discard the row and turn a new one, repeated, but the
    third reset in a row is the last (house rule, rules/ttr.md)."""
    rules = s.t.rules
    wild = s.t.wild
    cards = s.t.cards
    resets = 0
    while resets < rules.max_resets and s.face_up.count(wild) >= rules.reset_wilds:
        discarded = [c for c in s.face_up if c >= 0]
        for c in discarded:
            s.discard[c] += 1
        s.face_up = [-1] * rules.face_up
        for slot in range(rules.face_up):
            card = take_card(s, log)
            if card < 0:
                break
            s.face_up[slot] = card
        resets += 1
        if log.record:
            log.events.append(
                ev.FaceUpRowReset(
                    tuple(cards[c] for c in discarded),
                    tuple(cards[c] if c >= 0 else None for c in s.face_up),
                    resets,
                )
            )


def can_draw_second(s: TtrState) -> bool:
    """Is there a second card to draw (the deck, the discard, or a face-up card not wild)?"""
    wild = s.t.wild
    return bool(s.deck) or any(s.discard) or any(c >= 0 and c != wild for c in s.face_up)


__all__ = ["can_draw_second", "refill_row", "take_card"]
