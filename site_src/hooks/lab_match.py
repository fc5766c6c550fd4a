"""The lab page's match equity charts (``{{ table("lab_match") }}``, ``{{ table("lab_match_eleven") }}``):
the chance to win the match from every score, and the chance of winning a hand of eleven that makes
accepting it worth it at each score, both the engine's (:mod:`truco.coach.equity`: heads-up, built
from how the solved hands end where solutions ship; the caption says what each preset's table
comes from)."""

from __future__ import annotations

from html import escape
from typing import Any

from charts import heat_table
from lab import number, percent
from tables import per_preset, register

from i18n import translator
from truco.coach.equity import eleven_break_even, equity
from truco.core.rules import Rules


def _source(rules: Rules, lang: str) -> str:
    return translator(lang)(f"lab.match.source-{equity(rules, 2).source.replace(' ', '-')}")


@register("lab_match")
def lab_match(lang: str, **kw: Any) -> str:
    t = translator(lang)

    def one(preset: str) -> str:
        rules = Rules.preset(preset)
        table = equity(rules, 2)
        scores = range(rules.target)
        rows = []
        for mine in scores:
            cells: list[tuple[float, str] | None] = []
            for theirs in scores:
                chance = table.before(mine, theirs)
                cells.append((chance, number(100 * chance, lang, 0)))
            rows.append((t("lab.match.row", points=mine), str(mine), cells))
        return heat_table("match", caption=t("lab.match.grid"), corner=t("lab.match.corner"),
                          columns=[str(s) for s in scores], rows=rows,
                          column_names=[t("lab.match.column", points=s) for s in scores],
                          sentence=f'{t("lab.match.caption", target=rules.target)} {_source(rules, lang)}',
                          legend=escape(t("lab.match.legend", start=percent(table.at(0, 0, mao=True), lang))))

    return per_preset(one)


@register("lab_match_eleven")
def lab_match_eleven(lang: str, **kw: Any) -> str:
    t = translator(lang)

    def one(preset: str) -> str:
        rules = Rules.preset(preset)
        theirs = range(rules.eleven_at)
        rows = []
        for side, mao in (("mao", True), ("dealer", False)):
            cells: list[tuple[float, str] | None] = []
            for points in theirs:
                line = eleven_break_even(rules, points, decider_is_mao=mao)
                cells.append((line, number(100 * line, lang, 0)))
            rows.append((t(f"lab.match.eleven-{side}"), t(f"lab.match.eleven-{side}-short"), cells))
        caption = t("lab.match.eleven-caption", at=rules.eleven_at, value=rules.eleven_value,
                    pays=rules.eleven_fold_pays)
        points_only = (rules.eleven_value - rules.eleven_fold_pays) / (2 * rules.eleven_value)
        return heat_table("match-eleven", caption=t("lab.match.eleven-grid", at=rules.eleven_at),
                          corner=t("lab.match.eleven-corner"), columns=[str(p) for p in theirs],
                          rows=rows, column_names=[t("lab.match.column", points=p) for p in theirs],
                          sentence=f"{caption} {_source(rules, lang)}",
                          legend=escape(t("lab.match.eleven-legend", points=percent(points_only, lang))))

    return per_preset(one)
