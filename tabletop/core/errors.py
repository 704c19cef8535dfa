"""Errors with typed reasons. Bad input is refused with one of these and changes nothing."""

from __future__ import annotations

from .refusals import Refusal, explain


class TabletopError(Exception):
    """Base of every error tabletop raises on purpose."""


class InvalidActionError(TabletopError):
    """Malformed input: unknown kind or id, missing field, wrong type, bad JSON."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class IllegalActionError(TabletopError):
    """A well-formed action the rules do not allow now.

    ``reason`` is the game's typed reason (``TtrRefusal.ROUTE_TAKEN``…, a ``StrEnum`` whose value
    is the stable code tests and JSON use) and ``params`` fill its sentence; ``message`` is that
    sentence in the current language (``tabletop.core.refusals.explain``).
    """

    def __init__(self, reason: Refusal, **params: object):
        self.reason = reason
        self.params = params
        super().__init__(f"{self.message} [{reason}]")

    @property
    def message(self) -> str:
        return explain(self.reason, **self.params)


class InvalidConfigError(TabletopError):
    """A game configuration the game cannot start with (player count, options, rigging)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
