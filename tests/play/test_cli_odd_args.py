"""Odd command-line arguments are refused in plain words, never with a traceback (issue 10 §4:
``sim --option`` with a huge int or deep nesting, ``--jsonl /dev/full``, ``bench --games
nope``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tabletop.bench import main as bench_main
from tabletop.sim import main as sim_main

BASE = ["--game", "metro", "--players", "2"]


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("9" * 5000, "holds a number longer than 40 digits"),
        ("[" * 100_000, "is nested far too deeply"),
        ("1" * 4300, "holds a number longer than 40 digits"),
        ("{nope", "is not a JSON value"),
    ],
)
def test_sim_refuses_an_odd_option_value_in_words(value: str, words: str, capsys) -> None:
    assert sim_main([*BASE, "--option", f"hand_size={value}"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: option 'hand_size': ") and words in err
    assert "Traceback" not in err and len(err) < 300


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_sim_reports_a_full_output_in_words(capsys) -> None:
    assert sim_main([*BASE, "--jsonl", "/dev/full"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "error: cannot write /dev/full: No space left on device"


def test_sim_reports_a_save_folder_it_cannot_write_in_words(tmp_path: Path, capsys) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert sim_main([*BASE, "--save-dir", str(blocker)]) == 2
    assert capsys.readouterr().err.startswith("error: cannot write")
    if os.path.isdir("/proc"):  # a folder that exists but takes no files
        assert sim_main([*BASE, "--save-dir", "/proc"]) == 2
        assert capsys.readouterr().err.startswith("error: cannot write")


@pytest.mark.parametrize("games", [["nope"], ["metro", "nope"], [""]])
def test_bench_refuses_an_unknown_game_in_words(games: list[str], capsys) -> None:
    with pytest.raises(SystemExit) as exit_info:
        bench_main(["--games", *games])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "unknown game" in err and "known: ttr_europe, ttr_paris, metro, great_tour" in err
    assert "Traceback" not in err
