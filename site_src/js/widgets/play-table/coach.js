// @ts-check
// The coach at the training table: hints on the reader's turn (`analyse` for the game) and the
// review of each finished hand (`game_review`), asked of the engine without ever holding up the
// game. A hint belongs to the position it was asked at: an answer that comes back after the
// position changed (the reader moved meanwhile) is dropped. Reviews are kept per hand for the
// match summary. No DOM here.

/**
 * @typedef {import("../../kit/protocol.js").Analysis} Analysis
 * @typedef {import("../../kit/protocol.js").HandReview} HandReview
 * @typedef {(op: string, args?: Record<string, unknown>) => Promise<any>} Call a game op
 *   (the session's `call`: it adds the game's id and reopens a lost game)
 */

export class TableCoach {
  /** @param {Call} call */
  constructor(call) {
    this.call = call;
    /** @type {{position: string, answer: Promise<Analysis>} | null} the hint asked last */
    this.asked = null;
    /** @type {Map<number, Promise<HandReview>>} reviews by hand number (from 0) */
    this.reviews = new Map();
    /** @type {Map<number, HandReview>} the reviews that came back */
    this.done = new Map();
  }

  /**
   * The coach's values for the reader's choices at `position` (the game state's fingerprint);
   * null when the position is no longer `current()` by the time the engine answers.
   * @param {string} position @param {() => string | null} current
   * @returns {Promise<Analysis | null>}
   */
  async hint(position, current) {
    if (!this.asked || this.asked.position !== position) {
      const answer = this.call("analyse", {});
      this.asked = { position, answer };
      answer.catch(() => {
        if (this.asked && this.asked.answer === answer) this.asked = null;
      });
    }
    const analysis = await this.asked.answer;
    return current() === position ? analysis : null;
  }

  /**
   * The review of a finished hand (its number in the match from 0), asked once.
   * @param {number} hand @returns {Promise<HandReview>}
   */
  review(hand) {
    let found = this.reviews.get(hand);
    if (!found) {
      const asked = this.call("game_review", { hand }).then((/** @type {HandReview} */ review) => {
        this.done.set(hand, review);
        return review;
      });
      asked.catch(() => this.reviews.delete(hand));
      this.reviews.set(hand, asked);
      found = asked;
    }
    return found;
  }

  /**
   * The reviews of the match's first `hands` hands (each asked once), in order.
   * @param {number} hands @returns {Promise<HandReview[]>}
   */
  all(hands) {
    return Promise.all(Array.from({ length: hands }, (_, i) => this.review(i)));
  }
}
