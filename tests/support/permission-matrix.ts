// The admin area's permission matrix: every admin loader and action is called as a
// signed-out visitor, a user, an instructor, a moderator and an admin, and must answer exactly the
// expected allow or deny. Each area's test lists its routes; this file holds the common part.
import { beforeAll, expect, it } from "vitest";
import type { Role } from "~/db/schema/enums";
import type { SessionUser } from "~/domain/auth/session.server";
import type { Services } from "~/services.server";
import { callAction, callLoader, type RouteResult } from "./router";
import { setupTestServices, type TestSuite } from "./suite";
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

export type MatrixUsers = Record<MatrixSubject, SessionUser | null>;

/** An area test's fresh services and its one user per role, filled in before its tests run. */
export type MatrixSetup = TestSuite & { users: MatrixUsers };

/**
 * Makes the services and the matrix users before the file's tests (and closes them after). Call
 * it at the top of the file, as setupTestServices.
 */
export function setupMatrix(options: { env?: Record<string, string> } = {}): MatrixSetup {
  const setup = setupTestServices(options) as MatrixSetup;
  beforeAll(async () => {
    setup.users = await createMatrixUsers(setup.services);
  });
  return setup;
}

/** One line of an area's matrix: a loader or action call and the outcome every subject must meet. */
export type MatrixCase = {
  name: string;
  expected: Record<MatrixSubject, AccessOutcome>;
  /** Called once per subject: make a fresh record here when an allowed call changes or deletes it. */
  call: (user: SessionUser | null, subject: MatrixSubject) => Promise<RouteResult<unknown>>;
  /** Checks after the row, e.g. that only an allowed call changed anything. */
  afterRow?: () => Promise<void>;
};

/** The area's matrix as a table: one test per case, the whole row compared at once. */
export function matrixTests(setup: MatrixSetup, cases: readonly MatrixCase[]) {
  for (const c of cases) {
    it(c.name, async () => {
      expect(await matrixRow(setup.users, c.call)).toEqual(c.expected);
      await c.afterRow?.();
    });
  }
}

/** A fixture made on first use and shared after, e.g. the one record every subject's page shows. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** Any route module's loader or action. */
export type RouteFunction = Parameters<typeof callLoader>[0];

/**
 * The matrix of a tab made of a list with row actions, a "new" page and an edit page (Content,
 * Stories): every loader and action of the three, each with the same expected row. `record`
 * makes a fresh record to act on, so an allowed change or deletion leaves the next subject its own.
 */
export function listNewEditCases(
  setup: MatrixSetup,
  tab: {
    expected: Record<MatrixSubject, AccessOutcome>;
    /** The list's path; the new page is `${path}/new`, a record's page `${path}/${id}`. */
    path: string;
    record: (label: string) => Promise<string>;
    list: { name: string; query?: string; loader: RouteFunction; action: RouteFunction };
    /** The list's row actions (each with the record's `id`). */
    intents: readonly string[];
    create: { loader: RouteFunction; action: RouteFunction; form: (subject: string) => Form };
    edit: {
      loader: RouteFunction;
      action: RouteFunction;
      /** The route parameter holding the record's id. */
      param: string;
      form: (subject: string) => Form;
    };
  },
): MatrixCase[] {
  const { expected, path, record, list, create, edit } = tab;
  const page = (id: string) => ({ url: `${path}/${id}`, params: { [edit.param]: id } });
  const shownRecord = once(() => record("edit page"));
  return [
    {
      name: list.name,
      expected,
      call: (user) =>
        callLoader(list.loader, { services: setup.services, url: path + (list.query ?? ""), user }),
    },
    ...tab.intents.map(
      (intent): MatrixCase => ({
        name: `list action: ${intent}`,
        expected,
        call: async (user, subject) => {
          const id = await record(`${intent} ${subject}`);
          const form = { intent, id };
          return callAction(list.action, { services: setup.services, url: path, user, form });
        },
      }),
    ),
    {
      name: "new: page",
      expected,
      call: (user) =>
        callLoader(create.loader, { services: setup.services, url: `${path}/new`, user }),
    },
    {
      name: "new: create",
      expected,
      call: (user, subject) =>
        callAction(create.action, {
          services: setup.services,
          url: `${path}/new`,
          user,
          form: create.form(subject),
        }),
    },
    {
      name: "edit: page",
      expected,
      call: async (user) =>
        callLoader(edit.loader, { services: setup.services, user, ...page(await shownRecord()) }),
    },
    {
      name: "edit: save",
      expected,
      call: async (user, subject) => {
        const id = await record(`edit save ${subject}`);
        return callAction(edit.action, {
          services: setup.services,
          user,
          ...page(id),
          form: edit.form(subject),
        });
      },
    },
  ];
}

type Form = Record<string, string>;
