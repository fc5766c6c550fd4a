// @ts-check
// The engine banner: shown while the engine has failed, with a button that starts it again.

import { el } from "../kit/dom.js";
import { t } from "../kit/page.js";

/** @param {string} state the engine's (engine-client.js) @param {() => void} retry */
export function renderBanner(state, retry) {
  let banner = document.getElementById("truco-engine-banner");
  if (state !== "failed") {
    if (banner) banner.hidden = true;
    return;
  }
  if (!banner) {
    banner = el("div", "truco-banner");
    banner.id = "truco-engine-banner";
    banner.setAttribute("role", "alert");
    const button = el("button", "md-button truco-banner__retry");
    button.type = "button";
    button.addEventListener("click", () => retry());
    banner.append(el("p", "truco-banner__text"), button);
    const container = document.querySelector(".md-container");
    if (container) container.before(banner);
    else document.body.prepend(banner);
  }
  const text = banner.querySelector(".truco-banner__text");
  const button = banner.querySelector(".truco-banner__retry");
  if (text) text.textContent = t("engine.failed");
  if (button) button.textContent = t("engine.retry");
  banner.hidden = false;
}
