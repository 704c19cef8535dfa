"""Errors with typed reasons. Bad input is refused with one of these and changes nothing."""

from __future__ import annotations


class TabletopError(Exception):
    """Base of every error tabletop raises on purpose."""


class InvalidActionError(TabletopError):
    """Malformed input: unknown kind or id, missing field, wrong type, bad JSON."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class IllegalActionError(TabletopError):
    """A well-formed action the rules do not allow now.

    ``reason`` is a short stable code (``"not_your_turn"``, ``"square_occupied"``…) that tests
    and the UI can match on; ``message`` explains it in plain words for the player.
    """

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"{message} [{reason}]")
        self.reason = reason
        self.message = message


class InvalidConfigError(TabletopError):
    """A game configuration the game cannot start with (player count, options, rigging)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
