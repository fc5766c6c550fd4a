"""The data files the engine ships (``truco/data/``): their text, read from the package."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def shipped_text(name: str) -> str | None:
    """The text of ``truco/data/<name>``, or ``None`` when this build does not ship it."""
    try:
        return resources.files("truco").joinpath("data", name).read_text(encoding="utf-8")
    except (OSError, TypeError, ModuleNotFoundError, NotADirectoryError):
        path = Path(__file__).resolve().parent / "data" / name
        return path.read_text(encoding="utf-8") if path.is_file() else None


__all__ = ["shipped_text"]
