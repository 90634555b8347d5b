// Kept apart from totp.ts, which the browser tests import: this one needs the app's server code.
import { confirmTotpEnrolment, startTotpEnrolment } from "~/domain/auth/two-factor.server";
import type { Services } from "~/services.server";
import { cookiesFrom, totpCode } from "./totp";

/**
 * Switches on an authenticator app for a signed-in account, as the settings page does (start,
 * then confirm with the app's current code). Throws if either step fails.
 */
export async function enableTotp(
  services: Services,
  account: { id: string; password: string },
  cookie: string,
  friendlyName = "Phone",
): Promise<{ secret: string; backupCodes: string[]; cookie: string }> {
  const fromSettings = () =>
    new Request(`${services.env.APP_URL}/settings`, {
      method: "POST",
      headers: { cookie, origin: services.env.APP_URL },
    });
  const started = await startTotpEnrolment(services, fromSettings(), {
    friendlyName,
    password: account.password,
    userId: account.id,
  });
  if (!started.ok) throw new Error(started.message);
  const confirmed = await confirmTotpEnrolment(services, fromSettings(), {
    code: await totpCode(started.secret),
    userId: account.id,
  });
  if (!confirmed.ok) throw new Error(confirmed.message);
  return {
    secret: started.secret,
    backupCodes: confirmed.backupCodes,
    cookie: cookiesFrom(confirmed.headers, cookie),
  };
}
