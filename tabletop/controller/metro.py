"""Metro: what the player pointed at → a ``place_tile`` / ``draw_tile`` action, or a refusal.

Pure Python over views: the controller keeps only the UI's sub-state (which hand tile is
selected, how far it is turned) and matches a click against the engine's legal actions. Why a
placement is refused is asked of the engine's view helper ``placement_problem``, and what a
placement would score of ``completed_lines``: no rule is re-implemented here.

Targets (tuples, as the table's hit-testing produces them):

- ``("cell", row, col)`` — a board square: place the current tile there;
- ``("hand", index)`` — a tile in the hand: select it (hand size 2 or 3);
- ``("deck",)`` — the pool / the "Draw a tile" button: draw;
- ``("rotate", quarter_turns)`` — R, right-click or the turn buttons: turn the current tile.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core import Action
from tabletop.games.metro import DrawTile, LineScore, PlaceTile, completed_lines, placement_problem
from tabletop.games.metro.placement import problem

View = Mapping[str, Any]
Target = tuple[Any, ...]


@dataclass(frozen=True)
class Reply:
    """The controller's answer to one target: an action to submit, a refusal (the engine's
    reason code and its words), or only a change of the UI sub-state (``changed``)."""

    action: Action | None = None
    reason: str | None = None
    message: str | None = None
    changed: bool = False

    @property
    def refused(self) -> bool:
        return self.message is not None


@dataclass(frozen=True)
class Preview:
    """The current tile imagined on one square: legal or not (and why), what it completes."""

    row: int
    col: int
    tile: str
    rotation: int
    legal: bool
    reason: str | None
    message: str | None
    #: Lines the placement would complete, with their owners and points.
    lines: tuple[LineScore, ...]
    #: Illegal as turned now, legal turned another way (rotation option on).
    fits_turned: bool = False


def _refusal(reason: str, detail: str | None = None) -> Reply:
    error = problem(reason, detail)
    return Reply(reason=error.reason, message=error.message)


class MetroController:
    """UI sub-state of the Metro table (selected hand tile, rotation) and target → action."""

    def __init__(self) -> None:
        #: Index of the selected tile in the viewer's hand.
        self.selected = 0
        #: Quarter turns clockwise of the current tile (0 unless the rotation option is on).
        self.rotation = 0
        self._key: tuple[Any, ...] | None = None

    # ------------------------------------------------------------------ reading the view
    @staticmethod
    def rotation_allowed(view: View) -> bool:
        return bool(view.get("options", {}).get("rotation", False))

    @staticmethod
    def my_turn(view: View) -> bool:
        return view["seat"] is not None and view["seat"] == view["to_act"]

    def sync(self, view: View) -> None:
        """Keep the sub-state valid for ``view``: the selection inside the hand, and the
        rotation reset whenever the tile to place changes (a new turn, a draw, a selection)."""
        hand = view["hand"]
        if self.selected >= len(hand):
            self.selected = max(0, len(hand) - 1)
        key = (view["seat"], view.get("placed"), view["drawn"], self.selected, tuple(hand))
        if key != self._key:
            self._key = key
            self.rotation = 0
        if not self.rotation_allowed(view):
            self.rotation = 0

    def tile(self, view: View) -> str | None:
        """The tile a click on the board would place: the drawn one, else the selected one."""
        self.sync(view)
        if view["drawn"] is not None:
            return view["drawn"]
        hand = view["hand"]
        return hand[self.selected] if hand else None

    # ------------------------------------------------------------------ targets
    def handle(self, view: View, legal: Sequence[Action], target: Target) -> Reply:
        """Turn ``target`` into a reply; ``legal`` is ``match.legal_actions()`` for the seat
        to act (empty when it is not the viewer's turn)."""
        self.sync(view)
        kind = target[0] if target else None
        if kind == "cell":
            return self._place(view, legal, int(target[1]), int(target[2]))
        if kind == "hand":
            return self._select(view, int(target[1]))
        if kind == "deck":
            return self._draw(view, legal)
        if kind == "rotate":
            return self._rotate(view, int(target[1]) if len(target) > 1 else 1)
        return Reply()

    def _place(self, view: View, legal: Sequence[Action], row: int, col: int) -> Reply:
        tile = self.tile(view)
        if view["to_act"] is None:
            return _refusal("game_over")
        if not self.my_turn(view):
            return _refusal("not_your_turn")
        if tile is None:
            return _refusal("tile_not_in_hand")
        action = PlaceTile(tile, row, col, self.rotation)
        if action in legal:
            return Reply(action=action)
        preview = self.preview(view, legal, row, col)
        if preview is None or preview.message is None:
            return _refusal("off_board")
        return Reply(reason=preview.reason, message=preview.message)

    def _select(self, view: View, index: int) -> Reply:
        if not 0 <= index < len(view["hand"]):
            return Reply()
        if view["drawn"] is not None and self.my_turn(view):
            return _refusal("must_place_drawn")
        if index == self.selected:
            return Reply()
        self.selected = index
        self.sync(view)
        return Reply(changed=True)

    def _draw(self, view: View, legal: Sequence[Action]) -> Reply:
        for action in legal:
            if isinstance(action, DrawTile):
                return Reply(action=action)
        if view["to_act"] is None:
            return _refusal("game_over")
        if not self.my_turn(view):
            return _refusal("not_your_turn")
        if view["drawn"] is not None:
            return _refusal("must_place_drawn")
        return Reply(reason="pool_empty", message="No tiles are left to draw.")

    def _rotate(self, view: View, quarter_turns: int) -> Reply:
        if not self.rotation_allowed(view):
            return _refusal("rotation_not_allowed")
        if self.tile(view) is None:
            return Reply()
        self.rotation = (self.rotation + quarter_turns) % 4
        return Reply(changed=True)

    # ------------------------------------------------------------------ what the board shows
    def preview(self, view: View, legal: Sequence[Action], row: int, col: int) -> Preview | None:
        """The current tile on [row, col] as turned now: legal or the engine's reason, and the
        lines it would complete. None when the viewer has no tile to place."""
        tile = self.tile(view)
        if tile is None:
            return None
        rotation = self.rotation
        if PlaceTile(tile, row, col, rotation) in legal:
            reason = message = None
            ok = True
        else:
            error = placement_problem(view, tile, row, col, rotation)
            ok = False
            # A view one ply stale or a tile not to act with: still say something true.
            reason = error.reason if error is not None else "not_your_turn"
            message = error.message if error is not None else problem("not_your_turn").message
        fits_turned = (
            not ok
            and self.rotation_allowed(view)
            and any(PlaceTile(tile, row, col, r) in legal for r in range(4) if r != rotation)
        )
        if fits_turned:
            message = f"{message} Turn the tile (R or right-click) to fit it here."
        lines = tuple(completed_lines(view, tile, row, col, rotation))
        return Preview(row, col, tile, rotation, ok, reason, message, lines, fits_turned)

    def legal_cells(self, view: View, legal: Sequence[Action]) -> dict[tuple[int, int], bool]:
        """Squares where the current tile may go: True when it fits as turned now, False when
        only turned another way (rotation option on)."""
        tile = self.tile(view)
        out: dict[tuple[int, int], bool] = {}
        if tile is None:
            return out
        for action in legal:
            if isinstance(action, PlaceTile) and action.tile == tile:
                cell = (action.row, action.col)
                out[cell] = out.get(cell, False) or action.rotation == self.rotation
        return out

    def can_draw(self, legal: Sequence[Action]) -> bool:
        return any(isinstance(action, DrawTile) for action in legal)
