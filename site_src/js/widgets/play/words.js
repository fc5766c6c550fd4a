// Words of the play-table widget: players' names, call names, the event log, prompts.
// Wording only: every fact comes from the engine's events and observation.

import { cardText, explain } from "../../explain.js";
import { capitalize, hasString } from "./util.js";

export const STRENGTHS = ["random", "heuristic", "search"];

/** Words bound to one game state: names of the seats and teams, calls, the log. */
export class Words {
  constructor(t, state, info) {
    this.t = t;
    this.state = state;
    this.info = info;
    this.players = state.match.players;
  }

  /** The bot's display name at a seat ("Luna"); seat 0 is the person. */
  botName(seat) {
    const id = this.state.bots[String(seat)] || "heuristic";
    const which = seat === 2 ? "partner" : seat === 3 ? "name2" : "name";
    const key = `play-table.bot.${id}.${which}`;
    return hasString(key) ? this.t(key) : id;
  }

  /** "Luna (player 2)", or "you" for seat 0. */
  who(seat) {
    if (seat === 0) return this.t("play-table.you");
    return this.t("play-table.who", { name: this.botName(seat), n: seat + 1 });
  }

  /** A team as the person sees it: you / Luna (heads-up), your team / the other team (pairs). */
  team(team, { object = false } = {}) {
    if (this.players === 2) return team === 0 ? this.t(object ? "play-table.you_obj" : "play-table.you") : this.who(1);
    return team === 0
      ? this.t("play-table.team_us", { partner: this.botName(2) })
      : this.t("play-table.team_them", { a: this.botName(1), b: this.botName(3) });
  }

  /** Short team name for the scoreboard. */
  teamShort(team) {
    if (this.players === 2) return team === 0 ? capitalize(this.t("play-table.you")) : this.botName(1);
    return team === 0 ? this.t("play-table.us") : this.t("play-table.them");
  }

  /** A call the engine named ("seis") in the page's words ("¡Seis!"). */
  callName(name) {
    const key = `call.${name}`;
    return hasString(key) ? this.t(key) : String(name);
  }

  /** The call that offers `value`. */
  callOfValue(value) {
    const call = this.info.calls.find((c) => c.value === value);
    return call ? this.callText(call) : String(value);
  }

  callText(call) {
    const key = `call.${call.name}`;
    return hasString(key) ? this.t(key) : call.name;
  }

  explain(ruling) {
    return explain(ruling, this.t, { players: this.players });
  }

  card(code) {
    return cardText(code, this.t);
  }

  /** Who scores what: "you score 3", "the other team scores 1", "nobody scores". */
  points(points) {
    const parts = [0, 1].filter((team) => points && points[team] > 0).map((team) => {
      if (team === 0) return this.t(this.players === 2 ? "play-table.scores_you" : "play-table.scores_us", { points: points[0] });
      return this.t("play-table.scores_other", { who: this.team(1), points: points[1] });
    });
    return parts.length ? capitalize(parts.join(this.t("list.and"))) : this.t("play-table.scores_nobody");
  }

  /** A sentence for the start of a hand. */
  dealLine(event) {
    const obs = this.state.observation;
    const parts = [this.t("play-table.log.deal", { n: this.state.match.hands, dealer: this.who(event.dealer), mao: this.who(event.mao) })];
    parts.push(this.kindLine(event.kind, obs));
    return parts.filter(Boolean).join(" ");
  }

  kindLine(kind, obs) {
    const opts = this.info.options;
    if (kind === "eleven") {
      const decider = obs.decider === null || obs.decider === undefined ? "" : this.who(obs.decider);
      const key = obs.decider === 0 ? "play-table.kind.eleven_you" : "play-table.kind.eleven";
      return this.t(key, { n: opts.eleven_at, who: decider, value: opts.eleven_value });
    }
    if (kind === "iron") return this.t(obs.blind ? "play-table.kind.iron_blind" : "play-table.kind.iron_open", { n: opts.eleven_at, value: opts.eleven_value });
    return "";
  }

  /** Log lines for a batch of events (each action event says what it meant). */
  eventLines(events) {
    const lines = [];
    for (const e of events) {
      if (e.type === "deal") lines.push({ event: e, text: this.dealLine(e) });
      else if (e.type === "action") lines.push({ event: e, text: this.actionLine(e) });
      else if (e.type === "round") lines.push({ event: e, text: this.roundLine(e) });
      else if (e.type === "hand-over") lines.push({ event: e, text: this.handOverLine(e) });
    }
    return lines;
  }

  actionLine(e) {
    const t = this.t;
    const you = e.seat === 0;
    const who = this.who(e.seat);
    switch (e.meaning) {
      case "play":
      case "blind-play":
        return t(you ? "play-table.log.play_you" : "play-table.log.play", { who, card: this.card(e.card) });
      case "cover":
        return you ? t("play-table.log.cover_you", { card: this.card(e.card) }) : t("play-table.log.cover", { who });
      case "raise":
      case "reraise":
        return t(you ? "play-table.log.raise_you" : "play-table.log.raise", { who, call: this.callName(e.call), value: e.offer });
      case "accept":
        return t(you ? "play-table.log.accept_you" : "play-table.log.accept", { who, value: e.offer });
      case "accept-eleven":
        return t(you ? "play-table.log.accept_eleven_you" : "play-table.log.accept_eleven", { who });
      case "fold":
        return t(you ? "play-table.log.fold_you" : "play-table.log.fold", { who });
      case "decline-eleven":
        return t(you ? "play-table.log.decline_you" : "play-table.log.decline", { who });
      case "surrender":
        return t(you ? "play-table.log.surrender_you" : "play-table.log.surrender", { who });
      default:
        return t("play-table.log.other", { who, action: String(e.action) });
    }
  }

  roundLine(e) {
    const round = this.state.observation.rounds[e.number - 1];
    const head = e.winner === null || e.winner === undefined
      ? this.t("play-table.log.round_tied", { n: e.number })
      : this.t("play-table.log.round_won", { n: e.number, team: this.team(e.winner, { object: true }) });
    if (!round) return head;
    // the round's winner is already said: give the engine's reason (the card comparison)
    const compare = round.ruling.code === "round-won" && round.ruling.params && round.ruling.params.compare;
    return `${head} ${this.explain(compare || round.ruling)}`;
  }

  handOverLine(e) {
    const outcome = this.state.observation.outcome;
    const why = outcome ? this.explain(outcome.ruling) : "";
    return [this.t("play-table.log.hand_over"), why, `${this.points(e.points)}.`].filter(Boolean).join(" ");
  }
}
