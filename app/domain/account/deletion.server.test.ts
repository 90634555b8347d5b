import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses, payments } from "~/db/schema";
import {
  confirmPayment,
  findPaymentByReference,
  startCheckout,
} from "~/domain/payments/payments.server";
import type { Services } from "~/services.server";
import { createTestCourse } from "../../../tests/support/courses";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { eraseUser } from "./deletion.server";

// The test gateway's webhook goes to APP_URL: a closed port, so it is refused at once (the
// callback path below confirms the payment on its own).
const suite = setupTestServices({
  env: { APP_URL: "http://127.0.0.1:9", PAYMENTS_PROVIDER: "test" },
});

type Buyer = Awaited<ReturnType<typeof createTestUser>>;

/** Buys a ₦12,500 course through the built-in test gateway, as a learner's Pay would. */
async function buyCourse(services: Services, buyer: Buyer) {
  const course = await createTestCourse(services.db, { lessonCount: 1 });
  await services.db.update(courses).set({ priceKobo: 1_250_000 }).where(eq(courses.id, course.id));
  const started = await startCheckout(services, {
    user: { id: buyer.id, email: buyer.email, name: buyer.name },
    courseSlug: course.slug,
    couponCode: null,
  });
  if (started.status !== "redirect") throw new Error(`checkout: ${started.status}`);
  services.payments.testProvider?.complete(started.reference, "success");
  const confirmed = await confirmPayment(services, { reference: started.reference });
  if (confirmed.status !== "paid") throw new Error(`payment: ${confirmed.status}`);
  return confirmed.payment;
}

describe("eraseUser and payments", () => {
  it("keeps the payment with its amount and receipt number, without the payer's name, e-mail or link", async () => {
    const buyer = await createTestUser(suite.services, { name: "Emeka Nwosu" });
    const other = await createTestUser(suite.services, { name: "Funke Bello" });
    const paid = await buyCourse(suite.services, buyer);
    const theirs = await buyCourse(suite.services, other);
    expect(paid).toMatchObject({
      userId: buyer.id,
      email: buyer.email,
      payerName: "Emeka Nwosu",
      amountKobo: 1_250_000,
    });
    expect(paid.receiptNumber).toMatch(/^\d{4}-\d{6}$/);

    const outcome = await eraseUser(suite.services, buyer.id);

    expect(outcome.status).toBe("deleted");
    const kept = await findPaymentByReference(suite.services.db, paid.reference);
    expect(kept).toMatchObject({
      userId: null,
      email: null,
      payerName: null,
      status: "paid",
      amountKobo: 1_250_000,
      listPriceKobo: 1_250_000,
      vatRateBps: paid.vatRateBps,
      courseTitle: paid.courseTitle,
      receiptNumber: paid.receiptNumber,
      paidAt: paid.paidAt,
    });
    expect(JSON.stringify(kept)).not.toContain(buyer.email);
    // Another payer's record is untouched.
    expect(await findPaymentByReference(suite.services.db, theirs.reference)).toMatchObject({
      userId: other.id,
      email: other.email,
      payerName: "Funke Bello",
    });
  });

  it("leaves the payer on the payment when the deletion is refused", async () => {
    // The only active admin (this database has no other) cannot be deleted.
    const admin = await createTestUser(suite.services, { role: "admin", name: "Sole Admin" });
    const paid = await buyCourse(suite.services, admin);

    expect((await eraseUser(suite.services, admin.id)).status).toBe("last-admin");

    const [row] = await suite.services.db
      .select()
      .from(payments)
      .where(eq(payments.reference, paid.reference));
    expect(row).toMatchObject({ userId: admin.id, email: admin.email, payerName: "Sole Admin" });
  });
});
