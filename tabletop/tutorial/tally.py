"""How the tutorials go: starts, finishes, and the steps where players skip, counted on this
computer only (kept in the settings file, shown on the Statistics screen; no pygame).

The counts are a plain JSON mapping, game id → ``{"started": n, "finished": n, "left_at":
{step: n}, "skipped": {step: n}}`` (``left_at``: Skip tutorial pressed at that step;
``skipped``: Skip step). Anything else found there is dropped, not trusted.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

STARTED, FINISHED, LEFT_AT, SKIPPED = "started", "finished", "left_at", "skipped"


@dataclass(frozen=True)
class GameTally:
    started: int = 0
    finished: int = 0
    left_at: Mapping[str, int] = field(default_factory=dict)
    skipped: Mapping[str, int] = field(default_factory=dict)

    @property
    def left(self) -> int:
        return sum(self.left_at.values())

    def to_json(self) -> dict[str, Any]:
        return {
            STARTED: self.started,
            FINISHED: self.finished,
            LEFT_AT: dict(self.left_at),
            SKIPPED: dict(self.skipped),
        }


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _counts(value: object) -> dict[str, int]:
    if not isinstance(value, Mapping):
        return {}
    return {str(k): _count(v) for k, v in value.items() if isinstance(k, str) and _count(v)}


def read_tally(document: Mapping[str, Any], game_id: str) -> GameTally:
    """The counts of ``game_id`` in ``document`` (zeros when there are none or they are bad)."""
    entry = document.get(game_id)
    if not isinstance(entry, Mapping):
        return GameTally()
    return GameTally(
        _count(entry.get(STARTED)),
        _count(entry.get(FINISHED)),
        _counts(entry.get(LEFT_AT)),
        _counts(entry.get(SKIPPED)),
    )


def counted(
    document: Mapping[str, Any], game_id: str, what: str, step: str | None = None
) -> dict[str, Any]:
    """A copy of ``document`` with one more ``what`` (STARTED, FINISHED, or LEFT_AT / SKIPPED
    at ``step``) for ``game_id``."""
    tally = read_tally(document, game_id).to_json()
    if what in (STARTED, FINISHED):
        tally[what] += 1
    else:
        assert step is not None, what
        tally[what][step] = tally[what].get(step, 0) + 1
    return {**document, game_id: tally}


__all__ = ["FINISHED", "LEFT_AT", "SKIPPED", "STARTED", "GameTally", "counted", "read_tally"]
