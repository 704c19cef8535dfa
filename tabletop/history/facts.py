"""The per-game facts of a finished game (issue 13), read through the game's descriptor.

Each game declares its facts and how to read them from the final spectator view and the
``Outcome`` (``GameDescriptor.facts``, ``read_facts``; ``tabletop.core.facts``), so the
history keeps no list of games. ``record_facts`` lists the facts the Records tab shows.
"""

from __future__ import annotations

from tabletop.core import GameFact, Outcome, View
from tabletop.games import DESCRIPTORS, offered


def facts_of(game_id: str, final_view: View, outcome: Outcome) -> list[dict[GameFact, int]]:
    """Each seat's facts for a finished game of ``game_id`` (empty dicts for a game tabletop
    does not have)."""
    for found in DESCRIPTORS:
        if found.id == game_id:
            return found.read_facts(final_view, outcome)
    return [{} for _ in outcome.scores]


def record_facts() -> list[GameFact]:
    """The facts shown as records, in the order of the games players are offered (a fact
    two games share is listed once)."""
    out: list[GameFact] = []
    for found in offered():
        out += [fact for fact in found.facts if fact.record_title() and fact not in out]
    return out
