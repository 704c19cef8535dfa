"""Dates, times and numbers in the current language (for the Load screen, the history…).

Babel is a development tool here, never needed to play, so these are written out: the month
names and every pattern come from the catalog (``pgettext`` with a context that says what the
entry is), and so does the order of day, month and year. The English catalog gives British
forms (31 January 2025, 31/01/2025, 1,234.5), the Polish one Polish forms (31 stycznia 2025,
31.01.2025, 1 234,5); ``tests/core/test_formats.py`` checks both against Babel's CLDR data.
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

from .i18n import _, pgettext

#: ``long``: 31 January 2025; ``medium``: 31 Jan 2025; ``short``: 31/01/2025.
DateStyle = Literal["long", "medium", "short"]


def month_in_date(month: int) -> str:
    """The month's name as it stands in a date ("31 January"; Polish: "31 stycznia", the
    genitive)."""
    names = (
        pgettext("month in a date", "January"),
        pgettext("month in a date", "February"),
        pgettext("month in a date", "March"),
        pgettext("month in a date", "April"),
        pgettext("month in a date", "May"),
        pgettext("month in a date", "June"),
        pgettext("month in a date", "July"),
        pgettext("month in a date", "August"),
        pgettext("month in a date", "September"),
        pgettext("month in a date", "October"),
        pgettext("month in a date", "November"),
        pgettext("month in a date", "December"),
    )
    return names[month - 1]


def month_name(month: int) -> str:
    """The month's name standing alone ("January"; Polish: "styczeń", the nominative)."""
    names = (
        pgettext("month standing alone", "January"),
        pgettext("month standing alone", "February"),
        pgettext("month standing alone", "March"),
        pgettext("month standing alone", "April"),
        pgettext("month standing alone", "May"),
        pgettext("month standing alone", "June"),
        pgettext("month standing alone", "July"),
        pgettext("month standing alone", "August"),
        pgettext("month standing alone", "September"),
        pgettext("month standing alone", "October"),
        pgettext("month standing alone", "November"),
        pgettext("month standing alone", "December"),
    )
    return names[month - 1]


def month_abbreviation(month: int) -> str:
    """The month shortened in a date ("31 Jan"; Polish: "31 sty")."""
    names = (
        pgettext("month abbreviated in a date", "Jan"),
        pgettext("month abbreviated in a date", "Feb"),
        pgettext("month abbreviated in a date", "Mar"),
        pgettext("month abbreviated in a date", "Apr"),
        pgettext("month abbreviated in a date", "May"),
        pgettext("month abbreviated in a date", "Jun"),
        pgettext("month abbreviated in a date", "Jul"),
        pgettext("month abbreviated in a date", "Aug"),
        pgettext("month abbreviated in a date", "Sept"),
        pgettext("month abbreviated in a date", "Oct"),
        pgettext("month abbreviated in a date", "Nov"),
        pgettext("month abbreviated in a date", "Dec"),
    )
    return names[month - 1]


def format_date(value: dt.date, style: DateStyle = "long") -> str:
    """``value`` as a date in the current language, in ``style``."""
    if style == "short":
        # Translators: a date in figures (31/01/2025); ":02d" writes a number with two digits.
        pattern = pgettext("date in figures", "{day:02d}/{month:02d}/{year}")
        return pattern.format(day=value.day, month=value.month, year=value.year)
    if style == "medium":
        # Translators: a date with the month abbreviated (31 Jan 2025): put the parts in order.
        pattern = pgettext("date with the month abbreviated", "{day} {month} {year}")
        month = month_abbreviation(value.month)
    else:
        # Translators: a date with the month's name (31 January 2025): put the parts in order.
        pattern = pgettext("date with the month's name", "{day} {month} {year}")
        month = month_in_date(value.month)
    return pattern.format(day=value.day, month=month, year=value.year)


def format_day_month(value: dt.date) -> str:
    """A day of a month with the month abbreviated, no year (31 Jan; Polish 31 sty): a tick
    of a time axis."""
    # Translators: a day and its month abbreviated (31 Jan), on a chart's time axis.
    pattern = pgettext("day with the month abbreviated", "{day} {month}")
    return pattern.format(day=value.day, month=month_abbreviation(value.month))


def format_month_year(value: dt.date) -> str:
    """A month of a year, the month abbreviated (Jan 2025; Polish sty 2025)."""
    # Translators: a month abbreviated and its year (Jan 2025), on a chart's time axis.
    pattern = pgettext("month abbreviated with the year", "{month} {year}")
    return pattern.format(month=month_abbreviation(value.month), year=value.year)


def format_time(value: dt.time | dt.datetime) -> str:
    """Hours and minutes on the 24-hour clock (14:05)."""
    # Translators: a time of day on the 24-hour clock; {hour} and {minute} have two digits.
    pattern = pgettext("time of day", "{hour}:{minute}")
    return pattern.format(hour=f"{value.hour:02d}", minute=f"{value.minute:02d}")


def format_datetime(value: dt.datetime, style: DateStyle = "medium") -> str:
    """A date and its time (31 Jan 2025, 14:05)."""
    # Translators: a date followed by a time of day (31 Jan 2025, 14:05).
    pattern = pgettext("date and time", "{date}, {time}")
    return pattern.format(date=format_date(value, style), time=format_time(value))


def format_when(value: dt.datetime, now: dt.datetime | None = None) -> str:
    """When something happened, as a list of saves says it: "Today, 14:05", "Yesterday,
    09:12", else the date and time. ``value`` and ``now`` in the same time zone."""
    now = now or dt.datetime.now(value.tzinfo)
    days = (now.date() - value.date()).days
    if days == 0:
        return pgettext("a time today", "Today, {time}").format(time=format_time(value))
    if days == 1:
        return pgettext("a time yesterday", "Yesterday, {time}").format(time=format_time(value))
    return format_datetime(value)


def format_number(value: float, decimals: int | None = None) -> str:
    """``value`` with the language's separators (English 12,345.5; Polish 12 345,5 with a
    no-break space); ``decimals`` fixes the digits after the point (default: an integer as
    it is, a fraction as short as it reads)."""
    if decimals is None:
        text = repr(value)  # an int as it is, a float in the fewest digits that say it
        if "e" in text:  # very large or small: plain digits all the same
            text = f"{value:f}".rstrip("0").rstrip(".")
    else:
        text = f"{value:.{decimals}f}"
    sign = "-" if text.startswith("-") else ""
    whole, _point, fraction = text.lstrip("-").partition(".")
    # Translators: the mark between thousands (English 12,345; Polish a no-break space).
    group = pgettext("thousands separator", ",")
    # Translators: the mark before the decimals (English 0.5; Polish 0,5).
    point = pgettext("decimal separator", ".")
    groups: list[str] = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    number = group.join(groups)
    return sign + (number + point + fraction if fraction else number)


__all__ = [
    "DateStyle",
    "format_date",
    "format_datetime",
    "format_day_month",
    "format_month_year",
    "format_number",
    "format_time",
    "format_when",
    "month_abbreviation",
    "month_in_date",
    "month_name",
]


def format_percent(share: float) -> str:
    """A share (0..1) as a whole percentage, as the language writes it (English 50 %)."""
    return _("{percent} %").format(percent=round(share * 100))
