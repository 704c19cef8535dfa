"""Drawing train cards (rules/ttr.md, "Draw cards"), including the classic mistakes."""

from __future__ import annotations

from tabletop.games.ttr import ClaimRoute, DrawBlind, DrawFaceUp
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.refusals import TtrRefusal

from .scenario import (
    EUROPE,
    PARIS,
    act,
    empty_deck,
    hand,
    refused,
    rigged,
    set_deck,
    set_hand,
    set_row,
    step,
)

R = "red"
OR = "orange"
Y = "yellow"
G = "green"
B = "blue"
P = "pink"
W = "white"
K = "black"
L = "locomotive"

HANDS = [[R, R, R, R], [B, B, B, B]]


def _row(state) -> list[str | None]:
    return EUROPE.view(state, None)["face_up"]


def test_draw_two_blind_cards() -> None:
    s = rigged(EUROPE, 2, HANDS, row=[R, OR, Y, G, B], then=[K, W, P])
    s = act(EUROPE, s, DrawBlind())
    assert s.current == 0 and s.pending == "second_draw"
    s = act(EUROPE, s, DrawBlind())
    assert hand(EUROPE, s, 0) == {R: 4, K: 1, W: 1}
    assert s.current == 1 and s.pending is None


def test_face_up_wild_first_is_the_whole_draw() -> None:
    s = rigged(EUROPE, 2, HANDS, row=[L, R, OR, Y, G], then=[K, W])
    result = step(EUROPE, s, DrawFaceUp(0))
    after = result.state
    assert hand(EUROPE, after, 0) == {R: 4, L: 1}
    assert after.current == 1 and after.pending is None
    assert _row(after) == [K, R, OR, Y, G]  # the slot was refilled at once
    assert any(isinstance(e, ev.DrawEnded) for e in result.events)


def test_face_up_wild_never_as_second_card() -> None:
    # Classic mistake: letting a face-up wild be taken as the second card.
    s = rigged(EUROPE, 2, HANDS, row=[R, L, OR, Y, G], then=[L, K])
    s = act(EUROPE, s, DrawFaceUp(0))
    assert _row(s) == [L, L, OR, Y, G]  # the replacement is a wild too
    refused(EUROPE, s, DrawFaceUp(1), TtrRefusal.WILD_SECOND_CARD)
    refused(EUROPE, s, DrawFaceUp(0), TtrRefusal.WILD_SECOND_CARD)
    legal = EUROPE.legal_actions(s)
    assert legal == [DrawFaceUp(2), DrawFaceUp(3), DrawFaceUp(4), DrawBlind()]


def test_blind_wild_counts_as_one_card() -> None:
    s = rigged(EUROPE, 2, HANDS, row=[R, OR, Y, G, B], then=[L, K])
    s = act(EUROPE, s, DrawBlind())
    assert hand(EUROPE, s, 0) == {R: 4, L: 1}
    assert s.pending == "second_draw" and s.current == 0
    s = act(EUROPE, s, DrawBlind())
    assert hand(EUROPE, s, 0) == {R: 4, L: 1, K: 1}


def test_one_face_up_card_does_not_end_the_draw() -> None:
    # Classic mistake: ending the turn after one face-up (non-wild) card.
    s = rigged(EUROPE, 2, HANDS, row=[R, OR, Y, G, B], then=[K, W])
    s = act(EUROPE, s, DrawFaceUp(1))
    assert s.current == 0 and s.pending == "second_draw"
    s = act(EUROPE, s, DrawFaceUp(4))
    assert hand(EUROPE, s, 0) == {R: 4, OR: 1, B: 1}
    assert s.current == 1


def test_taken_face_up_card_is_replaced_at_once() -> None:
    # Classic mistake: the row not refilled.
    s = rigged(EUROPE, 2, HANDS, row=[R, OR, Y, G, B], then=[K, W])
    result = step(EUROPE, s, DrawFaceUp(2))
    assert _row(result.state) == [R, OR, K, G, B]
    assert result.revealed  # the replacement showed a hidden card
    assert ev.FaceUpCardTurned(2, K) in result.events


def test_three_face_up_wilds_reset_the_row() -> None:
    s = rigged(EUROPE, 2, HANDS, row=[L, L, L, R, OR], then=[Y, G, B, P, W], keep_all=False)
    assert _row(s) == [Y, G, B, P, W]
    assert EUROPE.state_json(s)["discard"] == {
        **dict.fromkeys(EUROPE.rules.cards, 0),
        L: 3,
        R: 1,
        OR: 1,
    }


def test_three_wilds_reset_repeats() -> None:
    # Classic mistake: resetting only once when the new row again shows three wilds.
    s = rigged(EUROPE, 2, HANDS, row=[L, L, L, R, OR], then=[L, L, L, Y, G, B, P, W, K, R])
    assert _row(s) == [B, P, W, K, R]
    assert sum(EUROPE.state_json(s)["discard"].values()) == 10


def test_three_wilds_reset_is_capped_at_three_in_a_row() -> None:
    # House rule: after the third reset in a row the row stays as it is.
    rows = [L, L, L, R, OR] + [L, L, L, Y, G] + [L, L, L, B, P] + [L, L, L, W, K]
    s = rigged(EUROPE, 2, HANDS, row=rows[:5], then=rows[5:] + [R, R])
    assert _row(s) == [L, L, L, W, K]
    assert sum(EUROPE.state_json(s)["discard"].values()) == 15


def test_three_wilds_reset_after_a_refill() -> None:
    s = rigged(EUROPE, 2, HANDS, row=[R, L, L, OR, Y], then=[L, K, W, P, B, G])
    result = step(EUROPE, s, DrawFaceUp(0))
    after = result.state
    assert _row(after) == [K, W, P, B, G]
    resets = [e for e in result.events if isinstance(e, ev.FaceUpRowReset)]
    assert len(resets) == 1 and resets[0].discarded == (L, L, L, OR, Y)
    assert after.pending == "second_draw"


def test_deck_reshuffles_the_discard_pile_when_empty() -> None:
    s = rigged(EUROPE, 2, HANDS, row=[R, OR, Y, G, B])
    s = set_deck(s, top=[], discard_rest=True)
    pile = sum(s.discard)
    result = step(EUROPE, s, DrawBlind())
    assert ev.DeckReshuffled(pile) in result.events
    after = result.state
    assert len(after.deck) == pile - 1 and sum(after.discard) == 0


def test_never_more_than_two_cards_when_the_deck_runs_out() -> None:
    # Classic mistake: drawing extra cards once the deck is gone.
    s = rigged(EUROPE, 2, HANDS, row=[R, OR, Y, G, B])
    s = empty_deck(s)
    assert DrawBlind() not in EUROPE.legal_actions(s)
    s = act(EUROPE, s, DrawFaceUp(0))
    assert s.pending == "second_draw"
    s = act(EUROPE, s, DrawFaceUp(1))
    assert hand(EUROPE, s, 0) == {R: 5, OR: 1}
    assert s.current == 1
    assert _row(s) == [None, None, Y, G, B]  # nothing to refill with


def test_draw_ends_when_no_second_card_can_be_drawn() -> None:
    s = rigged(EUROPE, 2, HANDS, row=[R, OR, Y, G, B])
    s = empty_deck(s)
    s = set_row(s, [R, L, L, None, None])
    result = step(EUROPE, s, DrawFaceUp(0))
    assert result.state.current == 1
    assert ev.DrawEnded(0, "no second card") in result.events


def test_blind_draw_impossible_when_deck_and_discard_are_empty() -> None:
    s = rigged(EUROPE, 2, HANDS, row=[R, OR, Y, G, B])
    s = empty_deck(s)
    refused(EUROPE, s, DrawBlind(), TtrRefusal.DECK_EMPTY)


def test_empty_face_up_slot_cannot_be_taken() -> None:
    s = rigged(EUROPE, 2, HANDS, row=[R, OR, Y, G, B])
    s = empty_deck(s)
    s = set_row(s, [R, None, Y, G, B])
    refused(EUROPE, s, DrawFaceUp(1), TtrRefusal.SLOT_EMPTY)


def test_short_row_is_refilled_when_cards_come_back() -> None:
    s = rigged(EUROPE, 2, HANDS, row=[R, OR, Y, G, B])
    s = set_hand(s, 0, {K: 1})
    s = empty_deck(s)
    s = set_row(s, [R, OR, None, None, None])
    result = step(EUROPE, s, ClaimRoute("amsterdam-bruxelles", K, 0))
    # The paid black card went to the discard pile, was reshuffled, and fills the gap.
    assert _row(result.state) == [R, OR, K, None, None]
    assert result.revealed


def test_paris_face_up_bus_is_the_whole_draw() -> None:
    s = rigged(
        PARIS, 2, [["red", "red"], ["blue", "blue"]], row=["bus", "red", "blue", "white", "green"]
    )
    s = act(PARIS, s, DrawFaceUp(0))
    assert s.current == 1
    assert hand(PARIS, s, 0) == {"red": 2, "bus": 1}
