"""The Great Tour's table (``GreatTourTable``; ``descriptor.py`` registers it)."""

from .table import GreatTourTable

__all__ = ["GreatTourTable"]
