// @ts-check
// Small parts the teachers' tools share (the editor, the puzzle, the gallery, the set): a notice,
// a labelled text field, a list of links to open or copy. DOM builders; nothing at module level.
// Styles: site_src/css/teach.css (block truco-teach).

import { copyLink } from "../copy-link.js";
import { el, uniqueId } from "../dom.js";

/** A notice of what could not be done (an alert, hidden until it has something to say). */
export function notice() {
  const node = el("p", "truco-teach-notice");
  node.setAttribute("role", "alert");
  node.hidden = true;
  return node;
}

/**
 * A labelled input (text unless `type` says otherwise).
 * @param {string} label @param {string} className classes of the input
 * @param {{type?: string, role?: string, maxLength?: number, labelClass?: string}} [options]
 */
export function textField(label, className, { type = "text", role, maxLength, labelClass = "truco-field__label" } = {}) {
  const input = el("input", `truco-field__input ${className}`);
  input.id = uniqueId("truco-teach-field");
  input.type = type;
  if (type === "text") {
    input.autocomplete = "off";
    input.spellcheck = false;
  }
  if (maxLength) input.maxLength = maxLength;
  if (role) input.dataset.role = role;
  const labelNode = el("label", labelClass, label);
  labelNode.htmlFor = input.id;
  return { label: labelNode, input };
}

/**
 * One link of a list: its title (a link, or plain text when it cannot open), a line on what it
 * does, and a copy button.
 * @param {{t: (key: string, params?: object) => string}} ctx
 * @param {{role: string, label: string, note?: string, href: string | null, copy: string}} row
 */
export function linkItem(ctx, { role, label, note, href, copy }) {
  const item = el("li", "truco-teach-link");
  item.dataset.link = role;
  const head = el("p", "truco-teach-link__title");
  if (href) {
    const a = el("a", "truco-teach-link__open", label);
    a.href = href;
    a.dataset.role = `open-${role}`;
    head.append(a);
  } else head.append(el("span", "truco-teach-link__off", label));
  item.append(head);
  if (note) item.append(el("p", "truco-teach-hint", note));
  if (href) item.append(copyLink(ctx, () => href, { label: copy }));
  return item;
}

/** The list the link items go in. */
export function linkList() {
  return el("ul", "truco-teach-links");
}
