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
