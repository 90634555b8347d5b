// User-visible texts of sign-up and sign-in, kept in one place: the English of the `auth`
// messages (app/i18n/messages/auth), for code that speaks English (logs, the API, tests). Pages
// and actions say them in the page's language with `translate(locale, auth)` or `useT(auth)`.
import en from "~/i18n/messages/auth/en";

export const STATUS_MESSAGES = en.status;

const { signedOut: _signedOut, ...toasts } = en.toasts;
export const AUTH_TOASTS = toasts;
