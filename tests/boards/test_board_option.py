"""Every command that takes a game takes ``--board NAME|FILE`` too (issue 26 §6): the
simulator and the arena play on it, and a board that is not there is refused by name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import arena, sim
from tabletop.resources import maps_dir

EXAMPLE = maps_dir() / "examples" / "ttr_example.tmx"


def test_sim_plays_on_a_board_given_by_its_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.jsonl"
    code = sim.main(
        ["--board", str(EXAMPLE), "--players", "2", "--games", "2", "--jsonl", str(out)]
    )
    assert code == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line["game"] for line in lines] == ["ttr_paris", "ttr_paris"]
    # The summary names the board played, so a map author sees it was theirs.
    assert "Ticket to Ride: Paris on Example Town (Paris rules): 2 games" in capsys.readouterr().out


def test_sim_refuses_a_board_that_is_not_there(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["--board", "Atlantis", "--players", "2"]) == 2
    assert "no board 'Atlantis'" in capsys.readouterr().err


def test_sim_needs_a_game_or_a_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["--players", "2"]) == 2
    assert "--game or --board" in capsys.readouterr().err


def test_arena_plays_on_a_board(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = arena.main(
        ["--board", str(EXAMPLE), "--players", "2", "--agents", "greedy,random", "--games", "2"]
        + ["--quiet"]
    )
    assert code == 0
    assert "greedy" in capsys.readouterr().out
