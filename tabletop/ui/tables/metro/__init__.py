"""The Metro table (``MetroTable``; ``descriptor.py`` registers it)."""

from .table import MetroTable

__all__ = ["MetroTable"]
