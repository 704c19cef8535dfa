"""The game contract, ids, seeded RNG, JSON codec, errors and outcome. Imports stdlib only."""

from .codec import (
    action_from_json,
    canonical_json,
    decode_action,
    digest,
    register_actions,
    to_json,
)
from .contract import (
    Action,
    Agent,
    Event,
    Game,
    GameConfig,
    GameSpec,
    OptionSpec,
    Outcome,
    Seat,
    Step,
    View,
    check_config,
    option,
)
from .descriptor import AgentFactory, BenchSize, Credit, GameDescriptor, SeatColor
from .engine import Engine, StepLog, handles
from .errors import IllegalActionError, InvalidActionError, InvalidConfigError, TabletopError
from .facts import FactReader, GameFact
from .refusals import CommonRefusal, Counted, Reason, Refusal, Refused, explain, register_words
from .rng import Rng, derive
from .scoring import ScorePart, winners_by_keys

__all__ = [
    "Engine",
    "StepLog",
    "handles",
    "CommonRefusal",
    "Counted",
    "Reason",
    "Refusal",
    "Refused",
    "explain",
    "register_words",
    "Agent",
    "AgentFactory",
    "BenchSize",
    "Credit",
    "FactReader",
    "GameFact",
    "GameDescriptor",
    "SeatColor",
    "action_from_json",
    "register_actions",
    "Action",
    "Event",
    "Game",
    "GameConfig",
    "GameSpec",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidConfigError",
    "OptionSpec",
    "Outcome",
    "Rng",
    "derive",
    "ScorePart",
    "Seat",
    "Step",
    "TabletopError",
    "View",
    "canonical_json",
    "check_config",
    "decode_action",
    "digest",
    "option",
    "to_json",
    "winners_by_keys",
]
