import { useSyncExternalStore } from "react";

function subscribe() {
  return () => {};
}

/**
 * False during the server render and the hydration pass, true afterwards. Controls that need
 * JavaScript (a password visibility toggle, a toast's dismiss button) render only when true, so the
 * page never shows a button that does nothing before the scripts load.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
