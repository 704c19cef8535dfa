"""The settings screen's sound rows: the effects and the music volume, as sliders.

The draft follows the sliders; the app hears the new volumes when the settings are saved (as
every other setting). Letting go of the effects slider plays a card being drawn at the chosen
volume, so the player hears what they picked.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.core.i18n import N_, pgettext

from ..charts import percent
from ..slider import Slider
from ..sound import SoundName
from ..widgets import Widget

if TYPE_CHECKING:
    from .settings import SettingsScene

#: Slider steps: a twentieth of the range.
STEP = 0.05
#: The sound rows' help on a machine where no audio device could be opened.
NO_DEVICE = N_("Unavailable: no audio device was found.")


def volume_label(volume: float) -> str:
    return pgettext("sound volume", "Off") if volume <= 0 else percent(volume)


def volume_rows(scene: SettingsScene) -> list[tuple[str, str, Widget]]:
    """(label, help, slider) for the effects and the music volume of ``scene``'s draft (the
    words are msgids, said when drawn)."""
    app = scene.app

    def set_effects(volume: float) -> None:
        scene.draft = replace(scene.draft, effects_volume=volume)

    def sample_effects(volume: float) -> None:
        # Heard at the new volume now; the player keeps the saved one until Save.
        before = app.sound.effects_volume
        app.sound.set_effects_volume(volume)
        app.sound.play(SoundName.CARD_DRAWN)
        app.sound.set_effects_volume(before)

    def set_music(volume: float) -> None:
        scene.draft = replace(scene.draft, music_volume=volume)

    effects = Slider(
        app.settings.effects_volume,
        set_effects,
        step=STEP,
        describe=volume_label,
        on_release=sample_effects,
    )
    music = Slider(app.settings.music_volume, set_music, step=STEP, describe=volume_label)
    if app.sound.no_device:
        # A machine without sound: the volumes are kept for a device later, but the player
        # is told why they hear nothing rather than left to turn a slider in vain.
        return [
            (N_("Sound effects"), NO_DEVICE, effects),
            (N_("Music"), NO_DEVICE, music),
        ]
    return [
        (N_("Sound effects"), N_("M mutes all sound during a game."), effects),
        (N_("Music"), N_("A quiet loop; far left turns it off."), music),
    ]
