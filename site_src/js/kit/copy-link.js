// @ts-check
// The one "copy link" control: copies a URL to the clipboard, or shows it selected in a field
// when the clipboard is not available (http, permissions). Strings: copy.* (site_src/i18n/kit.json).

import { button, el, uniqueId } from "./dom.js";

/**
 * @param {{t: (key: string, params?: object) => string}} ctx
 * @param {() => string | Promise<string>} href the URL to copy (asked when clicked)
 * @param {{label?: string, onCopied?: (text: string) => void, onError?: (err: unknown) => void}} [options]
 *   onError: `href` failed (e.g. the engine was asked for the link and refused): nothing is copied
 * @returns {HTMLElement}
 */
export function copyLink(ctx, href, { label, onCopied, onError } = {}) {
  const t = ctx.t;
  const box = el("div", "truco-copy");
  const status = el("span", "truco-copy__status");
  status.setAttribute("role", "status");
  const fallback = el("p", "truco-copy__fallback");
  fallback.hidden = true;
  const field = el("input", "truco-copy__field");
  field.type = "text";
  field.readOnly = true;
  field.id = uniqueId("truco-copy");
  const fieldLabel = el("label", "truco-copy__label", t("copy.field"));
  fieldLabel.htmlFor = field.id;
  fallback.append(fieldLabel, field);
  const btn = button(label || t("copy.button"), async () => {
    let url;
    try {
      url = await href();
    } catch (err) {
      // (kit addition: port-play) a link that cannot be made is the caller's to report
      status.textContent = "";
      if (onError) onError(err);
      else console.error("Truco Lab: copy link", err);
      return;
    }
    let text;
    try {
      if (!navigator.clipboard || !window.isSecureContext) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      fallback.hidden = true;
      text = t("copy.done");
    } catch {
      field.value = url;
      fallback.hidden = false;
      field.focus();
      field.select();
      text = t("copy.manual");
    }
    status.textContent = text;
    if (onCopied) onCopied(text);
  });
  btn.dataset.role = "copy-link";
  box.append(btn, status, fallback);
  return box;
}
