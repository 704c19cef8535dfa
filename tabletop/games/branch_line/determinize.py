"""A full Branch Line state consistent with what one seat may know (for agents that search).

The cards the viewer cannot see — the others' hands and the deck's order — are dealt at random
from the unseen ones (the whole deck less the viewer's hand and the discard pile); so are the
others' tickets, from every ticket but the viewer's (once the game is over every ticket is in
the view). Everything else is in the view.
"""

from __future__ import annotations

from tabletop.core import Rng

from .events import EndReason
from .rules import CARDS_PER_COLOUR, COLOURS
from .state import BranchLineState
from .tables import Tables
from .view import BranchLineView


def determinize(t: Tables, view: BranchLineView, rng: Rng) -> BranchLineState:
    seat = view["seat"]
    players = len(view["hand_sizes"])
    unseen = [CARDS_PER_COLOUR - view["discard"][color] for color in COLOURS]
    own = tuple(view["hand"][color] for color in COLOURS) if view["hand"] else None
    if own is not None:
        unseen = [left - held for left, held in zip(unseen, own, strict=True)]
    if min(unseen) < 0:
        raise ValueError("the view shows more cards of a colour than the deck has")
    cards = [c for c, n in enumerate(unseen) for _ in range(n)]
    rng.shuffle(cards)
    hands: list[tuple[int, ...]] = []
    for s, size in enumerate(view["hand_sizes"]):
        if s == seat and own is not None:
            hands.append(own)
            continue
        dealt, cards = cards[:size], cards[size:]
        hands.append(tuple(dealt.count(c) for c in range(len(COLOURS))))
    if len(cards) != view["deck"]:
        raise ValueError("the view's card counts do not add up")
    revealed = view.get("revealed")
    if revealed is not None:
        tickets = [t.ticket_index[ticket["id"]] for ticket in revealed]
    else:
        mine = t.ticket_index[view["ticket"]] if view["ticket"] is not None else None
        others = [i for i in range(len(t.ticket_ids)) if i != mine]
        rng.shuffle(others)
        tickets = [mine if s == seat and mine is not None else others.pop() for s in range(players)]
    owner: list[int | None] = [None] * len(t.route_ids)
    points = [0] * players
    for route, holder in view["routes"].items():
        r = t.route_index[route]
        owner[r] = holder
        points[holder] += t.points[r]
    end = view.get("end_reason")
    return BranchLineState(
        t=t,
        players=players,
        hand_size=view["options"]["hand_size"],
        hands=tuple(hands),
        deck=tuple(cards),
        discard=tuple(view["discard"][color] for color in COLOURS),
        owner=tuple(owner),
        tickets=tuple(tickets),
        box=tuple(sorted(set(range(len(t.ticket_ids))) - set(tickets))),
        route_points=tuple(points),
        turn=view["to_act"],
        end=EndReason(end) if end is not None else None,
    )
