"""``MetroController``: the Metro table's UI sub-state, what a click means, and what the
pointer is over.

Pure Python over views: the controller keeps only the UI's sub-state (which hand tile is
selected, how far it is turned) and matches a click against the engine's legal actions. Why a
placement is refused is asked of the engine's view helper ``placement_problem``, and what a
placement would score of ``completed_lines``: no rule is re-implemented here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import cast

from tabletop.controller.aim import Aim, AimAsk
from tabletop.controller.base import SeatNames, TableController, player_name
from tabletop.controller.hover import Hover, Line, Tone
from tabletop.controller.reply import Reply, Target
from tabletop.core import Action, CommonRefusal, Refusal, Refused, View, explain
from tabletop.core.i18n import _, ngettext
from tabletop.games.metro import (
    DrawTile,
    LineScore,
    MetroRefusal,
    MetroView,
    PlaceTile,
    completed_lines,
    placement_problem,
)
from tabletop.games.metro.board import CENTRE

from .targets import (
    CellTarget,
    HandTarget,
    PoolTarget,
    RotateTarget,
    SeatTarget,
    StationTarget,
)


@dataclass(frozen=True)
class Preview:
    """The current tile imagined on one square: legal or not (and why), what it completes."""

    row: int
    col: int
    tile: str
    rotation: int
    legal: bool
    reason: Refusal | None
    #: The refusal in the player's words (None when legal).
    message: str | None
    #: Lines the placement would complete, with their owners and points.
    lines: tuple[LineScore, ...]
    #: Illegal as turned now, legal turned another way (rotation option on).
    fits_turned: bool = False


def turn_hint() -> str:
    """Said when the current tile fits a square only turned another way."""
    return _("Turn the tile (R or right-click) to fit it here.")


class MetroController(TableController):
    """UI sub-state of the Metro table (selected hand tile, rotation) and target → reply."""

    def __init__(self, seat_name: SeatNames = player_name) -> None:
        super().__init__(seat_name)
        #: Index of the selected tile in the viewer's hand.
        self.selected = 0
        #: Quarter turns clockwise of the current tile (0 unless the rotation option is on).
        self.rotation = 0
        self._key: tuple[object, ...] | None = None
        self._hover_memo: (
            tuple[MetroView, Sequence[Action], tuple[object, ...], Preview | None] | None
        ) = None

    # ------------------------------------------------------------------ reading the view
    @staticmethod
    def rotation_allowed(view: MetroView) -> bool:
        return view["options"]["rotation"]

    @staticmethod
    def my_turn(view: MetroView) -> bool:
        return view["seat"] is not None and view["seat"] == view["to_act"]

    def sync(self, view: View, legal: Sequence[Action]) -> None:
        super().sync(view, legal)
        self._follow(_metro(view))

    def _follow(self, view: MetroView) -> None:
        """Keep the sub-state valid for ``view``: the selection inside the hand, and the
        rotation reset whenever the tile to place changes (a new turn, a draw, a selection)."""
        hand = view["hand"]
        if self.selected >= len(hand):
            self.selected = max(0, len(hand) - 1)
        key = (view["seat"], view["placed"], view["drawn"], self.selected, tuple(hand))
        if key != self._key:
            self._key = key
            self.rotation = 0
        if not self.rotation_allowed(view):
            self.rotation = 0

    def tile(self, view: MetroView) -> str | None:
        """The tile a click on the board would place: the drawn one, else the selected one."""
        self._follow(view)
        if view["drawn"] is not None:
            return view["drawn"]
        hand = view["hand"]
        return hand[self.selected] if hand else None

    def can_draw(self, legal: Sequence[Action]) -> bool:
        return any(isinstance(action, DrawTile) for action in legal)

    def _turn_refusal(self, view: MetroView) -> Reply | None:
        """The game is over, or it is another seat's turn (None: the viewer is to act)."""
        to_act = view["to_act"]
        if to_act is None:
            return Reply.refuse(CommonRefusal.GAME_OVER)
        if not self.my_turn(view):
            return Reply.refuse(CommonRefusal.NOT_YOUR_TURN, name=self.seat_name(to_act))
        return None

    # ------------------------------------------------------------------ clicks
    def click(self, target: Target, view: View, legal: Sequence[Action]) -> Reply:
        """What a click on ``target`` means; ``legal`` is ``match.legal_actions()`` for the
        seat to act (empty when it is not the viewer's turn)."""
        view = _metro(view)
        self._follow(view)
        if isinstance(target, CellTarget):
            return self._place(view, legal, target.row, target.col)
        if isinstance(target, HandTarget):
            return self._select(view, target.index)
        if isinstance(target, PoolTarget):
            return self._draw(view, legal)
        if isinstance(target, RotateTarget):
            return self._rotate(view, target.quarter_turns)
        return Reply.nothing()  # a station plate, the drawn tile: nothing to do

    def _place(self, view: MetroView, legal: Sequence[Action], row: int, col: int) -> Reply:
        refused = self._turn_refusal(view)
        if refused is not None:
            return refused
        tile = self.tile(view)
        if tile is None:
            return Reply.refuse(MetroRefusal.TILE_NOT_IN_HAND)
        action = PlaceTile(tile, row, col, self.rotation)
        if action in legal:
            return Reply.play(action)
        preview = self.preview(view, legal, row, col)
        if preview is None or preview.reason is None:
            return Reply.refuse(MetroRefusal.OFF_BOARD)
        message = preview.message or explain(preview.reason)
        if preview.fits_turned:
            message = f"{message} {turn_hint()}"
        return Reply.refuse(preview.reason, message)

    def _select(self, view: MetroView, index: int) -> Reply:
        if not 0 <= index < len(view["hand"]):
            return Reply.nothing()
        if view["drawn"] is not None and self.my_turn(view):
            return Reply.refuse(MetroRefusal.MUST_PLACE_DRAWN)
        if index == self.selected:
            return Reply.nothing()
        self.selected = index
        self._follow(view)
        return Reply.changed()

    def _draw(self, view: MetroView, legal: Sequence[Action]) -> Reply:
        for action in legal:
            if isinstance(action, DrawTile):
                return Reply.play(action)
        refused = self._turn_refusal(view)
        if refused is not None:
            return refused
        if view["drawn"] is not None:
            return Reply.refuse(MetroRefusal.MUST_PLACE_DRAWN)
        return Reply.refuse(MetroRefusal.POOL_EMPTY)

    def _rotate(self, view: MetroView, quarter_turns: int) -> Reply:
        if not self.rotation_allowed(view):
            return Reply.refuse(MetroRefusal.ROTATION_NOT_ALLOWED)
        if self.tile(view) is None:
            return Reply.nothing()
        self.rotation = (self.rotation + quarter_turns) % 4
        return Reply.changed()

    # ------------------------------------------------------------------ a phone seat's clicks
    def aim(self, target: Target, view: View) -> Aim | Reply:
        """A click on the big screen for a phone seat, whose tiles only its phone shows: a
        square means "my tile here" (which tile and which turn, when there is a choice, are
        picked on the phone); the pool means drawing. A square taken or in the centre block is
        refused here, as everyone sees it."""
        v = _metro(view)
        if v["to_act"] is None:
            return Reply.refuse(CommonRefusal.GAME_OVER)
        if isinstance(target, CellTarget):
            row, col = target.row, target.col
            if (row, col) in CENTRE:
                return Reply.refuse(MetroRefusal.CENTRE_SQUARE)
            if any(t["row"] == row and t["col"] == col for t in v["tiles"]):
                return Reply.refuse(MetroRefusal.SQUARE_OCCUPIED)
            return Aim(target, partial(_places_on, row, col), partial(self._why_not_here, target))
        if isinstance(target, PoolTarget):
            return Aim(target, _draws, self._why_no_draw, AimAsk.CHOOSE)
        return Reply.nothing()  # the hand and the turn buttons are the phone's

    def _why_not_here(self, target: CellTarget, view: View, legal: Sequence[Action]) -> str:
        """Why none of the seat's tiles goes on ``target`` (the first tile's reason)."""
        v = _metro(view)
        tiles = [v["drawn"]] if v["drawn"] is not None else list(v["hand"])
        for tile in tiles:
            why = placement_problem(v, tile, target.row, target.col, 0)
            if why is not None:
                return why.message
        return explain(MetroRefusal.TILE_NOT_IN_HAND)  # no tile to place

    def _why_no_draw(self, view: View, legal: Sequence[Action]) -> str:
        return self._draw(_metro(view), legal).message

    # ------------------------------------------------------------------ what the board shows
    def preview(
        self, view: MetroView, legal: Sequence[Action], row: int, col: int
    ) -> Preview | None:
        """The current tile on [row, col] as turned now: legal or the engine's reason, and the
        lines it would complete. None when the viewer has no tile to place."""
        tile = self.tile(view)
        if tile is None:
            return None
        rotation = self.rotation
        reason: Refusal | None = None
        message: str | None = None
        ok = PlaceTile(tile, row, col, rotation) in legal
        if not ok:
            why = placement_problem(view, tile, row, col, rotation)
            if why is None:
                # The view allows it but the table offers no legal action (a view one ply
                # stale, a screen in front): still say something true.
                to_act = view["to_act"]
                name = self.seat_name(to_act) if to_act is not None else ""
                why = Refused(CommonRefusal.NOT_YOUR_TURN, {"name": name})
            reason, message = why.reason, why.message
        fits_turned = (
            not ok
            and self.rotation_allowed(view)
            and any(PlaceTile(tile, row, col, r) in legal for r in range(4) if r != rotation)
        )
        lines = tuple(completed_lines(view, tile, row, col, rotation))
        return Preview(row, col, tile, rotation, ok, reason, message, lines, fits_turned)

    def legal_cells(self, view: MetroView, legal: Sequence[Action]) -> dict[tuple[int, int], bool]:
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

    # ------------------------------------------------------------------ what the pointer is over
    def describe(self, target: Target, view: View) -> Hover | None:
        """The hover text for ``target`` (None: nothing worth saying there); what a click
        would do is said from the legal actions of the last ``sync``."""
        view, legal = _metro(view), self.legal
        if isinstance(target, StationTarget):
            return self._describe_station(view, target.number)
        if isinstance(target, PoolTarget):
            return self._describe_pool(view, legal)
        if isinstance(target, SeatTarget) and 0 <= target.seat < len(view["scores"]):
            return self._describe_seat(view, target.seat)
        if isinstance(target, CellTarget):
            if (target.row, target.col) in CENTRE:
                return Hover(
                    _("Central station"),
                    (Line(_("A line that ends here scores double."), Tone.MUTED),),
                    Tone.ACCENT,
                )
            preview = self.hover_preview(view, legal, target)
            return self._describe_preview(view, preview) if preview is not None else None
        return None

    def _describe_seat(self, view: MetroView, seat: int) -> Hover:
        """A player's score and lines (their row in the seats panel says the same, smaller)."""
        score = view["scores"][seat]
        lines = _("{open} open · {scored} scored").format(
            open=view["open_lines"][seat], scored=view["scored_lines"][seat]
        )
        points = ngettext("{n} point", "{n} points", score).format(n=score)
        return Hover(self.seat_name(seat), (Line(points), Line(lines, Tone.MUTED)))

    def hover_preview(
        self, view: MetroView, legal: Sequence[Action], target: CellTarget
    ) -> Preview | None:
        """The ghost to show under the pointer: only while the viewer may place, and only on
        an empty square outside the block (a click elsewhere still says why)."""
        if not legal or not self.my_turn(view):
            return None
        if (target.row, target.col) in CENTRE or any(
            t["row"] == target.row and t["col"] == target.col for t in view["tiles"]
        ):
            return None
        # The board's ghost and the tooltip ask the same each frame while the pointer rests.
        memo = self._hover_memo
        key = (target, self.tile(view), self.rotation)
        if memo is not None and memo[0] is view and memo[1] is legal and memo[2] == key:
            return memo[3]
        preview = self.preview(view, legal, target.row, target.col)
        self._hover_memo = (view, legal, key, preview)
        return preview

    def _describe_preview(self, view: MetroView, preview: Preview) -> Hover:
        if not preview.legal:
            lines = [Line(preview.message or "", Tone.WARN)]
            if preview.fits_turned:
                lines.append(Line(turn_hint(), Tone.MUTED))
            return Hover(_("✗ Not here"), tuple(lines), Tone.WARN)
        return Hover(
            _("✓ Click to place here"),
            tuple(Line(self._closes_words(view, line)) for line in preview.lines),
            Tone.GOOD,
        )

    def _closes_words(self, view: MetroView, line: LineScore) -> str:
        """One line a placement would complete, with whose it is and what it scores."""
        n, station, end = line.points, line.station, line.end
        if line.seat is None:
            return _("Closes the line from station {station} (nobody's).").format(station=station)
        if line.seat == view["seat"]:
            if line.central:
                text = ngettext(
                    "Closes your line from station {station} to the central station: "
                    "+{points} point (doubled)",
                    "Closes your line from station {station} to the central station: "
                    "+{points} points (doubled)",
                    n,
                )
            else:
                text = ngettext(
                    "Closes your line from station {station} to station {end}: +{points} point",
                    "Closes your line from station {station} to station {end}: +{points} points",
                    n,
                )
            return text.format(station=station, end=end, points=n)
        if line.central:
            text = ngettext(
                "Closes {name}'s line from station {station} to the central station: "
                "+{points} point (doubled)",
                "Closes {name}'s line from station {station} to the central station: "
                "+{points} points (doubled)",
                n,
            )
        else:
            text = ngettext(
                "Closes {name}'s line from station {station} to station {end}: +{points} point",
                "Closes {name}'s line from station {station} to station {end}: +{points} points",
                n,
            )
        return text.format(name=self.seat_name(line.seat), station=station, end=end, points=n)

    def _describe_station(self, view: MetroView, number: int) -> Hover:
        owner = view["owners"].get(str(number))
        if owner is None:
            head = _("Station {number} · nobody's line").format(number=number)
        else:
            head = _("Station {number} · {name}'s line").format(
                number=number, name=self.seat_name(owner)
            )
        line = view["lines"].get(str(number))
        if line is not None and line["complete"] and line["points"] is not None:
            points, length = line["points"], line["length"]
            if line["central"]:
                body = ngettext(
                    "Complete to the central station: length {length}, {points} point, doubled.",
                    "Complete to the central station: length {length}, {points} points, doubled.",
                    points,
                )
            else:
                body = ngettext(
                    "Complete to station {end}: length {length}, {points} point.",
                    "Complete to station {end}: length {length}, {points} points.",
                    points,
                )
            body = body.format(end=line["end"], length=length, points=points)
        elif line is not None and line["length"]:
            body = _("Open: length {length} so far.").format(length=line["length"])
        else:
            body = _("Open: no track laid from it yet.")
        return Hover(head, (Line(body, Tone.MUTED),))

    def _describe_pool(self, view: MetroView, legal: Sequence[Action]) -> Hover:
        left = view["pool"]
        head = ngettext("Pool: {n} tile face down", "Pool: {n} tiles face down", left).format(
            n=left
        )
        if self.can_draw(legal):
            body = _(
                "Click to draw one instead of playing from your hand; you must then place the "
                "drawn tile, and your hand is kept."
            )
        else:
            body = _("After placing, each player draws back up to their hand size.")
        return Hover(head, (Line(body, Tone.MUTED),))


def _places_on(row: int, col: int, action: Action) -> bool:
    return isinstance(action, PlaceTile) and (action.row, action.col) == (row, col)


def _draws(action: Action) -> bool:
    return isinstance(action, DrawTile)


def _metro(view: View) -> MetroView:
    """A view handed over through the game-neutral ``View`` type, read as Metro's view."""
    return cast(MetroView, view)
