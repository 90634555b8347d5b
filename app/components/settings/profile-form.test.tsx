import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { renderWithMessages } from "../../../tests/support/render";
import { ProfileForm } from "./profile-form";

const USER = { name: "Halima Musa", email: "halima@example.ng", phone: null };

function render(canChangeEmail: boolean, locale: Locale = "en") {
  const router = createMemoryRouter(
    [{ path: "/", element: <ProfileForm user={USER} canChangeEmail={canChangeEmail} /> }],
    { initialEntries: ["/"] },
  );
  return renderWithMessages(<RouterProvider router={router} />, locale);
}

describe("ProfileForm's e-mail line", () => {
  it("points to the Change e-mail address section instead of saying it cannot be changed", () => {
    const html = render(true);
    expect(html).toContain('value="halima@example.ng"');
    expect(html).not.toMatch(/cannot be changed/i);
    expect(html).toMatch(/<a href="#email-title"[^>]*>Change e-mail address<\/a>/);
  });

  it("says how to make it changeable for an account without a password (no such section)", () => {
    const html = render(false);
    expect(html).not.toMatch(/cannot be changed/i);
    expect(html).not.toContain("#email-title");
    expect(html).toContain("Set a password (below) to be able to change it.");
  });

  it("speaks the page's language", () => {
    const html = render(true, "ha");
    expect(html).not.toContain("Change e-mail address");
    expect(html).not.toContain("Save changes");
  });
});
