"""The Ticket to Ride table: one class for Europe and Paris (``descriptor.py`` registers it)."""

from .table import TtrTable

__all__ = ["TtrTable"]
