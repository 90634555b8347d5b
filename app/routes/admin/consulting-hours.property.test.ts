import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/services.server";
import { createConsultant } from "../../../tests/support/consultants";
import { callAction } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { action } from "./consulting-hours";

// Whatever is posted to the consulting hours page, the answer is a redirect (saved) or a 400 with
// messages: never a server error.

const suite = setupTestServices();
let services: Services;
let consultant: Awaited<ReturnType<typeof createConsultant>>;

beforeAll(async () => {
  services = suite.services;
  consultant = await createConsultant(services);
});

const field = fc.oneof(
  fc.constant(""),
  fc.integer({ min: -3, max: 30 }).map(String),
  fc.string({ maxLength: 12 }),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const form = fc.dictionary(
  fc.constantFrom("intent", "day", "from1", "to1", "from0", "to0", "from6", "to6", "x"),
  field,
);
const intent = fc.constantFrom("week", "add-day", "remove-day", "", "other");

describe("POST /admin-dashboard/consulting-hours/:userId with hostile forms", () => {
  it("answers a redirect or a 400, never a server error", async () => {
    await fc.assert(
      fc.asyncProperty(form, intent, async (fields, chosen) => {
        const result = await callAction(action, {
          services,
          url: `/admin-dashboard/consulting-hours/${consultant.id}`,
          user: consultant,
          form: { ...fields, intent: chosen },
          params: { userId: consultant.id },
        });
        expect([302, 400]).toContain(result.status);
      }),
      { numRuns: 150 },
    );
  });
});
