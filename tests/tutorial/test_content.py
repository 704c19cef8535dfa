"""Each shipped tutorial shows what its marks say: the rigged deal makes the taught moves do
exactly that (a tunnel with one match, a line crossing a tile twice, a French flag, a VIP card
paying a segment made dearer by a rival's coach…)."""

from __future__ import annotations

from tabletop.games.great_tour.events import JourneyBegun, JourneyCompleted, TokenTaken
from tabletop.games.metro.events import LineCompleted
from tabletop.games.ttr.actions import BuildStation, ClaimRoute
from tabletop.games.ttr.events import FaceUpRowReset, FlagSetScored, TunnelCardsRevealed
from tabletop.tutorial import TUTORIALS
from tabletop.tutorial.check import play_script


def events_of(game_id: str, seat: int) -> list[object]:
    coach = play_script(TUTORIALS[game_id])
    return [e for who, _action, events in coach.match.history if who == seat for e in events]


def test_europe_teaches_a_tunnel_with_one_match_a_ferry_and_a_station_after_a_block() -> None:
    coach = play_script(TUTORIALS["ttr_europe"])
    history = coach.match.history
    (revealed,) = [
        e
        for _who, _a, events in history
        for e in events
        if isinstance(e, TunnelCardsRevealed) and e.route == "venezia-zurich"
    ]
    assert revealed.seat == 0 and revealed.extra == 1
    moves = [(who, action) for who, action, _e in history]
    blocked = moves.index((1, ClaimRoute("edinburgh-london-black", "black", 0)))
    station = next(i for i, (who, a) in enumerate(moves) if isinstance(a, BuildStation))
    ferry = next(
        i
        for i, (who, a) in enumerate(moves)
        if isinstance(a, ClaimRoute) and a.route.startswith("dieppe-london")
    )
    assert blocked < ferry < station
    assert moves[ferry][1].wilds == 1  # type: ignore[attr-defined]


def test_paris_turns_the_row_again_at_three_buses_and_scores_a_flag() -> None:
    coach = play_script(TUTORIALS["ttr_paris"])
    events = [e for _who, _a, events in coach.match.history for e in events]
    assert any(isinstance(e, FaceUpRowReset) for e in events)
    assert FlagSetScored(seat=0, points=4) in events
    view = coach.match.view(0)
    assert view["players"][0]["score"] == 1 + 1 + 2 + 4  # three routes and the flag


def test_metro_scores_a_tile_crossed_twice_the_centre_doubled_and_a_blocked_rival() -> None:
    lines = [e for e in events_of("metro", 0) if isinstance(e, LineCompleted)]
    twice, centre, blocked = lines[:3]
    assert twice.seat == 0 and twice.points == 3 and len(set(twice.path)) == 2
    assert centre.seat == 0 and centre.central and centre.points == 2 * len(centre.path)
    assert blocked.seat == 1 and blocked.points == 2


def test_great_tour_costs_one_more_on_a_rivals_coach_which_the_vip_card_pays_alone() -> None:
    events = [
        e for _who, _a, events in play_script(TUTORIALS["great_tour"]).match.history for e in events
    ]
    begun = {e.ticket: e for e in events if isinstance(e, JourneyBegun) and e.seat == 0}
    first, to_wien, blank = begun["T02"], begun["T11"], begun["blank"]
    assert first.cost == (1, 1)  # one card per segment, nobody on the way
    shared = to_wien.path.index("PAR-str")
    assert to_wien.cost[shared] == 2 and sum(to_wien.cost) == 5  # the rival's coach: one more
    done = {e.ticket: e for e in events if isinstance(e, JourneyCompleted) and e.seat == 0}
    assert sorted(done["T11"].cards) == sorted(["PAR*", "PAR", "VIE", "VIE"])  # 4 cards for 5
    assert set(done["T02"].cards) == {"AMS", "PAR"}  # the start's and the destination's cards
    assert blank.destination == "MIL" and "BER" in done["blank"].cards  # any card pays a blank
    tokens = [e.city for e in events if isinstance(e, TokenTaken) and e.seat == 0]
    assert tokens == ["PAR", "VIE"]  # a token per journey with a ticket, none for the blank


def test_the_polish_marks_name_the_card_colours_as_the_table_does() -> None:
    """A Polish tip said "różową kartą" (pink) while the hand, the log and the dialogs call
    that card "fioletowa", and "dworzec" for what the table calls a "stacja": the player
    looked for things the table never names. Every colour and station a TTR mark or reason
    names in English is named in Polish with the table's word."""
    import re

    from tabletop.controller.ttr.words import COLOUR_WORDS
    from tabletop.core.i18n import _, set_language

    # The table's words: the cards' colours, and a station as the scores name them.
    words = {**COLOUR_WORDS, "station": "Stations"}
    set_language("pl")
    try:
        for game_id in ("ttr_europe", "ttr_paris"):
            for step in TUTORIALS[game_id].steps:
                for msgid in (step.mark, step.reason):
                    for word in re.findall(r"\b(" + "|".join(words) + r")\b", msgid):
                        stem = _(words[word]).lower()[:-1]  # the word's declined forms
                        assert stem[:5] in _(msgid).lower(), (game_id, step.key, word, _(msgid))
    finally:
        set_language("en")
