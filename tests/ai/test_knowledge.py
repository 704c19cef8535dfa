"""Metro's and The Great Tour's knowledge for the search: the playout policy builds its own
moves, so every move it makes must be one the engine offers; candidates are legal; the
evaluation is a share of the win per seat."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, Rng
from tabletop.games import GAMES
from tabletop.games.great_tour import GREAT_TOUR, Pay
from tabletop.games.great_tour.knowledge import GreatTourKnowledge
from tabletop.games.metro import METRO, DrawTile, PlaceTile
from tabletop.games.metro.knowledge import MetroKnowledge

KNOWLEDGE = {"metro": MetroKnowledge(METRO), "great_tour": GreatTourKnowledge(GREAT_TOUR)}
CASES = [
    ("metro", 2, {}),
    ("metro", 5, {"hand_size": 3}),
    ("metro", 3, {"rotation": True, "hand_size": 2}),
    ("great_tour", 3, {}),
    ("great_tour", 6, {}),
]


def _walk(game_id: str, players: int, options: dict, seed: int):
    """Every state of a game where the policy plays, with a random move one time in five."""
    game, knowledge = GAMES[game_id], KNOWLEDGE[game_id]
    state = game.new_state(GameConfig(players, options), seed)
    rng = Rng(seed)
    while game.to_act(state) is not None:
        legal = game.legal_actions(state)
        yield state, legal
        action = knowledge.playout_action(state, legal, rng)
        if rng.random() < 0.2:
            action = legal[rng.below(len(legal))]
        state = game.apply(state, action).state


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_playout_moves_and_candidates_are_legal(game_id, players, options) -> None:
    knowledge = KNOWLEDGE[game_id]
    rng = Rng(1)
    steps = 0
    for state, legal in _walk(game_id, players, options, 2):
        assert knowledge.playout_action(state, legal, rng) in legal
        candidates = knowledge.candidates(state, legal)
        assert candidates and all(c in legal for c in candidates)
        assert len(set(candidates)) == len(candidates)
        steps += 1
    assert steps > 40


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_evaluation_is_a_share_of_the_win_per_seat(game_id, players, options) -> None:
    knowledge = KNOWLEDGE[game_id]
    for index, (state, _legal) in enumerate(_walk(game_id, players, options, 3)):
        if index % 7:
            continue
        shares = knowledge.evaluate(state)
        assert len(shares) == players
        assert all(0.0 <= s <= 1.0 for s in shares)
        assert sum(shares) == pytest.approx(1.0)


def test_metro_candidates_put_the_best_placement_first_and_drawing_second() -> None:
    knowledge = KNOWLEDGE["metro"]
    for index, (state, legal) in enumerate(_walk("metro", 2, {}, 4)):
        if index % 5 or DrawTile() not in legal:
            continue
        candidates = list(knowledge.candidates(state, legal))
        assert candidates[1] == DrawTile()
        places = [a for a in legal if isinstance(a, PlaceTile)]
        values = knowledge.placement_values(state, places)
        assert knowledge.placement_values(state, candidates[:1])[0] == pytest.approx(max(values))


def test_metro_policy_plays_the_best_placement_for_the_mover() -> None:
    knowledge = KNOWLEDGE["metro"]
    rng = Rng(5)
    for index, (state, legal) in enumerate(_walk("metro", 3, {}, 5)):
        if index % 4:
            continue
        places = [a for a in legal if isinstance(a, PlaceTile)]
        chosen = knowledge.playout_action(state, legal, rng)
        values = dict(zip(places, knowledge.placement_values(state, places), strict=True))
        assert values[chosen] == pytest.approx(max(values.values()))


def test_great_tour_pays_with_a_single_candidate_the_cheapest_card() -> None:
    knowledge = KNOWLEDGE["great_tour"]
    # City cards, then the joker, then VIP cards, then the VIP joker.
    order = [knowledge.types[t] for t in knowledge.pay_order]
    assert order[:5] == ["AMS", "BER", "PAR", "VIE", "MIL"] and order[5] == "J"
    assert order[-1] == "J*"
    payments = 0
    for state, legal in _walk("great_tour", 3, {}, 6):
        if state.journey is None:
            continue
        (card,) = knowledge.candidates(state, legal)
        assert isinstance(card, Pay)
        offered = [a.card for a in legal if isinstance(a, Pay)]
        assert order.index(card.card) == min(order.index(c) for c in offered)
        payments += 1
    assert payments > 10
