"""The Great Tour controller: clicks (targets) → replies, with no pygame.

Each test builds a rigged game, feeds the controller what the table would (the view of the
seat to act, the legal moves) and checks the actions it plays, or that a refusal carries the
engine's own reason and sentence, read from the view without submitting anything."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from tabletop.controller.great_tour import (
    AUTO_PAY,
    BLANK_TICKETS,
    CANCEL,
    PASS,
    CityTarget,
    DeckTarget,
    FutureTicketTarget,
    GreatTourController,
    HandTarget,
    SeatTarget,
    SegmentTarget,
    TicketTarget,
    WaypointTarget,
)
from tabletop.controller.hover import Hover, Tone
from tabletop.controller.reply import Reply, ReplyKind, Target
from tabletop.core import Action, CommonRefusal, GameConfig, IllegalActionError, Refusal
from tabletop.games.great_tour import (
    BLANK,
    GREAT_TOUR,
    BeginJourney,
    CancelJourney,
    DrawCards,
    GreatTourGame,
    GreatTourRefusal,
    GreatTourView,
    Pass,
    Pay,
)
from tabletop.games.great_tour.helpers import cheapest_paths, journey_paths, path_costs

G = GREAT_TOUR


def route(*nodes: str) -> tuple[str, ...]:
    """Segment ids along ``nodes``."""
    out = []
    for a, b in zip(nodes, nodes[1:], strict=False):
        out.append(next(s.id for s in G.board.segments if {s.a, s.b} == {a, b}))
    return tuple(out)


class Table:
    """A rigged game and a controller, used as the table uses them: views and legal moves."""

    def __init__(self, players: int = 3, seed: int = 1, **rigged: Sequence[str]) -> None:
        config = GameConfig(players, {"rigged": {k: list(v) for k, v in rigged.items()}})
        self.state = G.new_state(config, seed)
        self.ctl = GreatTourController(G)
        self.sync()

    @property
    def seat(self) -> int:
        seat = G.to_act(self.state)
        assert seat is not None
        return seat

    @property
    def view(self) -> GreatTourView:
        return G.view(self.state, self.seat)

    @property
    def legal(self) -> list[Action]:
        return list(G.legal_actions(self.state))

    def sync(self) -> None:
        self.ctl.sync(self.view, self.legal)

    def click(self, target: Target) -> Reply:
        return self.ctl.click(target, self.view, self.legal)

    def apply(self, action: Action) -> tuple:
        step = G.apply(self.state, action)
        self.state = step.state
        self.sync()
        return step.events

    def carry_out(self, reply: Reply) -> list[Action]:
        """Play a reply and its follow-ups, as the table does; the actions played."""
        played = []
        while reply.kind is ReplyKind.PLAY:
            action = reply.action
            assert action is not None and action in self.legal, reply
            seat = self.seat
            self.apply(action)
            played.append(action)
            if G.to_act(self.state) != seat:
                break
            reply = self.ctl.follow_up(self.view, self.legal)
        return played

    def refusal(self, reply: Reply, action: Action | None = None) -> Refusal:
        """The reason of a refusal; when ``action`` is given, the engine refuses it for the
        same reason in the same words (the controller found it in the view alone)."""
        assert reply.refused and reply.reason is not None and reply.message, reply
        if action is not None:
            assert action not in self.legal
            with pytest.raises(IllegalActionError) as error:
                G.apply(self.state, action)
            assert (error.value.reason, error.value.message) == (reply.reason, reply.message)
        return reply.reason


def jokers_round(table: Table, rounds: int = 1) -> None:
    """Every seat draws from the joker deck ``rounds`` times (rig the deck with jokers)."""
    for _ in range(rounds * len(table.view["players"])):
        table.apply(DrawCards("joker"))


def test_clicking_a_deck_draws_from_it() -> None:
    t = Table()
    assert t.click(DeckTarget("vip")) == Reply.play(DrawCards("vip"))
    assert t.click(DeckTarget("joker")) == Reply.play(DrawCards("joker"))


def test_a_ticket_with_one_start_and_destination_proposes_the_cheapest_path() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    assert t.click(TicketTarget("T01")) == Reply.changed()
    plan = t.ctl.plan
    assert plan is not None and (plan.start, plan.destination) == ("AMS", "BER")
    best = cheapest_paths(t.view, "AMS", "BER")[0]
    assert plan.path == best[0] == route("AMS", "osn", "han", "BER")
    assert list(plan.costs) == best[1] == [1, 1, 1]
    assert plan.affordable and not plan.pending
    # Clicking the destination again keeps the plan.
    assert t.click(CityTarget("BER")) == Reply.changed() and t.ctl.plan == plan
    # A second click on the ticket puts it back.
    t.click(TicketTarget("T01"))
    assert t.ctl.plan is None


def test_first_journey_start_is_clicked_when_the_ticket_offers_several() -> None:
    # T21: Amsterdam or Paris → Wien. Seat 0 holds Paris, Wien, Amsterdam and 4 jokers.
    t = Table(regular=["PAR", "VIE", "AMS"], joker=["J"] * 12, tickets=["T21", "T01", "T05"])
    jokers_round(t, 2)
    starts = {a.start for a in t.ctl.begins(t.legal, "T21")}
    assert starts == {"AMS", "PAR"}
    t.click(TicketTarget("T21"))
    assert t.ctl.plan.start is None and t.ctl.plan.path is None
    assert t.ctl.candidate_cities(t.view) == ({"AMS", "PAR"}, {"VIE"})
    # The destination may come first; the path waits for the start.
    t.click(CityTarget("VIE"))
    assert t.ctl.plan.destination == "VIE" and t.ctl.plan.path is None
    t.click(CityTarget("PAR"))
    plan = t.ctl.plan
    assert plan.start == "PAR" and plan.path == cheapest_paths(t.view, "PAR", "VIE")[0][0]
    # Another start city switches the journey's start.
    t.click(CityTarget("AMS"))
    assert t.ctl.plan.start == "AMS"


def test_clicking_waypoints_steers_the_path() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], joker=["J"] * 12, tickets=["T01", "T05", "T21"])
    jokers_round(t, 2)  # 4 jokers: the path through Kassel and Leipzig is paid
    t.click(TicketTarget("T01"))
    assert t.ctl.plan.path == route("AMS", "osn", "han", "BER")
    t.click(WaypointTarget("kas"))
    plan = t.ctl.plan
    through = [
        p for p, _c in journey_paths(t.view, "AMS", "BER") if "kas" in t.ctl.path_nodes(p, "AMS")
    ]
    assert plan.path == through[0] and plan.via == ("kas",) and plan.affordable
    assert "kas" in t.ctl.path_nodes(plan.path, "AMS")
    t.click(WaypointTarget("lei"))  # both Kassel and Leipzig: the cheapest path through the two
    plan = t.ctl.plan
    assert {"kas", "lei"} <= set(t.ctl.path_nodes(plan.path, "AMS")) and plan.affordable
    t.click(WaypointTarget("kas"))  # a second click drops Kassel again
    assert t.ctl.plan.via == ("lei",) and "lei" in t.ctl.path_nodes(t.ctl.plan.path, "AMS")
    # A waypoint no path from Amsterdam to Berlin can pass: refused, the plan unchanged.
    before = t.ctl.plan
    reply = t.click(WaypointTarget("gen"))
    assert t.refusal(reply) == GreatTourRefusal.NO_PATH_VIA and t.ctl.plan == before
    assert reply.message == (
        "No path from Amsterdam to Berlin passes Geneva (a path may not pass another city or "
        "a waypoint twice)."
    )


def test_clicking_a_card_begins_the_journey_and_pays_it() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    t.click(TicketTarget("T01"))
    reply = t.click(HandTarget("BER"))
    path = route("AMS", "osn", "han", "BER")
    assert reply == Reply.play(BeginJourney("T01", "AMS", "BER", path))
    t.apply(reply.action)
    assert t.ctl.plan.pending
    assert t.ctl.follow_up(t.view, t.legal) == Reply.play(Pay("BER"))
    t.apply(Pay("BER"))
    assert t.ctl.follow_up(t.view, t.legal) == Reply.nothing()
    # The next cards, one click each; the last completes the journey and ends the turn.
    assert t.carry_out(t.click(HandTarget("AMS"))) == [Pay("AMS")]
    events = t.carry_out(t.click(HandTarget("AMS")))
    assert events == [Pay("AMS")] and t.seat == 1 and t.ctl.plan is None
    assert G.view(t.state, 0)["players"][0]["city"] == "BER"


def test_auto_pay_pays_a_valid_payment_and_keeps_vip_cards() -> None:
    # Seat 0: Amsterdam, Berlin, Amsterdam + an Amsterdam VIP card and a VIP joker.
    t = Table(
        regular=["AMS", "BER", "AMS"],
        vip=["AMS*", "J*", "BER*", "BER*", "PAR*", "PAR*"],
        tickets=["T01", "T05", "T21"],
    )
    for _ in range(3):
        t.apply(DrawCards("vip"))
    t.click(TicketTarget("T01"))
    played = t.carry_out(t.click(AUTO_PAY))
    path = route("AMS", "osn", "han", "BER")
    assert played[0] == BeginJourney("T01", "AMS", "BER", path)
    assert sorted(a.card for a in played[1:] if isinstance(a, Pay)) == ["AMS", "AMS", "BER"]
    hand = G.view(t.state, 0)["hand"]
    assert hand == {"AMS*": 1, "J*": 1}  # the VIP cards were kept
    assert G.view(t.state, 0)["players"][0]["tickets"] == ["T01"]


def test_auto_pay_uses_a_vip_card_when_the_journey_needs_it() -> None:
    # Seat 1 travels Amsterdam → Berlin first; seat 0 then goes Berlin → Amsterdam on the same
    # road: 2 cards a segment, or a VIP card alone.
    t = Table(
        regular=["BER", "AMS", "BER", "AMS", "BER", "AMS"],
        vip=["BER*", "AMS*"],
        tickets=["T01", "T05", "T21"],
    )
    t.apply(DrawCards("vip"))  # seat 0: BER, AMS, BER + BER*, AMS*
    t.click(TicketTarget("T01"))  # seat 1
    t.carry_out(t.click(AUTO_PAY))
    assert G.view(t.state, 1)["players"][1]["coaches"] == list(route("AMS", "osn", "han", "BER"))
    t.apply(DrawCards("regular"))  # seat 2
    t.click(TicketTarget("T05"))
    t.click(CityTarget("AMS"))
    t.click(WaypointTarget("han"))  # onto seat 1's road
    plan = t.ctl.plan
    assert plan.path == route("BER", "han", "osn", "AMS") and list(plan.costs) == [2, 2, 2]
    assert plan.affordable
    played = t.carry_out(t.click(AUTO_PAY))
    assert isinstance(played[0], BeginJourney) and len(played) >= 2
    assert G.view(t.state, 0)["players"][0]["city"] == "AMS"


def test_cancel_before_the_last_card_gives_the_cards_back() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    hand = t.view["hand"]
    t.click(TicketTarget("T01"))
    assert len(t.carry_out(t.click(HandTarget("AMS")))) == 2  # begin + the card
    assert t.view["hand"] != hand and t.ctl.plan.pending
    assert t.click(CANCEL) == Reply.play(CancelJourney())
    t.apply(CancelJourney())
    assert t.view["hand"] == hand
    plan = t.ctl.plan  # the plan stays, so another path or card can be tried
    assert plan is not None and not plan.pending and plan.path == route("AMS", "osn", "han", "BER")
    assert t.click(CANCEL) == Reply.changed() and t.ctl.plan is None


def test_overtaking_costs_and_an_unaffordable_path_are_refused_by_the_engine() -> None:
    t = Table(
        regular=["BER", "AMS", "BER", "AMS", "BER", "AMS"],
        joker=["J"] * 4,
        tickets=["T01", "T05", "T21"],
    )
    t.apply(DrawCards("joker"))  # seat 0: BER, AMS, BER, J, J
    t.click(TicketTarget("T01"))
    t.carry_out(t.click(AUTO_PAY))  # seat 1 takes Amsterdam → Berlin
    t.apply(DrawCards("joker"))  # seat 2
    view = t.view
    assert path_costs(view, route("BER", "han", "osn", "AMS")) == [2, 2, 2]
    t.click(TicketTarget("T05"))
    t.click(CityTarget("AMS"))
    plan = t.ctl.plan
    # The proposal avoids the occupied road: 5 free segments beat 3 segments at 2 cards.
    assert plan.cost == 5 and max(plan.costs) == 1 and plan.affordable
    # Through Osnabrück (the occupied road, 6 cards) the hand falls short: the waypoint is
    # refused with the engine's reason and the plan stays as it was, as a ticket click that
    # cannot be paid starts nothing (it drew the dearer path it refused, beside the refusal).
    reply = t.click(WaypointTarget("osn"))
    assert t.ctl.plan == plan
    begin = BeginJourney("T05", "BER", "AMS", route("BER", "han", "osn", "AMS"))
    assert path_costs(view, begin.path) == [2, 2, 2]
    assert t.refusal(reply, begin) == GreatTourRefusal.SHORT_OF_CARDS
    assert reply.message == "This journey needs 6 cards of Berlin, Amsterdam or jokers; you hold 5."
    played = t.carry_out(t.click(AUTO_PAY))  # the cheaper path, still planned, is paid
    assert played[0] == plan.begin()


def test_a_ticket_that_cannot_start_here_is_refused_with_the_engines_reason() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T21", "T05"])
    t.click(TicketTarget("T01"))
    t.carry_out(t.click(AUTO_PAY))  # seat 0's big coach is in Berlin now
    t.apply(DrawCards("regular"))
    t.apply(DrawCards("regular"))
    # The active row moved up: T01 went, the first future ticket came in.
    assert "T01" not in t.view["active"]
    ticket = next(x for x in t.view["active"] if "BER" not in G.board.ticket(x).starts)
    reply = t.click(TicketTarget(ticket))
    assert t.refusal(reply) == GreatTourRefusal.NOT_A_START and t.ctl.plan is None
    words = G.tables.names.ticket(ticket)
    assert reply.message == f"Berlin is not a start city of the ticket {words}."
    assert ticket not in reply.message  # tickets are named by their cities, not their ids


def test_future_tickets_cannot_be_used_yet() -> None:
    t = Table()
    reply = t.click(FutureTicketTarget(t.view["future"][0]))
    assert t.refusal(reply) == GreatTourRefusal.FUTURE_TICKET


def test_a_blank_ticket_goes_between_any_two_cities_first() -> None:
    t = Table(regular=["PAR", "MIL", "VIE"], tickets=["T01", "T05", "T21"])
    assert t.click(BLANK_TICKETS) == Reply.changed()
    assert t.ctl.plan.ticket == BLANK and t.ctl.plan.start is None
    t.click(CityTarget("PAR"))
    t.click(CityTarget("MIL"))
    plan = t.ctl.plan
    assert (plan.start, plan.destination) == ("PAR", "MIL") and plan.affordable
    played = t.carry_out(t.click(AUTO_PAY))
    assert played[0] == BeginJourney(BLANK, "PAR", "MIL", plan.path)
    me = G.view(t.state, 0)
    assert me["players"][0]["blank_tickets"] == 1 and me["blank_left"] == 19


def test_clicks_out_of_order_give_hints_not_actions() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    for target in (CityTarget("PAR"), WaypointTarget("bru"), HandTarget("AMS"), AUTO_PAY):
        reply = t.click(target)
        assert reply.kind is ReplyKind.HINT and reply.message and not reply.actions
    assert t.click(CANCEL) == Reply.nothing()


def test_pass_is_refused_while_something_else_is_possible() -> None:
    t = Table()
    assert Pass() not in t.legal
    assert t.refusal(t.click(PASS), Pass()) == GreatTourRefusal.PASS_NOT_ALLOWED


def test_the_plan_is_dropped_when_the_turn_passes() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    t.click(TicketTarget("T01"))
    assert t.ctl.plan is not None
    t.apply(DrawCards("regular"))
    assert t.ctl.plan is None


# ------------------------------------------------------------------ refusals out of turn
def test_a_click_out_of_turn_says_whose_turn_it_is() -> None:
    t = Table()
    names = {0: "Ann", 1: "Ben", 2: "Cy"}
    ctl = GreatTourController(G, names.__getitem__)
    reply = ctl.click(DeckTarget("regular"), G.view(t.state, 1), [])
    assert reply.refused and reply.reason == CommonRefusal.NOT_YOUR_TURN
    assert reply.message == "It is Ann's turn."


def test_a_click_after_the_game_is_refused() -> None:
    t = Table()
    over = G.view(t.state, 0)
    over["over"] = True
    reply = t.ctl.click(DeckTarget("regular"), over, [])
    assert reply.refused and reply.reason == CommonRefusal.GAME_OVER


def test_a_ticket_clicked_while_paying_is_refused() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    t.click(TicketTarget("T01"))
    t.carry_out(t.click(HandTarget("AMS")))  # begin and pay one card
    assert t.ctl.plan is not None and t.ctl.plan.pending
    reply = t.click(TicketTarget("T05"))
    assert t.refusal(reply, DrawCards("regular")) == GreatTourRefusal.JOURNEY_PENDING


def test_a_card_that_cannot_pay_is_refused_with_the_engines_words() -> None:
    t = Table(regular=["AMS", "BER", "AMS", "PAR", "PAR", "PAR"], tickets=["T01", "T05", "T21"])
    t.click(TicketTarget("T01"))
    t.carry_out(t.click(HandTarget("AMS")))
    # Seat 0 holds Amsterdam and Berlin only: a Paris card is not theirs to pay with.
    reply = t.click(HandTarget("PAR"))
    assert t.refusal(reply, Pay("PAR")) == GreatTourRefusal.CARD_NOT_IN_HAND
    assert reply.message == "You hold no Paris card."


def test_auto_pay_with_no_payment_left_is_refused() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    t.click(TicketTarget("T01"))
    t.carry_out(t.click(HandTarget("AMS")))
    # Were no card payable any more, Auto-pay would say so instead of playing something.
    reply = t.ctl.click(AUTO_PAY, t.view, [CancelJourney()])
    assert t.refusal(reply) == GreatTourRefusal.NO_AUTO_PAYMENT


def test_a_journey_between_cities_no_road_joins_is_refused() -> None:
    # A user's map where no road reaches Wien any more.
    board = G.board
    segments = tuple(s for s in board.segments if "VIE" not in (s.a, s.b))
    cut = replace(board, segments=segments, _segments={s.id: s for s in segments})
    game = GreatTourGame(cut)
    state = game.new_state(GameConfig(3), 1)
    ctl = GreatTourController(game)
    view, legal = game.view(state, 0), game.legal_actions(state)
    ctl.sync(view, legal)
    assert ctl.click(BLANK_TICKETS, view, legal) == Reply.changed()
    assert ctl.click(CityTarget("PAR"), view, legal) == Reply.changed()
    reply = ctl.click(CityTarget("VIE"), view, legal)
    assert reply.refused and reply.reason == GreatTourRefusal.NO_PATH
    assert reply.message == "No path leads from Paris to Wien here."


# ------------------------------------------------------------------ what the pointer is over
def describe(
    ctl: GreatTourController, target: Target, view: GreatTourView, legal: Sequence[Action]
) -> Hover | None:
    """What ``ctl`` says of ``target`` once the table synced it with ``view``."""
    ctl.sync(view, legal)
    return ctl.describe(target, view)


def said(hover: Hover | None) -> list[str]:
    """What a hover card says, the title first."""
    assert hover is not None
    return hover.texts


def test_hover_texts_name_tickets_by_their_cities_and_count_in_words() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    ticket = said(describe(t.ctl, TicketTarget("T01"), t.view, t.legal))
    assert ticket == ["Amsterdam/Milano → Berlin · 2 points"]
    future = t.view["future"][0]
    text = said(describe(t.ctl, FutureTicketTarget(future), t.view, t.legal))
    assert future not in " ".join(text) and text[-1] == "Future ticket: not usable yet."
    assert said(describe(t.ctl, HandTarget("AMS"), t.view, t.legal)) == ["Amsterdam ×2"]
    assert said(describe(t.ctl, SegmentTarget("AMS-osn"), t.view, t.legal)) == [
        "Amsterdam – Osnabrueck: free, costs 1 card"
    ]
    deck = said(describe(t.ctl, DeckTarget("vip"), t.view, t.legal))
    assert deck == ["VIP deck (city cards, VIP cards and VIP jokers): 45 cards left, draw 2"]


def test_hovering_a_ticket_the_hand_cannot_pay_says_what_is_missing() -> None:
    t = Table(regular=["AMS", "PAR", "MIL"], tickets=["T01", "T05", "T21"])
    card = describe(t.ctl, TicketTarget("T01"), t.view, t.legal)
    assert said(card) == [
        "Amsterdam/Milano → Berlin · 2 points",
        "This journey needs 3 cards of Amsterdam, Berlin or jokers; you hold 1.",
    ]
    assert card is not None and card.lines[-1].tone is Tone.WARN
    # Someone else's turn: only what the ticket is.
    other = G.view(t.state, 1)
    assert said(describe(t.ctl, TicketTarget("T01"), other, [])) == [
        "Amsterdam/Milano → Berlin · 2 points"
    ]


def test_hovering_a_player_lists_their_tickets() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    ctl = GreatTourController(G, {0: "Ann", 1: "Ben", 2: "Cy"}.__getitem__)
    assert said(describe(ctl, SeatTarget(0), t.view, t.legal)) == [
        "Ann: 0 ticket points",
        "no tickets yet",
    ]
    t.click(TicketTarget("T01"))
    t.carry_out(t.click(AUTO_PAY))
    view = G.view(t.state, 1)
    assert said(describe(ctl, SeatTarget(0), view, [])) == [
        "Ann: 2 ticket points",
        "Amsterdam/Milano → Berlin · 2 points",
    ]
    assert said(describe(ctl, SegmentTarget("AMS-osn"), view, [])) == [
        "Amsterdam – Osnabrueck: coaches of Ann · costs you 2 cards"
    ]
    assert said(describe(ctl, CityTarget("BER"), view, [])) == ["Berlin · big coach of Ann"]


def test_a_paths_places_run_in_travel_order_from_its_start() -> None:
    """The journey's spark and the waypoint steering walk ``path_nodes``: Milano → Wien through
    Zurich stores its first segment as ``zur-MIL`` (the path was read as Wien, Praha, …,
    Zurich, Milano, Zurich)."""
    t = Table(regular=["AMS", "BER", "AMS"], joker=["J"] * 12, tickets=["T01", "T05", "T21"])
    game = t.ctl.game
    topo = game.topo
    checked = 0
    for start in topo.city_index:
        for end in topo.city_index:
            if start == end:
                continue
            for path in topo.paths_between(topo.city_index[start], topo.city_index[end], True):
                ids = topo.path_ids[path]
                nodes = t.ctl.path_nodes(ids, start)
                assert nodes[0] == start and nodes[-1] == end, (start, end, ids, nodes)
                assert len(nodes) == len(ids) + 1 == len(set(nodes)), (ids, nodes)
                checked += 1
    assert checked > 600
