import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServices } from "~/bootstrap.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createAuth } from "~/domain/auth/auth.server";
import type { Mailer, MailMessage } from "~/domain/mail/mailer.server";
import type { SmsGateway, SmsMessage } from "~/domain/sms/sms-gateway.server";
import { parseEnv } from "~/env.server";
import type { Services } from "~/services.server";
import { createTestDatabase } from "./database";

/** Fixed so signed cookies and tokens are reproducible between runs; never used outside tests. */
export const TEST_AUTH_SECRET = "afa-test-secret-0123456789abcdefghijklmnopqrstuv";

export type TestServices = {
  services: Services;
  /** Every message the app sent, oldest first. */
  outbox: MailMessage[];
  /** Every text message the app sent, oldest first. */
  smsOutbox: SmsMessage[];
  /** Closes (and on PostgreSQL drops) the database and removes the temporary DATA_DIR. */
  close: () => Promise<void>;
};

/**
 * The app's real services on a fresh database, with a mailer that keeps messages in memory.
 * `env` adds or overrides environment variables (e.g. APP_URL, GOOGLE_CLIENT_ID).
 */
export async function createTestServices(
  overrides: { env?: Record<string, string>; database?: DatabaseHandle } = {},
): Promise<TestServices> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "afa-test-data-"));
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3000",
    ...overrides.env,
  });
  const database = overrides.database ?? (await createTestDatabase());
  const outbox: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      outbox.push(message);
    },
  };
  const smsOutbox: SmsMessage[] = [];
  const sms: SmsGateway = {
    send: async (message) => {
      smsOutbox.push(message);
      return undefined;
    },
  };
  const base = await createServices(env, { database, secret: TEST_AUTH_SECRET });
  // better-auth captures its mailer when created, so it is rebuilt around the capturing one.
  const auth = createAuth({
    env,
    db: database.db,
    mailer,
    sms,
    logger: base.logger,
    secret: TEST_AUTH_SECRET,
  });
  const services: Services = { ...base, mailer, sms, auth };

  let closed = false;
  return {
    services,
    outbox,
    smsOutbox,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await database.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
