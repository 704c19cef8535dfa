"""A match's phone seats (``tabletop/lan/session.py``): every phone gets its seat's whole view at
once and again after a reconnect; moves go through the version and rules checks (stale, double,
out-of-turn and illegal taps are refused and change nothing); nothing a phone sends crashes the
host; the opening tickets are kept on every phone at once; Undo and Suggest answer for the
phone's seat; each phone speaks its own language."""

from __future__ import annotations

import json
import time

import pytest

from tabletop.core import GameConfig, IllegalActionError, digest
from tabletop.core.i18n import language
from tabletop.games import get_game
from tabletop.games.ttr import ClaimRoute
from tabletop.lan import hub as hub_module
from tabletop.lan.look import COLORBLIND_CARD_RGB, hex_of
from tests.support.phones import Message, Phone, Served


def state_digest(served: Served) -> str:
    return digest(served.match.game.state_json(served.match.state))


def keep_first(phone: Phone, page: Message) -> Message:
    """Keep the fewest tickets the pick prompt allows; the page after it."""
    prompt = page["prompt"]
    chosen = [o["value"] for o in prompt["options"][: prompt["low"]]]
    phone.act(page, {**prompt["template"], prompt["field"]: chosen})
    return phone.wait(
        lambda m: (
            m["type"] == "notice"
            or m["type"] == "view"
            and (m["version"] != page["version"] or (m["prompt"] or {}).get("kind") == "waiting")
        )
    )


def past_the_opening(served: Served, phones: list[Phone]) -> list[Message]:
    """Every phone keeps its opening tickets; each phone's page when seat 0 is to act."""
    for phone in phones:
        keep_first(phone, phone.current())
    assert served.match.to_act() == 0 and not served.match.view(0)["setup"]
    return [phone.current() for phone in phones]


@pytest.fixture
def ttr():
    with Served("ttr_europe", "phone,phone", seed=4) as served:
        yield served


def test_a_phone_gets_its_seats_whole_view_as_soon_as_it_connects(ttr: Served) -> None:
    started = time.monotonic()
    page = ttr.phone(1).view()
    assert time.monotonic() - started < 2
    assert page["seat"] == 1 and page["version"] == ttr.session.version
    assert json.loads(ttr.session.page(1)) == page
    offered = ttr.match.view(1)["offered_tickets"]
    assert [o["value"] for o in page["prompt"]["options"]] == offered


def test_a_phone_back_from_sleep_gets_the_full_current_view_within_two_seconds(ttr: Served) -> None:
    sleeper, awake = ttr.phone(0), ttr.phone(1)
    past_the_opening(ttr, [sleeper, awake])
    sleeper.close()  # the phone is locked: its socket drops
    # Meanwhile its player draws a card by clicking the big screen, and the other phone
    # switches to Polish: the game and the pages move on without the sleeping phone.
    before = ttr.session.version
    ttr.match.submit(next(a for a in ttr.match.legal_actions() if a.kind == "draw_blind"))
    awake.send({"type": "lang", "lang": "pl"})
    awake.wait(lambda m: m["type"] == "view" and m["lang"] == "pl")
    assert ttr.session.version > before
    started = time.monotonic()
    sleeper.open()
    page = sleeper.view()
    assert time.monotonic() - started <= 2.0
    assert page["version"] == ttr.session.version
    assert page == json.loads(ttr.session.page(0))  # the whole view: no delta to replay
    assert page["status"] == "Your turn: take a second card"
    assert page["log"] and page["log"][-1].startswith("You drew a ")


def test_a_stale_tap_after_an_undo_is_refused_and_changes_nothing(ttr: Served) -> None:
    first, second = ttr.phone(0), ttr.phone(1)
    page = first.view()
    after_keep = keep_first(first, page)
    assert ttr.match.ply == 1
    first.send({"type": "undo", "version": after_keep["version"]})
    undone = first.wait(lambda m: m["type"] == "view" and m["version"] > after_keep["version"])
    assert ttr.match.ply == 0 and undone["prompt"]["kind"] == "pick"
    before = state_digest(ttr)
    stale = {
        **page["prompt"]["template"],
        "tickets": [o["value"] for o in page["prompt"]["options"]],
    }
    first.act(page, stale)  # the page of before the undo
    notice = first.notice()
    assert "moved on" in notice["text"]
    assert state_digest(ttr) == before and ttr.match.ply == 0
    second.close()


def test_a_double_tap_plays_the_move_once(ttr: Served) -> None:
    phones = [ttr.phone(0), ttr.phone(1)]
    page = past_the_opening(ttr, phones)[0]
    draw = next(m["action"] for m in page["moves"] if m["action"]["kind"] == "draw_blind")
    phones[0].act(page, draw)
    phones[0].act(page, draw)
    phones[0].notice()
    assert ttr.match.ply == 3  # two keeps and one draw


def test_a_move_out_of_turn_is_refused_with_whose_turn_it_is(ttr: Served) -> None:
    phones = [ttr.phone(0), ttr.phone(1)]
    page = past_the_opening(ttr, phones)[1]
    before = state_digest(ttr)
    phones[1].act(page, {"kind": "draw_blind"})
    assert phones[1].notice()["text"] == "It is Player 1's turn."
    assert state_digest(ttr) == before


def test_an_illegal_move_gets_the_engines_reason_and_changes_nothing(ttr: Served) -> None:
    phones = [ttr.phone(0), ttr.phone(1)]
    page = past_the_opening(ttr, phones)[0]
    game = ttr.match.game
    longest = max(game.board.routes.values(), key=lambda r: r.length)
    action = ClaimRoute(longest.id, "red", 0)
    with pytest.raises(IllegalActionError) as expected:
        game.apply(ttr.match.state, action)
    before = state_digest(ttr)
    phones[0].act(page, {"kind": "claim_route", "route": longest.id, "color": "red", "wilds": 0})
    assert phones[0].notice()["text"] == expected.value.message
    assert state_digest(ttr) == before


def test_a_thousand_malformed_messages_do_not_crash_the_host(
    ttr: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hub_module, "RATE", 1e6)  # every one reaches the owner
    phones = [ttr.phone(0), ttr.phone(1)]
    page = past_the_opening(ttr, phones)[0]
    before = state_digest(ttr)
    junk: list[str | bytes] = [
        "",
        "not json",
        "[]",
        "null",
        "42",
        '"act"',
        "{}",
        '{"type": 7}',
        '{"type": "act"}',
        '{"type": "act", "version": "x", "action": {"kind": "draw_blind"}}',
        '{"type": "act", "version": 1e999, "action": null}',
        '{"type": "act", "version": 0, "action": {"kind": "nope"}}',
        '{"type": "act", "version": 0, "action": {"kind": "claim_route", "route": [], "color": 5}}',
        '{"type": "act", "version": 0, "action": {"kind": "keep_tickets", "tickets": [[1]]}}',
        '{"type": "undo", "version": []}',
        '{"type": "suggest", "version": {}}',
        '{"type": "lang", "lang": "xx"}',
        "[" * 5000,
        "1" * 5000,
        b"\x00\xff binary",
        '{"type": "act", "version": 0, "action": {"kind": "draw_face_up", "slot": 99}}',
    ]
    for i in range(1000):
        phones[0].send(junk[i % len(junk)])
    answered = 0
    deadline = time.monotonic() + 30
    while answered < 900 and time.monotonic() < deadline:
        message = phones[0].wait(lambda m: True)
        answered += message["type"] == "notice"
    assert answered >= 900
    assert state_digest(ttr) == before
    # The host still plays a good move.
    draw = next(m["action"] for m in page["moves"] if m["action"]["kind"] == "draw_blind")
    phones[0].act(page, draw)
    phones[0].wait(lambda m: m["type"] == "view" and m["version"] > page["version"])
    assert ttr.match.ply == 3


def test_a_flood_is_cut_with_one_notice_and_the_phone_plays_on(ttr: Served) -> None:
    phone = ttr.phone(0)
    page = phone.view()
    for _ in range(hub_module.BURST * 3):
        phone.send('{"type": "hello"}')
    assert "Too many messages" in phone.notice()["text"]
    time.sleep(hub_module.BURST / hub_module.RATE)
    keep_first(phone, page)
    assert ttr.match.ply == 1


def test_an_oversized_message_closes_only_that_socket(ttr: Served) -> None:
    phone, other = ttr.phone(0), ttr.phone(1)
    phone.view()
    other.view()
    phone.send("x" * (hub_module.MAX_MESSAGE + 1))
    assert phone.closed_code() == 1009  # "message too big"
    phone.open()
    assert phone.view()["seat"] == 0
    other.send({"type": "hello"})
    assert ttr.hub.link(1).value == "connected"


def test_the_opening_tickets_are_kept_on_every_phone_at_once() -> None:
    with Served("ttr_europe", "phone,phone,phone", seed=2) as served:
        phones = [served.phone(s) for s in range(3)]
        pages = [phone.view() for phone in phones]
        assert all(page["mine"] for page in pages)  # everyone chooses now
        for seat in (2, 1):  # before their turns
            waiting = keep_first(phones[seat], pages[seat])
            assert waiting["prompt"]["kind"] == "waiting"
            assert served.match.ply == 0
        keep_first(phones[0], pages[0])
        assert served.match.ply == 3
        assert served.match.to_act() == 0 and not served.match.view(0)["setup"]
        assert all(served.match.view(s)["tickets"] for s in range(3))


def test_an_early_choice_that_breaks_the_rules_is_refused() -> None:
    with Served("ttr_europe", "phone,phone", seed=2) as served:
        phone = served.phone(1)
        page = phone.view()
        prompt = page["prompt"]
        phone.act(page, {**prompt["template"], "tickets": [prompt["options"][0]["value"]]})
        assert "turn" in phone.notice()["text"]  # one ticket is not an opening keep
        assert served.match.ply == 0


def test_undo_on_the_phone_takes_back_its_seats_move(ttr: Served) -> None:
    phones = [ttr.phone(0), ttr.phone(1)]
    page = past_the_opening(ttr, phones)[0]
    routes = ttr.match.game.board.routes
    claim = next(
        (
            m
            for m in page["moves"]
            if m["action"]["kind"] == "claim_route" and not routes[m["action"]["route"]].tunnel
        ),
        None,
    )
    if claim is None:
        pytest.skip("no route to claim with this deal")
    phones[0].act(page, claim["action"])
    after = phones[0].wait(lambda m: m["type"] == "view" and m["version"] > page["version"])
    assert after["undo"] == ""
    phones[0].send({"type": "undo", "version": after["version"]})
    back = phones[0].wait(lambda m: m["type"] == "view" and m["version"] > after["version"])
    assert ttr.match.ply == 2 and back["mine"]


def test_undo_says_why_not_when_the_move_showed_a_card(ttr: Served) -> None:
    phones = [ttr.phone(0), ttr.phone(1)]
    page = past_the_opening(ttr, phones)[0]
    draw = next(m["action"] for m in page["moves"] if m["action"]["kind"] == "draw_blind")
    phones[0].act(page, draw)
    after = phones[0].wait(lambda m: m["type"] == "view" and m["version"] > page["version"])
    assert "showed you a hidden card" in after["undo"]
    phones[0].send({"type": "undo", "version": after["version"]})
    assert "showed you a hidden card" in phones[0].notice()["text"]
    assert ttr.match.ply == 3


def test_suggest_answers_with_a_legal_move_for_the_phones_seat(ttr: Served) -> None:
    phones = [ttr.phone(0), ttr.phone(1)]
    page = past_the_opening(ttr, phones)[0]
    phones[0].send({"type": "suggest", "version": page["version"]})
    suggestion = phones[0].wait(lambda m: m["type"] == "suggestion", timeout=60)
    assert suggestion["text"].startswith("Suggested: ")
    assert suggestion["action"] in [m["action"] for m in page["moves"]]
    phones[1].send({"type": "suggest", "version": page["version"]})
    assert phones[1].notice()["text"] == "Suggestions are for your own turn."


def test_each_phone_speaks_its_own_language_and_the_window_keeps_its_own(ttr: Served) -> None:
    polish, english = ttr.phone(0), ttr.phone(1)
    polish.send({"type": "hello", "lang": "pl"})
    page = polish.wait(lambda m: m["type"] == "view" and m["lang"] == "pl")
    assert page["words"]["undo"] == "Cofnij" and page["status"] == "Twoja tura: zatrzymaj bilety"
    assert english.view()["words"]["undo"] == "Undo"
    assert language() == "en"


def test_a_new_phone_opens_in_its_browsers_language_unless_its_player_chose_another(
    ttr: Served,
) -> None:
    """A phone set to Polish opens in Polish on an English table (its browser's first language
    we speak); a language chosen on the page before (``lang``) wins; one we do not speak, or
    nonsense, leaves the table's."""
    polish, chosen = ttr.phone(0), ttr.phone(1)
    polish.view()
    polish.send({"type": "hello", "lang": None, "langs": ["de-DE", "pl-PL", "en-US"]})
    page = polish.wait(lambda m: m["type"] == "view" and m["lang"] == "pl")
    assert page["status"] == "Twoja tura: zatrzymaj bilety"
    assert chosen.view()["lang"] == "en"
    for odd in (["de-DE", "fr"], "pl", [7, None, {"pl": 1}], ["pl"] * 0):
        chosen.send({"type": "hello", "lang": None, "langs": odd})
    chosen.send({"type": "hello", "lang": "en", "langs": ["pl-PL"]})  # chosen on the page
    chosen.send({"type": "suggest", "version": 0})  # answered: every hello before was read
    assert chosen.notice()["text"].startswith("The game moved on")
    assert json.loads(ttr.session.page(1))["lang"] == "en"
    assert ttr.session.phones[0].language == "pl" and language() == "en"


def test_colour_blind_pages_draw_cards_in_the_colour_blind_palette() -> None:
    with Served("ttr_europe", seed=4, colorblind=True) as served:
        page = served.phone(0).view()
        fills = {
            c["fill"] for b in page["blocks"] for c in b.get("chips", []) if c["symbol"] != "wild"
        }
        palette = {hex_of(rgb) for rgb in COLORBLIND_CARD_RGB.values()}
        assert fills and fills <= palette


def test_every_game_has_a_page_for_each_phone_seat() -> None:
    for game_id, seats, options in (
        ("ttr_paris", "phone,phone", {}),
        ("metro", "phone,phone", {"hand_size": 3}),
        ("great_tour", "phone,phone,phone", {}),
    ):
        with Served(game_id, seats, seed=3, options=options) as served:
            pages = [served.phone(s).view() for s in served.plan.phone_seats]
            assert pages[0]["mine"] and pages[0]["moves"]
            assert not pages[1]["moves"]  # the opening tickets of Paris may be kept already
            for page in pages:
                assert page["blocks"][0]["title"] in ("Your cards", "Tiles in hand")


def test_the_deal_is_the_engines_for_the_seed() -> None:
    with Served("metro", "phone,phone", seed=11) as served:
        game = get_game("metro")
        fresh = game.new_state(GameConfig(2), 11)
        assert digest(game.state_json(fresh)) == state_digest(served)
