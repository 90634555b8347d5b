// The admin area's permission matrix (issue 5): every admin loader and action is called as a
// signed-out visitor, a user, an instructor, a moderator and an admin, and must answer exactly the
// expected allow or deny. Each area's test lists its routes; this file holds the common part.
import type { SessionUser } from "~/domain/auth/session.server";
import type { Role } from "~/domain/catalog/enums";
import type { Services } from "~/services.server";
import type { RouteResult } from "./router";
import { createTestUser } from "./users";

export const MATRIX_SUBJECTS = ["anonymous", "user", "instructor", "moderator", "admin"] as const;
export type MatrixSubject = (typeof MATRIX_SUBJECTS)[number];

/**
 * What a call came to: `login` (redirect to /login), `home` (a signed-in non-staff user sent to
 * /dashboard), `forbidden` (403), `not-found` (404: e.g. another instructor's course, which an
 * instructor may not even learn exists), or `allow` (anything else: the page, a redirect after a
 * successful action, or a 400 about the input, which means the guard let the call through).
 */
export type AccessOutcome = "allow" | "login" | "home" | "forbidden" | "not-found";

export function accessOutcome(result: RouteResult<unknown>): AccessOutcome {
  if (result.location?.startsWith("/login")) return "login";
  if (result.location === "/dashboard") return "home";
  if (result.status === 403) return "forbidden";
  if (result.status === 404) return "not-found";
  return "allow";
}

/** One user per role (active, verified); `anonymous` is null. */
export async function createMatrixUsers(
  services: Services,
): Promise<Record<MatrixSubject, SessionUser | null>> {
  const make = (role: Role) =>
    createTestUser(services, { role, name: `Matrix ${role}`, email: undefined });
  return {
    anonymous: null,
    user: await make("user"),
    instructor: await make("instructor"),
    moderator: await make("moderator"),
    admin: await make("admin"),
  };
}

/**
 * The usual expectation: signed out → login, a plain user → home, staff roles in `allowed` →
 * allow, other staff → forbidden. Override single subjects with `overrides`.
 */
export function expectAccess(
  allowed: readonly Exclude<MatrixSubject, "anonymous" | "user">[],
  overrides: Partial<Record<MatrixSubject, AccessOutcome>> = {},
): Record<MatrixSubject, AccessOutcome> {
  const staff = (s: "instructor" | "moderator" | "admin"): AccessOutcome =>
    allowed.includes(s) ? "allow" : "forbidden";
  return {
    anonymous: "login",
    user: "home",
    instructor: staff("instructor"),
    moderator: staff("moderator"),
    admin: staff("admin"),
    ...overrides,
  };
}

/**
 * Runs `call` for every subject and returns the outcomes, so a test can compare the whole row at
 * once (`expect(await matrixRow(...)).toEqual(expectAccess([...]))`) and a failure shows every
 * subject that differs. `call` gets a fresh setup per subject when it needs one (e.g. a record to
 * delete), so an allowed deletion does not leave the next subject nothing to delete.
 */
export async function matrixRow(
  users: Record<MatrixSubject, SessionUser | null>,
  call: (user: SessionUser | null, subject: MatrixSubject) => Promise<RouteResult<unknown>>,
): Promise<Record<MatrixSubject, AccessOutcome>> {
  const row = {} as Record<MatrixSubject, AccessOutcome>;
  for (const subject of MATRIX_SUBJECTS)
    row[subject] = accessOutcome(await call(users[subject], subject));
  return row;
}
