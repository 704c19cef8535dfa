"""The mute key (M): silences the effects and the music at once, without forgetting the
volumes, for the rest of the session (the settings keep the volumes)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.core.i18n import _

if TYPE_CHECKING:
    from .app import App


def toggle_mute(app: App) -> bool:
    """Mute or unmute the app's sound and say so; returns whether it is now muted."""
    muted = app.sound.toggle_mute()
    app.toast(_("Sound off (press M to turn it on)") if muted else _("Sound on"), "info")
    return muted
