"""The headless runner: play whole matches between agents, timing every decision.

It drives the engine directly (no ``Match`` bookkeeping, undo history or listeners), so that
``python -m tabletop.sim`` measures the engine and the agents; a ``Match`` of the finished game
is rebuilt on request (for saving).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from tabletop.core import Action, GameConfig, Outcome, Seat, View
from tabletop.games import get_game, make_agent

from .match import AGENT_BUDGET, LazyView, Match, agent_rng


@dataclass
class GameResult:
    game_id: str
    seed: int
    agents: tuple[str, ...]
    config: GameConfig
    outcome: Outcome
    log: tuple[tuple[int, Action], ...]
    seconds: float
    #: Seconds each seat spent choosing, one entry per decision.
    decision_times: tuple[list[float], ...]
    final_view: View
    _match: Match | None = field(default=None, repr=False)

    @property
    def actions(self) -> int:
        return len(self.log)

    @property
    def match(self) -> Match:
        """The finished game as a ``Match`` (rebuilt by replaying the log once)."""
        if self._match is None:
            seats = [Seat(f"{name} {i + 1}", "#888888", name) for i, name in enumerate(self.agents)]
            match = Match.new(self.game_id, self.config, seats, self.seed)
            match.replay(self.log)
            self._match = match
        return self._match


def play_game(
    game_id: str,
    agents: list[str],
    seed: int,
    options: dict[str, Any] | None = None,
) -> GameResult:
    """Play one game to the end with the named agents in seat order."""
    game = get_game(game_id)
    config = GameConfig(len(agents), options or {})
    players = [make_agent(game_id, name) for name in agents]
    state = game.new_state(config, seed)
    limit = game.spec.max_actions
    log: list[tuple[int, Action]] = []
    times: tuple[list[float], ...] = tuple([] for _ in agents)
    started = time.perf_counter()
    while (seat := game.to_act(state)) is not None:
        if len(log) >= limit:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {limit} actions")
        legal = game.legal_actions(state)
        view = LazyView(partial(game.view, state, seat))
        rng = agent_rng(seed, len(log), seat)
        t0 = time.perf_counter()
        action = players[seat].choose(view, legal, rng, AGENT_BUDGET)  # type: ignore[arg-type]
        times[seat].append(time.perf_counter() - t0)
        state = game.apply(state, action).state
        log.append((seat, action))
    seconds = time.perf_counter() - started
    outcome = game.outcome(state)
    assert outcome is not None
    return GameResult(
        game_id=game_id,
        seed=seed,
        agents=tuple(agents),
        config=config,
        outcome=outcome,
        log=tuple(log),
        seconds=seconds,
        decision_times=times,
        final_view=game.view(state, None),
    )
