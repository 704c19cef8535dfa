"""Which address of this machine the phones should use: every IPv4 address of every interface,
best first.

Phones reach the table by an IP literal (many phones cannot resolve ``.local`` names), so the
server listens on one chosen address, never on all of them. The best is a private LAN address
(10/8, 172.16/12, 192.168/16) on a physical adapter; VPN, Docker and other virtual adapters
come after (a phone on the Wi-Fi cannot reach them), then link-local and public addresses, and
loopback last (only this machine reaches it: the tests and the benchmark use it). The owner
shows the whole list, so a player whose Wi-Fi sits behind another adapter picks that one.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from enum import IntEnum

import ifaddr


class Reach(IntEnum):
    """How likely a phone on the same Wi-Fi reaches an address (lower is better)."""

    LAN = 0
    VIRTUAL = 1
    LINK_LOCAL = 2
    PUBLIC = 3
    LOOPBACK = 4


#: Adapter names of VPNs, containers and virtual machines (Linux, macOS and Windows spellings).
VIRTUAL_ADAPTER = re.compile(
    r"docker|^br-|veth|virbr|vmnet|vboxnet|virtualbox|vmware|hyper-v|vethernet|wsl|"
    r"^tun|^tap|^wg|wireguard|tailscale|zerotier|^zt|^utun|^ppp|openvpn|nordlynx|"
    r"hamachi|^lxc|^lxd|podman|^cni|^flannel|^kube|anyconnect|fortinet|vpn",
    re.IGNORECASE,
)


#: The private ranges home and office networks use (RFC 1918); ``is_private`` would also take
#: documentation and other reserved ranges for one.
HOME_NETWORKS = tuple(
    ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")
)


@dataclass(frozen=True)
class LanAddress:
    """One IPv4 address of this machine and the adapter it belongs to."""

    ip: str
    adapter: str
    reach: Reach

    @property
    def label(self) -> str:
        """``192.168.1.20 (wlan0)``: how the owner lists it."""
        return f"{self.ip} ({self.adapter})"


def reach_of(ip: str, adapter: str) -> Reach:
    address = ipaddress.IPv4Address(ip)
    if address.is_loopback:
        return Reach.LOOPBACK
    if address.is_link_local:
        return Reach.LINK_LOCAL
    if VIRTUAL_ADAPTER.search(adapter):
        return Reach.VIRTUAL
    if any(address in network for network in HOME_NETWORKS):
        return Reach.LAN
    return Reach.PUBLIC


def rank(found: list[tuple[str, str]]) -> list[LanAddress]:
    """(ip, adapter name) pairs → addresses, best first (ties keep the system's order)."""
    addresses = [LanAddress(ip, adapter, reach_of(ip, adapter)) for ip, adapter in found]
    return sorted(addresses, key=lambda a: a.reach)


def lan_addresses() -> list[LanAddress]:
    """Every IPv4 address of this machine, best first for phones (see the module's doc)."""
    found: list[tuple[str, str]] = []
    for adapter in ifaddr.get_adapters():
        name = adapter.nice_name or adapter.name
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and (ip.ip, name) not in found:
                found.append((ip.ip, name))
    return rank(found)


def best_address() -> LanAddress:
    """The address a phone most likely reaches (loopback when the machine has nothing else)."""
    addresses = lan_addresses()
    return addresses[0] if addresses else LanAddress("127.0.0.1", "lo", Reach.LOOPBACK)


__all__ = ["LanAddress", "Reach", "best_address", "lan_addresses", "rank", "reach_of"]
