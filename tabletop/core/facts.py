"""Facts worth keeping about each seat of a finished game, beside its score (the history).

Each game declares its facts (``class <Game>Fact(GameFact)``) and how to read them from what
the engine already reports at the end — the ``Outcome`` and the final spectator view, typed as
the game's view — never recomputed from the rules, so the history says exactly what the
game-over screen said. The descriptor names both (``GameDescriptor.facts``, ``read_facts``).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TypeVar

from .contract import Outcome

V = TypeVar("V")


class GameFact(StrEnum):
    """Base of every game's facts (an enum with no members of its own). The values are the
    stable names stored in the history database: no two games may give one name two meanings
    (a test checks the registry)."""

    def record_title(self) -> str | None:
        """The Records tab's heading for this fact's highest values ("Best Metro line"), or
        None when the fact is kept but not shown as a record."""
        return None


#: ``(final spectator view, outcome)`` → one ``{fact: value}`` per seat.
FactReader = Callable[[V, Outcome], list[dict[GameFact, int]]]
