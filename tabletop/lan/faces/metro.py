"""Metro on a phone: the tile(s) in hand (one, or up to three with "Tiles in hand"), the tile
just drawn, a small board to place them on, and every legal placement in the list.

Design ids mean nothing to players, so a tile is shown as its picture and named by its place in
the hand; squares are counted from 1 at the top left, as on the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from tabletop.core import Action, Event, View, to_json
from tabletop.core.i18n import _, ngettext
from tabletop.games.metro import DrawTile, MetroGame, MetroView, PlaceTile, TileDrawn

from ..face import Block, Move, Names, Prompt, Row, Tile
from ..look import Look
from .common import score_rows, turn_status

#: How a placement turned 0–3 quarter turns is said (the table's own sentences).
PLACEMENTS = (
    "Place the tile on row {row}, column {col}",
    "Place the tile on row {row}, column {col}, turned a quarter turn",
    "Place the tile on row {row}, column {col}, turned a half turn",
    "Place the tile on row {row}, column {col}, turned three quarter turns",
)


def _metro(view: View) -> MetroView:
    return cast(MetroView, view)


class MetroFace:
    def __init__(self, game: MetroGame, look: Look) -> None:
        self.game = game
        self.look = look
        self.map = game.tables.board

    def pairs(self, design: str) -> list[list[int]]:
        return [list(pair) for pair in self.map.designs[design][0]]

    def tile(self, label: str, design: str, rotation: int = 0) -> Tile:
        return {"label": label, "pairs": self.pairs(design), "rotation": rotation}

    def tile_name(self, view: MetroView, design: str) -> str:
        """How the player knows a tile of theirs: the one drawn, or its place in the hand."""
        if view["drawn"] == design:
            return _("The tile you drew")
        hand = view["hand"]
        if design in hand:
            return _("Tile {n} in hand").format(n=hand.index(design) + 1)
        return _("A tile")

    # ------------------------------------------------------------------ the page
    def blocks(self, view: View) -> list[Block]:
        v = _metro(view)
        tiles = [
            self.tile(_("Tile {n} in hand").format(n=i + 1), d) for i, d in enumerate(v["hand"])
        ]
        if v["drawn"] is not None:
            tiles.insert(0, self.tile(_("The tile you drew"), v["drawn"]))
        block: Block = {"title": _("Tiles in hand"), "tiles": tiles}
        if not tiles:
            block["note"] = _("No tile in hand")
        return [block]

    def board(self, view: View) -> dict[str, Any] | None:
        """The board as the page draws it: every placed tile's tracks, the centre, the last
        tile placed (all public)."""
        v = _metro(view)
        last = v["last_tile"]
        return {
            "size": self.map.size,
            "centre": [list(cell) for cell in self.map.centre],
            "tiles": [
                [t["row"], t["col"], t["rotation"], self.pairs(t["tile"])] for t in v["tiles"]
            ],
            "last": [last["row"], last["col"]] if last is not None else None,
        }

    def moves(self, view: View, legal: Sequence[Action]) -> list[Move]:
        v = _metro(view)
        out: list[Move] = []
        for action in legal:
            data: dict[str, Any] = to_json(action)
            if isinstance(action, PlaceTile):
                out.append(
                    {
                        "group": _("Place a tile"),
                        "item": self.tile_name(v, action.tile),
                        "label": self.label(view, action),
                        "action": data,
                        "tile": self.tile(self.tile_name(v, action.tile), action.tile),
                        "cell": [action.row, action.col],
                    }
                )
            else:
                out.append(
                    {
                        "group": _("Draw a tile"),
                        "item": "",
                        "label": _("Draw a tile"),
                        "action": data,
                    }
                )
        return out

    def prompt(self, view: View, legal: Sequence[Action], moves: list[Move]) -> Prompt | None:
        v = _metro(view)
        if v["drawn"] is None or v["to_act"] != v["seat"]:
            return None
        return {
            "kind": "board",
            "title": _("Place the tile you drew"),
            "text": _("Tap a lit square on the board."),
        }

    def early_prompt(self, view: View) -> Prompt | None:
        return None

    def early_action(self, view: View, action: Action) -> bool:
        return False

    def label(self, view: View, action: Action) -> str:
        if isinstance(action, PlaceTile):
            return _(PLACEMENTS[action.rotation % 4]).format(row=action.row + 1, col=action.col + 1)
        if isinstance(action, DrawTile):
            return _("Draw a tile")
        return str(action)

    def status(self, view: View, legal: Sequence[Action], names: Names) -> str:
        v = _metro(view)
        if v["to_act"] is not None and v["to_act"] == v["seat"] and v["drawn"] is not None:
            return _("Place the tile you drew")
        over = v["placed"] >= v["tiles_total"]
        return turn_status(v["seat"], v["to_act"], over, names)

    def player_text(self, view: View, seat: int) -> str:
        v = _metro(view)
        score, held = v["scores"][seat], v["hand_sizes"][seat]
        return " · ".join(
            (
                ngettext("{n} point", "{n} points", score).format(n=score),
                ngettext("{n} tile in hand", "{n} tiles in hand", held).format(n=held),
            )
        )

    def private_line(self, event: Event) -> str | None:
        if isinstance(event, TileDrawn):
            if event.refill:
                return _("You drew a tile into your hand")
            return _("You drew a tile to place now")
        return None

    def final(self, view: View, names: Names) -> list[Row]:
        v = _metro(view)
        scores = v["scores"]
        best = max(scores) if scores else 0
        return score_rows(scores, [s for s, n in enumerate(scores) if n == best], names)


__all__ = ["MetroFace"]
