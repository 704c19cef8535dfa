"""Tickets (rules/ttr.md, "Setup" and "Draw tickets"): starting choices, draws, minimums,
returns to the bottom in the order drawn."""

from __future__ import annotations

from tabletop.games.ttr import DrawBlind, DrawTickets, KeepTickets
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.refusals import TtrRefusal as R

from .scenario import EUROPE, PARIS, act, refused, rigged, step

REGULAR = [
    "athina-angora",
    "budapest-sofia",
    "frankfurt-kobenhavn",
    "rostov-erzurum",
    "sofia-smyrna",
    "kyiv-petrograd",
    "warszawa-smolensk",
    "zagrab-brindisi",
    "zurich-brindisi",
]


def _json(game, state):
    return game.state_json(state)


def test_starting_tickets_europe_one_long_three_regular_keep_two() -> None:
    s = rigged(
        EUROPE,
        2,
        tickets=REGULAR,
        long_tickets=["brest-petrograd", "lisboa-danzig"],
        keep_all=False,
    )
    assert EUROPE.view(s, 0)["offered_tickets"] == ["brest-petrograd", *REGULAR[:3]]
    assert EUROPE.view(s, 1)["offered_tickets"] == ["lisboa-danzig", *REGULAR[3:6]]
    legal = EUROPE.legal_actions(s)
    assert len(legal) == 11  # every subset of 2, 3 or 4 of the 4
    assert legal[0] == KeepTickets(("brest-petrograd", *REGULAR[:3]))
    refused(EUROPE, s, KeepTickets(("brest-petrograd",)), R.KEEP_TOO_FEW)
    deck_before = len(s.ticket_deck)
    refused(EUROPE, s, KeepTickets(("athina-angora", "brest-petrograd")), R.TICKET_ORDER)
    after = act(EUROPE, s, KeepTickets(("brest-petrograd", "athina-angora")))
    assert EUROPE.view(after, 0)["tickets"] == ["brest-petrograd", "athina-angora"]
    # The refused starting tickets leave the game: not under the ticket deck.
    assert len(after.ticket_deck) == deck_before == 40 - 6
    box = _json(EUROPE, after)["box"]
    assert "budapest-sofia" in box and "frankfurt-kobenhavn" in box
    assert len(box) == 4 + 2  # the 4 long tickets nobody got, and the 2 refused


def test_starting_tickets_paris_two_keep_one_rest_to_the_bottom() -> None:
    s = rigged(PARIS, 2, tickets=["T01", "T02", "T03", "T04"], keep_all=False)
    assert PARIS.view(s, 0)["offered_tickets"] == ["T01", "T02"]
    assert PARIS.legal_actions(s) == [
        KeepTickets(("T01", "T02")),
        KeepTickets(("T01",)),
        KeepTickets(("T02",)),
    ]
    refused(PARIS, s, KeepTickets(()), R.KEEP_TOO_FEW)
    s = act(PARIS, s, KeepTickets(("T02",)))
    assert _json(PARIS, s)["ticket_deck"][-1] == "T01"
    s = act(PARIS, s, KeepTickets(("T04",)))
    assert _json(PARIS, s)["ticket_deck"][-2:] == ["T01", "T03"]


def test_starting_choices_seat_after_seat_before_the_first_turn() -> None:
    s = rigged(EUROPE, 3, keep_all=False)
    assert s.current == 0 and s.pending == "keep_tickets"
    refused(EUROPE, s, DrawBlind(), R.KEEP_TICKETS_FIRST)
    refused(EUROPE, s, DrawTickets(), R.KEEP_TICKETS_FIRST)
    for seat in range(3):
        assert EUROPE.to_act(s) == seat
        # Each seat sees its own offer only, the others as counts.
        view = EUROPE.view(s, seat)
        assert len(view["offered_tickets"]) == 4
        assert [p["offered_count"] for p in view["players"]][seat] == 4
        s = act(EUROPE, s, EUROPE.legal_actions(s)[0])
    assert s.current == 0 and s.pending is None and not s.setup


def test_draw_tickets_keep_at_least_one_rest_to_the_bottom_in_order() -> None:
    s = rigged(EUROPE, 2, tickets=REGULAR)
    result = step(EUROPE, s, DrawTickets())
    s = result.state
    assert result.revealed
    assert EUROPE.view(s, 0)["offered_tickets"] == REGULAR[6:9]
    assert EUROPE.view(s, 1)["offered_tickets"] == []
    assert EUROPE.view(s, 1)["players"][0]["offered_count"] == 3
    assert ev.TicketsDrawn(0, tuple(REGULAR[6:9]), audience=(0,)) in result.events
    assert ev.HiddenTicketsDrawn(0, 3, hidden_from=(0,)) in result.events
    assert len(EUROPE.legal_actions(s)) == 7
    refused(EUROPE, s, KeepTickets(()), R.KEEP_TOO_FEW)
    refused(EUROPE, s, KeepTickets(("athina-angora",)), R.NOT_OFFERED)
    refused(EUROPE, s, KeepTickets(("zagrab-brindisi", "zagrab-brindisi")), R.DUPLICATE_TICKET)
    result = step(EUROPE, s, KeepTickets(("zagrab-brindisi",)))
    after = result.state
    assert not result.revealed
    assert _json(EUROPE, after)["ticket_deck"][-2:] == ["warszawa-smolensk", "zurich-brindisi"]
    assert EUROPE.view(after, 0)["tickets"][-1] == "zagrab-brindisi"
    assert after.current == 1


def test_draw_tickets_fewer_when_the_deck_is_short() -> None:
    s = rigged(PARIS, 2)
    s = s.copy()
    s.box, s.ticket_deck = s.ticket_deck[1:], s.ticket_deck[:1]  # one ticket left
    s = act(PARIS, s, DrawTickets())
    assert len(PARIS.view(s, 0)["offered_tickets"]) == 1
    assert PARIS.legal_actions(s) == [KeepTickets(tuple(PARIS.view(s, 0)["offered_tickets"]))]


def test_draw_tickets_only_while_the_deck_holds_some() -> None:
    s = rigged(PARIS, 2)
    s = s.copy()
    s.box, s.ticket_deck = s.ticket_deck, ()
    refused(PARIS, s, DrawTickets(), R.TICKET_DECK_EMPTY)


def test_keep_tickets_only_when_offered() -> None:
    s = rigged(EUROPE, 2)
    refused(EUROPE, s, KeepTickets(("athina-angora",)), R.WRONG_STEP)
