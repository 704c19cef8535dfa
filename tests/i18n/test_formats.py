"""Dates and numbers in the current language, for the Load screen (issue 12): made from the
catalog at run time (Babel is only a development tool), checked here against Babel's CLDR data
for British English and Polish."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from babel.dates import format_date as cldr_date
from babel.dates import format_time as cldr_time
from babel.numbers import format_decimal as cldr_decimal

from tabletop.core.formats import (
    format_date,
    format_datetime,
    format_number,
    format_time,
    format_when,
    month_name,
)
from tabletop.core.i18n import set_language

#: Our language → the CLDR locale its catalog follows.
CLDR = {"en": "en_GB", "pl": "pl"}
DAYS = [dt.date(2025, month, day) for month in range(1, 13) for day in (1, 9, 28)]


@pytest.fixture(params=sorted(CLDR))
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("style", ["long", "medium", "short"])
def test_dates_are_as_cldr_writes_them(language: str, style: str) -> None:
    for day in DAYS:
        assert format_date(day, style) == cldr_date(day, style, locale=CLDR[language]), day


def test_times_are_on_the_24_hour_clock(language: str) -> None:
    for hour, minute in ((0, 0), (9, 5), (14, 30), (23, 59)):
        value = dt.time(hour, minute)
        assert format_time(value) == cldr_time(value, "short", locale=CLDR[language])


@pytest.mark.parametrize(
    "value", [0, 7, 999, 1000, 1234, 12345, 1234567, -4321, 0.5, 12.25, 1234.5, 98765.125]
)
def test_numbers_are_as_cldr_writes_them(language: str, value: float) -> None:
    assert format_number(value) == cldr_decimal(value, locale=CLDR[language])


def test_polish_dates_put_the_month_in_the_genitive_and_alone_in_the_nominative() -> None:
    set_language("pl")
    try:
        when = dt.datetime(2025, 3, 7, 9, 5)
        assert format_date(when) == "7 marca 2025"
        assert format_date(when, "medium") == "7 mar 2025"
        assert format_date(when, "short") == "7.03.2025"
        assert format_datetime(when) == "7 mar 2025, 09:05"
        assert month_name(3) == "marzec"
        assert format_number(2.5, decimals=2) == "2,50"
        assert format_number(12345) == "12\u00a0345"
    finally:
        set_language("en")


def test_english_dates_are_british() -> None:
    when = dt.datetime(2025, 9, 30, 18, 45)
    assert format_date(when) == "30 September 2025"
    assert format_date(when, "medium") == "30 Sept 2025"
    assert format_date(when, "short") == "30/09/2025"
    assert format_datetime(when) == "30 Sept 2025, 18:45"
    assert month_name(9) == "September"
    assert format_number(0.8) == "0.8"


def test_a_list_of_saves_says_today_and_yesterday(language: str) -> None:
    now = dt.datetime(2025, 5, 20, 21, 0)
    today, yesterday = {"en": ("Today", "Yesterday"), "pl": ("Dziś", "Wczoraj")}[language]
    assert format_when(dt.datetime(2025, 5, 20, 8, 15), now) == f"{today}, 08:15"
    assert format_when(dt.datetime(2025, 5, 19, 23, 50), now) == f"{yesterday}, 23:50"
    earlier = dt.datetime(2025, 5, 2, 10, 0)
    assert format_when(earlier, now) == format_datetime(earlier)
