/*
 * The only script of the public pages (docs/decisions/0008-script-light-public-pages.md). Every
 * public page already works without it: it adds the conveniences a phone user expects, in a few
 * kilobytes instead of the React Router runtime. Signed-in areas hydrate and do the same in React.
 */
import {
  autoHideToast,
  dismissMenuOnOutsideOrEscape,
  enablePasswordToggle,
  suggestLanguage,
} from "./behaviours";
import { openVideoDialog } from "./video-dialog";

/** A submission still unanswered after this long may have been a download: allow another. */
const SUBMIT_GUARD_MS = 15_000;

/** Intro films: the link to the course page becomes a button that plays the film in a dialog. */
function upgradeVideoLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-video-src]")) {
    const { videoSrc: src = "", videoTitle: title = "" } = link.dataset;
    const button = document.createElement("button");
    button.type = "button";
    button.className = link.className;
    const label = link.getAttribute("aria-label");
    if (label) button.setAttribute("aria-label", label);
    button.append(...link.childNodes);
    button.addEventListener("click", () => openVideoDialog({ title, src }, button));
    link.replaceWith(button);
  }
}

function dismissMenus() {
  for (const details of document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")) {
    dismissMenuOnOutsideOrEscape(details);
  }
}

function hideToasts() {
  for (const toast of document.querySelectorAll<HTMLElement>("[data-toast]")) autoHideToast(toast);
}

function revealPasswordToggles() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    "button[data-password-toggle]",
  )) {
    enablePasswordToggle(button);
  }
}

/**
 * A second tap on a slow connection does not post the form again (the server also stores a
 * repeated submission once); the button shows it is busy meanwhile.
 */
function guardSubmissions() {
  const pending = new Set<HTMLFormElement>();
  const release = (form: HTMLFormElement) => {
    pending.delete(form);
    for (const button of form.querySelectorAll("[aria-busy]")) {
      button.removeAttribute("aria-busy");
      button.removeAttribute("aria-disabled");
    }
  };
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    if (pending.has(form)) {
      event.preventDefault();
      return;
    }
    pending.add(form);
    const submitter = event.submitter ?? form.querySelector("[type=submit]");
    submitter?.setAttribute("aria-busy", "true");
    submitter?.setAttribute("aria-disabled", "true");
    window.setTimeout(() => release(form), SUBMIT_GUARD_MS);
  });
  // Back from the next page (bfcache): the form can be used again.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const form of [...pending]) release(form);
  });
}

function offerLanguage() {
  const banner = document.querySelector<HTMLElement>("[data-language-suggestion]");
  if (!banner) return;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage refused (private mode): the suggestion simply comes back next visit.
  }
  suggestLanguage(banner, navigator.languages ?? [navigator.language], storage);
}

upgradeVideoLinks();
offerLanguage();
dismissMenus();
hideToasts();
revealPasswordToggles();
guardSubmissions();
