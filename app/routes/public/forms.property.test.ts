import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contacts } from "~/db/schema";
import { hasControlCharacters, withoutControlCharacters } from "~/lib/form-text";
import { jsonLdText } from "~/lib/json-ld";
import {
  expectCalmAnswer,
  FORM_RUNS,
  hostileForm,
  hostileValue,
  INJECTIONS,
  postHostile,
  setupPropertySuite,
} from "../../../tests/support/hostile";
import { createPricedCourse } from "../../../tests/support/payments";
import { callAction, routeContext } from "../../../tests/support/router";
import { createTestUser } from "../../../tests/support/users";
import * as testCheckout from "../payments/test-checkout";
import * as webhook from "../payments/webhook";
import * as checkout from "./checkout";
import * as consultation from "./consultation";
import * as contact from "./contact";
import * as enrol from "./enrol";

// Property tests (fast-check): 1,000 hostile posts per public form action. Each must get a calm
// answer (never a 5xx), and whatever is stored is stored as the text that was sent.

const suite = setupPropertySuite();

const post = (
  action: (args: never) => unknown,
  url: string,
  form: Record<string, string | string[]>,
  user?: Awaited<ReturnType<typeof createTestUser>>,
) => postHostile(suite.services, action, { url, form, user });

describe("the contact form (POST /contact)", () => {
  it("answers 1,000 hostile posts calmly", async () => {
    const fields = [
      "name",
      "email",
      "phone",
      "company",
      "subject",
      "message",
      "formKey",
      "website",
    ];
    await fc.assert(
      fc.asyncProperty(hostileForm(fields), async (form) => {
        const reply = await post(contact.action, "/contact", form);
        expectCalmAnswer(reply);
      }),
      FORM_RUNS,
    );
  });

  it("keeps markup in a message as the very text that was sent", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...INJECTIONS), fc.uuid(), async (injection, formKey) => {
        const message = `Please help with my farm ${injection}`;
        // Each run reads back the one message it sent.
        await suite.services.db.delete(contacts);
        const reply = await post(contact.action, "/contact", {
          name: `Ada ${injection}`.slice(0, 100),
          email: "ada@example.ng",
          message,
          formKey,
        });
        expectCalmAnswer(reply);
        const [row] = await suite.services.db.select({ message: contacts.message }).from(contacts);
        // Stored as the text that was sent (control characters dropped, edges trimmed), never
        // turned into HTML or escaped twice: React escapes it once, where it is shown.
        expect(row?.message).toBe(withoutControlCharacters(message).trim());
      }),
      { numRuns: 60 },
    );
  });
});

describe("the consultation form (POST /consultation)", () => {
  it("answers 1,000 hostile posts calmly", async () => {
    const fields = [
      "name",
      "email",
      "phone",
      "plan",
      "farmSize",
      "cropType",
      "preferredDate",
      "preferredTime",
      "message",
      "formKey",
      "website",
    ];
    await fc.assert(
      fc.asyncProperty(hostileForm(fields), async (form) => {
        expectCalmAnswer(await post(consultation.action, "/consultation", form));
      }),
      FORM_RUNS,
    );
  });
});

describe("enrolling (POST /academy/:slug/enrol)", () => {
  it("answers 1,000 hostile posts and slugs calmly, signed in or not", async () => {
    const learner = await createTestUser(suite.services);
    await fc.assert(
      fc.asyncProperty(
        hostileForm(["redirectTo"]),
        // The server answers 400 to any address with a control character before a route runs
        // (server/app.ts), so the slugs that reach this action have none.
        hostileValue.filter((slug) => !hasControlCharacters(slug)),
        fc.boolean(),
        async (form, slug, signedIn) => {
          const reply = await callAction(enrol.action as never, {
            services: suite.services,
            url: `/academy/${encodeURIComponent(slug)}/enrol`,
            params: { slug },
            user: signedIn ? learner : null,
            form,
          });
          expectCalmAnswer(reply, { formResult: false });
        },
      ),
      FORM_RUNS,
    );
  });
});

describe("paying (the checkout, the test gateway's page, the webhooks)", () => {
  it("answers hostile checkout posts calmly: a form answer, or the gateway's own page", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createPricedCourse(suite.services.db);
    // The test gateway's page is ours, so Pay answers it as a path.
    const gatewayPage = "/payments/test-checkout/";
    await fc.assert(
      fc.asyncProperty(hostileForm(["intent", "couponCode"]), async (form) => {
        const reply = await post(
          checkout.action,
          `/academy/${course.slug}/checkout`,
          form,
          learner,
        );
        expect(reply.status, `status ${reply.status}`).toBeLessThan(500);
        // Pay leaves for the provider's hosted checkout; every other answer stays on our pages.
        if (reply.location?.startsWith(gatewayPage)) return;
        expectCalmAnswer(reply, { formResult: false });
      }),
      // Each Pay may start a (test) charge: fewer runs than a plain form.
      { numRuns: 200 },
    );
  });

  it("answers hostile posts to the test gateway's page calmly", async () => {
    // Signed in: the page is the payer's own, so a visitor without a session only meets /login.
    const learner = await createTestUser(suite.services);
    await fc.assert(
      fc.asyncProperty(
        hostileForm(["outcome"]),
        hostileValue.filter((reference) => !hasControlCharacters(reference)),
        async (form, reference) => {
          const reply = await callAction(testCheckout.action as never, {
            services: suite.services,
            url: `/payments/test-checkout/${encodeURIComponent(reference)}`,
            params: { reference },
            user: learner,
            form,
          });
          expectCalmAnswer(reply, { formResult: false });
        },
      ),
      FORM_RUNS,
    );
  });

  it("answers hostile webhook bodies and provider names with 401, 404 or 413, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileValue,
        fc.constantFrom("paystack", "flutterwave", "test", "constructor", "__proto__", "x"),
        fc.dictionary(
          fc.constantFrom("x-paystack-signature", "verif-hash", "content-type"),
          // What HTTP can carry in a header: visible ASCII (Headers refuses anything else).
          hostileValue.filter((value) => /^[\x20-\x7e]*$/.test(value)),
        ),
        async (body, provider, headers) => {
          const request = new Request(
            `${suite.services.env.APP_URL}/payments/webhooks/${provider}`,
            { method: "POST", headers, body },
          );
          const answer = (await webhook.action({
            request,
            params: { provider },
            context: routeContext(suite.services),
          } as never)) as Response;
          expect([401, 404, 413]).toContain(answer.status);
        },
      ),
      FORM_RUNS,
    );
  });
});

describe("the only places that write raw HTML: JSON-LD", () => {
  it("never lets staff-entered text close the script or break the JSON", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileValue,
          fc.constantFrom(...INJECTIONS, "</script><script>alert(1)</script>", "</SCRIPT >"),
        ),
        (text) => {
          const out = jsonLdText({ name: text, description: text });
          expect(out).not.toMatch(/<\/?script/i);
          expect(out).not.toContain("<");
          expect(JSON.parse(out)).toEqual({ name: text, description: text });
        },
      ),
      FORM_RUNS,
    );
  });
});
