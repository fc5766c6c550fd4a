"""JSON-in/JSON-out facade that the browser worker calls (placeholder: ping only)."""

from __future__ import annotations

import json
from typing import Any

from truco import __version__


def handle(request: str) -> str:
    """Answer one JSON request with one JSON response.

    >>> handle('{"op": "ping"}')
    '{"ok": true, "result": {"version": "0.1.0"}}'
    """
    try:
        data: Any = json.loads(request)
    except json.JSONDecodeError as exc:
        return json.dumps({"ok": False, "error": {"code": "bad-json", "message": str(exc)}})
    if isinstance(data, dict) and data.get("op") == "ping":
        return json.dumps({"ok": True, "result": {"version": __version__}})
    return json.dumps({"ok": False, "error": {"code": "unknown-op", "message": "unknown op"}})
