import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { coupons, courseEnrollments, payments } from "~/db/schema";
import { signPaystackBody } from "~/domain/payments/gateways/paystack.server";
import { confirmPayment } from "~/domain/payments/payments.server";
import type { Services } from "~/services.server";
import { hostileForm, hostileValue } from "../../../tests/support/hostile";
import {
  createPricedCourse,
  FLUTTERWAVE_TEST_HASH,
  PAYSTACK_TEST_KEY,
  paymentsFor,
  setupFakeProviders,
} from "../../../tests/support/payments";
import { callAction, callLoader, routeContext } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { action as enrolmentsAction } from "../api/v1/enrolments";
import * as callback from "../payments/callback";
import * as webhook from "../payments/webhook";
import * as checkout from "./checkout";
import * as enrol from "./enrol";

// Issue 17's property of the enrol paths: for any priced course and any request a learner (or
// an admin) can make, nothing but a fulfilled payment enrols. Each run makes a course at a random
// price, starts a real checkout at the fake Paystack (so there is a real reference to forge
// around, its charge never completed), then sends random requests down every path that could
// enrol: the enrol action, POST /api/v1/enrolments, the checkout's Pay/Apply, the provider's
// return to our callback and the webhooks. After each run the account is enrolled in nothing but
// what a ₦0 coupon payment bought, and no charge of its is settled.

const providers = setupFakeProviders("paystack");
// Hundreds of requests from one account: rate limits must not be what refuses them.
providers.env.RATE_LIMIT_SCALE = "10000";
const suite = setupTestServices({ env: providers.env });

/** Bounded so the file runs in seconds; every run sends several requests over HTTP and SQL. */
const RUNS = { numRuns: 50 } as const;

type Account = Awaited<ReturnType<typeof createTestUser>> & { token: string };

/** An access token exactly as a client gets one: sign in, then GET /api/auth/token. */
async function withApiToken(services: Services, role: "user" | "admin"): Promise<Account> {
  const account = await createTestUser(services, { role });
  const cookie = await signInCookie(services, account);
  const response = await services.auth.handler(
    new Request(`${services.env.APP_URL}/api/auth/token`, { headers: { cookie } }),
  );
  if (response.status !== 200) throw new Error(`no token: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { ...account, token };
}

let accounts: Account[] = [];
/** A payment completed at Paystack and fulfilled, for another learner's cheaper course: its
 * reference and Paystack id are what a forger would paste into a callback or webhook. */
let paid: { reference: string; transactionId: string };
const COUPONS = { tenPercent: "PROP10", fixed: "PROPFIXED1000", expired: "PROPEXPIRED" };

beforeAll(async () => {
  const { services } = suite;
  accounts = [
    await withApiToken(services, "user"),
    await withApiToken(services, "user"),
    await withApiToken(services, "admin"),
  ];
  await services.db.insert(coupons).values([
    { code: COUPONS.tenPercent, kind: "percent", value: 10 },
    { code: COUPONS.fixed, kind: "fixed", value: 100_000 },
    { code: COUPONS.expired, kind: "percent", value: 100, expiresAt: new Date(Date.now() - 1000) },
  ]);

  const buyer = await createTestUser(services);
  const cheap = await createPricedCourse(services.db, { priceKobo: 10_000 });
  const started = await callAction(checkout.action, {
    services,
    url: `/academy/${cheap.slug}/checkout`,
    params: { slug: cheap.slug },
    user: buyer,
    form: { intent: "pay" },
  });
  const [payment] = await paymentsFor(services.db, buyer.id, cheap.id);
  if (!payment || !started.location) throw new Error("no payment to forge from");
  providers.paystack.fake.complete(payment.reference, "success");
  const result = await confirmPayment(services, { reference: payment.reference });
  if (result.status !== "paid" || !result.payment.providerTransactionId) {
    throw new Error("the forger's own payment did not go through");
  }
  paid = { reference: payment.reference, transactionId: result.payment.providerTransactionId };
});

// Placeholders the generators use for values known only during a run.
const REF = "<the learner's real reference>";
const PAID_REF = "<another learner's paid reference>";
const PAID_ID = "<another learner's paid transaction id>";
const SLUG = "<the course's slug>";

const realish = fc.oneof(
  { weight: 6, arbitrary: fc.constant(REF) },
  { weight: 3, arbitrary: fc.constantFrom(PAID_REF, PAID_ID, SLUG) },
  { weight: 1, arbitrary: fc.constant(`AFA-${"0".repeat(16)}`) },
  { weight: 1, arbitrary: fc.nat().map(String) },
  { weight: 2, arbitrary: hostileValue },
);

const enrolMove = fc.record({
  kind: fc.constant("enrol" as const),
  form: hostileForm(["redirectTo", "course", "paid", "paymentId", "price", "reference"]),
});

const apiMove = fc.record({
  kind: fc.constant("api" as const),
  body: fc.oneof(
    { weight: 3, arbitrary: fc.constant({ course: SLUG } as unknown) },
    {
      weight: 3,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 12 }), fc.oneof(realish, fc.jsonValue({ maxDepth: 1 })))
        .map((extra) => ({ ...extra, course: SLUG }) as unknown),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: hostileValue.map((text) => ({ raw: text }) as unknown) },
  ),
});

const checkoutMove = fc.record({
  kind: fc.constant("checkout" as const),
  form: fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record(
        {
          intent: fc.constantFrom("pay", "apply", "", "enrol", "free", "PAY"),
          couponCode: fc.oneof(
            fc.constantFrom(COUPONS.tenPercent, COUPONS.fixed, COUPONS.expired, "", "FREE100"),
            hostileValue,
          ),
          amountKobo: fc.constantFrom("0", "1", "-1250000"),
          reference: realish,
        },
        { requiredKeys: ["intent"] },
      ),
    },
    {
      weight: 1,
      arbitrary: hostileForm([
        "intent",
        "couponCode",
        "amountKobo",
        "price",
        "reference",
        "provider",
      ]),
    },
  ),
});

const callbackMove = fc.record({
  kind: fc.constant("callback" as const),
  provider: fc.constantFrom("paystack", "paystack", "flutterwave", "test", "none", "stripe"),
  query: fc.record(
    {
      reference: realish,
      trxref: realish,
      tx_ref: realish,
      transaction_id: realish,
      status: fc.constantFrom("success", "successful", "completed", "paid", "cancelled", "failed"),
      cancelled: fc.constantFrom("0", "1"),
    },
    { requiredKeys: ["reference", "tx_ref"] },
  ),
});

const webhookMove = fc.record({
  kind: fc.constant("webhook" as const),
  provider: fc.constantFrom("paystack", "flutterwave", "test", "stripe"),
  event: fc.constantFrom(
    "charge.success",
    "charge.completed",
    "refund.processed",
    "transfer.success",
  ),
  reference: realish,
  id: realish,
  amount: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 10_000_000_000 })),
  status: fc.constantFrom("success", "successful", "reversed"),
  /** none: no signature; garbage: a made-up one; foreign: signed with another key; ours: the
   * right key or hash (a leaked one, or the provider's own event about an unpaid charge). */
  signature: fc.constantFrom("none", "garbage", "foreign", "ours"),
});

const move = fc.oneof(enrolMove, apiMove, checkoutMove, callbackMove, webhookMove);
type Move = typeof move extends fc.Arbitrary<infer M> ? M : never;

/** Placeholders replaced by this run's values (anywhere in a string). */
function resolve(value: string, known: Record<string, string>): string {
  let out = value;
  for (const [mark, real] of Object.entries(known)) out = out.split(mark).join(real);
  return out;
}

function resolveDeep(value: unknown, known: Record<string, string>): unknown {
  if (typeof value === "string") return resolve(value, known);
  if (Array.isArray(value)) return value.map((v) => resolveDeep(v, known));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [resolve(k, known), resolveDeep(v, known)]),
    );
  }
  return value;
}

/** Sends one request down its path; answers the status (a thrown error counts as 500). */
async function send(
  services: Services,
  account: Account,
  course: { slug: string },
  m: Move,
  known: Record<string, string>,
): Promise<number> {
  try {
    switch (m.kind) {
      case "enrol": {
        const form = resolveDeep(m.form, known) as Record<string, string | string[]>;
        const result = await callAction(enrol.action, {
          services,
          url: `/academy/${course.slug}/enrol`,
          params: { slug: course.slug },
          user: account,
          form,
        });
        return result.status;
      }
      case "api": {
        const body = resolveDeep(m.body, known);
        const raw =
          body && typeof body === "object" && "raw" in body && Object.keys(body).length === 1
            ? String((body as { raw: unknown }).raw)
            : JSON.stringify(body);
        const request = new Request(`${services.env.APP_URL}/api/v1/enrolments`, {
          method: "POST",
          headers: { Authorization: `Bearer ${account.token}`, "Content-Type": "application/json" },
          body: raw,
        });
        const response = (await enrolmentsAction({
          request,
          params: {},
          context: routeContext(services),
        } as unknown as Parameters<typeof enrolmentsAction>[0])) as Response;
        return response.status;
      }
      case "checkout": {
        const form = resolveDeep(m.form, known) as Record<string, string | string[]>;
        const result = await callAction(checkout.action, {
          services,
          url: `/academy/${course.slug}/checkout`,
          params: { slug: course.slug },
          user: account,
          form,
        });
        return result.status;
      }
      case "callback": {
        const query = new URLSearchParams(
          Object.entries(m.query).map(([k, v]) => [k, resolve(v, known)]),
        );
        const result = await callLoader(callback.loader, {
          services,
          url: `/payments/callback/${m.provider}?${query}`,
          params: { provider: m.provider },
          user: account,
        });
        return result.status;
      }
      case "webhook": {
        const reference = resolve(m.reference, known);
        const id = resolve(m.id, known);
        const data =
          m.provider === "flutterwave"
            ? { id, tx_ref: reference, amount: m.amount, currency: "NGN", status: m.status }
            : { id, reference, amount: m.amount, currency: "NGN", status: m.status };
        const rawBody = JSON.stringify({ event: m.event, data });
        const headers = new Headers({ "content-type": "application/json" });
        if (m.signature !== "none") {
          if (m.provider === "flutterwave") {
            headers.set(
              "verif-hash",
              m.signature === "ours"
                ? FLUTTERWAVE_TEST_HASH
                : m.signature === "foreign"
                  ? "another-merchants-hash"
                  : randomBytes(16).toString("hex"),
            );
          } else {
            headers.set(
              "x-paystack-signature",
              m.signature === "ours"
                ? signPaystackBody(rawBody, PAYSTACK_TEST_KEY)
                : m.signature === "foreign"
                  ? signPaystackBody(rawBody, "sk_live_someone_else")
                  : randomBytes(64).toString("hex"),
            );
          }
        }
        const request = new Request(`${services.env.APP_URL}/payments/webhooks/${m.provider}`, {
          method: "POST",
          headers,
          body: rawBody,
        });
        const response = (await webhook.action({
          request,
          params: { provider: m.provider },
          context: routeContext(services),
        } as unknown as Parameters<typeof webhook.action>[0])) as Response;
        return response.status;
      }
    }
  } catch {
    return 500;
  }
}

describe("the enrol paths of a priced course", () => {
  it("never enrol without a fulfilled payment, whatever is sent down any of them", async () => {
    const { services } = suite;
    const answered: Record<Move["kind"], number[]> = {
      enrol: [],
      api: [],
      checkout: [],
      callback: [],
      webhook: [],
    };

    await fc.assert(
      fc.asyncProperty(
        // ₦0.01 to ₦1,000,000, in kobo steps.
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.nat({ max: 2 }),
        fc.array(move, { minLength: 1, maxLength: 5 }),
        async (priceKobo, who, moves) => {
          const account = accounts[who] as Account;
          const course = await createPricedCourse(services.db, { priceKobo });
          // A real checkout first: the charge exists at Paystack and is never completed.
          await send(services, account, course, { kind: "checkout", form: { intent: "pay" } }, {});
          const [started] = await paymentsFor(services.db, account.id, course.id);
          const known = {
            [REF]: started?.reference ?? `AFA-${"F".repeat(16)}`,
            [PAID_REF]: paid.reference,
            [PAID_ID]: paid.transactionId,
            [SLUG]: course.slug,
          };

          for (const m of moves)
            answered[m.kind].push(await send(services, account, course, m, known));

          // No charge is ever completed here, so the only payment that may have bought a course
          // is one the ₦1,000 coupon made ₦0 (a price up to ₦1,000), which issue 17 says enrols
          // without the gateway. Any other enrolment of the account is a way in without paying.
          const said = `after ${JSON.stringify(moves).slice(0, 2000)}`;
          const enrolled = await services.db
            .select()
            .from(courseEnrollments)
            .where(eq(courseEnrollments.userId, account.id));
          for (const row of enrolled) {
            const [payment] = row.paymentId
              ? await services.db.select().from(payments).where(eq(payments.id, row.paymentId))
              : [];
            expect(payment, `enrolment without a payment ${said}`).toMatchObject({
              userId: account.id,
              courseId: row.courseId,
              status: "paid",
              provider: "none",
              amountKobo: 0,
              couponCode: COUPONS.fixed,
            });
            expect(payment?.listPriceKobo).toBeLessThanOrEqual(100_000);
          }
          const charged = (await paymentsFor(services.db, account.id, course.id)).filter(
            (p) =>
              p.provider !== "none" && ["paid", "refund_pending", "refunded"].includes(p.status),
          );
          expect(charged, `a charge settled ${said}`).toEqual([]);
        },
      ),
      RUNS,
    );

    // Every path was exercised and mostly answered (not only failed before doing anything).
    for (const [kind, statuses] of Object.entries(answered)) {
      expect(statuses.length, kind).toBeGreaterThan(0);
      expect(statuses.filter((s) => s < 500).length, kind).toBeGreaterThan(0);
    }
    // The forger's own payment is untouched by all of it.
    const [own] = await services.db
      .select()
      .from(payments)
      .where(eq(payments.reference, paid.reference));
    expect(own?.status).toBe("paid");
  }, 120_000);

  it("answers the API 402 and the enrol action with the checkout for a priced course", async () => {
    const { services } = suite;
    const account = accounts[0] as Account;
    const course = await createPricedCourse(services.db, { priceKobo: 1_250_000 });
    const viaApi = await send(
      services,
      account,
      course,
      { kind: "api", body: { course: SLUG } },
      { [SLUG]: course.slug },
    );
    expect(viaApi).toBe(402);
    const viaForm = await callAction(enrol.action, {
      services,
      url: `/academy/${course.slug}/enrol`,
      params: { slug: course.slug },
      user: account,
      form: { redirectTo: "/academy" },
    });
    expect(viaForm).toMatchObject({ status: 302, location: `/academy/${course.slug}/checkout` });
  });

  it("still enrols in a free course through the enrol action ('Enroll Free') and the API", async () => {
    const { services } = suite;
    const [viaForm, viaApi] = [
      await createTestUser(services),
      await withApiToken(services, "user"),
    ];
    const free = await createPricedCourse(services.db, { priceKobo: 0 });

    const result = await callAction(enrol.action, {
      services,
      url: `/academy/${free.slug}/enrol`,
      params: { slug: free.slug },
      user: viaForm,
      form: { redirectTo: "/academy" },
    });
    expect(result).toMatchObject({ status: 302, location: "/academy" });
    const apiStatus = await send(
      services,
      viaApi,
      free,
      { kind: "api", body: { course: SLUG } },
      { [SLUG]: free.slug },
    );
    expect(apiStatus).toBe(201);
    for (const user of [viaForm, viaApi]) {
      const rows = await services.db
        .select()
        .from(courseEnrollments)
        .where(eq(courseEnrollments.userId, user.id));
      expect(rows.map((r) => [r.courseId, r.paymentId])).toEqual([[free.id, null]]);
    }
  });
});
