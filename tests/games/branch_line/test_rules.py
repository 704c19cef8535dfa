"""Branch Line's rules (docs/rules/branch_line.md), one scenario per rule. Positions are rigged
games played through the shared scenario step (offered, input untouched, invariants hold)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tabletop.core import CommonRefusal, GameConfig, InvalidConfigError
from tabletop.games.branch_line import (
    BRANCH_LINE,
    BranchLineRefusal,
    BranchLineState,
    CardDrawn,
    CardDrawnBlind,
    ClaimRoute,
    DrawCard,
    EndReason,
    GameEnded,
    RouteClaimed,
)
from tabletop.games.branch_line.helpers import claim_problem, ticket_plan
from tabletop.games.branch_line.scoring import BranchLineScorePart as Part
from tests.support.refusals import assert_refused
from tests.support.scenario import act, step

G = BRANCH_LINE


def rigged(
    deck: Sequence[str],
    tickets: Sequence[str] = ("T1", "T2"),
    players: int = 2,
    hand_size: int = 2,
) -> BranchLineState:
    """A new game whose deck starts with ``deck`` (the hands are dealt from it first, seat by
    seat) and whose seats hold ``tickets``."""
    options = {"hand_size": hand_size, "rigged": {"deck": list(deck), "tickets": list(tickets)}}
    return G.new_state(GameConfig(players, options), 1)


def hand(state: BranchLineState, seat: int) -> dict[str, int]:
    return {c: n for c, n in G.view(state, seat)["hand"].items() if n}


def test_setup_deals_each_seat_its_cards_and_one_secret_ticket() -> None:
    state = G.new_state(GameConfig(3, {"hand_size": 4}), 7)
    views = [G.view(state, seat) for seat in range(3)]
    assert [sum(v["hand"].values()) for v in views] == [4, 4, 4]
    assert views[0]["deck"] == 24 - 12 and views[0]["to_act"] == 0
    tickets = [v["ticket"] for v in views]
    assert len(set(tickets)) == 3 and all(tickets)
    spectator = G.view(state, None)
    assert spectator["hand"] == {} and spectator["ticket"] is None


def test_drawing_takes_the_top_card_seen_by_the_drawer_alone_and_cannot_be_undone() -> None:
    state = rigged(["red", "red", "blue", "blue", "yellow"])
    result = step(G, state, DrawCard())
    assert hand(result.state, 0) == {"red": 2, "yellow": 1}
    secret = next(e for e in result.events if isinstance(e, CardDrawn))
    public = next(e for e in result.events if isinstance(e, CardDrawnBlind))
    assert secret.color == "yellow" and secret.visible_to(0) and not secret.visible_to(1)
    assert public.visible_to(1) and not public.visible_to(0)
    assert result.revealed and G.to_act(result.state) == 1


def test_claiming_a_route_pays_its_length_in_its_colour_and_scores_it() -> None:
    state = rigged(["blue", "blue", "red", "yellow"])
    result = step(G, state, ClaimRoute("R2"))  # bridgeton–carlow, 2 blue
    view = G.view(result.state, 0)
    assert hand(result.state, 0) == {} and view["discard"]["blue"] == 2
    assert view["routes"] == {"R2": 0} and view["scores"] == [2, 0]
    assert result.events[0] == RouteClaimed(0, "R2", "blue", 2, 2)
    assert not result.revealed  # nothing hidden was shown: it may be taken back


def test_a_route_needs_as_many_cards_of_its_colour_as_it_is_long() -> None:
    state = rigged(["blue", "red", "red", "yellow"])
    assert ClaimRoute("R2") not in G.legal_actions(state)
    error = assert_refused(G, state, ClaimRoute("R2"), BranchLineRefusal.NOT_ENOUGH_CARDS)
    assert error.message == "That route needs 2 cards of its colour."
    # A card of another colour is no help: R3 is yellow and 1 long, seat 0 holds none.
    assert_refused(G, state, ClaimRoute("R3"), BranchLineRefusal.NOT_ENOUGH_CARDS)


def test_a_claimed_route_is_nobody_elses() -> None:
    state = rigged(["red", "blue", "red", "yellow"])
    state = act(G, state, ClaimRoute("R1"))
    assert ClaimRoute("R1") not in G.legal_actions(state)
    assert_refused(G, state, ClaimRoute("R1"), BranchLineRefusal.ROUTE_TAKEN)
    assert_refused(G, state, ClaimRoute("R9"), BranchLineRefusal.NO_SUCH_ROUTE)


def test_the_game_ends_when_the_last_card_is_drawn() -> None:
    state = rigged(["red", "blue", "red", "yellow"])
    events = []
    while G.to_act(state) is not None:
        result = step(G, state, DrawCard())
        events += result.events
        state = result.state
    assert G.view(state, None)["deck"] == 0
    end = events[-1]
    assert isinstance(end, GameEnded) and end.reason is EndReason.DECK_EMPTY
    assert G.legal_actions(state) == []
    assert_refused(G, state, DrawCard(), CommonRefusal.GAME_OVER)


def test_the_game_ends_when_every_route_is_claimed() -> None:
    # Seat 0 claims R1, R2, R3, then R6 and, once three blues are drawn, R8: the last route;
    # seat 1 claims R7, R5 and R4. Cards are left in the deck.
    dealt = ["red", "blue", "blue", "yellow"] + ["red", "red", "red", "blue"]
    drawn = ["red", "yellow", "red", "yellow"] + ["yellow", "blue"] * 3 + ["yellow"]
    state = rigged(dealt + drawn, hand_size=4)
    draw = DrawCard()
    script = [ClaimRoute(r) for r in ("R1", "R7", "R2", "R5", "R3")]
    script += [draw] * 4 + [ClaimRoute("R4"), ClaimRoute("R6")] + [draw] * 7
    for action in script:
        state = act(G, state, action)
    assert G.to_act(state) == 0
    result = step(G, state, ClaimRoute("R8"))
    state = result.state
    assert isinstance(result.events[-1], GameEnded)
    view = G.view(state, None)
    assert len(view["routes"]) == 8 and view["deck"] > 0
    assert view["end_reason"] == EndReason.ALL_ROUTES_CLAIMED


def test_a_joined_ticket_adds_its_points_and_a_broken_one_takes_them_away() -> None:
    # Seat 0 holds T1 ashford–carlow (3): R1 ashford–bridgeton (red 1) + R2 bridgeton–carlow
    # (blue 2). Seat 1 holds T2 bridgeton–dunmore (3) and never builds.
    deck = ["red", "blue", "blue", "yellow", "yellow", "yellow"] + ["blue"] * 6
    state = rigged(deck, tickets=["T1", "T2"], hand_size=3)
    state = act(G, state, ClaimRoute("R1"))
    state = act(G, state, DrawCard())
    state = act(G, state, ClaimRoute("R2"))
    while G.to_act(state) is not None:
        state = act(G, state, DrawCard())
    outcome = G.outcome(state)
    assert outcome is not None
    assert outcome.breakdown[0] == {Part.ROUTES: 1 + 2, Part.TICKET: 3}
    assert outcome.breakdown[1] == {Part.ROUTES: 0, Part.TICKET: -3}
    assert outcome.scores == (6, -3) and outcome.winners == (0,)
    assert G.view(state, None)["revealed"] == [
        {"id": "T1", "joined": True},
        {"id": "T2", "joined": False},
    ]


def test_a_tie_on_points_goes_to_the_player_whose_ticket_is_joined() -> None:
    # Seat 0 (T1 ashford–carlow, 3) claims R1 + R2: 1 + 2 routes, its ticket joined: 6.
    # Seat 1 (T2 bridgeton–dunmore, 3) claims R7 + R5 + R8: 4 + 1 + 4 routes without reaching
    # dunmore: 9 - 3 = 6.
    dealt = ["red", "blue", "blue", "yellow"] + ["red", "red", "red", "blue"]
    state = rigged(dealt + ["yellow", "blue"] * 3, hand_size=4)
    for action in (
        ClaimRoute("R1"),
        ClaimRoute("R7"),
        ClaimRoute("R2"),
        ClaimRoute("R5"),
        *[DrawCard()] * 7,
        ClaimRoute("R8"),
    ):
        state = act(G, state, action)
    while G.to_act(state) is not None:
        state = act(G, state, DrawCard())
    outcome = G.outcome(state)
    assert outcome is not None
    assert outcome.scores == (6, 6)
    assert outcome.breakdown[1] == {Part.ROUTES: 9, Part.TICKET: -3}
    assert outcome.winners == (0,)


def test_the_view_helpers_say_what_the_engine_says() -> None:
    state = rigged(["blue", "red", "red", "yellow"], tickets=["T1", "T2"])
    view = G.view(state, 0)
    problem = claim_problem(view, "R2", G.tables)
    assert problem is not None and problem.reason is BranchLineRefusal.NOT_ENOUGH_CARDS
    assert problem.message == "That route needs 2 cards of its colour."
    assert claim_problem(view, "R1", G.tables) is None  # red 1: seat 0 holds one
    assert claim_problem(view, "R3", G.tables) is not None  # yellow: seat 0 holds none
    assert claim_problem(G.view(state, 1), "R1", G.tables).reason is CommonRefusal.NOT_YOUR_TURN
    # T1 ashford–carlow: R1 + R2 cost 3 cards, the other way round R6 + R8 costs 5.
    assert sorted(ticket_plan(view, G.tables) or []) == ["R1", "R2"]


def test_rigging_refuses_what_the_deck_cannot_hold() -> None:
    for rig in ({"deck": ["pink"]}, {"deck": ["red"] * 9}, {"tickets": ["T9"]}, {"cards": []}):
        with pytest.raises(InvalidConfigError):
            G.new_state(GameConfig(2, {"rigged": rig}), 1)
