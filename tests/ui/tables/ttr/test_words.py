"""The TTR table's words: log lines in plain sentences, hiding what the viewer may not know."""

from __future__ import annotations

from tabletop.controller.ttr.words import Words
from tabletop.games.ttr import TTR_EUROPE, TTR_PARIS
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.events import DrawEndReason, GameEndReason
from tabletop.ui.tables.ttr.game_over import tickets_summary

EU = Words(TTR_EUROPE)
PA = Words(TTR_PARIS)
NAMES = ["Anna", "Bot"]


def name(seat: int) -> str:
    return NAMES[seat]


def test_a_claim_reads_as_in_the_issue() -> None:
    event = ev.RouteClaimed(0, "bruxelles-paris-red", "red", 0, 2)
    assert EU.describe(event, name, 1) == "Anna claimed Bruxelles – Paris (2, red) for 2 points"
    gray = ev.RouteClaimed(1, "wien-zagrab", "blue", 1, 2)
    assert EU.describe(gray, name, 0) == "Bot claimed Wien – Zagrab (2, grey) for 2 points"


def test_card_draws_say_only_what_the_viewer_may_know() -> None:
    face_up = ev.FaceUpCardTaken(1, 2, "locomotive")
    assert EU.describe(face_up, name, 0) == "Bot drew a face-up locomotive"
    hidden = ev.HiddenCardDrawn(1)
    assert EU.describe(hidden, name, 0) == "Bot drew a hidden card"
    # The drawer reads the secret twin instead of the public one.
    assert EU.describe(hidden, name, 1) is None
    secret = ev.CardDrawn(1, "pink", audience=(1,))
    assert EU.describe(secret, name, 1) == "Bot drew a pink card from the deck"
    assert not secret.visible_to(0) and not secret.visible_to(None)


def test_tickets_are_named_only_for_their_owner() -> None:
    kept = ev.TicketsKept(0, ("paris-wien",), audience=(0,))
    assert EU.describe(kept, name, 0) == "Anna kept Paris – Wien (8)"
    public = ev.HiddenTicketsKept(0, 1, 2)
    assert EU.describe(public, name, 0) is None
    assert EU.describe(public, name, 1) == "Anna kept 1 ticket, returned 2"
    assert EU.describe(ev.HiddenTicketsDrawn(1, 3), name, 0) == "Bot drew 3 tickets"


def test_tunnels_stations_and_the_end() -> None:
    reveal = ev.TunnelCardsRevealed(0, "munchen-venezia", ("blue", "locomotive", "red"), 2)
    assert EU.describe(reveal, name, 1) == (
        "Anna dug the tunnel Munchen – Venezia: turned blue, locomotive, red — 2 more cards needed"
    )
    assert EU.describe(ev.StationBuilt(1, "wien", "red", 0), name, 0) == (
        "Bot built a station in Wien"
    )
    assert EU.describe(ev.FinalRoundStarted(1, 2), name, 0) == (
        "Bot has 2 trains left: everyone plays one last turn"
    )
    ended = ev.GameEnded(GameEndReason.FINAL_ROUND, (10, 10), (0, 1))
    assert EU.describe(ended, name, 0) == ("Game over: Anna and Bot share the win")
    assert EU.describe(ev.TurnStarted(0), name, 0) is None


def test_paris_words() -> None:
    assert PA.describe(ev.FaceUpCardTaken(1, 0, "bus"), name, 0) == "Bot drew a face-up Bus card"
    assert PA.describe(ev.FlagSetScored(0, 4), name, 1) == (
        "Anna completed the French flag: +4 points!"
    )
    assert PA.describe(ev.FinalRoundStarted(0, 1), name, 1).startswith("Anna has 1 bus left")
    route = next(iter(TTR_PARIS.board.routes))
    facts = PA.route_facts(route)
    assert facts[0].endswith("point") or facts[0].endswith("points")


def test_a_draw_ended_early_is_told_by_its_reason() -> None:
    """Events carry enums, not English: the words come from here."""
    stopped = ev.DrawEnded(1, DrawEndReason.NO_SECOND_CARD)
    assert EU.describe(stopped, name, 0) == "Bot could draw no second card"
    # A face-up wild ends the draw too; its own line already says which card it was.
    assert EU.describe(ev.DrawEnded(1, DrawEndReason.FACE_UP_WILD), name, 0) is None
    # The enums keep the strings the events carried before.
    assert DrawEndReason.NO_SECOND_CARD == "no second card"
    assert GameEndReason.IDLE_ROUND == "idle_round"


def test_counts_read_in_the_singular_and_the_plural() -> None:
    assert EU.describe(ev.HiddenTicketsDrawn(1, 1), name, 0) == "Bot drew 1 ticket"
    assert EU.describe(ev.DeckReshuffled(1), name, 0) == (
        "The discard pile (1 card) was shuffled into a new deck"
    )
    assert EU.describe(ev.RouteClaimed(0, "amsterdam-essen", "yellow", 0, 4), name, 1) == (
        "Anna claimed Amsterdam – Essen (3, yellow) for 4 points"
    )
    assert PA.describe(ev.FlagCardKept(0, "white"), name, 1) == (
        "Anna put a white card on the French flag"
    )


def test_game_over_counts_read_in_the_singular_and_the_plural() -> None:
    assert tickets_summary("Anna", 1, 1, 1) == "Anna: 1 of 1 ticket completed, +1 point"
    assert tickets_summary("Anna", 0, 1, -5) == "Anna: 0 of 1 ticket completed, -5 points"
    assert tickets_summary("Bot", 2, 3, 0) == "Bot: 2 of 3 tickets completed, +0 points"


def test_a_card_takes_a_or_an_as_its_colour_word_needs() -> None:
    """new-player #17: "drew a orange card" — every colour says its own article."""
    for words in (EU, PA):
        for color in words.rules.colors:
            line = words.describe(ev.CardDrawn(1, color, audience=(1,)), name, 1)
            article = "an" if color[0] in "aeiou" else "a"
            assert line == f"Bot drew {article} {color} card from the deck", line
    assert EU.describe(ev.CardDrawn(1, "orange", audience=(1,)), name, 1) == (
        "Bot drew an orange card from the deck"
    )
    assert EU.describe(ev.CardDrawn(0, "locomotive", audience=(0,)), name, 0) == (
        "Anna drew a locomotive from the deck"
    )
    assert PA.describe(ev.CardDrawn(0, "bus", audience=(0,)), name, 0) == (
        "Anna drew a Bus card from the deck"
    )


def test_a_grey_route_is_spelt_as_british_english_spells_colour() -> None:
    """new-player #18: "gray (any one colour)" mixed American and British spelling; the map's
    colour id stays ``gray``."""
    route = next(r for r in TTR_EUROPE.board.routes.values() if r.color == "gray")
    facts = " ".join(EU.route_facts(route.id))
    assert "grey (any one colour)" in facts and "gray" not in facts
    assert EU.colour("gray") == "grey"
