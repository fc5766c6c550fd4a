"""The lab page's charts, computed at build time for each rule preset (``{{ table("lab_...") }}``).

Every number is the engine's: exact deal odds (:mod:`truco.core.odds`), the shipped solution of the
locked heads-up hand (:mod:`truco.solved.eleven`), the shipped solution of the heads-up hand with the
ladder (:mod:`truco.solved.ladder`; a preset it does not cover says so), and two data files
written offline and read here:
``site_src/data/solved-rounds.json`` (how rounds go under the solution: ``scripts/offline/solve_rounds.py``)
and ``site_src/data/arena.json`` (the bots' matches: ``scripts/offline/arena_ladder.py``). Each chart is
one block per preset (the page shows the reader's), drawn by :mod:`charts`. A data file that is
missing or does not match the shipped solution fails the build.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from html import escape
from pathlib import Path
from typing import Any

from charts import Bar, Row, Scale, Series, bar_chart, data_table, heat_table, stacked_chart
from mkdocs.exceptions import PluginError
from tables import PRESETS, per_preset, register

from i18n import Translate, translator
from truco.core import odds
from truco.core.cards import MANILHA_NAMES, Suit
from truco.core.rules import Rules
from truco.core.strength import manilhas
from truco.solved import eleven as solved
from truco.solved import ladder as ladder_solution

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
#: (``TRUCO_ROUNDS_FILE`` and ``TRUCO_ARENA_FILE`` point the build at other copies, e.g. a quick run)
ROUNDS_FILE = Path(os.environ.get("TRUCO_ROUNDS_FILE", DATA_DIR / "solved-rounds.json"))
ARENA_FILE = Path(os.environ.get("TRUCO_ARENA_FILE", DATA_DIR / "arena.json"))
#: The arena's bots, strongest first, and the play-table strings that name them.
BOTS = ("coach", "search", "heuristic", "random")
SUIT_SYMBOLS = {"c": "♣", "h": "♥", "s": "♠", "d": "♦"}
PERCENT = Scale(0, 1, [(0, "0"), (0.25, "25"), (0.5, "50"), (0.75, "75"), (1, "100")])


# --- numbers in words -----------------------------------------------------------------------------


def number(x: float, lang: str, digits: int) -> str:
    """A number with the language's decimal mark; a minus sign for negatives."""
    text = f"{abs(x):.{digits}f}"
    if lang in ("es", "pt"):
        text = text.replace(".", ",")
    return ("−" if x < 0 and float(text.replace(",", ".")) != 0 else "") + text


def percent_sign(lang: str) -> str:
    """The percent sign as the language writes it: Spanish puts a (non-breaking) space before it."""
    return "\u00a0%" if lang == "es" else "%"


def percent(p: float | Fraction, lang: str, digits: int = 1) -> str:
    """A chance as a percentage: one decimal (two below 1%, and "<0.01%" for tiny ones); never
    100% unless it is exactly that (">99.9%")."""
    x = 100 * float(p)
    if 0 < x < 0.005:
        return f"<{number(0.01, lang, 2)}{percent_sign(lang)}"
    if x < 100 and round(x, digits) >= 100:
        return f">{number(100 - 10 ** -digits, lang, digits)}{percent_sign(lang)}"
    return number(x, lang, 2 if 0 < x < 1 else digits) + percent_sign(lang)


def signed(x: float, lang: str, digits: int = 2) -> str:
    text = number(x, lang, digits)
    return text if text.startswith("−") or float(text.replace(",", ".")) == 0 else "+" + text


def percent_axis(lang: str) -> Scale:
    return Scale(0, 1, [(v, f"{round(100 * v)}{percent_sign(lang)}") for v, _ in PERCENT.ticks])


def alt_text(title: str, series: list[Series], rows: list[Row]) -> str:
    """What a bar chart shows, in one line: every row's values by series."""
    parts = []
    for row in rows:
        values = ", ".join(f"{s.label} {b.text}" if len(series) > 1 else b.text
                           for s, b in zip(series, row.bars, strict=True))
        parts.append(f"{row.label}: {values}")
    return f"{title}. " + "; ".join(parts) + "."


# --- names ----------------------------------------------------------------------------------------


def best_label(name: str, rules: Rules, t: Translate) -> str:
    """A best card's name: a manilha by its name and card (or suit), an ordinary card by its rank."""
    if name in SUIT_SYMBOLS:
        suit = Suit(name)
        card = next(c for c in manilhas(rules, odds.viras(rules)[0]) if c.suit is suit)
        shown = f"{card.rank.value}{SUIT_SYMBOLS[name]}" if not rules.uses_vira else SUIT_SYMBOLS[name]
        return t("lab.manilha", name=MANILHA_NAMES[suit].capitalize(), card=shown)
    return t(f"rank.{name}")


def short_label(name: str, rules: Rules) -> str:
    """A best card in a grid's column: its suit symbol (a manilha; with fixed manilhas, the card)
    or its rank."""
    if name not in SUIT_SYMBOLS:
        return name
    if rules.uses_vira:
        return SUIT_SYMBOLS[name]
    card = next(c for c in manilhas(rules, None) if c.suit.value == name)
    return f"{card.rank.value}{SUIT_SYMBOLS[name]}"


def vira_label(viras: list[str], t: Translate) -> str:
    if not viras:
        return t("lab.vira-fixed")
    ranks = viras[0] if len(viras) == 1 else t("lab.vira-or", a=", ".join(viras[:-1]), b=viras[-1])
    return t("lab.vira", ranks=ranks)


def fixed(rules: Rules, says_vira: bool = True) -> str:
    """The suffix of a caption's key that says nothing of viras, for rules that turn none."""
    return "-fixed" if says_vira and not rules.uses_vira else ""


def bot_label(name: str, t: Translate) -> str:
    if name == "coach":
        return t("lab.bot.coach")
    return t("lab.bot", name=t(f"play-table.bot.{name}.name"), level=t(f"play-table.bot.{name}.level"))


def _summaries(preset: str) -> list[solved.ClassSummary]:
    found = solved.class_summaries(preset)
    if found is None:
        raise PluginError(f"the shipped solution does not cover preset {preset!r}")
    return found


# --- 1. manilhas in a hand --------------------------------------------------------------------------


@register("lab_manilhas")
def lab_manilhas(lang: str, **kw: Any) -> str:
    t = translator(lang)

    def one(preset: str) -> str:
        rules = Rules.preset(preset)
        hand, pair = odds.manilha_counts(rules, cards=3), odds.manilha_counts(rules, cards=6)
        series = [Series("a", t("lab.manilhas.hand")), Series("b", t("lab.manilhas.pair"))]
        rows = []
        for k, p in enumerate(pair):
            label = t("lab.manilhas.row-one") if k == 1 else t("lab.manilhas.row", n=k)
            mine = Bar(float(hand[k]), percent(hand[k], lang)) if k < len(hand) else Bar(None, "—")
            rows.append(Row(label, [mine, Bar(float(p), percent(p, lang))]))
        title = t("lab.manilhas.title")
        table = data_table(title, [t("lab.manilhas.count"), *(s.label for s in series)],
                           [[r.label, *(b.text for b in r.bars)] for r in rows])
        return bar_chart("manilhas", caption=t("lab.manilhas.caption"), alt=alt_text(title, series, rows),
                         series=series, rows=rows, scale=percent_axis(lang), table=table,
                         data_label=t("lab.data"))

    return per_preset(one)


# --- 2. a stronger card out there -----------------------------------------------------------------------


@register("lab_stronger")
def lab_stronger(lang: str, **kw: Any) -> str:
    t = translator(lang)

    def one(preset: str) -> str:
        rules = Rules.preset(preset)
        series = [Series("a", t("lab.two")), Series("b", t("lab.four"))]
        rows, table_rows = [], []
        for entry in odds.stronger_by_best(rules):
            label = best_label(entry["best"], rules, t)
            two, four = entry["stronger"][2], entry["stronger"][4]
            rows.append(Row(label, [Bar(float(two), percent(two, lang)),
                                    Bar(float(four), percent(four, lang))]))
            table_rows.append([label, percent(entry["share"], lang), percent(two, lang), percent(four, lang)])
        title = t("lab.stronger.title")
        table = data_table(title, [t("lab.stronger.best"), t("lab.stronger.share"),
                                   *(s.label for s in series)], table_rows)
        return bar_chart("stronger", caption=t("lab.stronger.caption"), alt=alt_text(title, series, rows),
                         series=series, rows=rows, scale=percent_axis(lang), table=table,
                         data_label=t("lab.data"))

    return per_preset(one)


# --- 3. the hand of eleven: which hands to play -----------------------------------------------------


@register("lab_eleven_grid")
def lab_eleven_grid(lang: str, decider: str = "mao", **kw: Any) -> str:
    if decider not in ("mao", "dealer"):
        raise PluginError(f"lab_eleven_grid: decider is 'mao' or 'dealer', not {decider!r}")
    t = translator(lang)

    def one(preset: str) -> str:
        rules = Rules.preset(preset)
        grid = solved.eleven_by_best_cards(rules, decider_is_mao=decider == "mao")
        if grid is None:
            raise PluginError(f"the shipped solution does not cover preset {preset!r}")
        names = [n for n in odds.BEST_NAMES if any(b == n for b, _ in grid)]
        columns = [n for n in names if any(s == n for _, s in grid)]
        rows = []
        for best in names:
            cells: list[tuple[float, str] | None] = []
            for second in columns:
                found = grid.get((best, second))
                cells.append(None if found is None else (found[0], number(100 * found[0], lang, 0)))
            rows.append((best_label(best, rules, t), short_label(best, rules), cells))
        deals = sum(n for _, n in grid.values())
        share = sum(p * n for p, n in grid.values()) / deals
        at = rules.eleven_at
        return heat_table(f"eleven-{decider}", caption=t("lab.eleven.grid"), corner=t("lab.eleven.corner"),
                          columns=[short_label(c, rules) for c in columns], rows=rows,
                          column_names=[best_label(c, rules, t) for c in columns],
                          sentence=t(f"lab.eleven.caption-{decider}{fixed(rules, decider == 'mao')}", at=at),
                          legend=escape(t("lab.eleven.legend", share=percent(share, lang))))

    return per_preset(one)


# --- 4. the value of being at eleven ------------------------------------------------------------------


def _average(classes: list[solved.ClassSummary], pick: Callable[[solved.ClassSummary], float]) -> float:
    return sum(c["chance"] * pick(c) for c in classes)


@register("lab_eleven_value")
def lab_eleven_value(lang: str, **kw: Any) -> str:
    t = translator(lang)

    def one(preset: str) -> str:
        rules = Rules.preset(preset)
        classes = _summaries(preset)
        at, pays = rules.eleven_at, rules.eleven_fold_pays
        sides = {"mao": t("lab.value.mao", at=at), "dealer": t("lab.value.dealer", at=at)}
        value = {side: _average(classes, lambda c, side=side: c[side]["value"]) for side in sides}
        plays = {side: _average(classes, lambda c, side=side: c[side]["accepts"]) for side in sides}
        rows = [Row(label, [Bar(value[side], signed(value[side], lang))],
                    note=t("lab.value.plays", share=percent(plays[side], lang)))
                for side, label in sides.items()]
        series = [Series("a", t("lab.value.series"))]
        ticks = [(v, signed(v, lang, 1)) for v in (-pays, -pays / 2, 0, pays / 2, pays)]
        scale = Scale(-1.25 * pays, pays, ticks, reference=-pays)
        title = t("lab.value.title", at=at)
        table_rows = [[vira_label(c["viras"], t), *(signed(c[side]["value"], lang) for side in sides),
                       *(percent(c[side]["accepts"], lang) for side in sides)] for c in classes]
        if len(classes) > 1:
            table_rows.insert(0, [t("lab.vira-all"), *(signed(value[side], lang) for side in sides),
                                  *(percent(plays[side], lang) for side in sides)])
        head = ["", *(t("lab.value.value-of", who=label) for label in sides.values()),
                *(t("lab.value.share-of", who=label) for label in sides.values())]
        worst = max(max(c["mao"]["exploitability"], c["dealer"]["exploitability"]) for c in classes)
        caption = t(f"lab.value.caption{fixed(rules)}", at=at, pays=pays,
                    exploitability=number(worst, lang, 4))
        return bar_chart("eleven-value", caption=caption, alt=alt_text(title, series, rows), series=series,
                         rows=rows, scale=scale, table=data_table(title, head, table_rows),
                         data_label=t("lab.data"))

    return per_preset(one)


# --- the hand with the ladder, solved -------------------------------------------------------------


def _ladder_missing(t: Translate) -> str:
    return f'<p class="truco-lab-missing">{escape(t("lab.ladder.missing"))}</p>'


@register("lab_ladder_value")
def lab_ladder_value(lang: str, **kw: Any) -> str:
    """The mão's value and chance to win with the whole ladder, per vira class, beside the
    locked game's chance; how far from equilibrium the solution is, offline and as shipped."""
    t = translator(lang)

    def one(preset: str) -> str:
        rules = Rules.preset(preset)
        summary = ladder_solution.preset_summary(rules)
        if summary is None:
            return _ladder_missing(t)
        locked = {tuple(c["viras"]): c for c in _summaries(preset)}
        classes = summary["classes"]
        series = [Series("a", t("lab.ladder.value.series"))]
        rows = [Row(vira_label(c["viras"], t), [Bar(c["value"], signed(c["value"], lang))],
                    note=t("lab.ladder.value.wins", share=percent(c["mao_wins"], lang)))
                for c in classes]
        top = max(0.5, *(abs(c["value"]) for c in classes))
        ticks = [(v, signed(v, lang, 2)) for v in (-top, -top / 2, 0, top / 2, top)]
        title = t("lab.ladder.value.title")
        head = ["", t("lab.ladder.value.series"), t("lab.ladder.value.wins-head"),
                t("lab.ladder.value.locked-head"), t("lab.ladder.value.exploit-head"),
                t("lab.ladder.value.shipped-head"), t("lab.ladder.value.iterations-head")]
        table_rows = [[vira_label(c["viras"], t), signed(c["value"], lang), percent(c["mao_wins"], lang),
                       percent(locked[tuple(c["viras"])]["iron"]["mao_wins"], lang),
                       number(c["exploitability"], lang, 3), number(c["shipped_exploitability"], lang, 3),
                       str(c["iterations"])] for c in classes]
        caption = t("lab.ladder.value.caption", iterations=min(c["iterations"] for c in classes),
                    exploitability=number(max(c["exploitability"] for c in classes), lang, 3),
                    shipped=number(max(c["shipped_exploitability"] for c in classes), lang, 3))
        return bar_chart("ladder-value", caption=caption, alt=alt_text(title, series, rows),
                         series=series, rows=rows, scale=Scale(-top, top, ticks, reference=0),
                         table=data_table(title, head, table_rows), data_label=t("lab.data"))

    return per_preset(one)


@register("lab_ladder_truco")
def lab_ladder_truco(lang: str, **kw: Any) -> str:
    """Truco in round 1 by hand group under the shipped solution: the mão before its card, the
    pé after the mão's card; in the data table, what a truco says about the mão's hand."""
    t = translator(lang)

    def one(preset: str) -> str:
        found = _round1(preset)
        if found is None:
            return "<!-- not solved for this preset: lab_ladder_value says so -->"
        summary, rates = found
        series = [Series("a", t("lab.ladder.truco.mao")), Series("b", t("lab.ladder.truco.pe"))]
        rows = [Row(t(f"lab.ladder.group.{g}"), [Bar(r["mao_truco"], percent(r["mao_truco"], lang)),
                                                 Bar(r["pe_truco"], percent(r["pe_truco"], lang))])
                for g, r in rates.items()]
        title = t("lab.ladder.truco.title")
        head = ["", t("lab.ladder.truco.mao"), t("lab.ladder.truco.pe"), t("lab.ladder.truco.share"),
                t("lab.ladder.truco.share-truco")]
        table_rows = [[t(f"lab.ladder.group.{g}"), *(percent(r[x], lang) for x in
                                                     ("mao_truco", "pe_truco", "share", "share_truco"))]
                      for g, r in rates.items()]
        caption = t("lab.ladder.truco.caption", shipped=_shipped_exploitability(summary, lang))
        return bar_chart("ladder-truco", caption=caption, alt=alt_text(title, series, rows),
                         series=series, rows=rows, scale=percent_axis(lang),
                         table=data_table(title, head, table_rows), data_label=t("lab.data"))

    return per_preset(one)


@register("lab_ladder_answer")
def lab_ladder_answer(lang: str, **kw: Any) -> str:
    """How the pé answers the mão's truco before its first card, by the pé's hand group."""
    t = translator(lang)

    def one(preset: str) -> str:
        found = _round1(preset)
        if found is None:
            return "<!-- not solved for this preset: lab_ladder_value says so -->"
        summary, rates = found
        kinds = ("accept", "raise", "fold")
        series = [Series(key, t(f"lab.ladder.answer.{kind}"))
                  for key, kind in zip(("a", "n", "b"), kinds, strict=True)]
        rows = [Row(t(f"lab.ladder.group.{g}"),
                    [Bar(r[kind], t("lab.ladder.answer.accepts", share=percent(r[kind], lang))
                         if kind == "accept" else "") for kind in kinds])
                for g, r in rates.items()]
        title = t("lab.ladder.answer.title")
        head = ["", *(t(f"lab.ladder.answer.{kind}") for kind in kinds)]
        table_rows = [[t(f"lab.ladder.group.{g}"), *(percent(r[kind], lang) for kind in kinds)]
                      for g, r in rates.items()]
        alt = f"{title}. " + "; ".join(
            f"{t(f'lab.ladder.group.{g}')}: " + ", ".join(
                f"{t(f'lab.ladder.answer.{kind}')} {percent(r[kind], lang)}" for kind in kinds)
            for g, r in rates.items()) + "."
        caption = t("lab.ladder.answer.caption", shipped=_shipped_exploitability(summary, lang))
        return stacked_chart("ladder-answer", caption=caption, alt=alt, series=series, rows=rows,
                             table=data_table(title, head, table_rows), data_label=t("lab.data"),
                             scale=percent_axis(lang))

    return per_preset(one)


def _round1(preset: str) -> tuple[dict[str, Any], dict[str, dict[str, float]]] | None:
    """The shipped solution's summary and round-1 rates for a preset, ``None`` if none ships."""
    rules = Rules.preset(preset)
    summary = ladder_solution.preset_summary(rules)
    rates = ladder_solution.round1_rates(rules)
    return None if summary is None or rates is None else (summary, rates)


def _shipped_exploitability(summary: dict[str, Any], lang: str) -> str:
    return number(max(c["shipped_exploitability"] for c in summary["classes"]), lang, 3)


# --- 5. the advantage of being mão in the solved card game ---------------------------------------


@register("lab_iron")
def lab_iron(lang: str, **kw: Any) -> str:
    t = translator(lang)

    def one(preset: str) -> str:
        rules = Rules.preset(preset)
        classes = _summaries(preset)
        series = [Series("a", t("lab.iron.mao")), Series("n", t("lab.iron.nobody")),
                  Series("b", t("lab.iron.dealer"))]
        every = [(vira_label(c["viras"], t), c["iron"]["mao_wins"], c["iron"]["dealer_wins"],
                  c["iron"]["value"]) for c in classes]
        solved_row = (t("lab.iron.solved"), _average(classes, lambda c: c["iron"]["mao_wins"]),
                      _average(classes, lambda c: c["iron"]["dealer_wins"]),
                      _average(classes, lambda c: c["iron"]["value"]))
        blind = classes[0]["blind"]
        blind_row = (t("lab.iron.blind"), blind["mao_wins"], 1 - blind["mao_wins"] - _nobody_blind(preset),
                     blind["value"])
        shown = [solved_row, blind_row]
        draws = any(1 - m - d >= 0.0005 for _, m, d, _ in shown)  # three ties that score nothing
        if not draws:
            series = [series[0], series[2]]

        def row(label: str, mao: float, dealer: float, value: float) -> Row:
            nobody = [Bar(max(0.0, 1 - mao - dealer), "")] if draws else []
            return Row(label, [Bar(mao, percent(mao, lang)), *nobody,
                               Bar(dealer, t("lab.iron.value", value=signed(value, lang)))])

        rows = [row(*n) for n in shown]
        title = t("lab.iron.title")
        listed = [solved_row, *every, blind_row] if len(every) > 1 else shown
        table = data_table(title, ["", t("lab.iron.mao"), t("lab.iron.nobody"), t("lab.iron.dealer"),
                                   t("lab.iron.value-head")],
                           [[label, percent(m, lang), percent(max(0.0, 1 - m - d), lang), percent(d, lang),
                             signed(v, lang)] for label, m, d, v in listed])
        alt = f"{title}. " + "; ".join(
            f"{label}: {series[0].label} {percent(m, lang)}, {series[-1].label} {percent(d, lang)}, "
            f"{t('lab.iron.value-head')} {signed(v, lang)}" for label, m, d, v in shown) + "."
        values = [v for _, _, _, v in every]
        spread = number(max(values) - min(values), lang, 2)
        caption = t(f"lab.iron.caption{fixed(rules)}", at=rules.eleven_at, spread=spread)
        return stacked_chart("iron", caption=caption, alt=alt, series=series, rows=rows, table=table,
                             data_label=t("lab.data"), scale=percent_axis(lang))

    return per_preset(one)


def _nobody_blind(preset: str) -> float:
    """The blind iron hand's chance that nobody wins (three ties that score nothing), exact."""
    return float(Fraction(rounds_data()[preset]["classes"][0]["blind"]["wins"]["nobody"]["exact"]))


# --- 6. how often rounds tie under the solution -----------------------------------------------------


@cache
def rounds_data() -> dict[str, Any]:
    """``solved-rounds.json`` by preset, checked against the shipped solution."""
    try:
        data = json.loads(ROUNDS_FILE.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise PluginError(f"cannot read {ROUNDS_FILE} ({exc}): run scripts/offline/solve_rounds.py") from exc
    presets: dict[str, Any] = data["presets"]
    for preset in PRESETS:
        if preset not in presets:
            raise PluginError(f"{ROUNDS_FILE} has no {preset!r}: run scripts/offline/solve_rounds.py")
        classes = _summaries(preset)
        mine = presets[preset]["classes"]
        same = [c["viras"] for c in mine] == [c["viras"] for c in classes] and all(
            abs(m["open"]["value"] - c["iron"]["value"]) <= 1e-4
            and m["open"]["iterations"] == c["iron"]["iterations"]
            for m, c in zip(mine, classes, strict=True))
        if not same:
            raise PluginError(f"{ROUNDS_FILE} does not match the shipped solution: "
                              "run scripts/offline/solve_rounds.py")
    return presets


@register("lab_ties")
def lab_ties(lang: str, **kw: Any) -> str:
    t = translator(lang)

    def one(preset: str) -> str:
        classes = _summaries(preset)
        data = rounds_data()[preset]["classes"]
        chances = [c["chance"] for c in classes]

        def solved_avg(pick: Callable[[dict[str, Any]], float]) -> float:
            return sum(w * pick(d["open"]) for w, d in zip(chances, data, strict=True))

        blind = data[0]["blind"]  # the lottery is the same for every vira class
        series = [Series("a", t("lab.ties.solved")), Series("b", t("lab.ties.blind"))]
        rows = []
        for i in range(3):
            s, b = solved_avg(lambda o, i=i: o["tied"][i]), float(Fraction(blind["tied"][i]["exact"]))
            rows.append(Row(t("lab.ties.round", n=i + 1),
                            [Bar(s, percent(s, lang)), Bar(b, percent(b, lang))]))
        s, b = solved_avg(lambda o: o["any_tie"]), float(Fraction(blind["any_tie"]["exact"]))
        rows.append(Row(t("lab.ties.any"), [Bar(s, percent(s, lang)), Bar(b, percent(b, lang))]))
        extra = []
        for i in range(3):
            s, b = solved_avg(lambda o, i=i: o["played"][i]), float(Fraction(blind["played"][i]["exact"]))
            extra.append([t("lab.ties.played", n=i + 1), percent(s, lang), percent(b, lang)])
        conceded = solved_avg(lambda o: o["endings"].get("surrender", 0.0))
        extra.append([t("lab.ties.conceded"), percent(conceded, lang), percent(0, lang)])
        title = t("lab.ties.title")
        table = data_table(title, ["", *(x.label for x in series)],
                           [[r.label, *(x.text for x in r.bars)] for r in rows] + extra)
        scale = Scale(0, 0.2, [(v, f"{round(100 * v)}%") for v in (0, 0.05, 0.1, 0.15, 0.2)])
        caption = t(f"lab.ties.caption{fixed(Rules.preset(preset))}")
        return bar_chart("ties", caption=caption, alt=alt_text(title, series, rows),
                         series=series, rows=rows, scale=scale, table=table, data_label=t("lab.data"))

    return per_preset(one)


# --- 7. the bots' ladder ----------------------------------------------------------------------------------


@cache
def arena_data() -> dict[str, Any]:
    try:
        data: dict[str, Any] = json.loads(ARENA_FILE.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise PluginError(f"cannot read {ARENA_FILE} ({exc}): run scripts/offline/arena_ladder.py") from exc
    return data


def matchups() -> list[tuple[str, str]]:
    return [(a, b) for i, a in enumerate(BOTS) for b in BOTS[i + 1:]]


def betting(rates: list[dict[str, int]] | None, lang: str) -> list[str]:
    """How each bot of a match-up bets, for the arena's table: its raises as a share of the turns
    where it could raise, and its answers to raises (accepted / raised again / folded); "–" for a
    match-up measured before the arena counted them."""
    if not rates:
        return ["–", "–"]

    def share(n: int, d: int) -> str:
        return percent(n / d, lang, 0) if d else "–"
    raises = " – ".join(share(r["raises"], r["turns"]) for r in rates)
    answers = "; ".join(" / ".join(share(r[k], r["answers"]) for k in ("accepts", "reraises", "folds"))
                        for r in rates)
    return [raises, answers]


@register("lab_arena")
def lab_arena(lang: str, players: int = 2, **kw: Any) -> str:
    if players not in (2, 4):
        raise PluginError(f"lab_arena: players is 2 or 4, not {players!r}")
    t = translator(lang)
    data = arena_data()

    def one(preset: str) -> str:
        rows, table_rows = [], []
        for a, b in matchups():
            key = f"{preset}/{players}/{a}-{b}"
            if key not in data["results"]:
                raise PluginError(f"{ARENA_FILE} has no match-up {key}: run scripts/offline/arena_ladder.py")
            r = data["results"][key]
            low, high = r["ci95"]
            versus = t("lab.arena.versus", a=bot_label(a, t), b=bot_label(b, t))
            label = versus[:1].upper() + versus[1:]
            text = t("lab.arena.rate", rate=percent(r["win_rate"], lang, 0), low=percent(low, lang, 0),
                     high=percent(high, lang, 0))
            rows.append(Row(label, [Bar(r["win_rate"], text, low, high)]))
            per_hand = " – ".join(number(x, lang, 2) for x in r["points_per_hand"])
            table_rows.append([label, f"{r['wins'][0]} – {r['wins'][1]}", percent(r["win_rate"], lang),
                               f"{percent(low, lang)} – {percent(high, lang)}", per_hand,
                               *betting(r.get("rates"), lang)])
        series = [Series("a", t("lab.arena.series"))]
        scale = Scale(0, 1, percent_axis(lang).ticks, reference=0.5)
        title = t("lab.arena.title")
        table = data_table(title, ["", t("lab.arena.wins"), t("lab.arena.series"), t("lab.arena.interval"),
                                   t("lab.arena.per-hand"), t("lab.arena.raises"), t("lab.arena.answers")],
                           table_rows)
        mode = t("lab.arena.two" if players == 2 else "lab.arena.four")
        played = [data["results"][f"{preset}/{players}/{a}-{b}"] for a, b in matchups()]
        caption = t("lab.arena.caption", mode=mode, matches=min(r["matches"] for r in played),
                    seed=data["seed"], made=max(r["made"] for r in played))
        caption += " " + t("lab.arena.rates-note")
        return bar_chart(f"arena-{players}", caption=caption, alt=alt_text(title, series, rows),
                         series=series, rows=rows, scale=scale, table=table, data_label=t("lab.data"))

    return per_preset(one)

