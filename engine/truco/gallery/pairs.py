"""Gallery puzzles: Pairs: partners at the top, leads after ties, rounds won by the team.

Each puzzle states its answer; ``tests/engine/test_gallery.py`` replays it through the engine and
checks that the engine gives the same answer (a wrong or stale puzzle fails the tests)."""

from __future__ import annotations

from typing import Any

TOPIC = "pairs"

PUZZLES: list[dict[str, Any]] = [
    {
        "id": "pairs-1", "level": 1, "kind": "round",
        "scenario": "v1.paulista.p4.s0-0.d3.v4d.h3c6cQc-2h6hQh-3h6sQs-Kd6dJd.a3c-2h-3h-Kd",
        "answer": {"who": 0, "why": "partners-top"},
        "claims": [
            {"kind": "round", "first": 0, "plays": ["3c", "2h", "3h", "Kd"], "winner": 0, "lead": 0},
            {"kind": "round", "first": 1, "plays": ["Ac", "Kd", "Ah", "Qd"], "winner": 1, "lead": 1},
        ],
        "title": {
            "es": "Dos treses del mismo equipo",
            "pt": "Dois três da mesma dupla",
            "en": "Two threes from one team",
        },
        "point": {
            "es": "Si la carta más alta la tienen dos compañeros, no hay parda: la baza es de su equipo.",
            "pt": ("Quando a carta mais alta está com dois parceiros, não há empate: a rodada é do "
                   "time deles."),
            "en": "When partners tie at the top there is no tie: the round goes to their team.",
        },
    },
    {
        "id": "pairs-2", "level": 2, "kind": "lead",
        "scenario": "v1.paulista.p4.s0-0.d3.v4d.h4h6cQc-3c6hQh-3h6sQs-Kd6dJd.a4h-3c-3h-Kd",
        "answer": {"who": 1, "why": "lead-tie"},
        "claims": [
            {"kind": "round", "first": 0, "plays": ["4h", "3c", "3h", "Kd"], "winner": None, "lead": 1},
            {"kind": "round", "first": 2, "plays": ["3h", "Kd", "4h", "3c"], "winner": None, "lead": 2},
        ],
        "title": {
            "es": "Quién sale después de una parda en parejas",
            "pt": "Quem abre depois de um empate em dupla",
            "en": "Who leads after a tie in pairs",
        },
        "point": {
            "es": "Después de una parda sale el primero que jugó una de las cartas empardadas.",
            "pt": "Depois de um empate abre o primeiro que jogou uma das cartas empatadas.",
            "en": "After a tie, whoever played the first of the tied cards leads.",
        },
    },
    {
        "id": "pairs-3", "level": 1, "kind": "round",
        "scenario": "v1.paulista.p4.s0-0.d3.v4d.hKh6cQc-2c6hQh-5s6sQs-Ah6dJd.aKh-2c-5s-Ah",
        "answer": {"who": 0, "why": "manilha-beats-ordinary"},
        "claims": [
            {"kind": "round", "first": 0, "plays": ["Kh", "2c", "5s", "Ah"], "winner": 0, "lead": 2},
            {"kind": "round", "first": 0, "plays": ["5s", "2c", "Kh", "Ah"], "winner": 0, "lead": 0},
        ],
        "title": {
            "es": "Tu compañero tiene la manilha",
            "pt": "O seu parceiro tem a manilha",
            "en": "Your partner holds the manilha",
        },
        "point": {
            "es": "La baza es del equipo: no importa cuál de los dos compañeros la gane.",
            "pt": "A rodada é do time: não importa qual dos dois parceiros a ganhe.",
            "en": "A round belongs to the team: it does not matter which partner wins it.",
        },
    },
    {
        "id": "pairs-4", "level": 3, "kind": "hand",
        "scenario": "v1.paulista.p4.s0-0.d3.v4d.h4h6cQc-3c7hQh-3h6sQs-Kd6dJd.a4h-3c-3h-Kd-7h-6s-6d-6c",
        "answer": {"who": 1, "why": "win-plus-tie"},
        "claims": [
            {"kind": "rounds", "results": [None, 1], "winner": 1, "why": "win-plus-tie"},
            {"kind": "rounds", "results": [1, None], "winner": 1, "why": "win-plus-tie"},
            {"kind": "rounds", "scenario": "v1.paulista.p2.s0-0.d1.v4d.h4h6cQc-3c7hQh",
             "results": [None, 1], "winner": 1},
        ],
        "title": {
            "es": "Parda y después una baza en parejas",
            "pt": "Empate e depois uma rodada em dupla",
            "en": "A tie, then a round, in pairs",
        },
        "point": {
            "es": ("En parejas valen las mismas cuentas que entre dos: parda y baza ganada ganan la mano."),
            "pt": "Em dupla valem as mesmas contas que entre dois: empate e rodada ganha levam a mão.",
            "en": "Pairs count rounds just as heads-up does: a tie and a round won take the hand.",
        },
    },
    {
        "id": "pairs-5", "level": 2, "kind": "round",
        "scenario": "v1.paulista.p4.s0-0.d3.v4d.h5d6cQc-5h6hQh-5c6sQs-3s6dJd.a5d-5h-5c-3s",
        "answer": {"who": 0, "why": "manilha-suit"},
        "claims": [
            {"kind": "manilhas", "cards": ["5c", "5h", "5s", "5d"]},
            {"kind": "round", "first": 0, "plays": ["5d", "5h", "5c", "3s"], "winner": 0, "lead": 2},
        ],
        "title": {
            "es": "Cuatro cincos en la mesa",
            "pt": "Quatro cincos na mesa",
            "en": "Four fives on the table",
        },
        "point": {
            "es": "Con varias manilhas en la mesa gana la de mejor palo, y la baza es de su equipo.",
            "pt": "Com várias manilhas na mesa ganha a de melhor naipe, e a rodada é do time dela.",
            "en": ("With several manilhas on the table the best suit wins, and the round goes to its "
                   "team."),
        },
    },
]
