"""Small pieces the non-searching levels share: a softmax pick over scored moves."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TypeVar

from tabletop.core import Rng

T = TypeVar("T")


def softmax_pick(items: Sequence[T], scores: Sequence[float], temperature: float, rng: Rng) -> T:
    """One of ``items``, each with probability proportional to ``exp(score / temperature)``:
    the best is likeliest, near-best moves are common, clearly worse ones rare. A temperature
    of 0 always takes the (first) best."""
    if not items or len(items) != len(scores):
        raise ValueError("softmax_pick needs one score per item")
    top = max(scores)
    if temperature <= 0.0:
        return items[scores.index(top)]
    weights = [math.exp((s - top) / temperature) for s in scores]
    x = rng.random() * sum(weights)
    for item, weight in zip(items, weights, strict=True):
        x -= weight
        if x < 0.0:
            return item
    return items[-1]


__all__ = ["softmax_pick"]
