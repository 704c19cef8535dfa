"""The quiet machine: the main loop sleeps when nothing moves and wakes at once for input,
timers and an AI's answer (tabletop/ui/app.py, ``App.wake_in`` / ``App.idle``)."""

from __future__ import annotations

import dataclasses
import threading
import time
from collections.abc import Iterator, Sequence

import pygame
import pytest

import tabletop.games
from tabletop.core import Action, GameConfig, Rng, Seat, View
from tabletop.play import Match
from tabletop.ui import anim, waiting
from tabletop.ui.app import FPS, App
from tabletop.ui.scene import Scene
from tabletop.ui.table import TableScene
from tabletop.ui.text_input import CARET_SHOWN, TextInput
from tests.support.pilot import post_key, run_frames, run_until

from .example_game import EXAMPLE


class StillScene(Scene):
    """A scene that never changes on its own; ``moving`` makes it report an animation."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.moving = False
        self.dts: list[float] = []

    def update(self, dt: float) -> None:
        super().update(dt)
        self.dts.append(dt)

    def wake_in(self) -> float | None:
        return 0.0 if self.moving else super().wake_in()


def _settled(app: App) -> None:
    """Let the settle time after the last input run out (as if a second passed)."""
    app.settle_until = 0.0


@pytest.fixture
def still(app: App) -> StillScene:
    scene = StillScene(app)
    app.push(scene)
    run_frames(app, 1)
    return scene


def test_a_still_scene_lets_the_loop_sleep(app: App, still: StillScene) -> None:
    _settled(app)
    assert app.wake_in() is None
    slept = app.idle(limit=0.3)
    assert 0.25 <= slept < 2.0


def test_an_animating_scene_keeps_frames_coming(app: App, still: StillScene) -> None:
    _settled(app)
    still.moving = True
    assert app.wake_in() == 0.0
    started = time.monotonic()
    assert app.idle(limit=5.0) == 0.0
    assert time.monotonic() - started < 0.05


def test_input_keeps_frames_coming_for_the_settle_time_then_the_loop_sleeps(
    app: App, still: StillScene
) -> None:
    _settled(app)
    post_key(pygame.K_a)
    run_frames(app, 1)
    assert app.wake_in() == 0.0  # just had input: settling
    run_until(app, lambda: app.wake_in() is None, seconds=5.0)


def test_input_wakes_a_sleeping_loop_at_once(app: App, still: StillScene) -> None:
    _settled(app)
    timer = threading.Timer(0.2, post_key, args=(pygame.K_a,))
    timer.start()
    try:
        slept = app.idle(limit=5.0)
    finally:
        timer.cancel()
    assert 0.15 <= slept < 1.5


def test_the_pygame_wait_fallback_also_wakes_for_input(
    app: App, still: StillScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(waiting, "_sdl", lambda: None)
    _settled(app)
    timer = threading.Timer(0.2, post_key, args=(pygame.K_a,))
    timer.start()
    try:
        slept = app.idle(limit=5.0)
    finally:
        timer.cancel()
    assert 0.15 <= slept < 1.5
    keys: list[int] = []
    still.handle = lambda event: keys.append(event.key) if event.type == pygame.KEYDOWN else None  # type: ignore[method-assign]
    run_frames(app, 1)
    assert keys == [pygame.K_a]  # the event the wait took is handled, not lost


def test_after_a_sleep_the_first_frame_advances_one_frame_not_the_time_asleep(
    app: App, still: StillScene
) -> None:
    _settled(app)
    app.idle(limit=0.3)
    app.frame()  # the real pacing (no dt given)
    assert still.dts[-1] == pytest.approx(1.0 / FPS)


def test_a_focused_text_field_wakes_the_loop_for_its_caret(app: App, still: StillScene) -> None:
    field = TextInput()
    field.rect = pygame.Rect(10, 10, 200, 40)
    still.widgets = [field]
    _settled(app)
    assert app.wake_in() is None
    field.focused = True
    assert app.wake_in() == pytest.approx(CARET_SHOWN)
    field.update(CARET_SHOWN + 0.1)
    assert app.wake_in() == pytest.approx(1.0 - CARET_SHOWN - 0.1)


def test_a_toast_wakes_the_loop_when_it_ends(app: App, still: StillScene) -> None:
    app.toast("Saved.", seconds=2.0)
    _settled(app)
    delay = app.wake_in()
    assert delay is not None and 1.5 < delay <= 2.0


# ------------------------------------------------------------------ tables and the AI
class GatedAgent:
    """An agent that answers only when the test opens its gate (a slow thinker)."""

    gate = threading.Event()

    def __init__(self, game: object) -> None:
        del game

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        assert GatedAgent.gate.wait(10.0), "the test never opened the gate"
        return legal[0]


@pytest.fixture
def gated_demo(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The example game with one more agent, ``gated``."""
    example = tabletop.games.descriptor(EXAMPLE)
    gated = dataclasses.replace(example, agents={**example.agents, "gated": GatedAgent})
    found = tuple(gated if d is example else d for d in tabletop.games.DESCRIPTORS)
    monkeypatch.setattr(tabletop.games, "DESCRIPTORS", found)
    GatedAgent.gate.clear()
    yield EXAMPLE
    GatedAgent.gate.set()  # never leave a worker blocked


def _table(app: App, game_id: str, agents: list[str | None]) -> TableScene:
    seats = [Seat(f"P{i + 1}", "#d33b32", agent) for i, agent in enumerate(agents)]
    match = Match.new(game_id, GameConfig(len(seats)), seats, 1)
    table = app.start_match(match)
    run_frames(app, 1)
    return table


def test_an_ai_answer_wakes_the_sleeping_loop(app: App, gated_demo: str) -> None:
    table = _table(app, gated_demo, ["gated", None])
    assert table.match.thinking
    _settled(app)
    assert app.wake_in() is None  # thinking: nothing to draw until the answer comes
    opened = threading.Timer(0.3, GatedAgent.gate.set)
    opened.start()
    slept = app.idle(limit=5.0)
    assert 0.25 <= slept < 2.0
    run_frames(app, 1)
    assert table.match.ply == 1  # the answer was applied by the frame after waking


def test_the_ai_delay_is_a_timer_not_a_busy_loop(app: App, gated_demo: str) -> None:
    app.settings = dataclasses.replace(app.settings, ai_delay=0.6)
    table = _table(app, gated_demo, ["gated", None])
    table.match.agent_delay = 0.6
    GatedAgent.gate.set()
    run_until(app, lambda: table.match.next_poll_in() is not None, seconds=5.0)
    _settled(app)
    delay = app.wake_in()
    assert delay is not None and 0.0 < delay <= 0.6
    run_until(app, lambda: table.match.ply == 1, seconds=5.0)


def test_a_human_turn_at_a_still_table_lets_the_loop_sleep(app: App, gated_demo: str) -> None:
    table = _table(app, gated_demo, [None, "gated"])
    assert table.can_act and table.match.next_poll_in() is None
    _settled(app)
    assert app.wake_in() is None


def test_table_animations_keep_frames_coming(app: App, gated_demo: str) -> None:
    table = _table(app, gated_demo, [None, "gated"])
    _settled(app)
    table.animations.add(anim.Animation(0.5, lambda surface, t: None))
    assert table.wake_in() == 0.0 and app.wake_in() == 0.0


def test_an_ai_to_act_but_not_yet_asked_needs_a_frame_now(gated_demo: str) -> None:
    seats = [Seat("P1", "#d33b32", "gated"), Seat("P2", "#2f6fd0")]
    match = Match.new(gated_demo, GameConfig(2), seats, 1)
    try:
        assert match.next_poll_in() == 0.0
        match.poll()
        assert match.thinking and match.next_poll_in() is None
    finally:
        GatedAgent.gate.set()
        match.close()


def test_the_match_tells_when_an_answer_is_ready(gated_demo: str) -> None:
    seats = [Seat("P1", "#d33b32", "gated"), Seat("P2", "#2f6fd0")]
    match = Match.new(gated_demo, GameConfig(2), seats, 1)
    ready = threading.Event()
    match.on_choice_ready = ready.set
    try:
        match.poll()
        assert not ready.wait(0.1)
        GatedAgent.gate.set()
        assert ready.wait(5.0)
        assert match.next_poll_in() == 0.0
        assert match.poll() and match.ply == 1
    finally:
        match.close()


def test_the_bench_reads_cpu_time_and_times_the_zoomed_board() -> None:
    import os

    from tabletop.ui.bench import _cpu_seconds, viewport_report

    started = _cpu_seconds(os.getpid())
    sum(i * i for i in range(300_000))
    assert _cpu_seconds(os.getpid()) >= started
    lines = viewport_report(sizes=[(960, 600)], frames=3)
    assert len(lines) == 2 and all("still" in line and "panning" in line for line in lines)


def test_a_history_job_ending_wakes_a_sleeping_loop(app: App, still: StillScene) -> None:
    """The Statistics screen asks the history for its figures and shows "Loading…" until they
    come. A job that took longer than the settle time (the history rebuilt after it was
    damaged, a long one) ended while the loop slept: the screen said "Loading…" until the
    player moved the mouse. The job's end wakes the loop, as an AI's answer does."""
    gate = threading.Event()
    future = app.history.submit(lambda history: gate.wait(10))
    _settled(app)
    assert app.wake_in() is None
    timer = threading.Timer(0.2, gate.set)
    timer.start()
    try:
        slept = app.idle(limit=3.0)
    finally:
        timer.cancel()
        gate.set()
    assert future.done()
    assert slept < 1.5
