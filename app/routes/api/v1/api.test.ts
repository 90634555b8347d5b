import { randomUUID } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { generateKeyPair, importJWK, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { courses, jwks, session, user } from "~/db/schema";
import type { Role } from "~/db/schema/enums";
import {
  API_COURSES_DEFAULT_LIMIT,
  API_COURSES_MAX_LIMIT,
  API_COURSES_MAX_PAGE,
} from "~/domain/api/api.schema";
import { API_MESSAGES, apiAudience } from "~/domain/api/api-tokens.server";
import { loader as jwksLoader } from "~/routes/well-known/jwks";
import { createTestCourse } from "../../../../tests/support/courses";
import { openApiValidator } from "../../../../tests/support/openapi";
import { routeContext } from "../../../../tests/support/router";
import { TEST_AUTH_SECRET } from "../../../../tests/support/services";
import { setupTestServices } from "../../../../tests/support/suite";
import { createTestUser, signInCookie } from "../../../../tests/support/users";
import { loader as coursesLoader } from "./courses";
import { action as enrolAction, loader as enrolmentsLoader } from "./enrolments";
import { loader as meLoader } from "./me";
import { loader as notFoundLoader } from "./not-found";
import { loader as openApiLoader } from "./openapi";

const suite = setupTestServices();

// biome-ignore lint/suspicious/noExplicitAny: any /api/v1 loader or action.
type Handler = (args: any) => Promise<Response> | Response;

/** Calls an API handler as the server would for a request to `path`. */
async function call(
  handler: Handler,
  path: string,
  init: { token?: string; method?: string; body?: unknown; headers?: HeadersInit } = {},
) {
  const headers = new Headers(init.headers);
  if (init.token !== undefined) headers.set("Authorization", `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set("Content-Type", "application/json");
  const request = new Request(new URL(path, suite.services.env.APP_URL), {
    method: init.method ?? "GET",
    headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === "string"
          ? init.body
          : JSON.stringify(init.body),
  });
  const url = new URL(request.url);
  const response = await handler({
    request,
    url,
    params: {},
    pattern: url.pathname,
    context: routeContext(suite.services),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

/** An access token exactly as a client gets one: sign in, then GET /api/auth/token. */
async function accessTokenFor(role: Role = "user", status: "active" | "suspended" = "active") {
  const account = await createTestUser(suite.services, { role });
  const cookie = await signInCookie(suite.services, account);
  const response = await suite.services.auth.handler(
    new Request(`${suite.services.env.APP_URL}/api/auth/token`, { headers: { cookie } }),
  );
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  if (status !== "active") {
    await suite.services.db.update(user).set({ status }).where(eq(user.id, account.id));
  }
  return { account, token, cookie };
}

/** Signs `payload` with our current private key, as nothing but a forger with it could. */
async function signWithOurKey(payload: Record<string, unknown>) {
  const [row] = await suite.services.db.select().from(jwks).limit(1);
  if (!row) throw new Error("no signing key yet");
  const jwk = JSON.parse(
    await symmetricDecrypt({ key: TEST_AUTH_SECRET, data: JSON.parse(row.privateKey) }).catch(() =>
      symmetricDecrypt({ key: TEST_AUTH_SECRET, data: row.privateKey }),
    ),
  );
  const key = await importJWK(jwk, "EdDSA");
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "EdDSA", kid: row.id })
    .setIssuer(suite.services.env.APP_URL)
    .setAudience(apiAudience(suite.services.env))
    .sign(key);
}

function decodePart(token: string, index: 0 | 1) {
  return JSON.parse(Buffer.from(token.split(".")[index] as string, "base64url").toString());
}

describe("/.well-known/jwks.json", () => {
  it("publishes the public signing keys, never a private part", async () => {
    await accessTokenFor();
    const { status, json, headers } = await call(jwksLoader, "/.well-known/jwks.json");
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toContain("max-age");
    expect(json.keys.length).toBeGreaterThan(0);
    for (const key of json.keys) {
      expect(key).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA" });
      expect(key.kid).toEqual(expect.any(String));
      expect(key).not.toHaveProperty("d");
    }
  });
});

describe("access tokens", () => {
  it("are short-lived EdDSA JWTs for our API, with a key id from the published set", async () => {
    const { account, token } = await accessTokenFor();
    const header = decodePart(token, 0);
    const claims = decodePart(token, 1);
    expect(header.alg).toBe("EdDSA");
    expect(claims).toMatchObject({
      sub: account.id,
      iss: suite.services.env.APP_URL,
      aud: apiAudience(suite.services.env),
    });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const published = await call(jwksLoader, "/.well-known/jwks.json");
    expect(published.json.keys.map((k: { kid: string }) => k.kid)).toContain(header.kid);
  });

  it("open /me for the account they belong to", async () => {
    const { account, token } = await accessTokenFor("instructor");
    const { status, json } = await call(meLoader, "/api/v1/me", { token });
    expect(status).toBe(200);
    expect(json).toEqual({
      id: account.id,
      name: account.name,
      email: account.email,
      role: "instructor",
    });
  });

  it("are required: none gets 401 with a Bearer challenge", async () => {
    const { status, json, headers } = await call(meLoader, "/api/v1/me");
    expect(status).toBe(401);
    expect(json.error).toEqual({ code: "missing", message: API_MESSAGES.missing });
    expect(headers.get("WWW-Authenticate")).toBe('Bearer realm="api"');
  });

  it("refuse a tampered token with 'Invalid JWT signature'", async () => {
    const { token } = await accessTokenFor();
    const [header, payload, signature] = token.split(".") as [string, string, string];
    // Another subject with the original signature: the claim a forger would change.
    const claims = { ...decodePart(token, 1), sub: "someone-else" };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [forged, flipped]) {
      const { status, json, headers } = await call(meLoader, "/api/v1/me", { token: bad });
      expect(status).toBe(401);
      expect(json.error.message).toBe("Invalid JWT signature");
      expect(headers.get("WWW-Authenticate")).toContain('error="invalid_token"');
    }
  });

  it("refuse a token signed by a key we did not publish, even under our key id", async () => {
    const { token } = await accessTokenFor();
    const { kid } = decodePart(token, 0);
    const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
    const forged = await new SignJWT(decodePart(token, 1))
      .setProtectedHeader({ alg: "EdDSA", kid })
      .sign(privateKey);
    const other = await new SignJWT(decodePart(token, 1))
      .setProtectedHeader({ alg: "EdDSA", kid: "not-our-key" })
      .sign(privateKey);
    for (const bad of [forged, other]) {
      const { status, json } = await call(meLoader, "/api/v1/me", { token: bad });
      expect(status).toBe(401);
      expect(json.error.message).toBe("Invalid JWT signature");
    }
  });

  it("refuse an unsigned (alg none) token", async () => {
    const { token } = await accessTokenFor();
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const unsigned = `${header}.${token.split(".")[1]}.`;
    const { status, json } = await call(meLoader, "/api/v1/me", { token: unsigned });
    expect(status).toBe(401);
    expect(json.error.message).toBe("Invalid JWT signature");
  });

  it("refuse an expired token with 401 and say so", async () => {
    const { account } = await accessTokenFor();
    const now = Math.floor(Date.now() / 1000);
    const { token } = await suite.services.auth.api.signJWT({
      body: { payload: { sub: account.id, sid: "s", iat: now - 3600, exp: now - 60 } },
    });
    const { status, json } = await call(meLoader, "/api/v1/me", { token });
    expect(status).toBe(401);
    expect(json.error).toEqual({ code: "expired", message: API_MESSAGES.expired });
  });

  it("must say when they end, and may not live longer than we issue them for", async () => {
    const { account, token: issued } = await accessTokenFor();
    const { sid } = decodePart(issued, 1);
    const now = Math.floor(Date.now() / 1000);
    const noExpiry = await signWithOurKey({ sub: account.id, sid, iat: now });
    const tenYears = (
      await suite.services.auth.api.signJWT({
        body: { payload: { sub: account.id, sid, iat: now, exp: now + 10 * 365 * 24 * 3600 } },
      })
    ).token;
    const noSession = (
      await suite.services.auth.api.signJWT({ body: { payload: { sub: account.id } } })
    ).token;
    for (const bad of [noExpiry, tenYears, noSession]) {
      const { status, json } = await call(meLoader, "/api/v1/me", { token: bad });
      expect(status).toBe(401);
      expect(json.error.code).toBe("wrongClaims");
    }
    // The check itself works: the same key signs a proper token that is accepted.
    const proper = await signWithOurKey({ sub: account.id, sid, iat: now, exp: now + 600 });
    expect((await call(meLoader, "/api/v1/me", { token: proper })).status).toBe(200);
  });

  it("die with their session: signed out, or past the session's absolute lifetime", async () => {
    const signedOut = await accessTokenFor();
    expect((await call(meLoader, "/api/v1/me", { token: signedOut.token })).status).toBe(200);
    const bye = await suite.services.auth.handler(
      new Request(`${suite.services.env.APP_URL}/api/auth/sign-out`, {
        method: "POST",
        headers: { cookie: signedOut.cookie, Origin: suite.services.env.APP_URL },
      }),
    );
    expect(bye.status).toBe(200);
    const after = await call(meLoader, "/api/v1/me", { token: signedOut.token });
    expect(after.status).toBe(401);
    expect(after.json.error).toEqual({ code: "sessionEnded", message: API_MESSAGES.sessionEnded });

    const old = await accessTokenFor();
    await suite.services.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 61 * 24 * 60 * 60 * 1000) })
      .where(eq(session.id, decodePart(old.token, 1).sid));
    const outlived = await call(meLoader, "/api/v1/me", { token: old.token });
    expect(outlived.status).toBe(401);
    expect(outlived.json.error.code).toBe("sessionEnded");
  });

  it("refuse our own signature on a token meant for another audience", async () => {
    const { account } = await accessTokenFor();
    const { token } = await suite.services.auth.api.signJWT({
      body: { payload: { sub: account.id, aud: "https://elsewhere.example" } },
    });
    const { status, json } = await call(meLoader, "/api/v1/me", { token });
    expect(status).toBe(401);
    expect(json.error.code).toBe("wrongClaims");
  });

  it("refuse a garbled header and a non-Bearer scheme", async () => {
    for (const authorization of ["Bearer not-a-jwt", "Basic dXNlcjpwYXNz", "Bearer"]) {
      const { status } = await call(meLoader, "/api/v1/me", { headers: { authorization } });
      expect(status).toBe(401);
    }
  });

  it("stop working at once when the account is suspended", async () => {
    const { token } = await accessTokenFor("user", "suspended");
    const { status, json } = await call(meLoader, "/api/v1/me", { token });
    expect(status).toBe(403);
    expect(json.error.code).toBe("account_inactive");
  });

  it("keep verifying through a key rotation until the old key's grace ends", async () => {
    const { token: before } = await accessTokenFor();
    const oldKid = decodePart(before, 0).kid as string;
    // The rotation interval has passed: the next token is signed with a new key…
    await suite.services.db
      .update(jwks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(jwks.id, oldKid));
    const { token: after } = await accessTokenFor();
    expect(decodePart(after, 0).kid).not.toBe(oldKid);
    // …and both verify while the old key is in its grace period.
    expect((await call(meLoader, "/api/v1/me", { token: before })).status).toBe(200);
    expect((await call(meLoader, "/api/v1/me", { token: after })).status).toBe(200);
    // Past the grace period the old key is withdrawn and its tokens refused.
    await suite.services.db
      .update(jwks)
      .set({ expiresAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) })
      .where(eq(jwks.id, oldKid));
    const published = await call(jwksLoader, "/.well-known/jwks.json");
    expect(published.json.keys.map((k: { kid: string }) => k.kid)).not.toContain(oldKid);
    const refused = await call(meLoader, "/api/v1/me", { token: before });
    expect(refused.status).toBe(401);
    expect(refused.json.error.message).toBe("Invalid JWT signature");
  });
});

describe("/api/v1/courses", () => {
  it("lists published courses to anyone, and the caller's progress with a token", async () => {
    const published = await createTestCourse(suite.services.db);
    const hidden = await createTestCourse(suite.services.db, { published: false });
    const anonymous = await call(coursesLoader, "/api/v1/courses");
    expect(anonymous.status).toBe(200);
    const slugs = anonymous.json.courses.map((c: { slug: string }) => c.slug);
    expect(slugs).toContain(published.slug);
    expect(slugs).not.toContain(hidden.slug);
    expect(anonymous.json.courses[0]).not.toHaveProperty("enrolled");

    const { token } = await accessTokenFor();
    await call(enrolAction, "/api/v1/enrolments", {
      token,
      method: "POST",
      body: { course: published.slug },
    });
    const mine = await call(coursesLoader, `/api/v1/courses?q=${published.slug.slice(12)}`, {
      token,
    });
    const course = mine.json.courses.find((c: { slug: string }) => c.slug === published.slug);
    expect(course).toMatchObject({ enrolled: true, progress: 0 });
    expect(course.url).toBe(`${suite.services.env.APP_URL}/academy/${published.slug}`);
  });

  it("refuses a bad token rather than answering as anonymous", async () => {
    const { status } = await call(coursesLoader, "/api/v1/courses", { token: "a.b.c" });
    expect(status).toBe(401);
  });
});

describe("/api/v1/courses pages", () => {
  /** `count` published courses whose titles share one word no other test's course has. */
  async function createMarkedCourses(count: number) {
    const marker = `paging${randomUUID().slice(0, 8)}`;
    const start = Date.now();
    await suite.services.db.insert(courses).values(
      Array.from({ length: count }, (_, index) => {
        const id = randomUUID();
        return {
          id,
          slug: `${marker}-${index}`,
          title: `${marker} course ${index}`,
          description: "A course made by a test.",
          instructor: "Dr. Funmi Adeyemi",
          duration: "1 hour",
          category: "crops" as const,
          isPublished: true,
          createdAt: new Date(start - index * 1000),
        };
      }),
    );
    return marker;
  }

  it("answers 24 courses by default and never more than 100, with the total", async () => {
    const marker = await createMarkedCourses(105);
    const first = await call(coursesLoader, `/api/v1/courses?q=${marker}`);
    expect(first.status).toBe(200);
    expect(first.json.courses).toHaveLength(API_COURSES_DEFAULT_LIMIT);
    expect(first.json).toMatchObject({ page: 1, limit: 24, total: 105, pageCount: 5 });

    const widest = await call(coursesLoader, `/api/v1/courses?q=${marker}&limit=100`);
    expect(widest.status).toBe(200);
    expect(widest.json.courses).toHaveLength(API_COURSES_MAX_LIMIT);
    expect(widest.json).toMatchObject({ total: 105, pageCount: 2 });
    // Newest first, the same order page after page.
    expect(widest.json.courses[0].slug).toBe(`${marker}-0`);
    expect(widest.json.courses[99].slug).toBe(`${marker}-99`);

    const wider = await call(coursesLoader, `/api/v1/courses?q=${marker}&limit=101`);
    expect(wider.status).toBe(400);
    expect(wider.json.error).toEqual({
      code: "bad_request",
      message: "limit must be a whole number from 1 to 100.",
    });
  });

  it("walks every course exactly once by following next, keeping the search and limit", async () => {
    const marker = await createMarkedCourses(7);
    const seen: string[] = [];
    let next: string | null = `/api/v1/courses?q=${marker}&category=crops&limit=3`;
    const pages: number[] = [];
    while (next) {
      const answer = await call(coursesLoader, next);
      expect(answer.status).toBe(200);
      pages.push(answer.json.page);
      seen.push(...answer.json.courses.map((c: { slug: string }) => c.slug));
      const link: URL = new URL(answer.json.links.self);
      expect(link.searchParams.get("q")).toBe(marker);
      expect(link.searchParams.get("category")).toBe("crops");
      expect(link.searchParams.get("limit")).toBe("3");
      expect(answer.json.links.prev === null).toBe(answer.json.page === 1);
      next = answer.json.links.next;
    }
    expect(pages).toEqual([1, 2, 3]);
    expect(seen).toEqual(Array.from({ length: 7 }, (_, index) => `${marker}-${index}`));
  });

  it("answers the last page for a page past the end, with no next link", async () => {
    const marker = await createMarkedCourses(5);
    const { status, json } = await call(
      coursesLoader,
      `/api/v1/courses?q=${marker}&limit=2&page=40`,
    );
    expect(status).toBe(200);
    expect(json).toMatchObject({ page: 3, pageCount: 3, total: 5 });
    expect(json.courses.map((c: { slug: string }) => c.slug)).toEqual([`${marker}-4`]);
    expect(json.links.next).toBeNull();
    expect(new URL(json.links.prev).searchParams.get("page")).toBe("2");
    expect(new URL(json.links.first).searchParams.get("page")).toBe("1");
  });

  it("refuses a page or limit that is not a whole number in range with a clear 400", async () => {
    const cases: [string, string][] = [
      ["limit=0", "limit"],
      ["limit=-1", "limit"],
      ["limit=1.5", "limit"],
      ["limit=abc", "limit"],
      ["limit=1e2", "limit"],
      ["limit=%205", "limit"],
      ["limit=99999999999999999999", "limit"],
      ["page=0", "page"],
      ["page=two", "page"],
      [`page=${API_COURSES_MAX_PAGE + 1}`, "page"],
    ];
    for (const [query, name] of cases) {
      const { status, json } = await call(coursesLoader, `/api/v1/courses?${query}`);
      expect(status, query).toBe(400);
      expect(json.error.code, query).toBe("bad_request");
      expect(json.error.message, query).toMatch(new RegExp(`^${name} must be a whole number`));
    }
    // Empty values are the defaults, as a client building its query string may send them.
    const empty = await call(coursesLoader, "/api/v1/courses?page=&limit=&category=");
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ page: 1, limit: API_COURSES_DEFAULT_LIMIT });
  });
});

describe("/api/v1/courses categories", () => {
  it("refuses a category outside the list with a 400 that names the list", async () => {
    for (const category of ["nonsense", "Crops", "crops ", "all,crops"]) {
      const { status, json } = await call(
        coursesLoader,
        `/api/v1/courses?category=${encodeURIComponent(category)}`,
      );
      expect(status, category).toBe(400);
      expect(json.error.code, category).toBe("bad_request");
      expect(json.error.message, category).toMatch(/^category must be one of: all, crops, /);
    }
    const all = await call(coursesLoader, "/api/v1/courses?category=all");
    expect(all.status).toBe(200);
  });
});

describe("/api/v1/enrolments", () => {
  it("enrols once (201, then 409), and lists only the caller's own enrolments", async () => {
    const course = await createTestCourse(suite.services.db);
    const me = await accessTokenFor();
    const other = await accessTokenFor();
    const first = await call(enrolAction, "/api/v1/enrolments", {
      token: me.token,
      method: "POST",
      body: { course: course.slug },
    });
    expect(first.status).toBe(201);
    expect(first.json.enrolment).toMatchObject({
      progress: 0,
      completed: false,
      course: { slug: course.slug, title: course.title },
    });
    const again = await call(enrolAction, "/api/v1/enrolments", {
      token: me.token,
      method: "POST",
      body: { course: course.slug },
    });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe("You are already enrolled in this course.");

    const mine = await call(enrolmentsLoader, "/api/v1/enrolments", { token: me.token });
    expect(mine.json.enrolments.map((e: { course: { id: string } }) => e.course.id)).toEqual([
      course.id,
    ]);
    const theirs = await call(enrolmentsLoader, "/api/v1/enrolments", { token: other.token });
    expect(theirs.json.enrolments).toEqual([]);
  });

  it("answers a clear 400, 404 or 413 for a bad body or an unknown course, never a 500", async () => {
    const { token } = await accessTokenFor();
    const hidden = await createTestCourse(suite.services.db, { published: false });
    const cases: [unknown, number][] = [
      ["{not json", 400],
      [{}, 400],
      [{ course: 42 }, 400],
      [{ course: "x".repeat(300) }, 400],
      [{ course: "x".repeat(10_000) }, 413],
      [{ course: "no-such-course" }, 404],
      [{ course: hidden.slug }, 404],
    ];
    for (const [body, expected] of cases) {
      const { status, json } = await call(enrolAction, "/api/v1/enrolments", {
        token,
        method: "POST",
        body,
      });
      expect(status, JSON.stringify(body).slice(0, 40)).toBe(expected);
      expect(json.error.message).toEqual(expect.any(String));
    }
  });
});

describe("the /api/v1 authorization matrix", () => {
  it("takes no session cookie in place of a token", async () => {
    const account = await createTestUser(suite.services);
    const cookie = await signInCookie(suite.services, account);
    const me = await call(meLoader, "/api/v1/me", { headers: { cookie } });
    expect(me.status).toBe(401);
    const enrolments = await call(enrolmentsLoader, "/api/v1/enrolments", { headers: { cookie } });
    expect(enrolments.status).toBe(401);
  });

  const roles: (Role | "signed out")[] = ["signed out", "user", "instructor", "moderator", "admin"];
  it.each(roles)("%s gets exactly what the API allows", async (role) => {
    const course = await createTestCourse(suite.services.db);
    const token = role === "signed out" ? undefined : (await accessTokenFor(role)).token;
    const expected = role === "signed out" ? 401 : 200;
    expect((await call(meLoader, "/api/v1/me", { token })).status).toBe(expected);
    expect((await call(enrolmentsLoader, "/api/v1/enrolments", { token })).status).toBe(expected);
    expect((await call(coursesLoader, "/api/v1/courses", { token })).status).toBe(200);
    const enrol = await call(enrolAction, "/api/v1/enrolments", {
      token,
      method: "POST",
      body: { course: course.slug },
    });
    expect(enrol.status).toBe(role === "signed out" ? 401 : 201);
  });
});

describe("the API's own pages", () => {
  it("serves its OpenAPI contract, naming every endpoint", async () => {
    const { status, json } = await call(openApiLoader, "/api/v1/openapi.json");
    expect(status).toBe(200);
    expect(json.openapi).toBe("3.1.0");
    expect(Object.keys(json.paths).sort()).toEqual(["/courses", "/enrolments", "/me"]);
    expect(json.servers[0].url).toBe(`${suite.services.env.APP_URL}/api/v1`);
    const limit = json.paths["/courses"].get.parameters.find(
      (p: { name: string }) => p.name === "limit",
    );
    expect(limit.schema).toMatchObject({ maximum: API_COURSES_MAX_LIMIT, default: 24 });
  });

  it("answers what it documents: every GET endpoint's real answers match the served schemas", async () => {
    const served = await call(openApiLoader, "/api/v1/openapi.json");
    const document = openApiValidator(served.json);
    const paid = await createTestCourse(suite.services.db);
    await suite.services.db
      .update(courses)
      .set({ priceKobo: 2_500_050, thumbnail: "/media/images/course.jpg" })
      .where(eq(courses.id, paid.id));
    const free = await createTestCourse(suite.services.db);
    const { token } = await accessTokenFor();
    const enrolled = await call(enrolAction, "/api/v1/enrolments", {
      token,
      method: "POST",
      body: { course: free.slug },
    });
    expect(enrolled.status).toBe(201);
    expect(document.check("/enrolments", "post", 201, enrolled.json)).toEqual([]);

    const answers: [path: string, url: string, handler: Handler, token: string | undefined][] = [
      ["/me", "/api/v1/me", meLoader, token],
      ["/me", "/api/v1/me", meLoader, undefined],
      ["/courses", "/api/v1/courses", coursesLoader, undefined],
      ["/courses", `/api/v1/courses?q=${paid.slug.slice(12)}`, coursesLoader, token],
      ["/courses", "/api/v1/courses?category=crops&limit=2&page=2", coursesLoader, token],
      ["/courses", "/api/v1/courses?category=nonsense", coursesLoader, undefined],
      ["/courses", "/api/v1/courses?limit=0", coursesLoader, undefined],
      ["/courses", "/api/v1/courses", coursesLoader, "a.b.c"],
      ["/enrolments", "/api/v1/enrolments", enrolmentsLoader, token],
      ["/enrolments", "/api/v1/enrolments", enrolmentsLoader, undefined],
    ];
    const statuses = new Set<string>();
    for (const [path, url, handler, bearer] of answers) {
      const answer = await call(handler, url, bearer === undefined ? {} : { token: bearer });
      statuses.add(`${path} ${answer.status}`);
      expect(document.check(path, "get", answer.status, answer.json), url).toEqual([]);
    }
    // The paid course's price is the number the schema promises, not a label: naira as it always
    // was (₦25,000.50 is 25000.5), and the exact integer kobo beside it.
    const listed = await call(coursesLoader, `/api/v1/courses?q=${paid.slug.slice(12)}`);
    expect(listed.json.courses).toEqual([
      expect.objectContaining({ slug: paid.slug, price: 25000.5, priceKobo: 2_500_050 }),
    ]);
    // Every GET the document lists was checked, with its success and its refusals.
    const documentedGets = Object.keys(served.json.paths).filter(
      (path) => served.json.paths[path].get,
    );
    for (const path of documentedGets) expect(statuses).toContain(`${path} 200`);
    expect([...statuses].sort()).toEqual(
      ["/courses 200", "/courses 400", "/courses 401", "/enrolments 200", "/enrolments 401"]
        .concat(["/me 200", "/me 401"])
        .sort(),
    );
  });

  it("answers unknown endpoints with JSON 404", async () => {
    const { status, json } = await call(notFoundLoader, "/api/v1/nothing-here");
    expect(status).toBe(404);
    expect(json.error.code).toBe("not_found");
  });
});
