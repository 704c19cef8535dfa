"""The headless runner: play whole matches between agents, timing every decision."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from tabletop.core import GameConfig, Outcome, Seat, View

from .match import Match


@dataclass
class GameResult:
    game_id: str
    seed: int
    agents: tuple[str, ...]
    outcome: Outcome
    actions: int
    seconds: float
    #: Seconds each seat spent choosing, one entry per decision.
    decision_times: tuple[list[float], ...]
    final_view: View
    match: Match = field(repr=False)


def play_game(
    game_id: str,
    agents: list[str],
    seed: int,
    options: dict[str, Any] | None = None,
) -> GameResult:
    """Play one game to the end with the named agents in seat order."""
    seats = [Seat(f"{name} {i + 1}", "#888888", name) for i, name in enumerate(agents)]
    match = Match.new(game_id, GameConfig(len(agents), options or {}), seats, seed)
    limit = match.game.spec.max_actions
    times: tuple[list[float], ...] = tuple([] for _ in agents)
    started = time.perf_counter()
    while (seat := match.to_act()) is not None:
        if match.ply >= limit:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {limit} actions")
        t0 = time.perf_counter()
        action = match.choose_for(seat)
        times[seat].append(time.perf_counter() - t0)
        match._apply(seat, action)
    seconds = time.perf_counter() - started
    outcome = match.outcome()
    assert outcome is not None
    return GameResult(
        game_id=game_id,
        seed=seed,
        agents=tuple(agents),
        outcome=outcome,
        actions=match.ply,
        seconds=seconds,
        decision_times=times,
        final_view=match.view(None),
        match=match,
    )
