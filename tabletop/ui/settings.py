"""User settings: a small JSON file under ``platformdirs.user_config_dir("tabletop")``.

A missing file means defaults. A broken one (bad JSON, wrong types — or anything hostile: the
file is read through the one bounded reader, ``tabletop.core.files``, so a FIFO, a link to
``/dev/zero``, deep nesting or a 5,000-digit number is refused at once) also gives defaults —
for the whole file or the broken fields — with a one-sentence message for the user, and the
file is left alone until the user saves the settings screen (so nothing they wrote by hand is
lost). The seat names remembered in it are cleaned where they are used (``remembered.py``).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from tabletop.core.files import JsonRefused, number, read_json
from tabletop.core.i18n import LANGUAGES, _

#: Animation speed → duration multiplier, slowest first: the settings stepper shows them in
#: this order, so "right" is faster, and Off (no animations: moves show at once) is fastest.
ANIMATION_SPEEDS: dict[str, float] = {"slow": 1.8, "normal": 1.0, "fast": 0.5, "off": 0.0}
#: Seconds an AI seat waits before its move shows, so humans can follow.
AI_DELAYS: tuple[float, ...] = (0.0, 0.25, 0.5, 0.8, 1.2, 2.0, 3.0)
#: Largest settings file read (with a set-up remembered for every game it is about 5 KB).
MAX_SETTINGS_BYTES = 1024 * 1024


@dataclass(frozen=True)
class Settings:
    animation_speed: str = "normal"
    ai_delay: float = 0.8
    fullscreen: bool = False
    #: Ticket to Ride: ask before a route is claimed.
    confirm_claims: bool = True
    #: The standalone build asked once whether to add a menu entry (never asked again).
    desktop_entry_offered: bool = False
    # -- sound and remembered set-ups (issue 13)
    #: Sound effects and the background music, 0..1 (music at 0: no music).
    effects_volume: float = 0.8
    music_volume: float = 0.3
    #: Game id → the seat set-up last started on the new-game screen (``remembered.py``).
    seat_setups: dict[str, Any] = field(default_factory=dict)
    #: The language chosen in Settings ("en", "pl"); "" until the user chooses: the system's
    #: (``tabletop.core.i18n.system_language``).
    language: str = ""
    #: Colour-blind mode: palettes that stay apart under every colour vision deficiency and a
    #: symbol on every colour (ui/colorblind.py).
    colorblind: bool = False
    #: The first start offered the tutorial (asked once: never again after either answer).
    tutorial_offered: bool = False
    #: How the tutorials go on this computer (``tabletop.tutorial.tally``).
    tutorial_counts: dict[str, Any] = field(default_factory=dict)

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS[self.animation_speed]


#: The volume fields (0..1).
VOLUMES = ("effects_volume", "music_volume")


def _valid(name: str, value: object) -> bool:
    if name in VOLUMES:
        return number(value, 0, 1) is not None
    if name == "tutorial_counts":
        return isinstance(value, dict)
    if name == "seat_setups":
        return isinstance(value, dict) and all(
            isinstance(key, str) and isinstance(item, dict) for key, item in value.items()
        )
    if name == "animation_speed":
        return isinstance(value, str) and value in ANIMATION_SPEEDS
    if name == "ai_delay":
        return number(value, 0, 10) is not None
    if name == "language":
        return isinstance(value, str) and (value == "" or value in LANGUAGES)
    return isinstance(value, bool)


def settings_path() -> Path:
    import platformdirs  # lazily: only needed when the settings are read or written

    return Path(platformdirs.user_config_dir("tabletop")) / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and a message when the file was broken (None when all is well)."""
    path = path or settings_path()
    damaged = _("The settings file {name} is damaged; using defaults.").format(name=path.name)
    try:
        # Only a file in the settings' own folder (a link out of it is refused).
        data = read_json(path, MAX_SETTINGS_BYTES, inside=path.parent)
    except FileNotFoundError:
        return Settings(), None
    except OSError as error:
        return Settings(), _("Could not read the settings file ({reason}); using defaults.").format(
            reason=error.strerror or error
        )
    except JsonRefused:
        return Settings(), damaged
    if not isinstance(data, dict):
        return Settings(), damaged
    settings = Settings()
    bad: list[str] = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        if _valid(f.name, value):
            new: Any = float(value) if f.name == "ai_delay" or f.name in VOLUMES else value
            settings = replace(settings, **{f.name: new})
        else:
            bad.append(f.name.replace("_", " "))
    if bad:
        # Translators: {names} are the settings file's own field names (English, as written).
        return settings, _("Some settings were not understood ({names}); using defaults.").format(
            names=", ".join(bad)
        )
    return settings, None


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically (temp file + replace), creating the folder."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(asdict(settings), handle, indent=2)
            handle.write("\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path
