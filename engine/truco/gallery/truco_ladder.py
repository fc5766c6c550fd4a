"""Gallery puzzles: Truco and the ladder: what a raise, a fold and a surrender pay, and when to call.

Each puzzle states its answer; ``tests/engine/test_gallery.py`` replays it through the engine and
checks that the engine gives the same answer (a wrong or stale puzzle fails the tests)."""

from __future__ import annotations

from typing import Any

TOPIC = "truco"

PUZZLES: list[dict[str, Any]] = [
    {
        "id": "truco-1", "level": 1, "kind": "points",
        "scenario": "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd.araise-raise-fold",
        "answer": {"points": 3},
        "claims": [
            {"kind": "ladder", "values": [1, 3, 6, 9, 12], "fold_pays": [1, 3, 6, 9]},
        ],
        "title": {
            "es": "Truco, seis y no quiero",
            "pt": "Truco, seis e corre",
            "en": "Truco, seis, and a fold",
        },
        "point": {
            "es": "Quien no quiere paga el valor de la mano antes del último canto, no el ofrecido.",
            "pt": "Quem corre paga o valor da mão de antes do último pedido, não o oferecido.",
            "en": "Folding pays the hand's value before the last raise, not the offer.",
        },
    },
    {
        "id": "truco-2", "level": 1, "kind": "points",
        "scenario": "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd.araise-fold",
        "answer": {"points": 1},
        "claims": [
            {"kind": "position", "actions": [], "value": 1},
            {"kind": "ladder", "values": [1, 3, 6, 9, 12], "fold_pays": [1, 3, 6, 9],
             "names": ["truco", "seis", "nove", "doze"]},
        ],
        "title": {
            "es": "Truco no querido",
            "pt": "Correram do truco",
            "en": "A truco refused",
        },
        "point": {
            "es": "No querer el primer truco le da al que cantó el valor inicial de la mano.",
            "pt": "Correr do primeiro truco dá a quem pediu o valor inicial da mão.",
            "en": "Folding to the first truco gives the raiser the hand's starting value.",
        },
    },
    {
        "id": "truco-3", "level": 2, "kind": "points",
        "scenario": "v1.mineiro.p2.s0-0.d1.h4c7hKs-3h2sQd.araise-accept-4c-3h-7h-2s",
        "answer": {"points": 4},
        "claims": [
            {"kind": "ladder", "values": [2, 4, 6, 10, 12]},
            {"kind": "ladder", "scenario": "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd",
             "values": [1, 3, 6, 9, 12]},
            {"kind": "position", "actions": ["raise", "accept"], "value": 4},
        ],
        "title": {
            "es": "Truco querido con reglas Mineiro",
            "pt": "Truco aceito com regras Mineiro",
            "en": "A truco accepted under Mineiro rules",
        },
        "point": {
            "es": ("La escalera Mineiro empieza en 2, así que un truco querido vale 4 y no 3; el seis y "
                   "el doce valen lo mismo en las dos escaleras."),
            "pt": ("A escada Mineiro começa em 2, então um truco aceito vale 4 e não 3; o seis e o doze "
                   "valem o mesmo nas duas escadas."),
            "en": ("The Mineiro ladder starts at 2, so an accepted truco is worth 4, not 3; seis and doze "
                   "are worth the same in both ladders."),
        },
    },
    {
        "id": "truco-4", "level": 2, "kind": "points",
        "scenario": "v1.paulista.p2.s0-0.d1.v6d.h3cKh4s-2hKsQd.a3c-2h-raise-raise-accept-Kh-fold",
        "answer": {"points": 6},
        "claims": [
            {"kind": "position", "actions": ["3c", "2h", "raise", "raise", "accept", "Kh"], "value": 6},
            {"kind": "position", "why": "surrender"},
            {"kind": "position", "actions": ["3c", "2h", "raise", "accept", "Kh", "fold"], "points": 3,
             "why": "surrender"},
        ],
        "title": {
            "es": "Seis querido, y se va al mazo",
            "pt": "Seis aceito e ir ao baralho",
            "en": "Seis accepted, then a surrender",
        },
        "point": {
            "es": "Irse al mazo en tu turno paga el valor actual de la mano, el último canto querido.",
            "pt": "Ir ao baralho na sua vez paga o valor atual da mão, o último pedido aceito.",
            "en": "Surrendering on your turn pays the hand's current value: the last accepted call.",
        },
    },
    {
        "id": "truco-5", "level": 3, "kind": "points",
        "scenario": ("v1.mineiro.p2.s0-0.d1.oladder-2-4-8-10-12"
                     ".h3cKh5s-7h2sQd.araise-raise-accept-3c-7h-2s-Kh"),
        "answer": {"points": 8},
        "claims": [
            {"kind": "ladder", "values": [2, 4, 8, 10, 12]},
            {"kind": "ladder", "scenario": "v1.mineiro.p2.s0-0.d1.h3cKh5s-7h2sQd",
             "values": [2, 4, 6, 10, 12]},
        ],
        "title": {
            "es": "Una escalera de mesa",
            "pt": "Uma escada de mesa",
            "en": "A table's own ladder",
        },
        "point": {
            "es": ("Algunas mesas de Minas Gerais juegan la escalera 2, 4, 8, 10, 12: el segundo canto vale "
                   "más."),
            "pt": "Algumas mesas mineiras jogam a escada 2, 4, 8, 10, 12: o segundo pedido vale mais.",
            "en": "Some Mineiro tables play the 2, 4, 8, 10, 12 ladder: the second call is worth more.",
        },
    },
    {
        "id": "truco-6", "level": 2, "kind": "play",
        "scenario": "v1.paulista.p2.s0-0.d1.v7d.h3c2hKs-4h5s6d.a3c-4h-raise",
        "answer": {"action": "fold"},
        "claims": [
            {"kind": "best", "action": "fold"},
            {"kind": "chance", "action": "accept", "at_most": 0.15},
            {"kind": "margin", "action": "fold", "over": "accept", "at_least": 1},
        ],
        "title": {
            "es": "Te cantan truco sin nada",
            "pt": "Pediram truco e você não tem nada",
            "en": "Truco against nothing",
        },
        "point": {
            "es": "Con muy pocas posibilidades de ganar, no querer cuesta menos que querer.",
            "pt": "Com pouquíssima chance de ganhar, correr custa menos que aceitar.",
            "en": "With little chance of winning, folding costs less than accepting.",
        },
    },
    {
        "id": "truco-7", "level": 2, "kind": "play",
        "scenario": "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-2hQsAs.a3c-2h-Kh",
        "answer": {"action": "raise"},
        "claims": [
            {"kind": "best", "action": "raise"},
            {"kind": "chance", "action": "raise", "at_least": 0.9},
            {"kind": "margin", "action": "raise", "over": "play As", "at_least": 0.5},
        ],
        "title": {
            "es": "La baza que casi seguro ganas",
            "pt": "A rodada que você quase certamente ganha",
            "en": "A round you are almost sure to win",
        },
        "point": {
            "es": "Cuando la mano es casi segura para ti, canta antes de jugar: que valga más.",
            "pt": "Quando a mão está quase garantida, peça antes de jogar: que ela valha mais.",
            "en": "When you are all but sure to win the hand, raise before you play: make it worth more.",
        },
    },
    {
        "id": "truco-8", "level": 3, "kind": "play",
        "scenario": "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-5cKsQh.a4s-5c-Ks-raise",
        "answer": {"action": "accept"},
        "claims": [
            {"kind": "best", "action": "accept"},
            {"kind": "margin", "action": "accept", "over": "fold", "at_least": 1},
            {"kind": "rounds", "results": [1, 1], "winner": 1},
            {"kind": "rounds", "results": [1, None], "winner": 1},
            {"kind": "margin", "scenario": "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-5cKsQd.a4s-5c-Ks-raise",
             "action": "accept", "over": "fold", "at_least": -0.25, "at_most": 0.25},
        ],
        "title": {
            "es": "Ganaste la primera y te cantan",
            "pt": "Você fez a primeira e pediram truco",
            "en": "You won the first round and face a truco",
        },
        "point": {
            "es": "Con la primera baza ganada y una manilha alta en la mano, el truco se quiere: "
                  "te basta ganar una baza más o empardarla. Con la manilha más baja (la de diamantes), "
                  "en cambio, la decisión es muy pareja: querer y no querer cuestan casi lo mismo.",
            "pt": "Com a primeira rodada ganha e uma manilha alta na mão, o truco se aceita: basta "
                  "ganhar mais uma rodada ou empatá-la. Já com a manilha mais baixa (a de ouros) a "
                  "decisão fica apertada: aceitar e correr custam quase o mesmo.",
            "en": "With the first round won and a high manilha in hand, accept the truco: one more "
                  "round won, or tied, gives you the hand. With the lowest manilha (diamonds), "
                  "though, it is a close call: accepting and folding cost about the same.",
        },
    },
]
