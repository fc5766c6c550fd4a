"""The rules: cards and strength, presets and options, seats and the deal, actions, the ladder,
rounds and their settling, the score, one hand as a state machine, and the match.

The lowest layer: it imports nothing else of the engine.
"""
