"""What the site teaches with: puzzles (questions the engine grades), hints, the checked claims
of the gallery's points, and the build-time tables of the rule pages.
"""
