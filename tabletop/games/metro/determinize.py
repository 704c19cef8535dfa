"""A full Metro state consistent with what one seat may know (for agents that search).

The tiles the viewer cannot see — opponents' hands, an opponent's drawn tile, the pool's
order — are re-dealt at random from the unseen ones (all tiles minus those placed, minus the
viewer's hand and drawn tile). Everything else is in the view.
"""

from __future__ import annotations

from collections import Counter

from tabletop.core import Rng

from .lines import trace_all
from .placement import board_from_tiles
from .rules import owners_for
from .state import MetroState
from .tables import Tables
from .view import MetroView


def determinize(t: Tables, view: MetroView, rng: Rng) -> MetroState:
    players = int(view["players"])
    seat = view["seat"]
    board = board_from_tiles(t, view["tiles"])
    unseen = Counter({d: c for d, c in zip(t.design_ids, t.counts, strict=True)})
    for tile in view["tiles"]:
        unseen[tile["tile"]] -= 1
    known_hand = tuple(view["hand"]) if seat is not None else ()
    unseen.subtract(known_hand)
    drawn = view["drawn"]
    if drawn is not None:
        unseen[drawn] -= 1
    if any(c < 0 for c in unseen.values()):
        raise ValueError("the view shows more copies of a tile than the game has")
    deck = [d for d in t.design_ids for _ in range(unseen[d])]
    rng.shuffle(deck)
    hands: list[tuple[str, ...]] = []
    for s, size in enumerate(view["hand_sizes"]):
        if s == seat:
            hands.append(known_hand)
        else:
            hands.append(tuple(deck[:size]))
            deck = deck[size:]
    drawn_by = view.get("drawn_by")
    if drawn_by is not None and drawn is None:
        drawn, deck = deck[0], deck[1:]
    if len(deck) != view["pool"]:
        raise ValueError("the view's tile counts do not add up")
    board_t = tuple(board)
    fronts, paths, ends = trace_all(t, board_t)
    last = None
    last_tile = view.get("last_tile")
    if last_tile:
        last = (
            last_tile["seat"],
            last_tile["row"] * t.size + last_tile["col"],
            t.variant(last_tile["tile"], last_tile["rotation"]),
        )
    return MetroState(
        t=t,
        players=players,
        hand_size=int(view["options"]["hand_size"]),
        rotation=bool(view["options"]["rotation"]),
        owners=owners_for(players),
        board=board_t,
        hands=tuple(hands),
        pool=tuple(deck),
        drawn=drawn,
        turn=view["to_act"],
        scores=tuple(view["scores"]),
        fronts=fronts,
        paths=paths,
        ends=ends,
        placed=len(view["tiles"]),
        last=last,
    )
