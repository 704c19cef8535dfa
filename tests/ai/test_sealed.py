"""Sealed agents (issue 28): what an agent is handed — its view, the legal actions, a game
object, an rng — and everything it could reach from them (the game object's attributes, the
engine's module globals, the rng) tell it nothing it may not know.

- Nothing an agent can reach holds a container of the true state that its seat may not see
  (a hand, a deck, the ticket pile), even after the match has built every seat's view and the
  legal actions, as the app and the headless runner do.
- Its rng is a hash of the game's seed: the seed, which fixes the deck's order, cannot be read
  back from it.
- With the true state's hidden cards planted in every such place, re-dealing them changes no
  choice of any searching level, nor its reason for it (what Suggest says).
"""

from __future__ import annotations

import functools
import gc
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import replace
from types import BuiltinFunctionType, CodeType, FunctionType, ModuleType
from typing import Any

import pytest

from tabletop.ai import SearchAgent, why
from tabletop.core import Agent, Game, GameConfig, Rng, Seat, canonical_json
from tabletop.games import GAMES, make_agent
from tabletop.games.great_tour.view import ViewCache
from tabletop.play import Match
from tabletop.play.agent_inputs import agent_rng, suggestion_rng
from tabletop.play.runner import play_game

#: (game, players) of each game's checks.
TABLES = [
    ("ttr_europe", 3),
    ("ttr_paris", 2),
    ("metro", 3),
    ("great_tour", 3),
    ("branch_line", 3),
]
SEARCHING = ("strong", "expert")
#: Where the re-deal checks start looking for a searched decision: early, and mid-game. A
#: Branch Line game lasts some 20 plies, and after its first claims most turns offer one move.
STARTS = {"branch_line": (0, 7)}


def hidden_parts(game_id: str, state: Any, seat: int) -> list[object]:
    """The containers of ``state`` that ``seat`` may not see (and the state itself)."""
    others = [p for p in range(state.players) if p != seat]
    parts: list[object] = [state]
    if game_id.startswith("ttr"):
        parts += [state.rng, state.deck, state.ticket_deck, state.hands]
        parts += [state.hands[p] for p in others] + [state.tickets[p] for p in others]
        parts += [state.offered[p] for p in others]
    elif game_id == "metro":
        parts += [state.pool, state.hands] + [state.hands[p] for p in others]
    elif game_id == "branch_line":
        parts += [state.deck, state.hands, state.tickets, state.box]
        parts += [state.hands[p] for p in others]
    else:
        parts += [state.rng, state.decks, *state.decks, state.pile, state.hands]
        parts += [state.hands[p] for p in others]
    # An empty tuple is one shared object: it says nothing.
    return [part for part in parts if not (isinstance(part, tuple) and not part)]


def engine_modules(game_id: str) -> list[ModuleType]:
    """The modules of the game's package (the engine, its tables, its agents…), the registry
    and the AI framework: whatever an agent can import to look around."""
    package = "tabletop.games." + ("ttr" if game_id.startswith("ttr") else game_id)
    names = [name for name in sys.modules if name == package or name.startswith(package + ".")]
    names += ["tabletop.games", *[n for n in sys.modules if n.startswith("tabletop.ai")]]
    return [sys.modules[name] for name in sorted(set(names))]


def reachable(roots: Iterable[object], avoid: tuple[type, ...] = ()) -> Iterator[object]:
    """Every object reachable from ``roots`` by references, without walking into other
    modules, foreign classes or code (the engine's modules are roots of their own), nor into
    instances of ``avoid``."""
    stack = list(roots)
    module_dicts = {id(vars(m)) for m in list(sys.modules.values()) if m is not None}
    module_dicts -= {id(root) for root in stack}
    seen: set[int] = set()
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        yield obj
        if isinstance(obj, ModuleType | CodeType | BuiltinFunctionType | str | bytes | int):
            continue
        if isinstance(obj, avoid):
            continue
        if isinstance(obj, type) and not obj.__module__.startswith("tabletop"):
            continue
        if isinstance(obj, dict) and id(obj) in module_dicts:
            continue
        if isinstance(obj, FunctionType):
            # Its globals are a module's (walked as a root when it is the engine's); what
            # it keeps of its own is in its defaults and closure.
            stack.extend(obj.__defaults__ or ())
            stack.extend(cell.cell_contents for cell in obj.__closure__ or () if _full(cell))
            continue
        stack.extend(gc.get_referents(obj))


def _full(cell: Any) -> bool:
    try:
        cell.cell_contents  # noqa: B018 - an empty cell raises
    except ValueError:
        return False
    return True


@functools.cache
def _length(game_id: str, players: int) -> int:
    """Plies of the greedy game the checks look into (a Branch Line game is some 20)."""
    return len(play_game(game_id, ["greedy"] * players, 11).log)


def _into(game_id: str, players: int, plies: int) -> int:
    """``plies``, or less in a game too short for them: at most half way in."""
    return min(plies, _length(game_id, players) // 2)


def _played(game_id: str, players: int, plies: int) -> tuple[Match, int]:
    """A match of greedy seats with ``plies`` moves made through the match, every seat's view
    and the legal actions built after each (as the tables and the runner do), and the seat
    to act."""
    log = play_game(game_id, ["greedy"] * players, 11).log
    seats = [Seat(f"P{i}", "#112233") for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, 11)
    for _seat, action in log[:plies]:
        for viewer in (*range(players), None):
            match.view(viewer)
        match.legal_actions()
        match.submit(action)
        assert match.to_act() is not None
    for viewer in (*range(players), None):
        match.view(viewer)
    seat = match.to_act()
    assert seat is not None
    return match, seat


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_nothing_an_agent_can_reach_holds_a_card_its_seat_may_not_see(
    game_id: str, players: int
) -> None:
    match, seat = _played(game_id, players, _into(game_id, players, 25))
    secret = {id(part): part for part in hidden_parts(game_id, match.state, seat)}
    agents: list[Agent] = [make_agent(game_id, name) for name in ("standard", *SEARCHING)]
    roots: list[object] = [*agents, GAMES[game_id], match.agent_rng(seat)]
    roots += [vars(module) for module in engine_modules(game_id)]
    found = [obj for obj in reachable(roots) if id(obj) in secret]
    assert not found, f"an agent can reach the true state's hidden {found[0]!r:.80}"


def _sizes(root: object) -> Counter[str]:
    """How much every container reachable from ``root`` holds, by its type (but for the Great
    Tour's view memo: it keeps the last state's public containers, coaches and tickets, which
    grow as a game does; the test above shows it keeps nothing hidden)."""
    sizes: Counter[str] = Counter()
    for obj in reachable([root], avoid=(ViewCache,)):
        if isinstance(obj, dict | list | set):
            sizes[type(obj).__name__] += len(obj)
    return sizes


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_the_engine_remembers_nothing_of_the_games_it_plays(game_id: str, players: int) -> None:
    """A memo that grows with what hands allowed (which payments were legal, say) would tell
    an agent what its rivals held: the engine's containers hold as much after a game as
    before it."""
    game = GAMES[game_id]
    play_game(game_id, ["greedy"] * players, 3)  # what is built on first use is built
    before = _sizes(game)
    match, _seat = _played(game_id, players, _into(game_id, players, 40))
    assert _sizes(game) == before


def test_the_walk_finds_a_hidden_hand_planted_in_an_engine_global() -> None:
    """The check above would notice: a hand kept in a module global is found."""
    match, seat = _played("great_tour", 3, plies=10)
    engine = sys.modules["tabletop.games.great_tour.engine"]
    hand = match.state.hands[(seat + 1) % 3]
    engine._planted_for_the_test = {"memo": [(hand,)]}  # type: ignore[attr-defined]
    try:
        roots = [vars(module) for module in engine_modules("great_tour")]
        assert any(obj is hand for obj in reachable(roots))
    finally:
        del engine._planted_for_the_test  # type: ignore[attr-defined]


def _derivation_mixes_the_seed(derive: Any) -> None:
    """Streams derived from seeds one bit apart differ in about half their bits, and the seed
    is not a linear function of the stream (as it is for ``seed XOR salt·K``)."""
    flips = []
    for seed in range(1, 200):
        a, b = derive(seed).state, derive(seed ^ 1).state
        flips.append(bin(a ^ b).count("1"))
        assert a ^ b != seed ^ (seed ^ 1), "the seed shows through the stream"
    mean = sum(flips) / len(flips)
    assert 28 < mean < 36, f"{mean} bits of 64 change when one bit of the seed does"


@pytest.mark.parametrize("make", [agent_rng, suggestion_rng])
def test_an_agents_rng_reveals_nothing_of_the_game_seed(make: Any) -> None:
    _derivation_mixes_the_seed(lambda seed: make(seed, 7, 1))
    # Apart for each ply, seat and purpose.
    streams = {make(42, ply, seat).state for ply in range(40) for seat in range(6)}
    assert len(streams) == 240
    assert agent_rng(42, 3, 1).state != suggestion_rng(42, 3, 1).state
    assert agent_rng(42, 3, 1).state == agent_rng(42, 3, 1).state  # replays stay the same


def test_the_old_forked_stream_would_have_shown_the_seed() -> None:
    """``Rng.fork`` of the seed, what agents were handed before: the check above fails."""
    with pytest.raises(AssertionError):
        _derivation_mixes_the_seed(lambda seed: Rng(seed).fork(7 * 16 + 1 + 1))


def _small(agent: Agent) -> Agent:
    """The level with a small fixed budget (the test stays fast; the plumbing is the same)."""
    if isinstance(agent, SearchAgent):
        search = agent.search
        search.settings = replace(search.settings, iterations=24)
    elif hasattr(agent, "worlds"):
        agent.worlds, agent.rounds = 3, 1  # type: ignore[attr-defined]
    return agent


def _plant(game: Game, state: Any) -> None:
    """Let the engine see ``state`` every way a match does: every seat's view, the legal
    actions and each of them applied (any memo of the engine now holds it)."""
    for viewer in (*range(state.players), None):
        game.view(state, viewer)
    for action in game.legal_actions(state)[:40]:
        game.apply(state, action)


def _searched(agent: Agent) -> bool:
    """Did the agent's last decision search (rather than follow its policy or take the only
    candidate)?"""
    report = getattr(agent, "last_report", None)
    if report is None:
        return False
    return bool(getattr(report, "worlds", 0) or getattr(report, "iterations", 0))


def _searched_position(game_id: str, players: int, level: str, start: int) -> tuple[Match, int]:
    """The first position from ply ``start`` on where ``level`` really searches."""
    for plies in range(start, start + 30):
        match, seat = _played(game_id, players, plies)
        agent = match._agents[seat] = _small(make_agent(game_id, level))
        agent.last_report = None  # type: ignore[attr-defined]
        match.choose_for(seat)
        if _searched(agent):
            return match, seat
    raise AssertionError(f"{level} never searched in {game_id} from ply {start}")


@pytest.mark.parametrize(("game_id", "players"), TABLES)
@pytest.mark.parametrize("level", SEARCHING)
def test_re_dealing_the_planted_hidden_cards_changes_no_choice(
    game_id: str, players: int, level: str
) -> None:
    game = GAMES[game_id]
    redealt_differently = 0
    for start in STARTS.get(game_id, (6, 31)):
        match, seat = _searched_position(game_id, players, level, start)
        truth = match.state
        view = match.view(seat)
        choices: Counter[str] = Counter()
        for redeal in range(3):
            # Every card, tile and ticket the seat cannot see dealt anew (the engine's own
            # rng too), and shown to the engine as the match would.
            other = game.determinize(view, Rng(900 + redeal))
            if canonical_json(game.state_json(other)) != canonical_json(game.state_json(truth)):
                redealt_differently += 1
            assert game.view(other, seat) == view
            _plant(game, other)
            match._state = other
            choice = match.choose_for(seat)
            agent = match._agents[seat]
            reason = why(agent, view, match.legal_actions(), choice)
            choices[f"{choice} ({reason})"] += 1
            assert _searched(agent)
        assert len(choices) == 1, f"{level} chose or said why by the hidden cards: {choices}"
    assert redealt_differently > 0
