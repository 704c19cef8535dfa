"""Pointer targets → engine actions, per game. Pure Python: no pygame, views only.

A controller never re-implements a rule: it matches what the player pointed at against the
engine's ``legal_actions`` and asks the engine's view helpers to explain a refusal.
"""
