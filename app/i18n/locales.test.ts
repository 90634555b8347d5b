import { describe, expect, it } from "vitest";
import { localizePath, splitLocalePath } from "./locales";

describe("localizePath", () => {
  it("puts a site path in a language, English unprefixed", () => {
    expect(localizePath("/academy", "ha")).toBe("/ha/academy");
    expect(localizePath("/", "yo")).toBe("/yo");
    expect(localizePath("/?page=2", "ig")).toBe("/ig?page=2");
    expect(localizePath("/academy?level=Beginner#top", "pcm")).toBe(
      "/pcm/academy?level=Beginner#top",
    );
    expect(localizePath("/ha/academy", "en")).toBe("/academy");
    expect(localizePath("/ha/academy", "yo")).toBe("/yo/academy");
    expect(localizePath("/ha", "en")).toBe("/");
  });

  it("leaves other sites, files and machine addresses alone", () => {
    expect(localizePath("https://wa.me/234", "ha")).toBe("https://wa.me/234");
    expect(localizePath("//evil.example/x", "ha")).toBe("//evil.example/x");
    expect(localizePath("#main", "ha")).toBe("#main");
    expect(localizePath("/uploads/a.png", "ha")).toBe("/uploads/a.png");
    expect(localizePath("/api/v1/me", "ha")).toBe("/api/v1/me");
    expect(localizePath("/sitemap.xml", "ha")).toBe("/sitemap.xml");
    expect(localizePath("/language", "ha")).toBe("/language");
  });

  it("does not take a path that merely starts like a language for one", () => {
    expect(splitLocalePath("/hatch")).toEqual({ locale: "en", path: "/hatch" });
    expect(splitLocalePath("/ig")).toEqual({ locale: "ig", path: "/" });
    expect(splitLocalePath("/ig?x=1")).toEqual({ locale: "ig", path: "/?x=1" });
    expect(localizePath("/yoga", "ha")).toBe("/ha/yoga");
  });
});
