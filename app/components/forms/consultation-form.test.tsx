import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ConsultationForm } from "./consultation-form";

function render(props: { action?: string; plan?: string }) {
  const router = createMemoryRouter(
    [
      {
        path: "/consultation",
        element: (
          <ConsultationForm
            formKey="00000000-0000-4000-8000-000000000000"
            action={props.action}
            today="2026-07-10"
            defaultValue={{ plan: props.plan ?? "" }}
          />
        ),
      },
    ],
    { initialEntries: ["/consultation"] },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("ConsultationForm", () => {
  it("posts back to the page with its ?plan=, with that plan chosen", () => {
    const html = render({ action: "/consultation?plan=Advanced", plan: "Advanced" });
    expect(html).toContain('action="/consultation?plan=Advanced"');
    expect(html).toMatch(/<option value="Advanced" selected="">Advanced<\/option>/);
  });

  it("posts to /consultation when no plan was preselected", () => {
    const html = render({});
    expect(html).toContain('action="/consultation"');
    expect(html).not.toMatch(/<option value="(?:Beginner|Intermediate|Advanced)" selected/);
  });
});
