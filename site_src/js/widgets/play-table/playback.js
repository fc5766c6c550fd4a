// @ts-check
// The bots' moves shown one by one: what the felt shows after each event of a batch the engine
// sent (its cards on the table, who is about to move) and where to pause. Pure: the cards come
// from the events' own steps (what each action meant); nothing is worked out.

/**
 * @typedef {import("../../kit/hand-model.js").PlayModel} PlayModel
 * @typedef {{type: string} & Record<string, any>} GameEvent
 * @typedef {Object} Frame one picture of the felt
 * @property {PlayModel[]} table the cards of the round on the table
 * @property {number | null} toAct the seat about to move
 * @property {GameEvent[]} said the calls, answers, folds and surrenders of the batch so far (badges at the seats)
 * @property {string} [text] the log line said with this picture
 * @property {"bot" | "round"} [wait] pause after it: a bot thinks, or a finished round stays a moment
 */

/** The meanings of the steps that put a card on the table. */
const PUTS_A_CARD = new Set(["play", "cover", "blind-play"]);

/** Whether a step is said aloud at the table (a call, an answer, a fold, a surrender): a badge at its seat.
 * @param {{meaning?: string}} step */
export function isSaid(step) {
  return typeof step.meaning === "string" && !PUTS_A_CARD.has(step.meaning);
}

/**
 * The pictures of a batch of events, from the table as it was.
 * @param {{event: GameEvent, text: string}[]} lines the events with their log lines
 * @param {number} reader the reader's seat (its own moves need no pause)
 * @param {PlayModel[]} table the cards on the table before the batch
 * @returns {Frame[]}
 */
export function playbackFrames(lines, reader, table) {
  /** @type {Frame[]} */
  const frames = [];
  let shown = [...table];
  /** @type {GameEvent[]} */
  let said = [];
  for (const { event, text } of lines) {
    if (event.type === "action") {
      if (event.seat !== reader) frames.push({ table: shown, toAct: event.seat, said, wait: "bot" });
      if (PUTS_A_CARD.has(event.meaning)) {
        shown = [...shown, { seat: event.seat, card: event.card ?? null, covered: event.meaning === "cover" }];
      } else {
        said = [...said, event];
      }
      frames.push({ table: shown, toAct: null, said, text });
    } else if (event.type === "round") {
      frames.push({ table: shown, toAct: null, said, text, wait: "round" });
      shown = [];
      frames.push({ table: shown, toAct: null, said });
    } else {
      if (event.type === "deal") {
        shown = [];
        said = [];
      }
      frames.push({ table: shown, toAct: null, said, text });
    }
  }
  return frames;
}
