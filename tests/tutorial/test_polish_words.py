"""The Polish tips say things as the Polish table does: a newcomer looks for a tip's words
on the board, in the dialogs and in the log."""

from __future__ import annotations

from tabletop.core.i18n import _, speaking
from tabletop.games.great_tour.board import default_great_tour_board
from tabletop.games.great_tour.names import Names
from tabletop.tutorial import TUTORIALS


def mark(game_id: str, key: str) -> str:
    (step,) = [s for s in TUTORIALS[game_id].steps if s.key == key]
    return _(step.mark)


def test_the_paris_flag_tip_names_the_flag_as_the_table_does() -> None:
    """The tip said "francuską flagę" where the log and the celebration say "flagę Francji"."""
    with speaking("pl"):
        celebration = _("{name} completes the French flag!").format(name="Gracz")
        assert "flagę Francji" in celebration
        assert "flagę Francji" in mark("ttr_paris", "flag")


def test_the_paris_ticket_tip_says_unfinished_as_the_tickets_panel_does() -> None:
    """The tickets panel counts "Zrealizowane"; the tip said "niedokończony"."""
    with speaking("pl"):
        assert "niezrealizowany" in mark("ttr_paris", "tickets")
        assert "niedokończ" not in mark("ttr_paris", "tickets")


def test_the_great_tour_vip_tip_names_the_card_as_the_hand_and_the_log_do() -> None:
    """The tip said "paryska karta VIP" where the hand and the log say "Paryż VIP"."""
    names = Names(default_great_tour_board())
    with speaking("pl"):
        assert names.card("PAR*") in mark("great_tour", "vip")
