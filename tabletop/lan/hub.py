"""``PhoneHub``: the little web server that carries each phone seat's page and messages.

It runs in one daemon thread (``websockets.sync.server``: the page through ``process_request``,
the messages over a WebSocket) and never holds the game: its owner (the table's main loop, or
``python -m tabletop.lan host``) hands it one finished JSON text per seat after every applied
action, undo or load (``publish``), and collects what the phones sent (``poll``) to check and
apply on its own thread. A phone that (re)connects gets its seat's latest text at once: the
whole view, never a delta, so a phone that slept or reloaded is up to date within a moment.

Threading contract:

- The owner's thread calls everything public: ``start``, ``publish``, ``send``, ``poll``,
  ``wait``, ``link``, ``links``, ``url``, ``qr``, ``repair``, ``close``; ``wake`` may be called
  from any thread.
- The server thread and one thread per connection call nothing of the owner's but
  ``on_incoming`` (if set): called on a server thread when a message has arrived, or a phone
  joined or dropped, so an owner that sleeps between frames wakes to ``poll`` (and to show the
  seat's phone as joined or asleep); it must not touch the game.

Security, for friends sharing a Wi-Fi where the threat is a curious player with developer tools:

- one random token (144 bits) per seat, in the page's address; an unknown token gets HTTP 403
  before any WebSocket upgrade; ``repair`` replaces a seat's token and closes its old link;
  ``close`` forgets them all (tokens die with the game);
- the ``Host`` header must name the address listened on and a WebSocket's ``Origin`` must be
  the page's own (no DNS rebinding, no other site's page talking to the table);
- one live socket per token (a reload replaces the old socket);
- messages are bounded in size (``MAX_MESSAGE``) and rate (``RATE``, ``BURST``); what a phone
  sends is only ever text handed to the owner, which answers anything malformed with an error;
- it listens on the one address chosen (``tabletop.lan.addresses``), never on all interfaces.
"""

from __future__ import annotations

import http
import queue
import secrets
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from importlib import resources

import segno
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.sync.server import Server, ServerConnection, serve

#: Bytes a phone may send in one message (an action is a few hundred at most).
MAX_MESSAGE = 16 * 1024
#: Messages a phone may send per second on average, and at once.
RATE = 20.0
BURST = 40
#: Seconds between keep-alive pings; a phone that misses one for as long is taken for asleep.
PING_SECONDS = 5.0
#: Token bytes (144 bits, at least the 128 the design asks for).
TOKEN_BYTES = 18
PAGE_PREFIX = "/s/"
SOCKET_PREFIX = "/ws/"
#: WebSocket close codes of our own (4000–4999 are the application's).
CLOSE_REPLACED = 4001
CLOSE_REPAIRED = 4002
CLOSE_ENDED = 4003


class LinkState(StrEnum):
    """A phone seat's connection, as the owner shows it beside the seat."""

    #: No phone has opened this seat's page yet.
    WAITING = "waiting"
    #: A phone is connected.
    CONNECTED = "connected"
    #: The phone was connected and its socket dropped (locked, asleep, out of the Wi-Fi).
    ASLEEP = "asleep"


class Problem(StrEnum):
    """What was wrong with a message the hub did not pass on as text."""

    #: The phone sent faster than ``RATE``: messages were dropped.
    TOO_FAST = "too_fast"
    #: A binary frame (the page only sends text).
    BINARY = "binary"


@dataclass(frozen=True)
class Incoming:
    """A message from a phone: its seat and its text, or the problem that stopped it."""

    seat: int
    text: str | None
    problem: Problem | None = None


@dataclass
class _Link:
    seat: int
    token: str
    state: LinkState = LinkState.WAITING
    connection: ServerConnection | None = None
    #: The latest published text for the seat (what a phone gets when it connects).
    latest: str | None = None
    #: Messages waiting for this link's sender thread (None: stop).
    outbox: queue.Queue[str | None] = field(default_factory=queue.Queue)


def page_bytes() -> bytes:
    """The phone page shipped in the package (one self-contained file: no CDN, offline)."""
    return resources.files("tabletop.lan").joinpath("phone.html").read_bytes()


class PhoneHub:
    """The phone seats' server (see the module's doc for the threading contract)."""

    def __init__(self, seats: Sequence[int], address: str, port: int = 0) -> None:
        self.address = address
        self._requested_port = port
        self.port = 0
        self._lock = threading.Lock()
        self._links: dict[int, _Link] = {seat: self._new_link(seat) for seat in seats}
        self._inbox: queue.Queue[Incoming] = queue.Queue()
        self._arrived = threading.Event()
        self._server: Server | None = None
        self._thread: threading.Thread | None = None
        self._page = page_bytes()
        #: Called on a server thread whenever a message arrives (see the module's doc).
        self.on_incoming: Callable[[], None] | None = None

    @staticmethod
    def _new_link(seat: int) -> _Link:
        return _Link(seat, secrets.token_urlsafe(TOKEN_BYTES))

    # ------------------------------------------------------------------ life
    def start(self) -> None:
        """Listen on the chosen address (``OSError`` if it cannot: taken port, no such
        address); the server runs in a daemon thread until ``close``."""
        self._server = serve(
            self._handle,
            self.address,
            self._requested_port,
            process_request=self._process_request,
            max_size=MAX_MESSAGE,
            max_queue=BURST,
            ping_interval=PING_SECONDS,
            ping_timeout=PING_SECONDS,
            close_timeout=2,
            compression=None,
            server_header=None,
        )
        self.port = self._server.socket.getsockname()[1]
        self._thread = threading.Thread(
            target=self._server.serve_forever, name="phone-hub", daemon=True
        )
        self._thread.start()

    def close(self) -> None:
        """Stop serving and forget every token: the game's links die with it."""
        with self._lock:
            links = list(self._links.values())
            self._links = {}
        for link in links:
            self._drop(link, CLOSE_ENDED, "the game is over")
        if self._server is not None:
            self._server.shutdown()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    # ------------------------------------------------------------------ the owner's side
    @property
    def seats(self) -> list[int]:
        with self._lock:
            return sorted(self._links)

    def host(self) -> str:
        """``address:port`` as a phone writes it in the ``Host`` header."""
        address = f"[{self.address}]" if ":" in self.address else self.address
        return f"{address}:{self.port}"

    def url(self, seat: int) -> str:
        """The address of ``seat``'s page (its token inside): what the QR code holds."""
        with self._lock:
            token = self._links[seat].token
        return f"http://{self.host()}{PAGE_PREFIX}{token}"

    def qr(self, seat: int) -> tuple[tuple[bool, ...], ...]:
        """``seat``'s join address as a QR code: rows of modules, True for dark (no quiet zone
        included: draw four light modules round it)."""
        code = segno.make(self.url(seat), error="m")
        return tuple(tuple(bool(module) for module in row) for row in code.matrix)

    def link(self, seat: int) -> LinkState:
        with self._lock:
            return self._links[seat].state

    def links(self) -> dict[int, LinkState]:
        """Every phone seat's connection state."""
        with self._lock:
            return {seat: link.state for seat, link in self._links.items()}

    def publish(self, seat: int, text: str) -> None:
        """``seat``'s whole page from now on: sent at once if its phone is connected, and to any
        phone that connects later."""
        with self._lock:
            link = self._links.get(seat)
            if link is None:
                return
            link.latest = text
            connected = link.connection is not None
        if connected:
            link.outbox.put(text)

    def send(self, seat: int, text: str) -> None:
        """A one-off message for ``seat``'s phone if it is connected (an answer to what it
        sent: a refusal, a suggestion); not kept for a phone that connects later."""
        with self._lock:
            link = self._links.get(seat)
            connected = link is not None and link.connection is not None
        if link is not None and connected:
            link.outbox.put(text)

    def poll(self) -> list[Incoming]:
        """Every message that arrived since the last poll, oldest first."""
        found: list[Incoming] = []
        self._arrived.clear()
        while True:
            try:
                found.append(self._inbox.get_nowait())
            except queue.Empty:
                return found

    def wait(self, timeout: float) -> bool:
        """Sleep until a message arrives or ``timeout`` seconds pass; True if one arrived."""
        return self._arrived.wait(timeout) or not self._inbox.empty()

    def wake(self) -> None:
        """End the owner's ``wait`` now (any thread may call it: an AI's move is ready)."""
        self._arrived.set()

    def repair(self, seat: int) -> str:
        """Give ``seat`` a new token and close its old link (a lost or shared phone): the old
        address is refused from now on. Returns the new address."""
        with self._lock:
            old = self._links[seat]
            link = self._new_link(seat)
            link.latest = old.latest
            self._links[seat] = link
        self._drop(old, CLOSE_REPAIRED, "this seat was paired with another phone")
        return self.url(seat)

    # ------------------------------------------------------------------ the server's side
    def _link_for(self, path: str, prefix: str) -> _Link | None:
        token = path.split("?", 1)[0][len(prefix) :]
        with self._lock:
            for link in self._links.values():
                if secrets.compare_digest(link.token, token):
                    return link
        return None

    def _process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        """Before any upgrade: the right ``Host``, a known token, the page's own ``Origin``."""
        if request.headers.get_all("Host") != [self.host()]:
            return _plain(http.HTTPStatus.FORBIDDEN, "This address is not served here.\n")
        path = request.path
        if path.startswith(PAGE_PREFIX):
            link = self._link_for(path, PAGE_PREFIX)
            if link is None:
                return _plain(http.HTTPStatus.FORBIDDEN, "This link is not valid (any more).\n")
            with self._lock:
                latest = link.latest
            return _page(with_boot(self._page, latest))
        if path.startswith(SOCKET_PREFIX):
            if self._link_for(path, SOCKET_PREFIX) is None:
                return _plain(http.HTTPStatus.FORBIDDEN, "This link is not valid (any more).\n")
            if request.headers.get_all("Origin") != [f"http://{self.host()}"]:
                return _plain(http.HTTPStatus.FORBIDDEN, "Only the table's own page may connect.\n")
            return None  # upgrade (websockets answers 426 to a request that is not one)
        return _plain(http.HTTPStatus.NOT_FOUND, "Not found.\n")

    def _handle(self, connection: ServerConnection) -> None:
        """One phone's socket: the seat's latest page at once, then every message it sends."""
        request = connection.request
        link = self._link_for(request.path, SOCKET_PREFIX) if request is not None else None
        if link is None:  # re-paired between the handshake and now
            connection.close(CLOSE_REPAIRED, "this link is not valid any more")
            return
        with self._lock:
            replaced, link.connection = link.connection, connection
            link.state = LinkState.CONNECTED
            outbox = link.outbox = queue.Queue()
            if link.latest is not None:
                outbox.put(link.latest)
        self._notify()
        if replaced is not None:
            replaced.close(CLOSE_REPLACED, "this seat was opened on another page")
        sender = threading.Thread(
            target=_send_all, args=(connection, outbox), name="phone-send", daemon=True
        )
        sender.start()
        try:
            self._receive(link.seat, connection)
        finally:
            outbox.put(None)
            with self._lock:
                dropped = link.connection is connection
                if dropped:
                    link.connection = None
                    link.state = LinkState.ASLEEP
            if dropped:
                # An idle window would go on showing the phone as joined until the next input.
                self._notify()

    def _receive(self, seat: int, connection: ServerConnection) -> None:
        allowance, last = float(BURST), time.monotonic()
        told = False  # the owner heard of this burst's dropped messages
        try:
            for message in connection:
                now = time.monotonic()
                allowance = min(float(BURST), allowance + (now - last) * RATE)
                last = now
                if allowance < 1.0:
                    if not told:
                        self._arrive(Incoming(seat, None, Problem.TOO_FAST))
                        told = True
                    continue
                allowance -= 1.0
                told = False
                if isinstance(message, str):
                    self._arrive(Incoming(seat, message))
                else:
                    self._arrive(Incoming(seat, None, Problem.BINARY))
        except ConnectionClosed:
            pass

    def _arrive(self, incoming: Incoming) -> None:
        self._inbox.put(incoming)
        self._arrived.set()
        self._notify()

    def _notify(self) -> None:
        notify = self.on_incoming
        if notify is not None:
            notify()

    def _drop(self, link: _Link, code: int, reason: str) -> None:
        with self._lock:
            connection, link.connection = link.connection, None
        if connection is not None:
            connection.close(code, reason)


#: Where the page carries the seat's latest page data, so it shows at once, before its socket
#: is even open.
BOOT_MARK = b"/*BOOT*/null"


def with_boot(page: bytes, latest: str | None) -> bytes:
    """The page with ``latest`` (JSON) inside its script. Every ``<`` is written ``\\u003c``
    (the same string to JSON), so no name a player typed can end the script or open a
    comment in it."""
    if latest is None:
        return page
    return page.replace(BOOT_MARK, latest.replace("<", "\\u003c").encode("utf-8"), 1)


def _send_all(connection: ServerConnection, outbox: queue.Queue[str | None]) -> None:
    """A connection's sender thread, so that a slow phone never holds up the owner's thread
    (pages and answers go out in the order they were handed over)."""
    while True:
        text = outbox.get()
        if text is None:
            return
        try:
            connection.send(text)
        except (ConnectionClosed, OSError):
            return


def _headers(content_type: str, length: int) -> Headers:
    return Headers(
        [
            ("Content-Type", content_type),
            ("Content-Length", str(length)),
            ("Cache-Control", "no-store"),
            ("Referrer-Policy", "no-referrer"),
            ("X-Content-Type-Options", "nosniff"),
            ("X-Frame-Options", "DENY"),
            # The page is self-contained: its own script and style, its socket, nothing else.
            (
                "Content-Security-Policy",
                "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                "img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; "
                "frame-ancestors 'none'",
            ),
        ]
    )


def _page(body: bytes) -> Response:
    return Response(200, "OK", _headers("text/html; charset=utf-8", len(body)), body)


def _plain(status: http.HTTPStatus, text: str) -> Response:
    body = text.encode("utf-8")
    return Response(
        status.value, status.phrase, _headers("text/plain; charset=utf-8", len(body)), body
    )


__all__ = ["Incoming", "LinkState", "MAX_MESSAGE", "PhoneHub", "Problem"]
