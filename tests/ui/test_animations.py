"""Animations: played at the settings' speed, skippable, and never what the board is drawn from."""

from __future__ import annotations

import pygame

from tabletop.ui import anim
from tabletop.ui.app import App
from tabletop.ui.settings import Settings
from tests.support.pilot import click, run_frames, run_until

from .example_game import EXAMPLE
from .test_table_flow import _start


def _recorder(log: list[float]) -> anim.Animation:
    return anim.Animation(1.0, lambda surface, t: log.append(t))


def test_queue_plays_in_order_at_the_speed_factor() -> None:
    first, second = [], []
    queue = anim.AnimationQueue()
    surface = pygame.Surface((10, 10))
    queue.add(_recorder(first))
    queue.update(0.5, factor=2.0)  # slow speed: half a second is a quarter of the way
    queue.draw(surface)
    assert first == [0.25]
    queue.add(_recorder(second))
    queue.update(10.0, factor=2.0)  # the first ends; the second waited its turn
    queue.draw(surface)
    assert first == [0.25] and second == [0.0]
    queue.update(10.0, factor=1.0)
    assert not queue.busy


def test_together_runs_a_group_at_once_and_off_clears_everything() -> None:
    a, b = [], []
    queue = anim.AnimationQueue()
    queue.add(_recorder(a), _recorder(b), together=True)
    queue.draw(pygame.Surface((10, 10)))
    assert a == [0.0] and b == [0.0]
    queue.update(0.1, factor=0.0)  # animations switched off
    assert not queue.busy


def test_a_backlog_catches_up() -> None:
    queue = anim.AnimationQueue()
    for _ in range(5):
        queue.add(_recorder([]))
    # Four wait behind the first, so it runs 1 + 0.75 × 4 = 4 times faster: done in 0.25 s.
    queue.update(0.26, factor=1.0)
    assert len(queue.queue) == 4


def test_ai_moves_animate_and_a_click_skips_them(app: App) -> None:
    app.settings = Settings(animation_speed="slow", ai_delay=0.0)
    table = _start(app, EXAMPLE, [None, "random"])
    table.submit(table.match.legal_actions()[0])
    run_until(app, lambda: table.match.to_act() == 0)  # the AI answered
    run_frames(app, 1)
    assert table.animations.busy  # its move is being shown
    view_during = dict(table.view)
    assert view_during == table.match.view(0)  # the board is already the new position
    click(app, (5, 400))  # anywhere
    assert not table.animations.busy


def test_no_animations_when_switched_off(app: App) -> None:
    table = _start(app, EXAMPLE, [None, "random"])  # the fixture's settings: animations off
    table.submit(table.match.legal_actions()[0])
    run_until(app, lambda: table.match.to_act() == 0)
    assert not table.animations.busy
