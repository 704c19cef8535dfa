"""The frame-time benchmark runs over registered tables (figures are printed, not asserted)."""

from __future__ import annotations

from tabletop.ui.bench import frame_report


def test_frame_report_measures_the_ttr_tables() -> None:
    lines = frame_report(["ttr_paris", "no_such_table"], frames=5)
    assert lines[0].startswith("ttr_paris") and "median" in lines[0] and "p95" in lines[0]
    assert "no table registered" in lines[1]
