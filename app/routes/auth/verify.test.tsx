import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import Verify from "./verify";

type VerifyData = { state: "verified" | "not-verified" | "no-session"; expired: boolean };

/** /verify as the server renders it for a loader answer. */
function render(data: VerifyData) {
  const Stub = createRoutesStub([
    {
      id: "routes/auth/verify",
      path: "/verify",
      Component: Verify,
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={["/verify"]}
      hydrationData={{ loaderData: { "routes/auth/verify": data } }}
    />,
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
});
