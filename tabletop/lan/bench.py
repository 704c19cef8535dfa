"""``python -m tabletop.lan bench``: how long a phone waits, from its tap to its updated page.

Games are served on loopback exactly as ``host`` serves them (the same hub, session and owner
loop); robot phones (``RobotPhone``: a WebSocket client making random legal choices from what
its page offers, as a player's taps would) play every seat. Each time a phone sends a move, the
clock runs until its next page arrives. The figures are printed: median, 95th percentile and
worst, in milliseconds (the aim: p95 ≤ 150 ms). Not a timed test: a loaded machine is slower.
"""

from __future__ import annotations

import json
import random
import statistics
import threading
import time
from collections.abc import Sequence
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect
from websockets.typing import Origin

from tabletop.games.great_tour import GREAT_TOUR
from tabletop.games.metro import METRO
from tabletop.games.ttr import TTR_EUROPE

from .host import new_match, plan, serve
from .hub import PhoneHub
from .session import PhoneSession

#: Seconds a robot waits before it taps (fast fingers, within the hub's rate limit).
TAP_PAUSE = 0.06
#: Seconds a robot waits for a new page after a refusal before it taps again.
RETRY = 1.0
#: The games the benchmark plays, with their seats (phones only).
BENCH_GAMES: tuple[tuple[str, str], ...] = (
    (TTR_EUROPE.spec.id, "phone,phone"),
    (METRO.spec.id, "phone,phone"),
    (GREAT_TOUR.spec.id, "phone,phone,phone"),
)


def choose(page: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """A move a player could tap on ``page`` (None: nothing to do): the prompt's if there is
    one, else any move of the list."""
    prompt = page.get("prompt")
    moves: list[dict[str, Any]] = page.get("moves") or []
    if prompt is not None and prompt["kind"] == "pick":
        options = [o["value"] for o in prompt["options"]]
        size = rng.randint(prompt["low"], prompt["high"])
        chosen = set(rng.sample(options, size))
        return {**prompt["template"], prompt["field"]: [o for o in options if o in chosen]}
    if prompt is not None and prompt["kind"] == "moves" and prompt["moves"]:
        return dict(moves[rng.choice(prompt["moves"])]["action"])
    if moves:
        return dict(rng.choice(moves)["action"])
    return None


class RobotPhone:
    """A phone that plays its seat at random through the real socket, timing each tap."""

    def __init__(self, url: str, host: str, seed: int, pause: float = TAP_PAUSE) -> None:
        self.pause = pause
        self.url = url.replace("http://", "ws://", 1).replace("/s/", "/ws/", 1)
        self.origin = f"http://{host}"
        self.rng = random.Random(seed)
        self.latencies: list[float] = []
        self.notices: list[str] = []
        #: Every message received, as sent (the leak canary reads them).
        self.received: list[str] = []
        self.page: dict[str, Any] | None = None
        self._thread = threading.Thread(target=self._run, name="robot-phone", daemon=True)
        self._stop = threading.Event()

    def start(self) -> None:
        self._thread.start()

    def stop(self, wait: float = 10.0) -> None:
        """Stop playing; wait up to ``wait`` seconds for the robot to let go of its socket."""
        self._stop.set()
        self._thread.join(timeout=wait)

    def _run(self) -> None:
        # Entered by hand: websockets 15.0 types `__enter__` as the base Connection.
        socket = connect(self.url, origin=Origin(self.origin), open_timeout=5)
        with socket:
            self._play(socket)

    def _play(self, socket: ClientConnection) -> None:
        sent_at: float | None = None
        #: After a refusal: when to tap again if no new page came (a refusal for tapping too
        #: fast brings none; one for a stale page brings the new page, which is waited for).
        retry_at: float | None = None
        while not self._stop.is_set():
            try:
                text = socket.recv(timeout=0.2)
            except TimeoutError:
                if retry_at is None or time.monotonic() < retry_at:
                    continue
                retry_at = None
            except ConnectionClosed:
                return
            else:
                assert isinstance(text, str)
                self.received.append(text)
                message = json.loads(text)
                if message["type"] == "notice":
                    self.notices.append(message["text"])
                    sent_at, retry_at = None, time.monotonic() + RETRY
                    continue
                if message["type"] != "view":
                    continue
                if sent_at is not None:
                    self.latencies.append(time.perf_counter() - sent_at)
                    sent_at = None
                self.page, retry_at = message, None
            page = self.page
            if page is None or not page["mine"] or page.get("final") is not None:
                continue
            action = choose(page, self.rng)
            if action is None:
                continue
            time.sleep(self.pause)  # a finger is no faster than the hub's rate limit allows
            sent_at = time.perf_counter()
            try:
                socket.send(
                    json.dumps({"type": "act", "version": page["version"], "action": action})
                )
            except ConnectionClosed:  # the game ended and the host closed the link meanwhile
                return


def play_with_robots(
    game_id: str, seats: str, seed: int, options: dict[str, Any] | None = None
) -> list[RobotPhone]:
    """One whole game on loopback, every phone seat a robot; returns the robots."""
    chosen = plan(game_id, seats, seed, options)
    match = new_match(chosen, None)
    match.autosave = False
    hub = PhoneHub(chosen.phone_seats, "127.0.0.1")
    hub.start()
    session = PhoneSession(match, hub)
    session.publish()
    robots = [RobotPhone(hub.url(s), hub.host(), seed * 31 + s) for s in chosen.phone_seats]
    try:
        for robot in robots:
            robot.start()
        serve(match, hub, session, linger=0.5)
    finally:
        for robot in robots:
            robot.stop()
        session.close()
        hub.close()
        match.close()
    return robots


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def run_bench(moves: int) -> int:
    latencies: list[float] = []
    seed = 1
    while len(latencies) < moves:
        game_id, seats = BENCH_GAMES[seed % len(BENCH_GAMES)]
        for robot in play_with_robots(game_id, seats, seed):
            latencies += robot.latencies
        seed += 1
    ms = [1000 * s for s in latencies]
    print(
        f"tap → updated page on loopback, {len(ms)} moves in {seed - 1} games: "
        f"median {statistics.median(ms):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms, "
        f"worst {max(ms):.1f} ms (aim: p95 ≤ 150 ms)"
    )
    return 0


__all__ = ["BENCH_GAMES", "RobotPhone", "choose", "percentile", "play_with_robots", "run_bench"]
