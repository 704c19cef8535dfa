"""Seeded random playouts used by the registry-wide tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tabletop.core import Action, Game, GameConfig, Rng


def random_playout(
    game: Game, players: int, seed: int, options: dict[str, Any] | None = None
) -> Iterator[tuple[Any, int, Action, Any]]:
    """Yield ``(state, seat, action, next_state)`` for every step of a random game."""
    state = game.new_state(GameConfig(players, options or {}), seed)
    rng = Rng(seed * 7919 + players)
    for _ in range(game.spec.max_actions):
        seat = game.to_act(state)
        if seat is None:
            return
        legal = game.legal_actions(state)
        action = legal[rng.below(len(legal))]
        nxt = game.apply(state, action).state
        yield state, seat, action, nxt
        state = nxt
    raise AssertionError(f"{game.spec.id}: no end within max_actions={game.spec.max_actions}")


def final_state(game: Game, players: int, seed: int) -> tuple[Any, list[tuple[int, Action]]]:
    state = game.new_state(GameConfig(players), seed)
    log: list[tuple[int, Action]] = []
    for _before, seat, action, after in random_playout(game, players, seed):
        log.append((seat, action))
        state = after
    return state, log
