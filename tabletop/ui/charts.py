"""Charts drawn with pygame: a line chart (each seat's score over the rounds, a player's win share
over time) and a histogram (the distribution of a player's scores).

A chart is built from plain data (``Series`` of points, or the values of a histogram) and two
``Axis`` descriptions, and drawn into any rectangle: the margins follow the fonts, the number
of ticks follows the room there is (labels never overlap), and what does not fit is left out
rather than squeezed. ``draw`` returns the chart's ``Frame`` — where the plot is and how data
maps to pixels — which tests and the pointer read-out use. The painted chart is kept until its
data, size or the window scale changes (``CachedLayer``); the read-out under the pointer is
drawn over it each frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pygame

from tabletop.core.formats import (
    format_day_month,
    format_month_year,
    format_number,
    format_percent,
)
from tabletop.core.i18n import _

from . import theme
from .cache import CachedLayer
from .theme import Space, Stroke

Color = theme.Color
#: A point of a series: (x, y) in data units.
Point = tuple[float, float]

#: Plot line width, marker radius and bar gap, in reference pixels.
LINE_WIDTH = Stroke.MEDIUM
MARKER_RADIUS = 4
BAR_GAP = Space.XXS
#: Tick marks and the gap between a tick label and the axis, in reference pixels.
TICK_LENGTH = Space.XS
LABEL_GAP = Space.S
#: The read-out box under the pointer.
READOUT_PAD = Space.S
#: Below this size (reference pixels) a chart draws only its message.
MIN_PLOT = (60, 40)
GRID = (48, 58, 80)
AXIS = (110, 122, 148)


# ---------------------------------------------------------------------- numbers and ticks
def nice_step(span: float, count: int) -> float:
    """A round step (1, 2 or 5 times a power of ten) that cuts ``span`` into about ``count``
    parts at most."""
    if span <= 0 or count < 1:
        return 1.0
    raw = span / count
    power = 10.0 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw - 1e-12 * power:
            return factor * power
    return 10 * power  # pragma: no cover - the loop always returns


def nice_ticks(lo: float, hi: float, count: int, *, integer: bool = False) -> list[float]:
    """Round tick values from at or below ``lo`` to at or above ``hi``, at most about
    ``count`` + 1 of them; whole numbers only when ``integer``."""
    if hi < lo:
        lo, hi = hi, lo
    if hi == lo:
        hi = lo + 1
    step = nice_step(hi - lo, max(1, count))
    if integer:
        step = max(1.0, float(math.ceil(step)))
    first = math.floor(lo / step + 1e-9) * step
    ticks: list[float] = []
    value = first
    while value < hi - 1e-9 * step:
        ticks.append(_clean(value))
        value += step
    ticks.append(_clean(value))
    return ticks


def _clean(value: float) -> float:
    """Rounding noise off a tick (0.30000000000000004 → 0.3)."""
    return round(value, 10) + 0.0


def plain_number(value: float) -> str:
    """A tick label: whole numbers without a decimal point, others with what they need."""
    if abs(value - round(value)) < 1e-9:
        return format_number(int(round(value)))
    return format_number(float(f"{value:.2f}"))


def percent(value: float) -> str:
    """A share (0..1) as a percentage label."""
    return format_percent(value)


# ---------------------------------------------------------------------- dates
DAY = 86_400.0


def timestamp(moment: datetime) -> float:
    """A chart x value for a date (seconds; naive times are UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


def _add_months(moment: datetime, months: int) -> datetime:
    index = moment.year * 12 + moment.month - 1 + months
    return moment.replace(year=index // 12, month=index % 12 + 1)


def date_ticks(lo: float, hi: float, count: int) -> list[tuple[float, str]]:
    """Ticks for a time axis between two timestamps, in local time: whole days, weeks, months
    or years — the finest step that gives at most ``count`` + 1 ticks — each with its label.
    The first tick is at or before ``lo``, the last at or after ``hi``."""
    count = max(1, count)
    span = max(hi - lo, 1.0)
    start = datetime.fromtimestamp(lo, UTC).astimezone()
    for days in (1, 2, 7, 14):
        if span / (days * DAY) <= count:
            day = start.replace(hour=0, minute=0, second=0, microsecond=0)
            if days >= 7:
                day -= timedelta(days=day.weekday())  # weeks start on Monday
            ticks: list[tuple[float, str]] = []
            while True:
                ticks.append((day.timestamp(), format_day_month(day)))
                if day.timestamp() >= hi:
                    return ticks
                day += timedelta(days=days)
    steps = (1, 2, 3, 6, 12, 24, 60, 120, 10**6)
    months = next(m for m in steps if span / (m * 30.4 * DAY) <= count)
    index = start.year * 12 + start.month - 1
    month = start.replace(
        year=(index - index % months) // 12,
        month=(index - index % months) % 12 + 1,
        day=1,
        hour=0,
        minute=0,
        second=0,
        microsecond=0,
    )
    ticks = []
    while True:
        label = str(month.year) if months >= 12 else format_month_year(month)
        ticks.append((month.timestamp(), label))
        if month.timestamp() >= hi:
            return ticks
        month = _add_months(month, months)


# ---------------------------------------------------------------------- data
@dataclass(frozen=True)
class Series:
    """One line of a line chart: its label (the legend), colour and points (sorted by x)."""

    label: str
    color: Color
    points: tuple[Point, ...]


#: ``(lo, hi, count of ticks wanted)`` → ``[(value, label), ...]``
TickMaker = Callable[[float, float, int], list[tuple[float, str]]]


@dataclass(frozen=True)
class Axis:
    """How one axis reads: its title, a fixed range end or both (None: from the data), how a
    value is written, whether ticks are whole numbers, or a tick maker of its own (dates)."""

    title: str = ""
    lo: float | None = None
    hi: float | None = None
    format: Callable[[float], str] = plain_number
    integer: bool = False
    ticks: TickMaker | None = None
    #: Start the range at zero when every value is positive (scores, counts).
    from_zero: bool = False
    #: The narrowest range shown (a single game still gets a readable date axis).
    min_span: float = 0.0

    def range_of(self, values: Sequence[float]) -> tuple[float, float]:
        lo = self.lo if self.lo is not None else min(values, default=0.0)
        hi = self.hi if self.hi is not None else max(values, default=1.0)
        if self.from_zero and self.lo is None:
            lo = min(lo, 0.0)
        if hi - lo < self.min_span:
            middle = (lo + hi) / 2
            lo, hi = middle - self.min_span / 2, middle + self.min_span / 2
        if hi <= lo:
            hi = lo + 1.0
        return float(lo), float(hi)

    def make_ticks(self, lo: float, hi: float, count: int) -> list[tuple[float, str]]:
        if self.ticks is not None:
            return self.ticks(lo, hi, count)
        return [
            (value, self.format(value)) for value in nice_ticks(lo, hi, count, integer=self.integer)
        ]


@dataclass(frozen=True)
class Frame:
    """Where a chart was drawn: the plot rectangle and the data range it shows."""

    plot: pygame.Rect
    x_range: tuple[float, float]
    y_range: tuple[float, float]
    x_ticks: tuple[tuple[float, str], ...] = ()
    y_ticks: tuple[tuple[float, str], ...] = ()

    def x_px(self, x: float) -> float:
        lo, hi = self.x_range
        return self.plot.x + (x - lo) / (hi - lo) * self.plot.width

    def y_px(self, y: float) -> float:
        lo, hi = self.y_range
        return self.plot.bottom - (y - lo) / (hi - lo) * self.plot.height

    def to_screen(self, point: Point) -> tuple[int, int]:
        return (round(self.x_px(point[0])), round(self.y_px(point[1])))

    def x_value(self, px: float) -> float:
        lo, hi = self.x_range
        return lo + (px - self.plot.x) / max(1, self.plot.width) * (hi - lo)


@dataclass(frozen=True)
class Readout:
    """What the pointer is over: an x position, its label and each series' value there."""

    x: float
    label: str
    values: tuple[tuple[Series, float], ...]


# ---------------------------------------------------------------------- the common frame
def _tick_room(axis: Axis, role: str, ticks: Sequence[tuple[float, str]]) -> int:
    f = theme.font(role)
    return max((f.size(label)[0] for _value, label in ticks), default=0)


class Chart:
    """What line charts and histograms share: axes, grid, legend, caching, the message shown
    when there is nothing to plot."""

    def __init__(self, x_axis: Axis, y_axis: Axis, *, empty_text: str = "") -> None:
        self.x_axis = x_axis
        self.y_axis = y_axis
        self.empty_text = empty_text or _("Nothing to show yet.")
        self.frame: Frame | None = None
        self._local_frame: Frame | None = None
        self._layer = CachedLayer()
        self._rect = pygame.Rect(0, 0, 0, 0)

    # -- subclasses
    @property
    def empty(self) -> bool:
        raise NotImplementedError

    def data_ranges(self) -> tuple[tuple[float, float], tuple[float, float]]:
        raise NotImplementedError

    def legend(self) -> list[tuple[str, Color]]:
        return []

    def plot_data(self, surface: pygame.Surface, frame: Frame) -> None:
        raise NotImplementedError

    def cache_key(self) -> object:
        raise NotImplementedError

    # -- drawing
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> Frame | None:
        """Draw into ``rect`` (window coordinates); returns the frame (None: nothing plotted)."""
        self._rect = pygame.Rect(rect)
        key = (self.cache_key(), theme.scale())
        local = pygame.Rect(0, 0, rect.width, rect.height)

        def paint(layer: pygame.Surface) -> None:
            self._local_frame = self._paint(layer, local)

        image = self._layer.get(key, rect.size, paint)
        local_frame = self._local_frame
        surface.blit(image, rect)
        self.frame = None
        if local_frame is not None:
            self.frame = Frame(
                local_frame.plot.move(rect.topleft),
                local_frame.x_range,
                local_frame.y_range,
                local_frame.x_ticks,
                local_frame.y_ticks,
            )
        return self.frame

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect) -> Frame | None:
        small = theme.font("small")
        line_h = small.get_linesize()
        top = rect.y
        legend = self.legend()
        if legend:
            top = self._draw_legend(surface, rect, legend) + theme.px(Space.XS)
        if self.empty:
            theme.text(
                surface,
                self.empty_text,
                "body",
                theme.TEXT_MUTED,
                rect.center,
                "center",
                max_width=rect.width,
            )
            return None
        (x_lo, x_hi), (y_lo, y_hi) = self.data_ranges()
        y_title_w = line_h + theme.px(Space.XS) if self.y_axis.title else 0
        x_title_h = line_h if self.x_axis.title else 0
        bottom = rect.bottom - x_title_h - line_h - theme.px(TICK_LENGTH + LABEL_GAP)
        plot_h = bottom - top - line_h // 2
        if plot_h < theme.px(MIN_PLOT[1]):
            return None
        # The y ticks first (their labels' width sets the left margin), then the x ticks.
        y_count = max(1, plot_h // (line_h * 2))
        y_ticks = self.y_axis.make_ticks(y_lo, y_hi, y_count)
        if self.y_axis.lo is None or self.y_axis.hi is None:
            y_lo = min(y_lo, y_ticks[0][0])
            y_hi = max(y_hi, y_ticks[-1][0])
        left = rect.x + y_title_w + _tick_room(self.y_axis, "small", y_ticks)
        left += theme.px(TICK_LENGTH + LABEL_GAP)
        right = rect.right - theme.px(Space.L)
        plot_w = right - left
        if plot_w < theme.px(MIN_PLOT[0]):
            return None
        sample = max(
            (small.size(label)[0] for _v, label in self.x_axis.make_ticks(x_lo, x_hi, 4)),
            default=small.size("0000")[0],
        )
        x_count = max(1, plot_w // (sample + theme.px(Space.XXL)))
        x_ticks = self.x_axis.make_ticks(x_lo, x_hi, x_count)
        plot = pygame.Rect(left, top + line_h // 2, plot_w, plot_h)
        frame = Frame(plot, (x_lo, x_hi), (y_lo, y_hi), tuple(x_ticks), tuple(y_ticks))
        self._draw_axes(surface, frame, rect)
        clip = surface.get_clip()
        surface.set_clip(plot.inflate(theme.px(MARKER_RADIUS) * 2, theme.px(MARKER_RADIUS) * 2))
        self.plot_data(surface, frame)
        surface.set_clip(clip)
        return frame

    def _draw_legend(
        self, surface: pygame.Surface, rect: pygame.Rect, items: list[tuple[str, Color]]
    ) -> int:
        """Swatch and label per series, in rows that wrap; returns the y under the legend."""
        small = theme.font("small")
        line_h = small.get_linesize()
        x, y = rect.x + theme.px(Space.XS), rect.y
        radius = theme.px(Space.XS)
        for label, color in items:
            width = radius * 2 + theme.px(Space.S) + small.size(label)[0]
            if x + width > rect.right and x > rect.x + theme.px(Space.XS):
                x, y = rect.x + theme.px(Space.XS), y + line_h
            theme.swatch(surface, (x + radius, y + line_h // 2), radius, color)
            theme.text(
                surface,
                label,
                "small",
                theme.TEXT,
                (x + radius * 2 + theme.px(Space.S), y + line_h // 2),
                "midleft",
                max_width=rect.right - x - radius * 2 - theme.px(Space.S),
            )
            x += width + theme.px(Space.XL)
        return y + line_h

    def _draw_axes(self, surface: pygame.Surface, frame: Frame, rect: pygame.Rect) -> None:
        plot = frame.plot
        tick = theme.px(TICK_LENGTH)
        gap = theme.px(LABEL_GAP)
        for value, label in frame.y_ticks:
            if not frame.y_range[0] - 1e-9 <= value <= frame.y_range[1] + 1e-9:
                continue
            y = round(frame.y_px(value))
            pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y))
            pygame.draw.line(surface, AXIS, (plot.x - tick, y), (plot.x, y))
            at = (plot.x - tick - gap, y)
            theme.text(surface, label, "small", theme.TEXT_MUTED, at, "midright")
        last_right = -(10**9)
        for value, label in frame.x_ticks:
            if not frame.x_range[0] - 1e-9 <= value <= frame.x_range[1] + 1e-9:
                continue
            x = round(frame.x_px(value))
            width = theme.font("small").size(label)[0]
            pygame.draw.line(surface, AXIS, (x, plot.bottom), (x, plot.bottom + tick))
            if x - width // 2 <= last_right + gap or x + width // 2 > rect.right:
                continue  # the labels would touch: this tick stays unlabelled
            theme.text(
                surface, label, "small", theme.TEXT_MUTED, (x, plot.bottom + tick + gap), "midtop"
            )
            last_right = x + width // 2
        pygame.draw.line(surface, AXIS, plot.bottomleft, plot.bottomright, theme.px(Stroke.HAIR))
        pygame.draw.line(surface, AXIS, plot.topleft, plot.bottomleft, theme.px(Stroke.HAIR))
        if self.x_axis.title:
            theme.text(
                surface,
                self.x_axis.title,
                "small",
                theme.TEXT_MUTED,
                (plot.centerx, rect.bottom),
                "midbottom",
                max_width=rect.width,
            )
        if self.y_axis.title:
            # Written across, then turned to run up the axis.
            f = theme.font("small")
            across = pygame.Surface((plot.height, f.get_height()), pygame.SRCALPHA)
            drawn = theme.text(
                across, self.y_axis.title, "small", theme.TEXT_MUTED, (0, 0), "topleft", plot.height
            )
            turned = pygame.transform.rotate(across.subsurface(drawn.clip(across.get_rect())), 90)
            surface.blit(turned, turned.get_rect(midleft=(rect.x, plot.centery)))


# ---------------------------------------------------------------------- the line chart
class LineChart(Chart):
    """Lines through each series' points, a marker on each point when they are few enough
    to tell apart, and a read-out of every series at the x under the pointer."""

    def __init__(
        self,
        series: Sequence[Series],
        x_axis: Axis,
        y_axis: Axis,
        *,
        empty_text: str = "",
        x_label: Callable[[float], str] | None = None,
    ) -> None:
        super().__init__(x_axis, y_axis, empty_text=empty_text)
        self.series = tuple(series)
        #: How the read-out names an x value (default: the axis's format).
        self.x_label = x_label or x_axis.format

    @property
    def empty(self) -> bool:
        return not any(s.points for s in self.series)

    def cache_key(self) -> object:
        return (self.series, self.x_axis.title, self.y_axis.title)

    def legend(self) -> list[tuple[str, Color]]:
        return [(s.label, s.color) for s in self.series if s.label]

    def data_ranges(self) -> tuple[tuple[float, float], tuple[float, float]]:
        xs = [x for s in self.series for x, _y in s.points]
        ys = [y for s in self.series for _x, y in s.points]
        return self.x_axis.range_of(xs), self.y_axis.range_of(ys)

    def plot_data(self, surface: pygame.Surface, frame: Frame) -> None:
        width = max(1, theme.px(LINE_WIDTH))
        radius = theme.px(MARKER_RADIUS)
        most = max((len(s.points) for s in self.series), default=0)
        markers = most * radius * 3 <= frame.plot.width
        for series in self.series:
            points = [frame.to_screen(p) for p in series.points]
            if len(points) >= 2:
                pygame.draw.lines(surface, series.color, False, points, width)
            if markers or len(points) == 1:
                for point in points:
                    pygame.draw.circle(surface, theme.BG_BOTTOM, point, radius + 1)
                    pygame.draw.circle(surface, series.color, point, radius)

    def readout_at(self, pos: tuple[int, int]) -> Readout | None:
        """Each series' value at the x nearest the pointer (None: the pointer is not over the
        plot)."""
        frame = self.frame
        if frame is None or not frame.plot.inflate(theme.px(Space.S), 0).collidepoint(pos):
            return None
        xs = sorted({x for s in self.series for x, _y in s.points})
        if not xs:
            return None
        wanted = frame.x_value(pos[0])
        x = min(xs, key=lambda value: abs(value - wanted))
        values = tuple((s, y) for s in self.series for px, y in s.points if px == x)
        return Readout(x, self.x_label(x), values)

    def draw_readout(self, surface: pygame.Surface, pos: tuple[int, int] | None) -> None:
        """The read-out box for the pointer at ``pos`` (nothing when it is off the plot)."""
        if pos is None:
            return
        readout = self.readout_at(pos)
        frame = self.frame
        if readout is None or frame is None:
            return
        x = round(frame.x_px(readout.x))
        pygame.draw.line(surface, theme.TEXT_MUTED, (x, frame.plot.top), (x, frame.plot.bottom))
        for series, y in readout.values:
            center = (x, round(frame.y_px(y)))
            pygame.draw.circle(surface, theme.TEXT, center, theme.px(MARKER_RADIUS) + 2)
            pygame.draw.circle(surface, series.color, center, theme.px(MARKER_RADIUS))
        lines = [(readout.label, theme.TEXT_MUTED)]
        ordered = sorted(readout.values, key=lambda item: -item[1])
        lines += [(f"{s.label}: {self.y_axis.format(y)}", s.color) for s, y in ordered]
        draw_box(surface, lines, (x, frame.plot.top), self._rect)


def draw_box(
    surface: pygame.Surface,
    lines: Sequence[tuple[str, Color]],
    anchor: tuple[int, int],
    bounds: pygame.Rect,
) -> pygame.Rect:
    """A small box of coloured lines beside ``anchor``, kept inside ``bounds``."""
    small = theme.font("small")
    pad = theme.px(READOUT_PAD)
    line_h = small.get_linesize()
    width = max(small.size(text)[0] for text, _c in lines) + 2 * pad
    box = pygame.Rect(anchor[0] + pad, anchor[1], width, line_h * len(lines) + 2 * pad)
    if box.right > bounds.right:
        box.right = anchor[0] - pad
    box.clamp_ip(bounds)
    pygame.draw.rect(surface, theme.PANEL_RAISED, box, border_radius=theme.px(Space.S))
    pygame.draw.rect(surface, theme.PANEL_BORDER, box, 1, border_radius=theme.px(Space.S))
    y = box.y + pad
    for text, color in lines:
        readable = color if sum(color) > 200 else theme.TEXT
        theme.text(surface, text, "small", readable, (box.x + pad, y))
        y += line_h
    return box


# ---------------------------------------------------------------------- the histogram
@dataclass(frozen=True)
class Bin:
    """Values ``lo <= v < hi`` (the last bin also takes ``hi``), ``count`` of them."""

    lo: float
    hi: float
    count: int


def make_bins(values: Sequence[float], most: int = 12) -> list[Bin]:
    """Equal bins of a round width covering ``values``: at most ``most`` bins, whole-number
    widths for whole-number values, every bin from the first value's to the last's."""
    if not values:
        return []
    lo, hi = min(values), max(values)
    integer = all(float(v).is_integer() for v in values)
    wanted = max(1, min(most, math.ceil(math.sqrt(len(values)) * 2)))
    width = nice_step(max(hi - lo, 1.0), wanted)
    if integer:
        width = max(1.0, float(math.ceil(width)))
    start = math.floor(lo / width) * width
    count = max(1, math.floor((hi - start) / width) + 1)
    counts = [0] * count
    for value in values:
        counts[min(count - 1, int((value - start) // width))] += 1
    return [
        Bin(_clean(start + i * width), _clean(start + (i + 1) * width), n)
        for i, n in enumerate(counts)
    ]


class Histogram(Chart):
    """Bars of how many values fall in each bin."""

    def __init__(
        self,
        values: Sequence[float],
        color: Color,
        x_axis: Axis,
        y_axis: Axis | None = None,
        *,
        label: str = "",
        empty_text: str = "",
        most_bins: int = 12,
    ) -> None:
        super().__init__(
            x_axis,
            y_axis or Axis(_("Games"), lo=0, integer=True),
            empty_text=empty_text,
        )
        self.values = tuple(values)
        self.color = color
        self.label = label
        self.bins = make_bins(self.values, most_bins)
        self.hover_bin: Bin | None = None

    @property
    def empty(self) -> bool:
        return not self.bins

    def cache_key(self) -> object:
        return (self.values, self.color, self.label, self.x_axis.title, self.y_axis.title)

    def legend(self) -> list[tuple[str, Color]]:
        return [(self.label, self.color)] if self.label else []

    def data_ranges(self) -> tuple[tuple[float, float], tuple[float, float]]:
        x_range = (self.bins[0].lo, self.bins[-1].hi)
        y_range = self.y_axis.range_of([0.0, *(float(b.count) for b in self.bins)])
        return x_range, y_range

    def plot_data(self, surface: pygame.Surface, frame: Frame) -> None:
        gap = theme.px(BAR_GAP)
        for item in self.bins:
            if not item.count:
                continue
            left, right = frame.x_px(item.lo), frame.x_px(item.hi)
            top = frame.y_px(item.count)
            bar = pygame.Rect(
                round(left) + gap, round(top), max(1, round(right - left) - 2 * gap), 0
            )
            bar.height = frame.plot.bottom - bar.y
            pygame.draw.rect(surface, self.color, bar)
            pygame.draw.rect(surface, theme.mix(self.color, theme.TEXT, 0.4), bar, 1)

    def bin_at(self, pos: tuple[int, int]) -> Bin | None:
        frame = self.frame
        if frame is None or not frame.plot.collidepoint(pos):
            return None
        value = frame.x_value(pos[0])
        return next((b for b in self.bins if b.lo <= value < b.hi), None)

    def draw_readout(self, surface: pygame.Surface, pos: tuple[int, int] | None) -> None:
        item = self.bin_at(pos) if pos is not None else None
        frame = self.frame
        if item is None or frame is None or pos is None:
            return
        span = pygame.Rect(
            round(frame.x_px(item.lo)),
            frame.plot.y,
            round(frame.x_px(item.hi) - frame.x_px(item.lo)),
            frame.plot.height,
        )
        pygame.draw.rect(surface, theme.TEXT_MUTED, span, 1)
        fmt = self.x_axis.format
        last = fmt(item.hi - 1) if all(float(v).is_integer() for v in self.values) else fmt(item.hi)
        scope = fmt(item.lo) if last == fmt(item.lo) else f"{fmt(item.lo)}–{last}"
        lines = [
            (scope, theme.TEXT_MUTED),
            (_("{count} of {total}").format(count=item.count, total=len(self.values)), self.color),
        ]
        draw_box(surface, lines, (span.right, frame.plot.top), self._rect)


@dataclass
class ChartBox:
    """A chart placed on a screen: its rectangle and the pointer over it (for the read-out)."""

    chart: LineChart | Histogram | None = None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    pointer: tuple[int, int] | None = None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos if self.rect.collidepoint(event.pos) else None

    def draw(self, surface: pygame.Surface) -> None:
        if self.chart is None or self.rect.width <= 0 or self.rect.height <= 0:
            return
        self.chart.draw(surface, self.rect)
        self.chart.draw_readout(surface, self.pointer)
