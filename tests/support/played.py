"""Positions played once a process: many UI tests start from the same game played some moves
in by its AI seats, and each decided every move again. The AI seats play by their fixed
budget with a seeded rng (``Match.choose_for``: the headless runner's moves), a human seat
takes its first legal action, so the same match played the same way gives the same moves:
the first test plays them, the next ones that ask for the same replay its log
(``Match.replay``, which applies each move as playing it did)."""

from __future__ import annotations

import json
from collections.abc import Hashable

from tabletop.core import Action
from tabletop.play import Match

#: The moves played, by everything that decides them.
_LOGS: dict[Hashable, list[tuple[int, Action]]] = {}


def play_on(match: Match, plies: int | None = None, *, to_a_human: bool = False) -> None:
    """Play a fresh ``match`` to its end, or until ``plies`` moves are made: each AI seat's
    move as its level chooses it, a human seat's first legal action; with ``to_a_human``,
    on from there until a human is to act (or the game ends)."""
    assert match.ply == 0, "play_on plays a fresh match"
    key = (
        match.game.spec.id,
        match.board,
        match.config.players,
        json.dumps(match.config.options, sort_keys=True, default=repr),
        match.seed,
        match.seats,
        plies,
        to_a_human,
    )
    log = _LOGS.get(key)
    if log is not None:
        match.replay(log)
        return
    while not match.is_over() and (plies is None or match.ply < plies):
        seat = match.to_act()
        assert seat is not None
        if match.seats[seat].is_human:
            match.submit(match.legal_actions()[0])
        else:
            match.step_ai()
    while to_a_human and not match.is_over() and not match.seats[match.to_act() or 0].is_human:
        match.step_ai()
    _LOGS[key] = match.log
