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
    button.setAttribute("aria-label", view.label);
    for (const icon of button.querySelectorAll<HTMLElement>("[data-icon]")) {
      icon.toggleAttribute("hidden", icon.dataset.icon !== view.icon);
    }
  });
}
