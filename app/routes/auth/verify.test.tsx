import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { renderPage } from "../../../tests/support/render";
import Verify from "./verify";

type VerifyData = { state: "verified" | "not-verified" | "no-session"; expired: boolean };

/** /verify as the server renders it for a loader answer. */
function render(data: VerifyData, locale: Locale = "en") {
  return renderPage(
    { id: "routes/auth/verify", path: "/verify", Component: Verify },
    data,
    {},
    locale,
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe("/verify", () => {
  it("says 'Email Verified' once, as the page's heading", () => {
    const html = render({ state: "verified", expired: false });
    expect(count(html, "Email Verified")).toBe(1);
    expect(html).toMatch(/<h1[^>]*>Email Verified<\/h1>/);
    expect(html).toContain("Thank you for confirming your e-mail address.");
  });

  it("names the other states once too", () => {
    const invalid = render({ state: "not-verified", expired: true });
    expect(count(invalid, "Email Not Verified")).toBe(1);
    expect(invalid).toContain("This verification link has expired.");
    const none = render({ state: "no-session", expired: false });
    expect(count(none, "No session found")).toBe(1);
  });

  it("speaks the page's language", () => {
    const html = render({ state: "not-verified", expired: true }, "ha");
    expect(html).toMatch(/<h1[^>]*>Ba a tabbatar da imel ba<\/h1>/);
    expect(html).toContain("Wa’adin wannan hanyar tabbatarwa ya ƙare.");
    expect(html).not.toContain("Email Not Verified");
  });
});
