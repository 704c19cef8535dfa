"""A full state consistent with a view: what the seat cannot see (other hands, deck order, the
order of the discard piles, the ticket pile and the removed tickets) dealt at random from the
unseen cards and tickets. Agents search possible worlds through this; they never see a state."""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.core import Rng

from . import rules as R
from .state import Journey, State
from .tables import Tables
from .view import GreatTourView, deck_size


def determinize(tables: Tables, view: GreatTourView, rng: Rng) -> State:
    topo = tables.topo
    nt, nc = tables.nt, tables.nc
    seat = view.get("seat")
    players = view["players"]
    n = len(players)
    st = State.__new__(State)
    st.players = n
    st.rng = Rng(rng.next_u64())
    cindex = topo.city_index
    tindex = topo.ticket_index

    def codes_from(by_deck: Mapping[str, Mapping[str, int]] | None) -> list[int]:
        out: list[int] = []
        for d, name in enumerate(R.DECKS):
            for card, k in sorted(((by_deck or {}).get(name) or {}).items()):
                out += [tables.code(d, tables.type_index[card])] * k
        return out

    discards = codes_from(view["discards"])
    st.discards = [[c for c in discards if tables.deck_of(c) == d] for d in range(len(R.DECKS))]
    for pile in st.discards:
        rng.shuffle(pile)  # the order of a discard pile matters only after a reshuffle
    journey_view = view.get("journey")
    paid = codes_from(journey_view["paid_by_deck"]) if journey_view else []
    own = codes_from(view.get("hand_decks")) if seat is not None else []
    st.hands = [[0] * (len(R.DECKS) * nt) for _ in range(n)]
    if seat is not None:
        for c in own:
            st.hands[seat][c] += 1
    st.decks = []
    for d, name in enumerate(R.DECKS):
        unseen = [tables.code(d, t) for t in tables.contents[d]]
        seen = [*st.discards[d], *own, *paid]
        for c in seen:
            if tables.deck_of(c) == d:
                unseen.remove(c)
        rng.shuffle(unseen)
        for p in range(n):
            if p == seat:
                continue
            for _ in range(players[p]["cards_by_deck"][name]):
                st.hands[p][unseen.pop()] += 1
        if len(unseen) != deck_size(view, name):
            raise ValueError(f"view inconsistent: {name} deck size")
        st.decks.append(unseen)
    st.active = [tindex[t] for t in view["active"]]
    st.future = [tindex[t] for t in view["future"]]
    st.tickets = [tuple(tindex[t] for t in p["tickets"]) for p in players]
    shown = set(st.active) | set(st.future) | {t for ts in st.tickets for t in ts}
    rest = [t for t in range(len(topo.tickets)) if t not in shown]
    rng.shuffle(rest)
    st.pile = rest[: view["ticket_pile"]]
    st.removed = rest[view["ticket_pile"] :]
    st.blank_left = view["blank_left"]
    st.city = [cindex[p["city"]] if p["city"] is not None else -1 for p in players]
    st.coaches = [tuple(topo.segment_index[s] for s in p["coaches"]) for p in players]
    st.blanks = [p["blank_tickets"] for p in players]
    st.tokens = [[p["tokens"][c] for c in topo.cities] for p in players]
    st.supply = [R.TOKENS_PER_CITY - sum(t[i] for t in st.tokens) for i in range(nc)]
    bonuses = view["bonuses"]
    st.frequent = [_seat_or_none(bonuses.get(R.frequent_traveller(c))) for c in topo.cities]
    st.first_all = _seat_or_none(bonuses.get(R.FIRST_ALL_FIVE))
    st.over = bool(view.get("over"))
    st.to_act = view["to_act"] if view["to_act"] is not None else 0
    st.journey = None
    if journey_view:
        j = journey_view
        st.journey = Journey(
            -1 if j["ticket"] == R.BLANK else tindex[j["ticket"]],
            cindex[j["start"]],
            cindex[j["destination"]],
            tuple(topo.segment_index[s] for s in j["path"]),
            tuple(j["cost"]),
            tuple(paid),
        )
    st.cancels = R.MAX_CANCELS_PER_TURN - view["cancels_left"]
    st.final_round = bool(view["final_round"])
    st.turns_left = view["turns_left"] or 0
    st.passes = view["passes"]
    return st


def _seat_or_none(holder: int | None) -> int:
    """A bonus holder as the state keeps it: the seat, or -1 for nobody."""
    return -1 if holder is None else holder


__all__ = ["determinize"]
