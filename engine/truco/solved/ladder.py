"""The solved heads-up hand with the ladder, as shipped: what the solution plays at a seat's turn.

Standard library only. The offline solver (:mod:`truco.solver.full`) solves each vira class of a
preset; what ships (``truco/data/ladder.json``, written by :mod:`truco.solver.full.ship`) is
round 1 as solved and rounds 2 and 3 distilled into the keys of :mod:`truco.solved.abstraction`,
every probability in 15ths. :func:`solution_strategy` reads it at a seat's observation: the legal
actions the solution plays there, with their probabilities; ``None`` where the shipped solution
does not apply (pairs, a hand of eleven, a blind hand, rules or a vira class it does not cover, a
line of play outside the solved tree).

The seat's decision is found the way the solver walked the hand: the public line of play
(cards by strength class, raises, accepts) in the solver's codes, the seat's dealt class hand, and
what it still holds. Nothing hidden is read: only the seat's own observation.
"""

from __future__ import annotations

import json
import operator
from array import array
from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from itertools import accumulate, islice, repeat
from typing import Any

from truco.core.actions import Action, Kind
from truco.core.cards import Card, Rank
from truco.core.hand import HandKind, Meaning
from truco.core.rules import Rules
from truco.core.seats import team_of
from truco.solved import abstraction as ab
from truco.solved.classes import Classes, vira_card, vira_class_of
from truco.solved.shipped import shipped_text
from truco.view import HandView

#: The shipped file and the format this reader understands.
DATA_FILE = "ladder.json"
FORMAT = 1
#: The rules' options the hand with the ladder depends on (the rest: the match around it).
GAME_OPTIONS = ("manilhas", "ladder", "three_ties", "exposed_card", "cover_from_round")
#: A shipped probability is a count of this many steps.
QUANTUM = 15
_HEX = "0123456789abcdef"


def game_options(rules: Rules) -> dict[str, Any]:
    """The options of ``rules`` that the solved game depends on, as JSON values."""
    return {k: (list(v) if isinstance(v, tuple) else v)
            for k, v in ((k, getattr(rules, k)) for k in GAME_OPTIONS)}


#: The shipped data once read or installed (the browser's worker installs what it fetched).
_DATA: dict[str, Any] = {}


def load() -> dict[str, Any] | None:
    """The shipped data: what :func:`install` put there, else the package's file (read once),
    else ``None`` (a build without it, or a browser page that has not fetched it)."""
    if "data" in _DATA:
        return _DATA["data"]  # type: ignore[no-any-return]
    text = shipped_text(DATA_FILE)
    return None if text is None else install(text)


def install(text: str) -> dict[str, Any]:
    """Use ``text`` (the shipped file's contents) as the shipped data; returns it parsed.

    :raises ValueError: malformed JSON or another format than this reader's."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"{DATA_FILE}: not a shipped solution of format {FORMAT}")
    _DATA["data"] = data
    _vira_solution.cache_clear()
    _ROUND1.clear()
    return data


def uniform_counts(n: int) -> list[int]:
    """The counts a key no information set reached plays (as the solver's quantiser: equal
    shares, the remainder to the first actions)."""
    out = [QUANTUM // n] * n
    for a in range(QUANTUM - sum(out)):
        out[a] += 1
    return out


class KeyCounts:
    """Later rounds' keys and the counts each plays (in 15ths), read once into a compact table:
    the keys in order in an array, for each the number of its counts among the distinct ones
    (a few thousand, each parsed once), and where each block of keys starts, for the lookup.

    About 10 bytes a key: a vira class's ~120,000 keys take ~1.2 MB, where a dict of their texts
    took ~15 MB (CPython; about half in the browser's 32-bit Pyodide), and nothing more is kept
    as a match goes on: a long evening at the table stays light (issue 35).

    >>> table = KeyCounts([0, 5, 295], ["f", "a5", "f"])  # keys 0, 5 and 300
    >>> table.get(5), table.get(300), table.get(4), table.get(10**6), len(table)
    ([10, 5], [15], None, None, 3)
    >>> table.get(0) is table.get(300)  # one list for each distinct counts text
    True
    """

    #: Keys ``b << SHIFT`` to ``(b + 1 << SHIFT) - 1`` make block ``b``.
    SHIFT = 7

    def __init__(self, distances: Sequence[int], counts: Sequence[str]) -> None:
        """``distances``: each key's distance from the one before (the first key's from 0), as
        the file writes them; ``counts``: each key's counts (hex digits)."""
        if len(distances) != len(counts):
            raise ValueError(f"{DATA_FILE}: a vira class has {len(distances)} keys and "
                             f"{len(counts)} counts")
        if min(distances[:1], default=0) < 0 or min(islice(distances, 1, None), default=1) <= 0:
            raise ValueError(f"{DATA_FILE}: the keys of a vira class are not in increasing order")
        self._at = array("I", accumulate(distances))
        number = {text: i for i, text in enumerate(dict.fromkeys(counts))}
        self._which = array("I", map(number.__getitem__, counts))
        self._counts = tuple([_HEX.index(ch) for ch in text] for text in number)
        per_block = [0] * ((self._at[-1] >> self.SHIFT) + 2 if self._at else 1)
        for block, n in Counter(map(operator.rshift, self._at, repeat(self.SHIFT))).items():
            per_block[block + 1] = n
        self._starts = array("I", accumulate(per_block))  # block b's keys: _starts[b] on

    def __len__(self) -> int:
        return len(self._at)

    def get(self, key: int) -> list[int] | None:
        """The key's counts (one list shared by every key with the same: read it, never change
        it), ``None`` for a key the solution never reached."""
        block = key >> self.SHIFT
        if not 0 <= block < len(self._starts) - 1:
            return None
        end = self._starts[block + 1]
        i = bisect_left(self._at, key, self._starts[block], end)
        return self._counts[self._which[i]] if i < end and self._at[i] == key else None


@dataclass(frozen=True)
class ViraSolution:
    """One vira class's shipped strategy: round 1 by public line and class hand, the keys of
    rounds 2 and 3."""

    classes: Classes
    top: int  # the ladder index a raise reaches at most
    cover_from: int  # the first round (0-based) a card may be covered
    round1: dict[str, str]  # public line (base-36 codes) -> per class hand its counts, '.' none
    keys: KeyCounts  # key -> its counts
    info: dict[str, Any]  # how it was obtained: iterations, exploitability...

    @classmethod
    def from_entry(cls, entry: dict[str, Any], classes: Classes, top: int, cover_from: int
                   ) -> ViraSolution:
        """Read a vira class's entry of the file (``keys``: the keys' distances from the
        previous one in base 36, ``counts`` each key's counts, both space-separated)."""
        keys = KeyCounts([int(d, 36) for d in entry["keys"].split()], entry["counts"].split())
        info = {k: v for k, v in entry.items() if k not in ("round1", "keys", "counts")}
        return cls(classes, top, cover_from, dict(entry["round1"]), keys, info)

    def under(self, classes: Classes) -> ViraSolution:
        """The same tables for another vira of the class (its own cards in each class)."""
        return replace(self, classes=classes)

    def strategy(self, obs: HandView) -> list[tuple[Action, float]] | None:
        """The legal actions the solution plays at ``obs`` (its seat to act), with their
        probabilities; ``None`` outside the solved tree."""
        line = Line.of(obs, self.classes)
        if line is None:
            return None
        return Decision.of(self, obs, line).strategy(obs.legal)


@dataclass
class Line:
    """The public line of play so far, as the solver walks it (seats: 0 the mão)."""

    k: int
    rnd: int = 0
    lead: int = 0
    led: int = -1  # the class on the table this round (k: covered), -1 none
    step: int = 0  # the ladder index accepted
    raiser: int = -1
    offer: int = -1  # the ladder index offered, -1 none
    fresh: bool = True  # False right after an accept: no raise in that card turn
    results: tuple[int, ...] = ()  # per finished round: 0 seat 0 won, 1 seat 1, 2 a tie
    codes: tuple[int, ...] = ()  # round 1's public codes

    @classmethod
    def of(cls, obs: HandView, classes: Classes) -> Line | None:
        k = classes.size
        line = cls(k)
        me = obs.seat
        seat = {obs.mao: 0, 1 - obs.mao: 1}
        plays = 0
        codes: list[int] = []
        last: tuple[int, Meaning] | None = None
        for s in obs.history:
            who = seat[s.seat]
            m = s.meaning
            if m in (Meaning.PLAY, Meaning.COVER):
                if m is Meaning.PLAY and s.card is None:
                    return None
                code = k if m is Meaning.COVER else classes.class_of(s.card)  # type: ignore[arg-type]
                if line.rnd == 0:
                    codes.append(code)
                line.fresh = True
                plays += 1
                if plays == 1:
                    line.led, line.lead = code, who
                else:
                    done = obs.rounds[line.rnd]
                    line.results += (2 if done.winner is None else
                                     next(seat[x] for x in seat if team_of(x) == done.winner),)
                    if line.rnd == 2:
                        return None
                    line.rnd += 1
                    line.lead, line.led, plays = seat[done.lead], -1, 0
            elif m is Meaning.RAISE:
                # accepting a re-raise and raising at once is raising again (the tree's way)
                again = last == (who, Meaning.ACCEPT)
                if line.rnd == 0:
                    if again:
                        codes[-1] = k + 1
                    else:
                        codes.append(k + 1)
                line.raiser, line.offer = who, line.step + 1
            elif m is Meaning.RERAISE:
                if line.rnd == 0:
                    codes.append(k + 1)
                line.step, line.raiser, line.offer = line.offer, who, line.offer + 1
            elif m is Meaning.ACCEPT:
                if line.rnd == 0:
                    codes.append(k + 2)
                line.step, line.offer, line.fresh = line.offer, -1, False
            else:  # a fold, a surrender, a hand of eleven: nothing for the solution here
                return None
            last = (who, m)
        if obs.to_act != me:
            return None
        line.codes = tuple(codes)
        return line


class Decision:
    """A seat's decision at a line of play: its actions in the solver's order, their counts.

    ``held`` and ``dealt`` are the seat's class hands (ascending), ``shown`` how many cards of each
    class the other seat has shown face up: everything the solution reads besides the line."""

    def __init__(self, sol: ViraSolution, line: Line, me: int, held: Sequence[int],
                 dealt: Sequence[int], shown: Sequence[int]) -> None:
        self.sol, self.line, self.me = sol, line, me
        self.k = sol.classes.size
        self.held, self.dealt, self.shown = held, dealt, shown
        self.answering = line.offer >= 0
        self.may_raise = (not self.answering and line.raiser != me and line.step < sol.top
                          and line.fresh)

    @classmethod
    def of(cls, sol: ViraSolution, obs: HandView, line: Line) -> Decision:
        """The decision of ``obs``'s seat (to act) from its observation."""
        cls_of = sol.classes.class_of
        dealt = list(obs.own) + [s.card for s in obs.history
                                 if s.seat == obs.seat and s.card is not None
                                 and s.meaning in (Meaning.PLAY, Meaning.COVER)]
        shown = [0] * sol.classes.size
        for s in obs.history:
            if s.seat != obs.seat and s.meaning is Meaning.PLAY and s.card is not None:
                shown[cls_of(s.card)] += 1
        return cls(sol, line, 0 if obs.seat == obs.mao else 1,
                   sorted(cls_of(c) for c in obs.own), sorted(cls_of(c) for c in dealt), shown)

    def codes(self) -> list[int]:
        """The solver's actions here, in its order (accept, fold, raise; or the classes held,
        then covered, then raise)."""
        k, line = self.k, self.line
        if self.answering:
            return [k + 2, k + 3] + ([k + 1] if line.offer < self.sol.top else [])
        distinct = sorted(set(self.held))
        cover = self.sol.cover_from <= line.rnd < 2  # round 3 is played face up
        return distinct + ([k] * len(distinct) if cover else []) + ([k + 1] if self.may_raise
                                                                    else [])

    def counts(self, *, strict: bool = False) -> tuple[list[int], list[int]] | None:
        """The solver's actions here and the solution's counts (in 15ths) for each; ``None``
        outside the solved tree (``strict``: also where a later round's key was never reached,
        which otherwise plays uniformly, as the solver's unreached information sets do)."""
        line = self.line
        if line.rnd == 2 and not self.answering and (not self.may_raise or line.led == self.k):
            return [self.held[0]], [QUANTUM]  # nothing to decide: the card face up
        codes = self.codes()
        counts = self._round1() if line.rnd == 0 else self._keyed(len(codes), strict=strict)
        if counts is None or len(counts) != len(codes):
            return None
        return codes, counts

    def _round1(self) -> list[int] | None:
        answer = (3 if self.line.offer < self.sol.top else 2) if self.answering else 0
        table = _round1_table(self.sol, self.line.codes, answer, self.may_raise)
        if table is None:
            return None
        return table.get(tuple(self.dealt))

    def _keyed(self, n: int, *, strict: bool = False) -> list[int] | None:
        key = self._key()
        if key < 0:
            return None
        counts = self.sol.keys.get(key)
        if counts is None:
            return None if strict else uniform_counts(n)
        if len(counts) != n:
            return None
        return counts

    def _key(self) -> int:
        line, k = self.line, self.k
        kind = ab.ANSWER if self.answering else (ab.TURN if self.may_raise else ab.TURN_NO_RAISE)
        raised = (ab.NONE_RAISED if line.raiser < 0 else
                  ab.I_RAISED if line.raiser == self.me else ab.THEY_RAISED)
        rel = [ab.TIED if r == 2 else (ab.WON if r == self.me else ab.LOST) for r in line.results]
        rel += [ab.WON] * (2 - len(rel))
        results = rel[0] * 3 + rel[1]
        step = line.step
        follows = 0 if line.led < 0 else (2 if line.lead == self.me else 1)
        if line.rnd == 1:
            other = self._other_shown(exclude_led=follows == 1)
            top = max((c for c in range(k) if other[c] > 0), default=-1)
            hint = ab.shown_bucket(top, k) if top >= 0 else 0
            h = [*self.held, k, k]
            return ab.key(1, kind, step, raised, results, follows, max(line.led, 0), h[0], h[1],
                          hint, k)
        card = self.held[0] if self.held else line.led
        caps = _caps(self.sol.classes)
        unseen = [caps[x] - self.dealt.count(x) - self.shown[x] for x in range(k)]
        hint = ab.odds_bucket(sum(unseen[card + 1:]), unseen[card])
        h0 = self.held[0] if self.held else k
        return ab.key(2, kind, step, raised, results, follows, max(line.led, 0), h0, k, hint, k)

    def _other_shown(self, *, exclude_led: bool) -> list[int]:
        """How many cards of each class the other seat has shown face up (but the one it has
        on the table, if ``exclude_led``)."""
        out = list(self.shown)
        if exclude_led and self.line.led < self.k:
            out[self.line.led] -= 1
        return out

    def strategy(self, legal: tuple[Action, ...] | list[Action]
                 ) -> list[tuple[Action, float]] | None:
        """The solution's counts as the engine's legal actions."""
        found = self.counts()
        if found is None:
            return None
        return self._actions(legal, *found)

    def _actions(self, legal: tuple[Action, ...] | list[Action], codes: list[int],
                 counts: list[int]) -> list[tuple[Action, float]] | None:
        """The engine's legal actions for the solver's codes (a class: any card of it; covered
        classes in the order they are held), probabilities renormalised over the legal ones."""
        k = self.k
        cls = self.sol.classes.class_of
        covers = iter(sorted(set(self.held)))
        out: list[tuple[Action, float]] = []
        for code, count in zip(codes, counts, strict=True):
            act: Action | None
            if code == k:
                c = next(covers)
                act = next((a for a in legal if a.kind is Kind.COVER and a.card is not None
                            and cls(a.card) == c), None)
            elif code < k:
                act = next((a for a in legal if a.kind is Kind.PLAY and a.card is not None
                            and cls(a.card) == code), None)
            else:
                kind = {k + 1: Kind.RAISE, k + 2: Kind.ACCEPT, k + 3: Kind.FOLD}[code]
                act = next((a for a in legal if a.kind is kind), None)
            if act is not None and count > 0:
                out.append((act, float(count)))
        total = sum(p for _, p in out)
        if total <= 0:
            return None
        return [(a, p / total) for a, p in out]


_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


@cache
def _caps(classes: Classes) -> tuple[int, ...]:
    return classes.caps


#: Round 1's tables once parsed: (table id, line, answering, may raise) -> class hand -> counts
#: (read them, never change them); the last used kept. A hand's decisions read a few dozen lines
#: of its vira class, a table is up to ~50 kB (CPython) and parsed in well under a millisecond:
#: a bound the first matches reach, that then holds however long the evening (issue 35).
_ROUND1: dict[tuple[int, tuple[int, ...], int, bool], dict[tuple[int, ...], list[int]] | None] = {}
ROUND1_KEPT = 64


def _round1_table(sol: ViraSolution, codes: tuple[int, ...], answer: int, may_raise: bool
                  ) -> dict[tuple[int, ...], list[int]] | None:
    """Round 1's counts at a public line for every class hand that reaches it (``None``: the
    line is not in the solved tree): ``answer`` is how many answers a raise has (0: not an
    answer), ``may_raise`` whether a card turn may raise. Parsed when read and not kept."""
    at_key = (id(sol.round1), codes, answer, may_raise)
    if at_key in _ROUND1:
        kept = _ROUND1[at_key] = _ROUND1.pop(at_key)  # now the last used
        return kept
    text = sol.round1.get("".join(_B36[c] for c in codes))
    table: dict[tuple[int, ...], list[int]] | None = None
    if text is not None:
        table = {}
        parsed: dict[str, list[int]] = {}  # one list for the hands that play the same counts
        at = 0
        for hand in sol.classes.hands():
            if text[at] == ".":
                at += 1
                continue
            width = answer or len(set(hand)) + (1 if may_raise else 0)
            part = text[at:at + width]
            counts = parsed.get(part)
            if counts is None:
                counts = parsed[part] = [_HEX.index(ch) for ch in part]
            table[tuple(hand)] = counts
            at += width
    while len(_ROUND1) >= ROUND1_KEPT:
        del _ROUND1[next(iter(_ROUND1))]  # the least recently used
    _ROUND1[at_key] = table
    return table


@cache
def _vira_solution(options: str, viras: tuple[str, ...]) -> ViraSolution | None:
    """The vira class's tables, read once (for its first vira: :meth:`ViraSolution.under`): a
    preset's own, else a preset's measured under these rules (its ``also``: the info then says
    ``solved_for``, the preset, and its exploitability is the one measured under these rules)."""
    data = load()
    if data is None:
        return None
    for preset in data["presets"].values():
        if json.dumps(preset["options"], sort_keys=True) == options:
            return _class_solution(preset, preset["options"], viras, {})
    for preset in data["presets"].values():
        for also in preset.get("also", []):
            if json.dumps(also["options"], sort_keys=True) != options:
                continue
            measured = next((c for c in also["classes"] if tuple(c["viras"]) == viras), None)
            if measured is None:  # not measured under these rules: not played there
                return None
            return _class_solution(preset, also["options"], viras, {
                "solved_for": preset["preset"], "exploitability": None,
                "shipped_exploitability": measured["shipped_exploitability"],
                "shipped_best_responses": measured["shipped_best_responses"]})
    return None


def _class_solution(preset: dict[str, Any], options: dict[str, Any], viras: tuple[str, ...],
                    info: dict[str, Any]) -> ViraSolution | None:
    """A preset's tables of the vira class ``viras``, for the rules ``options`` (``info``
    overrides the entry's figures)."""
    for entry in preset["classes"]:
        if tuple(entry["viras"]) == viras:
            rules = Rules.from_spec({"preset": preset["preset"], **options})
            classes = Classes.of(rules, vira_card(Rank(viras[0])) if viras else None)
            if list(classes.caps) != entry["caps"]:
                raise ValueError(f"{DATA_FILE} does not match the engine's strengths: "
                                 "re-solve it")
            sol = ViraSolution.from_entry(entry, classes, preset["top"], preset["cover_from"])
            return replace(sol, info={**sol.info, **info}) if info else sol
    return None


def solution_for(rules: Rules, vira: Card | None) -> ViraSolution | None:
    """The shipped solution of this vira's class under ``rules``, ``None`` if none ships."""
    group = vira_class_of(rules, vira)
    sol = _vira_solution(json.dumps(game_options(rules), sort_keys=True),
                         tuple(r.value for r in group.viras))
    return None if sol is None else sol.under(Classes.of(rules, vira))


def solution_strategy(obs: HandView) -> list[tuple[Action, float]] | None:
    """What the shipped solution plays at ``obs`` (a seat's observation with that seat to act):
    the legal actions with their probabilities, or ``None`` where it does not apply."""
    if (obs.players != 2 or obs.blind or obs.kind is not HandKind.NORMAL or obs.viewer is None
            or obs.to_act != obs.viewer or not obs.legal):
        return None
    sol = solution_for(obs.rules, obs.vira)
    if sol is None:
        return None
    return sol.strategy(obs)


# --- what the lab shows -------------------------------------------------------------------------

#: Hand groups of :func:`round1_rates`, strongest first.
GROUPS = ("manilhas", "manilha", "top", "rest")


def hand_group(hand: tuple[int, ...], k: int) -> str:
    """A class hand's group: two or three manilhas (the top four classes), one, none but one of
    the two best ordinary ranks, nothing better."""
    m = sum(1 for c in hand if c >= k - 4)
    if m >= 2:
        return "manilhas"
    if m == 1:
        return "manilha"
    return "top" if any(c >= k - 6 for c in hand) else "rest"


def preset_summary(rules: Rules) -> dict[str, Any] | None:
    """The shipped solution of ``rules``' hand with the ladder, vira class by vira class: how it
    was obtained (``iterations``, ``exploitability`` offline and ``shipped_exploitability``, both
    points per hand) and the mão's value and chance to win the hand; ``None`` if none ships."""
    data = load()
    if data is None:
        return None
    options = json.dumps(game_options(rules), sort_keys=True)
    for preset in data["presets"].values():
        if json.dumps(preset["options"], sort_keys=True) == options:
            keep = ("viras", "iterations", "exploitability", "shipped_exploitability", "value",
                    "mao_wins", "shipped_value", "shipped_mao_wins", "seconds", "round1_stats")
            return {"method": preset["method"],
                    "classes": [{k: c[k] for k in keep if k in c} for c in preset["classes"]]}
    return None


def round1_rates(rules: Rules) -> dict[str, dict[str, float]] | None:
    """Round 1 under the shipped solution, by hand group (:data:`GROUPS`), over every deal and
    vira: how often the mão calls truco before its card (``mao_truco``) and the pé after the
    mão's card (``pe_truco``); how the pé answers the mão's truco (``accept``, ``raise``,
    ``fold``); what share of the mão's hands the group is (``share``) and of its truco calls
    (``share_truco``). ``None`` if no solution ships for ``rules``."""
    data = load()
    summary = preset_summary(rules)
    if data is None or summary is None:
        return None
    options = json.dumps(game_options(rules), sort_keys=True)
    total: dict[str, dict[str, float]] = {g: {} for g in GROUPS}
    for preset in data["presets"].values():
        if json.dumps(preset["options"], sort_keys=True) != options:
            continue
        for entry in preset["classes"]:
            weight = max(len(entry["viras"]), 1)
            for g, masses in entry["round1_stats"].items():
                for name, m in masses.items():
                    total[g][name] = total[g].get(name, 0.0) + weight * m
    calls = sum(t["mao_truco"] for t in total.values())
    hands = sum(t["mao"] for t in total.values())
    out: dict[str, dict[str, float]] = {}
    for g, t in total.items():
        if t.get("mao", 0) <= 0:
            continue
        faced = t["pe_faced"]
        out[g] = {"mao_truco": t["mao_truco"] / t["mao"],
                  "pe_truco": t["pe_truco"] / t["pe_turn"] if t["pe_turn"] > 0 else 0.0,
                  "accept": t["pe_accept"] / faced if faced > 0 else 0.0,
                  "raise": t["pe_raise"] / faced if faced > 0 else 0.0,
                  "fold": t["pe_fold"] / faced if faced > 0 else 0.0,
                  "share": t["mao"] / hands, "share_truco": t["mao_truco"] / calls if calls else 0.0}
    return out
