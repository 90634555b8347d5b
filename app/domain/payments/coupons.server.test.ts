import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, coupons, courses, payments } from "~/db/schema";
import { createTestCourse } from "../../../tests/support/courses";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import {
  COUPON_MESSAGES,
  type CouponFormInput,
  couponFormSchema,
  couponStatus,
  couponSummary,
  lagosDateOf,
  lagosEndOfDay,
  maxUsesBelowUsesMessage,
} from "./coupon.schema";
import {
  checkCoupon,
  createCoupon,
  deleteCoupon,
  getCoupon,
  listCouponCourses,
  listCoupons,
  normaliseCouponCode,
  updateCoupon,
} from "./coupons.server";

const suite = setupTestServices();
let actor: { id: string; name: string; email: string };
let pricedCourseId: string;
let freeCourseId: string;

// 10:00 in Lagos on 1 June 2026.
const NOW = new Date("2026-06-01T09:00:00Z");

beforeAll(async () => {
  actor = await createTestUser(suite.services, { role: "admin", name: "Coupon Admin" });
  pricedCourseId = (await createTestCourse(suite.services.db, { lessonCount: 0 })).id;
  await suite.services.db
    .update(courses)
    .set({ priceKobo: 1_250_000, title: "Maize farming" })
    .where(eq(courses.id, pricedCourseId));
  freeCourseId = (await createTestCourse(suite.services.db, { lessonCount: 0 })).id;
});

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return parseWithZod(data, { schema: couponFormSchema });
}

function input(values: Record<string, string> = {}): CouponFormInput {
  const submission = form({
    code: "SAVE10",
    kind: "percent",
    value: "10",
    active: "on",
    ...values,
  });
  if (submission.status !== "success") {
    throw new Error(JSON.stringify(submission.reply().error));
  }
  return submission.value;
}

async function row(id: string) {
  const [coupon] = await suite.services.db.select().from(coupons).where(eq(coupons.id, id));
  return coupon;
}

async function saved(outcome: Awaited<ReturnType<typeof createCoupon>>) {
  if (outcome.status !== "saved") throw new Error(JSON.stringify(outcome));
  return outcome.id;
}

async function auditFor(id: string) {
  return suite.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "coupon"), eq(auditLog.targetId, id)))
    .orderBy(auditLog.createdAt);
}

describe("couponFormSchema", () => {
  it("stores codes upper-case without spaces, 3 to 30 letters, digits or hyphens", () => {
    const ok = form({ code: " harvest-2026 ", kind: "percent", value: "10" });
    expect(ok.status === "success" && ok.value.code).toBe("HARVEST-2026");
    expect(normaliseCouponCode("early bird")).toBe("EARLYBIRD");
    for (const [code, message] of [
      ["AB", COUPON_MESSAGES.code],
      ["A".repeat(31), COUPON_MESSAGES.code],
      ["SAVE_10", COUPON_MESSAGES.codeCharacters],
      ["NAIRA₦", COUPON_MESSAGES.codeCharacters],
    ] as const) {
      expect(form({ code, kind: "percent", value: "10" }).reply().error?.code).toEqual([message]);
    }
    expect(form({ kind: "percent", value: "10" }).reply().error?.code).toEqual([
      COUPON_MESSAGES.code,
    ]);
  });

  it("takes a whole percentage from 1 to 100", () => {
    for (const bad of ["0", "101", "12.5", "ten", "-5"]) {
      expect(form({ code: "PCT", kind: "percent", value: bad }).reply().error?.value).toEqual([
        COUPON_MESSAGES.percent,
      ]);
    }
    const hundred = form({ code: "PCT", kind: "percent", value: "100" });
    expect(hundred.status).toBe("success");
  });

  it("takes a fixed amount in naira with up to 2 decimals, above ₦0", () => {
    for (const bad of ["0", "0.00", "12.345", "-100", "abc"]) {
      expect(form({ code: "FIX", kind: "fixed", value: bad }).reply().error?.value).toEqual([
        COUPON_MESSAGES.fixed,
      ]);
    }
    expect(form({ code: "FIX", kind: "fixed", value: "10000001" }).reply().error?.value).toEqual([
      COUPON_MESSAGES.fixedTooLarge,
    ]);
    const typed = form({ code: "FIX", kind: "fixed", value: "₦2,500.50" });
    expect(typed.status === "success" && typed.value.value).toBe("2500.50");
  });

  it("shows every message at once, and checks the optional fields only when given", () => {
    const error =
      form({
        code: "x",
        kind: "percent",
        value: "500",
        courseId: "not-a-course",
        expiresOn: "2026-02-30",
        maxUses: "0",
      }).reply().error ?? {};
    expect(error).toMatchObject({
      code: [COUPON_MESSAGES.code],
      value: [COUPON_MESSAGES.percent],
      courseId: [COUPON_MESSAGES.course],
      expiresOn: [COUPON_MESSAGES.expires],
      maxUses: [COUPON_MESSAGES.maxUses],
    });
    const bare = form({ code: "BARE", kind: "fixed", value: "100" });
    // toEqual: a key left out and one that is undefined are alike.
    expect(bare.status === "success" && bare.value).toEqual({
      code: "BARE",
      kind: "fixed",
      value: "100",
      active: false,
    });
    expect(
      form({ code: "X1X", kind: "percent", value: "5", maxUses: "2.5" }).reply().error,
    ).toMatchObject({ maxUses: [COUPON_MESSAGES.maxUses] });
  });
});

describe("coupon rules shared with the pages", () => {
  it("ends an expiry date at the end of that day in Lagos", () => {
    const end = lagosEndOfDay("2026-12-31");
    expect(end.toISOString()).toBe("2026-12-31T22:59:59.999Z");
    expect(lagosDateOf(end)).toBe("2026-12-31");
    expect(lagosDateOf(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });

  it("says what a coupon is now: inactive, expired, used up, or active", () => {
    const base = { isActive: true, expiresAt: null, maxUses: null, uses: 0 };
    expect(couponStatus(base, NOW)).toBe("active");
    expect(couponStatus({ ...base, isActive: false, uses: 5, maxUses: 5 }, NOW)).toBe("inactive");
    expect(couponStatus({ ...base, expiresAt: NOW }, NOW)).toBe("expired");
    expect(couponStatus({ ...base, maxUses: 3, uses: 3 }, NOW)).toBe("used-up");
  });

  it("summarises what the learner gets in plain words", () => {
    const course = { id: "c", title: "Maize farming", priceKobo: 1_250_000 };
    const base = {
      kind: "percent",
      value: "20",
      course: null,
      expiresOn: undefined,
      maxUses: undefined,
      active: true,
    };
    expect(couponSummary(base)).toBe(
      "Learners pay 80% of the price of any priced course (20% off). It never expires. It can be used any number of times.",
    );
    expect(couponSummary({ ...base, course, expiresOn: "2026-12-31", maxUses: "50" })).toBe(
      "Learners pay ₦10,000 instead of ₦12,500 for Maize farming (20% off). It works until the end of 31 December 2026. It can be used 50 times in all.",
    );
    expect(couponSummary({ ...base, kind: "fixed", value: "20000", course })).toContain(
      "Learners get Maize farming free",
    );
    expect(couponSummary({ ...base, kind: "fixed", value: "2500", active: false })).toBe(
      "Learners pay ₦2,500 less for any priced course; a course that costs ₦2,500 or less becomes free. It never expires. It can be used any number of times. It is inactive: nobody can use it until you tick Active.",
    );
    expect(couponSummary({ ...base, value: "0" })).toBeNull();
  });
});

describe("coupons", () => {
  it("creates a coupon the checkout accepts, audited as coupon.created", async () => {
    const id = await saved(
      await createCoupon(
        suite.services.db,
        actor,
        input({
          code: "harvest",
          kind: "fixed",
          value: "2500.50",
          courseId: pricedCourseId,
          expiresOn: "2026-12-31",
          maxUses: "100",
        }),
        { now: NOW },
      ),
    );
    expect(await row(id)).toMatchObject({
      code: "HARVEST",
      kind: "fixed",
      value: 250_050,
      courseId: pricedCourseId,
      expiresAt: lagosEndOfDay("2026-12-31"),
      maxUses: 100,
      uses: 0,
      isActive: true,
      createdBy: actor.id,
    });
    const check = await checkCoupon(suite.services.db, {
      code: "Harvest",
      courseId: pricedCourseId,
      now: NOW,
    });
    expect(check).toMatchObject({ status: "valid", coupon: { id, value: 250_050 } });
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({
      action: "coupon.created",
      actorId: actor.id,
      targetLabel: "HARVEST",
      details: {
        discount: "₦2,500.5 off",
        course: "Maize farming",
        expires: "31 December 2026",
        maxUses: "100",
        active: "Yes",
      },
    });
  });

  it("makes one coupon of a form sent twice (its key)", async () => {
    const formKey = crypto.randomUUID();
    const first = await createCoupon(suite.services.db, actor, input({ code: "TWICE", formKey }));
    const second = await createCoupon(suite.services.db, actor, input({ code: "TWICE", formKey }));
    expect(second).toEqual(first);
    expect(
      await suite.services.db.select().from(coupons).where(eq(coupons.code, "TWICE")),
    ).toHaveLength(1);
  });

  it("refuses a taken code beside the field, whatever its case, on create and on edit", async () => {
    await saved(await createCoupon(suite.services.db, actor, input({ code: "TAKEN" })));
    expect(await createCoupon(suite.services.db, actor, input({ code: "taken" }))).toEqual({
      status: "invalid",
      field: "code",
      message: COUPON_MESSAGES.codeTaken,
    });
    const other = await saved(
      await createCoupon(suite.services.db, actor, input({ code: "OTHER" })),
    );
    expect(await updateCoupon(suite.services.db, actor, other, input({ code: "Taken" }))).toEqual({
      status: "invalid",
      field: "code",
      message: COUPON_MESSAGES.codeTaken,
    });
    // Its own code is not "taken".
    expect(await updateCoupon(suite.services.db, actor, other, input({ code: "OTHER" }))).toEqual({
      status: "saved",
      id: other,
      code: "OTHER",
    });
  });

  it("answers two admins racing for one code with one coupon and a message, never an error", async () => {
    const outcomes = await Promise.all(
      [1, 2].map(() =>
        createCoupon(
          suite.services.db,
          actor,
          input({ code: "RACE", formKey: crypto.randomUUID() }),
        ),
      ),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(["invalid", "saved"]);
    expect(
      await suite.services.db.select().from(coupons).where(eq(coupons.code, "RACE")),
    ).toHaveLength(1);
  });

  it("refuses a free course, and an expiry before today in Lagos", async () => {
    expect(
      await createCoupon(
        suite.services.db,
        actor,
        input({ code: "FREEC", courseId: freeCourseId }),
      ),
    ).toEqual({ status: "invalid", field: "courseId", message: COUPON_MESSAGES.course });
    expect(
      await createCoupon(
        suite.services.db,
        actor,
        input({ code: "PAST", expiresOn: "2026-05-31" }),
        {
          now: NOW,
        },
      ),
    ).toEqual({ status: "invalid", field: "expiresOn", message: COUPON_MESSAGES.expiresPast });
    const today = await createCoupon(
      suite.services.db,
      actor,
      input({ code: "TODAY", expiresOn: "2026-06-01" }),
      { now: NOW },
    );
    expect(today.status).toBe("saved");
    expect(await suite.services.db.select().from(coupons).where(eq(coupons.code, "FREEC"))).toEqual(
      [],
    );
  });

  it("edits every term but uses; switching it off is audited as coupon.deactivated", async () => {
    const id = await saved(
      await createCoupon(suite.services.db, actor, input({ code: "EDITME", maxUses: "10" }), {
        now: NOW,
      }),
    );
    await suite.services.db.update(coupons).set({ uses: 4 }).where(eq(coupons.id, id));
    const outcome = await updateCoupon(
      suite.services.db,
      actor,
      id,
      input({
        code: "EDITED",
        kind: "fixed",
        value: "1000",
        courseId: pricedCourseId,
        expiresOn: "2026-07-01",
        maxUses: "20",
      }),
      { now: NOW },
    );
    expect(outcome).toEqual({ status: "saved", id, code: "EDITED" });
    expect(await row(id)).toMatchObject({
      code: "EDITED",
      kind: "fixed",
      value: 100_000,
      courseId: pricedCourseId,
      maxUses: 20,
      uses: 4,
      isActive: true,
    });
    const off = await updateCoupon(
      suite.services.db,
      actor,
      id,
      {
        ...input({
          code: "EDITED",
          kind: "fixed",
          value: "1000",
          courseId: pricedCourseId,
          expiresOn: "2026-07-01",
          maxUses: "20",
        }),
        active: false,
      },
      { now: NOW },
    );
    expect(off.status).toBe("saved");
    expect((await row(id))?.isActive).toBe(false);
    // Saving again unchanged records nothing.
    await updateCoupon(
      suite.services.db,
      actor,
      id,
      {
        ...input({
          code: "EDITED",
          kind: "fixed",
          value: "1000",
          courseId: pricedCourseId,
          expiresOn: "2026-07-01",
          maxUses: "20",
        }),
        active: false,
      },
      { now: NOW },
    );
    const entries = await auditFor(id);
    expect(entries.map((e) => e.action)).toEqual([
      "coupon.created",
      "coupon.updated",
      "coupon.deactivated",
    ]);
    expect(entries[1]?.details).toMatchObject({
      code: "EDITME → EDITED",
      discount: "10% off → ₦1,000 off",
      course: "Any priced course → Maize farming",
      maxUses: "10 → 20",
    });
    expect(entries[2]?.details).toEqual({ active: "Yes → No" });
  });

  it("refuses a maximum below the uses already counted, beside the field", async () => {
    const id = await saved(
      await createCoupon(suite.services.db, actor, input({ code: "MAXED", maxUses: "10" })),
    );
    await suite.services.db.update(coupons).set({ uses: 6 }).where(eq(coupons.id, id));
    expect(
      await updateCoupon(suite.services.db, actor, id, input({ code: "MAXED", maxUses: "5" })),
    ).toEqual({ status: "invalid", field: "maxUses", message: maxUsesBelowUsesMessage(6) });
    expect((await row(id))?.maxUses).toBe(10);
    // Equal to the uses is allowed: the coupon is then used up.
    expect(
      (await updateCoupon(suite.services.db, actor, id, input({ code: "MAXED", maxUses: "6" })))
        .status,
    ).toBe("saved");
    expect((await row(id))?.maxUses).toBe(6);
  });

  it("keeps an expiry date already past when an expired coupon is saved unchanged", async () => {
    const id = await saved(
      await createCoupon(
        suite.services.db,
        actor,
        input({ code: "OLDDATE", expiresOn: "2026-06-10" }),
        {
          now: NOW,
        },
      ),
    );
    const later = new Date("2026-08-01T09:00:00Z");
    expect(
      (
        await updateCoupon(
          suite.services.db,
          actor,
          id,
          input({ code: "OLDDATE", expiresOn: "2026-06-10", active: "" }),
          { now: later },
        )
      ).status,
    ).toBe("saved");
    expect(
      await updateCoupon(
        suite.services.db,
        actor,
        id,
        input({ code: "OLDDATE", expiresOn: "2026-06-11" }),
        { now: later },
      ),
    ).toMatchObject({ field: "expiresOn" });
  });

  it("answers not-found for a coupon that is gone", async () => {
    expect(
      await updateCoupon(suite.services.db, actor, crypto.randomUUID(), input({ code: "GONE" })),
    ).toEqual({ status: "not-found" });
    expect(await deleteCoupon(suite.services.db, actor, crypto.randomUUID())).toEqual({
      status: "not-found",
    });
  });

  it("deletes an unused coupon only; a used one or one on a payment stays", async () => {
    const unused = await saved(
      await createCoupon(suite.services.db, actor, input({ code: "UNUSED" })),
    );
    expect(await deleteCoupon(suite.services.db, actor, unused)).toEqual({
      status: "deleted",
      code: "UNUSED",
    });
    expect(await row(unused)).toBeUndefined();
    expect((await auditFor(unused)).map((e) => e.action)).toEqual([
      "coupon.created",
      "coupon.deleted",
    ]);

    const used = await saved(await createCoupon(suite.services.db, actor, input({ code: "USED" })));
    await suite.services.db.update(coupons).set({ uses: 1 }).where(eq(coupons.id, used));
    expect(await deleteCoupon(suite.services.db, actor, used)).toEqual({
      status: "in-use",
      code: "USED",
    });
    expect(await row(used)).toBeDefined();

    const onPayment = await saved(
      await createCoupon(suite.services.db, actor, input({ code: "ONPAYMENT" })),
    );
    await suite.services.db.insert(payments).values({
      reference: `ref-${crypto.randomUUID()}`,
      courseTitle: "Maize farming",
      provider: "test",
      listPriceKobo: 1_250_000,
      discountKobo: 125_000,
      amountKobo: 1_125_000,
      vatRateBps: 750,
      couponId: onPayment,
      couponCode: "ONPAYMENT",
    });
    expect((await getCoupon(suite.services.db, onPayment))?.payments).toBe(1);
    expect((await deleteCoupon(suite.services.db, actor, onPayment)).status).toBe("in-use");
  });

  it("lists coupons newest first, 25 a page, with their course and status", async () => {
    const first = await listCoupons(suite.services.db, { page: 1, now: NOW });
    expect(first.coupons.length).toBeGreaterThan(0);
    const times = first.coupons.map((c) => c.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const harvest = first.coupons.find((c) => c.code === "HARVEST");
    expect(harvest).toMatchObject({ courseTitle: "Maize farming", status: "active" });
    for (let i = 0; i < 26; i += 1) {
      await createCoupon(suite.services.db, actor, input({ code: `BULK-${i}` }));
    }
    const one = await listCoupons(suite.services.db, { page: 1, now: NOW });
    const two = await listCoupons(suite.services.db, { page: 2, now: NOW });
    expect(one.coupons).toHaveLength(25);
    expect(one.coupons[0]?.code).toBe("BULK-25");
    expect(one.pageCount).toBe(Math.ceil(one.total / 25));
    expect(two.coupons.length).toBe(one.total - 25);
  });

  it("offers the priced courses, and the coupon's own even if it became free", async () => {
    const offered = await listCouponCourses(suite.services.db);
    expect(offered).toContainEqual({
      id: pricedCourseId,
      title: "Maize farming",
      priceKobo: 1_250_000,
    });
    expect(offered.map((c) => c.id)).not.toContain(freeCourseId);
    const kept = await listCouponCourses(suite.services.db, { include: freeCourseId });
    expect(kept.map((c) => c.id)).toContain(freeCourseId);
  });
});
