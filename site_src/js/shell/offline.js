// @ts-check
// Offline: registers the site's service worker (sw.js at the site root, generated at build time
// by site_src/hooks/offline.py with Workbox) and shows a small notice when a new version of the
// site is waiting. Nothing here is needed for the pages to work: where a worker cannot register
// (a file:// page, a private window, an old browser, TRUCO_OFFLINE=0) the site works online as
// before, and a failure is only logged.
//
// The worker is registered once the engine has started (or failed) and the page's widgets have
// their first answers, so that its downloads do not compete with the first boot and deal; a new
// version waits until the reader chooses to reload (the notice's button sends
// {type: "SKIP_WAITING"}, then the page reloads when the new worker takes over).

import { el } from "../kit/dom.js";
import { t } from "../kit/page.js";

/** The worker's URL: the site root, two folders above assets/js/shell/. */
const SW_URL = new URL("../../../sw.js", import.meta.url);
/** How often a long visit (instant navigation: no page loads) asks for a new version. */
const CHECK_EVERY_MS = 15 * 60 * 1000;

/** Whether this page can have a service worker at all. */
export function offlineSupported() {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && window.isSecureContext
    && location.protocol !== "file:";
}

/** @type {ServiceWorkerRegistration | null} */
let registration = null;
let lastCheck = 0;
let reloading = false;

function showUpdate() {
  let notice = document.getElementById("truco-update");
  if (!notice) {
    notice = el("div", "truco-update");
    notice.id = "truco-update";
    notice.setAttribute("role", "status");
    const reload = el("button", "md-button md-button--primary truco-update__reload");
    reload.type = "button";
    const later = el("button", "md-button truco-update__later");
    later.type = "button";
    notice.append(el("p", "truco-update__text"), reload, later);
    later.addEventListener("click", () => {
      if (notice) notice.hidden = true;
    });
    reload.addEventListener("click", () => {
      const waiting = registration && registration.waiting;
      if (!waiting) {
        location.reload();
        return;
      }
      reloading = true;
      waiting.postMessage({ type: "SKIP_WAITING" });
    });
    document.body.append(notice);
  }
  const text = notice.querySelector(".truco-update__text");
  const reload = notice.querySelector(".truco-update__reload");
  const later = notice.querySelector(".truco-update__later");
  if (text) text.textContent = t("offline.update");
  if (reload) reload.textContent = t("offline.reload");
  if (later) later.textContent = t("offline.later");
  notice.hidden = false;
  document.documentElement.dataset.update = "waiting";
}

/** @param {ServiceWorkerRegistration | undefined} reg (undefined where a browser blocks workers) */
function watch(reg) {
  if (!reg) return;
  registration = reg;
  /** @param {ServiceWorker | null} next */
  const track = (next) => {
    if (!next) return;
    next.addEventListener("statechange", () => {
      // "installed" with a controller: a new version waits (the first install has none)
      if (next.state === "installed" && navigator.serviceWorker.controller) showUpdate();
    });
  };
  if (reg.waiting && navigator.serviceWorker.controller) showUpdate();
  track(reg.installing);
  reg.addEventListener("updatefound", () => track(reg.installing));
}

/** How long the offline copy waits at most for the page's widgets' first answers. */
const WAIT_FOR_WIDGETS_MS = 60_000;
let waitingSince = 0;
/** @type {ReturnType<typeof setTimeout> | null} */
let waitTimer = null;

/**
 * Whether a widget of the page still waits for its first answer (the Play page's deal waits for
 * the solution's download): on a first visit over a slow link the worker's precache (the runtime
 * again from the HTTP cache, the snapshot, every page) would share the link with it.
 */
function widgetsWaiting() {
  if (waitingSince === 0) waitingSince = Date.now();
  return Date.now() - waitingSince < WAIT_FOR_WIDGETS_MS
    && document.querySelector("[data-widget][data-state=loading]") !== null;
}

/** Register the worker (once per visit, after the page's widgets are up); later calls ask it for
 * a new version now and then. */
export function registerOffline() {
  if (!offlineSupported()) return;
  if (!registration && widgetsWaiting()) {
    if (waitTimer === null) {
      waitTimer = setTimeout(() => {
        waitTimer = null;
        registerOffline();
      }, 500);
    }
    return;
  }
  if (registration) {
    if (Date.now() - lastCheck > CHECK_EVERY_MS) {
      lastCheck = Date.now();
      registration.update().catch(() => {});
    }
    return;
  }
  lastCheck = Date.now();
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });
  navigator.serviceWorker.register(SW_URL.href).then(watch, (err) => {
    console.warn("Truco Lab: the offline copy is not available here", err);
  });
}

/** Refresh the notice's words (a page of another language shows it again). */
export function renderUpdateNotice() {
  const notice = document.getElementById("truco-update");
  if (notice && !notice.hidden && registration) showUpdate();
}
