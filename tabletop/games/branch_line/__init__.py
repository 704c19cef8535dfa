"""Branch Line: tabletop's example game — claim railway routes between six towns and join the
two towns of your secret ticket.

``BRANCH_LINE`` is the engine. The package is the template of docs/ARCHITECTURE.md ("One
package per game", "Adding a game"): ``actions``, ``events``, ``state``, ``rules``, ``tables``,
``board``, ``engine``, ``view``, ``refusals``, ``determinize``, ``invariants``, ``scoring``,
``helpers``, ``agents``, ``levels``, ``help``, ``descriptor``.
"""

from .actions import ClaimRoute, DrawCard
from .engine import BRANCH_LINE, BranchLineGame
from .events import CardDrawn, CardDrawnBlind, EndReason, GameEnded, RouteClaimed
from .refusals import BranchLineRefusal
from .state import BranchLineState
from .view import BranchLineView

__all__ = [
    "BRANCH_LINE",
    "BranchLineGame",
    "BranchLineRefusal",
    "BranchLineState",
    "BranchLineView",
    "CardDrawn",
    "CardDrawnBlind",
    "ClaimRoute",
    "DrawCard",
    "EndReason",
    "GameEnded",
    "RouteClaimed",
]
