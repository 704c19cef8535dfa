"""The game contract every engine meets (see ARCHITECTURE.md, "The game contract")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, runtime_checkable

from .errors import InvalidConfigError
from .i18n import _
from .rng import Rng

#: A view is JSON-compatible data (dicts, lists, str, int, bool, None): what one seat may know.
#: Each game declares its own shape as a ``TypedDict`` (``GameDescriptor.view_type``).
View = Mapping[str, Any]


@dataclass(frozen=True)
class OptionSpec:
    """One game option, as the new-game screen offers it."""

    name: str
    label: str
    default: object
    choices: tuple[object, ...]
    help: str = ""


@dataclass(frozen=True)
class GameSpec:
    id: str
    title: str
    min_players: int
    max_players: int
    #: Upper bound on the number of actions in one game (playouts that exceed it are a bug).
    max_actions: int
    rules_version: int
    options: tuple[OptionSpec, ...] = ()
    #: True when the game's first round is its setup (one choice per seat before the first
    #: turn, as TTR's starting tickets): rounds shown to players start after it
    #: (``tabletop.core.rounds``).
    setup_round: bool = False


@dataclass(frozen=True)
class GameConfig:
    players: int
    options: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a name, a colour (``"#rrggbb"``) and an agent name or a human
    (who may hold their hand on their own phone)."""

    name: str
    color: str
    #: Agent name for an AI seat; ``None`` for a human.
    agent: str | None = None
    #: A human who plays from their phone (``tabletop.lan``): the big screen never shows
    #: their hand and never asks for the device to be passed to them.
    phone: bool = False

    @property
    def is_human(self) -> bool:
        return self.agent is None


@dataclass(frozen=True)
class Action:
    """Base of all actions: small frozen dataclasses named as commands.

    Subclasses set ``kind`` (the JSON ``"kind"``); their fields are the JSON fields, with lists
    stored as tuples. ``str(action)`` is the short notation used in logs.
    """

    kind: ClassVar[str] = ""


@dataclass(frozen=True)
class Event:
    """Base of all events: frozen dataclasses named in the past tense.

    ``audience`` says who may see the event: ``None`` means every seat and spectators; a tuple
    of seats means only those seats. An engine pairs a secret event with a public twin for
    everybody else, e.g. ``CardDrawn(audience=(seat,))`` for the drawer and
    ``CardDrawnBlind(hidden_from=(seat,))`` for the table and spectators, so that nobody sees
    the same happening twice.
    """

    audience: tuple[int, ...] | None = field(default=None, kw_only=True)
    hidden_from: tuple[int, ...] = field(default=(), kw_only=True)

    def visible_to(self, seat: int | None) -> bool:
        if seat is not None and seat in self.hidden_from:
            return False
        return self.audience is None or (seat is not None and seat in self.audience)


@dataclass(frozen=True)
class Step:
    """The result of ``Game.apply``: the new state and what happened."""

    state: Any
    events: tuple[Event, ...] = ()
    #: True when the action showed anyone something hidden before (a drawn card or tile, a
    #: turned tunnel card). Such an action can never be undone (ARCHITECTURE.md, "Saves").
    revealed: bool = False


@dataclass(frozen=True)
class Outcome:
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    breakdown: tuple[Mapping[str, int], ...]


class Agent(Protocol):
    """Chooses one of ``legal`` from what its seat may know (``view``) only.

    ``budget`` is a soft limit in seconds for this decision. Agents that search possible worlds
    use ``game.determinize(view, rng)``; they never see the full state.
    """

    name: str

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action: ...


@runtime_checkable
class Game(Protocol):
    """A pure rules engine. States are opaque to everything but the engine and ``Match``."""

    @property
    def spec(self) -> GameSpec: ...

    @property
    def action_types(self) -> Mapping[str, type[Action]]:
        """JSON ``kind`` → action class, for the codec."""
        ...

    def new_state(self, config: GameConfig, seed: int) -> Any: ...

    def to_act(self, state: Any) -> int | None: ...

    def legal_actions(self, state: Any) -> Sequence[Action]: ...

    def apply(self, state: Any, action: Action) -> Step: ...

    def advance(self, state: Any, action: Action) -> Any:
        """``apply(state, action).state``, refused alike, for callers that read no events
        (play-outs, search trees): an engine may build none here."""
        ...

    def view(self, state: Any, seat: int | None) -> View: ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def determinize(self, view: View, rng: Rng) -> Any: ...

    def state_json(self, state: Any) -> dict[str, Any]:
        """The whole state as JSON-compatible data (digests, determinism tests, debugging)."""
        ...

    def check_invariants(self, state: Any) -> None:
        """Raise ``AssertionError`` if the state breaks a conservation rule (every card, tile
        or piece counted exactly once; scores equal their parts). Run by the contract tests
        after every step of random playouts."""
        ...


def check_config(spec: GameSpec, config: GameConfig) -> None:
    """Raise ``InvalidConfigError`` for a player count or option the game does not offer."""
    if not isinstance(config.players, int) or isinstance(config.players, bool):
        raise InvalidConfigError(
            _("{game}: the player count must be a whole number").format(game=_(spec.title))
        )
    if not spec.min_players <= config.players <= spec.max_players:
        raise InvalidConfigError(
            _("{game} is for {low}–{high} players, not {n}").format(
                game=_(spec.title), low=spec.min_players, high=spec.max_players, n=config.players
            )
        )
    known = {option.name: option for option in spec.options}
    for name, value in config.options.items():
        if name == "rigged":
            if not isinstance(value, Mapping):
                raise InvalidConfigError("option 'rigged' must be a mapping of deck → list")
            continue
        option = known.get(name)
        if option is None:
            raise InvalidConfigError(
                _("{game} has no option {option}").format(game=_(spec.title), option=repr(name))
            )
        if value not in option.choices or type(value) is not type(option.default):
            choices = ", ".join(repr(c) for c in option.choices)
            raise InvalidConfigError(
                _("{game}: option {option} must be one of {choices}, not {value}").format(
                    game=_(spec.title), option=repr(name), choices=choices, value=repr(value)
                )
            )


def option(config: GameConfig, spec: GameSpec, name: str) -> object:
    """The value of option ``name`` in ``config``, or its default."""
    for opt in spec.options:
        if opt.name == name:
            return config.options.get(name, opt.default)
    raise KeyError(name)
