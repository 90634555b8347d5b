import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type BrowserContextOptions, test as base, expect, type Page } from "@playwright/test";
import { type ParsedMail, parseEml } from "../../scripts/lib/eml";
import { E2E_ADMIN, E2E_OUTBOX } from "../support/e2e-env";
import { linkIn } from "../support/mail";
import { registerVerifiedUser, signedInPage, signIn } from "./support/auth";

export type OutboxMessage = ParsedMail & {
  /** The .eml file in the server's outbox. */
  file: string;
  /** When the server wrote it (ms since the epoch, from the file name). */
  sentAt: number;
};

export type Outbox = {
  /**
   * The newest message to `to` (and with a matching subject), waiting up to `timeout` ms
   * (10 s) for it to arrive. `since` skips messages written before that moment.
   */
  waitForMessage: (query: {
    to: string;
    subject?: string | RegExp;
    since?: number;
    timeout?: number;
  }) => Promise<OutboxMessage>;
  /** The first link in the message's text to `pathPrefix` (e.g. "/verify"), absolute. */
  linkIn: (message: OutboxMessage, pathPrefix: string) => string;
};

async function readOutbox(): Promise<OutboxMessage[]> {
  let files: string[];
  try {
    files = await readdir(E2E_OUTBOX);
  } catch {
    return [];
  }
  const messages: OutboxMessage[] = [];
  // The mailer names files <ms>-<id>.eml, so name order is sending order.
  for (const name of files.filter((f) => f.endsWith(".eml")).sort()) {
    const file = path.join(E2E_OUTBOX, name);
    messages.push({
      ...parseEml(await readFile(file, "utf8")),
      file,
      sentAt: Number.parseInt(name, 10),
    });
  }
  return messages;
}

function matches(message: OutboxMessage, query: Parameters<Outbox["waitForMessage"]>[0]) {
  if (!message.to.toLowerCase().includes(query.to.toLowerCase())) return false;
  if (query.since !== undefined && message.sentAt < query.since) return false;
  if (query.subject === undefined) return true;
  return typeof query.subject === "string"
    ? message.subject.includes(query.subject)
    : query.subject.test(message.subject);
}

const outbox: Outbox = {
  waitForMessage: async (query) => {
    const deadline = Date.now() + (query.timeout ?? 10_000);
    for (;;) {
      const found = (await readOutbox()).filter((m) => matches(m, query)).at(-1);
      if (found) return found;
      if (Date.now() > deadline) {
        const subject = query.subject ? ` about ${query.subject}` : "";
        throw new Error(`No e-mail to ${query.to}${subject} arrived in ${E2E_OUTBOX}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  },
  linkIn,
};

type Fixtures = {
  outbox: Outbox;
  /** An address no other test (or earlier run) has used: prefix-<worker>-<random>@afa.test. */
  uniqueEmail: (prefix: string) => string;
  /** The admin the web server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
  adminCredentials: { email: string; password: string };
  /**
   * Registers a new student (a unique address starting `prefix`) through `page` and follows the
   * e-mailed link: verified, active, not signed in. Resolves to the address.
   */
  registerStudent: (prefix: string, options?: { name?: string }) => Promise<string>;
  /**
   * A new verified student (named "Test Farmer" unless told), signed in on `page` and arrived at
   * /dashboard. Resolves to the address.
   */
  signUp: (prefix: string, options?: { name?: string }) => Promise<string>;
  /**
   * A page in a browser context of its own (with `contextOptions`), signed in as the admin and
   * arrived at the admin dashboard. Its context is closed after the test.
   */
  newAdminPage: (contextOptions?: BrowserContextOptions) => Promise<Page>;
};

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  outbox: async ({}, use) => {
    await use(outbox);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  uniqueEmail: async ({}, use, testInfo) => {
    await use(
      (prefix) =>
        `${prefix}-${testInfo.workerIndex}-${Date.now().toString(36)}${randomBytes(3).toString("hex")}@afa.test`,
    );
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  adminCredentials: async ({}, use) => {
    await use({ ...E2E_ADMIN });
  },
  registerStudent: async ({ page, outbox, uniqueEmail }, use) => {
    await use(async (prefix, options) => {
      const email = uniqueEmail(prefix);
      await registerVerifiedUser(page, outbox, email, options);
      return email;
    });
  },
  signUp: async ({ page, registerStudent }, use) => {
    await use(async (prefix, options) => {
      const email = await registerStudent(prefix, options);
      await signIn(page, { email }, /\/dashboard$/);
      return email;
    });
  },
  newAdminPage: async ({ browser, adminCredentials }, use) => {
    const pages: Page[] = [];
    await use(async (contextOptions) => {
      const page = await signedInPage(browser, adminCredentials, contextOptions);
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.context().close();
  },
  // The steps themselves (fill the registration form, log in…) are in support/auth.ts.
});

export { expect };
