"""Our own seeded PRNG: SplitMix64, identical on every Python version and platform.

The ``random`` module's algorithms (``shuffle``, ``randrange``) are not guaranteed stable across
Python versions, and saves replay games from a seed, so engines use this instead.

Two ways to get a second stream from a seed:

- ``Rng.fork(salt)`` mixes the salt into the state: cheap, and fine inside one owner (an
  engine's own streams, a search's play-out luck), but the seed can be read back from the fork.
- ``derive(seed, *parts)`` hashes the seed with the parts (BLAKE2b): what an agent or a
  suggestion is handed, so that nothing of the game's seed — and so of the deck's order — can
  be recovered from its stream.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


class Rng:
    """A small mutable PRNG. Engines keep one in their state and ``copy()`` it with the state."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def copy(self) -> Rng:
        twin = Rng(0)
        twin.state = self.state
        return twin

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int) -> Rng:
        """An independent stream derived from this one and ``salt`` (does not advance self).
        This one's state can be read back from the fork: never hand a fork of a game's seed to
        anyone who must not know it (``derive``)."""
        return Rng(self.state ^ ((salt * 0xD1B54A32D192ED03) & _MASK))


#: Tells ``derive``'s hashes apart from any other use of BLAKE2b on the same numbers.
_DERIVE_PERSON = b"tabletop-rng"


def derive(seed: int, *parts: int | str) -> Rng:
    """A fresh stream for one purpose (``parts``: e.g. the ply, the seat and ``"agent"``),
    the BLAKE2b hash of ``seed`` and ``parts``: the same arguments always give the same stream,
    and the stream reveals nothing of ``seed`` (a one-way function of a 62-bit secret)."""
    text = "\x1f".join(str(part) for part in (seed, *parts))
    digest = hashlib.blake2b(text.encode(), digest_size=8, person=_DERIVE_PERSON).digest()
    return Rng(int.from_bytes(digest, "big"))
