"""Who starts (rules pages, "Setup"): every game takes its first player from the
``first_player`` option — seat 1 unless the players choose, a chosen seat, or a seat drawn from
the seed — and a save starts its replay with the same seat. The rule of each game's own
turn order is in its scenario tests (``tests/games/<id>/test_first_player.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.core import GameConfig, InvalidConfigError, Rng, Seat, canonical_json
from tabletop.core.first_player import FIRST_PLAYER, RANDOM
from tabletop.games import DESCRIPTORS, GAMES
from tabletop.play import Match, load_save

GAME_IDS = list(GAMES)


def first_turn(game_id: str, players: int, seed: int, **options: object) -> int:
    """The seat of the first turn proper (Ticket to Ride's starting ticket choices are done
    first, each seat keeping all it was dealt)."""
    game = GAMES[game_id]
    state = game.new_state(GameConfig(players, options), seed)
    while game.view(state, None).get("setup"):
        state = game.apply(state, game.legal_actions(state)[0]).state
    seat = game.to_act(state)
    assert seat is not None
    return seat


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_seat_1_starts_unless_the_players_choose(game_id: str) -> None:
    game = GAMES[game_id]
    option = next(o for o in game.spec.options if o.name == FIRST_PLAYER)
    assert option.default == 0
    assert option.choices == (RANDOM, *range(game.spec.max_players))
    assert first_turn(game_id, game.spec.max_players, 3) == 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_any_seat_may_be_chosen_to_start(game_id: str) -> None:
    players = GAMES[game_id].spec.max_players
    for seat in range(players):
        assert first_turn(game_id, players, 3, first_player=seat) == seat


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_random_first_player_is_drawn_from_the_seed(game_id: str) -> None:
    players = GAMES[game_id].spec.max_players
    drawn = [first_turn(game_id, players, seed, first_player=RANDOM) for seed in range(40)]
    assert set(drawn) == set(range(players))  # every seat can be drawn
    again = [first_turn(game_id, players, seed, first_player=RANDOM) for seed in range(40)]
    assert again == drawn  # and the same seed draws the same seat


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_who_starts_does_not_change_the_deal(game_id: str) -> None:
    """The cards, tiles and tickets dealt are the seed's, whoever starts."""
    game = GAMES[game_id]
    players = game.spec.min_players
    hidden = {"current", "first", "to_act", "turn", "rng"}
    deals = []
    for first in (0, players - 1, RANDOM):
        state = game.new_state(GameConfig(players, {FIRST_PLAYER: first}), 11)
        deals.append({k: v for k, v in game.state_json(state).items() if k not in hidden})
    assert deals[0] == deals[1] == deals[2]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_first_player_the_game_does_not_seat_is_refused(game_id: str) -> None:
    game = GAMES[game_id]
    players = game.spec.min_players
    with pytest.raises(InvalidConfigError, match=f"seat {players + 1} cannot start"):
        game.new_state(GameConfig(players, {FIRST_PLAYER: players}), 1)
    for wrong in ("2", True, -2, game.spec.max_players):
        with pytest.raises(InvalidConfigError):
            game.new_state(GameConfig(players, {FIRST_PLAYER: wrong}), 1)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_save_starts_its_replay_with_the_same_first_player(game_id: str, tmp_path: Path) -> None:
    game = GAMES[game_id]
    players = game.spec.max_players
    seats = [Seat(f"P{i}", "#123456", "random") for i in range(players)]
    for first in (players - 1, RANDOM):
        config = GameConfig(players, {FIRST_PLAYER: first})
        match = Match.new(game_id, config, seats, 5, saves_dir=tmp_path)
        rng = Rng(5)
        while match.ply < 30 and not match.is_over():
            legal = match.legal_actions()
            match._apply(match.to_act(), legal[rng.below(len(legal))])
        loaded = load_save(match.save_as(f"first {first}"), saves_dir=tmp_path)
        assert loaded.config.options[FIRST_PLAYER] == first
        assert loaded.log == match.log
        assert canonical_json(game.state_json(loaded.state)) == canonical_json(
            game.state_json(match.state)
        )


def test_every_game_says_how_its_rulebook_chooses_the_first_player() -> None:
    """The new-game screen asks for the seat the rulebook names (docs/rules/*.md, "Setup")."""
    rules = {d.id: d.first_player for d in DESCRIPTORS}
    assert "youngest" in rules["metro"].rulebook
    assert "most European countries" in rules["ttr_europe"].rulebook
    assert "last visited" in rules["great_tour"].rulebook
    assert "youngest" in rules["great_tour"].rulebook
    assert "any player" in rules["ttr_paris"].rulebook
    assert rules["ttr_paris"].choice == ""  # any seat, by its number
    for game_id in ("metro", "ttr_europe", "great_tour"):
        assert "{name}" in rules[game_id].choice
