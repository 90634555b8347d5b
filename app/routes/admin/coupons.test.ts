import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { coupons, courses } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import {
  COUPON_MESSAGES,
  COUPONS_PATH,
  maxUsesBelowUsesMessage,
} from "~/domain/payments/coupon.schema";
import { createTestCourse } from "../../../tests/support/courses";
import { callAction, callLoader } from "../../../tests/support/router";
import { flashedToast, setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action as editAction, loader as editLoader } from "./coupon-edit";
import { action as newAction, loader as newLoader } from "./coupon-new";
import { loader as listLoader } from "./coupons";

const suite = setupTestServices();
let admin: SessionUser;
let courseId: string;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin" });
  courseId = (await createTestCourse(suite.services.db, { lessonCount: 0 })).id;
  await suite.services.db
    .update(courses)
    .set({ priceKobo: 2_000_000, title: "Poultry business" })
    .where(eq(courses.id, courseId));
});

const create = (form: Record<string, string>) =>
  callAction(newAction, {
    services: suite.services,
    url: `${COUPONS_PATH}/new`,
    user: admin,
    form,
  });

const edit = (id: string, form: Record<string, string>, url = `${COUPONS_PATH}/${id}`) =>
  callAction(editAction, {
    services: suite.services,
    url,
    user: admin,
    params: { couponId: id },
    form,
  });

const editPage = (id: string, query = "") =>
  callLoader(editLoader, {
    services: suite.services,
    url: `${COUPONS_PATH}/${id}${query}`,
    user: admin,
    params: { couponId: id },
  });

async function byCode(code: string) {
  const [row] = await suite.services.db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new Error(`no coupon ${code}`);
  return row;
}

describe("Coupons pages", () => {
  it("creates a coupon from the new page and lists it", async () => {
    const page = await callLoader(newLoader, {
      services: suite.services,
      url: `${COUPONS_PATH}/new`,
      user: admin,
    });
    expect(page.data?.formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.data?.constraints["coupon-form"]?.code).toMatchObject({ required: true });
    expect(page.data?.courses).toContainEqual({
      id: courseId,
      title: "Poultry business",
      priceKobo: 2_000_000,
    });

    const result = await create({
      formKey: page.data?.formKey ?? "",
      code: "poultry-20",
      kind: "percent",
      value: "20",
      courseId,
      maxUses: "50",
      active: "on",
    });
    expect(result.location).toBe(COUPONS_PATH);
    expect(await flashedToast(suite.services, result.headers)).toMatchObject({
      title: "Coupon created",
      description: "Coupon POULTRY-20 was created.",
    });
    expect(await byCode("POULTRY-20")).toMatchObject({ kind: "percent", value: 20, maxUses: 50 });

    const list = await callLoader(listLoader, {
      services: suite.services,
      url: COUPONS_PATH,
      user: admin,
    });
    expect(list.data?.coupons[0]).toMatchObject({
      code: "POULTRY-20",
      discount: "20% off",
      courseTitle: "Poultry business",
      uses: 0,
      maxUses: 50,
      expiresAt: null,
      status: "active",
    });
    expect(list.data).toMatchObject({ page: 1, pageCount: 1, total: 1 });
  });

  it("answers field errors with what was typed, and a taken code beside its field", async () => {
    const typed = { code: "typo-code", kind: "fixed", value: "12.345", maxUses: "0" };
    const invalid = await create(typed);
    expect(invalid.status).toBe(400);
    expect(invalid.data?.result.error).toMatchObject({
      value: [COUPON_MESSAGES.fixed],
      maxUses: [COUPON_MESSAGES.maxUses],
    });
    expect(invalid.data?.result.initialValue).toMatchObject(typed);

    const taken = { code: "Poultry-20", kind: "fixed", value: "500", active: "on" };
    const refused = await create(taken);
    expect(refused.status).toBe(400);
    expect(refused.data?.result.error).toEqual({ code: [COUPON_MESSAGES.codeTaken] });
    expect(refused.data?.result.initialValue).toMatchObject(taken);
    expect(refused.data?.alert).toBeNull();
  });

  it("edits a coupon, keeping its uses; a maximum below them is refused beside the field", async () => {
    const { id } = await byCode("POULTRY-20");
    await suite.services.db.update(coupons).set({ uses: 3 }).where(eq(coupons.id, id));
    const page = await editPage(id);
    expect(page.data?.defaults).toEqual({
      code: "POULTRY-20",
      kind: "percent",
      value: "20",
      courseId,
      expiresOn: "",
      maxUses: "50",
      active: true,
    });
    expect(page.data?.coupon).toMatchObject({ uses: 3, payments: 0, status: "active" });
    expect(page.data?.confirmDelete).toBe(false);

    const below = { code: "POULTRY-20", kind: "percent", value: "20", maxUses: "2", active: "on" };
    const refused = await edit(id, below);
    expect(refused.status).toBe(400);
    expect(refused.data?.result.error).toEqual({ maxUses: [maxUsesBelowUsesMessage(3)] });
    expect(refused.data?.result.initialValue).toMatchObject(below);

    const saved = await edit(id, {
      code: "POULTRY-15",
      kind: "fixed",
      value: "1500",
      expiresOn: "2099-12-31",
      maxUses: "3",
      uses: "0",
    });
    expect(saved.location).toBe(COUPONS_PATH);
    expect(await flashedToast(suite.services, saved.headers)).toMatchObject({
      title: "Coupon updated",
    });
    expect(await byCode("POULTRY-15")).toMatchObject({
      kind: "fixed",
      value: 150_000,
      courseId: null,
      maxUses: 3,
      uses: 3,
      isActive: false,
    });
    const list = await callLoader(listLoader, {
      services: suite.services,
      url: COUPONS_PATH,
      user: admin,
    });
    expect(list.data?.coupons[0]).toMatchObject({ code: "POULTRY-15", status: "inactive" });
  });

  it("offers no delete for a used coupon; deletes an unused one after its confirm step", async () => {
    const used = await byCode("POULTRY-15");
    expect((await editPage(used.id, "?confirm=delete")).data?.confirmDelete).toBe(false);
    const kept = await edit(used.id, { intent: "delete" });
    expect(kept.location).toBe(`${COUPONS_PATH}/${used.id}`);
    expect(await flashedToast(suite.services, kept.headers)).toMatchObject({
      title: "Coupon not deleted",
    });
    expect(await byCode("POULTRY-15")).toBeDefined();

    await create({ code: "SPARE", kind: "percent", value: "5", active: "on" });
    const spare = await byCode("SPARE");
    expect((await editPage(spare.id, "?confirm=delete")).data?.confirmDelete).toBe(true);
    const deleted = await edit(spare.id, { intent: "delete" });
    expect(deleted.location).toBe(COUPONS_PATH);
    expect(await flashedToast(suite.services, deleted.headers)).toMatchObject({
      title: "Coupon deleted",
      description: "Coupon SPARE was deleted.",
    });
    expect(await suite.services.db.select().from(coupons).where(eq(coupons.id, spare.id))).toEqual(
      [],
    );
    expect((await edit(spare.id, { intent: "delete" })).status).toBe(404);
  });

  it("answers 404 for a coupon that does not exist, or an address that is not one", async () => {
    expect((await editPage(crypto.randomUUID())).status).toBe(404);
    expect((await editPage("not-a-uuid")).status).toBe(404);
    const gone = await edit(crypto.randomUUID(), { code: "GHOST", kind: "percent", value: "5" });
    expect(gone.status).toBe(404);
    expect(gone.data?.alert).toMatchObject({ description: COUPON_MESSAGES.notFound });
  });

  it("reads any ?page= and answers a page past the end with no rows", async () => {
    const past = await callLoader(listLoader, {
      services: suite.services,
      url: `${COUPONS_PATH}?page=9`,
      user: admin,
    });
    expect(past.data).toMatchObject({ page: 9, coupons: [] });
    const junk = await callLoader(listLoader, {
      services: suite.services,
      url: `${COUPONS_PATH}?page=abc`,
      user: admin,
    });
    expect(junk.data?.page).toBe(1);
  });
});
