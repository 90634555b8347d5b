// The small behaviours that both the public pages' enhancement script and the React components
// use. They live in one module so the public pages load them as one small file, not three.

/**
 * Our menus are native <details> so they open without JavaScript. This adds what users expect of
 * a menu: it closes on Escape (returning focus to its button) and on a click or tap outside it.
 * Returns the function that removes the listeners.
 */
export function dismissMenuOnOutsideOrEscape(details: HTMLDetailsElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.open) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (details.open && !details.contains(event.target as Node)) details.open = false;
  };
  details.addEventListener("keydown", onKeyDown);
  document.addEventListener("pointerdown", onPointerDown);
  return () => {
    details.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onPointerDown);
  };
}

/**
 * What a password field and its show/hide button say while the password is shown or hidden. The
 * React field renders from it (React sets an input's type on every update, so it must own the
 * state there); the enhancement script applies it on public pages.
 */
export function passwordToggleView(shown: boolean) {
  return {
    type: shown ? "text" : "password",
    label: shown ? "Hide password" : "Show password",
    icon: shown ? "hide" : "show",
  } as const;
}

/**
 * The show/hide button of a server-rendered password field, rendered hidden so it never shows
 * without a script: reveals it and makes it switch the input, its label, pressed state and icon.
 */
export function enablePasswordToggle(button: HTMLButtonElement) {
  const input = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!(input instanceof HTMLInputElement)) return;
  button.hidden = false;
  button.addEventListener("click", () => {
    const shown = input.type === "password";
    const view = passwordToggleView(shown);
    input.type = view.type;
    button.setAttribute("aria-pressed", String(shown));
    // The page's own words (data-label-show/hide), English where a page gives none.
    const label = shown ? button.dataset.labelHide : button.dataset.labelShow;
    button.setAttribute("aria-label", label ?? view.label);
    for (const icon of button.querySelectorAll<HTMLElement>("[data-icon]")) {
      icon.toggleAttribute("hidden", icon.dataset.icon !== view.icon);
    }
  });
}

/** How long a toast stays on screen while nobody points at it or focuses it. */
export const TOAST_AUTO_HIDE_MS = 6000;

/**
 * A toast hides itself after about 6 s, pausing while the pointer or keyboard focus is on it
 * (WCAG 2.2.1). `hide` sets `hidden` unless the caller (React) removes the toast its own way. The
 * public pages' enhancement script and the React toasts both use it. Returns the function that
 * stops the timer and removes the listeners.
 */
export function autoHideToast(
  toast: HTMLElement,
  hide = () => {
    toast.hidden = true;
  },
): () => void {
  let timer = 0;
  const pause = () => window.clearTimeout(timer);
  const start = () => {
    pause();
    timer = window.setTimeout(hide, TOAST_AUTO_HIDE_MS);
  };
  const listeners = [
    ["mouseenter", pause],
    ["mouseleave", start],
    ["focusin", pause],
    ["focusout", start],
  ] as const;
  for (const [type, listener] of listeners) toast.addEventListener(type, listener);
  start();
  return () => {
    pause();
    for (const [type, listener] of listeners) toast.removeEventListener(type, listener);
  };
}

/** Where a dismissed language suggestion is remembered (this browser only; no cookie, no request). */
export const SUGGESTION_DISMISSED_KEY = "afa-language-suggestion-dismissed";

/**
 * The English home page's language suggestion: shown only when the browser's languages
 * (navigator.languages, what it sends as Accept-Language) include one of ours, in that language,
 * until dismissed. Never a redirect. Returns the language shown, or null.
 */
export function suggestLanguage(
  banner: HTMLElement,
  languages: readonly string[],
  storage: Pick<Storage, "getItem" | "setItem"> | null,
): string | null {
  if (storage?.getItem(SUGGESTION_DISMISSED_KEY)) return null;
  const offered = new Set(
    [...banner.querySelectorAll<HTMLElement>("[data-suggest]")].map((el) => el.dataset.suggest),
  );
  let chosen: string | null = null;
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0] ?? "";
    if (base === "en") return null;
    if (offered.has(base)) {
      chosen = base;
      break;
    }
  }
  if (!chosen) return null;
  for (const el of banner.querySelectorAll<HTMLElement>("[data-suggest]")) {
    el.hidden = el.dataset.suggest !== chosen;
  }
  banner.hidden = false;
  for (const button of banner.querySelectorAll("[data-suggest-dismiss]")) {
    button.addEventListener("click", () => {
      banner.hidden = true;
      storage?.setItem(SUGGESTION_DISMISSED_KEY, "1");
    });
  }
  return chosen;
}
