"""``python -m tabletop.sim``: results table, JSON lines, dumps and clear errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.core import cli
from tabletop.games import GAMES
from tabletop.saves import read_save
from tabletop.sim import main


@pytest.mark.parametrize("game_id", list(GAMES))
def test_sim_reports_every_seat_and_writes_files(game_id, tmp_path: Path, capsys) -> None:
    players = GAMES[game_id].spec.min_players
    jsonl = tmp_path / "games.jsonl"
    code = main(
        [
            "--game",
            game_id,
            "--players",
            str(players),
            "--games",
            "3",
            "--seed",
            "10",
            "--jsonl",
            str(jsonl),
            "--dump-final",
            str(tmp_path / "final"),
            "--save-dir",
            str(tmp_path / "saves"),
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    rows = [line for line in out.splitlines() if line.split()[0].isdigit()]
    assert len(rows) == players
    assert "games per second" in out
    lines = [json.loads(line) for line in jsonl.read_text().splitlines()]
    assert [line["seed"] for line in lines] == [10, 11, 12]
    total_wins = 0.0
    for line in lines:
        assert set(line) == {
            "game",
            "seed",
            "players",
            "agents",
            "scores",
            "winners",
            "actions",
            "seconds",
            "breakdown",
        }
        assert len(line["scores"]) == players
        total_wins += 1
        view = json.loads((tmp_path / "final" / f"{line['seed']}.json").read_text())
        assert view["seat"] is None and view["to_act"] is None
    saves = sorted((tmp_path / "saves").glob("*.json"))
    assert len(saves) == 3
    assert read_save(saves[0]).scores is not None
    # Shared wins count as fractions: the wins column adds up to the number of games.
    wins = sum(float(row.split()[2]) for row in rows)
    assert abs(wins - 3) < 0.02


def test_same_seed_same_results(capsys, tmp_path: Path) -> None:
    game_id = next(iter(GAMES))
    players = GAMES[game_id].spec.min_players
    outs = []
    for name in ("a", "b"):
        main(
            [
                "--game",
                game_id,
                "--players",
                str(players),
                "--games",
                "2",
                "--jsonl",
                str(tmp_path / name),
            ]
        )
        outs.append(
            [
                {k: v for k, v in json.loads(line).items() if k != "seconds"}
                for line in (tmp_path / name).read_text().splitlines()
            ]
        )
    assert outs[0] == outs[1]


def test_sim_plays_a_seat_in_a_style_as_the_arena_and_the_saves_name_it() -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "tabletop.sim",
            "--game",
            "metro",
            "--players",
            "2",
            "--agents",
            "strong:blocker,greedy",
            "--seed",
            "3",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "strong:blocker" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "chess", "--players", "2"], "unknown game"),
        (["--game", "metro", "--players", "9"], "players"),
        (["--game", "metro", "--players", "2", "--agents", "random,nobody"], "unknown agent"),
        (["--game", "metro", "--players", "2", "--agents", "random"], "agents given"),
        (["--game", "metro", "--players", "2", "--agents", "strong:sulky,greedy"], "no style"),
        (["--game", "metro", "--players", "2", "--jsonl", "/nonexistent/x.jsonl"], "cannot write"),
    ],
)
def test_sim_bad_arguments_exit_non_zero_with_a_message(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command's main as ``python -m tabletop.sim`` runs it (``cli.run``), in the test's
    own process: any exception but argparse's exit would fail the test as a traceback would
    show; the process itself is run below."""
    try:
        status = cli.run(lambda: main(args))
    except SystemExit as exit_:  # argparse's own refusals
        status = exit_.code
    assert status not in (0, None)
    assert message in capsys.readouterr().err


def test_sim_bad_arguments_exit_the_process_non_zero_without_a_traceback() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tabletop.sim", "--game", "chess", "--players", "2"],
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "unknown game" in result.stderr
    assert "Traceback" not in result.stderr
