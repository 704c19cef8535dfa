"""What every game's phone face says alike: whose turn, the final scores, card chips."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.i18n import _, ngettext
from tabletop.palette import Rgb

from ..face import Chip, Names, Row
from ..look import Look, hex_of, ink_on


def turn_status(seat: int | None, to_act: int | None, over: bool, names: Names) -> str:
    """``Your turn`` / ``Anna's turn`` / ``Game over`` (the game's own words when it has
    more to say come first)."""
    if over or to_act is None:
        return _("Game over")
    if to_act == seat:
        return _("Your turn")
    return _("{name}'s turn").format(name=names(to_act))


def score_rows(scores: Sequence[int], winners: Sequence[int], names: Names) -> list[Row]:
    """One row per seat, best score first, winners marked."""
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    return [
        {
            "text": names(s),
            "badge": ngettext("{n} point", "{n} points", scores[s]).format(n=scores[s]),
            "tone": "done" if s in winners else "",
        }
        for s in order
    ]


def color_chip(look: Look, label: str, fill: Rgb, symbol: str, count: int | None = None) -> Chip:
    chip: Chip = {
        "label": label,
        "fill": hex_of(fill),
        "ink": hex_of(ink_on(fill)),
        "symbol": symbol,
    }
    if count is not None:
        chip["count"] = count
    return chip


__all__ = ["color_chip", "score_rows", "turn_status"]
