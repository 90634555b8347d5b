import { translate } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, HTML_LANG, type Locale, localizePath } from "~/i18n/locales";
import { mail } from "~/i18n/messages/mail";
import { indefiniteArticle } from "~/lib/articles";
import type { MailMessage } from "./mailer.server";

/** The e-mails' words in one language. */
export function mailMessages(locale: Locale) {
  return translate(locale, mail);
}

/**
 * A link to a page of the site in the reader's language: "/academy" → APP_URL + "/ha/academy".
 * The path may carry a query ("/verify?token=…").
 */
export function siteUrl(appUrl: string, path: string, locale: Locale): string {
  return `${appUrl.replace(/\/+$/, "")}${localizePath(path, locale)}`;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * A paragraph, or a sentence that leads to an address ("Anyone can check it at this address:").
 * The address is never set inside a sentence: in the text part it stands on its own line, so no
 * full stop or colon touches it (a mail client's linkifier takes a trailing "." into the link,
 * which then 404s); in the HTML part it is a real link.
 */
export type MailParagraph = string | { text: string; url: string };

/** A plain, readable message with one call-to-action link; no remote images or fonts. */
export function actionEmail(opts: {
  to: string;
  siteName: string;
  subject: string;
  greeting: string;
  paragraphs: MailParagraph[];
  /** The button; none for a reader with nowhere of their own to go (a guest's booking). */
  action?: { label: string; url: string };
  /** Further links under the button (a booking's reschedule and cancel links), each on its line. */
  links?: { label: string; url: string }[];
  footer: string;
  /** The reader's language (the fallback line under the button; English when not given). */
  locale?: Locale;
}): MailMessage {
  const links = opts.links ?? [];
  const locale = opts.locale ?? DEFAULT_LOCALE;
  const t = mailMessages(locale);
  const text = [
    opts.greeting,
    "",
    ...opts.paragraphs.flatMap((p) => (typeof p === "string" ? [p, ""] : [p.text, p.url, ""])),
    ...(opts.action ? [`${opts.action.label}: ${opts.action.url}`, ""] : []),
    ...links.flatMap((link) => [`${link.label}: ${link.url}`, ""]),
    opts.footer,
    "",
    `— ${opts.siteName}`,
  ].join("\n");
  const html = `<!doctype html><html lang="${HTML_LANG[locale]}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2a1f;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#1e5b2a">${escapeHtml(opts.siteName)}</p>
<p>${escapeHtml(opts.greeting)}</p>
${opts.paragraphs.map(paragraphHtml).join("\n")}
${
  opts.action
    ? `<p><a href="${escapeHtml(opts.action.url)}" style="display:inline-block;background:#1e5b2a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(opts.action.label)}</a></p>
<p style="font-size:13px;color:#4b5a4b">${escapeHtml(t.layout.buttonFallback)}<br>${linkHtml(opts.action.url)}</p>
`
    : ""
}${links.map((link) => `<p><a href="${escapeHtml(link.url)}" style="color:#1e5b2a;font-weight:bold">${escapeHtml(link.label)}</a></p>`).join("\n")}
<p style="font-size:13px;color:#4b5a4b">${escapeHtml(opts.footer)}</p>
</body></html>`;
  return { to: opts.to, subject: opts.subject, text, html };
}

/** An address shown as itself and working as a link (copyable, and clickable in every client). */
function linkHtml(url: string): string {
  return `<a href="${escapeHtml(url)}" style="color:#1e5b2a;word-break:break-all">${escapeHtml(url)}</a>`;
}

function paragraphHtml(p: MailParagraph): string {
  return typeof p === "string"
    ? `<p>${escapeHtml(p)}</p>`
    : `<p>${escapeHtml(p.text)}<br>${linkHtml(p.url)}</p>`;
}

type ActionEmail = Parameters<typeof actionEmail>[0];
/**
 * Who an account e-mail goes to: the account holder, greeted by their name, in their saved
 * language (findUserLocale; English when not given).
 */
type AccountHolder = { to: string; name: string; siteName: string; locale?: Locale };

/** An e-mail to an account holder about their account (sign-up, password). */
function accountEmail(
  { to, name, siteName, locale = DEFAULT_LOCALE }: AccountHolder,
  content: Omit<ActionEmail, "to" | "siteName" | "greeting" | "locale">,
): MailMessage {
  const t = mailMessages(locale);
  return actionEmail({ to, siteName, locale, greeting: t.layout.hello({ name }), ...content });
}

/** `url`: the verification link, already in the holder's language (see siteUrl). */
export function verificationEmail(opts: AccountHolder & { url: string }) {
  const t = mailMessages(opts.locale ?? DEFAULT_LOCALE).verification;
  return accountEmail(opts, {
    subject: t.subject({ siteName: opts.siteName }),
    paragraphs: [t.welcome({ siteName: opts.siteName })],
    action: { label: t.action, url: opts.url },
    footer: t.footer,
  });
}

/** `url`: the reset link, already in the holder's language (see siteUrl). */
export function passwordResetEmail(opts: AccountHolder & { url: string }) {
  const t = mailMessages(opts.locale ?? DEFAULT_LOCALE).passwordReset;
  return accountEmail(opts, {
    subject: t.subject({ siteName: opts.siteName }),
    paragraphs: [t.request],
    action: { label: t.action, url: opts.url },
    footer: t.footer,
  });
}

export function existingAccountEmail(opts: AccountHolder & { appUrl: string }) {
  const locale = opts.locale ?? DEFAULT_LOCALE;
  const t = mailMessages(locale).existingAccount;
  return accountEmail(opts, {
    subject: t.subject({ article: indefiniteArticle(opts.siteName), siteName: opts.siteName }),
    paragraphs: [
      t.tried,
      t.signIn,
      { text: t.forgotten, url: siteUrl(opts.appUrl, "/password-reset", locale) },
    ],
    action: { label: t.action, url: siteUrl(opts.appUrl, "/login", locale) },
    footer: t.footer,
  });
}

/** One line for a header field: what a visitor typed must never add lines to the subject. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/**
 * The greeting of an automatic reply. Such a reply goes to whatever address was typed into a
 * public form, so it carries none of the sender's text but a name that looks like a name
 * (letters, spaces, apostrophes, dots, hyphens; at most 60): a spammer cannot use our mail
 * server to deliver a link or a pitch to a stranger.
 */
export function autoReplyGreeting(name: string, locale: Locale = DEFAULT_LOCALE): string {
  const t = mailMessages(locale).layout;
  const clean = oneLine(name);
  return clean.length <= 60 && /^[\p{L}\p{M}' .-]+$/u.test(clean)
    ? t.hello({ name: clean })
    : t.helloAnonymous;
}
