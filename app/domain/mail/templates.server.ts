import { withIndefiniteArticle } from "~/lib/articles";
import type { MailMessage } from "./mailer.server";

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A plain, readable message with one call-to-action link; no remote images or fonts. */
export function actionEmail(opts: {
  to: string;
  siteName: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}): MailMessage {
  const text = [
    opts.greeting,
    "",
    ...opts.paragraphs.flatMap((p) => [p, ""]),
    `${opts.action.label}: ${opts.action.url}`,
    "",
    opts.footer,
    "",
    `— ${opts.siteName}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2a1f;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#1e5b2a">${escapeHtml(opts.siteName)}</p>
<p>${escapeHtml(opts.greeting)}</p>
${opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(opts.action.url)}" style="display:inline-block;background:#1e5b2a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(opts.action.label)}</a></p>
<p style="font-size:13px;color:#4b5a4b">If the button does not work, copy this link into your browser:<br>${escapeHtml(opts.action.url)}</p>
<p style="font-size:13px;color:#4b5a4b">${escapeHtml(opts.footer)}</p>
</body></html>`;
  return { to: opts.to, subject: opts.subject, text, html };
}

type ActionEmail = Parameters<typeof actionEmail>[0];
/** Who an account e-mail goes to: the account holder, greeted by their name. */
type AccountHolder = { to: string; name: string; siteName: string };

/** An e-mail to an account holder about their account (sign-up, password). */
function accountEmail(
  { to, name, siteName }: AccountHolder,
  content: Omit<ActionEmail, "to" | "siteName" | "greeting">,
): MailMessage {
  return actionEmail({ to, siteName, greeting: `Hello ${name},`, ...content });
}

export function verificationEmail(opts: AccountHolder & { url: string }) {
  return accountEmail(opts, {
    subject: `Verify your e-mail for ${opts.siteName}`,
    paragraphs: [
      `Welcome to ${opts.siteName}. Please confirm your e-mail address to activate your account.`,
    ],
    action: { label: "Verify my e-mail", url: opts.url },
    footer: "The link expires in 24 hours. If you did not sign up, you can ignore this message.",
  });
}

export function passwordResetEmail(opts: AccountHolder & { url: string }) {
  return accountEmail(opts, {
    subject: `Reset your ${opts.siteName} password`,
    paragraphs: ["We received a request to reset the password of your account."],
    action: { label: "Choose a new password", url: opts.url },
    footer:
      "The link expires in 1 hour. If you did not ask for a new password, ignore this message: your password stays the same.",
  });
}

export function existingAccountEmail(opts: AccountHolder & { appUrl: string }) {
  return accountEmail(opts, {
    subject: `You already have ${withIndefiniteArticle(opts.siteName)} account`,
    paragraphs: [
      "Someone (hopefully you) tried to create a new account with this e-mail address, but you already have one.",
      "You can sign in with your password, or reset it if you have forgotten it.",
    ],
    action: { label: "Sign in", url: `${opts.appUrl}/login` },
    footer: `Forgotten your password? Reset it at ${opts.appUrl}/password-reset. If this was not you, no action is needed.`,
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
export function autoReplyGreeting(name: string): string {
  const clean = oneLine(name);
  return clean.length <= 60 && /^[\p{L}\p{M}' .-]+$/u.test(clean) ? `Hello ${clean},` : "Hello,";
}
