"""The first start's offer: learn to play with a short guided game?

Asked once, on the very first start (after the standalone build's menu-entry question, if that
one is asked): either answer is remembered in the settings file (``tutorial_offered``) and the
offer never comes back; *Learn to play* on the title screen is always there. Not asked while
the settings file is damaged (the answer could not be kept). Light on purpose: the title comes
up before any game is read.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.core.i18n import _

from ..settings import save_settings
from .dialogs import ConfirmDialog

if TYPE_CHECKING:
    from ..app import App

log = logging.getLogger(__name__)


class TutorialOffer(ConfirmDialog):
    """The first start's offer: asked once; either answer is remembered."""

    def __init__(self, app: App) -> None:
        super().__init__(app, "", "", "", self.accept, danger=False)
        self.cancel.on_click = self.decline
        self.retranslate()

    def retranslate(self) -> None:
        self.title = _("New to these games?")
        self.message = _(
            "Learn by playing: a short guided first game shows each move as you need it. "
            "You can start it any time from the title screen."
        )
        self.confirm.label = _("Learn to play")
        self.cancel.label = _("Not now")

    def _remember(self) -> None:
        settings = replace(self.app.settings, tutorial_offered=True)
        self.app.settings = settings
        if self.app.settings_problem is not None:
            return
        try:
            save_settings(settings)
        except OSError as error:
            log.warning("could not remember the tutorial offer: %s", error)

    def accept(self) -> None:
        from ..tutorial_start import learn_to_play  # lazily: the tutorials load when chosen

        self._remember()  # the dialog is closed already (``ConfirmDialog._confirm``)
        learn_to_play(self.app)
        # The picker's buttons lie where this one was: a double click must not pick a game.
        self.app.guard_input(at_pointer=True)

    def decline(self) -> None:
        self._remember()
        self.close()  # the title's buttons lie under this one (``Modal.close``)

    def on_escape(self) -> None:
        self.decline()


def offer_tutorial(app: App) -> bool:
    """Put the first start's offer up if it is due; True when it was."""
    if app.settings.tutorial_offered or app.settings_problem:
        return False
    app.push(TutorialOffer(app))
    return True


__all__ = ["TutorialOffer", "offer_tutorial"]
