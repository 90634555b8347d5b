// The permission matrix of the consultations week view: its loader (it has no action), called as
// a signed-out visitor, a user, an instructor, a moderator and an admin, with and without ?week.
import { describe } from "vitest";
import type { SessionUser } from "~/domain/auth/session.server";
import {
  expectAccess,
  type MatrixCase,
  matrixTests,
  setupMatrix,
} from "../../../tests/support/permission-matrix";
import { callLoader } from "../../../tests/support/router";
import { loader } from "./consultations-week";

const m = setupMatrix();

const page = (url: string) => (user: SessionUser | null) =>
  callLoader(loader, { services: m.services, url, user });

// consultations.manage: moderators and admins, as the Consultations list.
const STAFF = expectAccess(["moderator", "admin"]);

const CASES: MatrixCase[] = [
  { name: "this week", expected: STAFF, call: page("/admin-dashboard/consultations/week") },
  {
    name: "a chosen week",
    expected: STAFF,
    call: page("/admin-dashboard/consultations/week?week=2026-12-02"),
  },
  {
    name: "an unreadable week",
    expected: STAFF,
    call: page("/admin-dashboard/consultations/week?week=nonsense"),
  },
];

describe("Consultations week view: permission matrix", () => {
  matrixTests(m, CASES);
});
