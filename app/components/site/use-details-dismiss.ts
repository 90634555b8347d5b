import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { dismissMenuOnOutsideOrEscape } from "~/enhance/behaviours";

/**
 * Our menus are native <details data-menu> so they open without JavaScript. On hydrated pages this
 * closes them after navigating, on Escape and on a tap outside (the public pages' enhancement
 * script does the last two with the same code).
 */
export function useDetailsDismiss<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a navigation.
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    return ref.current ? dismissMenuOnOutsideOrEscape(ref.current) : undefined;
  }, []);

  return ref;
}
