"""Gallery puzzles: The iron hand: its value, blind play and its three ties.

Each puzzle states its answer; ``tests/engine/test_gallery.py`` replays it through the engine and
checks that the engine gives the same answer (a wrong or stale puzzle fails the tests)."""

from __future__ import annotations

from typing import Any

TOPIC = "iron"

PUZZLES: list[dict[str, Any]] = [
    {
        "id": "iron-1", "level": 1, "kind": "points",
        "scenario": "v1.paulista.p2.s11-11.d1.vJd.hKc3h5s-2hQs4d.aKc-2h-3h-Qs",
        "answer": {"points": 3},
        "claims": [
            {"kind": "position", "actions": [], "decider": None, "can_raise": False, "value": 3},
            {"kind": "position", "actions": ["Kc", "2h"], "can_raise": False, "value": 3},
            {"kind": "position", "points": 3},
        ],
        "title": {
            "es": "Once a once",
            "pt": "Onze a onze",
            "en": "Eleven all",
        },
        "point": {
            "es": "En la mano de hierro no hay decisión ni truco: vale siempre lo mismo.",
            "pt": "Na mão de ferro não há decisão nem truco: vale sempre o mesmo.",
            "en": "In the iron hand there is no decision and no truco: it is always worth the same.",
        },
    },
    {
        "id": "iron-2", "level": 2, "kind": "hand",
        "scenario": "v1.paulista-fpt.p2.s11-11.d1.v7h.h3s2cKc-3d2dKh.as1-s1-s2-s2-s3-s3",
        "answer": {"who": None, "why": "three-ties"},
        "claims": [
            {"kind": "position", "blind": True},
            {"kind": "rounds", "results": [None, None, None], "winner": None, "why": "three-ties-iron"},
        ],
        "title": {
            "es": "Hierro a ciegas",
            "pt": "Ferro às cegas",
            "en": "A blind iron hand",
        },
        "point": {
            "es": ("Con la norma de la federación, tres pardas en la mano de hierro no dan puntos a "
                   "nadie."),
            "pt": "Pela regra da federação, três empates na mão de ferro não dão pontos a ninguém.",
            "en": "Under the federation's rule, three ties in the iron hand score nothing for anyone.",
        },
    },
    {
        "id": "iron-3", "level": 2, "kind": "points",
        "scenario": "v1.mineiro.p2.s10-10.d1.h3sJcKc-4c2dKh.as1-s1-s2-s2",
        "answer": {"points": 4},
        "claims": [
            {"kind": "position", "actions": [], "blind": True, "decider": None, "value": 4},
            {"kind": "position", "scenario": "v1.mineiro.p2.s10-5.d1.h3sJcKc-4c2dKh.aaccept", "value": 4},
        ],
        "title": {
            "es": "Diez a diez con reglas Mineiro",
            "pt": "Dez a dez com regras Mineiro",
            "en": "Ten all under Mineiro rules",
        },
        "point": {
            "es": "La mano de hierro Mineiro se juega a ciegas y vale lo mismo que la mano de diez.",
            "pt": "A mão de ferro Mineiro se joga às cegas e vale o mesmo que a mão de dez.",
            "en": "The Mineiro iron hand is played blind and is worth what the hand of ten is.",
        },
    },
    {
        "id": "iron-4", "level": 3, "kind": "hand",
        "scenario": "v1.paulista.p2.s11-11.d0.v7h.h3s2cKc-3d2dKh.a3d-3s-2d-2c-Kh-Kc",
        "answer": {"who": 1, "why": "three-ties"},
        "claims": [
            {"kind": "rounds", "results": [None, None, None], "winner": 1, "why": "three-ties-mao"},
            {"kind": "rounds", "scenario": "v1.paulista.p2.s0-0.d0.v7h.h3s2cKc-3d2dKh",
             "results": [None, None, None], "winner": 1},
        ],
        "title": {
            "es": "Tres pardas en el once a once",
            "pt": "Três empates no onze a onze",
            "en": "Three ties at eleven all",
        },
        "point": {
            "es": ("Con reglas Paulista, tres pardas en la mano de hierro se resuelven como en cualquier "
                   "mano."),
            "pt": "Com regras Paulista, três empates na mão de ferro se resolvem como em qualquer mão.",
            "en": "Under Paulista rules, three ties in the iron hand are settled as in any hand.",
        },
    },
]
