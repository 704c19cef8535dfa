"""The standalone build's first-start question: add Tabletop to the applications menu?

Asked once: either answer is remembered in the settings file (``desktop_entry_offered``) and
the question never comes back; ``tabletop --install-desktop`` does the same later. Not asked
when the entry is already there, nor while the settings file is damaged (it is left alone
until the user saves the settings screen, so the answer could not be kept).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop import desktop
from tabletop.core.i18n import _

from ..settings import save_settings
from .dialogs import ConfirmDialog

if TYPE_CHECKING:
    from ..app import App

log = logging.getLogger(__name__)


class DesktopOfferDialog(ConfirmDialog):
    def __init__(self, app: App) -> None:
        super().__init__(app, "", "", "", self.accept, danger=False)
        self.cancel.on_click = self.decline
        self.retranslate()

    def retranslate(self) -> None:
        self.title = _("Add Tabletop to your menu?")
        # The command as it is typed here: a copied standalone folder is not on PATH, so a
        # bare 'tabletop --uninstall-desktop' would not be found.
        self.message = _(
            "Tabletop can add itself to your applications menu, with its icon, so that you can "
            "start it from there like any other app. To take it out again: {command}"
        ).format(command=desktop.command_line("--uninstall-desktop"))
        self.confirm.label = _("Add to menu")
        self.cancel.label = _("No, thanks")

    def _remember(self) -> None:
        settings = replace(self.app.settings, desktop_entry_offered=True)
        try:
            save_settings(settings)
        except OSError as error:
            log.warning("could not remember the menu-entry answer: %s", error)
        self.app.settings = settings

    def accept(self) -> None:
        self._remember()
        try:
            outcome = desktop.install()
        except desktop.DesktopError as error:
            log.error("menu entry not added: %s", error)
            self.app.toast(_("Could not add the menu entry: {error}").format(error=error), "error")
            return
        log.info("%s", outcome.message)
        self.app.toast(_("Tabletop is in your applications menu."), "good")

    def decline(self) -> None:
        self._remember()
        self.close()  # the title's buttons lie under this one (``Modal.close``)

    def on_escape(self) -> None:
        self.decline()


def offer_desktop_entry(app: App, *, standalone: bool | None = None) -> bool:
    """Put the question up if it is due (``standalone``: default, this is the frozen build);
    True when it was asked."""
    if standalone is None:
        standalone = desktop.frozen()
    if not standalone:
        return False
    _mend_entry()
    if app.settings.desktop_entry_offered or app.settings_problem:
        return False
    if desktop.is_installed():
        return False
    app.push(DesktopOfferDialog(app))
    return True


def _mend_entry() -> None:
    """A moved standalone folder points its menu entry at itself (``desktop.mend``), without a
    word: the player only finds the menu item working again. A failure is logged, never in the
    way of the start."""
    try:
        mended = desktop.mend()
    except desktop.DesktopError as error:
        log.warning("the menu entry could not be mended: %s", error)
        return
    if mended is not None:
        log.info("menu entry mended: %s", mended.message)
