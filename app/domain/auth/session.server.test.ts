import { describe, expect, it } from "vitest";
import { homeFor, safeRedirectTo } from "./session.server";

describe("safeRedirectTo", () => {
  it("keeps local paths with their query", () => {
    expect(safeRedirectTo("/dashboard")).toBe("/dashboard");
    expect(safeRedirectTo("/academy?category=crops")).toBe("/academy?category=crops");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "dashboard",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectTo(value)).toBeNull();
    }
  });

  // Known open-redirect payloads: each either leaves the site as written or becomes "//host" once
  // the browser (or the URL parser) resolves its dot segments and backslashes.
  it.each([
    "/./%2F%2Fevil.com".replaceAll("%2F", "/"),
    "/.//evil.com",
    "/..//evil.com",
    "/a/..//evil.com",
    "/a/b/../..//evil.com",
    "/%2e//evil.com",
    "/.%2e//evil.com",
    "/%2E%2E//evil.com",
    "/./\\evil.com",
    "/\\/evil.com",
    "///evil.com",
    "////evil.com",
    "/%2F/evil.com",
    "/%2f%2fevil.com",
    "/%5Cevil.com",
    "/\tevil.com".replace("\\t", "\t"),
    "/\t/evil.com",
    "/\n/evil.com",
    " /evil.com",
    "/ /evil.com",
    "https:evil.com",
    "https://evil.com",
    "http:/\\evil.com",
    "javascript://%0aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    `/${"a".repeat(3000)}`,
  ])("refuses the open-redirect payload %j", (payload) => {
    expect(safeRedirectTo(payload)).toBeNull();
  });

  it("keeps a path whose dot segments resolve inside the site", () => {
    expect(safeRedirectTo("/academy/../dashboard")).toBe("/dashboard");
    expect(safeRedirectTo("/learn/./course?tab=lessons#top")).toBe("/learn/course?tab=lessons#top");
  });
});

describe("homeFor", () => {
  it("sends admins to the admin dashboard and everyone else to theirs", () => {
    expect(homeFor({ isAdmin: true })).toBe("/admin-dashboard");
    expect(homeFor({ isAdmin: false })).toBe("/dashboard");
  });
});
