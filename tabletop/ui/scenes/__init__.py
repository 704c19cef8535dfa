"""The app's screens: title, new game, load, settings, and the modals around a table."""
