"""Scenario tests, one per rule of ``rules/great_tour.md``, built with rigging."""

from __future__ import annotations

import pytest

from tabletop.core import CommonRefusal, GameConfig, InvalidActionError, InvalidConfigError
from tabletop.games.great_tour import GreatTourRefusal, Journey
from tabletop.games.great_tour.events import (
    BonusTaken,
    CardsDrawn,
    CardsDrawnBlind,
    DeckReshuffled,
    FinalRoundStarted,
    GameEnded,
    TicketRevealed,
)
from tabletop.games.great_tour.scoring import most_tokens_seats
from tests.support.refusals import assert_refused
from tests.support.scenario import step as scenario_step

from .scenario import (
    TOPO,
    BeginJourney,
    CancelJourney,
    DrawCards,
    G,
    Pass,
    Pay,
    R,
    apply,
    begin,
    draw,
    give,
    hand,
    journey,
    new,
    no_tickets_left,
    past_journeys,
    pay,
    player,
    route,
    setup,
    stow_cards,
)

ROWS = ["T19", "T01", "T02", "T03", "T04", "T05", "T06", "T07"]


def seg(*names: str) -> tuple[int, ...]:
    return tuple(TOPO.segment_index[s] for s in names)


# --------------------------------------------------------------------------------- setup


@pytest.mark.parametrize(("players", "in_play"), [(3, 21), (4, 27), (5, 33), (6, 39)])
def test_tickets_in_play_by_player_count(players: int, in_play: int) -> None:
    st = new(players)
    view = G.view(st, None)
    assert len(view["active"]) == 3
    assert len(view["future"]) == players  # one future ticket per player
    assert view["ticket_pile"] == in_play - 3 - players
    assert len(st.removed) == len(TOPO.tickets) - in_play
    assert view["blank_left"] == 20


def test_rigged_ticket_rows() -> None:
    st = new(3, tickets=ROWS)
    view = G.view(st, 0)
    assert view["active"] == ["T19", "T01", "T02"]
    assert view["future"] == ["T03", "T04", "T05"]
    assert [TOPO.tickets[t][0] for t in st.pile[-2:]] == ["T07", "T06"]  # top at the end


def test_each_player_draws_three_regular_cards_seat_by_seat() -> None:
    st = new(3, regular=["MIL", "PAR", "PAR", "AMS", "AMS", "BER", "VIE", "VIE", "VIE"])
    assert hand(st, 0) == {"PAR": 2, "MIL": 1}
    assert hand(st, 1) == {"AMS": 2, "BER": 1}
    assert hand(st, 2) == {"VIE": 3}
    view = G.view(st, None)
    assert view["decks"] == {"regular": 65 - 9, "joker": 40, "vip": 45}
    assert view["to_act"] == 0 and all(p["city"] is None for p in view["players"])


def test_rigging_a_prefix_the_deck_cannot_supply_is_refused() -> None:
    bad = [
        {"regular": ["J"]},
        {"regular": ["PAR"] * 14},
        {"joker": ["PAR*"]},
        {"vip": ["J"]},
        {"vip": ["J*"] * 6},
        {"tickets": ["T99"]},
        {"tickets": ["T01", "T01"]},
        {"tickets": ["T01"] * 1 + [f"T{i:02d}" for i in range(2, 24)]},  # 23 > 21 in play
        {"nonsense": []},
        {"regular": "PAR"},
    ]
    for rigged in bad:
        with pytest.raises(InvalidConfigError):
            G.new_state(GameConfig(3, {"rigged": rigged}), 1)


# ---------------------------------------------------------------------------------- draws


def test_draw_sizes_per_deck() -> None:
    st = new(3)
    st = draw(st, "regular")
    st = draw(st, "joker")
    st = draw(st, "vip")
    sizes = [p["hand_size"] for p in G.view(st, None)["players"]]
    assert sizes == [3 + 3, 3 + 2, 3 + 2]
    assert G.view(st, None)["decks"] == {"regular": 65 - 12, "joker": 38, "vip": 43}


def test_draw_is_private_with_a_public_twin_and_reveals() -> None:
    st = new(3, joker=["J", "AMS"])
    step = scenario_step(G, st, DrawCards("joker"))
    assert step.revealed
    private = [e for e in step.events if isinstance(e, CardsDrawn)]
    public = [e for e in step.events if isinstance(e, CardsDrawnBlind)]
    assert private[0].cards == ("J", "AMS") and private[0].audience == (0,)
    assert public[0].count == 2 and public[0].audience is None
    assert not private[0].visible_to(1) and public[0].visible_to(None)
    assert hand(step.state, 0) == {**hand(st, 0), "J": 1, "AMS": hand(st, 0).get("AMS", 0) + 1}


def test_empty_deck_is_refilled_from_its_own_discard_pile() -> None:
    st = new(3)
    st = setup(st, decks=[st.decks[0], [], st.decks[2]], discards=[[], list(st.decks[1]), []])
    step = scenario_step(G, st, DrawCards("joker"))
    assert any(isinstance(e, DeckReshuffled) and e.deck == "joker" for e in step.events)
    view = G.view(step.state, 0)
    assert view["decks"]["joker"] == 38 and view["discards"]["joker"] == {}
    assert view["players"][0]["hand_size"] == 5


def test_empty_deck_and_discard_take_what_is_left_then_cannot_be_chosen() -> None:
    # One joker left in its deck, none in its discard pile (the rest held by seat 2).
    st = stow_cards(new(3), keep={"regular": [], "joker": ["J"], "vip": []})
    st = draw(st, "joker")
    assert player(st, 0)["hand_size"] == 4  # only one card was left
    st = setup(st, to_act=0)
    assert DrawCards("joker") not in G.legal_actions(st)
    assert_refused(G, st, DrawCards("joker"), GreatTourRefusal.DECK_EMPTY)


# ------------------------------------------------------------------------------- journeys


def test_rulebook_example_milano_to_paris_for_three_cards() -> None:
    # Rulebook: a first journey Milano→Paris paid with 3 cards, at least one of each city; the
    # player places 3 small coaches, the big coach in Paris, takes the ticket (the rulebook's is
    # worth 3; this board's T19, which may also start in Berlin, 2) and a Paris token.
    st = new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS)
    path = route("MIL", "gen", "dij", "PAR")
    assert BeginJourney("T19", "MIL", "PAR", path) in G.legal_actions(st)
    step = scenario_step(G, st, BeginJourney("T19", "MIL", "PAR", path))
    assert not step.revealed
    assert G.view(step.state, 0)["journey"]["cost"] == [1, 1, 1]
    st = pay(step.state, "MIL", "PAR")
    assert G.view(st, 0)["pending"] == "journey"
    final = scenario_step(G, st, Pay("PAR"))
    assert final.revealed  # a pile ticket entered the future row
    st = final.state
    me = player(st, 0)
    assert me["city"] == "PAR" and me["coaches"] == list(path)
    assert me["tickets"] == ["T19"] and me["ticket_points"] == 2
    assert me["tokens"]["PAR"] == 1 and me["hand_size"] == 0
    assert G.view(st, 0)["discards"]["regular"] == {"MIL": 1, "PAR": 2}
    assert G.view(st, 0)["to_act"] == 1


def test_rulebook_example_paris_to_wien_with_two_paris_one_wien_and_a_joker() -> None:
    st = new(3, regular=["PAR", "PAR", "VIE"], joker=["J", "AMS"], tickets=["T11", *ROWS[1:]])
    st = draw(st, "joker")  # seat 0 now holds PAR, PAR, VIE, J, AMS
    st = draw(draw(st, "regular"), "regular")
    path = route("PAR", "str", "muc", "sal", "VIE")
    st = begin(st, "T11", "PAR", "str", "muc", "sal", "VIE")
    assert_refused(G, st, Pay("AMS"), GreatTourRefusal.CARD_NOT_ALLOWED)  # neither Paris nor Wien
    st = pay(st, "PAR", "PAR", "VIE")
    assert G.view(st, 0)["journey"]["paid"] == {"PAR": 2, "VIE": 1}
    st = pay(st, "J")
    me = player(st, 0)
    # The rulebook's ticket is worth 4; this board's T11, which may also start in Amsterdam, 3.
    assert me["city"] == "VIE" and me["coaches"] == list(path) and me["ticket_points"] == 3
    assert me["tokens"]["VIE"] == 1 and hand(st, 0) == {"AMS": 1}
    discards = G.view(st, 0)["discards"]
    assert discards["regular"] == {"PAR": 2, "VIE": 1} and discards["joker"] == {"J": 1}


def test_rulebook_example_amsterdam_to_berlin_overtaking_with_a_vip_card() -> None:
    # Blue (seat 0) travels Berlin→Paris over Hannover; red (seat 1) then goes Amsterdam→Berlin
    # where blue's coach stands on Hannover–Berlin, and pays two Berlin cards and an Amsterdam
    # VIP card for the occupied segment. Without the VIP card it would cost 2 normal cards.
    st = new(
        3,
        regular=["BER", "PAR", "PAR", "BER", "BER", "VIE", "VIE", "VIE", "VIE"],
        joker=["J", "J"],
        vip=["AMS*", "VIE"],
        tickets=["T06", "T01", "T16", "T03", "T04", "T05"],
    )
    st = draw(st, "joker")  # blue
    st = draw(st, "vip")  # red: BER, BER, VIE, AMS*, VIE
    st = draw(st, "regular")
    st = journey(
        st, "T06", ["BER", "han", "kas", "fra", "str", "PAR"], ["BER", "PAR", "PAR", "J", "J"]
    )
    assert player(st, 0)["city"] == "PAR"
    st = begin(st, "T01", "AMS", "osn", "han", "BER")
    assert G.view(st, 1)["journey"]["cost"] == [1, 1, 2]
    legal = G.legal_actions(st)
    assert set(legal) == {Pay("BER"), Pay("AMS*"), CancelJourney()}
    st = pay(st, "BER", "BER", "AMS*")
    red = player(st, 1)
    assert red["city"] == "BER" and red["tickets"] == ["T01"] and hand(st, 1) == {"VIE": 2}


def test_rulebook_example_blank_ticket_wien_to_berlin_with_any_three_cards() -> None:
    st = new(3, regular=["AMS", "MIL", "PAR"], tickets=ROWS)
    rows = (G.view(st, 0)["active"], G.view(st, 0)["future"])
    step = scenario_step(
        G, st, BeginJourney("blank", "VIE", "BER", route("VIE", "prg", "dre", "BER"))
    )
    st = pay(step.state, "AMS", "MIL")
    last = scenario_step(G, st, Pay("PAR"))
    assert not last.revealed
    st = last.state
    view = G.view(st, 0)
    me = view["players"][0]
    assert me["city"] == "BER" and me["blank_tickets"] == 1 and me["ticket_points"] == 1
    assert sum(me["tokens"].values()) == 0  # no city token for a blank ticket
    assert (view["active"], view["future"]) == rows  # the rows do not move
    assert view["blank_left"] == 19


def test_first_journey_may_start_in_any_start_city_of_the_ticket() -> None:
    st = new(3, tickets=["T37", *ROWS[1:]])
    st = give(st, 0, *["J"] * 6, deck="joker")
    trips = {
        (a.start, a.destination)
        for a in G.legal_actions(st)
        if isinstance(a, BeginJourney) and a.ticket == "T37"
    }
    # T37: Amsterdam or Paris → Berlin or Wien (multiple start and destination cities).
    assert trips == {("AMS", "BER"), ("AMS", "VIE"), ("PAR", "BER"), ("PAR", "VIE")}
    # Any other city is not a start of the ticket.
    error = assert_refused(
        G,
        st,
        BeginJourney("T37", "MIL", "BER", route("MIL", "ver", "inn", "muc", "nur", "lei", "BER")),
        GreatTourRefusal.NOT_A_START,
    )
    assert (
        error.message == "Milano is not a start city of the ticket Amsterdam/Paris → Berlin/Wien."
    )


def test_later_journeys_start_where_the_big_coach_stands() -> None:
    st = new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS)
    st = journey(st, "T19", ["MIL", "gen", "dij", "PAR"], ["MIL", "PAR", "PAR"])
    st = draw(draw(st, "regular"), "regular")
    st = give(st, 0, *["J"] * 6, deck="joker")
    assert all(a.start == "PAR" for a in G.legal_actions(st) if isinstance(a, BeginJourney))
    # T01 starts in Amsterdam, but the big coach stands in Paris.
    assert_refused(
        G,
        st,
        BeginJourney("T01", "AMS", "BER", route("AMS", "osn", "han", "BER")),
        GreatTourRefusal.WRONG_START,
    )
    assert_refused(
        G, st, BeginJourney("blank", "AMS", "BER", route("AMS", "osn", "han", "BER")), "wrong_start"
    )


def test_destination_must_be_a_destination_of_the_ticket() -> None:
    st = give(new(3, tickets=ROWS), 0, *["J"] * 6, deck="joker")
    assert_refused(
        G,
        st,
        BeginJourney("T19", "MIL", "VIE", route("MIL", "ver", "kla", "VIE")),
        GreatTourRefusal.WRONG_DESTINATION,
    )


def test_ticket_must_be_in_the_active_row() -> None:
    st = give(new(3, tickets=ROWS), 0, *["J"] * 6, deck="joker")
    # T03 is in the future row.
    assert_refused(
        G,
        st,
        BeginJourney("T03", "AMS", "VIE", route("AMS", "bru", "PAR", "str", "muc", "sal", "VIE")),
        GreatTourRefusal.TICKET_NOT_ACTIVE,
    )


def test_path_passes_through_no_other_city() -> None:
    st = give(new(3, tickets=["T04", "T01", "T02", "T03", "T05"]), 0, *["J"] * 12, deck="joker")
    assert_refused(
        G,
        st,
        BeginJourney("T04", "AMS", "MIL", route("AMS", "bru", "PAR", "dij", "gen", "MIL")),
        GreatTourRefusal.BAD_PATH,
    )


def test_path_repeats_no_waypoint() -> None:
    st = give(new(3, tickets=ROWS), 0, *["J"] * 12, deck="joker")
    nodes = ["AMS", "kol", "fra", "str", "muc", "nur", "fra", "kas", "han", "BER"]
    assert_refused(
        G, st, BeginJourney("T01", "AMS", "BER", route(*nodes)), GreatTourRefusal.BAD_PATH
    )


def test_path_must_be_a_chain_from_start_to_destination() -> None:
    st = give(new(3, tickets=ROWS), 0, *["J"] * 12, deck="joker")
    assert_refused(
        G, st, BeginJourney("T01", "AMS", "BER", ("AMS-osn", "han-BER")), GreatTourRefusal.BAD_PATH
    )
    assert_refused(G, st, BeginJourney("T01", "AMS", "BER", ()), GreatTourRefusal.BAD_PATH)


def test_red_segments_only_with_five_or_six_players() -> None:
    path = route("AMS", "lil", "PAR")
    rig = {
        "regular": ["AMS", "PAR", "VIE"],
        "tickets": ["T02", "T01", "T19", "T03", "T04", "T05", "T06", "T07"],
    }
    four = G.new_state(GameConfig(4, {"rigged": rig}), 1)
    assert_refused(G, four, BeginJourney("T02", "AMS", "PAR", path), GreatTourRefusal.RED_SEGMENT)
    for players in (5, 6):
        st = G.new_state(GameConfig(players, {"rigged": rig}), 1)
        assert BeginJourney("T02", "AMS", "PAR", path) in G.legal_actions(st)
        st = pay(apply(st, BeginJourney("T02", "AMS", "PAR", path)), "AMS", "PAR")
        assert player(st, 0)["coaches"] == list(path)


def test_journey_is_at_most_ten_segments() -> None:
    nodes = ["AMS", "bru", "lux", "str", "fra", "nur", "muc", "inn", "ver", "kla", "sal", "VIE"]
    st = G.new_state(GameConfig(5), 1)
    st = give(st, 0, *["J"] * 11, deck="joker")
    assert len(route(*nodes)) == 11
    assert_refused(
        G, st, BeginJourney("blank", "AMS", "VIE", route(*nodes)), GreatTourRefusal.PATH_TOO_LONG
    )


def test_cost_is_one_card_plus_one_per_other_players_coach() -> None:
    st = new(3, tickets=ROWS)
    osn, han = seg("AMS-osn"), seg("osn-han")
    # Seats 1 and 2 both stand on Amsterdam–Osnabrück, seat 1 on Osnabrück–Hannover too. Seat
    # 0 came to Amsterdam the same way from Berlin: its own coaches on the route do not count.
    amsterdam = TOPO.city_index["AMS"]
    st = setup(
        st,
        coaches=[seg("han-BER") + han + osn, osn + han, osn],
        city=[amsterdam, amsterdam, amsterdam],
    )
    st = give(st, 0, *["J"] * 8, deck="joker")
    st = begin(st, "T01", "AMS", "osn", "han", "BER")
    assert G.view(st, 0)["journey"]["cost"] == [3, 2, 1]


def test_cards_must_be_of_the_start_or_destination_city_or_jokers() -> None:
    st = new(3, regular=["MIL", "PAR", "AMS"], tickets=ROWS)
    # Only two cards may pay Milano→Paris: the journey of 3 segments is not affordable.
    assert not any(isinstance(a, BeginJourney) and a.ticket == "T19" for a in G.legal_actions(st))
    error = assert_refused(
        G,
        st,
        BeginJourney("T19", "MIL", "PAR", route("MIL", "gen", "dij", "PAR")),
        GreatTourRefusal.SHORT_OF_CARDS,
    )
    # The refusal says what is missing (issue 11), not only that the cards cannot pay.
    assert error.message == "This journey needs 3 cards of Milano, Paris or jokers; you hold 2."


def test_payment_needs_a_card_of_each_city_jokers_standing_in() -> None:
    path = route("MIL", "gen", "dij", "PAR")
    three_paris = new(3, regular=["PAR", "PAR", "PAR"], tickets=ROWS)
    error = assert_refused(
        G, three_paris, BeginJourney("T19", "MIL", "PAR", path), GreatTourRefusal.NEEDS_CITY_CARD
    )
    assert error.message == (
        "The payment must include a card of Milano or a joker; you hold neither."
    )
    with_joker = give(three_paris, 0, "J", deck="joker")
    st = begin(with_joker, "T19", "MIL", "gen", "dij", "PAR")
    st = pay(st, "PAR", "PAR", "J")  # the joker stands in for Milano
    assert player(st, 0)["tickets"] == ["T19"]
    two_jokers = give(
        new(3, regular=["AMS", "AMS", "MIL"], tickets=ROWS), 0, "J", "J", deck="joker"
    )
    st = pay(begin(two_jokers, "T19", "MIL", "gen", "dij", "PAR"), "J", "J", "MIL")
    assert player(st, 0)["tickets"] == ["T19"]


def test_a_journey_too_dear_for_the_hand_says_how_many_cards_it_needs() -> None:
    # A blank ticket takes any cards: Paris → Wien over 4 segments needs 4, seat 0 holds 3.
    st = new(3, regular=["AMS", "BER", "MIL"], tickets=ROWS)
    path = route("PAR", "str", "muc", "sal", "VIE")
    error = assert_refused(
        G, st, BeginJourney("blank", "PAR", "VIE", path), GreatTourRefusal.SHORT_OF_ANY_CARDS
    )
    assert error.message == "This journey needs 4 cards; you hold 3."


def test_cards_that_overpay_with_vip_cards_cannot_pay_exactly() -> None:
    # Amsterdam → Paris over Brussels, both segments under two other coaches (3 cards each).
    # Two Amsterdam VIP cards pay both segments alone, so the Paris card would be one too
    # many; without them 6 cards are needed: the three cards cannot pay it exactly.
    st = new(3, regular=["PAR", "VIE", "MIL"], tickets=["T02", "T19", "T01"])
    path = route("AMS", "bru", "PAR")
    st = give(st, 0, "AMS*", "AMS*", deck="vip")
    ams_bru, bru_par = (TOPO.segment_index[s] for s in path)
    brussels = (ams_bru, bru_par)
    st = setup(
        st,
        coaches=[(), brussels, brussels],
        city=[-1, TOPO.city_index["PAR"], TOPO.city_index["PAR"]],
    )
    assert G.view(st, 0)["hand"] == {"PAR": 1, "VIE": 1, "MIL": 1, "AMS*": 2}
    error = assert_refused(
        G, st, BeginJourney("T02", "AMS", "PAR", path), GreatTourRefusal.CANNOT_AFFORD
    )
    assert "exactly" in error.message


def test_a_blank_ticket_goes_to_another_city() -> None:
    st = new(3, tickets=ROWS)
    assert_refused(G, st, BeginJourney("blank", "PAR", "PAR", ()), GreatTourRefusal.SAME_CITY)


def test_pay_is_legal_only_if_the_payment_can_still_be_completed() -> None:
    st = new(3, regular=["PAR", "PAR", "PAR"], tickets=ROWS)
    st = give(st, 0, "MIL")
    st = pay(begin(st, "T19", "MIL", "gen", "dij", "PAR"), "PAR", "PAR")
    # A third Paris card would leave no card for Milano.
    assert set(G.legal_actions(st)) == {Pay("MIL"), CancelJourney()}
    assert_refused(G, st, Pay("PAR"), GreatTourRefusal.PAYMENT_IMPOSSIBLE)
    assert_refused(G, st, Pay("VIE"), GreatTourRefusal.CARD_NOT_IN_HAND)
    st = pay(st, "MIL")
    assert player(st, 0)["city"] == "PAR"


def test_journey_completes_on_the_card_that_makes_the_payment_exact() -> None:
    # Occupied segment of cost 2 paid by a VIP card alone: 3 cards, not 4.
    st = new(3, regular=["VIE", "VIE", "MIL"], tickets=ROWS)
    st = setup(st, coaches=[(), seg("han-BER"), ()], city=[-1, TOPO.city_index["BER"], -1])
    st = give(give(st, 0, "BER", "BER", "AMS"), 0, "AMS*", deck="vip")
    st = pay(begin(st, "T01", "AMS", "osn", "han", "BER"), "AMS*", "BER")
    assert G.view(st, 0)["pending"] == "journey"
    st = pay(st, "AMS")
    assert G.view(st, 0)["pending"] is None
    assert hand(st, 0) == {"BER": 1, "VIE": 2, "MIL": 1}


def test_cancel_journey_returns_the_cards() -> None:
    st = new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS)
    before = hand(st, 0)
    st = pay(begin(st, "T19", "MIL", "gen", "dij", "PAR"), "PAR")
    step = scenario_step(G, st, CancelJourney())
    assert not step.revealed
    st = step.state
    view = G.view(st, 0)
    assert view["hand"] == before and view["journey"] is None and view["to_act"] == 0
    assert view["cancels_left"] == R.MAX_CANCELS_PER_TURN - 1


def test_at_most_three_cancels_in_one_turn() -> None:
    st = new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS)
    for _ in range(R.MAX_CANCELS_PER_TURN):
        st = apply(begin(st, "T19", "MIL", "gen", "dij", "PAR"), CancelJourney())
    st = begin(st, "T19", "MIL", "gen", "dij", "PAR")
    assert_refused(G, st, CancelJourney(), GreatTourRefusal.TOO_MANY_CANCELS)
    st = pay(st, "MIL", "PAR", "PAR")
    assert G.view(st, 1)["cancels_left"] == R.MAX_CANCELS_PER_TURN  # a new turn


def test_coaches_move_from_the_previous_path() -> None:
    fillers = ["VIE"] * 3 + ["BER"] * 3  # seats 1 and 2 draw these
    st = new(
        3,
        regular=["MIL", "PAR", "PAR", *fillers, *fillers, "PAR", "AMS", "BER"],
        tickets=["T19", "T09", "T03", "T04", "T05", "T06"],
    )
    st = journey(st, "T19", ["MIL", "gen", "dij", "PAR"], ["MIL", "PAR", "PAR"])
    st = draw(draw(st, "regular"), "regular")
    st = draw(st, "regular")  # seat 0: PAR, AMS, BER
    st = draw(draw(st, "regular"), "regular")
    st = journey(st, "T09", ["PAR", "bru", "AMS"], ["PAR", "AMS"])
    me = player(st, 0)
    assert me["coaches"] == list(route("PAR", "bru", "AMS")) and me["city"] == "AMS"
    assert me["tickets"] == ["T19", "T09"]


def test_ticket_rows_shift_after_a_journey() -> None:
    st = new(
        3, regular=["MIL", "PAR", "PAR"], tickets=["T01", "T19", "T02", "T03", "T04", "T05", "T06"]
    )
    step = scenario_step(
        G, pay(begin(st, "T19", "MIL", "gen", "dij", "PAR"), "MIL", "PAR"), Pay("PAR")
    )
    view = G.view(step.state, 0)
    # The first future ticket takes the freed place; the future row moves up; the pile
    # refills it.
    assert view["active"] == ["T01", "T03", "T02"]
    assert view["future"] == ["T04", "T05", "T06"]
    assert [e.ticket for e in step.events if isinstance(e, TicketRevealed)] == ["T06"]
    assert view["ticket_pile"] == 21 - 7


def test_blank_ticket_goes_to_a_city_other_than_the_current_one() -> None:
    st = new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS)
    st = journey(st, "T19", ["MIL", "gen", "dij", "PAR"], ["MIL", "PAR", "PAR"])
    st = draw(draw(st, "regular"), "regular")
    st = give(st, 0, *["J"] * 6, deck="joker")
    blanks = [a for a in G.legal_actions(st) if isinstance(a, BeginJourney) and a.ticket == "blank"]
    assert {a.start for a in blanks} == {"PAR"}
    assert {a.destination for a in blanks} == {"AMS", "BER", "VIE", "MIL"}


def test_blank_tickets_only_while_some_remain() -> None:
    st = setup(new(3, regular=["AMS", "MIL", "PAR"]), blank_left=0, blanks=[20, 0, 0])
    assert not any(isinstance(a, BeginJourney) for a in G.legal_actions(st))
    assert_refused(
        G,
        st,
        BeginJourney("blank", "VIE", "BER", route("VIE", "prg", "dre", "BER")),
        GreatTourRefusal.NO_BLANK_TICKETS,
    )


# --------------------------------------------------------------------------------- bonuses


def _paris_trip(st):
    return journey(st, "T19", ["MIL", "gen", "dij", "PAR"], ["MIL", "PAR", "PAR"])


def test_frequent_traveller_goes_to_the_first_with_two_tokens() -> None:
    st = new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS)
    paris = TOPO.city_index["PAR"]
    st = past_journeys(st, 0, "PAR", 1)
    assert st.tokens[0][paris] == 1
    step = scenario_step(
        G, pay(begin(st, "T19", "MIL", "gen", "dij", "PAR"), "MIL", "PAR"), Pay("PAR")
    )
    assert BonusTaken(0, "FT_PAR", None) in step.events
    assert G.view(step.state, 1)["bonuses"]["FT_PAR"] == 0


def test_frequent_traveller_is_taken_by_a_player_with_more_tokens() -> None:
    paris = TOPO.city_index["PAR"]
    for before, expected in ((2, 1), (1, 0)):  # seat 1 gets 3 > 2 (takes it), or 2 = 2 (no)
        st = new(3, regular=["VIE", "VIE", "VIE", "MIL", "PAR", "PAR"], tickets=ROWS)
        st = past_journeys(past_journeys(st, 0, "PAR", 2), 1, "PAR", before)
        frequent = [-1] * 5
        frequent[paris] = 0
        st = draw(setup(st, frequent=frequent), "regular")
        step = scenario_step(
            G, pay(begin(st, "T19", "MIL", "gen", "dij", "PAR"), "MIL", "PAR"), Pay("PAR")
        )
        assert G.view(step.state, 0)["bonuses"]["FT_PAR"] == expected
        assert (BonusTaken(1, "FT_PAR", 0) in step.events) == (expected == 1)


def test_first_in_all_five_cities_is_never_lost() -> None:
    paris = TOPO.city_index["PAR"]
    st = new(
        3, regular=["MIL", "PAR", "PAR", "MIL", "PAR", "PAR"], tickets=["T19", "T36", *ROWS[1:6]]
    )
    for seat in (0, 1):  # both have been to the four cities but Paris
        for city in TOPO.city_index:
            if city != "PAR":
                st = past_journeys(st, seat, city, 1)
    assert st.tokens[0] == st.tokens[1] and sum(st.tokens[0]) == 4 and st.tokens[0][paris] == 0
    step = scenario_step(
        G, pay(begin(st, "T19", "MIL", "gen", "dij", "PAR"), "MIL", "PAR"), Pay("PAR")
    )
    assert BonusTaken(0, "FIRST_ALL_FIVE", None) in step.events
    # Seat 1 also reaches all five cities later: the card stays with seat 0.
    st = journey(step.state, "T36", ["MIL", "zur", "str", "PAR"], ["MIL", "PAR", "PAR"])
    assert st.tokens[1][paris] == 1
    assert G.view(st, 2)["bonuses"]["FIRST_ALL_FIVE"] == 0


def test_most_tokens_tie_goes_to_more_tickets_of_the_highest_value() -> None:
    tokens = [[2, 1, 0, 0, 0], [1, 1, 1, 0, 0], [1, 0, 0, 0, 0]]
    # Equal 3 tokens; seat 1 has a 5-point ticket, seat 0 only 4s.
    assert most_tokens_seats(tokens, [[4, 4, 4], [5, 2, 1], [6]]) == (1,)
    # Same number of 5s: the next value decides.
    assert most_tokens_seats(tokens, [[5, 4], [5, 3, 3], [6]]) == (0,)
    # Still tied: every tied player scores it (house rule).
    assert most_tokens_seats(tokens, [[5, 3], [3, 5], []]) == (0, 1)
    assert most_tokens_seats([[0] * 5] * 3, [[], [], []]) == ()


def test_final_score_tickets_bonuses_and_a_point_per_five_cards() -> None:
    st = new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS)
    st = _paris_trip(st)
    st = give(st, 0, *["AMS"] * 13)  # 13 cards: 2 points (rulebook example)
    st = setup(st, over=True)
    outcome = G.outcome(st)
    assert outcome is not None
    # Tickets 2 (T19); bonuses: most tokens (only seat 0 has one) 5; cards 13 // 5 = 2.
    assert outcome.breakdown[0] == {"tickets": 2, "bonuses": 5, "cards": 2}
    assert outcome.scores[0] == 9 and outcome.winners == (0,)
    assert set(outcome.breakdown[1]) == {"tickets", "bonuses", "cards"}


def test_tied_scores_share_the_win() -> None:
    st = setup(new(3), over=True)
    outcome = G.outcome(st)
    assert outcome is not None and outcome.scores == (0, 0, 0) and outcome.winners == (0, 1, 2)


# ------------------------------------------------------------------------------------ end


def test_final_round_after_the_last_ticket_enters_the_future_row() -> None:
    st = new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS)
    st = setup(st, pile=st.pile[-1:], removed=st.removed + st.pile[:-1])
    step = scenario_step(
        G, pay(begin(st, "T19", "MIL", "gen", "dij", "PAR"), "MIL", "PAR"), Pay("PAR")
    )
    assert FinalRoundStarted(0) in step.events
    st = step.state
    view = G.view(st, 1)
    assert view["final_round"] and view["ticket_pile"] == 0 and view["turns_left"] == 3
    # Every player, the one who moved the last ticket included, gets exactly one more turn.
    st = draw(st, "regular")
    st = draw(st, "regular")
    assert G.to_act(st) == 0
    last = scenario_step(G, st, DrawCards("regular"))
    assert G.to_act(last.state) is None and G.outcome(last.state) is not None
    assert any(isinstance(e, GameEnded) for e in last.events)
    assert G.legal_actions(last.state) == []
    refuses_over = last.state
    with pytest.raises(Exception) as info:
        G.apply(refuses_over, DrawCards("regular"))
    assert getattr(info.value, "reason", None) == CommonRefusal.GAME_OVER


def test_pass_only_when_nothing_else_is_possible() -> None:
    st = new(3)
    assert_refused(G, st, Pass(), GreatTourRefusal.PASS_NOT_ALLOWED)
    # No card to draw (seat 2 holds them all) and no ticket to travel for: only a pass.
    empty = no_tickets_left(stow_cards(st))
    assert G.legal_actions(empty) == [Pass()]


def test_every_player_passing_in_a_row_ends_the_game() -> None:
    st = no_tickets_left(stow_cards(new(3)))
    st = apply(apply(st, Pass()), Pass())
    assert G.to_act(st) == 2
    step = scenario_step(G, st, Pass())
    assert G.to_act(step.state) is None and G.outcome(step.state) is not None


# --------------------------------------------------------------------------- bad input


def test_actions_in_the_wrong_phase_are_refused() -> None:
    st = new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS)
    assert_refused(G, st, Pay("PAR"), GreatTourRefusal.NO_JOURNEY)
    assert_refused(G, st, CancelJourney(), GreatTourRefusal.NO_JOURNEY)
    during = begin(st, "T19", "MIL", "gen", "dij", "PAR")
    assert_refused(G, during, DrawCards("regular"), GreatTourRefusal.JOURNEY_PENDING)
    assert_refused(
        G,
        during,
        BeginJourney("T19", "MIL", "PAR", route("MIL", "gen", "dij", "PAR")),
        GreatTourRefusal.JOURNEY_PENDING,
    )


def test_unknown_ids_are_invalid_actions() -> None:
    st = new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS)
    bad = [
        DrawCards("bonus"),
        BeginJourney("T99", "MIL", "PAR", route("MIL", "gen", "dij", "PAR")),
        BeginJourney("T19", "ROM", "PAR", route("MIL", "gen", "dij", "PAR")),
        BeginJourney("T19", "MIL", "PAR", ("MIL-nowhere",)),
    ]
    for action in bad:
        with pytest.raises(InvalidActionError):
            G.apply(st, action)
    with pytest.raises(InvalidActionError):
        G.apply(begin(st, "T19", "MIL", "gen", "dij", "PAR"), Pay("XYZ"))
    with pytest.raises(InvalidActionError):
        G.apply(st, object())  # type: ignore[arg-type]


def test_journey_state_holds_the_costs_fixed_at_the_start() -> None:
    st = begin(
        new(3, regular=["MIL", "PAR", "PAR"], tickets=ROWS), "T19", "MIL", "gen", "dij", "PAR"
    )
    assert isinstance(st.journey, Journey) and st.journey.costs == (1, 1, 1)
