"""``python -m tabletop.ai.train``: the same command writes the same weights, which load; a
file that is not a weights module is never overwritten."""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest

from tabletop.ai.learned import LearnedEvaluation
from tabletop.ai.train import main
from tabletop.games.ttr.features import FEATURES

TINY = ["ttr_europe", "--players", "4", "--positions", "40", "--per-game", "8"]


def _train(out: Path, seed: int) -> str:
    assert main([*TINY, "--seed", str(seed), "--out", str(out)]) == 0
    return out.read_text(encoding="utf-8")


def test_the_same_seed_writes_the_same_file_and_another_seed_another(tmp_path: Path) -> None:
    first = _train(tmp_path / "a.py", seed=7)
    assert _train(tmp_path / "b.py", seed=7) == first
    assert _train(tmp_path / "c.py", seed=8) != first


def test_the_written_weights_load_and_name_the_command_that_made_them(tmp_path: Path) -> None:
    out = tmp_path / "weights.py"
    _train(out, seed=3)
    data = runpy.run_path(str(out))["WEIGHTS"]
    weights = LearnedEvaluation.from_data(data, FEATURES)
    assert set(weights.models) == {4}
    command = "python -m tabletop.ai.train ttr_europe --players 4 --positions 40 --seed 3"
    assert command in out.read_text(encoding="utf-8")


def test_training_another_table_size_keeps_the_ones_already_in_the_file(tmp_path: Path) -> None:
    out = tmp_path / "weights.py"
    _train(out, seed=3)
    assert main(["ttr_europe", "--players", "5", "--positions", "20", "--out", str(out)]) == 0
    data = runpy.run_path(str(out))["WEIGHTS"]
    assert set(LearnedEvaluation.from_data(data, FEATURES).models) == {4, 5}


def test_the_progress_bar_reaches_the_end(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    _train(tmp_path / "weights.py", seed=3)
    err = capsys.readouterr().err
    assert "ttr_europe, 4 players [" in err
    assert "100.0% 40/40" in err


def test_a_file_that_is_not_weights_is_never_overwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    out = tmp_path / "notes.py"
    out.write_text("NOTES = 'mine'\n", encoding="utf-8")
    assert main([*TINY, "--out", str(out)]) == 2
    assert out.read_text(encoding="utf-8") == "NOTES = 'mine'\n"
    assert "not overwritten" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["chess"], "unknown game 'chess'"),
        (["ttr_europe", "--players", "9"], "not 9"),
        (["ttr_europe", "--positions", "3"], "--positions must be at least 10"),
    ],
)
def test_bad_arguments_get_a_clear_error(
    argv: list[str], message: str, capsys: pytest.CaptureFixture
) -> None:
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_a_game_without_a_learned_evaluation_is_named(capsys: pytest.CaptureFixture) -> None:
    assert main(["metro"]) == 2
    assert "metro has no learned evaluation" in capsys.readouterr().err
