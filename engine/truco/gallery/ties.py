"""Gallery puzzles: Ties: tied rounds, who leads after them and how they decide a hand.

Each puzzle states its answer; ``tests/engine/test_gallery.py`` replays it through the engine and
checks that the engine gives the same answer (a wrong or stale puzzle fails the tests)."""

from __future__ import annotations

from typing import Any

TOPIC = "ties"

PUZZLES: list[dict[str, Any]] = [
    {
        "id": "ties-1", "level": 1, "kind": "round",
        "scenario": "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h",
        "answer": {"who": None, "why": "same-rank-tie"},
        "claims": [
            {"kind": "compare", "cards": "3", "against": "3", "result": "tie"},
            {"kind": "compare", "cards": "K", "against": "K", "result": "tie"},
        ],
        "title": {
            "es": "Dos treses frente a frente",
            "pt": "Dois três frente a frente",
            "en": "Two threes face to face",
        },
        "point": {
            "es": "Entre cartas comunes del mismo valor el palo no cuenta: la baza es parda.",
            "pt": "Entre cartas comuns do mesmo valor o naipe não conta: a rodada empata.",
            "en": "Between ordinary cards of the same rank the suit does not count: the round is tied.",
        },
    },
    {
        "id": "ties-2", "level": 1, "kind": "hand",
        "scenario": "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h-Kh-Qd",
        "answer": {"who": 1, "why": "win-plus-tie"},
        "claims": [
            {"kind": "rounds", "results": [None], "winner": "open"},
            {"kind": "rounds", "results": [None, 0], "winner": 0, "why": "win-plus-tie"},
            {"kind": "rounds", "results": [None, 1], "winner": 1, "why": "win-plus-tie"},
        ],
        "title": {
            "es": "Parda en la primera",
            "pt": "Empate na primeira",
            "en": "A tie in the first round",
        },
        "point": {
            "es": "Después de una parda, la próxima baza ganada decide la mano.",
            "pt": "Depois de um empate, a próxima rodada ganha decide a mão.",
            "en": "After a tie, the next round won decides the hand.",
        },
    },
    {
        "id": "ties-3", "level": 2, "kind": "lead",
        "scenario": "v1.paulista.p2.s0-0.d0.v7d.h2cKh4s-2hKsJd.a2h-2c",
        "answer": {"who": 1, "why": "lead-tie"},
        "claims": [
            {"kind": "round", "first": 1, "plays": ["2h", "2c"], "winner": None, "lead": 1},
            {"kind": "round", "first": 0, "plays": ["2c", "2h"], "winner": None, "lead": 0},
        ],
        "title": {
            "es": "Quién sale después de la parda",
            "pt": "Quem abre depois do empate",
            "en": "Who leads after the tie",
        },
        "point": {
            "es": ("Entre dos jugadores, después de una parda vuelve a salir quien salió en la baza "
                   "empardada."),
            "pt": ("Entre dois jogadores, depois de um empate volta a abrir quem abriu a rodada "
                   "empatada."),
            "en": "Heads-up, after a tie the player who led the tied round leads again.",
        },
    },
    {
        "id": "ties-4", "level": 2, "kind": "hand",
        "scenario": "v1.paulista.p2.s0-0.d1.v5d.h3c2hJs-3d2sKh.a3c-3d-2h-2s-Js-Kh",
        "answer": {"who": 1, "why": "third-round-decides"},
        "claims": [
            {"kind": "rounds", "results": [None, None], "winner": "open"},
            {"kind": "rounds", "results": [None, None, 0], "winner": 0, "why": "third-round-decides"},
            {"kind": "rounds", "results": [None, None, 1], "winner": 1, "why": "third-round-decides"},
        ],
        "title": {
            "es": "Dos pardas seguidas",
            "pt": "Dois empates seguidos",
            "en": "Two ties in a row",
        },
        "point": {
            "es": "Con las dos primeras bazas pardas, la tercera decide todo.",
            "pt": "Com as duas primeiras rodadas empatadas, a terceira decide tudo.",
            "en": "When the first two rounds tie, the third decides everything.",
        },
    },
    {
        "id": "ties-5", "level": 3, "kind": "hand",
        "scenario": "v1.paulista.p2.s0-0.d0.v5d.h3c2hJs-3d2sJh.a3d-3c-2s-2h-Jh-Js",
        "answer": {"who": 1, "why": "three-ties"},
        "claims": [
            {"kind": "position", "mao": 1},
            {"kind": "rounds", "results": [None, None, None], "winner": 1, "why": "three-ties-mao"},
            {"kind": "rounds", "scenario": "v1.paulista.p2.s0-0.d1.v5d.h3c2hJs-3d2sJh",
             "results": [None, None, None], "winner": 0},
        ],
        "title": {
            "es": "Tres pardas con reglas Paulista",
            "pt": "Três empates com regras Paulista",
            "en": "Three ties under Paulista rules",
        },
        "point": {
            "es": ("Con reglas Paulista las tres pardas son del equipo del mano: fíjate bien quién es el "
                   "mano."),
            "pt": "Com regras Paulista os três empates são do time da mão: repare bem quem é mão.",
            "en": ("Under Paulista rules three ties go to the mão's team: check carefully who the mão "
                   "is."),
        },
    },
    {
        "id": "ties-6", "level": 3, "kind": "hand",
        "scenario": "v1.mineiro.p2.s0-0.d1.h3c2hJs-3d2sJh.a3c-3d-2h-2s-Js-Jh",
        "answer": {"who": None, "why": "three-ties"},
        "claims": [
            {"kind": "rounds", "results": [None, None, None], "winner": None, "why": "three-ties-nobody"},
        ],
        "title": {
            "es": "Tres pardas con reglas Mineiro",
            "pt": "Três empates com regras Mineiro",
            "en": "Three ties under Mineiro rules",
        },
        "point": {
            "es": "Con reglas Mineiro, si las tres bazas son pardas nadie suma.",
            "pt": "Com regras Mineiro, se as três rodadas empatam ninguém marca.",
            "en": "Under Mineiro rules, when all three rounds tie nobody scores.",
        },
    },
    {
        "id": "ties-7", "level": 2, "kind": "play",
        "scenario": "v1.paulista.p2.s0-0.d1.vJd.h3c2h5s-3sKc4d.a3c-raise-accept-3s-2h",
        "answer": {"action": "play Kc"},
        "claims": [
            {"kind": "rounds", "results": [None, 1], "winner": 1},
            {"kind": "best", "action": "play Kc"},
            {"kind": "chance", "action": "play Kc", "is": "certain"},
            {"kind": "chance", "action": "play 4d", "is": "never"},
        ],
        "title": {
            "es": "Después de la parda, con el zap",
            "pt": "Depois do empate, com o zap",
            "en": "After the tie, holding the zap",
        },
        "point": {
            "es": ("Después de una parda, quien gana la baza siguiente gana la mano: no la dejes "
                   "escapar."),
            "pt": "Depois de um empate, quem ganha a rodada seguinte ganha a mão: não deixe escapar.",
            "en": "After a tie, whoever wins the next round wins the hand: do not let it go.",
        },
    },
]
