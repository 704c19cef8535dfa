"""The statistics screen per board (issue 26 §2): once games were played on more than one
board, a board filter beside the tables lists each board by the name it was recorded with — the
boards the games come with, a board of the player's own, and one whose map is gone — and
choosing one by mouse narrows every figure to that board's games, as ``python -m
tabletop.history summary --board`` does. The hand history (tests/ui/statistics_history.py)
gains two games on boards of the player's own:

    G6 metro      1 day ago   Harbour Loop (a user's)   Anna 70 (won)  Rand 60
    G7 ttr_paris  2 days ago  Old Town (its map gone)  Cleo 20, Anna 20, Ben 20 (all won)
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pygame
import pytest

from tabletop.core.i18n import set_language
from tabletop.history import History
from tabletop.history.__main__ import main as history_main
from tabletop.history.stats import player_label
from tabletop.ui import textfit
from tabletop.ui.app import App
from tabletop.ui.history_service import HistoryService
from tabletop.ui.scenes.statistics import TABS, StatisticsScene
from tests.support.pilot import click, drawn_texts, headless_app, run_frames, run_until
from tests.support.statistics import open_statistics

from .statistics_history import build_history, hand_history
from .test_statistics import ALL_TIME, _choose, _rows, _settle, _tab

HARBOUR = [
    ("Anna", "1", "1", "100 %", "70.0", "70"),
    ("AI · Random", "1", "0", "0 %", "60.0", "60"),
]
OLD_TOWN = [
    ("Anna", "1", "0.33", "33 %", "20.0", "20"),
    ("Ben", "1", "0.33", "33 %", "20.0", "20"),
    ("Cleo", "1", "0.33", "33 %", "20.0", "20"),
]


def board_history(path: Path) -> Path:
    now = datetime.now(UTC)
    build_history(path, now)
    hand = hand_history(now)
    with History.open(path) as history:
        history.add(
            replace(
                hand[4],
                key="board-6",
                finished_at=now - timedelta(days=1),
                board="harbour_loop",
                board_name="Harbour Loop",
            )
        )
        history.add(
            replace(
                hand[3],
                key="board-7",
                finished_at=now - timedelta(days=2),
                board="/gone/old_town.tmx",
                board_name="Old Town",
            )
        )
    return path


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return board_history(tmp_path / "history.sqlite3")


@pytest.fixture
def stats(app: App, db: Path, tmp_path: Path) -> Iterator[StatisticsScene]:
    yield open_statistics(app, db, tmp_path / "saves")


def _labels(scene: StatisticsScene) -> list[str]:
    return [label for _value, label in scene.board_choice.choices]


def test_the_board_filter_lists_every_board_played_by_its_recorded_name(
    app: App, stats: StatisticsScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _labels(stats) == ["All boards", "Original boards", "Harbour Loop", "Old Town"]
    assert stats.board_choice in stats.widgets
    texts = drawn_texts(monkeypatch, app)
    assert "Board" in texts and "All boards" in texts
    assert "7 games recorded" in texts


def test_choosing_a_board_by_mouse_counts_only_that_boards_games(
    app: App, stats: StatisticsScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    _choose(app, stats.board_choice, "Harbour Loop")
    _settle(app, stats)
    assert _rows(stats) == HARBOUR
    assert "1 game recorded" in drawn_texts(monkeypatch, app)
    # The boards the games come with: the hand history's five games, as before boards.
    _choose(app, stats.board_choice, "")
    _settle(app, stats)
    assert _rows(stats) == ALL_TIME
    assert "5 games recorded" in drawn_texts(monkeypatch, app)
    # Every tab follows the filter: the per-game table holds Harbour Loop's Metro game only.
    _choose(app, stats.board_choice, "Harbour Loop")
    _settle(app, stats)
    _tab(app, stats, "games_by")
    assert _rows(stats) == [("Metro", "", "", "", "", ""), *HARBOUR]


def test_a_board_whose_map_is_gone_is_still_listed_and_counted(
    app: App, stats: StatisticsScene
) -> None:
    _choose(app, stats.board_choice, "Old Town")
    _settle(app, stats)
    assert _rows(stats) == OLD_TOWN


def test_choosing_a_game_lists_that_games_boards_and_hides_the_filter_with_one(
    app: App, stats: StatisticsScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    _choose(app, stats.board_choice, "Old Town")
    _settle(app, stats)
    _choose(app, stats.game_choice, "metro")
    _settle(app, stats)
    assert stats.board_choice.value is None  # another game: every board again
    assert _labels(stats) == ["All boards", "Original board", "Harbour Loop"]
    assert "3 games recorded" in drawn_texts(monkeypatch, app)
    _choose(app, stats.game_choice, "ttr_europe")
    _settle(app, stats)
    assert _labels(stats) == ["All boards", "Original board"]
    assert stats.board_choice not in stats.widgets  # nothing to tell apart


def test_the_screen_and_the_history_command_count_a_board_alike(
    app: App, stats: StatisticsScene, db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for board, rows in (("Harbour Loop", HARBOUR), ("Old Town", OLD_TOWN)):
        _choose(app, stats.board_choice, board)
        _settle(app, stats)
        assert history_main(["summary", "--db", str(db), "--board", board, "--json"]) == 0
        data = json.loads(capsys.readouterr().out)
        assert data["games"] == stats.page.games  # type: ignore[union-attr]
        page = stats.page
        assert page is not None and _rows(stats) == rows
        # The command names each player as the screen does (a computer by its level).
        by_label = {player_label(name): stats for name, stats in page.players.items()}
        assert set(data["players"]) == set(by_label)
        for name, figures in data["players"].items():
            shown = by_label[name]
            assert figures["games"] == shown.games and figures["wins"] == pytest.approx(shown.wins)
            assert figures["mean_score"] == pytest.approx(shown.mean_score)


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_board_filter_fits_every_tab_in_the_smallest_and_a_large_window(
    language: str, db: Path, tmp_path: Path
) -> None:
    # With TABLETOP_SHOTS=DIR set, the players and head-to-head tabs are kept there as PNGs.
    shots = os.environ.get("TABLETOP_SHOTS")
    set_language(language)
    try:
        for size in ((960, 600), (1920, 1080)):
            with headless_app(size) as app:
                app.history = HistoryService(db, tmp_path / "saves")
                scene = StatisticsScene(app)
                app.push(scene)
                run_until(app, lambda s=scene: s.page is not None, seconds=20)
                _choose(app, scene.board_choice, "Harbour Loop")
                _settle(app, scene)
                window = pygame.Rect((0, 0), size)
                for key, _title in TABS:
                    click(app, scene.tab_buttons[key])
                    run_frames(app, 1)
                    for widget in scene.widgets:
                        assert window.contains(widget.rect), (key, widget)
                    if scene.boards_shown:
                        assert scene.panel.contains(scene.board_choice.rect)
                        chooser = scene.player_choice.rect
                        if key in ("rivals", "charts"):
                            assert scene.board_choice.rect.right < chooser.left - 100
                        assert scene.table.rows.rect.top > scene.board_choice.rect.bottom
                    problems = textfit.check_scene(app, scene)
                    assert not problems, (key, textfit.describe(problems))
                # Every board's name fits the filter, too.
                click(app, scene.tab_buttons["players"])
                assert scene.boards_shown
                for value, label in list(scene.board_choice.choices):
                    _choose(app, scene.board_choice, value)
                    _settle(app, scene)
                    problems = textfit.check_scene(app, scene)
                    assert not problems, (label, textfit.describe(problems))
                    if value == "" and shots:
                        name = f"statistics-boards-{language}-{size[0]}x{size[1]}-original.png"
                        pygame.image.save(app.screen, str(Path(shots) / name))
                    if key in ("players", "rivals") and shots:
                        name = f"statistics-boards-{language}-{size[0]}x{size[1]}-{key}.png"
                        pygame.image.save(app.screen, str(Path(shots) / name))
    finally:
        set_language("en")
