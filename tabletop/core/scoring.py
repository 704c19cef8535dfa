"""What engines share for final results: who wins, and the named parts of a score."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum


def winners_by_keys(keys: Sequence[tuple[int | bool, ...]]) -> tuple[int, ...]:
    """Seats whose key is the greatest (score first, then tie-breaks); ties share the win."""
    best = max(keys)
    return tuple(seat for seat, key in enumerate(keys) if key == best)


class ScorePart(StrEnum):
    """Base of every game's score parts: the keys of ``Outcome.breakdown`` (an enum with no
    members of its own).

    Each game declares its parts (``class <Game>ScorePart(ScorePart)`` in its ``scoring.py``)
    and names them in its descriptor; the values are the stable names saves and the history
    store. A part says, in the player's language, what its column is called and where its
    points come from — from the rules page and the rules' own numbers — so the game-over
    screen and the statistics never keep a list of their own.
    """

    def label(self) -> str:
        """The column's title ("Routes")."""
        raise NotImplementedError

    def explanation(self) -> str:
        """One sentence saying where the part's points come from."""
        raise NotImplementedError
