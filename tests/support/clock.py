"""A clock a test moves by hand: what ``Match(clock=…)`` reads instead of the wall clock, so a
test of a delay neither sleeps through it nor depends on how busy the machine is."""

from __future__ import annotations


class FakeClock:
    """Seconds that pass only when ``advance`` says so."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
