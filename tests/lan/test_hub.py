"""The phones' server keeps the table to its players (docs: ``tabletop/lan/hub.py``): unknown
tokens get 403 before any upgrade, another site's page or a rebound host name is refused, one
live socket per seat, re-pairing closes the old link, tokens die with the game, and it listens
on the chosen address only."""

from __future__ import annotations

import base64
import http.client
import json
import threading
import time

import pytest
import segno
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect
from websockets.typing import Origin

from tabletop.core import Seat
from tabletop.lan import LinkState, PhoneHub
from tabletop.lan.hub import CLOSE_REPAIRED, CLOSE_REPLACED, TOKEN_BYTES
from tests.support.phones import Served, http_get, socket_url


@pytest.fixture
def served():
    with Served("metro") as game:
        yield game


def forged(url: str) -> str:
    """The same address with another token of the same length."""
    base, token = url.rsplit("/", 1)
    return f"{base}/{'A' * len(token)}"


def test_a_seat_page_is_served_whole_with_its_view_inside(served: Served) -> None:
    status, body = http_get(served.hub.url(0))
    assert status == 200
    assert b"<!doctype html>" in body
    assert served.session.page(0).encode("utf-8") in body  # shows at once, before the socket


def test_an_unknown_token_gets_403_for_the_page(served: Served) -> None:
    status, _ = http_get(forged(served.hub.url(0)))
    assert status == 403


def test_an_unknown_token_gets_403_before_any_websocket_upgrade(served: Served) -> None:
    with pytest.raises(InvalidStatus) as refused:
        connect(socket_url(forged(served.hub.url(0))), origin=Origin(f"http://{served.hub.host()}"))
    assert refused.value.response.status_code == 403


def upgrade_status(served: Served, path: str, headers: dict[str, str]) -> int:
    """The status of a WebSocket upgrade request sent with exactly ``headers``."""
    connection = http.client.HTTPConnection("127.0.0.1", served.hub.port, timeout=5)
    connection.putrequest("GET", path, skip_host=True)
    for name, value in {
        "Upgrade": "websocket",
        "Connection": "Upgrade",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
        "Sec-WebSocket-Version": "13",
        **headers,
    }.items():
        connection.putheader(name, value)
    connection.endheaders()
    status = connection.getresponse().status
    connection.close()
    return status


def test_another_host_name_is_refused_so_dns_rebinding_finds_nothing(served: Served) -> None:
    url = served.hub.url(0)
    status, _ = http_get(url, {"Host": f"evil.example:{served.hub.port}"})
    assert status == 403
    path = "/ws/" + url.rsplit("/", 1)[1]
    origin = f"http://{served.hub.host()}"
    evil = f"evil.example:{served.hub.port}"
    assert upgrade_status(served, path, {"Host": evil, "Origin": origin}) == 403
    assert upgrade_status(served, path, {"Host": served.hub.host(), "Origin": origin}) == 101
    # A second Host header (a proxy's trick) is refused too, not a server error.
    with pytest.raises(InvalidStatus) as refused:
        connect(
            socket_url(url),
            origin=Origin(f"http://{served.hub.host()}"),
            additional_headers={"Host": f"evil.example:{served.hub.port}"},
        )
    assert refused.value.response.status_code == 403


@pytest.mark.parametrize("origin", ["http://evil.example", "null", None])
def test_a_socket_from_another_sites_page_is_refused(served: Served, origin: str | None) -> None:
    with pytest.raises(InvalidStatus) as refused:
        connect(socket_url(served.hub.url(0)), origin=Origin(origin) if origin else None)
    assert refused.value.response.status_code == 403


def test_anything_but_a_seat_page_or_socket_is_not_found(served: Served) -> None:
    status, _ = http_get(f"http://{served.hub.host()}/favicon.ico")
    assert status == 404


def test_the_page_is_self_contained_and_forbids_everything_else(served: Served) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", served.hub.port, timeout=5)
    connection.request("GET", served.hub.url(0).split(served.hub.host(), 1)[1])
    response = connection.getresponse()
    body = response.read()
    connection.close()
    policy = response.getheader("Content-Security-Policy") or ""
    assert "default-src 'none'" in policy and "connect-src 'self'" in policy
    assert response.getheader("Cache-Control") == "no-store"
    assert b"https://" not in body and b"src=" not in body  # no CDN, no outside file


def test_each_seat_has_its_own_token_of_at_least_128_random_bits(served: Served) -> None:
    tokens = [served.hub.url(seat).rsplit("/", 1)[1] for seat in served.hub.seats]
    assert len(set(tokens)) == len(tokens)
    for token in tokens:
        assert len(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))) * 8 >= 128
    assert TOKEN_BYTES * 8 >= 128


def test_it_listens_on_the_chosen_address_only(served: Served) -> None:
    server = served.hub._server
    assert server is not None
    assert server.socket.getsockname()[0] == "127.0.0.1"


def test_a_second_socket_for_a_seat_replaces_the_first(served: Served) -> None:
    first = served.phone(0)
    first.view()
    second = served.phone(0)
    assert first.closed_code() == CLOSE_REPLACED
    assert second.view()["seat"] == 0


def test_repair_closes_the_old_link_and_refuses_its_address(served: Served) -> None:
    old_url = served.hub.url(1)
    phone = served.phone(1)
    phone.view()
    new_url = served.hub.repair(1)
    assert new_url != old_url
    assert phone.closed_code() == CLOSE_REPAIRED
    assert http_get(old_url)[0] == 403
    assert http_get(new_url)[0] == 200
    assert served.phone(1).view()["seat"] == 1


def test_the_owner_sees_each_seat_join_and_fall_asleep(served: Served) -> None:
    assert served.hub.links() == {0: LinkState.WAITING, 1: LinkState.WAITING}
    phone = served.phone(0)
    phone.view()
    assert served.hub.link(0) is LinkState.CONNECTED
    phone.close()
    for _ in range(100):
        if served.hub.link(0) is LinkState.ASLEEP:
            break
        served.hub.wait(0.02)
    assert served.hub.link(0) is LinkState.ASLEEP
    assert served.hub.link(1) is LinkState.WAITING


def test_an_owner_asleep_between_frames_is_woken_when_a_phone_joins_or_drops(
    served: Served,
) -> None:
    """The window sleeps until something happens: a phone joining or dropping (locked, out of
    the Wi-Fi) wakes it, so its tag says "asleep" at once, not at the next mouse move."""
    woken = threading.Event()
    served.hub.on_incoming = woken.set
    with connect(socket_url(served.hub.url(0)), origin=Origin(f"http://{served.hub.host()}")):
        assert woken.wait(5) and served.hub.link(0) is LinkState.CONNECTED  # it said nothing
        woken.clear()
    assert woken.wait(5) and served.hub.link(0) is LinkState.ASLEEP  # closed as it is left


def test_tokens_die_with_the_game() -> None:
    hub = PhoneHub([0], "127.0.0.1")
    hub.start()
    url = hub.url(0)
    hub.close()
    assert hub.seats == []
    with pytest.raises(OSError):
        http_get(url)


def test_the_qr_code_holds_the_join_address(served: Served) -> None:
    matrix = served.hub.qr(0)
    expected = segno.make(served.hub.url(0), error="m").matrix
    assert [[bool(m) for m in row] for row in expected] == [list(row) for row in matrix]
    assert len(matrix) == len(matrix[0]) >= 21


def test_a_name_a_player_typed_cannot_break_out_of_the_pages_script(served: Served) -> None:
    evil = "</script><script>alert(1)</script><!--"
    first = served.match.seats[0]
    served.match.seats = (Seat(evil, first.color), *served.match.seats[1:])
    served.session.changed()
    served.session.publish()
    status, body = http_get(served.hub.url(0))
    page = body.decode("utf-8")
    assert status == 200
    boot = page.split("const BOOT = ", 1)[1].split(";\nconst TOKEN", 1)[0]
    # No "<" at all: no "</script>" to end the script early, no "<!--" then "<script" to
    # keep the real end tag from ending it.
    assert "<" not in boot and page.count("</script>") == 1
    assert json.loads(boot) == json.loads(served.session.page(0))
    assert json.loads(boot)["me"]["name"] == evil


def test_a_phone_that_stops_reading_never_holds_up_the_owner(served: Served) -> None:
    stuck = served.phone(0)  # connected, then never reads again: its buffers fill up
    stuck.view()
    page = "x" * 64 * 1024
    started = time.monotonic()
    for _ in range(300):  # about 20 MB, far more than the socket's buffers hold
        served.hub.publish(0, page)
    assert time.monotonic() - started < 2.0
    other = served.phone(1)
    assert other.view()["seat"] == 1  # the other seats are served as ever
