import Bowser from "bowser";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { session } from "~/db/schema";
import type { Services } from "~/services.server";

export type DeviceSession = {
  id: string;
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
};

/** "Chrome on Android", "Safari on iOS"… from the browser's User-Agent; a fallback otherwise. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  // Bowser answers "" for what it does not know.
  const browser = parsed.browser.name || null;
  const os = parsed.os.name || null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? "Unknown device";
}

/** The user's sessions that have not expired, this device first, then the most recent. */
export async function listMySessions(
  services: Pick<Services, "db">,
  userId: string,
  currentSessionId: string | undefined,
): Promise<DeviceSession[]> {
  const rows = await services.db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return rows
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      ipAddress: row.ipAddress,
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs out one of the user's own devices; another user's session id matches nothing. */
export async function endMySession(
  services: Pick<Services, "db">,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const ended = await services.db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return ended.length > 0;
}

/** Signs out every device of the user but this one; returns how many were ended. */
export async function endMyOtherSessions(
  services: Pick<Services, "db">,
  userId: string,
  currentSessionId: string,
): Promise<number> {
  const ended = await services.db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return ended.length;
}
