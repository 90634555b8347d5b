// The permission matrix of the Payments tab: every loader and action (and the receipt download),
// called as a signed-out visitor, a user, an instructor, a moderator and an admin. Money is
// admins' only: moderators and instructors are refused everywhere.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { auditLog, payments } from "~/db/schema";
import type { SessionUser } from "~/domain/auth/session.server";
import {
  expectAccess,
  type MatrixCase,
  matrixTests,
  once,
  setupMatrix,
} from "../../../tests/support/permission-matrix";
import {
  callAction,
  callLoader,
  type RouteResult,
  routeContext,
} from "../../../tests/support/router";
import { middleware, action as viewAction, loader as viewLoader } from "./payment-view";
import { loader as listLoader } from "./payments";
import { loader as exportLoader } from "./payments-export";

const m = setupMatrix();
const PAGE = "/admin-dashboard/payments";
const ADMINS = expectAccess(["admin"]);

let counter = 0;

/**
 * A paid payment to look at or refund. Paystack has no keys here, so an allowed refund is claimed
 * (and audited), then refused by the missing gateway and put back: nothing leaves the machine.
 */
async function payment(label: string) {
  counter += 1;
  const [row] = await m.services.db
    .insert(payments)
    .values({
      reference: `AFA-MATRIX${counter}${randomUUID().slice(0, 6).toUpperCase()}`,
      email: `${label.replace(/\W+/g, "-")}@afa.test`,
      courseTitle: "Matrix course",
      provider: "paystack",
      listPriceKobo: 500_000,
      amountKobo: 500_000,
      vatRateBps: 750,
      status: "paid",
      paidAt: new Date(),
      receiptNumber: `2026-5${String(counter).padStart(5, "0")}`,
    })
    .returning();
  if (!row) throw new Error("payment not inserted");
  return row.id;
}

const shown = once(() => payment("shown"));
const about = (id: string, user: SessionUser | null, search = "") => ({
  services: m.services,
  url: `${PAGE}/${id}${search}`,
  user,
  params: { paymentId: id },
});

/** The receipt download, answered by the payment page's middleware before any loader. */
async function downloadReceipt(user: SessionUser | null): Promise<RouteResult<unknown>> {
  const [run] = middleware;
  if (!run) throw new Error("no middleware");
  const id = await shown();
  const request = new Request(`${m.services.env.APP_URL}${PAGE}/${id}?download=receipt`);
  try {
    const answer = (await run(
      {
        request,
        context: routeContext(m.services, user),
        params: { paymentId: id },
      } as unknown as Parameters<typeof run>[0],
      async () => new Response("page"),
    )) as Response;
    return resultOf(answer, false);
  } catch (thrown) {
    if (thrown instanceof Response) return resultOf(thrown, true);
    // requirePermission's 403 is data(): the matrix reads its status.
    const init = (thrown as { init?: { status?: number } }).init;
    return { ...resultOf(new Response(null, { status: init?.status ?? 500 }), true) };
  }
}

function resultOf(response: Response, thrown: boolean): RouteResult<unknown> {
  return {
    status: response.status,
    headers: response.headers,
    data: undefined,
    location: response.headers.get("Location"),
    thrown,
    response,
  };
}

const CASES: MatrixCase[] = [
  {
    name: "list",
    expected: ADMINS,
    call: (user) => callLoader(listLoader, { services: m.services, url: PAGE, user }),
  },
  {
    name: "list with filters",
    expected: ADMINS,
    call: (user) =>
      callLoader(listLoader, {
        services: m.services,
        url: `${PAGE}?q=afa&status=paid&provider=paystack&from=2026-01-01&to=2026-12-31&page=2`,
        user,
      }),
  },
  {
    name: "export CSV",
    expected: ADMINS,
    call: (user) =>
      callLoader(exportLoader, { services: m.services, url: `${PAGE}/export.csv`, user }),
  },
  {
    name: "payment page",
    expected: ADMINS,
    call: async (user) => callLoader(viewLoader, about(await shown(), user)),
  },
  { name: "receipt download", expected: ADMINS, call: downloadReceipt },
  {
    name: "refund: the question",
    expected: ADMINS,
    call: async (user) =>
      callAction(viewAction, { ...about(await shown(), user), form: { intent: "refund" } }),
  },
  {
    name: "refund: confirmed",
    expected: ADMINS,
    call: async (user, subject) =>
      callAction(viewAction, {
        ...about(await payment(`refund ${subject}`), user),
        form: { intent: "refund", confirm: "yes" },
      }),
    afterRow: async () => {
      // Only the admin's call got as far as claiming a payment for refund.
      const asked = await m.services.db
        .select({ by: auditLog.actorId })
        .from(auditLog)
        .where(eq(auditLog.action, "payment.refund_requested"));
      expect(asked).toEqual([{ by: m.users.admin?.id }]);
    },
  },
];

describe("Payments tab: permission matrix", () => {
  matrixTests(m, CASES);
});
