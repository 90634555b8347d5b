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
