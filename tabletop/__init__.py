"""tabletop: route and tile board games on one screen."""

import os

# pytmx imports pygame as a side effect; keep its banner out of our output.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
