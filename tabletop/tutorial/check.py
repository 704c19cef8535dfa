"""Play a tutorial through its engine by its script, headless: every taught move and every
scripted rival move must be legal when its turn comes, and every step must be reached.

``python -m tabletop --check-tutorials`` runs this at the real tables (``ui/tutorial_check.py``
drives the table the same way); the marks' words are checked here too.
"""

from __future__ import annotations

from tabletop.core.i18n import _

from .coach import PLAYER, Coach
from .rival import new_tutorial_match
from .script import MAX_MARKS, MAX_WORDS, Tutorial, first_allowed

#: Rival moves a tutorial may take at most between two of the player's (a stuck script).
MAX_RIVAL_RUN = 50


class ScriptProblem(Exception):
    """A tutorial cannot be played as written (the message says where)."""


def mark_problems(tutorial: Tutorial) -> list[str]:
    """Marks too long (in the language in use) or too many."""
    problems = []
    if len(tutorial.steps) > MAX_MARKS:
        problems.append(f"{tutorial.game_id}: {len(tutorial.steps)} marks (at most {MAX_MARKS})")
    for step in tutorial.steps:
        words = len(_(step.mark).split())
        if words > MAX_WORDS:
            problems.append(f"{tutorial.game_id} {step.key}: {words} words (at most {MAX_WORDS})")
    return problems


def play_rivals(coach: Coach) -> None:
    """Play the rivals' turns until the player is to act (or the game is over), checking that
    each scripted rival move is legal when its turn comes."""
    match, script = coach.match, coach.tutorial.rival_script()
    for _turn in range(MAX_RIVAL_RUN):
        seat = match.to_act()
        if seat is None or seat == PLAYER:
            return
        n = coach.rival_moves()
        if n < len(script) and first_allowed(script[n], match.legal_actions()) is None:
            raise ScriptProblem(
                f"{coach.tutorial.game_id}: the rival's scripted move {n + 1} is not legal "
                f"(step {coach.tutorial.steps[coach.index].key})"
            )
        match.step_ai()
    raise ScriptProblem(f"{coach.tutorial.game_id}: the rivals never hand the turn back")


def play_script(tutorial: Tutorial) -> Coach:
    """Play ``tutorial`` to the end of its script by its own moves; ``ScriptProblem`` names the
    first step that cannot be reached or whose move is not legal."""
    problems = mark_problems(tutorial)
    if problems:
        raise ScriptProblem("; ".join(problems))
    names = [_(name) for name in tutorial.seats]
    match = new_tutorial_match(tutorial, names)
    match.timed_agents = False
    coach = Coach(tutorial, match)
    seen: list[str] = []
    while not coach.done:
        play_rivals(coach)
        step = coach.step
        assert step is not None
        if not seen or seen[-1] != step.key:
            seen.append(step.key)
        if not step.moves:
            coach.next()
            continue
        if match.is_over() or not coach.player_to_act:
            raise ScriptProblem(f"{tutorial.game_id}: step {step.key} is never the player's turn")
        action = coach.taught_action()
        if action is None:
            raise ScriptProblem(f"{tutorial.game_id}: step {step.key}: its move is not legal")
        match.submit(action)
    missing = [step.key for step in tutorial.steps if step.key not in seen]
    if missing:
        raise ScriptProblem(f"{tutorial.game_id}: steps never reached: {', '.join(missing)}")
    if not coach.rival_script_over():
        raise ScriptProblem(f"{tutorial.game_id}: rival moves left over at the end of the script")
    return coach


__all__ = ["MAX_RIVAL_RUN", "ScriptProblem", "mark_problems", "play_rivals", "play_script"]
