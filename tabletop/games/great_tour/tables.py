"""Lookup tables built once per board: cities, card types and codes, deck contents, tickets
and bonus ids as indices, with the board's ``Topology`` (every journey path) attached, so the
hot paths (legal actions, apply) work on small ints and tuples.

Card types (``rules``): city i → i, VIP card of city i → NC + i, joker → 2·NC, VIP joker →
2·NC + 1. A card in a hand or a pile is a *code* ``deck · NT + type`` (NT = number of types),
because a city card can come from any of the three decks and goes back to its own deck's
discard pile.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from . import rules as R
from .actions import BeginJourney
from .board import GreatTourBoard
from .names import Names
from .topology import Topology, topology


class Tables:
    """One board as indices (``topo``) plus the card and bonus tables of the rules."""

    def __init__(self, board: GreatTourBoard) -> None:
        self.board = board
        self.topo: Topology = topology(board)
        self.names = Names(board)
        self.cities: tuple[str, ...] = self.topo.cities
        #: Number of cities (NC).
        self.nc = len(self.cities)
        #: Type index → card type name (``"PAR"``, ``"PAR*"``, ``"J"``, ``"J*"``).
        self.types: tuple[str, ...] = R.card_type_names(self.cities)
        self.type_index: Mapping[str, int] = {name: i for i, name in enumerate(self.types)}
        #: Number of card types (NT).
        self.nt = len(self.types)
        #: Per deck, the type of every card it holds.
        self.contents: tuple[tuple[int, ...], ...] = R.deck_contents(self.nc)
        #: Code → ``"deck:type"``, the card as the state's JSON names it (``state_json`` names
        #: every card of every deck and pile, once per save digest).
        self.code_labels: tuple[str, ...] = tuple(
            f"{deck}:{name}" for deck in R.DECKS for name in self.types
        )
        #: Ticket index → id and points.
        self.ticket_ids: tuple[str, ...] = tuple(t[0] for t in self.topo.tickets)
        self.ticket_points: tuple[int, ...] = tuple(t[3] for t in self.topo.tickets)
        #: City index → the id of its frequent-traveller bonus card.
        self.frequent_ids: tuple[str, ...] = tuple(R.frequent_traveller(c) for c in self.cities)
        #: Journey actions made so far, by ticket id, start, destination and path (board data
        #: only): the legal moves and the play-outs build the same few over and over.
        self._journeys: dict[tuple[str, int, int, tuple[int, ...]], BeginJourney] = {}

    def journey(self, ticket_id: str, start: int, dest: int, path: tuple[int, ...]) -> BeginJourney:
        """The action beginning a journey on ticket ``ticket_id`` from city ``start`` to
        ``dest`` along ``path`` (segment indices)."""
        key = (ticket_id, start, dest, path)
        action = self._journeys.get(key)
        if action is None:
            topo = self.topo
            action = BeginJourney(
                ticket_id, topo.cities[start], topo.cities[dest], topo.path_ids[path]
            )
            self._journeys[key] = action
        return action

    # ------------------------------------------------------------------ cards
    def type_counts(self, hand: Sequence[int]) -> list[int]:
        """Cards per type in a hand of codes, whatever deck they came from."""
        nt = self.nt
        return [hand[t] + hand[nt + t] + hand[2 * nt + t] for t in range(nt)]

    def card_name(self, code: int) -> str:
        """The card type of a code."""
        return self.types[code % self.nt]

    def deck_of(self, code: int) -> int:
        return code // self.nt

    def code(self, deck: int, card_type: int) -> int:
        return deck * self.nt + card_type

    def codes_count(self, codes: Sequence[int]) -> list[int]:
        """A list of codes → counts per code (the shape of a hand)."""
        counts = [0] * (len(R.DECKS) * self.nt)
        for c in codes:
            counts[c] += 1
        return counts

    def hand_json(self, hand: Sequence[int]) -> dict[str, int]:
        """Counts per code → counts per card type name (types held only)."""
        return {self.types[t]: n for t, n in enumerate(self.type_counts(hand)) if n}

    def codes_json(self, codes: Sequence[int]) -> dict[str, dict[str, int]]:
        """Codes → per deck, counts per card type name."""
        out: dict[str, dict[str, int]] = {d: {} for d in R.DECKS}
        for code in sorted(codes):
            bucket = out[R.DECKS[self.deck_of(code)]]
            name = self.card_name(code)
            bucket[name] = bucket.get(name, 0) + 1
        return out

    def hand_decks(self, hand: Sequence[int]) -> dict[str, dict[str, int]]:
        """Counts per code → per deck, counts per card type name (held ones only)."""
        nt = self.nt
        return {
            R.DECKS[d]: {self.types[t]: hand[d * nt + t] for t in range(nt) if hand[d * nt + t]}
            for d in range(len(R.DECKS))
        }

    # ------------------------------------------------------------------ tickets
    def ticket_label(self, ticket: int) -> str:
        """A ticket index (or -1 for a blank ticket) in the player's words."""
        return self.names.ticket(R.BLANK if ticket < 0 else self.ticket_ids[ticket])


__all__ = ["Tables"]
