"""The statistics screen shows exactly what the hand-computed history says (tests/ui/
statistics_history.py; a shared win counts 1 / number of winners), by mouse from the title:
per player and per game, head to head, against each AI level, records, a period filter,
charts and the CSV export."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pygame
import pytest

from tabletop.core import GameConfig
from tabletop.history import GameRecord, History, SeatResult
from tabletop.ui.app import App
from tabletop.ui.charts import Histogram, LineChart
from tabletop.ui.history_service import HistoryService
from tabletop.ui.scenes.dialogs import PromptDialog
from tabletop.ui.scenes.statistics import StatisticsScene, export_dir, period_scope
from tabletop.ui.scenes.title import TitleScene
from tests.support.pilot import click, drawn_texts, post_key, run_frames, run_until, type_text
from tests.support.statistics import open_statistics
from tests.support.textfit import speaking

from .statistics_history import build_history


@pytest.fixture
def stats(app: App, tmp_path: Path) -> Iterator[StatisticsScene]:
    """The statistics screen over the hand history, opened from the title by mouse."""
    db = build_history(tmp_path / "history.sqlite3", datetime.now(UTC))
    yield open_statistics(app, db, tmp_path / "saves")


def _rows(scene: StatisticsScene) -> list[tuple[str, ...]]:
    return [row.cells for row in scene.table.rows.items]


def _on_screen(monkeypatch: pytest.MonkeyPatch, app: App, rows: list[tuple[str, ...]]) -> None:
    texts = drawn_texts(monkeypatch, app)
    for row in rows:
        for cell in row:
            if cell:
                assert cell in texts, cell


def _tab(app: App, scene: StatisticsScene, key: str) -> None:
    click(app, scene.tab_buttons[key])
    assert scene.tab == key


def _choose(app: App, choice, value) -> None:  # type: ignore[no-untyped-def]
    """Click a choice's arrows (they stop at the ends) until it shows ``value``."""
    values = [v for v, _label in choice.choices]
    for _ in range(len(values)):
        if choice.value == value:
            return
        ahead = values.index(value) > values.index(choice.value)
        click(app, choice.right_rect() if ahead else choice.left_rect())
    assert choice.value == value


def _settle(app: App, scene: StatisticsScene) -> None:
    run_until(app, lambda: not scene.loading, seconds=20)
    run_frames(app, 1)


# ---------------------------------------------------------------------------- players
ALL_TIME = [
    ("Anna", "4", "2.83", "71 %", "60.0", "100"),
    ("Ben", "4", "1.83", "46 %", "50.0", "90"),
    ("Cleo", "3", "0.33", "11 %", "28.3", "35"),
    ("AI · Greedy", "2", "0", "0 %", "50.0", "80"),
    ("AI · Random", "2", "0", "0 %", "35.0", "60"),
]


def test_players_show_games_wins_share_mean_and_best_score(
    app: App, stats: StatisticsScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _rows(stats) == ALL_TIME
    _on_screen(monkeypatch, app, ALL_TIME)
    assert "5 games recorded" in drawn_texts(monkeypatch, app)


def test_the_history_summary_command_prints_the_players_tab(
    stats: StatisticsScene, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m tabletop.history summary`` had no best-score column (and its own forms of
    the figures): it prints the Players tab, row for row, from the same figures."""
    from tabletop.history.__main__ import main as history_main

    assert history_main(["summary", "--db", str(tmp_path / "history.sqlite3")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "5 games recorded"
    assert lines[1].split() == [
        "Player", "Games", "Wins", "Win", "share", "Mean", "score", "Best", "score"
    ]  # fmt: skip
    assert [line.split() for line in lines[2:]] == [" ".join(row).split() for row in _rows(stats)]
    assert _rows(stats) == ALL_TIME


def test_figures_per_game(
    app: App, stats: StatisticsScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    _tab(app, stats, "games_by")
    rows = _rows(stats)
    metro = rows.index(("Metro", "", "", "", "", ""))
    assert rows[metro + 1 : metro + 5] == [
        ("Anna", "2", "1.5", "75 %", "60.0", "70"),
        ("Ben", "1", "0.5", "50 %", "50.0", "50"),
        ("AI · Random", "1", "0", "0 %", "60.0", "60"),
        ("Cleo", "1", "0", "0 %", "30.0", "30"),
    ]
    europe = rows.index(("Ticket to Ride: Europe", "", "", "", "", ""))
    assert rows[europe + 1 : europe + 4] == [
        ("Anna", "1", "1", "100 %", "100.0", "100"),
        ("Ben", "1", "0", "0 %", "90.0", "90"),
        ("AI · Greedy", "1", "0", "0 %", "80.0", "80"),
    ]
    paris = rows.index(("Ticket to Ride: Paris", "", "", "", "", ""))
    assert {row[0]: row[2] for row in rows[paris + 1 : paris + 4]} == {
        "Anna": "0.33",
        "Ben": "0.33",
        "Cleo": "0.33",
    }
    _on_screen(
        monkeypatch, app, rows[: stats.table.rows.rect.height // stats.table.rows.row_height]
    )
    # The game filter narrows the players' table to one game.
    _tab(app, stats, "players")
    _choose(app, stats.game_choice, "metro")
    _settle(app, stats)
    assert _rows(stats) == [
        ("Anna", "2", "1.5", "75 %", "60.0", "70"),
        ("Ben", "1", "0.5", "50 %", "50.0", "50"),
        ("AI · Random", "1", "0", "0 %", "60.0", "60"),
        ("Cleo", "1", "0", "0 %", "30.0", "30"),
    ]
    assert "2 games recorded" in drawn_texts(monkeypatch, app)


def test_head_to_head(app: App, stats: StatisticsScene, monkeypatch: pytest.MonkeyPatch) -> None:
    _tab(app, stats, "rivals")
    assert stats.player_choice.value == "Anna"
    expected = [
        ("Ben", "3", "1", "0", "2"),
        ("Cleo", "2", "1", "0", "1"),
        ("AI · Greedy", "1", "1", "0", "0"),
        ("AI · Random", "1", "1", "0", "0"),
    ]
    assert _rows(stats) == expected
    _on_screen(monkeypatch, app, expected)
    _choose(app, stats.player_choice, "Cleo")
    assert _rows(stats) == [
        ("Ben", "3", "0", "2", "1"),
        ("Anna", "2", "0", "1", "1"),
        ("AI · Greedy", "1", "1", "0", "0"),
        ("AI · Random", "1", "1", "0", "0"),
    ]


def test_results_against_each_ai_level(
    app: App, stats: StatisticsScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    _tab(app, stats, "ai")
    assert [c.title for c in stats.table.columns] == ["PLAYER", "AGAINST GREEDY", "AGAINST RANDOM"]
    expected = [
        ("Every human", "2 of 4 (50 %)", "2 of 3 (67 %)"),
        ("Anna", "1 of 1 (100 %)", "1 of 1 (100 %)"),
        ("Ben", "1 of 2 (50 %)", "1 of 1 (100 %)"),
        ("Cleo", "0 of 1 (0 %)", "0 of 1 (0 %)"),
    ]
    assert _rows(stats) == expected
    _on_screen(monkeypatch, app, expected)


def test_records(app: App, stats: StatisticsScene) -> None:
    _tab(app, stats, "records")
    rows = _rows(stats)

    def section(title: str) -> list[tuple[str, str, str]]:
        start = rows.index((title, "", "", ""))
        out = []
        for row in rows[start + 1 :]:
            if not row[1]:
                break
            out.append((row[0], row[1], row[2]))
        return out

    assert section("Best scores") == [
        ("100", "Anna", "Ticket to Ride: Europe"),
        ("90", "Ben", "Ticket to Ride: Europe"),
        ("80", "AI · Greedy", "Ticket to Ride: Europe"),
    ]
    assert section("Longest path (Ticket to Ride)") == [
        ("15", "Ben", "Ticket to Ride: Europe"),
        ("12", "Anna", "Ticket to Ride: Europe"),
        ("9", "AI · Greedy", "Ticket to Ride: Europe"),
    ]
    assert section("Most tickets completed (Ticket to Ride)") == [
        ("5", "Cleo", "Ticket to Ride: Paris"),
        ("4", "Anna", "Ticket to Ride: Europe"),
        ("3", "AI · Greedy", "Ticket to Ride: Europe"),
    ]
    assert section("Best Metro line") == [
        ("30", "Anna", "Metro"),
        ("24", "Ben", "Metro"),
        ("20", "Anna", "Metro"),
    ]
    assert section("Most centre doublings (Metro)") == [
        ("2", "Ben", "Metro"),
        ("2", "Anna", "Metro"),
        ("1", "Anna", "Metro"),
    ]
    assert section("Most tickets (The Great Tour)") == [
        ("6", "Ben", "The Great Tour: European Cities"),
        ("5", "Cleo", "The Great Tour: European Cities"),
        ("3", "AI · Greedy", "The Great Tour: European Cities"),
    ]


# ---------------------------------------------------------------------------- the period
def test_the_period_filter_counts_only_the_games_in_it(
    app: App, stats: StatisticsScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    _choose(app, stats.period_choice, "12m")
    _settle(app, stats)
    assert _rows(stats) == [
        ("Anna", "3", "1.83", "61 %", "46.7", "70"),
        ("Ben", "3", "1.83", "61 %", "36.7", "50"),
        ("Cleo", "3", "0.33", "11 %", "28.3", "35"),
        ("AI · Random", "2", "0", "0 %", "35.0", "60"),
        ("AI · Greedy", "1", "0", "0 %", "20.0", "20"),
    ]
    assert "4 games recorded" in drawn_texts(monkeypatch, app)
    _choose(app, stats.period_choice, "30d")
    _settle(app, stats)
    assert _rows(stats) == [
        ("Anna", "1", "1", "100 %", "70.0", "70"),
        ("AI · Random", "1", "0", "0 %", "60.0", "60"),
    ]
    assert "1 game recorded" in drawn_texts(monkeypatch, app)
    _choose(app, stats.period_choice, "all")
    _settle(app, stats)
    assert _rows(stats) == ALL_TIME


def test_periods_are_whole_calendar_years_or_days_back_from_now() -> None:
    now = datetime(2025, 6, 15, 12, tzinfo=UTC)
    this_year = period_scope("year", None, now)
    assert this_year.since is not None and this_year.since.astimezone().timetuple()[:3] == (
        2025,
        1,
        1,
    )
    last_year = period_scope("last_year", "metro", now)
    assert last_year.game_id == "metro"
    assert last_year.since is not None and last_year.until is not None
    assert last_year.since.astimezone().year == 2024 and last_year.until == this_year.since
    month = period_scope("30d", None, now)
    assert month.since is not None and (now - month.since).days == 30
    assert period_scope("all", None, now).since is None


# ---------------------------------------------------------------------------- charts
def test_charts_show_win_share_over_time_and_the_score_distribution(
    app: App, stats: StatisticsScene
) -> None:
    _tab(app, stats, "charts")
    run_frames(app, 1)
    shares, scores = (box.chart for box in stats.charts)
    assert isinstance(shares, LineChart) and isinstance(scores, Histogram)
    by_name = {s.label: [round(y, 4) for _x, y in s.points] for s in shares.series}
    assert by_name == {
        "Anna": [1.0, 0.75, round((1 + 0.5 + 1 / 3) / 3, 4), round((2.5 + 1 / 3) / 4, 4)],
        "Ben": [0.0, 0.25, 0.5, round((1.5 + 1 / 3) / 4, 4)],
        "Cleo": [0.0, 0.0, round(1 / 9, 4)],
    }
    assert sorted(scores.values) == [20, 50, 70, 100]
    assert sum(b.count for b in scores.bins) == 4
    for box in stats.charts:
        assert box.chart is not None and box.chart.frame is not None
        assert stats.panel.contains(box.chart.frame.plot)
    _choose(app, stats.player_choice, "Ben")
    run_frames(app, 1)
    assert sorted(stats.charts[1].chart.values) == [20, 40, 50, 90]  # type: ignore[union-attr]


# ---------------------------------------------------------------------------- export
def test_export_writes_the_history_as_csv_to_the_folder_it_names(
    app: App, stats: StatisticsScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    click(app, stats.export_button)
    dialog = app.top
    assert isinstance(dialog, PromptDialog)
    assert Path(dialog.field.text).parent == export_dir()
    path = Path(dialog.field.text)
    click(app, dialog.accept)
    run_until(app, lambda: stats.export_pending is None and path.is_file(), seconds=20)
    with path.open(encoding="utf-8-sig") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 3 + 3 + 4 + 3 + 2  # one row per seat of every game
    assert {row["name"] for row in rows} == {"Anna", "Ben", "Cleo", "Robot", "Rand"}
    assert any("15 rows written to" in toast.text for toast in app.toasts)


def test_export_to_a_file_the_player_types_follows_the_filters(
    app: App, stats: StatisticsScene, tmp_path: Path
) -> None:
    _choose(app, stats.game_choice, "metro")
    _settle(app, stats)
    click(app, stats.export_button)
    dialog = app.top
    assert isinstance(dialog, PromptDialog)
    post_key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)  # the suggested path has no spaces
    run_frames(app, 1)
    assert dialog.field.text == ""
    target = tmp_path / "chosen" / "metro.csv"
    type_text(app, str(target))
    click(app, dialog.accept)
    run_until(app, lambda: stats.export_pending is None and target.is_file(), seconds=20)
    with target.open(encoding="utf-8-sig") as handle:
        rows = list(csv.DictReader(handle))
    assert {row["game"] for row in rows} == {"metro"} and len(rows) == 3 + 2


def test_an_export_that_cannot_be_written_says_why(
    app: App, stats: StatisticsScene, tmp_path: Path
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    stats.export_to(str(blocker / "x.csv"))
    run_until(app, lambda: stats.export_pending is None, seconds=20)
    assert any(toast.kind == "error" and "Could not export" in toast.text for toast in app.toasts)


def test_every_tab_fits_the_smallest_and_a_large_window(tmp_path: Path) -> None:
    from tests.support.pilot import headless_app

    db = build_history(tmp_path / "history.sqlite3")
    for size in ((960, 600), (1920, 1080)):
        with headless_app(size) as app:
            app.history = HistoryService(db, tmp_path / "saves")
            scene = StatisticsScene(app)
            app.push(scene)
            run_until(app, lambda s=scene: s.page is not None, seconds=20)
            window = pygame.Rect((0, 0), size)
            for key in scene.tab_buttons:
                click(app, scene.tab_buttons[key])
                for widget in scene.widgets:
                    assert window.contains(widget.rect), (key, widget)
                assert window.contains(scene.panel)
                tabs = [b.rect for b in scene.tab_buttons.values()]
                assert all(a.right <= b.left for a, b in zip(tabs, tabs[1:], strict=False))


def test_the_exports_word_leaves_the_buttons_in_sight(app: App, stats: StatisticsScene) -> None:
    """The "N rows written to …" toast is long: it stands above the button row, as on the Load
    screen, not over Back and Export CSV… for its six seconds (new-player review, screens)."""
    click(app, stats.export_button)
    path = Path(app.top.field.text)  # type: ignore[attr-defined]
    click(app, app.top.accept)  # type: ignore[attr-defined]
    run_until(app, lambda: stats.export_pending is None and path.is_file(), seconds=20)
    run_frames(app, 1)
    assert app.toast_rects
    for button in (stats.back_button, stats.export_button):
        assert button.rect.collidelist(app.toast_rects) == -1


def _levels_history(path: Path) -> Path:
    """Anna against "Computer 2" at Strong, then at Expert, in a game recorded before the
    levels (Greedy), and against "Computer 3" at Strong in a style: four Metro games written
    through the history's own ``add``."""
    now = datetime.now(UTC)
    games = [
        [("Anna", None, 50), ("Computer 2", "strong", 40)],
        [("Anna", None, 30), ("Computer 2", "expert", 45)],
        [("Anna", None, 20), ("Computer 2", "greedy", 10)],
        [("Anna", None, 60), ("Computer 3", "strong:blocker", 20)],
    ]
    with History.open(path) as history:
        for number, seats in enumerate(games):
            won = max(range(len(seats)), key=lambda i: seats[i][2])
            history.add(
                GameRecord(
                    key=f"levels-{number}",
                    game_id="metro",
                    rules_version=1,
                    board_version="hand",
                    finished_at=now - timedelta(days=10 - number),
                    duration_seconds=600.0,
                    moves=10,
                    turns=5,
                    seed=number,
                    options={},
                    seats=tuple(
                        SeatResult(
                            i,
                            name,
                            "#888888",
                            agent,
                            score,
                            1 if i == won else 2,
                            1.0 if i == won else 0.0,
                            {"total": score},
                            {},
                        )
                        for i, (name, agent, score) in enumerate(seats)
                    ),  # fmt: skip
                    config=GameConfig(len(seats)),
                    log=(),
                )
            )
    return path


@pytest.mark.parametrize(
    ("language", "strong", "expert", "greedy"),
    [
        ("en", "AI · Strong", "AI · Expert", "AI · Greedy"),
        ("pl", "Komputer · Silny", "Komputer · Ekspert", "Komputer · Zachłanny"),
    ],
)
def test_a_computer_is_counted_by_its_level(
    app: App, tmp_path: Path, language: str, strong: str, expert: str, greedy: str
) -> None:
    """Every computer was "Computer 2  ·  AI": Strong and Expert in one record, so a player
    could not tell whom they beat. A computer's record is its level's ("AI · Strong", its
    style aside), as a human's is their name's; a game recorded before the levels shows the
    agent it had ("AI · Greedy")."""
    with speaking(language):
        scene = open_statistics(app, _levels_history(tmp_path / "h.sqlite3"), tmp_path / "s")
        assert [row[:3] for row in _rows(scene)] == [
            ("Anna", "4", "3"),
            (expert, "1", "1"),
            (strong, "2", "0"),
            (greedy, "1", "0"),
        ]
        _tab(app, scene, "rivals")
        assert [row[:2] for row in _rows(scene)] == [(strong, "2"), (expert, "1"), (greedy, "1")]
        assert strong in [label for _value, label in scene.player_choice.choices]


def test_loading_says_only_loading_not_nothing_here_yet(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the history is read (a long read: a damaged history set aside and rebuilt),
    "Loading…" stood in the table's place with the empty table's "Nothing here yet." drawn
    over it: the screen says only that it is loading, and the figures once they come."""
    import threading

    db = build_history(tmp_path / "history.sqlite3", datetime.now(UTC))
    app.history = HistoryService(db, tmp_path / "saves")
    gate = threading.Event()
    submit = app.history.submit

    def held(job):  # type: ignore[no-untyped-def]
        def wait_then(history):  # type: ignore[no-untyped-def]
            assert gate.wait(20), "the test never let the read go on"
            return job(history)

        return submit(wait_then)

    monkeypatch.setattr(app.history, "submit", held)
    app.push(TitleScene(app))
    run_frames(app, 1)
    click(app, app.top.statistics_button)  # type: ignore[union-attr]
    scene = app.top
    assert isinstance(scene, StatisticsScene) and scene.page is None
    texts = drawn_texts(monkeypatch, app)
    assert "Loading…" in texts and "Nothing here yet." not in texts
    gate.set()
    run_until(app, lambda: scene.page is not None and not scene.loading, seconds=20)
    texts = drawn_texts(monkeypatch, app)
    assert "Loading…" not in texts and "Anna" in texts
