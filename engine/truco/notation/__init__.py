"""How positions are written down: scenario JSON and the compact code links carry, the replay
command's answer, and JSON read with limits at the boundary.

Imports the rules and the view only.
"""
