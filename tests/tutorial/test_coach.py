"""The tutorials' step logic, without a table: every shipped script plays through its engine,
a step allows only its taught moves, undo and skipping keep the coach in step with the game,
and the rivals play their script and then as the Beginner."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import set_language
from tabletop.games.ttr.actions import ClaimRoute, DrawBlind, DrawFaceUp, KeepTickets
from tabletop.tutorial import MAX_MARKS, MAX_WORDS, TUTORIALS, Coach, new_tutorial_match
from tabletop.tutorial.check import ScriptProblem, mark_problems, play_rivals, play_script
from tabletop.tutorial.script import Move, Step, Tutorial
from tabletop.tutorial.tally import FINISHED, LEFT_AT, SKIPPED, STARTED, counted, read_tally

SHIPPED = sorted(TUTORIALS)


def start(game_id: str) -> Coach:
    tutorial = TUTORIALS[game_id]
    match = new_tutorial_match(tutorial, ["Ann", "Rival", "Third"][: tutorial.players])
    match.timed_agents = False
    return Coach(tutorial, match)


@pytest.mark.parametrize("game_id", SHIPPED)
def test_every_shipped_tutorial_plays_through_its_engine_by_its_script(game_id: str) -> None:
    coach = play_script(TUTORIALS[game_id])
    assert coach.done and not coach.left
    assert coach.rival_script_over()
    assert not coach.match.is_over()  # the player finishes it their way


@pytest.mark.parametrize("game_id", SHIPPED)
@pytest.mark.parametrize("code", ["en", "pl"])
def test_every_mark_is_short_and_there_are_few(game_id: str, code: str) -> None:
    tutorial = TUTORIALS[game_id]
    assert len(tutorial.steps) <= MAX_MARKS
    set_language(code)
    if code == "en":
        assert mark_problems(tutorial) == []
    for step in tutorial.steps:
        assert len(step.mark.split()) <= MAX_WORDS, step.key


def test_a_script_whose_move_is_not_legal_is_refused_naming_its_step() -> None:
    europe = TUTORIALS["ttr_europe"]
    wrong = Step("claim_too_soon", "Claim.", "Claim.", moves=(Move(lambda a: False),))
    broken = Tutorial(europe.game_id, europe.seats, europe.seed, europe.options, (wrong,))
    with pytest.raises(ScriptProblem, match="claim_too_soon"):
        play_script(broken)


def test_a_step_refuses_every_move_but_the_taught_one_with_its_reason() -> None:
    coach = start("ttr_europe")
    legal = coach.match.legal_actions()
    keep_all = next(a for a in legal if isinstance(a, KeepTickets) and len(a.tickets) == 4)
    keep_other = next(
        a for a in legal if isinstance(a, KeepTickets) and "edinburgh-paris" not in a.tickets
    )
    assert coach.refusal(keep_all) is None
    assert coach.refusal(keep_other) == "First, keep the long ticket and Edinburgh–Paris."
    coach.match.submit(keep_all)
    play_rivals(coach)
    assert coach.step is not None and coach.step.key == "draw"
    assert coach.refusal(DrawBlind()) is not None  # the face-up green first
    assert coach.refusal(DrawFaceUp(0)) is None


def test_undo_inside_a_step_takes_the_coach_back_with_the_game() -> None:
    coach = play_to(start("ttr_europe"), "tunnel")
    match = coach.match
    claim = next(a for a in match.legal_actions() if isinstance(a, ClaimRoute))
    assert coach.refusal(claim) is not None  # not the tunnel
    # Back to the claim step: the claim of Dieppe–Paris (it showed nothing hidden) is undone.
    match.undo(0)
    assert coach.step is not None and coach.step.key == "claim"


def test_skip_step_plays_the_taught_move_and_the_script_goes_on() -> None:
    coach = start("ttr_europe")
    action = coach.skip_step()
    assert isinstance(action, KeepTickets)
    assert set(action.tickets) == {"edinburgh-athina", "edinburgh-paris"}
    coach.match.submit(action)
    play_rivals(coach)
    first = coach.skip_step()  # a two-move step: the face-up green now, the deck after
    assert first == DrawFaceUp(0)
    coach.match.submit(first)
    assert coach.due() == DrawBlind()


def test_skip_tutorial_leaves_a_normal_game_and_the_rival_plays_as_the_beginner() -> None:
    coach = start("ttr_europe")
    coach.leave()
    keep_other = next(
        a
        for a in coach.match.legal_actions()
        if isinstance(a, KeepTickets) and "edinburgh-paris" not in a.tickets
    )
    assert coach.done and coach.refusal(keep_other) is None
    coach.match.submit(keep_other)
    coach.match.step_ai()  # the Beginner keeps its tickets: the game goes on
    assert coach.match.to_act() == 0


def test_the_rivals_play_their_script_then_choose_for_themselves() -> None:
    coach = play_script(TUTORIALS["ttr_europe"])
    rival = [action for seat, action in coach.match.log if seat == 1]
    script = TUTORIALS["ttr_europe"].rival_script()
    assert len(rival) > len(script)  # and then it plays on its own
    assert all(allows(action) for allows, action in zip(script, rival, strict=False))
    blocks = ClaimRoute("edinburgh-london-black", "black", 0)
    assert blocks in rival[: len(script)]


def test_tutorial_counts_add_up_and_bad_entries_are_dropped() -> None:
    document: dict[str, object] = {"ttr_europe": {"started": "many", "left_at": {"x": -1}}}
    document = counted(document, "ttr_europe", STARTED)
    document = counted(document, "ttr_europe", SKIPPED, "tunnel")
    document = counted(document, "ttr_europe", SKIPPED, "tunnel")
    document = counted(document, "ttr_europe", LEFT_AT, "ferry")
    document = counted(document, "ttr_europe", FINISHED)
    tally = read_tally(document, "ttr_europe")
    assert (tally.started, tally.finished, tally.left) == (1, 1, 1)
    assert dict(tally.skipped) == {"tunnel": 2}


def play_to(coach: Coach, key: str) -> Coach:
    """Play the script until the step ``key`` shows, the player to act."""
    while True:
        play_rivals(coach)
        step = coach.step
        assert step is not None
        if step.key == key:
            return coach
        if not step.moves:
            coach.next()
            continue
        action = coach.taught_action()
        assert action is not None
        coach.match.submit(action)


def test_europe_keeps_the_locomotive_for_the_ferry() -> None:
    """Dieppe–Paris is to be paid with the pink card, as its mark says: paid with the
    locomotive, the ferry two steps on (taught with that locomotive) could not be claimed."""
    coach = play_to(start("ttr_europe"), "claim")
    with_locomotive = ClaimRoute("dieppe-paris", None, 1)
    with_pink = ClaimRoute("dieppe-paris", "pink", 0)
    assert with_locomotive in coach.match.legal_actions()
    assert coach.refusal(with_locomotive) == "First, claim Dieppe–Paris with your pink card."
    assert coach.refusal(with_pink) is None
