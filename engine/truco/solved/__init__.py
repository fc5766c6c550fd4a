"""Readers of the shipped solutions (the locked hand of eleven and iron hand; the heads-up hand
with the ladder) and what they need of the solver's own vocabulary (strength classes, the keys
of rounds 2 and 3). Standard library only: the offline solver (:mod:`truco.solver`) writes
what these modules read, and nothing here imports it.
"""
