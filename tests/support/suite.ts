import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { MailMessage } from "~/domain/mail/mailer.server";
import type { SmsMessage } from "~/domain/sms/sms-gateway.server";
import type { Toast } from "~/domain/toast/toast";
import type { Services } from "~/services.server";
import { createTestServices } from "./services";
import { cookieHeaderFrom } from "./users";

/**
 * A test file's services on a fresh database and what they sent, filled in before its tests run
 * (read them inside hooks and tests, never at the top of the file).
 */
export type TestSuite = {
  services: Services;
  /** Every e-mail the app sent on this database, oldest first. */
  outbox: MailMessage[];
  /** Every text message the app sent on this database, oldest first. */
  smsOutbox: SmsMessage[];
};

export type TestSuiteOptions = {
  /** Environment variables to add or override, e.g. RATE_LIMIT_SCALE or APP_URL. */
  env?: Record<string, string>;
};

/**
 * Makes the services before the file's tests and closes them after: one database the whole file
 * shares. Call it at the top of the file: a `beforeAll` registered after it (e.g. one making the
 * signed-in user) runs after it, with `services` ready.
 */
export function setupTestServices(options: TestSuiteOptions = {}): TestSuite {
  return suiteAround(beforeAll, afterAll, options);
}

/**
 * As setupTestServices, but a fresh database for every test, for a file whose tests would see
 * each other's rows, mail or rate-limit counts. A `beforeEach` registered after it runs after it.
 */
export function setupFreshServices(options: TestSuiteOptions = {}): TestSuite {
  return suiteAround(beforeEach, afterEach, options);
}

function suiteAround(
  before: (hook: () => Promise<void>) => void,
  after: (hook: () => Promise<void>) => void,
  options: TestSuiteOptions,
): TestSuite {
  const suite = {} as TestSuite;
  let close: (() => Promise<void>) | undefined;
  before(async () => {
    const made = await createTestServices({ env: options.env });
    suite.services = made.services;
    suite.outbox = made.outbox;
    suite.smsOutbox = made.smsOutbox;
    close = made.close;
  });
  after(async () => {
    await close?.();
    close = undefined;
  });
  return suite;
}

/** The toast a redirect flashes, read back as the next page's root loader would. */
export async function flashedToast(
  services: Services,
  headers: Headers,
): Promise<Toast | undefined> {
  return (await services.toasts.getSession(cookieHeaderFrom(headers))).get("toast");
}
