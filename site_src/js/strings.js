// Moved to kit/page.js (one reader of the page data); kept while widgets move to the kit.
import { pageData } from "./kit/page.js";
export { hasString } from "./kit/page.js";
export function pageStrings() {
  return pageData().strings;
}
