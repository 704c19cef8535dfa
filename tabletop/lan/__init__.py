"""Your hand on your own phone: each phone seat's page served over the home Wi-Fi.

The desktop stays the table and holds the game; a small server (``PhoneHub``, one daemon
thread) carries each phone seat's page and messages, and ``PhoneSession`` turns the ``Match``
into those pages and plays what the phones send through the same checks as a click. See
``hub.py`` for the threading contract and the security model, ``session.py`` for how an owner
drives it, ``faces/`` for what each game shows on a phone, and ``python -m tabletop.lan`` for
the headless host and the latency benchmark.
"""

from .addresses import LanAddress, Reach, best_address, lan_addresses
from .hub import Incoming, LinkState, PhoneHub, Problem
from .session import Aimed, PhoneSession

__all__ = [
    "Aimed",
    "Incoming",
    "LanAddress",
    "LinkState",
    "PhoneHub",
    "PhoneSession",
    "Problem",
    "Reach",
    "best_address",
    "lan_addresses",
]
