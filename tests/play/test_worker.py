"""The AI worker process: AI seats think outside the app's process, and a search in progress
ends cleanly when the game moves on, is closed, or the app dies (issue 9)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Sequence

import pytest

from tabletop.ai import UNTIMED, SearchingAgent
from tabletop.core import Action, GameConfig, Rng, Seat, View
from tabletop.games import GAMES, agent_names, make_agent
from tabletop.games.great_tour import BLANK, Pay
from tabletop.play import Match
from tabletop.play.agent_inputs import AGENT_BUDGET, agent_budget, agent_rng
from tabletop.play.runner import play_game
from tabletop.play.worker import AgentWorker, Decision, WorkerError, decide, runs_in_worker
from tests.support.registry import Area, game_ids

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _match(game_id: str, agents: list[str | None], timed_agents: bool = True) -> Match:
    seats = [Seat(f"P{i}", "#abcdef", agent) for i, agent in enumerate(agents)]
    match = Match.new(game_id, GameConfig(len(agents)), seats, 42)
    match.timed_agents = timed_agents
    return match


def _poll_until(match: Match, ply: int, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while match.ply < ply:
        assert time.monotonic() < deadline, f"no AI move within {seconds} s (ply {match.ply})"
        match.poll()
        time.sleep(0.002)


def _decision(game_id: str, agent: str, budget: float, seed: int = 3) -> Decision:
    game = GAMES[game_id]
    players = game.spec.min_players
    state = game.new_state(GameConfig(players), seed)
    seat = game.to_act(state)
    return Decision(
        game_id,
        agent,
        seat,
        dict(game.view(state, seat)),
        tuple(game.legal_actions(state)),
        agent_rng(seed, 0, seat).state,
        budget,
    )


@pytest.mark.parametrize("game_id", game_ids())
def test_the_searching_levels_think_in_the_worker_for_their_own_time_the_others_on_a_thread(
    game_id: str,
) -> None:
    for name in agent_names(game_id):
        agent = make_agent(game_id, name)
        searching = name in ("strong", "expert")
        assert isinstance(agent, SearchingAgent) is searching, name
        assert runs_in_worker(agent) is searching, name
        expected = agent.seconds if isinstance(agent, SearchingAgent) else AGENT_BUDGET
        assert agent_budget(agent) == expected > 0, name


class _Search:
    """A searching agent that notes whether it was handed ``should_stop``."""

    name = "toy"
    seconds = 0.2

    def __init__(self, interruptible: bool) -> None:
        self.interruptible = interruptible
        self.stops: list[object] = []

    def choose(
        self,
        view: View,
        legal: Sequence[Action],
        rng: Rng,
        budget: float,
        should_stop: Callable[[], bool] | None = None,
    ) -> Action:
        self.stops.append(should_stop)
        return legal[0]


def test_only_a_search_that_can_be_stopped_is_handed_should_stop() -> None:
    def stop() -> bool:
        return False

    for interruptible in (True, False):
        agent = _Search(interruptible)
        assert isinstance(agent, SearchingAgent)
        assert decide(agent, {}, [Pay(BLANK)], Rng(1), 0.1, stop) == Pay(BLANK)
        assert agent.stops == [stop if interruptible else None]


# A worker process and a whole searching game per game: about 5 s of work each.
@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids(Area.SHARED_SEARCH_LEVELS))
def test_poll_plays_the_headless_runners_game_in_another_process(game_id) -> None:
    """Searching seats think in the worker process, the others on a thread: with the fixed
    iteration budget the match plays the headless runner's game move for move."""
    players = GAMES[game_id].spec.min_players
    agents = ["strong", *["greedy"] * (players - 1)]
    result = play_game(game_id, agents, 42)
    match = _match(game_id, list(agents), timed_agents=False)
    try:
        _poll_until(match, 2 * players + 2)
        worker = match._worker
        assert worker is not None and worker.alive()
        assert worker._process is not None and worker._process.pid != os.getpid()
    finally:
        match.close()
    assert tuple(match.log) == result.log[: match.ply]
    assert not worker.alive() and match._worker is None
    match.close()  # twice is harmless


def test_cancel_stops_a_search_failures_are_reported_and_close_is_prompt() -> None:
    worker = AgentWorker()
    try:
        stale = worker.submit(_decision("metro", "expert", budget=60.0))
        time.sleep(1.5)  # the process has started and is searching
        worker.cancel()
        started = time.monotonic()
        fresh = worker.submit(_decision("metro", "greedy", budget=UNTIMED))
        answer = worker.wait(fresh, timeout=20.0)
        assert time.monotonic() - started < 10.0  # the 60 s search stopped early
        assert answer.request == fresh and answer.index is not None
        assert worker.answer(stale) is None  # and its answer is never given

        request = worker.submit(_decision("metro", "no-such-agent", budget=UNTIMED))
        with pytest.raises(WorkerError, match="no-such-agent"):
            worker.wait(request, timeout=20.0)

        worker.submit(_decision("metro", "expert", budget=60.0))
        time.sleep(0.5)
        started = time.monotonic()
    finally:
        worker.close()
    assert time.monotonic() - started < 3.0
    assert not worker.alive()


def _blank_journey(match: Match) -> None:
    """Seat 0 (human) travels with a blank ticket: nothing hidden is revealed, so the last
    card paid can be taken back; the next seat is to act once it is paid."""
    begin = next(a for a in match.legal_actions() if getattr(a, "ticket", None) == BLANK)
    match.submit(begin)
    while match.to_act() == 0:
        match.submit(next(a for a in match.legal_actions() if isinstance(a, Pay)))


def test_undo_during_a_search_drops_it_and_the_ai_answers_the_new_position() -> None:
    match = _match("great_tour", [None, "strong", "greedy"])
    try:
        _blank_journey(match)
        assert match.to_act() == 1 and match.can_undo()
        match.poll()  # the worker starts; the strong seat is asked
        assert match.thinking
        match.undo()  # the last card paid is back in hand: seat 0 pays again
        assert not match.thinking and match.to_act() == 0
        match.submit(next(a for a in match.legal_actions() if isinstance(a, Pay)))
        match.timed_agents = False  # the fixed budget: the answer must be the runner's
        _poll_until(match, match.ply + 1, seconds=120)
        twin = _match("great_tour", [None, "strong", "greedy"])
        twin.replay(match.log[:-1])
        twin.step_ai()
        assert match.log == twin.log  # the stale search's move was never applied
    finally:
        match.close()


def test_the_worker_ends_when_the_app_dies_without_closing_it() -> None:
    code = textwrap.dedent(
        """
        import os, time
        from tabletop.play.worker import AgentWorker
        worker = AgentWorker()
        worker.start()
        print(worker._process.pid, flush=True)
        time.sleep(0.5)
        os._exit(0)  # no close, no atexit: as if the app crashed
        """
    )
    env = {**os.environ, "PYTHONPATH": REPO}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    pid = int(out.stdout.split()[0])
    deadline = time.monotonic() + 20
    while _alive(pid):
        assert time.monotonic() < deadline, "the worker outlived the app"
        time.sleep(0.1)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


def test_an_answer_from_the_worker_process_wakes_a_sleeping_caller() -> None:
    """The reader thread settles the searching seat's decision as it arrives and calls
    ``on_choice_ready`` (the app's idle loop sleeps until then)."""
    import threading

    match = _match("metro", ["strong", None])
    ready = threading.Event()
    match.on_choice_ready = ready.set
    try:
        match.poll()  # the worker starts; the strong seat is asked
        assert match.thinking and match.next_poll_in() is None
        assert ready.wait(60.0), "no answer within 60 s"
        assert match.answer_ready and match.next_poll_in() == 0.0
        assert match.poll() and match.ply == 1
    finally:
        match.close()


def test_a_request_to_a_process_that_has_ended_fails_as_every_waiting_request_does() -> None:
    """The process can end before the reader thread notices: the request sent then fails with
    the worker's own error, as a request already waiting does, never a BrokenPipeError out of
    ``submit`` (the app's error handling knows only the first)."""
    worker = AgentWorker()
    try:
        worker.start()
        process = worker._process
        assert process is not None
        process.kill()
        process.join(10.0)
        assert not process.is_alive()
        request = worker.submit(_decision("metro", "greedy", budget=UNTIMED))
        with pytest.raises(WorkerError, match="ended unexpectedly"):
            worker.wait(request, timeout=10.0)
    finally:
        worker.close()


def test_the_worker_ends_with_the_game_and_a_finished_game_starts_none() -> None:
    """A finished game thinks no more: its worker process ends at the last move (in the
    standalone build it stayed, over 100 MB, for as long as the game-over screen and the
    board after it were up), and a finished game opened again starts none."""
    played = _match("ttr_paris", ["random", "random"])
    while played.step_ai():
        pass
    assert played.is_over()
    match = _match("ttr_paris", [None, "strong"])
    try:
        match.replay(played.log[:-1])
        match.poll()  # the worker starts (the strong seat may be asked already)
        worker = match._worker
        assert worker is not None and worker.alive()
        match.replay(played.log[-1:])
        match.poll()
        assert match._worker is None
        deadline = time.monotonic() + 20
        while worker.alive():
            assert time.monotonic() < deadline, "the worker outlived its game"
            time.sleep(0.05)
    finally:
        match.close()
    reopened = _match("ttr_paris", [None, "strong"])
    try:
        reopened.replay(played.log)
        reopened.poll()
        assert reopened._worker is None
    finally:
        reopened.close()
