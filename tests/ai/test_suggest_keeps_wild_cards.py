"""Payments a human trusts (issue 28, new-player review #8): Suggest never spends a wild card
where the same thing can be paid with fewer.

Over the positions of seeded games where the trap is there — a payment spending wilds and
another of the same route (or of the free other track of its double) spending fewer, both
legal — the suggested move is never the wasteful one. The review's case was TTR Paris:
"Claim Louvre – Hôtel de Ville with 1 Bus card" while a Blue card paid the free blue track
beside it. In the Great Tour the wild cards are the jokers and the VIP cards: Suggest pays a
journey with a joker or a VIP card only when no plain city card keeps it payable. Metro has
nothing to pay with: a tile is placed, never spent, so it has no such test.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from tabletop.core import Action, GameConfig
from tabletop.games import GAMES
from tabletop.games.great_tour.actions import Pay
from tabletop.games.ttr.actions import BuildStation, ClaimRoute, PayTunnel
from tabletop.play.runner import play_game
from tabletop.play.suggest import suggest


def _ttr_waste(game_id: str, legal: Sequence[Action], move: Action) -> bool:
    """Does ``move`` spend more wilds than another legal payment of the same thing?"""
    t = GAMES[game_id].tables  # type: ignore[attr-defined]
    if isinstance(move, ClaimRoute):
        tracks = {t.route_index[move.route], *t.rpartners[t.route_index[move.route]]}
        same = [a for a in legal if isinstance(a, ClaimRoute) and t.route_index[a.route] in tracks]
    elif isinstance(move, BuildStation):
        same = [a for a in legal if isinstance(a, BuildStation) and a.city == move.city]
    elif isinstance(move, PayTunnel):
        same = [a for a in legal if isinstance(a, PayTunnel)]
    else:
        return False
    return any(other.wilds < move.wilds for other in same)


def _great_tour_waste(game_id: str, legal: Sequence[Action], move: Action) -> bool:
    """Does ``move`` pay with a joker or a VIP card while a plain city card keeps the journey
    payable (the engine offers only the cards that do)?"""
    del game_id

    def wild(card: str) -> bool:
        return card.startswith("J") or card.endswith("*")

    if not isinstance(move, Pay) or not wild(move.card):
        return False
    return any(isinstance(a, Pay) and not wild(a.card) for a in legal)


WASTE = {"ttr_europe": _ttr_waste, "ttr_paris": _ttr_waste, "great_tour": _great_tour_waste}
#: (game, players, greedy games whose positions are looked at, traps checked at most).
CASES = [("ttr_paris", 2, 6, 30), ("ttr_europe", 2, 3, 12), ("great_tour", 3, 3, 30)]


def _traps(game_id: str, players: int, games: int) -> Iterator[tuple[Any, int, int]]:
    """(state, seat, ply) of every position of ``games`` greedy games where some legal move
    wastes a wild card."""
    game = GAMES[game_id]
    waste = WASTE[game_id]
    for seed in range(games):
        state = game.new_state(GameConfig(players), seed)
        for ply, (seat, action) in enumerate(play_game(game_id, ["greedy"] * players, seed).log):
            legal = game.legal_actions(state)
            if any(waste(game_id, legal, move) for move in legal):
                yield state, seat, ply
            state = game.apply(state, action).state


@pytest.mark.parametrize(("game_id", "players", "games", "most"), CASES)
def test_suggest_spends_no_wild_card_where_a_plain_payment_exists(
    game_id: str, players: int, games: int, most: int
) -> None:
    game = GAMES[game_id]
    checked = 0
    wasted = []
    for state, seat, ply in _traps(game_id, players, games):
        legal = game.legal_actions(state)
        move = suggest(game_id, game.view(state, seat), legal, seed=ply)
        if WASTE[game_id](game_id, legal, move):
            wasted.append(f"ply {ply}: {move}")
        checked += 1
        if checked == most:
            break
    assert checked >= 5, f"only {checked} positions with a wild card to waste"
    assert not wasted, wasted
