"""The Ticket to Ride table: one class for Europe and Paris."""

from tabletop.ui.tables import TABLES

from .table import TtrTable

TABLES["ttr_europe"] = TtrTable
TABLES["ttr_paris"] = TtrTable

__all__ = ["TtrTable"]
