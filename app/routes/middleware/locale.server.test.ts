import type { MiddlewareFunction } from "react-router";
import { describe, expect, it } from "vitest";
import { localeContext } from "~/i18n/locale.server";
import { routeContext } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { localeMiddleware } from "./locale.server";

const suite = setupTestServices();

/** Runs the middleware for `path` with the route's `lang` param; the page answers `answer`. */
async function run(
  path: string,
  lang: string | undefined,
  answer: Response = new Response("page"),
  init: RequestInit = {},
  splat?: string,
) {
  const context = routeContext(suite.services);
  const args = {
    request: new Request(`http://localhost:3000${path}`, init),
    context,
    params: {
      ...(lang === undefined ? {} : { lang }),
      ...(splat === undefined ? {} : { "*": splat }),
    },
    unstable_pattern: path,
  } as unknown as Parameters<MiddlewareFunction<Response>>[0];
  try {
    const response = (await localeMiddleware(args, async () => answer)) as Response;
    return { response, locale: context.get(localeContext) };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, locale: null };
    const init = (thrown as { init?: ResponseInit }).init;
    return { response: new Response(null, { status: init?.status ?? 500 }), locale: null };
  }
}

describe("the language of a request", () => {
  it("comes from the URL: English unprefixed, the others by their code", async () => {
    expect((await run("/academy", undefined)).locale).toBe("en");
    expect((await run("/ha/academy", "ha")).locale).toBe("ha");
  });

  it("is a 404 for an unknown code, and /en/… moves to the English address", async () => {
    expect((await run("/xx/academy", "xx")).response.status).toBe(404);
    // Another splat route under an unknown code (its splat is not the whole rest) is no page.
    expect((await run("/xx/uploads/a.png", "xx", undefined, {}, "a.png")).response.status).toBe(
      404,
    );
    // The catch-all not-found page answers a wrong address itself, in English, inside the site.
    const missing = new Response("not found", { status: 404 });
    const wrong = await run("/no-such-page/at-all", "no-such-page", missing, {}, "at-all");
    expect(wrong.response.status).toBe(404);
    expect(wrong.locale).toBe("en");
    // "/no-such" is the home page's address with an unknown code: the page answers the 404.
    const home = await run("/no-such", "no-such", missing);
    expect(home.response.status).toBe(404);
    expect(home.locale).toBe("en");
    const english = await run("/en/about?x=1", "en");
    expect(english.response.status).toBe(301);
    expect(english.response.headers.get("Location")).toBe("/about?x=1");
  });

  it("takes a visitor who chose a language to it from an English address", async () => {
    const { response } = await run("/about", undefined, undefined, {
      headers: { Cookie: "afa_lang=yo" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/yo/about");
    // Accept-Language alone never redirects.
    const suggested = await run("/about", undefined, undefined, {
      headers: { "Accept-Language": "ha-NG,ha;q=0.9" },
    });
    expect(suggested.response.status).toBe(200);
  });

  it("keeps the language in the redirects pages answer with", async () => {
    const redirected = await run(
      "/ha/login",
      "ha",
      new Response(null, { status: 302, headers: { Location: "/dashboard?tab=1" } }),
    );
    expect(redirected.response.headers.get("Location")).toBe("/ha/dashboard?tab=1");
    const elsewhere = await run(
      "/ha/academy/x/checkout",
      "ha",
      new Response(null, { status: 302, headers: { Location: "https://checkout.paystack.com/x" } }),
    );
    expect(elsewhere.response.headers.get("Location")).toBe("https://checkout.paystack.com/x");
    const file = await run(
      "/ha/dashboard",
      "ha",
      new Response(null, { status: 302, headers: { Location: "/uploads/x.pdf" } }),
    );
    expect(file.response.headers.get("Location")).toBe("/uploads/x.pdf");
  });

  // Issue 34: the locale layer's own redirects were built from the raw path, so "/en//host" (and
  // an English address starting "//" for a visitor with a language cookie) sent people away.
  it.each([
    ["/en//evil.example", "en", {}],
    ["/en//evil.example/x?y=1", "en", {}],
    ["/en/\\evil.example", "en", {}],
    ["//evil.example", undefined, { headers: { Cookie: "afa_lang=ha" } }],
    ["//evil.example/academy", undefined, { headers: { Cookie: "afa_lang=yo" } }],
  ] as const)("never redirects %j to another site", async (path, lang, init) => {
    const { response } = await run(path, lang, undefined, init as RequestInit);
    const location = response.headers.get("Location");
    if (location !== null) {
      expect(new URL(location, "http://localhost:3000").origin).toBe("http://localhost:3000");
      expect(location).toMatch(/^\/(?![/\\])/);
    }
  });
});
