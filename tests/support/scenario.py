"""The one step every game's scenario tests take: an action applied the way play would apply
it, with the checks every scenario relies on.

``step(game, state, action)`` asserts that the action was offered (it is among the legal
actions), that ``apply`` left its input untouched, and that the new state keeps the game's
invariants (``check_invariants``); ``act`` is the same, returning the new state. A scenario
that builds its position by hand then plays through these can never rely on an action the
engine would not offer, nor on a step that quietly breaks a conservation rule.
"""

from __future__ import annotations

from typing import Any

from tabletop.core import Action, Game, Step, canonical_json


def step(game: Game, state: Any, action: Action) -> Step:
    """Apply ``action``, checking it was offered, the input untouched and the invariants."""
    game.check_invariants(state)
    before = canonical_json(game.state_json(state))
    assert action in game.legal_actions(state), f"{action} is not offered"
    result = game.apply(state, action)
    assert canonical_json(game.state_json(state)) == before, "apply changed its input"
    game.check_invariants(result.state)
    return result


def act(game: Game, state: Any, action: Action) -> Any:
    """``step``, returning the new state."""
    return step(game, state, action).state
