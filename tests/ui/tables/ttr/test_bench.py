"""The frame-time benchmark runs over registered tables (figures are printed, not asserted)."""

from __future__ import annotations

from tabletop.ui.bench import frame_report, table_zoom_report


def test_frame_report_measures_the_ttr_tables() -> None:
    lines = frame_report(["ttr_paris", "no_such_table"], frames=5)
    assert lines[0].startswith("ttr_paris") and "median" in lines[0] and "p95" in lines[0]
    assert "no table registered" in lines[1]


def test_the_zoom_benchmark_times_the_europe_table_at_three_times() -> None:
    lines = table_zoom_report(["ttr_europe"], sizes=((1280, 800),), frames=5)
    assert len(lines) == 1
    line = lines[0]
    assert line.startswith("ttr_europe") and "zoom 3x 1280x800" in line
    for case in ("still", "panning", "gliding"):
        assert case in line
