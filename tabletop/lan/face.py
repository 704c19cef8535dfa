"""What a seat's phone page shows, as data: the shapes every game's phone face fills, and the
``PhoneFace`` protocol each game implements (``tabletop/lan/faces/``).

The page (``phone.html``) knows no game: it draws blocks of cards, tickets and tiles, one prompt
for the private decision at hand, and the list of every legal move, all worded by the server in
the seat's language. A move carries its action's JSON; the page sends it back untouched with
the version it was shown at, and the owner checks both (``session.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NotRequired, Protocol, TypedDict

from tabletop.core import Action, Event, View

#: A seat's name by its index.
Names = Callable[[int], str]


class Chip(TypedDict):
    """A card or coloured token: its words, how many, its colour and symbol (colour is never
    the only cue)."""

    label: str
    count: NotRequired[int]
    fill: NotRequired[str]
    ink: NotRequired[str]
    #: A shape name (``look.SHAPES``), or ``"wild"`` for a rainbow card.
    symbol: NotRequired[str]
    #: Drawn muted (e.g. a bonus not held).
    faint: NotRequired[bool]


class Row(TypedDict):
    """A line of a list: a ticket, a bonus, a fact."""

    text: str
    badge: NotRequired[str]
    #: ``"done"``, ``"warn"`` or ``""``.
    tone: NotRequired[str]


class Tile(TypedDict):
    """A Metro tile: its tracks as pairs of edge points (0–7 clockwise from the top left),
    turned ``rotation`` quarter turns."""

    label: str
    pairs: list[list[int]]
    rotation: NotRequired[int]


class Block(TypedDict):
    """One section of the page: a title and its chips, rows or tiles."""

    title: str
    chips: NotRequired[list[Chip]]
    rows: NotRequired[list[Row]]
    tiles: NotRequired[list[Tile]]
    note: NotRequired[str]


class Move(TypedDict):
    """One legal action as the page lists it: grouped (``group``), then by the thing it is
    about (``item``: a route, a ticket, a tile), with its own words (``label``)."""

    group: str
    item: str
    label: str
    action: dict[str, Any]
    chip: NotRequired[Chip]
    #: Metro: the tile placed and the square ([row, col]) it goes on (tapped on the board).
    tile: NotRequired[Tile]
    cell: NotRequired[list[int]]


class Option(TypedDict):
    value: str
    label: str
    badge: NotRequired[str]


class Prompt(TypedDict):
    """The private decision at hand, drawn above everything else.

    ``kind`` ``"pick"``: choose between ``low`` and ``high`` of ``options``; the page sends
    ``template`` with ``field`` set to the chosen values in the options' order. ``"moves"``:
    one button per entry of ``moves`` (indexes into the page's move list). ``"board"``: the
    moves are made on the page's board (Metro). ``"waiting"``: a choice made early waits for
    the seat's turn."""

    kind: str
    title: str
    text: NotRequired[str]
    chips: NotRequired[list[Chip]]
    options: NotRequired[list[Option]]
    low: NotRequired[int]
    high: NotRequired[int]
    template: NotRequired[dict[str, Any]]
    field: NotRequired[str]
    submit: NotRequired[str]
    moves: NotRequired[list[int]]
    #: The choice may be made now though another seat is to act (TTR's opening tickets).
    early: NotRequired[bool]
    #: A Cancel button (the prompt finishes a move clicked on the big screen).
    cancel: NotRequired[bool]


class PlayerLine(TypedDict):
    name: str
    color: str
    shape: str
    text: str
    to_act: bool
    me: bool


class PhoneFace(Protocol):
    """How one game's seat is shown on its phone (built once per game, pure data out)."""

    def blocks(self, view: View) -> list[Block]:
        """The seat's own things: hand, tickets, tiles, bonuses."""
        ...

    def moves(self, view: View, legal: Sequence[Action]) -> list[Move]:
        """Every legal action, worded and grouped (``legal`` is empty when not to act)."""
        ...

    def board(self, view: View) -> dict[str, Any] | None:
        """A board the page draws to make moves on (Metro's squares), or None."""
        ...

    def prompt(self, view: View, legal: Sequence[Action], moves: list[Move]) -> Prompt | None:
        """The private decision the seat is to make now (``moves`` as ``moves`` made them)."""
        ...

    def early_prompt(self, view: View) -> Prompt | None:
        """A decision this seat may make before its turn comes (None for most games)."""
        ...

    def early_action(self, view: View, action: Action) -> bool:
        """``action`` may be kept for this seat's turn (checked again when it is applied)."""
        ...

    def label(self, view: View, action: Action) -> str:
        """A move in words (a suggestion, a move waiting for its turn)."""
        ...

    def status(self, view: View, legal: Sequence[Action], names: Names) -> str:
        """Whose turn it is and what it waits for, from this seat's side: on its own turn
        only what ``legal`` (the seat's legal actions, empty when not to act) allows."""
        ...

    def player_text(self, view: View, seat: int) -> str:
        """One seat's public facts in a few words (score, pieces, cards held)."""
        ...

    def private_line(self, event: Event) -> str | None:
        """A line for the seat's own log when ``event`` is one only this seat sees (a drawn
        card, ticket or tile), else None."""
        ...

    def final(self, view: View, names: Names) -> list[Row]:
        """Once the game is over: the scores, best first."""
        ...


__all__ = [
    "Block",
    "Chip",
    "Move",
    "Names",
    "Option",
    "PhoneFace",
    "PlayerLine",
    "Prompt",
    "Row",
    "Tile",
]
