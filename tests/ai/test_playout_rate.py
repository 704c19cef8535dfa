"""``python -m tabletop.bench`` prints each game's play-outs per second (issue 28, item 1: the
figure the play-out loop's speed is measured by): a printed figure, never an asserted one —
this only checks that it is printed, at the most players and the fewest."""

from __future__ import annotations

import re

import pytest

from tabletop import bench
from tabletop.bench import main as bench_main
from tabletop.bench import playout_rate


def test_bench_prints_the_playout_rate_at_the_most_and_the_fewest_players(
    capsys, monkeypatch
) -> None:
    monkeypatch.setattr(bench, "PLAYOUT_POSITIONS", 2)  # one position with --quick: fast
    monkeypatch.setattr(bench, "PLAYOUT_WORLDS", 2)
    assert (
        bench_main(
            ["--games", "branch_line", "--no-engine", "--no-levels", "--no-thinking", "--quick"]
        )
        == 0
    )
    lines = capsys.readouterr().out.splitlines()
    seats = [
        int(m.group(1))
        for line in lines
        if (m := re.search(r" (\d)p strong play-outs +[\d.]+ /s cpu", line))
    ]
    assert seats == [4, 2]


def test_a_level_that_plays_no_playouts_is_refused_by_name() -> None:
    with pytest.raises(TypeError, match="plays no play-outs"):
        playout_rate("metro", 2, level="greedy", positions=1, worlds=1)
