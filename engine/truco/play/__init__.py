"""Training games against bots, kept sessions, and the arena where bots meet.
"""
