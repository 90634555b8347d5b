// The permission matrix of the coupon pages: every loader and action, called as a signed-out
// visitor, a user, an instructor, a moderator and an admin (payments.manage: admins only; money
// is never shown to moderators or instructors).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect } from "vitest";
import { coupons } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import { COUPONS_PATH, couponFormSchema } from "~/domain/payments/coupon.schema";
import { createCoupon } from "~/domain/payments/coupons.server";
import {
  expectAccess,
  type MatrixCase,
  matrixTests,
  once,
  setupMatrix,
} from "../../../tests/support/permission-matrix";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestUser } from "../../../tests/support/users";
import { action as editAction, loader as editLoader } from "./coupon-edit";
import { action as newAction, loader as newLoader } from "./coupon-new";
import { loader as listLoader } from "./coupons";

const m = setupMatrix();
let owner: SessionUser;

beforeAll(async () => {
  owner = await createTestUser(m.services, { role: "admin" });
});

/** A code from a label: "edit save moderator" → "EDIT-SAVE-MODERATOR". */
const codeOf = (label: string) => label.replace(/[^a-z0-9]+/gi, "-").toUpperCase();

const fields = (subject: string) => ({ code: codeOf(subject), kind: "percent", value: "10" });

async function coupon(label: string) {
  const outcome = await createCoupon(
    m.services.db,
    owner,
    couponFormSchema.parse({ ...fields(`matrix ${label}`), active: true }),
  );
  if (outcome.status !== "saved") throw new Error(outcome.status);
  return outcome.id;
}

async function exists(id: string) {
  return (await m.services.db.select().from(coupons).where(eq(coupons.id, id))).length > 0;
}

const expected = expectAccess(["admin"]);
const page = (id: string, query = "") => ({
  url: `${COUPONS_PATH}/${id}${query}`,
  params: { couponId: id },
});
const shownCoupon = once(() => coupon("edit page"));
const kept: string[] = [];

const cases: MatrixCase[] = [
  {
    name: "list",
    expected,
    call: (user) => callLoader(listLoader, { services: m.services, url: COUPONS_PATH, user }),
  },
  {
    name: "new: page",
    expected,
    call: (user) =>
      callLoader(newLoader, { services: m.services, url: `${COUPONS_PATH}/new`, user }),
  },
  {
    name: "new: create",
    expected,
    call: (user, subject) =>
      callAction(newAction, {
        services: m.services,
        url: `${COUPONS_PATH}/new`,
        user,
        form: fields(`created by ${subject}`),
      }),
    afterRow: async () => {
      const made = await m.services.db.select({ code: coupons.code }).from(coupons);
      const codes = made.map((c) => c.code).filter((c) => c.startsWith("CREATED-BY-"));
      expect(codes).toEqual(["CREATED-BY-ADMIN"]);
    },
  },
  {
    name: "edit: page",
    expected,
    call: async (user) =>
      callLoader(editLoader, { services: m.services, user, ...page(await shownCoupon()) }),
  },
  {
    name: "edit: confirm delete page",
    expected,
    call: async (user) =>
      callLoader(editLoader, {
        services: m.services,
        user,
        ...page(await shownCoupon(), "?confirm=delete"),
      }),
  },
  {
    name: "edit: save",
    expected,
    call: async (user, subject) => {
      const id = await coupon(`edit save ${subject}`);
      return callAction(editAction, {
        services: m.services,
        user,
        ...page(id),
        form: fields(`edited by ${subject}`),
      });
    },
  },
  {
    name: "edit: delete",
    expected,
    call: async (user, subject) => {
      const id = await coupon(`delete ${subject}`);
      if (subject !== "admin") kept.push(id);
      return callAction(editAction, {
        services: m.services,
        user,
        ...page(id),
        form: { intent: "delete" },
      });
    },
    // Every refused subject's coupon is still there.
    afterRow: async () => {
      for (const id of kept) expect(await exists(id)).toBe(true);
    },
  },
];

describe("Coupon pages: permission matrix", () => {
  matrixTests(m, cases);
});
