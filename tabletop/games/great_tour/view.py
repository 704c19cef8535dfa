"""What one seat may know, as JSON (``rules/great_tour.md``, "View"): the ``GreatTourView``
``TypedDict`` and ``build_view``.

Beyond the page's fields the view carries what the table and the agents need: per player
``cards_by_deck`` and ``ticket_points``; the discard piles, ``most_tokens_seats`` (who would
take the most-tokens bonus now), the viewer's ``hand_decks``, a pending journey's ``cost`` and
``paid_by_deck``, the final round's ``turns_left``, ``passes``, ``cancels_left``,
``tickets_in_play``, ``over``, and once the game is over ``scores`` and ``breakdown``.
"""

# No ``from __future__ import annotations`` in this module: a TypedDict needs its annotations
# evaluated to tell ``NotRequired`` keys (Python 3.11), and tests read them.

from collections.abc import Callable, Mapping
from typing import Literal, NotRequired, TypedDict, TypeVar, cast

from . import rules as R
from .scoring import most_tokens_seats, scores, ticket_points
from .state import State
from .tables import Tables

#: Per deck, counts per card type: ``{"regular": {"PAR": 2}, "joker": {}, "vip": {"J*": 1}}``.
CardsByDeck = dict[str, dict[str, int]]


class PlayerView(TypedDict):
    """One seat, as everybody sees it."""

    city: str | None
    coaches: list[str]
    tickets: list[str]
    blank_tickets: int
    tokens: dict[str, int]
    hand_size: int
    #: Cards held per deck they came from (the sizes only).
    cards_by_deck: dict[str, int]
    #: Points of the tickets taken (blank tickets included).
    ticket_points: int


class DeckSizes(TypedDict):
    regular: int
    joker: int
    vip: int


class JourneyView(TypedDict):
    """The journey being paid, card by card (public)."""

    ticket: str
    start: str
    destination: str
    path: list[str]
    paid: dict[str, int]
    #: Per segment, the cards it costs (fixed when the journey began).
    cost: list[int]
    paid_by_deck: CardsByDeck


class GreatTourView(TypedDict):
    game: str
    seat: int | None
    to_act: int | None
    pending: Literal["journey"] | None
    active: list[str]
    future: list[str]
    ticket_pile: int
    blank_left: int
    decks: DeckSizes
    discards: CardsByDeck
    players: list[PlayerView]
    bonuses: dict[str, int | None]
    most_tokens_seats: list[int]
    hand: dict[str, int]
    hand_decks: CardsByDeck | None
    journey: JourneyView | None
    final_round: bool
    turns_left: int | None
    passes: int
    cancels_left: int
    tickets_in_play: int
    over: bool
    scores: NotRequired[list[int]]
    breakdown: NotRequired[list[dict[str, int]]]


def deck_size(view: GreatTourView, deck: str) -> int:
    """Cards left in the deck named ``deck`` (``"regular"``, ``"joker"``, ``"vip"``)."""
    return cast(Mapping[str, int], view["decks"]).get(deck, 0)


T = TypeVar("T")

#: The immutable parts of one seat's public entry that its routes and tickets decide.
PlayerParts = tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[str, int], ...], int]


class ViewCache:
    """One-entry caches per slot keyed on the identity of the state's public containers.

    States share unchanged containers with their predecessor (``State.copy``), so from one step
    to the next most view parts can be reused. Entry and keys are swapped in as one tuple, so
    agents on a worker thread never see a torn entry. The engine that holds it is the one every
    agent is handed, so it keys on, and keeps, only what every seat sees (coaches, tickets,
    tokens, discards): never a hand, a deck or the ticket pile (tests/ai/test_sealed.py).
    """

    def __init__(self) -> None:
        self._slots: dict[str, tuple[tuple[object, ...], object]] = {}

    def get(self, slot: str, keys: tuple[object, ...], compute: Callable[[], T]) -> T:
        entry = self._slots.get(slot)
        if entry is not None:
            old, value = entry
            if len(old) == len(keys) and all(a is b for a, b in zip(old, keys, strict=True)):
                return value  # type: ignore[return-value]  # stored by this slot's compute
        made = compute()
        self._slots[slot] = (keys, made)
        return made


def _player_parts(tables: Tables, cache: ViewCache, state: State, p: int) -> PlayerParts:
    topo = tables.topo

    def compute() -> PlayerParts:
        return (
            tuple(topo.segments[s] for s in state.coaches[p]),
            tuple(tables.ticket_ids[t] for t in state.tickets[p]),
            tuple(zip(topo.cities, state.tokens[p], strict=True)),
            sum(tables.ticket_points[t] for t in state.tickets[p]),
        )

    keys = (state.coaches[p], state.tickets[p], state.tokens[p])
    return cache.get(f"player{p}", keys, compute)


def _cards_by_deck(tables: Tables, hand: list[int]) -> dict[str, int]:
    """How many cards of each deck a hand holds (public), counted afresh: a cache keyed on the
    hand would keep it where agents can reach it."""
    nt = tables.nt
    return {deck: sum(hand[d * nt : (d + 1) * nt]) for d, deck in enumerate(R.DECKS)}


def _discards(tables: Tables, cache: ViewCache, state: State) -> CardsByDeck:
    def compute() -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
        data = tables.codes_json([c for pile in state.discards for c in pile])
        return tuple((d, tuple(v.items())) for d, v in data.items())

    parts = cache.get("discards", tuple(state.discards), compute)
    return {d: dict(v) for d, v in parts}


def _most_tokens(tables: Tables, cache: ViewCache, state: State) -> tuple[int, ...]:
    return cache.get(
        "most",
        (state.tokens, state.tickets, state.blanks),
        lambda: most_tokens_seats(state.tokens, ticket_points(tables, state)),
    )


def _journey(tables: Tables, state: State) -> JourneyView | None:
    j = state.journey
    if j is None:
        return None
    topo = tables.topo
    return {
        "ticket": R.BLANK if j.ticket < 0 else tables.ticket_ids[j.ticket],
        "start": topo.cities[j.start],
        "destination": topo.cities[j.destination],
        "path": [topo.segments[s] for s in j.path],
        "paid": tables.hand_json(tables.codes_count(j.paid)),
        "cost": list(j.costs),
        "paid_by_deck": tables.codes_json(j.paid),
    }


def _tickets_in_play(state: State) -> int:
    taken = sum(len(t) for t in state.tickets)
    return len(state.active) + len(state.future) + len(state.pile) + taken


def build_view(tables: Tables, cache: ViewCache, state: State, seat: int | None) -> GreatTourView:
    cities = tables.cities
    tid = tables.ticket_ids
    players: list[PlayerView] = []
    for p in range(state.players):
        coaches, tickets, tokens, points = _player_parts(tables, cache, state, p)
        by_deck = _cards_by_deck(tables, state.hands[p])
        blanks = state.blanks[p]
        players.append(
            {
                "city": cities[state.city[p]] if state.city[p] >= 0 else None,
                "coaches": list(coaches),
                "tickets": list(tickets),
                "blank_tickets": blanks,
                "tokens": dict(tokens),
                "hand_size": sum(by_deck.values()),
                "cards_by_deck": by_deck,
                "ticket_points": points + R.BLANK_POINTS * blanks,
            }
        )
    bonuses: dict[str, int | None] = {
        name: (state.frequent[i] if state.frequent[i] >= 0 else None)
        for i, name in enumerate(tables.frequent_ids)
    }
    bonuses[R.FIRST_ALL_FIVE] = state.first_all if state.first_all >= 0 else None
    most = _most_tokens(tables, cache, state)
    bonuses[R.MOST_TOKENS] = most[0] if state.over and len(most) == 1 else None
    decks = state.decks
    view: GreatTourView = {
        "game": R.GAME_ID,
        "seat": seat,
        "to_act": None if state.over else state.to_act,
        "pending": None if state.journey is None else "journey",
        "active": [tid[t] for t in state.active],
        "future": [tid[t] for t in state.future],
        "ticket_pile": len(state.pile),
        "blank_left": state.blank_left,
        "decks": {"regular": len(decks[0]), "joker": len(decks[1]), "vip": len(decks[2])},
        "discards": _discards(tables, cache, state),
        "players": players,
        "bonuses": bonuses,
        "most_tokens_seats": list(most),
        "hand": tables.hand_json(state.hands[seat]) if seat is not None else {},
        "hand_decks": tables.hand_decks(state.hands[seat]) if seat is not None else None,
        "journey": _journey(tables, state),
        "final_round": state.final_round,
        "turns_left": state.turns_left if state.final_round else None,
        "passes": state.passes,
        "cancels_left": R.MAX_CANCELS_PER_TURN - state.cancels,
        "tickets_in_play": _tickets_in_play(state),
        "over": state.over,
    }
    if state.over:
        totals, breakdown = scores(tables, state)
        view["scores"] = list(totals)
        view["breakdown"] = [dict(b) for b in breakdown]
    return view


__all__ = [
    "CardsByDeck",
    "DeckSizes",
    "GreatTourView",
    "JourneyView",
    "PlayerView",
    "ViewCache",
    "build_view",
    "deck_size",
]
