"""A whole Metro game played by mouse with the language switched to Polish mid-game (issue 12):
every word the table, the hover tooltips, the log and the game-over screen say is then Polish,
and the game goes on to its end."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.controller.metro import CellTarget, PoolTarget
from tabletop.core import i18n
from tabletop.games.metro import DrawTile, PlaceTile
from tabletop.ui.app import App
from tabletop.ui.scenes.game_over import GameOverScene, winners_text
from tabletop.ui.tables.metro import MetroTable
from tests.support.pilot import click, hover, run_until, scene_texts

from .conftest import start


def _square(table: MetroTable, row: int, col: int) -> tuple[int, int]:
    rect = table.rect_of(CellTarget(row, col))
    assert rect is not None
    return rect.center


def _highlighted(table: MetroTable) -> list[tuple[int, int]]:
    cells = table.controller.legal_cells(table.view, table.legal())
    return sorted(cell for cell, now in cells.items() if now)


@pytest.mark.e2e
def test_a_whole_game_by_mouse_switched_to_polish_mid_game(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = start(app, [None, "greedy"], seed=13)
    match = table.match
    turns = draws = 0
    while True:
        run_until(app, lambda: isinstance(app.top, GameOverScene) or table.can_act)
        if isinstance(app.top, GameOverScene):
            break
        turns += 1
        if turns == 8:  # Settings → Language → Polski, saved (round two's control does this)
            assert table.draw_button.label == "Draw a tile"
            app.apply_settings(replace(app.settings, language="pl"))
            assert i18n.language() == "pl"
            assert table.draw_button.label == "Dobierz żeton"
            assert table.status_text() == "Twoja tura"
            hover(app, table.rect_of(PoolTarget()))
            assert table.tooltip_lines[0].startswith("Pula: ")
        if turns % 5 == 0 and table.draw_button.visible:
            click(app, table.draw_button.rect.center)
            assert match.log[-1] == (0, DrawTile())
            draws += 1
            if i18n.language() == "pl":
                assert table.status_text() == "Połóż dobrany żeton"
        tile = table.controller.tile(table.view)
        row, col = _highlighted(table)[0]
        hover(app, _square(table, row, col))
        assert table.tooltip_lines[0] == (
            "✓ Kliknij, by położyć tutaj" if turns >= 8 else "✓ Click to place here"
        )
        click(app, _square(table, row, col))
        assert match.log[-1] == (0, PlaceTile(tile, row, col, 0))
    assert match.is_over() and turns >= 25 and draws >= 2
    outcome = match.outcome()
    assert outcome is not None
    over = app.top
    texts = scene_texts(monkeypatch, over, app.size)
    assert {"KONIEC GRY", "GRACZ", "LINIE", "RAZEM"} <= set(texts)
    assert "Ala" in texts and "Seat 2  ·  komputer · Zachłanny" in texts  # its level, greedy
    names = [match.seats[s].name for s in outcome.winners]
    said = winners_text(names)
    assert said in texts and said.startswith(("Wygrywa ", "Ala i "))
    assert [b.label for b in (over.title_button, over.board_button, over.again_button)] == [
        "Menu główne",
        "Pokaż planszę",
        "Rewanż",
    ]
    lines = [text for _seat, text in table.log.lines(0, table.describe_event)]
    assert lines[-1].startswith("kładzie ostatni żeton. Wygrywa")
    assert sum(line.startswith("kładzie żeton w rzędzie") for line in lines) >= turns
