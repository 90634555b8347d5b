import { describe, expect, it } from "vitest";
import { isCountableRequest } from "./countable-request";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function request(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return new Request(`http://localhost:3000${path}`, {
    ...init,
    headers: { "User-Agent": BROWSER, ...init.headers },
  });
}

describe("isCountableRequest", () => {
  it("counts a browser's GET of the page", () => {
    expect(isCountableRequest(request("/journey/x"), { documentOnly: true })).toBe(true);
    expect(
      isCountableRequest(
        request("/journey/x", {
          headers: { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" },
        }),
        { documentOnly: true },
      ),
    ).toBe(true);
  });

  it("ignores HEAD and other methods", () => {
    expect(isCountableRequest(request("/journey/x", { method: "HEAD" }))).toBe(false);
    expect(isCountableRequest(request("/journey/x", { method: "POST" }))).toBe(false);
  });

  it("ignores crawlers, scripts and requests without a user agent", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "facebookexternalhit/1.1",
      "curl/8.5.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    ]) {
      expect(isCountableRequest(request("/journey/x", { headers: { "User-Agent": agent } }))).toBe(
        false,
      );
    }
    const anonymous = new Request("http://localhost:3000/journey/x");
    expect(isCountableRequest(anonymous)).toBe(false);
  });

  it("ignores prefetches", () => {
    expect(isCountableRequest(request("/x", { headers: { "Sec-Purpose": "prefetch" } }))).toBe(
      false,
    );
    expect(isCountableRequest(request("/x", { headers: { Purpose: "prefetch" } }))).toBe(false);
  });

  it("with documentOnly, ignores client-side data requests", () => {
    expect(isCountableRequest(request("/journey/x.data"), { documentOnly: true })).toBe(false);
    expect(
      isCountableRequest(request("/journey/x", { headers: { "Sec-Fetch-Dest": "empty" } }), {
        documentOnly: true,
      }),
    ).toBe(false);
    // Downloads may arrive either way.
    expect(isCountableRequest(request("/research/papers/x/download.data"))).toBe(true);
  });
});
