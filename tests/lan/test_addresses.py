"""The address in the QR code is one a phone on the same Wi-Fi can reach: private LAN
addresses on physical adapters first, VPN, Docker and virtual adapters after, loopback last."""

from __future__ import annotations

from tabletop.lan.addresses import Reach, best_address, lan_addresses, rank, reach_of


def test_private_lan_addresses_on_physical_adapters_come_first() -> None:
    ranked = rank(
        [
            ("127.0.0.1", "lo"),
            ("172.17.0.1", "docker0"),
            ("10.8.0.2", "tun0"),
            ("100.101.102.103", "tailscale0"),
            ("169.254.10.20", "eth1"),
            ("192.168.1.20", "wlan0"),
            ("10.0.0.5", "Ethernet"),
            ("192.168.56.1", "VirtualBox Host-Only Network"),
            ("203.0.113.7", "eth2"),
        ]
    )
    assert [a.ip for a in ranked] == [
        "192.168.1.20",
        "10.0.0.5",
        "172.17.0.1",
        "10.8.0.2",
        "100.101.102.103",
        "192.168.56.1",
        "169.254.10.20",
        "203.0.113.7",
        "127.0.0.1",
    ]
    assert ranked[0].label == "192.168.1.20 (wlan0)"


def test_vpn_and_container_adapters_are_virtual_whatever_their_address() -> None:
    assert reach_of("10.8.0.2", "utun3") is Reach.VIRTUAL
    assert reach_of("172.18.0.1", "br-5f2c") is Reach.VIRTUAL
    assert reach_of("192.168.122.1", "virbr0") is Reach.VIRTUAL
    assert reach_of("10.0.0.7", "wg0") is Reach.VIRTUAL
    assert reach_of("192.168.0.12", "en0") is Reach.LAN


def test_this_machine_lists_its_own_addresses_best_first() -> None:
    found = lan_addresses()
    assert any(a.ip == "127.0.0.1" for a in found)
    assert [a.reach for a in found] == sorted(a.reach for a in found)
    assert best_address() == found[0]
