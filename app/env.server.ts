import { z } from "zod";
import { PASSWORD_MIN } from "~/domain/auth/auth.schema";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : ["true", "1", "yes"].includes(v)));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    APP_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    ),
    AUTH_SECRET: optionalString.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    MAIL_FROM: z.string().min(3).default("AFA Academy <no-reply@afa-academy.local>"),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).optional(),
    ),
    SEED_DEMO: booleanFlag,
    TRUST_PROXY: optionalString,
    // Multiplies every per-client rate limit: many phones share one address behind a mobile
    // carrier's NAT, so a busy site may need more; the browser tests use it for their one client.
    RATE_LIMIT_SCALE: z.coerce
      .number({ error: "must be a number" })
      .positive("must be above 0")
      .max(10_000, "must be at most 10000")
      .default(1),
    // The outbox's first retry after a failed send; each later one waits twice as long (≤ 1 h).
    OUTBOX_RETRY_SECONDS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number of seconds")
      .min(1, "must be at least 1")
      .max(3600, "must be at most 3600")
      .default(30),
    // Memory for the visitors' page cache (finished public pages, all encodings); 0 turns it off.
    PAGE_CACHE_MB: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number of megabytes")
      .min(0, "must be at least 0")
      .max(4096, "must be at most 4096")
      .default(64),
    // Requests of one process at work in React Router at once; the rest wait their turn
    // (server/render-queue.ts). A rendered page is CPU work on one core.
    RENDER_CONCURRENCY: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1000, "must be at most 1000")
      .default(4),
    // Web processes on one port (Node's cluster), PostgreSQL only: the embedded database belongs
    // to one process. Unset or 1 is one process; "auto" is one per core.
    WEB_CONCURRENCY: optionalString.pipe(
      z
        .string()
        .regex(/^(auto|[1-9]\d?)$/, 'must be a whole number from 1 to 64, or "auto"')
        .refine(
          (v) => v === "auto" || Number(v) <= 64,
          'must be a whole number from 1 to 64, or "auto"',
        )
        .transform((v) => (v === "auto" ? ("auto" as const) : Number(v)))
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    FACEBOOK_CLIENT_ID: optionalString,
    FACEBOOK_CLIENT_SECRET: optionalString,
    // Uploaded files go to an S3-compatible object store when S3_BUCKET is set (several
    // instances then serve each other's uploads); otherwise to DATA_DIR/uploads.
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    ),
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag,
    // Text messages (the phone sign-in factor): the outbox by default, Termii when configured.
    SMS_PROVIDER: z
      .enum(["outbox", "termii"], { error: "must be outbox or termii" })
      .default("outbox"),
    TERMII_API_KEY: optionalString,
    TERMII_SENDER_ID: optionalString.pipe(
      z.string().max(11, "must be at most 11 characters (Termii's sender ID limit)").optional(),
    ),
    TERMII_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .default("https://api.ng.termii.com"),
    // WhatsApp Business Cloud API (booking messages): on when all four are set, else off.
    WHATSAPP_ACCESS_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: optionalString,
    /** The Meta app's secret: signs the webhooks (X-Hub-Signature-256). */
    WHATSAPP_APP_SECRET: optionalString,
    /** What we answer Meta's webhook verification with (hub.verify_token), chosen by us. */
    WHATSAPP_VERIFY_TOKEN: optionalString,
    WHATSAPP_API_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .default("https://graph.facebook.com/v21.0"),
    /** A WhatsApp message not delivered within this many minutes falls back to SMS, then e-mail. */
    WHATSAPP_DELIVERY_MINUTES: z.coerce
      .number({ error: "must be a number of minutes" })
      .int("must be a whole number of minutes")
      .min(1, "must be at least 1")
      .max(1440, "must be at most 1440 (a day)")
      .default(15),
    // Paid courses: which provider takes the money. Unset: none, on either database (checkout then
    // says online payment is not available yet). `test` is the built-in test gateway (the demo: no
    // money moves, and every page shows a banner saying so); it is never chosen by default, since
    // it enrols anyone who clicks Pay.
    PAYMENTS_PROVIDER: optionalString.pipe(
      z
        .enum(["paystack", "flutterwave", "test"], {
          error: "must be paystack, flutterwave or test",
        })
        .optional(),
    ),
    PAYSTACK_SECRET_KEY: optionalString,
    PAYSTACK_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .default("https://api.paystack.co"),
    FLUTTERWAVE_SECRET_KEY: optionalString,
    FLUTTERWAVE_SECRET_HASH: optionalString,
    FLUTTERWAVE_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .default("https://api.flutterwave.com"),
  })
  .superRefine((env, ctx) => {
    const paymentKeys = {
      paystack: ["PAYSTACK_SECRET_KEY"],
      flutterwave: ["FLUTTERWAVE_SECRET_KEY", "FLUTTERWAVE_SECRET_HASH"],
      test: [],
    } as const;
    for (const name of env.PAYMENTS_PROVIDER ? paymentKeys[env.PAYMENTS_PROVIDER] : []) {
      if (!env[name])
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `is required when PAYMENTS_PROVIDER is ${env.PAYMENTS_PROVIDER}`,
        });
    }
    const whatsapp = [
      "WHATSAPP_ACCESS_TOKEN",
      "WHATSAPP_PHONE_NUMBER_ID",
      "WHATSAPP_APP_SECRET",
      "WHATSAPP_VERIFY_TOKEN",
    ] as const;
    if (whatsapp.some((name) => env[name])) {
      for (const name of whatsapp) {
        if (!env[name])
          ctx.addIssue({
            code: "custom",
            path: [name],
            message:
              "is required with the other WHATSAPP_* variables (WhatsApp is off without all four)",
          });
      }
    }
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required in production when DATABASE_URL is set",
      });
    }
    const workers = env.WEB_CONCURRENCY;
    if (workers !== undefined && workers !== 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "needs DATABASE_URL: the embedded database serves one process",
      });
    }
    if (env.S3_BUCKET) {
      for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[name])
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required when S3_BUCKET is set",
          });
      }
    }
    if (env.SMS_PROVIDER === "termii") {
      for (const name of ["TERMII_API_KEY", "TERMII_SENDER_ID"] as const) {
        if (!env[name])
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required when SMS_PROVIDER is termii",
          });
      }
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "must be set together with the other ADMIN_* variable",
      });
    }
  });

export type Env = z.output<typeof envSchema> & { APP_URL: string };

export class EnvError extends Error {}

/** Parses the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, APP_URL: appUrl };
}
