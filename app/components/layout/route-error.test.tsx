// The one error panel of the signed-in pages: what it says for each status, and that a tab's
// refusal is drawn inside the admin layout, so the admin tabs stay on screen.
import { renderToString } from "react-dom/server";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { COURSE_PAGE_ERROR } from "~/components/admin/page-errors";
import { ErrorBoundary as SiteSettingsBoundary } from "~/routes/admin/site-settings";
import { adminLayoutStub } from "../../../tests/support/admin-layout-stub";
import { RouteErrorPanel } from "./route-error";

type PanelProps = Parameters<typeof RouteErrorPanel>[0];
let shown: PanelProps = { error: null, heading: "Things" };

/** Stands for a route's ErrorBoundary: the panel with the props the test set. */
function Panel() {
  return <RouteErrorPanel {...shown} />;
}

function SettingsForm() {
  return <p>the settings form</p>;
}

/** The panel for `error` at /admin-dashboard/things, as a route's ErrorBoundary draws it. */
function render(error: unknown, props: Partial<PanelProps> = {}) {
  shown = { error, heading: "Things", ...props };
  const Stub = createRoutesStub([{ path: "/admin-dashboard/things", Component: Panel }]);
  return renderToString(<Stub initialEntries={["/admin-dashboard/things"]} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("RouteErrorPanel", () => {
  it("keeps the page's heading and says a 403 is not allowed, with the server's reason", () => {
    const html = render(errorResponse(403, { message: "No." }));
    expect(html).toMatch(/<h1[^>]*>Things<\/h1>/);
    expect(text(html)).toContain("Not allowed No.");
    // Reloading cannot lift a refusal: no Try again.
    expect(html).not.toContain("Try again");
  });

  it("says a 404 is missing, named by the page, and offers the way back", () => {
    const error = errorResponse(404, null);
    const html = render(error, COURSE_PAGE_ERROR);
    expect(text(html)).toContain("Course not found This record no longer exists.");
    expect(html).toMatch(/href="\/admin-dashboard\/courses"[^>]*>All courses</);
    expect(html).not.toContain("Try again");
  });

  it('shows a 404\'s own message (data("…") or data({ message }))', () => {
    expect(text(render(errorResponse(404, "Gone for good.")))).toContain(
      "Not found Gone for good.",
    );
    expect(text(render(errorResponse(404, { message: "Gone." })))).toContain("Not found Gone.");
  });

  it("answers a failure (500 or a thrown Error) with the page's words and Try again", () => {
    for (const error of [errorResponse(500, null), new Error("boom")]) {
      const html = render(error, { failed: { title: "Could not load things" } });
      expect(text(html)).toContain(
        "Could not load things Something went wrong while loading this page. Please refresh it.",
      );
      expect(html).toMatch(/href="\/admin-dashboard\/things"[^>]*>Try again</);
      expect(html).not.toContain("boom");
    }
  });

  it("says a 503 is an outage, and a 429 to wait", () => {
    expect(text(render(errorResponse(503, { outage: true })))).toContain(
      "Temporarily unavailable We cannot reach our records just now.",
    );
    expect(text(render(errorResponse(429, null)))).toContain("Too many attempts Please wait");
  });

  it("leaves out the way back on the page it points to", () => {
    const html = render(errorResponse(500, null), {
      back: { to: "/admin-dashboard/things", label: "Back to things" },
    });
    expect(html).not.toContain("Back to things");
  });

  it("draws a tab's thrown 403 inside the admin layout, with the admin tabs still there", async () => {
    const Stub = adminLayoutStub(
      [
        {
          id: "routes/admin/site-settings",
          path: "admin-dashboard/site-settings",
          Component: SettingsForm,
          ErrorBoundary: SiteSettingsBoundary,
          loader: () => {
            throw data({ message: "You do not have permission to do this." }, 403);
          },
        },
      ],
      { loader: () => ({ role: "moderator", trends: null }) },
    );
    const html = renderToString(
      <Stub
        initialEntries={["/admin-dashboard/site-settings"]}
        hydrationData={{
          loaderData: { "routes/admin/layout": { role: "moderator", trends: null } },
          errors: {
            "routes/admin/site-settings": errorResponse(403, {
              message: "You do not have permission to do this.",
            }),
          },
        }}
      />,
    );
    expect(html).toContain('<nav aria-label="Admin sections"');
    expect(html).toMatch(/<h1[^>]*>Site settings<\/h1>/);
    expect(text(html)).toContain("Not allowed You do not have permission to do this.");
    expect(html).not.toContain("the settings form");
  });
});

/** A route error response as React Router hands it to a boundary (isRouteErrorResponse's shape). */
function errorResponse(status: number, body: unknown) {
  return { status, statusText: "", internal: false, data: body };
}
