"""Suggest says why in one line (issue 28): the Strong level's reason for its move, from its
own scoring, worked out from the seat's view alone — "Keeps your locomotive", "Completes your
ticket Berlin – Wien", "Ends a rival's line at 3 points" — in the player's language; and the
match's worker sends it back with the move."""

from __future__ import annotations

import dataclasses
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop.ai import MoveReason, SearchReason, search_why
from tabletop.ai.search import EdgeReport, SearchReport
from tabletop.core import Action, GameConfig, Seat
from tabletop.core.i18n import speaking
from tabletop.games import GAMES, make_agent
from tabletop.games.great_tour.levels import GreatTourStrongAgent
from tabletop.games.great_tour.why import GreatTourReason
from tabletop.games.metro.actions import DrawTile, PlaceTile
from tabletop.games.metro.levels import MetroStrongAgent
from tabletop.games.metro.why import MetroReason
from tabletop.games.ttr.actions import ClaimRoute
from tabletop.games.ttr.levels import TtrStrongAgent
from tabletop.games.ttr.position import Position
from tabletop.games.ttr.why import TtrReason, _policy_why, _wilds_kept, move_why
from tabletop.play import Match
from tabletop.play.agent_inputs import suggestion_rng
from tabletop.play.runner import play_game
from tabletop.play.suggest import Hint, hint

#: (game, players, every how many plies a greedy game's position is asked about).
CASES = [("ttr_europe", 3, 9), ("ttr_paris", 2, 5), ("metro", 3, 6), ("great_tour", 3, 6)]
#: The reasons each game has of its own (beyond the search's figures).
OWN: dict[str, type[MoveReason]] = {
    "ttr_europe": TtrReason,
    "ttr_paris": TtrReason,
    "metro": MetroReason,
    "great_tour": GreatTourReason,
}
#: A reason fits the suggestion's box in a line or two: never a paragraph.
MOST_CHARACTERS = 100


@pytest.fixture
def quick_strong(monkeypatch: pytest.MonkeyPatch) -> None:
    """Strong searching a third of its fixed budget: the reasons come from the same scoring
    and the same search report (their sentences are what these tests read, not the moves'
    strength), at a third of the CPU. Over the positions below every kind of reason the full
    budget gives still comes up, the search's own figures too."""
    monkeypatch.setattr(TtrStrongAgent, "worlds", 2)  # of 6 sampled deals a round
    for agent in (GreatTourStrongAgent, MetroStrongAgent):  # of 100 iterations
        monkeypatch.setattr(agent, "settings", dataclasses.replace(agent.settings, iterations=30))


def _hints(game_id: str, players: int, every: int) -> Iterator[tuple[Any, Hint]]:
    """(state, hint) at every ``every``-th position of a greedy game with a choice to make."""
    game = GAMES[game_id]
    state = game.new_state(GameConfig(players), 2)
    for ply, (seat, action) in enumerate(play_game(game_id, ["greedy"] * players, 2).log):
        legal = game.legal_actions(state)
        if ply % every == 0 and len(legal) > 1:
            yield state, hint(game_id, game.view(state, seat), legal, seed=ply)
        state = game.apply(state, action).state


@pytest.mark.usefixtures("quick_strong")
@pytest.mark.parametrize(("game_id", "players", "every"), CASES)
def test_every_game_says_in_one_line_why_it_suggests_a_move(
    game_id: str, players: int, every: int
) -> None:
    reasons: Counter[MoveReason | None] = Counter()
    for _state, found in _hints(game_id, players, every):
        reasons[found.why.reason if found.why is not None else None] += 1
        if found.why is None:
            continue
        english = found.reason()
        assert english is not None
        assert "\n" not in english and "{" not in english, english
        assert len(english) <= MOST_CHARACTERS, english
        with speaking("pl"):
            polish = found.reason()
        assert polish is not None and "{" not in polish
        assert polish != english, f"no Polish for {english!r}"
    asked = sum(reasons.values())
    assert asked >= 10
    # Most suggestions give a reason, and the game's own, not only the search's figures.
    assert reasons[None] <= asked // 3, reasons
    own = [reason for reason in reasons if isinstance(reason, OWN[game_id])]
    assert own, f"only the search's figures: {reasons}"


def _payment_choices(game_id: str, players: int, seed: int = 2) -> Iterator[tuple[Any, Hint]]:
    """(state, hint) where some route can be paid with more or fewer wild cards (only there
    can a payment keep one: the other positions are not asked about, which keeps this quick)."""
    game = GAMES[game_id]
    state = game.new_state(GameConfig(players), seed)
    for ply, (seat, action) in enumerate(play_game(game_id, ["greedy"] * players, seed).log):
        legal = game.legal_actions(state)
        wilds_by_route: dict[object, set[int]] = {}
        for a in legal:
            route, wilds = getattr(a, "route", None), getattr(a, "wilds", None)
            if route is not None and wilds is not None:
                wilds_by_route.setdefault(route, set()).add(wilds)
        if any(len(counts) > 1 for counts in wilds_by_route.values()):
            yield state, hint(game_id, game.view(state, seat), legal, seed=ply)
        state = game.apply(state, action).state


@pytest.mark.usefixtures("quick_strong")
def test_a_payment_that_keeps_a_locomotive_says_so() -> None:
    """Europe: a route paid without the locomotive another legal payment of it would spend."""
    game = GAMES["ttr_europe"]
    told = 0
    choices = (found for seed in (2, 3, 4, 5) for found in _payment_choices("ttr_europe", 3, seed))
    for state, found in choices:
        action = found.action
        wilds = getattr(action, "wilds", None)
        route = getattr(action, "route", None)
        if wilds is None or route is None:
            continue
        dearer = [
            a
            for a in game.legal_actions(state)
            if getattr(a, "route", None) == route and getattr(a, "wilds", 0) > wilds
        ]
        # What the claim is for comes first (the ticket it completes or serves, the last
        # turn): the wild it keeps is said for any other claim.
        purposes = (TtrReason.COMPLETES_TICKET, TtrReason.ON_THE_WAY, TtrReason.LAST_TURN)
        if dearer and found.why is not None and found.why.reason not in purposes:
            more = min(a.wilds for a in dearer)  # type: ignore[attr-defined]
            if wilds == 0:
                assert found.why.reason == TtrReason.KEEPS_LOCOMOTIVES, found
                assert found.why.param("n") == more
            else:  # it spends some too: how many, against how many
                assert found.why.reason == TtrReason.FEWER_LOCOMOTIVES, found
                assert (found.why.param("n"), found.why.param("more")) == (wilds, more)
            told += 1
        if told == 3:
            break
    assert told > 0, "no payment that kept a locomotive in the game looked at"


@pytest.mark.slow  # a Strong search at every sixth position of three games
def test_the_search_never_calls_a_move_best_when_another_did_better() -> None:
    """The tree search plays its most tried move; when a move tried less shows a better mean,
    the reason says the move held up best, not that it had the best chance."""
    for game_id, players, every in CASES[2:]:
        for _state, found in _hints(game_id, players, every):
            why = found.why
            if why is not None and why.reason == SearchReason.BEST_CHANCE:
                won, runner = why.param("won"), why.param("next")
                assert isinstance(won, int) and isinstance(runner, int) and won >= runner


def _wait_for_hint(match: Match) -> Hint:
    deadline = time.monotonic() + 60
    while (found := match.hint) is None:
        assert time.monotonic() < deadline, "no suggestion within 60 s"
        time.sleep(0.01)
    return found


def test_the_worker_sends_the_reason_back_with_the_suggested_move() -> None:
    seats = [Seat("Ann", "#123456"), Seat("Bot", "#654321", "greedy")]
    match = Match.new("ttr_paris", GameConfig(2), seats, 5)
    match.timed_agents = False  # the fixed budget: the same as in-process
    log = play_game("ttr_paris", ["greedy"] * 2, 5).log
    ply = next(i for i in range(10, len(log)) if log[i][0] == 0 and log[i - 1][0] == 1)
    try:
        match.replay(log[:ply])
        match.request_suggestion()
        found = _wait_for_hint(match)
        legal: list[Action] = match.legal_actions()
        seed = suggestion_rng(5, ply, 0).state
        assert found == hint("ttr_paris", match.view(0), legal, seed)
        assert found.action == match.suggestion
    finally:
        match.close()


@pytest.mark.parametrize(
    ("runner", "words"),
    [
        (0.608, "A close call in 184 simulated games: it and the next best move each won 61%."),
        (0.55, "Best chance to win in 184 simulated games: 61% (next best move 55%)."),
    ],
)
def test_a_lead_the_percentages_do_not_show_is_told_as_a_close_call(
    runner: float, words: str
) -> None:
    """Rivals review: Metro's Suggest said "Best chance to win in 184 simulated games: 61%
    (next best move 61%)." — best by less than a point, which the line read as no reason."""
    place = PlaceTile("t1", 5, 8)
    edges = (EdgeReport(place, 120, 0.612), EdgeReport(DrawTile(), 64, runner))
    why = search_why(SearchReport(place, 184, 1.0, edges), place)
    assert why is not None
    with speaking("en"):
        assert why.words() == words


@pytest.mark.parametrize(("game_id", "players"), [("ttr_europe", 3), ("ttr_paris", 3)])
def test_what_a_claim_is_for_comes_before_how_it_pays(game_id: str, players: int) -> None:
    """A claim on the way for a ticket (or the last turn's best), paid without a wild another
    payment would spend: the one line says what the claim is for ("On the way for your ticket
    …"), not the wild it keeps — the ringed payment shows how it pays; the wild kept is said
    where the claim serves nothing more telling."""
    game = GAMES[game_id]
    agent = make_agent(game_id, "strong")
    assert isinstance(agent, TtrStrongAgent)
    knowledge = agent.knowledge
    kept_reason = (
        TtrReason.KEEPS_LOCOMOTIVES if game_id == "ttr_europe" else TtrReason.KEEPS_BUS_CARDS
    )
    state = game.new_state(GameConfig(players), 1)
    both = kept_only = 0
    for seat, action in play_game(game_id, ["greedy"] * players, 1).log:
        legal = game.legal_actions(state)
        view = game.view(state, seat)
        pos = Position.of_view(knowledge.t, view)
        for claim in legal:
            if not isinstance(claim, ClaimRoute) or claim.wilds:
                continue
            if not _wilds_kept(knowledge, legal, claim):
                continue  # only a payment that keeps wilds another one would spend
            found = move_why(knowledge, game.board, None, view, legal, claim)
            assert found is not None
            if found.reason == TtrReason.COMPLETES_TICKET:
                continue  # the ticket it completes: first of all
            policy = _policy_why(knowledge, game.board, pos, claim)
            if policy is not None and policy.reason in (TtrReason.ON_THE_WAY, TtrReason.LAST_TURN):
                assert found == policy, (claim, found)  # what it is for, first
                both += 1
            else:
                assert found.reason == kept_reason, (claim, found)
                kept_only += 1
        state = game.apply(state, action).state
    assert both and kept_only, (both, kept_only)
