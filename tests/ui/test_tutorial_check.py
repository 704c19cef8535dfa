"""``python -m tabletop --check-tutorials``: every shipped tutorial passes it, and it fails —
naming the step — a tutorial whose taught move is not legal, whose rival's scripted move is
not, or whose move cannot be made on the table."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.great_tour import DrawCards
from tabletop.tutorial import TUTORIALS, Move, Step
from tabletop.tutorial.great_tour import draw
from tabletop.ui.tutorial_check import run_tutorial_check


def only(monkeypatch: pytest.MonkeyPatch, *steps: Step) -> None:
    """The check sees one tutorial: the Great Tour's deal with ``steps``."""
    for game_id in list(TUTORIALS):  # the one registry the check and the tables read
        if game_id != "great_tour":
            monkeypatch.delitem(TUTORIALS, game_id)
    monkeypatch.setitem(TUTORIALS, "great_tour", replace(TUTORIALS["great_tour"], steps=steps))


def test_the_check_fails_a_step_whose_taught_move_is_not_legal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    never = Move(lambda _action: False)
    only(monkeypatch, Step("travel_too_soon", "Travel.", "Travel.", moves=(never,)))
    assert run_tutorial_check() == 1
    out = capsys.readouterr().out
    assert "tutorial great_tour: FAILED" in out and "travel_too_soon" in out


def test_the_check_fails_a_rivals_scripted_move_that_is_not_legal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocked = Step(
        "draw", "Draw.", "Draw.", moves=(draw("regular"),), rival=(lambda _action: False,)
    )
    only(monkeypatch, blocked, Step("later", "Draw.", "Draw.", moves=(draw("joker"),)))
    assert run_tutorial_check() == 1
    out = capsys.readouterr().out
    assert "FAILED" in out and "scripted move 1 is not legal" in out


def test_the_check_fails_a_move_that_cannot_be_made_on_the_table(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Legal in the engine, but nothing on the table is ringed for it.
    unaimed = Move(lambda action: action == DrawCards("regular"))
    only(monkeypatch, Step("draw_blind", "Draw.", "Draw.", moves=(unaimed,)))
    assert run_tutorial_check() == 1
    out = capsys.readouterr().out
    assert "draw_blind: its target is not on the table" in out


@pytest.mark.slow
def test_every_shipped_tutorial_passes_the_check_at_its_table_in_both_languages_and_sizes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run_tutorial_check() == 0
    out = capsys.readouterr().out
    assert [line.split(":")[0] for line in out.splitlines()] == [
        f"tutorial {game_id}" for game_id in TUTORIALS
    ]
