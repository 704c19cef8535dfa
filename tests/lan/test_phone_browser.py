"""Whole games played from two phones in a real browser: Debian's chromium, headless, driven by
Playwright with a phone's screen (390×844, touch), against the ``python -m tabletop.lan host``
process — a 2-player Ticket to Ride: Europe game and a Metro game, each to its end; and a move
clicked on the big screen finished (or cancelled) on the phone's page.

Every move is a tap on what the page shows (a ticket, the Keep button, a move of the list, a
tile and a lit square of the board); the page's own state is read only to choose what to tap.
Slow (a minute or two): ``python -m pytest -m slow -n 0 tests/lan``. No browser is ever
downloaded: CI installs Debian's chromium (``apt-get install chromium``) when it is missing.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop.controller.ttr.targets import RouteTarget
from tabletop.lan import Aimed
from tabletop.play import load_save
from tabletop.saves import list_saves
from tests.lan.test_aims import aim_at, two_ways
from tests.support.phones import Served

pytestmark = pytest.mark.slow

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
REPO = Path(__file__).resolve().parents[2]
#: The most taps a game may take before the test gives up (a bug, not a long game).
MOST_TAPS = 1500


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        why = f"{CHROMIUM} is missing (Debian: apt-get install chromium)"
        if os.environ.get("CI"):
            pytest.fail(f"CI must run this check: {why}")
        pytest.skip(why)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield launched
        launched.close()


def host(game: str, tmp_path: Path, seed: int) -> tuple[subprocess.Popen[str], list[str]]:
    urls = tmp_path / "urls.txt"
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tabletop.lan",
            "host",
            game,
            "--seats",
            "phone,phone",
            "--seed",
            str(seed),
            "--address",
            "127.0.0.1",
            "--urls",
            str(urls),
            "--saves",
            str(tmp_path / "saves"),
        ],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    printed = [process.stdout.readline().strip() for _ in range(2)]
    assert urls.read_text(encoding="utf-8").splitlines() == printed
    return process, printed


def phone(browser: Any, url: str) -> Any:
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("[data-testid=banner]")
    return page


def page_state(page: Any) -> dict[str, Any]:
    """What the page shows now (its last message from the table)."""
    return page.evaluate("() => view")  # type: ignore[no-any-return]


def tap_move(page: Any, index: int) -> None:
    """Tap move ``index`` of the list, unfolding its group first when it is folded."""
    button = page.locator(f"[data-testid=moves] [data-move='{index}']").first
    if not button.is_visible():
        group = button.locator("xpath=ancestor::details[1]")
        group.locator("summary").first.tap()
    button.tap()


def take_a_turn(page: Any, state: dict[str, Any], rng: random.Random) -> None:
    prompt, moves = state["prompt"], state["moves"]
    if prompt is not None and prompt["kind"] == "pick":
        options = page.locator("[data-testid=prompt] [data-testid=option]")
        for i in rng.sample(range(options.count()), prompt["low"]):
            options.nth(i).tap()
        page.locator("[data-testid=submit]").tap()
    elif prompt is not None and prompt["kind"] == "moves":
        page.locator(f"[data-testid=prompt] [data-move='{rng.choice(prompt['moves'])}']").tap()
    elif state.get("board") is not None:
        places = [i for i, m in enumerate(moves) if m["action"]["kind"] == "place_tile"]
        if not places:
            tap_move(page, 0)  # draw a tile
            return
        move = moves[rng.choice(places)]
        page.locator("[data-testid=tile]", has_text=move["tile"]["label"]).tap()
        page.locator(f"[data-cell='{move['cell'][0]},{move['cell'][1]}']").tap()
        if page.locator("#sheet").is_visible():  # several turns of the tile fit there
            page.locator("#sheet [data-move]").first.tap()
    else:
        claims = [i for i, m in enumerate(moves) if m["action"]["kind"] == "claim_route"]
        draws = [i for i, m in enumerate(moves) if m["action"]["kind"].startswith("draw_")]
        choice = claims if claims and rng.random() < 0.6 else draws or list(range(len(moves)))
        tap_move(page, rng.choice(choice))


def play_to_the_end(browser: Any, game: str, tmp_path: Path, seed: int) -> None:
    process, urls = host(game, tmp_path, seed)
    rng = random.Random(seed)
    try:
        pages = [phone(browser, url) for url in urls]
        taps = 0
        while True:
            states = [page_state(page) for page in pages]
            if all(state["final"] for state in states):
                break
            mine = [p for p, s in zip(pages, states, strict=True) if s["mine"] and not s["final"]]
            if not mine:
                pages[0].wait_for_timeout(50)
                continue
            page = mine[0]
            state = page_state(page)
            taps += 1
            assert taps < MOST_TAPS, "the game does not end"
            take_a_turn(page, state, rng)
            # The page answers: its next version, or (an early choice) the waiting prompt.
            page.wait_for_function(
                "v => view.version !== v || (view.prompt && view.prompt.kind === 'waiting')",
                arg=state["version"],
                timeout=10_000,
            )
        for page in pages:
            assert page.locator("[data-testid=final]").is_visible()
        assert process.wait(timeout=30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)
    [saved] = [info for info in list_saves(tmp_path / "saves") if info.problem is None]
    assert load_save(saved.path).is_over()


def test_a_whole_ttr_europe_game_is_played_from_two_phones(browser: Any, tmp_path: Path) -> None:
    play_to_the_end(browser, "ttr_europe", tmp_path, seed=7)


def test_a_whole_metro_game_is_played_from_two_phones(browser: Any, tmp_path: Path) -> None:
    play_to_the_end(browser, "metro", tmp_path, seed=8)


def pump_until(served: Served, condition: Callable[[], bool], seconds: float = 10.0) -> None:
    """The owner's loop (the test's thread) until ``condition`` holds; fail after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "not reached in time"
        served.pump()
        time.sleep(0.02)


def test_a_move_clicked_on_the_big_screen_is_finished_or_cancelled_on_the_phones_page(
    browser: Any,
) -> None:
    with Served("ttr_europe", "phone,phone", seed=5) as served:
        route, ways = two_ways(served)
        served.pump()
        page = phone(browser, served.hub.url(0))
        aim = aim_at(served, RouteTarget(route))
        # Cancel on the page withdraws the question.
        assert served.session.aim(0, aim) is Aimed.ASKED
        page.locator("[data-testid=prompt] [data-testid=cancel]").tap()
        pump_until(served, lambda: served.session.asking(0) is None)
        page.wait_for_function("() => !view.prompt")
        # Asked again: a tap on a way to pay plays it.
        ply = served.match.ply
        assert served.session.aim(0, aim) is Aimed.ASKED
        buttons = page.locator("[data-testid=prompt] [data-move]")
        buttons.first.wait_for()
        assert buttons.count() == len(ways)
        buttons.first.tap()
        pump_until(served, lambda: served.match.ply == ply + 1)
        seat, action, _events = served.match.history[-1]
        assert seat == 0 and action in ways


def test_undo_looks_off_while_it_is_refused_and_a_tap_says_why(browser: Any) -> None:
    """At the start nothing is to be taken back: the Undo button is drawn faded (as Suggest is
    when it has nothing to suggest), and a tap on it says why; once a move may be taken back it
    is drawn at full strength."""
    with Served("ttr_europe", "phone,phone", seed=5) as served:
        served.pump()
        page = phone(browser, served.hub.url(0))
        undo = page.locator("[data-testid=undo]")
        opacity = "node => Number(getComputedStyle(node).opacity)"
        assert served.match.undo_refusal(0) is not None
        assert undo.evaluate(opacity) < 0.6
        assert undo.get_attribute("aria-disabled") == "true"
        undo.tap(force=True)  # aria-disabled, yet it answers a tap with the reason
        toast = page.locator("#toast")
        toast.wait_for()
        assert toast.inner_text() == served.match.undo_refusal(0).message
        keep = next(a for a in served.match.legal_actions() if a.kind == "keep_tickets")
        served.match.submit(keep)  # seat 0 kept its tickets: that may be taken back
        pump_until(served, lambda: served.match.undo_refusal(0) is None)
        pump_until(served, lambda: page.evaluate("() => !view.undo"))
        assert undo.evaluate(opacity) == 1
        assert undo.get_attribute("aria-disabled") == "false"


#: What the page shows that a thumb taps, and how wide the page is laid out.
TARGETS = """() => ({
  width: document.documentElement.scrollWidth,
  small: [...document.querySelectorAll("button, summary, input")]
    .filter((e) => e.offsetParent !== null)
    .map((e) => [e.textContent.trim(), e.getBoundingClientRect()])
    .filter(([, r]) => r.width < 40 || r.height < 40)
    .map(([text]) => text),
})"""


@pytest.mark.parametrize(
    ("game", "seats"), [("ttr_europe", "phone,phone"), ("great_tour", "phone,phone,phone")]
)
def test_a_small_phone_lays_out_every_move_within_its_width(
    browser: Any, game: str, seats: str
) -> None:
    """On a 320 px phone, a move whose card and words do not fit side by side ("Take the
    face-up locomotive", "Pay with Amsterdam VIP") puts its words under the card: the page
    never grows wider than the screen (it did, to 347 px, cutting every card off at the right),
    and every button is still at least 40 px each way."""
    with Served(game, seats, seed=4) as served:
        rng, match = random.Random(2), served.match
        while match.ply < 25:
            match.submit(rng.choice(match.legal_actions()))
        served.session.changed()
        served.session.publish()
        seat = match.to_act()
        assert seat is not None
        context = browser.new_context(
            viewport={"width": 320, "height": 568}, is_mobile=True, has_touch=True
        )
        page = context.new_page()
        page.goto(served.hub.url(seat))  # the page carries its view: it shows at once
        page.wait_for_selector("[data-testid=move]")
        for group in page.locator("details").all():
            group.evaluate("node => { node.open = true; }")
        laid_out = page.evaluate(TARGETS)
        context.close()
    assert laid_out["width"] == 320
    assert laid_out["small"] == []


#: The buttons a thumb sees on the page now (their words), enabled or not.
SHOWN_BUTTONS = """() => [...document.querySelectorAll("button, summary, input")]
  .filter((e) => e.offsetParent !== null && !e.closest("[inert]"))
  .map((e) => e.textContent.trim())"""


def test_a_page_displaced_by_another_says_so_and_offers_only_to_take_the_seat_back(
    browser: Any,
) -> None:
    """Two browsers on one seat's link: the first showed "This seat was opened on another page"
    over its buttons, which still looked pressable and did nothing. It now says so in place of
    the game, with one button, Play on this page, which takes the seat back (and the other page
    is told in turn); while it reconnects after a dropped connection nothing answers a tap."""
    with Served("ttr_europe", "phone,phone", seed=5) as served:
        served.pump()
        first = phone(browser, served.hub.url(0))
        first.locator("[data-testid=option]").first.wait_for()
        second = phone(browser, served.hub.url(0))
        gone = first.locator("[data-testid=gone]")
        gone.wait_for()
        assert gone.inner_text().splitlines()[0] == "This seat was opened on another page."
        assert first.evaluate(SHOWN_BUTTONS) == ["Play on this page"]
        assert not first.locator("#offline").is_visible()
        # The first page takes the seat back: it plays again, the second is displaced.
        first.locator("[data-testid=take-back]").tap()
        second.locator("[data-testid=gone]").wait_for()
        first.locator("[data-testid=option]").first.wait_for()
        assert not gone.is_visible() and "Suggest" in first.evaluate(SHOWN_BUTTONS)
        assert second.evaluate(SHOWN_BUTTONS) == ["Play on this page"]
        ply = served.match.ply
        options = first.locator("[data-testid=prompt] [data-testid=option]")
        for i in range(page_state(first)["prompt"]["low"]):  # keep the fewest tickets allowed
            options.nth(i).tap()
        first.locator("[data-testid=submit]").tap()
        pump_until(served, lambda: served.match.ply == ply + 1)  # the first page plays


def test_a_page_that_lost_the_table_offers_nothing_to_tap_until_it_is_back(browser: Any) -> None:
    with Served("ttr_europe", "phone,phone", seed=5) as served:
        served.pump()
        page = phone(browser, served.hub.url(0))
        page.locator("[data-testid=option]").first.wait_for()
        page.evaluate("() => { closedFor = null; socket.close(); }")  # the Wi-Fi drops
        page.locator("#offline").wait_for()
        assert page.evaluate(SHOWN_BUTTONS) == []
        page.locator("[data-testid=option]").first.wait_for()  # reconnected by itself
        page.wait_for_function("() => !document.querySelector('#app').inert")
        assert "Suggest" in page.evaluate(SHOWN_BUTTONS)


def test_a_page_whose_link_was_re_paired_points_to_the_new_code_and_offers_nothing(
    browser: Any,
) -> None:
    """Re-pair on the table closes the old link: the old page says to scan the new code, in
    place of the game, with no button (the old link cannot take the seat back)."""
    with Served("ttr_europe", "phone,phone", seed=5) as served:
        served.pump()
        page = phone(browser, served.hub.url(0))
        page.locator("[data-testid=option]").first.wait_for()
        served.hub.repair(0)
        gone = page.locator("[data-testid=gone]")
        gone.wait_for()
        assert (
            gone.inner_text().strip() == "This link was replaced: scan the new code on the table."
        )
        assert page.evaluate(SHOWN_BUTTONS) == []
