"""Gallery puzzles: The hand of eleven: declining, playing, and its three ties.

Each puzzle states its answer; ``tests/engine/test_gallery.py`` replays it through the engine and
checks that the engine gives the same answer (a wrong or stale puzzle fails the tests)."""

from __future__ import annotations

from typing import Any

TOPIC = "eleven"

PUZZLES: list[dict[str, Any]] = [
    {
        "id": "eleven-1", "level": 1, "kind": "points",
        "scenario": "v1.paulista.p2.s11-5.d1.v4h.h6c7h4s-3hKsQd.afold",
        "answer": {"points": 1},
        "claims": [
            {"kind": "position", "winner": 1, "played": 0, "why": "eleven-fold"},
        ],
        "title": {
            "es": "La mano de once que no se juega",
            "pt": "A mão de onze que não se joga",
            "en": "A hand of eleven declined",
        },
        "point": {
            "es": "Rechazar la mano de once le regala puntos al otro equipo sin jugar una carta.",
            "pt": "Recusar a mão de onze dá pontos ao outro time sem jogar uma carta.",
            "en": "Declining the hand of eleven hands the other team points without a card played.",
        },
    },
    {
        "id": "eleven-2", "level": 2, "kind": "points",
        "scenario": "v1.mineiro.p2.s3-10.d1.h6c5h4s-3hKsJd.afold",
        "answer": {"points": 2},
        "claims": [
            {"kind": "position", "actions": [], "decider": 1},
            {"kind": "position", "scenario": "v1.mineiro.p2.s3-9.d1.h6c5h4s-3hKsJd", "decider": None},
            {"kind": "position", "points": 2, "played": 0},
            {"kind": "position", "scenario": "v1.paulista.p2.s3-11.d1.v4h.h6c5h4s-3hKsJd.afold", "points": 1},
        ],
        "title": {
            "es": "La mano de diez",
            "pt": "A mão de dez",
            "en": "The hand of ten",
        },
        "point": {
            "es": "Con reglas Mineiro la decisión llega a los 10 puntos, y rechazarla cuesta más.",
            "pt": "Com regras Mineiro a decisão chega aos 10 pontos, e recusar custa mais.",
            "en": "Under Mineiro rules the decision comes from 10 points on, and declining costs more.",
        },
    },
    {
        "id": "eleven-3", "level": 2, "kind": "play",
        "scenario": "v1.paulista.p2.s11-4.d1.v7d.hQcQh3s-3hKs5d",
        "answer": {"action": "accept"},
        "claims": [
            {"kind": "position", "decider": 0, "to_act": 0, "played": 0},
            {"kind": "sees", "seat": 0, "whose": 0},
            {"kind": "best", "action": "accept"},
            {"kind": "chance", "action": "accept", "at_least": 0.9},
            {"kind": "margin", "action": "accept", "over": "fold", "at_least": 2},
        ],
        "title": {
            "es": "Once puntos y dos manilhas",
            "pt": "Onze pontos e duas manilhas",
            "en": "Eleven points and two manilhas",
        },
        "point": {
            "es": "En la mano de once decides viendo tus cartas: con buena mano, se juega.",
            "pt": "Na mão de onze você decide vendo as suas cartas: com mão boa, se joga.",
            "en": ("In the hand of eleven you decide after seeing your cards: with a good hand, play it."),
        },
    },
    {
        "id": "eleven-4", "level": 2, "kind": "play",
        "scenario": "v1.paulista.p2.s11-4.d1.v7d.h4c5h6s-3hKs5d",
        "answer": {"action": "fold"},
        "claims": [
            {"kind": "best", "action": "fold"},
            {"kind": "chance", "action": "accept", "at_most": 0.05},
            {"kind": "margin", "action": "fold", "over": "accept", "at_least": 1.5},
            {"kind": "grade", "action": "accept", "no_better_than": "mistake"},
        ],
        "title": {
            "es": "Once puntos y sin juego",
            "pt": "Onze pontos e nada na mão",
            "en": "Eleven points and no cards",
        },
        "point": {
            "es": "Jugar una mano de once casi perdida cuesta mucho más que rechazarla.",
            "pt": "Jogar uma mão de onze quase perdida custa muito mais que recusar.",
            "en": "Playing a hand of eleven you will almost surely lose costs much more than declining it.",
        },
    },
    {
        "id": "eleven-5", "level": 3, "kind": "hand",
        "scenario": "v1.paulista-fpt.p2.s11-5.d1.v7h.h3s2cKc-3d2dKh.aaccept-3s-3d-2c-2d-Kc-Kh",
        "answer": {"who": 1, "why": "three-ties"},
        "claims": [
            {"kind": "position", "decider": 0},
            {"kind": "rounds", "results": [None, None, None], "winner": 1, "why": "three-ties-eleven"},
            {"kind": "rounds", "scenario": "v1.paulista-fpt.p2.s5-11.d1.v7h.h3s2cKc-3d2dKh.aaccept",
             "results": [None, None, None], "winner": 0},
        ],
        "title": {
            "es": "Tres pardas en la mano de once",
            "pt": "Três empates na mão de onze",
            "en": "Three ties in the hand of eleven",
        },
        "point": {
            "es": ("Con la norma de la federación, tres pardas en la mano de once son para el equipo que "
                   "no tenía once."),
            "pt": ("Pela regra da federação, três empates na mão de onze vão para o time que não tinha "
                   "onze."),
            "en": ("Under the federation's rule, three ties in a hand of eleven go to the team that was "
                   "not on eleven."),
        },
    },
    {
        "id": "eleven-6", "level": 2, "kind": "points",
        "scenario": "v1.paulista.p2.s11-7.d1.vJd.hKc3h5s-2hQs4d.aaccept-Kc-2h-3h-Qs",
        "answer": {"points": 3},
        "claims": [
            {"kind": "position", "actions": ["accept"], "value": 3},
            {"kind": "position", "scenario": "v1.paulista.p2.s0-0.d1.vJd.hKc3h5s-2hQs4d", "value": 1},
            {"kind": "position", "score": [12, 7]},
        ],
        "title": {
            "es": "La mano de once ganada",
            "pt": "A mão de onze ganha",
            "en": "A hand of eleven won",
        },
        "point": {
            "es": ("La mano de once jugada vale 3, más que una mano normal sin truco, pero el "
                   "tanteador no pasa de 12."),
            "pt": ("A mão de onze jogada vale 3, mais que uma mão normal sem truco, mas o placar nunca "
                   "passa de 12."),
            "en": ("A hand of eleven played is worth 3, more than a normal hand without a truco, but the "
                   "score never passes 12."),
        },
    },
    {
        "id": "eleven-7", "level": 3, "kind": "play",
        "scenario": "v1.paulista.p4.s4-11.d3.v7d.h3cKhQs-4c5h6s-2cAhJd-4d5c7s",
        "answer": {"action": "fold"},
        "claims": [
            {"kind": "position", "decider": 1, "to_act": 1},
            {"kind": "sees", "seat": 1, "whose": 3},
            {"kind": "best", "action": "fold"},
            {"kind": "margin", "action": "fold", "over": "accept", "at_least": 1},
        ],
        "title": {
            "es": "La mano de once en parejas",
            "pt": "A mão de onze em dupla",
            "en": "A hand of eleven in pairs",
        },
        "point": {
            "es": "En parejas, quien decide la mano de once ve también las cartas de su compañero.",
            "pt": "Em dupla, quem decide a mão de onze vê também as cartas do parceiro.",
            "en": ("In pairs, the player who decides the hand of eleven also sees their partner's cards."),
        },
    },
]
