"""Words the shell's screens share (the new-game screen, the rules help, the tables, game
over): made when asked, so they are always in the current language."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime

from tabletop.ai.styles import BALANCED, SURPRISE_INFO, split_agent
from tabletop.core.formats import format_date, format_datetime
from tabletop.core.i18n import _, ngettext


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
    from tabletop.games import agent_title  # lazily: the games load when asked

    level, style = split_agent(agent)
    name = agent_title(level)
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
    """Who plays a seat, as the new-game screen offers it: "Human" or "AI · Strong"."""
    if agent is None:
        return _("Human")
    return _("AI · {agent}").format(agent=agent_name(agent))


#: The AI tag's lengths (``ai_tag``): its level and style, its level, "AI".
FULL_TAG, LEVEL_TAG, SHORT_TAG = 0, 1, 2


def ai_tag(agent: str | None, tier: int, plain: bool = False) -> str:
    """What a seat's name is followed by at ``tier``: for a computer seat its level and its
    style when not the balanced one (``FULL_TAG``: "AI · Strong · Blocker"), its level
    (``LEVEL_TAG``: "AI · Strong"), or ``SHORT_TAG`` "AI"; "" for a human. ``plain``: the
    name already says it is a computer ("Computer 2"), so the level goes without "AI"
    ("Strong · Blocker", "Strong")."""
    if agent is None:
        return ""
    if tier >= SHORT_TAG:
        # Translators: the short tag after a computer player's name where its level has no
        # room.
        return _("AI")
    level, style = split_agent(agent)
    name = agent_name(agent if tier == FULL_TAG else level)
    # Translators: the tag after a computer player's name at the table and on game over: its
    # level, and its style when it has one ("AI · Strong", "AI · Strong · Blocker").
    return name if plain else _("AI · {level}").format(level=name)


def ai_tags(agent: str | None, plain: bool = False) -> list[str]:
    """A seat's AI tags, fullest first, each once (``ai_tag``'s tiers): so a player knows
    whom they play against, and a row too narrow for one tag shows the next; none for a
    human."""
    tags: list[str] = []
    for tier in (FULL_TAG, LEVEL_TAG, SHORT_TAG):
        tag = ai_tag(agent, tier, plain)
        if tag and tag not in tags:
            tags.append(tag)
    return tags


def says_computer(index: int, name: str) -> bool:
    """``name`` is seat ``index``'s default computer name ("Computer 2", in this language or
    in English): its tag need not say "AI" again."""
    return name.strip() in {default_name(index, ""), f"Computer {index + 1}"}


def seat_labels(name: str, agent: str | None, index: int) -> list[str]:
    """Seat ``index``'s name with each of its ``ai_tags`` after it, fullest first (the last
    one with the short "AI"); none for a human."""
    tags = ai_tags(agent, says_computer(index, name))
    return [_("{name}  ·  {tag}").format(name=name, tag=tag) for tag in tags]


def seat_label(
    name: str,
    agent: str | None,
    index: int,
    fits: Callable[[str], bool] | None = None,
    shrinks: Callable[[str], bool] | None = None,
) -> str:
    """Seat ``index``'s name with its AI tag after it ("Ola  ·  AI · Strong", "Computer 2  ·
    Strong"): the fullest tag of ``ai_tags`` whose label ``fits`` (the fullest when there is
    no test), else the short "AI" tag where ``shrinks`` takes it (in a smaller size); the name
    alone for a human, or when no tag fits."""
    labels = seat_labels(name, agent, index)
    for label in labels:
        if fits is None or fits(label):
            return label
    if labels and shrinks is not None and shrinks(labels[-1]):
        return labels[-1]
    return name


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
