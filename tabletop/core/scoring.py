"""Helpers shared by engines for final results."""

from __future__ import annotations

from collections.abc import Sequence


def winners_by_keys(keys: Sequence[tuple[int | bool, ...]]) -> tuple[int, ...]:
    """Seats whose key is the greatest (score first, then tie-breaks); ties share the win."""
    best = max(keys)
    return tuple(seat for seat, key in enumerate(keys) if key == best)
