"""A recorded game watched again: read-only positions rebuilt from the seed and the action log.

``Replay`` never writes anything: it reads a save (through ``tabletop.saves``), a live
``Match``'s log or a bare log, and rebuilds every position by running the game's own engine
from ``new_state(config, seed)`` through the logged actions, so each position *is* the engine's
state after that many moves. Positions are numbered ``0`` (the set-up, before any move) to
``len(log)`` (after the last move); move ``n`` is the action that led from position ``n - 1``
to position ``n``.

What the replay may show (issue 13, "Replays"):

- a **finished** game hides nothing any more: every seat's view (every hand) can be shown at
  every position, and the event log shows what really happened (the drawer's own twin of a
  hidden draw, ``Event.audience``);
- an **unfinished** game shows only what a spectator could see (``view(position, None)`` and
  the events every seat and spectator saw), so a replay cannot be used to peek at hands.

Positions are built on demand and kept (engines never change a state they returned), so
stepping back and forth costs nothing after the first pass.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop.core import (
    Action,
    Event,
    Game,
    GameConfig,
    Outcome,
    Seat,
    TabletopError,
    View,
)
from tabletop.core.i18n import _, npgettext
from tabletop.core.rounds import turns_and_rounds
from tabletop.games.catalog import DEFAULT, engine
from tabletop.saves import SaveData, read_save

if TYPE_CHECKING:
    from tabletop.play import Match

#: A seat's index, or ``None`` for the spectator (what the whole table sees).
Viewer = int | None


class ReplayError(TabletopError):
    """A log that does not replay (wrong seat, illegal move) or a look the replay refuses."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Move:
    """Move ``number`` (1-based): who made it, what it was and what it caused."""

    number: int
    seat: int
    action: Action
    #: Every event of the step, secret twins included (filter with ``Replay.events``).
    all_events: tuple[Event, ...]
    #: The move showed someone something hidden before (a drawn card or tile).
    revealed: bool
    #: The turn it belongs to (1-based; a turn of several moves — a second card — is one turn).
    turn: int
    #: The round it belongs to (1-based): a round starts each time the first seat starts a turn.
    round: int


@dataclass(frozen=True)
class Round:
    """Round ``number`` covers moves ``first_move``..``last_move``; jumping to it shows
    position ``start`` (before its first move); ``end`` is the position after its last move."""

    number: int
    first_move: int
    last_move: int

    @property
    def start(self) -> int:
        return self.first_move - 1

    @property
    def end(self) -> int:
        return self.last_move


@dataclass(frozen=True)
class ScorePoint:
    """The scores on the table at ``position``: the start of the game (``round`` 0) or the end
    of ``round``; the last point of a finished game holds the final scores."""

    round: int
    position: int
    scores: tuple[int, ...]


def table_scores(view: View) -> tuple[int, ...]:
    """The points the table shows each seat in a view: the final scores once a game is over,
    otherwise the running score (Ticket to Ride: route and flag points; Metro: completed lines;
    the Great Tour: ticket points — its bonuses and cards count only at the end)."""
    if "scores" in view:
        return tuple(int(score) for score in view["scores"])
    players: Sequence[Mapping[str, Any]] = view.get("players", ())
    for key in ("score", "ticket_points"):
        if players and all(key in player for player in players):
            return tuple(int(player[key]) for player in players)
    raise ReplayError(_("The view of {game!r} shows no scores.").format(game=view.get("game")))


class Replay:
    """A read-only replay. Build with ``from_save``, ``from_file``, ``from_match`` or
    ``from_log``; then ask for positions, views, moves, events, rounds and score tracks."""

    def __init__(
        self,
        game_id: str,
        config: GameConfig,
        seats: Sequence[Seat],
        seed: int,
        log: Sequence[tuple[int, Action]],
        board: str = DEFAULT,
    ) -> None:
        self.game_id = game_id
        #: The board played (``tabletop.games.catalog``); its engine replays the moves.
        self.board = board
        self.game: Game = engine(game_id, board)
        self.config = config
        self.seats: tuple[Seat, ...] = tuple(seats)
        self.seed = seed
        self.log: tuple[tuple[int, Action], ...] = tuple(log)
        if len(self.seats) != config.players:
            raise ReplayError(
                _("{seats} for a game of {players}.").format(
                    seats=npgettext(
                        "a save's seats, listed by the file",
                        "{n} seat",
                        "{n} seats",
                        len(self.seats),
                    ).format(n=len(self.seats)),
                    players=npgettext(
                        "a save's game, for so many players",
                        "{n} player",
                        "{n} players",
                        config.players,
                    ).format(n=config.players),
                )
            )
        self._turns, self._round_of = turns_and_rounds(
            [seat for seat, _ in self.log], setup_round=self.game.spec.setup_round
        )
        self._states: list[Any] = [self.game.new_state(config, seed)]
        self._moves: list[Move] = []
        self._outcome: tuple[Outcome | None] | None = None  # (outcome,) once known

    # ----------------------------------------------------------------- construction
    @classmethod
    def from_save(cls, data: SaveData) -> Replay:
        """A replay of validated save data (``tabletop.saves.read_save``)."""
        return cls(data.game_id, data.config, data.seats, data.seed, data.log, data.board)

    @classmethod
    def from_file(cls, path: Path | str) -> Replay:
        """A replay of a save file, read once and never written (``SaveError`` if damaged)."""
        return cls.from_save(read_save(path))

    @classmethod
    def from_match(cls, match: Match) -> Replay:
        """A replay of a match's moves so far (a snapshot: later moves are not followed)."""
        return cls(match.game_id, match.config, match.seats, match.seed, match.log, match.board)

    @classmethod
    def from_log(
        cls,
        game_id: str,
        config: GameConfig,
        seats: Sequence[Seat],
        seed: int,
        log: Sequence[tuple[int, Action]],
        board: str = DEFAULT,
    ) -> Replay:
        return cls(game_id, config, seats, seed, log, board)

    # ----------------------------------------------------------------- building positions
    def _build_to(self, position: int) -> None:
        while len(self._states) <= position:
            number = len(self._states)  # the move that leads to this position
            seat, action = self.log[number - 1]
            state = self._states[-1]
            expected = self.game.to_act(state)
            if expected != seat:
                message = _("Move {number} was made by seat {seat}, but seat {to_act} was to act.")
                raise ReplayError(message.format(number=number, seat=seat, to_act=expected))
            try:
                step = self.game.apply(state, action)
            except TabletopError as exc:
                message = _("Move {number} ({action}) does not replay: {problem}").format(
                    number=number, action=action, problem=exc
                )
                raise ReplayError(message) from None
            self._states.append(step.state)
            self._moves.append(
                Move(
                    number=number,
                    seat=seat,
                    action=action,
                    all_events=step.events,
                    revealed=step.revealed,
                    turn=self._turns[number - 1],
                    round=self._round_of[number - 1],
                )
            )

    def _check_position(self, position: int) -> None:
        if not 0 <= position <= len(self.log):
            raise IndexError(f"position {position} is outside 0..{len(self.log)}")

    # ----------------------------------------------------------------- the game as a whole
    @property
    def last(self) -> int:
        """The last position (the number of moves)."""
        return len(self.log)

    @property
    def outcome(self) -> Outcome | None:
        """The result, when the recorded game reached its end."""
        if self._outcome is None:
            self._outcome = (self.game.outcome(self.state(self.last)),)
        return self._outcome[0]

    @property
    def finished(self) -> bool:
        """The recorded game reached its end: nothing is secret any more."""
        return self.outcome is not None

    @property
    def viewers(self) -> tuple[Viewer, ...]:
        """Whose views this replay may show: the spectator always, every seat once finished."""
        if self.finished:
            return (None, *range(len(self.seats)))
        return (None,)

    # ----------------------------------------------------------------- positions
    def state(self, position: int) -> Any:
        """The engine's full state at ``position`` (tests and history; screens use views).
        Do not change it: the replay keeps it."""
        self._check_position(position)
        self._build_to(position)
        return self._states[position]

    def view(self, position: int, viewer: Viewer = None) -> View:
        """What ``viewer`` sees at ``position``; a seat's own view (its hand) only once the
        game is finished — an unfinished game shows the spectator's view only."""
        if viewer not in self.viewers:
            raise ReplayError(
                _("The game is not finished: its replay shows only what a spectator could see.")
            )
        return self.game.view(self.state(position), viewer)

    def hands(self, position: int) -> tuple[View, ...]:
        """Every seat's view at ``position`` (a finished game only)."""
        return tuple(self.view(position, seat) for seat in range(len(self.seats)))

    def to_act(self, position: int) -> int | None:
        return self.game.to_act(self.state(position))

    def scores(self, position: int) -> tuple[int, ...]:
        """The points on the table at ``position`` (see ``table_scores``)."""
        if position == self.last and (outcome := self.outcome) is not None:
            return outcome.scores
        return table_scores(self.game.view(self.state(position), None))

    # ----------------------------------------------------------------- moves and events
    def move(self, number: int) -> Move:
        """Move ``number`` (1..last)."""
        if not 1 <= number <= len(self.log):
            raise IndexError(f"move {number} is outside 1..{len(self.log)}")
        self._build_to(number)
        return self._moves[number - 1]

    def events(self, number: int) -> tuple[Event, ...]:
        """The events of move ``number`` as the replay shows them: what really happened in a
        finished game (each hidden draw once, by its secret twin), what a spectator saw in an
        unfinished one."""
        events = self.move(number).all_events
        if self.finished:
            return tuple(event for event in events if not event.hidden_from)
        return tuple(event for event in events if event.visible_to(None))

    def event_log(self, position: int) -> list[tuple[Move, tuple[Event, ...]]]:
        """Every move up to ``position`` with its shown events, oldest first."""
        self._check_position(position)
        return [(self.move(number), self.events(number)) for number in range(1, position + 1)]

    # ----------------------------------------------------------------- rounds
    @property
    def rounds(self) -> tuple[Round, ...]:
        """The rounds of the game, in order (none before the first move)."""
        out: list[Round] = []
        for index, number in enumerate(self._round_of, start=1):
            if out and out[-1].number == number:
                out[-1] = Round(number, out[-1].first_move, index)
            else:
                out.append(Round(number, index, index))
        return tuple(out)

    def round_at(self, position: int) -> int:
        """The round being played at ``position`` (the round of the next move; the last round
        at the end; 0 before a game with no moves)."""
        self._check_position(position)
        if not self._round_of:
            return 0
        return self._round_of[min(position, len(self._round_of) - 1)]

    def round_start(self, number: int) -> int:
        """The position to show when jumping to round ``number``."""
        for round_ in self.rounds:
            if round_.number == number:
                return round_.start
        raise IndexError(f"round {number} is outside 1..{len(self.rounds)}")

    def score_track(self) -> tuple[ScorePoint, ...]:
        """Each seat's points at the start and at the end of every round (the game-over chart)."""
        points = [ScorePoint(0, 0, self.scores(0))]
        points.extend(
            ScorePoint(round_.number, round_.end, self.scores(round_.end)) for round_ in self.rounds
        )
        return tuple(points)
