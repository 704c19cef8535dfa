"""``python -m tabletop.boards check``: a summary and exit 0 for a board that can be played,
every problem in plain words and exit 1 for one that cannot (issue 26 §3)."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.boards.__main__ import main
from tabletop.games.board_check import check_board
from tabletop.games.catalog import BoardMissing, engine
from tabletop.resources import maps_dir
from tests.boards.test_catalog import user_board

SHIPPED = ("ttr_europe", "ttr_paris", "metro", "great_tour", "branch_line")


@pytest.mark.parametrize("board", SHIPPED)
def test_every_shipped_board_passes_with_a_summary(board: str) -> None:
    report = check_board(maps_dir() / f"{board}.tmx")
    assert report.problems == []
    assert report.summary[0].startswith("Family: ")


def test_the_summary_counts_routes_tickets_and_connectivity(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["check", str(maps_dir() / "ttr_paris.tmx")]) == 0
    out = capsys.readouterr().out
    assert "rule set: Ticket to Ride: Paris" in out
    assert "22 cities" in out and "57 routes" in out
    assert "Routes by length: 1: 23, 2: 22, 3: 12" in out
    assert "20 tickets (4–9 points" in out
    assert "every ticket can be completed" in out


def broken_paris() -> Path:
    """A Paris board broken five ways in three layers."""
    path = user_board("broken")
    text = path.read_text()
    text = text.replace('value="Batignolles"', 'value=""')  # cities: an empty label
    route = text.index('name="R05"')
    length = text.index('name="length" type="int" value="1"', route)
    text = text[:length] + 'name="length" type="int" value="3"' + text[length + 34 :]
    text = text.replace(
        '<property name="color" value="red"/>', '<property name="color" value="teal"/>', 1
    )
    ticket = text.index('name="T03"')
    to = text.index('value="gare_du_nord"', ticket)
    text = text[:to] + 'value="atlantis"' + text[to + len('value="gare_du_nord"') :]
    text = re.sub(r'  <object id="\d+" name="market"[^>]*/>\n', "", text)  # ui: no market
    path.write_text(text)
    return path


def test_a_broken_map_lists_every_problem_with_file_layer_and_object(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = broken_paris()
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}: 5 problems; tabletop cannot play it:"), err
    assert "broken.tmx, layer 'cities', object 'batignolles'" in err
    assert "broken.tmx, layer 'routes', object 'R05'" in err and "length is 3" in err
    assert "unknown colour 'teal'" in err
    assert "broken.tmx, layer 'tickets', object 'T03'" in err and "atlantis" in err
    assert "layer 'ui', object 'market'" in err


def test_the_app_refuses_a_broken_board_with_every_problem() -> None:
    broken_paris()
    with pytest.raises(BoardMissing) as refused:
        engine("ttr_paris", "broken")
    assert len(str(refused.value).splitlines()) == 5


def test_a_ticket_that_cannot_be_completed_is_refused_with_the_fix(tmp_path: Path) -> None:
    path = user_board("island")
    text = path.read_text()
    # Cut every route of one city (Montmartre): it is cut off and its tickets cannot be done.
    text = re.sub(
        r'  <object id="\d+" name="R\d+"[^>]*>\n   <properties>\n(    <property[^\n]*\n)*?'
        r'    <property name="[ab]" value="montmartre"/>\n'
        r"(    <property[^\n]*\n)*   </properties>\n"
        r"   <polyline[^\n]*\n  </object>\n",
        "",
        text,
    )
    path.write_text(text)
    report = check_board(path)
    assert any("no route reaches montmartre" in p and "add a route" in p for p in report.problems)


def test_a_hostile_map_is_refused_quickly(tmp_path: Path) -> None:
    path = tmp_path / "bomb.tmx"
    entities = "".join(f'<!ENTITY e{i} "&e{i - 1};&e{i - 1};">' for i in range(1, 30))
    path.write_text(
        f'<?xml version="1.0"?><!DOCTYPE m [<!ENTITY e0 "x">{entities}]><map>&e29;</map>'
    )
    started = time.perf_counter()
    report = check_board(path)
    assert time.perf_counter() - started < 2
    assert len(report.problems) == 1 and "bomb.tmx" in report.problems[0]


def test_the_command_exits_1_for_a_file_that_is_not_there(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tabletop.boards", "check", str(tmp_path / "none.tmx")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1 and "none.tmx" in result.stderr
