"""The Great Tour's table (registered in ``TABLES``)."""

from tabletop.ui.tables import TABLES

from .table import GreatTourTable

TABLES["great_tour"] = GreatTourTable

__all__ = ["GreatTourTable"]
