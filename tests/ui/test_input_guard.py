"""The bounce guard (``ui/input_guard.py``): a guard at a point ignores clicks there and every
key until its time is over; clicks elsewhere act at once. A guard at no point ignores all."""

from __future__ import annotations

import pygame

from tabletop.ui.input_guard import GUARD_SECONDS, InputGuard


def _down(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def _up(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def test_a_guard_at_a_point_ignores_only_the_clicks_there_and_every_key() -> None:
    guard = InputGuard(near=(100, 100), radius=12)
    guard.tick(0.0)
    guard.tick(0.1)
    assert not guard.open
    assert not guard.admit(_down((104, 96)))  # the bounce: a few pixels from the click
    assert not guard.admit(_up((104, 96)))  # … and its release
    assert guard.admit(_down((160, 100)))  # a click elsewhere acts at once
    assert guard.admit(_up((160, 100)))
    assert not guard.admit(_key(pygame.K_RETURN))  # a second Enter is a bounce wherever it is
    guard.tick(GUARD_SECONDS)
    assert guard.open
    assert guard.admit(_down((100, 100)))  # after the guard time, a click there acts too


def test_a_guard_at_no_point_ignores_every_click_until_its_time_is_over() -> None:
    guard = InputGuard()
    guard.tick(0.0)
    for pos in ((5, 5), (900, 500)):
        assert not guard.admit(_down(pos))
        assert not guard.admit(_up(pos))
    guard.tick(GUARD_SECONDS)
    assert guard.open
    assert guard.admit(_down((900, 500)))
