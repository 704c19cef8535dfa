"""A new Ticket to Ride game: the decks shuffled, the hands dealt, the face-up row turned and
each seat's starting tickets offered (rules/ttr.md); a test may stack the decks
(``rigged``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from tabletop.core import GameConfig, GameSpec, InvalidConfigError, Rng, StepLog
from tabletop.core.first_player import first_seat
from tabletop.core.i18n import ngettext

from .cards import refill_row
from .state import KEEP_TICKETS, TtrState
from .tables import Tables


def deal(spec: GameSpec, t: Tables, config: GameConfig, seed: int) -> TtrState:
    """A new game of ``spec`` on the board of ``t`` for ``config`` (already checked against
    the spec), shuffled by ``seed``: hands dealt, the face-up row turned, every seat's starting
    tickets offered, the first player to choose first (``config.options["rigged"]`` may stack
    the decks for tests)."""
    rules = t.rules
    players = config.players
    # check_config has made sure that "rigged", when given, is a mapping.
    rigged = cast(Mapping[str, Any], config.options.get("rigged") or {})
    train, regular, long = _rigging(t, rigged)
    rng = Rng(seed)

    counts = list(rules.deck)
    for c in train:
        counts[c] -= 1
    rest = [c for c in range(t.ncards) for _step in range(counts[c])]
    rng.shuffle(rest)
    order = [*train, *rest]  # top first

    rest_regular = [i for i in t.regular if i not in set(regular)]
    rng.shuffle(rest_regular)
    regular_order = [*regular, *rest_regular]
    rest_long = [i for i in t.long if i not in set(long)]
    rng.shuffle(rest_long)
    long_order = [*long, *rest_long]
    if len(long_order) < players * rules.start_long:
        raise InvalidConfigError(
            ngettext(
                "this map has too few long tickets for {players} player",
                "this map has too few long tickets for {players} players",
                players,
            ).format(players=players)
        )
    if len(regular_order) < players * rules.start_regular:
        raise InvalidConfigError(
            ngettext(
                "this map has too few tickets for {players} player",
                "this map has too few tickets for {players} players",
                players,
            ).format(players=players)
        )

    s = TtrState.__new__(TtrState)
    s.t = t
    s.players = players
    s.rng = rng
    s.deck = order[::-1]
    s.discard = [0] * t.ncards
    s.face_up = [-1] * rules.face_up
    s.hands = []
    for _seat in range(players):  # seat 0 takes the first cards, then seat 1, …
        hand = [0] * t.ncards
        for _step in range(rules.hand_size):
            hand[s.deck.pop()] += 1
        s.hands.append(hand)
    refill_row(s, StepLog())
    offered = []
    for _seat in range(players):  # Europe: the long ticket first, then 3 regular
        mine = [long_order.pop(0) for _step in range(rules.start_long)]
        mine += [regular_order.pop(0) for _step in range(rules.start_regular)]
        offered.append(tuple(mine))
    s.tickets = [() for _step in range(players)]
    s.offered = offered
    s.ticket_deck = tuple(regular_order)
    s.box = tuple(long_order)  # the long tickets nobody was dealt leave the game
    s.owner = [-1] * t.nroutes
    s.stations = [-1] * t.ncities
    s.pieces = [rules.pieces] * players
    s.stations_left = [rules.stations] * players
    s.route_points = [0] * players
    s.flag_points = [0] * players
    s.flags = [() for _step in range(players)]
    # The first player chooses tickets first too; the others follow in seat order.
    s.first = first_seat(spec, config, seed)
    s.current = s.first
    s.pending = KEEP_TICKETS
    s.setup = True
    s.tunnel = None
    s.final_left = None
    s.idle = 0
    s.result = None
    return s


def _rigging(t: Tables, rigged: Mapping[str, Any]) -> tuple[list[int], list[int], list[int]]:
    """The stacked cards, regular and long tickets of a rigged deal, checked against ``t``."""
    allowed = {"train_deck", "tickets"} | ({"long_tickets"} if t.long else set())
    unknown = sorted(set(rigged) - allowed)
    if unknown:
        raise InvalidConfigError(
            f"rigged: unknown deck {unknown[0]!r} (known: {', '.join(sorted(allowed))})"
        )

    def names(key: str) -> list[str]:
        value = rigged.get(key, [])
        if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
            raise InvalidConfigError(f"rigged: {key!r} must be a list of names")
        return list(value)

    counts = list(t.rules.deck)
    train = []
    for name in names("train_deck"):
        c = t.card_index.get(name)
        if c is None:
            raise InvalidConfigError(f"rigged train_deck: no card colour {name!r}")
        counts[c] -= 1
        if counts[c] < 0:
            raise InvalidConfigError(f"rigged train_deck: more {name!r} cards than the deck has")
        train.append(c)

    def tickets(key: str, long: bool) -> list[int]:
        out = []
        for name in names(key):
            i = t.ticket_index.get(name)
            if i is None or t.tlong[i] != long:
                kind = "long ticket" if long else "regular ticket"
                raise InvalidConfigError(f"rigged {key}: no {kind} {name!r}")
            if i in out:
                raise InvalidConfigError(f"rigged {key}: ticket {name!r} twice")
            out.append(i)
        return out

    return train, tickets("tickets", False), tickets("long_tickets", True)


__all__ = ["deal"]
