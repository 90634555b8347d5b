// Steps of the paid-course browser tests (issue 17), shared by the test-gateway spec on the
// e2e server and the fake-Paystack fault specs, which run servers of their own.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { parseEml } from "../../../scripts/lib/eml";
import { linkIn } from "../../support/mail";
import type { Outbox, OutboxMessage } from "../fixtures";

/**
 * Priced demo courses (the e2e specs buy agribusiness, drip and maize, which no other spec counts
 * the students of; the fault specs, on servers of their own, buy catfish and poultry), with what their checkout shows: the VAT-inclusive price and the VAT part
 * at the default 7.5% (12,500 × 7.5 / 107.5 = 872.09), written out so a formatting or rounding
 * change shows up here.
 */
export const PRICED_COURSES = {
  catfish: {
    slug: "catfish-farming-for-beginners",
    title: "Catfish Farming for Beginners",
    price: "₦12,500",
    vat: "₦872.09",
    kobo: 1_250_000,
  },
  poultry: {
    slug: "commercial-poultry-management",
    title: "Commercial Poultry Management",
    price: "₦25,000",
    vat: "₦1,744.19",
    kobo: 2_500_000,
  },
  agribusiness: {
    slug: "agribusiness-planning-and-finance",
    title: "Agribusiness Planning and Finance",
    price: "₦12,500",
    vat: "₦872.09",
    kobo: 1_250_000,
  },
  drip: {
    slug: "drip-irrigation-for-dry-season-vegetables",
    title: "Drip Irrigation for Dry-Season Vegetables",
    price: "₦25,000",
    vat: "₦1,744.19",
    kobo: 2_500_000,
  },
  maize: {
    slug: "integrated-pest-management-for-maize",
    title: "Integrated Pest Management for Maize",
    price: "₦12,500",
    vat: "₦872.09",
    kobo: 1_250_000,
  },
} as const;

export type PricedCourse = (typeof PRICED_COURSES)[keyof typeof PRICED_COURSES];

export const TEST_MODE_NOTICE = "Test mode — no real money";

/** Our payment references: "AFA-" and 16 hex digits. */
export const REFERENCE = /AFA-[0-9A-F]{16}/;

/** The checkout of `course`, as the learner sees it before paying. */
export async function expectCheckout(page: Page, course: PricedCourse) {
  await expect(page).toHaveURL(new RegExp(`/academy/${course.slug}/checkout(\\?|$)`));
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: course.title })).toBeVisible();
  const summary = page.getByRole("region", { name: "Order summary" });
  // The course price and the total: no coupon yet.
  await expect(summary.getByText(course.price, { exact: true })).toHaveCount(2);
  await expect(summary.getByText("Includes VAT (7.5%)")).toBeVisible();
  await expect(summary.getByText(course.vat, { exact: true })).toBeVisible();
  await expect(summary.getByLabel("Coupon code (optional)")).toBeVisible();
  await expect(summary.getByRole("button", { name: "Apply" })).toBeVisible();
}

/** The checkout's Pay (or, after a failed attempt, Try again) button for `course`. */
export function payButton(page: Page, course: PricedCourse, verb: "Pay" | "Try again" = "Pay") {
  return page.getByRole("button", { name: `${verb} ${course.price}`, exact: true });
}

/** The course page after a successful payment: the toast and the enrolled panel. */
export async function expectEnrolledAfterPaying(page: Page, course: PricedCourse) {
  await expect(page).toHaveURL(new RegExp(`/academy/${course.slug}$`));
  await expect(page.getByText("Enrollment successful!")).toBeVisible();
  await expect(page.getByText(/You are enrolled: 0% complete/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Enroll Now/ })).toHaveCount(0);
}

/** The payment reference at the end of a hosted checkout's address. */
export function referenceIn(url: string): string {
  const found = REFERENCE.exec(decodeURIComponent(url));
  if (!found) throw new Error(`No payment reference in ${url}`);
  return found[0];
}

/**
 * The e-mails a server of a test's own wrote to `dir` (its DATA_DIR/outbox), read the way the
 * e2e fixtures read the shared server's: for the specs that start their own server.
 */
export function outboxIn(dir: string): Outbox & { all: () => Promise<OutboxMessage[]> } {
  async function all(): Promise<OutboxMessage[]> {
    const files = await readdir(dir).catch(() => [] as string[]);
    const messages: OutboxMessage[] = [];
    for (const name of files.filter((f) => f.endsWith(".eml")).sort()) {
      const file = path.join(dir, name);
      messages.push({
        ...parseEml(await readFile(file, "utf8")),
        file,
        sentAt: Number.parseInt(name, 10),
      });
    }
    return messages;
  }
  return {
    all,
    linkIn,
    waitForMessage: async ({ to, subject, since, timeout = 10_000 }) => {
      const deadline = Date.now() + timeout;
      for (;;) {
        const found = (await all())
          .filter(
            (m) =>
              m.to.toLowerCase().includes(to.toLowerCase()) &&
              (since === undefined || m.sentAt >= since) &&
              (subject === undefined ||
                (typeof subject === "string"
                  ? m.subject.includes(subject)
                  : subject.test(m.subject))),
          )
          .at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} arrived in ${dir}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

/** The subject of a receipt e-mail: "Your receipt 2026-000001 – AFA Academy". */
export const RECEIPT_SUBJECT = /^Your receipt \d{4}-\d{6} /;
