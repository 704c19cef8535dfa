"""The full state of a game of The Great Tour: small mutable containers, copied on apply."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core import Rng

from .tables import Tables


@dataclass(frozen=True)
class Journey:
    """A journey being paid card by card (the ``pending`` sub-step)."""

    ticket: int  # ticket index, or -1 for a blank ticket
    start: int
    destination: int
    path: tuple[int, ...]
    costs: tuple[int, ...]  # per segment, fixed when the journey began
    paid: tuple[int, ...]  # card codes (deck · T + type), in the order paid


class State:
    """Opaque to everything but the engine and ``Match``. Never mutated after ``apply`` returns.

    Cards: ``decks``/``discards`` hold card codes, top of a deck at the end of its list;
    ``hands[p]`` counts every code. Tickets are indices; ``pile`` has its top at the end.
    """

    __slots__ = (
        "players",
        "rng",
        "decks",
        "discards",
        "hands",
        "active",
        "future",
        "pile",
        "removed",
        "blank_left",
        "city",
        "coaches",
        "tickets",
        "blanks",
        "tokens",
        "supply",
        "frequent",
        "first_all",
        "to_act",
        "journey",
        "cancels",
        "final_round",
        "turns_left",
        "passes",
        "over",
    )

    players: int
    rng: Rng
    decks: list[list[int]]
    discards: list[list[int]]
    hands: list[list[int]]
    active: list[int]
    future: list[int]
    pile: list[int]
    removed: list[int]
    blank_left: int
    city: list[int]  # -1: the big coach is not on the board yet
    coaches: list[tuple[int, ...]]
    tickets: list[tuple[int, ...]]
    blanks: list[int]
    tokens: list[list[int]]
    supply: list[int]
    frequent: list[int]  # per city: seat holding the frequent-traveller card, or -1
    first_all: int
    to_act: int
    journey: Journey | None
    cancels: int
    final_round: bool
    turns_left: int
    passes: int
    over: bool

    def copy(self) -> State:
        """A copy whose top-level containers are new; inner lists are shared until replaced
        (a handler replaces an inner list before changing it, so views can be cached by the
        identity of the lists they read)."""
        twin = State.__new__(State)
        twin.players = self.players
        twin.rng = self.rng
        twin.decks = list(self.decks)
        twin.discards = list(self.discards)
        twin.hands = list(self.hands)
        twin.active = self.active
        twin.future = self.future
        twin.pile = self.pile
        twin.removed = self.removed
        twin.blank_left = self.blank_left
        twin.city = self.city
        twin.coaches = self.coaches
        twin.tickets = self.tickets
        twin.blanks = self.blanks
        twin.tokens = self.tokens
        twin.supply = self.supply
        twin.frequent = self.frequent
        twin.first_all = self.first_all
        twin.to_act = self.to_act
        twin.journey = self.journey
        twin.cancels = self.cancels
        twin.final_round = self.final_round
        twin.turns_left = self.turns_left
        twin.passes = self.passes
        twin.over = self.over
        return twin


def state_json(tables: Tables, state: State) -> dict[str, Any]:
    """The whole state as JSON-compatible data (digests, determinism tests, debugging)."""
    tid = tables.ticket_ids
    labels = tables.code_labels

    def cards(codes: Sequence[int]) -> list[str]:
        return [labels[c] for c in codes]

    j = state.journey
    return {
        "players": state.players,
        "rng": state.rng.state,
        "decks": [cards(d) for d in state.decks],
        "discards": [cards(d) for d in state.discards],
        "hands": [list(h) for h in state.hands],
        "active": [tid[t] for t in state.active],
        "future": [tid[t] for t in state.future],
        "pile": [tid[t] for t in state.pile],
        "removed": [tid[t] for t in state.removed],
        "blank_left": state.blank_left,
        "city": list(state.city),
        "coaches": [list(c) for c in state.coaches],
        "tickets": [[tid[t] for t in ts] for ts in state.tickets],
        "blanks": list(state.blanks),
        "tokens": [list(t) for t in state.tokens],
        "supply": list(state.supply),
        "frequent": list(state.frequent),
        "first_all": state.first_all,
        "to_act": state.to_act,
        "journey": None
        if j is None
        else {
            "ticket": j.ticket,
            "start": j.start,
            "destination": j.destination,
            "path": list(j.path),
            "costs": list(j.costs),
            "paid": cards(j.paid),
        },
        "cancels": state.cancels,
        "final_round": state.final_round,
        "turns_left": state.turns_left,
        "passes": state.passes,
        "over": state.over,
    }
