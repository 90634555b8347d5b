import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Our menus are native <details> so they open without JavaScript. Once it has loaded, this adds
 * what users expect of a menu: it closes after navigating, on Escape (returning focus to its
 * button) and on a click or tap outside it.
 */
export function useDetailsDismiss<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a navigation.
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
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
  }, []);

  return ref;
}
