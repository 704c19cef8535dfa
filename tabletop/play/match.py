"""``Match``: one game being played — full state, log, seats, undo, autosave, AI in a worker
process.

Only ``Match`` holds the full state; scenes, controllers and agents get views.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from tabletop import saves
from tabletop.ai import UNTIMED
from tabletop.core import (
    Action,
    Agent,
    CommonRefusal,
    Event,
    Game,
    GameConfig,
    IllegalActionError,
    Outcome,
    Rng,
    Seat,
    TabletopError,
    View,
    check_config,
)
from tabletop.core.rounds import turns_and_rounds
from tabletop.games import make_agent, resolve_agent
from tabletop.games.catalog import DEFAULT, engine, stamp
from tabletop.saves.lock import GameLock, take_game

from .agent_inputs import agent_budget, agent_rng, seat_view, suggestion_rng
from .refusals import UndoRefusal, reveal_reason
from .suggest import SUGGEST_LEVEL, Hint, Hints, hint_of
from .worker import AgentWorker, Answer, Decision, chosen, decide, runs_in_worker

Listener = Callable[[int, Action, tuple[Event, ...]], None]
T = TypeVar("T")
log = logging.getLogger(__name__)


@dataclass
class _Ply:
    seat: int
    action: Action
    revealed: bool
    state_before: Any
    #: What the move made happen (every audience's): a loaded game's log is told from these,
    #: without playing its moves a second time.
    events: tuple[Event, ...] = ()


@dataclass
class Match:
    """A game in progress. Build with ``Match.new`` (or ``tabletop.saves.load_save``)."""

    game: Game
    config: GameConfig
    seats: tuple[Seat, ...]
    seed: int
    board: str = DEFAULT  # the board played: its key in tabletop.games.catalog
    board_stamp: dict[str, str] = field(default_factory=dict)  # its key, name and digest
    #: Seconds an AI waits before its move is applied, so humans can follow (settings).
    agent_delay: float = 0.0
    #: What ``agent_delay`` is measured with: seconds from any fixed start (tests pass a clock
    #: they move by hand, so no test waits for the delay in real time).
    clock: Callable[[], float] = time.monotonic
    #: Write the game's own save file after every action (off for headless runs).
    autosave: bool = False
    saves_dir: Path | None = None
    #: The game's own save file: made at its first move, rewritten after every move until the
    #: end (None until then, and for a game loaded from a named copy until its next move).
    game_file: Path | None = None
    #: When the game began (its file's name and the Load screen say it).
    started_at: datetime = field(default_factory=lambda: datetime.now(UTC).replace(microsecond=0))
    #: Why the last autosave failed (disk full, read-only folder…), None when it worked. The
    #: game goes on in memory and the next move tries again.
    autosave_problem: str | None = None
    _state: Any = None
    _plies: list[_Ply] = field(default_factory=list)
    _listeners: list[Listener] = field(default_factory=list)
    #: Searching agents think for their time budget in the app (``poll``); off, they run
    #: their fixed iteration budget, so ``poll`` plays exactly the headless runner's game.
    timed_agents: bool = True
    _agents: dict[int, Agent] = field(default_factory=dict)
    #: Each AI seat's agent as played, *surprise me* drawn from the seed (``resolve_agent``).
    played_agents: dict[int, str] = field(default_factory=dict)
    #: The process where searching seats think and suggestions are made (``worker.py``).
    _worker: AgentWorker | None = None
    #: The thread where the other AI seats think (they answer in milliseconds).
    _executor: ThreadPoolExecutor | None = None
    #: The AI seat's decision being thought out: its future, the ply it was asked at.
    _future: Future[Action] | None = None
    _future_ply: int = -1
    #: A suggestion asked for a human seat: its future and the ply it was asked at.
    _suggest_future: Future[Hint] | None = None
    _suggest_ply: int = -1
    _hints: Hints = field(default_factory=Hints)  # given in this game, by position (suggest.py)
    _ready_at: float = 0.0
    _held_at: float = float("-inf")
    #: Files this match wrote, with their signatures: rewritten without a full check.
    _written: dict[Path, saves.Signature] = field(default_factory=dict)
    #: This window's hold on ``game_file`` (``saves.lock``): one game is played in one window.
    _lock: GameLock | None = None
    #: Called on the worker thread when an agent's choice is ready, so a caller that sleeps
    #: between polls (the app's idle loop) wakes to apply it; it must not touch the match.
    on_choice_ready: Callable[[], None] | None = None
    #: Told of each AI seat's answer as it arrives, on a worker thread (it must not touch the
    #: match): the seat, the seconds from asking to the answer (``agent_delay`` not counted)
    #: and the worker's ``Answer`` (None for an agent on the thread): the arena's app mode.
    on_answer: Callable[[int, float, Answer | None], None] | None = None

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
        clock: Callable[[], float] = time.monotonic,
        board: str = DEFAULT,
    ) -> Match:
        game = engine(game_id, board)
        check_config(game.spec, config)
        if len(seats) != config.players:
            raise ValueError(f"{len(seats)} seats for a {config.players}-player game")
        match = cls(
            game=game,
            config=config,
            seats=tuple(seats),
            seed=seed,
            board=board,
            board_stamp=stamp(game_id, board),
            agent_delay=agent_delay,
            autosave=autosave,
            saves_dir=saves_dir,
            clock=clock,
        )
        match._state = game.new_state(config, seed)
        for index, seat in enumerate(match.seats):
            if seat.agent is not None:
                match.played_agents[index] = resolve_agent(game_id, seat.agent, seed, index)
                match._agents[index] = make_agent(game_id, match.played_agents[index], game)
        return match

    # ----------------------------------------------------------------- reading
    @property
    def game_id(self) -> str:
        return self.game.spec.id

    @property
    def log(self) -> list[tuple[int, Action]]:
        return [(ply.seat, ply.action) for ply in self._plies]

    @property
    def history(self) -> list[tuple[int, Action, tuple[Event, ...]]]:
        """Every move so far with the events it made (for all audiences: a listener filters
        them by who may see them)."""
        return [(ply.seat, ply.action, ply.events) for ply in self._plies]

    @property
    def ply(self) -> int:
        return len(self._plies)

    @property
    def turn(self) -> int:
        """The turn in progress: 1 + the times the seat to act changed, counting the seat about
        to act (a turn of many plies — a second card, a tunnel — stays one turn)."""
        return self._turns_and_rounds()[0]

    @property
    def round(self) -> int:
        """The round in progress: a round starts each time the seat that moved first starts a
        turn (``tabletop.core.rounds``)."""
        return self._turns_and_rounds()[1]

    def _turns_and_rounds(self) -> tuple[int, int]:
        seats = [ply.seat for ply in self._plies]
        to_act = self.to_act()
        if to_act is not None:
            seats.append(to_act)
        turns, rounds = turns_and_rounds(seats, setup_round=self.game.spec.setup_round)
        return (turns[-1], rounds[-1]) if seats else (1, 1)

    @property
    def last_move_revealed(self) -> bool:
        """True when the last applied action showed someone something hidden."""
        return bool(self._plies) and self._plies[-1].revealed

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
        """An AI seat's decision has been asked for and not applied yet."""
        return self._future is not None

    @property
    def answer_ready(self) -> bool:
        """The AI's decision has arrived (it may still be held or delayed)."""
        return self._future is not None and self._future.done()

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
            raise IllegalActionError(CommonRefusal.GAME_OVER)
        if not self.seats[seat].is_human:
            raise IllegalActionError(CommonRefusal.NOT_YOUR_TURN, name=self.seats[seat].name)
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> tuple[Event, ...]:
        step = self.game.apply(self._state, action)
        if self._suggest_future is not None and self._worker is not None:
            self._worker.cancel()  # a suggestion for the old position: stop thinking about it
        self._suggest_future = None
        self._plies.append(_Ply(seat, action, step.revealed, self._state, step.events))
        self._state = step.state
        # Saved before anyone hears of the move: a listener that fails (the table drawing its
        # animation) cannot lose it, and listeners know whether the save worked.
        if self.autosave:
            self.write_autosave()
        for listener in list(self._listeners):
            listener(seat, action, step.events)
        return step.events

    def agent(self, seat: int) -> Agent | None:
        """The agent playing ``seat`` in this process (None for a human seat)."""
        return self._agents.get(seat)

    def agent_rng(self, seat: int) -> Rng:
        return agent_rng(self.seed, self.ply, seat)

    def choose_for(self, seat: int) -> Action:
        """Ask seat's agent for its action now, synchronously, in this process, with its fixed
        iteration budget (headless play: the same move as the headless runner)."""
        agent, state, game = self._agents[seat], self._state, self.game
        view = seat_view(game, state, seat, agent)
        legal = game.legal_actions(state)
        return agent.choose(view, legal, self.agent_rng(seat), UNTIMED)

    def step_ai(self) -> bool:
        """Play one AI action synchronously; False if no AI is to act."""
        seat = self.to_act()
        if seat is None or seat not in self._agents:
            return False
        self._apply(seat, self.choose_for(seat))
        return True

    def poll(self, hold: bool = False) -> bool:
        """Call every frame: the AI seat to act thinks in the worker process (the window never
        freezes); its choice is applied here once ready and ``agent_delay`` has passed; True if
        the state changed. ``hold``: think, but apply nothing yet (the table still shows the
        last move). The worker starts at the first poll, even on a human's turn (the first AI
        move need not wait), and ends with the game: not 100 MB kept by a game-over screen.
        """
        if self.is_over():
            self.end_agents()  # a take-back that reopens the game starts it again below
            return False
        if self._worker is None and any(map(runs_in_worker, self._agents.values())):
            self._worker = AgentWorker()
            self._worker.start()
        seat = self.to_act()
        if seat is None or seat not in self._agents:
            return False
        if self._future is None:
            self._ask(seat)
            return False
        now = self.clock()
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

    def _ask(self, seat: int) -> None:
        """Ask seat's agent for its decision: a searching one in the worker process, others on
        a thread; both get the seat's view only (nothing for agents that do not read it)."""
        agent = self._agents[seat]
        legal = tuple(self.game.legal_actions(self._state))
        view = seat_view(self.game, self._state, seat, agent)
        budget = agent_budget(agent) if self.timed_agents else UNTIMED
        rng = self.agent_rng(seat)
        asked = time.perf_counter()
        timed = self.on_answer

        def told(answer: Answer | None) -> None:
            if timed is not None:
                timed(seat, time.perf_counter() - asked, answer)

        if runs_in_worker(agent):
            name = self.played_agents[seat]
            decision = Decision(
                self.game_id, name, seat, dict(view), legal, rng.state, budget, board=self.board
            )
            self._future = self._in_worker(decision, chosen, told)
        else:
            if self._executor is None:
                self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agent")
            self._future = self._executor.submit(decide, agent, view, legal, rng, budget, None)
            self._future.add_done_callback(lambda _done: told(None))
        self._future_ply = self.ply
        self._ready_at = self.clock() + self.agent_delay
        if self.on_choice_ready is not None:
            notify = self.on_choice_ready
            self._future.add_done_callback(lambda _done: notify())

    def _in_worker(
        self,
        decision: Decision,
        read: Callable[[Decision, Answer], T],
        told: Callable[[Answer], None] | None = None,
    ) -> Future[T]:
        """Send ``decision`` to the worker process (``AgentWorker.ask``)."""
        if self._worker is None:
            self._worker = AgentWorker()
        return self._worker.ask(decision, read, told)

    def _drop_thinking(self) -> None:
        """The game moves on: a search in progress stops and its answer is never applied; a
        suggestion for the old position is gone."""
        if self._worker is not None and (
            self._future is not None or self._suggest_future is not None
        ):
            self._worker.cancel()
        self._future = self._suggest_future = None

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
        return max(0.0, due - self.clock())

    # ----------------------------------------------------------------- suggestions
    def request_suggestion(self) -> None:
        """Ask the worker process what the Strong level would play for the human seat to act,
        and why, from that seat's view only (``hint`` has it once ready; any move or undo
        drops it). ``IllegalActionError`` when it is not a human's turn."""
        seat = self.to_act()
        if seat is None:
            raise IllegalActionError(CommonRefusal.GAME_OVER)
        if not self.seats[seat].is_human:
            raise IllegalActionError(CommonRefusal.NOT_YOUR_TURN, name=self.seats[seat].name)
        if self._suggest_future is not None and self._suggest_ply == self.ply:
            return  # already thinking about (or holding) this position's suggestion
        legal = tuple(self.game.legal_actions(self._state))
        agent = make_agent(self.game_id, SUGGEST_LEVEL, self.game)
        budget = agent_budget(agent) if self.timed_agents else UNTIMED
        rng = suggestion_rng(self.seed, self.ply, seat)
        view = dict(self.view(seat))
        decision = Decision(
            self.game_id, SUGGEST_LEVEL, seat, view, legal, rng.state, budget, True, self.board
        )
        remembered = self._hints.ask(self.log)  # asked here before (undone): the same, at once
        self._suggest_future = remembered or self._in_worker(decision, hint_of)
        self._suggest_ply = self.ply
        if self.on_choice_ready is not None:
            notify = self.on_choice_ready
            self._suggest_future.add_done_callback(lambda _done: notify())

    @property
    def suggesting(self) -> bool:
        """A suggestion was asked for this position and has not arrived yet."""
        future = self._suggest_future
        return future is not None and self._suggest_ply == self.ply and not future.done()

    @property
    def suggestion(self) -> Action | None:
        """The suggested action for the seat to act (``hint``'s move)."""
        found = self.hint
        return found.action if found is not None else None

    @property
    def hint(self) -> Hint | None:
        """The suggestion for the seat to act, its move and reason, once the worker has
        answered (None while it thinks, when none was asked, or after the game moved on).
        ``WorkerError`` if the search failed (then it is forgotten)."""
        future = self._suggest_future
        if future is None or self._suggest_ply != self.ply:
            return None
        if not future.done():
            return None
        if future.cancelled():
            self._suggest_future = None
            return None
        failure = future.exception()
        if failure is not None:
            self._suggest_future = None
            raise failure
        return self._hints.given(future.result())

    def close(self) -> None:
        """End the worker process and thread (a pending choice or suggestion is dropped) and
        let go of the game's file: another window may play it now."""
        self.end_agents()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def end_agents(self) -> None:
        """End the worker process and thread; the game's file stays this window's."""
        self._future = self._suggest_future = None
        if self._worker is not None:
            self._worker.close()
            self._worker = None
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    # ----------------------------------------------------------------- undo
    def _last_human_ply(self) -> int | None:
        """Index of the last ply a human made (AI plies may follow it), or None."""
        for index in range(len(self._plies) - 1, -1, -1):
            if self.seats[self._plies[index].seat].is_human:
                return index
        return None

    def undo_refusal(self, seat: int | None = None) -> IllegalActionError | None:
        """Why ``seat`` (default: the last human who moved) cannot take back their last move
        now, or None when they can.

        A human's move may be taken back with the AI replies after it until another human
        acts, unless one of those moves showed something hidden (a card from the deck, a
        tunnel reveal, new tickets, a tile from the pool): that would let a player peek and
        retry.
        """
        if self.is_over():
            return IllegalActionError(UndoRefusal.GAME_OVER)
        if seat is not None and not (0 <= seat < len(self.seats) and self.seats[seat].is_human):
            return IllegalActionError(UndoRefusal.NOT_A_PLAYER)
        start = self._last_human_ply()
        if start is None:
            return IllegalActionError(UndoRefusal.NOTHING_TO_UNDO)
        mover = self._plies[start].seat
        if seat is not None and mover != seat:
            if not any(ply.seat == seat for ply in self._plies[:start]):
                return IllegalActionError(UndoRefusal.NOTHING_TO_UNDO)
            return IllegalActionError(UndoRefusal.ANOTHER_PLAYER_MOVED, name=self.seats[mover].name)
        if self._plies[start].revealed:
            return IllegalActionError(reveal_reason(self._plies[start].events, own=True))
        for ply in self._plies[start + 1 :]:
            if ply.revealed:
                reason = reveal_reason(ply.events, own=False)
                return IllegalActionError(reason, name=self.seats[ply.seat].name)
        return None

    def can_undo(self, seat: int | None = None) -> bool:
        return self.undo_refusal(seat) is None

    def undo(self, seat: int | None = None) -> int:
        """Take back ``seat``'s last move and the AI replies after it; returns how many plies
        were taken back. ``IllegalActionError`` (nothing changes) when it may not be.

        The AI seats then choose again from the same seeds (``agent_rng`` depends on the ply,
        not on time), so the same move gets the same replies.
        """
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise refusal
        start = self._last_human_ply()
        assert start is not None
        self._drop_thinking()  # an AI answer being thought out belongs to the old position
        self._state = self._plies[start].state_before
        taken = len(self._plies) - start
        del self._plies[start:]
        if self.autosave:
            self.write_autosave()
        return taken

    # ----------------------------------------------------------------- saving
    def save_document(self, name: str, *, kind: str = saves.KIND_COPY) -> dict[str, Any]:
        return saves.encode(
            self.game,
            self.config,
            self.seats,
            self.seed,
            self.log,
            self._state,
            name=name,
            turn=self.turn,
            round_number=self.round,
            kind=kind,
            started_at=self.started_at,
            board=self.board_stamp,
        )

    @property
    def game_name(self) -> str:
        """The name a person recognises the game by: game, players and when it began."""
        return saves.game_name(
            self.game.spec.title, [seat.name for seat in self.seats], self.started_at
        )

    @property
    def autosave_path(self) -> Path:
        """The game's own file (where the next autosave goes; chosen at the first write)."""
        if self.game_file is not None:
            return self.game_file
        return saves.game_path(
            self.game.spec.title, [s.name for s in self.seats], self.started_at, self.saves_dir
        )

    def write_autosave(self) -> Path | None:
        """Write the game's own file; on any failure keep playing in memory, remember why in
        ``autosave_problem`` and return None (the next move, or the app, tries again). Never
        raises: a move is never lost to a failed save."""
        try:
            written = self._write(self._own_file(), self.game_name, kind=saves.KIND_GAME)
        except (OSError, TabletopError) as error:
            self.autosave_problem = _plain(error)
            return None
        except Exception as error:  # a bug, or a value no check foresaw: a warning all the same
            log.warning("the autosave failed unexpectedly", exc_info=error)
            self.autosave_problem = _plain(error)
            return None
        self.game_file = written
        self.autosave_problem = None
        return written

    def _own_file(self) -> Path:
        """The game's own file, held by this window (its name is chosen at the first write:
        one no other file or window has). ``GameOpenElsewhere`` if another window holds it."""
        if self.game_file is not None:
            if self._lock is None:
                self._lock = take_game(self.game_file)
            return self.game_file
        if self._lock is not None:  # a first write that failed: the name is chosen again
            self._lock.release()
            self._lock = None
        path = self.autosave_path
        for number in range(2, 100):
            lock = GameLock.take(path)
            if lock is not None:
                self._lock = lock
                return path
            # Another window is starting a game of the same name this minute: the next name.
            path = saves.free_name(path.with_name(f"{path.stem}-{number}{path.suffix}"))
        raise saves.GameOpenElsewhere(path)

    def save_as(self, name: str) -> Path:
        """A copy saved under ``name``; returns the path written (``OSError`` when it fails).

        Only a copy this match wrote is replaced by the same name; any other file there (another
        game's own file, a copy from another session) is kept and the copy goes beside it."""
        base = path = saves.named_path(name, self.saves_dir)
        for n in range(2, 10_000):
            if not os.path.lexists(path) or path in self._written:
                return self._write(path, name, kind=saves.KIND_COPY)
            path = base.with_name(f"{base.stem}-{n}{base.suffix}")
        raise OSError(0, "too many saves with this name", str(base))

    def _write(self, path: Path, name: str, *, kind: str) -> Path:
        document = self.save_document(name, kind=kind)
        written, sig = saves.write_document(path, document, self._written.get(path))
        self._written[written] = sig
        return written

    @classmethod
    def from_save(
        cls,
        data: saves.SaveData,
        path: Path | None = None,
        *,
        lock: GameLock | None = None,
        **kwargs: Any,
    ) -> Match:
        """Rebuild a match from validated save data (replaying its log). A game's own file
        (``path``) goes on being that game's file; a named copy is left as it is, and the game
        gets a file of its own at its next move.

        A game's own file played with ``autosave`` is held by this window (``lock``, taken here
        when not given): ``GameOpenElsewhere`` when another window plays it."""
        own = path is not None and data.kind == saves.KIND_GAME
        if own and kwargs.get("autosave") and lock is None:
            assert path is not None
            lock = take_game(path)
        try:
            match = cls.new(
                data.game_id, data.config, data.seats, data.seed, board=data.board, **kwargs
            )
            autosave, match.autosave = match.autosave, False
            match.replay(data.log)
            match.autosave = autosave
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        match._lock = lock
        if data.started_at is not None:
            match.started_at = data.started_at
        if path is not None and own:
            match.game_file = path
            known = saves.signature(path)
            if known is not None:
                match._written[path] = known
        return match

    # ----------------------------------------------------------------- replay
    def replay(self, log: Sequence[tuple[int, Action]]) -> None:
        """Apply a logged game to a fresh match, checking every action (saves, tests)."""
        for index, (seat, action) in enumerate(log):
            expected = self.to_act()
            if expected != seat:
                raise ValueError(
                    f"action {index + 1} was made by seat {seat}, but seat {expected} was to act"
                )
            self._apply(seat, action)


def load_save(path: Path | str, **kwargs: Any) -> Match:
    """Load a save file into a ``Match``; ``SaveError`` (file untouched) on any problem.

    To play it with ``autosave``, the file is held (``saves.lock``) before it is read, so that
    what is read is what the window that held it last wrote; ``GameOpenElsewhere`` when another
    window plays that game. A named copy is never held: it is not written."""
    path = Path(path)
    lock = take_game(path) if kwargs.get("autosave") else None
    try:
        data = saves.read_save(path)
        if lock is not None and data.kind != saves.KIND_GAME:
            lock.release()
            lock = None
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    return Match.from_save(data, path, lock=lock, **kwargs)


def _plain(error: BaseException) -> str:
    """An error in a sentence (``[Errno 28] No space left…`` → ``No space left on device``)."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    if isinstance(error, saves.SaveError):
        return error.message
    return str(error) or type(error).__name__
