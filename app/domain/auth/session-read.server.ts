import { createHmac, timingSafeEqual } from "node:crypto";
import type { BetterAuthOptions } from "better-auth";
import { parseCookie } from "cookie";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { prepareOnce } from "~/db/prepared.server";
import { session, user } from "~/db/schema";
import type { Auth } from "./auth.server";

export type SessionAndUser = {
  session: typeof session.$inferSelect;
  user: typeof user.$inferSelect;
};

/** What this reading needs from better-auth's set-up, read once per auth instance. */
type SessionReading = {
  sessionCookie: string;
  dontRememberCookie: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
  /** False when better-auth keeps sessions where this does not look (a cookie cache, a store). */
  plain: boolean;
};

const readings = new WeakMap<Auth, Promise<SessionReading>>();

function readingFor(auth: Auth): Promise<SessionReading> {
  let reading = readings.get(auth);
  if (!reading) {
    reading = auth.$context.then((context) => {
      const options: BetterAuthOptions = context.options;
      return {
        sessionCookie: context.authCookies.sessionToken.name,
        dontRememberCookie: context.authCookies.dontRememberToken.name,
        secret: context.secret,
        expiresInMs: context.sessionConfig.expiresIn * 1000,
        updateAgeMs: context.sessionConfig.updateAge * 1000,
        plain:
          !options.secondaryStorage &&
          options.session?.cookieCache?.enabled !== true &&
          !options.session?.deferSessionRefresh,
      };
    });
    readings.set(auth, reading);
  }
  return reading;
}

/**
 * The value of a cookie signed the way better-auth signs its session cookie (better-call's
 * `<value>.<base64 HMAC-SHA256>`), or null when absent or not signed with `secret`.
 */
export function readSignedCookie(raw: string | undefined, secret: string): string | null {
  if (!raw) return null;
  const dot = raw.lastIndexOf(".");
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = raw.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(value).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

const readSessionWithUser = prepareOnce((db) =>
  db
    .select({ session: getTableColumns(session), user: getTableColumns(user) })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("afa_session_with_user"),
);

/**
 * The signed-in session of a request, as better-auth's getSession answers it, for the case every
 * signed-in page meets: a correctly signed session cookie naming a live session that is not yet
 * due for its daily refresh. That case is read here in one statement with no writes, without
 * better-auth's endpoint machinery (a fifth of the session's cost on every page). Every other
 * case (the session expired or is due for refresh, so better-auth deletes or extends it; a
 * "don't remember me" sign-in; a set-up that keeps sessions elsewhere) is answered by
 * better-auth itself, so its rules stay the only ones.
 */
export async function getRequestSession(
  auth: Auth,
  db: Database,
  headers: Headers,
  now: number = Date.now(),
): Promise<SessionAndUser | null> {
  const reading = await readingFor(auth);
  const askBetterAuth = () => auth.api.getSession({ headers }) as Promise<SessionAndUser | null>;
  if (!reading.plain) return askBetterAuth();
  const header = headers.get("cookie");
  if (!header) return null;
  const cookies = parseCookie(header);
  const token = readSignedCookie(cookies[reading.sessionCookie], reading.secret);
  // better-auth answers no session for a missing or badly signed cookie, without a query.
  if (!token) return null;
  if (cookies[reading.dontRememberCookie] !== undefined) return askBetterAuth();
  const [row] = await readSessionWithUser(db).execute({ token });
  if (!row) return null;
  const expiresAt = row.session.expiresAt.getTime();
  const dueForRefresh = expiresAt - reading.expiresInMs + reading.updateAgeMs <= now;
  if (expiresAt < now || dueForRefresh) return askBetterAuth();
  return row;
}
