"""Tunnels (rules/ttr.md, "Tunnel"): reveal, matching, all-wild payments, paying or
declining, revealed cards discarded, few cards left."""

from __future__ import annotations

from tabletop.games.ttr import ClaimRoute, DeclineTunnel, PayTunnel
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.refusals import TtrRefusal as R

from .scenario import EUROPE, act, empty_deck, hand, refused, rigged, set_deck, set_hand, step

TUNNEL = "munchen-venezia"  # blue, 2


def _ready(cards: dict[str, int], top: list[str]):
    s = set_hand(rigged(EUROPE, 2), 0, cards)
    return set_deck(s, top)


def _discard(state) -> dict[str, int]:
    return {c: n for c, n in EUROPE.state_json(state)["discard"].items() if n}


def test_tunnel_extra_cost_from_revealed_cards() -> None:
    s = _ready({"blue": 3, "locomotive": 1}, ["blue", "locomotive", "red"])
    result = step(EUROPE, s, ClaimRoute(TUNNEL, "blue", 0))
    pending = result.state
    assert result.revealed
    assert ev.TunnelCardsRevealed(0, TUNNEL, ("blue", "locomotive", "red"), 2) in result.events
    assert pending.pending == "tunnel" and pending.current == 0
    assert EUROPE.view(pending, 1)["tunnel"] == {
        "route": TUNNEL,
        "color": "blue",
        "wilds": 0,
        "revealed": ["blue", "locomotive", "red"],
        "extra": 2,
    }
    # 1 blue and 1 locomotive left: only that pays the 2 extra cards.
    assert EUROPE.legal_actions(pending) == [PayTunnel(1), DeclineTunnel()]
    refused(EUROPE, pending, PayTunnel(0), R.TUNNEL_CANNOT_PAY)
    refused(EUROPE, pending, PayTunnel(3), R.TUNNEL_WILDS_OUT_OF_RANGE)
    paid = act(EUROPE, pending, PayTunnel(1))
    assert paid.owner[s.t.route_index[TUNNEL]] == 0
    assert hand(EUROPE, paid, 0) == {}
    # Paid cards and the three turned cards are all discarded at the end of the turn.
    assert _discard(paid) == {"blue": 4, "locomotive": 2, "red": 1}
    assert paid.current == 1


def test_tunnel_all_wild_payment_counts_only_wilds() -> None:
    s = _ready({"locomotive": 3, "blue": 2}, ["blue", "blue", "locomotive"])
    pending = act(EUROPE, s, ClaimRoute(TUNNEL, None, 2))
    assert pending.tunnel.extra == 1
    # Only wilds pay after an all-wild payment.
    assert EUROPE.legal_actions(pending) == [PayTunnel(1), DeclineTunnel()]
    refused(EUROPE, pending, PayTunnel(0), R.TUNNEL_WILDS_ONLY)


def test_tunnel_declined_returns_the_cards_and_ends_the_turn() -> None:
    s = _ready({"blue": 2}, ["blue", "green", "red"])
    pending = act(EUROPE, s, ClaimRoute(TUNNEL, "blue", 0))
    assert hand(EUROPE, pending, 0) == {}  # the cards are down while it waits
    assert _discard(pending) == {}  # the turned cards are not discarded yet
    assert EUROPE.legal_actions(pending) == [DeclineTunnel()]  # 1 more blue: none left
    refused(EUROPE, pending, PayTunnel(0), R.TUNNEL_CANNOT_PAY)
    result = step(EUROPE, pending, DeclineTunnel())
    after = result.state
    assert hand(EUROPE, after, 0) == {"blue": 2}
    assert after.owner[s.t.route_index[TUNNEL]] == -1
    assert _discard(after) == {"blue": 1, "green": 1, "red": 1}
    assert after.current == 1 and after.pending is None
    assert ev.TunnelDeclined(0, TUNNEL) in result.events


def test_tunnel_without_extra_cost_is_built_at_once() -> None:
    s = _ready({"blue": 2}, ["green", "red", "white"])
    result = step(EUROPE, s, ClaimRoute(TUNNEL, "blue", 0))
    after = result.state
    assert after.owner[s.t.route_index[TUNNEL]] == 0 and after.current == 1
    assert _discard(after) == {"blue": 2, "green": 1, "red": 1, "white": 1}
    assert result.revealed


def test_tunnel_reveal_reshuffles_when_the_deck_runs_out() -> None:
    s = set_hand(rigged(EUROPE, 2), 0, {"blue": 2})
    s = set_deck(s, ["red"], discard_rest=True)
    result = step(EUROPE, s, ClaimRoute(TUNNEL, "blue", 0))
    revealed = next(e for e in result.events if isinstance(e, ev.TunnelCardsRevealed))
    assert len(revealed.cards) == 3 and revealed.cards[0] == "red"
    assert any(isinstance(e, ev.DeckReshuffled) for e in result.events)


def test_tunnel_with_few_cards_left_turns_what_there_is() -> None:
    s = set_hand(rigged(EUROPE, 2), 0, {"blue": 3})
    s = empty_deck(s, keep=["blue", "green"])
    result = step(EUROPE, s, ClaimRoute(TUNNEL, "blue", 0))
    assert ev.TunnelCardsRevealed(0, TUNNEL, ("blue", "green"), 1) in result.events
    assert EUROPE.legal_actions(result.state) == [PayTunnel(0), DeclineTunnel()]


def test_tunnel_with_no_card_to_turn_is_built_as_it_is() -> None:
    s = set_hand(rigged(EUROPE, 2), 0, {"blue": 2})
    s = empty_deck(s)
    result = step(EUROPE, s, ClaimRoute(TUNNEL, "blue", 0))
    assert ev.TunnelCardsRevealed(0, TUNNEL, (), 0) in result.events
    assert result.state.owner[s.t.route_index[TUNNEL]] == 0


def test_gray_tunnel_matches_the_colour_paid() -> None:
    s = _ready({"pink": 3, "locomotive": 1}, ["pink", "yellow", "yellow"])
    pending = act(EUROPE, s, ClaimRoute("paris-zurich", "pink", 0))
    assert pending.tunnel.extra == 1
    assert EUROPE.legal_actions(pending) == [PayTunnel(1), DeclineTunnel()]


def test_tunnel_pending_allows_nothing_else() -> None:
    s = _ready({"blue": 2, "locomotive": 2}, ["blue", "green", "red"])
    pending = act(EUROPE, s, ClaimRoute(TUNNEL, "blue", 0))
    refused(EUROPE, pending, ClaimRoute("amsterdam-essen", None, 3), R.TUNNEL_FIRST)
