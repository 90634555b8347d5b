import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

const PERIOD = 30;

/**
 * The code an authenticator app shows for `secret` (Base32, as in the otpauth URI), `steps`
 * periods from now: 0 is the current code, 1 the next one (still accepted by the server).
 */
export function totpCode(secret: string, steps = 0): Promise<string> {
  const counter = Math.floor(Date.now() / 1000 / PERIOD) + steps;
  return createOTP(base32.decode(secret), { period: PERIOD, digits: 6 }).hotp(counter);
}

/** The Cookie header a browser would send after these Set-Cookie headers (expired ones dropped). */
export function cookiesFrom(headers: Headers, previous = ""): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const cookie of headers.getSetCookie()) {
    const pair = cookie.split(";")[0] ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(cookie) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
