"""Build-time tables: the registry that ``{{ table("name", ...) }}`` in a page calls.

Every table is rendered by Python code that asks the engine, never written by hand. An entry of
``TABLES`` is a function ``render(lang, **kw) -> str`` that returns HTML (or Markdown) for the
page's language ``lang`` ("es", "pt" or "en"). HTML templates live in ``site_src/templates/`` and
are rendered with :func:`render_template`.

A table that differs between rule presets renders one block per preset with :func:`per_preset`;
the site shows the block of the reader's preset (and the default preset's block without JS).

>>> TABLES["example"] = lambda lang, **kw: f"<p>{lang}</p>"
>>> render_table("example", "pt")
'<p>pt</p>'
>>> del TABLES["example"]
>>> try:
...     render_table("nope", "es")
... except UnknownTableError as exc:
...     print(str(exc).split(" (")[0])
unknown table 'nope'
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import jinja2

from truco.core.rules import PRESETS as RULE_PRESETS

TEMPLATES_DIR = Path(__file__).resolve().parent.parent / "templates"

#: The rule presets the site offers, the default first: the engine's (truco.core.rules.PRESETS,
#: which defines what each one means).
PRESETS: tuple[str, ...] = tuple(RULE_PRESETS)
DEFAULT_PRESET = PRESETS[0]

TableRenderer = Callable[..., str]

#: name -> renderer(lang, **kw). The one place where a page's table name is looked up.
TABLES: dict[str, TableRenderer] = {}


class UnknownTableError(LookupError):
    """A page asked for a table that no renderer provides."""


def register(name: str) -> Callable[[TableRenderer], TableRenderer]:
    """Decorator: ``@register("manilhas")`` adds a renderer to :data:`TABLES`."""

    def decorate(func: TableRenderer) -> TableRenderer:
        TABLES[name] = func
        return func

    return decorate


def render_table(name: str, lang: str, **kw: Any) -> str:
    """Render table ``name`` for language ``lang``; unknown names raise :class:`UnknownTableError`."""
    try:
        renderer = TABLES[name]
    except KeyError:
        known = ", ".join(sorted(TABLES)) or "none"
        raise UnknownTableError(f"unknown table {name!r} (known tables: {known})") from None
    return renderer(lang, **kw)


@cache
def template_env() -> jinja2.Environment:
    """The Jinja2 environment for ``site_src/templates`` (autoescaped HTML, strict undefined)."""
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES_DIR),
        autoescape=jinja2.select_autoescape(["html"]),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render_template(template: str, **context: Any) -> str:
    """Render ``site_src/templates/<template>`` with ``context``."""
    return template_env().get_template(template).render(**context)


def per_preset(render_one: Callable[[str], str], presets: tuple[str, ...] = PRESETS) -> str:
    """One ``<div data-preset="...">`` block per preset around ``render_one(preset)``.

    >>> print(per_preset(lambda p: f"<p>{p}</p>", presets=("paulista", "mineiro")))
    <div class="truco-preset-block" data-preset="paulista">
    <p>paulista</p>
    </div>
    <div class="truco-preset-block" data-preset="mineiro">
    <p>mineiro</p>
    </div>
    """
    blocks = [
        f'<div class="truco-preset-block" data-preset="{preset}">\n{render_one(preset)}\n</div>'
        for preset in presets
    ]
    return "\n".join(blocks)


# --- TEMPORARY ------------------------------------------------------------------------------
# Placeholders until each table is wired to the engine. Replace an entry by registering the real
# renderer under the same name (and delete it from PENDING_TABLES).
PENDING_TABLES: tuple[str, ...] = ()


def _pending(name: str) -> TableRenderer:
    def render(lang: str, **kw: Any) -> str:
        return render_template("pending.html", name=name, lang=lang, kw=kw)

    return render


for _name in PENDING_TABLES:
    TABLES[_name] = _pending(_name)
# --- end TEMPORARY --------------------------------------------------------------------------
