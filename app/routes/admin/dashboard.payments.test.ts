// The overview's money part: the test gateway's warning and the count of payments to refund by
// hand, for admins (payments.manage) only.
import { describe, expect, it } from "vitest";
import { payments } from "~/db/schema";
import type { Services } from "~/services.server";
import {
  expectAccess,
  type MatrixSubject,
  matrixRow,
  setupMatrix,
} from "../../../tests/support/permission-matrix";
import { countingServices } from "../../../tests/support/query-count";
import { renderPage } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import AdminDashboard, { loader } from "./dashboard";

// The demo: the built-in test gateway, asked for by name.
const m = setupMatrix({ env: { PAYMENTS_PROVIDER: "test" } });
const PAGE = "/admin-dashboard";
// How to leave the demo: the variables that choose a real provider.
const HOW_TO_LEAVE = [
  "PAYMENTS_PROVIDER=paystack with PAYSTACK_SECRET_KEY",
  "PAYMENTS_PROVIDER=flutterwave with FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_SECRET_HASH",
];

type PageData = Awaited<ReturnType<typeof loader>>;

const load = (subject: MatrixSubject, services: Services = m.services) =>
  callLoader(loader, { services, url: PAGE, user: m.users[subject] });

function render(data: PageData): string {
  return renderPage(
    { id: "routes/admin/dashboard", path: PAGE, Component: AdminDashboard },
    data,
    {},
  );
}

let counter = 0;

async function payment(needsRefund: boolean) {
  counter += 1;
  await m.services.db.insert(payments).values({
    reference: `AFA-OVERVIEW-${counter}`,
    courseTitle: "Maize Masterclass",
    provider: "paystack",
    listPriceKobo: 1_250_000,
    amountKobo: 1_250_000,
    vatRateBps: 750,
    status: "paid",
    paidAt: new Date(),
    needsRefund,
  });
}

describe("admin overview: payments", () => {
  it("tells only admins about payments", async () => {
    const row = await matrixRow(m.users, async (user) => {
      const result = await callLoader(loader, { services: m.services, url: PAGE, user });
      const data = result.data as PageData | undefined;
      // "allow" only when the overview came with the payments part.
      return data && data.payments === null ? { ...result, status: 403 } : result;
    });
    expect(row).toEqual(
      expectAccess(["admin"], { instructor: "forbidden", moderator: "forbidden" }),
    );
  });

  it("warns an admin that the test gateway takes no real money", async () => {
    const { data } = await load("admin");
    expect(data?.payments).toEqual({ testMode: true, refundsNeeded: 0 });
    const html = render(data as PageData);
    expect(html).toContain("Test mode — no real money");
    for (const words of HOW_TO_LEAVE) expect(html).toContain(words);
    // Nothing to refund: no count.
    expect(html).not.toContain("status=needs_refund");
  });

  it("says nothing about test mode with a real provider", async () => {
    const live = { ...m.services, payments: { ...m.services.payments, testMode: false } };
    const { data } = await load("admin", live);
    expect(data?.payments?.testMode).toBe(false);
    expect(render(data as PageData)).not.toContain("Test mode");
  });

  it("links an admin to the payments flagged for a refund, with their count", async () => {
    await payment(true);
    await payment(true);
    await payment(false);
    const { data } = await load("admin");
    expect(data?.payments?.refundsNeeded).toBe(2);
    const html = render(data as PageData);
    expect(html).toMatch(
      /<a[^>]*href="\/admin-dashboard\/payments\?status=needs_refund"[^>]*>2 payments flagged “Refund needed”<\/a>/,
    );
  });

  it("shows a moderator neither, and does not query the payments for them", async () => {
    const counting = countingServices(m.services);
    const { data } = await load("moderator", counting.services);
    expect(data?.payments).toBeNull();
    expect(counting.statements().some((sql) => /"payments"/.test(sql))).toBe(false);
    const html = render(data as PageData);
    expect(html).not.toContain("Test mode");
    expect(html).not.toContain("status=needs_refund");

    counting.reset();
    await load("admin", counting.services);
    expect(counting.statements().some((sql) => /"payments"/.test(sql))).toBe(true);
  });
});
