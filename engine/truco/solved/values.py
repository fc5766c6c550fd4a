"""Solved values: what each action is worth when both seats then play the shipped solution.

Standard library only. At a heads-up seat's turn in a normal hand (:func:`solved_values`), every
legal action is valued as the points the hand is expected to bring the seat's team (its points
minus the other team's) when, after that action, both seats follow the shipped solution of the hand
with the ladder (:mod:`truco.solved.ladder`) to the end. The other seat's hidden cards are every
class hand it may hold, each weighted by the deals that give it (card removal from what the seat
has seen) and by Bayes on the solution: the chance that the solution, holding that hand, took every
raise, accept, card and covered card the other seat took so far. Nothing is sampled: the sums run
over every hand and every branch the solution may take.

The walk is the solver's: strength classes (:class:`truco.solved.classes.Classes`), the public line
of play (:class:`truco.solved.ladder.Line`) and the solution's decisions
(:class:`truco.solved.ladder.Decision`). Every ruling comes from the engine: round winners and
who leads next from :func:`truco.core.rounds.settle_round` on real cards of each class, what round
results decide from :func:`truco.core.rounds.settle_hand`, values and fold payouts from
:func:`truco.core.ladder.calls` (:mod:`truco.solved.rulings`).

>>> from truco.notation.scenario import Scenario
>>> from truco.observation import observe
>>> hand = Scenario.from_json({"vira": "4h", "hands": [["2s", "Ac", "Jd"], ["6h", "Ks", "Qd"]],
...                            "actions": ["play 2s"]}).play()
>>> found = solved_values(observe(hand, 1))   # the dealer answers the mão's 2
>>> {a: round(v[0], 2) for a, v in found.values.items() if v is not None}  # fold: what it pays
{'play 6h': -0.78, 'play Ks': -0.98, 'play Qd': -0.94, 'raise': -0.95}
>>> sorted((a, round(p, 2)) for a, p in found.strategy.items())
[('play 6h', 0.53), ('play Ks', 0.07), ('play Qd', 0.07), ('raise', 0.33)]
>>> found.method, found.hands   # the mão's class hands that lead a 2 under the solution
('solved', 85)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement

from truco.core.actions import Action, Kind
from truco.core.hand import HandKind, Meaning
from truco.solved.classes import Classes
from truco.solved.ladder import QUANTUM, Decision, Line, ViraSolution, solution_for, uniform_counts
from truco.solved.rulings import Rulings
from truco.view import HandView

#: A value from the seat's side: by default net points, the chance to win the hand, the match
#: chance (a walk may carry any fixed number of expectations).
Value = tuple[float, ...]
#: The most hands the other seat may hold that a valuation walks (all of them fit: ~450).
MAX_ENTRIES = 2000
#: The offline table of the mão's first decision gives each outcome's chance in steps of this.
OPENING_SCALE = 100_000


# --- the walk -------------------------------------------------------------------------------------

#: A finished hand: the winning seat (``None``: nobody) and the points of seat 0 and seat 1.
Ending = tuple[int | None, int, int]


def advance(line: Line, rulings: Rulings, seat: int, code: int) -> tuple[Line, Ending | None]:
    """The line after ``seat`` takes the solver's action ``code`` (a class, ``k`` covered,
    ``k + 1`` raise, ``k + 2`` accept, ``k + 3`` fold), and how the hand ended if it did."""
    k = rulings.k
    new = Line(k, line.rnd, line.lead, line.led, line.step, line.raiser, line.offer, line.fresh,
                line.results, line.codes)
    if code <= k:
        if new.rnd == 0:
            new.codes += (code,)
        new.fresh = True
        if new.led < 0:
            new.led = code
            return new, None
        won, lead = rulings.winner[new.lead, new.led, code]
        new.results += (2 if won is None else won,)
        outcome = rulings.settled.get(tuple(None if r == 2 else r for r in new.results))
        if outcome is not None:
            team, points = outcome
            value = rulings.values[new.step] if points is None else points
            return new, (team, value if team == 0 else 0, value if team == 1 else 0)
        new.rnd, new.lead, new.led = new.rnd + 1, lead, -1
        return new, None
    if code == k + 1:
        if new.offer >= 0:  # raising again instead of accepting
            new.step, new.offer = new.offer, new.offer + 1
            if new.rnd == 0:
                new.codes += (k + 1,)
        else:
            if new.rnd == 0:
                if new.fresh:
                    new.codes += (k + 1,)
                else:  # right after accepting: the tree's way is raising again
                    new.codes = (*new.codes[:-1], k + 1)
            new.offer = new.step + 1
        new.raiser, new.fresh = seat, True
        return new, None
    if code == k + 2:
        if new.rnd == 0:
            new.codes += (k + 2,)
        new.step, new.offer, new.fresh = new.offer, -1, False
        return new, None
    pays = rulings.fold_pays[new.offer]
    raiser = 1 - seat
    return new, (raiser, pays if raiser == 0 else 0, pays if raiser == 1 else 0)


def to_act(line: Line) -> int:
    """The seat to act on the line: the one answering a raise, else the one whose card it is."""
    if line.offer >= 0:
        return 1 - line.raiser
    return line.lead if line.led < 0 else 1 - line.lead


@dataclass
class _Seat:
    """A seat's private state in the walk: its dealt class hand, what it still holds, and the
    classes it has shown face up (what the other seat reads)."""

    dealt: tuple[int, ...]
    held: tuple[int, ...]
    shown: tuple[int, ...]  # per class


class Walk:
    """The expected outcome of the rest of a hand for one seat (``me``, its hand known) against
    every hand the other seat may hold (*entries*, each with its reach): both follow the
    solution; where the solution holds no decision for ``me`` (a line it never plays with that
    hand), ``me`` plays its best against the entries' reach; where it holds none for the other
    seat (a line it never plays with any hand), the other seat plays uniformly, as the solver's
    unreached information sets do."""

    def __init__(self, sol: ViraSolution, rulings: Rulings, me: int,
                 score: Callable[[Ending], Value], width: int = 3,
                 worth: Callable[[Value], float] | None = None) -> None:
        self.sol, self.rulings, self.me, self.score = sol, rulings, me, score
        self.width = width  # how many numbers ``score`` returns
        # what ``me`` maximises where it plays its best: the net points (the first number)
        self.worth = worth or (lambda v: v[0])
        self.nodes = 0
        self._memo: dict[tuple[object, ...], Value] = {}

    def decision(self, line: Line, seat: int, own: _Seat, shown: tuple[int, ...], *,
                 strict: bool = False) -> tuple[list[int], list[int]] | None:
        """``seat``'s decision holding ``own``, the other seat having shown ``shown``."""
        return Decision(self.sol, line, seat, own.held, own.dealt, shown).counts(strict=strict)

    def value(self, line: Line, mine: _Seat, others: list[_Seat], reach: list[float]
              ) -> list[Value]:
        """The expected outcome from ``line`` for each entry."""
        self.nodes += 1
        if line.rnd >= 1:  # from round 2 on each entry alone (keys exist or play uniformly)
            return [self._single(line, mine, other) for other in others]
        if to_act(line) == self.me:
            return self._mine(line, mine, others, reach)
        return self._theirs(line, mine, others, reach)

    def after(self, line: Line, mine: _Seat, others: list[_Seat], reach: list[float],
              seat: int, code: int, covered: int = -1) -> list[Value]:
        """The expected outcome for each entry once ``seat`` takes ``code`` (``covered``: the
        class ``me`` covers)."""
        new, ending = advance(line, self.rulings, seat, code)
        if ending is not None:
            return [self.score(ending)] * len(others)
        if code <= self.rulings.k and seat == self.me:
            mine = _after_card(mine, covered if code == self.rulings.k else code,
                               shown=code < self.rulings.k)
        return self.value(new, mine, others, reach)

    def _single(self, line: Line, mine: _Seat, other: _Seat) -> Value:
        """The expected outcome from ``line`` (round 2 or 3) against one hand of the other
        seat, both following the solution (an unreached key plays uniformly)."""
        memo_key = (line.rnd, line.lead, line.led, line.step, line.raiser, line.offer,
                    line.fresh, line.results, mine.held, mine.shown, other.held, other.dealt,
                    other.shown)
        got = self._memo.get(memo_key)
        if got is not None:
            return got
        self.nodes += 1
        k = self.rulings.k
        seat = to_act(line)
        own, seen = (mine, other) if seat == self.me else (other, mine)
        decision = Decision(self.sol, line, seat, own.held, own.dealt, seen.shown)
        found = decision.counts()
        if found is None:
            codes = decision.codes()
            found = codes, uniform_counts(len(codes))
        covers = iter(sorted(set(own.held)))
        total = [0.0] * self.width
        for code, count in zip(*found, strict=True):
            covered = next(covers) if code == k else -1
            if count <= 0:
                continue
            new, ending = advance(line, self.rulings, seat, code)
            if ending is not None:
                v = self.score(ending)
            else:
                after = own
                if code <= k:
                    after = _after_card(own, covered if code == k else code, shown=code < k)
                v = self._single(new, *((after, seen) if seat == self.me else (seen, after)))
            p = count / QUANTUM
            for i, x in enumerate(v):
                total[i] += p * x
        out = tuple(total)
        self._memo[memo_key] = out
        return out

    def _mine(self, line: Line, mine: _Seat, others: list[_Seat], reach: list[float]
              ) -> list[Value]:
        decision = Decision(self.sol, line, self.me, mine.held, mine.dealt, others[0].shown)
        found = decision.counts(strict=True)
        codes = decision.codes() if found is None else found[0]
        covers = iter(sorted(set(mine.held)))
        children: list[tuple[float, list[Value]]] = []
        for i, code in enumerate(codes):
            covered = next(covers) if code == self.rulings.k else -1
            if found is not None and found[1][i] <= 0:
                continue
            got = self.after(line, mine, others, reach, self.me, code, covered)
            children.append((1.0 if found is None else found[1][i] / QUANTUM, got))
        if found is None:  # off the solution: the best action against these entries
            best = max(children, key=lambda c: math.fsum(
                r * self.worth(v) for r, v in zip(reach, c[1], strict=True)))
            return best[1]
        out = [[0.0] * self.width for _ in others]
        for p, got in children:
            for row, v in zip(out, got, strict=True):
                for i, x in enumerate(v):
                    row[i] += p * x
        return [tuple(r) for r in out]

    def _theirs(self, line: Line, mine: _Seat, others: list[_Seat], reach: list[float]
                ) -> list[Value]:
        k = self.rulings.k
        seat = 1 - self.me
        # per public code: (entry, its state after, the probability)
        branches: dict[int, list[tuple[int, _Seat, float]]] = {}
        for e, other in enumerate(others):
            found = self.decision(line, seat, other, mine.shown)
            if found is None:  # a line the solution never plays: uniformly
                codes = Decision(self.sol, line, seat, other.held, other.dealt,
                                  mine.shown).codes()
                found = codes, uniform_counts(len(codes))
            covers = iter(sorted(set(other.held)))
            for code, count in zip(*found, strict=True):
                covered = next(covers) if code == k else -1
                if count <= 0:
                    continue
                if code < k:
                    state = _after_card(other, code, shown=True)
                elif code == k:
                    state = _after_card(other, covered, shown=False)
                else:
                    state = other
                branches.setdefault(code, []).append((e, state, count / QUANTUM))
        out = [[0.0] * self.width for _ in others]
        for code, rows in branches.items():
            got = self.after(line, mine, [st for _, st, _ in rows],
                             [reach[e] * p for e, _, p in rows], seat, code)
            for (e, _, p), v in zip(rows, got, strict=True):
                row = out[e]
                for i, x in enumerate(v):
                    row[i] += p * x
        return [tuple(r) for r in out]


def _after_card(seat: _Seat, cls: int, *, shown: bool) -> _Seat:
    """The seat once it put down a card of class ``cls`` (face up if ``shown``)."""
    at = seat.held.index(cls)
    held = seat.held[:at] + seat.held[at + 1:]
    out_shown = seat.shown
    if shown:
        out_shown = (*out_shown[:cls], out_shown[cls] + 1, *out_shown[cls + 1:])
    return _Seat(seat.dealt, held, out_shown)


# --- from an observation ------------------------------------------------------------------------

@dataclass(frozen=True)
class SolvedValues:
    """Every legal action's value from the acting seat's side (``None`` for an action the
    solution's tree does not hold), how the solution plays here, and what the values rest on."""

    values: dict[str, Value | None]
    strategy: dict[str, float]  # the solution's probabilities at this decision
    hands: int  # the other seat's class hands with a positive weight
    nodes: int  # decisions walked
    exploitability: float | None  # of the shipped strategy, points per hand
    iterations: int | None
    method: str = "solved"
    #: the preset the solution was solved for, where it plays other rules (measured under them)
    solved_for: str | None = None


def solved_values(obs: HandView, score: Callable[[int, int, int], Value] | None = None
                  ) -> SolvedValues | None:
    """The solved values at ``obs`` (a heads-up seat's observation, that seat to act), or
    ``None`` where the shipped solution does not apply (pairs, a hand of eleven, a blind hand,
    rules or a vira class it does not cover, a line of play outside its tree).

    ``score(winner, mine, theirs)`` turns a finished hand (the winning team from the seat's side:
    1 the seat's team, 0 the other, -1 nobody; the points of each side) into a :data:`Value`;
    by default ``(mine - theirs, won, 0.0)``."""
    if (obs.players != 2 or obs.blind or obs.kind is not HandKind.NORMAL or obs.viewer is None
            or obs.to_act != obs.viewer or not obs.legal or obs.rules.exposed_card):
        return None
    sol = solution_for(obs.rules, obs.vira)
    if sol is None:
        return None
    line0 = Line.of(obs, sol.classes)
    if line0 is None:
        return None
    rulings = Rulings.of(obs.rules, sol.classes)
    if rulings.k != sol.classes.size or rulings.top != sol.top:
        return None
    me = 0 if obs.seat == obs.mao else 1
    scorer = score or _net

    @cache
    def outcome(ending: Ending) -> Value:
        winner, p0, p1 = ending
        mine, theirs = (p0, p1) if me == 0 else (p1, p0)
        return scorer(-1 if winner is None else (1 if winner == me else 0), mine, theirs)

    walk = Walk(sol, rulings, me, outcome)
    replay = _replay(obs, sol, rulings, walk, me)
    if replay is None:
        return None
    line, mine, entries = replay
    if (line.rnd, line.lead, line.led, line.step, line.raiser, line.offer, line.fresh,
            line.results, line.codes) != (line0.rnd, line0.lead, line0.led, line0.step,
                                          line0.raiser, line0.offer, line0.fresh, line0.results,
                                          line0.codes):
        return None  # the walk and the observation disagree: never guess
    others = [state for state, _ in entries]
    reach = [weight for _, weight in entries]
    codes = Decision(sol, line, me, mine.held, mine.dealt, others[0].shown).codes()
    strategy = sol.strategy(obs) or []
    k = rulings.k
    values: dict[str, Value | None] = {}
    total = math.fsum(reach)
    table = opening_values(sol, mine.dealt) if not obs.history and me == 0 else None
    for action, choice in zip(obs.legal, obs.choices, strict=True):
        code = _code(action, choice.step.meaning, sol.classes, k)
        if code is None or (code not in codes and code != k  # the engine lets it cover
                            and not _raise_again(code, line, me, sol)):
            values[str(action)] = None  # ends the hand (its value is what the rules pay)
            continue
        if table is not None and code in table:  # the mão's first decision, computed offline
            ends, chances = table[code]
            sums = [0.0] * walk.width
            for o, p in zip(ends, chances, strict=True):
                ending = (0 if o > 0 else 1 if o < 0 else None, max(o, 0), max(-o, 0))
                for i, x in enumerate(outcome(ending)):
                    sums[i] += p * x
            values[str(action)] = tuple(sums)
            continue
        covered = (sol.classes.class_of(action.card)
                   if action.kind is Kind.COVER and action.card is not None else -1)
        got = walk.after(line, mine, others, reach, me, code, covered)
        values[str(action)] = tuple(
            math.fsum(r * v[i] for r, v in zip(reach, got, strict=True)) / total
            for i in range(walk.width))
    info = sol.info
    exploit = info.get("shipped_exploitability", info.get("exploitability"))
    return SolvedValues(values, {str(a): p for a, p in strategy}, len(entries), walk.nodes,
                        None if exploit is None else float(exploit),
                        None if info.get("iterations") is None else int(info["iterations"]),
                        solved_for=info.get("solved_for"))


def _net(winner: int, mine: int, theirs: int) -> Value:
    return (float(mine - theirs), 1.0 if winner == 1 else 0.0, 0.0)


def _raise_again(code: int, line: Line, me: int, sol: ViraSolution) -> bool:
    """A raise right after the seat accepted a re-raise: the engine allows it, the tree holds it
    as raising again instead of accepting."""
    return (code == sol.classes.size + 1 and line.offer < 0 and not line.fresh
            and line.raiser != me and line.step < sol.top)


def _code(action: Action, meaning: Meaning, classes: Classes, k: int) -> int | None:
    """The solver's code of an engine action (``None``: none, e.g. a surrender)."""
    if action.kind is Kind.PLAY and action.card is not None:
        return classes.class_of(action.card)
    if action.kind is Kind.COVER:
        return k
    if meaning in (Meaning.RAISE, Meaning.RERAISE):
        return k + 1
    if meaning is Meaning.ACCEPT:
        return k + 2
    if meaning is Meaning.FOLD:
        return k + 3
    return None


def _replay(obs: HandView, sol: ViraSolution, rulings: Rulings, walk: Walk, me: int
            ) -> tuple[Line, _Seat, list[tuple[_Seat, float]]] | None:
    """The line of play so far, the seat's own state and the other seat's possible states
    (dealt class hand, what it holds, what it showed) with their weights: deals times the
    solution's chance of every action the other seat took."""
    classes, k = sol.classes, rulings.k
    cls_of = classes.class_of
    events: list[tuple[int, int, int]] = []  # (seat, code, class or -1 unknown)
    history = list(obs.history)
    seat_of = {obs.mao: 0, 1 - obs.mao: 1}
    for i, s in enumerate(history):
        who = seat_of[s.seat]
        m = s.meaning
        if m in (Meaning.PLAY, Meaning.COVER):
            events.append((who, k if m is Meaning.COVER else cls_of(s.card),  # type: ignore[arg-type]
                           -1 if s.card is None else cls_of(s.card)))
        elif m in (Meaning.RAISE, Meaning.RERAISE):
            events.append((who, k + 1, -1))
        elif m is Meaning.ACCEPT:
            nxt = history[i + 1] if i + 1 < len(history) else None
            if nxt is not None and nxt.seat == s.seat and nxt.meaning is Meaning.RAISE:
                continue  # accepting and raising at once: the tree's raise again
            events.append((who, k + 2, -1))
        else:
            return None
    # the seat's own hand
    own_now = sorted(cls_of(c) for c in obs.own)
    own_dealt = sorted(own_now + [c for w, code, c in events if w == me and code <= k])
    if len(own_dealt) != 3 or any(c < 0 for w, code, c in events if w == me and code <= k):
        return None
    # the other seat's possible dealt hands, by card removal
    theirs_shown = [c for w, code, c in events if w != me and code < k]
    covered_count = sum(1 for w, code, _ in events if w != me and code == k)
    unseen = list(classes.caps)
    for c in own_dealt + theirs_shown:
        unseen[c] -= 1
    if min(unseen) < 0:
        return None
    rest = 3 - len(theirs_shown)
    entries: list[tuple[_Seat, float]] = []
    for extra in combinations_with_replacement(range(k), rest):
        weight = 1
        for c in set(extra):
            weight *= math.comb(unseen[c], extra.count(c))
        if weight:
            dealt = tuple(sorted(theirs_shown + list(extra)))
            entries.append((_Seat(dealt, dealt, (0,) * k), float(weight)))
    if len(entries) > MAX_ENTRIES or covered_count > rest:
        return None
    mine = _Seat(tuple(own_dealt), tuple(own_dealt), (0,) * k)
    line = Line(k)
    for who, code, c in events:
        if who == me:
            if code <= k:
                mine = _after_card(mine, c, shown=code < k)
        else:
            entries = _observe_other(walk, line, mine, entries, who, code)
            if not entries:
                return None
        line, ending = advance(line, rulings, who, code)
        if ending is not None:
            return None
    return line, mine, entries


def _observe_other(walk: Walk, line: Line, mine: _Seat, entries: list[tuple[_Seat, float]],
                   who: int, code: int) -> list[tuple[_Seat, float]]:
    """The other seat's states after it took ``code``, each weighted by the solution's chance
    of taking it with that state (Bayes); a covered card may be any class it held."""
    k = walk.rulings.k
    out: list[tuple[_Seat, float]] = []
    for other, weight in entries:
        found = walk.decision(line, who, other, mine.shown)
        if found is None:
            continue
        codes, counts = found
        if code == k:
            covers = sorted(set(other.held))
            at = [i for i, c in enumerate(codes) if c == k]
            for cls, i in zip(covers, at, strict=False):
                if counts[i] > 0:
                    out.append((_after_card(other, cls, shown=False),
                                weight * counts[i] / QUANTUM))
            continue
        if code not in codes or (code < k and code not in other.held):
            continue
        p = counts[codes.index(code)] / QUANTUM
        if p <= 0:
            continue
        if code < k:  # the card shown is one of its cards of that class, any as likely
            p /= other.held.count(code)
        state = _after_card(other, code, shown=True) if code < k else other
        out.append((state, weight * p))
    return out



# --- the mão's first decision, computed offline -----------------------------------------------------

def outcomes(rulings: Rulings) -> tuple[int, ...]:
    """Every way a hand may end, as the mão's signed points (positive: the mão scores them,
    negative: the dealer does, 0: nobody), ascending."""
    points = {*rulings.values, *rulings.fold_pays[1:],
              *(p for _, p in rulings.settled.values() if p is not None)}
    return tuple(sorted({0, *points, *(-p for p in points)}))


def opening(sol: ViraSolution, rulings: Rulings, hand: tuple[int, ...]
            ) -> dict[int, list[float]]:
    """The mão's first decision holding class hand ``hand``: for each of its solver actions
    (a class led, a raise), the chance of each of :func:`outcomes` when both seats then follow
    the solution (nothing has been played: the dealer's hands count by their deals only). The
    offline table of :func:`opening_values` (``scripts/offline/ship_openings.py``)."""
    ends = outcomes(rulings)
    at = {o: i for i, o in enumerate(ends)}

    def one_hot(ending: Ending) -> Value:
        row = [0.0] * len(ends)
        row[at[ending[1] - ending[2]]] = 1.0
        return tuple(row)

    walk = Walk(sol, rulings, 0, cache(one_hot), width=len(ends),
                worth=lambda v: math.fsum(o * p for o, p in zip(ends, v, strict=True)))
    k = rulings.k
    mine = _Seat(tuple(sorted(hand)), tuple(sorted(hand)), (0,) * k)
    unseen = list(sol.classes.caps)
    for c in hand:
        unseen[c] -= 1
    others, reach = [], []
    for theirs in combinations_with_replacement(range(k), 3):
        weight = 1
        for c in set(theirs):
            weight *= math.comb(unseen[c], theirs.count(c))
        if weight:
            others.append(_Seat(theirs, theirs, (0,) * k))
            reach.append(float(weight))
    line = Line(k)
    total = math.fsum(reach)
    out: dict[int, list[float]] = {}
    for code in Decision(sol, line, 0, mine.held, mine.dealt, (0,) * k).codes():
        got = walk.after(line, mine, others, reach, 0, code)
        out[code] = [math.fsum(r * v[i] for r, v in zip(reach, got, strict=True)) / total
                     for i in range(len(ends))]
    return out


#: The parsed opening tables: (id of the class's info, class hand) -> code -> (outcomes, chances);
#: the last used kept (one is read for each hand whose mão's first decision is valued).
_OPENINGS: dict[tuple[int, tuple[int, ...]], dict[int, tuple[tuple[int, ...], list[float]]]] = {}
OPENINGS_KEPT = 256


def opening_values(sol: ViraSolution, dealt: tuple[int, ...]
                   ) -> dict[int, tuple[tuple[int, ...], list[float]]] | None:
    """The shipped table of the mão's first decision for class hand ``dealt``: per solver action,
    the outcomes (:func:`outcomes`) and their chances; ``None`` where the file has none."""
    found = sol.info.get("opening")
    if not isinstance(found, dict):
        return None
    at = (id(found), dealt)
    if at in _OPENINGS:
        kept = _OPENINGS[at] = _OPENINGS.pop(at)  # now the last used
        return kept
    hands = sol.classes.hands()
    if dealt not in hands:
        return None
    k = sol.classes.size
    ends = tuple(int(o) for o in found["outcomes"])
    scale = float(found["scale"])
    text = found["values"].split(" ")[hands.index(dealt)]
    codes = Decision(sol, Line(k), 0, dealt, dealt, (0,) * k).codes()
    rows = text.split(";")
    if len(rows) != len(codes):
        return None
    table: dict[int, tuple[tuple[int, ...], list[float]]] = {}
    for code, row in zip(codes, rows, strict=True):
        chances = [int(x, 36) / scale for x in row.split(",")]
        norm = math.fsum(chances)
        table[code] = (ends, [c / norm for c in chances])
    while len(_OPENINGS) >= OPENINGS_KEPT:
        del _OPENINGS[next(iter(_OPENINGS))]  # the least recently used
    _OPENINGS[at] = table
    return table
