// The permission matrix of the Users tab and the audit log (issue 5): every loader and action,
// called as a signed-out visitor, a user, an instructor, a moderator and an admin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/auth/session.server";
import type { Role } from "~/domain/catalog/enums";
import type { Services } from "~/services.server";
import {
  createMatrixUsers,
  expectAccess,
  type MatrixSubject,
  matrixRow,
} from "../../../tests/support/permission-matrix";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import { loader as auditLoader } from "./audit";
import { loader as listLoader } from "./users";
import { action as deleteAction, loader as deleteLoader } from "./users-delete";
import { action as editAction, loader as editLoader } from "./users-edit";
import { loader as exportLoader } from "./users-export";

let t: TestServices;
let services: Services;
let users: Record<MatrixSubject, SessionUser | null>;

beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
  users = await createMatrixUsers(services);
});
afterAll(async () => {
  await t.close();
});

/** A fresh account per subject, so an allowed deletion leaves the next subject its own target. */
async function target(role: Role = "user") {
  return createTestUser(services, { role, name: `Target ${role}` });
}

const path = (id: string) => `/admin-dashboard/users/${id}`;

describe("Users tab and audit log: permission matrix", () => {
  it("list", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(listLoader, { services, url: "/admin-dashboard/users", user }),
    );
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });

  it("export CSV", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(exportLoader, { services, url: "/admin-dashboard/users/export.csv", user }),
    );
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });

  it("edit page of a plain user", async () => {
    const u = await target();
    const row = await matrixRow(users, (user) =>
      callLoader(editLoader, { services, url: path(u.id), user, params: { userId: u.id } }),
    );
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });

  it("edit page of an admin account: moderator forbidden", async () => {
    const u = await target("admin");
    const row = await matrixRow(users, (user) =>
      callLoader(editLoader, { services, url: path(u.id), user, params: { userId: u.id } }),
    );
    expect(row).toEqual(expectAccess(["admin"]));
  });

  it("save a plain user (role and status change)", async () => {
    const row = await matrixRow(users, async (user) => {
      const u = await target();
      return callAction(editAction, {
        services,
        url: path(u.id),
        user,
        params: { userId: u.id },
        form: { fullName: "Changed Name", role: "instructor", status: "suspended" },
      });
    });
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });

  it("save an admin account (suspend): moderator forbidden", async () => {
    const row = await matrixRow(users, async (user) => {
      const u = await target("admin");
      return callAction(editAction, {
        services,
        url: path(u.id),
        user,
        params: { userId: u.id },
        form: { fullName: u.name, role: "admin", status: "suspended" },
      });
    });
    expect(row).toEqual(expectAccess(["admin"]));
  });

  it("grant admin to a plain user: moderator forbidden", async () => {
    const row = await matrixRow(users, async (user) => {
      const u = await target("instructor");
      return callAction(editAction, {
        services,
        url: path(u.id),
        user,
        params: { userId: u.id },
        form: { fullName: u.name, role: "admin", status: "active" },
      });
    });
    expect(row).toEqual(expectAccess(["admin"]));
  });

  it("delete confirmation page of a plain user", async () => {
    const u = await target();
    const row = await matrixRow(users, (user) =>
      callLoader(deleteLoader, {
        services,
        url: `${path(u.id)}/delete`,
        user,
        params: { userId: u.id },
      }),
    );
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });

  it("delete confirmation page of an admin account: moderator forbidden", async () => {
    const u = await target("admin");
    const row = await matrixRow(users, (user) =>
      callLoader(deleteLoader, {
        services,
        url: `${path(u.id)}/delete`,
        user,
        params: { userId: u.id },
      }),
    );
    expect(row).toEqual(expectAccess(["admin"]));
  });

  it("delete a plain user", async () => {
    const row = await matrixRow(users, async (user) => {
      const u = await target();
      return callAction(deleteAction, {
        services,
        url: `${path(u.id)}/delete`,
        user,
        params: { userId: u.id },
      });
    });
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });

  it("delete an admin account: moderator forbidden", async () => {
    const row = await matrixRow(users, async (user) => {
      const u = await target("admin");
      return callAction(deleteAction, {
        services,
        url: `${path(u.id)}/delete`,
        user,
        params: { userId: u.id },
      });
    });
    expect(row).toEqual(expectAccess(["admin"]));
  });

  it("delete your own account here: forbidden for every staff role", async () => {
    const row = await matrixRow(users, (user) => {
      const id = user?.id ?? "anonymous";
      return callAction(deleteAction, {
        services,
        url: `${path(id)}/delete`,
        user,
        params: { userId: id },
      });
    });
    // The instructor lacks users.manage anyway; moderator and admin hit the self rule.
    expect(row).toEqual(expectAccess([]));
  });

  it("audit log", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(auditLoader, { services, url: "/admin-dashboard/audit", user }),
    );
    expect(row).toEqual(expectAccess(["admin"]));
  });
});
