"""Turns and rounds, counted the same way on every screen (HUD, replays, history).

A turn is one seat's go, however many actions it takes (a second card, a tunnel payment); a
round starts each time the seat that moved first starts a turn again.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise


def turns_and_rounds(seats: Sequence[int]) -> tuple[list[int], list[int]]:
    """The turn and round number (both 1-based) of each action, from the acting seats alone."""
    turns: list[int] = []
    rounds: list[int] = []
    if not seats:
        return turns, rounds
    first_seat = seats[0]
    turn, round_number = 1, 1
    turns.append(turn)
    rounds.append(round_number)
    for before, after in pairwise(seats):
        if after != before:
            turn += 1
            if after == first_seat:
                round_number += 1
        turns.append(turn)
        rounds.append(round_number)
    return turns, rounds
