// Generators of hostile form input for the property tests (fast-check): what a bot, a broken
// client or an attacker might post instead of what our forms send.
import fc from "fast-check";
import { beforeAll, expect, vi } from "vitest";
import { CLIENT_IP_HEADER } from "~/domain/abuse/client-address";
import type { Services } from "~/services.server";
import { type ActionCall, callAction } from "./router";
import { setupTestServices, type TestSuite } from "./suite";
import { createTestUser, signInCookie } from "./users";

/** Markup and injection attempts that must only ever be stored and shown as text. */
export const INJECTIONS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(document.cookie)",
  "' OR 1=1 --",
  "'); DROP TABLE contacts; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection attempt, kept literal
  "{{7*7}}${7*7}",
  "\u0000\u0001\u0002",
  "\u202Egnp.exe",
  "👩🏾‍🌾🌽🐟",
  '=HYPERLINK("http://evil.example")',
  "../../../../etc/passwd",
  "%00%0d%0aSet-Cookie: x=1",
] as const;

/** One field's value: anything from empty to 200 KB, any Unicode, markup, numbers. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.constantFrom("true", "false", "null", "undefined", "[]", "{}") },
  { weight: 1, arbitrary: fc.emailAddress() },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => "ụ".repeat(n)),
  },
);

export type HostileForm = Record<string, string | string[]>;

/**
 * A form post with the given field names: each field missing, a hostile value, or repeated
 * (a list where one value is expected), plus sometimes an unexpected extra field. `fixed`
 * fields (e.g. an intent) are always sent as given.
 */
export function hostileForm(
  fields: readonly string[],
  fixed: Record<string, string> = {},
): fc.Arbitrary<HostileForm> {
  const one = fc.oneof(
    { weight: 6, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.array(hostileValue, { minLength: 2, maxLength: 3 }) },
  );
  const shape = Object.fromEntries(fields.map((name) => [name, one]));
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), hostileValue), {
        nil: undefined,
      }),
    )
    .map(([form, extra]) => {
      const out: HostileForm = { ...(form as HostileForm) };
      if (extra && !(extra[0] in out) && !(extra[0] in fixed)) out[extra[0]] = extra[1];
      return { ...out, ...fixed };
    });
}

/** fast-check's settings for every form action: at least 1,000 inputs, as the issue asks. */
export const FORM_RUNS = { numRuns: 1000 } as const;

/**
 * A thousand posts to a form that checks a password (scrypt) take most of a minute on a small
 * machine running two database projects at once: room to finish, still a bound on a hang.
 */
export const PROPERTY_TEST_TIMEOUT = 240_000;

type Reply = {
  status: number;
  thrown: boolean;
  data?: unknown;
  location: string | null;
};

/**
 * What every answer to a hostile post must be: never a server error; a redirect somewhere local;
 * and a refusal (4xx) that carries the form back (conform's result) with at least one message,
 * so the page can show the form again with what was typed.
 */
export function expectCalmAnswer(reply: Reply, opts: { formResult?: boolean } = {}) {
  expect(reply.status, `status ${reply.status}`).toBeLessThan(500);
  if (reply.status >= 300 && reply.status < 400) {
    expect(reply.location ?? "").toMatch(/^\/(?!\/)/);
  }
  if (opts.formResult !== false && reply.status >= 400 && reply.status !== 429) {
    const data = reply.data as
      | {
          result?: { error?: Record<string, string[] | null> | null };
          alert?: unknown;
          error?: unknown;
        }
      | undefined;
    if (data && typeof data === "object" && "result" in data && data.result) {
      const messages = Object.values(data.result.error ?? {}).flat();
      // Beside a field, or in the page's alert (named `alert` or `error` by the route).
      expect(messages.length > 0 || Boolean(data.alert) || Boolean(data.error), "a message").toBe(
        true,
      );
    }
  }
}

let address = 0;
/** A different client address for every request, so rate limits never hide a behaviour. */
export function nextClientAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/**
 * A property test file's setup: the long timeout, and one database for the file whose rate limits
 * are scaled so far up that a thousand posts are answered for what they hold, never as a flood.
 */
export function setupPropertySuite(): TestSuite {
  vi.setConfig({ testTimeout: PROPERTY_TEST_TIMEOUT });
  return setupTestServices({ env: { RATE_LIMIT_SCALE: "10000" } });
}

/** One hostile post to a form action, from a client address never seen before. */
export function postHostile(
  services: Services,
  action: unknown,
  call: Omit<ActionCall, "services" | "headers"> & { cookie?: string },
) {
  const { cookie, ...rest } = call;
  return callAction(action as never, {
    ...rest,
    services,
    headers: { [CLIENT_IP_HEADER]: nextClientAddress(), ...(cookie ? { cookie } : {}) },
  });
}

/**
 * setupPropertySuite with a signed-in learner (a real session) made before the file's tests:
 * `post` sends a hostile form to an action as that learner, from a new client address each time.
 */
export function setupSignedInLearnerProperties() {
  const suite = setupPropertySuite();
  const signedIn = {} as { learner: Awaited<ReturnType<typeof createTestUser>>; cookie: string };
  beforeAll(async () => {
    signedIn.learner = await createTestUser(suite.services, { password: "correct-horse-7" });
    signedIn.cookie = await signInCookie(suite.services, signedIn.learner);
  });
  const post = (
    action: unknown,
    url: string,
    form: Record<string, string | string[]>,
    params = {},
  ) =>
    callAction(action as never, {
      services: suite.services,
      url,
      user: signedIn.learner,
      params,
      form,
      headers: { cookie: signedIn.cookie, [CLIENT_IP_HEADER]: nextClientAddress() },
    });
  return { suite, signedIn, post };
}
