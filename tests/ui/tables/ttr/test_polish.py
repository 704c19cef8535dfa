"""A whole Ticket to Ride: Europe game played by mouse, switched to Polish mid-game (issue 12):
the table, its dialogs (the tunnel, the payment, the ticket choice), the log and the game-over
screen speak Polish from the switch on, and the game goes on where it was."""

from __future__ import annotations

import pytest

from tabletop.core import i18n
from tabletop.core.i18n import set_language
from tabletop.ui.app import App
from tabletop.ui.scenes.game_over import winners_text
from tabletop.ui.settings import Settings
from tabletop.ui.tables.ttr.game_over import TtrGameOverScene
from tabletop.ui.tables.ttr.modals import ActionChooser
from tabletop.ui.tables.ttr.ticket_choice import TicketChooser
from tabletop.ui.tables.ttr.tunnel import TunnelChooser
from tests.support.pilot import drawn_texts

from .mouse import MouseHuman
from .test_full_game import EUROPE_RIG, Steering, _start


class PolishAfter(MouseHuman):
    """The mouse player; the language switches to Polish before its ``turns``-th move, and
    every dialog it meets after that is checked for Polish words."""

    def __init__(self, app: App, table, turns: int) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app, table)
        self.turns = turns
        self.moves = 0
        self.polish_dialogs: set[type] = set()

    def perform(self, action) -> None:  # type: ignore[no-untyped-def]
        self.moves += 1
        if self.moves == self.turns:
            self.app.set_language("pl")
        top = self.app.top
        if i18n.language() == "pl":
            if isinstance(top, TunnelChooser):
                assert top.title.startswith("Tunel: ")
                assert top.decline.label == "Zrezygnuj z tunelu"
                self.polish_dialogs.add(TunnelChooser)
            elif isinstance(top, TicketChooser):
                assert top.title in ("Wybierz bilety na start", "Wybierz bilety do zatrzymania")
                assert top.keep_button.label.startswith("Zatrzymaj ")
                self.polish_dialogs.add(TicketChooser)
        super().perform(action)
        top = self.app.top
        if i18n.language() == "pl" and isinstance(top, ActionChooser):
            self.polish_dialogs.add(ActionChooser)

    def _choose(self, action) -> None:  # type: ignore[no-untyped-def]
        top = self.app.top
        if i18n.language() == "pl" and isinstance(top, ActionChooser):
            assert top.cancel.label == "Anuluj"
            assert top.title.startswith(("Zajęcie trasy ", "Budowa stacji: ", "Dobrać bilety?"))
            self.polish_dialogs.add(ActionChooser)
        super()._choose(action)


@pytest.fixture(autouse=True)
def _back_to_english():
    yield
    set_language("en")


@pytest.mark.e2e
def test_a_whole_europe_game_by_mouse_switched_to_polish_mid_game(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=0.0)
    table = _start(app, "ttr_europe", 2, {"rigged": EUROPE_RIG}, seed=7)
    steering = Steering(table, europe=True)
    human = PolishAfter(app, table, turns=4)
    table._picture.invalidate()  # the panels are painted once into a picture: paint it now
    english = drawn_texts(monkeypatch, app)
    assert "FACE-UP CARDS" in english and "ODKRYTE KARTY" not in english
    checked = False
    while human.wait():
        if i18n.language() == "pl" and not checked and app.top is table:
            table._picture.invalidate()
            polish = drawn_texts(monkeypatch, app)
            assert {"ODKRYTE KARTY", "BILETY", "GRACZE", "Menu", "Cofnij"} <= set(polish)
            assert "FACE-UP CARDS" not in polish
            checked = True
        human.perform(steering.choose())
    assert checked
    assert i18n.language() == "pl" and human.moves > human.turns
    assert steering.done == {"tunnel", "station", "gray", "tickets"}
    assert {TicketChooser, ActionChooser} <= human.polish_dialogs
    # The log: every line in Polish, the ones before the switch too.
    lines = [text for _seat, text in table.log_lines(0)]
    assert any(t.startswith("Anna ") for t in lines)
    assert not any(" drew " in t or " claimed " in t for t in lines)
    assert any(" zajmuje trasę " in t for t in lines)
    # The game-over screen, in Polish.
    scene = app.top
    assert isinstance(scene, TtrGameOverScene)
    outcome = table.match.outcome()
    assert outcome is not None
    texts = drawn_texts(monkeypatch, app)
    names = [table.seat_name(s) for s in outcome.winners]
    assert winners_text(names) in texts and winners_text(names).startswith(("Wygrywa ", "Anna"))
    assert {"KONIEC GRY", "GRACZ", "RAZEM", "Rewanż", "Pokaż planszę", "Menu główne"} <= set(texts)
    assert scene.section_tabs["details"].label == "Bilety i trasy"
