import { and, eq } from "drizzle-orm";
import { session as sessionTable, user as userTable } from "~/db/schema";
import type { Role } from "~/db/schema/enums";
import { STATUS_MESSAGES } from "~/domain/auth/auth.messages";
import { hasOutlivedSession } from "~/domain/auth/session.server";
import type { Services } from "~/services.server";
import { API_MESSAGES, bearerToken, verifyAccessToken } from "./api-tokens.server";

export type ApiErrorCode =
  | keyof typeof API_MESSAGES
  | "account_inactive"
  | "bad_request"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payment_required"
  | "payload_too_large"
  | "server_error";

export type ApiUser = { id: string; name: string; email: string; role: Role };

/** Who is calling the API, from the request's bearer token (the route answers a refusal). */
export type ApiCaller =
  | { status: "anonymous" }
  | { status: "user"; user: ApiUser }
  /** No usable token: missing, malformed, forged, expired, or its session ended (401). */
  | { status: "unauthorised"; code: keyof typeof API_MESSAGES; message: string }
  /** A valid token of an account that may no longer sign in (403). */
  | { status: "inactive"; message: string };

/**
 * The caller of an API request: anonymous without any token; otherwise the token must be valid,
 * and its account active with the session it was made from still running. Role and status are
 * read from the database on every call, never trusted from the token.
 */
export async function identifyApiCaller(services: Services, request: Request): Promise<ApiCaller> {
  if (!request.headers.has("authorization")) return { status: "anonymous" };
  const unauthorised = (code: keyof typeof API_MESSAGES) =>
    ({ status: "unauthorised", code, message: API_MESSAGES[code] }) as const;
  const token = bearerToken(request);
  if (!token) return unauthorised("malformed");
  const check = await verifyAccessToken(services, token);
  if (!check.ok) return { status: "unauthorised", code: check.code, message: check.message };
  const [row] = await services.db
    .select({
      id: userTable.id,
      name: userTable.name,
      email: userTable.email,
      role: userTable.role,
      status: userTable.status,
      sessionCreatedAt: sessionTable.createdAt,
      sessionExpiresAt: sessionTable.expiresAt,
    })
    .from(userTable)
    .leftJoin(
      sessionTable,
      and(eq(sessionTable.id, check.sessionId), eq(sessionTable.userId, userTable.id)),
    )
    .where(eq(userTable.id, check.userId));
  if (!row) return unauthorised("unknownUser");
  // The token lives only as long as the session it was made from: signed out, revoked from the
  // settings page, expired, or past the absolute lifetime.
  if (
    !row.sessionCreatedAt ||
    !row.sessionExpiresAt ||
    row.sessionExpiresAt.getTime() <= Date.now() ||
    hasOutlivedSession(row.sessionCreatedAt)
  ) {
    return unauthorised("sessionEnded");
  }
  if (row.status !== "active") {
    const status = row.status as keyof typeof STATUS_MESSAGES;
    return { status: "inactive", message: STATUS_MESSAGES[status] ?? STATUS_MESSAGES.inactive };
  }
  return {
    status: "user",
    user: { id: row.id, name: row.name, email: row.email, role: row.role as Role },
  };
}
