"""The desktop app (pygame-ce): window, scene stack, widgets, tables, ``--check``, screenshots.

The only package that imports pygame. Imports stay lazy (scenes import what they need when they
open) so the title screen comes up fast.
"""
