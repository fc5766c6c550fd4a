"""Errors by cause. All are ``ValueError`` subclasses carrying a machine-readable code.

>>> try:
...     raise CardError("8h", "not in the 40-card deck", code="card-not-in-deck")
... except ValueError as exc:
...     print(exc.code)
card-not-in-deck
"""

from __future__ import annotations

from typing import Any


class TrucoError(ValueError):
    """Base of every error the engine raises on bad input or an illegal action."""

    code: str = "error"

    def __init__(self, message: str, *, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.params: dict[str, Any] = params

    def to_json(self) -> dict[str, Any]:
        """The error as the JSON object the CLI and the web facade print."""
        out: dict[str, Any] = {"message": self.message, "code": self.code}
        out.update(self.params)
        return out


class CardError(TrucoError):
    """A card, rank or suit that cannot be parsed."""

    code = "bad-card"

    def __init__(self, text: str, why: str, *, code: str = "bad-card") -> None:
        super().__init__(f"bad card {text!r}: {why}", code=code, input=text)


class RulesError(TrucoError):
    """An unknown preset, an unknown option or a bad option value."""

    code = "bad-rules"


class ScenarioError(TrucoError):
    """A scenario (JSON or code) that does not describe a legal starting position."""

    code = "bad-scenario"


class ActionError(TrucoError):
    """An action string that cannot be parsed."""

    code = "bad-action"


class IllegalAction(TrucoError):
    """A well-formed action that the rules do not allow in this state."""

    code = "illegal-action"
