"""What ``boards check`` passes plays: ``boards balance`` and ``--screenshot`` take a user's
board, and refuse one that cannot be played (or a player count it cannot deal for) in plain
words, never with a traceback (issue 26 item 3)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.boards.__main__ import main
from tabletop.ui.screenshot import screenshot

DATA = Path(__file__).parent / "data"
EXAMPLES = Path(__file__).resolve().parents[2] / "maps" / "examples"


def test_balance_refuses_a_player_count_the_tickets_cannot_deal_for(
    capsys: pytest.CaptureFixture[str],
) -> None:
    board = str(DATA / "lakes_of_poland.tmx")
    assert main(["balance", board, "--players", "5", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "too few long tickets for 5 players" in err and "Traceback" not in err


def test_balance_refuses_a_board_its_check_refuses_with_every_problem(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["balance", str(DATA / "broken_lakes.tmx"), "--players", "2", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "no route reaches hel" in err and "unknown colour 'turquoise'" in err


def test_a_screenshot_draws_the_board_it_is_given(tmp_path: Path) -> None:
    out = tmp_path / "europe.png"
    board = str(EXAMPLES / "ttr_europe_example.tmx")
    shipped = tmp_path / "shipped.png"
    assert screenshot("ttr_europe", out, players=2, ply=2, size=(1024, 640), board=board) == 0
    assert screenshot("ttr_europe", shipped, players=2, ply=2, size=(1024, 640)) == 0
    drawn, plain = pygame.image.load(str(out)), pygame.image.load(str(shipped))
    assert drawn.get_size() == (1024, 640)
    # The example board, not the shipped Europe map (the outsider's screenshot drew the latter).
    assert pygame.image.tobytes(drawn, "RGB") != pygame.image.tobytes(plain, "RGB")


def test_a_screenshot_of_a_board_for_another_game_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.png"
    board = str(EXAMPLES / "ttr_europe_example.tmx")
    assert screenshot("metro", out, board=board) == 2
    assert "a board for another game" in capsys.readouterr().err and not out.exists()
