"""``PhoneSession``: a ``Match``'s phone seats, on the owner's thread.

It turns the match into one page per phone seat (that seat's view only, worded in that phone's
language; its legal moves when it is to act; a version number; its own log) and hands them to
the ``PhoneHub``; and it takes what the phones sent, checks it and plays it through the same
path as a click: the version (a stale tap after an undo, a double tap), then the rules (the
engine's refusal, in the phone's language). Nothing a phone sends can crash the game or leave it
stuck: anything malformed, stale or illegal gets an error reply and changes nothing.

How an owner drives it (the host loop, and the table in the window):

- ``pump()`` every frame (or whenever ``hub.wait`` wakes): handles the phones' messages, plays
  early choices whose turn came, delivers suggestions, and publishes if anything changed;
- ``changed()`` (or ``publish()``) after the owner itself undid or loaded a game; moves are
  heard through the match's listener, whoever made them.

A phone seat's player may also make a public move by clicking the big screen: the table's
controller says what the click points at (an ``Aim``: a route, a deck, a square) and the owner
hands it to ``aim(seat, aim)``, which matches it against the seat's own legal actions. One move
is played; several become a prompt on the seat's phone (which cards pay, which way the tile
turns) with Cancel, until the game moves on; none is refused with the reason on the phone only
(the big screen, which everyone sees, says no more than "see your phone").

The opening ticket keep of Ticket to Ride is simultaneous: a phone may choose its tickets
before its turn (``PhoneFace.early_prompt``); the choice is kept and played as soon as that seat
is to act, checked against the rules again then.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from tabletop.controller.aim import Aim, AimAsk
from tabletop.core import (
    Action,
    CommonRefusal,
    Event,
    IllegalActionError,
    InvalidActionError,
    View,
    decode_action,
    explain,
    to_json,
)
from tabletop.core.i18n import LANGUAGES, _, language_of_locale, speaking
from tabletop.games import descriptor
from tabletop.play import Match
from tabletop.play.worker import WorkerError

from .face import Move, PlayerLine, Prompt
from .faces import face_for
from .hub import Incoming, PhoneHub, Problem
from .look import Look

#: Lines of a seat's own log kept (the newest).
LOG_LINES = 30


class Aimed(Enum):
    """What became of a move aimed at on the big screen (``PhoneSession.aim``)."""

    #: It was the one move there: played.
    PLAYED = "played"
    #: Several moves there: the phone asks which (``asking``).
    ASKED = "asked"
    #: No move there now: the phone says why.
    REFUSED = "refused"


@dataclass(frozen=True)
class _Asked:
    """A public target clicked on the big screen whose moves the seat's phone offers."""

    aim: Aim
    actions: tuple[Action, ...]
    #: The version it was asked at: the game moving on (a move, an undo) withdraws it.
    version: int


@dataclass
class _Phone:
    seat: int
    language: str
    #: A choice made before the seat's turn (played when it comes).
    early: Action | None = None
    #: (ply, event) of the events only this seat saw, oldest first.
    secrets: list[tuple[int, Event]] = field(default_factory=list)
    #: The ply a suggestion was asked at (None: none asked).
    suggest_ply: int | None = None
    #: The move aimed at on the big screen that the phone is to finish (None: none).
    asked: _Asked | None = None


class PhoneSession:
    """The phone seats of ``match`` served through ``hub`` (see the module's doc)."""

    def __init__(
        self,
        match: Match,
        hub: PhoneHub,
        *,
        language: str = "en",
        colorblind: bool = False,
        submit: Callable[[Action], object] | None = None,
        undo: Callable[[int], object] | None = None,
    ) -> None:
        self.match = match
        self.hub = hub
        self.look = Look(colorblind)
        self.face = face_for(match.game, self.look)
        #: Plays a seat's action (``IllegalActionError`` when refused): the table's own path
        #: in the window, ``Match.submit`` by default.
        self._submit = submit or match.submit
        #: Takes back a seat's move (the table's own path in the window, ``Match.undo``).
        self._undo = undo or match.undo
        self.phones = {seat: _Phone(seat, language) for seat in hub.seats}
        #: Bumped the moment the game changes (before the pages go out), so a second tap on
        #: the page of before — a double tap, a tap after an undo — is refused.
        self.version = 1
        self._dirty = True
        colours = {c.hex.lower(): c.name for c in descriptor(match.game_id).seat_colors}
        self._colour_names = [colours.get(s.color.lower(), "") for s in match.seats]
        match.add_listener(self._on_action)

    def close(self) -> None:
        self.match.remove_listener(self._on_action)

    # ------------------------------------------------------------------ the owner's calls
    def changed(self) -> None:
        """The game changed outside the phones' sight (an undo, a load): a new version, to
        publish at the next ``pump``."""
        self.version += 1
        self._dirty = True

    def pump(self) -> bool:
        """Handle what the phones sent, play early choices whose turn came, deliver
        suggestions, publish what changed. True when a phone's move was played."""
        played = False
        for incoming in self.hub.poll():
            played |= self._handle(incoming)
        played |= self._play_early()
        self._deliver_suggestions()
        if self._dirty:
            self.publish()
        return played

    def publish(self) -> None:
        """Every phone seat's whole page, at the current version."""
        self._dirty = False
        ply = self.match.ply
        for phone in self.phones.values():
            phone.secrets = [(p, e) for p, e in phone.secrets if p < ply]  # after an undo
            if phone.asked is not None and phone.asked.version != self.version:
                phone.asked = None  # the game moved on: what was aimed at is gone
            if phone.suggest_ply is not None and phone.suggest_ply != ply:
                phone.suggest_ply = None
            self.hub.publish(phone.seat, self.page(phone.seat))

    def _republish(self, seat: int) -> None:
        """One seat's page again at the same version (its language or its early choice
        changed, not the game)."""
        self.hub.publish(seat, self.page(seat))

    # ------------------------------------------------------------------ the big screen's clicks
    def aim(self, seat: int, aim: Aim) -> Aimed:
        """``seat``'s player clicked ``aim``'s target on the big screen: its one move played,
        its several moves offered on the seat's phone, or why none on the phone (see the
        module's doc). A move asked before is withdrawn first."""
        phone = self.phones[seat]
        self.withdraw(seat)
        match = self.match
        with speaking(phone.language):
            if match.to_act() != seat:
                self._notice(phone, _("Wait for your turn to move on the table."))
                return Aimed.REFUSED
            legal = match.legal_actions()
            options = aim.moves(legal)
            if not options:
                self._notice(phone, aim.why(match.view(seat), legal))
                return Aimed.REFUSED
            if len(options) == 1:
                return Aimed.PLAYED if self._play(phone, options[0]) else Aimed.REFUSED
        phone.asked = _Asked(aim, tuple(options), self.version)
        self._republish(seat)
        return Aimed.ASKED

    def asking(self, seat: int) -> Aim | None:
        """What ``seat``'s phone is asking to finish, clicked on the big screen (None: nothing)."""
        phone = self.phones.get(seat)
        asked = phone.asked if phone is not None else None
        return asked.aim if asked is not None and asked.version == self.version else None

    def withdraw(self, seat: int) -> bool:
        """Take back what ``seat``'s phone was asked to finish (Cancel, another click on the
        big screen); True when something was."""
        phone = self.phones.get(seat)
        if phone is None or phone.asked is None:
            return False
        phone.asked = None
        self._republish(seat)
        return True

    # ------------------------------------------------------------------ pages
    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def page(self, seat: int) -> str:
        """``seat``'s page as JSON text: everything its phone shows, from its view only."""
        phone = self.phones[seat]
        with speaking(phone.language):
            return json.dumps(self._page(phone), ensure_ascii=False, separators=(",", ":"))

    def _page(self, phone: _Phone) -> dict[str, Any]:
        match, face, seat = self.match, self.face, phone.seat
        view = match.view(seat)
        over = match.is_over()
        to_act = match.to_act()
        legal = match.legal_actions() if to_act == seat else []
        moves = face.moves(view, legal)
        prompt: Prompt | None = self._asked_prompt(phone, moves) if legal else None
        if prompt is None and legal:
            prompt = face.prompt(view, legal, moves)
        if prompt is None and not over:
            prompt = self._early_prompt(phone, view)
        refusal = match.undo_refusal(seat)
        page: dict[str, Any] = {
            "type": "view",
            "version": self.version,
            "seat": seat,
            "lang": phone.language,
            "title": _(match.game.spec.title),
            "me": self._player(view, seat, to_act, seat),
            "mine": bool(legal) or (prompt is not None and prompt.get("early", False)),
            "status": face.status(view, legal, self.seat_name),
            "players": [self._player(view, s, to_act, seat) for s in range(len(match.seats))],
            "blocks": face.blocks(view),
            "prompt": prompt,
            "moves": moves,
            "log": self._log(phone),
            "final": face.final(view, self.seat_name) if over else None,
            "undo": refusal.message if refusal is not None else "",
            "words": page_words(),
        }
        board = face.board(view)
        if board is not None:
            page["board"] = board
        return page

    def _player(self, view: View, seat: int, to_act: int | None, viewer: int) -> PlayerLine:
        stored = self.match.seats[seat].color
        name = self._colour_names[seat]
        return {
            "name": self.seat_name(seat),
            "color": self.look.seat_fill(name, stored),
            "shape": self.look.seat_shape(name),
            "text": self.face.player_text(view, seat),
            "to_act": seat == to_act,
            "me": seat == viewer,
        }

    def _early_prompt(self, phone: _Phone, view: View) -> Prompt | None:
        prompt = self.face.early_prompt(view)
        if prompt is None:
            return None
        if phone.early is not None:
            return {
                "kind": "waiting",
                "title": _("Your choice is made"),
                "text": _("{move}: it is played as soon as your turn comes.").format(
                    move=self.face.label(view, phone.early)
                ),
            }
        return prompt

    def _asked_prompt(self, phone: _Phone, moves: list[Move]) -> Prompt | None:
        """The moves on what the seat's player clicked on the big screen, to pick one of."""
        asked = phone.asked
        if asked is None or asked.version != self.version:
            return None
        wanted = [to_json(action) for action in asked.actions]
        picks = [i for i, move in enumerate(moves) if move["action"] in wanted]
        if not picks:
            return None
        first = moves[picks[0]]
        paying = asked.aim.ask is AimAsk.PAY
        return {
            "kind": "moves",
            "title": _("Choose how to pay") if paying else _("Choose your move"),
            "text": first["item"] or first["group"],
            "moves": picks,
            "cancel": True,
        }

    def _log(self, phone: _Phone) -> list[str]:
        lines = [self.face.private_line(event) for _ply, event in phone.secrets]
        return [line for line in lines if line][-LOG_LINES:]

    # ------------------------------------------------------------------ what phones send
    def _on_action(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        ply = self.match.ply - 1
        for phone in self.phones.values():
            for event in events:
                if event.visible_to(phone.seat) and not event.visible_to(None):
                    phone.secrets.append((ply, event))
            del phone.secrets[:-LOG_LINES]
        self.changed()

    def _handle(self, incoming: Incoming) -> bool:
        phone = self.phones.get(incoming.seat)
        if phone is None:
            return False
        with speaking(phone.language):
            if incoming.problem is Problem.TOO_FAST:
                self._notice(phone, _("Too many messages at once: some were ignored."))
                return False
            message = _read(incoming.text)
            if message is None:
                self._notice(phone, _("That message could not be read."))
                return False
            kind = message.get("type")
            if kind in ("hello", "lang"):
                self._hello(phone, message)
                return False
            if kind == "act":
                return self._act(phone, message)
            if kind == "undo":
                return self._take_back(phone, message)
            if kind == "suggest":
                self._suggest(phone, message)
                return False
            if kind == "cancel":
                self.withdraw(phone.seat)
                return False
            self._notice(phone, _("That message could not be read."))
            return False

    def _hello(self, phone: _Phone, message: Mapping[str, Any]) -> None:
        language = _spoken(message)
        if language is not None and language != phone.language:
            phone.language = language
            self._republish(phone.seat)

    def _current(self, phone: _Phone, message: Mapping[str, Any]) -> bool:
        """The message was sent at the version shown now; else say so and send the page."""
        if message.get("version") == self.version:
            return True
        self._notice(phone, _("The game moved on before your move arrived: look again."))
        self._republish(phone.seat)
        return False

    def _act(self, phone: _Phone, message: Mapping[str, Any]) -> bool:
        match, seat = self.match, phone.seat
        try:
            action = decode_action(match.game.action_types, message.get("action"))
        except InvalidActionError as error:
            self._notice(phone, error.message)
            return False
        to_act = match.to_act()
        if to_act != seat and not match.is_over():
            view = match.view(seat)
            if self.face.early_prompt(view) is not None and self.face.early_action(view, action):
                phone.early = action
                self._republish(seat)
                return False
        if not self._current(phone, message):
            return False
        if to_act is None:
            self._notice(phone, explain(CommonRefusal.GAME_OVER))
            return False
        if to_act != seat:
            self._notice(phone, explain(CommonRefusal.NOT_YOUR_TURN, name=self.seat_name(to_act)))
            return False
        return self._play(phone, action)

    def _play(self, phone: _Phone, action: Action) -> bool:
        try:
            self._submit(action)  # the listener hears of it: a new version
        except IllegalActionError as error:
            self._notice(phone, error.message)
            return False
        return True

    def _play_early(self) -> bool:
        played = False
        while True:
            seat = self.match.to_act()
            phone = self.phones.get(seat) if seat is not None else None
            if phone is None or phone.early is None:
                return played
            action, phone.early = phone.early, None
            with speaking(phone.language):
                if not self._play(phone, action):
                    return played
            played = True

    def _take_back(self, phone: _Phone, message: Mapping[str, Any]) -> bool:
        if not self._current(phone, message):
            return False
        refusal = self.match.undo_refusal(phone.seat)
        if refusal is not None:
            self._notice(phone, refusal.message)
            return False
        self._undo(phone.seat)
        phone.early = None
        self.changed()
        return True

    def _suggest(self, phone: _Phone, message: Mapping[str, Any]) -> None:
        if not self._current(phone, message):
            return
        if self.match.to_act() != phone.seat:
            self._notice(phone, _("Suggestions are for your own turn."))
            return
        try:
            self.match.request_suggestion()
        except IllegalActionError as error:
            self._notice(phone, error.message)
            return
        phone.suggest_ply = self.match.ply

    def _deliver_suggestions(self) -> None:
        for phone in self.phones.values():
            if phone.suggest_ply is None:
                continue
            if phone.suggest_ply != self.match.ply or self.match.to_act() != phone.seat:
                phone.suggest_ply = None
                continue
            with speaking(phone.language):
                try:
                    hint = self.match.hint
                except WorkerError:
                    phone.suggest_ply = None
                    self._notice(phone, _("No suggestion this time: the AI could not decide."))
                    continue
                if hint is None:
                    if not self.match.suggesting:  # dropped (the table asked for another)
                        phone.suggest_ply = None
                    continue
                phone.suggest_ply = None
                move = self.face.label(self.match.view(phone.seat), hint.action)
                text = _("Suggested: {move}").format(move=move)
                reason = hint.reason()
                if reason is not None:  # as the table says it in a dialog
                    text = _("{move} — {why}").format(move=text, why=reason)
                self.hub.send(
                    phone.seat,
                    _dump(
                        {
                            "type": "suggestion",
                            "version": self.version,
                            "text": text,
                            "action": to_json(hint.action),
                        }
                    ),
                )

    def _notice(self, phone: _Phone, text: str) -> None:
        self.hub.send(phone.seat, _dump({"type": "notice", "tone": "error", "text": text}))


def page_words() -> dict[str, str]:
    """The page's own words (buttons, headings), in the language spoken now."""
    return dict(
        suggest=_("Suggest"),
        undo=_("Undo"),
        moves=_("All moves"),
        search=_("Search moves"),
        log=_("Your log"),
        players=_("Players"),
        offline=_("Connection lost: reconnecting…"),
        replaced=_("This seat was opened on another page."),
        take_back=_("Play on this page"),
        repaired=_("This link was replaced: scan the new code on the table."),
        ended=_("The game is over: this link is closed."),
        result=_("Final scores"),
        nothing=_("Nothing to do now."),
        language=_("Language"),
        board=_("Board"),
        close=_("Close"),
        no_moves=_("No move matches."),
        cancel=_("Cancel"),
    )


#: The most of a browser's language preferences read from a hello.
MOST_LANGUAGES = 8


def _spoken(message: Mapping[str, Any]) -> str | None:
    """The language a phone asks for: the one its player chose on the page (``lang``), else
    the first of its browser's preferences (``langs``: ``["pl-PL", "en"]``) that we speak —
    a phone set to Polish opens in Polish whatever the big screen speaks. None: neither."""
    chosen = message.get("lang")
    if isinstance(chosen, str) and chosen in LANGUAGES:
        return chosen
    preferred = message.get("langs") if message.get("type") == "hello" else None
    if not isinstance(preferred, list):
        return None
    for name in preferred[:MOST_LANGUAGES]:
        code = language_of_locale(name) if isinstance(name, str) else None
        if code is not None:
            return code
    return None


def _read(text: str | None) -> dict[str, Any] | None:
    """A phone's message as a JSON object, or None when it is not one."""
    if text is None:
        return None
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):  # not JSON, or nested past the parser's depth
        return None
    return message if isinstance(message, dict) else None


def _dump(message: Mapping[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


__all__ = ["LOG_LINES", "Aimed", "PhoneSession", "page_words"]
