// The permission matrix of the Users tab and the audit log: every loader and action,
// called as a signed-out visitor, a user, an instructor, a moderator and an admin.
import { describe } from "vitest";
import type { Role } from "~/db/schema/enums";
import type { SessionUser } from "~/domain/auth/session.server";
import {
  expectAccess,
  type MatrixCase,
  matrixTests,
  once,
  type RouteFunction,
  setupMatrix,
} from "../../../tests/support/permission-matrix";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestUser } from "../../../tests/support/users";
import { loader as auditLoader } from "./audit";
import { loader as listLoader } from "./users";
import { action as deleteAction, loader as deleteLoader } from "./users-delete";
import { action as editAction, loader as editLoader } from "./users-edit";
import { loader as exportLoader } from "./users-export";

const m = setupMatrix();

/** An account to act on. */
async function target(role: Role = "user") {
  return createTestUser(m.services, { role, name: `Target ${role}` });
}

const path = (id: string) => `/admin-dashboard/users/${id}`;
const STAFF = expectAccess(["moderator", "admin"]);
const ADMINS = expectAccess(["admin"]);

/** A page about one account (`suffix` after its path), made once and shown to every subject. */
function pageOf(loader: RouteFunction, role: Role, suffix = "") {
  const account = once(() => target(role));
  return async (user: SessionUser | null) => {
    const u = await account();
    const page = { url: `${path(u.id)}${suffix}`, params: { userId: u.id } };
    return callLoader(loader, { services: m.services, user, ...page });
  };
}

/**
 * An action on a fresh account per subject, so an allowed change or deletion leaves the next
 * subject its own target.
 */
function actOn(
  action: RouteFunction,
  role: Role,
  suffix: string,
  form?: (u: SessionUser) => Record<string, string>,
) {
  return async (user: SessionUser | null) => {
    const u = await target(role);
    const page = { url: `${path(u.id)}${suffix}`, params: { userId: u.id } };
    return callAction(action, { services: m.services, user, ...page, form: form?.(u) });
  };
}

const CASES: MatrixCase[] = [
  {
    name: "list",
    expected: STAFF,
    call: (user) =>
      callLoader(listLoader, { services: m.services, url: "/admin-dashboard/users", user }),
  },
  {
    name: "export CSV",
    expected: STAFF,
    call: (user) =>
      callLoader(exportLoader, {
        services: m.services,
        url: "/admin-dashboard/users/export.csv",
        user,
      }),
  },
  { name: "edit page of a plain user", expected: STAFF, call: pageOf(editLoader, "user") },
  {
    name: "edit page of an admin account: moderator forbidden",
    expected: ADMINS,
    call: pageOf(editLoader, "admin"),
  },
  {
    name: "save a plain user (role and status change)",
    expected: STAFF,
    call: actOn(editAction, "user", "", () => ({
      fullName: "Changed Name",
      role: "instructor",
      status: "suspended",
    })),
  },
  {
    name: "save an admin account (suspend): moderator forbidden",
    expected: ADMINS,
    call: actOn(editAction, "admin", "", (u) => ({
      fullName: u.name,
      role: "admin",
      status: "suspended",
    })),
  },
  {
    name: "grant admin to a plain user: moderator forbidden",
    expected: ADMINS,
    call: actOn(editAction, "instructor", "", (u) => ({
      fullName: u.name,
      role: "admin",
      status: "active",
    })),
  },
  {
    // Decision 0005: who takes consultations (and so is offered to the public) is an admin's call.
    name: "make an instructor a consultant: moderator forbidden",
    expected: ADMINS,
    call: actOn(editAction, "instructor", "", (u) => ({
      fullName: u.name,
      role: "instructor",
      status: "active",
      isConsultant: "on",
    })),
  },
  {
    name: "delete confirmation page of a plain user",
    expected: STAFF,
    call: pageOf(deleteLoader, "user", "/delete"),
  },
  {
    name: "delete confirmation page of an admin account: moderator forbidden",
    expected: ADMINS,
    call: pageOf(deleteLoader, "admin", "/delete"),
  },
  { name: "delete a plain user", expected: STAFF, call: actOn(deleteAction, "user", "/delete") },
  {
    name: "delete an admin account: moderator forbidden",
    expected: ADMINS,
    call: actOn(deleteAction, "admin", "/delete"),
  },
  {
    name: "delete your own account here: forbidden for every staff role",
    // The instructor lacks users.manage anyway; moderator and admin hit the self rule.
    expected: expectAccess([]),
    call: (user) => {
      const id = user?.id ?? "anonymous";
      const page = { url: `${path(id)}/delete`, params: { userId: id } };
      return callAction(deleteAction, { services: m.services, user, ...page });
    },
  },
  {
    name: "audit log",
    expected: ADMINS,
    call: (user) =>
      callLoader(auditLoader, { services: m.services, url: "/admin-dashboard/audit", user }),
  },
];

describe("Users tab and audit log: permission matrix", () => {
  matrixTests(m, CASES);
});
