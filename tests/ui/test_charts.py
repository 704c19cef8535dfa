"""Charts: round ticks, bins, dates, and lines and bars drawn where the data says, at any size."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.charts import (
    DAY,
    Axis,
    ChartBox,
    Histogram,
    LineChart,
    Series,
    date_ticks,
    make_bins,
    nice_step,
    nice_ticks,
    percent,
    plain_number,
)

RED = (220, 40, 40)
BLUE = (40, 80, 230)


@pytest.fixture(autouse=True)
def _fonts() -> Iterator[None]:
    pygame.font.init()
    theme.set_window_size((1280, 800))
    yield
    theme.set_window_size((1280, 800))


def _two_lines() -> LineChart:
    return LineChart(
        [
            Series("Anna", RED, ((0, 0), (1, 10), (2, 25), (3, 40))),
            Series("Ben", BLUE, ((0, 0), (1, 5), (2, 5), (3, 30))),
        ],
        Axis("Round", lo=0, integer=True),
        Axis("Points", integer=True, from_zero=True),
    )


# ---------------------------------------------------------------------------- numbers
def test_nice_steps_are_one_two_or_five_times_a_power_of_ten() -> None:
    assert nice_step(100, 5) == 20
    assert nice_step(97, 10) == 10
    assert nice_step(1, 4) == 0.5
    assert nice_step(0.07, 3) == 0.05
    assert nice_step(3000, 2) == 2000


def test_ticks_cover_the_range_with_round_values() -> None:
    assert nice_ticks(0, 97, 5) == [0, 20, 40, 60, 80, 100]
    assert nice_ticks(-12, 3, 4) == [-15, -10, -5, 0, 5]
    assert nice_ticks(0, 1, 4) == [0, 0.5, 1]
    assert nice_ticks(0, 1, 5) == [0, 0.2, 0.4, 0.6, 0.8, 1]
    # Whole numbers only for counts and rounds, however little room there is.
    assert nice_ticks(0, 3, 10, integer=True) == [0, 1, 2, 3]
    assert nice_ticks(5, 5, 3) == [5, 5.5, 6]  # an empty range still gets a scale


def test_tick_labels_read_plainly() -> None:
    assert plain_number(20.0) == "20"
    assert plain_number(0.25) == "0.25"
    assert plain_number(-5.0) == "-5"
    assert percent(0.5) == "50 %"
    assert percent(2 / 3) == "67 %"


def test_bins_have_a_round_width_and_count_every_value_once() -> None:
    values = [50, 61, 72, 73, 80, 91, 99, 100, 101, 120]
    bins = make_bins(values)
    widths = {b.hi - b.lo for b in bins}
    assert widths == {10}
    assert bins[0].lo == 50 and bins[-1].hi == 130
    assert sum(b.count for b in bins) == len(values)
    assert [b.count for b in bins] == [1, 1, 2, 1, 2, 2, 0, 1]
    # Each value lands in the bin lo <= v < hi.
    for value in values:
        (found,) = [b for b in bins if b.lo <= value < b.hi]
        assert found.count >= 1
    assert make_bins([]) == []
    assert [(b.lo, b.hi, b.count) for b in make_bins([7, 7, 7])] == [(7, 8, 3)]


def test_date_ticks_step_by_days_months_or_years_as_room_allows() -> None:
    start = datetime(2025, 1, 10, 12, tzinfo=UTC).timestamp()
    week = date_ticks(start, start + 6 * DAY, 10)
    assert len(week) >= 7 and week[1][0] - week[0][0] == pytest.approx(DAY, abs=3700)
    year = date_ticks(start, start + 360 * DAY, 6)
    labels = [label for _t, label in year]
    assert all(len(label.split()) == 2 for label in labels)  # "Jan 2025": months
    assert len(year) <= 7 + 1
    decade = date_ticks(start, start + 3650 * DAY, 5)
    assert all(label.isdigit() for _t, label in decade)  # years
    for ticks in (week, year, decade):
        assert ticks[0][0] <= start + DAY and ticks[-1][0] >= start
        assert [t for t, _l in ticks] == sorted(t for t, _l in ticks)


# ---------------------------------------------------------------------------- drawing
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_a_line_chart_draws_each_series_where_its_points_are(size: tuple[int, int]) -> None:
    theme.set_window_size(size)
    surface = pygame.Surface(size)
    surface.fill(theme.PANEL)
    chart = _two_lines()
    rect = pygame.Rect(10, 10, size[0] // 2, size[1] // 2)
    frame = chart.draw(surface, rect)
    assert frame is not None
    assert rect.contains(frame.plot)
    assert frame.x_range == (0, 3)
    assert frame.y_range[0] == 0 and frame.y_range[1] >= 40
    for series in chart.series:
        for point in series.points:
            x, y = frame.to_screen(point)
            assert frame.plot.inflate(2, 2).collidepoint(x, y)
        # The last point's marker is drawn in the series' colour.
        x, y = frame.to_screen(series.points[-1])
        assert tuple(surface.get_at((x, y)))[:3] == series.color
    # Higher scores sit higher on the screen.
    assert frame.to_screen((3, 40))[1] < frame.to_screen((3, 30))[1]


def test_the_readout_names_every_series_at_the_x_under_the_pointer() -> None:
    surface = pygame.Surface((800, 500))
    chart = _two_lines()
    frame = chart.draw(surface, pygame.Rect(0, 0, 800, 500))
    assert frame is not None
    x, _y = frame.to_screen((2, 0))
    readout = chart.readout_at((x + 3, frame.plot.centery))
    assert readout is not None and readout.x == 2
    assert {(s.label, y) for s, y in readout.values} == {("Anna", 25), ("Ben", 5)}
    assert chart.readout_at((frame.plot.x - 200, frame.plot.centery)) is None
    chart.draw_readout(surface, (x, frame.plot.centery))  # draws without error


def test_a_histogram_draws_a_bar_as_tall_as_its_count() -> None:
    surface = pygame.Surface((700, 400))
    surface.fill(theme.PANEL)
    chart = Histogram([10, 12, 15, 15, 31], RED, Axis("Score"), label="Anna")
    frame = chart.draw(surface, pygame.Rect(0, 0, 700, 400))
    assert frame is not None
    assert [(b.lo, b.hi, b.count) for b in chart.bins] == [
        (10, 15, 2),
        (15, 20, 2),
        (20, 25, 0),
        (25, 30, 0),
        (30, 35, 1),
    ]
    tallest = chart.bins[1]
    middle = (tallest.lo + tallest.hi) / 2
    x = round(frame.x_px(middle))
    y = round(frame.y_px(tallest.count / 2))
    assert tuple(surface.get_at((x, y)))[:3] == RED
    empty_bin = next(b for b in chart.bins if b.count == 0)
    x = round(frame.x_px((empty_bin.lo + empty_bin.hi) / 2))
    assert tuple(surface.get_at((x, y)))[:3] != RED
    assert chart.bin_at((round(frame.x_px(middle)), frame.plot.centery)) == tallest


@pytest.mark.parametrize("size", [(120, 60), (40, 30), (3000, 200)])
def test_charts_fit_any_rectangle_without_failing(size: tuple[int, int]) -> None:
    surface = pygame.Surface((3100, 300))
    for chart in (_two_lines(), Histogram([1, 2, 3], BLUE, Axis("x"))):
        frame = chart.draw(surface, pygame.Rect(5, 5, *size))
        if frame is not None:
            assert pygame.Rect(5, 5, *size).contains(frame.plot)


def test_an_empty_chart_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    real = theme.text

    def spy(surface, value, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(value)
        return real(surface, value, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    chart = LineChart([], Axis(), Axis(), empty_text="No games yet.")
    assert chart.draw(pygame.Surface((400, 300)), pygame.Rect(0, 0, 400, 300)) is None
    assert "No games yet." in drawn


def test_a_chart_is_painted_again_only_when_its_size_changes() -> None:
    surface = pygame.Surface((900, 600))
    chart = _two_lines()
    calls = 0
    real = chart._paint

    def counting(layer: pygame.Surface, rect: pygame.Rect):  # type: ignore[no-untyped-def]
        nonlocal calls
        calls += 1
        return real(layer, rect)

    chart._paint = counting  # type: ignore[method-assign]
    for _ in range(5):
        chart.draw(surface, pygame.Rect(0, 0, 500, 300))
    chart.draw(surface, pygame.Rect(100, 100, 500, 300))  # moved, same size: no repaint
    assert calls == 1
    chart.draw(surface, pygame.Rect(0, 0, 600, 300))
    assert calls == 2


def test_a_chart_box_follows_the_pointer_only_over_its_chart() -> None:
    box = ChartBox(_two_lines(), pygame.Rect(0, 0, 400, 300))
    box.handle(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 100), rel=(0, 0), buttons=(0, 0, 0))
    )
    assert box.pointer == (100, 100)
    box.handle(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 100), rel=(0, 0), buttons=(0, 0, 0))
    )
    assert box.pointer is None
    box.draw(pygame.Surface((400, 300)))
