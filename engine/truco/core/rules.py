"""The rule options, the named presets and option overrides.

Rule differences between presets are data here, never branches elsewhere.

>>> r = Rules.from_spec({"preset": "mineiro", "ladder": [2, 4, 8, 10, 12]})
>>> r.ladder, r.eleven_at, r.manilhas
((2, 4, 8, 10, 12), 10, 'fixed')
>>> r.to_spec()
{'preset': 'mineiro', 'ladder': [2, 4, 8, 10, 12]}
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Literal, get_args

from truco.core.errors import RulesError

ManilhaMode = Literal["vira", "fixed"]
ThreeTies = Literal["mao", "nobody", "dealer"]
IronHand = Literal["open", "blind"]
ElevenThreeTies = Literal["three_ties", "fpt"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """Every option of RULES.md. Build one with :meth:`preset` or :meth:`from_spec`."""

    preset_name: str = "paulista"
    manilhas: ManilhaMode = "vira"
    ladder: tuple[int, ...] = (1, 3, 6, 9, 12)
    three_ties: ThreeTies = "mao"
    eleven_at: int = 11
    eleven_value: int = 3
    eleven_fold_pays: int = 1
    iron_hand: IronHand = "open"
    exposed_card: bool = False
    eleven_three_ties: ElevenThreeTies = "three_ties"
    cover_from_round: int = 2
    target: int = 12

    @classmethod
    def preset(cls, name: str = "paulista") -> Rules:
        """A named preset: ``paulista`` (default), ``paulista-fpt`` or ``mineiro``."""
        try:
            return PRESETS[name]
        except (KeyError, TypeError):
            known = ", ".join(PRESETS)
            raise RulesError(f"unknown preset {name!r}; presets are {known}",
                             code="unknown-preset", preset=str(name)) from None

    @classmethod
    def from_spec(cls, spec: object = "paulista") -> Rules:
        """A preset name, or ``{"preset": name, option: value, ...}``; options override the preset."""
        if isinstance(spec, Rules):
            return spec
        if spec is None:
            return cls.preset()
        if isinstance(spec, str):
            return cls.preset(spec)
        if not isinstance(spec, dict):
            raise RulesError("rules must be a preset name or an object "
                             '{"preset": name, option: value, ...}', code="bad-rules")
        base = cls.preset(spec.get("preset", "paulista"))
        options = {k: v for k, v in spec.items() if k != "preset"}
        return base.with_options(**options)

    def with_options(self, **options: Any) -> Rules:
        """A copy with some options changed, each checked."""
        changes: dict[str, Any] = {}
        for key, value in options.items():
            if key not in OPTION_NAMES:
                raise RulesError(f"unknown rule option {key!r}; options are {', '.join(OPTION_NAMES)}",
                                 code="unknown-option", option=key)
            changes[key] = _check_option(key, value)
        rules = replace(self, **changes)
        rules._check_consistency()
        return rules

    def to_spec(self) -> str | dict[str, Any]:
        """The shortest spec that rebuilds these rules: a preset name or preset + overrides."""
        base = PRESETS[self.preset_name]
        diff: dict[str, Any] = {}
        for name in OPTION_NAMES:
            mine, theirs = getattr(self, name), getattr(base, name)
            if mine != theirs:
                diff[name] = list(mine) if isinstance(mine, tuple) else mine
        if not diff:
            return self.preset_name
        return {"preset": self.preset_name, **diff}

    def options(self) -> dict[str, Any]:
        """Every option and its value (JSON-ready)."""
        data = asdict(self)
        data.pop("preset_name")
        data["ladder"] = list(self.ladder)
        return data

    def _check_consistency(self) -> None:
        """The limits between options: the hand of eleven below the target, and no value a hand
        can be worth (a ladder step, the eleven value or its fold) above the target."""
        if self.eleven_at >= self.target:
            raise RulesError(f"eleven_at ({self.eleven_at}) must be below target ({self.target})",
                             code="bad-option", option="eleven_at")
        for option, value in (("ladder", self.ladder[-1]), ("eleven_value", self.eleven_value),
                              ("eleven_fold_pays", self.eleven_fold_pays)):
            if value > self.target:
                raise RulesError(f"rule option {option!r} pays {value}, more than the target "
                                 f"({self.target}): no hand is worth more than the match",
                                 code="above-target", option=option, value=value,
                                 target=self.target)

    @property
    def uses_vira(self) -> bool:
        return self.manilhas == "vira"

    def start_value(self, kind: str = "normal") -> int:
        """What a hand of this kind (``"normal"``, ``"eleven"``, ``"iron"``) starts worth: the
        ladder's first step, or ``eleven_value`` in the two locked hands.

        >>> Rules().start_value(), Rules().start_value("iron")
        (1, 3)
        """
        return self.ladder[0] if kind == "normal" else self.eleven_value


def _check_option(key: str, value: Any) -> Any:
    def bad(expected: str) -> RulesError:
        return RulesError(f"bad value {value!r} for rule option {key!r}: expected {expected}",
                          code="bad-option", option=key)

    if key in _CHOICES:
        choices = _CHOICES[key]
        if value not in choices:
            raise bad("one of " + ", ".join(repr(c) for c in choices))
        return value
    if key == "exposed_card":
        if not isinstance(value, bool):
            raise bad("true or false")
        return value
    if key == "ladder":
        return _check_ladder(value, bad)
    low, high = _INT_RANGES[key]
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise bad(f"an integer from {low} to {high}")
    return value


def _check_ladder(value: Any, bad: Callable[[str], RulesError]) -> tuple[int, ...]:
    """A ladder: 2 to :data:`MAX_LADDER_STEPS` strictly increasing positive integers (that the
    top step is not above the target is checked with the other options)."""
    if (not isinstance(value, list | tuple) or len(value) < 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in value)
            or any(a >= b for a, b in itertools.pairwise(value))):
        raise bad("a list of at least two increasing positive integers")
    if len(value) > MAX_LADDER_STEPS:
        raise RulesError(f"a ladder has at most {MAX_LADDER_STEPS} steps, not {len(value)}",
                         code="ladder-too-long", option="ladder", limit=MAX_LADDER_STEPS,
                         steps=len(value))
    return tuple(value)


#: The longest ladder (the presets have 5 steps): every raise is a decision the bots and the
#: coach weigh, and a hand's actions must fit in a scenario code
#: (:data:`truco.notation.scenario.MAX_ACTIONS`).
MAX_LADDER_STEPS = 8

_CHOICES: dict[str, tuple[str, ...]] = {
    "manilhas": get_args(ManilhaMode),
    "three_ties": get_args(ThreeTies),
    "iron_hand": get_args(IronHand),
    "eleven_three_ties": get_args(ElevenThreeTies),
}
#: The range of every integer option (and each is at most the target: ``_check_consistency``).
#: Tables play to 12 (some to 24 or 30); a longer match is only a longer game to replay.
_INT_RANGES: dict[str, tuple[int, int]] = {
    "eleven_at": (1, 29),
    "eleven_value": (1, 30),
    "eleven_fold_pays": (1, 30),
    "cover_from_round": (1, 4),
    "target": (2, 30),
}
#: The values tables play for the options a reader may change on top of a preset (RULES.md):
#: three tied rounds, the ladder (mineiro tables also play 2-4-8-10-12), the iron hand, the
#: exposed card, the federation's three ties at eleven, and covering (4 = never).
TABLE_CHOICES: dict[str, tuple[Any, ...]] = {
    "three_ties": ("mao", "nobody", "dealer"),
    "ladder": ((1, 3, 6, 9, 12), (2, 4, 6, 10, 12), (2, 4, 8, 10, 12)),
    "iron_hand": ("open", "blind"),
    "exposed_card": (False, True),
    "eleven_three_ties": ("three_ties", "fpt"),
    "cover_from_round": (2, 4),
}

#: The option names, exactly as RULES.md spells them.
OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in fields(Rules) if f.name != "preset_name")

PRESETS: dict[str, Rules] = {
    "paulista": Rules(),
    "paulista-fpt": Rules(preset_name="paulista-fpt", three_ties="nobody", iron_hand="blind",
                          exposed_card=True, eleven_three_ties="fpt"),
    "mineiro": Rules(preset_name="mineiro", manilhas="fixed", ladder=(2, 4, 6, 10, 12),
                     three_ties="nobody", eleven_at=10, eleven_value=4, eleven_fold_pays=2,
                     iron_hand="blind"),
}
