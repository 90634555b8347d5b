// The permission matrix of the Overview, Analytics, Consultations and Settings tabs:
// every loader and action, called as a signed-out visitor, a user, an instructor, a moderator
// and an admin.
import { describe } from "vitest";
import { consultations } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { DEFAULT_SETTINGS } from "~/domain/settings/settings.schema";
import {
  expectAccess,
  type MatrixCase,
  matrixTests,
  type RouteFunction,
  setupMatrix,
} from "../../../tests/support/permission-matrix";
import { callAction, callLoader } from "../../../tests/support/router";
import { loader as analyticsLoader } from "./analytics";
import { action as consultationsAction, loader as consultationsLoader } from "./consultations";
import { loader as overviewLoader } from "./dashboard";
import { action as settingsAction, loader as settingsLoader } from "./site-settings";

const m = setupMatrix();

/** A fresh pending booking per subject, so an allowed change leaves the next one its own. */
async function pendingBooking() {
  const [row] = await m.services.db
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

const STAFF = expectAccess(["moderator", "admin"]);

/** A page's loader at `url`. */
const page = (loader: RouteFunction, url: string) => (user: SessionUser | null) =>
  callLoader(loader, { services: m.services, url, user });

/** A consultation list action on a fresh pending booking. */
const onBooking = (form: Record<string, string>) => async (user: SessionUser | null) => {
  const c = await pendingBooking();
  return callAction(consultationsAction, {
    services: m.services,
    url: "/admin-dashboard/consultations",
    user,
    form: { ...form, id: c.id },
  });
};

/** A form of the Settings tab. */
const settings = (form: Record<string, string>) => (user: SessionUser | null) =>
  callAction(settingsAction, {
    services: m.services,
    url: "/admin-dashboard/site-settings",
    user,
    form,
  });

const CASES: MatrixCase[] = [
  {
    name: "overview",
    expected: expectAccess(["instructor", "moderator", "admin"]),
    call: page(overviewLoader, "/admin-dashboard"),
  },
  { name: "analytics", expected: STAFF, call: page(analyticsLoader, "/admin-dashboard/analytics") },
  {
    name: "consultations list",
    expected: STAFF,
    call: page(consultationsLoader, "/admin-dashboard/consultations"),
  },
  {
    name: "consultation status change",
    expected: STAFF,
    call: onBooking({ intent: "status", status: "confirmed" }),
  },
  { name: "consultation deletion", expected: STAFF, call: onBooking({ intent: "delete" }) },
  {
    name: "settings tab (statistics for moderators, everything for admins)",
    expected: STAFF,
    call: page(settingsLoader, "/admin-dashboard/site-settings"),
  },
  {
    name: "site settings form (settings.manage: admins only)",
    expected: expectAccess(["admin"]),
    call: settings(settingsForm),
  },
  {
    name: "site statistics form (stats.manage: moderators too)",
    expected: STAFF,
    call: settings({ intent: "stats", farmersTrained: "10" }),
  },
];

describe("Overview, Analytics, Consultations and Settings: permission matrix", () => {
  matrixTests(m, CASES);
});
