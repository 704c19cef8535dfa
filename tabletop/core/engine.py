"""The frame every engine's ``apply`` runs through, so the four games refuse alike.

An engine subclasses ``Engine`` and marks one method per action class with ``@handles``::

    class MetroGame(Engine[MetroState]):
        @handles(PlaceTile)
        def _place(self, s: MetroState, action: PlaceTile) -> Step: ...

``apply`` then checks, in this order (docs/ARCHITECTURE.md, "The game contract"):

1. the action is one of this game's action classes, else ``InvalidActionError``;
2. the game is not over, else ``IllegalActionError(CommonRefusal.GAME_OVER)``;
3. no sub-step is pending that this action is not part of (``step_refusal``), else
   ``IllegalActionError`` with the game's reason for that sub-step;
4. then it copies the state and hands the copy to the action's handler, which may change it
   freely: the caller's state is never touched, and a refusal raised by the handler leaves
   nothing behind.

``advance`` runs the same checks and the same handler and returns the new state alone, for
play-outs, which read no events: an engine whose handlers take ``record`` (``quiet_handlers``)
builds none there, so the rules stay in one place and the app's events are never skipped.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from inspect import signature
from typing import Any, ClassVar, Generic, TypeVar

from .contract import Action, Event, GameSpec, Step
from .errors import IllegalActionError, InvalidActionError
from .i18n import _
from .refusals import CommonRefusal, Refusal

S = TypeVar("S")
F = TypeVar("F", bound=Callable[..., Step])

_HANDLES = "_handles_action"


def handles(action_type: type[Action]) -> Callable[[F], F]:
    """Marks an engine method as the handler of ``action_type``: ``(self, state_copy, action)``."""

    def mark(method: F) -> F:
        setattr(method, _HANDLES, action_type)
        return method

    return mark


class StepLog:
    """What one handler produces besides the state: its events, and whether it showed anyone
    something hidden (then the move can never be taken back). With ``record`` False
    (``advance``: a play-out reads no events) the handler builds none: each event site asks
    ``record`` first."""

    __slots__ = ("record", "events", "revealed")

    def __init__(self, record: bool = True) -> None:
        self.record = record
        self.events: list[Event] = []
        self.revealed = False

    def step(self, state: object) -> Step:
        """The handler's answer: ``state`` with the events told and the revealed flag."""
        return Step(state, tuple(self.events), self.revealed)


class Engine(Generic[S]):
    """Base of every rules engine: the ``apply`` frame and the handler table."""

    spec: GameSpec
    action_types: Mapping[str, type[Action]]
    #: Action class → name of the method that handles it (filled from ``@handles``).
    _handler_names: ClassVar[dict[type[Action], str]] = {}
    #: True when every handler takes a keyword ``record``: False asks it to build no events
    #: (``advance``), where they are a share of a play-out's time.
    quiet_handlers: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        names = dict(cls._handler_names)
        for name, member in vars(cls).items():
            action_type = getattr(member, _HANDLES, None)
            if action_type is not None:
                names[action_type] = name
        cls._handler_names = names
        if cls.quiet_handlers:
            # Found now, not at the first play-out: every handler must take ``record``.
            deaf = [
                n for n in names.values() if "record" not in signature(getattr(cls, n)).parameters
            ]
            if deaf:
                raise TypeError(f"{cls.__name__}: quiet_handlers, but {deaf} take no 'record'")

    # ------------------------------------------------------------------ hooks
    def is_over(self, state: S) -> bool:
        """True once the game has ended (no action is legal any more)."""
        raise NotImplementedError

    def copy(self, state: S) -> S:
        """A copy of ``state`` that a handler may change without touching ``state``."""
        raise NotImplementedError

    def step_refusal(self, state: S, action: Action) -> Refusal | None:
        """The reason ``action`` is not part of the pending sub-step, or None when it may go
        on (no sub-step is pending, or the action belongs to it)."""
        return None

    # ------------------------------------------------------------------ the frame
    def apply(self, state: S, action: Action) -> Step:
        return self._handler(state, action)(self.copy(state), action)

    def advance(self, state: S, action: Action) -> S:
        """The state ``apply(state, action)`` gives, refused alike, without its events: for
        play-outs and search trees, which read none. The same handler runs; an engine that sets
        ``quiet_handlers`` is told to build no events (``record=False``), any other builds them
        and they are dropped."""
        handler = self._handler(state, action)
        if self.quiet_handlers:
            step = handler(self.copy(state), action, record=False)
        else:
            step = handler(self.copy(state), action)
        after: S = step.state
        return after

    def _handler(self, state: S, action: Action) -> Callable[..., Step]:
        """The handler of ``action`` once the frame's checks (1-3 above) let it run."""
        cls = type(action)
        name = self._handler_names.get(cls)
        if name is None or self.action_types.get(getattr(cls, "kind", "")) is not cls:
            raise InvalidActionError(
                _("{action} is not an action of {game}").format(
                    action=repr(action), game=_(self.spec.title)
                )
            )
        if self.is_over(state):
            raise IllegalActionError(CommonRefusal.GAME_OVER)
        refusal = self.step_refusal(state, action)
        if refusal is not None:
            raise IllegalActionError(refusal)
        handler: Callable[..., Step] = getattr(self, name)
        return handler
