"""The headless runner: play whole matches between agents, timing every decision.

It drives the engine directly (no ``Match`` bookkeeping, undo history or listeners), so that
``python -m tabletop.sim`` and ``python -m tabletop.arena`` measure the engine and the agents; a
``Match`` of the finished game is rebuilt on request (for saving).

Agents get what their seat may know and nothing else (``agent_inputs``): the seat's view (only
built for agents that read it), the legal actions and their own rng. Searching agents get the
budget ``UNTIMED``, so they run their fixed iteration budget and a seed always plays the same
game, however busy the machine is.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from tabletop.ai import UNTIMED
from tabletop.core import Action, Agent, GameConfig, Outcome, Seat, View
from tabletop.games import GAMES, make_agent
from tabletop.games.catalog import DEFAULT, BoardMissing, engine, lookup

from .agent_inputs import agent_budget, agent_rng, seat_view
from .match import Match
from .worker import effort


@dataclass
class GameResult:
    game_id: str
    seed: int
    agents: tuple[str, ...]
    config: GameConfig
    outcome: Outcome
    log: tuple[tuple[int, Action], ...]
    seconds: float
    #: Seconds each seat spent choosing, one entry per decision (wall clock).
    decision_times: tuple[list[float], ...]
    #: The same in CPU seconds of this process: what the agent cost, however busy the machine.
    decision_cpu: tuple[list[float], ...]
    final_view: View
    #: Per seat, how much each searched decision searched: iterations or sampled worlds.
    decision_effort: tuple[list[int], ...] = ()
    #: The board played (``tabletop.games.catalog``: "" for the game's own board).
    board: str = DEFAULT
    _match: Match | None = field(default=None, repr=False)

    @property
    def actions(self) -> int:
        return len(self.log)

    @property
    def match(self) -> Match:
        """The finished game as a ``Match`` (rebuilt by replaying the log once)."""
        if self._match is None:
            seats = [Seat(f"{name} {i + 1}", "#888888", name) for i, name in enumerate(self.agents)]
            match = Match.new(self.game_id, self.config, seats, self.seed, board=self.board)
            match.replay(self.log)
            self._match = match
        return self._match


def command_table(game: str | None, board: str | None, players: int) -> tuple[str, str]:
    """The game id and board key a developer tool's command line names (``--game``, ``--board
    NAME|FILE``, ``--players``: ``sim``, ``arena``); ``ValueError`` saying, in the tools'
    words, what is missing or wrong — an unknown game or board, a count it is not for."""
    if board is None:
        if game is None:
            raise ValueError("give --game or --board")
        game_id, key = game, DEFAULT
    else:
        try:
            found = lookup(board, game)
        except BoardMissing as missing:
            raise ValueError(str(missing)) from None
        game_id, key = found.game_id, found.key
    known = GAMES.get(game_id)
    if known is None:
        raise ValueError(f"unknown game {game_id!r} (known: {', '.join(sorted(GAMES))})")
    spec = known.spec
    if not spec.min_players <= players <= spec.max_players:
        raise ValueError(
            f"{spec.title} is for {spec.min_players}-{spec.max_players} players, not {players}"
        )
    return game_id, key


def play_game(
    game_id: str,
    agents: list[str],
    seed: int,
    options: dict[str, Any] | None = None,
    budget: float = UNTIMED,
    board: str = DEFAULT,
) -> GameResult:
    """Play one game to the end with the named agents in seat order (``budget``: seconds per
    decision for searching agents; ``UNTIMED``, the default, is their fixed iteration budget)
    on ``board`` (a key of ``tabletop.games.catalog``; the game's own board by default)."""
    game = engine(game_id, board)
    players = [make_agent(game_id, name, game) for name in agents]
    return play_agents(game_id, agents, players, seed, options, budget, board)


def play_agents(
    game_id: str,
    agents: list[str],
    players: list[Agent],
    seed: int,
    options: dict[str, Any] | None = None,
    budget: float = UNTIMED,
    board: str = DEFAULT,
    timed: bool = False,
) -> GameResult:
    """``play_game`` with agents already built (``players``, one per seat; ``agents`` are
    their labels), e.g. the arena's tuned variants. ``timed``: each agent thinks for the
    seconds it gets in the app (``agent_budget``) in place of ``budget``."""
    game = engine(game_id, board)
    config = GameConfig(len(agents), options or {})
    state = game.new_state(config, seed)
    limit = game.spec.max_actions
    log: list[tuple[int, Action]] = []
    times: tuple[list[float], ...] = tuple([] for _ in agents)
    cpu: tuple[list[float], ...] = tuple([] for _ in agents)
    searched: tuple[list[int], ...] = tuple([] for _ in agents)
    started = time.perf_counter()
    while (seat := game.to_act(state)) is not None:
        if len(log) >= limit:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {limit} actions")
        agent = players[seat]
        legal = game.legal_actions(state)
        view = seat_view(game, state, seat, agent)
        rng = agent_rng(seed, len(log), seat)
        t0, c0 = time.perf_counter(), time.process_time()
        action = agent.choose(view, legal, rng, agent_budget(agent) if timed else budget)
        times[seat].append(time.perf_counter() - t0)
        cpu[seat].append(time.process_time() - c0)
        if (done := effort(agent)) is not None:
            searched[seat].append(done)
        state = game.advance(state, action)
        log.append((seat, action))
    seconds = time.perf_counter() - started
    outcome = game.outcome(state)
    assert outcome is not None
    return GameResult(
        board=board,
        game_id=game_id,
        seed=seed,
        agents=tuple(agents),
        config=config,
        outcome=outcome,
        log=tuple(log),
        seconds=seconds,
        decision_times=times,
        decision_cpu=cpu,
        final_view=game.view(state, None),
        decision_effort=searched,
    )
