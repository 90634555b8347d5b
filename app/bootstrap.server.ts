import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pino, { type Logger } from "pino";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { createAuth } from "~/domain/auth/auth.server";
import { createBookingLinks } from "~/domain/consultations/booking-links.server";
import { createMailTransport } from "~/domain/mail/mailer.server";
import { type RenditionWorker, startRenditionWorker } from "~/domain/media/renditions.server";
import { createWhatsApp } from "~/domain/messaging/channels.server";
import {
  createQueuedMailer,
  createQueuedSmsGateway,
  type OutboxWorker,
  startOutboxWorker,
} from "~/domain/outbox/outbox.server";
import { createPayments } from "~/domain/payments/payment-services.server";
import { createSmsGateway } from "~/domain/sms/sms-gateway.server";
import { uploadStorage } from "~/domain/uploads/storage.server";
import type { Env } from "~/env.server";
import { createToastStorage } from "~/routes/toast-cookie.server";
import type { Services } from "~/services.server";

/** AUTH_SECRET, or one generated on first start and kept (owner-only) in DATA_DIR. */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

export function createLogger(env: Env): Logger {
  return pino({
    level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  });
}

export async function createServices(
  env: Env,
  overrides: { database?: DatabaseHandle; logger?: Logger; secret?: string } = {},
): Promise<Services> {
  const logger = overrides.logger ?? createLogger(env);
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  // Every e-mail and text message is stored in the outbox first; the worker (started by the
  // server, not by scripts or tests) hands them to these transports.
  const transports = {
    email: createMailTransport({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      dataDir: env.DATA_DIR,
      logger,
    }).send,
    sms: createSmsGateway(env, logger).send,
    whatsapp: createWhatsApp(env, logger)?.send,
  };
  let worker: OutboxWorker | null = null;
  const wake = () => worker?.wake();
  const outbox = {
    transports,
    wake,
    start: () => {
      worker ??= startOutboxWorker({
        db: database.db,
        transports,
        logger,
        firstRetrySeconds: env.OUTBOX_RETRY_SECONDS,
        whatsappDeliveryMinutes: env.WHATSAPP_DELIVERY_MINUTES,
      });
    },
    stop: async () => {
      await worker?.stop();
      worker = null;
    },
  };
  // Smaller copies of lesson videos (ffmpeg), made in the background by the server's worker.
  let renditionWorker: RenditionWorker | null = null;
  const renditions = {
    wake: () => renditionWorker?.wake(),
    start: (publicDir: string) => {
      renditionWorker ??= startRenditionWorker({
        db: database.db,
        storage: uploadStorage({ env }),
        logger,
        publicDir,
      });
    },
    stop: async () => {
      await renditionWorker?.stop();
      renditionWorker = null;
    },
  };
  const mailer = createQueuedMailer(database.db, wake);
  const sms = createQueuedSmsGateway(database.db, wake);
  const secret = overrides.secret ?? resolveAuthSecret(env);
  const auth = createAuth({ env, db: database.db, mailer, sms, logger, secret });
  const toasts = createToastStorage(secret, env.APP_URL.startsWith("https://"));
  const payments = createPayments(env, logger, secret);
  return {
    env,
    database,
    db: database.db,
    auth,
    mailer,
    sms,
    outbox,
    renditions,
    logger,
    toasts,
    bookingLinks: createBookingLinks(secret, env.APP_URL),
    payments,
  };
}
