import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names the bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.ng" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("runs several web processes only on PostgreSQL, and sizes the page cache", () => {
    const pg = "postgres://localhost/afa";
    expect(parseEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: pg }).WEB_CONCURRENCY).toBe(2);
    expect(parseEnv({ WEB_CONCURRENCY: "auto", DATABASE_URL: pg }).WEB_CONCURRENCY).toBe("auto");
    expect(parseEnv({ WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "" }).WEB_CONCURRENCY).toBeUndefined();
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: needs DATABASE_URL: the embedded database serves one process/,
    );
    for (const bad of ["0", "many", "2.5", "65"]) {
      expect(() => parseEnv({ WEB_CONCURRENCY: bad, DATABASE_URL: pg }), bad).toThrow(
        /WEB_CONCURRENCY: must be a whole number from 1 to 64, or "auto"/,
      );
    }
    expect(parseEnv({}).PAGE_CACHE_MB).toBe(64);
    expect(parseEnv({ PAGE_CACHE_MB: "0" }).PAGE_CACHE_MB).toBe(0);
    expect(() => parseEnv({ PAGE_CACHE_MB: "lots" })).toThrow(/PAGE_CACHE_MB: must be a number/);
    expect(parseEnv({}).RENDER_CONCURRENCY).toBe(4);
    expect(parseEnv({ RENDER_CONCURRENCY: "8" }).RENDER_CONCURRENCY).toBe(8);
    expect(() => parseEnv({ RENDER_CONCURRENCY: "0" })).toThrow(
      /RENDER_CONCURRENCY: must be at least 1/,
    );
  });

  it("turns WhatsApp on with all four WHATSAPP_* variables, and names a missing one", () => {
    const all = {
      WHATSAPP_ACCESS_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "1",
      WHATSAPP_APP_SECRET: "s",
      WHATSAPP_VERIFY_TOKEN: "v",
    };
    expect(parseEnv(all).WHATSAPP_DELIVERY_MINUTES).toBe(15);
    expect(parseEnv({}).WHATSAPP_ACCESS_TOKEN).toBeUndefined();
    expect(() => parseEnv({ ...all, WHATSAPP_APP_SECRET: "" })).toThrow(
      /WHATSAPP_APP_SECRET: is required with the other WHATSAPP_\* variables/,
    );
    expect(() => parseEnv({ ...all, WHATSAPP_DELIVERY_MINUTES: "0" })).toThrow(
      /WHATSAPP_DELIVERY_MINUTES: must be at least 1/,
    );
  });

  it("requires AUTH_SECRET in production with PostgreSQL", () => {
    const run = () =>
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://localhost/afa" });
    expect(run).toThrow(EnvError);
    expect(run).toThrow(/AUTH_SECRET/);
  });

  it("treats empty strings as unset and trims the trailing slash of APP_URL", () => {
    const env = parseEnv({ SMTP_URL: "", APP_URL: "https://afa.ng/" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.APP_URL).toBe("https://afa.ng");
  });

  it("requires each payment provider's keys when it is chosen, and names them", () => {
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "paystack" })).toThrow(/PAYSTACK_SECRET_KEY/);
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "flutterwave" })).toThrow(
      /FLUTTERWAVE_SECRET_KEY[\s\S]*FLUTTERWAVE_SECRET_HASH/,
    );
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "stripe" })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => parseEnv({ PAYSTACK_BASE_URL: "ftp://x" })).toThrow(/PAYSTACK_BASE_URL/);
    const env = parseEnv({ PAYMENTS_PROVIDER: "paystack", PAYSTACK_SECRET_KEY: "sk_test_1" });
    expect(env.PAYSTACK_BASE_URL).toBe("https://api.paystack.co");
    expect(parseEnv({ PAYMENTS_PROVIDER: "test" }).PAYMENTS_PROVIDER).toBe("test");
  });
});
