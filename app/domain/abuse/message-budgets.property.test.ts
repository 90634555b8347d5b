// Hostile sequences against the budgets on what costs money or a stranger's attention (texts,
// e-mails, held hours): however an attacker mixes accounts, numbers, addresses, spacing, case and
// timing, no subject ever gets more than its budget within a window, and a refusal always says
// how long to wait. Coupon guesses (a budget per account and per address) are held to the same.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUPON_TRY_LIMITS, spendCouponTry } from "~/domain/payments/coupon-tries.server";
import { PROPERTY_TEST_TIMEOUT } from "../../../tests/support/hostile";
import { setupTestServices } from "../../../tests/support/suite";
import {
  type BudgetCharge,
  MESSAGE_BUDGETS,
  type MessageBudgetKind,
  spendMessageBudgets,
} from "./message-budgets.server";

const suite = setupTestServices();
const KINDS = Object.keys(MESSAGE_BUDGETS) as MessageBudgetKind[];
const HOUR = 60 * 60 * 1000;

/** One attempt: the budgets it charges (as a route does: account, then number), and when. */
const attempt = fc.record({
  charges: fc.uniqueArray(
    fc.record({
      kind: fc.constantFrom(...KINDS),
      subject: fc.integer({ min: 0, max: 3 }),
      // The same number or address written differently must still be one subject.
      spelling: fc.constantFrom("", " ", "UPPER"),
    }),
    { minLength: 1, maxLength: 3, selector: (c) => `${c.kind}:${c.subject}` },
  ),
  // Within the first day: every attempt falls in the window the first one opened.
  atHours: fc.double({ min: 0, max: 23, noNaN: true }),
});

function written(prefix: string, subject: number, spelling: string): string {
  const base = `${prefix}-${subject}@example.ng`;
  return spelling === "UPPER" ? base.toUpperCase() : `${spelling}${base}${spelling}`;
}

describe("message budgets under hostile sequences", () => {
  it(
    "never let one subject past its limit in a window, whatever the mix, spelling and order",
    async () => {
      // The real numbers (RATE_LIMIT_SCALE 1), not the test suite's relaxed ones.
      const services = {
        db: suite.services.db,
        env: { ...suite.services.env, RATE_LIMIT_SCALE: 1 },
      };
      await fc.assert(
        fc.asyncProperty(fc.array(attempt, { minLength: 1, maxLength: 14 }), async (attempts) => {
          const run = randomUUID();
          const start = new Date("2026-12-03T06:00:00Z").getTime();
          const allowed = new Map<string, number>();
          for (const a of [...attempts].sort((x, y) => x.atHours - y.atHours)) {
            const charges: BudgetCharge[] = a.charges.map((c) => ({
              kind: c.kind,
              subject: written(run, c.subject, c.spelling),
            }));
            const answer = await spendMessageBudgets(
              services,
              charges,
              new Date(start + a.atHours * HOUR),
            );
            if (answer.allowed) {
              for (const c of a.charges) {
                const key = `${c.kind}:${c.subject}`;
                allowed.set(key, (allowed.get(key) ?? 0) + 1);
              }
            } else {
              expect(KINDS).toContain(answer.kind);
              expect(answer.retryAfterSeconds).toBeGreaterThan(0);
              expect(answer.retryAfterSeconds).toBeLessThanOrEqual(
                MESSAGE_BUDGETS[answer.kind].windowSeconds,
              );
            }
          }
          for (const [key, count] of allowed) {
            const kind = key.slice(0, key.lastIndexOf(":")) as MessageBudgetKind;
            expect(count, key).toBeLessThanOrEqual(MESSAGE_BUDGETS[kind].limit);
          }
        }),
        { numRuns: 60 },
      );
    },
    PROPERTY_TEST_TIMEOUT,
  );

  it(
    "let no account or address guess more coupon codes than its budget, even all at once",
    async () => {
      const services = {
        db: suite.services.db,
        env: { ...suite.services.env, RATE_LIMIT_SCALE: 1 },
      };
      const tryOf = fc.record({
        account: fc.integer({ min: 0, max: 4 }),
        address: fc.integer({ min: 0, max: 1 }),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(tryOf, { minLength: 1, maxLength: 60 }), async (tries) => {
          const run = randomUUID();
          // Sent together, as a script would: the counters must not be read-then-written.
          const answers = await Promise.all(
            tries.map((t) =>
              spendCouponTry(services, {
                userId: `${run}-user-${t.account}`,
                clientKey: `ip:${run}-${t.address}`,
              }),
            ),
          );
          const perAccount = new Map<number, number>();
          const perAddress = new Map<number, number>();
          tries.forEach((t, i) => {
            if (!answers[i]?.allowed) return;
            perAccount.set(t.account, (perAccount.get(t.account) ?? 0) + 1);
            perAddress.set(t.address, (perAddress.get(t.address) ?? 0) + 1);
          });
          for (const n of perAccount.values()) {
            expect(n).toBeLessThanOrEqual(COUPON_TRY_LIMITS.account.limit);
          }
          for (const n of perAddress.values()) {
            expect(n).toBeLessThanOrEqual(COUPON_TRY_LIMITS.address.limit);
          }
          for (const answer of answers) {
            if (!answer.allowed) expect(answer.retryAfterSeconds).toBeGreaterThan(0);
          }
        }),
        { numRuns: 40 },
      );
    },
    PROPERTY_TEST_TIMEOUT,
  );
});
