"""What a Ticket to Ride level believes of its rivals' hidden tickets: players build towards
their tickets, so a sampled world may deal each rival the tickets its routes point to
(``infer_tickets``; Expert's ``belief``)."""

from __future__ import annotations

import math

from tabletop.core import Rng

from .state import TtrState


def infer_tickets(state: TtrState, seat: int, rng: Rng, belief: float) -> TtrState:
    """A copy of a determinized ``state`` whose rivals' tickets are dealt again, each ticket
    weighted by how well it fits the rival's routes: exp(``belief`` × the number of its two
    cities the rival's routes reach). Players build towards their tickets, so a rival whose
    trains reach Lisboa and Danzig likely holds Lisboa–Danzig; before anyone has built, every
    ticket is as likely as in ``Game.determinize``.

    Only tickets ``seat`` cannot see move: the rivals' kept tickets, the ticket deck (regular
    tickets only, its size kept) and the tickets out of the game. A rival's offer being chosen
    stays as dealt."""
    t = state.t
    s = state.copy()
    rivals = [p for p in range(s.players) if p != seat and s.tickets[p]]
    if not rivals or belief <= 0.0:
        return s
    pool = [i for p in rivals for i in s.tickets[p]]
    pool += list(s.ticket_deck) + list(s.box)
    reached: list[set[int]] = [set() for _ in range(s.players)]
    for r, o in enumerate(s.owner):
        if o >= 0:
            reached[o].add(t.ra[r])
            reached[o].add(t.rb[r])
    for p in rivals:
        cities = reached[p]
        weights = [math.exp(belief * ((t.ta[i] in cities) + (t.tb[i] in cities))) for i in pool]
        kept: list[int] = []
        for _ in range(len(s.tickets[p])):
            pick = rng.random() * sum(weights)
            k = 0
            while k < len(pool) - 1 and pick >= weights[k]:
                pick -= weights[k]
                k += 1
            kept.append(pool.pop(k))
            weights.pop(k)
        s.tickets[p] = tuple(kept)
    rng.shuffle(pool)
    regular = [i for i in pool if not t.tlong[i]]
    if len(regular) < len(s.ticket_deck):
        return state.copy()  # the rivals took too many regular tickets for the deck
    deck = regular[: len(s.ticket_deck)]
    chosen = set(deck)
    s.ticket_deck = tuple(deck)
    s.box = tuple(sorted(i for i in pool if i not in chosen))
    return s


__all__ = ["infer_tickets"]
