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
});
