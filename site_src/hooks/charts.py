"""Charts drawn at build time in HTML and CSS: no JavaScript, no library, nothing fetched.

Text stays text (it reflows on a phone, zooms, and reads the same in light and dark mode through
Material's colour variables); the bars are positioned boxes (``site_src/css/charts.css``). Every
chart is a ``<figure>``: a caption that says what it shows, the drawing (``role="img"`` with an
alternative text), and the same numbers as a data table in a ``<details>`` for screen readers
and copy-paste. Values come from the caller (the engine's numbers); this module only draws.
The drawing, its legend and its data table carry ``data-search-exclude``: Material's search would
index their digits and show them, run together, as a result's text. The drawing is spans inside
its one ``<div>``: Material's exclusion ends at the first closing tag with the excluded tag's name.

>>> html = bar_chart("demo", caption="A demo.", alt="Two bars.",
...                  series=[Series("a", "First")],
...                  rows=[Row("x", [Bar(0.25, "25%")]), Row("y", [Bar(0.5, "50%")])],
...                  scale=Scale(0, 1, [(0, "0%"), (1, "100%")]), table="<table></table>",
...                  data_label="Data")
>>> 'width:25.0%' in html and 'role="img"' in html and "\\n\\n" not in html
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape


@dataclass(frozen=True, slots=True)
class Series:
    """One kind of bar: its CSS modifier (``a``, ``b``, ``c``) and its name in the legend."""

    key: str
    label: str


@dataclass(frozen=True, slots=True)
class Bar:
    """A value, its text, and optionally an interval (``low``, ``high``) drawn as a whisker."""

    value: float | None
    text: str
    low: float | None = None
    high: float | None = None


@dataclass(frozen=True, slots=True)
class Row:
    """A category: its label and one bar per series (or segments, for stacked charts)."""

    label: str
    bars: list[Bar]
    note: str = ""


@dataclass(frozen=True, slots=True)
class Scale:
    """The value axis: from ``low`` to ``high``, ticks as (value, text), and a reference line."""

    low: float
    high: float
    ticks: list[tuple[float, str]] = field(default_factory=list)
    reference: float | None = None

    def at(self, value: float) -> float:
        """Where a value sits along the axis, in percent (clamped)."""
        share = (value - self.low) / (self.high - self.low)
        return round(100 * min(1.0, max(0.0, share)), 2)


def _legend(series: Sequence[Series]) -> str:
    if len(series) < 2:
        return ""
    keys = "".join(f'<span class="truco-chart__key truco-chart__key--{s.key}">{escape(s.label)}</span>'
                   for s in series)
    return f'<p class="truco-chart__legend" aria-hidden="true" data-search-exclude>{keys}</p>'


def _axis(scale: Scale) -> str:
    def place(v: float) -> str:  # a tick at an end of the axis stays inside it
        at = scale.at(v)
        return " truco-chart__tick--start" if at <= 0 else " truco-chart__tick--end" if at >= 100 else ""

    ticks = "".join(f'<span class="truco-chart__tick{place(v)}" style="left:{scale.at(v)}%">'
                    f'{escape(t)}</span>' for v, t in scale.ticks)
    return (f'<span class="truco-chart__row truco-chart__row--axis"><span></span>'
            f'<span class="truco-chart__axis">{ticks}</span></span>')


def _grid(scale: Scale) -> str:
    lines = "".join(f'<span class="truco-chart__grid" style="left:{scale.at(v)}%"></span>'
                    for v, _ in scale.ticks)
    if scale.reference is not None:
        lines += f'<span class="truco-chart__ref" style="left:{scale.at(scale.reference)}%"></span>'
    return lines


def _figure(name: str, caption: str, alt: str, body: str, table: str, data_label: str,
            legend: str = "", modifier: str = "") -> str:
    cls = f"truco-chart truco-chart--{modifier}" if modifier else "truco-chart"
    return (f'<figure class="{cls}" data-chart="{escape(name)}">'
            f'<figcaption class="truco-chart__caption">{caption}</figcaption>{legend}'
            f'<div class="truco-chart__plot" role="img" aria-label="{escape(alt)}" data-search-exclude>'
            f'{body}</div>'
            f'<details class="truco-chart__data" data-search-exclude><summary>{escape(data_label)}</summary>'
            f'<div class="truco-table">{table}</div></details></figure>')


def bar_chart(name: str, *, caption: str, alt: str, series: Sequence[Series], rows: Sequence[Row],
              scale: Scale, table: str, data_label: str, modifier: str = "") -> str:
    """Horizontal bars, one line per series in each row; negative values grow left of zero;
    a bar with an interval gets a whisker (and its value is drawn as a dot)."""
    zero = scale.at(min(max(0.0, scale.low), scale.high))
    out = []
    for row in rows:
        lines = []
        for s, bar in zip(series, row.bars, strict=True):
            marks = _grid(scale)
            if bar.value is not None and bar.low is not None and bar.high is not None:
                lo, hi = scale.at(bar.low), scale.at(bar.high)
                marks += (f'<span class="truco-chart__whisker truco-chart__whisker--{s.key}" '
                          f'style="left:{lo}%;width:{round(hi - lo, 2)}%"></span>'
                          f'<span class="truco-chart__dot truco-chart__dot--{s.key}" '
                          f'style="left:{scale.at(bar.value)}%"></span>')
            elif bar.value is not None:
                end = scale.at(bar.value)
                left, width = min(zero, end), abs(end - zero)
                marks += (f'<span class="truco-chart__bar truco-chart__bar--{s.key}" '
                          f'style="left:{left}%;width:{round(width, 2)}%"></span>')
            lines.append(f'<span class="truco-chart__line"><span class="truco-chart__track">{marks}</span>'
                         f'<span class="truco-chart__value">{escape(bar.text)}</span></span>')
        note = f'<span class="truco-chart__note">{escape(row.note)}</span>' if row.note else ""
        out.append(f'<span class="truco-chart__row"><span class="truco-chart__label">{escape(row.label)}'
                   f'{note}</span><span class="truco-chart__lines">{"".join(lines)}</span></span>')
    body = "".join(out) + _axis(scale)
    if not modifier and any(b.low is not None for r in rows for b in r.bars):
        modifier = "interval"
    return _figure(name, caption, alt, body, table, data_label, _legend(series), modifier)


def stacked_chart(name: str, *, caption: str, alt: str, series: Sequence[Series],
                  rows: Sequence[Row], table: str, data_label: str, scale: Scale) -> str:
    """One bar per row made of segments (one per series, shares that add up to at most 1), the
    row's text after it."""
    out = []
    for row in rows:
        start = 0.0
        marks = _grid(scale)
        for s, bar in zip(series, row.bars, strict=True):
            share = bar.value or 0.0
            left, right = scale.at(start), scale.at(start + share)
            marks += (f'<span class="truco-chart__bar truco-chart__bar--{s.key}" '
                      f'style="left:{left}%;width:{round(right - left, 2)}%"></span>')
            start += share
        text = " · ".join(b.text for b in row.bars if b.text)
        out.append(f'<span class="truco-chart__row">'
                   f'<span class="truco-chart__label">{escape(row.label)}</span>'
                   f'<span class="truco-chart__lines">'
                   f'<span class="truco-chart__line truco-chart__line--wide">'
                   f'<span class="truco-chart__track">{marks}</span>'
                   f'<span class="truco-chart__value">{escape(text)}</span></span></span></span>')
    body = "".join(out) + _axis(scale)
    return _figure(name, caption, alt, body, table, data_label, _legend(series), "stacked")


def data_table(caption: str, head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A plain table of the chart's numbers (the first cell of each row is its header)."""
    th = "".join(f'<th scope="col">{escape(h)}</th>' for h in head)
    body = "".join("<tr>" + f'<th scope="row">{escape(r[0])}</th>'
                   + "".join(f"<td>{escape(c)}</td>" for c in r[1:]) + "</tr>" for r in rows)
    return (f"<table><caption>{escape(caption)}</caption><thead><tr>{th}</tr></thead>"
            f"<tbody>{body}</tbody></table>")


def heat_table(name: str, *, caption: str, corner: str, columns: Sequence[str],
               rows: Sequence[tuple[str, str, Sequence[tuple[float, str] | None]]], sentence: str,
               legend: str, column_names: Sequence[str] | None = None) -> str:
    """A table whose cells are shaded by a share from 0 to 1 (the number is in the cell): a
    chart that is its own data table. Rows are (name, short name, cells); a narrow screen shows
    the short name (the name stays for screen readers). Columns show short names; with
    ``column_names``, each column's full name is its tooltip and what a screen reader says.
    ``None`` cells are hands that cannot happen. ``sentence`` and ``legend`` are HTML. The table
    stays out of the search index (``data-search-exclude``): a result's text would be its digits."""
    names = list(column_names) if column_names is not None else [None] * len(columns)
    th = "".join(f'<th scope="col">{escape(c)}</th>' if n is None or n == c else
                 f'<th scope="col" title="{escape(n)}" abbr="{escape(n)}">{escape(c)}</th>'
                 for c, n in zip(columns, names, strict=True))
    body = []
    for label, short, cells in rows:
        tds = []
        for cell in cells:
            if cell is None:
                tds.append('<td class="truco-heat__cell truco-heat__cell--none"></td>')
                continue
            share, text = cell
            tds.append(f'<td class="truco-heat__cell" style="--share:{round(share, 3)}">{escape(text)}</td>')
        head = (f'<span class="truco-heat__long">{escape(label)}</span>'
                f'<span class="truco-heat__short" aria-hidden="true">{escape(short)}</span>')
        body.append(f'<tr><th scope="row">{head}</th>{"".join(tds)}</tr>')
    return (f'<figure class="truco-chart truco-chart--heat" data-chart="{escape(name)}">'
            f'<figcaption class="truco-chart__caption">{sentence}</figcaption>'
            f'<div class="truco-heat"><table class="truco-heat__table" data-search-exclude>'
            f'<caption>{escape(caption)}</caption>'
            f'<thead><tr><th scope="col"><span class="truco-heat__long">{escape(corner)}</span></th>{th}</tr>'
            f'</thead><tbody>{"".join(body)}'
            f'</tbody></table></div><p class="truco-chart__legend truco-heat__legend">{legend}</p></figure>')
