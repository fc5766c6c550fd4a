"""What a seat's decision in rounds 2 and 3 is keyed by in the shipped solution.

The solved hand with the ladder has hundreds of millions of information sets: only round 1 ships
as it was solved. Later decisions ship *distilled*: every information set is mapped to a key made
of what the seat sees that matters most, and the key's strategy is the solution's, averaged over
the information sets that share it, each weighted by how likely it is. The same functions key the
solution offline (compiled by numba) and the bot in the browser (plain Python): integers only.

A key holds: the round; the kind of decision (a card turn with raising open or not, an answer);
the ladder step accepted and who raised last; the rounds so far from the seat's side; what is on
the table (nothing, the other seat's card or a covered one, or the seat's own card); the classes it
still holds; and a hint of what is left: in round 2 how strong the card the other seat showed in
round 1 was (:func:`shown_bucket`), in round 3 how many cards the seat has not seen beat or tie
the card that decides (:func:`odds_bucket`).

Classes are strength classes (:class:`truco.solved.classes.Classes`, ``k`` of them, weakest 0);
``k`` stands for a covered card and for "none".

>>> key(2, TURN, 0, NONE_RAISED, 0, 0, 0, 8, 13, odds_bucket(5, 1), 13) != key(
...     2, TURN, 0, NONE_RAISED, 0, 0, 0, 8, 13, odds_bucket(0, 1), 13)
True
>>> shown_bucket(12, 13), shown_bucket(0, 13), odds_bucket(0, 0), odds_bucket(20, 2)
(3, 0, 0, 23)
"""

from __future__ import annotations

#: What kind of decision: a card turn where raising is open, one where it is not, an answer.
TURN, TURN_NO_RAISE, ANSWER = 0, 1, 2
#: Who made the last raise, from the deciding seat's side.
NONE_RAISED, I_RAISED, THEY_RAISED = 0, 1, 2
#: A round's result from the deciding seat's side.
WON, LOST, TIED = 0, 1, 2
#: The most classes a key allows for (paulista has 13, mineiro 14; ``k`` itself means none).
MAX_CLASSES = 14
_C = MAX_CLASSES + 1  # a class, or none / covered
_PLACE = 2 * MAX_CLASSES + 3  # nothing; the other's card (or covered); the seat's own (or covered)
#: Hints: round 2, the other seat's round-1 card in 4 bands; round 3, 8 x 3 odds buckets.
SHOWN_BANDS, BEAT_BANDS, TIE_BANDS = 4, 8, 3
_BEAT_EDGES = (0, 1, 2, 3, 5, 7, 10, 14)  # lower edges of the beat bands
_ROUND2 = 3 * 5 * 3 * 3 * _PLACE * _C * _C * SHOWN_BANDS
_ROUND3 = 3 * 5 * 3 * 9 * _PLACE * _C * BEAT_BANDS * TIE_BANDS
#: Keys are below this.
KEYS = _ROUND2 + _ROUND3


def shown_bucket(shown: int, k: int) -> int:
    """The band of a card the other seat showed (its class): an ordinary card below the top
    three ranks, one of them, a weaker manilha, a stronger one (the top four classes)."""
    if shown >= k - 2:
        return 3
    if shown >= k - 4:
        return 2
    if shown >= k - 7:
        return 1
    return 0


def odds_bucket(beat: int, tie: int) -> int:
    """How many unseen cards beat (banded) and tie (0, 1, 2 or more) a card."""
    band = 0
    for i in range(BEAT_BANDS):
        if beat >= _BEAT_EDGES[i]:
            band = i
    return band * TIE_BANDS + (tie if tie < TIE_BANDS else TIE_BANDS - 1)


def key(rnd: int, kind: int, step: int, raised: int, results: int, follows: int, led: int,
        held0: int, held1: int, hint: int, k: int) -> int:
    """The key of a decision in round ``rnd`` (0-based: 1 or 2), -1 if there is none.

    ``step`` is the ladder index accepted; ``raised`` who raised last; ``results`` the rounds so
    far from the seat's side (``r1 * 3 + r2``, a round not played counting as :data:`WON`);
    ``follows`` 1 when the other seat's card is on the table, 2 when the seat's own card is,
    else 0 (``led`` that card's class, ``k`` covered); ``held0 <= held1``
    the classes the seat still holds (``k``: none; in round 3 only ``held0``); ``hint``
    :func:`shown_bucket` (round 2) or :func:`odds_bucket` (round 3)."""
    if k > MAX_CLASSES or not 1 <= rnd <= 2:
        return -1
    if follows == 0:
        place = 0
    elif follows == 1:
        place = 1 + (MAX_CLASSES if led == k else led)
    else:
        place = 2 + MAX_CLASSES + (MAX_CLASSES if led == k else led)
    h0 = MAX_CLASSES if held0 == k else held0
    h1 = MAX_CLASSES if held1 == k else held1
    out = kind * 5 + step
    out = out * 3 + raised
    if rnd == 1:
        out = out * 3 + results // 3
        out = (out * _PLACE + place) * _C + h0
        return (out * _C + h1) * SHOWN_BANDS + hint
    out = out * 9 + results
    out = (out * _PLACE + place) * _C + h0
    return _ROUND2 + out * BEAT_BANDS * TIE_BANDS + hint
