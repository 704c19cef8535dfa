"""``python -m tabletop.boards balance``: self-play on one board with a progress bar, win
shares with Wilson intervals, ticket and route rates, how games ended, as a table or JSON
(issue 26 §4)."""

from __future__ import annotations

import json

import pytest

from tabletop.boards.__main__ import main
from tabletop.play.balance import wilson
from tabletop.resources import maps_dir

EXAMPLE = str(maps_dir() / "examples" / "ttr_example.tmx")


def test_the_wilson_interval_matches_the_textbook_figures() -> None:
    low, high = wilson(5, 10)
    assert round(low, 3) == 0.237 and round(high, 3) == 0.763
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(0, 20)
    assert low == 0.0 and round(high, 3) == 0.161


def test_a_tiny_run_prints_json_a_test_can_read(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["balance", EXAMPLE, "--players", "2", "--games", "3", "--level", "beginner"]
    assert main([*args, "--json"]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert "3/3" in captured.err  # the progress bar
    assert (data["game"], data["games"], data["players"]) == ("ttr_paris", 3, 2)
    shares = [seat["win_share"] for seat in data["seats"]]
    assert sum(shares) == pytest.approx(1.0)
    for seat in data["seats"]:
        low, high = seat["interval95"]
        assert 0 <= low <= seat["win_share"] <= high <= 1
    assert sum(data["end_reasons"].values()) == 3
    assert len(data["routes"]) == 18  # every route, claimed or not
    assert all(0 <= r["claim_rate"] <= 1 for r in data["routes"].values())
    assert all(0 <= t["completion_rate"] <= 1 for t in data["tickets"].values())


def test_the_same_run_as_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", EXAMPLE, "--players", "2", "--games", "2", "--level", "beginner"]) == 0
    out = capsys.readouterr().out
    assert "Win share per seat (fair: 0.50):" in out and "How games ended:" in out


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["balance", "Atlantis", "--players", "2", "--games", "1"], "no board 'Atlantis'"),
        (["balance", EXAMPLE, "--players", "9", "--games", "1"], "is for 2–4 players"),
        (["balance", EXAMPLE, "--players", "2", "--games", "0"], "at least 1"),
        (["balance", EXAMPLE, "--players", "2", "--games", "1", "--level", "god"], "'god'"),
    ],
)
def test_a_run_that_cannot_be_played_is_refused_plainly(
    args: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 2
    assert said in capsys.readouterr().err
