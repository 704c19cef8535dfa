"""``tabletop --check-tutorials``: every shipped tutorial played through its real table,
headless, by its script — each step's target clicked as a player would (the controller's
reply carried out, its dialog answered with the taught move), each step to read passed with
Next — up to "Finish the game your way". It fails when a step's move is not legal, a step is
never reached, or a mark does not fit its bubble (in English and Polish, at 960×600 and
1920×1080) or covers what it points at.
"""

from __future__ import annotations

import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

from tabletop.core import Action
from tabletop.core.i18n import _, language, set_language
from tabletop.tutorial import TUTORIALS
from tabletop.tutorial.check import ScriptProblem, play_script

from . import textfit
from .app import App
from .scene import Modal
from .settings import Settings
from .tutorial_marks import TABLE_DIALOGS, CoachMarks
from .tutorial_start import start_tutorial

#: Seconds a tutorial may wait for its table (the rivals' moves, the dialogs) at one step.
STEP_SECONDS = 60.0
#: Clicks a taught move may take at most (a journey: its ticket, its destination, a card).
MAX_CLICKS = 5
#: The window sizes and languages every mark must fit.
SIZES = ((960, 600), (1920, 1080))
LANGUAGES = ("en", "pl")

#: Called at each new step (the marks, the step's index): a test or a screenshot looks.
OnStep = Callable[[CoachMarks, int], None]


def _until(app: App, done: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + STEP_SECONDS
    while not done():
        if time.monotonic() > deadline:
            raise ScriptProblem(f"{what}: not reached in {STEP_SECONDS:.0f} s")
        app.frame(dt=0.05)
        time.sleep(0.002)


def ready(app: App, marks: CoachMarks) -> bool:
    """The step at hand can be played: a step to read, or the player to act with the table
    (or the taught move's dialog) in front, nothing moving, and no skipped step's move still
    to be played for them."""
    coach, table = marks.coach, marks.table
    if coach.done:
        return True
    step, move = coach.step, coach.move
    if step is not None and not step.moves:
        return True
    if coach.owes or not table.viewer_to_act or table.animations.busy:
        return False
    if move is not None and move.in_dialog:
        return app.top is not table and isinstance(app.top, Modal)
    return app.top is table


def click_taught_targets(app: App, marks: CoachMarks) -> None:
    """Click what the step rings until the taught move is played or its dialog opens: the
    clicks that set the move up (a journey's ticket and destination), then its target."""
    coach, table = marks.coach, marks.table
    before = coach.player_moves()
    for _click in range(MAX_CLICKS):
        move, step = coach.move, coach.step
        assert move is not None and step is not None
        target = move.target(table.view, table.controller)
        if target is None or table.rect_of(target) is None:
            raise ScriptProblem(
                f"{coach.tutorial.game_id}, step {step.key}: its target is not on the table"
            )
        table.click(target)
        if coach.player_moves() != before or app.top is not table:
            return
    raise ScriptProblem(f"{coach.tutorial.game_id}: the ringed clicks never make the move")


def dialog_clicks(app: App, dialog: Modal, taught: Action) -> Iterator[pygame.Rect]:
    """Where a newcomer clicks, one after the other, in the dialog the taught move is made in:
    each ticket to tick or untick, then Keep; the taught way to pay, then Pay if the dialog is
    still open (a click there selects). Read lazily: each click is made before the next is
    asked for."""
    toggles = getattr(dialog, "toggles", None)
    if toggles is not None:
        kept = set(getattr(taught, "tickets", ()))
        for toggle in toggles:
            if (toggle.ticket in kept) != (toggle.ticket in dialog.selected):  # type: ignore[attr-defined]
                yield toggle.rect
        yield dialog.keep_button.rect  # type: ignore[attr-defined]
        return
    picker = dialog.picker  # type: ignore[attr-defined]
    index = next(i for i, option in enumerate(picker.options) if option.action == taught)
    yield picker.option_rect(index)
    pay = getattr(dialog, "pay", None)
    if app.top is dialog and pay is not None and pay.visible:
        yield pay.rect


def play_at_table(app: App, game_id: str, on_step: OnStep | None = None) -> CoachMarks:
    """Play ``game_id``'s tutorial at its table up to "Finish the game your way"."""
    table = start_tutorial(app, game_id)
    marks = table.overlay
    assert isinstance(marks, CoachMarks)
    coach = marks.coach
    seen = -1
    while not coach.done:
        _until(app, lambda: ready(app, marks), f"{game_id}, step {coach.index + 1}")
        if coach.done:
            break
        step, move = coach.step, coach.move
        assert step is not None
        if coach.index != seen:
            seen = coach.index
            if on_step is not None:
                on_step(marks, seen)
        before = coach.player_moves()
        if move is None:
            marks.next()
            continue
        if not move.in_dialog:
            click_taught_targets(app, marks)
        top = app.top
        if coach.player_moves() == before and type(top).__module__.startswith(TABLE_DIALOGS):
            marks.play_taught()  # the dialog the click opened, answered as taught
        if coach.player_moves() == before:
            raise ScriptProblem(f"{game_id}, step {step.key}: the taught move was not played")
    return marks


def mark_fit_problems(app: App, marks: CoachMarks) -> list[str]:
    """The mark at hand in every checked language and size: its words fit the bubble, which
    stays in the window and off its target."""
    problems = []
    spoken, size = language(), app.size
    try:
        for code in LANGUAGES:
            set_language(code)
            for checked in SIZES:
                app.resize(checked)
                for problem in marks.bubble_problems():
                    problems.append(f"{code} {checked}: {problem}")
                app.draw()  # the table and its dialog under the marks, at this size
                with textfit.recording() as drawn:
                    marks.draw(app.screen)
                problems += [f"{code} {checked}: {v}" for v in textfit.violations(drawn)]
    finally:
        set_language(spoken)
        app.resize(size)
    return problems


def check_tutorial(app: App, game_id: str) -> list[str]:
    """Play one tutorial by its script through the engine, then at its table; the problems
    found (empty: it plays)."""
    play_script(TUTORIALS[game_id])
    problems: list[str] = []

    def look(marks: CoachMarks, index: int) -> None:
        problems.extend(
            f"{game_id}, step {index + 1}: {problem}" for problem in mark_fit_problems(app, marks)
        )

    marks = play_at_table(app, game_id, look)
    if not marks.free_play:
        problems.append(f"{game_id}: the game did not go on after the script")
    return problems


def run_tutorial_check(size: tuple[int, int] = (1280, 800)) -> int:
    """Check every shipped tutorial; one line each, exit 0 or 1."""
    failed = False
    with tempfile.TemporaryDirectory(prefix="tabletop-tutorials-") as tmp:
        app = App(
            size,
            settings=Settings(animation_speed="off", ai_delay=0.0, tutorial_offered=True),
            saves_dir=Path(tmp),
            autosave=True,
        )
        try:
            for game_id in TUTORIALS:
                try:
                    problems = check_tutorial(app, game_id)
                except ScriptProblem as error:
                    problems = [str(error)]
                except Exception as error:  # any failure is the check's answer
                    traceback.print_exc(file=sys.stderr)
                    problems = [f"{type(error).__name__}: {error}"]
                steps = len(TUTORIALS[game_id].steps)
                if problems:
                    failed = True
                    print(_("tutorial {game}: FAILED").format(game=game_id))
                    for problem in problems:
                        print(f"  {problem}")
                else:
                    print(_("tutorial {game}: ok, {steps} steps").format(game=game_id, steps=steps))
                app.go_to_title()
        finally:
            app.close()
    return 1 if failed else 0


__all__ = [
    "MAX_CLICKS",
    "check_tutorial",
    "click_taught_targets",
    "dialog_clicks",
    "mark_fit_problems",
    "play_at_table",
    "ready",
    "run_tutorial_check",
]
