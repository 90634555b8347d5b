import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import type { AddressInfo, Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { ErrorRequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/domain/abuse/client-address";
import type { Env } from "~/env.server";
import type { Services } from "~/services.server";
import { createTestServices } from "../tests/support/services";
import { setupTestServices } from "../tests/support/suite";
import { createApp, looksLikeFile } from "./app";

const suite = setupTestServices();
let clientDir: string;
const servers: Server[] = [];

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), "afa-client-"));
  await mkdir(path.join(clientDir, "assets"));
  await writeFile(path.join(clientDir, "assets", "entry.client-AbC123.js"), "export {};\n");
  // The build's precompressed copies, told apart by their content.
  const big = `export const words = ${JSON.stringify("maize ".repeat(500))};\n`;
  await writeFile(path.join(clientDir, "assets", "big-XyZ789.js"), big);
  await writeFile(
    path.join(clientDir, "assets", "big-XyZ789.js.br"),
    brotliCompressSync(`${big}// br\n`),
  );
  await writeFile(path.join(clientDir, "assets", "big-XyZ789.js.gz"), gzipSync(`${big}// gz\n`));
  await writeFile(path.join(clientDir, "robots.txt"), "User-agent: *\nAllow: /\n");
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  if (clientDir) await rm(clientDir, { recursive: true, force: true });
});

/**
 * The production app without a React Router build: anything that reaches the route handler
 * fails, and the error handler added after createApp reports what the handler would have seen.
 */
async function serve(services: Services, env: Partial<Env> = {}): Promise<string> {
  const app = createApp(
    { ...services, env: { ...services.env, ...env } },
    {
      build: () => {
        throw new Error("no React Router build in unit tests");
      },
      clientDir,
    },
  );
  const echo: ErrorRequestHandler = (_error, req, res, _next) => {
    res.status(599).json({ clientIp: req.headers[CLIENT_IP_HEADER] ?? null });
  };
  app.use(echo);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A request sent through node:http, with headers fetch would not send (a body it never sends). */
function rawRequest(
  base: string,
  options: { method: string; path: string; headers?: Record<string, string> },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${options.path}`,
      { method: options.method, headers: options.headers },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
        req.destroy();
      },
    );
    req.on("error", (error) => {
      if (!req.destroyed) reject(error);
    });
    req.flushHeaders();
  });
}

function cspDirectives(response: Response): Map<string, string> {
  const header = response.headers.get("Content-Security-Policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.split(/\s+/);
        return [name, values.join(" ")];
      }),
  );
}

describe("GET /healthz", () => {
  it("answers 200 without loading the React Router build while the database works", async () => {
    const base = await serve(suite.services);
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(await response.json()).toEqual({
      ok: true,
      database: true,
      eventLoopLagMs: expect.any(Number),
    });
  });

  it("answers 503 once the database is gone", async () => {
    const own = await createTestServices();
    try {
      const base = await serve(own.services);
      await own.services.database.close();
      const response = await fetch(`${base}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ ok: false, database: false });
    } finally {
      await own.close();
    }
  });

  it("answers 503 at once when a request has just met the outage, even after a good ping", async () => {
    const own = await createTestServices();
    try {
      const base = await serve(own.services);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      // A page's query failed for want of the database (the outage middleware marks it down),
      // well within the second a good ping is trusted for.
      await own.services.database.close();
      own.services.database.outage.markDown();
      const response = await fetch(`${base}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ ok: false, database: false });
    } finally {
      await own.close();
    }
  });
});

describe("methods", () => {
  it("answers TRACE, CONNECT-like and unknown methods 405 with Allow, before any route runs", async () => {
    const base = await serve(suite.services);
    // fetch refuses to send TRACE, so these go out through node:http.
    const send = (method: string) =>
      new Promise<{ status: number; allow: string }>((resolve, reject) => {
        const req = request(`${base}/academy`, { method }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, allow: String(res.headers.allow ?? "") });
        });
        req.on("error", reject);
        req.end();
      });
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const response = await send(method);
      expect(response.status, method).toBe(405);
      expect(response.allow).toContain("POST");
    }
    // GET still reaches the (here missing) React Router build.
    expect((await fetch(`${base}/academy`)).status).toBe(599);
  });
});

describe("addresses with control characters", () => {
  it("are answered 400 before any route or query sees them", async () => {
    const base = await serve(suite.services);
    for (const bad of [
      "/academy/%00/enrol",
      "/journey/x%01y",
      "/academy?q=%00",
      "/academy/%E0%A4%A",
    ]) {
      const response = await fetch(`${base}${bad}`, {
        method: bad.includes("enrol") ? "POST" : "GET",
      });
      expect(response.status, bad).toBe(400);
    }
    // An ordinary address still reaches the (here missing) React Router build.
    expect((await fetch(`${base}/academy?q=maize%20seed`)).status).toBe(599);
  });
});

describe("cross-site writes", () => {
  const post = (base: string, path: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "a=1",
    });

  it("refuse a POST that a browser says came from another site, on every route", async () => {
    const base = await serve(suite.services, { APP_URL: "https://afa.example" });
    for (const path of ["/logout", "/academy/maize/enrol", "/api/auth/sign-out", "/login"]) {
      for (const site of ["cross-site", "same-site"]) {
        const response = await post(base, path, { "Sec-Fetch-Site": site });
        expect(response.status, `${path} ${site}`).toBe(403);
      }
      // Older browsers send only Origin: a sibling subdomain or another port is another origin.
      for (const origin of ["https://evil.afa.example", "https://afa.example:8443", "null"]) {
        expect((await post(base, path, { Origin: origin })).status, `${path} ${origin}`).toBe(403);
      }
    }
  });

  it("let our own pages, typed addresses and non-browser clients through to the routes", async () => {
    const base = await serve(suite.services, { APP_URL: "https://afa.example" });
    const reachesRouter: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin", Origin: "https://afa.example" },
      { "Sec-Fetch-Site": "none" },
      { Origin: "https://afa.example" },
      { Origin: base },
      {},
    ];
    for (const headers of reachesRouter) {
      expect((await post(base, "/logout", headers)).status, JSON.stringify(headers)).toBe(599);
    }
    // Reading is never refused: links from other sites must work.
    const read = await fetch(`${base}/academy`, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(read.status).toBe(599);
  });
});

describe("request bounds", () => {
  it("answer a query string over 2,048 characters 414 and over 50 parameters 400", async () => {
    const base = await serve(suite.services);
    expect((await fetch(`${base}/academy?q=${"a".repeat(2_100)}`)).status).toBe(414);
    const many = Array.from({ length: 51 }, (_, i) => `p${i}=1`).join("&");
    expect((await fetch(`${base}/academy?${many}`)).status).toBe(400);
    expect((await fetch(`${base}/academy?q=maize&category=crops`)).status).toBe(599);
  });

  it("let React Router's route discovery ask for an admin page's many links, up to its own limit", async () => {
    const base = await serve(suite.services);
    const paths = Array.from({ length: 120 }, (_, i) => `/admin-dashboard/courses/${i}/lessons`);
    const query = new URLSearchParams({ paths: paths.join(","), version: "x" }).toString();
    expect(query.length).toBeGreaterThan(2_048);
    expect((await fetch(`${base}/__manifest?${query}`)).status).not.toBe(414);
    expect((await fetch(`${base}/__manifest?paths=${"a".repeat(7_700)}`)).status).toBe(414);
    expect((await fetch(`${base}/academy?${query}`)).status).toBe(414);
  });

  it("answer a declared body over the largest upload 413 without reading it", async () => {
    const base = await serve(suite.services);
    const { status, headers } = await rawRequest(base, {
      method: "POST",
      path: "/login",
      headers: { "Content-Length": String(500 * 1024 * 1024), "Content-Type": "text/plain" },
    });
    expect(status).toBe(413);
    expect(headers.connection).toBe("close");
  });
});

describe("security headers", () => {
  it("send a strict CSP whose script nonce changes with every rendered page", async () => {
    const base = await serve(suite.services);
    // /login is rendered for everyone (never cached): it reaches the route handler.
    const first = await fetch(`${base}/login`);
    const second = await fetch(`${base}/login`);
    expect(first.status).toBe(599);

    const csp = cspDirectives(first);
    const nonce = csp.get("script-src")?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(cspDirectives(second).get("script-src")).not.toContain(nonce);
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("base-uri")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("connect-src")).toBe("'self'");
    expect(csp.has("upgrade-insecure-requests")).toBe(false);

    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("X-Frame-Options")).toBe("DENY");
    expect(first.headers.get("X-Powered-By")).toBeNull();
    expect(first.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("send the same policy without a nonce with files, health checks and errors: they run no script", async () => {
    const base = await serve(suite.services);
    for (const response of [
      await fetch(`${base}/robots.txt`),
      await fetch(`${base}/healthz`),
      await fetch(`${base}/%00`),
    ]) {
      const csp = cspDirectives(response);
      expect(csp.get("script-src"), response.url).toBe("'self'");
      expect(csp.get("default-src")).toBe("'self'");
      expect(csp.get("frame-ancestors")).toBe("'none'");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    }
  });

  it("add HSTS and upgrade-insecure-requests only when APP_URL is https", async () => {
    const base = await serve(suite.services, { APP_URL: "https://afa-academy.example" });
    const response = await fetch(`${base}/robots.txt`);
    expect(response.headers.get("Strict-Transport-Security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(cspDirectives(response).has("upgrade-insecure-requests")).toBe(true);
  });

  it("allow the configured social sign-in providers as form targets, and no others", async () => {
    const plain = cspDirectives(await fetch(`${await serve(suite.services)}/robots.txt`));
    expect(plain.get("form-action")).toBe("'self'");
    const withGoogle = await serve(suite.services, { GOOGLE_CLIENT_ID: "id.apps.example" });
    const csp = cspDirectives(await fetch(`${withGoogle}/robots.txt`));
    expect(csp.get("form-action")).toBe("'self' https://accounts.google.com");
  });

  it("allow the configured payment providers' hosted checkouts as form targets (Pay redirects there)", async () => {
    const paystack = await serve(suite.services, { PAYSTACK_SECRET_KEY: "sk_test_x" });
    expect(cspDirectives(await fetch(`${paystack}/robots.txt`)).get("form-action")).toBe(
      "'self' https://checkout.paystack.com",
    );
    // A provider at another address (a local fake, a sandbox) serves its checkout page there too.
    const fake = await serve(suite.services, {
      FLUTTERWAVE_SECRET_KEY: "FLWSECK_TEST-x",
      FLUTTERWAVE_BASE_URL: "http://127.0.0.1:4999",
    });
    expect(cspDirectives(await fetch(`${fake}/robots.txt`)).get("form-action")).toBe(
      "'self' https://checkout.flutterwave.com https://*.dev-flutterwave.com http://127.0.0.1:4999",
    );
  });
});

describe("static files", () => {
  it("serve hashed assets as immutable for a year", async () => {
    const base = await serve(suite.services);
    const response = await fetch(`${base}/assets/entry.client-AbC123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("export {};\n");
  });

  it("serve the build's brotli copy, else its gzip copy, else the file, varying by Accept-Encoding", async () => {
    const base = await serve(suite.services);
    const url = `${base}/assets/big-XyZ789.js`;
    const br = await fetch(url, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toMatch(/Accept-Encoding/);
    expect(br.headers.get("Content-Type")).toMatch(/javascript/);
    expect(br.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await br.text()).toMatch(/\/\/ br\n$/);
    const gz = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(await gz.text()).toMatch(/\/\/ gz\n$/);
    const plain = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toMatch(/;\n$/);
  });

  it("are looked for on disk only when the address names a file", () => {
    expect(looksLikeFile("/robots.txt")).toBe(true);
    expect(looksLikeFile("/icons/icon-192.png")).toBe(true);
    expect(looksLikeFile("/dashboard")).toBe(false);
    expect(looksLikeFile("/")).toBe(false);
    expect(looksLikeFile("/v1.2/dashboard")).toBe(false);
  });

  it("serve other public files with a short cache", async () => {
    const base = await serve(suite.services);
    const response = await fetch(`${base}/robots.txt`);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });
});

describe(`the ${CLIENT_IP_HEADER} header`, () => {
  async function clientIpSeen(base: string, headers: Record<string, string>): Promise<unknown> {
    const response = await fetch(`${base}/login`, { headers });
    expect(response.status).toBe(599);
    return ((await response.json()) as { clientIp: unknown }).clientIp;
  }

  it("is replaced by the socket address, whatever the client sends", async () => {
    const base = await serve(suite.services);
    const seen = await clientIpSeen(base, {
      [CLIENT_IP_HEADER]: "203.0.113.66",
      "X-Forwarded-For": "198.51.100.7",
    });
    expect(seen).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it("takes the forwarded address only when TRUST_PROXY says to believe the proxy", async () => {
    const base = await serve(suite.services, { TRUST_PROXY: "true" });
    const seen = await clientIpSeen(base, {
      [CLIENT_IP_HEADER]: "203.0.113.66",
      "X-Forwarded-For": "198.51.100.7",
    });
    expect(seen).toBe("198.51.100.7");
  });
});

describe("createApp", () => {
  it("refuses to run in production without a build", () => {
    expect(() => createApp(suite.services, {})).toThrow(/needs a build/);
  });
});
