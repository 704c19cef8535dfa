"""The Metro table (``MetroTable``), registered for the game id ``metro``."""

from tabletop.ui.tables import TABLES

from .table import MetroTable

TABLES["metro"] = MetroTable

__all__ = ["MetroTable"]
