"""``tools/ttr_traces.py`` counts a seat's tickets and cards as the engine's final scoring does."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tabletop.games.ttr.actions import DrawTickets
from tabletop.play.runner import play_game

REPO = Path(__file__).resolve().parents[2]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ttr_traces", REPO / "tools" / "ttr_traces.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = tool  # its dataclasses look their module up by name
    spec.loader.exec_module(tool)
    return tool


@pytest.mark.parametrize("seed", [3, 8])
def test_a_trace_counts_every_mid_game_ticket_draw_and_the_cards_never_spent(seed: int) -> None:
    # Random players draw tickets often: every draw after the opening is in the trace.
    result = play_game("ttr_europe", ["random", "random"], seed)
    seats = _tool().trace(result)
    final = result.outcome
    for seat, trace in enumerate(seats):
        draws = [a for s, a in result.log if s == seat and isinstance(a, DrawTickets)]
        assert len(trace.mid_draws) == len(draws)  # the opening choice is dealt, not drawn
        assert all(1 <= kept <= 3 and 0 <= won <= kept for _p, kept, won in trace.mid_draws)
        assert trace.kept >= sum(kept for _p, kept, _w in trace.mid_draws) + 2  # opening ≥ 2
        assert trace.completed <= trace.kept
        assert trace.cards_left == result.final_view["players"][seat]["hand_size"]
        assert trace.score == final.scores[seat]
    assert any(trace.mid_draws for trace in seats)


def test_an_agent_with_knob_overrides_is_traced_under_its_own_label(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # As the arena builds it: the override plays, and the label keeps it apart from the level.
    _tool().main(["--agents", "standard{full_hand=10},standard", "--games", "2", "--seed", "5"])
    out = capsys.readouterr().out
    assert "standard{full_hand=10}: mid-game ticket draws" in out
    assert "\nstandard: mid-game ticket draws" in out
