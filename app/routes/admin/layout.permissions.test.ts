// The admin layout's own loader: the gate every tab sits behind, and the stats strip only for
// roles that may read the site's figures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/auth/session.server";
import {
  createMatrixUsers,
  expectAccess,
  type MatrixSubject,
  matrixRow,
} from "../../../tests/support/permission-matrix";
import { callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { loader as dashboardLoader } from "./dashboard";
import { loader } from "./layout";

let t: TestServices;
let users: Record<MatrixSubject, SessionUser | null>;

beforeAll(async () => {
  t = await createTestServices();
  users = await createMatrixUsers(t.services);
});
afterAll(async () => {
  await t.close();
});

describe("admin layout", () => {
  it("lets staff in and sends everyone else away", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(loader, { services: t.services, url: "/admin-dashboard", user }),
    );
    expect(row).toEqual(expectAccess(["instructor", "moderator", "admin"]));
  });

  it("shows the stats strip on the overview to moderators and admins, not to instructors", async () => {
    const strip = async (subject: MatrixSubject) => {
      const result = await callLoader(dashboardLoader, {
        services: t.services,
        url: "/admin-dashboard",
        user: users[subject],
      });
      return (result.data as { trends: unknown[] | null }).trends;
    };
    expect(await strip("instructor")).toBeNull();
    expect(await strip("moderator")).toHaveLength(5);
    expect(await strip("admin")).toHaveLength(5);
  });

  it("counts nothing for the tabs' frame: each tab loads only its own figures", async () => {
    const frame = async (subject: MatrixSubject) => {
      const result = await callLoader(loader, {
        services: t.services,
        url: "/admin-dashboard/users",
        user: users[subject],
      });
      // The frame's words (its messages, the form messages' table) are no figures.
      const { messages: _messages, validation: _validation, ...figures } = result.data ?? {};
      return figures;
    };
    expect(await frame("admin")).toEqual({ role: "admin" });
    expect(await frame("moderator")).toEqual({ role: "moderator" });
  });
});
