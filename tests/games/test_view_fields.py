"""Views carry every field the rules pages name (the UI, agents and save checks read them)."""

from __future__ import annotations

import pytest

from tests.support.playout import random_playout

from .test_contract import GAMES

# From shared/rules/*.md, "View (JSON form …)". More fields are welcome; these keep their names.
TTR = {
    "game",
    "seat",
    "to_act",
    "pending",
    "face_up",
    "deck",
    "discard",
    "ticket_deck",
    "routes",
    "stations",
    "players",
    "hand",
    "tickets",
    "offered_tickets",
    "final_round",
}
FIELDS = {
    "metro": {
        "game",
        "seat",
        "to_act",
        "tiles",
        "hand",
        "drawn",
        "hand_sizes",
        "pool",
        "scores",
        "owners",
        "scored",
    },
    "ttr_europe": TTR,
    "ttr_paris": TTR,
    "great_tour": {
        "game",
        "seat",
        "to_act",
        "pending",
        "active",
        "future",
        "ticket_pile",
        "blank_left",
        "decks",
        "players",
        "bonuses",
        "hand",
        "journey",
        "final_round",
    },
}
PLAYER_FIELDS = {
    "ttr_europe": {"score", "pieces", "stations_left", "hand_size", "ticket_count", "flags"},
    "ttr_paris": {"score", "pieces", "stations_left", "hand_size", "ticket_count", "flags"},
    "great_tour": {"city", "coaches", "tickets", "blank_tickets", "tokens", "hand_size"},
}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_views_carry_the_fields_the_rules_page_names(game_id: str) -> None:
    game = GAMES[game_id]
    assert set(FIELDS) == set(GAMES)
    players = game.spec.max_players
    last = None
    for step, (state, _seat, _action, nxt) in enumerate(random_playout(game, players, 8)):
        last = nxt
        if step % 10:
            continue
        for viewer in (0, None):
            view = game.view(state, viewer)
            assert FIELDS[game_id] <= set(view), FIELDS[game_id] - set(view)
            for player in view.get("players", []) if game_id in PLAYER_FIELDS else []:
                assert PLAYER_FIELDS[game_id] <= set(player)
    end = game.view(last, 0)
    if game_id.startswith("ttr"):
        # Once the game is over every view reveals each seat's tickets and whether each is done.
        assert len(end["revealed"]) == players
        assert all({"id", "completed"} <= set(t) for seat in end["revealed"] for t in seat)
