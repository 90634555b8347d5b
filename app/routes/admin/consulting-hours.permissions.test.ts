// The permission matrix of the consulting hours page: its loader and each action, called as a
// signed-out visitor, a user, an instructor, a moderator and an admin, on another consultant's
// hours and on the instructor's own (the instructor takes consultations).
import { eq } from "drizzle-orm";
import { beforeAll, describe } from "vitest";
import { user as users } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { createConsultant } from "../../../tests/support/consultants";
import {
  expectAccess,
  type MatrixCase,
  matrixTests,
  once,
  setupMatrix,
} from "../../../tests/support/permission-matrix";
import { callAction, callLoader } from "../../../tests/support/router";
import { action, loader } from "./consulting-hours";

const m = setupMatrix();
const someoneElse = once(() => createConsultant(m.services, "Other Consultant"));

beforeAll(async () => {
  const instructor = m.users.instructor;
  if (!instructor) throw new Error("no instructor");
  await m.services.db.update(users).set({ isConsultant: true }).where(eq(users.id, instructor.id));
});

const url = (id: string) => `/admin-dashboard/consulting-hours/${id}`;
const onHours =
  (whose: () => Promise<{ id: string }>, form?: Record<string, string>) =>
  async (user: SessionUser | null) => {
    const { id } = await whose();
    return form
      ? callAction(action, {
          services: m.services,
          url: url(id),
          user,
          form,
          params: { userId: id },
        })
      : callLoader(loader, { services: m.services, url: url(id), user, params: { userId: id } });
  };
const own = async () => {
  const instructor = m.users.instructor;
  if (!instructor) throw new Error("no instructor");
  return instructor;
};

// users.manage: moderators and admins set anyone's hours.
const OTHERS = expectAccess(["moderator", "admin"]);
const OWN = expectAccess(["instructor", "moderator", "admin"]);
const WEEK = { intent: "week", from1: "9", to1: "12" };
const DAY = { intent: "add-day", day: "2099-03-02" };

const CASES: MatrixCase[] = [
  { name: "another consultant's hours page", expected: OTHERS, call: onHours(someoneElse) },
  { name: "another consultant's week", expected: OTHERS, call: onHours(someoneElse, WEEK) },
  { name: "another consultant's day off", expected: OTHERS, call: onHours(someoneElse, DAY) },
  { name: "the instructor's own hours page", expected: OWN, call: onHours(own) },
  { name: "the instructor's own week", expected: OWN, call: onHours(own, WEEK) },
  { name: "the instructor's own day off", expected: OWN, call: onHours(own, DAY) },
];

describe("Consulting hours: permission matrix", () => {
  matrixTests(m, CASES);
});
