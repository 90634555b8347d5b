import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findUserLocale } from "~/domain/i18n/preferences.server";
import { callAction } from "../../tests/support/router";
import { setupTestServices } from "../../tests/support/suite";
import { createTestUser } from "../../tests/support/users";
import { action } from "./language";

const suite = setupTestServices();

describe("the language switcher's post", () => {
  it("answers with the same page in the chosen language and remembers the choice", async () => {
    const result = await callAction(action, {
      services: suite.services,
      url: "/language",
      form: { locale: "ha", next: "/academy?level=Beginner" },
    });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/ha/academy?level=Beginner");
    expect(result.headers.get("Set-Cookie")).toMatch(/^afa_lang=ha; Path=\/; Max-Age=31536000/);
  });

  it("moves a page from one language to another, and back to English unprefixed", async () => {
    const toYoruba = await callAction(action, {
      services: suite.services,
      url: "/language",
      form: { locale: "yo", next: "/ha/contact" },
    });
    expect(toYoruba.headers.get("Location")).toBe("/yo/contact");
    const toEnglish = await callAction(action, {
      services: suite.services,
      url: "/language",
      form: { locale: "en", next: "/ig" },
    });
    expect(toEnglish.headers.get("Location")).toBe("/");
    expect(toEnglish.headers.get("Set-Cookie")).toMatch(/^afa_lang=en;/);
  });

  it("never sends anyone to another site, and reads a bad language as English", async () => {
    for (const next of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "",
      // A language prefix in front of "//": stripping it used to leave "//evil.example".
      "/ha//evil.example",
      "/yo/\\evil.example",
      "/pcm//evil.example?x=1",
    ]) {
      const result = await callAction(action, {
        services: suite.services,
        url: "/language",
        form: { locale: "xx", next },
      });
      expect(result.headers.get("Location"), next).toBe("/");
    }
  });

  it("answers a next with a line break (a header injection) 400, not 500", async () => {
    for (const next of ["/about\r\nSet-Cookie: a=b", "/about\nx", "/ha/academy\r"]) {
      for (const locale of ["ha", "en"]) {
        const result = await callAction(action, {
          services: suite.services,
          url: "/language",
          form: { locale, next },
        });
        expect(result.status, JSON.stringify(next)).toBe(400);
        expect(result.headers.get("Set-Cookie")).toBeNull();
      }
    }
  });

  it("keeps a signed-in person's choice on their profile (e-mails and PDFs use it)", async () => {
    const user = await createTestUser(suite.services, {});
    expect(await findUserLocale(suite.services.db, user.id)).toBe("en");
    await callAction(action, {
      services: suite.services,
      url: "/language",
      user,
      form: { locale: "ig", next: "/dashboard" },
    });
    expect(await findUserLocale(suite.services.db, user.id)).toBe("ig");
  });

  it("answers any hostile input with a redirect to a page of this site, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 300 }),
        async (locale, next) => {
          const result = await callAction(action, {
            services: suite.services,
            url: "/language",
            form: { locale, next },
          });
          expect(result.status).toBe(302);
          const location = result.headers.get("Location") ?? "";
          // One slash: a path on this site, never another host.
          expect(location).toMatch(/^\/(?![/\\])/);
        },
      ),
      { numRuns: 60 },
    );
  });
});
