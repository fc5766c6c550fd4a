"""Truco Paulista rules engine: the single source of truth for Truco Lab."""

__version__ = "0.1.0"
