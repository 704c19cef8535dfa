"""The Statistics screen's *Tutorials* tab: how the tutorials go on this computer — started,
finished, left early (and at which tip most often), steps skipped (``tabletop.tutorial.tally``,
which keeps where they were skipped too).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.formats import format_number
from tabletop.core.i18n import _
from tabletop.games import GAMES
from tabletop.tutorial import TUTORIALS
from tabletop.tutorial.tally import read_tally

from .scenes.statistics_tabs import Column, Row, Table
from .words import game_title


def _tip(game_id: str, counts: Mapping[str, int]) -> str:
    """The tip where it happened most (its number in the tutorial), or a dash."""
    if not counts:
        return "–"
    keys = [step.key for step in TUTORIALS[game_id].steps]
    key = max(counts, key=lambda k: (counts[k], -keys.index(k) if k in keys else 0))
    if key not in keys:
        return "–"
    return _("Tip {n}").format(n=keys.index(key) + 1)


def tutorials_table(document: Mapping[str, Any]) -> Table:
    """One row per game with a tutorial."""
    rows = []
    for game_id in TUTORIALS:
        tally = read_tally(document, game_id)
        rows.append(
            Row(
                (
                    game_title(GAMES[game_id].spec.title),
                    format_number(tally.started),
                    format_number(tally.finished),
                    format_number(tally.left),
                    _tip(game_id, tally.left_at),
                    format_number(sum(tally.skipped.values())),
                )
            )
        )
    columns = (
        Column(_("TUTORIAL"), 0.0, "left"),
        Column(_("STARTED"), 0.12),
        Column(_("FINISHED"), 0.12),
        Column(_("LEFT EARLY"), 0.12),
        # Translators: the tip of a tutorial where players left it most often.
        Column(_("MOSTLY LEFT AT"), 0.13),
        Column(_("STEPS SKIPPED"), 0.14),
    )
    return Table(columns, tuple(rows), _("No tutorial yet."))


__all__ = ["tutorials_table"]
