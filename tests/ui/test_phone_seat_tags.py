"""Each game's players panel tags a phone seat's row with how its phone is — joined, asleep or
not joined — as a small phone and a word after the seat's name (issue 24), in its own row, whole
and inside it at the smallest and a large window, in both languages; the tag follows the phone
(it wakes: joined again). The asleep line along the board keeps its Re-pair."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from websockets.sync.client import ClientConnection

from tabletop.core import GameConfig
from tabletop.core.i18n import set_language
from tabletop.lan import LanAddress, LinkState, Reach
from tabletop.play import Match
from tabletop.ui import phones as phones_module
from tabletop.ui.app import App
from tabletop.ui.phones import PhoneStrip
from tabletop.ui.seats import SeatsPanel
from tabletop.ui.table import TableScene
from tabletop.ui.textfit import describe, recording, violations
from tabletop.ui.theme import TextDrawn
from tests.support.pilot import click, headless_app, run_frames, run_until
from tests.ui.test_phones_at_table import join, seats_for

ADDRESSES = [LanAddress("127.0.0.1", "lo", Reach.LOOPBACK)]
GAMES = ["ttr_europe", "ttr_paris", "metro", "great_tour"]
#: The tag's word per language: seat 0 joined, seat 1 asleep, seat 2 not joined.
WORDS = {"en": ["joined", "asleep", "not joined"], "pl": ["połączony", "uśpiony", "niepołączony"]}


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(phones_module, "lan_addresses", lambda: list(ADDRESSES))


@pytest.fixture
def sockets() -> Iterator[list[ClientConnection]]:
    opened: list[ClientConnection] = []
    yield opened
    for socket in opened:
        socket.__exit__(None, None, None)


def three_phones(app: App, game_id: str, sockets: list[ClientConnection]) -> TableScene:
    """Three phone seats: Anna's phone joined, Bartek's asleep (it joined, then dropped),
    Celina's never came; the host started anyway."""
    kinds = ["phone", "phone", "phone"]
    match = Match.new(game_id, GameConfig(3, {}), seats_for(game_id, kinds), 3, autosave=False)
    table = app.start_match(match)
    run_frames(app, 2)
    phones = table.phones
    assert phones is not None
    sockets.append(join(table, 0))
    asleep = join(table, 1)
    run_until(app, lambda: phones.link(1) is LinkState.CONNECTED, seconds=5)
    asleep.__exit__(None, None, None)
    run_until(app, lambda: phones.link(1) is LinkState.ASLEEP, seconds=5)
    click(app, app.top.start_button)
    assert app.top is table
    return table


def seats_panel(table: TableScene) -> SeatsPanel:
    return next(panel for panel in table.panels if isinstance(panel, SeatsPanel))


def drawn_afresh(app: App, table: TableScene) -> list[TextDrawn]:
    """The texts of one frame in which the table paints its panels again (a table keeps
    them as a picture between changes)."""
    table.touch()
    with recording() as drawn:
        run_frames(app, 1)
    return drawn


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_phone_seats_row_tags_how_its_phone_is_and_the_tag_fits(
    game_id: str, size: tuple[int, int], language: str, sockets: list[ClientConnection]
) -> None:
    set_language(language)
    try:
        with headless_app(size, autosave=False) as app:
            table = three_phones(app, game_id, sockets)
            drawn = drawn_afresh(app, table)
            assert violations(drawn) == [], describe(violations(drawn))
            rows = seats_panel(table).rows()
            for seat, word in enumerate(WORDS[language]):
                tags = [text for text in drawn if text.value == word]
                assert len(tags) == 1, (seat, word)
                assert rows[seat].contains(tags[0].rect), (seat, word, tags[0].rect, rows[seat])
            app.go_to_title()
    finally:
        set_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_tag_follows_the_phone_and_the_asleep_line_keeps_its_re_pair(
    app: App, game_id: str, sockets: list[ClientConnection]
) -> None:
    table = three_phones(app, game_id, sockets)
    strip = next(w for w in table.widgets if isinstance(w, PhoneStrip))
    texts = [text.value for text in drawn_afresh(app, table)]
    assert "asleep" in texts
    assert "Bartek's phone is asleep" in texts and strip.buttons[1].visible
    assert texts.count("Re-pair") == 2  # Bartek's and Celina's lines
    painted = table.version
    sockets.append(join(table, 1))  # Bartek's phone wakes
    assert table.phones is not None
    run_until(app, lambda: table.phones.link(1) is LinkState.CONNECTED, seconds=5)
    run_frames(app, 1)
    assert table.version > painted  # the panels are painted again for the new tag
    texts = [text.value for text in drawn_afresh(app, table)]
    assert texts.count("joined") == 2 and "asleep" not in texts
    assert "Bartek's phone is asleep" not in texts and not strip.buttons[1].visible
