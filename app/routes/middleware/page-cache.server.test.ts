import type { MiddlewareFunction } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { pageCacheContext } from "~/context";
import type { SessionUser } from "~/domain/auth/session.server";
import { updateSiteSettings } from "~/domain/settings/settings.server";
import { runInRequestScope } from "~/domain/site/content-cache.server";
import type { PageToStore } from "~/lib/page-cache.server";
import { routeContext } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import {
  isCacheablePage,
  PAGE_CACHE_CONTROL,
  pageCacheKey,
  pageCacheMiddleware,
  pageEtag,
} from "./page-cache.server";

const suite = setupTestServices();
let learner: SessionUser;
beforeAll(async () => {
  learner = await createTestUser(suite.services);
});

type Call = {
  path: string;
  user?: SessionUser | null;
  headers?: Record<string, string>;
  /** Where the server asked the finished page to go (a request it may cache). */
  slot?: { key: string; store: (page: PageToStore) => Promise<void> };
};

/** One request through the middleware, around a page that counts how often it was rendered. */
async function request(
  { path, user = null, headers = {}, slot }: Call,
  page = () => new Response("<html>"),
) {
  let rendered = 0;
  const response = await runInRequestScope(
    () =>
      pageCacheMiddleware(
        {
          request: new Request(`http://localhost:3000${path}`, { headers }),
          context: withSlot(routeContext(suite.services, user), slot),
          params: {},
          unstable_pattern: path,
        } as unknown as Parameters<MiddlewareFunction<Response>>[0],
        async () => {
          rendered += 1;
          return page();
        },
      ) as Promise<Response>,
  );
  return { response, rendered };
}

function withSlot(context: ReturnType<typeof routeContext>, slot: Call["slot"]) {
  if (slot) context.set(pageCacheContext, slot);
  return context;
}

describe("public page caching", () => {
  it("names the pages a visitor may keep, and leaves out forms with a key and counted views", () => {
    for (const path of ["/", "/academy", "/academy/cassava-basics", "/journey", "/research"]) {
      expect(isCacheablePage(path), path).toBe(true);
      // The same page in the other languages, each its own entry (its URL holds the language).
      for (const lang of ["pcm", "ha", "yo", "ig"]) {
        const localized = path === "/" ? `/${lang}` : `/${lang}${path}`;
        expect(isCacheablePage(localized), localized).toBe(true);
      }
    }
    expect(pageEtag(7, "ha")).not.toBe(pageEtag(7, "yo"));
    expect(pageEtag(7)).toBe(pageEtag(7, "en"));
    for (const path of [
      "/contact",
      "/consultation",
      "/journey/field-day",
      "/login",
      "/dashboard",
      "/ha/contact",
      "/yo/dashboard",
      "/xx/academy",
    ]) {
      expect(isCacheablePage(path), path).toBe(false);
    }
  });

  it("keys a page on its path and only the query parameters it reads (issue 34 item 8)", () => {
    // Parameters a page does not read are the same page, never an entry of their own.
    expect(pageCacheKey("/about?utm_source=whatsapp&fbclid=abc")).toBe("/about");
    expect(pageCacheKey("/?x=1")).toBe("/");
    expect(pageCacheKey("/academy/cassava-basics?ref=sms")).toBe("/academy/cassava-basics");
    expect(pageCacheKey("/ha/training?utm_campaign=z")).toBe("/ha/training");
    // What a list reads, as its parser reads it: defaults and nonsense values are the bare page,
    // the order and the made-up parameters beside them do not matter.
    expect(pageCacheKey("/academy?page=1")).toBe("/academy");
    expect(pageCacheKey("/academy?page=abc&category=nope")).toBe("/academy");
    expect(pageCacheKey("/academy?utm=1&page=2&category=livestock")).toBe(
      "/academy?category=livestock&page=2",
    );
    expect(pageCacheKey("/academy?category=livestock&page=2")).toBe(
      "/academy?category=livestock&page=2",
    );
    expect(pageCacheKey("/academy?q=%20maize%20")).toBe("/academy?q=maize");
    expect(pageCacheKey("/yo/journey?type=event&x=y")).toBe("/yo/journey?type=event");
    expect(pageCacheKey("/research?datasets=3&page=2")).toBe("/research?page=2&datasets=3");
    // Not a cacheable page at all.
    expect(pageCacheKey("/contact?x=1")).toBeNull();
    expect(pageCacheKey("/dashboard")).toBeNull();
  });

  it("gives a visitor's page an ETag and answers 304 without rendering while nothing changed", async () => {
    const first = await request({ path: "/academy" });
    expect(first.rendered).toBe(1);
    expect(first.response.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
    expect(first.response.headers.get("Vary")).toContain("Cookie");
    const etag = first.response.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await request({ path: "/academy", headers: { "If-None-Match": etag } });
    expect(again.response.status).toBe(304);
    expect(again.rendered).toBe(0);

    // Staff change what the pages show: the old copy is no longer current.
    await updateSiteSettings(suite.services.db, { siteName: "Renamed Academy" }, null);
    const changed = await request({ path: "/academy", headers: { "If-None-Match": etag } });
    expect(changed.response.status).toBe(200);
    expect(changed.rendered).toBe(1);
    expect(changed.response.headers.get("ETag")).not.toBe(etag);
  });

  it("never caches for a signed-in learner, a page with a toast, a form page or a Set-Cookie", async () => {
    const signedIn = await request({ path: "/academy", user: learner });
    expect(signedIn.response.headers.get("ETag")).toBeNull();
    const toast = await request({ path: "/academy", headers: { Cookie: "afa_toast=abc" } });
    expect(toast.response.headers.get("ETag")).toBeNull();
    const contact = await request({ path: "/contact" });
    expect(contact.response.headers.get("ETag")).toBeNull();
    const setsCookie = await request(
      { path: "/" },
      () => new Response("<html>", { headers: { "Set-Cookie": "x=1" } }),
    );
    expect(setsCookie.response.headers.get("ETag")).toBeNull();
    const notFound = await request({ path: "/" }, () => new Response("gone", { status: 404 }));
    expect(notFound.response.headers.get("Cache-Control")).toBeNull();
  });

  it("tells browsers and proxies to store nothing a signed-in person is shown, documents and .data alike", async () => {
    for (const path of ["/dashboard", "/dashboard.data", "/academy", "/admin-dashboard/users"]) {
      const { response } = await request({ path, user: learner });
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    // A route that chose its own caching keeps it (a private lesson video, say).
    const own = await request(
      { path: "/uploads/lesson-videos/a.mp4", user: learner },
      () => new Response("v", { headers: { "Cache-Control": "private, max-age=600" } }),
    );
    expect(own.response.headers.get("Cache-Control")).toBe("private, max-age=600");
    // A visitor's non-cacheable page is left alone (no session to protect).
    const visitor = await request({ path: "/contact" });
    expect(visitor.response.headers.get("Cache-Control")).toBeNull();
  });

  it("hands the finished page to the visitors' cache only for a visitor the server marked", async () => {
    const kept: PageToStore[] = [];
    const slot = { key: "/about", store: async (page: PageToStore) => void kept.push(page) };
    const visitor = await request({ path: "/about", slot }, () => new Response("<p>About us</p>"));
    expect(await visitor.response.text()).toBe("<p>About us</p>");
    await expect.poll(() => kept.length).toBe(1);
    expect(new TextDecoder().decode(kept[0]?.body)).toBe("<p>About us</p>");
    expect(kept[0]?.etag).toBe(visitor.response.headers.get("ETag"));

    // Never what a signed-in person is shown, a toast's page, or a page that sets a cookie.
    await request({ path: "/about", slot, user: learner }, () => new Response("<p>Hi Ada</p>"));
    await request({ path: "/about", slot, headers: { Cookie: "afa_toast=x" } });
    await request(
      { path: "/about", slot },
      () => new Response("<p>x</p>", { headers: { "Set-Cookie": "a=b" } }),
    );
    await request({ path: "/about", slot }, () => new Response("gone", { status: 404 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kept).toHaveLength(1);
  });

  it("never keeps, nor relabels as cacheable, a page that says no-store (a one-time form key)", async () => {
    const kept: PageToStore[] = [];
    const slot = { key: "/about", store: async (page: PageToStore) => void kept.push(page) };
    const noStore = await request(
      { path: "/about", slot },
      () =>
        new Response('<input type="hidden" name="formKey" value="k">', {
          headers: { "Cache-Control": "private, no-store" },
        }),
    );
    expect(noStore.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(noStore.response.headers.get("ETag")).toBeNull();
    await noStore.response.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kept).toHaveLength(0);
  });
});
