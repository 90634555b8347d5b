import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { loader } from "./robots";

let t: TestServices;
beforeEach(async () => {
  t = await createTestServices({ env: { APP_URL: "https://afa.example" } });
});
afterEach(async () => {
  await t.close();
});

describe("/robots.txt", () => {
  it("is plain text that keeps crawlers out of private areas and names the sitemap", async () => {
    const result = await callLoader(loader, { services: t.services, url: "/robots.txt" });
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = (await result.response?.text()) ?? "";
    expect(text).toContain("Disallow: /dashboard\n");
    expect(text).toContain("Disallow: /admin-dashboard\n");
    expect(text).toContain("Sitemap: https://afa.example/sitemap.xml");
  });
});
