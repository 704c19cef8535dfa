"""Learned evaluations: each seat's share of the win from features the game's knowledge
computes, with weights fitted on self-play (``python -m tabletop.ai.train``, docs/AI.md,
"The learned evaluation").

The model is a conditional logit: seat ``i``'s strength is ``Σ_k (a_k + b_k·φ) x_ik`` over its
features ``x_i`` (its points, its tickets' expected value, its hand…), ``φ`` the share of the
game still to play (1 at the start, 0 at the end), and the shares of the win are the softmax
of the strengths. One set of weights per table size: a 5-player game is not a 2-player one.

Play time needs nothing but this module: the weights are plain Python data in a module of the
game's package (``WEIGHTS``, written by the train command), read once and checked against the
features the knowledge computes today — a model fitted on other features is refused, never
applied to the wrong numbers.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol

from tabletop.core import Rng


class WeightsError(ValueError):
    """Weights that do not fit the features they are meant for (or are malformed)."""


@dataclass(frozen=True)
class LinearModel:
    """One table size's weights: per feature, its weight at the end of the game (``at_end``)
    and how much that weight grows per share of the game still to play (``per_phase``)."""

    at_end: tuple[float, ...]
    per_phase: tuple[float, ...]

    def strengths(self, rows: Sequence[Sequence[float]], phase: float) -> list[float]:
        """Each seat's strength (the softmax's argument) from its feature row."""
        weights = [a + b * phase for a, b in zip(self.at_end, self.per_phase, strict=True)]
        return [math.fsum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]

    def shares(self, rows: Sequence[Sequence[float]], phase: float) -> list[float]:
        """Each seat's expected share of the win, summing to 1."""
        return softmax(self.strengths(rows, phase))


def softmax(values: Sequence[float]) -> list[float]:
    top = max(values)
    weights = [math.exp(v - top) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


@dataclass(frozen=True)
class LearnedEvaluation:
    """A game's learned evaluation: the features it reads, and a model per table size."""

    game_id: str
    features: tuple[str, ...]
    models: Mapping[int, LinearModel]

    def model(self, players: int) -> LinearModel | None:
        """The weights for ``players`` seats, None when none were fitted for that size."""
        return self.models.get(players)

    @classmethod
    def from_data(cls, data: Mapping[str, Any], features: Sequence[str]) -> LearnedEvaluation:
        """The evaluation of the train command's ``WEIGHTS``, checked against the ``features``
        the game's knowledge computes now (``WeightsError`` if they differ or are malformed)."""
        try:
            game_id = str(data["game"])
            names = tuple(str(n) for n in data["features"])
            raw_models = data["models"]
        except (KeyError, TypeError) as exc:
            raise WeightsError(f"learned weights are malformed: {exc!r}") from None
        if names != tuple(features):
            raise WeightsError(
                f"{game_id}: the weights were fitted on the features {list(names)}, "
                f"the knowledge computes {list(features)}: retrain "
                f"(python -m tabletop.ai.train {game_id})"
            )
        if not isinstance(raw_models, Mapping):
            raise WeightsError(f"{game_id}: the models are not a mapping of table sizes")
        models: dict[int, LinearModel] = {}
        for players, entry in raw_models.items():
            try:
                at_end = tuple(float(x) for x in entry["at_end"])
                per_phase = tuple(float(x) for x in entry["per_phase"])
            except (KeyError, TypeError, ValueError) as exc:
                raise WeightsError(f"{game_id}, {players} players: malformed: {exc!r}") from None
            if len(at_end) != len(names) or len(per_phase) != len(names):
                raise WeightsError(
                    f"{game_id}, {players} players: {len(at_end)} and {len(per_phase)} "
                    f"weights for {len(names)} features"
                )
            models[int(players)] = LinearModel(at_end, per_phase)
        return cls(game_id, names, models)


@dataclass(frozen=True)
class Sample:
    """One position of a self-play game: a feature row per seat, the share of the game still
    to play, and the shares of the win the game's hand-made evaluation gives each seat (what
    the learned one is measured against)."""

    rows: tuple[tuple[float, ...], ...]
    phase: float
    reference: tuple[float, ...]


@dataclass(frozen=True)
class PlayedGame:
    """A self-play game for training: positions sampled from it, and each seat's share of
    the win at its end (1/k for each of k winners)."""

    samples: tuple[Sample, ...]
    shares: tuple[float, ...]


class Learning(Protocol):
    """What a game gives the train command (its descriptor's ``learning``)."""

    #: The game, the features its knowledge computes, and the module its weights ship in.
    game_id: str
    features: tuple[str, ...]
    module: str

    def self_play(self, players: int, positions: int, rng: Rng) -> PlayedGame:
        """One game played by the game's own fast agents from a deal drawn with ``rng``, with
        up to ``positions`` of its positions sampled (``rng`` decides everything: the same
        stream plays the same game)."""
        ...


@cache
def shipped(module: str, features: tuple[str, ...]) -> LearnedEvaluation | None:
    """The evaluation whose weights ship in ``module`` (its ``WEIGHTS``), or None when the
    module is not there (a game not trained yet). Read once per process."""
    try:
        found = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
        return None
    return LearnedEvaluation.from_data(found.WEIGHTS, features)


__all__ = [
    "LearnedEvaluation",
    "Learning",
    "LinearModel",
    "PlayedGame",
    "Sample",
    "WeightsError",
    "shipped",
    "softmax",
]
