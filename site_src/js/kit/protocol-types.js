// @ts-check
// The shapes of the engine's answers (engine/truco/web.py and the modules it calls), written down
// for the JavaScript side as JSDoc types; kit/protocol.js re-exports every one, so a widget names
// them as import("../kit/protocol.js").ReplayResult. Types only: nothing runs here.

/**
 * @typedef {string | {preset: string, [option: string]: unknown}} RulesSpec
 * @typedef {{code: string, params?: Record<string, any>}} Ruling
 * @typedef {{seat: number, card: string | null, covered: boolean}} PlayView
 * @typedef {{plays: PlayView[], winner: number | null, lead: number, ruling: Ruling,
 *   lead_ruling: Ruling}} RoundView
 * @typedef {{seat: number, team: number, partner: number | null, mao: boolean, dealer: boolean}} SeatFacts
 * @typedef {{seat: number, action: string, meaning: string, round: number, card?: string,
 *   slot?: number, offer?: number, call?: string, pays?: number, team?: number}} Step
 *   What an action meant (history entries, legal `choices`, game `action` events).
 * @typedef {{steps: number[], step: number, locked: boolean, next_offer: number | null, next_call: string | null,
 *   last_raiser_team: number | null, may_raise: number[]}} LadderView the ladder; `next_call` names
 *   the call that makes `next_offer` (truco, seis...)
 * @typedef {{raiser: number, responder: number, call: string, offer: number}} PendingView a raise
 *   waiting for an answer; `call` names it
 * @typedef {{scenario?: ScenarioJson, code?: string}} Source a scenario by JSON or by code
 *
 * @typedef {Object} ScenarioJson
 * @property {RulesSpec} [rules]
 * @property {number} [players]
 * @property {number[]} [score]
 * @property {number} [dealer]
 * @property {string} [vira]
 * @property {string[][]} hands
 * @property {string[]} [actions]
 *
 * @typedef {Object} HandView the engine's one view of a hand (engine/truco/view.py): a replay
 *   (no viewer: every card) or a seat's observation (`viewer`: only what that seat may know)
 * @property {number | null} viewer
 * @property {boolean} finished
 * @property {number | null} winner
 * @property {number[]} points
 * @property {number[]} score after the hand, capped (the score before it while it goes on)
 * @property {number | null} match_winner
 * @property {number} value
 * @property {(number | null)[]} rounds each played round's winner team, null for a tie
 * @property {number | null} to_act
 * @property {string[]} legal the viewer's legal actions (the seat to act, or every one with no viewer)
 * @property {Ruling | null} ruling
 * @property {Ruling[]} match_rulings
 * @property {RoundView[]} round_details
 * @property {PlayView[]} table
 * @property {(string[] | null)[]} hands cards each seat still holds; null where the viewer may not see them
 * @property {number[]} held how many cards each seat holds
 * @property {number[][]} slots the dealt positions each seat still holds
 * @property {Step[]} history
 * @property {Step[]} choices the legal actions with their meaning
 * @property {SeatFacts[]} seats
 * @property {number} players
 * @property {RulesSpec} rules
 * @property {string} kind "normal" | "eleven" | "iron"
 * @property {Ruling | null} kind_ruling
 * @property {string} phase "eleven" | "play" | "answer" | "over" ("question" in a puzzle)
 * @property {number} round
 * @property {boolean} blind
 * @property {number} mao
 * @property {number} dealer
 * @property {number | null} decider
 * @property {number[]} start_score
 * @property {number} target
 * @property {string | null} vira
 * @property {string[]} manilhas
 * @property {boolean} uses_vira
 * @property {PendingView | null} pending
 * @property {LadderView} ladder
 *
 * @typedef {Object} ReplayExtras what the `replay` and `retarget` ops add to the view
 * @property {string} code
 * @property {ScenarioJson} scenario
 * @property {{action: string, meaning: string, finished: boolean, points: number[] | null,
 *   ruling: Ruling | null, value: number, offer: number | null, to_act: number | null}[]} preview
 * @property {EngineErrorJson | null} refused with `prefix`: the refused action's error
 * @property {{dealer: number, mao: number} | null} next_hand once the hand is over: who deals the
 *   match's next hand and who is its mão
 *
 * @typedef {HandView & ReplayExtras} ReplayResult the `replay` and `retarget` ops
 * @typedef {HandView} Observation one seat's view (training games, puzzles)
 *
 * @typedef {Object} GameState the game_* ops
 * @property {number} [id] game_new and game_resume
 * @property {Observation} observation
 * @property {{score: number[], winner: number | null, target: number, hands: number,
 *   players: number, rules: RulesSpec, next: "play" | "deal" | "over"}} match
 * @property {Record<string, string>} bots
 * @property {(string[])[] | null} reveal once the hand is over (null before): every seat's cards still held
 * @property {({type: string} & Record<string, any>)[]} events
 * @property {number} event_count
 * @property {string} position
 * @property {string} token reopens the game after an engine restart or a reload: rules, bots, the deal seed and the moves (every card follows from the seed)
 * @property {string | null} keep_refused why the page may not keep the token across a reload (`blind-secret`: a blind iron hand in progress), or null
 *
 * @typedef {{code: string, message: string, [field: string]: unknown}} EngineErrorJson
 *
 * Puzzles (kit addition: teach; engine/truco/puzzles.py). A puzzle is named by a gallery id or a
 * sealed code ("Q1..."); its question is built from the student's seat's observation.
 * @typedef {Object} PuzzleView the `puzzle` op (and `puzzle_make`'s `view`): never the answer
 * @property {"play" | "round" | "lead" | "hand" | "points"} kind
 * @property {number} seat the student's seat
 * @property {number} players
 * @property {RulesSpec} rules
 * @property {string} preset
 * @property {string} note the teacher's note (plain text)
 * @property {string | null} id a gallery puzzle's id
 * @property {Observation} observation the seat's view (for all kinds but play: just after the last
 *   move, with nothing the rules decided after it; phase "question")
 * @property {Step | null} last the last move, as the seat saw it (all kinds but play)
 * @property {{seat: number, cards: string[]}[]} shown the cards of the seats the teacher shows
 * @property {{who?: (number | null)[], why?: string[], points?: {min: number, max: number},
 *   actions?: string[]}} options the answers to choose from
 * @property {Record<string, string> | string | null} [title] a gallery puzzle's title by language, or a
 *   teacher's own title as they wrote it (plain text, one line); null: none (the question names it)
 * @property {string | null} [topic]
 * @property {number | null} [level]
 *
 * @typedef {Object} PuzzleAnalysis the coach's analysis (engine/truco/analysis.py)
 * @property {string} method "exact" | "sampled" | "solved"
 * @property {number | null} [exploitability]
 * @property {number} worlds
 * @property {string} model
 * @property {string} choice
 * @property {number} stake
 * @property {{action: string, meaning: string, ev: number, win: number, best: boolean, grade: string | null,
 *   ci95: number[] | null, card?: string, call?: string, offer?: number, slot?: number, reason?: Reason}[]} actions
 *
 * @typedef {Object} PuzzleSolution
 * @property {string} kind
 * @property {number | null} [who] a team (round, hand; null: a tie or nobody) or a seat (lead)
 * @property {string} [why] the reason's code
 * @property {number} [points]
 * @property {Ruling} [ruling] the engine's ruling
 * @property {Observation} [after] the position after the last move, as the seat sees it
 * @property {string} [action] the coach's move (play)
 * @property {string[]} [best]
 * @property {Record<string, string>} [grades] each action's grade (play)
 * @property {Analysis} [analysis] the coach's whole analysis (the `analyse` op's answer)
 * @property {Record<string, string> | null} [point] a gallery puzzle's teaching point
 *
 * @typedef {Object} PuzzleVerdict the `puzzle_check` op
 * @property {boolean} correct
 * @property {boolean} solved
 * @property {boolean} revealed
 * @property {"who" | "why" | "points" | "action"} [part]
 * @property {string | null} [grade] play: the coach's grade of the move
 * @property {number} [loss] play: what it gives up against the best move (`by`)
 * @property {"points" | "match"} [by] play: the loss in points, or in the chance to win the match
 *   where the score decides (truco/coach/grades.py)
 * @property {PuzzleSolution} [solution] once solved or revealed
 *
 * @typedef {Object} PuzzleHint the `puzzle_hint` op (engine/truco/puzzle_hints.py): the rule to
 *   look at, never the answer; words: puzzle.hint.<code>
 * @property {"hint-play" | "hint-covered" | "hint-partners" | "hint-fixed" | "hint-manilhas" | "hint-lead" |
 *   "hint-hand" | "hint-points" | "hint-points-locked"} code
 * @property {{good?: number, moves?: number, vira?: string, rank?: string, cards?: string[], three_ties?: string,
 *   start?: number, calls?: {call: string, value: number, fold_pays: number}[]}} params
 *
 * @typedef {Object} GalleryItem one puzzle of the `puzzle_list` op
 * @property {string} id
 * @property {string} topic
 * @property {number} level
 * @property {string} kind
 * @property {number} players
 * @property {string} preset
 * @property {RulesSpec} rules
 * @property {Record<string, string>} title
 * @property {{players: number, seat: number, vira: string | null, hand: string[] | null,
 *   held: number[], table: PlayView[], rounds: (number | null)[], score: number[], value: number,
 *   kind: string, blind: boolean}} thumb
 * @typedef {Object} ActionValue one legal action of an analysis (the coach's value for it)
 * @property {string} action
 * @property {string} meaning what it means, as in `choices`
 * @property {string} [card]
 * @property {number} [slot]
 * @property {string} [call]
 * @property {number} [offer]
 * @property {number} [pays] what folding or surrendering gives the other team
 * @property {number} ev expected points of the hand for the acting team, minus the other team's
 * @property {[number, number] | null} ci95 the 95% interval when sampled, else null
 * @property {number} win the chance that the acting team wins the hand
 * @property {number} match the chance that the acting team wins the match once the hand is over
 * @property {boolean} exact whether `ev` is exact (every consistent deal, or a fold's payout)
 * @property {boolean} best
 * @property {string | null} grade the coach's grade of it (truco/coach/grades.py: best, good, inaccuracy,
 *   mistake or blunder; null when it is the only legal action)
 * @property {number} [probability] how often the solved strategy plays it (method "solved")
 * @property {Reason} [reason] what the move does (truco/reasons.py; words: kit/coach.js reasonText)
 *
 * @typedef {Object} Reason why a move, from the seat's observation (truco/reasons.py CODES):
 *   `code` and its parameters; cards are card strings ("covered" for one nobody may see)
 * @property {"wins-hand" | "wins-round-cheaply" | "wins-round" | "wins-round-high" | "ties-wins-hand" |
 *   "ties-round" | "partner-holds" | "partner-holds-high" | "cannot-win" | "cannot-win-high" | "keeps-best" |
 *   "leads-strongest" | "last-card" | "cover" | "blind-card" | "raise" | "reraise" | "accept" | "fold" |
 *   "surrender" | "play-eleven" | "decline-eleven"} code
 * @property {string} [card] the card played (or, for a tie, the tying card of the seat's team)
 * @property {string} [beaten] the other team's best card on the table
 * @property {string} [tied] the card the round is tied with
 * @property {string} [kept] the stronger card kept for later
 * @property {string} [cheaper] a lower card that would beat it too
 * @property {string} [lowest] the seat's lowest card
 * @property {string} [partner] the partner's card that holds the round
 * @property {number} [seat] the partner's seat
 * @property {number | null} [slot] a blind play's position
 * @property {string | null} [call] the call a raise makes (truco, seis...)
 * @property {number | null} [offer] what a raise makes the hand worth; the raise a fold refuses
 * @property {number} [accepted] the raise a re-raise accepts
 * @property {number | null} [pays] what giving up pays the other team
 * @property {number} [value] the hand of eleven's value
 * @property {number} [need] the chance of winning above which playing beats giving up
 * @property {number} [win] the coach's chance of winning the hand after this move
 *
 * @typedef {Object} Analysis the `analyse` op (engine/truco/analysis.py says how values are obtained)
 * @property {number} seat the seat to act, whose observation was analysed
 * @property {number} team
 * @property {"exact" | "sampled" | "solved" | "open"} method every consistent deal of the unseen cards,
 *   a sample of them, the solved game (both then play the solved strategy), or the one real deal
 *   with every card known (`open`, truco/postmortem.py)
 * @property {number} worlds how many deals the values stand for
 * @property {number} evaluated how many were played out
 * @property {string} model the bot that plays the rest of the hand for every seat
 * @property {boolean} weighted deals weighted by how well they explain the other seats' calls
 * @property {number} calls how many of the other seats' decisions weighed them
 * @property {number} seed
 * @property {number} budget
 * @property {number} value the hand's value
 * @property {number} stake
 * @property {string} choice the coach's move
 * @property {number} match the team's chance to win the match before this hand
 * @property {"pairs" | "rules" | "blind" | "locked" | "line" | "asked" | null} [unsolved] why no
 *   solution judges the position (method exact or sampled; truco/coach/analysis.py unsolved_reason)
 * @property {"points" | "match"} [by] what the best moves are best at: points, or where the score
 *   changes the answer (truco/coach/answer.py MATCH_SLACK), the chance to win the match
 * @property {number | null} [exploitability] of the solved strategy, points per hand (method "solved")
 * @property {string} [solved_for] the preset whose solution judges, where it plays other rules (its
 *   exploitability then measured under these; truco/solved/ladder.py, a preset's "also")
 * @property {number | null} [iterations]
 * @property {{action: string, probability: number}[]} [mixes] the moves the solved strategy
 *   mixes here, with how often (two or more; empty when it does not mix)
 * @property {ActionValue[]} actions one per legal action, in the engine's order
 * @property {number} [ms] time taken in the engine (the op adds it)
 * @property {Step[]} [line] (method "open") the moves after the best one to the end of the hand,
 *   as the model plays them with every card known
 *
 * @typedef {Object} LineDecision one move of a line judged from a viewer's seat (`review_line`)
 * @property {number} index its place in the line
 * @property {number} seat
 * @property {number} round
 * @property {true} [hidden] another seat's decision, not judged (made from cards the viewer cannot see)
 * @property {string} [action]
 * @property {string | null} [grade] null when forced
 * @property {boolean} [forced]
 * @property {number} [loss] in points, or with `by` "match" in the chance to win the match
 * @property {"points" | "match"} [by]
 * @property {number} [value] the move's value for the viewer's team
 * @property {number} [best] the best value, for the seat that decided
 * @property {string} [method]
 *
 * @typedef {Object} LineReview the `review_line` op (truco/postmortem.py)
 * @property {number} viewer
 * @property {number} team the viewer's team
 * @property {boolean} open every card known
 * @property {LineDecision[]} decisions one per move of the line
 * @property {number | null} outcome the points the hand brought the viewer's team minus the other's, once over
 * @property {number} [ms]
 *
 * @typedef {Object} ReviewDecision one decision of the reviewed seat in a finished hand
 * @property {number} index its place in the hand's moves (a position link's step)
 * @property {number} round
 * @property {string} action
 * @property {string} meaning
 * @property {Record<string, any>} position the position then, as the seat saw it
 * @property {string | null} grade best, good, inaccuracy, mistake or blunder; null when forced
 * @property {boolean} forced
 * @property {number} [loss] points given away against the best action; with `by` "match", the
 *   chance to win the match given away (the score decided the position)
 * @property {"points" | "match"} [by]
 * @property {string[]} [best] the best actions
 * @property {number} [share]
 * @property {number} [stake]
 * @property {Analysis} [analysis] the analysis then (not for a forced move)
 *
 * @typedef {Object} HandReview the `game_review` op
 * @property {number} hand the hand's number in the match, from 0
 * @property {number} seat
 * @property {ReviewDecision[]} decisions
 * @property {{decisions: number, graded: number, grades: Record<string, number>, loss: number,
 *   match_loss?: number, by_match?: number}} summary `loss`: points given away in the decisions judged
 *   by points; `match_loss`: the chance to win the match given away in the `by_match` others
 * @property {Record<string, any> | null} outcome
 * @typedef {Object} ElevenSolved the shipped solution's answer for the decider's hand (truco/solved.py)
 * @property {boolean} accept what the solution does (accepting with probability >= 1/2)
 * @property {number} accept_probability 0 or 1 unless the solution mixes
 * @property {number} value_accept the decider's expected points margin if it accepts
 * @property {number} value_decline minus what declining pays
 * @property {number} win_chance the chance to win the hand if it accepts
 * @property {number} exploitability of the solve, points per hand
 * @property {number} iterations
 * @property {string} hand_class
 * @property {string} vira_class
 * @property {"solved"} method
 * @property {Record<string, string | null>} grades each answer ("accept", "fold") graded as the coach
 *   grades a move (truco/coach/grades.py)
 * @property {"points" | "match"} by what the coach's answer is best at: the points, or where the score
 *   changes the answer, the chance to win the match
 * @property {string} choice the coach's answer ("accept" or "fold")
 * @property {Record<string, number>} match each answer's chance to win the match
 *
 * @typedef {Object} ElevenSolution the `eleven_solution` op (added with the lab: the solved hand of eleven)
 * @property {number} players
 * @property {number} decider
 * @property {number} mao
 * @property {boolean} decider_is_mao
 * @property {string[]} hand the decider's cards
 * @property {number} eleven_value what the hand is worth once accepted
 * @property {number} fold_pays what declining gives the other team
 * @property {{numerator: number, denominator: number, chance: number}} break_even the chance of
 *   winning above which accepting beats declining (when every hand has a winner)
 * @property {{chance: number, source: string}} break_even_match the same counted in matches at this
 *   score (truco/coach/equity.py; `source`: "solved", "partly solved" or "model")
 * @property {ElevenSolved | null} solved null where nothing is solved
 * @property {"pairs" | "rules" | null} reason why nothing is solved
 */

export {};
