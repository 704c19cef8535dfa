"""``Match``: one game being played — full state, log, seats, undo, autosave, AI on a thread.

Only ``Match`` holds the full state; scenes, controllers and agents get views.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Any

from tabletop import saves
from tabletop.core import (
    Action,
    Agent,
    Event,
    Game,
    GameConfig,
    IllegalActionError,
    Outcome,
    Rng,
    Seat,
    View,
    check_config,
)
from tabletop.games import agent_names, get_game, make_agent

Listener = Callable[[int, Action, tuple[Event, ...]], None]

#: Soft thinking budget handed to agents, in seconds.
AGENT_BUDGET = 0.1


class LazyView(Mapping[str, Any]):
    """A seat's view, built on first read: agents that never look (random) cost nothing.

    Views are the largest per-step cost of headless play (the Great Tour builds ~600 a game).
    """

    __slots__ = ("_make", "_data")

    def __init__(self, make: Callable[[], View]) -> None:
        self._make = make
        self._data: View | None = None

    def _view(self) -> View:
        if self._data is None:
            self._data = self._make()
        return self._data

    def __getitem__(self, key: str) -> Any:
        return self._view()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._view())

    def __len__(self) -> int:
        return len(self._view())


def agent_rng(seed: int, ply: int, seat: int) -> Rng:
    """The rng an agent gets for a decision: fixed by seed, ply and seat, so the same game
    plays out the same in the app, in the headless runner and on replay."""
    return Rng(seed).fork(ply * 16 + seat + 1)


@dataclass
class _Ply:
    seat: int
    action: Action
    revealed: bool
    state_before: Any


@dataclass
class Match:
    """A game in progress. Build with ``Match.new`` (or ``tabletop.saves.load_save``)."""

    game: Game
    config: GameConfig
    seats: tuple[Seat, ...]
    seed: int
    #: Seconds an AI waits before its move is applied, so humans can follow (settings).
    agent_delay: float = 0.0
    #: Write the game's autosave after every action (off for headless runs).
    autosave: bool = False
    saves_dir: Path | None = None
    _state: Any = None
    _plies: list[_Ply] = field(default_factory=list)
    _listeners: list[Listener] = field(default_factory=list)
    _agents: dict[int, Agent] = field(default_factory=dict)
    _executor: ThreadPoolExecutor | None = None
    _future: Future[Action] | None = None
    _future_ply: int = -1
    _ready_at: float = 0.0
    _held_at: float = float("-inf")
    #: Files this match wrote, with their signatures: rewritten without a full check.
    _written: dict[Path, saves.Signature] = field(default_factory=dict)
    _autosave_to: Path | None = None
    #: Called on the worker thread when an agent's choice is ready, so a caller that sleeps
    #: between polls (the app's idle loop) wakes to apply it; it must not touch the match.
    on_choice_ready: Callable[[], None] | None = None

    # ----------------------------------------------------------------- construction
    @classmethod
    def new(
        cls,
        game_id: str,
        config: GameConfig,
        seats: Sequence[Seat],
        seed: int,
        *,
        agent_delay: float = 0.0,
        autosave: bool = False,
        saves_dir: Path | None = None,
    ) -> Match:
        game = get_game(game_id)
        check_config(game.spec, config)
        if len(seats) != config.players:
            raise ValueError(f"{len(seats)} seats for a {config.players}-player game")
        match = cls(
            game=game,
            config=config,
            seats=tuple(seats),
            seed=seed,
            agent_delay=agent_delay,
            autosave=autosave,
            saves_dir=saves_dir,
        )
        match._state = game.new_state(config, seed)
        for index, seat in enumerate(match.seats):
            if seat.agent is not None:
                match._agents[index] = make_agent(game_id, seat.agent)
        return match

    # ----------------------------------------------------------------- reading
    @property
    def game_id(self) -> str:
        return self.game.spec.id

    @property
    def log(self) -> list[tuple[int, Action]]:
        return [(ply.seat, ply.action) for ply in self._plies]

    @property
    def ply(self) -> int:
        return len(self._plies)

    @property
    def turn(self) -> int:
        """The turn in progress: 1 + the times the seat to act changed, counting the seat about
        to act (a turn of many plies — a second card, a tunnel — stays one turn)."""
        seats = [ply.seat for ply in self._plies]
        to_act = self.to_act()
        if to_act is not None:
            seats.append(to_act)
        return 1 + sum(1 for before, after in pairwise(seats) if before != after)

    @property
    def state(self) -> Any:
        """The full state: for saves, tests and the headless runner only — never the UI."""
        return self._state

    def to_act(self) -> int | None:
        return self.game.to_act(self._state)

    def is_over(self) -> bool:
        return self.to_act() is None

    def is_human_turn(self) -> bool:
        seat = self.to_act()
        return seat is not None and self.seats[seat].is_human

    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    def legal_actions(self) -> list[Action]:
        return list(self.game.legal_actions(self._state)) if not self.is_over() else []

    def view(self, seat: int | None) -> View:
        return self.game.view(self._state, seat)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self._state)

    @property
    def thinking(self) -> bool:
        return self._future is not None

    # ----------------------------------------------------------------- acting
    def add_listener(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def submit(self, action: Action) -> tuple[Event, ...]:
        """A human seat's action. ``IllegalActionError`` (state unchanged) if not allowed."""
        seat = self.to_act()
        if seat is None:
            raise IllegalActionError("game_over", "The game is over.")
        if not self.seats[seat].is_human:
            raise IllegalActionError("not_your_turn", f"It is {self.seats[seat].name}'s turn.")
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> tuple[Event, ...]:
        step = self.game.apply(self._state, action)
        self._plies.append(_Ply(seat, action, step.revealed, self._state))
        self._state = step.state
        for listener in list(self._listeners):
            listener(seat, action, step.events)
        if self.autosave:
            self.write_autosave()
        return step.events

    def agent_rng(self, seat: int) -> Rng:
        return agent_rng(self.seed, self.ply, seat)

    def choose_for(self, seat: int) -> Action:
        """Ask seat's agent for its action now, synchronously (headless play)."""
        agent, state, game = self._agents[seat], self._state, self.game
        view = LazyView(lambda: game.view(state, seat))
        legal = game.legal_actions(state)
        return agent.choose(view, legal, self.agent_rng(seat), AGENT_BUDGET)  # type: ignore[arg-type]

    def step_ai(self) -> bool:
        """Play one AI action synchronously; False if no AI is to act."""
        seat = self.to_act()
        if seat is None or seat not in self._agents:
            return False
        self._apply(seat, self.choose_for(seat))
        return True

    def poll(self, hold: bool = False) -> bool:
        """Call every frame: runs the AI seat to act on a worker thread; True if state changed.

        The choice is computed off the UI thread so the window never freezes, and applied on
        the caller's thread once it is ready and ``agent_delay`` has passed. ``hold`` lets the
        AI think but applies nothing yet (the table is still showing the previous move).
        """
        seat = self.to_act()
        if seat is None or seat not in self._agents:
            return False
        if self._future is None:
            if self._executor is None:
                self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agent")
            view = self.view(seat)
            legal = list(self.game.legal_actions(self._state))
            agent, rng = self._agents[seat], self.agent_rng(seat)
            self._future = self._executor.submit(agent.choose, view, legal, rng, AGENT_BUDGET)
            self._future_ply = self.ply
            self._ready_at = time.monotonic() + self.agent_delay
            if self.on_choice_ready is not None:
                notify = self.on_choice_ready
                self._future.add_done_callback(lambda _done: notify())
            return False
        now = time.monotonic()
        if hold:
            self._held_at = now
            return False
        # The delay runs from the later of: asking the agent, the end of the last hold.
        if not self._future.done() or now < max(self._ready_at, self._held_at + self.agent_delay):
            return False
        future, self._future = self._future, None
        if self._future_ply != self.ply:  # the state moved on (undo/load): drop the answer
            return False
        self._apply(seat, future.result())
        return True

    def next_poll_in(self, hold: bool = False) -> float | None:
        """Seconds until ``poll(hold)`` can next change something, for a caller that sleeps
        between polls: 0 when an AI seat is to act and is not yet asked (or its answer may be
        applied now), the rest of ``agent_delay`` when its answer is in, None when nothing
        happens until a human acts or the pending answer arrives (see ``on_choice_ready``)."""
        seat = self.to_act()
        if seat is None or seat not in self._agents:
            return None
        future = self._future
        if future is None:
            return 0.0
        if not future.done() or hold:
            return None
        if self._future_ply != self.ply:
            return 0.0  # a stale answer: poll drops it and asks again
        due = max(self._ready_at, self._held_at + self.agent_delay)
        return max(0.0, due - time.monotonic())

    def close(self) -> None:
        """Stop the worker thread (the pending choice, if any, is dropped)."""
        self._future = None
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    # ----------------------------------------------------------------- undo
    def can_undo(self) -> bool:
        """The last action was a human's own, revealed nothing, and nobody has acted since."""
        if not self._plies:
            return False
        last = self._plies[-1]
        return self.seats[last.seat].is_human and not last.revealed

    def undo(self) -> None:
        if not self.can_undo():
            raise IllegalActionError("cannot_undo", "That move cannot be taken back.")
        self._future = None
        self._state = self._plies.pop().state_before
        if self.autosave:
            self.write_autosave()

    # ----------------------------------------------------------------- saving
    def save_document(self, name: str) -> dict[str, Any]:
        return saves.encode(
            self.game,
            self.config,
            self.seats,
            self.seed,
            self.log,
            self._state,
            name=name,
            turn=self.turn,
        )

    @property
    def autosave_path(self) -> Path:
        """Where this match autosaves: the game's autosave file, or the free name beside it
        that was used because that file was damaged (it is never overwritten)."""
        return self._autosave_to or saves.autosave_path(self.game_id, self.saves_dir)

    def write_autosave(self) -> Path:
        """The game's autosave (one per game id), rewritten after every action."""
        return self._write(self.autosave_path, "Autosave", autosave=True)

    def save_as(self, name: str) -> Path:
        """A named save; returns the path written."""
        return self._write(saves.named_path(name, self.saves_dir), name, autosave=False)

    def _write(self, path: Path, name: str, *, autosave: bool) -> Path:
        written, sig = saves.write_document(path, self.save_document(name), self._written.get(path))
        self._written[written] = sig
        if autosave:
            self._autosave_to = written
        return written

    @classmethod
    def from_save(cls, data: saves.SaveData, **kwargs: Any) -> Match:
        """Rebuild a match from validated save data (replaying its log)."""
        match = cls.new(data.game_id, data.config, data.seats, data.seed, **kwargs)
        autosave, match.autosave = match.autosave, False
        match.replay(data.log)
        match.autosave = autosave
        return match

    # ----------------------------------------------------------------- replay
    def replay(self, log: Sequence[tuple[int, Action]]) -> None:
        """Apply a logged game to a fresh match, checking every action (saves, tests)."""
        for index, (seat, action) in enumerate(log):
            expected = self.to_act()
            if expected != seat:
                raise IllegalActionError(
                    "wrong_seat",
                    f"action {index + 1} was made by seat {seat}, but seat {expected} was to act",
                )
            self._apply(seat, action)


def load_save(path: Path | str, **kwargs: Any) -> Match:
    """Load a save file into a ``Match``; ``SaveError`` (file untouched) on any problem."""
    data = saves.read_save(path)
    known = agent_names(data.game_id)
    for number, seat in enumerate(data.seats, start=1):
        if seat.agent is not None and seat.agent not in known:
            raise saves.SaveError(
                path,
                f"seat {number} ({seat.name}) is played by an AI called {seat.agent!r}, "
                f"which this tabletop does not have (it has: {', '.join(known)})",
            )
    return Match.from_save(data, **kwargs)
