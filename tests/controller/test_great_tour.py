"""The Great Tour controller: clicks (targets) → engine actions, with no pygame.

Each test builds a rigged game, feeds the controller what the table would (the view of the
seat to act, the legal moves) and checks the actions it emits, or that a refusal is the
engine's own reason."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tabletop.controller.great_tour import NOTHING, Decision, GreatTourController
from tabletop.core import Action, GameConfig, IllegalActionError
from tabletop.games.great_tour import (
    BLANK,
    GREAT_TOUR,
    BeginJourney,
    CancelJourney,
    DrawCards,
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
    def view(self) -> dict:
        return G.view(self.state, self.seat)

    @property
    def legal(self) -> list[Action]:
        return list(G.legal_actions(self.state))

    def sync(self) -> None:
        self.ctl.sync(self.view, self.legal)

    def click(self, *target: str) -> Decision:
        return self.ctl.click(target, self.view, self.legal)

    def apply(self, action: Action) -> tuple:
        step = G.apply(self.state, action)
        self.state = step.state
        self.sync()
        return step.events

    def carry_out(self, decision: Decision) -> list[Action]:
        """Apply a decision and its follow-ups, as the table does; the actions played."""
        played = []
        while decision.action is not None:
            assert decision.action in self.legal, decision
            seat = self.seat
            self.apply(decision.action)
            played.append(decision.action)
            if G.to_act(self.state) != seat:
                break
            decision = self.ctl.follow_up(self.view, self.legal)
        return played

    def refusal(self, decision: Decision) -> str:
        """The engine's reason code for a probe (the table shows its message)."""
        assert decision.action is None and decision.probe is not None, decision
        assert decision.probe not in self.legal
        with pytest.raises(IllegalActionError) as error:
            G.apply(self.state, decision.probe)
        assert error.value.message
        return error.value.reason


def jokers_round(table: Table, rounds: int = 1) -> None:
    """Every seat draws from the joker deck ``rounds`` times (rig the deck with jokers)."""
    for _ in range(rounds * len(table.view["players"])):
        table.apply(DrawCards("joker"))


def test_clicking_a_deck_draws_from_it() -> None:
    t = Table()
    assert t.click("deck", "vip") == Decision(action=DrawCards("vip"))
    assert t.click("deck", "joker") == Decision(action=DrawCards("joker"))


def test_a_ticket_with_one_start_and_destination_proposes_the_cheapest_path() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    assert t.click("ticket", "T01") == NOTHING
    plan = t.ctl.plan
    assert plan is not None and (plan.start, plan.destination) == ("AMS", "BER")
    best = cheapest_paths(t.view, "AMS", "BER")[0]
    assert plan.path == best[0] == route("AMS", "osn", "han", "BER")
    assert list(plan.costs) == best[1] == [1, 1, 1]
    assert plan.affordable and not plan.pending
    # Clicking the destination again keeps the plan.
    assert t.click("city", "BER") == NOTHING and t.ctl.plan == plan
    # A second click on the ticket puts it back.
    t.click("ticket", "T01")
    assert t.ctl.plan is None


def test_first_journey_start_is_clicked_when_the_ticket_offers_several() -> None:
    # T21: Amsterdam or Paris → Wien. Seat 0 holds Paris, Wien, Amsterdam and 4 jokers.
    t = Table(regular=["PAR", "VIE", "AMS"], joker=["J"] * 12, tickets=["T21", "T01", "T05"])
    jokers_round(t, 2)
    starts = {a.start for a in t.ctl.begins(t.legal, "T21")}
    assert starts == {"AMS", "PAR"}
    t.click("ticket", "T21")
    assert t.ctl.plan.start is None and t.ctl.plan.path is None
    assert t.ctl.candidate_cities(t.view) == ({"AMS", "PAR"}, {"VIE"})
    # The destination may come first; the path waits for the start.
    t.click("city", "VIE")
    assert t.ctl.plan.destination == "VIE" and t.ctl.plan.path is None
    t.click("city", "PAR")
    plan = t.ctl.plan
    assert plan.start == "PAR" and plan.path == cheapest_paths(t.view, "PAR", "VIE")[0][0]
    # Another start city switches the journey's start.
    t.click("city", "AMS")
    assert t.ctl.plan.start == "AMS"


def test_clicking_waypoints_steers_the_path() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], joker=["J"] * 12, tickets=["T01", "T05", "T21"])
    jokers_round(t)
    t.click("ticket", "T01")
    assert t.ctl.plan.path == route("AMS", "osn", "han", "BER")
    t.click("waypoint", "kas")
    plan = t.ctl.plan
    through = [p for p, _c in journey_paths(t.view, "AMS", "BER") if "kas" in t.ctl.path_nodes(p)]
    assert plan.path == through[0] and plan.via == ("kas",) and plan.affordable
    assert "kas" in t.ctl.path_nodes(plan.path)
    t.click("waypoint", "lei")  # both Kassel and Leipzig: the cheapest path through the two
    plan = t.ctl.plan
    assert {"kas", "lei"} <= set(t.ctl.path_nodes(plan.path))
    t.click("waypoint", "kas")  # a second click drops Kassel again
    assert t.ctl.plan.via == ("lei",) and "lei" in t.ctl.path_nodes(t.ctl.plan.path)
    # A waypoint no path from Amsterdam to Berlin can pass: a hint, the plan unchanged.
    before = t.ctl.plan
    decision = t.click("waypoint", "gen")
    assert decision.hint and decision.action is None and t.ctl.plan == before


def test_clicking_a_card_begins_the_journey_and_pays_it() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    t.click("ticket", "T01")
    decision = t.click("hand", "BER")
    path = route("AMS", "osn", "han", "BER")
    assert decision == Decision(action=BeginJourney("T01", "AMS", "BER", path))
    t.apply(decision.action)
    assert t.ctl.plan.pending
    assert t.ctl.follow_up(t.view, t.legal) == Decision(action=Pay("BER"))
    t.apply(Pay("BER"))
    assert t.ctl.follow_up(t.view, t.legal) == NOTHING
    # The next cards, one click each; the last completes the journey and ends the turn.
    assert t.carry_out(t.click("hand", "AMS")) == [Pay("AMS")]
    events = t.carry_out(t.click("hand", "AMS"))
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
    t.click("ticket", "T01")
    played = t.carry_out(t.click("auto_pay"))
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
    t.click("ticket", "T01")  # seat 1
    t.carry_out(t.click("auto_pay"))
    assert G.view(t.state, 1)["players"][1]["coaches"] == list(route("AMS", "osn", "han", "BER"))
    t.apply(DrawCards("regular"))  # seat 2
    t.click("ticket", "T05")
    t.click("city", "AMS")
    t.click("waypoint", "han")  # onto seat 1's road
    plan = t.ctl.plan
    assert plan.path == route("BER", "han", "osn", "AMS") and list(plan.costs) == [2, 2, 2]
    assert plan.affordable
    played = t.carry_out(t.click("auto_pay"))
    assert isinstance(played[0], BeginJourney) and len(played) >= 2
    assert G.view(t.state, 0)["players"][0]["city"] == "AMS"


def test_cancel_before_the_last_card_gives_the_cards_back() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    hand = t.view["hand"]
    t.click("ticket", "T01")
    assert len(t.carry_out(t.click("hand", "AMS"))) == 2  # begin + the card
    assert t.view["hand"] != hand and t.ctl.plan.pending
    assert t.click("cancel") == Decision(action=CancelJourney())
    t.apply(CancelJourney())
    assert t.view["hand"] == hand
    plan = t.ctl.plan  # the plan stays, so another path or card can be tried
    assert plan is not None and not plan.pending and plan.path == route("AMS", "osn", "han", "BER")
    assert t.click("cancel") == NOTHING and t.ctl.plan is None


def test_overtaking_costs_and_an_unaffordable_path_are_refused_by_the_engine() -> None:
    t = Table(
        regular=["BER", "AMS", "BER", "AMS", "BER", "AMS"],
        joker=["J"] * 4,
        tickets=["T01", "T05", "T21"],
    )
    t.apply(DrawCards("joker"))  # seat 0: BER, AMS, BER, J, J
    t.click("ticket", "T01")
    t.carry_out(t.click("auto_pay"))  # seat 1 takes Amsterdam → Berlin
    t.apply(DrawCards("joker"))  # seat 2
    view = t.view
    assert path_costs(view, route("BER", "han", "osn", "AMS")) == [2, 2, 2]
    t.click("ticket", "T05")
    t.click("city", "AMS")
    plan = t.ctl.plan
    # The proposal avoids the occupied road: 5 free segments beat 3 segments at 2 cards.
    assert plan.cost == 5 and max(plan.costs) == 1 and plan.affordable
    decision = t.click("waypoint", "osn")
    plan = t.ctl.plan
    assert plan.path == route("BER", "han", "osn", "AMS") and plan.cost == 6
    assert not plan.affordable
    assert t.refusal(decision) == "cannot_afford"
    assert t.refusal(t.click("auto_pay")) == "cannot_afford"


def test_a_ticket_that_cannot_start_here_is_refused_with_the_engines_reason() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T21", "T05"])
    t.click("ticket", "T01")
    t.carry_out(t.click("auto_pay"))  # seat 0's big coach is in Berlin now
    t.apply(DrawCards("regular"))
    t.apply(DrawCards("regular"))
    # The active row moved up: T01 went, the first future ticket came in.
    assert "T01" not in t.view["active"]
    ticket = next(x for x in t.view["active"] if "BER" not in G.board.ticket(x).starts)
    decision = t.click("ticket", ticket)
    assert t.refusal(decision) == "wrong_start" and t.ctl.plan is None


def test_future_tickets_cannot_be_used_yet() -> None:
    t = Table()
    decision = t.click("future", t.view["future"][0])
    assert decision.hint and decision.action is None and decision.probe is None


def test_a_blank_ticket_goes_between_any_two_cities_first() -> None:
    t = Table(regular=["PAR", "MIL", "VIE"], tickets=["T01", "T05", "T21"])
    assert t.click("blank") == NOTHING
    assert t.ctl.plan.ticket == BLANK and t.ctl.plan.start is None
    t.click("city", "PAR")
    t.click("city", "MIL")
    plan = t.ctl.plan
    assert (plan.start, plan.destination) == ("PAR", "MIL") and plan.affordable
    played = t.carry_out(t.click("auto_pay"))
    assert played[0] == BeginJourney(BLANK, "PAR", "MIL", plan.path)
    me = G.view(t.state, 0)
    assert me["players"][0]["blank_tickets"] == 1 and me["blank_left"] == 19


def test_clicks_out_of_order_give_hints_not_actions() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    for target in (("city", "PAR"), ("waypoint", "bru"), ("hand", "AMS"), ("auto_pay",)):
        decision = t.click(*target)
        assert decision.hint and decision.action is None and decision.probe is None
    assert t.click("cancel") == NOTHING


def test_pass_is_refused_while_something_else_is_possible() -> None:
    t = Table()
    assert Pass() not in t.legal
    assert t.refusal(t.click("pass")) == "pass_not_allowed"


def test_the_plan_is_dropped_when_the_turn_passes() -> None:
    t = Table(regular=["AMS", "BER", "AMS"], tickets=["T01", "T05", "T21"])
    t.click("ticket", "T01")
    assert t.ctl.plan is not None
    t.apply(DrawCards("regular"))
    assert t.ctl.plan is None
