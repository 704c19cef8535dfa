"""Whatever a save holds and whatever writing it does, a move is never lost to a crash (issue 22,
case 1): a start time no clock can show is read as unknown, an autosave that fails in any way
is a warning, and the crash screen never fails because the autosave did."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tabletop import saves
from tabletop.core import GameConfig, Seat
from tabletop.play import Match, load_save
from tabletop.saves.__main__ import main as saves_main

SEATS = [Seat("Ala", "#f2c531", "greedy"), Seat("Olek", "#2f7fd8", "greedy")]
#: POSIX time zones that need no zone database: five hours west of UTC, nine hours east.
WEST, EAST = "WST5", "EST-9"


@pytest.fixture
def time_zone() -> Iterator[Callable[[str], None]]:
    """Switch this process's local time zone (``TZ`` + ``tzset``); restored afterwards."""
    before = os.environ.get("TZ")

    def use(zone: str) -> None:
        os.environ["TZ"] = zone
        time.tzset()

    yield use
    if before is None:
        os.environ.pop("TZ", None)
    else:
        os.environ["TZ"] = before
    time.tzset()


def _game_file_started_at(folder: Path, started_at: str) -> Path:
    match = Match.new("metro", GameConfig(2), SEATS, 5, autosave=True, saves_dir=folder)
    for _ in range(4):
        match.step_ai()
    path = match.game_file
    assert path is not None
    match.close()
    document = json.loads(path.read_text(encoding="utf-8"))
    document["started_at"] = started_at
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("started_at", "zone"),
    [("0001-01-01T00:00:00+00:00", WEST), ("9999-12-31T23:59:59+00:00", EAST)],
)
def test_a_save_started_at_the_ends_of_time_loads_and_its_next_move_is_saved(
    tmp_path: Path,
    time_zone: Callable[[str], None],
    started_at: str,
    zone: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = _game_file_started_at(tmp_path, started_at)
    time_zone(zone)
    assert saves_main(["verify", str(path)]) == 0
    assert capsys.readouterr().out.startswith("ok: metro")
    match = load_save(path, autosave=True, saves_dir=tmp_path)
    try:
        assert match.step_ai()  # the move that used to raise OverflowError
        assert match.autosave_problem is None
        assert saves.read_save(path).log == tuple(match.log)
        assert 2000 < match.started_at.year < 3000  # an impossible start is read as unknown
    finally:
        match.close()


def test_an_autosave_that_raises_anything_is_a_warning_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = Match.new("metro", GameConfig(2), SEATS, 5, autosave=True, saves_dir=tmp_path)

    def broken(*_args: object, **_kwargs: object) -> str:
        raise OverflowError("date value out of range")

    monkeypatch.setattr(saves, "game_name", broken)
    try:
        assert match.step_ai()
        assert match.ply == 1
        assert match.autosave_problem is not None
        monkeypatch.undo()
        assert match.step_ai()
        assert match.autosave_problem is None
        assert match.game_file is not None and saves.read_save(match.game_file).log == tuple(
            match.log
        )
    finally:
        match.close()
