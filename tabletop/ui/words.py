"""Words the shell's screens share (the new-game screen, the rules help, the tables, game
over): made when asked, so they are always in the current language."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from tabletop.ai import LEVEL_TITLES
from tabletop.ai.styles import BALANCED, SURPRISE_INFO, split_agent
from tabletop.core.formats import format_date, format_datetime
from tabletop.core.i18n import N_, _, ngettext

#: The agents the games offer, by registry name, as a player reads them (an agent not named
#: here shows its registry name).
AGENT_NAMES: dict[str, str] = {
    # Translators: a computer player that picks any legal move at random.
    "random": N_("random"),
    # Translators: a computer player that takes the move worth most right now.
    "greedy": N_("greedy"),
}


def player_range(low: int, high: int) -> str:
    """How many can play ("2–6 players"); one number when the range is one."""
    if low == high:
        return ngettext("{n} player", "{n} players", high).format(n=high)
    # Translators: a range of player counts, e.g. "2–6 players"; the form follows {high}.
    return ngettext("{low}–{high} player", "{low}–{high} players", high).format(low=low, high=high)


def player_count(n: int) -> str:
    """ "3 players" (a choice on the new-game screen)."""
    return ngettext("{n} player", "{n} players", n).format(n=n)


def on_off(value: bool) -> str:
    """A switch's state."""
    return _("On") if value else _("Off")


def agent_name(agent: str) -> str:
    """An agent's registry name as a player reads it (a level by its title: "Strong"; with
    its style, ``"strong:blocker"``: "Strong · Blocker")."""
    level, style = split_agent(agent)
    word = LEVEL_TITLES.get(level) or AGENT_NAMES.get(level)
    name = _(word) if word is not None else level
    if style == BALANCED:
        return name
    return _("{level} · {style}").format(level=name, style=style_title(style))


def style_title(style: str) -> str:
    """A style's name as a player reads it ("Ticket hunter"); its registry name if no game
    has it (a save from a newer version)."""
    if style == SURPRISE_INFO.name:
        return _(SURPRISE_INFO.title)
    from tabletop.games import DESCRIPTORS, agent_styles  # lazily: the games load when asked

    for found in DESCRIPTORS:
        for level in found.agents:
            info = agent_styles(found.id, level).get(style)
            if info is not None:
                return _(info.title)
    return style


def agent_choice(agent: str | None) -> str:
    """Who plays a seat, as the new-game screen offers it: "Human" or "AI · greedy"."""
    if agent is None:
        return _("Human")
    return _("AI · {agent}").format(agent=agent_name(agent))


def seat_label(name: str, human: bool) -> str:
    """A seat's name with "AI" after it for a computer player."""
    return name if human else _("{name}  ·  AI").format(name=name)


def game_title(title: str) -> str:
    """A game's name (``GameSpec.title``, a msgid) in the current language."""
    return _(title)


#: The longest seat name the new-game screen's name field takes (a remembered one is cut to it
#: too).
NAME_LENGTH = 20


def default_name(index: int, agent: str | None) -> str:
    if agent is None:
        return _("Player {number}").format(number=index + 1)
    return _("Computer {number}").format(number=index + 1)


def is_default_name(index: int, name: str) -> bool:
    """``name`` is a seat's default name (in this language or in English, the msgids'): a
    remembered set-up saved in another language still says it again in this one."""
    number = index + 1
    defaults = {
        default_name(index, None),
        default_name(index, ""),
        f"Player {number}",
        f"Computer {number}",
    }
    return name.strip() in defaults


def when(saved_at: datetime) -> str:
    """A short, friendly age: "just now", "5 min ago", "yesterday", or the date."""
    now = datetime.now(UTC)
    if saved_at.tzinfo is None:
        saved_at = saved_at.replace(tzinfo=UTC)
    seconds = (now - saved_at).total_seconds()
    if seconds < 60:
        return _("just now")
    if seconds < 3600:
        minutes = int(seconds // 60)
        return ngettext("{n} min ago", "{n} min ago", minutes).format(n=minutes)
    if seconds < 86400:
        hours = int(seconds // 3600)
        return ngettext("{n} hour ago", "{n} hours ago", hours).format(n=hours)
    if seconds < 2 * 86400:
        return _("yesterday")
    try:
        return format_date(saved_at.astimezone(), "medium")
    except (OverflowError, OSError, ValueError):  # a date no clock can show
        return format_date(saved_at, "medium")


#: The minute a game began, as a game's own file names it ("… – 2025-05-03 14:32").
_STARTED = re.compile(r" – (\d{4}-\d{2}-\d{2} \d{2}:\d{2})$")


def save_name(name: str, title: str, is_autosave: bool) -> str:
    """A save's name as the Load list shows it: a game's own file (``title`` its game's
    English title, as the file names it) without its game and with the minute it began in
    the language's figures; a copy in the player's own words."""
    if not is_autosave:
        return name  # the player's own words
    if name.startswith(f"{title} – "):
        name = name[len(title) + 3 :]
    found = _STARTED.search(name)
    if found is not None:
        try:
            began = datetime.strptime(found.group(1), "%Y-%m-%d %H:%M")
        except ValueError:
            return name
        name = f"{name[: found.start()]} – {format_datetime(began, 'short')}"
    return name
