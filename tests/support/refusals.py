"""The one way tests check a refusal: the engine says no, with the expected typed reason, and
changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tabletop.core import Game, IllegalActionError, Refusal, canonical_json


def assert_refused(
    game: Game, state: Any, action: Any, reason: Refusal | str
) -> IllegalActionError:
    """``game.apply(state, action)`` is refused for ``reason``, explained in words, and
    ``state`` is left exactly as it was."""
    before = canonical_json(game.state_json(state))
    with pytest.raises(IllegalActionError) as caught:
        game.apply(state, action)
    error = caught.value
    assert error.reason == reason, f"refused for {error.reason!r}, expected {reason!r}"
    assert error.message and error.message != str(reason), "a refusal must be explained in words"
    assert canonical_json(game.state_json(state)) == before, "a refusal changed the state"
    return error


def assert_raises_refusal(call: Callable[[], object], reason: Refusal | str) -> IllegalActionError:
    """``call()`` raises ``IllegalActionError`` for ``reason`` (for refusals outside an engine,
    such as ``Match.undo``)."""
    with pytest.raises(IllegalActionError) as caught:
        call()
    assert caught.value.reason == reason, f"refused for {caught.value.reason!r}, not {reason!r}"
    return caught.value
