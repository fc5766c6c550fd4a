// Moved to kit/words.js (one home for wording); kept while widgets move to the kit.
export { cardText, explain, seatText, teamText } from "./kit/words.js";
