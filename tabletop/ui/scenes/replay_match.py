"""The match a replay's table draws: ``ReplayMatch``, a ``Match`` whose state is a
``Replay``'s position, in which nobody may act and nothing is saved, so a table shows a game
being watched exactly as it shows a game in play (``replay.py``, the viewer)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NoReturn

from tabletop.core import Action, Event, IllegalActionError, Refusal, View, register_words
from tabletop.core.i18n import N_
from tabletop.play import Match
from tabletop.replay import Move, Replay


class ReplayRefusal(Refusal):
    """Why a replay refuses a move: nobody plays in a game being watched."""

    WATCHING = "replay_watching"


register_words({ReplayRefusal.WATCHING: N_("This is a replay: nobody can move in it.")})


@dataclass
class ReplayMatch(Match):
    """A ``Match`` standing at a position of a ``Replay``: tables draw it like a game in play,
    but nobody acts in it, nothing is saved, and it moves only by ``seek`` and ``step``."""

    source: Replay | None = None
    position: int = 0

    @classmethod
    def of(cls, replay: Replay, position: int = 0) -> ReplayMatch:
        match = cls(
            game=replay.game,
            config=replay.config,
            seats=replay.seats,
            seed=replay.seed,
            source=replay,
        )
        match.seek(position)
        return match

    @property
    def replay_of(self) -> Replay:
        assert self.source is not None, "a ReplayMatch is made by ReplayMatch.of"
        return self.source

    # ------------------------------------------------------------------ moving
    def seek(self, position: int) -> None:
        """Stand at ``position`` (0..last) at once; listeners hear nothing."""
        replay = self.replay_of
        position = max(0, min(replay.last, position))
        self._state = replay.state(position)
        self.position = position

    def step(self) -> Move | None:
        """One move forward, told to the listeners as a move in play is; None at the end."""
        replay = self.replay_of
        if self.position >= replay.last:
            return None
        self.seek(self.position + 1)
        move = replay.move(self.position)
        for listener in list(self._listeners):
            listener(move.seat, move.action, move.all_events)
        return move

    # ------------------------------------------------------------------ what tables read
    @property
    def log(self) -> list[tuple[int, Action]]:
        return list(self.replay_of.log[: self.position])

    @property
    def history(self) -> list[tuple[int, Action, tuple[Event, ...]]]:
        moves = (self.replay_of.move(n) for n in range(1, self.position + 1))
        return [(move.seat, move.action, move.all_events) for move in moves]

    @property
    def ply(self) -> int:
        return self.position

    @property
    def turn(self) -> int:
        to_act = self.to_act()
        seats = [seat for seat, _action in self.replay_of.log[: self.position]]
        if to_act is not None:
            seats.append(to_act)
        return 1 + sum(
            1 for before, after in zip(seats, seats[1:], strict=False) if before != after
        )

    def view(self, seat: int | None) -> View:
        """What ``seat`` sees here — a seat's own view only once the game is finished."""
        return self.replay_of.view(self.position, seat)

    def legal_actions(self) -> list[Action]:
        return []

    @property
    def round(self) -> int:
        """The round being played here (the round of the next move; the last at the end)."""
        return max(1, self.replay_of.round_at(self.position))

    @property
    def last_move_revealed(self) -> bool:
        """The move that led here showed someone something hidden."""
        return self.position > 0 and self.replay_of.move(self.position).revealed

    # ------------------------------------------------------------------ what it refuses
    def submit(self, action: Action) -> NoReturn:
        raise IllegalActionError(ReplayRefusal.WATCHING)

    def poll(self, hold: bool = False) -> bool:
        return False

    def step_ai(self) -> bool:
        return False

    def undo_refusal(self, seat: int | None = None) -> IllegalActionError | None:
        return IllegalActionError(ReplayRefusal.WATCHING)

    def can_undo(self, seat: int | None = None) -> bool:
        return False

    def undo(self, seat: int | None = None) -> NoReturn:
        raise IllegalActionError(ReplayRefusal.WATCHING)

    def write_autosave(self) -> NoReturn:
        raise IllegalActionError(ReplayRefusal.WATCHING)

    def save_as(self, name: str) -> NoReturn:
        raise IllegalActionError(ReplayRefusal.WATCHING)
