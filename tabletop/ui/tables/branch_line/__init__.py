"""Branch Line's table: the fallback table, with sounds for the game's events
(``descriptor.py``)."""
