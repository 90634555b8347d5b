import { describe, expect, it } from "vitest";
import { renderRobots } from "./robots";

describe("renderRobots", () => {
  const text = renderRobots("https://afa.example");
  const lines = text.split("\n");

  it("lets every crawler in, except the private areas and query variants of sign-in", () => {
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/dashboard", "/settings", "/admin-dashboard", "/api/", "/login?"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The public pages stay crawlable.
    for (const path of ["/about", "/academy", "/journey", "/contact", "/login"]) {
      expect(lines).not.toContain(`Disallow: ${path}`);
    }
  });

  it("points to the sitemap on the site's own origin", () => {
    expect(lines).toContain("Sitemap: https://afa.example/sitemap.xml");
  });
});
