"""Turns and rounds, counted the same way on every screen (HUD, replays, history).

A turn is one seat's go, however many actions it takes (a second card, a tunnel payment); a
round starts each time the seat that moved first starts a turn again. A game whose setup is a
round of its own (``GameSpec.setup_round``: TTR's starting tickets, one choice per seat before
the first turn) counts that round as part of round 1, so the first turn played reads Round 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise


def turns_and_rounds(
    seats: Sequence[int], *, setup_round: bool = False
) -> tuple[list[int], list[int]]:
    """The turn and round number (both 1-based) of each action, from the acting seats alone
    (and whether the game's first round is its setup: then the setup joins round 1; turns are
    counted alike either way, so saves and the history keep their numbers)."""
    turns: list[int] = []
    rounds: list[int] = []
    if not seats:
        return turns, rounds
    first_seat = seats[0]
    turn, round_number = 1, 1
    in_setup = setup_round
    turns.append(turn)
    rounds.append(round_number)
    for before, after in pairwise(seats):
        if after != before:
            turn += 1
            if after == first_seat:
                if in_setup:
                    in_setup = False  # the first turn played: still round 1
                else:
                    round_number += 1
        turns.append(turn)
        rounds.append(round_number)
    return turns, rounds
