"""A name field's timers count the time that really passed (new-player review, screens): the
loop sleeps until the caret's next blink or the end of a refusal's notice, and its first frame
after a sleep advances one frame (for animations, ``App.frame``), so a field that counted only
its frames' ``dt`` showed "At most 20 characters." over the name for half a minute and its
caret stopped blinking."""

from __future__ import annotations

import pytest

from tabletop.ui import text_input
from tabletop.ui.app import FPS, App
from tabletop.ui.text_input import CARET_SHOWN, NOTICE_SECONDS, TextInput
from tests.support.clock import FakeClock
from tests.support.pilot import click, type_text


def _sleep_and_wake(app: App, clock: FakeClock, seconds: float) -> None:
    """What the real loop does while nobody types: sleep ``seconds``, then one frame that
    advances one frame's time."""
    clock.advance(seconds)
    app.frame(dt=1.0 / FPS)


def _focused_name_field(app: App, monkeypatch: pytest.MonkeyPatch) -> tuple[TextInput, FakeClock]:
    """New game's first name field, clicked, its timers on a clock the test moves."""
    clock = FakeClock()
    monkeypatch.setattr(text_input, "_now", clock)
    app.screens.new_game("metro")
    field = app.top.rows[0].name  # type: ignore[attr-defined]
    click(app, field)
    return field, clock


def test_a_refusal_notice_goes_after_its_seconds_although_the_loop_slept(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    field, clock = _focused_name_field(app, monkeypatch)
    type_text(app, "x" * (field.max_length + 5))
    assert field.notice == f"At most {field.max_length} characters."
    for _ in range(3):
        delay = app.wake_in()
        assert delay is not None and delay <= NOTICE_SECONDS
        _sleep_and_wake(app, clock, NOTICE_SECONDS / 2)
    assert field.notice is None


def test_the_caret_blinks_in_time_although_the_loop_slept(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    field, clock = _focused_name_field(app, monkeypatch)
    assert field.caret_shown
    _sleep_and_wake(app, clock, CARET_SHOWN + 0.05)
    assert not field.caret_shown  # hidden for the rest of the period
    _sleep_and_wake(app, clock, 1.0 - CARET_SHOWN)
    assert field.caret_shown
