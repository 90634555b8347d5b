// The permission matrix of the Overview, Analytics, Consultations and Settings tabs (issue 5):
// every loader and action, called as a signed-out visitor, a user, an instructor, a moderator
// and an admin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { DEFAULT_SETTINGS } from "~/domain/settings/settings.schema";
import type { Services } from "~/services.server";
import {
  createMatrixUsers,
  expectAccess,
  type MatrixSubject,
  matrixRow,
} from "../../../tests/support/permission-matrix";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { loader as analyticsLoader } from "./analytics";
import { action as consultationsAction, loader as consultationsLoader } from "./consultations";
import { loader as overviewLoader } from "./dashboard";
import { action as settingsAction, loader as settingsLoader } from "./site-settings";

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

/** A fresh pending booking per subject, so an allowed change leaves the next one its own. */
async function pendingBooking() {
  const [row] = await services.db
    .insert(consultations)
    .values({ name: "Matrix", email: "m@example.ng", plan: "Beginner", message: "Hello" })
    .returning();
  if (!row) throw new Error("not stored");
  return row;
}

const settingsForm = {
  intent: "settings",
  ...Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS).map(([k, v]) => [k, typeof v === "boolean" ? "on" : v]),
  ),
};

describe("Overview, Analytics, Consultations and Settings: permission matrix", () => {
  it("overview", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(overviewLoader, { services, url: "/admin-dashboard", user }),
    );
    expect(row).toEqual(expectAccess(["instructor", "moderator", "admin"]));
  });

  it("analytics", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(analyticsLoader, { services, url: "/admin-dashboard/analytics", user }),
    );
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });

  it("consultations list", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(consultationsLoader, { services, url: "/admin-dashboard/consultations", user }),
    );
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });

  it("consultation status change", async () => {
    const row = await matrixRow(users, async (user) => {
      const c = await pendingBooking();
      return callAction(consultationsAction, {
        services,
        url: "/admin-dashboard/consultations",
        user,
        form: { intent: "status", id: c.id, status: "confirmed" },
      });
    });
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });

  it("consultation deletion", async () => {
    const row = await matrixRow(users, async (user) => {
      const c = await pendingBooking();
      return callAction(consultationsAction, {
        services,
        url: "/admin-dashboard/consultations",
        user,
        form: { intent: "delete", id: c.id },
      });
    });
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });

  it("settings tab (statistics for moderators, everything for admins)", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(settingsLoader, { services, url: "/admin-dashboard/site-settings", user }),
    );
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });

  it("site settings form (settings.manage: admins only)", async () => {
    const row = await matrixRow(users, (user) =>
      callAction(settingsAction, {
        services,
        url: "/admin-dashboard/site-settings",
        user,
        form: settingsForm,
      }),
    );
    expect(row).toEqual(expectAccess(["admin"]));
  });

  it("site statistics form (stats.manage: moderators too)", async () => {
    const row = await matrixRow(users, (user) =>
      callAction(settingsAction, {
        services,
        url: "/admin-dashboard/site-settings",
        user,
        form: { intent: "stats", farmersTrained: "10" },
      }),
    );
    expect(row).toEqual(expectAccess(["moderator", "admin"]));
  });
});
