"""The table's top bar: the game's title whole while an AI thinks, the round, not every ply."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.ui import theme
from tests.support.pilot import drawn_texts, headless_app


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_title_is_whole_while_an_ai_with_a_long_name_thinks(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    colors = theme.player_colors("great_tour")
    seats = [Seat("Maksymilian-Bartłomiej", colors[i][1], "greedy") for i in range(3)]
    with headless_app(size, autosave=False) as app:
        app.start_match(Match.new("great_tour", GameConfig(3), seats, 5))
        texts = drawn_texts(monkeypatch, app)
    assert "The Great Tour: European Cities" in texts
    assert "Maksymilian-Bartłomiej is thinking…" in texts


def test_the_bar_counts_rounds_not_turns() -> None:
    colors = theme.player_colors("metro")
    seats = [Seat(f"AI {i}", colors[i][1], "random") for i in range(3)]
    match = Match.new("metro", GameConfig(3), seats, 2)
    assert (match.turn, match.round) == (1, 1)
    for _ in range(3 * 4):  # Metro: one tile per turn, so four whole rounds
        assert match.step_ai()
    assert match.round == 5
    assert match.turn == 13
