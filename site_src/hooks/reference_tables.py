"""The site's reference tables, computed by the engine at build time and rendered with Jinja2.

Each renderer is registered in ``tables.TABLES``; pages call ``{{ table("name") }}``. Nothing here
decides a rule: the rows come from ``truco.teach.tables`` and the reason sentences from the UI strings.
"""

from __future__ import annotations

from typing import Any

from tables import PRESETS, per_preset, register, render_template

from i18n import has, translator
from truco.core.cards import Card
from truco.core.rules import Rules
from truco.teach.tables import ladder_table, manilha_table, presets_table, ranking_table, tie_table

SUITS = {"c": "♣", "h": "♥", "s": "♠", "d": "♦"}


def card(code: str) -> dict[str, Any]:
    """A card for the templates: its text with the suit symbol and whether it is red."""
    return {"code": code, "text": code[:-1] + SUITS[code[-1]], "red": code[-1] in "hd"}


@register("manilhas")
def manilhas(lang: str, **kw: Any) -> str:
    t = translator(lang)

    def one(preset: str) -> str:
        rules = Rules.preset(preset)
        if not rules.uses_vira:
            fixed = [card(c) for c in manilha_table(rules)[0]["manilhas"]]
            return render_template("manilhas_fixed.html", t=t, cards=fixed)
        rows = [{"vira": r["vira"], "manilha": r["manilha"],
                 "cards": [card(c) for c in r["manilhas"]]} for r in manilha_table(rules)]
        return render_template("manilhas.html", t=t, rows=rows)

    return per_preset(one)


@register("ranking")
def ranking(lang: str, vira: str = "7d", **kw: Any) -> str:
    t = translator(lang)

    def one(preset: str) -> str:
        rules = Rules.preset(preset)
        the_vira = Card.parse(vira) if rules.uses_vira else None
        rows = [{"place": r["place"], "cards": [card(c) for c in r["cards"]],
                 "manilha": r["manilha"]} for r in ranking_table(rules, the_vira)]
        return render_template("ranking.html", t=t, rows=rows,
                               vira=card(vira) if the_vira else None)

    return per_preset(one)


@register("ties")
def ties(lang: str, kind: str = "normal", **kw: Any) -> str:
    t = translator(lang)
    teams = {0: t("tables.ties.mao_team"), 1: t("tables.ties.other_team")}
    labels = {"M": t("tables.ties.M"), "P": t("tables.ties.P"), "T": t("tables.ties.T")}

    def one(preset: str) -> str:
        rows = []
        for row in tie_table(Rules.preset(preset), kind):
            seq = [labels[o] for o in row["sequence"]]
            seq += [t("tables.ties.unplayed")] * (3 - len(seq))
            winner = (t("tables.ties.nobody") if row["winner"] is None
                      else teams[0 if row["winner"] == "M" else 1])
            ruling = row["ruling"]
            rows.append({"rounds": seq, "after": row["ends_after"], "winner": winner,
                         "why": t(f"tables.why.{ruling['code']}", **ruling["params"])})
        return render_template("ties.html", t=t, rows=rows)

    return per_preset(one)


@register("ladder")
def ladder(lang: str, **kw: Any) -> str:
    t = translator(lang)

    def one(preset: str) -> str:
        rows = []
        for row in ladder_table(Rules.preset(preset)):
            call = t("tables.ladder.start") if row["call"] is None else t(f"call.{row['call']}")
            rows.append({"call": call, "value": row["value"], "fold_pays": row["fold_pays"]})
        return render_template("ladder.html", t=t, rows=rows)

    return per_preset(one)


@register("presets")
def presets(lang: str, **kw: Any) -> str:
    t = translator(lang)

    def show(value: Any) -> str:
        if isinstance(value, bool):
            return str(t("tables.yes" if value else "tables.no"))
        if isinstance(value, list):
            return " ".join(str(v) for v in value)
        key = f"tables.value.{value}"
        return str(t(key)) if has(key) else str(value)

    rows = [{"option": r["option"], "label": t(f"tables.option.{r['option']}"),
             "values": [show(r["values"][p]) for p in PRESETS], "differs": r["differs"]}
            for r in presets_table()]
    return render_template("presets.html", t=t, rows=rows, presets=[t(f"preset.{p}") for p in PRESETS])
