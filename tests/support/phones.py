"""Phones for the tests of ``tabletop.lan``: a served game on loopback driven from the test's
own thread (``Served``), and a Python WebSocket client standing in for a phone (``Phone``).

The test thread is the owner: it pumps the session (and polls the match for AI seats) while it
waits for what a phone receives, so every wait has a deadline and nothing runs behind its back.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any, Protocol

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect
from websockets.typing import Origin

from tabletop.lan import PhoneHub, PhoneSession
from tabletop.lan.host import new_match, plan

Message = dict[str, Any]


def socket_url(page_url: str) -> str:
    return page_url.replace("http://", "ws://", 1).replace("/s/", "/ws/", 1)


class Owner(Protocol):
    """Who holds the game a test phone talks to: a ``Served`` game, or the window's table
    (``tests/ui/test_phone_clicks.py``); a phone's waits pump it."""

    hub: PhoneHub
    session: PhoneSession

    def pump(self) -> None: ...


class Served:
    """A game whose phone seats are served on 127.0.0.1 (no autosave unless asked)."""

    def __init__(
        self,
        game_id: str,
        seats: str = "phone,phone",
        seed: int = 1,
        options: dict[str, Any] | None = None,
        *,
        language: str = "en",
        colorblind: bool = False,
    ) -> None:
        self.plan = plan(game_id, seats, seed, options)
        self.match = new_match(self.plan, None)
        self.match.autosave = False
        self.match.timed_agents = False
        self.hub = PhoneHub(self.plan.phone_seats, "127.0.0.1")
        self.hub.start()
        self.session = PhoneSession(self.match, self.hub, language=language, colorblind=colorblind)
        self.session.publish()
        self.phones: list[Phone] = []

    def pump(self) -> None:
        self.match.poll()
        self.session.pump()

    def phone(self, seat: int, *, origin: str | None = None) -> Phone:
        phone = Phone(self, self.hub.url(seat), origin=origin)
        self.phones.append(phone)
        return phone

    def close(self) -> None:
        for phone in self.phones:
            phone.close()
        self.session.close()
        self.hub.close()
        self.match.close()

    def __enter__(self) -> Served:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Phone:
    """One phone's socket; its waits pump the owner while they wait."""

    def __init__(self, served: Owner, page_url: str, *, origin: str | None = None) -> None:
        self.served = served
        self.page_url = page_url
        self.origin = origin or f"http://{served.hub.host()}"
        self.received: list[str] = []
        #: The newest page this phone received.
        self.last_view: Message | None = None
        self.socket: ClientConnection | None = None
        self.open()

    def open(self) -> None:
        # A phone that stopped reading has the server's closing frame behind all it never read:
        # closing it gives up after a second, not websockets' default ten.
        opened = connect(
            socket_url(self.page_url),
            origin=Origin(self.origin),
            open_timeout=5,
            close_timeout=1,
        )
        self.socket = opened.__enter__()  # closed by ``close``

    def close(self) -> None:
        if self.socket is not None:
            self.socket.__exit__(None, None, None)
            self.socket = None

    def send(self, message: Message | str | bytes) -> None:
        assert self.socket is not None
        self.socket.send(message if isinstance(message, str | bytes) else json.dumps(message))

    def act(self, page: Message, action: Message, version: int | None = None) -> None:
        self.send(
            {
                "type": "act",
                "version": page["version"] if version is None else version,
                "action": action,
            }
        )

    def wait(self, wanted: Callable[[Message], bool], timeout: float = 5.0) -> Message:
        """The first message received that ``wanted`` accepts (``TimeoutError`` after
        ``timeout`` seconds); the owner is pumped meanwhile."""
        assert self.socket is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.served.pump()
            try:
                text = self.socket.recv(timeout=0.02)
            except TimeoutError:
                continue
            assert isinstance(text, str)
            self.received.append(text)
            message: Message = json.loads(text)
            if message["type"] == "view":
                self.last_view = message
            if wanted(message):
                return message
        raise TimeoutError("the phone received nothing it waited for")

    def current(self, timeout: float = 5.0) -> Message:
        """The page of the version the session shows now (older pages are read and passed)."""
        self.served.pump()
        last = self.last_view
        if last is not None and last["version"] == self.served.session.version:
            return last
        return self.wait(
            lambda m: m["type"] == "view" and m["version"] == self.served.session.version, timeout
        )

    def view(self, timeout: float = 5.0) -> Message:
        return self.wait(lambda m: m["type"] == "view", timeout)

    def notice(self, timeout: float = 5.0) -> Message:
        return self.wait(lambda m: m["type"] == "notice", timeout)

    def closed_code(self, timeout: float = 5.0) -> int | None:
        """Wait until the server closes this socket; its close code."""
        assert self.socket is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.served.pump()
            try:
                self.socket.recv(timeout=0.05)
            except TimeoutError:
                continue
            except ConnectionClosed as closed:
                return closed.rcvd.code if closed.rcvd is not None else None
        raise TimeoutError("the socket stayed open")


def http_get(url: str, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    """Status and body of a GET (an error status is returned, not raised)."""
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


__all__ = ["Owner", "Phone", "Served", "http_get", "socket_url"]
