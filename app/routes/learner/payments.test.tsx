import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courses } from "~/db/schema";
import { confirmPayment, startCheckout } from "~/domain/payments/payments.server";
import type { Services } from "~/services.server";
import { pdfText } from "../../../tests/support/certificates";
import { createTestCourse, type TestCourse } from "../../../tests/support/courses";
import { renderPage } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { loader as receiptLoader } from "./payment-receipt";
import Payments, { loader } from "./payments";

// The test gateway posts its webhook to APP_URL: a closed port refuses it at once, and each
// payment here is confirmed the way the learner's return to the callback confirms it.
const suite = setupTestServices({
  env: { APP_URL: "http://127.0.0.1:9", PAYMENTS_PROVIDER: "test" },
});

type Learner = Awaited<ReturnType<typeof createTestUser>>;
type PageData = Awaited<ReturnType<typeof loader>>;

async function pricedCourse(services: Services, priceKobo = 1_250_000): Promise<TestCourse> {
  const course = await createTestCourse(services.db, { lessonCount: 1 });
  await services.db.update(courses).set({ priceKobo }).where(eq(courses.id, course.id));
  return course;
}

/** Pay for `course` on the test gateway's page: "success", "failed", or null to leave it open. */
async function pay(
  services: Services,
  learner: Learner,
  course: TestCourse,
  outcome: "success" | "failed" | null,
): Promise<string> {
  const started = await startCheckout(services, {
    user: { id: learner.id, email: learner.email, name: learner.name },
    courseSlug: course.slug,
    couponCode: null,
  });
  if (started.status !== "redirect") throw new Error(`checkout: ${started.status}`);
  if (outcome) {
    services.payments.testProvider?.complete(started.reference, outcome);
    const confirmed = await confirmPayment(services, { reference: started.reference });
    expect(confirmed.status).toBe(outcome === "success" ? "paid" : "failed");
  }
  return started.reference;
}

function page(user: Learner | null) {
  return callLoader(loader, { services: suite.services, url: "/settings/payments", user });
}

function receipt(user: Learner | null, reference: string) {
  return callLoader(receiptLoader, {
    services: suite.services,
    url: `/settings/payments/${encodeURIComponent(reference)}/receipt.pdf`,
    params: { reference },
    user,
  });
}

function render(data: PageData): string {
  return renderPage(
    { id: "routes/learner/payments", path: "/settings/payments", Component: Payments },
    data,
    {},
  );
}

/** The page's text as a reader gets it (markup and drawings left out). */
function textOf(html: string): string {
  return html
    .replace(/<svg.*?<\/svg>/gs, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

let owner: Learner;
let intruder: Learner;
let paidCourse: TestCourse;
let paidRef: string;
let failedRef: string;
let pendingCourse: TestCourse;
let pendingRef: string;
let intruderRef: string;

beforeAll(async () => {
  owner = await createTestUser(suite.services, { name: "Chioma Okeke" });
  intruder = await createTestUser(suite.services, { name: "Tunde Bakare" });
  paidCourse = await pricedCourse(suite.services);
  paidRef = await pay(suite.services, owner, paidCourse, "success");
  failedRef = await pay(
    suite.services,
    owner,
    await pricedCourse(suite.services, 800_000),
    "failed",
  );
  pendingCourse = await pricedCourse(suite.services, 500_000);
  pendingRef = await pay(suite.services, owner, pendingCourse, null);
  intruderRef = await pay(suite.services, intruder, await pricedCourse(suite.services), "success");
});

describe("Settings → Payments", () => {
  it("lists the learner's own payments only, newest first, with what each means", async () => {
    const result = await page(owner);
    expect(result.status).toBe(200);
    const payments = result.data?.payments ?? [];
    expect(payments.map((p) => p.reference)).toEqual([pendingRef, failedRef, paidRef]);
    expect(payments.map((p) => p.reference)).not.toContain(intruderRef);

    const [pending, failed, paid] = payments;
    expect(paid).toMatchObject({
      status: "paid",
      courseTitle: paidCourse.title,
      courseSlug: paidCourse.slug,
      amountKobo: 1_250_000,
      note: null,
      test: true,
    });
    expect(paid?.receiptNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(failed).toMatchObject({ status: "failed", amountKobo: 800_000, receiptNumber: null });
    expect(failed?.note).toMatch(/declined.*You have not been charged\./);
    expect(pending).toMatchObject({ status: "pending", receiptNumber: null, note: null });
    // Nothing but what the page shows leaves the server.
    expect(JSON.stringify(result.data)).not.toContain(owner.email);
    expect(JSON.stringify(result.data)).not.toContain("test-checkout");
  });

  it("shows each payment in plain words with its receipt or a way to finish paying", async () => {
    const result = await page(owner);
    const html = render(result.data as PageData);
    const text = textOf(html);
    for (const words of [
      "Paid",
      "Failed",
      "Waiting for confirmation",
      "Test mode — no real money",
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).toContain("₦12,500");
    expect(text).toContain("₦8,000");
    expect(html).toContain(`href="/settings/payments/${paidRef}/receipt.pdf"`);
    expect(html.match(/Download receipt \(PDF\)/g)).toHaveLength(1);
    expect(html).toContain(
      `href="/academy/${pendingCourse.slug}/checkout?payment=${encodeURIComponent(pendingRef)}"`,
    );
    expect(html.match(/Continue payment/g)).toHaveLength(1);
    expect(html).toContain(`href="/academy/${paidCourse.slug}"`);
  });

  it("names a course no longer on sale without linking to it", async () => {
    await suite.services.db
      .update(courses)
      .set({ isPublished: false })
      .where(eq(courses.id, paidCourse.id));
    try {
      const result = await page(owner);
      const paid = result.data?.payments.find((p) => p.reference === paidRef);
      expect(paid).toMatchObject({ courseTitle: paidCourse.title, courseSlug: null });
      expect(render(result.data as PageData)).not.toContain(`href="/academy/${paidCourse.slug}"`);
    } finally {
      await suite.services.db
        .update(courses)
        .set({ isPublished: true })
        .where(eq(courses.id, paidCourse.id));
    }
  });

  it("says so honestly when nothing was bought", async () => {
    const newcomer = await createTestUser(suite.services);
    const result = await page(newcomer);
    expect(result.data?.payments).toEqual([]);
    const html = render(result.data as PageData);
    expect(textOf(html)).toContain("You have not bought a course yet.");
    expect(html).toContain('href="/academy"');
  });

  it("sends a signed-out visitor to log in", async () => {
    const result = await page(null);
    expect(result.thrown).toBe(true);
    expect(result.location).toBe(`/login?redirectTo=${encodeURIComponent("/settings/payments")}`);
  });
});

describe("receipt PDF", () => {
  it("gives the payer their receipt as an attached PDF, never cached", async () => {
    const listed = await page(owner);
    const number = listed.data?.payments.find((p) => p.reference === paidRef)?.receiptNumber;
    if (!number) throw new Error("no receipt number");

    const result = await receipt(owner, paidRef);

    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("application/pdf");
    expect(result.headers.get("Content-Disposition")).toBe(
      `attachment; filename="receipt-${number}.pdf"`,
    );
    expect(result.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await (result.response as Response).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain(number);
    expect(text).toContain(paidCourse.title);
    expect(text).toContain("Chioma Okeke");
  });

  it("answers 404 to another learner, for an unpaid payment and for a made-up reference", async () => {
    for (const [who, reference] of [
      [intruder, paidRef],
      [owner, intruderRef],
      [owner, failedRef],
      [owner, pendingRef],
      [owner, "AFA-0000000000000000"],
      [owner, "x".repeat(500)],
    ] as const) {
      const result = await receipt(who, reference);
      expect(result.status, reference).toBe(404);
      expect(result.headers.get("Content-Type")).not.toBe("application/pdf");
    }
  });

  it("sends a signed-out visitor to log in", async () => {
    const result = await receipt(null, paidRef);
    expect(result.thrown).toBe(true);
    expect(result.location).toMatch(/^\/login\?redirectTo=/);
  });
});
