// @ts-check
// covered-card, exercise mode. Two kinds of question, dealt from the engine's deck:
//   "round": in round 2 or 3 a card is played covered (often a strong one) against a face-up
//     card, or two covered cards meet: who takes the round? The engine's `compare` answer (with
//     the covered flags) grades and explains it.
//   "cover": a hand is played up to round 1, 2 or 3 (each card the engine's legal play); may the
//     player to act play a card covered now? The engine's `replay` of that cover accepts it or
//     refuses it (cover-too-early, or cover-never for a table that never covers): that is the answer.
// Pure: the DOM is kit/exercise.js's.

import { dealSeed, pick, shuffle } from "../../kit/exercise.js";
import { rulesInfo } from "../../kit/scenario-player.js";
import { capitalize, cardText, explain, isEngineDown, seatText } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/exercise.js").Random} Random
 * @typedef {import("../../kit/protocol.js").OpResults["compare"]} CompareAnswer
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {{vira: string | null, cards: string[], covered: boolean[], round: number}} CoveredRound
 */

/** How often the question is "may this player cover now?" (else "who takes the round?"). */
const COVER_QUESTIONS = 0.3;

/** Which kind of question to deal. @param {Random} random */
export function dealKind(random) {
  return random() < COVER_QUESTIONS ? "cover" : "round";
}

/**
 * A round with covered cards: one covered card (often a manilha) against a face-up card, two
 * covered cards, or (now and then) none. `manilhas`: the engine's list for the vira.
 * @param {Random} random @param {string[]} deck @param {string | null} vira @param {string[]} manilhas
 * @returns {CoveredRound}
 */
export function dealRound(random, deck, vira, manilhas) {
  const free = shuffle(random, deck.filter((card) => card !== vira));
  const roll = random();
  const covered = roll < 0.6 ? [true, false] : roll < 0.8 ? [true, true] : [false, false];
  const strong = manilhas.filter((card) => card !== vira);
  const first = covered[0] && !covered[1] && strong.length && random() < 0.5 ? pick(random, strong) : free[0];
  const second = free.find((card) => card !== first) || free[1];
  const order = random() < 0.5;
  return {
    vira,
    cards: order ? [first, second] : [second, first],
    covered: order ? covered : [covered[1], covered[0]],
    round: random() < 0.5 ? 2 : 3,
  };
}

/** @param {RulesSpec} rules @param {CoveredRound} r */
export function roundRequest(rules, r) {
  return { op: "compare", args: { rules, vira: r.vira, cards: r.cards, covered: r.covered } };
}

/**
 * The "who takes the round" question in words.
 * @param {CoveredRound} r @param {Translate} t
 */
export function roundWords(r, t) {
  const plays = r.cards.map((card, seat) => t(r.covered[seat] ? "covered-card.ex.covers" : "covered-card.ex.plays", {
    Seat: capitalize(seatText(seat, t)), card: cardText(card, t),
  }));
  const vira = r.vira === null ? t("hand.no-vira") : t("covered-card.ex.vira", { vira: cardText(r.vira, t) });
  return {
    prompt: t("covered-card.ex.round-prompt", { n: r.round }),
    situation: [t("covered-card.ex.round-intro", { n: r.round }), vira, ...plays].join(" "),
    options: [
      ...r.cards.map((card, seat) => ({
        value: String(seat), card, covered: r.covered[seat],
        label: capitalize(seatText(seat, t)),
      })),
      { value: "tie", label: t("covered-card.ex.tie") },
    ],
  };
}

/** What the compare answer makes right. @param {CompareAnswer} answer */
export function roundCorrect(answer) {
  return { winner: [answer.winner === null ? "tie" : String(answer.top[0])] };
}

/**
 * The verdict's words for a compare answer: who takes the round, and the engine's ruling.
 * @param {CompareAnswer} answer @param {Translate} t
 */
export function roundVerdict(answer, t) {
  const headline = answer.winner === null
    ? t("covered-card.ex.tied")
    : t("covered-card.ex.takes", { Seat: capitalize(seatText(answer.top[0], t)) });
  return { headline, why: [explain(answer.ruling, t, { players: 2 })] };
}

// --- "may this player cover now?" ---------------------------------------------------------------

/** The round the question stops in (the hand is played until then, while it lasts). @param {Random} random */
export function targetRound(random) {
  return 1 + Math.floor(random() * 3);
}

/**
 * The next card play of the walk: one of the engine's legal plays, at random.
 * @param {Random} random @param {string[]} legal
 */
export function nextPlay(random, legal) {
  const plays = legal.filter((action) => action.startsWith("play "));
  return plays.length ? pick(random, plays) : null;
}

/**
 * The cover the question asks about: the player to act covers a card of theirs.
 * @param {import("../../kit/protocol.js").ReplayResult} r @param {Random} random
 */
export function coverAction(r, random) {
  const seat = /** @type {number} */ (r.to_act);
  return `cover ${pick(random, r.hands[seat] || [])}`;
}

/**
 * The "may they cover?" question in words.
 * @param {import("../../kit/protocol.js").ReplayResult} r the position @param {string} action @param {Translate} t
 */
export function coverWords(r, action, t) {
  const seat = /** @type {number} */ (r.to_act);
  const card = cardText(action.slice("cover ".length), t);
  const played = r.round_details.map((round, i) => t("covered-card.ex.played", {
    n: i + 1, cards: round.plays.map((p) => `${cardText(p.card, t)} (${seatText(p.seat, t)})`).join(", "),
  }));
  const table = r.table.map((p) => t("covered-card.ex.on-table", { card: cardText(p.card, t), seat: seatText(p.seat, t) }));
  const now = t("covered-card.ex.now", { n: r.round, seat: seatText(seat, t) });
  return {
    prompt: t("covered-card.ex.cover-prompt", { seat: seatText(seat, t), Seat: capitalize(seatText(seat, t)), card }),
    situation: [...played, ...table, now].join(" "),
    options: [{ value: "yes", label: t("covered-card.ex.yes") }, { value: "no", label: t("covered-card.ex.no") }],
  };
}

/**
 * The verdict of the cover question, from the engine's replay of the cover: accepted, or refused
 * (`reason`: the engine's code, cover-too-early or cover-never; `refusal`: the refusal in words);
 * `from` is the rules' first round for covering (the `rules` answer's cover_from_round).
 * @param {boolean} accepted @param {string} refusal @param {string | null} reason @param {number} from
 * @param {Translate} t
 */
export function coverVerdict(accepted, refusal, reason, from, t) {
  const rule = reason === "cover-never" ? t("covered-card.ex.never") : t("covered-card.ex.from", { n: from });
  return {
    headline: t(accepted ? "covered-card.ex.accepted" : "covered-card.ex.refused"),
    why: accepted ? [rule] : [refusal, rule],
    correct: { cover: [accepted ? "yes" : "no"] },
  };
}

/**
 * A whole question, dealt and checked through `ask` (the engine). "round": the vira, its
 * manilhas, then, once answered, the comparison with the covered flags. "cover": a deal played
 * (the engine's legal plays, at random) up to a round, then, once answered, the replay of the
 * cover, which the engine accepts or refuses. `refusal` words a refusal (kit errorText).
 * @param {(op: any, args?: any) => Promise<any>} ask @param {Random} random
 * @param {{rules: RulesSpec, deck: string[], t: Translate, refusal: (err: unknown) => string}} setting
 */
export async function coveredQuiz(ask, random, { rules, deck, t, refusal }) {
  const info = await rulesInfo(ask, rules);
  if (dealKind(random) === "round") {
    const vira = info.uses_vira ? pick(random, deck) : null;
    const { manilhas } = await ask("manilhas", { rules, vira });
    const round = dealRound(random, deck, vira, manilhas.map((/** @type {{card: string}} */ m) => m.card));
    const words = roundWords(round, t);
    return {
      kind: "round",
      prompt: words.prompt,
      situation: words.situation,
      vira,
      groups: [{ name: "winner", legend: words.prompt, options: words.options }],
      check: async () => {
        const answer = await ask("compare", roundRequest(rules, round).args);
        return { ...roundVerdict(answer, t), correct: roundCorrect(answer) };
      },
    };
  }
  const target = targetRound(random);
  /** @type {import("../../kit/protocol.js").ReplayResult} */
  const { scenario } = await ask("deal", { rules, seed: dealSeed(random) });
  let r = await ask("replay", { scenario });
  const extra = random() < 0.5; // in the round asked about, one card on the table already
  for (let moves = 0; moves < 6; moves += 1) {
    const more = r.round < target || (extra && r.round === target && r.table.length === 0);
    const action = more ? nextPlay(random, r.legal) : null;
    if (!action) break;
    const next = await ask("replay", { scenario: { ...r.scenario, actions: [...(r.scenario.actions || []), action] } });
    if (next.finished) break;
    r = next;
  }
  const position = r;
  const action = coverAction(position, random);
  const words = coverWords(position, action, t);
  return {
    kind: "cover",
    prompt: words.prompt,
    situation: words.situation,
    vira: position.scenario.vira || null,
    groups: [{ name: "cover", legend: words.prompt, options: words.options }],
    check: async () => {
      let accepted = true;
      let refused = "";
      /** @type {string | null} */
      let reason = null;
      try {
        await ask("replay", { scenario: { ...position.scenario, actions: [...(position.scenario.actions || []), action] } });
      } catch (err) {
        const details = /** @type {any} */ (err).details || {};
        if (isEngineDown(err) || !["cover-too-early", "cover-never"].includes(details.reason)) throw err;
        accepted = false;
        reason = details.reason;
        refused = refusal(err);
      }
      return coverVerdict(accepted, refused, reason, info.options.cover_from_round, t);
    },
  };
}
